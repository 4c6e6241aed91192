build-clang/obj/chapters/06-rigid-bodies/rigid-body.o: \
  chapters/06-rigid-bodies/rigid-body.c src/cli.h src/la.h src/quat.h \
  src/rigid_body.h src/table.h src/lcp.h src/table_check.h

src/cli.h:

src/la.h:

src/quat.h:

src/rigid_body.h:

src/table.h:

src/lcp.h:

src/table_check.h:
