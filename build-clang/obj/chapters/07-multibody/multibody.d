build-clang/obj/chapters/07-multibody/multibody.o: \
  chapters/07-multibody/multibody.c src/bilateral.h src/cli.h src/la.h \
  src/lcp_io.h src/lcp.h src/multibody.h src/friction.h src/rigid_body.h \
  src/rigid_contact.h src/quat.h src/scene.h src/table.h \
  src/table_check.h

src/bilateral.h:

src/cli.h:

src/la.h:

src/lcp_io.h:

src/lcp.h:

src/multibody.h:

src/friction.h:

src/rigid_body.h:

src/rigid_contact.h:

src/quat.h:

src/scene.h:

src/table.h:

src/table_check.h:
