build-clang/obj/src/lugre.o: src/lugre.c src/lugre.h

src/lugre.h:
