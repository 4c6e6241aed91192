# Chapter 5: a particle launched at 30 degrees from d_1 with v0 = 1,
# mu = 0.5, h = 0.01, on pyramids with nd = 4, 8, 16 and the circular cone:
# the path (left) and the velocity (right; the 45 degree line, the bisector
# of -d_3 = t and -d_4 = o where nd = 4 slides, is drawn last, in front of
# the data, thin solid black, so that the diamond's points can be seen on it).
# data: cone-path-4.txt cone-path-8.txt cone-path-16.txt cone-path-circle.txt
load 'figures/style.gp'
set multiplot layout 1,2
set size ratio -1
set key top left Left reverse samplen 1.5 spacing 1.1 width -2
set title lab('path', 'path')
set xlabel lab('$x$ (m)', 'x (m)')
set ylabel lab('$y$ (m)', 'y (m)')
set xrange [0:0.12]
set yrange [0:0.1]
set xtics 0.04
set ytics 0.04
plot datadir.'cone-path-4.txt' using 3:4 with linespoints ls 1 pi 4 title lab('$n_d = 4$', 'n_d = 4'), \
     datadir.'cone-path-8.txt' using 3:4 with linespoints ls 2 pi 4 title lab('$n_d = 8$', 'n_d = 8'), \
     datadir.'cone-path-16.txt' using 3:4 with linespoints ls 3 pi 4 title lab('$n_d = 16$', 'n_d = 16'), \
     datadir.'cone-path-circle.txt' using 3:4 with lines ls 4 title lab('circle', 'circle')
set title lab('velocity', 'velocity')
set xlabel lab('$v_x$ (m/s)', 'v_x (m/s)')
set ylabel lab('$v_y$ (m/s)', 'v_y (m/s)')
set xrange [0:1]
set yrange [0:0.6]
set xtics 0.25
set ytics 0.2
set label 1 lab('$v_y = v_x$', 'v_y = v_x') at 0.56, 0.56 left offset 0.6, 0 front
plot datadir.'cone-path-4.txt' using 5:6 with linespoints ls 1 pi 2 notitle, \
     datadir.'cone-path-8.txt' using 5:6 with linespoints ls 2 pi 2 notitle, \
     datadir.'cone-path-16.txt' using 5:6 with linespoints ls 3 pi 2 notitle, \
     datadir.'cone-path-circle.txt' using 5:6 with lines ls 4 notitle, \
     x with lines lc rgb '#000000' lw 1 dt solid notitle
unset multiplot
