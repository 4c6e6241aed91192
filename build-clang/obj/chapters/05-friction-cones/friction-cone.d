build-clang/obj/chapters/05-friction-cones/friction-cone.o: \
  chapters/05-friction-cones/friction-cone.c src/cli.h src/la.h \
  src/lcp_io.h src/lcp.h src/particle_contact.h src/friction.h \
  src/particle_run.h src/table.h src/table_check.h

src/cli.h:

src/la.h:

src/lcp_io.h:

src/lcp.h:

src/particle_contact.h:

src/friction.h:

src/particle_run.h:

src/table.h:

src/table_check.h:
