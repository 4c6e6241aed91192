# Chapter 10 (the paper's Fig. 33): the grip-force-dependent contact
# patterns of eqs. 45-46 on the 21 x 21 grid of side 0.02 m, the pressure
# [kPa] (column p) of the centre row of cells against the cell's x [mm], at the least
# (blue), the first (orange) and the largest (green) grip force of profile
# 1; left k = 2 (the pattern only grows), right k = 2 fN (it also changes
# its shape); the cells carry fN.
# planar-experiment --show pattern --surface scaled|changing.
# data: pf-exp-pattern-scaled.txt pf-exp-pattern-changing.txt
load 'figures/style.gp'
fs = datadir.'pf-exp-pattern-scaled.txt'
fc = datadir.'pf-exp-pattern-changing.txt'
# the three grip forces: rows 1, 22 and 43 (21 cells a force)
array F[3]
do for [j=1:3] {
    stats fs every ::(21*j-20)::(21*j-20) using 1 nooutput
    F[j] = STATS_max
}
ttl(j) = lab(sprintf('$f_N = %.3g$ N', F[j]), sprintf('fN = %.3g N', F[j]))
set multiplot layout 1,2
set xlabel lab('cell centre $x$ [mm]', 'cell centre x [mm]')
set xrange [-10:10]
set xtics 5
set ylabel lab('pressure [kPa]', 'pressure [kPa]')
set yrange [0:24]
set title lab('$k = 2$', 'k = 2')
plot for [j=1:3] fs using ($4*1e3):($5*1e-3) every ::(21*j-20)::(21*j) with linespoints ls j
set key top center Left reverse samplen 2 spacing 1.0 width 1
set title lab('$k = 2 f_N$', 'k = 2 f_N')
plot for [j=1:3] fc using ($4*1e3):($5*1e-3) every ::(21*j-20)::(21*j) with linespoints ls j title ttl(j)
unset multiplot
