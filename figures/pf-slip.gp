# Chapter 10 (Figs. 27, 29-30): the 0.2 kg box held by two fingers (square
# contacts 0.02 m, CoM 2 mm from the contact centre) under the grip force
# profiles 1 (1.73 + 0.91 sin(4 pi t) N) and 2 (2 N, 0.84 N over
# 0.33-0.5 s): the grip force, the CoM's height y [mm] and the turn theta
# [rad], distributed (solid) and reduced (dashed) model;
# planar-experiment --show slip-stick --grip 1|2.
# data: pf-slip-1.txt pf-slip-2.txt pf-slip-1-red.txt pf-slip-2-red.txt
load 'figures/style.gp'
set multiplot layout 1,3
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0:2]
set xtics 0.5
set key bottom left Left reverse samplen 2 spacing 1.2 width 1
set ylabel lab('grip force $f_N$ [N]', 'grip force f_N [N]')
set yrange [0:3]
plot datadir.'pf-slip-1.txt' using 1:2 every ::1 with steps ls 1 title lab('$f_{N,1}$', 'f_{N,1}'), \
     datadir.'pf-slip-2.txt' using 1:2 every ::1 with steps ls 2 title lab('$f_{N,2}$', 'f_{N,2}')
unset key
set ylabel lab('height of the CoM $y$ [mm]', 'height of the CoM y [mm]')
set yrange [-25:2]
plot datadir.'pf-slip-1.txt' using 1:($4*1e3) every ::1 with lines ls 1, \
     datadir.'pf-slip-1-red.txt' using 1:($4*1e3) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-slip-2.txt' using 1:($4*1e3) every ::1 with lines ls 2, \
     datadir.'pf-slip-2-red.txt' using 1:($4*1e3) every ::1 with lines ls 2 dt 2
set key bottom left Left reverse samplen 2 spacing 1.2 width 1
set ylabel lab('turn $\theta$ [rad]', 'turn θ [rad]')
set yrange [-0.24:0.01]
set ytics 0.04
plot datadir.'pf-slip-1.txt' using 1:5 every ::1 with lines ls 1 title '1, dist', \
     datadir.'pf-slip-1-red.txt' using 1:5 every ::1 with lines ls 1 dt 2 title '1, red', \
     datadir.'pf-slip-2.txt' using 1:5 every ::1 with lines ls 2 title '2, dist', \
     datadir.'pf-slip-2-red.txt' using 1:5 every ::1 with lines ls 2 dt 2 title '2, red'
unset multiplot
