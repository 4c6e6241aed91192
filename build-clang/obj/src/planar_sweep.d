build-clang/obj/src/planar_sweep.o: src/planar_sweep.c src/planar_sweep.h \
  src/planar_model.h src/planar_lugre.h src/lugre.h src/planar_reduced.h

src/planar_sweep.h:

src/planar_model.h:

src/planar_lugre.h:

src/lugre.h:

src/planar_reduced.h:
