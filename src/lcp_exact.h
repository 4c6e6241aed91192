/* lcp_exact.h: LCPs in exact rational arithmetic (GMP's mpq_t).
 *
 * For the hand-sized problems of the course: answers as fractions (9/2, not
 * 4.5) and a Lemke method that rounding cannot defeat.  Beside it: exact
 * pivoting and phase 1 (lcp_pivot.h), the exhaustive search of the
 * complementary bases that settles whether a solution exists
 * (lcp_enumerate.h), the matrix-class tests that say what a ray
 * termination proves (lcp_classes.h), Farkas' certificate (lcp_farkas.h)
 * and the exact solver that combines them (lcp_solve.h).  A number's text
 * becomes a rational by number_read_rational (number.h).
 *
 * Out of memory: the functions that allocate say so (NULL, -1 or
 * LCP_OUT_OF_MEMORY); GMP itself still stops the program when an
 * operation on a number cannot get memory (its documented policy).
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

/* count rationals, each 0; NULL when memory runs out. */
mpq_t *lcpq_vector_new(int count);

/* Free what lcpq_vector_new made (NULL: nothing). */
void lcpq_vector_free(mpq_t *v, int count);

/* Set the n entries of z to 0. */
void lcpq_zero(mpq_t *z, int n);

/* Allocate and initialise an n x n problem (all zeros): 0, or -1 when
 * memory runs out (p is then empty, n = 0). */
int lcpq_init(lcpq_problem *p, int n);

/* Free it. */
void lcpq_clear(lcpq_problem *p);

/* Set an initialised problem (lcpq_init) to the exact values of the doubles
 * of a floating-point problem (resized if n differs; NaN and Inf become 0):
 * 0, or -1 when memory runs out for the resized problem (p empty). */
int lcpq_from_doubles(lcpq_problem *p, const lcp_problem *src);

/* Write x as a fraction "p/q" or an integer "p" into buf (cut to size). */
void rational_to_text(const mpq_t x, char *buf, size_t size);

/* Exact check: 1 if z >= 0, w = M z + q >= 0 and z_i w_i = 0 for all i
 * (w is written if not NULL). */
int lcpq_check(const lcpq_problem *p, mpq_t *z, mpq_t *w);

/* Lemke's method in rational arithmetic, with the same pivoting rules and
 * statuses as lemke_solve (the options' trace sees fractions; tie_rule
 * picks the ratio test's tie-break).  Under LCP_TIE_FIRST a basis seen
 * before ends the run as LCP_ITERATION_LIMIT, "cycling: the basis after
 * pivot K is the basis after pivot J".  On LCP_SOLVED, z has been verified
 * exactly by lcpq_check; LCP_OUT_OF_MEMORY when the tableau does not fit. */
lcp_status lcpq_lemke(const lcpq_problem *p, const lcp_options *o, mpq_t *z, lcp_result *r);

#endif
