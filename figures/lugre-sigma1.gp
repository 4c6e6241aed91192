# Chapter 9: the end of the first slip of the stick-slip run, with the
# paper's bristle damping sigma1 = 800 s/m and without it (sigma1 = 0).
# data: lg-ss-s800.txt lg-ss-s0.txt
load 'figures/style.gp'
set multiplot layout 1,2
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [1.6:1.8]
set xtics 0.05
set key top right samplen 2 spacing 1.3 width 1
set title lab('velocity', 'velocity')
set ylabel lab('$v$ [mm/s]', 'v [mm/s]')
set yrange [-0.3:0.3]
plot datadir.'lg-ss-s0.txt' using 1:($3*1e3) every ::1 with lines ls 2 title lab('$\sigma_1 = 0$', 'σ1 = 0'), \
     datadir.'lg-ss-s800.txt' using 1:($3*1e3) every ::1 with lines ls 1 title lab('$\sigma_1 = 800$', 'σ1 = 800')
set title lab('friction force', 'friction force')
set ylabel lab('$f$ [N]', 'f [N]')
set yrange [0.6:1.2]
plot datadir.'lg-ss-s0.txt' using 1:4 every ::1 with lines ls 2 title lab('$\sigma_1 = 0$', 'σ1 = 0'), \
     datadir.'lg-ss-s800.txt' using 1:4 every ::1 with lines ls 1 title lab('$\sigma_1 = 800$', 'σ1 = 800')
unset multiplot
