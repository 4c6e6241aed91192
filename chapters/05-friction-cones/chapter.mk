# Chapter 5: the program runs the report shows (see the Makefile's "run").
$(call run, cone-path-4,        friction-cone --nd 4)
$(call run, cone-path-8,        friction-cone --nd 8)
$(call run, cone-path-16,       friction-cone --nd 16)
$(call run, cone-path-circle,   friction-cone --cone circle)
$(call run, cone-stop,          friction-cone --show stop)
$(call run, cone-stop-fine,     friction-cone --show stop --h 0.001)
$(call run, cone-alpha,         friction-cone --show alpha --h 0.05)
$(call run, cone-bias,          friction-cone --show bias)
$(call run, cone-deficit,       friction-cone --show deficit)
$(call run, cone-conveyor,      friction-cone --v0 0 --surface-vx 1 --steps 30)
$(call run, cone-conveyor-h05,  friction-cone --v0 0 --surface-vx 1 --h 0.05)
$(call run, cone-conveyor-stop, friction-cone --v0 0 --surface-vx 1 --show stop --nd 4)
$(call run, cone-belt-4,        friction-cone --v0 0 --surface-vx 0.8660254038 --surface-vy 0.5 --steps 35)
$(call run, cone-belt-circle,   friction-cone --v0 0 --surface-vx 0.8660254038 --surface-vy 0.5 --steps 35 --cone circle)
$(call run, cone-ex1,           friction-cone --nd 6 --mu 0.3 --v0 2 --beta 20 --show stop)
$(call run, cone-ex2,           friction-cone --nd 8 --beta 10 --h 0.05 --show alpha)
$(call run, cone-ex3-h02,       friction-cone --beta 0 --surface-vz 0.2 --h 0.02 --steps 2)
$(call run, cone-ex3-h01,       friction-cone --beta 0 --surface-vz 0.2 --h 0.01 --steps 2)
$(call run, cone-polygon,       friction-cone --show polygon)
$(call run, cone-step1-lcp,     friction-cone --beta 0 --write-lcp 1)
$(call run, cone-ex1-polygon,   friction-cone --show polygon --nd 6 --mu 0.3 --v0 2 --beta 20)
$(call run, cone-ex3-lcp,       friction-cone --beta 0 --surface-vz 0.2 --h 0.02 --write-lcp 1)
$(call run, cone-box-path,      friction-cone --cone box --h 0.05)
$(call run, cone-box-stop,      friction-cone --cone box --show stop)
$(call run, cone-box-bias,      friction-cone --cone box --show bias)
# The pyramid of eight directions, for the picture of the cones.
$(call run, cone-pyramid-8,     friction-cone --show polygon --nd 8)
# Exercise 5.4: the pyramid that misses at most 1% of the friction.
$(call run, cone-ex4-22,        friction-cone --show deficit --nd 22)
$(call run, cone-ex4-23,        friction-cone --show deficit --nd 23)
$(call run_status, cone-ex4-check, friction-cone --show deficit --nd 23 --check chapters/05-friction-cones/my-deficit-23.txt)
$(B)/data/cone-ex4-check.txt: chapters/05-friction-cones/my-deficit-23.txt
DATA += $(B)/data/cone-ex4-mine.txt
$(B)/data/cone-ex4-mine.txt: chapters/05-friction-cones/my-deficit-23.txt
	@mkdir -p $(@D)
	$(Q)cp $< $@.tmp && mv $@.tmp $@
