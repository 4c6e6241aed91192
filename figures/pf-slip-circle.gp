# Chapter 10 (Fig. 29): the box in the gripper as in pf-slip.gp (case 2,
# CoM 2 mm from the contact centre, grip profiles 1 and 2) on circle
# contacts of radius 0.01 m: the CoM's position x and y [mm] and the turn theta
# [rad], distributed (solid) and reduced (dashed) model;
# planar-experiment --show slip-stick --shape circle --grip 1|2.
# data: pf-slip-circle-1.txt pf-slip-circle-2.txt pf-slip-circle-1-red.txt pf-slip-circle-2-red.txt
load 'figures/style.gp'
set multiplot layout 1,3
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0:2]
set xtics 0.5
unset key
set ylabel lab('CoM $x$ [mm]', 'CoM x [mm]')
set yrange [0:2.2]
set ytics 0.5
plot datadir.'pf-slip-circle-1.txt' using 1:($3*1e3) every ::1 with lines ls 1, \
     datadir.'pf-slip-circle-1-red.txt' using 1:($3*1e3) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-slip-circle-2.txt' using 1:($3*1e3) every ::1 with lines ls 2, \
     datadir.'pf-slip-circle-2-red.txt' using 1:($3*1e3) every ::1 with lines ls 2 dt 2
set ytics autofreq
set ylabel lab('CoM $y$ [mm]', 'CoM y [mm]')
set yrange [-25:2]
plot datadir.'pf-slip-circle-1.txt' using 1:($4*1e3) every ::1 with lines ls 1, \
     datadir.'pf-slip-circle-1-red.txt' using 1:($4*1e3) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-slip-circle-2.txt' using 1:($4*1e3) every ::1 with lines ls 2, \
     datadir.'pf-slip-circle-2-red.txt' using 1:($4*1e3) every ::1 with lines ls 2 dt 2
set key bottom left Left reverse samplen 2 spacing 1.2 width 1
set ylabel lab('turn $\theta$ [rad]', 'turn θ [rad]')
set yrange [-0.4:0.01]
set ytics 0.1
plot datadir.'pf-slip-circle-1.txt' using 1:5 every ::1 with lines ls 1 title '1, dist', \
     datadir.'pf-slip-circle-1-red.txt' using 1:5 every ::1 with lines ls 1 dt 2 title '1, red', \
     datadir.'pf-slip-circle-2.txt' using 1:5 every ::1 with lines ls 2 title '2, dist', \
     datadir.'pf-slip-circle-2-red.txt' using 1:5 every ::1 with lines ls 2 dt 2 title '2, red'
unset multiplot
