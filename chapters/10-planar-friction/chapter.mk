# Chapter 10: the program runs the report uses (see the Makefile's "run").
# The experiments' further figures (notes-4-experiments.md): the
# grip-force-dependent patterns (the paper's Fig. 33), one finger's friction
# at the end of each 0.01 s interval in case 1 (Fig. 28) and on those
# patterns (Fig. 35).  Each run under a second.
$(call run, pf-exp-pattern-scaled,      planar-experiment --show pattern --surface scaled)
$(call run, pf-exp-pattern-changing,    planar-experiment --show pattern --surface changing)
$(call run, pf-exp-far-forces-1,        planar-experiment --show slip-stick --case 1 --grip 1 --sample end)
$(call run, pf-exp-far-forces-2,        planar-experiment --show slip-stick --case 1 --grip 2 --sample end)
$(call run, pf-exp-far-forces-1-red,    planar-experiment --show slip-stick --case 1 --grip 1 --sample end --model red)
$(call run, pf-exp-far-forces-2-red,    planar-experiment --show slip-stick --case 1 --grip 2 --sample end --model red)
$(call run, pf-exp-surf-forces-scaled,       planar-experiment --show slip-stick --surface scaled --sample end)
$(call run, pf-exp-surf-forces-changing,     planar-experiment --show slip-stick --surface changing --sample end)
$(call run, pf-exp-surf-forces-scaled-red,   planar-experiment --show slip-stick --surface scaled --sample end --model red)
$(call run, pf-exp-surf-forces-changing-red, planar-experiment --show slip-stick --surface changing --sample end --model red)

# The six shapes at N = 21 and their constants (the authors' bilinear rule).
$(call run, pf-constants,     planar-friction --show constants --shape all)
# The first 0.1 s of the authors' Fig. 5 runs (tests/lugre/), both sets.
$(call run, pf-ref-p1,        planar-friction --show reference --reference tests/lugre/planar-dist-circle-p1-prefix.csv)
$(call run, pf-ref-p0,        planar-friction --show reference --pset 0 --reference tests/lugre/planar-dist-circle-p0-prefix.csv)
# The whole Fig. 5 run, circle and gradient line, a row every 0.01 s.
$(call run, pf-fig5-circle,   planar-friction --every 1000)
$(call run, pf-fig5-linegrad, planar-friction --shape linegrad --every 1000)
# A pure translation from a student's profile file: the steady force.
$(call run, pf-slide,         planar-friction --profile chapters/10-planar-friction/slide.txt --shape nonconvex2 --t 0.0101 --every 200)
# A translation too fast for explicit Euler at h = 1e-5: the steps are cut.
$(call run_status, pf-fast,   planar-friction --profile chapters/10-planar-friction/fast.txt --shape square --N 5 --t 0.02 --every 500)
# Part 2, the limit surface: the limit curves of four shapes at N = 101
# (the cells' steady state) and of the ellipsoid (Fig. 14), and the table's
# nodes of the gradient line at N_LS = 2.
$(call run, pf-lc-circle,     planar-friction --show limit-curve --shape circle --N 101)
$(call run, pf-lc-circle-21,  planar-friction --show limit-curve --shape circle)
$(call run, pf-lc-square,     planar-friction --show limit-curve --shape square --N 101)
$(call run, pf-lc-line,       planar-friction --show limit-curve --shape line --N 101)
# The line slid along its length (the paper's line along y): the middle row
# of a 101 x 101 grid, a shape file, slid along x.
$(B)/data/pf-row-101.txt:
	@mkdir -p $(@D)
	awk 'BEGIN { for (i = 0; i < 101; i++) { s = ""; for (j = 0; j < 101; j++) \
	    s = s (j ? " " : "") (i == 50 ? 1 : 0); print s } }' > $@
$(call run, pf-lc-line-y,     planar-friction --show limit-curve --shape $(B)/data/pf-row-101.txt --N 101)
$(B)/data/pf-lc-line-y.txt: $(B)/data/pf-row-101.txt
$(call run, pf-lc-linegrad,   planar-friction --show limit-curve --shape linegrad --N 101)
$(call run, pf-lc-ellipse,    planar-friction --show limit-curve --model ellipse)
$(call run, pf-lc-circle-red, planar-friction --show limit-curve --model red)
$(call run, pf-ls-linegrad,   planar-friction --show limit-surface --model red --shape linegrad --nls 2)
# The table's nodes on the sphere of twist directions (the paper's Fig. 18).
$(call run, pf-ls-nodes-circle, planar-friction --show limit-surface --model red --shape circle --nls 4)
# Part 3, the reduced model: the authors' reduced Fig. 5 runs
# (tests/lugre/: the first 0.1 s, and every 50th row of the 5 s), both sets.
$(call run, pf-red-ref-p1,        planar-friction --model red --show reference --reference tests/lugre/planar-red-circle-p1-prefix.csv)
$(call run, pf-red-ref-p0,        planar-friction --model red --pset 0 --show reference --reference tests/lugre/planar-red-circle-p0-prefix.csv)
$(call run, pf-red-ref-p1-sparse, planar-friction --model red --show reference --reference tests/lugre/planar-red-circle-p1-sparse.csv)
$(call run, pf-red-ref-p0-sparse, planar-friction --model red --pset 0 --show reference --reference tests/lugre/planar-red-circle-p0-sparse.csv)
$(call run, pf-ell-ref-p1-sparse, planar-friction --model ellipse --show reference --reference tests/lugre/planar-red-circle-p1-sparse.csv)
# Part 4, the experiments (notes-4-experiments.md): the
# drifting disc (Figs. 6, 23-25) and the box in the gripper (Figs. 26-32),
# distributed and reduced, a row every 0.01 s.  Each distributed run takes
# a few seconds (5e5 steps of 317 cells; 2e5 steps of 441 cells).
$(call run, pf-drift-tan-lugre,    planar-experiment --show drift --load tangential --ep off)
$(call run, pf-drift-tan-ep,       planar-experiment --show drift --load tangential --ep on)
$(call run, pf-drift-tan-lugre-red, planar-experiment --show drift --load tangential --ep off --model red)
$(call run, pf-drift-tan-ep-red,   planar-experiment --show drift --load tangential --ep on --model red)
$(call run, pf-drift-nor-lugre,    planar-experiment --show drift --load normal --ep off)
$(call run, pf-drift-nor-ep,       planar-experiment --show drift --load normal --ep on)
$(call run, pf-drift-nor-lugre-red, planar-experiment --show drift --load normal --ep off --model red)
$(call run, pf-drift-nor-ep-red,   planar-experiment --show drift --load normal --ep on --model red)
$(call run, pf-slip-1,             planar-experiment --show slip-stick --grip 1)
$(call run, pf-slip-2,             planar-experiment --show slip-stick --grip 2)
$(call run, pf-slip-1-red,         planar-experiment --show slip-stick --grip 1 --model red)
$(call run, pf-slip-2-red,         planar-experiment --show slip-stick --grip 2 --model red)
# Case 2 on circle contacts (radius 0.01 m; the paper's Fig. 29).
$(call run, pf-slip-circle-1,      planar-experiment --show slip-stick --shape circle --grip 1)
$(call run, pf-slip-circle-2,      planar-experiment --show slip-stick --shape circle --grip 2)
$(call run, pf-slip-circle-1-red,  planar-experiment --show slip-stick --shape circle --grip 1 --model red)
$(call run, pf-slip-circle-2-red,  planar-experiment --show slip-stick --shape circle --grip 2 --model red)
# The reduced run again at half the step: the scheme's convergence.
$(call run, pf-slip-1-red-half,    planar-experiment --show slip-stick --grip 1 --model red --h 5e-6 --every 2000)
# The paper's case 1: the CoM 25 mm from the contact centre, circle contacts.
$(call run, pf-slip-far-1,         planar-experiment --show slip-stick --case 1 --grip 1)
$(call run, pf-slip-far-2,         planar-experiment --show slip-stick --case 1 --grip 2)
$(call run, pf-slip-far-1-red,     planar-experiment --show slip-stick --case 1 --grip 1 --model red)
$(call run, pf-slip-far-2-red,     planar-experiment --show slip-stick --case 1 --grip 2 --model red)
# Grip-force-dependent patterns (eqs. 45-46, Figs. 33-35), grip profile 1.
$(call run, pf-slip-scaled,        planar-experiment --show slip-stick --surface scaled)
$(call run, pf-slip-changing,      planar-experiment --show slip-stick --surface changing)
$(call run, pf-slip-scaled-red,    planar-experiment --show slip-stick --surface scaled --model red)
$(call run, pf-slip-changing-red,  planar-experiment --show slip-stick --surface changing --model red)

# Part 5, the accuracy sweeps (notes-5-convergence.md,).
# Fig. 5 on the square and the non-convex shapes (paper Figs. 20, 21; the
# circle and gradient line runs are above).
$(call run, pf-fig5-square,     planar-friction --shape square --every 1000)
$(call run, pf-fig5-nonconvex1, planar-friction --shape nonconvex1 --every 1000)
$(call run, pf-fig5-nonconvex2, planar-friction --shape nonconvex2 --every 1000)
# The same runs of the reduced model (limit surface, N_LS = 20; paper Figs.
# 17, 19-21) and, on the circle, of the ellipsoid alone (Fig. 13).
$(call run, pf-fig5-red-circle,     planar-friction --model red --every 1000)
$(call run, pf-fig5-red-square,     planar-friction --model red --shape square --every 1000)
$(call run, pf-fig5-red-linegrad,   planar-friction --model red --shape linegrad --every 1000)
$(call run, pf-fig5-red-nonconvex1, planar-friction --model red --shape nonconvex1 --every 1000)
$(call run, pf-fig5-red-nonconvex2, planar-friction --model red --shape nonconvex2 --every 1000)
$(call run, pf-fig5-ellipse-circle, planar-friction --model ellipse --every 1000)
# A comma inside $(call run, ...) must come from a variable.
pf_c := ,
# Fig. 9, RMSE against N (Euler dt = 1e-5, the whole 5 s profile).  The
# gradient line at the paper's sizes (N = 5..35 against 101, both sets);
# the circle and square shortened for the report (p = 1, N = 5..17 against
# 33: their N = 101 runs cost 90 s each); `make sweep-full` (PF_SWEEP=full)
# writes the same file at the paper's sizes (both sets, 5..35 against 101).
ifeq ($(PF_SWEEP),full)
PF_RMSE_N = --shape circle$(pf_c)square --pset 0$(pf_c)1 --baseline 101
else
PF_RMSE_N = --shape circle$(pf_c)square --pset 1 --list 5$(pf_c)9$(pf_c)13$(pf_c)17 --baseline 33
endif
# The sweeps share runs (the distributed baselines of Figs. 9 and 36, the
# runs of Fig. 22 as RMSE and as box plots): planar-convergence keeps them
# in a cache, emptied whenever the program changes, and the second sweep of
# each pair runs after the first, reading what that one ran.
PF_CACHE = $(B)/data/pf-cache
PFC = --cache $(PF_CACHE)
$(PF_CACHE)/stamp: $(B)/bin/planar-convergence
	@rm -rf $(@D) && mkdir -p $(@D) && touch $@
$(B)/data/pf-rmse-N.txt $(B)/data/pf-rmse-N-linegrad.txt $(B)/data/pf-rmse-nls.txt \
$(B)/data/pf-rmse-model.txt $(B)/data/pf-rmse-N-red.txt $(B)/data/pf-rmse-N-red-linegrad.txt \
$(B)/data/pf-box-model.txt: $(PF_CACHE)/stamp
SLOW_DATA += $(B)/data/pf-rmse-N.txt $(B)/data/pf-rmse-model.txt $(B)/data/pf-rmse-N-linegrad.txt \
             $(B)/data/pf-rmse-nls.txt $(B)/data/pf-fig5-square.txt
$(B)/data/pf-rmse-N-red.txt: | $(B)/data/pf-rmse-N.txt
$(B)/data/pf-rmse-N-red-linegrad.txt: | $(B)/data/pf-rmse-N-linegrad.txt
$(B)/data/pf-box-model.txt: | $(B)/data/pf-rmse-model.txt
$(call run, pf-rmse-N,          planar-convergence --vary N $(PF_RMSE_N) $(PFC))
$(call run, pf-rmse-N-linegrad, planar-convergence --vary N --shape linegrad --pset 0$(pf_c)1 $(PFC))
# Fig. 37, RMSE against N_LS (the reduced model, N = 21, 5..35 against 100).
$(call run, pf-rmse-nls,        planar-convergence --vary nls --shape circle$(pf_c)square$(pf_c)linegrad --pset 0$(pf_c)1 $(PFC))
# Fig. 22, the reduced model with the limit surface and with the ellipse
# against the distributed model, the six shapes, N = 21, p = 1.
$(call run, pf-rmse-model,      planar-convergence --vary model --shape all $(PFC))
PF_SWEEP_DATA = $(B)/data/pf-rmse-N.txt

# Part 4 (continued): case 2 on the gradient line turned
# along x (the paper's Fig. 31, shape linegradx) and the contact forces of
# case 2 on the circle at the end of each 0.01 s interval (Fig. 32), with
# the grip step at 0.33 s row by row (every 1e-4 s) to show what happens
# inside an interval.  All cheap: 21 cells, or the circle's 2 s twice.
$(call run, pf-constants-linegradx, planar-friction --show constants --shape linegradx)
$(call run, pf-slip-linegrad-1,     planar-experiment --show slip-stick --shape linegradx --grip 1)
$(call run, pf-slip-linegrad-2,     planar-experiment --show slip-stick --shape linegradx --grip 2)
$(call run, pf-slip-linegrad-1-red, planar-experiment --show slip-stick --shape linegradx --grip 1 --model red)
$(call run, pf-slip-linegrad-2-red, planar-experiment --show slip-stick --shape linegradx --grip 2 --model red)
$(call run, pf-slip-forces-1,       planar-experiment --show slip-stick --shape circle --grip 1 --sample end)
$(call run, pf-slip-forces-2,       planar-experiment --show slip-stick --shape circle --grip 2 --sample end)
$(call run, pf-slip-forces-1-red,   planar-experiment --show slip-stick --shape circle --grip 1 --sample end --model red)
$(call run, pf-slip-forces-2-red,   planar-experiment --show slip-stick --shape circle --grip 2 --sample end --model red)
$(call run, pf-slip-step,           planar-experiment --show slip-stick --shape circle --grip 2 --t 0.345 --every 10)
# The sticking box's turn rings down after the grip at t = 0 (case 2,
# profile 2, every step): the decay rate of the peaks of |omega| (the 5th
# to the 9th peak).
PF_DECAY = NR > 1 { a = $$8 < 0 ? -$$8 : $$8; if (NR > 3 && a < p && p > pp) { n++; T[n] = t; A[n] = p } pp = p; p = a; t = $$1 } \
    END { print "rate"; printf "%.4g\n", log(A[5] / A[9]) / (T[9] - T[5]) }
$(call run_awk, pf-stick-decay, planar-experiment --show slip-stick --grip 2 --t 0.1 --every 1, PF_DECAY)

# Part 5, round 4 (notes-5-convergence.md).
# Fig. 36: the reduced model with its limit surface pre-computed on N x N
# cells against the distributed model at the baseline N; the same sizes as
# Fig. 9 above ($(PF_RMSE_N): shortened in the report, the paper's with
# PF_SWEEP=full, i.e. make sweep-full), the gradient line at the paper's.
$(call run, pf-rmse-N-red,          planar-convergence --vary N --model red --baseline-model dist $(PF_RMSE_N) $(PFC))
$(call run, pf-rmse-N-red-linegrad, planar-convergence --vary N --model red --baseline-model dist --shape linegrad --pset 0$(pf_c)1 $(PFC))
PF_SWEEP_DATA += $(B)/data/pf-rmse-N-red.txt
# Fig. 22 as the paper draws it: box plots of the per-sample errors of the
# reduced model (limit surface, ellipsoid) against the distributed model.
$(call run, pf-box-model,           planar-convergence --vary model --shape all --show box $(PFC))

# The exercises (notes-9-exercises.md): a slide and turns of the square and
# the disc under constant twists, and the disc's cells.
PFX = chapters/10-planar-friction
$(call run, pf-ex-slide,       planar-friction --shape square --profile $(PFX)/ex-slide.txt --t 0.02 --every 1000)
$(call run, pf-ex-turn-square, planar-friction --shape square --profile $(PFX)/ex-turn.txt --t 0.02 --every 1000)
$(call run, pf-ex-turn-disc,   planar-friction --shape circle --profile $(PFX)/ex-turn.txt --t 0.02 --every 1000)
$(call run, pf-ex-disc-cells,  planar-friction --show constants --shape circle)
$(B)/data/pf-ex-slide.txt: $(PFX)/ex-slide.txt
$(B)/data/pf-ex-turn-square.txt $(B)/data/pf-ex-turn-disc.txt: $(PFX)/ex-turn.txt

# The theory (notes.md, notes-2-limit-surface.md, notes-3-reduced.md): the
# six pressure maps (Fig. 8), pure rotations about a CoR moving along the
# line and the gradient line (Figs. 10, 16; PF_CS: where the force changes
# sign, between the cells' rows and by the bilinear rule), the gradient
# line's limit-surface table at N_LS = 20 (Fig. 15), the disc's cells and
# rim (Fig. 12), and the ellipsoid turning at 10 rad/s (its viscous torque).
$(call run, pf-pressure,      planar-friction --show pressure --shape all)
$(call run, pf-cor-line,      planar-friction --show cor --shape line)
$(call run, pf-cor-linegrad,  planar-friction --show cor --shape linegrad)
PF_CS = NR > 1 { if (NR > 2 && $$2 * a < 0) c = (y + $$1) / 2; if (NR > 2 && $$5 * b < 0) d = y + ($$1 - y) * b / (b - $$5); y = $$1; a = $$2; b = $$5 } END { print "cs_cells cs_bl"; printf "%.6g %.6g\n", c, d }
$(call run_awk, pf-cs-linegrad, planar-friction --show cor --shape linegrad, PF_CS)
# Goyal's moment function M(q) = sum w_i |rho_i - q| (mu fn = 1) of the
# gradient line on the vertical x = c_x through the CoP: its least value,
# taken at a cell centre (M is piecewise linear between them), and M(CoP).
PF_MOMENT = NR > 1 && $$6 > 0 { n++; X[n] = $$4; Y[n] = $$5; W[n] = $$6; cx += $$4 * $$6; cy += $$5 * $$6 } \
    function M(qx, qy,   s, i) { s = 0; for (i = 1; i <= n; i++) s += W[i] * sqrt((X[i] - qx) ^ 2 + (Y[i] - qy) ^ 2); return s } \
    END { b = 1e30; for (k = 1; k <= n; k++) { m = M(cx, Y[k]); if (m < b) { b = m; yb = Y[k] } } \
          print "cop_y y_min M_min M_cop"; printf "%.6g %.6g %.6g %.6g\n", cy, yb, b, M(cx, cy) }
$(call run_awk, pf-moment-linegrad, planar-friction --show pressure --shape linegrad, PF_MOMENT)
$(call run, pf-ls-linegrad-20, planar-friction --show limit-surface --model red --shape linegrad)
$(call run, pf-ell-turn,      planar-friction --model ellipse --profile $(PFX)/ex-turn.txt --t 0.02 --every 1000)
$(B)/data/pf-ell-turn.txt: $(PFX)/ex-turn.txt
