build-clang/obj/tools/lcp.o: tools/lcp.c src/cli.h src/lcp.h \
  src/lcp_exact.h src/lcp_io.h src/table.h

src/cli.h:

src/lcp.h:

src/lcp_exact.h:

src/lcp_io.h:

src/table.h:
