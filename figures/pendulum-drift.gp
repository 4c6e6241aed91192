# Chapter 1: the constraint drift |q| - L of the semi-implicit Euler pendulum,
# with and without the Theta/h feedback (W14).
# data: pendulum-free.txt pendulum-stab.txt
load 'figures/style.gp'
set xlabel lab('time $t$ [s]', 'time t [s]')
set ylabel lab('$|q| - L$ [m]', '|q| − L [m]')
set key top left Left reverse samplen 2 spacing 1.3 width 2
set logscale y
set format y lab('$10^{%L}$', '10^{%L}')
set yrange [1e-7:1]
plot datadir.'pendulum-free.txt' using 2:8 every ::2 with lines ls 2 title lab('$J u^+ = 0$', 'J u⁺ = 0'), \
     datadir.'pendulum-stab.txt' using 2:8 every ::2 with lines ls 1 title lab('$J u^+ = -\Theta^l/h$', 'J u⁺ = −Θˡ/h')
