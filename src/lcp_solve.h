/* lcp_solve.h: solving an LCP, choosing the method, and never calling a
 * result a solution before lcp_check has verified it (lcp.h); the same in
 * rational arithmetic, where a ray of Lemke's method becomes a proof.
 */
#ifndef LCP_SOLVE_H
#define LCP_SOLVE_H

#include "lcp.h"
#include "lcp_exact.h"

/* Solve the LCP.  On LCP_SOLVED, z and w hold a verified solution. */
lcp_status lcp_solve(const lcp_problem *p, const lcp_options *options,
                     double *z, double *w, lcp_result *result);

/* Solve exactly as lcp_solve does in floating point: Lemke's method; on a
 * ray, "no solution" when M is PSD (PSD matrices are copositive-plus, and
 * for those a ray proves that there is none).  A P-matrix need not be
 * copositive-plus, but its LCP always has a unique solution, which Lemke's
 * method finds, so a ray there would be a bug.  For any other M, lcpq_farkas
 * decides whether {z >= 0 : M z + q >= 0} is empty: if so, "no solution"
 * (proven by a Farkas certificate); if not, enumeration settles it for
 * n <= 12, and for larger n the ray is reported as proving nothing. */
lcp_status lcpq_solve(const lcpq_problem *p, const lcp_options *o, mpq_t *z, lcp_result *r);

#endif
