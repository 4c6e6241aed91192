/* contact_solve.h: the contact LCP of piles, stacks and chains (chapter 7).
 *
 * The LCP is rc_assemble's, z = (p_n (nc), p_f (nc nd), s (nc)):
 *
 *       [ G_n^T W G_n   G_n^T W G_f   0 ]      [ G_n^T u + psi / h ]
 *   A = [ G_f^T W G_n   G_f^T W G_f   E ], b = [ G_f^T u           ]
 *       [ U             -E^T          0 ]      [ 0                 ]
 *
 * Why it is degenerate.  G^T W G has rank at most 6 per body: a box face
 * down on the ground has four coplanar corners, whose four normal columns
 * span only three dimensions (a force along n and two torques), and nd
 * friction directions in a plane span two.  So A_BB is singular for most
 * sets B of active unknowns, many solutions share the same velocities
 * (how the weight of a box splits over its corners is not determined), and
 * at rest w_i = z_i = 0 for every friction unknown: ties in Lemke's ratio
 * test at every pivot.  Exactly, the lexicographic rule survives this; in
 * floating point, the ties are broken by rounding and Lemke's method on a
 * pile or a stack of unequal masses ends on a false ray or returns a z that
 * fails the check.
 *
 * What survives.  The velocities are unique even where the impulses are
 * not, and that is what a method needs:
 *
 *  1. the active set: given which unknowns are positive (B), the solution
 *     solves A_BB z_B = -b_B with z = 0 elsewhere.  A_BB may be singular,
 *     but the system is consistent (the velocities it fixes exist), so a
 *     least-norm solution through a rank-revealing factorisation (QR with
 *     column pivoting, dense.h's dn_least_norm) solves it: of least norm in
 *     the normal impulses (the weight shared as evenly over the corners as
 *     the set allows, with the corners that touch without load let in),
 *     nearest the guess in the friction impulses and slacks.  Then the
 *     check.  The guess is the previous step's answer (at rest or sliding
 *     steadily the set does not change from step to step), or the one of
 *     2. to 6.;
 *  2. Lemke's method in floating point (chapter 3), its dense tableau
 *     updated pivot by pivot, for the sizes where it is cheap (n <=
 *     CS_LEMKE_FIRST), its answer checked and, if it fails the check, used
 *     as 1.'s guess;
 *  3. where 2. fails (any status, or an answer that fails the check and
 *     whose active set fails too), the revised Lemke method
 *     (lemke_revised.h): the basis factorised afresh from the data at
 *     every pivot, Harris' ratio test with the lexicographic tie-break, a
 *     final re-solve of the basis, and a second run on a slightly moved q
 *     when the first does not end cleanly: no pivot's rounding is carried
 *     into the next.  Its answer checked, else 1.'s guess, as in 2.;
 *  4. for larger LCPs without a previous step, 1. from the guess "every
 *     approaching contact pushes, nothing rubs" (a pile at rest or landing
 *     flat);
 *  5. block Gauss-Seidel by contact: contact i's nd + 2 unknowns solve
 *     their own small LCP (Lemke) with the others held, contact after
 *     contact, sweep after sweep.  It needs no pivot on the singular
 *     blocks, costs one pass over A's entries a sweep, and its active set
 *     is tried with 1. after 4, 8, 16, ... sweeps (and every 16 sweeps once
 *     the sweeps stand still), up to 10000 sweeps;
 *  6. 2. then 3. for the sizes up to CS_LEMKE_LAST;
 *  7. exact Lemke (rational arithmetic) up to n = 120, which also proves
 *     when there is no solution.
 *
 * Nothing is called solved before lcp_check_sparse has passed it at the
 * options' tolerance (1e-10 relative per row by default, lcp.h); when no
 * method passes, the status says which failed last and how.
 */
#ifndef CONTACT_SOLVE_H
#define CONTACT_SOLVE_H

#include "lcp.h"
#include "sparse.h"

/* The largest LCP that goes to Lemke's methods (2., 3.) before the
 * sweeps (5.); larger ones get them only when the sweeps fail and n is at
 * most CS_LEMKE_LAST (6.). */
#define CS_LEMKE_FIRST 400
#define CS_LEMKE_LAST 1200

/* Solve the contact LCP (A, b) of nc contacts with nd directions each.
 * warm: z holds a guess (the previous step's impulses for the same
 * contacts) to try first; otherwise z is output only.  On LCP_SOLVED z
 * and w = A z + b hold a verified solution and result->method is
 * LCP_METHOD_ACTIVE_SET, LCP_METHOD_LEMKE (2., 3. or 6.) or
 * LCP_METHOD_BLOCK_GS, with
 * result->iterations the sweeps (block GS) or pivots (Lemke). */
lcp_status cs_solve(const sp_matrix *A, const double *b, int nc, int nd,
                    const lcp_options *options, int warm, unsigned char *basis, double *z,
                    double *w, lcp_result *result);

/* 1. alone: from the guess z (its positive entries the active set, with
 * the first nn unknowns, the normals, that touch without load: w_i = 0 to
 * tolerance), the least-norm correction on the active set, then
 * lcp_check_sparse; the set is corrected and the solve repeated up to
 * rounds times (entries driven negative leave, rows with w < 0 enter).
 * LCP_SOLVED with z, w verified, or LCP_NUMERICAL_FAILURE (z unchanged). */
lcp_status cs_active_set(const sp_matrix *A, const double *b, int nn, double tol, int rounds,
                         double *z, double *w, lcp_result *result);

#endif
