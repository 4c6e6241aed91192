build-clang/obj/src/lcp.o: src/lcp.c src/lcp.h src/la.h

src/lcp.h:

src/la.h:
