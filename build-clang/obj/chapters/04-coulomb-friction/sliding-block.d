build-clang/obj/chapters/04-coulomb-friction/sliding-block.o: \
  chapters/04-coulomb-friction/sliding-block.c src/block.h \
  src/particle_contact.h src/friction.h src/lcp.h src/cli.h src/la.h \
  src/lcp_io.h src/particle_run.h src/table.h src/table_check.h

src/block.h:

src/particle_contact.h:

src/friction.h:

src/lcp.h:

src/cli.h:

src/la.h:

src/lcp_io.h:

src/particle_run.h:

src/table.h:

src/table_check.h:
