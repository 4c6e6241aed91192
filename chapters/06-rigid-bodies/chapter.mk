# Chapter 6: the program runs the report shows (see the Makefile's "run").
# rigid-body: the tennis racket (J = 1, 2, 3, w about the intermediate axis).
$(call run, rb-rate,          rigid-body --show rate-matrices --e0 0.5 --e1 0.5 --e2 0.5 --e3 0.5)
$(call run, rb-explicit,      rigid-body --integrator explicit)
$(call run, rb-semi,          rigid-body --integrator semi-implicit)
$(call run, rb-midpoint,      rigid-body)
$(call run, rb-major,         rigid-body --w2 0.01 --w3 2 --every 100)
$(call run, rb-drift,         rigid-body --show drift)
$(call run, rb-drift-h001,    rigid-body --show drift --h 0.001)
$(call run, rb-drift-free,    rigid-body --show drift --renormalise no)
$(call run, rb-drift-000,     rigid-body --show drift --rate-matrix 000)
$(call run, rb-drift-000row,  rigid-body --show drift --rate-matrix 000-row --renormalise no)
$(call run, rb-drift-notes,   rigid-body --show drift --gyroscopic notes)
$(call run, rb-drift-off,     rigid-body --show drift --gyroscopic off)
# box-contact: the scenes.
$(call run, box-slide,        box-contact)
$(call run, box-slide-cone,   friction-cone --beta 0 --show stop --nd 4)
$(call run, box-slide-contacts, box-contact --show contacts --steps 2)
$(call run, box-slide-lcp,    box-contact --show lcp --steps 3)
$(call run, box-rest,         box-contact --vx 0 --steps 1000)
$(call run, box-spin,         box-contact --vx 0 --wz 10 --a 0.3 --b 0.3 --nd 8)
$(call run, box-spin4,        box-contact --vx 0 --wz 10 --a 0.3 --b 0.3 --nd 4)
$(call run, box-spin-contacts, box-contact --vx 0 --wz 10 --a 0.3 --b 0.3 --nd 8 --show contacts --steps 1)
$(call run, box-drop,         box-contact --vx 0 --z 0.3 --e0 0.9914448614 --e1 0.1305261922)
$(call run, box-incline,      box-contact --show incline)
$(call run, box-incline-slide, box-contact --vx 0 --slope 35 --steps 50)
$(call run, box-incline-tip,  box-contact --vx 0 --slope 30 --a 0.1 --mu 1 --steps 60)
$(call run, box-ex1,          box-contact --vx 0.8 --vy 0.6 --mu 0.4)
$(call run, box-ex1-cone,     friction-cone --v0 1 --beta 36.86989765 --mu 0.4 --show stop --nd 4)
$(call run, box-ex2,          box-contact --show incline --mu 0.8)
$(call run, box-ex4-nd4,      box-contact --vx 0.7071067812 --vy 0.7071067812 --nd 4)
$(call run, box-ex4-nd8,      box-contact --vx 0.7071067812 --vy 0.7071067812 --nd 8)
$(call run, rb-ex3,           rigid-body --w1 0 --w2 0 --w3 2 --h 0.1 --steps 1 --integrator semi-implicit --renormalise no)

# The incline's count of agreements: the line the program prints after its table.
DATA += $(B)/data/box-incline-count.txt $(B)/data/box-ex2-count.txt
$(B)/data/box-incline-count.txt $(B)/data/box-ex2-count.txt: $(B)/data/%-count.txt: $(B)/data/%.txt
	$(Q){ echo "agree total mu"; sed -n 's/^# \([0-9]*\) of \([0-9]*\) outcomes as predicted (mu = \([^,]*\),.*/\1 \2 \3/p' $<; } > $@.tmp && mv $@.tmp $@
# The box and its frames (figure rb-frame): the corners of frame.scene.
$(call run, rb-frame, multibody chapters/06-rigid-bodies/frame.scene --show corners --steps 0)
$(B)/data/rb-frame.txt: chapters/06-rigid-bodies/frame.scene
