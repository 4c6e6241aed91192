/* linalg.h: small dense linear algebra for the course's examples.
 *
 * Matrices are row-major arrays of doubles: entry (i, j) of an r x c matrix
 * A is A[i * c + j].  The factorizations work in place and report what they
 * found (the rank reached, the pivot that failed) instead of hiding it.
 */
#ifndef LINALG_H
#define LINALG_H

/* y = A x for an r x c matrix A. */
void linalg_matvec(int r, int c, const double *A, const double *x, double *y);

/* y = A^T x for an r x c matrix A (y has c entries). */
void linalg_matvec_transposed(int r, int c, const double *A, const double *x, double *y);

/* C = A B for A r x k and B k x c. */
void linalg_matmul(int r, int k, int c, const double *A, const double *B, double *C);

/* Are all n entries of x finite (no NaN, no Inf)? */
int linalg_all_finite(int n, const double *x);

/* Largest absolute entry of a vector of n entries (0 for n = 0). */
double linalg_norm_inf(int n, const double *x);

/* Largest row sum of absolute values of an r x c matrix: |A|_inf. */
double linalg_matrix_norm_inf(int r, int c, const double *A);

/* Euclidean norm of a vector of n entries. */
double linalg_norm2(int n, const double *x);

/* The dot product x^T y of two vectors of n entries. */
double linalg_dot(int n, const double *x, const double *y);

/* Cholesky factorization A = L L^T of a symmetric n x n matrix, in place
 * (L overwrites the lower triangle).  Returns the number of pivots that were
 * positive: n means A is positive definite; k < n means pivot k failed
 * (it was not larger than 1e-12 times A_kk). */
int linalg_cholesky(int n, double *A);

/* Solve L L^T x = b with the factor from linalg_cholesky; b is overwritten by x. */
void linalg_cholesky_solve(int n, const double *L, double *b);

/* LU factorization with partial pivoting P A = L U of an n x n matrix, in
 * place; perm[k] is the row swapped with row k at step k (n entries).  Returns the number of usable pivots: n
 * means A is numerically nonsingular, k < n means column k had no pivot
 * larger than tol times the largest entry of A. */
int linalg_lu(int n, double *A, int *perm, double tol);

/* Solve A x = b with the factors from linalg_lu, which must have returned n;
 * b is overwritten by x. */
void linalg_lu_solve(int n, const double *LU, const int *perm, double *b);

#endif
