# Chapter 10, paper 004 Fig. 22: box plots of the per-sample errors of the
# reduced model with the limit surface (red) and with the ellipsoid
# (ellipse) against the distributed model, six shapes, N = 21, p = 1, the
# Fig. 5 profile, Euler dt = 1e-5, a sample every 1 ms.  Top: the force
# error |f_t - f_t^dist| [N]; bottom: the torque error |tau - tau^dist|
# [mN m] (Delta in the labels: the difference).  Box: q1, median, q3;
# whiskers: the outermost samples within q1 - 1.5 IQR and q3 + 1.5 IQR
# (samples beyond them not drawn, as in the paper).  Log axes, so that the
# limit surface's boxes, one to two decades below the ellipsoid's, show; a
# value below the axis' floor (fmin, tmin: a quartile or whisker of 0)
# is drawn at the floor.
# data: pf-box-model.txt
load 'figures/style.gp'
file = datadir.'pf-box-model.txt'
# x: the shape's place, from its name in column 1
shapes = 'circle square line linegrad nonconvex1 nonconvex2'
x(off) = off + sum [k=1:6] (strcol(1) eq word(shapes, k) ? k - 1 : 0)
# column c of the rows of model m and quantity q, times s; else NaN
sel(m, q, c, s) = strcol(3) eq m && strcol(5) eq q ? max(s * column(c), q eq 'force' ? fmin : tmin) : NaN
max(a, b) = a > b ? a : b
fmin = 1e-5
tmin = 1e-4
set xrange [-0.5:5.5]
set boxwidth 0.28 absolute
set style fill empty
set multiplot layout 2,1
set lmargin at screen 0.14
set rmargin at screen 0.97
set key at screen 0.97, screen 0.99 right top horizontal samplen 1 spacing 1.2
set xtics ('' 0, '' 1, '' 2, '' 3, '' 4, '' 5)
set ylabel lab('$\|\Delta f_t\|$ [N]', 'force error [N]')
set logscale y
set yrange [fmin:1]
set ytics fmin, 100
set format y lab('$10^{%L}$', '10^{%L}')
set tmargin at screen 0.93
set bmargin at screen 0.60
# candlesticks x:q1:lower:upper:q3 (columns 7, 6, 10, 9), then the median
# (column 8) as a flat box
plot file using (x(-0.18)):(sel('red', 'force', 7, 1)):(sel('red', 'force', 6, 1)): \
         (sel('red', 'force', 10, 1)):(sel('red', 'force', 9, 1)) every ::1 \
         with candlesticks whiskerbars 0.6 ls 1 lw 1.5 title 'limit surface', \
     file using (x(-0.18)):(sel('red', 'force', 8, 1)):(sel('red', 'force', 8, 1)): \
         (sel('red', 'force', 8, 1)):(sel('red', 'force', 8, 1)) every ::1 \
         with candlesticks ls 1 lw 2.5, \
     file using (x(0.18)):(sel('ellipse', 'force', 7, 1)):(sel('ellipse', 'force', 6, 1)): \
         (sel('ellipse', 'force', 10, 1)):(sel('ellipse', 'force', 9, 1)) every ::1 \
         with candlesticks whiskerbars 0.6 ls 2 lw 1.5 title 'ellipsoid', \
     file using (x(0.18)):(sel('ellipse', 'force', 8, 1)):(sel('ellipse', 'force', 8, 1)): \
         (sel('ellipse', 'force', 8, 1)):(sel('ellipse', 'force', 8, 1)) every ::1 \
         with candlesticks ls 2 lw 2.5
unset key
set tmargin at screen 0.52
set bmargin at screen 0.17
set xtics ('circle' 0, 'square' 1, 'line' 2, \
           lab('\shortstack{gradient\\ line}', 'grad. line') 3, \
           lab('\shortstack{non-\\convex 1}', 'nonconv. 1') 4, \
           lab('\shortstack{non-\\convex 2}', 'nonconv. 2') 5)
set ylabel lab('$|\Delta\tau|$ [mN\,m]', 'torque error [mN m]')
set yrange [tmin:10]
set ytics tmin, 100
plot file using (x(-0.18)):(sel('red', 'torque', 7, 1e3)):(sel('red', 'torque', 6, 1e3)): \
         (sel('red', 'torque', 10, 1e3)):(sel('red', 'torque', 9, 1e3)) every ::1 \
         with candlesticks whiskerbars 0.6 ls 1 lw 1.5, \
     file using (x(-0.18)):(sel('red', 'torque', 8, 1e3)):(sel('red', 'torque', 8, 1e3)): \
         (sel('red', 'torque', 8, 1e3)):(sel('red', 'torque', 8, 1e3)) every ::1 \
         with candlesticks ls 1 lw 2.5, \
     file using (x(0.18)):(sel('ellipse', 'torque', 7, 1e3)):(sel('ellipse', 'torque', 6, 1e3)): \
         (sel('ellipse', 'torque', 10, 1e3)):(sel('ellipse', 'torque', 9, 1e3)) every ::1 \
         with candlesticks whiskerbars 0.6 ls 2 lw 1.5, \
     file using (x(0.18)):(sel('ellipse', 'torque', 8, 1e3)):(sel('ellipse', 'torque', 8, 1e3)): \
         (sel('ellipse', 'torque', 8, 1e3)):(sel('ellipse', 'torque', 8, 1e3)) every ::1 \
         with candlesticks ls 2 lw 2.5
unset multiplot
