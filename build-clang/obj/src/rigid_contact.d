build-clang/obj/src/rigid_contact.o: src/rigid_contact.c \
  src/rigid_contact.h src/friction.h src/lcp.h src/rigid_body.h src/la.h \
  src/quat.h

src/rigid_contact.h:

src/friction.h:

src/lcp.h:

src/rigid_body.h:

src/la.h:

src/quat.h:
