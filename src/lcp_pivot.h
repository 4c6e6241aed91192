/* lcp_pivot.h: exact pivoting on arrays of rationals, as Lemke's method,
 * the search of bases, the matrix-class tests and Farkas' certificate do
 * it: the Gauss-Jordan pivot, the comparison of two ratios of a ratio
 * test, Gauss-Jordan elimination and phase 1 of the simplex method.  An
 * array is row-major, rows x width.
 */
#ifndef LCP_PIVOT_H
#define LCP_PIVOT_H

#include <gmp.h>

/* Pivot T on entry (r, c): row r /= T_rc, then row i -= T_ic row r for
 * every other i, which makes column c the unit vector e_r. */
void lcpq_pivot(mpq_t *T, int rows, int width, int r, int c);

/* The sign of x/a - y/b for a, b > 0 (s1, s2: scratch). */
int lcpq_compare_ratios(mpq_srcptr x, mpq_srcptr a, mpq_srcptr y, mpq_srcptr b, mpq_t s1,
                        mpq_t s2);

/* Gauss-Jordan on the k x width array A (width >= k): 0 if its first k
 * columns are singular; otherwise they end as I, and the columns beyond
 * hold A^{-1} times what they held. */
int lcpq_gauss_jordan(mpq_t *A, int k, int width);

/* Phase 1 of the simplex method, exactly, with Bland's rule: is
 * {y >= 0 : A y = b} non-empty?  T is the m x (N + 1) array [A | b],
 * row-major, and is destroyed.  Returns 1 with y (N entries) a vertex of
 * the set, 0 when the set is empty, -1 when memory runs out. */
int lcpq_phase_one(mpq_t *T, int m, int N, mpq_t *y);

#endif
