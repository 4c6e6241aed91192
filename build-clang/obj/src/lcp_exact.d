build-clang/obj/src/lcp_exact.o: src/lcp_exact.c src/lcp_exact.h \
  src/lcp.h src/basis_history.h

src/lcp_exact.h:

src/lcp.h:

src/basis_history.h:
