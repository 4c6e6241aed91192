# Chapter 10: a twist as a rotation about its centre of rotation (the
# paper's Fig. 3).  Fixed geometry, in units of the contact's radius: a disc
# contact with its CoP at the origin turns at omega > 0 about the CoR q;
# every patch at rho slides at v(rho) = omega z x (rho - q), across the line
# from q (eq. pf-patch-v), drawn at a grid of patches; one patch dA with its
# position rho and the lever rho - q.  The twist at the CoP is
# (vx, vy) = omega z x (0 - q) = omega (qy, -qx).
# data:
load 'figures/style.gp'
unset grid; unset key
set border 0; unset tics
set size ratio -1
set xrange [-1.25:2.05]; set yrange [-1.2:1.2]
set lmargin 0; set rmargin 0; set tmargin 0; set bmargin 0
qx = 1.35; qy = -0.45
sc = 0.12
set object 1 circle at 0, 0 size 1 fs solid 0.12 border lc rgb '#0072b2' fc rgb '#0072b2' behind
# the velocity of the patch at (x, y), scaled for drawing
ux(x, y) = -sc * (y - qy)
uy(x, y) = sc * (x - qx)
# the CoP, the CoR and one patch
ax = -0.45; ay = 0.55
set label 1 lab('CoP', 'CoP') at 0, 0 right offset -0.4, -0.6 front
set label 2 lab('CoR $q$', 'CoR q') at qx, qy left offset 0.6, -0.4 front
set label 3 lab('$\mathrm dA$', 'dA') at ax, ay right offset -0.5, 0.5 front
set label 4 lab('$\rho$', 'ρ') at ax / 2, ay / 2 left offset 0.4, 0.3 front
set label 5 lab('$\rho - q$', 'ρ - q') at (ax + qx) / 2, (ay + qy) / 2 left offset 0.3, 0.7 front
set label 6 lab('$v(\rho)$', 'v(ρ)') at ax + ux(ax, ay), ay + uy(ax, ay) right offset -0.3, -0.5 front tc rgb '#d55e00'
set label 7 lab('$(v_x, v_y)$', '(vx, vy)') at ux(0, 0), uy(0, 0) left offset 0.4, -0.2 front tc rgb '#d55e00'
set label 8 lab('$\omega$', 'ω') at qx + 0.42, qy + 0.35 left front
set arrow 1 from 0, 0 to ax, ay head filled size 0.06, 20 lc rgb '#333333' lw 1.2 front
set arrow 2 from qx, qy to ax, ay nohead dt 2 lc rgb '#333333' lw 1 front
set arrow 3 from ax, ay to ax + ux(ax, ay), ay + uy(ax, ay) head filled size 0.07, 20 lc rgb '#d55e00' lw 2.5 front
set arrow 4 from 0, 0 to ux(0, 0), uy(0, 0) head filled size 0.07, 20 lc rgb '#d55e00' lw 2.5 front
set parametric
set trange [-0.6 : 1.9]
plot 0.35 * cos(t) + qx, 0.35 * sin(t) + qy with lines lc rgb '#333333' lw 1.2, \
     '+' using (qx + 0.35 * cos(1.9)):(qy + 0.35 * sin(1.9)):(-0.08 * sin(1.9)):(0.08 * cos(1.9)) every ::0::0 \
        with vectors head filled size 0.06, 25 lc rgb '#333333' lw 1.2, \
     for [i = -3:3] for [j = -3:3] '+' using (0.28 * i):(0.28 * j):((0.28 * i) ** 2 + (0.28 * j) ** 2 < 0.95 ? \
        ux(0.28 * i, 0.28 * j) : 1/0):(uy(0.28 * i, 0.28 * j)) every ::0::0 \
        with vectors head filled size 0.035, 20 lc rgb '#0072b2' lw 1, \
     '+' using (0):(0) every ::0::0 with points pt 2 ps 1.5 lw 2 lc rgb '#000000', \
     '+' using (qx):(qy) every ::0::0 with points pt 7 ps 0.8 lc rgb '#000000', \
     '+' using (ax):(ay) every ::0::0 with points pt 5 ps 0.8 lc rgb '#333333'
