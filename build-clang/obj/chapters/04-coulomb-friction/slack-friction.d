build-clang/obj/chapters/04-coulomb-friction/slack-friction.o: \
  chapters/04-coulomb-friction/slack-friction.c src/cli.h src/friction.h \
  src/lcp.h src/la.h src/lcp_io.h src/table.h src/table_check.h

src/cli.h:

src/friction.h:

src/lcp.h:

src/la.h:

src/lcp_io.h:

src/table.h:

src/table_check.h:
