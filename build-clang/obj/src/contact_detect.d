build-clang/obj/src/contact_detect.o: src/contact_detect.c \
  src/contact_detect.h src/multibody.h src/friction.h src/lcp.h \
  src/rigid_body.h src/rigid_contact.h src/la.h src/quat.h

src/contact_detect.h:

src/multibody.h:

src/friction.h:

src/lcp.h:

src/rigid_body.h:

src/rigid_contact.h:

src/la.h:

src/quat.h:
