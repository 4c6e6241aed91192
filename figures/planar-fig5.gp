# Chapter 10: the Fig. 5 run of the distributed model (circle and gradient
# line, N = 21, p = 1, explicit Euler dt = 1e-5): the friction force fx,
# fy [N] and the torque about the CoP divided by 0.01 m (the circle's radius).
# data: pf-fig5-circle.txt pf-fig5-linegrad.txt
load 'figures/style.gp'
set xlabel lab('time $t$ [s]', 'time t [s]')
set ylabel lab('force [N], torque / 0.01 m [N]', 'force [N], torque / 0.01 m [N]')
set xrange [0:5]
set yrange [-1.3:1.3]
set key below samplen 2 spacing 1.3 width 1 maxrows 3
plot datadir.'pf-fig5-circle.txt' using 1:5 every ::1 with lines ls 1 title lab('$f_x$ circle', 'f_x circle'), \
     datadir.'pf-fig5-circle.txt' using 1:6 every ::1 with lines ls 2 title lab('$f_y$ circle', 'f_y circle'), \
     datadir.'pf-fig5-circle.txt' using 1:($7/0.01) every ::1 with lines ls 3 title lab('$\tau/0.01$ circle', 'τ/0.01 circle'), \
     datadir.'pf-fig5-linegrad.txt' using 1:5 every ::1 with lines ls 1 dt 2 title lab('$f_x$ gradient line', 'f_x gradient line'), \
     datadir.'pf-fig5-linegrad.txt' using 1:6 every ::1 with lines ls 2 dt 2 title lab('$f_y$ gradient line', 'f_y gradient line'), \
     datadir.'pf-fig5-linegrad.txt' using 1:($7/0.01) every ::1 with lines ls 3 dt 2 title lab('$\tau/0.01$ gradient line', 'τ/0.01 gradient line')
