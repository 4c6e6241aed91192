build-clang/obj/src/la.o: src/la.c src/la.h

src/la.h:
