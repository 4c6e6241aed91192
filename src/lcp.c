/* lcp.c: the LCP interface, the independent check, and the size-1 solver. */
#include "lcp.h"

#include "linalg.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Start names as the tables print them. */
const char *lcp_start_name(lcp_start start)
{
    switch (start) {
    case LCP_START_NONE: return "-";
    case LCP_START_SLACK: return "w";
    case LCP_START_PREVIOUS: return "previous";
    case LCP_START_FRICTIONLESS: return "frictionless";
    }
    return "-";
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
    case LCP_METHOD_REVISED: return "revised";
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
    case LCP_OUT_OF_MEMORY: return "out of memory";
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
    case LCP_Z_TOO_LARGE: return "z within the data's scale";
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
    case LCP_NUMERICAL_FAILURE:
    case LCP_OUT_OF_MEMORY: return 3;
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
void lcp_note_violation(lcp_violation *v, int max, int *count, lcp_condition c, int i,
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
    const sparse_matrix *S; /* sparse; or NULL */
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

/* [lcp-check-scale] */
/* The data's own scales for each z_j, from M and q alone (never from z, so
 * that no entry of a candidate can widen the check of another):
 *
 *     Z_j = max over the rows i it enters (M_ij != 0) of |q_i| / |M_ij|,
 *
 * the size of z_j that balances a q_i of its own rows, or, where all those
 * q_i are 0 (a sliding speed whose rows hold no velocity yet), |q|_inf /
 * max_i |M_ij| from the whole q; nu_j = 16 n eps Z_j is its rounding noise,
 * what a backward-stable solver may leave in an unknown that should be 0
 * (0 when q = 0).  And
 *
 *     zmax_j = |q|_inf / (16 n eps min over M_ij != 0 of |M_ij|),
 *
 * the largest z_j the data can judge: beyond it, even the smallest term
 * M_ij z_j rounds off more than the largest q_i, and w = M z + q says
 * nothing of q (INFINITY when q = 0, where any multiple of a solution is
 * one, or when the column is 0). */
typedef struct {
    double *nu;   /* n: rounding noise of each z_j */
    double *zmax; /* n: the largest |z_j| the data can judge */
} data_scale;

/* nu and zmax of the view's data (one pass over M); least is n of room. */
static void compute_scale(const row_view *v, data_scale *d, double *least)
{
    int n = v->n;
    double q_size = linalg_norm_inf(n, v->q), unit = 16.0 * n * DBL_EPSILON;
    for (int j = 0; j < n; j++) { /* Z_j, and first each column's least and largest |M_ij| */
        d->nu[j] = d->zmax[j] = 0.0;
        least[j] = INFINITY;
    }
    for (int i = 0; i < n; i++) {
        const int *cols;
        const double *vals;
        int len = view_row(v, i, &cols, &vals);
        double qi = fabs(v->q[i]);
        for (int k = 0; k < len; k++) {
            int j = cols ? cols[k] : k;
            double m = fabs(vals[k]);
            if (m == 0.0)
                continue;
            if (qi > d->nu[j] * m) /* qi / m > nu_j, without a division each time */
                d->nu[j] = qi / m;
            if (m > d->zmax[j])
                d->zmax[j] = m;
            if (m < least[j])
                least[j] = m;
        }
    }
    for (int j = 0; j < n; j++) {
        double column = d->zmax[j], whole = column > 0.0 ? q_size / column : 0.0;
        d->zmax[j] = q_size > 0.0 && column > 0.0 ? q_size / least[j] / unit : INFINITY;
        d->nu[j] = unit * (d->nu[j] > 0.0 ? d->nu[j] : whole);
    }
}
/* [/lcp-check-scale] */

/* The tolerance of w_i = q_i + sum_j M_ij z_j, each row in its own units:
 *  - tol * max(|q_i|, |M_ij z_j|): relative to the largest term, so that z
 *    solves an LCP whose data differ by about tol of the terms (a backward
 *    error), and data far below 1 are not waved through;
 *  - 16 n eps (|q_i| + max_j |M_ij| sum_j |z_j|), the sum over the stored
 *    M_ij != 0: the rounding of computing w_i, and of M's entries, each
 *    known only to the rounding of its row's largest (a coupling that is 0
 *    in exact arithmetic comes out as 6.7e-16 beside entries of 1, from
 *    the cancellation in G^T W G);
 *  - the whole terms |M_ij z_j| of the z_j within their rounding noise
 *    nu_j (compute_scale): what a solver leaves in an unknown that should
 *    be 0 (1e-17 beside a z_k of 0.1), measured by the data, not by z.
 * The row's w_i goes to *wi. */
static double row_tolerance(const row_view *v, const double *z, const double *nu, int i,
                            double tol, double *wi)
{
    const int *cols;
    const double *vals;
    int len = view_row(v, i, &cols, &vals), n = v->n;
    double w = v->q[i], largest = fabs(v->q[i]), row_max = 0.0, z_sum = 0.0, noise = 0.0;
    for (int k = 0; k < len; k++) {
        int j = cols ? cols[k] : k;
        double m = fabs(vals[k]), zj = fabs(z[j]), term = m * zj;
        w += vals[k] * z[j];
        if (term > largest) /* fmax, written out: this loop is the check's cost */
            largest = term;
        if (m > row_max)
            row_max = m;
        if (m != 0.0)
            z_sum += zj;
        if (zj <= nu[j]) /* a z_j within its noise: its whole term */
            noise += term;
    }
    *wi = w;
    double rounding = 16.0 * n * DBL_EPSILON * (fabs(v->q[i]) + row_max * z_sum);
    return fmin(tol * largest + rounding + noise, DBL_MAX);
}

/* Room for the check of an LCP of n unknowns: w, its tolerances, the
 * data's scale and its workspace (5 n doubles in one block), the moving
 * marks (n chars). */
typedef struct {
    double *block, *w, *eps_w, *least;
    data_scale scale;
    char *moves;
} check_room;

/* Allocate the room; 0, or -1 when out of memory. */
static int room_alloc(check_room *r, int n)
{
    size_t m = (size_t)(n > 0 ? n : 1);
    r->block = malloc(5 * m * sizeof *r->block);
    r->moves = malloc(m);
    if (!r->block || !r->moves) {
        free(r->block);
        free(r->moves);
        return -1;
    }
    r->w = r->block;
    r->eps_w = r->block + m;
    r->scale = (data_scale){.nu = r->block + 2 * m, .zmax = r->block + 3 * m};
    r->least = r->block + 4 * m;
    return 0;
}

/* Free the room. */
static void room_free(check_room *r)
{
    free(r->block);
    free(r->moves);
}

/* The data's scale, then w = M z + q and each row's tolerance, into the room. */
static void tolerances(const row_view *v, const double *z, double tol, check_room *r)
{
    compute_scale(v, &r->scale, r->least);
    for (int i = 0; i < v->n; i++)
        r->eps_w[i] = row_tolerance(v, z, r->scale.nu, i, tol, &r->w[i]);
}

/* w and eps of either kind of matrix into the caller's arrays; 0, or -1
 * when out of memory. */
static int view_tolerances(const row_view *v, const double *z, double tol, double *w,
                           double *eps)
{
    check_room r;
    if (room_alloc(&r, v->n) != 0)
        return -1;
    tolerances(v, z, tol, &r);
    memcpy(w, r.w, (size_t)v->n * sizeof *w);
    memcpy(eps, r.eps_w, (size_t)v->n * sizeof *eps);
    room_free(&r);
    return 0;
}

/* The tolerances of a dense M (row_view over its rows). */
int lcp_check_tolerances(const lcp_problem *p, const double *z, double tol, double *w,
                         double *eps)
{
    row_view v = {.n = p->n, .M = p->M, .q = p->q};
    return view_tolerances(&v, z, tol, w, eps);
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

/* Is z_i zero to tolerance?  Either within its rounding noise nu_i (from
 * the data), or below both tol |z|_inf and tol Z_i (Z_i = nu_i / (16 n
 * eps), the data's scale of z_i: both, so that no huge entry elsewhere in
 * z makes z_i small), and so small that setting it to 0 moves every w_k by
 * less than w_k's tolerance (moves[i] = 0; a z_i whose column of M is zero
 * moves no w, yet 5 is not 0). */
static int z_negligible(int n, const double *z, double largest, const data_scale *d,
                        const char *moves, int i, double tol)
{
    if (fabs(z[i]) <= d->nu[i])
        return 1;
    double data = d->nu[i] / (16.0 * n * DBL_EPSILON);
    if (fabs(z[i]) > tol * largest || fabs(z[i]) > tol * data)
        return 0;
    return !moves[i];
}

/* The conditions of row i, given w_i, its tolerance and whether z_i is
 * zero to tolerance; zmax the largest z_i the data can judge. */
static void check_row(const double *z, int negligible, double zmax, int i, double wi,
                      double eps_w, lcp_violation *violations, int max, int *count)
{
    if (!isfinite(z[i]) || !isfinite(wi)) {
        lcp_note_violation(violations, max, count, LCP_NOT_FINITE, i, isfinite(z[i]) ? wi : z[i]);
        return;
    }
    if (fabs(z[i]) > zmax) {
        lcp_note_violation(violations, max, count, LCP_Z_TOO_LARGE, i, z[i]);
        return;
    }
    /* z_i is zero to tolerance (z_negligible) or must be >= 0 exactly. */
    double eps_z = negligible ? fabs(z[i]) : 0.0;
    if (z[i] < -eps_z)
        lcp_note_violation(violations, max, count, LCP_Z_NEGATIVE, i, z[i]);
    if (wi < -eps_w)
        lcp_note_violation(violations, max, count, LCP_W_NEGATIVE, i, wi);
    /* z_i w_i = 0: z and w have their own units and scales, so ask that
     * one of the two be zero to its own tolerance. */
    if (fabs(z[i]) > eps_z && fabs(wi) > eps_w)
        lcp_note_violation(violations, max, count, LCP_NOT_COMPLEMENTARY, i, z[i] * wi);
}

/* lcp_check on either kind of matrix. */
static int check_view(const row_view *v, const double *z, double tol, double *w,
                      lcp_violation *violations, int max_violations)
{
    int n = v->n, count = 0;
    check_room r;
    if (room_alloc(&r, n) != 0)
        return 1; /* no room to check: nothing is called a solution */
    tolerances(v, z, tol, &r); /* w = M z + q, recomputed */
    if (w)
        memcpy(w, r.w, (size_t)n * sizeof *w);
    mark_moving(v, z, r.eps_w, r.moves);
    double largest = linalg_norm_inf(n, z);
    for (int i = 0; i < n; i++)
        check_row(z, z_negligible(n, z, largest, &r.scale, r.moves, i, tol), r.scale.zmax[i],
                  i, r.w[i], r.eps_w[i], violations, max_violations, &count);
    room_free(&r);
    return count;
}

/* The check of a dense M. */
int lcp_check(const lcp_problem *p, const double *z, double tol, double *w,
              lcp_violation *violations, int max_violations)
{
    row_view v = {.n = p->n, .M = p->M, .q = p->q};
    return check_view(&v, z, tol, w, violations, max_violations);
}

/* The tolerances of a sparse M; none (0) when out of memory. */
void lcp_tolerances_sparse(const sparse_matrix *M, const double *q, const double *z, double tol,
                           double *w, double *eps)
{
    row_view v = {.n = M->n, .S = M, .q = q};
    if (view_tolerances(&v, z, tol, w, eps) == 0)
        return;
    for (int i = 0; i < M->n; i++) /* no room: tolerances 0, nothing waved through */
        eps[i] = 0.0;
    sparse_matvec(M, z, q, w);
}

/* The check of a sparse M. */
int lcp_check_sparse(const sparse_matrix *M, const double *q, const double *z, double tol,
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
