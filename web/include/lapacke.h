/* web/include/lapacke.h: LAPACKE's names for the WebAssembly build, mapped
 * onto web/lapack.c's routines (web_lapack.h). */
#ifndef WEB_LAPACKE_H
#define WEB_LAPACKE_H
#include "../web_lapack.h"

typedef int lapack_int;
#define LAPACK_ROW_MAJOR WEB_ROW_MAJOR
#define LAPACKE_dgesvd web_dgesvd
#define LAPACKE_dsyev web_dsyev
#define LAPACKE_dgelsd web_dgelsd
#define LAPACKE_dgelsy web_dgelsy

#endif
