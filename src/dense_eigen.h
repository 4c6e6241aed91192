/* dense_eigen.h: the eigenvalues and eigenvectors of a dense symmetric matrix,
 * in plain C, the same bits on every machine (dense.h says how).
 *
 * The symmetric eigenproblem (GVL 8.3).  A = Q T Q^T by reflections (Q^T A
 * Q tridiagonal), then the implicit symmetric QR step with the Wilkinson
 * shift on T, each rotation also applied to the accumulated eigenvectors,
 * until every off-diagonal entry is below eps (|t_ii| + |t_i+1,i+1|).
 * |A V - V diag(w)| and |V^T V - I| are a few eps |A|. */
#ifndef DENSE_EIGEN_H
#define DENSE_EIGEN_H

#include "dense.h"

/* The eigenvalues w (ascending) and eigenvectors of the symmetric n x n
 * matrix A, of which only the upper triangle is read: on return column e
 * of A (A[i * n + e], i = 0..n-1) is the unit eigenvector of w[e].
 * *steps (may be NULL) receives the number of QR steps taken.  Returns
 * DENSE_OK, DENSE_NO_MEMORY, DENSE_NOT_FINITE (the upper triangle), or
 * DENSE_NO_CONVERGENCE (after 30 n steps; A and w are then unset). */
int dense_eigen_symmetric(int n, double *A, double *w, int *steps);

#endif
