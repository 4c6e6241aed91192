/* lemke_revised.h: Lemke's method with the basis kept as an LU factorisation.
 *
 * The same method as lemke.h (the augmented problem w = M z + e z0 + q,
 * complementary pivots from z = 0 until z0 leaves or a ray), but instead
 * of a tableau updated pivot after pivot, the basis matrix B (the columns
 * of [I, -M, -e] of the basic variables) is factorised afresh from the
 * original data at every pivot, and everything the pivot needs (the basic
 * values, the entering column, the rows of B^-1 that break ties) is solved
 * from those factors.  The ratio test is Harris' two-pass test, with ties
 * broken lexicographically; at the end the basic values are solved once
 * more from the data, with iterative refinement.  Rounding errors do not
 * accumulate from pivot to pivot, which is what the degenerate contact
 * LCPs of chapter 7 need (lemke_revised.c derives the method).
 */
#ifndef LEMKE_REVISED_H
#define LEMKE_REVISED_H

#include "lcp.h"

/* Run the revised Lemke method on LCP(p->M, p->q), and once more with
 * the pivots following a slightly moved q unless the first run ends on a
 * clean basis.  Options read: max_iterations (pivots per run) and
 * pivot_tol (the least pivot, with 1e-9 of the column's largest entry).
 * Returns LCP_SOLVED when z0 left the basis (z is NOT yet verified: the
 * caller checks it; basic values below 0 beyond rounding, set to 0, are
 * named in the message), LCP_RAY_UNPROVEN on ray termination,
 * LCP_ITERATION_LIMIT, or LCP_NUMERICAL_FAILURE (a singular basis, a
 * basis seen before, or out of memory); r->iterations counts the pivots of
 * both runs and r->message says how it ended. */
lcp_status lemke_revised_solve(const lcp_problem *p, const lcp_options *o, double *z,
                               lcp_result *r);

#endif
