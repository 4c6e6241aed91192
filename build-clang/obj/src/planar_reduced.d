build-clang/obj/src/planar_reduced.o: src/planar_reduced.c \
  src/planar_reduced.h src/lugre.h src/planar_lugre.h \
  src/planar_kernel.h

src/planar_reduced.h:

src/lugre.h:

src/planar_lugre.h:

src/planar_kernel.h:
