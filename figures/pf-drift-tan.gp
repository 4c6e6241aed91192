# Chapter 10 (Figs. 6 and 23): the 1 kg disc on its circle contact under
# the oscillating tangential load (fx = 1 + 0.4 sin(6 pi t) N from 1 s, a
# torque 0.03 + 0.01 sin(6 pi t) N m from 3 s): the displacement x [nm] and
# the turn theta [urad] of the disc,
# LuGre (EP off) against elasto-plastic (EP on), distributed (solid) and
# reduced (dashed) model; planar-experiment --show drift --load tangential.
# data: pf-drift-tan-lugre.txt pf-drift-tan-ep.txt pf-drift-tan-lugre-red.txt pf-drift-tan-ep-red.txt
load 'figures/style.gp'
set multiplot layout 1,2
set xlabel lab('time $t$ [s]', 'time t [s]')
set xrange [0:5]
set xtics 1
set key top left Left reverse samplen 2 spacing 1.2 width 1
set ylabel lab('displacement $x$ [nm]', 'displacement x [nm]')
set yrange [0:650]
plot datadir.'pf-drift-tan-lugre.txt' using 1:($2*1e9) every ::1 with lines ls 1 title 'LuGre', \
     datadir.'pf-drift-tan-ep.txt' using 1:($2*1e9) every ::1 with lines ls 2 title lab('elasto-plastic', 'elasto-plastic'), \
     datadir.'pf-drift-tan-lugre-red.txt' using 1:($2*1e9) every ::1 with lines ls 1 dt 2 title lab('LuGre, reduced', 'LuGre, reduced'), \
     datadir.'pf-drift-tan-ep-red.txt' using 1:($2*1e9) every ::1 with lines ls 2 dt 2 title lab('e-p, reduced', 'e-p, reduced')
unset key
set yrange [0:*]
set ylabel lab('turn $\theta$ [$\mu$rad]', 'turn θ [µrad]')
plot datadir.'pf-drift-tan-lugre.txt' using 1:($4*1e6) every ::1 with lines ls 1, \
     datadir.'pf-drift-tan-ep.txt' using 1:($4*1e6) every ::1 with lines ls 2, \
     datadir.'pf-drift-tan-lugre-red.txt' using 1:($4*1e6) every ::1 with lines ls 1 dt 2, \
     datadir.'pf-drift-tan-ep-red.txt' using 1:($4*1e6) every ::1 with lines ls 2 dt 2
unset multiplot
