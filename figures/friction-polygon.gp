# Chapter 5: the friction polygon in the tangent plane (000 pp. 5-6, W9).
# friction-cone --show polygon gives, per direction j, d_j (dx dy), the
# vertex mu fn d_j (fx fy), the kinematic LCP's alpha_j for the launch
# velocity and edge = 1 on the edge the velocity turns towards;
# cone-path-4.txt gives that launch velocity (row l = 0).  Drawn: the circle
# of radius mu fn (Coulomb's cone), the inscribed polygon, the d_j, the
# velocity's direction, the vertex maximum dissipation picks and the edge
# (with its normal, the direction the velocity turns to).
# data: cone-polygon.txt cone-path-4.txt
load 'figures/style.gp'
stats datadir.'cone-polygon.txt' using 1 nooutput prefix "J"
nd = int(J_max)
array FX[nd]; array FY[nd]; array AL[nd]; array ED[nd]
do for [i=1:nd] {
    stats datadir.'cone-polygon.txt' every ::i::i using 5 nooutput prefix "S"
    FX[i] = S_min
    stats datadir.'cone-polygon.txt' every ::i::i using 6 nooutput prefix "S"
    FY[i] = S_min
    stats datadir.'cone-polygon.txt' every ::i::i using 7 nooutput prefix "S"
    AL[i] = S_min
    stats datadir.'cone-polygon.txt' every ::i::i using 8 nooutput prefix "S"
    ED[i] = S_min
}
stats datadir.'cone-path-4.txt' every ::1::1 using 5 nooutput prefix "S"
VX = S_min
stats datadir.'cone-path-4.txt' every ::1::1 using 6 nooutput prefix "S"
VY = S_min
R = sqrt(FX[1]**2 + FY[1]**2)            # mu fn
VN = sqrt(VX**2 + VY**2)
# The picked vertex (largest alpha) and the edge's normal -(d_j + d_k).
pick = 1
do for [i=2:nd] { if (AL[i] > AL[pick]) { pick = i } }
NX = 0; NY = 0
do for [i=1:nd] { if (ED[i] == 1) { NX = NX - FX[i]; NY = NY - FY[i] } }
NN = sqrt(NX**2 + NY**2)

set size ratio -1
L = 2.2 * R
set xrange [-1.3 * L:L]
set yrange [-1.35 * R:1.35 * R]
set xlabel lab('friction force $f_x$ (N)', 'friction force f_x (N)')
set ylabel lab('$f_y$ (N)', 'f_y (N)')
set xzeroaxis lt -1 lw 0.5
set yzeroaxis lt -1 lw 0.5
set key noautotitle

# The polygon, filled, behind everything; its picked edge thick on top.
cmd = sprintf('set object 1 polygon from %.17g,%.17g', FX[1], FY[1])
do for [i=2:nd] { cmd = cmd . sprintf(' to %.17g,%.17g', FX[i], FY[i]) }
eval cmd . sprintf(' to %.17g,%.17g', FX[1], FY[1])
set object 1 fc rgb '#dce9f5' fs solid 1.0 border lc rgb '#0072b2' lw 2 back
# Labels: d_j beyond each vertex, v and the turned direction at their tips.
do for [i=1:nd] {
    set label 10 + i sprintf(latex ? '$\hat d_{%d}$' : 'd_%d', i) \
        at 1.27 * FX[i], 1.27 * FY[i] center front
}
set label 2 lab('$v$ (direction)', 'v (direction)') at 1.05 * R * VX / VN, 1.05 * R * VY / VN left offset 0.3, 0 front
set label 3 lab('$v$ turns to', 'v turns to') at R * NX / NN, R * NY / NN left offset 0.5, 0.3 front
set label 4 sprintf(latex ? 'picked: $\alpha_{%d} = \mu f_n$' : 'picked: α_%d = μ f_n', pick) \
    at FX[pick], FY[pick] right offset -1.6, 1.2 front
EX = 0; EY = 0
do for [i=1:nd] { if (ED[i] == 1) { EX = EX + FX[i] / 2; EY = EY + FY[i] / 2 } }
set label 6 lab('the edge $v$ turns towards', 'the edge v turns towards') at EX, EY right offset -3.0, -1.0 front
set label 5 lab('circle $|f| = \mu f_n$', 'circle |f| = μ f_n') at R * cos(3 * pi / 4), R * sin(3 * pi / 4) right offset -0.4, 0.4 front

set parametric
set trange [0:2 * pi]
set samples 200
plot R * cos(t), R * sin(t) with lines ls 4 notitle, \
     for [i=1:nd] '+' every ::0::0 using (0):(0):(FX[i]):(FY[i]) with vectors head filled size screen 0.012,20 lw 1.5 lc rgb '#0072b2' notitle, \
     '+' every ::0::0 using (0):(0):(R * VX / VN):(R * VY / VN) with vectors head filled size screen 0.015,20 lw 2.5 lc rgb '#000000' notitle, \
     for [i=1:nd] for [k=1:nd] '+' every ::0::0 using (ED[i] == 1 && ED[k] == 1 && i < k ? FX[i] : NaN):(FY[i]):(FX[k] - FX[i]):(FY[k] - FY[i]) with vectors nohead lw 5 lc rgb '#d55e00' notitle, \
     '+' every ::0::0 using (0):(0):(R * NX / NN):(R * NY / NN) with vectors head size screen 0.015,20 lw 2 dt 2 lc rgb '#d55e00' notitle, \
     '+' every ::0::0 using (FX[pick]):(FY[pick]) with points pt 7 ps 1.6 lc rgb '#d55e00' notitle
