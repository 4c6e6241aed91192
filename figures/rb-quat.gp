# Chapter 6: the rotation of a unit quaternion as an axis and an angle.
# rigid-body --show arc prints, for e = (1, 1, 1, 1)/2, the axis k of the
# rotation (nx ny nz), its angle theta = 2 atan2(|e1..e3|, e0) = 120 degrees,
# and the body axes e_k turned about n by s theta, s = 0 .. 1; the last row
# of each k is R(e) e_k = e (0, e_k) e*.  Drawn: the world axes, n, the
# vector u = e_x (k = 1) and R(e) u with the arc between them on the cone
# about n, the radii from the arc's centre (u . n) n, and the arcs of e_y
# and e_z (thin).
# data: rb-arc.txt
load 'figures/style.gp'
file = datadir.'rb-arc.txt'
stats file skip 1 using (nx = $7, ny = $8, nz = $9, \
    ($1 == 1 && $2 == 1) ? (rx = $4, ry = $5, rz = $6, theta = $3) : 0, \
    ($1 == 1 && $2 == 0.5) ? (mx = $4, my = $5, mz = $6) : 0, 0) nooutput
# u = e_x, the arc's centre c = (u . n) n
cu = nx
cx = cu * nx; cy = cu * ny; cz = cu * nz
unset border; unset tics; unset grid; unset key
set view 30, 105, 1.6
set view equal xyz
set xrange [-0.5:1.3]; set yrange [-0.5:1.3]; set zrange [-0.5:1.3]
grey = '#999999'
# the world axes (u = e_x and R(e) u = e_y here: only e_z is drawn apart)
set arrow 3 from 0, 0, 0 to 0, 0, 1 head size 0.05, 18 lc rgb grey lw 1
set label 3 lab('$e_z$', 'e_z') at 0, 0, 1.1 center tc rgb grey
L = 1.35
set arrow 10 from -0.25 * nx, -0.25 * ny, -0.25 * nz to L * nx, L * ny, L * nz head size 0.06, 18 lc rgb '#009e73' lw 2.5
set label 10 lab('$\hat{\mathbf k}$', 'k') at 1.08 * L * nx, 1.08 * L * ny, 1.08 * L * nz left tc rgb '#009e73'
set arrow 11 from 0, 0, 0 to 1, 0, 0 head size 0.06, 18 lc rgb '#0072b2' lw 2.5 front
set label 11 lab('$\vec u = e_x$', 'u = e_x') at 1.0, 0.0, 0.08 right front tc rgb '#0072b2'
set arrow 12 from 0, 0, 0 to rx, ry, rz head size 0.06, 18 lc rgb '#d55e00' lw 2.5 front
set label 12 lab('$\mathbf R(\boldsymbol\epsilon)\vec u = e_y$', 'R(ε) u = e_y') at rx, ry + 0.06, rz - 0.04 left front tc rgb '#d55e00'
set arrow 13 from cx, cy, cz to 1, 0, 0 nohead lc rgb '#333333' lw 1 dt 2
set arrow 14 from cx, cy, cz to rx, ry, rz nohead lc rgb '#333333' lw 1 dt 2
set label 14 lab(sprintf('$\vartheta = %.0f^\circ$', theta), sprintf('ϑ = %.0f°', theta)) at cx + 0.75 * (mx - cx), cy + 0.75 * (my - cy), cz + 0.75 * (mz - cz) center front
splot file skip 1 using ($1 == 1 ? $4 : 1/0):5:6 with lines lc rgb "#cc79a7" lw 2
