build-clang/obj/src/cli.o: src/cli.c src/cli.h

src/cli.h:
