build-clang/obj/src/ode_cvode.o: src/ode_cvode.c src/ode_cvode.h

src/ode_cvode.h:
