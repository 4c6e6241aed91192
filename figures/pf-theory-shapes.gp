# Chapter 10: the six pressure patterns of the authors' code on the 21 x 21
# grid (the paper's Fig. 8), from planar-friction --show pressure --shape
# all (shape ix iy x y w, 441 rows per shape in the order circle, square,
# line, linegrad, nonconvex1, nonconvex2): each map scaled to its largest
# weight, white where a cell carries no load, the CoP a cross.
# data: pf-pressure.txt pf-constants.txt
load 'figures/style.gp'
file = datadir.'pf-pressure.txt'
cells = 441
array name[6] = ['circle', 'square', 'line', 'gradient line', 'non-convex 1', 'non-convex 2']
array CX[6]; array CY[6]
stats datadir.'pf-constants.txt' skip 1 using (CX[int($0) + 1] = $3 * 1000, CY[int($0) + 1] = $4 * 1000, 0) nooutput
unset grid; unset key; unset colorbox
set palette defined (0 '#ffffff', 0.02 '#d6e6f2', 1 '#08306b')
set cbrange [0:1]
set xrange [-10:10]; set yrange [-10:10]
set size ratio -1
set xtics -10, 10, 10 scale 0.4 font ',9'; set ytics -10, 10, 10 scale 0.4
set format x (latex ? '\scriptsize %g' : '%g'); set format y (latex ? '\scriptsize %g' : '%g')
set border 15 lw 0.5
set multiplot layout 2, 3 margins 0.06, 0.98, 0.07, 0.93 spacing 0.06, 0.17
do for [k = 0:5] {
    stats file every ::(1 + k * cells)::((k + 1) * cells) using 6 nooutput
    top = STATS_max
    set title lab('\small '.name[k + 1], name[k + 1]) offset 0, -0.8
    plot file every ::(1 + k * cells)::((k + 1) * cells) using ($4 * 1000):($5 * 1000):($6 / top) with image, \
         '+' using (CX[k + 1]):(CY[k + 1]) every ::0::0 with points pt 2 ps 1.2 lc rgb '#d55e00' lw 2
}
unset multiplot
