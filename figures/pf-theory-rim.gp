# Chapter 10: the reduction to a rim (the paper's Fig. 12).  Left: the
# disc's loaded cells (planar-friction --show pressure --shape all, the
# first 441 rows), every other cell with the direction of its Coulomb
# force -mu w_i fn v_i/|v_i| for a turn about the centre of rotation
# marked (4, -3) mm: each cell pushes against its own slip.  Right: the
# reduced model's rim of radius r_a (pf-constants.txt, the circle's row),
# which carries the whole load and has the same torque under a pure
# rotation; its three bristles z_x, z_y (translation) and z_tau (turn).
# data: pf-pressure.txt pf-constants.txt
load 'figures/style.gp'
file = datadir.'pf-pressure.txt'
stats datadir.'pf-constants.txt' every ::1::1 using (ra = $7 * 1000, 0) nooutput
x0 = 4.0; y0 = -3.0
ell = 20.0 / 21
# the slip of the cell at (x, y) [mm] for a turn at +1 about (x0, y0)
vx(x, y) = -(y - y0)
vy(x, y) = x - x0
vn(x, y) = sqrt(vx(x, y)**2 + vy(x, y)**2)
unset grid; unset key
set border 0; unset tics
set size ratio -1
set xrange [-11:11]; set yrange [-11:11]
set multiplot layout 1, 2 margins 0.02, 0.98, 0.04, 0.92 spacing 0.04
set title lab('\small cells: each pushes against its slip', 'cells: each pushes against its slip')
set object 1 circle at 0, 0 size 10.5 fs empty border lc rgb '#bbbbbb' dt 2
plot file every ::1::441 using ($4 * 1000):($5 * 1000):($6 > 0 ? 0.5 * ell : 1/0):(0.5 * ell) \
        with boxxyerror fs solid 0.25 noborder lc rgb '#0072b2', \
     file every ::1::441 using ($4 * 1000):($5 * 1000):((int($2) % 2 == 0 && int($3) % 2 == 0 && $6 > 0 && vn($4 * 1000, $5 * 1000) > 0.1) ? -1.6 * ell * vx($4 * 1000, $5 * 1000) / vn($4 * 1000, $5 * 1000) : 1/0):(-1.6 * ell * vy($4 * 1000, $5 * 1000) / vn($4 * 1000, $5 * 1000)) \
        with vectors head filled size 0.5, 25 lc rgb '#d55e00' lw 1.2, \
     '+' using (x0):(y0) every ::0::0 with points pt 2 ps 1.5 lw 2 lc rgb '#000000'
set title lab('\small rim of radius $r_a$: three bristles', 'rim of radius r_a: three bristles')
set object 1 circle at 0, 0 size 10 fs empty border lc rgb '#bbbbbb' dt 2
set object 2 circle at 0, 0 size ra fs empty border lc rgb '#0072b2' lw 4
set arrow 1 from 0, 0 to 5, 0 head filled size 0.8, 25 lc rgb '#d55e00' lw 2
set arrow 2 from 0, 0 to 0, 5 head filled size 0.8, 25 lc rgb '#d55e00' lw 2
set label 1 lab('$z_x$', 'z_x') at 5, 0 left offset 0.3, 0.5
set label 2 lab('$z_y$', 'z_y') at 0, 5 left offset 0.4, 0
set label 3 lab('$z_\tau$', 'z_τ') at ra * cos(pi / 4), ra * sin(pi / 4) left offset 1.4, 0.8
set label 4 lab('$r_a$', 'r_a') at -0.5 * ra * cos(pi / 6), -0.5 * ra * sin(pi / 6) left offset 0.3, 1.0
set arrow 3 from 0, 0 to -ra * cos(pi / 6), -ra * sin(pi / 6) head size 0.6, 20 lc rgb '#333333' lw 1
set parametric
set trange [pi / 12 : 5 * pi / 12]
arcr = ra + 1.2
plot arcr * cos(t), arcr * sin(t) with lines lc rgb '#d55e00' lw 2, \
     '+' using (arcr * cos(5 * pi / 12)):(arcr * sin(5 * pi / 12)):(-0.5 * sin(5 * pi / 12)):(0.5 * cos(5 * pi / 12)) every ::0::0 \
        with vectors head filled size 0.8, 25 lc rgb '#d55e00' lw 2
unset parametric
unset multiplot
