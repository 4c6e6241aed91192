# Chapter 4: the friction cone and the slack variable (the notes on Coulomb
# friction pp. 1-4, on the particle pp. 13-18; Examples 4.1-4.4).  Left: the plane (lambda_t, lambda_n), the cone
# |lambda_t| <= mu lambda_n with its three parts: the left edge (sliding
# right: alpha1 = mu lambda_n, s = v_t), the right edge (sliding left:
# alpha2 = mu lambda_n, s = -v_t), the inside (sticking: s = 0); Ex. 4.1-4.3
# placed at lambda_t = alpha2 - alpha1 and lambda_n = f_n as
# slack-friction --show cone prints them, Ex. 4.3's whole solution set (the
# segment |lambda_t| <= mu f_n) and Ex. 4.4's degenerate case f_n = 0 at the apex
# (--fn 0).  Right: the same cases against the sliding velocity v_t: the
# friction force lambda_t (Coulomb's law, a graph with a vertical segment at
# v_t = 0) and the slack s = |v_t|.  The lines are the law for the run's
# mu f_n; the points are the program's.
# data: sf-cone.txt sf-cone-fn0.txt
load 'figures/style.gp'
f = datadir.'sf-cone.txt'
array VT[3]; array A1[3]; array A2[3]; array S[3]; array LT[3]
i = 0
stats f skip 1 using (i = i + 1, VT[i] = $2, MU = $3, FN = $4, A1[i] = $5, A2[i] = $6, S[i] = $7, LT[i] = $8, 0) nooutput
if (i != 3) { print f.': expected the three cases slide-right, slide-left, stick'; exit status 1 }
j = 0
stats datadir.'sf-cone-fn0.txt' skip 1 using (j = j + 1, j == 3 ? (FN0 = $4, LT0 = $8, S0 = $7) : 0, 0) nooutput
R = MU * FN                      # the edge of the cone at f_n: mu f_n
TOP = 1.95 * FN                  # the cone is drawn up to lambda_n = TOP
c1 = '#d55e00'; c2 = '#0072b2'; c3 = '#009e73'

set multiplot
# ---- left: the cone in the force plane
set size 0.63, 1; set origin 0, 0
set title lab('the cone in the force plane', 'the cone in the force plane')
set xlabel lab('friction force $\lambda_t = \alpha_2 - \alpha_1$ (N)', 'friction force λ_t = α_2 − α_1 (N)')
set ylabel lab('normal force $\lambda_n$ (N)', 'normal force λ_n (N)')
XR = 4.6 * R
set xrange [-XR:XR]
set yrange [0:2.0 * FN]
set xtics 2 * R
set ytics FN
# The inside (sticking), a polygon inside the ranges.
set object 1 polygon from 0,0 to -MU * TOP,TOP to MU * TOP,TOP to 0,0 fc rgb '#e6f2ea' fs solid 1.0 noborder back
sm(t) = latex ? '\small '.t : t
set label 1 sm(lab('sticking,', 'sticking,')) at 0, 1.86 * FN center front
set label 2 sm(lab('$v_t = 0$, $s = 0$,', 'v_t = 0, s = 0,')) at 0, 1.74 * FN center front
set label 3 sm(lab('$\alpha_1 + \alpha_2 \le \mu\lambda_n$', 'α_1 + α_2 ≤ μλ_n')) at 0, 1.62 * FN center front
# The edges' labels, three lines each, beside the edge (at |lambda_t| = mu y).
ey(k) = (0.54 - 0.12 * k) * FN
ex(k) = MU * ey(k) + 0.3 * R
set label 4 sm(lab('sliding right, $v_t > 0$:', 'sliding right, v_t > 0:')) at -ex(0), ey(0) right front
set label 5 sm(lab('$\alpha_1 = \mu\lambda_n$, $\alpha_2 = 0$,', 'α_1 = μλ_n, α_2 = 0,')) at -ex(1), ey(1) right front
set label 6 sm(lab('$s = v_t$', 's = v_t')) at -ex(2), ey(2) right front
set label 7 sm(lab('sliding left, $v_t < 0$:', 'sliding left, v_t < 0:')) at ex(0), ey(0) left front
set label 8 sm(lab('$\alpha_2 = \mu\lambda_n$, $\alpha_1 = 0$,', 'α_2 = μλ_n, α_1 = 0,')) at ex(1), ey(1) left front
set label 9 sm(lab('$s = -v_t$', 's = −v_t')) at ex(2), ey(2) left front
# The program's solutions z = (alpha1, alpha2, s), as a small table.
fmt(w, a, b, s) = sm(sprintf(latex ? '%s: $(%g, %g, %g)$' : '%s: (%g, %g, %g)', w, a, b, s))
set label 10 sm(lab('$z = (\alpha_1, \alpha_2, s)$', 'z = (α_1, α_2, s)')) at 2.15 * R, 1.9 * FN left front
set label 11 fmt('Ex. 4.1', A1[1], A2[1], S[1]) at 2.15 * R, 1.76 * FN left front
set label 12 fmt('Ex. 4.2', A1[2], A2[2], S[2]) at 2.15 * R, 1.62 * FN left front
set label 13 fmt('Ex. 4.3', A1[3], A2[3], S[3]) at 2.15 * R, 1.48 * FN left front
set label 14 sm(lab('Ex. 4.4: $\lambda_n = 0$, $\alpha = 0$, $s \ge |v_t|$', 'Ex. 4.4: λ_n = 0, α = 0, s ≥ |v_t|')) at LT0, FN0 left offset 1.0, 0.5 front
set label 15 'Ex. 4.1' at LT[1], FN right offset -0.6, 0.6 front
set label 16 'Ex. 4.2' at LT[2], FN left offset 0.6, 0.6 front
set label 17 'Ex. 4.3' at LT[3], FN center offset 0, 0.9 front
set key noautotitle
plot '+' every ::0::0 using (0):(0):(-MU * TOP):(TOP) with vectors nohead lw 4 lc rgb c1, \
     '+' every ::0::0 using (0):(0):(MU * TOP):(TOP) with vectors nohead lw 4 lc rgb c2, \
     '+' every ::0::0 using (-R):(FN):(2 * R):(0) with vectors nohead lw 3 lc rgb c3 dt 2, \
     f skip 1 using 8:4 with points pt 7 ps 1.3 lc rgb '#000000', \
     datadir.'sf-cone-fn0.txt' skip 1 every ::2::2 using 8:4 with points pt 6 ps 1.6 lw 2 lc rgb '#000000'
# ---- right: the same cases against the sliding velocity
unset object 1
do for [k=1:17] { unset label k }
VM = 1.5 * abs(VT[1])
set size 0.37, 1; set origin 0.63, 0
set title lab('against the sliding velocity', 'against the sliding velocity')
set xlabel lab('sliding velocity $v_t$ (m/s)', 'sliding velocity v_t (m/s)')
set ylabel lab('$\lambda_t$ (N), $s$ (m/s)', 'λ_t (N), s (m/s)')
set xrange [-VM:VM]
set yrange [-1.4 * R:1.4 * R]
set xtics abs(VT[1])
set ytics R / 2
set key noautotitle
set label 21 lab('$\lambda_t$', 'λ_t') at -0.45 * VM, R offset 0, 0.7 center front tc rgb c2
set label 22 lab('$s$', 's') at 0.8 * VM, 0.8 * VM left offset 0.8, -0.3 front tc rgb c1
set xzeroaxis lt -1 lw 0.5
plot '+' every ::0::0 using (-VM):(R):(VM):(0) with vectors nohead lw 3 lc rgb '#777777' notitle, \
     '+' every ::0::0 using (0):(R):(0):(-2 * R) with vectors nohead lw 3 lc rgb '#777777' notitle, \
     '+' every ::0::0 using (0):(-R):(VM):(0) with vectors nohead lw 3 lc rgb '#777777' notitle, \
     '+' every ::0::0 using (-VM):(VM):(VM):(-VM) with vectors nohead lw 1.5 dt 2 lc rgb '#333333' notitle, \
     '+' every ::0::0 using (0):(0):(VM):(VM) with vectors nohead lw 1.5 dt 2 lc rgb '#333333' notitle, \
     f skip 1 using 2:8 with points pt 7 ps 1.3 lc rgb c2 notitle, \
     f skip 1 using 2:7 with points pt 5 ps 1.1 lc rgb c1 notitle
unset multiplot
