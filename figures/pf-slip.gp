# Chapter 10 (Fig. 30, with the grip profiles of Fig. 29): the 0.2 kg box
# held by two fingers (square contacts 0.02 m, CoM 2 mm from the contact
# centre) under the grip force profiles 1 (1.73 + 0.91 sin(4 pi t) N) and 2
# (2 N, 0.84 N over 0.33-0.5 s): the grip force per finger, the CoM's
# position x and y [mm] and the turn theta [rad], distributed (solid) and
# reduced (dashed) model; planar-experiment --show slip-stick --grip 1|2.
# data: pf-slip-1.txt pf-slip-2.txt pf-slip-1-red.txt pf-slip-2-red.txt
load 'figures/style.gp'
set multiplot layout 2,2 margins 0.1, 0.98, 0.14, 0.98 spacing 0.17, 0.08
set xrange [0:2]
set xtics 0.5
set format x ''
set key top right horizontal Left reverse samplen 2 spacing 1.1 width 1
set ylabel lab('grip force $f_N$ [N]', 'grip force f_N [N]')
set yrange [0:3.6]
set ytics 1
plot datadir.'pf-slip-1.txt' using 1:2 every ::1 with steps ls 1 title lab('$f_{N,1}$', 'f_{N,1}'), \
     datadir.'pf-slip-2.txt' using 1:2 every ::1 with steps ls 2 title lab('$f_{N,2}$', 'f_{N,2}')
unset key
set ylabel lab('CoM $x$ [mm]', 'CoM x [mm]')
set yrange [0.6:2.1]
set ytics 0.5
plot datadir.'pf-slip-1.txt' using 1:($3*1e3) every ::1 with lines ls 1, \
     datadir.'pf-slip-1-red.txt' using 1:($3*1e3) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-slip-2.txt' using 1:($3*1e3) every ::1 with lines ls 2, \
     datadir.'pf-slip-2-red.txt' using 1:($3*1e3) every ::1 with lines ls 2 dt 2
set format x '%g'
set xlabel lab('time $t$ [s]', 'time t [s]')
set ylabel lab('CoM $y$ [mm]', 'CoM y [mm]')
set yrange [-25:2]
set ytics 5
plot datadir.'pf-slip-1.txt' using 1:($4*1e3) every ::1 with lines ls 1, \
     datadir.'pf-slip-1-red.txt' using 1:($4*1e3) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-slip-2.txt' using 1:($4*1e3) every ::1 with lines ls 2, \
     datadir.'pf-slip-2-red.txt' using 1:($4*1e3) every ::1 with lines ls 2 dt 2
set key bottom left Left reverse samplen 2 spacing 1.1 width 1
set ylabel lab('turn $\theta$ [rad]', 'turn θ [rad]')
set yrange [-0.4:0.01]
set ytics 0.1
plot datadir.'pf-slip-1.txt' using 1:5 every ::1 with lines ls 1 title '1, dist', \
     datadir.'pf-slip-1-red.txt' using 1:5 every ::1 with lines ls 1 dt 2 title '1, red', \
     datadir.'pf-slip-2.txt' using 1:5 every ::1 with lines ls 2 title '2, dist', \
     datadir.'pf-slip-2-red.txt' using 1:5 every ::1 with lines ls 2 dt 2 title '2, red'
unset multiplot
