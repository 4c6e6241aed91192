# Chapter 10: limit curves (the paper's Fig. 14).  For the twist
# (r_a sin phi, 0, cos phi) at the CoP, phi = 0 ... 90 degrees, the steady
# friction with mu = 1 normalised by f_t_max and f_tau_max: force |h_xy|
# against torque |h_tau|, the cells' own steady state (distributed model,
# N = 21) of four shapes and the ellipsoid; a marker at phi = 45 degrees
# (|v| = r_a w) on each curve.
# data: pf-lc-circle.txt pf-lc-square.txt pf-lc-line.txt pf-lc-linegrad.txt pf-lc-ellipse.txt
load 'figures/style.gp'
set xlabel lab('force $\|h_{xy}\|$', 'force |h_xy|')
set ylabel lab('torque $|h_\tau|$', 'torque |h_tau|')
set xrange [0:1.05]
set yrange [0:1.1]
set size ratio -1
set key below samplen 2 spacing 1.3 width 1 maxrows 2
plot datadir.'pf-lc-circle.txt' using 4:5 every ::1 with lines ls 1 title lab('circle', 'circle'), \
     datadir.'pf-lc-square.txt' using 4:5 every ::1 with lines ls 2 title lab('square', 'square'), \
     datadir.'pf-lc-line.txt' using 4:5 every ::1 with lines ls 3 title lab('line', 'line'), \
     datadir.'pf-lc-linegrad.txt' using 4:5 every ::1 with lines ls 5 title lab('gradient line', 'gradient line'), \
     datadir.'pf-lc-ellipse.txt' using 4:5 every ::1 with lines ls 4 title lab('ellipsoid', 'ellipsoid'), \
     datadir.'pf-lc-circle.txt' using 4:5 every ::31::31 with points ls 1 notitle, \
     datadir.'pf-lc-square.txt' using 4:5 every ::31::31 with points ls 2 notitle, \
     datadir.'pf-lc-line.txt' using 4:5 every ::31::31 with points ls 3 notitle, \
     datadir.'pf-lc-linegrad.txt' using 4:5 every ::31::31 with points ls 5 notitle, \
     datadir.'pf-lc-ellipse.txt' using 4:5 every ::31::31 with points ls 4 pt 6 ps 1 notitle
