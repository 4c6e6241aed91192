# Chapter 4: the program runs the report shows (see the Makefile's "run").
$(call run, sf-cases,        slack-friction)
$(call run, sf-conditions,   slack-friction --show conditions)
$(call run, sf-w7-lcp,       slack-friction --write-lcp 3)
$(call run, sf-w7-fn0-lcp,   slack-friction --fn 0 --write-lcp 3)
$(call run, sf-fn0,          slack-friction --fn 0)
$(call run, sf-cone,         slack-friction --show cone)
$(call run, sf-cone-fn0,     slack-friction --show cone --fn 0)
# W7: points of the cone pass the check, points outside it do not.
$(call run_status, sf-w7-inside,   lcp check $(B)/data/sf-w7-lcp.txt 1 1/2 0)
$(call run_status, sf-w7-edge,     lcp check $(B)/data/sf-w7-lcp.txt 2 0 0)
$(call run_status, sf-w7-outside,  lcp check $(B)/data/sf-w7-lcp.txt 3/2 1 0)
$(call run_status, sf-w7-slack,    lcp check $(B)/data/sf-w7-lcp.txt 0 0 1)
$(call run_status, sf-w7-fn0-slack, lcp check $(B)/data/sf-w7-fn0-lcp.txt 0 0 5)
$(B)/data/sf-w7-inside.txt $(B)/data/sf-w7-edge.txt $(B)/data/sf-w7-outside.txt \
$(B)/data/sf-w7-slack.txt: $(B)/data/sf-w7-lcp.txt
$(B)/data/sf-w7-fn0-slack.txt: $(B)/data/sf-w7-fn0-lcp.txt
$(call run, sf-ex1,          slack-friction --vx -0.25 --vy 3 --mu 0.4 --fn 5)
$(call run, sf-ex1-lcp,      slack-friction --vx -0.25 --vy 3 --mu 0.4 --fn 5 --write-lcp 1)
$(call run, sb-ramp,         sliding-block --example ramp)
$(call run, sb-ramp-conv,    sliding-block --example ramp --show convergence)
$(call run, sb-incline-20,   sliding-block --example incline --theta 20)
$(call run, sb-incline-30,   sliding-block --example incline --theta 30)
$(call run, sb-incline-40,   sliding-block --example incline --theta 40)
$(call run, sb-incline-conv, sliding-block --example incline --show convergence)
$(call run, sb-ramp-phases,  sliding-block --example ramp --show phases)
$(call run, sb-incline-30-phases, sliding-block --example incline --theta 30 --show phases)
$(call run, sb-ex2,          sliding-block --example incline --theta 10 --v0 3 --steps 40)
$(call run, sb-ex2-phases,   sliding-block --example incline --theta 10 --v0 3 --steps 40 --show phases)
$(call run, sb-ex3-phases,   sliding-block --theta 10 --push-rate -1 --steps 160 --show phases)
$(call run, sb-ex3,          sliding-block --theta 10 --push-rate -1 --steps 160)
# The derivations of the text, printed by the programs.
$(call run, sf-ex1-exact, lcp solve --exact $(B)/data/sf-ex1-lcp.txt)
$(B)/data/sf-ex1-exact.txt: $(B)/data/sf-ex1-lcp.txt
$(call run, sb-ramp-events,  sliding-block --example ramp --show events)
$(call run, sb-ramp-events-8, sliding-block --example ramp --show events --h 0.00625 --steps 800)
$(call run, sb-angle-20,     sliding-block --example incline --theta 20 --show angle)
$(call run, sb-angle-30,     sliding-block --example incline --theta 30 --show angle)
$(call run, sb-ex2-events,   sliding-block --example incline --theta 10 --v0 3 --steps 40 --show events)
$(call run, sb-ex3-events,   sliding-block --theta 10 --push-rate -1 --steps 160 --show events)
# Exercise 4.4: the ramp with h = 0.1, and a table of its breakaway worked by hand.
$(call run, sb-ex4,          sliding-block --example ramp --h 0.1 --steps 30)
$(call run, sb-ex4-events,   sliding-block --example ramp --h 0.1 --steps 30 --show events)
$(call run_status, sb-ex4-check, sliding-block --example ramp --h 0.1 --steps 30 --show events --check chapters/04-coulomb-friction/my-ramp-h01.txt)
$(B)/data/sb-ex4-check.txt: chapters/04-coulomb-friction/my-ramp-h01.txt
DATA += $(B)/data/sb-ex4-mine.txt
$(B)/data/sb-ex4-mine.txt: chapters/04-coulomb-friction/my-ramp-h01.txt
	@mkdir -p $(@D)
	$(Q)cp $< $@.tmp && mv $@.tmp $@
