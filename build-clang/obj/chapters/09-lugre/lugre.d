build-clang/obj/chapters/09-lugre/lugre.o: chapters/09-lugre/lugre.c \
  src/cli.h src/lugre_sim.h src/lugre.h src/ode_cvode.h src/table.h \
  src/lcp.h src/table_check.h

src/cli.h:

src/lugre_sim.h:

src/lugre.h:

src/ode_cvode.h:

src/table.h:

src/lcp.h:

src/table_check.h:
