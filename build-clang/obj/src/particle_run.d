build-clang/obj/src/particle_run.o: src/particle_run.c src/particle_run.h \
  src/cli.h

src/particle_run.h:

src/cli.h:
