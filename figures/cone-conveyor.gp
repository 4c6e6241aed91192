# Chapter 5: a particle set down at rest on a conveyor belt (the plane
# moving with u, 000 p. 6 dpsi/dt), mu = 0.5, h = 0.01.  Left: belt along t
# at u_x = 1, vx against t; it sticks at u_x/(mu g).  Right: the belt at 30
# degrees (u = (cos 30, sin 30)), the particle's velocity on the pyramid
# nd = 4 and on the circle; the thin black line (drawn last, in front) is the
# direction of the belt's velocity, and on the left the belt's speed u_x.
# data: cone-conveyor.txt cone-belt-4.txt cone-belt-circle.txt
load 'figures/style.gp'
# The belt's velocity: where the circle's run ends, stuck to the belt (read
# before any range is set: stats keeps only values inside the ranges).
stats datadir.'cone-belt-circle.txt' using 5 nooutput prefix "BX"
stats datadir.'cone-belt-circle.txt' using 6 nooutput prefix "BY"
set multiplot layout 1,2
set key bottom right samplen 2 spacing 1.2 width 1
set title lab('belt along $\hat t$, $u_x = 1$', 'belt along t, u_x = 1')
set xlabel lab('$t$ (s)', 't (s)')
set ylabel lab('$v_x$ (m/s)', 'v_x (m/s)')
set xrange [0:0.3]
set yrange [0:1.2]
set xtics 0.1
plot datadir.'cone-conveyor.txt' using 2:5 with linespoints ls 1 title lab('$n_d = 4$', 'n_d = 4'), \
     1 with lines lc rgb '#000000' lw 1 dt solid title lab('$u_x$', 'u_x')
set title lab('belt at $30^\circ$', 'belt at 30°')
set xlabel lab('$v_x$ (m/s)', 'v_x (m/s)')
set ylabel lab('$v_y$ (m/s)', 'v_y (m/s)')
set xrange [0:1]
set yrange [0:0.6]
set xtics 0.25
set ytics 0.2
set key top left
plot datadir.'cone-belt-4.txt' using 5:6 with linespoints ls 1 pi 2 title lab('$n_d = 4$', 'n_d = 4'), \
     datadir.'cone-belt-circle.txt' using 5:6 with linespoints ls 3 pi 2 title lab('circle', 'circle'), \
     x * BY_max / BX_max with lines lc rgb '#000000' lw 1 dt solid title lab('belt', 'belt')
unset multiplot
