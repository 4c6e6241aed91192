# Chapter 6: the box, its body frame and one contact's frame.  The corners
# are multibody's (--show corners --steps 0 on chapters/06-rigid-bodies/
# frame.scene: l t body corner x y z, corner v + 1 with the signs of v's bits
# along the box's x, y, z); the centre is their mean, the body axes run along
# the edges from corner 1 (to 2: x, to 3: y, to 5: z).  The lowest corner
# touches the ground: its contact frame is the ground's, n = z, t = x, o = y
# (src/contact_detect.c), with the n_d = 8 friction directions d_j =
# cos(2 pi (j-1)/8) t + sin(2 pi (j-1)/8) o of eq. (5.2).
# data: rb-frame.txt
load 'figures/style.gp'
file = datadir.'rb-frame.txt'
array X[8]; array Y[8]; array Z[8]
stats file skip 1 using (X[int($4)] = $5, Y[int($4)] = $6, Z[int($4)] = $7, 0) nooutput
if (STATS_records != 8) { print file.': expected 8 corners'; exit status 1 }
cx = 0; cy = 0; cz = 0; low = 1
do for [k = 1:8] { cx = cx + X[k] / 8; cy = cy + Y[k] / 8; cz = cz + Z[k] / 8; if (Z[k] < Z[low]) { low = k } }
unset border; unset tics; unset grid; unset key
set view 60, 205, 1.9
set view equal xyz
set xrange [-0.75:0.75]; set yrange [-0.75:0.75]; set zrange [0:1.0]
set xyplane at 0
a = 1
# The ground: a light square.
set object a polygon from -0.7,-0.7,0 to 0.7,-0.7,0 to 0.7,0.7,0 to -0.7,0.7,0 to -0.7,-0.7,0 \
    fc rgb '#f0f0f0' fs solid noborder behind
# The twelve edges: corner v to v with bit b set.
do for [v = 0:7] { do for [b = 0:2] {
    w = v | (1 << b)
    if (w != v) { set arrow (a + 1 + 3 * v + b) from X[v + 1], Y[v + 1], Z[v + 1] to X[w + 1], Y[w + 1], Z[w + 1] nohead lc rgb '#0072b2' lw 2 }
} }
# The body frame at the centre, along the edges.
unit(dx, dy, dz) = sqrt(dx * dx + dy * dy + dz * dz)
L = 0.3
do for [k = 1:3] {
    j = k == 1 ? 2 : k == 2 ? 3 : 5
    n = unit(X[j] - X[1], Y[j] - Y[1], Z[j] - Z[1])
    ex = (X[j] - X[1]) / n; ey = (Y[j] - Y[1]) / n; ez = (Z[j] - Z[1]) / n
    set arrow (40 + k) from cx, cy, cz to cx + L * ex, cy + L * ey, cz + L * ez head size 0.04, 20 lc rgb '#d55e00' lw 2
    set label (40 + k) (k == 1 ? lab('$x_B$', 'x_B') : k == 2 ? lab('$y_B$', 'y_B') : lab('$z_B$', 'z_B')) \
        at cx + 1.18 * L * ex, cy + 1.18 * L * ey, cz + 1.18 * L * ez center front tc rgb '#d55e00'
}
set label 50 lab('$\mathbf x$', 'x') at cx, cy, cz - 0.06 center front
# The corners' numbers.
do for [k = 1:8] { set label (60 + k) sprintf('%d', k) at X[k], Y[k], Z[k] offset 0.6, 0.4 front tc rgb '#555555' }
# The contact at the lowest corner: the normal and the friction directions.
px = X[low]; py = Y[low]
set arrow 70 from px, py, 0 to px, py, 0.45 head size 0.04, 20 lc rgb '#009e73' lw 2
set label 70 lab('$\hat n$', 'n') at px, py, 0.5 center front tc rgb '#009e73'
do for [j = 1:8] {
    ph = 2 * pi * (j - 1) / 8
    set arrow (70 + j) from px, py, 0 to px + 0.22 * cos(ph), py + 0.22 * sin(ph), 0 head size 0.03, 20 lc rgb '#cc79a7' lw 1.5
}
set label 80 lab('$\hat d_1 = \hat t$', 'd_1 = t') at px + 0.33, py - 0.04, 0 center front tc rgb '#cc79a7'
set label 81 lab('$\hat d_3 = \hat o$', 'd_3 = o') at px, py + 0.3, 0 center front tc rgb '#cc79a7'
splot 1 / 0 notitle
