# Chapter 10: the normalised limit surface of the gradient line (the
# paper's Fig. 15), the table of the reduced model: planar-friction --show
# limit-surface --model red --shape linegrad (N = 21, N_LS = 20; r i theta
# phi vx vy omega hx hy htau, i running fastest).  The wire mesh joins the
# nodes along theta (fixed i, every 5th) and along phi (fixed r, every
# 2nd).  The table holds the twists with omega >= 0, whose friction torque
# is negative; drawn is the half of the surface above the plane, the
# wrenches -(h_x, h_y, h_tau) of the opposite twists (eta(-v) = -eta(v)).
# data: pf-ls-linegrad-20.txt
load 'figures/style.gp'
file = datadir.'pf-ls-linegrad-20.txt'
nls = 20
n = nls + 1
unset grid
set border 4095 lw 0.5 lc rgb '#999999'
set view 62, 32, 1.45, 1.25
set margins 0, 0, 0, 0
set view equal xyz
set xrange [-1:1]; set yrange [-1:1]; set zrange [0:1]
set xyplane at 0
set xtics -1, 1, 1 offset 0, -0.3; set ytics -1, 1, 1; set ztics 0, 1, 1
set xlabel lab('$\eta_x$', 'η_x') offset 0, -1
set ylabel lab('$\eta_y$', 'η_y') offset 1, -0.5
set zlabel lab('$\eta_\tau$', 'η_τ') offset 5, 0
set palette defined (0 '#0072b2', 1 '#d55e00')
unset colorbox
splot for [r = 0:4 * nls:2] file every ::(1 + r * n)::(r * n + n) using (-$8):(-$9):(-$10):(-$10) with lines lc palette lw 1, \
      for [i = 0:nls:5] file every n::(1 + i) using (-$8):(-$9):(-$10):(-$10) with lines lc palette lw 1.5, \
      file every ::1::1 using (-$8):(-$9):(-$10) with points pt 7 ps 1.2 lc rgb '#000000'
