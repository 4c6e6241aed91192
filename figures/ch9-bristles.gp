# Chapter 9: the LuGre bristle model (after Canudas de Wit et al. 1995,
# Fig. 1).  Fixed geometry, not to scale: the lower surface carries elastic
# bristles whose tips touch the body above; the body slides at v, the
# bristles bend along v, and z is their mean deflection.  The friction force
# on the body is -f, f = (sigma0 z + sigma1 dz/dt + sigma2 v) fn.
# data:
load 'figures/style.gp'
unset grid; unset key
set border 0; unset tics
set size ratio -1
set xrange [-6.2:6.2]; set yrange [-1.1:3.9]
set lmargin 0; set rmargin 0; set tmargin 0; set bmargin 0
# the surfaces: the fixed one below, the body above
set object 1 rect from -6, -1 to 6, 0 fs solid 0.25 noborder fc rgb '#777777' behind
set object 2 rect from -4.5, 1.5 to 4.5, 3.2 fs solid 0.15 border lc rgb '#0072b2' fc rgb '#0072b2' behind

set label 2 lab('\small body, normal force $f_n$', 'body, normal force f_n') at 0, 2.45 center front
# bristle k: anchored at xa(k), its tip moved along v by dz(k); the shape of
# a bent cantilever, x = xa + dz s^2 (3 - s) / 2 at height 1.5 s
nb = 14
xa(k) = -4.3 + 0.6 * k
dz(k) = 0.45 + 0.25 * sin(2.3 * k) + 0.15 * cos(5.1 * k)
set arrow 1 from 0, 3.55 to 2.2, 3.55 head filled size 0.3, 25 lc rgb '#000000' lw 2
set label 3 lab('$v$', 'v') at 2.35, 3.55 left
# the mean deflection z, measured at the tips' height
zm = 0.45
set arrow 2 from -5.35, 1.5 to -5.35 + zm, 1.5 heads filled size 0.12, 30 lc rgb '#d55e00' lw 1.5
set label 4 lab('$z$', 'z') at -5.35 + zm / 2, 1.15 center tc rgb '#d55e00'
set arrow 3 from -5.35, 0 to -5.35, 1.5 nohead dt 2 lc rgb '#d55e00' lw 1
set arrow 4 from -5.35 + zm, 0 to -5.35 + zm, 1.5 nohead dt 2 lc rgb '#d55e00' lw 1
# the force on the body, against v
set arrow 5 from -4.6, 2.35 to -5.9, 2.35 head filled size 0.3, 25 lc rgb '#d55e00' lw 2
set label 5 lab('$-f$', '-f') at -5.25, 2.75 center tc rgb '#d55e00'
set label 6 lab('\small fixed surface; each bristle a spring $\sigma_0$ and a damper $\sigma_1$ (per unit $f_n$)', \
    'fixed surface; each bristle a spring σ0 and a damper σ1 (per unit f_n)') at 0, -0.5 center front
plot for [k=0:nb-1] [s=0:1:0.02] '+' using (xa(k) + dz(k) * s**2 * (3 - s) / 2):(1.5 * s) \
        with lines lc rgb '#333333' lw 2, \
     for [k=0:nb-1] [s=1:1:1] '+' using (xa(k) + dz(k)):(1.5) with points pt 7 ps 0.5 lc rgb '#333333'
