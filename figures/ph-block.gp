# Chapter 8: the phantom-inertia variables of one friction direction, on
# the block of the ramp (phantom-inertia --h 0.05 --t 0.8: m = 1, mu = 0.5,
# g = 9.81, c = 10, k = 4, rho = 1).  Top: sticking at t = 0.3 (data row
# 6 from 0); bottom: sliding at t = 0.8 (row 16).  The push F and the
# friction force lambda_t = ft (arrows to scale, 0.3 units per N), the
# directions +d_1 and -d_1, the acceleration kappa_1+ d_1 (0.3 units per
# m/s^2), and the values of kappa_1+-, sigma_1+- printed by the program.
# data: ph-ramp-short.txt
load 'figures/style.gp'
file = datadir.'ph-ramp-short.txt'
# columns: t F ft v kappa_plus kappa_minus sigma_plus sigma_minus
array T[2]; array F[2]; array FT[2]; array V[2]; array KP[2]; array KM[2]; array SP[2]; array SM[2]
rows = '6 16'
do for [i = 1:2] {
    r = int(word(rows, i))
    stats file skip 1 every ::r::r using (T[i] = $1, F[i] = $2, FT[i] = $3, V[i] = $4, \
        KP[i] = $5, KM[i] = $6, SP[i] = $7, SM[i] = $8, 0) nooutput
    if (STATS_records != 1) { print file.': no row '.r; exit status 1 }
}
if (T[1] != 0.3 || T[2] != 0.8) { print file.': rows 6 and 16 are not t = 0.3 and 0.8'; exit status 1 }
# mu lambda_n from the sticking row (sigma_1+ + sigma_1- = 2 mu lambda_n),
# rho from the sliding row (sigma_1+ = 2 mu lambda_n + rho kappa_1+)
mln = (SP[1] + SM[1]) / 2
rho = (SP[2] - 2 * mln) / KP[2]
unset border; unset tics; unset grid; unset key
set xrange [-7:7]
set yrange [-2.4:2.4]
s = 0.3   # length per N and per m/s^2
fmt(x) = sprintf('%.5g', x)
set multiplot layout 2,1
do for [i = 1:2] {
    unset arrow; unset object; unset label
    set title (i == 1 ? lab(sprintf('sticking, $t = %g$ s, $F = %g$ N', T[i], F[i]), \
                            sprintf('sticking, t = %g s, F = %g N', T[i], F[i])) \
                      : lab(sprintf('sliding, $t = %g$ s, $F = %g$ N', T[i], F[i]), \
                            sprintf('sliding, t = %g s, F = %g N', T[i], F[i])))
    # the plane and the block
    set arrow 1 from -6.5, 0 to 6.5, 0 nohead lc rgb '#333333' lw 2
    set object 1 rect from -1, 0 to 1, 1.3 fc rgb '#e8eef6' fs solid border lc rgb '#0072b2' lw 2
    # the push F at the block's side, the friction force (on the block, from the plane) under it
    set arrow 2 from 1, 0.65 to 1 + s * F[i], 0.65 head filled size screen 0.012, 25 lc rgb '#d55e00' lw 2
    set label 2 lab('$F$', 'F') at 1 + s * F[i] + 0.15, 0.65 left tc rgb '#d55e00'
    set arrow 3 from 0, -0.5 to s * FT[i], -0.5 head filled size screen 0.012, 25 lc rgb '#009e73' lw 2
    set label 3 lab(sprintf('$\lambda_t = %s$', fmt(FT[i])), sprintf('λ_t = %s', fmt(FT[i]))) \
        at s * FT[i] - 0.15, -0.5 right tc rgb '#009e73'
    # the friction bound: |d_1' lambda_t| <= mu lambda_n, a light band on the plane
    set arrow 10 from -s * mln, 0 to s * mln, 0 nohead ls 6 back
    # the two senses of direction 1, under the plane
    set arrow 4 from 0, -1.25 to 1.6, -1.25 head size screen 0.01, 25 lc rgb '#333333' lw 1.5
    set arrow 5 from 0, -1.25 to -1.6, -1.25 head size screen 0.01, 25 lc rgb '#333333' lw 1.5
    set label 4 lab('$+\hat d_1$', '+d_1') at 1.75, -1.25 left
    set label 5 lab('$-\hat d_1$', '−d_1') at -1.75, -1.25 right
    # the acceleration kappa_1+ d_1 - kappa_1- d_1 on top of the block
    if (KP[i] - KM[i] != 0) {
        set arrow 6 from 0, 1.65 to s * (KP[i] - KM[i]), 1.65 head filled size screen 0.012, 25 lc rgb '#cc79a7' lw 2
        set label 6 lab('$\dot v_x = \kappa_{1+} - \kappa_{1-}$', 'v′_x = κ_{1+} − κ_{1−}') at s * (KP[i] - KM[i]) + 0.15, 1.65 left tc rgb '#cc79a7'
    } else {
        set label 6 lab('$\dot v_x = 0$', 'v′_x = 0') at 0, 1.75 center tc rgb '#cc79a7'
    }
    # the values of the direction's pair
    set label 7 lab(sprintf('$\kappa_{1+} = %s$,\ \ $\kappa_{1-} = %s$', fmt(KP[i]), fmt(KM[i])), \
                    sprintf('κ_{1+} = %s,  κ_{1−} = %s', fmt(KP[i]), fmt(KM[i]))) at -6.5, -2.05 left
    set label 8 lab(sprintf('$\sigma_{1+} = %s$,\ \ $\sigma_{1-} = %s$', fmt(SP[i]), fmt(SM[i])), \
                    sprintf('σ_{1+} = %s,  σ_{1−} = %s', fmt(SP[i]), fmt(SM[i]))) at 1.0, -2.05 left
    set label 9 lab(sprintf('$\rho = %s$, $\mu\lambda_n = %s$', fmt(rho), fmt(mln)), \
                    sprintf('ρ = %s, μλ_n = %s', fmt(rho), fmt(mln))) at -6.5, 1.2 left
    plot NaN notitle
}
unset multiplot
