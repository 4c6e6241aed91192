/* lemke_ratio.h: the ratio test of the revised Lemke method
 * (lemke_revised.c): which basic variable leaves when a column enters.
 *
 * Harris (1973).  Raising the entering variable by t moves
 * the basic values to x_B - t d; row p limits t at x_p / d_p when d_p > 0.
 * Of rows tied for the least ratio the textbook takes any; Harris' two
 * passes take the largest pivot among the rows that are nearly tied, so
 * that a tiny d_p, whose ratio rounding decides, is not chosen over a good
 * one.  Pass 1 finds the bound
 *
 *     theta = max(0, min over d_p > tau of (x_p + delta) / d_p),
 *
 * the longest step that leaves no basic value below -delta (delta a
 * feasibility tolerance, tiny against |q|; tau the least pivot, relative
 * to the column's largest entry); pass 2 takes, among the rows with
 * max(x_p, 0) / d_p <= theta, the one with the largest d_p, and from rows
 * whose d_p tie there the lexicographically least row of [x_B, B^-1] / d_p
 * (Cottle, Pang and Stone 1992, sec. 4.9: the rule that follows the
 * solutions of the problem with q moved by (eps, eps^2, ..., eps^n), which
 * never cycles; its rows y_p are solved for the tied rows only).  z0
 * leaves whenever it is among the candidates: the method ends there.
 *
 * The tolerances (PIVOT_REL, LEX_TOL in lemke_ratio.c) were measured with
 * Harris' delta on the contact LCPs of chapter 7 (lemke_revised.c).
 */
#ifndef LEMKE_RATIO_H
#define LEMKE_RATIO_H

#include "lemke_basis.h"

/* One ratio test's data: the basic values and the entering column, by
 * position, the basis they belong to (for the rows of B^-1 and for z0's
 * position), and three workspaces of n entries. */
typedef struct {
    int n;
    const double *x;    /* basic values by position */
    const double *d;    /* the entering column by position */
    lemke_basis *b;     /* the basis (rows of B^-1 are solved from it) */
    double *y, *y_best; /* workspaces (n): a row of B^-1, the least so far */
    int *tied;          /* workspace (n): candidate positions */
} lemke_ratio;

/* The leaving position: z0's if it is a candidate (the method ends),
 * else Harris' largest pivot among the rows within the bound, ties broken
 * lexicographically; -1 when no entry of d is a pivot (a ray).  pivot_tol
 * is the least pivot in absolute terms (with 1e-9 of d's largest entry);
 * delta is Harris' feasibility tolerance. */
int lemke_ratio_test(lemke_ratio *t, double pivot_tol, double delta);

#endif
