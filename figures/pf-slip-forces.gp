# Chapter 10 (Fig. 32): one finger's friction on the box about the contact
# centre in case 2 on circle contacts (Fig. 29), f_y [N] and tau [N mm],
# at the end of each 0.01 s interval (--sample end), grip profile 1 (blue)
# and 2 (orange), distributed (solid) and reduced (dashed) model;
# planar-experiment --show slip-stick --shape circle --grip 1|2 --sample end.
# The row t = 0 (the box at rest on straight bristles, no force yet) is
# left out.
# data: pf-slip-forces-1.txt pf-slip-forces-2.txt pf-slip-forces-1-red.txt pf-slip-forces-2-red.txt
load 'figures/style.gp'
set multiplot layout 1,2
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0:2]
set xtics 0.5
set key top right Left reverse samplen 2 spacing 1.2 width 1
set ylabel lab('friction force $f_y$ [N]', 'friction force f_y [N]')
set yrange [0.7:2.2]
set ytics 0.2
plot datadir.'pf-slip-forces-1.txt' using 1:($1 > 0 ? $10 : NaN) every ::1 with lines ls 1 title '1, dist', \
     datadir.'pf-slip-forces-1-red.txt' using 1:($1 > 0 ? $10 : NaN) every ::1 with lines ls 1 dt 2 title '1, red', \
     datadir.'pf-slip-forces-2.txt' using 1:($1 > 0 ? $10 : NaN) every ::1 with lines ls 2 title '2, dist', \
     datadir.'pf-slip-forces-2-red.txt' using 1:($1 > 0 ? $10 : NaN) every ::1 with lines ls 2 dt 2 title '2, red'
unset key
set ylabel lab('friction torque $\tau$ [N mm]', 'friction torque τ [N mm]')
set yrange [-3:12]
set ytics 3
plot datadir.'pf-slip-forces-1.txt' using 1:($1 > 0 ? $11*1e3 : NaN) every ::1 with lines ls 1, \
     datadir.'pf-slip-forces-1-red.txt' using 1:($1 > 0 ? $11*1e3 : NaN) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-slip-forces-2.txt' using 1:($1 > 0 ? $11*1e3 : NaN) every ::1 with lines ls 2, \
     datadir.'pf-slip-forces-2-red.txt' using 1:($1 > 0 ? $11*1e3 : NaN) every ::1 with lines ls 2 dt 2
unset multiplot
