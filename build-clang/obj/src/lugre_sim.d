build-clang/obj/src/lugre_sim.o: src/lugre_sim.c src/lugre_sim.h \
  src/lugre.h src/ode_cvode.h src/block.h src/particle_contact.h \
  src/friction.h src/lcp.h

src/lugre_sim.h:

src/lugre.h:

src/ode_cvode.h:

src/block.h:

src/particle_contact.h:

src/friction.h:

src/lcp.h:
