build-clang/obj/src/scene.o: src/scene.c src/scene.h src/multibody.h \
  src/friction.h src/lcp.h src/rigid_body.h src/rigid_contact.h \
  src/contact_detect.h src/lcp_io.h src/quat.h

src/scene.h:

src/multibody.h:

src/friction.h:

src/lcp.h:

src/rigid_body.h:

src/rigid_contact.h:

src/contact_detect.h:

src/lcp_io.h:

src/quat.h:
