# Chapter 9: a mass (m = 1 kg) pulled through a spring (k = 100 N/m) whose
# end moves at vp = 0.01 m/s: LuGre p = 1 (CVODE, atol 1e-12) against
# Coulomb friction with mu = muc = 1 (chapter 4's LCP step, h = 1e-3).
# data: lg-ss-lugre.txt lg-ss-coulomb.txt
load 'figures/style.gp'
set multiplot layout 1,2
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0:5]
set key top left samplen 2 spacing 1.3 width 1
set title lab('position', 'position')
set ylabel lab('$x$ [mm]', 'x [mm]')
plot datadir.'lg-ss-lugre.txt' using 1:($2*1e3) every ::1 with lines ls 1 title 'LuGre', \
     datadir.'lg-ss-coulomb.txt' using 1:($2*1e3) every ::1 with lines ls 2 title 'Coulomb'
set title lab('friction force', 'friction force')
set ylabel lab('$f$ [N]', 'f [N]')
set yrange [0:1.3]
set key bottom right
plot datadir.'lg-ss-lugre.txt' using 1:4 every ::1 with lines ls 1 title 'LuGre', \
     datadir.'lg-ss-coulomb.txt' using 1:4 every ::1 with lines ls 2 title 'Coulomb'
unset multiplot
