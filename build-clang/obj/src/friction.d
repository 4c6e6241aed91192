build-clang/obj/src/friction.o: src/friction.c src/friction.h src/lcp.h \
  src/la.h

src/friction.h:

src/lcp.h:

src/la.h:
