# Chapter 10, paper 004 Fig. 20: the Fig. 5 twist on the non-convex shape 1 (N = 21, p = 1,
# explicit Euler dt = 1e-5, a row every 0.01 s): the friction force fx, fy
# [N] and the torque about the CoP divided by 0.01 m, distributed model.
# data: pf-fig5-nonconvex1.txt
load 'figures/style.gp'
set xlabel lab('time $t$ [s]', 'time t [s]')
set ylabel lab('force [N], torque / 0.01 m [N]', 'force [N], torque / 0.01 m [N]')
set xrange [0:5]
set key below samplen 2 spacing 1.3 width 1 maxrows 3
d = datadir.'pf-fig5-nonconvex1.txt'
plot d using 1:5 every ::1 with lines ls 1 title lab('$f_x$ distributed', 'fx distributed'), \
     d using 1:6 every ::1 with lines ls 2 title lab('$f_y$ distributed', 'fy distributed'), \
     d using 1:($7/0.01) every ::1 with lines ls 3 title lab('$\tau/0.01$ distributed', 'tau/0.01 distributed')
