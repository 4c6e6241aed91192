# Chapter 10 (Figs. 24 and 25): the 1 kg disc on its circle contact under
# a constant load (1 N, 0.03 N m) and the oscillating normal force 9.81 +
# sin(6 pi t) N from 1 s: the displacement x [nm] and the turn theta [urad]
# of the disc,
# LuGre (EP off) against elasto-plastic (EP on), distributed (solid) and
# reduced (dashed) model; planar-experiment --show drift --load normal.
# data: pf-drift-nor-lugre.txt pf-drift-nor-ep.txt pf-drift-nor-lugre-red.txt pf-drift-nor-ep-red.txt
load 'figures/style.gp'
set multiplot layout 1,2
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0:5]
set xtics 1
set key top left Left reverse samplen 2 spacing 1.2 width 1
set ylabel lab('displacement $x$ [nm]', 'displacement x [nm]')
set yrange [0:450]
plot datadir.'pf-drift-nor-lugre.txt' using 1:($2*1e9) every ::1 with lines ls 1 title 'LuGre', \
     datadir.'pf-drift-nor-ep.txt' using 1:($2*1e9) every ::1 with lines ls 2 title lab('elasto-plastic', 'elasto-plastic'), \
     datadir.'pf-drift-nor-lugre-red.txt' using 1:($2*1e9) every ::1 with lines ls 1 dt 2 title lab('LuGre, reduced', 'LuGre, reduced'), \
     datadir.'pf-drift-nor-ep-red.txt' using 1:($2*1e9) every ::1 with lines ls 2 dt 2 title lab('e-p, reduced', 'e-p, reduced')
unset key
set yrange [0:*]
set ylabel lab('turn $\theta$ [$\mu$rad]', 'turn θ [µrad]')
plot datadir.'pf-drift-nor-lugre.txt' using 1:($4*1e6) every ::1 with lines ls 1, \
     datadir.'pf-drift-nor-ep.txt' using 1:($4*1e6) every ::1 with lines ls 2, \
     datadir.'pf-drift-nor-lugre-red.txt' using 1:($4*1e6) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-drift-nor-ep-red.txt' using 1:($4*1e6) every ::1 with lines ls 2 dt 2
unset multiplot
