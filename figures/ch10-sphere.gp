# Chapter 10: the sampling of the limit surface (the paper's Fig. 18).  The
# twist directions at the CoP, scaled by S^-1, (vx/r_a, vy/r_a, omega) =
# (sin phi cos theta, sin phi sin theta, cos phi), lie on the unit sphere;
# the table samples its half omega >= 0 at theta_r = 2 pi r/(4 N_ls) and
# phi_i = i pi/(2 N_ls).  Here N_ls = 4 (planar-friction --show
# limit-surface --model red --shape circle --nls 4, the columns theta and
# phi): the nodes (dots), the lines of constant theta and phi through them,
# one cell of the table (its four nodes, orange) and a twist inside it
# (cross), whose eta is the bilinear blend of the four nodes' values.
# data: pf-ls-nodes-circle.txt
load 'figures/style.gp'
file = datadir.'pf-ls-nodes-circle.txt'
unset grid; unset key
set border 0; unset tics
set view 62, 35, 1.6
set view equal xyz
set xrange [-1.05:1.05]; set yrange [-1.05:1.05]; set zrange [-0.02:1.05]
X(t, p) = sin(p) * cos(t)
Y(t, p) = sin(p) * sin(t)
Z(t, p) = cos(p)
set arrow 1 from 0, 0, 0 to 1.35, 0, 0 head size 0.08, 20 lc rgb '#333333' lw 1
set arrow 2 from 0, 0, 0 to 0, 1.35, 0 head size 0.08, 20 lc rgb '#333333' lw 1
set arrow 3 from 0, 0, 0 to 0, 0, 1.3 head size 0.08, 20 lc rgb '#333333' lw 1
set label 1 lab('$v_x/r_a$', 'vx/r_a') at 1.42, 0, 0
set label 2 lab('$v_y/r_a$', 'vy/r_a') at 0, 1.42, 0
set label 3 lab('$\omega$: $\varphi = 0$', 'ω: φ = 0') at 0.05, 0, 1.36
set label 4 lab('\small $\varphi = 90^\circ$: translations', 'φ = 90°: translations') at 0.75, -1.25, 0 center
# the cell r = 13..14, i = 2..3 and a twist at its middle
t0 = 13 * 2 * pi / 16; t1 = 14 * 2 * pi / 16; p0 = 2 * pi / 8; p1 = 3 * pi / 8
tm = (t0 + t1) / 2; pm = (p0 + p1) / 2
splot for [r=0:15] file every ::(5 * r + 1)::(5 * r + 5) using (X($3, $4)):(Y($3, $4)):(Z($3, $4)) \
        with lines lc rgb '#9ab8d6' lw 1, \
      for [i=1:4] file every 5::(i + 1) using (X($3, $4)):(Y($3, $4)):(Z($3, $4)) \
        with lines lc rgb '#9ab8d6' lw 1, \
      file every ::1 using (X($3, $4)):(Y($3, $4)):(Z($3, $4)) with points pt 7 ps 0.5 lc rgb '#0072b2', \
      file every ::1 using (X($3, $4)):(Y($3, $4)):(abs($3 - t0) + abs($3 - t1) < t1 - t0 + 1e-9 && \
        abs($4 - p0) + abs($4 - p1) < p1 - p0 + 1e-9 ? Z($3, $4) : 1/0) with points pt 7 ps 1.1 lc rgb '#d55e00', \
      '+' using (X(tm, pm)):(Y(tm, pm)):(Z(tm, pm)) every ::0::0 with points pt 2 ps 1.5 lw 2 lc rgb '#000000'
