build-clang/obj/src/lemke.o: src/lemke.c src/lemke.h src/lcp.h \
  src/basis_history.h

src/lemke.h:

src/lcp.h:

src/basis_history.h:
