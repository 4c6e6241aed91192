build-clang/obj/src/lcp_iterative.o: src/lcp_iterative.c \
  src/lcp_iterative.h src/lcp.h src/la.h

src/lcp_iterative.h:

src/lcp.h:

src/la.h:
