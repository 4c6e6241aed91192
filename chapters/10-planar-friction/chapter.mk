# Chapter 10: the program runs the report uses (see the Makefile's "run").
$(call run, pf-help,          planar-friction --help)
# The six shapes at N = 21 and their constants (the authors' bilinear rule).
$(call run, pf-constants,     planar-friction --show constants --shape all)
# The first 0.1 s of the authors' Fig. 5 runs (tests/lugre/), both sets.
$(call run, pf-ref-p1,        planar-friction --show reference --reference tests/lugre/planar-dist-circle-p1-prefix.csv)
$(call run, pf-ref-p0,        planar-friction --show reference --pset 0 --reference tests/lugre/planar-dist-circle-p0-prefix.csv)
# The whole Fig. 5 run, circle and gradient line, a row every 0.01 s.
$(call run, pf-fig5-circle,   planar-friction --every 1000)
$(call run, pf-fig5-linegrad, planar-friction --shape linegrad --every 1000)
# A pure translation from a student's profile file: the steady force.
$(call run, pf-slide,         planar-friction --profile chapters/10-planar-friction/slide.txt --shape nonconvex2 --tmax 0.0101 --every 200)

# Part 5, the accuracy sweeps (notes-5-convergence.md, helper pfsweep).
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
$(call run, pf-rmse-N,          planar-convergence --vary N $(PF_RMSE_N))
$(call run, pf-rmse-N-linegrad, planar-convergence --vary N --shape linegrad --pset 0$(pf_c)1)
# Fig. 37, RMSE against N_LS (the reduced model, N = 21, 5..35 against 100).
$(call run, pf-rmse-nls,        planar-convergence --vary nls --shape circle$(pf_c)square$(pf_c)linegrad --pset 0$(pf_c)1)
# Fig. 22, the reduced model with the limit surface and with the ellipse
# against the distributed model, the six shapes, N = 21, p = 1.
$(call run, pf-rmse-model,      planar-convergence --vary model --shape all)
PF_SWEEP_DATA = $(B)/data/pf-rmse-N.txt
