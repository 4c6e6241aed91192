/* dense_svd.h: the singular values of a dense matrix, in plain C, the same
 * bits on every machine (dense.h says how).
 *
 * Singular values (GVL 5.4, 8.6).  A = U_B B V_B^T by reflections from
 * both sides, B upper bidiagonal (diagonal d, superdiagonal f); then the
 * Golub-Kahan SVD step, QR on B^T B with the Wilkinson shift done
 * implicitly on B by rotations that chase a bulge down the band, until
 * every f_i is below eps (|d_i| + |d_i+1|) and the |d_i| are the singular
 * values.  A d_i below eps |B| is set to zero and its row's f_i rotated
 * away first (the step would not converge on it).  The values are
 * accurate to a few eps |A|. */
#ifndef DENSE_SVD_H
#define DENSE_SVD_H

#include "dense.h"

/* The min(m, n) singular values of the m x n matrix A (not changed),
 * largest first, into s.  *steps (may be NULL) receives the number of
 * Golub-Kahan steps taken.  Returns DENSE_OK, DENSE_NO_MEMORY,
 * DENSE_NOT_FINITE, or DENSE_NO_CONVERGENCE (after 30 min(m, n) steps; s is
 * then unset). */
int dense_svd_singular_values(int m, int n, const double *A, double *s, int *steps);

#endif
