# Rigid-body contact with friction as complementarity problems.
#
#   make          library and programs (build/bin/)
#   make test     dependencies, then every test (also under ASan/UBSan, clang, the report)
#   make report   dependencies, programs, data, figures, report/report.pdf and .html
#   make bench    timings (build/bench/)
#   make fuzz     the LCP file reader under libFuzzer (FUZZ_SECONDS=600)
#   make mutants  each mutation of tests/mutants.txt must fail make check
#   make deps     install the Debian packages (as root) or print the command
#   make clean    remove everything generated
#
# B is the build folder; REPORT_DIR is where report.pdf and report.html land.

B ?= build
REPORT_DIR ?= report

# Every core by default (make -jN or -j1 still decides); never for make bench,
# whose timings must not share the machine with a compiler.  Only the top
# make decides: the makes it starts share its job slots.
NPROC := $(shell nproc 2>/dev/null || echo 1)
ifeq ($(MAKELEVEL)$(filter -j%,$(MAKEFLAGS)),0)
ifeq ($(filter bench%,$(MAKECMDGOALS)),)
MAKEFLAGS += -j$(NPROC)
endif
endif
CC ?= cc
WERROR ?= -Werror
CFLAGS ?= -O2 -g
SAN_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
# -ffp-contract=off: a * b + c is two roundings on every compiler and CPU
# (gcc contracts across statements, clang within one, into a fused
# multiply-add where the target has one); the same bits everywhere.
FP_FLAGS = -ffp-contract=off
ALL_CFLAGS = -std=c11 -Wall -Wextra -Wpedantic $(WERROR) $(CFLAGS) $(EXTRA_CFLAGS) $(FP_FLAGS) \
             -Isrc -MMD -MP
LDLIBS = -lgmp $(CVODE_LIB) $(KLU_LIB) $(DMATH_LIB) -lm

# Quiet by default: one short line per step; "make V=1" prints the commands.
ifeq ($(V),1)
Q =
say = @:
else
Q = @
say = @printf '  %-8s %s\n'
endif

ifndef SOURCE_DATE_EPOCH
SOURCE_DATE_EPOCH := $(shell git log -1 --format=%ct 2>/dev/null || echo 1767225600)
endif
export SOURCE_DATE_EPOCH
export LC_ALL = C

.DEFAULT_GOAL := all
.PHONY: all test check report bench deps clean data figures mutants

# ---------------------------------------------------------------- library
LIB_SRC = $(wildcard src/*.c)
LIB_OBJ = $(LIB_SRC:%.c=$(B)/obj/%.o)
LIB = $(B)/lib/libcontact.a

$(B)/obj/%.o: %.c
	@mkdir -p $(@D)
	$(say) CC $@
	$(Q)$(CC) $(ALL_CFLAGS) -c $< -o $@

# musl's libm as the dmath_ functions and CVODE, compiled from Debian's source
# packages (third_party/third_party.mk: DMATH_LIB, CVODE_LIB, in LDLIBS).
# The library's objects call them, so it is remade after them: every
# program and test that links it is then linked again with the new ones.
include third_party/third_party.mk
$(B)/obj/src/ode_cvode.o: ALL_CFLAGS += $(CVODE_INCLUDES)
$(B)/obj/src/lemke_basis.o: ALL_CFLAGS += $(KLU_INCLUDES)
$(B)/obj/src/ode_cvode.o: $(wildcard third_party/sundials/sundials/*.h)

$(LIB): $(LIB_OBJ) $(THIRD_PARTY_LIBS)
	@mkdir -p $(@D)
	$(say) AR $@
	$(Q)rm -f $@ && ar rcs $@ $(filter %.o,$^)

# ---------------------------------------------------------------- programs
# Every chapters/*/NAME.c and tools/NAME.c is the program build/bin/NAME.
PROG_SRC = $(wildcard chapters/*/*.c tools/*.c)
PROGS = $(foreach s,$(PROG_SRC),$(B)/bin/$(basename $(notdir $(s))))

define program_rule
$(B)/bin/$(basename $(notdir $(1))): $(B)/obj/$(1:.c=.o) $(LIB)
	@mkdir -p $$(@D)
	$$(say) LINK $$@
	$$(Q)$$(CC) $$(ALL_CFLAGS) $$^ $$(LDLIBS) -o $$@
endef
$(foreach s,$(PROG_SRC),$(eval $(call program_rule,$(s))))

all: $(PROGS)

# ---------------------------------------------------------------- tests
TEST_SRC = $(wildcard tests/test_*.c)
TESTS = $(TEST_SRC:tests/%.c=$(B)/tests/%) $(B)/tests/test_libm

# A script among the test programs: no program calls the C library's sin,
# exp, pow... (nm on the programs, the test programs and the libraries).
$(B)/tests/test_libm: tests/test_libm.sh
	@mkdir -p $(@D)
	$(Q)cp $< $@ && chmod +x $@

# Test programs that share the LCP problem generators of tests/problems.c.
$(B)/tests/test_lcp_families: $(B)/obj/tests/problems.o
# The library's dense factorisations (src/dense.c), tested against LAPACK,
# which only this test links.
$(B)/tests/test_dense: LDLIBS += -llapacke -llapack

$(B)/tests/%: $(B)/obj/tests/%.o $(LIB)
	@mkdir -p $(@D)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

.SECONDARY:

# The comparison with Siconos (where installed) and the benchmarks.
include tests/siconos.mk
include bench/bench.mk

# The test programs alone (the clang suite builds them, then runs them).
.PHONY: test-programs
test-programs: $(TESTS) $(SICONOS_TESTS)

# check: build and run the unit, worked-example and CLI tests in $(B), then
# the sweep of every program under random options (tests/sweep.sh; a run may
# take SWEEP_TIMEOUT seconds of CPU time, more under the sanitizers).
# SWEEP=no leaves the sweep out (make mutants: a mutant must die by a test
# that pins a value, not by a random case).
SWEEP_TIMEOUT = $(if $(findstring sanitize,$(EXTRA_CFLAGS)),60,10)
SWEEP ?= yes
check: $(PROGS) $(TESTS) $(SICONOS_TESTS)
	@s=0; COUNTS="$(COUNTS)" SKIPS="$(CHECK_SKIPS)" tests/run unit $(B) || s=1; \
	if [ "$(SWEEP)" != no ]; then \
	COUNTS="$(COUNTS)" SWEEP_TIMEOUT=$(SWEEP_TIMEOUT) tests/run sweep $(B) || s=1; fi; exit $$s

# What check cannot run here, with the reason; tests/run counts each as skipped.
CHECK_SKIPS = $(if $(SICONOS_TESTS),,siconos_compare: Siconos is not installed (Debian libsiconos-numerics-dev, make deps))

# test: dependencies, then the suites side by side (each a job of its own, on
# every core): the suite here, under the sanitizers, with clang, the report
# test and the runner's own test; tests/run prints the totals last
# ("N passed, N failed, N skipped"; a skip fails a CI run).  The slowest
# suites start first.  '+': the suites' own makes share the job slots.
COUNT_FILE = $(abspath $(B))/test-counts
TEST_SUITES = test-report test-san test-check test-clang test-runner
.PHONY: test $(TEST_SUITES)
# Eight suites count: unit and sweep twice (here, sanitizers), the clang
# build and its unit suite, report, runner; the total fails when one did not
# (a build that broke).
test: deps
	@mkdir -p $(B) && rm -f $(COUNT_FILE)
	+@s=0; $(MAKE) --no-print-directory -k $(TEST_SUITES) || s=1; \
	COUNTS=$(COUNT_FILE) EXPECT_SUITES=8 tests/run total $(B) && exit $$s
# The piles of chapter 7 (tests/cli/piles.cli: pyramids up to 20 rows, each
# as written, moved by 1e-9 m and with a longer step) cost two minutes of
# CPU: they run in the suite here only, not again under the sanitizers and
# clang, which run every other scenario.
LIGHT_CLI = $(filter-out tests/cli/piles.cli,$(wildcard tests/cli/*.cli))
test-check:
	+@$(MAKE) --no-print-directory check B=$(B) COUNTS=$(COUNT_FILE)
# Under the sanitizers the sweep runs every other case (SWEEP_SHARE=2: its
# runs cost three times the CPU; the plain build runs them all).
test-san:
	+@CLI_SCENARIOS="$(LIGHT_CLI)" SWEEP_SHARE=2 $(MAKE) --no-print-directory check B=$(B)/san \
	    CFLAGS="-O1 -g" EXTRA_CFLAGS="$(SAN_FLAGS)" COUNTS=$(COUNT_FILE)
test-clang:
	+@COUNTS=$(COUNT_FILE) tests/run compiler $(B)/clang; \
	CLI_SCENARIOS="$(LIGHT_CLI)" COUNTS=$(COUNT_FILE) tests/run unit $(B)/clang
test-report:
	+@COUNTS=$(COUNT_FILE) tests/run report $(B)
test-runner:
	@COUNTS=$(COUNT_FILE) tests/run runner $(B)

# mutants: apply each mutation of tests/mutants.txt to a copy of the tree and
# run make check there; every mutation must be caught (tests/mutants.sh).
mutants:
	@tests/mutants.sh tests/mutants.txt

# ---------------------------------------------------------------- data
# Each chapter's chapter.mk names the program runs the report uses:
#   $(call run,NAME,PROGRAM ARGS...)  writes $(B)/data/NAME.txt atomically.
DATA =
define run_rule
DATA += $(B)/data/$(1).txt
$(B)/data/$(1).txt: $(B)/bin/$(firstword $(2)) $(lastword $(MAKEFILE_LIST))
	@mkdir -p $$(@D)
	$$(say) RUN "$(strip $(2))"
	$$(Q)$(B)/bin/$(strip $(2)) > $$@.tmp && mv $$@.tmp $$@ || { rm -f $$@.tmp; exit 1; }
endef
run = $(eval $(call run_rule,$(strip $(1)),$(strip $(2))))

# $(call run_status,NAME,PROGRAM ARGS...): the same for a run whose exit status
# is part of the lesson (a proven "no solution" exits with 2): the output ends
# with the line "exit status N".
define run_status_rule
DATA += $(B)/data/$(1).txt
$(B)/data/$(1).txt: $(B)/bin/$(firstword $(2)) $(lastword $(MAKEFILE_LIST))
	@mkdir -p $$(@D)
	$$(say) RUN "$(strip $(2))"
	$$(Q){ $(B)/bin/$(strip $(2)); echo "exit status $$$$?"; } > $$@.tmp 2>&1 && mv $$@.tmp $$@
endef
run_status = $(eval $(call run_status_rule,$(strip $(1)),$(strip $(2))))

# $(call run_awk,NAME,PROGRAM ARGS,VAR): the same with the output passed
# through awk, whose program is the variable VAR (a variable, since awk's
# commas would split the call's arguments); an empty result fails (the
# pattern found nothing).
define run_awk_rule
DATA += $(B)/data/$(1).txt
$(B)/data/$(1).txt: $(B)/bin/$(firstword $(2)) $(lastword $(MAKEFILE_LIST))
	@mkdir -p $$(@D)
	$$(say) RUN "$(strip $(2))"
	$$(Q)$(B)/bin/$(strip $(2)) | awk '$$($(3))' > $$@.tmp && test -s $$@.tmp \
	    && mv $$@.tmp $$@ || { rm -f $$@.tmp; exit 1; }
endef
run_awk = $(eval $(call run_awk_rule,$(strip $(1)),$(strip $(2)),$(strip $(3))))

# $(call run_help,NAME,PROGRAM [COMMAND]): PROGRAM's --help without the
# paragraph on --check, which every program prints the same and the
# appendix of the programs shows once (CHECK_PARAGRAPH: that paragraph).
CHECK_PARAGRAPH = /^--check FILE: your own table/,/^\(FILE:LINE: an unknown column/
HELP_WITHOUT_CHECK = $(CHECK_PARAGRAPH) { next } { print }
run_help = $(call run_awk,$(1),$(strip $(2)) --help,HELP_WITHOUT_CHECK)
include $(sort $(wildcard chapters/*/chapter.mk))

data: $(DATA)

# ---------------------------------------------------------------- figures
# figures/NAME.gp reads $(B)/data/ (the variable datadir) and is drawn twice:
# cairolatex (PDF + LaTeX text) for the PDF, SVG for the HTML.  The data a
# script reads are listed on its "# data:" line.
FIG_SRC = $(filter-out figures/style.gp,$(wildcard figures/*.gp))
FIG_NAMES = $(basename $(notdir $(FIG_SRC)))
FIGURES = $(FIG_NAMES:%=$(B)/figures/%.tex) $(FIG_NAMES:%=$(B)/figures/%.svg)
GNUPLOT = gnuplot -e "datadir='$(B)/data/'"
# A polygon object must lie inside its plot: gnuplot 5.4's own polygon
# clipping overflows a 32-bit int at cairolatex's resolution, so the PDF and
# the HTML would differ.  report/check-polygons.sh refuses a figure whose
# polygon has a vertex outside the ranges; clip_polygon (style.gp) clips one.
FIG_CHECK = sh report/check-polygons.sh $< '$(B)/data/'

$(B)/figures/%.tex: figures/%.gp figures/style.gp report/check-polygons.sh
	@mkdir -p $(@D)
	@$(FIG_CHECK)
	$(say) GNUPLOT $@
	$(Q)$(GNUPLOT) -e "latex=1; set terminal cairolatex pdf input size 14cm,8cm; \
	    set output '$(B)/figures/$*.tex'" $< || { rm -f $@ $(@:.tex=.pdf); exit 1; }

$(B)/figures/%.svg: figures/%.gp figures/style.gp
	@mkdir -p $(@D)
	$(say) GNUPLOT $@
	$(Q)$(GNUPLOT) -e "latex=0; set terminal svg size 720,410 dynamic font 'Helvetica,14'; \
	    set output '$@.tmp'" $< && mv $@.tmp $@ || { rm -f $@.tmp; exit 1; }

$(B)/figures/deps.mk: $(FIG_SRC)
	@mkdir -p $(@D)
	@for f in $(FIG_SRC); do n=$$(basename $$f .gp); \
	  d=$$(sed -n 's/^# data: *//p' $$f | tr ' ' '\n' | sed '/^$$/d; s|^|$(B)/data/|' | tr '\n' ' '); \
	  echo "$(B)/figures/$$n.tex $(B)/figures/$$n.svg: $$d"; done > $@
-include $(B)/figures/deps.mk

figures: $(FIGURES)

# ---------------------------------------------------------------- report
# A chapter is its notes.md, then its further sections notes-*.md in name order;
# the last appendix (E) then collects every chapter's answers.md, in order.
CHAPTER_NOTES = $(foreach d,$(sort $(dir $(wildcard chapters/*/notes.md))),\
    $(d)notes.md $(sort $(wildcard $(d)notes-*.md))) \
    $(sort $(wildcard chapters/*/answers.md))
# The slowest runs first (SLOW_DATA, named by the chapters), so that with
# several jobs they do not end up alone at the end.
REPORT_DEPS = $(SLOW_DATA) $(DATA) $(FIGURES) $(LIB_SRC) $(wildcard src/*.h) $(PROG_SRC)
include web/web.mk
REPORT_HTML_AFTER = $(WEB_RUNNER)
include report/report.mk

report: deps
	@$(MAKE) --no-print-directory $(REPORT_DIR)/report.pdf $(REPORT_DIR)/report.html

# ---------------------------------------------------------------- bench
# Timings, with the machine and the date, under $(B)/bench/ (never asserted).
bench: bench-lemke

# ---------------------------------------------------------------- fuzz
# The LCP reader under libFuzzer (tests/fuzz/README.md); FUZZ_SECONDS=600.
FUZZ_SECONDS ?= 600
.PHONY: fuzz
fuzz: deps $(DMATH_LIB)
	@mkdir -p $(B)/fuzz-artifacts && rm -rf $(B)/fuzz-corpus && cp -r tests/fuzz/corpus $(B)/fuzz-corpus
	clang -g -O1 -fsanitize=fuzzer,address,undefined -Isrc tests/fuzz/fuzz_lcp_read.c \
	    src/lcp_io.c src/textfile.c src/number.c src/table.c src/lcp.c src/sparse.c src/linalg.c \
	    $(DMATH_LIB) -lgmp -lm -o $(B)/fuzz_lcp_read
	$(B)/fuzz_lcp_read -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
	    -artifact_prefix=$(B)/fuzz-artifacts/ $(B)/fuzz-corpus

# ---------------------------------------------------------------- deps, clean
deps:
	@tools/deps

clean:
	rm -rf $(B) $(REPORT_OUTPUTS)

-include $(shell find $(B)/obj -name '*.d' 2>/dev/null)

# check-reference: chapter 10's distributed model over the whole 5 s Fig. 5
# runs (circle, N = 21, p = 0 and p = 1, Euler dt = 1e-5) against the
# authors' reference files in LUGRE_REFERENCE (1e-10 N and N m; make check
# runs their first 0.1 s from tests/lugre/).
LUGRE_REFERENCE ?= ../shared/peer-tests/lugre
.PHONY: check-reference
check-reference: $(B)/tests/test_planar_lugre
	$(say) REF $(LUGRE_REFERENCE)
	$(Q)$< --full $(LUGRE_REFERENCE)

# check-reference also runs the reduced model (limit surface, N_LS = 20) over
# the authors' whole 5 s reduced-model files, both sets (make check runs
# their first 0.1 s and every 50th row from tests/lugre/).
.PHONY: check-reference-red
check-reference: check-reference-red
check-reference-red: $(B)/tests/test_planar_reduced
	$(say) REF-RED $(LUGRE_REFERENCE)
	$(Q)$< --full $(LUGRE_REFERENCE)

# The distributed planar LuGre step (src/planar_step.c) is written for the
# compiler's vectoriser; it vectorises only if sqrt need not set errno (with
# errno, every sqrt carries a branch to the library call for a negative
# argument).  -fno-math-errno changes no result: sqrt of a negative number
# is NaN either way, only errno stays untouched.  No -march: the vector code
# is SSE2, which every x86-64 machine has.  The model's other loops
# (src/planar_lugre.c: the steady state over the cells) as well.
$(B)/obj/src/planar_step.o: ALL_CFLAGS += -fno-math-errno
$(B)/obj/src/planar_lugre.o: ALL_CFLAGS += -fno-math-errno
# The reduced model's step (src/planar_reduced.c) as well, and at -O3: the
# look-up's two angles side by side (atan2_pair) become packed SSE2
# instructions only with -O3's vectoriser.  Neither flag changes a result
# (no -ffast-math: the same operations in the same order, bit for bit; the
# reference runs of make check-reference match as before), and the step runs
# about 1.2 times as fast as at -O2 (measured with make bench-planar-reduced).
$(B)/obj/src/planar_reduced.o: ALL_CFLAGS += -fno-math-errno -O3
# The dense factorisations (src/dense*.c) at -O3: their row loops (y += a x,
# four rows at a time) become packed SSE2 instructions only with -O3's
# vectoriser (gcc 12's -O2 vectorises no loop of unknown length).  Each entry
# is computed by the same operations in the same order either way, so the
# results are the same bits; the least-norm solve of size 100-400 takes
# two thirds of the time (make bench-dense).
$(B)/obj/src/dense.o $(B)/obj/src/dense_kernel.o $(B)/obj/src/dense_svd.o \
$(B)/obj/src/dense_eigen.o: ALL_CFLAGS += -O3
# sweep-full: chapter 10's RMSE against N (paper 004 Fig. 9) at the paper's
# sizes (circle and square, both sets, N = 5..35 against N = 101: about 15
# CPU-minutes before planar_lugre's vectorised step, half that after), and
# the reduced model's against the same distributed baselines (Fig. 36: its
# four N = 101 runs again, about 6 CPU-minutes more), written to the files
# the report's shortened sweeps write (PF_SWEEP_DATA), then the report
# with them (chapters/10-planar-friction/chapter.mk).
.PHONY: sweep-full
sweep-full:
	rm -f $(PF_SWEEP_DATA)
	@$(MAKE) --no-print-directory PF_SWEEP=full $(PF_SWEEP_DATA)
	@$(MAKE) --no-print-directory report
