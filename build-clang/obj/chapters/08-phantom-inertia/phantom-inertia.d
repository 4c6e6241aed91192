build-clang/obj/chapters/08-phantom-inertia/phantom-inertia.o: \
  chapters/08-phantom-inertia/phantom-inertia.c src/cli.h src/lcp_io.h \
  src/lcp.h src/lcp_iterative.h src/lemke.h src/la.h \
  src/particle_contact.h src/friction.h src/phantom.h src/table.h \
  src/table_check.h

src/cli.h:

src/lcp_io.h:

src/lcp.h:

src/lcp_iterative.h:

src/lemke.h:

src/la.h:

src/particle_contact.h:

src/friction.h:

src/phantom.h:

src/table.h:

src/table_check.h:
