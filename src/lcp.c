/* lcp.c: the LCP interface, the independent check, and the size-1 solver. */
#include "lcp.h"

#include "la.h"

#include <float.h>
#include <math.h>
#include <stdio.h>

/* Default options. */
lcp_options lcp_default_options(void)
{
    return (lcp_options){.method = LCP_METHOD_AUTO,
                         .tol = 1e-10,
                         .max_iterations = 10000,
                         .pivot_tol = 1e-12,
                         .omega = 1.5,
                         .exact_fallback = 1};
}

/* Method names as the lcp command spells them. */
const char *lcp_method_name(lcp_method method)
{
    switch (method) {
    case LCP_METHOD_AUTO: return "auto";
    case LCP_METHOD_SCALAR: return "scalar";
    case LCP_METHOD_LEMKE: return "lemke";
    case LCP_METHOD_LEMKE_EXACT: return "exact";
    case LCP_METHOD_ENUMERATE: return "enumerate";
    case LCP_METHOD_PGS: return "pgs";
    case LCP_METHOD_SOR: return "sor";
    case LCP_METHOD_NEWTON: return "newton";
    }
    return "unknown method";
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

/* Status and message in one place. */
lcp_status lcp_vfinish(lcp_result *r, lcp_status status, const char *format, va_list args)
{
    r->status = status;
    vsnprintf(r->message, sizeof r->message, format, args);
    return status;
}

/* lcp_vfinish with its arguments listed. */
lcp_status lcp_finish(lcp_result *r, lcp_status status, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    lcp_vfinish(r, status, format, args);
    va_end(args);
    return status;
}

/* The check is relative to the size of the data: w must be non-negative up
 * to tol * max(1, |q|_inf, |M|_inf), plus the rounding error that computing
 * w = M z + q itself can make, at most about n eps |M|_inf |z|_inf (with a
 * safety factor 16).  A huge z far out on a ray therefore gains no slack
 * beyond what its own arithmetic explains. */
double lcp_check_tolerance(const lcp_problem *p, const double *z, double tol)
{
    double qn = la_norm_inf(p->n, p->q);
    double mn = la_matrix_norm_inf(p->n, p->n, p->M);
    double rounding = 16.0 * p->n * DBL_EPSILON * mn * la_norm_inf(p->n, z);
    return tol * fmax(1.0, fmax(qn, mn)) + rounding;
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

/* The name of variable label j: w1..wn, z1..zn, z0. */
void lcp_label_name(int n, int j, char *buf, size_t size)
{
    if (j == 2 * n)
        snprintf(buf, size, "z0");
    else
        snprintf(buf, size, "%c%d", j < n ? 'w' : 'z', j % n + 1);
}

/* [lcp-tableau-print] */
void lcp_tableau_print(FILE *out, const lcp_tableau *t)
{
    int n = t->n;
    char name[16], cell[64];
    if (t->pivots == 0) {
        fprintf(out, "initial tableau: w - M z - e z0 = q\n");
    } else {
        char in[16], left[16];
        lcp_label_name(n, t->entering, in, sizeof in);
        lcp_label_name(n, t->leaving, left, sizeof left);
        fprintf(out, "pivot %d: %s enters, %s leaves\n", t->pivots, in, left);
    }
    fprintf(out, "%6s", "basis");
    for (int j = 0; j <= 2 * n; j++) {
        lcp_label_name(n, j, name, sizeof name);
        fprintf(out, " %9s", name);
    }
    fprintf(out, " %9s\n", "q");
    for (int i = 0; i < n; i++) {
        lcp_label_name(n, t->basis[i], name, sizeof name);
        fprintf(out, "%6s", name);
        for (int j = 0; j <= 2 * n + 1; j++) {
            t->entry(t, i, j, cell, sizeof cell);
            fprintf(out, " %9s", cell);
        }
        fputc('\n', out);
    }
    fputc('\n', out);
}
/* [/lcp-tableau-print] */
