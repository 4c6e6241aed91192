/* web/web_lapack.h: the four LAPACK routines the library calls, in C
 * (web/lapack.c), for the WebAssembly build where Fortran LAPACK is not
 * available; web/include/lapacke.h maps LAPACKE's names onto these.  Only
 * the arguments the library passes are supported (row-major; dgesvd without
 * vectors; one right-hand side); anything else returns -1, never a wrong
 * answer.  tests/test_web_lapack.c checks them against LAPACK natively. */
#ifndef WEB_LAPACK_H
#define WEB_LAPACK_H

#define WEB_ROW_MAJOR 101

int web_dgesvd(int layout, char jobu, char jobvt, int m, int n,
                          double *a, int lda, double *s, double *u, int ldu,
                          double *vt, int ldvt, double *superb);
int web_dsyev(int layout, char jobz, char uplo, int n, double *a,
                         int lda, double *w);
int web_dgelsd(int layout, int m, int n, int nrhs, double *a,
                          int lda, double *b, int ldb, double *s, double rcond,
                          int *rank);
int web_dgelsy(int layout, int m, int n, int nrhs, double *a,
                          int lda, double *b, int ldb, int *jpvt,
                          double rcond, int *rank);

#endif
