build-clang/obj/chapters/01-time-stepping/pendulum.o: \
  chapters/01-time-stepping/pendulum.c src/cli.h src/particle_run.h \
  src/pendulum.h src/bilateral.h src/table.h src/lcp.h src/table_check.h

src/cli.h:

src/particle_run.h:

src/pendulum.h:

src/bilateral.h:

src/table.h:

src/lcp.h:

src/table_check.h:
