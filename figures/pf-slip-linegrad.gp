# Chapter 10 (Fig. 31): the box in the gripper as in pf-slip.gp (case 2,
# CoM 2 mm from the contact centre, grip profiles 1 and 2) on gradient-line
# contacts turned along x (linegradx: 0.02 m, heaviest at x < 0): the CoM's
# position x, y [mm] and the turn theta [rad], distributed (solid) and
# reduced (dashed) model; grey dashed in x: the CoP's x (from the constants
# table); planar-experiment --show slip-stick --shape linegradx --grip 1|2.
# data: pf-slip-linegrad-1.txt pf-slip-linegrad-2.txt pf-slip-linegrad-1-red.txt pf-slip-linegrad-2-red.txt pf-constants-linegradx.txt
load 'figures/style.gp'
stats datadir.'pf-constants-linegradx.txt' using 3 every ::1 nooutput
cop_x = STATS_max
set multiplot layout 1,3
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0:2]
set xtics 0.5
unset key
set ylabel lab('CoM $x$ [mm]', 'CoM x [mm]')
set yrange [-7:3]
plot datadir.'pf-slip-linegrad-1.txt' using 1:($3*1e3) every ::1 with lines ls 1, \
     datadir.'pf-slip-linegrad-1-red.txt' using 1:($3*1e3) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-slip-linegrad-2.txt' using 1:($3*1e3) every ::1 with lines ls 2, \
     datadir.'pf-slip-linegrad-2-red.txt' using 1:($3*1e3) every ::1 with lines ls 2 dt 2, \
     cop_x*1e3 with lines ls 4
set ylabel lab('CoM $y$ [mm]', 'CoM y [mm]')
set yrange [-25:1]
plot datadir.'pf-slip-linegrad-1.txt' using 1:($4*1e3) every ::1 with lines ls 1, \
     datadir.'pf-slip-linegrad-1-red.txt' using 1:($4*1e3) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-slip-linegrad-2.txt' using 1:($4*1e3) every ::1 with lines ls 2, \
     datadir.'pf-slip-linegrad-2-red.txt' using 1:($4*1e3) every ::1 with lines ls 2 dt 2
set key at graph 1, graph 0.86 right top Left reverse samplen 2 spacing 1.1 width 1
set ylabel lab('turn $\theta$ [rad]', 'turn θ [rad]')
set yrange [-0.8:0.05]
set ytics 0.2
plot datadir.'pf-slip-linegrad-1.txt' using 1:5 every ::1 with lines ls 1 title '1, dist', \
     datadir.'pf-slip-linegrad-1-red.txt' using 1:5 every ::1 with lines ls 1 dt 2 title '1, red', \
     datadir.'pf-slip-linegrad-2.txt' using 1:5 every ::1 with lines ls 2 title '2, dist', \
     datadir.'pf-slip-linegrad-2-red.txt' using 1:5 every ::1 with lines ls 2 dt 2 title '2, red'
unset multiplot
