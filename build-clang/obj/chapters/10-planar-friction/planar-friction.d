build-clang/obj/chapters/10-planar-friction/planar-friction.o: \
  chapters/10-planar-friction/planar-friction.c src/cli.h \
  src/planar_model.h src/planar_lugre.h src/lugre.h src/planar_reduced.h \
  src/table.h src/lcp.h src/table_check.h

src/cli.h:

src/planar_model.h:

src/planar_lugre.h:

src/lugre.h:

src/planar_reduced.h:

src/table.h:

src/lcp.h:

src/table_check.h:
