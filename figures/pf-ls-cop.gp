# Chapter 10: the CoP and the point c_s of zero force (the paper's Fig.
# 16).  The gradient line (21 cells on x = 0, heaviest at the top) turns at
# 1 rad/s about a centre of rotation moved up the line through the CoP;
# the steady Coulomb force f_x (mu = 1, fn = 1) of the cells and of the
# bilinear rule.  It vanishes where the load above the CoR equals the load
# below, c_s (pf-cs-linegrad.txt: the bilinear rule's zero), not at the CoP
# (pf-constants.txt), the load's mean.
# data: pf-cor-linegrad.txt pf-cs-linegrad.txt pf-constants.txt
load 'figures/style.gp'
file = datadir.'pf-cor-linegrad.txt'
stats datadir.'pf-cs-linegrad.txt' every ::1 using (cs = $2 * 1000, 0) nooutput
stats datadir.'pf-constants.txt' every ::4::4 using (cop = $4 * 1000, 0) nooutput
set xlabel lab('centre of rotation, $y$ [mm]', 'centre of rotation, y [mm]')
set ylabel lab('force $F_x/(\mu_C f_n)$', 'force F_x / (μ_C f_n)')
set xrange [-12:12]
set yrange [-1.1:1.1]
set xtics -10, 2, 10
set key bottom left samplen 2 spacing 1.2 box opaque
set arrow 1 from cop, -1.1 to cop, 1.1 nohead ls 4 lw 1.5
set arrow 2 from cs, -1.1 to cs, 1.1 nohead ls 4 lw 1.5 lc rgb '#009e73'
set label 1 lab('CoP', 'CoP') at cop, 0.75 right offset -0.5, 0
set label 2 lab('$c_s$', 'c_s') at cs, 0.75 left offset 0.5, 0
plot file using ($1 * 1000):2 every ::1 with lines ls 1 title lab('cells', 'cells'), \
     file using ($1 * 1000):5 every ::1 with lines ls 2 lw 1.5 title lab('bilinear rule', 'bilinear rule')
