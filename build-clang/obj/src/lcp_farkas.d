build-clang/obj/src/lcp_farkas.o: src/lcp_farkas.c src/lcp_exact.h \
  src/lcp.h

src/lcp_exact.h:

src/lcp.h:
