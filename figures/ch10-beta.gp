# Chapter 10: the direction factor of the planar elasto-plastic bristle
# (the paper's Fig. 7).  Fixed geometry: the unit bristle deflection z_hat
# and the unit slip v_hat of a cell at an angle; the projection
# v_hat . z_hat = cos angle, and beta = alpha (1 + cos angle) / 2 against it
# (right): 1 when the cell slides along its bristle, 0 when against it.
# data:
load 'figures/style.gp'
psi = 1.0
set multiplot layout 1, 2 margins 0.04, 0.97, 0.17, 0.95 spacing 0.1
unset grid; unset key
set border 0; unset tics
set size ratio -1
set xrange [-0.35:1.25]; set yrange [-0.3:1.0]
set arrow 1 from 0, 0 to 1, 0 head filled size 0.05, 20 lc rgb '#0072b2' lw 2.5
set arrow 2 from 0, 0 to cos(psi), sin(psi) head filled size 0.05, 20 lc rgb '#d55e00' lw 2.5
set arrow 3 from cos(psi), sin(psi) to cos(psi), 0 nohead dt 2 lc rgb '#333333' lw 1
set arrow 4 from 0, -0.12 to cos(psi), -0.12 heads size 0.03, 30 lc rgb '#333333' lw 1
set label 1 lab('$\hat z_i$', 'z_i') at 1, 0 left offset 0.5, 0
set label 2 lab('$\hat v_i$', 'v_i') at cos(psi), sin(psi) left offset 0.5, 0.3
set label 3 lab('$\cos\angle(v_i, z_i)$', 'cos ∠(v_i, z_i)') at cos(psi) / 2, -0.12 center offset 0, -0.8
set label 4 lab('$\angle(v_i, z_i)$', '∠(v_i, z_i)') at 0.3 * cos(psi / 2), 0.3 * sin(psi / 2) left offset 0.3, 0
set parametric
set trange [0:psi]
plot 0.25 * cos(t), 0.25 * sin(t) with lines lc rgb '#333333' lw 1
unset parametric
unset arrow; unset label
set border 3; set tics nomirror out scale 0.6
set size noratio
set xrange [0:pi]; set yrange [0:1.05]
set xtics nomirror ('0' 0, '90°' pi / 2, '180°' pi)
set ytics nomirror 0.5
set xlabel lab('angle $\angle(v_i, z_i)$ between slip and bristle', 'angle ∠(v_i, z_i) between slip and bristle')
set ylabel lab('$\beta_i/\alpha$', 'β_i/α')
set grid
plot (1 + cos(x)) / 2 with lines ls 1
unset multiplot
