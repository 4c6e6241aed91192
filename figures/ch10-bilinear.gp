# Chapter 10: the bilinear rule for the centre of rotation (the paper's
# Fig. 11).  Fixed geometry, in cell sides: a line contact of five loaded
# cells (the middle column of the grid, dots at the cell centres).  Left:
# the true CoR q; each cell slides across the line from q (arrows: the
# slip of each cell for omega > 0), and a cell centre passing q flips its
# slip and force.  Right: the rule evaluates pure rotations about the four
# corners q1..q4 of the grid cell holding q (grid nodes, half-way between
# cell centres, where no cell stands still) and blends their wrenches with
# the weights of q's place (dx, dy) in that cell.
# data:
load 'figures/style.gp'
unset grid; unset key
set border 0; unset tics
set size ratio -1
set xrange [-1.9:1.9]; set yrange [-2.6:2.6]
qx = 0.3; qy = 0.35
set style line 21 lc rgb '#bbbbbb' lw 1
set multiplot layout 1, 2 margins 0.02, 0.98, 0.02, 0.9 spacing 0.02
do for [p = 1:2] {
  unset object; unset label; unset arrow
  # the grid lines of three columns, the middle one loaded
  do for [k = -2:3] { set arrow 10 + k from -1.5, k - 0.5 to 1.5, k - 0.5 nohead ls 21 back }
  do for [k = -1:2] { set arrow 20 + k from k - 0.5, -2.5 to k - 0.5, 2.5 nohead ls 21 back }
  set object 1 rect from -0.5, -2.5 to 0.5, 2.5 fs solid 0.12 noborder fc rgb '#0072b2' behind
  if (p == 1) {
    set title lab('\small the cells about the true CoR $q$', 'the cells about the true CoR q')
    set label 1 lab('$q$', 'q') at qx, qy left offset 1.0, 0.6 front
    plot for [k = -2:2] '+' using (0):(k):(-0.4 * (k - qy) / sqrt((k - qy) ** 2 + qx ** 2)):(-0.4 * qx / sqrt((k - qy) ** 2 + qx ** 2)) every ::0::0 \
            with vectors head filled size 0.12, 25 lc rgb '#d55e00' lw 2, \
         for [k = -2:2] '+' using (0):(k) every ::0::0 with points pt 7 ps 0.6 lc rgb '#0072b2', \
         '+' using (qx):(qy) every ::0::0 with points pt 2 ps 1.5 lw 2 lc rgb '#000000'
  } else {
    set title lab('\small four rotations about the corners, blended', 'four rotations about the corners, blended')
    set label 2 lab('$q_1$', 'q1') at -0.5, -0.5 right offset -0.5, 0 front
    set label 3 lab('$q_2$', 'q2') at 0.5, -0.5 left offset 0.5, 0 front
    set label 4 lab('$q_3$', 'q3') at -0.5, 0.5 right offset -0.5, 0 front
    set label 5 lab('$q_4$', 'q4') at 0.5, 0.5 left offset 0.5, 0 front
    set label 6 lab('$\Delta x$', 'Δx') at (qx - 0.5) / 2 - 0.25, -0.78 center offset 0, -0.8 front
    set label 7 lab('$\Delta y$', 'Δy') at 0.72, (qy - 0.5) / 2 left offset 0.4, 0 front
    set arrow 1 from -0.5, -0.78 to qx, -0.78 heads size 0.08, 30 lc rgb '#333333' lw 1
    set arrow 2 from 0.72, -0.5 to 0.72, qy heads size 0.08, 30 lc rgb '#333333' lw 1
    set arrow 3 from qx, -0.5 to qx, qy nohead dt 2 lc rgb '#333333' lw 1
    set arrow 4 from -0.5, qy to qx, qy nohead dt 2 lc rgb '#333333' lw 1
    plot for [k = -2:2] '+' using (0):(k) every ::0::0 with points pt 7 ps 0.6 lc rgb '#0072b2', \
         for [c = 0:3] '+' using (c % 2 - 0.5):(int(c / 2) - 0.5) every ::0::0 with points pt 7 ps 1.1 lc rgb '#d55e00', \
         '+' using (qx):(qy) every ::0::0 with points pt 2 ps 1.5 lw 2 lc rgb '#000000'
  }
}
unset multiplot
