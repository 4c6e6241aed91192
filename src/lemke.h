/* lemke.h: Lemke's complementary pivoting method in floating point.
 *
 * Solves LCP(M, q) through the augmented problem
 *     w = M z + e z0 + q,   0 <= w _|_ z >= 0,   z0 >= 0,
 * with the covering vector e = (1, ..., 1), starting from z = 0,
 * z0 = -min q_i, and pivoting complementarily until z0 leaves the basis
 * (a solution) or no pivot row exists (a secondary ray).  The ratio test is
 * lexicographic by default, so degenerate problems cannot cycle; under
 * LCP_TIE_FIRST (the first tied row leaves) a repeated basis is reported as
 * cycling.
 */
#ifndef LEMKE_H
#define LEMKE_H

#include "lcp.h"

/* Run Lemke's method.  Returns LCP_SOLVED when z0 left the basis (z is NOT
 * yet verified: lcp_solve does that), LCP_RAY_UNPROVEN on ray termination
 * (what the ray proves depends on M: see lcp_solve), LCP_ITERATION_LIMIT,
 * or LCP_NUMERICAL_FAILURE when no pivot passes the pivot tolerance in a way
 * that can be trusted. */
lcp_status lemke_solve(const lcp_problem *p, const lcp_options *o, double *z, lcp_result *r);

/* How every floating-point Lemke (this tableau and lemke_revised.h) ends
 * without z0 leaving, with the same status and message: the pivot limit
 * reached after r->iterations pivots (LCP_ITERATION_LIMIT), or a ray, the
 * variable of label entering (w_1..w_n, z_1..z_n, z0 as 0..2n) with no row
 * to limit it (LCP_RAY_UNPROVEN). */
lcp_status lemke_pivot_limit(lcp_result *r);
lcp_status lemke_ray(lcp_result *r, int n, int entering);

#endif
