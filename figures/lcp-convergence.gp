# Chapter 3: residual |min(z, Mz + q)| of projected Gauss-Seidel and SOR
# after each sweep, M = [2 1; 1 2], q = (-5, -6).
# data: lcp3-convergence.txt
load 'figures/style.gp'
set logscale y
set format y lab('$10^{%L}$', '10^{%L}')
set xlabel lab('sweep', 'sweep')
set ylabel lab('$\|\min(z, Mz + q)\|_\infty$', '|min(z, Mz + q)|')
set yrange [1e-16:10]
set key top right samplen 2 spacing 1.3 width 2
plot datadir.'lcp3-convergence.txt' using 1:($2 > 0 ? $2 : NaN) every ::1 with linespoints ls 1 title lab('PGS, $\omega = 1$', 'PGS, ω = 1'), \
     datadir.'lcp3-convergence.txt' using 1:($3 > 0 ? $3 : NaN) every ::1 with linespoints ls 2 title lab('SOR, $\omega = 0.7$', 'SOR, ω = 0.7'), \
     datadir.'lcp3-convergence.txt' using 1:($4 > 0 ? $4 : NaN) every ::1 with linespoints ls 3 title lab('SOR, $\omega = 1.2$', 'SOR, ω = 1.2'), \
     datadir.'lcp3-convergence.txt' using 1:($5 > 0 ? $5 : NaN) every ::1 with linespoints ls 5 title lab('SOR, $\omega = 1.6$', 'SOR, ω = 1.6')
