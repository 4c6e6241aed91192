# Chapter 9: the drift run (elasto-plastic) with explicit Euler just below
# the sticking bound (sigma1 + sigma2)/sigma0 = 8.002e-4 s (above it the
# program refuses the run), and with CVODE: the bristle deflection z.
# data: lg-euler-below.txt lg-euler-cvode.txt
load 'figures/style.gp'
set xlabel lab('time $t$ [s]', 'time t [s]')
set ylabel lab('bristle deflection $z$ [$\mu$m]', 'bristle deflection z [µm]')
set xrange [0:0.6]
set yrange [0:0.25]
set key top right samplen 2 spacing 1.3 width 1
plot datadir.'lg-euler-below.txt' using 1:($4*1e6) every ::1 with lines ls 1 title lab('Euler, $h = 7.8\cdot 10^{-4}$', 'Euler, h = 7.8·10^{-4}'), \
     datadir.'lg-euler-cvode.txt' using 1:($4*1e6) every ::1 with lines ls 4 title 'CVODE'
