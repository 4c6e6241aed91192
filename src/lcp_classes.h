/* lcp_classes.h: the matrix classes that say what Lemke's ray proves
 * (positive semidefinite: no solution; P: there is one, unique), and
 * singularity, each decided exactly on the rationals of M.
 */
#ifndef LCP_CLASSES_H
#define LCP_CLASSES_H

#include "lcp_exact.h"

/* Is M positive semidefinite (x^T M x >= 0 for all x; tested exactly on the
 * symmetric part)?  1 yes, 0 no, -1 out of memory. */
int lcpq_is_psd(const lcpq_problem *p);

/* Is M singular (exactly)?  1 yes, 0 no, -1 out of memory. */
int lcpq_is_singular(const lcpq_problem *p);

/* Is M a P-matrix (every principal minor positive; exact, n <= 20)?
 * Returns 1 yes, 0 no, -1 not decided (n too large), -2 out of memory. */
int lcpq_is_p_matrix(const lcpq_problem *p);

#endif
