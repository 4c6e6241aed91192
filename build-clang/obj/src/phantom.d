build-clang/obj/src/phantom.o: src/phantom.c src/phantom.h src/lcp.h \
  src/la.h src/rigid_contact.h src/friction.h src/rigid_body.h

src/phantom.h:

src/lcp.h:

src/la.h:

src/rigid_contact.h:

src/friction.h:

src/rigid_body.h:
