build-clang/obj/src/lcp_solve.o: src/lcp_solve.c src/la.h src/lcp.h \
  src/lcp_exact.h src/lcp_iterative.h src/lemke.h

src/la.h:

src/lcp.h:

src/lcp_exact.h:

src/lcp_iterative.h:

src/lemke.h:
