# Chapter 5: a particle set down at rest on a conveyor belt (the plane
# moving with u, 000 p. 6 dpsi/dt), mu = 0.5, h = 0.01.  Left: belt along t
# at U = 1, vx against t; it sticks at U/(mu g).  Right: the belt at 30
# degrees (u = (cos 30, sin 30)), the particle's velocity on the pyramid
# nd = 4 and on the circle; the dashed line is the velocity of the belt.
# data: cone-conveyor.txt cone-belt-4.txt cone-belt-circle.txt
load 'figures/style.gp'
set multiplot layout 1,2
set key bottom right samplen 2 spacing 1.2 width 1
set title lab('belt along $t$, $U = 1$', 'belt along t, U = 1')
set xlabel lab('$t$', 't')
set ylabel lab('$v_x$', 'v_x')
set xrange [0:0.3]
set yrange [0:1.2]
set xtics 0.1
plot 1 with lines ls 4 title lab('$U$', 'U'), \
     datadir.'cone-conveyor.txt' using ($1 * 0.01):4 with linespoints ls 1 title lab('$n_d = 4$', 'nd = 4')
set title lab('belt at $30^\circ$', 'belt at 30°')
set xlabel lab('$v_x$', 'v_x')
set ylabel lab('$v_y$', 'v_y')
set xrange [0:1]
set yrange [0:0.6]
set xtics 0.25
set ytics 0.2
set key top left
plot x * tan(pi / 6) with lines ls 4 title lab('belt', 'belt'), \
     datadir.'cone-belt-4.txt' using 4:5 with linespoints ls 1 pi 2 title lab('$n_d = 4$', 'nd = 4'), \
     datadir.'cone-belt-circle.txt' using 4:5 with linespoints ls 3 pi 2 title lab('circle', 'circle')
unset multiplot
