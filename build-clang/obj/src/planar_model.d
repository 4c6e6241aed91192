build-clang/obj/src/planar_model.o: src/planar_model.c src/planar_model.h \
  src/planar_lugre.h src/lugre.h src/planar_reduced.h

src/planar_model.h:

src/planar_lugre.h:

src/lugre.h:

src/planar_reduced.h:
