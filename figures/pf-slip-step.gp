# Chapter 10 (Fig. 32, inside an interval): the grip step of profile 2 at
# 0.33 s on circle contacts, one finger's f_y [N] and tau [N mm] every
# 1e-4 s (line; the step of each row), with the rows of the 0.01 s tables:
# the first step of each interval (--sample start, squares) and the end of
# the interval before (--sample end, dots); distributed model;
# planar-experiment --show slip-stick --shape circle --grip 2 [--sample end].
# data: pf-slip-step.txt pf-slip-circle-2.txt pf-slip-forces-2.txt
load 'figures/style.gp'
set multiplot layout 1,2
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0.325:0.345]
set xtics 0.005
set format x '%.3f'
unset key
set ylabel lab('friction force $f_y$ [N]', 'friction force f_y [N]')
set yrange [0.3:1.1]
set ytics 0.1
plot datadir.'pf-slip-step.txt' using 1:10 every ::1 with lines ls 3, \
     datadir.'pf-slip-circle-2.txt' using 1:10 every ::1 with points ls 2, \
     datadir.'pf-slip-forces-2.txt' using 1:10 every ::1 with points ls 1
set key top right Left reverse samplen 2 spacing 1.2 width 1
set ylabel lab('friction torque $\tau$ [N mm]', 'friction torque τ [N mm]')
set yrange [0:2.2]
set ytics 0.5
plot datadir.'pf-slip-step.txt' using 1:($11*1e3) every ::1 with lines ls 3 title 'every step', \
     datadir.'pf-slip-circle-2.txt' using 1:($11*1e3) every ::1 with points ls 2 title 'start', \
     datadir.'pf-slip-forces-2.txt' using 1:($11*1e3) every ::1 with points ls 1 title 'end'
unset multiplot
