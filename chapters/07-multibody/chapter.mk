# Chapter 7: the program runs the book shows (see the Makefile's "run").
# The scenes are files in this folder; a run is redone when its scene changes.
MB = chapters/07-multibody
# The scene's items, as multibody --help lists them.
MB_SCENE_ITEMS = /^SCENE is a text file/,/joined boxes pass through each other unless/
$(call run_awk, mb-scene-items, multibody --help, MB_SCENE_ITEMS)
$(call run, mb-stack,         multibody $(MB)/stack.scene --every 100)
$(call run, mb-stack-lcp,     multibody $(MB)/stack.scene --show lcp)
$(call run, mb-stack-pattern, multibody $(MB)/stack.scene --show pattern)
$(call run, mb-w11,           multibody --show three-bodies)
$(call run, mb-slide-pattern, multibody $(MB)/slide.scene --show pattern)
$(call run, mb-stack-contacts, multibody $(MB)/stack.scene --show contacts --steps 1)
$(call run, mb-stack-balance, multibody $(MB)/stack.scene --show balance --steps 1)
$(call run, mb-slide,         multibody $(MB)/slide.scene)
$(call run, mb-slide-contacts, multibody $(MB)/slide.scene --show contacts --steps 1)
$(call run, mb-slide-balance, multibody $(MB)/slide.scene --show balance --steps 1)
$(call run, mb-pendulum,      multibody $(MB)/pendulum.scene --every 522 --steps 2610)
$(call run, mb-drift,         multibody $(MB)/pendulum.scene --show joints --every 10)
$(call run, mb-drift-off,     multibody $(MB)/pendulum.scene --show joints --every 10 --stabilise no)
$(call run, mb-chain,         multibody $(MB)/chain.scene --every 5)
$(call run, mb-chain-lcp,     multibody $(MB)/chain.scene --show lcp)
# The chain's first step with contacts (nc > 0): the header and that row.
MB_FIRST_LCP = NR == 1 || ($$2 > 0 && !f++)
$(call run_awk, mb-chain-first-lcp, multibody $(MB)/chain.scene --show lcp, MB_FIRST_LCP)
$(call run_status, mb-chain-touch, multibody $(MB)/chain-touch.scene --show lcp)
$(call run, mb-chain-touch-pass, multibody $(MB)/chain-touch-pass.scene --every 100)
$(B)/data/mb-chain-touch.txt: $(MB)/chain-touch.scene
$(B)/data/mb-chain-touch-pass.txt: $(MB)/chain-touch-pass.scene
$(B)/data/mb-stack.txt $(B)/data/mb-stack-lcp.txt $(B)/data/mb-stack-pattern.txt \
$(B)/data/mb-stack-contacts.txt $(B)/data/mb-stack-balance.txt: $(MB)/stack.scene
$(B)/data/mb-slide.txt $(B)/data/mb-slide-pattern.txt $(B)/data/mb-slide-contacts.txt $(B)/data/mb-slide-balance.txt: $(MB)/slide.scene
$(B)/data/mb-pendulum.txt $(B)/data/mb-drift.txt $(B)/data/mb-drift-off.txt: $(MB)/pendulum.scene
$(B)/data/mb-chain-first-lcp.txt: $(MB)/chain.scene
# The pictures of two boxes in contact (two-boxes.scene: the clipped face)
# and of the chain's ball joint, drawn from the corners and the contacts.
$(call run, mb-two-boxes-corners,  multibody $(MB)/two-boxes.scene --show corners --steps 0)
$(call run, mb-two-boxes-contacts, multibody $(MB)/two-boxes.scene --show contacts --steps 1)
$(call run, mb-joint-corners,      multibody $(MB)/chain.scene --show corners --steps 18 --every 18)
$(B)/data/mb-two-boxes-corners.txt $(B)/data/mb-two-boxes-contacts.txt: $(MB)/two-boxes.scene
$(B)/data/mb-joint-corners.txt: $(MB)/chain.scene
# The box dropped flat (section "Stabilisation and restitution"): its state
# and its energy in every step.
$(call run, mb-drop,          multibody $(MB)/drop.scene --steps 22)
$(call run, mb-drop-energy,   multibody $(MB)/drop.scene --show energy --steps 22)
$(B)/data/mb-drop.txt $(B)/data/mb-drop-energy.txt: $(MB)/drop.scene
# The exercises.
$(call run, mb-ex1,           multibody $(MB)/ex-stack.scene --show contacts --steps 1)
$(call run, mb-ex2,           multibody $(MB)/ex-slide.scene)
$(call run, mb-ex3,           multibody $(MB)/ex-pendulum.scene --every 493)
$(B)/data/mb-ex1.txt: $(MB)/ex-stack.scene
$(B)/data/mb-ex2.txt: $(MB)/ex-slide.scene
$(B)/data/mb-ex3.txt: $(MB)/ex-pendulum.scene
$(call run, mb-ex4,           multibody $(MB)/ex-rest.scene --show contacts --steps 2)
$(B)/data/mb-ex4.txt: $(MB)/ex-rest.scene
$(call run, mb-ex5,           multibody $(MB)/ex-drop.scene --steps 32)
$(call run, mb-ex5-energy,    multibody $(MB)/ex-drop.scene --show energy --steps 32)
$(B)/data/mb-ex5.txt $(B)/data/mb-ex5-energy.txt: $(MB)/ex-drop.scene
# The pile's degenerate LCPs (section "Degenerate contact LCPs"): its first
# LCP with floating-point Lemke alone (status 3), the sizes of G_n (the last
# line of --show pattern), the run's first steps (with its exit status) and
# every step's method.
$(call run_status, mb-pile-lemke, multibody $(MB)/pile.scene --write-lcp 3 | $(B)/bin/lcp solve --method lemke -)
$(call run,        mb-pile-gn,    multibody $(MB)/pile.scene --show pattern | tail -n 1)
$(call run,        mb-pile-blocks, multibody $(MB)/pile.scene --show blocks)
# The entries of G_n^T W G_n that are not zero (contacts i, j sharing a box),
# counted from the same list.
MB_NNZ = $$1 ~ /^[0-9]+$$/ { b[$$1] = b[$$1] " " $$2; n = $$1 > n ? $$1 : n } \
  END { for (i = 1; i <= n; i++) for (j = 1; j <= n; j++) { split(b[i], x, " "); split(b[j], y, " "); \
        s = 0; for (p in x) for (q in y) if (x[p] == y[q]) s = 1; c += s } \
        print "nnz entries"; print c, n * n }
$(call run_awk,    mb-pile-nnz,   multibody $(MB)/pile.scene --show blocks, MB_NNZ)
$(call run_status, mb-pile,       multibody $(MB)/pile.scene --show lcp --steps 4)
$(call run,        mb-pile-lcp,   multibody $(MB)/pile.scene --show lcp)
$(B)/data/mb-pile-lemke.txt: $(B)/bin/lcp
$(B)/data/mb-pile.txt $(B)/data/mb-pile-lemke.txt $(B)/data/mb-pile-gn.txt $(B)/data/mb-pile-lcp.txt \
$(B)/data/mb-pile-blocks.txt $(B)/data/mb-pile-nnz.txt: $(MB)/pile.scene
# Piles off their decimals (section "Piles off their decimals"): the 10-row
# pyramid moved by 1e-9 m, the sliding grid with boxes on top, and the
# dominoes at h = 0.01 (stopped by the model: status 3 and the reason).
$(call run,        mb-pyramid-jitter, multibody $(MB)/piles/pyramid-10.scene --jitter 1e-9 --seed 1 --show lcp --steps 5)
$(call run,        mb-grid-on-top,    multibody $(MB)/piles/grid-on-top.scene --show lcp --steps 4)
$(call run_status, mb-dominoes-h01,   multibody $(MB)/dominoes.scene --h 0.01 --show energy --every 40)
$(B)/data/mb-pyramid-jitter.txt: $(MB)/piles/pyramid-10.scene
$(B)/data/mb-grid-on-top.txt: $(MB)/piles/grid-on-top.scene
$(B)/data/mb-dominoes-h01.txt: $(MB)/dominoes.scene

# Filmstrips: figures/mb-film-NAME.gp (two lines: film = 'NAME', then
# figures/mb-film.gpi, which draws any scene) reads mb-film-NAME.txt, the
# run `multibody NAME.scene --show corners --steps STEPS --every EVERY`: a
# frame every EVERY steps and the last, 4 to 6 frames.  An entry is
# NAME:STEPS:EVERY; a scene file that does not exist is skipped.  Keep the
# runs short: all of them together well under a minute.
MB_FILMS = pile:100:25 stack:100:25 tower:100:25 slide:80:20 chain:40:10 \
           dominoes:375:75 slide-off:100:20 chain5:240:48 \
           pyramid:10:5 tall-stack:100:50 ratio-stack:100:50
# ---- NOT YET ENABLED: scenes still to come.  Each needs its
# figures/mb-film-NAME.gp (a copy of mb-film-pile.gp with the name changed)
# and its figure in notes.md; STEPS and EVERY are first guesses, to be
# timed (time build/bin/multibody ... --show corners ...) and set.
MB_FILMS_NEW =
mb_film_word = $(word $(2),$(subst :, ,$(1)))
define mb_film_rule
$(call run, mb-film-$(1), multibody $(MB)/$(1).scene --show corners --steps $(2) --every $(3))
$(B)/data/mb-film-$(1).txt: $(MB)/$(1).scene
$(B)/figures/mb-film-$(1).tex $(B)/figures/mb-film-$(1).svg: figures/mb-film.gpi
endef
$(foreach f,$(MB_FILMS) $(MB_FILMS_NEW),$(if $(wildcard $(MB)/$(call mb_film_word,$(f),1).scene),\
  $(eval $(call mb_film_rule,$(call mb_film_word,$(f),1),$(call mb_film_word,$(f),2),$(call mb_film_word,$(f),3)))))

# The energy of the three moving scenes, start and end (l t T V E).
$(call run, mb-dominoes-energy, multibody $(MB)/dominoes.scene --show energy --every 375)
$(call run, mb-slide-off-energy, multibody $(MB)/slide-off.scene --show energy --every 100)
$(call run, mb-chain5-energy, multibody $(MB)/chain5.scene --show energy --every 240)
$(B)/data/mb-dominoes-energy.txt: $(MB)/dominoes.scene
$(B)/data/mb-slide-off-energy.txt: $(MB)/slide-off.scene
$(B)/data/mb-chain5-energy.txt: $(MB)/chain5.scene
# The pyramid's LCP per step (its size, the method), a few steps.
$(call run, mb-pyramid-lcp, multibody $(MB)/pyramid.scene --show lcp --steps 3)
$(B)/data/mb-pyramid-lcp.txt: $(MB)/pyramid.scene

# The HTML page's animation of five scenes (section "The scenes as
# pictures"): each scene's corners at 50 frames per simulated second
# (mb-anim-NAME.txt), then mb-anim.awk draws them as one SVG whose frames
# take turns by CSS @keyframes.  The page shows it from a raw HTML block
# (<img src="figdir:mb-anim.svg">, the build's figure folder, made a data: URL by
# report/embed-images.js); the PDF has the filmstrips instead.
MB_ANIM = stack:2 slide:2 pendulum:20 chain:2 pile:2
define mb_anim_rule
$(call run, mb-anim-$(1), multibody $(MB)/$(1).scene --show corners --every $(2))
$(B)/data/mb-anim-$(1).txt: $(MB)/$(1).scene
endef
$(foreach a,$(MB_ANIM),$(eval $(call mb_anim_rule,$(call mb_film_word,$(a),1),$(call mb_film_word,$(a),2))))
MB_ANIM_NAMES = $(foreach a,$(MB_ANIM),$(call mb_film_word,$(a),1))
DATA += $(B)/figures/mb-anim.svg
$(B)/figures/mb-anim.svg: $(MB)/mb-anim.awk $(MB_ANIM_NAMES:%=$(MB)/%.scene) \
                          $(MB_ANIM_NAMES:%=$(B)/data/mb-anim-%.txt)
	@mkdir -p $(@D)
	$(say) AWK $@
	$(Q)LC_ALL=C awk -f $(MB)/mb-anim.awk \
	    $(foreach n,$(MB_ANIM_NAMES),$(MB)/$(n).scene $(B)/data/mb-anim-$(n).txt) > $@.tmp \
	    && mv $@.tmp $@ || { rm -f $@.tmp; exit 1; }
