# Chapter 4: a block released at rest on slopes of 20, 30 and 40 degrees
# (mu = 0.5, so tan(theta) = mu at 26.6 degrees; h = 0.05): distance down
# the slope, time stepping (points) against the exact motion (lines).
# data: sb-incline-20.txt sb-incline-30.txt sb-incline-40.txt
load 'figures/style.gp'
set xlabel lab('time $t$ [s]', 'time t [s]')
set ylabel lab('distance down the slope $x$ [m]', 'distance down the slope x [m]')
set xrange [0:2]
set yrange [-0.2:*]
set key top left samplen 2 spacing 1.3 width 1
# The exact motion last, in front of the points.
plot datadir.'sb-incline-40.txt' using 2:6 every 4::1 with points ls 2 \
         title lab('$\theta = 40^\circ$', 'θ = 40°'), \
     datadir.'sb-incline-30.txt' using 2:6 every 4::1 with points ls 1 \
         title lab('$\theta = 30^\circ$', 'θ = 30°'), \
     datadir.'sb-incline-20.txt' using 2:6 every 4::1 with points ls 3 \
         title lab('$\theta = 20^\circ$ (sticks)', 'θ = 20° (sticks)'), \
     datadir.'sb-incline-40.txt' using 2:8 every ::1 with lines ls 4 title lab('exact', 'exact'), \
     datadir.'sb-incline-30.txt' using 2:8 every ::1 with lines ls 4 notitle, \
     datadir.'sb-incline-20.txt' using 2:8 every ::1 with lines ls 4 notitle
