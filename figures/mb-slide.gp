# Chapter 7: a box (top, m1 = 1) sliding at v0 = 2 on a box (low, m2 = 2) on
# a frictionless floor, mu = 0.3 between them (slide.scene): the velocities
# of both and the predicted common velocity m1 v0 / (m1 + m2) from
# t* = v0 / (mu g (1 + m1/m2)) on.
# data: mb-slide.txt
load 'figures/style.gp'
m1 = 1.0; m2 = 2.0; v0 = 2.0; mu = 0.3; g = 9.81
tstar = v0 / (mu * g * (1 + m1 / m2))
vc = m1 * v0 / (m1 + m2)
set xlabel lab('time $t$ (s)', 'time t (s)')
set ylabel lab('$v_x$ (m/s)', 'v_x (m/s)')
set xrange [0:0.8]
set yrange [0:2.1]
set key top right samplen 2 spacing 1.2
set arrow 1 from tstar, 0 to tstar, 2.1 nohead ls 4
set label 1 lab('$t^*$', 't^*') at tstar + 0.01, 1.9
# two rows per step (low, then top): 'every 2' picks one box's rows, so that
# its line is not broken by the other's (the filter makes a wrong pick fail)
plot datadir.'mb-slide.txt' every 2::0 using 2:(strcol(3) eq 'top' ? $11 : 1/0) with lines ls 1 title lab('top box', 'top box'), \
     datadir.'mb-slide.txt' every 2::1 using 2:(strcol(3) eq 'low' ? $11 : 1/0) with lines ls 2 title lab('low box', 'low box'), \
     (x >= tstar ? vc : 1/0) with lines ls 4 title lab('$m_1 v_0/(m_1 + m_2)$', 'm_1 v_0/(m_1 + m_2)')
