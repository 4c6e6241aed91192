build-clang/obj/chapters/06-rigid-bodies/box-contact.o: \
  chapters/06-rigid-bodies/box-contact.c src/cli.h src/la.h src/lcp_io.h \
  src/lcp.h src/quat.h src/rigid_contact.h src/friction.h \
  src/rigid_body.h src/table.h src/table_check.h

src/cli.h:

src/la.h:

src/lcp_io.h:

src/lcp.h:

src/quat.h:

src/rigid_contact.h:

src/friction.h:

src/rigid_body.h:

src/table.h:

src/table_check.h:
