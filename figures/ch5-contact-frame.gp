# Chapter 5: the contact frame seen along the normal: the tangent vectors
# t and o (the columns of F), the normal n out of the page, and the n_d = 8
# friction directions d_j = cos((j-1) phi) t + sin((j-1) phi) o, the columns
# of D = F A, as friction-cone --show polygon --nd 8 prints them (dx dy; the
# plane is z = 0, so t = e_x, o = e_y).  The angle phi = 2 pi / n_d between
# neighbours is measured from the data (d_1 to d_2).
# data: cone-pyramid-8.txt
load 'figures/style.gp'
file = datadir.'cone-pyramid-8.txt'
stats file using 1 nooutput prefix "J"
nd = int(J_max)
array DX[nd]; array DY[nd]
stats file skip 1 using (DX[int($1)] = $2, DY[int($1)] = $3, 0) nooutput
PHI = atan2(DY[2], DX[2]) - atan2(DY[1], DX[1])
unset border; unset tics; unset grid; unset key
set size ratio -1
set xrange [-2.1:2.1]; set yrange [-1.3:1.3]
c1 = '#d55e00'; c2 = '#0072b2'; c3 = '#009e73'
sm(t) = latex ? '\small '.t : t
# The tangent plane, a light disc of radius 1.15 (a polygon inside the ranges).
array PXa[72]; array PYa[72]
do for [k=1:72] { PXa[k] = 1.15 * cos(2 * pi * k / 72); PYa[k] = 1.15 * sin(2 * pi * k / 72) }
poly = sprintf('from %.6f,%.6f', PXa[72], PYa[72])
do for [k=1:72] { poly = poly.sprintf(' to %.6f,%.6f', PXa[k], PYa[k]) }
eval 'set object 1 polygon '.poly." fc rgb '#eef3f8' fs solid 1.0 noborder back"
# The directions d_j, with their numbers.
do for [j=1:nd] {
    set arrow j from 0, 0 to DX[j], DY[j] head size 0.06, 20 lc rgb c1 lw 1.8 front
    # d_1 and d_3 lie along t and o: their labels beside the axis, not on it
    set label j sm(latex ? sprintf('$\hat d_{%d}$', j) : sprintf('d_%d', j)) at 1.13 * DX[j], 1.13 * DY[j] \
        center offset (j == 3 ? -1.2 : 0), (j == 1 ? -0.9 : 0) tc rgb c1 front
}
# t and o, the columns of F, drawn longer beside d_1 and d_3.
set arrow 20 from 0, 0 to 1.6, 0 head size 0.07, 20 lc rgb c2 lw 2.5 back
set label 20 lab('$\hat t$ (column 1 of $F$)', 't (column 1 of F)') at 1.63, 0 left offset 0, -0.9 tc rgb c2 front
set arrow 21 from 0, 0 to 0, 1.25 head size 0.07, 20 lc rgb c2 lw 2.5 back
set label 21 lab('$\hat o$ (column 2)', 'o (column 2)') at 0, 1.25 left offset 1.0, -0.2 tc rgb c2 front
# The normal, out of the page, at the contact point.
set object 2 circle at 0, 0 size 0.07 fs empty border lc rgb c3 lw 2 front
set label 22 '' at 0, 0 point pt 7 ps 0.4 lc rgb c3 front
set label 23 lab('$\hat n$: out of the page, at the circle', 'n: out of the page, at the circle') at 0.95, -1.15 left tc rgb c3 front
# The spacing phi between neighbours, as an arc from d_1 to d_2.
set label 24 sm(sprintf(latex ? '$\phi = 2\pi/n_d = %.0f^\circ$' : 'φ = 2π/n_d = %.0f°', PHI * 180 / pi)) \
    at 0.5 * cos(PHI / 2), 0.5 * sin(PHI / 2) left offset 0.6, 0 front
set label 25 sm(latex ? '$D = F A$, $n_d = 8$' : 'D = F A, n_d = 8') at -2.0, 1.15 left front
plot sample [a=0:PHI] '+' using (0.42 * cos(a)):(0.42 * sin(a)) with lines lc rgb '#333333' lw 1.2
