build-clang/obj/src/planar_body.o: src/planar_body.c src/planar_body.h \
  src/planar_model.h src/planar_lugre.h src/lugre.h src/planar_reduced.h

src/planar_body.h:

src/planar_model.h:

src/planar_lugre.h:

src/lugre.h:

src/planar_reduced.h:
