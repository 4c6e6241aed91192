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
