# Chapter 4: the block pushed by a force ramp (theta = 0, k = 2, mu = 0.5,
# m = 1, g = 9.81, h = 0.05): forces and motion, time stepping (points)
# against the exact motion (lines).
# data: sb-ramp.txt
load 'figures/style.gp'
set multiplot layout 1,2
# m = 1 kg, g = 9.81 m/s^2: SI units.
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0:5]
set key top left samplen 2 spacing 1.3 width 1
set title lab('forces along the floor', 'forces along the floor')
set ylabel lab('force [N]', 'force [N]')
# The push last, in front of the friction points it runs through.
plot datadir.'sb-ramp.txt' using 2:(-$4) every 4::2 with points ls 1 \
         title lab('friction $-f_t$', 'friction −f_t'), \
     datadir.'sb-ramp.txt' using 2:3 every ::2 with lines ls 4 \
         title lab('push $kt$', 'push k t')
set title lab('motion', 'motion')
set yrange [-0.2:*]
set ylabel lab('$x$ [m], $v$ [m/s]', 'x [m], v [m/s]')
plot datadir.'sb-ramp.txt' using 2:6 every 4::1 with points ls 1 title lab('$x$', 'x'), \
     datadir.'sb-ramp.txt' using 2:7 every 4::1 with points ls 2 title lab('$v$', 'v'), \
     datadir.'sb-ramp.txt' using 2:8 every ::1 with lines ls 4 title lab('exact', 'exact'), \
     datadir.'sb-ramp.txt' using 2:9 every ::1 with lines ls 4 notitle
unset multiplot
