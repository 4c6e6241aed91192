# bench/bench.mk: Lemke's method, ours against Siconos' lcp_lexicolemke.
#
#   make bench-lemke     in one process (bench/bench.c): build
#                        $(B)/bench/bench_lemke, run it, write the table to
#                        $(B)/bench/lemke.txt (and show it)
#   make bench-whole     whole processes (bench/whole.c): `lcp solve FILE`
#                        against bench/siconos_lemke.c (Siconos' reader) and
#                        bench/siconos_plain.c (an fscanf reader), table
#                        in $(B)/bench/whole.txt (after bench-lemke, so that
#                        the two never run at the same time)
#
# `make bench` runs both.  Without Siconos' headers the programs are built
# without -DHAVE_SICONOS / the harness, and time ours alone.  Included by the
# Makefile after B, LIB, ALL_CFLAGS, LDLIBS, Q and say are defined.

.PHONY: bench-lemke bench-whole
bench: bench-whole

BENCH_SICONOS = $(wildcard /usr/include/siconos/numerics/LCP_Solvers.h)
BENCH_CFLAGS = -Itests $(if $(BENCH_SICONOS),-DHAVE_SICONOS -I/usr/include/siconos)
BENCH_LIBS = $(if $(BENCH_SICONOS),-lsiconos_numerics)
BENCH_HARNESS = $(if $(BENCH_SICONOS),$(B)/bench/siconos_lemke)
BENCH_PLAIN = $(if $(BENCH_SICONOS),$(B)/bench/siconos_plain)

$(B)/obj/bench/%.o: bench/%.c
	@mkdir -p $(@D)
	$(say) CC $@
	$(Q)$(CC) $(ALL_CFLAGS) $(BENCH_CFLAGS) -c $< -o $@

$(B)/bench/bench_lemke: $(B)/obj/bench/bench.o $(B)/obj/bench/bench_util.o \
                        $(B)/obj/tests/problems.o $(LIB)
	@mkdir -p $(@D)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $^ $(BENCH_LIBS) $(LDLIBS) -o $@

$(B)/bench/whole: $(B)/obj/bench/whole.o $(B)/obj/bench/bench_util.o \
                  $(B)/obj/tests/problems.o $(LIB)
	@mkdir -p $(@D)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

$(B)/bench/siconos_lemke: $(B)/obj/bench/siconos_lemke.o
	@mkdir -p $(@D)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $^ $(BENCH_LIBS) -lm -o $@

$(B)/bench/siconos_plain: $(B)/obj/bench/siconos_plain.o
	@mkdir -p $(@D)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $^ $(BENCH_LIBS) -lm -o $@

bench-lemke: $(B)/bench/bench_lemke
	$(say) BENCH $(B)/bench/lemke.txt
	$(Q)$< > $(B)/bench/lemke.txt.tmp && mv $(B)/bench/lemke.txt.tmp $(B)/bench/lemke.txt \
	    || { rm -f $(B)/bench/lemke.txt.tmp; exit 1; }
	@cat $(B)/bench/lemke.txt

bench-whole: $(B)/bench/whole $(B)/bin/lcp $(BENCH_HARNESS) $(BENCH_PLAIN) | bench-lemke
	$(say) BENCH $(B)/bench/whole.txt
	@mkdir -p $(B)/bench/files
	$(Q)$< $(B)/bin/lcp $(if $(BENCH_HARNESS),$(BENCH_HARNESS),-) \
	    $(if $(BENCH_PLAIN),$(BENCH_PLAIN),-) $(B)/bench/files \
	    > $(B)/bench/whole.txt.tmp && mv $(B)/bench/whole.txt.tmp $(B)/bench/whole.txt \
	    || { rm -f $(B)/bench/whole.txt.tmp; exit 1; }
	@cat $(B)/bench/whole.txt

# make bench-box: chapter 6's box-contact step with n_d = 8 (LCP size 40),
# steps per second, and its LCPs solved by ours and by Siconos'
# lcp_lexicolemke (bench/box.c); table in $(B)/bench/box.txt (after
# bench-whole, so that they never run at the same time).
.PHONY: bench-box
bench: bench-box

$(B)/bench/bench_box: $(B)/obj/bench/box.o $(B)/obj/bench/bench_util.o \
                      $(B)/obj/bench/lcp_set.o $(LIB)
	@mkdir -p $(@D)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $^ $(BENCH_LIBS) $(LDLIBS) -o $@

