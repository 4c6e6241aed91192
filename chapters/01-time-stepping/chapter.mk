# Chapter 1: the program runs the report shows (see the Makefile's "run").
$(call run, ts-w1w2,        time-stepping)
$(call run, ts-schemes,     time-stepping --steps 4)
$(call run, ts-exact,       time-stepping --h 0.05 --steps 80)
$(call run, ts-exercise,    time-stepping --F 2 --m 0.5 --h 0.5 --steps 3)
# The stability experiment: an oscillator (m = k = 1) under the three Euler
# schemes, and the first steps by hand in the exercise.
$(call run, ts-oscillator,  time-stepping --k 1 --q0 1 --F 0 --h 0.1 --t 20)
$(call run, ts-osc-steps,   time-stepping --k 1 --q0 1 --F 0 --h 0.1 --steps 3)
$(call run, pendulum-free,  pendulum)
$(call run, pendulum-stab,  pendulum --stabilise yes)
$(call run, pendulum-compare, pendulum --method compare --theta0 60 --omega0 1 --steps 5)
$(call run, pendulum-free-half, pendulum --h 0.005 --t 3)
$(call run, pendulum-hanging, pendulum --theta0 0 --m 2 --h 0.1 --steps 1)
# Figure 1.2, the particle on the rod: a long step, so that the drift shows.
$(call run, ts-pendulum,    pendulum --h 0.1 --steps 6)
# Exercise: the stabilised drift at the bottom of the swing, predicted by
# hand (my-drift.txt) and checked by the program.
$(call run, pendulum-stab-bottom, pendulum --stabilise yes --steps 59 --every 59)
DATA += $(B)/data/ts-my-drift.txt
$(B)/data/ts-my-drift.txt: chapters/01-time-stepping/my-drift.txt
	@mkdir -p $(@D)
	$(Q)cp $< $@.tmp && mv $@.tmp $@
$(call run, pendulum-stab-check, pendulum --stabilise yes --steps 59 --every 59 --check chapters/01-time-stepping/my-drift.txt)
$(B)/data/pendulum-stab-check.txt: chapters/01-time-stepping/my-drift.txt
