# tests/siconos.mk: the comparison with Siconos' Lemke solver,
# tests/siconos/compare_siconos.c, built only where Siconos' headers are
# installed (Debian: libsiconos-numerics-dev).
#
#   $(B)/tests/siconos_compare [DIR]   TAP on stdout; DIR holds the .dat files
#                                      (default tests/siconos: run it from the top)
#
# SICONOS_TESTS lists the programs for the runner (empty without Siconos).
# Included by the Makefile after B, LIB, ALL_CFLAGS, LDLIBS, Q and say are
# defined (the targets below expand B and LIB when this file is read).

SICONOS_HEADER = /usr/include/siconos/numerics/LCP_Solvers.h
SICONOS_TESTS ?=

ifneq ($(wildcard $(SICONOS_HEADER)),)
# The program includes "numerics/LCP_Solvers.h" etc. (-I/usr/include/siconos,
# where SiconosConfig.h is) and "test.h", "problems.h" (-Itests).
SICONOS_CFLAGS = -I/usr/include/siconos -Itests
SICONOS_LIBS = -lsiconos_numerics
SICONOS_TESTS += $(B)/tests/siconos_compare

$(B)/obj/tests/siconos/compare_siconos.o: tests/siconos/compare_siconos.c
	@mkdir -p $(@D)
	$(say) CC $@
	$(Q)$(CC) $(ALL_CFLAGS) $(SICONOS_CFLAGS) -c $< -o $@

SICONOS_COMPARE_OBJ = $(B)/obj/tests/siconos/compare_siconos.o $(B)/obj/tests/problems.o

$(B)/tests/siconos_compare: $(SICONOS_COMPARE_OBJ) $(LIB)
	@mkdir -p $(@D)
	$(say) LINK $@
	$(Q)$(CC) $(ALL_CFLAGS) $^ $(SICONOS_LIBS) $(LDLIBS) -o $@
endif
