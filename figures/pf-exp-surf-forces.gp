# Chapter 10 (the paper's Fig. 35): the box of pf-slip-surf.gp (grip
# profile 1 on the grip-force-dependent patterns, k = 2 blue, k = 2 fN
# orange), one finger's friction on the box about the contact centre at the
# end of each 0.01 s interval (--sample end): f_x, f_y [N] and tau [N mm],
# distributed (solid) and reduced (dashed) model (no key: the caption
# says it); the row t = 0 left out.
# planar-experiment --show slip-stick --surface scaled|changing --sample end.
# data: pf-exp-surf-forces-scaled.txt pf-exp-surf-forces-changing.txt pf-exp-surf-forces-scaled-red.txt pf-exp-surf-forces-changing-red.txt
load 'figures/style.gp'
f(n) = datadir.'pf-exp-surf-forces-'.n.'.txt'
set multiplot layout 1,3
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0:2]
set xtics 0.5
unset key
set ylabel lab('friction force $f_x$ [N]', 'friction force f_x [N]')
set yrange [-0.03:0.04]
set ytics 0.01
plot f('scaled') using 1:($1 > 0 ? $9 : NaN) every ::1 with lines ls 1, \
     f('scaled-red') using 1:($1 > 0 ? $9 : NaN) every ::1 with lines ls 1 dt 2, \
     f('changing') using 1:($1 > 0 ? $9 : NaN) every ::1 with lines ls 2, \
     f('changing-red') using 1:($1 > 0 ? $9 : NaN) every ::1 with lines ls 2 dt 2
set ylabel lab('friction force $f_y$ [N]', 'friction force f_y [N]')
set yrange [0.8:1.3]
set ytics 0.1
plot f('scaled') using 1:($1 > 0 ? $10 : NaN) every ::1 with lines ls 1, \
     f('scaled-red') using 1:($1 > 0 ? $10 : NaN) every ::1 with lines ls 1 dt 2, \
     f('changing') using 1:($1 > 0 ? $10 : NaN) every ::1 with lines ls 2, \
     f('changing-red') using 1:($1 > 0 ? $10 : NaN) every ::1 with lines ls 2 dt 2
set ylabel lab('friction torque $\tau$ [N mm]', 'friction torque τ [N mm]')
set yrange [-4:12]
set ytics 4
plot f('scaled') using 1:($1 > 0 ? $11*1e3 : NaN) every ::1 with lines ls 1, \
     f('scaled-red') using 1:($1 > 0 ? $11*1e3 : NaN) every ::1 with lines ls 1 dt 2, \
     f('changing') using 1:($1 > 0 ? $11*1e3 : NaN) every ::1 with lines ls 2, \
     f('changing-red') using 1:($1 > 0 ? $11*1e3 : NaN) every ::1 with lines ls 2 dt 2
unset multiplot
