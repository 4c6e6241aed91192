# Chapter 10 (Fig. 34): the box of the slip-stick run (CoM 2 mm from
# the contact centre, grip profile 1) on the grip-force-dependent patterns
# of eq. 46, k = 2 ("scaled", blue) and k = 2 fn ("changing", orange), set
# anew every 0.01 s: the CoM's position x and y [mm] and the turn theta [rad],
# distributed (solid) and reduced (dashed) model;
# planar-experiment --show slip-stick --surface scaled|changing.
# data: pf-slip-scaled.txt pf-slip-changing.txt pf-slip-scaled-red.txt pf-slip-changing-red.txt
load 'figures/style.gp'
set multiplot layout 1,3
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0:2]
set xtics 0.5
unset key
set ylabel lab('CoM $x$ [mm]', 'CoM x [mm]')
set yrange [0:2.2]
set ytics 0.5
plot datadir.'pf-slip-scaled.txt' using 1:($3*1e3) every ::1 with lines ls 1, \
     datadir.'pf-slip-scaled-red.txt' using 1:($3*1e3) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-slip-changing.txt' using 1:($3*1e3) every ::1 with lines ls 2, \
     datadir.'pf-slip-changing-red.txt' using 1:($3*1e3) every ::1 with lines ls 2 dt 2
set ytics autofreq
set ylabel lab('CoM $y$ [mm]', 'CoM y [mm]')
set yrange [-25:1]
plot datadir.'pf-slip-scaled.txt' using 1:($4*1e3) every ::1 with lines ls 1, \
     datadir.'pf-slip-scaled-red.txt' using 1:($4*1e3) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-slip-changing.txt' using 1:($4*1e3) every ::1 with lines ls 2, \
     datadir.'pf-slip-changing-red.txt' using 1:($4*1e3) every ::1 with lines ls 2 dt 2
set key bottom left Left reverse samplen 2 spacing 1.2 width 1
set ylabel lab('turn $\theta$ [rad]', 'turn θ [rad]')
set yrange [-0.5:0.01]
set ytics 0.1
plot datadir.'pf-slip-scaled.txt' using 1:5 every ::1 with lines ls 1 title lab('$k = 2$, dist', 'k = 2, dist'), \
     datadir.'pf-slip-scaled-red.txt' using 1:5 every ::1 with lines ls 1 dt 2 title lab('$k = 2$, red', 'k = 2, red'), \
     datadir.'pf-slip-changing.txt' using 1:5 every ::1 with lines ls 2 title lab('$k = 2 f_N$, dist', 'k = 2 f_N, dist'), \
     datadir.'pf-slip-changing-red.txt' using 1:5 every ::1 with lines ls 2 dt 2 title lab('$k = 2 f_N$, red', 'k = 2 f_N, red')
unset multiplot