# The degenerate run of chapter 6 (a box at rest on a 30 degree slope, all
# four corners on it: every step's LCP degenerate), timed as a whole
# process against its anchor of 2 s.
BENCH_BOX_SLOPE = box-contact --vx 0 --slope 30 --nd 8 --steps 10000
bench-box: $(B)/bench/bench_box $(B)/bin/box-contact | bench-whole
	$(say) BENCH $(B)/bench/box.txt
	$(Q){ $< && echo && echo "# whole process: $(BENCH_BOX_SLOPE) (anchor: 2 s)" && \
	    start=$$(date +%s.%N) && $(B)/bin/$(BENCH_BOX_SLOPE) > /dev/null && \
	    end=$$(date +%s.%N) && \
	    awk -v a=$$start -v b=$$end 'BEGIN { printf "seconds %.2f anchor 2 exit 0\n", b - a }'; } \
	    > $(B)/bench/box.txt.tmp && mv $(B)/bench/box.txt.tmp $(B)/bench/box.txt \
	    || { rm -f $(B)/bench/box.txt.tmp; exit 1; }
	@cat $(B)/bench/box.txt

# make bench-multibody: chapter 7's step on the stack (3 boxes, LCP size 120)
# and the leaning tower (10 boxes, size 240): steps per second, the LCP size,
# and the run's LCPs by ours and by Siconos' lcp_lexicolemke
# (bench/multibody.c); table in $(B)/bench/multibody.txt (after bench-box).
.PHONY: bench-multibody
bench: bench-multibody

$(B)/bench/bench_multibody: $(B)/obj/bench/multibody.o $(B)/obj/bench/bench_util.o \
                            $(B)/obj/bench/lcp_set.o $(LIB)
	@mkdir -p $(@D)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $^ $(BENCH_LIBS) $(LDLIBS) -o $@

bench-multibody: $(B)/bench/bench_multibody | bench-box
	$(say) BENCH $(B)/bench/multibody.txt
	$(Q)$< > $(B)/bench/multibody.txt.tmp && mv $(B)/bench/multibody.txt.tmp \
	    $(B)/bench/multibody.txt || { rm -f $(B)/bench/multibody.txt.tmp; exit 1; }
	@cat $(B)/bench/multibody.txt

# ---------------------------------------------------------------- chapter 9
#   make bench-lugre     LuGre friction: CVODE against explicit Euler on the
#                        drift and stick-slip runs of chapter 9 (`lugre
#                        --show cost --time yes`: steps, evaluations, errors
#                        against a tight CVODE run, and run times), table in
#                        $(B)/bench/lugre.txt (after bench-multibody: never two
#                        timings at once)
.PHONY: bench-lugre
bench: bench-lugre

bench-lugre: $(B)/bin/lugre | bench-multibody
	$(say) BENCH $(B)/bench/lugre.txt
	@mkdir -p $(B)/bench
	$(Q){ echo "# $$(uname -srm), $$(nproc) cores, $$(date -u +%Y-%m-%dT%H:%MZ)"; \
	    echo "# lugre --show cost --time yes (drift, 5 s)"; \
	    $< --show cost --time yes && echo && \
	    echo "# lugre --show cost --case stickslip --time yes (stick-slip, 5 s)" && \
	    $< --show cost --case stickslip --time yes; } > $(B)/bench/lugre.txt.tmp \
	    && mv $(B)/bench/lugre.txt.tmp $(B)/bench/lugre.txt || { rm -f $(B)/bench/lugre.txt.tmp; exit 1; }
	@cat $(B)/bench/lugre.txt

# ---------------------------------------------------------------- chapter 10
#   make bench-planar    the distributed planar LuGre model (bench/planar.c):
#                        steps per second on the Square for N = 5 ... 33 as
#                        the authors' speed test, against their 1.1e4 steps/s
#                        at N = 21, and the 5 s Fig. 5 run against their 80 s;
#                        table in $(B)/bench/planar.txt (after bench-lugre)
.PHONY: bench-planar
bench: bench-planar

$(B)/bench/bench_planar: $(B)/obj/bench/planar.o $(B)/obj/bench/bench_util.o $(LIB)
	@mkdir -p $(@D)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

bench-planar: $(B)/bench/bench_planar | bench-lugre
	$(say) BENCH $(B)/bench/planar.txt
	$(Q)$< > $(B)/bench/planar.txt.tmp && mv $(B)/bench/planar.txt.tmp $(B)/bench/planar.txt \
	    || { rm -f $(B)/bench/planar.txt.tmp; exit 1; }
	@cat $(B)/bench/planar.txt

#   make bench-planar-reduced   the reduced planar LuGre model
#                        (bench/planar_reduced.c): steps per second on the
#                        authors' speed test against their 1.2e6, the Fig. 5
#                        run against their 0.8 s, the limit-surface
#                        pre-computation against their 0.4 s and the paper's
#                        Tables V (pre-computation and steps per second at
#                        every N) and VI; table in $(B)/bench/planar_reduced.txt
#                        (after bench-planar)
.PHONY: bench-planar-reduced
bench: bench-planar-reduced

$(B)/bench/bench_planar_reduced: $(B)/obj/bench/planar_reduced.o $(B)/obj/bench/bench_util.o $(LIB)
	@mkdir -p $(@D)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

bench-planar-reduced: $(B)/bench/bench_planar_reduced | bench-planar
	$(say) BENCH $(B)/bench/planar_reduced.txt
	$(Q)$< > $(B)/bench/planar_reduced.txt.tmp && mv $(B)/bench/planar_reduced.txt.tmp \
	    $(B)/bench/planar_reduced.txt || { rm -f $(B)/bench/planar_reduced.txt.tmp; exit 1; }
	@cat $(B)/bench/planar_reduced.txt

#   make bench-planar-experiment   the 2 s in-hand slip-stick run of chapter 10
#                        (bench/planar_experiment.c): wall and CPU seconds of
#                        our distributed and reduced models against the
#                        paper's Table IV (circle, k = 2, k = 2 fN); table in
#                        $(B)/bench/planar_experiment.txt (after
#                        bench-planar-reduced)
.PHONY: bench-planar-experiment
bench: bench-planar-experiment

$(B)/bench/bench_planar_experiment: $(B)/obj/bench/planar_experiment.o \
                                    $(B)/obj/bench/bench_util.o $(LIB)
	@mkdir -p $(@D)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

bench-planar-experiment: $(B)/bench/bench_planar_experiment | bench-planar-reduced
	$(say) BENCH $(B)/bench/planar_experiment.txt
	$(Q)$< > $(B)/bench/planar_experiment.txt.tmp && mv $(B)/bench/planar_experiment.txt.tmp \
	    $(B)/bench/planar_experiment.txt || { rm -f $(B)/bench/planar_experiment.txt.tmp; exit 1; }
	@cat $(B)/bench/planar_experiment.txt

# ---------------------------------------------------------------- dense
#   make bench-dense     the library's dense factorisations (bench/dense.c)
#                        against LAPACK, which only this program links
#                        (OpenBLAS on one thread): the least-norm solve
#                        (dgelsy) at k = 20 ... 400, full rank and rank k/2,
#                        the symmetric eigen-solver (dsyev) and the singular
#                        values (dgesvd); microseconds of CPU time per call
#                        and the ratio; table in $(B)/bench/dense.txt (after
#                        bench-planar-experiment)
.PHONY: bench-dense
bench: bench-dense

$(B)/bench/bench_dense: $(B)/obj/bench/dense.o $(B)/obj/bench/bench_util.o $(LIB)
	@mkdir -p $(@D)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $^ -llapacke -llapack $(LDLIBS) -o $@

bench-dense: $(B)/bench/bench_dense | bench-planar-experiment
	$(say) BENCH $(B)/bench/dense.txt
	$(Q)OPENBLAS_NUM_THREADS=1 $< > $(B)/bench/dense.txt.tmp && mv $(B)/bench/dense.txt.tmp \
	    $(B)/bench/dense.txt || { rm -f $(B)/bench/dense.txt.tmp; exit 1; }
	@cat $(B)/bench/dense.txt

# make bench-build: `make report` from nothing and `make test`, each as a
# student runs it (every core), timed against 60 s and 6 minutes
# (bench/build.sh); table in $(B)/bench/build.txt, last of all.
.PHONY: bench-build
bench: bench-build
bench-build: | bench-dense
	$(say) BENCH $(B)/bench/build.txt
	$(Q)bench/build.sh $(abspath $(B))/bench/builds > $(B)/bench/build.txt.tmp \
	    && mv $(B)/bench/build.txt.tmp $(B)/bench/build.txt \
	    || { rm -f $(B)/bench/build.txt.tmp; exit 1; }
	@cat $(B)/bench/build.txt

# make bench-page: the programs in the page against the native ones
# (bench/page.js): representative runs (a multibody pile and chain, a
# 100 000-row table, the pendulums, LuGre, phantom inertia, the box on the
# slope, the planar model, an LCP of size 2400) made natively and in the
# page's Web Worker in headless Chromium (the worker made ahead while the
# page is idle, as the page does; making it timed apart); CPU seconds, the
# ratio page / native per run, with and without that start-up, and whether
# the bytes are the same;
# table in $(B)/bench/page.txt (after bench-build).  The page's part is
# named by its path, $(B)/wasm/runner.html: web/web.mk comes after this file.
.PHONY: bench-page
bench: bench-page
bench-page: $(B)/wasm/runner.html $(PROGS) | bench-build
	$(say) BENCH $(B)/bench/page.txt
	@mkdir -p $(B)/bench/page
	$(Q)node --experimental-websocket bench/page.js $(B)/bin $(B)/wasm/runner.html $(B)/bench/page \
	    > $(B)/bench/page.txt.tmp && mv $(B)/bench/page.txt.tmp $(B)/bench/page.txt \
	    || { rm -f $(B)/bench/page.txt.tmp; exit 1; }
	@cat $(B)/bench/page.txt
