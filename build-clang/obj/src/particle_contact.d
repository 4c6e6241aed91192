build-clang/obj/src/particle_contact.o: src/particle_contact.c \
  src/particle_contact.h src/friction.h src/lcp.h src/la.h

src/particle_contact.h:

src/friction.h:

src/lcp.h:

src/la.h:
