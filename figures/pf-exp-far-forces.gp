# Chapter 10 (the paper's Fig. 28): case 1 (CoM 25 mm from the contact
# centre, circle contacts of radius 0.01 m), one finger's friction on the
# box about the contact centre at the end of each 0.01 s interval
# (--sample end): f_x, f_y [N] and tau [N mm], grip profile 1 (blue) and 2
# (orange), distributed (solid) and reduced (dashed) model; the row t = 0
# (no force yet) left out.
# planar-experiment --show slip-stick --case 1 --grip 1|2 --sample end.
# data: pf-exp-far-forces-1.txt pf-exp-far-forces-2.txt pf-exp-far-forces-1-red.txt pf-exp-far-forces-2-red.txt
load 'figures/style.gp'
f(n) = datadir.'pf-exp-far-forces-'.n.'.txt'
set multiplot layout 1,3
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0:2]
set xtics 0.5
unset key
set ylabel lab('friction force $f_x$ [N]', 'friction force f_x [N]')
set yrange [-0.08:0.16]
set ytics 0.04
plot f('1') using 1:($1 > 0 ? $9 : NaN) every ::1 with lines ls 1, \
     f('1-red') using 1:($1 > 0 ? $9 : NaN) every ::1 with lines ls 1 dt 2, \
     f('2') using 1:($1 > 0 ? $9 : NaN) every ::1 with lines ls 2, \
     f('2-red') using 1:($1 > 0 ? $9 : NaN) every ::1 with lines ls 2 dt 2
set ylabel lab('friction force $f_y$ [N]', 'friction force f_y [N]')
set yrange [0.88:1.1]
set ytics 0.04
plot f('1') using 1:($1 > 0 ? $10 : NaN) every ::1 with lines ls 1, \
     f('1-red') using 1:($1 > 0 ? $10 : NaN) every ::1 with lines ls 1 dt 2, \
     f('2') using 1:($1 > 0 ? $10 : NaN) every ::1 with lines ls 2, \
     f('2-red') using 1:($1 > 0 ? $10 : NaN) every ::1 with lines ls 2 dt 2
set key bottom right Left reverse samplen 2 spacing 1.1 width 1
set ylabel lab('friction torque $\tau$ [N mm]', 'friction torque τ [N mm]')
set yrange [0:36]
set ytics 6
plot f('1') using 1:($1 > 0 ? $11*1e3 : NaN) every ::1 with lines ls 1 title '1, dist', \
     f('1-red') using 1:($1 > 0 ? $11*1e3 : NaN) every ::1 with lines ls 1 dt 2 title '1, red', \
     f('2') using 1:($1 > 0 ? $11*1e3 : NaN) every ::1 with lines ls 2 title '2, dist', \
     f('2-red') using 1:($1 > 0 ? $11*1e3 : NaN) every ::1 with lines ls 2 dt 2 title '2, red'
unset multiplot
