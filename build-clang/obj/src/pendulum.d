build-clang/obj/src/pendulum.o: src/pendulum.c src/pendulum.h \
  src/bilateral.h

src/pendulum.h:

src/bilateral.h:
