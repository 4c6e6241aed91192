build-clang/figures/box-incline-map.tex build-clang/figures/box-incline-map.svg: build-clang/data/box-incline.txt build-clang/data/box-incline-count.txt 
build-clang/figures/cone-bias.tex build-clang/figures/cone-bias.svg: build-clang/data/cone-bias.txt 
build-clang/figures/cone-conveyor.tex build-clang/figures/cone-conveyor.svg: build-clang/data/cone-conveyor.txt build-clang/data/cone-belt-4.txt build-clang/data/cone-belt-circle.txt 
build-clang/figures/cone-paths.tex build-clang/figures/cone-paths.svg: build-clang/data/cone-path-4.txt build-clang/data/cone-path-8.txt build-clang/data/cone-path-16.txt build-clang/data/cone-path-circle.txt 
build-clang/figures/friction-incline.tex build-clang/figures/friction-incline.svg: build-clang/data/sb-incline-20.txt build-clang/data/sb-incline-30.txt build-clang/data/sb-incline-40.txt 
build-clang/figures/friction-polygon.tex build-clang/figures/friction-polygon.svg: build-clang/data/cone-polygon.txt build-clang/data/cone-path-4.txt 
build-clang/figures/friction-ramp.tex build-clang/figures/friction-ramp.svg: build-clang/data/sb-ramp.txt 
build-clang/figures/lcp-cones.tex build-clang/figures/lcp-cones.svg: build-clang/data/lcp3-cones.txt build-clang/data/lcp3-trace-2x2.txt 
build-clang/figures/lcp-convergence.tex build-clang/figures/lcp-convergence.svg: build-clang/data/lcp3-convergence.txt 
build-clang/figures/lcp-murty.tex build-clang/figures/lcp-murty.svg: build-clang/data/lcp3-murty.txt 
build-clang/figures/lcp3-cones-ex.tex build-clang/figures/lcp3-cones-ex.svg: build-clang/data/lcp3-cones-ex.txt 
build-clang/figures/lugre-drift.tex build-clang/figures/lugre-drift.svg: build-clang/data/lg-drift-lugre.txt build-clang/data/lg-drift-ep.txt 
build-clang/figures/lugre-euler.tex build-clang/figures/lugre-euler.svg: build-clang/data/lg-euler-above.txt build-clang/data/lg-euler-below.txt build-clang/data/lg-euler-cvode.txt 
build-clang/figures/lugre-hysteresis.tex build-clang/figures/lugre-hysteresis.svg: build-clang/data/lg-pre-1.txt build-clang/data/lg-pre-2.txt build-clang/data/lg-pre-3.txt build-clang/data/lg-pre-4.txt 
build-clang/figures/lugre-sigma1.tex build-clang/figures/lugre-sigma1.svg: build-clang/data/lg-ss-s800.txt build-clang/data/lg-ss-s0.txt 
build-clang/figures/lugre-stickslip.tex build-clang/figures/lugre-stickslip.svg: build-clang/data/lg-ss-lugre.txt build-clang/data/lg-ss-coulomb.txt 
build-clang/figures/lugre-stribeck.tex build-clang/figures/lugre-stribeck.svg: build-clang/data/lg-steady-p1.txt build-clang/data/lg-steady-p0.txt 
build-clang/figures/mb-chain.tex build-clang/figures/mb-chain.svg: build-clang/data/mb-chain.txt 
build-clang/figures/mb-drift.tex build-clang/figures/mb-drift.svg: build-clang/data/mb-drift.txt build-clang/data/mb-drift-off.txt 
build-clang/figures/mb-slide.tex build-clang/figures/mb-slide.svg: build-clang/data/mb-slide.txt 
build-clang/figures/pendulum-drift.tex build-clang/figures/pendulum-drift.svg: build-clang/data/pendulum-free.txt build-clang/data/pendulum-stab.txt 
build-clang/figures/pf-box-model.tex build-clang/figures/pf-box-model.svg: build-clang/data/pf-box-model.txt 
build-clang/figures/pf-drift-nor.tex build-clang/figures/pf-drift-nor.svg: build-clang/data/pf-drift-nor-lugre.txt build-clang/data/pf-drift-nor-ep.txt build-clang/data/pf-drift-nor-lugre-red.txt build-clang/data/pf-drift-nor-ep-red.txt 
build-clang/figures/pf-drift-tan.tex build-clang/figures/pf-drift-tan.svg: build-clang/data/pf-drift-tan-lugre.txt build-clang/data/pf-drift-tan-ep.txt build-clang/data/pf-drift-tan-lugre-red.txt build-clang/data/pf-drift-tan-ep-red.txt 
build-clang/figures/pf-fig5-circle.tex build-clang/figures/pf-fig5-circle.svg: build-clang/data/pf-fig5-circle.txt build-clang/data/pf-fig5-red-circle.txt build-clang/data/pf-fig5-ellipse-circle.txt 
build-clang/figures/pf-fig5-linegrad.tex build-clang/figures/pf-fig5-linegrad.svg: build-clang/data/pf-fig5-linegrad.txt build-clang/data/pf-fig5-red-linegrad.txt 
build-clang/figures/pf-fig5-nonconvex1.tex build-clang/figures/pf-fig5-nonconvex1.svg: build-clang/data/pf-fig5-nonconvex1.txt build-clang/data/pf-fig5-red-nonconvex1.txt 
build-clang/figures/pf-fig5-nonconvex2.tex build-clang/figures/pf-fig5-nonconvex2.svg: build-clang/data/pf-fig5-nonconvex2.txt build-clang/data/pf-fig5-red-nonconvex2.txt 
build-clang/figures/pf-fig5-square.tex build-clang/figures/pf-fig5-square.svg: build-clang/data/pf-fig5-square.txt build-clang/data/pf-fig5-red-square.txt 
build-clang/figures/pf-limit-curves.tex build-clang/figures/pf-limit-curves.svg: build-clang/data/pf-lc-circle.txt build-clang/data/pf-lc-square.txt build-clang/data/pf-lc-line.txt build-clang/data/pf-lc-linegrad.txt build-clang/data/pf-lc-ellipse.txt 
build-clang/figures/pf-rmse-N-red.tex build-clang/figures/pf-rmse-N-red.svg: build-clang/data/pf-rmse-N-red.txt build-clang/data/pf-rmse-N-red-linegrad.txt build-clang/data/pf-rmse-N.txt build-clang/data/pf-rmse-N-linegrad.txt 
build-clang/figures/pf-rmse-N.tex build-clang/figures/pf-rmse-N.svg: build-clang/data/pf-rmse-N.txt build-clang/data/pf-rmse-N-linegrad.txt 
build-clang/figures/pf-rmse-nls.tex build-clang/figures/pf-rmse-nls.svg: build-clang/data/pf-rmse-nls.txt 
build-clang/figures/pf-slip-circle.tex build-clang/figures/pf-slip-circle.svg: build-clang/data/pf-slip-circle-1.txt build-clang/data/pf-slip-circle-2.txt build-clang/data/pf-slip-circle-1-red.txt build-clang/data/pf-slip-circle-2-red.txt 
build-clang/figures/pf-slip-far.tex build-clang/figures/pf-slip-far.svg: build-clang/data/pf-slip-far-1.txt build-clang/data/pf-slip-far-2.txt build-clang/data/pf-slip-far-1-red.txt build-clang/data/pf-slip-far-2-red.txt 
build-clang/figures/pf-slip-forces.tex build-clang/figures/pf-slip-forces.svg: build-clang/data/pf-slip-forces-1.txt build-clang/data/pf-slip-forces-2.txt build-clang/data/pf-slip-forces-1-red.txt build-clang/data/pf-slip-forces-2-red.txt 
build-clang/figures/pf-slip-linegrad.tex build-clang/figures/pf-slip-linegrad.svg: build-clang/data/pf-slip-linegrad-1.txt build-clang/data/pf-slip-linegrad-2.txt build-clang/data/pf-slip-linegrad-1-red.txt build-clang/data/pf-slip-linegrad-2-red.txt build-clang/data/pf-constants-linegradx.txt 
build-clang/figures/pf-slip-step.tex build-clang/figures/pf-slip-step.svg: build-clang/data/pf-slip-step.txt build-clang/data/pf-slip-circle-2.txt build-clang/data/pf-slip-forces-2.txt 
build-clang/figures/pf-slip-surf.tex build-clang/figures/pf-slip-surf.svg: build-clang/data/pf-slip-scaled.txt build-clang/data/pf-slip-changing.txt build-clang/data/pf-slip-scaled-red.txt build-clang/data/pf-slip-changing-red.txt 
build-clang/figures/pf-slip.tex build-clang/figures/pf-slip.svg: build-clang/data/pf-slip-1.txt build-clang/data/pf-slip-2.txt build-clang/data/pf-slip-1-red.txt build-clang/data/pf-slip-2-red.txt 
build-clang/figures/ph-ramp.tex build-clang/figures/ph-ramp.svg: build-clang/data/ph-ramp-0.txt build-clang/data/ph-ramp-1.txt build-clang/data/ph-ramp-10.txt 
build-clang/figures/ph-smin.tex build-clang/figures/ph-smin.svg: build-clang/data/ph-rank-sweep.txt 
build-clang/figures/planar-fig5.tex build-clang/figures/planar-fig5.svg: build-clang/data/pf-fig5-circle.txt build-clang/data/pf-fig5-linegrad.txt 
build-clang/figures/pw-lcp1.tex build-clang/figures/pw-lcp1.svg: build-clang/data/pw-lcp-neg.txt build-clang/data/pw-lcp-zero.txt build-clang/data/pw-lcp-pos.txt build-clang/data/pw-two-z0.txt build-clang/data/pw-two-z2.txt build-clang/data/pw-none-z0.txt build-clang/data/pw-none-z1.txt 
build-clang/figures/pw-motion.tex build-clang/figures/pw-motion.svg: build-clang/data/pw-w3-long.txt build-clang/data/pw-w4-long.txt 
build-clang/figures/rb-drift.tex build-clang/figures/rb-drift.svg: build-clang/data/rb-explicit.txt build-clang/data/rb-semi.txt build-clang/data/rb-midpoint.txt 
build-clang/figures/rb-flip.tex build-clang/figures/rb-flip.svg: build-clang/data/rb-midpoint.txt 
build-clang/figures/ts-q.tex build-clang/figures/ts-q.svg: build-clang/data/ts-schemes.txt build-clang/data/ts-exact.txt 
