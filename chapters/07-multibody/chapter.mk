# Chapter 7: the program runs the report shows (see the Makefile's "run").
# The scenes are files in this folder; a run is redone when its scene changes.
MB = chapters/07-multibody
$(call run, mb-help,          multibody --help)
$(call run, mb-stack,         multibody $(MB)/stack.scene --every 100)
$(call run, mb-stack-lcp,     multibody $(MB)/stack.scene --show lcp)
$(call run, mb-stack-pattern, multibody $(MB)/stack.scene --show pattern)
$(call run, mb-w11,           multibody --show w11)
$(call run, mb-slide-pattern, multibody $(MB)/slide.scene --show pattern)
$(call run, mb-stack-contacts, multibody $(MB)/stack.scene --show contacts --steps 1)
$(call run, mb-stack-balance, multibody $(MB)/stack.scene --show balance --steps 1)
$(call run, mb-slide,         multibody $(MB)/slide.scene)
$(call run, mb-slide-contacts, multibody $(MB)/slide.scene --show contacts --steps 1)
$(call run, mb-slide-balance, multibody $(MB)/slide.scene --show balance --steps 1)
$(call run, mb-pendulum,      multibody $(MB)/pendulum.scene --every 522)
$(call run, mb-drift,         multibody $(MB)/pendulum.scene --show joints --every 10)
$(call run, mb-drift-off,     multibody $(MB)/pendulum.scene --show joints --every 10 --stabilise no)
$(call run, mb-chain,         multibody $(MB)/chain.scene --every 5)
$(call run, mb-chain-lcp,     multibody $(MB)/chain.scene --show lcp)
$(B)/data/mb-stack.txt $(B)/data/mb-stack-lcp.txt $(B)/data/mb-stack-pattern.txt \
$(B)/data/mb-stack-contacts.txt $(B)/data/mb-stack-balance.txt: $(MB)/stack.scene
$(B)/data/mb-slide.txt $(B)/data/mb-slide-pattern.txt $(B)/data/mb-slide-contacts.txt $(B)/data/mb-slide-balance.txt: $(MB)/slide.scene
$(B)/data/mb-pendulum.txt $(B)/data/mb-drift.txt $(B)/data/mb-drift-off.txt: $(MB)/pendulum.scene
# The exercises.
$(call run, mb-ex1,           multibody $(MB)/ex-stack.scene --show contacts --steps 1)
$(call run, mb-ex2,           multibody $(MB)/ex-slide.scene)
$(call run, mb-ex3,           multibody $(MB)/ex-pendulum.scene --every 493)
$(B)/data/mb-ex1.txt: $(MB)/ex-stack.scene
$(B)/data/mb-ex2.txt: $(MB)/ex-slide.scene
$(B)/data/mb-ex3.txt: $(MB)/ex-pendulum.scene
# A scene whose first LCP is not solved: the run stops with status 3.
$(call run_status, mb-pile,   multibody $(MB)/pile.scene --show lcp)
$(B)/data/mb-pile.txt: $(MB)/pile.scene
