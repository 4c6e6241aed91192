# bench/bench.mk: Lemke's method, ours against Siconos' lcp_lexicolemke
# (bench/bench.c).
#
#   make bench-lemke     build $(B)/bench/bench_lemke, run it, write the table
#                        to $(B)/bench/lemke.txt (and show it)
#
# Without Siconos' headers the program is built without -DHAVE_SICONOS and
# times ours alone.  Included by the Makefile after B, LIB, ALL_CFLAGS,
# LDLIBS, Q and say are defined.

.PHONY: bench-lemke

BENCH_SICONOS = $(wildcard /usr/include/siconos/numerics/LCP_Solvers.h)
BENCH_CFLAGS = -Itests $(if $(BENCH_SICONOS),-DHAVE_SICONOS -I/usr/include/siconos)
BENCH_LIBS = $(if $(BENCH_SICONOS),-lsiconos_numerics)

$(B)/obj/bench/bench.o: bench/bench.c
	@mkdir -p $(@D)
	$(say) CC $@
	$(Q)$(CC) $(ALL_CFLAGS) $(BENCH_CFLAGS) -c $< -o $@

$(B)/bench/bench_lemke: $(B)/obj/bench/bench.o $(B)/obj/tests/problems.o $(LIB)
	@mkdir -p $(@D)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $^ $(BENCH_LIBS) $(LDLIBS) -o $@

bench-lemke: $(B)/bench/bench_lemke
	$(say) BENCH $(B)/bench/lemke.txt
	$(Q)$< > $(B)/bench/lemke.txt.tmp && mv $(B)/bench/lemke.txt.tmp $(B)/bench/lemke.txt \
	    || { rm -f $(B)/bench/lemke.txt.tmp; exit 1; }
	@cat $(B)/bench/lemke.txt
