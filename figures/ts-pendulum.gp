# Chapter 1: the particle on the rod.  The positions of the first steps of
# the pendulum with a long step (pendulum --h 0.1 --steps 6: released
# horizontally from rest, L = 1 m, m = 1 kg), so that the drift |q| - L is
# large enough to see: the circle |q| = L, the rod to each position, at step
# 4 the direction J^T = q/|q| of the rod's force, the rod's pull and gravity,
# and at the last step the drift |q| - L along the rod.
# data: ts-pendulum.txt
load 'figures/style.gp'
file = datadir.'ts-pendulum.txt'
stats file skip 1 using 1 nooutput
N = int(STATS_records)
array X[N]; array Y[N]
stats file skip 1 using (X[int($1) + 1] = $3, Y[int($1) + 1] = $4, 0) nooutput
unset border; unset tics; unset grid
set size ratio -1
set xrange [-1.15:1.95]
set yrange [-1.45:0.15]
set label 2 lab('hinge', 'hinge') at 0, 0.08 center
# The rods and the step numbers.
do for [k = 1:N] {
    set arrow k from 0, 0 to X[k], Y[k] nohead lc rgb '#bbbbbb' lw 1 back
    set label 10 + k sprintf('%d', k - 1) at X[k] + 0.07, Y[k] - 0.06 left tc rgb '#555555'
}
# At step K: J^T = q/|q| (outward), the rod's force J^T p (the rod pulls,
# p < 0) and gravity.
K = 5
xk = X[K]; yk = Y[K]; rk = sqrt(xk**2 + yk**2); ex = xk / rk; ey = yk / rk
set arrow 30 from xk, yk to xk + 0.4 * ex, yk + 0.4 * ey head filled size 0.05, 20 lc rgb '#009e73' lw 2 front
set label 30 lab('$\mathbf J^T = \mathbf q^T\!/|\mathbf q|$', 'Jᵀ = q/|q|') at xk + 0.44 * ex, yk + 0.44 * ey left tc rgb '#009e73'
set arrow 31 from xk, yk to xk - 0.4 * ex, yk - 0.4 * ey head filled size 0.05, 20 lc rgb '#d55e00' lw 2 front
set label 31 lab('rod: $\mathbf J^T p$, $p < 0$', 'rod: Jᵀ p, p < 0') at xk - 0.4 * ex - 0.04, yk - 0.4 * ey + 0.03 right tc rgb '#d55e00'
set arrow 32 from xk, yk to xk, yk - 0.35 head filled size 0.05, 20 lc rgb '#333333' lw 2 front
set label 32 lab('$m g$', 'm g') at xk + 0.04, yk - 0.3 left
set label 10 + K sprintf(lab('%d: $\mathbf q = (x, y)$', '%d: q = (x, y)'), K - 1) at xk + 0.07, yk + 0.02 left tc rgb '#333333'
# At the last step: the drift along the rod, from the circle to the particle.
xn = X[N]; yn = Y[N]; rn = sqrt(xn**2 + yn**2)
set arrow 40 from xn / rn, yn / rn to xn, yn nohead lc rgb '#0072b2' lw 4 front
set label 40 lab(sprintf('$|\mathbf q| - L = %.2f$ m', rn - 1), sprintf('|q| − L = %.2f m', rn - 1)) \
    at xn - 0.06, yn + 0.12 right tc rgb '#0072b2'
set label 41 lab('$|\mathbf q| = L$', '|q| = L') at cos(1.2 * pi), sin(1.2 * pi) - 0.02 right tc rgb '#777777'
set label 42 lab('$L = 1$ m, $h = 0.1$ s', 'L = 1 m, h = 0.1 s') at 1.0, -1.38 left
plot sample [t=pi:2 * pi] '+' using (cos(t)):(sin(t)) with lines lc rgb '#999999' dt 2 lw 1.5, \
     [0:1] '+' using (0):(0) every ::0::0 with points pt 7 ps 1.2 lc rgb '#333333', \
     file skip 1 using 3:4 with points pt 7 ps 1.1 lc rgb '#0072b2'
