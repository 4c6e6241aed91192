# Chapter 10, paper 004 Fig. 20: the Fig. 5 twist on the non-convex shape 1 (N = 21, p = 1,
# explicit Euler dt = 1e-5, a row every 0.01 s): the friction force fx, fy
# [N] and the torque about the CoP divided by 0.01 m: the distributed model
# (solid) and the reduced model with the limit surface, N_LS = 20 (dashed).
# data: pf-fig5-nonconvex1.txt pf-fig5-red-nonconvex1.txt
load 'figures/style.gp'
set xlabel lab('time $t$ [s]', 'time t [s]')
set ylabel lab('force [N], torque / 0.01 m [N]', 'force [N], torque / 0.01 m [N]')
set xrange [0:5]
set key below samplen 2 spacing 1.1 width 1 maxrows 3
d = datadir.'pf-fig5-nonconvex1.txt'
r = datadir.'pf-fig5-red-nonconvex1.txt'
plot d using 1:5 every ::1 with lines ls 1 title lab('$f_x$ distributed', 'f_x distributed'), \
     d using 1:6 every ::1 with lines ls 2 title lab('$f_y$ distributed', 'f_y distributed'), \
     d using 1:($7/0.01) every ::1 with lines ls 3 title lab('$\tau/0.01$ distributed', 'τ/0.01 distributed'), \
     r using 1:5 every ::1 with lines ls 1 dt 2 title lab('$f_x$ reduced', 'f_x reduced'), \
     r using 1:6 every ::1 with lines ls 2 dt 2 title lab('$f_y$ reduced', 'f_y reduced'), \
     r using 1:($7/0.01) every ::1 with lines ls 3 dt 2 title lab('$\tau/0.01$ reduced', 'τ/0.01 reduced')
