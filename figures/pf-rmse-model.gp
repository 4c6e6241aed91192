# Chapter 10, paper 004 Fig. 22: the normalised RMSE of the reduced model
# with the limit surface (red) and with the ellipsoid (ellipse) against the
# distributed model, six shapes, N = 21, p = 1, the Fig. 5 profile, Euler
# dt = 1e-5 (the paper: box plots of the errors, LSODA).  Points: the
# tangential force (filled) and the torque (open), on a log scale.
# data: pf-rmse-model.txt
load 'figures/style.gp'
file = datadir.'pf-rmse-model.txt'
# x: the shape's place, from its name in column 1
shapes = 'circle square line linegrad nonconvex1 nonconvex2'
x(off) = off + sum [k=1:6] (strcol(1) eq word(shapes, k) ? k - 1 : 0)
sel(m, c) = strcol(3) eq m ? column(c) : NaN
set logscale y
set format y lab('$10^{%T}$', '1e%T')
set xrange [-0.5:5.5]
set ylabel lab('RMSE / maximum', 'RMSE / maximum')
set key below samplen 1 spacing 1.2 maxrows 2 width 2
set xtics ('circle' 0, 'square' 1, 'line' 2, \
           lab('\shortstack{gradient\\ line}', 'grad. line') 3, \
           lab('\shortstack{non-\\convex 1}', 'nonconv. 1') 4, \
           lab('\shortstack{non-\\convex 2}', 'nonconv. 2') 5)
plot file using (x(-0.1)):(sel('red', 5)) every ::1 with points ls 1 pt 7 \
         title lab('limit surface, $f_t$', 'limit surface, f_t'), \
     file using (x(-0.1)):(sel('red', 6)) every ::1 with points ls 1 pt 6 \
         title lab('limit surface, $\tau$', 'limit surface, tau'), \
     file using (x(0.1)):(sel('ellipse', 5)) every ::1 with points ls 2 pt 5 \
         title lab('ellipse, $f_t$', 'ellipse, f_t'), \
     file using (x(0.1)):(sel('ellipse', 6)) every ::1 with points ls 2 pt 4 \
         title lab('ellipse, $\tau$', 'ellipse, tau')
