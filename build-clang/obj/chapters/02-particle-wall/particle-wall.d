build-clang/obj/chapters/02-particle-wall/particle-wall.o: \
  chapters/02-particle-wall/particle-wall.c src/cli.h src/lcp_io.h \
  src/lcp.h src/particle_run.h src/table.h src/table_check.h src/wall.h

src/cli.h:

src/lcp_io.h:

src/lcp.h:

src/particle_run.h:

src/table.h:

src/table_check.h:

src/wall.h:
