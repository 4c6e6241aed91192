# Chapter 4: the free-body diagram of the block on the 30-degree slope
# (mu = 0.5, m = 1, g = 9.81), drawn from the first step of
# sliding-block --example incline --theta 30: the pull down the slope
# (column drive, m g sin theta), the friction (ft, negative: up the slope)
# and the normal force (fn, m g cos theta).  The slope's angle and m g are
# computed from them: theta = atan2(drive, fn), m g = |(drive, fn)|.  The
# arrows are to scale (K units per newton); t = (cos theta, -sin theta)
# points down the slope, n = (sin theta, cos theta) out of it, as in the
# program.
# data: sb-incline-30.txt
load 'figures/style.gp'
file = datadir.'sb-incline-30.txt'
stats file skip 1 using ($1 == 1 ? (DRIVE = $3, FT = $4, FN = $5) : 0, 0) nooutput
TH = atan2(DRIVE, FN)
MG = sqrt(DRIVE**2 + FN**2)
deg = TH * 180 / pi
tx = cos(TH); ty = -sin(TH); nx = sin(TH); ny = cos(TH)
K = 0.12
unset border; unset tics; unset grid; unset key
set size ratio -1
X0 = -2.6; X1 = 2.9; Y0 = -1.6; Y1 = 1.55
set xrange [X0:X1]; set yrange [Y0:Y1]
# The wedge of the slope: its surface y = -tan(theta) x through the contact
# point C = (0, 0), down to the ground line at the bottom of the picture.
YG = -1.5
XR = -YG / tan(TH)             # where the surface meets the ground
XL = -2.5
set object 1 polygon from XL, -tan(TH) * XL to XR, YG to XL, YG to XL, -tan(TH) * XL \
    fc rgb '#e8e8e8' fs solid 1.0 border lc rgb '#999999' lw 1 back
# The block: a unit square on the surface, its bottom centre at C.
bx(s, u) = s * tx + u * nx
by(s, u) = s * ty + u * ny
set object 2 polygon from bx(-0.5, 0), by(-0.5, 0) to bx(0.5, 0), by(0.5, 0) \
    to bx(0.5, 1), by(0.5, 1) to bx(-0.5, 1), by(-0.5, 1) to bx(-0.5, 0), by(-0.5, 0) \
    fs empty border lc rgb '#333333' lw 1.5 front
GX = bx(0, 0.5); GY = by(0, 0.5)   # the centre of mass
c1 = '#0072b2'; c2 = '#d55e00'; c3 = '#009e73'
sm(t) = latex ? '\small '.t : t
# Gravity at the centre, and its parts along t and -n (dashed).
set arrow 1 from GX, GY to GX, GY - K * MG head size 0.08, 20 filled lc rgb '#333333' lw 2.5 front
set label 1 sm(sprintf(latex ? '$m g = %.4g$ N' : 'm g = %.4g N', MG)) at GX, GY - K * MG right offset -0.6, 0.3 front
set arrow 2 from GX, GY to GX + K * DRIVE * tx, GY + K * DRIVE * ty head size 0.06, 20 lc rgb '#333333' lw 1 dt 2 front
set label 2 sm(sprintf(latex ? '$m g\sin\theta = %.4g$ N' : 'm g sin θ = %.4g N', DRIVE)) \
    at GX + K * DRIVE * tx, GY + K * DRIVE * ty left offset 1.4, -0.3 front
set arrow 3 from GX, GY to GX - K * FN * nx, GY - K * FN * ny head size 0.06, 20 lc rgb '#333333' lw 1 dt 2 front
# The contact forces at C, drawn just outside the block's face.
OX = -0.06 * nx; OY = -0.06 * ny
set arrow 4 from 0, 0 to K * FN * nx, K * FN * ny head size 0.08, 20 filled lc rgb c1 lw 2.5 front
set label 4 sm(sprintf(latex ? '$f_n = m g\cos\theta = %.4g$ N' : 'f_n = m g cos θ = %.4g N', FN)) \
    at K * FN * nx, K * FN * ny left offset 0.5, 0.3 tc rgb c1 front
set arrow 5 from OX, OY to OX + K * FT * tx, OY + K * FT * ty head size 0.08, 20 filled lc rgb c2 lw 2.5 front
set label 5 sm(sprintf(latex ? 'friction $\mu f_n = %.4g$ N' : 'friction μ f_n = %.4g N', -FT)) \
    at OX + K * FT * tx, OY + K * FT * ty right offset -0.5, 0.4 tc rgb c2 front
set label 6 sm('C') at 0, 0 left offset 0.4, -0.7 front
set label 7 sm('G') at GX, GY left offset 0.4, 0.4 front
# The frame of the slope: t down it, n out of it, at a point of the surface.
PX = -1.7; PY = -tan(TH) * PX
set arrow 8 from PX, PY to PX + 0.55 * tx, PY + 0.55 * ty head size 0.06, 20 lc rgb c3 lw 2 front
set arrow 9 from PX, PY to PX + 0.55 * nx, PY + 0.55 * ny head size 0.06, 20 lc rgb c3 lw 2 front
set label 8 lab('$\hat t$', 't') at PX + 0.55 * tx, PY + 0.55 * ty left offset 0.2, -0.6 tc rgb c3 front
set label 9 lab('$\hat n$', 'n') at PX + 0.55 * nx, PY + 0.55 * ny right offset -0.5, 0.7 tc rgb c3 front
# The slope's angle at the foot of the wedge.
set label 10 sm(sprintf(latex ? '$\theta = %.0f^\circ$' : 'θ = %.0f°', deg)) at XR - 0.95, YG + 0.2 right front
plot sample [a=pi - TH:pi] '+' using (XR + 0.6 * cos(a)):(YG + 0.6 * sin(a)) with lines lc rgb '#333333' lw 1
