build-clang/obj/src/block.o: src/block.c src/block.h \
  src/particle_contact.h src/friction.h src/lcp.h src/la.h

src/block.h:

src/particle_contact.h:

src/friction.h:

src/lcp.h:

src/la.h:
