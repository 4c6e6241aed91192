# Chapter 10 (Figs. 27, 26a): the paper's case 1, the box's CoM 25 mm from
# the contact centre (circle contacts of radius 0.01 m), grip profiles 1
# (3.6 + 0.9 sin(4 pi t) N) and 2 (4 N, 2.9 N over 0.31-0.5 s): the CoM's
# position x, y [mm] and the turn theta [rad], distributed (solid) and
# reduced (dashed) model; planar-experiment --show slip-stick --case 1.
# data: pf-slip-far-1.txt pf-slip-far-2.txt pf-slip-far-1-red.txt pf-slip-far-2-red.txt
load 'figures/style.gp'
set multiplot layout 1,3
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0:2]
set xtics 0.5
unset key
set ylabel lab('CoM $x$ [mm]', 'CoM x [mm]')
set yrange [10:26]
plot datadir.'pf-slip-far-1.txt' using 1:($3*1e3) every ::1 with lines ls 1, \
     datadir.'pf-slip-far-1-red.txt' using 1:($3*1e3) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-slip-far-2.txt' using 1:($3*1e3) every ::1 with lines ls 2, \
     datadir.'pf-slip-far-2-red.txt' using 1:($3*1e3) every ::1 with lines ls 2 dt 2
set ylabel lab('CoM $y$ [mm]', 'CoM y [mm]')
set yrange [-25:1]
plot datadir.'pf-slip-far-1.txt' using 1:($4*1e3) every ::1 with lines ls 1, \
     datadir.'pf-slip-far-1-red.txt' using 1:($4*1e3) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-slip-far-2.txt' using 1:($4*1e3) every ::1 with lines ls 2, \
     datadir.'pf-slip-far-2-red.txt' using 1:($4*1e3) every ::1 with lines ls 2 dt 2
set key top right Left reverse samplen 2 spacing 1.2 width 1
set ylabel lab('turn $\theta$ [rad]', 'turn θ [rad]')
set yrange [-1:0.6]
set ytics 0.2
plot datadir.'pf-slip-far-1.txt' using 1:5 every ::1 with lines ls 1 title '1, dist', \
     datadir.'pf-slip-far-1-red.txt' using 1:5 every ::1 with lines ls 1 dt 2 title '1, red', \
     datadir.'pf-slip-far-2.txt' using 1:5 every ::1 with lines ls 2 title '2, dist', \
     datadir.'pf-slip-far-2-red.txt' using 1:5 every ::1 with lines ls 2 dt 2 title '2, red'
unset multiplot
