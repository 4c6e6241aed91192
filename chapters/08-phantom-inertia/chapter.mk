# Chapter 8: the program runs the book shows (see the Makefile's "run").
$(call run, ph-ramp-0,        phantom-inertia --rho 0)
$(call run, ph-ramp-1,        phantom-inertia --rho 1)
$(call run, ph-ramp-10,       phantom-inertia --rho 10)
$(call run, ph-ramp-short,    phantom-inertia --h 0.05 --t 0.8)
$(call run, ph-ramp-short-0,  phantom-inertia --h 0.05 --t 0.8 --rho 0)
$(call run, ph-ramp-short-10, phantom-inertia --h 0.05 --t 0.8 --rho 10)
$(call run, ph-lcp-k2,        phantom-inertia --k 2 --h 0.05 --t 0.8 --write-lcp 11)
$(call run, ph-rank,          phantom-inertia --show rank)
$(call run, ph-rank-box,      phantom-inertia --show rank --scene box --k 4)
$(call run, ph-rank-sweep,    phantom-inertia --show rank --samples 241)
$(call run, ph-solvers,       phantom-inertia --show solvers)
$(call run, ph-solvers-rho10, phantom-inertia --show solvers --rho 10)
$(call run, ph-ex1,           phantom-inertia --m 2 --mu 0.3 --rate 4 --h 0.1 --t 2 --k 3)
$(call run, ph-ex2,           phantom-inertia --show rank --k 6 --m 0.5 --rho 3)
$(call run, ph-ex2-near,      phantom-inertia --show rank --k 6 --m 0.5 --rho 3.1)
$(call run, ph-ex3,           phantom-inertia --k 2 --rho 0 --show solvers --write-lcp 7)
$(call run, ph-ex4-rho1,      phantom-inertia --every 25)
$(call run, ph-ex4-rho10,     phantom-inertia --rho 10 --every 25)
# The exercise's LCP solved exactly by the lcp command (reads the file above).
$(call run, ph-ex3-solve,     lcp solve --exact $(B)/data/ph-ex3.txt)
$(B)/data/ph-ex3-solve.txt: $(B)/data/ph-ex3.txt
$(call run, ph-rank-box-k2,   phantom-inertia --show rank --scene box --k 2 --samples 3 --rho-min 0.25 --rho-max 1)
$(call run, ph-solvers-rho0001, phantom-inertia --show solvers --rho 0.001)
$(call run, ph-solvers-rho1000, phantom-inertia --show solvers --rho 1000)
# Phantom inertia in chapter 7's multibody step: the sliding box on a box
# with both friction models, and the pile's first step with the phantom one.
$(call run, ph-mb-slide-pyramid, multibody chapters/07-multibody/slide.scene --every 40)
$(call run, ph-mb-slide-phantom, multibody chapters/07-multibody/slide.scene --every 40 --friction phantom --rho 1)
$(call run_status, ph-mb-pile-phantom, multibody chapters/07-multibody/pile.scene --friction phantom --rho 1 --steps 1 --show lcp)
$(call run_status, ph-mb-pile-phantom-lemke, multibody chapters/07-multibody/pile.scene --friction phantom --rho 1 --write-lcp 1 | $(B)/bin/lcp solve --method lemke -)
$(B)/data/ph-mb-pile-phantom-lemke.txt: $(B)/bin/lcp chapters/07-multibody/pile.scene
$(B)/data/ph-mb-slide-pyramid.txt $(B)/data/ph-mb-slide-phantom.txt $(B)/data/ph-mb-pile-phantom.txt: \
    chapters/07-multibody/slide.scene chapters/07-multibody/pile.scene
# PGS's sweeps against rho and k; the lift case's LCP with rho = 1, solved by
# Lemke's method (the status line dropped) and a second solution checked.
$(call run, ph-pgs,           phantom-inertia --show pgs)
$(call run, ph-lift-lcp,      phantom-inertia --show solvers --write-lcp 8)
PH_NO_STATUS = !/^status:/
$(call run_awk, ph-lift-solve, lcp solve $(B)/data/ph-lift-lcp.txt, PH_NO_STATUS)
$(call run, ph-lift-check,    lcp check $(B)/data/ph-lift-lcp.txt 0 6.797443660451792 0 2.815593353626148 0 0 0 0 0)
PH_TABLE_ONLY = NF == 3
$(call run_awk, ph-lift-check-z, lcp check $(B)/data/ph-lift-lcp.txt 0 6.797443660451792 0 2.815593353626148 0 0 0 0 0, PH_TABLE_ONLY)
$(B)/data/ph-lift-solve.txt $(B)/data/ph-lift-check.txt $(B)/data/ph-lift-check-z.txt: $(B)/data/ph-lift-lcp.txt
