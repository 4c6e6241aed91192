build-clang/obj/chapters/01-time-stepping/time-stepping.o: \
  chapters/01-time-stepping/time-stepping.c src/cli.h src/particle.h \
  src/particle_run.h src/table.h src/lcp.h src/table_check.h

src/cli.h:

src/particle.h:

src/particle_run.h:

src/table.h:

src/lcp.h:

src/table_check.h:
