build-clang/obj/src/particle.o: src/particle.c src/particle.h

src/particle.h:
