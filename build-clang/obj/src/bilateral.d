build-clang/obj/src/bilateral.o: src/bilateral.c src/bilateral.h src/la.h

src/bilateral.h:

src/la.h:
