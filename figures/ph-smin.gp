# Chapter 8: the smallest singular value of the lead matrix (8) of the
# particle (m = 1, mu = 0.5) against the phantom inertia rho, for k = 2, 3,
# 4, 8 directions over a half-turn (phantom-inertia --show rank --samples
# 241).  It is 0 at rho = 0 (not drawn on the log axis) and dips to 0 at
# rho = m k.
# data: ph-rank-sweep.txt
load 'figures/style.gp'
set logscale xy
set format x lab('$10^{%L}$', '10^{%L}')
set format y lab('$10^{%L}$', '10^{%L}')
set xrange [0.001:1000]
set yrange [1e-5:2]
set xlabel lab('phantom inertia $\rho$ [kg]', 'phantom inertia ρ [kg]')
set ylabel lab('smallest singular value $s_{\min}$', 'smallest singular value s_{min}')
set key bottom right samplen 2 spacing 1.2
f = datadir.'ph-rank-sweep.txt'
sel(k) = ($1 == k && $5 > 0) ? $5 : 1/0
plot f using 2:(sel(2)) with lines ls 1 title lab('$k = 2$', 'k = 2'), \
     f using 2:(sel(3)) with lines ls 2 title lab('$k = 3$', 'k = 3'), \
     f using 2:(sel(4)) with lines ls 3 title lab('$k = 4$', 'k = 4'), \
     f using 2:(sel(8)) with lines ls 5 title lab('$k = 8$', 'k = 8')
