# Chapter 2: the program runs the report shows (see the Makefile's "run").
$(call run, pw-w3,          particle-wall --example fixed-wall)
$(call run, pw-w4,          particle-wall --example moving-wall)
$(call run, pw-w3-lcp,      particle-wall --example fixed-wall --show lcp)
$(call run, pw-w4-lcp,      particle-wall --example moving-wall --show lcp)
$(call run, pw-w3-long,     particle-wall --steps 8)
$(call run, pw-w4-long,     particle-wall --wall-v 0.5 --steps 8)
$(call run, pw-lcp-neg,     particle-wall --q0 1 --v0 -4 --steps 1 --show lcp)
$(call run, pw-lcp-zero,    particle-wall --q0 2 --v0 -1 --steps 1 --show lcp)
$(call run, pw-lcp-pos,     particle-wall --q0 3 --v0 -1 --steps 1 --show lcp)
$(call run, pw-ex1,         particle-wall --q0 2 --v0 -3 --m 2 --h 0.5 --g 10 --steps 3)
$(call run, pw-ex1-lcp,     particle-wall --q0 2 --v0 -3 --m 2 --h 0.5 --g 10 --steps 3 --show lcp)
$(call run, pw-ex2,         particle-wall --q0 0 --v0 0 --wall-v 2 --steps 3)
$(call run, pw-ex3-v2,      particle-wall --q0 0.5 --v0 -2 --h 0.25 --g 8 --steps 6)
$(call run, pw-ex3-v8,      particle-wall --q0 0.5 --v0 -8 --h 0.25 --g 8 --steps 6)
$(call run, pw-write-lcp,   particle-wall --write-lcp 2)
# Figure 2.2's lines with a < 0, evaluated and checked by the lcp command, and
# erratum E12: the fixed wall's first step with the sign of the notes' p. 5
# has no solution.
$(call run, pw-two-z0,      lcp check chapters/02-particle-wall/lcp/two-solutions.txt 0)
$(call run, pw-two-z2,      lcp check chapters/02-particle-wall/lcp/two-solutions.txt 2)
$(call run_status, pw-none-z0, lcp check chapters/02-particle-wall/lcp/sign-p5.txt 0)
$(call run_status, pw-none-z1, lcp check chapters/02-particle-wall/lcp/sign-p5.txt 1)
$(call run_status, pw-sign-p5, lcp solve chapters/02-particle-wall/lcp/sign-p5.txt)
# The pipeline the chapter teaches: step 2's LCP of the fixed wall, solved
# again exactly.
# A bounce at the velocity level (Example 2.4), solved exactly.
$(call run, pw-bounce,      lcp solve --exact chapters/02-particle-wall/lcp/restitution.txt)
$(call run, pw-bounce-elastic, lcp solve --exact chapters/02-particle-wall/lcp/restitution-elastic.txt)
$(call run, pw-pipe,        particle-wall --write-lcp 2 | $(B)/bin/lcp solve --exact -)
$(B)/data/pw-pipe.txt: $(B)/bin/lcp
# Checking your own work: a student's fixed-wall table with one slip
# (my-fixed-wall.txt),
# shown as written, and the program's verdict on it (exit status 3).
DATA += $(B)/data/pw-mine.txt
$(B)/data/pw-mine.txt: chapters/02-particle-wall/my-fixed-wall.txt
	@mkdir -p $(@D)
	$(Q)cp $< $@.tmp && mv $@.tmp $@
$(call run_status, pw-check, particle-wall --example fixed-wall --check chapters/02-particle-wall/my-fixed-wall.txt)
$(B)/data/pw-check.txt: chapters/02-particle-wall/my-fixed-wall.txt
# Figure 2.1, the particle and the wall, draws pw-w3-long.  Exercise: a
# particle left 1 cm inside the wall, pushed out with h = 0.1 and h = 0.01.
$(call run, pw-ex4-lcp1,    particle-wall --q0 -0.01 --v0 0 --h 0.1 --steps 3 --show lcp)
$(call run, pw-ex4-state1,  particle-wall --q0 -0.01 --v0 0 --h 0.1 --steps 3)
$(call run, pw-ex4-lcp2,    particle-wall --q0 -0.01 --v0 0 --h 0.01 --steps 3 --show lcp)
$(call run, pw-ex4-flight,  particle-wall --q0 -0.01 --v0 0 --h 0.01 --steps 220 --every 20)
