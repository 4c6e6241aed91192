build-clang/obj/src/rigid_body.o: src/rigid_body.c src/rigid_body.h \
  src/la.h src/quat.h

src/rigid_body.h:

src/la.h:

src/quat.h:
