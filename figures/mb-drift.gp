# Chapter 7: the ball joint's drift |Theta| of the box pendulum
# (pendulum.scene, h = 0.001) with and without the Theta/h feedback.
# data: mb-drift.txt mb-drift-off.txt
load 'figures/style.gp'
set xlabel lab('time $t$ (s)', 'time t (s)')
set ylabel lab('$|\Theta|$ (m)', '|Θ| (m)')
set key bottom right samplen 2 spacing 1.3
set logscale y
set format y lab('$10^{%L}$', '10^{%L}')
set yrange [1e-12:1e-2]
plot datadir.'mb-drift-off.txt' using 2:4 every ::2 with lines ls 2 title lab('$\mathbf J\boldsymbol\nu = 0$', 'J ν = 0'), \
     datadir.'mb-drift.txt' using 2:4 every ::2 with lines ls 1 title lab('$\mathbf J\boldsymbol\nu = -\Theta^l/h$', 'J ν = −Θˡ/h')
