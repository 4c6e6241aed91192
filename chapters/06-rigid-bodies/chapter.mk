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
$(call run, rb-drift-000,     rigid-body --show drift --rate-matrix coulomb-notes)
$(call run, rb-drift-000row,  rigid-body --show drift --rate-matrix coulomb-notes-row --renormalise no)
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

# R(e) for a quaternion that is not unit: the two forms the library computes.
$(call run, rb-rotation,      rigid-body --integrator semi-implicit --renormalise no --show rotation)
$(call run, rb-rotation-ex3,  rigid-body --w1 0 --w2 0 --w3 2 --h 0.1 --steps 1 --integrator semi-implicit --renormalise no --show rotation)
# The rotation of e = (1, 1, 1, 1)/2 as an axis, an angle and arcs (figure rb-quat).
$(call run, rb-arc,           rigid-body --show arc --steps 0 --e0 0.5 --e1 0.5 --e2 0.5 --e3 0.5)
# One step of a steady spin, h w = 1: Cayley against the exponential (exercise).
$(call run, rb-ex-cayley,     rigid-body --w1 0 --w2 0 --w3 2 --h 0.5 --steps 1)
$(call run, rb-ex-first,      rigid-body --w1 0 --w2 0 --w3 2 --h 0.5 --steps 1 --integrator semi-implicit)
# The axisymmetric body's precession (exercise): J = (2, 2, 3.5), one period.
$(call run, rb-ex-prec,       rigid-body --J1 2 --J2 2 --J3 3.5 --w1 0.3 --w2 0 --w3 1.6 --h 0.001 --t 1 --every 1000)

# The dropped box, rows from step 16 on (the free fall before is plain).
BOX_DROP_ROWS = NR == 1 || $$1 == 0 || $$1 >= 16
$(call run_awk, box-drop-rows, box-contact --vx 0 --z 0.3 --e0 0.9914448614 --e1 0.1305261922, BOX_DROP_ROWS)

# The mirror-symmetric drop with mu = 0.3: the state and the contacts.
BOX_SYM = box-contact --mu 0.3 --vx 0 --z 0.3 --e0 0.9914448614 --e1 0.1305261922
$(call run, box-sym,          $(BOX_SYM) --steps 60)
BOX_SYM_ROWS = NR == 1 || $$1 >= 21
$(call run_awk, box-sym-contacts, $(BOX_SYM) --steps 23 --show contacts, BOX_SYM_ROWS)
$(call run, box-sym-land,     $(BOX_SYM) --steps 18 --show contacts)
# The same drop at five steps h: each run's last row (at rest) and its
# first contact (the step the landing begins in), joined into one table.
BOX_SYM_H = 0.01 0.003 0.001 3e-4 1e-4
$(foreach h,$(BOX_SYM_H),$(call run, box-sym-h$(h), $(BOX_SYM) --h $(h)))
$(foreach h,$(BOX_SYM_H),$(call run, box-sym-h$(h)-contacts, $(BOX_SYM) --h $(h) --show contacts --t 0.25))
# frac: the part of the landing step before the corner reaches the plane,
# psi / (h |v_n|), v_n its free normal velocity (the centre's v_z plus
# (w x r)_z at the step's start, less g h).  The first landing (edge 1-2)
# and the slap (edge 3-4), vy after the slap, and the state at rest.
DATA += $(B)/data/box-sym-h.txt
$(B)/data/box-sym-h.txt: $(foreach h,$(BOX_SYM_H),$(B)/data/box-sym-h$(h).txt $(B)/data/box-sym-h$(h)-contacts.txt) chapters/06-rigid-bodies/chapter.mk
	$(Q){ echo "h land1 frac1 land2 frac2 vy2 steps x y"; \
	  for h in $(BOX_SYM_H); do \
	    awk -v h=$$h 'FNR == 1 { next } \
	      FILENAME ~ /contacts/ && !l1 { l1 = $$1; px1 = $$3; py1 = $$4; psi1 = $$5 } \
	      FILENAME ~ /contacts/ && !l2 && $$2 >= 3 { l2 = $$1; px2 = $$3; py2 = $$4; psi2 = $$5 } \
	      FILENAME !~ /contacts/ { row[$$1] = $$0; last = $$1 } \
	      function frac(l, px, py, psi,    p, vn) { split(row[l - 1], p, " "); \
	        vn = p[12] + p[13] * (py - p[4]) - p[14] * (px - p[3]) - 9.81 * h; return psi / (h * -vn) } \
	      END { split(row[l2 + 1], q, " "); split(row[last], r, " "); \
	            printf "%s %d %.10g %d %.10g %.10g %d %.10g %.10g\n", h, l1, frac(l1, px1, py1, psi1), \
	              l2, frac(l2, px2, py2, psi2), q[11], last, r[3], r[4] }' \
	      $(B)/data/box-sym-h$$h-contacts.txt $(B)/data/box-sym-h$$h.txt; \
	  done; } > $@.tmp && mv $@.tmp $@

# The spinning square box: per step the yaw phi, the spin and its decrease
# over one step, against mu m g h r / J3 times cos(delta), delta the angle
# between a corner's velocity (at 45 degrees + phi) and the nearest of the
# n_d directions, at the yaw the step started from.
DATA += $(B)/data/box-spin-yaw.txt
$(B)/data/box-spin-yaw.txt: $(B)/data/box-spin4.txt $(B)/data/box-spin.txt chapters/06-rigid-bodies/chapter.mk
	$(Q)awk 'function yaw(e0, e3) { return 2 * atan2(e3, e0) * 180 / pi } \
	  function cosd(phi, nd,    a, s, d) { a = 45 + phi; s = 360 / nd; d = a - s * int(a / s + 0.5); return cos(d * pi / 180) } \
	  BEGIN { pi = atan2(0, -1); K = 0.5 * 9.81 * 0.01 * sqrt(0.18) / 2 / (0.18 / 12) } \
	  FNR == 1 { f++; next } \
	  { l = $$1; ph[f, l] = yaw($$6, $$9); w[f, l] = $$15; if (l > n[f]) n[f] = l } \
	  END { print "l phi4 w4 ratio4 cos4 phi8 w8 ratio8 cos8"; \
	        m = n[1] > n[2] ? n[1] : n[2]; \
	        for (l = 1; l <= m; l++) { \
	          for (f = 1; f <= 2; f++) { nd = f == 1 ? 4 : 8; \
	            if (l <= n[f]) { c[f] = sprintf("%.10g %.10g %.10g %.10g", ph[f, l], w[f, l], (w[f, l - 1] - w[f, l]) / K, cosd(ph[f, l - 1], nd)) } \
	            else c[f] = "- - - -" } \
	          print l, c[1], c[2] } }' $(B)/data/box-spin4.txt $(B)/data/box-spin.txt > $@.tmp && mv $@.tmp $@

# A step far too long for the linearised contacts: stopped with status 3.
$(call run_status, box-h1e10,   box-contact --h 1e10)

# The contact step's rescaled free angular velocity (a departure, section
# gyro-rescale): the box tumbling about its intermediate axis in free
# flight, with the rescaling (box-contact --show energy) and without it
# (rigid-body's semi-implicit step with the box's moments, m (b^2 + c^2)/12
# ...); |L| from Lx Ly Lz, both relative to the start, joined by step.
GYRO_BOX = box-contact --g 0 --z 10 --vx 0 --wx 0.1 --wy 10 --wz 0.1 --steps 1000 --every 100 --show energy
GYRO_FREE = rigid-body --integrator semi-implicit --J1 13/1200 --J2 1/60 --J3 1/48 --w1 0.1 --w2 10 --w3 0.1 --steps 1000 --every 100
$(call run, gyro-box,  $(GYRO_BOX))
$(call run, gyro-free, $(GYRO_FREE))
DATA += $(B)/data/gyro-rescale.txt
$(B)/data/gyro-rescale.txt: $(B)/data/gyro-free.txt $(B)/data/gyro-box.txt chapters/06-rigid-bodies/chapter.mk
	$(Q)awk 'FNR == 1 { f++; next } \
	  f == 1 { L = sqrt($$11 * $$11 + $$12 * $$12 + $$13 * $$13); \
	           if ($$1 == 0) { T0 = $$10; L0 = L } \
	           free[$$1] = sprintf("%.10g %.10g", $$10 / T0 - 1, L / L0 - 1); t[$$1] = $$2 } \
	  f == 2 { box[$$1] = $$5 " " $$6; n[++rows] = $$1 } \
	  END { print "l t dT_free dL_free dT_contact dL_contact"; \
	        for (i = 1; i <= rows; i++) print n[i], t[n[i]], free[n[i]], box[n[i]] }' \
	  $(B)/data/gyro-free.txt $(B)/data/gyro-box.txt > $@.tmp && mv $@.tmp $@
# Exercise: the sign of the change of |L| under the rescaling, flat and tall.
$(call run, gyro-flat, box-contact --a 0.3 --b 0.3 --c 0.1 --g 0 --z 10 --vx 0 --wx 1 --wz 10 --steps 10 --show energy)
$(call run, gyro-tall, box-contact --a 0.3 --b 0.3 --c 0.6 --g 0 --z 10 --vx 0 --wx 1 --wz 10 --steps 10 --show energy)
