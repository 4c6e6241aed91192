/* lcp.c: the LCP interface, the independent check, and the size-1 solver. */
#include "lcp.h"

#include "la.h"

#include <math.h>
#include <stdio.h>

/* Default options. */
lcp_options lcp_default_options(void)
{
    return (lcp_options){.method = LCP_METHOD_AUTO, .tol = 1e-10, .max_iterations = 1000};
}

/* Status names for messages and tables. */
const char *lcp_status_name(lcp_status status)
{
    switch (status) {
    case LCP_SOLVED: return "solved";
    case LCP_NO_SOLUTION: return "no solution";
    case LCP_RAY_UNPROVEN: return "ray termination (nothing proven)";
    case LCP_ITERATION_LIMIT: return "iteration limit";
    case LCP_NUMERICAL_FAILURE: return "numerical failure";
    case LCP_BAD_INPUT: return "bad input";
    }
    return "unknown status";
}

/* Condition names as a student writes them. */
const char *lcp_condition_name(lcp_condition condition)
{
    switch (condition) {
    case LCP_NOT_FINITE: return "z and w finite";
    case LCP_Z_NEGATIVE: return "z >= 0";
    case LCP_W_NEGATIVE: return "w = Mz + q >= 0";
    case LCP_NOT_COMPLEMENTARY: return "z_i w_i = 0";
    }
    return "unknown condition";
}

/* Exit codes shared by every program that solves an LCP (DESIGN.md). */
int lcp_exit_code(lcp_status status)
{
    switch (status) {
    case LCP_SOLVED: return 0;
    case LCP_BAD_INPUT: return 1;
    case LCP_NO_SOLUTION: return 2;
    case LCP_RAY_UNPROVEN:
    case LCP_ITERATION_LIMIT:
    case LCP_NUMERICAL_FAILURE: return 3;
    }
    return 3;
}

/* The check is relative to the size of the data: an entry of w is a sum of
 * terms bounded by |M|_inf |z|_inf and |q|_inf, so its rounding error scales
 * with them. */
double lcp_check_tolerance(const lcp_problem *p, const double *z, double tol)
{
    double qn = la_norm_inf(p->n, p->q);
    double mz = la_matrix_norm_inf(p->n, p->n, p->M) * la_norm_inf(p->n, z);
    return tol * fmax(1.0, fmax(qn, mz));
}

/* Record a violation if there is room. */
static void note_violation(lcp_violation *v, int max, int *count, lcp_condition c, int i,
                           double value)
{
    if (*count < max)
        v[*count] = (lcp_violation){.condition = c, .index = i, .value = value};
    (*count)++;
}

/* [lcp-check] */
int lcp_check(const lcp_problem *p, const double *z, double tol, double *w,
              lcp_violation *violations, int max_violations)
{
    int n = p->n, count = 0;
    double eps_w = lcp_check_tolerance(p, z, tol);
    double eps_z = tol * fmax(1.0, la_norm_inf(n, z));
    for (int i = 0; i < n; i++) {
        double wi = p->q[i]; /* w = M z + q, recomputed from the data */
        for (int j = 0; j < n; j++)
            wi += p->M[i * n + j] * z[j];
        if (w)
            w[i] = wi;
        if (!isfinite(z[i]) || !isfinite(wi)) {
            note_violation(violations, max_violations, &count, LCP_NOT_FINITE, i,
                           isfinite(z[i]) ? wi : z[i]);
            continue;
        }
        if (z[i] < -eps_z)
            note_violation(violations, max_violations, &count, LCP_Z_NEGATIVE, i, z[i]);
        if (wi < -eps_w)
            note_violation(violations, max_violations, &count, LCP_W_NEGATIVE, i, wi);
        /* z_i w_i = 0: z and w have their own units and scales, so ask that
         * one of the two be zero to its own tolerance. */
        if (fabs(z[i]) > eps_z && fabs(wi) > eps_w)
            note_violation(violations, max_violations, &count, LCP_NOT_COMPLEMENTARY, i,
                           z[i] * wi);
    }
    return count;
}
/* [/lcp-check] */

/* Does the data hold only finite numbers? */
static int lcp_data_finite(const lcp_problem *p)
{
    for (int i = 0; i < p->n * p->n; i++)
        if (!isfinite(p->M[i]))
            return 0;
    for (int i = 0; i < p->n; i++)
        if (!isfinite(p->q[i]))
            return 0;
    return 1;
}

/* Fill the result and return its status. */
static lcp_status finish(lcp_result *r, lcp_status status, const char *message)
{
    r->status = status;
    snprintf(r->message, sizeof r->message, "%s", message);
    return status;
}

/* [lcp-solve-scalar] */
/* n = 1: w = F z + f with F = M, f = q (notes 002 p. 7, "LCP of size 1").
 *  f >= 0:        z = 0 gives w = f >= 0, complementary.
 *  f < 0, F > 0:  w must vanish, so z = -f / F > 0.
 *  f < 0, F <= 0: w = F z + f <= f < 0 for every z >= 0: no solution. */
static lcp_status solve_scalar(const lcp_problem *p, double *z, lcp_result *r)
{
    double F = p->M[0], f = p->q[0];
    r->iterations = 1;
    if (f >= 0.0) {
        z[0] = 0.0;
        return LCP_SOLVED;
    }
    if (F > 0.0) {
        z[0] = -f / F;
        return LCP_SOLVED;
    }
    z[0] = 0.0;
    return finish(r, LCP_NO_SOLUTION, "no solution: F <= 0 and f < 0, so w = F z + f < 0 "
                                      "for every z >= 0");
}
/* [/lcp-solve-scalar] */

/* Verify a candidate before calling it a solution. */
static lcp_status verify(const lcp_problem *p, const lcp_options *o, const double *z,
                         double *w, lcp_result *r)
{
    lcp_violation v[1];
    int bad = lcp_check(p, z, o->tol, w, v, 1);
    r->violation = bad ? fabs(v[0].value) : 0.0;
    if (bad == 0)
        return finish(r, LCP_SOLVED, "solved");
    char msg[200];
    snprintf(msg, sizeof msg, "numerical failure: the result breaks %s at i = %d (%g)",
             /* i counted from 1, as people number rows */
             lcp_condition_name(v[0].condition), v[0].index + 1, v[0].value);
    return finish(r, LCP_NUMERICAL_FAILURE, msg);
}

/* Dispatch on the method, then verify. */
lcp_status lcp_solve(const lcp_problem *p, const lcp_options *options, double *z, double *w,
                     lcp_result *result)
{
    lcp_options o = options ? *options : lcp_default_options();
    lcp_result scratch;
    lcp_result *r = result ? result : &scratch;
    *r = (lcp_result){.status = LCP_BAD_INPUT};
    if (p->n < 1)
        return finish(r, LCP_BAD_INPUT, "bad input: the LCP has no unknowns (n < 1)");
    if (!lcp_data_finite(p))
        return finish(r, LCP_BAD_INPUT, "bad input: M or q holds NaN or Inf");
    if (p->n != 1)
        return finish(r, LCP_BAD_INPUT,
                      "bad input: this build solves only n = 1 (the scalar method)");
    lcp_status s = solve_scalar(p, z, r);
    if (s != LCP_SOLVED)
        return s;
    return verify(p, &o, z, w, r);
}
