# Chapter 5: Coulomb's circular cone and the friction pyramids D = F A of
# n_d = 4 and n_d = 8 directions (the notes on Coulomb friction pp. 5-6, Example 5.1), in the space of the
# contact force (f_x, f_y along t, o; f_n along n).  The directions d_j
# (columns of D, in the tangent plane) and the pyramid's edges through the
# vertices mu f_n d_j at the normal force f_n = m g are
# friction-cone --show polygon's (--nd 4, --nd 8); f_n is the normal force
# of the first step of the run (cone-path-4.txt, column fn), so mu is
# |mu f_n d_1| / f_n.  The circular cone (grey) is drawn up to the same f_n.
# data: cone-polygon.txt cone-pyramid-8.txt cone-path-4.txt
load 'figures/style.gp'
stats datadir.'cone-path-4.txt' every ::2::2 using 7 nooutput prefix "S"
FN = S_min
unset border; unset tics; unset grid; unset key
set view 66, 28, 1.9
set view equal xyz
set xyplane at 0
set urange [0:2 * pi]
set vrange [0:1]
set samples 100
set isosamples 2
set multiplot layout 1, 2
do for [panel=1:2] {
    unset parametric; set autoscale   # stats counts only values inside the ranges
    file = datadir.(panel == 1 ? 'cone-polygon.txt' : 'cone-pyramid-8.txt')
    stats file using 1 nooutput prefix "J"
    nd = int(J_max)
    array DX[nd]; array DY[nd]; array FX[nd]; array FY[nd]
    stats file skip 1 using (DX[int($1)] = $2, DY[int($1)] = $3, FX[int($1)] = $5, FY[int($1)] = $6, 0) nooutput
    R = sqrt(FX[1]**2 + FY[1]**2)            # mu f_n
    H = FN
    L = 1.45 * R
    set xrange [-L:L]; set yrange [-L:L]; set zrange [0:1.5 * H]
    unset label; unset arrow
    set label 7 sprintf(latex ? '$n_d = %d$' : 'n_d = %d', nd) at screen 0.5 * panel - 0.42, 0.9 left front
    # The axes of the contact frame at the contact point.
    set arrow 1 from 0, 0, 0 to 0, 0, 1.45 * H head size 0.06 * R, 20 lc rgb '#009e73' lw 2
    set label 1 lab('$\hat n$, $f_n$', 'n, f_n') at 0, 0, 1.45 * H left offset 0.5, 0 front tc rgb '#009e73'
    # The directions d_j (columns of D = F A), short, in the tangent plane.
    do for [j=1:nd] {
        set arrow 10 + j from 0, 0, 0 to 0.55 * R * DX[j], 0.55 * R * DY[j], 0 head size 0.05 * R, 20 lc rgb '#d55e00' lw 1.5 front
    }
    set label 3 lab('$\hat d_1 = \hat t$', 'd_1 = t') at 0.62 * R, 0, 0 left offset 0.3, -0.6 front tc rgb '#d55e00'
    set label 4 sprintf(latex ? '$\hat d_{%d} = \hat o$' : 'd%d = o', nd / 4 + 1) at 0, 0.62 * R, 0 left offset 0.2, 0.2 front tc rgb '#d55e00'
    # The pyramid's edges and its section at f_n (the polygon of Example 5.1).
    do for [j=1:nd] {
        k = j % nd + 1
        set arrow 40 + j from 0, 0, 0 to FX[j], FY[j], H nohead lc rgb '#0072b2' lw 2
        set arrow 60 + j from FX[j], FY[j], H to FX[k], FY[k], H nohead lc rgb '#0072b2' lw 2.5
    }
    set label 5 lab('$\mu f_n \hat d_1$', 'μ f_n d_1') at FX[1], FY[1], H left offset 0.4, 0 front tc rgb '#0072b2'
    set label 6 lab('$|f_t| = \mu f_n$', '|f_t| = μ f_n') at R * cos(0.9 * pi), R * sin(0.9 * pi), H right offset -1.2, 0.3 front tc rgb '#555555'
    # The circular cone: its section at f_n and a few generators.
    set parametric
    splot R * cos(u), R * sin(u), H with lines lc rgb '#777777' lw 1.5 dt 2, \
          for [g=0:11] v * R * cos(g * pi / 6 + pi / 12), v * R * sin(g * pi / 6 + pi / 12), v * H with lines lc rgb '#bbbbbb' lw 0.8
}
unset multiplot
