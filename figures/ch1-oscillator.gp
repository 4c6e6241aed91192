# Chapter 1: the energy of an oscillator (m = k = 1, q0 = 1, v0 = 0, h = 0.1)
# under explicit, semi-implicit and implicit Euler, against the exact
# solution, whose energy stays 1/2.  Log scale: a constant factor per step
# is a straight line.
# data: ts-oscillator.txt
load 'figures/style.gp'
file = datadir.'ts-oscillator.txt'
set xlabel lab('time $t$ [s]', 'time t [s]')
set ylabel lab('energy $E$ [J]', 'energy E [J]')
set logscale y
set xrange [0:20]
set yrange [0.05:6]
set ytics (0.05, 0.1, 0.2, 0.5, 1, 2, 5)
set key top left Left reverse samplen 2 spacing 1.3 width 2
plot file using 2:4 every ::1 with lines ls 2 title lab('explicit', 'explicit'), \
     file using 2:6 every ::1 with lines ls 1 title lab('semi-implicit', 'semi-implicit'), \
     file using 2:8 every ::1 with lines ls 3 title lab('implicit', 'implicit'), \
     file using 2:10 every ::1 with lines ls 4 title lab('exact', 'exact')
