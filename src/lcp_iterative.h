/* lcp_iterative.h: iterative LCP solvers: projected Gauss-Seidel, SOR, the
 * boxed variant, and a semismooth Newton method.
 *
 * Each records the residual after every iteration in o->history (when given)
 * and stops when the residual falls below o->tol * max(1, |q|_inf) ("converged",
 * returned as LCP_SOLVED) or after o->max_iterations; none of them checks its
 * answer: lcp_solve does.  o and r must not be NULL.
 */
#ifndef LCP_ITERATIVE_H
#define LCP_ITERATIVE_H

#include "lcp.h"

/* The natural residual |min(z, M z + q)|_inf, the measure all three use. */
double lcp_natural_residual(const lcp_problem *p, const double *z);

/* Projected Gauss-Seidel (omega = 1) and SOR (omega = o->omega): for each i,
 *   z_i <- max(0, z_i - omega (M z + q)_i / M_ii).
 * Needs M_ii > 0 (LCP_BAD_INPUT otherwise).  z holds the starting point. */
lcp_status lcp_pgs(const lcp_problem *p, const lcp_options *o, double *z, lcp_result *r);
lcp_status lcp_sor(const lcp_problem *p, const lcp_options *o, double *z, lcp_result *r);

/* The boxed LCP (BLCP, intro slides): find lo <= z <= hi with, for each i,
 *   z_i = lo_i => w_i >= 0,  z_i = hi_i => w_i <= 0,  lo_i < z_i < hi_i => w_i = 0,
 * w = M z + q; lo_i may be -INFINITY and hi_i +INFINITY.  Projected
 * Gauss-Seidel (omega = 1, needs M_ii > 0) with the projection onto
 * [lo_i, hi_i]; its residual is |z - mid(lo, z - w, hi)|_inf; reported as
 * LCP_METHOD_PGS. */
lcp_status blcp_pgs(const lcp_problem *p, const double *lo, const double *hi,
                    const lcp_options *o, double *z, lcp_result *r);

/* Check a BLCP solution; returns the largest violation (0 when exact): the
 * distance outside the box, min(w_i, z_i - lo_i) where w_i > 0 and
 * min(-w_i, hi_i - z_i) where w_i < 0; +INFINITY for a non-finite z. */
double blcp_violation(const lcp_problem *p, const double *lo, const double *hi, const double *z);

/* Semismooth Newton on phi(a, b) = sqrt(a^2 + b^2) - a - b applied to
 * (z_i, w_i), with a generalized Jacobian and an Armijo line search on
 * |phi|^2 / 2. z holds the starting point. */
lcp_status lcp_newton(const lcp_problem *p, const lcp_options *o, double *z, lcp_result *r);

#endif
