# Chapter 10, paper 004 Fig. 37: the normalised RMSE of the reduced model
# with N_LS limit-surface segments against N_LS = 100 (N = 21), the Fig. 5
# profile, Euler dt = 1e-5.  Top: the tangential force; bottom: the torque.
# Colour: the shape; solid p = 1, dashed p = 0.
# data: pf-rmse-nls.txt
load 'figures/style.gp'
file = datadir.'pf-rmse-nls.txt'
shape_word(i) = i == 1 ? 'circle' : i == 2 ? 'square' : 'linegrad'
shape_name(i) = i == 1 ? 'circle' : i == 2 ? 'square' : 'grad. line'
sel(i, p, c) = strcol(1) eq shape_word(i) && column(2) == p ? column(c) : NaN
set xrange [4:36]
set logscale y
set format y lab('$10^{%T}$', '10^{%T}')
set multiplot layout 2,1
set lmargin at screen 0.13
set rmargin at screen 0.70
set key at screen 0.99, screen 0.95 right top samplen 2 spacing 1.2
set ylabel lab('RMSE$/\max\|f_t\|$', 'RMSE / max |f_t|')
set format x ''
plot for [i=1:3] file using 3:(sel(i, 1, 5)) every ::1 with linespoints ls i \
         title sprintf('%s, p=1', shape_name(i)), \
     for [i=1:3] file using 3:(sel(i, 0, 5)) every ::1 with linespoints ls i dt 2 pt 6 \
         title sprintf('%s, p=0', shape_name(i))
unset key
set format x '%g'
set xlabel lab('limit-surface segments $N_{LS}$', 'limit-surface segments N_{LS}')
set ylabel lab('RMSE$/\max|\tau|$', 'RMSE / max |τ|')
plot for [i=1:3] file using 3:(sel(i, 1, 6)) every ::1 with linespoints ls i, \
     for [i=1:3] file using 3:(sel(i, 0, 6)) every ::1 with linespoints ls i dt 2 pt 6
unset multiplot
