/* lemke.c: Lemke's complementary pivoting method in floating point.
 *
 * The tableau holds the rows of  w - M z - e z0 = q  (Cottle, Pang and Stone
 * 1992, sec. 4.4): n rows and 2n + 2 columns, one per variable (label j is
 * column j: w_1..w_n, z_1..z_n, z0) and q last.  A pivot on (row r, column c)
 * makes variable c basic in row r by Gauss-Jordan elimination.  The first n
 * columns start as the identity, so they always hold B^-1: the
 * lexicographic ratio test reads its tie-breaking rows there.
 */
#include "lemke.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int n, width; /* width = 2n + 2 */
    double *T;    /* n x width, row-major */
    int *basis;   /* basis[i]: label of the variable basic in row i */
    int *tied;    /* workspace of the ratio test (n) */
    int *nonzero; /* workspace of the pivot (width) */
} tableau;

/* Entry (i, j) of the tableau. */
static double *at(const tableau *t, int i, int j)
{
    return &t->T[i * t->width + j];
}

/* [lemke-setup] */
/* w - M z - e z0 = q with w basic: columns [I | -M | -e | q]. */
static void setup(tableau *t, const lcp_problem *p)
{
    int n = p->n;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            *at(t, i, j) = i == j ? 1.0 : 0.0;
            *at(t, i, n + j) = -p->M[i * n + j];
        }
        *at(t, i, 2 * n) = -1.0;
        *at(t, i, 2 * n + 1) = p->q[i];
        t->basis[i] = i;
    }
}
/* [/lemke-setup] */

/* [lemke-pivot] */
/* Make column c basic in row r: divide row r by the pivot, then subtract
 * multiples of it from every other row so that column c becomes e_r.  Only
 * the columns where the pivot row is non-zero change; the other basic
 * columns are unit vectors with a zero there, so about half the work drops
 * out. */
static void pivot(tableau *t, int r, int c)
{
    double *row = at(t, r, 0);
    double inverse = 1.0 / row[c];
    int count = 0;
    for (int j = 0; j < t->width; j++) {
        row[j] *= inverse;
        if (row[j] != 0.0 && j != c)
            t->nonzero[count++] = j;
    }
    row[c] = 1.0;
    for (int i = 0; i < t->n; i++) {
        double *other = at(t, i, 0);
        double factor = other[c];
        if (i == r || factor == 0.0)
            continue;
        for (int k = 0; k < count; k++)
            other[t->nonzero[k]] -= factor * row[t->nonzero[k]];
        other[c] = 0.0;
    }
    t->basis[r] = c;
}
/* [/lemke-pivot] */

/* Are two ratios equal up to rounding? */
static int same_ratio(double a, double b)
{
    return fabs(a - b) <= 1e-12 * fmax(1.0, fmax(fabs(a), fabs(b)));
}

/* [lemke-ratio-test] */
/* The leaving row for entering column c: among rows with a pivot a_ic above
 * the tolerance, minimise q_i / a_ic, so that q stays >= 0.  Ties are broken
 * lexicographically: compare the rows of B^-1 (columns 0..n-1) divided by
 * a_ic, entry by entry, and keep the smallest; since the rows of B^-1 are
 * independent, exactly one row survives, and the basis sequence can never
 * repeat (no cycling).  If z0 can leave at the minimum ratio, it does:
 * the method ends there.  Returns -1 when no row qualifies (a ray). */
static int ratio_test(const tableau *t, int c, double pivot_tol)
{
    int n = t->n, q = 2 * n + 1, best = -1;
    int *tied = t->tied, count = 0;
    double column_max = 0.0;
    for (int i = 0; i < n; i++)
        column_max = fmax(column_max, fabs(*at(t, i, c)));
    double threshold = pivot_tol * fmax(1.0, column_max);
    double min_ratio = INFINITY;
    for (int i = 0; i < n; i++) {
        double a = *at(t, i, c);
        if (a > threshold && *at(t, i, q) / a < min_ratio)
            min_ratio = *at(t, i, q) / a;
    }
    for (int i = 0; i < n; i++) {
        double a = *at(t, i, c);
        if (a > threshold && same_ratio(*at(t, i, q) / a, min_ratio))
            tied[count++] = i;
    }
    for (int k = 0; k < count; k++)
        if (t->basis[tied[k]] == 2 * n)
            best = tied[k]; /* z0 leaves: done */
    for (int j = 0; best < 0 && j < n && count > 1; j++) {
        double min_entry = INFINITY;
        for (int k = 0; k < count; k++)
            min_entry = fmin(min_entry, *at(t, tied[k], j) / *at(t, tied[k], c));
        int kept = 0;
        for (int k = 0; k < count; k++)
            if (same_ratio(*at(t, tied[k], j) / *at(t, tied[k], c), min_entry))
                tied[kept++] = tied[k];
        count = kept;
    }
    if (best < 0 && count > 0)
        best = tied[0];
    return best;
}
/* [/lemke-ratio-test] */

/* Format entry (row, column) of a tableau for the trace. */
static void format_entry(const lcp_tableau *view, int row, int column, char *buf, size_t size)
{
    const tableau *t = view->data;
    double x = *at(t, row, column);
    snprintf(buf, size, "%.6g", x == 0.0 ? 0.0 : x);
}

/* Show the tableau to the trace hook, if there is one. */
static void trace(const tableau *t, const lcp_options *o, int pivots, int entering, int leaving)
{
    if (!o->trace)
        return;
    lcp_tableau view = {.n = t->n, .pivots = pivots, .entering = entering,
                        .leaving = leaving, .basis = t->basis, .entry = format_entry,
                        .data = t};
    o->trace(&view, o->trace_user);
}

/* Read z off the final tableau: z_j is the q entry of its row if basic. */
static void read_solution(const tableau *t, double *z)
{
    int n = t->n;
    for (int j = 0; j < n; j++)
        z[j] = 0.0;
    for (int i = 0; i < n; i++)
        if (t->basis[i] >= n && t->basis[i] < 2 * n)
            z[t->basis[i] - n] = *at(t, i, 2 * n + 1);
}

/* The row with the most negative q; ties go to the largest index, which
 * keeps every row of [q | B^-1] lexicographically positive after the
 * pivot (row i becomes (q_i - q_r, e_i - e_r): its first non-zero is +1
 * only if i < r). */
static int first_leaving_row(const tableau *t)
{
    int n = t->n, r = 0;
    for (int i = 1; i < n; i++)
        if (*at(t, i, 2 * n + 1) <= *at(t, r, 2 * n + 1))
            r = i;
    return r;
}

/* Has a pivot produced NaN or Inf in q? */
static int broken(const tableau *t)
{
    for (int i = 0; i < t->n; i++)
        if (!isfinite(*at(t, i, 2 * t->n + 1)))
            return 1;
    return 0;
}

/* [lemke-loop] */
/* Pivot complementarily until z0 leaves (a solution) or the entering
 * column has no pivot (a secondary ray). */
static lcp_status iterate(tableau *t, const lcp_options *o, double *z, lcp_result *r)
{
    int n = t->n, z0 = 2 * n;
    int row = first_leaving_row(t), leaving = t->basis[row];
    pivot(t, row, z0); /* z0 enters at -min q_i: now q >= 0 */
    r->iterations = 1;
    trace(t, o, 1, z0, leaving);
    while (leaving != z0) {
        int entering = leaving < n ? leaving + n : leaving - n; /* the complement */
        if (r->iterations >= o->max_iterations)
            return lcp_finish(r, LCP_ITERATION_LIMIT,
                              "pivot limit: %d pivots without a solution (raise the limit)",
                              r->iterations);
        row = ratio_test(t, entering, o->pivot_tol);
        if (row < 0)
            return lcp_finish(r, LCP_RAY_UNPROVEN,
                              "ray termination: %s%d can increase without bound",
                              entering < n ? "w" : "z", entering % n + 1);
        leaving = t->basis[row];
        pivot(t, row, entering);
        r->iterations++;
        trace(t, o, r->iterations, entering, leaving);
        if (broken(t))
            return lcp_finish(r, LCP_NUMERICAL_FAILURE,
                              "numerical failure: the tableau overflowed");
    }
    read_solution(t, z);
    return lcp_finish(r, LCP_SOLVED, "z0 left the basis");
}
/* [/lemke-loop] */

/* Set up, handle q >= 0, iterate. */
lcp_status lemke_solve(const lcp_problem *p, const lcp_options *o, double *z, lcp_result *r)
{
    int n = p->n;
    tableau t = {.n = n, .width = 2 * n + 2};
    t.T = malloc((size_t)n * (size_t)t.width * sizeof *t.T);
    t.basis = malloc((size_t)n * sizeof *t.basis);
    t.tied = malloc((size_t)n * sizeof *t.tied);
    t.nonzero = malloc((size_t)t.width * sizeof *t.nonzero);
    setup(&t, p);
    r->method = LCP_METHOD_LEMKE;
    r->iterations = 0;
    trace(&t, o, 0, -1, -1);
    lcp_status s;
    if (*at(&t, first_leaving_row(&t), 2 * n + 1) >= 0.0) {
        for (int j = 0; j < n; j++)
            z[j] = 0.0; /* q >= 0: z = 0, w = q */
        s = lcp_finish(r, LCP_SOLVED, "q >= 0, so z = 0");
    } else {
        s = iterate(&t, o, z, r);
    }
    free(t.T);
    free(t.basis);
    free(t.tied);
    free(t.nonzero);
    return s;
}
