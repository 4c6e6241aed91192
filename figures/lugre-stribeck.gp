# Chapter 9: the Stribeck curve f*(v) = (g(v) + sigma2 v) fn of both
# parameter sets (lines: the closed form, eq. 2 with the sets' values,
# fn = 1) and the program's long-run values (points, lugre --show steady).
# data: lg-steady-p1.txt lg-steady-p0.txt
load 'figures/style.gp'
set logscale x
set format x lab('$10^{%L}$', '10^{%L}')
set xrange [1e-5:0.1]
set yrange [0.95:1.25]
set xlabel lab('sliding velocity $v$ [m/s]', 'sliding velocity v [m/s]')
set ylabel lab('steady friction force $f^\star$ [N]', 'steady friction force f^* [N]')
set key top right samplen 2 spacing 1.3 width 1
set samples 400
g(v, muc, mus) = muc + (mus - muc) * exp(-(v / 1e-3)**2)
plot g(x, 1.0, 1.2) + 0.2 * x with lines ls 4 title lab('closed form', 'closed form'), \
     g(x, 1.0, 1.0) with lines ls 4 notitle, \
     datadir.'lg-steady-p1.txt' using 1:3 every ::1 with points ls 1 title lab('$p = 1$', 'p = 1'), \
     datadir.'lg-steady-p0.txt' using 1:3 every ::1 with points ls 2 title lab('$p = 0$', 'p = 0')
