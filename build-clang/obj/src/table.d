build-clang/obj/src/table.o: src/table.c src/table.h src/lcp.h \
  src/table_check.h src/cli.h

src/table.h:

src/lcp.h:

src/table_check.h:

src/cli.h:
