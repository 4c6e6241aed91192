# Appendix C, the programs: for each program its options and what its tables
# hold, cut from its --help (options.awk, tables.awk), and one short run;
# the --check paragraph of the help once.
PG = chapters/03-solving-lcps/problems/three-solutions.txt
# $(call pg_help,NAME,PROGRAM [COMMAND],AWK): $(B)/data/NAME.txt, PROGRAM's
# --help through chapters/C-programs/AWK; an empty result fails.
define pg_help_rule
DATA += $(B)/data/$(1).txt
$(B)/data/$(1).txt: $(B)/bin/$(firstword $(2)) chapters/C-programs/$(3) chapters/C-programs/chapter.mk
	@mkdir -p $$(@D)
	$$(say) RUN "$(strip $(2)) --help"
	$$(Q)$(B)/bin/$(strip $(2)) --help | awk -f chapters/C-programs/$(3) > $$@.tmp && test -s $$@.tmp \
	    && mv $$@.tmp $$@ || { rm -f $$@.tmp; exit 1; }
endef
pg_help = $(eval $(call pg_help_rule,$(strip $(1)),$(strip $(2)),$(strip $(3))))
PG_PROGRAMS = time-stepping pendulum particle-wall lcp-demo slack-friction sliding-block \
              friction-cone rigid-body box-contact multibody phantom-inertia lugre \
              planar-friction planar-experiment planar-convergence
$(foreach p,$(PG_PROGRAMS),$(call pg_help,pg-opt-$(p),$(p),options.awk))
$(foreach p,$(PG_PROGRAMS),$(call pg_help,pg-tab-$(p),$(p),tables.awk))
$(call pg_help, pg-opt-lcp-solve, lcp solve, options.awk)
$(call pg_help, pg-opt-lcp-check, lcp check, options.awk)
$(call pg_help, pg-tab-lcp-solve, lcp solve, tables.awk)
# The --check paragraph, once: from time-stepping's help.
$(call run_awk, pg-check-paragraph, time-stepping --help, CHECK_PARAGRAPH)
# One run each (lcp: a solve and a check).
$(call run, pg-ex-time-stepping,      time-stepping)
$(call run, pg-ex-pendulum,           pendulum --every 100)
$(call run, pg-ex-particle-wall,      particle-wall --steps 3)
$(call run, pg-ex-lcp-1,              lcp solve $(PG))
$(call run, pg-ex-lcp-2,              lcp check $(PG) 1/3 1/3)
$(call run, pg-ex-lcp-demo,           lcp-demo --show cones)
$(call run, pg-ex-slack-friction,     slack-friction)
$(call run, pg-ex-sliding-block,      sliding-block --show phases)
$(call run, pg-ex-friction-cone,      friction-cone --show stop)
$(call run, pg-ex-rigid-body,         rigid-body --show drift)
$(call run, pg-ex-box-contact,        box-contact --steps 2)
$(call run, pg-ex-multibody,          multibody chapters/07-multibody/stack.scene --steps 1)
$(call run, pg-ex-phantom-inertia,    phantom-inertia --every 25)
$(call run, pg-ex-lugre,              lugre --show cost)
$(call run, pg-ex-planar-friction,    planar-friction --t 0.5 --every 10000)
$(call run, pg-ex-planar-experiment,  planar-experiment --t 0.5 --every 10000)
$(call run, pg-ex-planar-convergence, planar-convergence --list 5$(pf_c)9 --baseline 13 --t 0.5)
$(B)/data/pg-ex-lcp-1.txt $(B)/data/pg-ex-lcp-2.txt: $(PG)
$(B)/data/pg-ex-multibody.txt: chapters/07-multibody/stack.scene
