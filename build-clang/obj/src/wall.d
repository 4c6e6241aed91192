build-clang/obj/src/wall.o: src/wall.c src/wall.h src/lcp.h

src/wall.h:

src/lcp.h:
