build-clang/obj/src/table_check.o: src/table_check.c src/table_check.h \
  src/cli.h src/table.h src/lcp.h

src/table_check.h:

src/cli.h:

src/table.h:

src/lcp.h:
