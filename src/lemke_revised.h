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
#include "sparse.h"

/* Run the revised Lemke method on LCP(p->M, p->q), and unless the first
 * run ends on a clean basis, again with the pivots following q moved by
 * 1e-9 |q| and by 1e-6 |q|, each finished on the data's q from its final
 * basis (lemke_revised.c).  Options read: max_iterations (pivots per run) and
 * pivot_tol (the least pivot, with 1e-9 of the column's largest entry).
 * Returns LCP_SOLVED when z0 left the basis (z is NOT yet verified: the
 * caller checks it; basic values below 0 beyond rounding, set to 0, are
 * named in the message), LCP_RAY_UNPROVEN on ray termination,
 * LCP_ITERATION_LIMIT, or LCP_NUMERICAL_FAILURE (a singular basis, a
 * basis seen before, or out of memory); r->iterations counts the pivots of
 * every run and r->message says how it ended. */
lcp_status lemke_revised_solve(const lcp_problem *p, const lcp_options *o, double *z,
                               lcp_result *r);

/* The same for a sparse M (its stored entries only), or one run from a
 * warm start: warm (NULL for none) holds n flags, 1 where z_j is basic in
 * a complementary basis to start from (the previous time step's); that
 * basis is tried as it stands (0 pivots), then Lemke runs from it with the
 * covering vector B e (no second run: LCP_NUMERICAL_FAILURE if it ends
 * with a basic value below 0, and the caller starts again cold).  basis_out
 * (NULL, or n flags) receives the final basis in the same form, for the
 * next call's warm start.  r->iterations counts every pivot. */
lcp_status lemke_revised_sparse(const sparse_matrix *M, const double *q, const lcp_options *o,
                                const unsigned char *warm, unsigned char *basis_out, double *z,
                                lcp_result *r);

#endif
