# Chapter 8, after Fig. 1 of Peiret et al.: the block pushed by F = c t
# (c = 10, m = 1, mu = 0.5, g = 9.81, k = 4, h = 0.01) for rho = 0, 1, 10.
# Left: the friction force -f_t (the same for every rho) and the saturation
# sigma+ (where rho enters); right: kappa+ and the velocity v (the same for
# every rho; kappa- is 0 throughout), with the exact velocity c (t - T)^2 / (2m).
# data: ph-ramp-0.txt ph-ramp-1.txt ph-ramp-10.txt
load 'figures/style.gp'
T = 0.5 * 1 * 9.81 / 10
exact(t) = t > T ? 10 * (t - T)**2 / 2 : 0
set multiplot layout 1,2
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0:1]
set key top left samplen 2 spacing 1.2 width 1
set title lab('forces', 'forces')
set ylabel lab('force [N]', 'force [N]')
set yrange [0:65]
plot datadir.'ph-ramp-0.txt' using 1:(-$3) every 5::1 with points ls 1 \
         title lab('$-f_t$, every $\rho$', '−f_t, every ρ'), \
     datadir.'ph-ramp-0.txt' using 1:7 with lines ls 2 title lab('$\sigma_+$, $\rho = 0$', 'σ+, ρ = 0'), \
     datadir.'ph-ramp-1.txt' using 1:7 with lines ls 3 title lab('$\sigma_+$, $\rho = 1$', 'σ+, ρ = 1'), \
     datadir.'ph-ramp-10.txt' using 1:7 with lines ls 5 title lab('$\sigma_+$, $\rho = 10$', 'σ+, ρ = 10')
set title lab('motion', 'motion')
set ylabel lab('$\kappa_+$ [m/s$^2$], $v$ [m/s]', 'κ+ [m/s²], v [m/s]')
set yrange [0:6]
plot datadir.'ph-ramp-0.txt' using 1:5 with lines ls 1 title lab('$\kappa_+$, $\rho = 0$', 'κ+, ρ = 0'), \
     datadir.'ph-ramp-10.txt' using 1:5 every 5::3 with points ls 5 title lab('$\kappa_+$, $\rho = 10$', 'κ+, ρ = 10'), \
     datadir.'ph-ramp-0.txt' using 1:4 with lines ls 2 title lab('$v$, $\rho = 0$', 'v, ρ = 0'), \
     datadir.'ph-ramp-10.txt' using 1:4 every 5::3 with points ls 3 title lab('$v$, $\rho = 10$', 'v, ρ = 10'), \
     exact(x) with lines ls 4 title lab('exact $v$', 'exact v')
unset multiplot
