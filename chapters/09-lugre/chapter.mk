# Chapter 9: the program runs the report uses (see the Makefile's "run").
# The Stribeck curve: Euler (dt 1e-5 is below 2 g/(sigma0 v) up to v = 0.1).
$(call run, lg-steady-p1,     lugre --integrator euler)
$(call run, lg-steady-p0,     lugre --pset 0 --integrator euler)
# The same with CVODE at --show steady's own tolerances; at v = 0.1 with the
# paper's (refused: the row is not the steady state), and with atol 1e-12.
$(call run, lg-steady-cvode,  lugre --points 4 --vmin 1e-4 --vmax 0.1)
$(call run_status, lg-steady-paper, lugre --points 1 --vmin 0.1 --atol 1e-8 --rtol 1e-6)
$(call run_status, lg-steady-tight, lugre --points 1 --vmin 0.1 --atol 1e-12 --rtol 1e-6)
# Presliding: the stiffness, then loops of growing amplitude.
# CVODE tight (z ~ 1e-9 m, the slip ~ 4e-13 m), and Euler at its default
# h = 1e-5 (7 % off in the slip); the slip 1 - f / (sigma0 x fn) of the
# turning point's row, with p = 1's sigma0 = 1e6 and fn = 1.
LG_SLIP = NR == 3 { print "slip"; printf "%.6g\n", 1 - $$3 / (1e6 * $$2) }
$(call run, lg-pre-stiff,     lugre --show presliding --xa 1e-9 --t 0.25 --dtout 0.25 --atol 1e-22 --rtol 1e-12)
$(call run, lg-pre-stiff-euler, lugre --show presliding --integrator euler --xa 1e-9 --t 0.25 --dtout 0.25)
$(call run_awk, lg-pre-stiff-slip, lugre --show presliding --xa 1e-9 --t 0.25 --dtout 0.25 --atol 1e-22 --rtol 1e-12, LG_SLIP)
$(call run_awk, lg-pre-stiff-euler-slip, lugre --show presliding --integrator euler --xa 1e-9 --t 0.25 --dtout 0.25, LG_SLIP)
$(call run, lg-pre-1,         lugre --show presliding --xa 2.5e-7 --atol 1e-18 --rtol 1e-10)
$(call run, lg-pre-2,         lugre --show presliding --xa 5e-7 --atol 1e-18 --rtol 1e-10)
$(call run, lg-pre-3,         lugre --show presliding --xa 1e-6 --atol 1e-18 --rtol 1e-10)
$(call run, lg-pre-4,         lugre --show presliding --xa 2e-6 --atol 1e-18 --rtol 1e-10)
# Frictional lag: the rows where v has turned (t = 0.75) and where f follows.
LG_LAG = NR == 1 || $$1 == 0.75 || ($$1 >= 0.895 && $$1 <= 0.898)
$(call run_awk, lg-lag,       lugre --show presliding --xa 2e-6 --atol 1e-18 --rtol 1e-10 --dtout 0.001, LG_LAG)
# Passivity on the stick-slip run (rows every 0.5 ms): the largest |v|, the
# rows with sigma1 |v| > 4 mu(v) (1 + sigma2/sigma1), and the least dissipation rate
# v f - sigma0 fn z z' (p = 1: sigma0 1e6, sigma1 800, mu(v) = 1 + 0.2 exp(-(v/1e-3)^2), fn 1).
LG_PASSIVE = BEGIN { q = 1e30 } NR > 1 { v = $$3; a = v < 0 ? -v : v; mu = 1 + 0.2 * exp(-(v / 1e-3) ^ 2); \
    zd = v - 1e6 * a * $$5 / mu; d = v * $$4 - 1e6 * $$5 * zd; if (d < q) q = d; if (a > vm) vm = a; if (800 * a > 4 * mu * (1 + 0.2 / 800)) n++ } \
    END { print "rows vmax above qmin"; printf "%d %.4g %d %.3g\n", NR - 1, vm, n, q }
$(call run_awk, lg-passive,   lugre --show stickslip --atol 1e-12 --rtol 1e-8 --t 2 --dtout 0.0005, LG_PASSIVE)
# Stick-slip: LuGre (CVODE, tight), Coulomb (chapter 4's LCP step), sigma1.
$(call run, lg-ss-lugre,      lugre --show stickslip --atol 1e-12 --rtol 1e-8)
$(call run, lg-ss-coulomb,    lugre --show stickslip --model coulomb --h 1e-3)
$(call run, lg-ss-s0,         lugre --show stickslip --sigma1 0 --atol 1e-12 --rtol 1e-8 --t 2 --dtout 0.0005)
$(call run, lg-ss-s800,       lugre --show stickslip --atol 1e-12 --rtol 1e-8 --t 2 --dtout 0.0005)
# Break-away against the force rate k_s v_p (0.1 to 100 N/s): the largest
# friction force before the first slip (the first peak of f), p = 1 and p = 0.
LG_BREAK = NR > 1 { if ($$4 > m) m = $$4; else if ($$4 < m - 0.01) exit } END { print "fmax"; printf "%.6g\n", m }
LG_SS = lugre --show stickslip --atol 1e-12 --rtol 1e-8
$(call run_awk, lg-break-0.1,   $(LG_SS) --vp 0.001 --t 24 --dtout 0.006, LG_BREAK)
$(call run_awk, lg-break-1,     $(LG_SS) --vp 0.01 --t 2.4 --dtout 0.0006, LG_BREAK)
$(call run_awk, lg-break-10,    $(LG_SS) --vp 0.1 --t 0.24 --dtout 6e-05, LG_BREAK)
$(call run_awk, lg-break-100,   $(LG_SS) --vp 1 --t 0.024 --dtout 6e-06, LG_BREAK)
$(call run_awk, lg-break0-0.1,  $(LG_SS) --pset 0 --vp 0.001 --t 24 --dtout 0.006, LG_BREAK)
$(call run_awk, lg-break0-100,  $(LG_SS) --pset 0 --vp 1 --t 0.024 --dtout 6e-06, LG_BREAK)
# Drift: LuGre against elasto-plastic (z ~ 1e-7 m: atol 1e-14).
$(call run, lg-drift-lugre,   lugre --show drift --atol 1e-14)
$(call run, lg-drift-ep,      lugre --show drift --model ep --atol 1e-14)
# Explicit Euler around the sticking bound 8.002e-4 s (above: refused), and CVODE.
$(call run, lg-euler-below,   lugre --show drift --model ep --integrator euler --h 7.8e-4 --t 0.6 --every 1)
$(call run, lg-euler-cvode,   lugre --show drift --model ep --atol 1e-14 --t 0.6 --dtout 0.002)
$(call run_status, lg-euler-msg,   lugre --show drift --model ep --integrator euler --h 8.2e-4 --t 0.82 --every 100)
# What it costs: CVODE against explicit Euler.
$(call run, lg-cost-drift,    lugre --show cost)
$(call run, lg-cost-ss,       lugre --show cost --case stickslip)
# Exercises.
$(call run, lg-ex-steady,     lugre --integrator euler --points 1 --vmin 0.002 --fn 5)
$(call run, lg-ex-min,        lugre --show steady --vmin 0.0025 --vmax 0.0035 --points 11)
$(call run, lg-ex-bound,      lugre --integrator euler --points 1 --vmin 0.02 --h 9.5e-5)
$(call run_status, lg-ex-bound-above, lugre --integrator euler --points 1 --vmin 0.02 --h 1.05e-4)
$(call run_status, lg-ex-sigma1-above, lugre --show drift --model ep --integrator euler --sigma1 400 --h 4.2e-4 --t 1.68 --dtout 1.68)
$(call run, lg-ex-sigma1-below, lugre --show drift --model ep --integrator euler --sigma1 400 --h 3.8e-4 --t 1.52 --dtout 1.52)
