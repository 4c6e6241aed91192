# Chapter 3: the program runs the report shows (see the Makefile's "run").
$(call run, lcp3-cones,        lcp-demo --show cones)
$(call run, lcp3-cones-ex,     lcp-demo --show cones --m11 1 --m12 2 --m21 2 --m22 1)
$(call run, lcp3-murty,        lcp-demo --show murty --n-max 16)
$(call run, lcp3-convergence,  lcp-demo --show convergence --sweeps 70)
$(call run, lcp3-rates,        lcp-demo --show rates)
$(call run, lcp3-box,          lcp-demo --show box)
$(call run, lcp3-compare,      lcp-demo --show compare)
$(call run, lcp3-degenerate,   lcp-demo --write-lcp degenerate-4x4)
$(call run, lcp3-pivots-lex,   lcp-demo --show pivots --tie-rule lexicographic)
$(call run_status, lcp3-pivots-first, lcp-demo --show pivots --tie-rule first)
$(call run_status, lcp3-cycling, lcp solve --exact --tie-rule first tests/lcp/degenerate-4x4.txt)
$(call run, lcp3-trace-2x2,    lcp solve --exact --trace tests/lcp/spd2.txt)
$(call run, lcp3-float-2x2,    lcp solve tests/lcp/spd2.txt)
$(call run, lcp3-trace-3x3,    lcp solve --exact --trace tests/lcp/lemke3.txt)
$(call run_status, lcp3-cps3-lemke, lcp solve --method lemke tests/siconos/lcp_CPS_3.dat)
$(call run, lcp3-cps3,         lcp solve --exact tests/siconos/lcp_CPS_3.dat)
$(call run_status, lcp3-pang,  lcp solve --exact tests/siconos/lcp_Pang_isolated_sol_perturbed.dat)
$(call run_status, lcp3-check, lcp check tests/lcp/spd2.txt 1 2)
$(call run, lcp3-check-third,  lcp check chapters/03-solving-lcps/problems/three-solutions.txt 1/3 1/3)
$(call run, lcp3-check-first,  lcp check chapters/03-solving-lcps/problems/three-solutions.txt 1 0)
$(call run, lcp3-check-second, lcp check chapters/03-solving-lcps/problems/three-solutions.txt 0 1)
# Exercise: a copositive-plus (positive semidefinite) M whose ray proves
# that the LCP has no feasible point (exit status 2: no solution).
$(call run_status, lcp3-ray,   lcp solve --exact --trace chapters/03-solving-lcps/problems/no-solution.txt)
$(call run, lcp3-ray-cones,    lcp-demo --show cones --m11 1 --m12 -1 --m21 -1 --m22 1)
# PGS refuses chapter 4's step LCP (a zero on the diagonal): exit status 1.
$(call run_status, lcp3-pgs-friction, sliding-block --write-lcp 1 | $(B)/bin/lcp solve --method pgs -)
$(B)/data/lcp3-pgs-friction.txt: $(B)/bin/lcp
# Exercise: Lemke's method on an LCP of size 1 ends on a ray after one pivot.
$(call run_status, lcp3-size-one-ray, lcp solve --exact --trace chapters/02-particle-wall/lcp/sign-p5.txt)
