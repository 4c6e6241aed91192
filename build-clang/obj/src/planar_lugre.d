build-clang/obj/src/planar_lugre.o: src/planar_lugre.c src/planar_lugre.h \
  src/lugre.h src/planar_kernel.h

src/planar_lugre.h:

src/lugre.h:

src/planar_kernel.h:
