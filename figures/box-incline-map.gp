# Chapter 6: the box on an incline from rest.  The regimes of the closed
# form in the plane (slope, a/c) for the friction coefficient mu (lines) and
# the time-stepped outcome of every case of box-contact --show incline
# (points): at rest, sliding, tipping.
# data: box-incline.txt box-incline-count.txt
load 'figures/style.gp'
stats datadir.'box-incline-count.txt' using 3 nooutput
mu = STATS_min
smu = atan(mu) * 180 / pi
set xlabel lab('slope $\theta$ (degrees)', 'slope θ (degrees)')
set ylabel lab('base over height $a/c$ (1)', 'base over height a/c (1)')
set xrange [0:65]
set yrange [0:2.3]
set xtics 10
set ytics 0.5
set key outside right top samplen 2 spacing 1.3
set arrow 1 from smu, mu to smu, 2.3 nohead ls 4 front
set arrow 2 from smu, mu to 65, mu nohead ls 4 front
set label 1 lab('rest', 'rest') at 10, 2.17 front center
set label 2 lab('slide', 'slide') at 45, 2.17 front center
set label 3 lab("tip", "tip") at 62, 0.25 front left
set samples 200
plot sample [t=0:smu] '+' using (t):(tan(t * pi / 180)) with lines ls 4 title lab('boundaries', 'boundaries'), \
     datadir.'box-incline.txt' using 1:(strcol(5) eq 'rest' ? $2 : 1/0) with points ls 1 title lab('rest', 'rest'), \
     datadir.'box-incline.txt' using 1:(strcol(5) eq 'slide' ? $2 : 1/0) with points ls 2 title lab('slide', 'slide'), \
     datadir.'box-incline.txt' using 1:(strcol(5) eq 'tip' ? $2 : 1/0) with points ls 3 title lab('tip', 'tip')
