/* lcp_enumerate.h: an LCP settled by trying every complementary basis,
 * exactly (for n <= 20): a solution, or the proof that there is none.
 */
#ifndef LCP_ENUMERATE_H
#define LCP_ENUMERATE_H

#include "lcp_exact.h"

/* Try every complementary basis (2^n of them, n <= 20): LCP_SOLVED with a
 * verified z, or LCP_NO_SOLUTION, which is then proven: a basis whose
 * matrix is singular is settled by an exact phase-1 simplex, so solutions
 * that only live on singular bases are found too.  LCP_OUT_OF_MEMORY when
 * the search does not fit. */
lcp_status lcpq_enumerate(const lcpq_problem *p, mpq_t *z, lcp_result *r);

#endif
