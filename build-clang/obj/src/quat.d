build-clang/obj/src/quat.o: src/quat.c src/quat.h

src/quat.h:
