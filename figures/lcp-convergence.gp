# Chapter 3: residual |min(z, Mz + q)| of projected Gauss-Seidel, SOR and
# semismooth Newton after each iteration, M = [2 1; 1 2], q = (-5, -6).
# The key sits outside the plot, so that it covers no curve.
# data: lcp3-convergence.txt
load 'figures/style.gp'
set logscale y
set format y lab('$10^{%L}$', '10^{%L}')
set xlabel lab('iteration $k$ (sweep of PGS/SOR, step of Newton)', 'iteration k (sweep of PGS/SOR, step of Newton)')
set ylabel lab('residual $\|\min(z, Mz + q)\|_\infty$', 'residual |min(z, Mz + q)|')
set yrange [1e-16:10]
set xrange [0:*]
set key outside right top Left reverse samplen 2 spacing 1.3 width 1
f = datadir.'lcp3-convergence.txt'
plot f using 1:(column(2) > 0 ? column(2) : NaN) every ::1 with linespoints ls 1 title lab('PGS, $\omega = 1$', 'PGS, ω = 1'), \
     f using 1:(column(3) > 0 ? column(3) : NaN) every ::1 with linespoints ls 2 title lab('SOR, $\omega = 0.7$', 'SOR, ω = 0.7'), \
     f using 1:(column(4) > 0 ? column(4) : NaN) every ::1 with linespoints ls 3 title lab('SOR, $\omega = 1.2$', 'SOR, ω = 1.2'), \
     f using 1:(column(5) > 0 ? column(5) : NaN) every ::1 with linespoints ls 5 title lab('SOR, $\omega = 1.6$', 'SOR, ω = 1.6'), \
     f using 1:(column(6) > 0 ? column(6) : NaN) every ::1 with linespoints lc rgb '#000000' lw 2 pt 6 ps 0.8 title lab('Newton', 'Newton')
