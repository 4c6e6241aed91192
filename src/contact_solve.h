/* contact_solve.h: the contact LCP of piles, stacks and chains (chapter 7).
 *
 * The LCP is rigid_contact_assemble's, z = (p_n (nc), p_f (nc nd), s (nc)):
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
 * What survives.  A pivoting method that carries no rounding from pivot
 * to pivot, and the velocities, which are unique even where the impulses
 * are not.  In order:
 *
 *  1. the revised Lemke method (lemke_revised.h) on the sparse LCP: the
 *     basis refactorised from the data at every pivot (a sparse LU),
 *     Harris' ratio test with the lexicographic tie-break, runs on q moved
 *     by 1e-9 and 1e-6 |q| finished on the data's q.  First from the
 *     previous step's final basis (basis, warm: 0 pivots for a pile at
 *     rest), then from w basic;
 *  2. the active set of the previous step's impulses (warm): given which
 *     unknowns are positive (B), the solution solves A_BB z_B = -b_B with
 *     z = 0 elsewhere; A_BB may be singular, but the system is consistent,
 *     so a least-norm solution through a rank-revealing factorisation
 *     (dense.h's dense_least_norm) solves it, the load shared as evenly over
 *     the corners as the set allows; corrected and solved again a few
 *     times;
 *  3. Lemke's method in floating point (chapter 3), its dense tableau
 *     updated pivot by pivot, for n <= CONTACT_SOLVE_LEMKE_FIRST, its answer
 *     checked and, if it fails the check, used as 2.'s guess;
 *  4. for n up to CONTACT_SOLVE_LEMKE_LAST, 2. from the guess "every
 *     approaching contact pushes, nothing rubs", then block Gauss-Seidel by
 *     contact: contact i's nd + 2 unknowns solve their own small LCP (Lemke)
 *     with the others held, sweep after sweep, its active set tried with 2.;
 *  5. exact Lemke (rational arithmetic) up to n = 120, which also proves
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

/* The largest LCP that goes to the tableau Lemke (3.), and the largest
 * that goes to the dense fallbacks of 4. (their least-norm solves are
 * dense). */
#define CONTACT_SOLVE_LEMKE_FIRST 400
#define CONTACT_SOLVE_LEMKE_LAST 1200

/* The place in z (and w) of contact i's unknown k, for nc contacts of nd
 * directions: k = 0 its p_n (at i), 1..nd its p_f (at nc + i nd + k - 1),
 * nd + 1 its slack s (at nc (nd + 1) + i). */
int contact_solve_unknown(int nc, int nd, int i, int k);

/* Solve the contact LCP (A, b) of nc contacts with nd directions each.
 * warm: z holds a guess (the previous step's impulses for the same
 * contacts) and basis (if not NULL) the previous step's final basis (1
 * where z_k was basic) to start from; otherwise z is output only.  basis
 * (if not NULL) receives this solve's basis for the next step.  On
 * LCP_SOLVED z and w = A z + b hold a verified solution and
 * result->method is LCP_METHOD_REVISED (1.), LCP_METHOD_ACTIVE_SET,
 * LCP_METHOD_LEMKE or LCP_METHOD_BLOCK_GS, with result->iterations the
 * pivots or sweeps. */
lcp_status contact_solve(const sparse_matrix *A, const double *b, int nc, int nd,
                         const lcp_options *options, int warm, unsigned char *basis, double *z,
                         double *w, lcp_result *result);

/* 1. alone: from the guess z and the active set (the flags set, or with
 * set NULL z's positive entries; with the first nn unknowns, the normals,
 * that touch without load: w_i = 0 to tolerance), the least-norm
 * correction on the active set, then
 * lcp_check_sparse; the set is corrected and the solve repeated up to
 * rounds times (entries driven negative leave, rows with w < 0 enter).
 * LCP_SOLVED with z, w verified, or LCP_NUMERICAL_FAILURE (z unchanged);
 * LCP_OUT_OF_MEMORY, as every function here, when memory runs out. */
lcp_status contact_solve_active_set(const sparse_matrix *A, const double *b, int nn, double tol,
                                    int rounds, const unsigned char *set, double *z, double *w,
                                    lcp_result *result);

#endif
