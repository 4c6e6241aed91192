build-clang/obj/chapters/03-solving-lcps/lcp-demo.o: \
  chapters/03-solving-lcps/lcp-demo.c src/cli.h src/lcp.h \
  src/lcp_exact.h src/lcp_io.h src/lcp_iterative.h src/lemke.h \
  src/table.h src/table_check.h

src/cli.h:

src/lcp.h:

src/lcp_exact.h:

src/lcp_io.h:

src/lcp_iterative.h:

src/lemke.h:

src/table.h:

src/table_check.h:
