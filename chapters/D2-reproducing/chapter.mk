# Appendix "Reproducing the numbers": the Debian packages the build needs, as
# tools/deps lists them, and one check of a hand-worked table.
DATA += $(B)/data/rp-packages.txt $(B)/data/rp-sources.txt
$(B)/data/rp-packages.txt: tools/deps chapters/D2-reproducing/chapter.mk
	@mkdir -p $(@D)
	$(say) CUT $@
	$(Q)sed -n '/^PACKAGES="/,/"$$/p' $< | tr -d '"' | sed 's/^PACKAGES=//' | tr -s ' \n' '  ' \
	    | fold -s -w 72 | sed 's/ *$$//' | awk 1 > $@.tmp && test -s $@.tmp && mv $@.tmp $@ || { rm -f $@.tmp; exit 1; }
$(B)/data/rp-sources.txt: tools/deps chapters/D2-reproducing/chapter.mk
	@mkdir -p $(@D)
	$(say) CUT $@
	$(Q)sed -n 's/^SOURCES="\(.*\)"/\1/p' $< > $@.tmp && test -s $@.tmp && mv $@.tmp $@ || { rm -f $@.tmp; exit 1; }
# A table of the fixed wall worked by hand, with one slip, checked.
$(call run_status, rp-check, particle-wall --example fixed-wall --check chapters/02-particle-wall/my-fixed-wall.txt)
$(B)/data/rp-check.txt: chapters/02-particle-wall/my-fixed-wall.txt
