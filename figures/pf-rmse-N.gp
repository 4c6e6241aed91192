# Chapter 10, paper 004 Fig. 9: the normalised RMSE of the distributed model
# at N x N cells against a baseline run (pf-rmse-N: circle and square, the
# report's shortened sweep or make sweep-full's; pf-rmse-N-linegrad: the
# gradient line against N = 101), the Fig. 5 profile, Euler dt = 1e-5.
# Top: the tangential force; bottom: the torque.  Colour: the shape; solid
# p = 1, dashed p = 0 (in the key only where the file has that set).
# data: pf-rmse-N.txt pf-rmse-N-linegrad.txt
load 'figures/style.gp'
shapes = 'circle square linegrad'
shape_name(i) = i == 1 ? 'circle' : i == 2 ? 'square' : 'grad. line'
file(i) = datadir.(i == 3 ? 'pf-rmse-N-linegrad.txt' : 'pf-rmse-N.txt')
sel(i, p, c) = strcol(1) eq word(shapes, i) && column(2) == p ? column(c) : NaN
array HAS[6]
do for [i=1:3] { do for [p=0:1] {
    stats file(i) using (sel(i, p, 3) == sel(i, p, 3) ? 1 : 0) every ::1 nooutput
    HAS[2*i-1+p] = STATS_sum > 0 } }
name(i, p) = HAS[2*i-1+p] ? sprintf('%s, p=%d', shape_name(i), p) : ''
set xrange [4:36]
set logscale y
set format y lab('$10^{%T}$', '10^{%T}')
set multiplot layout 2,1
set lmargin at screen 0.13
set rmargin at screen 0.70
set key at screen 0.99, screen 0.95 right top samplen 2 spacing 1.2
set ylabel lab('RMSE$/\max\|f_t\|$', 'RMSE / max |f_t|')
set format x ''
plot for [i=1:3] file(i) using 3:(sel(i, 1, 5)) every ::1 with linespoints ls i title name(i, 1), \
     for [i=1:3] file(i) using 3:(sel(i, 0, 5)) every ::1 with linespoints ls i dt 2 pt 6 title name(i, 0)
unset key
set format x '%g'
set xlabel lab('cells per side $N$', 'cells per side N')
set ylabel lab('RMSE$/\max|\tau|$', 'RMSE / max |τ|')
plot for [i=1:3] file(i) using 3:(sel(i, 1, 6)) every ::1 with linespoints ls i, \
     for [i=1:3] file(i) using 3:(sel(i, 0, 6)) every ::1 with linespoints ls i dt 2 pt 6
unset multiplot
