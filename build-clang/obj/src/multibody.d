build-clang/obj/src/multibody.o: src/multibody.c src/multibody.h \
  src/friction.h src/lcp.h src/rigid_body.h src/rigid_contact.h \
  src/bilateral.h src/contact_detect.h src/la.h src/quat.h

src/multibody.h:

src/friction.h:

src/lcp.h:

src/rigid_body.h:

src/rigid_contact.h:

src/bilateral.h:

src/contact_detect.h:

src/la.h:

src/quat.h:
