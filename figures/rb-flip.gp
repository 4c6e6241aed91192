# Chapter 6: the tennis racket.  The body-frame angular velocity of a body
# with J = 1, 2, 3 started about the intermediate axis, w = (0.01, 2, 0.01),
# midpoint rule with h = 0.01: w2 flips sign and back, w1 and w3 swell
# during each flip.
# data: rb-midpoint.txt
load 'figures/style.gp'
set xlabel lab('time $t$ (s)', 'time t (s)')
set ylabel lab('body-frame ${}^B\omega_k$ (rad/s)', 'body-frame ω_k (rad/s)')
set xrange [0:20]
set xtics 2
set yrange [-2.5:2.5]
set ytics 1
set key outside right top samplen 2 spacing 1.2
plot datadir.'rb-midpoint.txt' using 2:7 with lines ls 1 title lab('$\omega_1$', 'ω1'), \
     datadir.'rb-midpoint.txt' using 2:8 with lines ls 2 title lab('$\omega_2$', 'ω2'), \
     datadir.'rb-midpoint.txt' using 2:9 with lines ls 3 title lab('$\omega_3$', 'ω3')
