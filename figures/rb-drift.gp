# Chapter 6: the torque-free tennis racket (J = 1, 2, 3, w about the
# intermediate axis, h = 0.01) under the three integrators: the relative
# drift of the kinetic energy T (left), of the length |L| of the angular
# momentum (middle) and of the world vector L (right), all constant in the
# exact motion.
# data: rb-explicit.txt rb-semi.txt rb-midpoint.txt
load 'figures/style.gp'
first(k) = sprintf("stats datadir.'rb-midpoint.txt' every ::1::1 using %d nooutput", k)
eval first(10)
T0 = STATS_min
eval first(11)
L0x = STATS_min
eval first(12)
L0y = STATS_min
eval first(13)
L0z = STATS_min
L0 = sqrt(L0x**2 + L0y**2 + L0z**2)
nL(x, y, z) = sqrt(x**2 + y**2 + z**2) / L0 - 1
dL(x, y, z) = sqrt((x - L0x)**2 + (y - L0y)**2 + (z - L0z)**2) / L0
set multiplot layout 1,3
set xlabel lab('time $t$ (s)', 'time t (s)')
set xrange [0:20]
set xtics 10
set key top left Left reverse samplen 1.5 spacing 1.1
set title lab('kinetic energy', 'kinetic energy')
set ylabel lab('$T/T_0 - 1$ (1)', 'T/T_0 − 1 (1)')
set yrange [-0.005:0.08]
set ytics 0.01
plot datadir.'rb-explicit.txt' using 2:($10 / T0 - 1) with lines ls 1 title lab('explicit', 'explicit'), \
     datadir.'rb-semi.txt' using 2:($10 / T0 - 1) with lines ls 2 dt 2 title lab('semi-implicit', 'semi-implicit'), \
     datadir.'rb-midpoint.txt' using 2:($10 / T0 - 1) with lines ls 3 title lab('midpoint', 'midpoint')
set title lab('length of $\mathbf L$', 'length of L')
set ylabel lab('$\|\mathbf L\|/\|\mathbf L_0\| - 1$ (1)', '|L|/|L_0| − 1 (1)')
set yrange [-0.0025:0.03]
set ytics 0.005
unset key
plot datadir.'rb-explicit.txt' using 2:(nL($11, $12, $13)) with lines ls 1, \
     datadir.'rb-semi.txt' using 2:(nL($11, $12, $13)) with lines ls 2 dt 2, \
     datadir.'rb-midpoint.txt' using 2:(nL($11, $12, $13)) with lines ls 3
set title lab('world vector $\mathbf L$', 'world vector L')
set ylabel lab('$\|\mathbf L - \mathbf L_0\| / \|\mathbf L_0\|$ (1)', '|L − L_0| / |L_0| (1)')
set yrange [-0.0025:0.03]
set ytics 0.005
plot datadir.'rb-explicit.txt' using 2:(dL($11, $12, $13)) with lines ls 1 title lab('explicit', 'explicit'), \
     datadir.'rb-semi.txt' using 2:(dL($11, $12, $13)) with lines ls 2 dt 2 title lab('semi-implicit', 'semi-implicit'), \
     datadir.'rb-midpoint.txt' using 2:(dL($11, $12, $13)) with lines ls 3 title lab('midpoint', 'midpoint')
unset multiplot
