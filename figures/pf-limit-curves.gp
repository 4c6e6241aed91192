# Chapter 10: limit curves (the paper's Fig. 14).  For the twist
# (r_a sin phi, 0, cos phi) at the CoP, phi = 0 ... 90 degrees, the steady
# friction with mu = 1 normalised by f_t_max and f_tau_max: force |eta_xy|
# against torque |eta_tau|, the cells' own steady state (distributed model,
# N = 101) of four shapes, of the line slid along its length (the middle
# row of the grid, pf-lc-line-y) and the ellipsoid; a marker at phi = 45
# degrees (|v| = r_a w) on each curve.
# data: pf-lc-circle.txt pf-lc-square.txt pf-lc-line.txt pf-lc-line-y.txt pf-lc-linegrad.txt pf-lc-ellipse.txt
load 'figures/style.gp'
set xlabel lab('force $\|\eta_{xy}\|$', 'force |η_xy|')
set ylabel lab('torque $|\eta_\tau|$', 'torque |η_τ|')
set xrange [0:1.05]
set yrange [0:1.1]
set size ratio -1
set key at graph 0.03, graph 0.03 left bottom Left reverse samplen 2 spacing 1.1 width 1
plot datadir.'pf-lc-circle.txt' using 4:5 every ::1 with lines ls 1 title lab('circle', 'circle'), \
     datadir.'pf-lc-square.txt' using 4:5 every ::1 with lines ls 2 title lab('square', 'square'), \
     datadir.'pf-lc-line.txt' using 4:5 every ::1 with lines ls 3 title lab('line, slide across', 'line, slide across'), \
     datadir.'pf-lc-line-y.txt' using 4:5 every ::1 with lines ls 3 dt 3 title lab('line, slide along', 'line, slide along'), \
     datadir.'pf-lc-linegrad.txt' using 4:5 every ::1 with lines ls 5 title lab('gradient line', 'gradient line'), \
     datadir.'pf-lc-ellipse.txt' using 4:5 every ::1 with lines ls 4 title lab('ellipsoid', 'ellipsoid'), \
     datadir.'pf-lc-circle.txt' using 4:5 every ::31::31 with points ls 1 notitle, \
     datadir.'pf-lc-square.txt' using 4:5 every ::31::31 with points ls 2 notitle, \
     datadir.'pf-lc-line.txt' using 4:5 every ::31::31 with points ls 3 notitle, \
     datadir.'pf-lc-line-y.txt' using 4:5 every ::31::31 with points ls 3 pt 8 ps 1 notitle, \
     datadir.'pf-lc-linegrad.txt' using 4:5 every ::31::31 with points ls 5 notitle, \
     datadir.'pf-lc-ellipse.txt' using 4:5 every ::31::31 with points ls 4 pt 6 ps 1 notitle
