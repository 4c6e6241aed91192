/* lcp_exact.h: LCPs in exact rational arithmetic (GMP's mpq_t).
 *
 * For the hand-sized problems of the course: answers as fractions (9/2, not
 * 4.5), a Lemke method that rounding cannot defeat, an exhaustive search of
 * the complementary bases that settles whether a solution exists, and the
 * matrix-class tests that say what a ray termination proves.
 */
#ifndef LCP_EXACT_H
#define LCP_EXACT_H

#include "lcp.h"

#include <gmp.h>

typedef struct {
    int n;
    mpq_t *M; /* n x n, row-major */
    mpq_t *q; /* n */
} lcpq_problem;

/* count rationals, each 0 (aborts when memory runs out, as GMP does). */
mpq_t *lcpq_vector_new(int count);

/* Free what lcpq_vector_new made. */
void lcpq_vector_free(mpq_t *v, int count);

/* Allocate and initialise an n x n problem (all zeros). */
void lcpq_init(lcpq_problem *p, int n);

/* Free it. */
void lcpq_clear(lcpq_problem *p);

/* Set an initialised problem (lcpq_init) to the exact values of the doubles
 * of a floating-point problem (resized if n differs; NaN and Inf become 0). */
void lcpq_from_doubles(lcpq_problem *p, const lcp_problem *src);

/* Parse a number as written: "3", "+3", "-9/2", "0.25", "1e-3", "-4.5E+2"
 * (a sign only in front; exponents up to 10000 in size).  Returns 1 on
 * success, 0 if the text is not such a number (out is then unchanged). */
int rational_from_text(mpq_t out, const char *text);

/* Write x as a fraction "p/q" or an integer "p" into buf. */
void rational_to_text(const mpq_t x, char *buf, size_t size);

/* Exact check: 1 if z >= 0, w = M z + q >= 0 and z_i w_i = 0 for all i
 * (w is written if not NULL). */
int lcpq_check(const lcpq_problem *p, mpq_t *z, mpq_t *w);

/* Lemke's method in rational arithmetic, with the same pivoting rules and
 * statuses as lemke_solve (the options' trace sees fractions; tie_rule
 * picks the ratio test's tie-break).  Under LCP_TIE_FIRST a basis seen
 * before ends the run as LCP_ITERATION_LIMIT, "cycling: the basis after
 * pivot K is the basis after pivot J".  On LCP_SOLVED, z has been verified
 * exactly by lcpq_check. */
lcp_status lcpq_lemke(const lcpq_problem *p, const lcp_options *o, mpq_t *z, lcp_result *r);

/* Try every complementary basis (2^n of them, n <= 20): LCP_SOLVED with a
 * verified z, or LCP_NO_SOLUTION, which is then proven: a basis whose
 * matrix is singular is settled by an exact phase-1 simplex, so solutions
 * that only live on singular bases are found too. */
lcp_status lcpq_enumerate(const lcpq_problem *p, mpq_t *z, lcp_result *r);

/* Solve exactly as lcp_solve does in floating point: Lemke's method; on a
 * ray, "no solution" when M is PSD (PSD matrices are copositive-plus, and
 * for those a ray proves that there is none).  A P-matrix need not be
 * copositive-plus, but its LCP always has a unique solution, which Lemke's
 * method finds, so a ray there would be a bug.  For any other M, lcpq_farkas
 * decides whether {z >= 0 : M z + q >= 0} is empty: if so, "no solution"
 * (proven by a Farkas certificate); if not, enumeration settles it for
 * n <= 12, and for larger n the ray is reported as proving nothing.
 * Defined in lcp_solve.c. */
lcp_status lcpq_solve(const lcpq_problem *p, const lcp_options *o, mpq_t *z, lcp_result *r);

/* Is M positive semidefinite (x^T M x >= 0 for all x; tested exactly on the
 * symmetric part)? */
int lcpq_is_psd(const lcpq_problem *p);

/* Is M singular (exactly)? */
int lcpq_is_singular(const lcpq_problem *p);

/* Phase 1 of the simplex method, exactly, with Bland's rule: is
 * {y >= 0 : A y = b} non-empty?  T is the m x (N + 1) array [A | b],
 * row-major, and is destroyed.  Returns 1 with y (N entries) a vertex of
 * the set, or 0 when the set is empty. */
int lcpq_phase_one(mpq_t *T, int m, int N, mpq_t *y);

/* Is {z >= 0 : M z + q >= 0} empty?  By Farkas' lemma it is empty exactly
 * when some y >= 0 has M^T y <= 0 and q^T y < 0 (then y^T (M z + q) < 0
 * for every z >= 0).  Returns 1 with such a y in y (integers with no
 * common factor, verified by lcpq_certificate_holds); 0 with a point of
 * the set in z (verified); -1 if neither could be verified (a bug).
 * Defined in lcp_farkas.c. */
int lcpq_farkas(const lcpq_problem *p, mpq_t *y, mpq_t *z);

/* Does y prove {z >= 0 : M z + q >= 0} empty: y >= 0, M^T y <= 0 and
 * q^T y < 0?  Mty (n entries) and qty receive M^T y and q^T y when not
 * NULL.  Defined in lcp_farkas.c. */
int lcpq_certificate_holds(const lcpq_problem *p, mpq_t *y, mpq_t *Mty, mpq_ptr qty);

/* Is M a P-matrix (every principal minor positive; exact, n <= 20)?
 * Returns 1 yes, 0 no, -1 not decided (n too large). */
int lcpq_is_p_matrix(const lcpq_problem *p);

#endif
