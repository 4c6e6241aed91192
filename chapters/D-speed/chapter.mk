# Appendix D: the speed of the planar models.  Run times cannot come from a
# run at report time (they depend on the machine and its load, and the
# report must come out the same on every build), so the appendix reads the
# tables of one `make bench` on one machine, committed with the machine and
# the date they print: chapters/D-speed/measured/*.txt are build/bench/'s
# planar.txt, planar_reduced.txt and planar_experiment.txt as written
# (renew them by copying a new `make bench`'s files there).  Each table the
# text shows is cut out of them unchanged: the K-th table of a file (a run
# of lines that are neither comments nor blank), and the machine's lines.
SPEED_DIR = chapters/D-speed/measured
# $(call speed_cut,NAME,FILE,K): $(B)/data/NAME.txt, the K-th table of
# $(SPEED_DIR)/FILE (chapters/D-speed/table.awk).
define speed_rule
DATA += $(B)/data/$(1).txt
$(B)/data/$(1).txt: $(SPEED_DIR)/$(2) chapters/D-speed/table.awk chapters/D-speed/chapter.mk
	@mkdir -p $$(@D)
	$$(say) CUT $$@
	$$(Q)awk -v k=$(3) -f chapters/D-speed/table.awk $$< > $$@.tmp && test -s $$@.tmp \
	    && mv $$@.tmp $$@ || { rm -f $$@.tmp; exit 1; }
endef
speed_cut = $(eval $(call speed_rule,$(1),$(2),$(3)))
# Table II (the distributed model's steps per second against N) and the
# Fig. 5 run; Table V (the reduced model's pre-computation and steps per
# second against N) and Table VI; Table IV (the 2 s slip-stick run).
$(call speed_cut,speed-table2,planar.txt,1)
$(call speed_cut,speed-fig5,planar.txt,2)
$(call speed_cut,speed-red,planar_reduced.txt,1)
$(call speed_cut,speed-table5,planar_reduced.txt,2)
$(call speed_cut,speed-table6,planar_reduced.txt,3)
$(call speed_cut,speed-table4,planar_experiment.txt,1)
# The machine and the date, as the bench printed them (verbatim).
DATA += $(B)/data/speed-machine.txt
$(B)/data/speed-machine.txt: $(SPEED_DIR)/planar.txt chapters/D-speed/chapter.mk
	@mkdir -p $(@D)
	$(say) CUT $@
	$(Q)grep -E '^.[ ](machine|cpu|date):' $< > $@.tmp && mv $@.tmp $@ || { rm -f $@.tmp; exit 1; }
