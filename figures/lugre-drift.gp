# Chapter 9: a mass (1 kg) under the load 0.1 (1 + 0.4 sin(2 pi t)) N, far
# below mu_s fn = 1.2 N: LuGre drifts, elasto-plastic does not (CVODE,
# atol 1e-14; the paper's Fig. 6 in one dimension).
# data: lg-drift-lugre.txt lg-drift-ep.txt
load 'figures/style.gp'
set xlabel lab('time $t$ [s]', 'time t [s]')
set ylabel lab('displacement $x$ [$\mu$m]', 'displacement x [µm]')
set xrange [0:5]
set yrange [0:*]
set key top left samplen 2 spacing 1.3 width 1
plot datadir.'lg-drift-lugre.txt' using 1:($2*1e6) every ::1 with lines ls 1 title 'LuGre', \
     datadir.'lg-drift-ep.txt' using 1:($2*1e6) every ::1 with lines ls 2 title lab('elasto-plastic', 'elasto-plastic')
