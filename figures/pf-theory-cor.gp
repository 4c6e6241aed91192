# Chapter 10: the steps of the discretised steady state (the paper's Figs.
# 10-11).  The line contact (21 cells on x = 0) turns at 1 rad/s about a
# centre of rotation moved up along the line; the steady Coulomb force f_x
# (mu = 1, fn = 1) from the cells alone jumps by 2/21 each time the CoR
# crosses a cell centre; the authors' bilinear rule (eq. 23) joins the
# steps.  planar-friction --show cor --shape line: cor_y fx fy tau fx_bl
# fy_bl tau_bl.
# data: pf-cor-line.txt
load 'figures/style.gp'
file = datadir.'pf-cor-line.txt'
set xlabel lab('centre of rotation, $y$ [mm]', 'centre of rotation, y [mm]')
set ylabel lab('force $F_x/(\mu_C f_n)$', 'force F_x / (μ_C f_n)')
set xrange [-12:12]
set yrange [-1.1:1.1]
set xtics -10, 2, 10
set key top right samplen 2 spacing 1.2 box opaque
# the line's ends
set arrow 1 from -10, -1.1 to -10, 1.1 nohead ls 4 lw 1
set arrow 2 from 10, -1.1 to 10, 1.1 nohead ls 4 lw 1
plot file using ($1 * 1000):2 every ::1 with lines ls 1 title lab('cells', 'cells'), \
     file using ($1 * 1000):5 every ::1 with lines ls 2 lw 1.5 title lab('bilinear rule', 'bilinear rule')
