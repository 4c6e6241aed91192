/* lcp_farkas.h: Farkas' certificate that an LCP has no feasible point,
 * exactly: what proves "no solution" after Lemke's ray when M is neither
 * PSD nor P.
 */
#ifndef LCP_FARKAS_H
#define LCP_FARKAS_H

#include "lcp_exact.h"

/* Is {z >= 0 : M z + q >= 0} empty?  By Farkas' lemma it is empty exactly
 * when some y >= 0 has M^T y <= 0 and q^T y < 0 (then y^T (M z + q) < 0
 * for every z >= 0).  Returns 1 with such a y in y (integers with no
 * common factor, verified by lcpq_certificate_holds); 0 with a point of
 * the set in z (verified); -1 if neither could be verified (a bug); -2
 * when memory runs out. */
int lcpq_farkas(const lcpq_problem *p, mpq_t *y, mpq_t *z);

/* Does y prove {z >= 0 : M z + q >= 0} empty: y >= 0, M^T y <= 0 and
 * q^T y < 0?  Mty (n entries) and qty receive M^T y and q^T y when not
 * NULL.  1 yes, 0 no. */
int lcpq_certificate_holds(const lcpq_problem *p, mpq_t *y, mpq_t *Mty, mpq_ptr qty);

#endif
