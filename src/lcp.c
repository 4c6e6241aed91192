/* lcp.c: the LCP interface, the independent check, and the size-1 solver. */
#include "lcp.h"

#include "la.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

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
    case LCP_METHOD_ACTIVE_SET: return "active-set";
    case LCP_METHOD_BLOCK_GS: return "block-gs";
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

/* Record a violation if there is room. */
static void note_violation(lcp_violation *v, int max, int *count, lcp_condition c, int i,
                           double value)
{
    if (*count < max)
        v[*count] = (lcp_violation){.condition = c, .index = i, .value = value};
    (*count)++;
}

/* [lcp-check] */
/* The check reads M row by row, dense or sparse alike: row i's entries
 * are vals[0..len-1] in the columns cols[0..len-1] (cols NULL: the dense
 * row, column k = k). */
typedef struct {
    int n;
    const double *M;     /* dense, row-major; or NULL */
    const sp_matrix *S;  /* sparse; or NULL */
    const double *q;
} row_view;

/* Row i of the view: its length, columns and values. */
static int view_row(const row_view *v, int i, const int **cols, const double **vals)
{
    if (v->S) {
        *cols = v->S->col + v->S->start[i];
        *vals = v->S->val + v->S->start[i];
        return v->S->start[i + 1] - v->S->start[i];
    }
    *cols = NULL;
    *vals = v->M + (size_t)i * v->n;
    return v->n;
}

/* The tolerance of w_i = q_i + sum_j M_ij z_j, each row in its own units:
 *  - tol * max(|q_i|, |M_ij z_j|): relative to the largest term, so that z
 *    solves an LCP whose data differ by about tol of the terms (a backward
 *    error), and data far below 1 are not waved through;
 *  - 16 n eps sum(|q_i|, |M_ij z_j|): the rounding of computing w_i;
 *  - the whole terms of the z_j that are rounding noise of the largest
 *    entry, |z_j| <= 16 n eps |z|_inf (0 in exact arithmetic, 1e-17 beside
 *    a z_k of 0.1);
 *  - the noise that a solver's pivots leave in every z_j, about
 *    16 n eps |z|_inf, through sum_j |M_ij|, but at most 10 tol of the row's
 *    own largest z_j: a row of small numbers beside huge ones (a normal
 *    impulse of 0.1 beside a sliding speed of 1e14) keeps its own check.
 * The row's w_i goes to *wi. */
static double row_tolerance(const row_view *v, const double *z, double z_max, int i,
                            double tol, double *wi)
{
    const int *cols;
    const double *vals;
    int len = view_row(v, i, &cols, &vals), n = v->n;
    double noise = 16.0 * n * DBL_EPSILON * z_max, w = v->q[i];
    double largest = fabs(v->q[i]), sum = largest, noisy = 0.0, row = 0.0, z_row = 0.0;
    for (int k = 0; k < len; k++) {
        int j = cols ? cols[k] : k;
        double m = fabs(vals[k]), zj = fabs(z[j]), term = m * zj;
        w += vals[k] * z[j];
        if (term > largest) /* fmax, written out: this loop is the check's cost */
            largest = term;
        sum += term;
        row += m;
        if (zj <= noise)
            noisy += term;
        if (m != 0.0 && zj > z_row)
            z_row = zj;
    }
    *wi = w;
    double pivots = row * fmin(noise, 10.0 * tol * z_row);
    return fmin(tol * largest + 16.0 * n * DBL_EPSILON * sum + noisy + pivots, DBL_MAX);
}

double lcp_check_tolerance(const lcp_problem *p, const double *z, int i, double tol)
{
    row_view v = {.n = p->n, .M = p->M, .q = p->q};
    double wi;
    return row_tolerance(&v, z, la_norm_inf(p->n, z), i, tol, &wi);
}

/* Which z_j move some w_k by more than w_k's tolerance eps_w[k] when set
 * to 0: moves[j] = 1 if |M_kj z_j| > eps_w[k] for some k (one pass over
 * the entries, row by row). */
static void mark_moving(const row_view *v, const double *z, const double *eps_w, char *moves)
{
    for (int j = 0; j < v->n; j++)
        moves[j] = 0;
    for (int k = 0; k < v->n; k++) {
        const int *cols;
        const double *vals;
        int len = view_row(v, k, &cols, &vals);
        for (int a = 0; a < len; a++) {
            int j = cols ? cols[a] : a;
            if (fabs(vals[a] * z[j]) > eps_w[k])
                moves[j] = 1;
        }
    }
}

/* Is z_i zero to tolerance?  Either rounding noise of the largest entry,
 * |z_i| <= 16 n eps |z|_inf, or below tol |z|_inf and so small that
 * setting it to 0 moves every w_k by less than w_k's tolerance (moves[i]
 * = 0; no absolute floor: z_i = 1e-301 is not zero when M holds 1e300;
 * and a z_i whose column of M is zero moves no w, yet 5 is not 0). */
static int z_negligible(int n, const double *z, double largest, const char *moves, int i,
                        double tol)
{
    if (fabs(z[i]) <= 16.0 * n * DBL_EPSILON * largest)
        return 1;
    if (fabs(z[i]) > tol * largest)
        return 0;
    return !moves[i];
}

/* The conditions of row i, given w_i, its tolerance and whether z_i is
 * zero to tolerance. */
static void check_row(const double *z, int negligible, int i, double wi, double eps_w,
                      lcp_violation *violations, int max, int *count)
{
    if (!isfinite(z[i]) || !isfinite(wi)) {
        note_violation(violations, max, count, LCP_NOT_FINITE, i, isfinite(z[i]) ? wi : z[i]);
        return;
    }
    /* z_i is zero to tolerance (z_negligible) or must be >= 0 exactly. */
    double eps_z = negligible ? fabs(z[i]) : 0.0;
    if (z[i] < -eps_z)
        note_violation(violations, max, count, LCP_Z_NEGATIVE, i, z[i]);
    if (wi < -eps_w)
        note_violation(violations, max, count, LCP_W_NEGATIVE, i, wi);
    /* z_i w_i = 0: z and w have their own units and scales, so ask that
     * one of the two be zero to its own tolerance. */
    if (fabs(z[i]) > eps_z && fabs(wi) > eps_w)
        note_violation(violations, max, count, LCP_NOT_COMPLEMENTARY, i, z[i] * wi);
}

/* lcp_check on either kind of matrix. */
static int check_view(const row_view *v, const double *z, double tol, double *w,
                      lcp_violation *violations, int max_violations)
{
    int n = v->n, count = 0;
    double room[2 * 64], *wk = n <= 64 ? room : malloc(2 * (size_t)n * sizeof *wk);
    char moves_room[64], *moves = n <= 64 ? moves_room : malloc((size_t)n);
    if (!wk || !moves) { /* no room to check: nothing is called a solution */
        if (wk != room)
            free(wk);
        if (moves != moves_room)
            free(moves);
        return 1;
    }
    double *eps_w = wk + n, largest = la_norm_inf(n, z);
    for (int i = 0; i < n; i++) {
        eps_w[i] = row_tolerance(v, z, largest, i, tol, &wk[i]); /* w = M z + q, recomputed */
        if (w)
            w[i] = wk[i];
    }
    mark_moving(v, z, eps_w, moves);
    for (int i = 0; i < n; i++)
        check_row(z, z_negligible(n, z, largest, moves, i, tol), i, wk[i], eps_w[i],
                  violations, max_violations, &count);
    if (wk != room)
        free(wk);
    if (moves != moves_room)
        free(moves);
    return count;
}

int lcp_check(const lcp_problem *p, const double *z, double tol, double *w,
              lcp_violation *violations, int max_violations)
{
    row_view v = {.n = p->n, .M = p->M, .q = p->q};
    return check_view(&v, z, tol, w, violations, max_violations);
}

void lcp_tolerances_sparse(const sp_matrix *M, const double *q, const double *z, double tol,
                           double *w, double *eps)
{
    row_view v = {.n = M->n, .S = M, .q = q};
    double largest = la_norm_inf(M->n, z);
    for (int i = 0; i < M->n; i++)
        eps[i] = row_tolerance(&v, z, largest, i, tol, &w[i]);
}

int lcp_check_sparse(const sp_matrix *M, const double *q, const double *z, double tol,
                     double *w, lcp_violation *violations, int max_violations)
{
    row_view v = {.n = M->n, .S = M, .q = q};
    return check_view(&v, z, tol, w, violations, max_violations);
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
