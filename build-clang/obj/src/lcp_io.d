build-clang/obj/src/lcp_io.o: src/lcp_io.c src/lcp_io.h src/lcp.h \
  src/lcp_exact.h src/table.h

src/lcp_io.h:

src/lcp.h:

src/lcp_exact.h:

src/table.h:
