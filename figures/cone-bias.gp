# Chapter 5: the bias of the friction pyramid.  For each sliding direction
# theta the kinematic LCP (v = (cos theta, sin theta, 0), fn = 1) gives the
# force D alpha: its angle to -v (left) and its component against v over
# mu fn (right), nd = 4, 8, 16.
# data: cone-bias.txt
load 'figures/style.gp'
set multiplot layout 1,2
set xlabel lab('sliding direction $\vartheta$ (degrees)', 'sliding direction ϑ (degrees)')
set xrange [0:360]
set xtics 90
set key top right samplen 2 spacing 1.2 width 1
set title lab('direction error', 'direction error')
set ylabel lab('angle between $D\alpha$ and $-v$ (degrees)', 'angle between Dα and −v (degrees)')
set yrange [0:75]
set ytics 15
plot datadir.'cone-bias.txt' using 1:2 with lines ls 1 title lab('$n_d = 4$', 'n_d = 4'), \
     datadir.'cone-bias.txt' using 1:4 with lines ls 2 title lab('$n_d = 8$', 'n_d = 8'), \
     datadir.'cone-bias.txt' using 1:6 with lines ls 3 title lab('$n_d = 16$', 'n_d = 16')
set title lab('force against $v$', 'force against v')
set ylabel lab('$-v^T D\alpha / (\|v\|\,\mu f_n)$ (1)', '−vᵀDα / (|v| μ f_n) (1)')
set yrange [0.4:1.05]
set ytics 0.1
set key bottom right
plot datadir.'cone-bias.txt' using 1:3 with lines ls 1 title lab('$n_d = 4$', 'n_d = 4'), \
     datadir.'cone-bias.txt' using 1:5 with lines ls 2 title lab('$n_d = 8$', 'n_d = 8'), \
     datadir.'cone-bias.txt' using 1:7 with lines ls 3 title lab('$n_d = 16$', 'n_d = 16')
unset multiplot
