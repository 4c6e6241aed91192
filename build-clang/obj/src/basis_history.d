build-clang/obj/src/basis_history.o: src/basis_history.c \
  src/basis_history.h src/lcp.h

src/basis_history.h:

src/lcp.h:
