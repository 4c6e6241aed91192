/* lemke.c: Lemke's complementary pivoting method in floating point.
 *
 * The tableau holds the rows of  w - M z - e z0 = q  (Cottle, Pang and Stone
 * 1992, sec. 4.4): n rows, one column per variable (label j: w_1..w_n,
 * z_1..z_n, z0) and q.  Of its 2n + 2 columns only the n + 1 non-basic ones
 * and q are stored (the compact tableau, n x (n + 2)): the n basic columns
 * are unit vectors, known from the basis.  A pivot on (row r, column c)
 * makes variable c basic in row r by Gauss-Jordan elimination, and the
 * leaving variable's column takes c's place.  The columns of w_1..w_n hold
 * B^-1: the lexicographic ratio test reads its tie-breaking rows there.
 */
#include "lemke.h"

#include "basis_history.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int n, width;  /* width: n + 2 columns stored (n + 1 non-basic, then q),
                      rounded up to a multiple of 4 */
    double *T;     /* n x width, row-major: the non-basic columns, then q */
    int *basis;    /* basis[i]: label of the variable basic in row i */
    int *slot;     /* slot[j]: the stored column of non-basic label j, -1 if basic */
    int *row_of;   /* row_of[j]: the row of basic label j, -1 if non-basic */
    int *label;    /* label[k]: the variable of stored column k (k <= n) */
    int *tied;     /* workspace of the ratio test (n) */
} tableau;

/* Entry (i, k) of the stored columns; k = n + 1 is q. */
static double *at(const tableau *t, int i, int k)
{
    return &t->T[(size_t)i * (size_t)t->width + (size_t)k];
}

/* Entry (i, j) of the full tableau's column of label j: a basic variable's
 * column is the unit vector of its row, a non-basic one is stored. */
static double entry(const tableau *t, int i, int j)
{
    if (t->slot[j] >= 0)
        return *at(t, i, t->slot[j]);
    return t->row_of[j] == i ? 1.0 : 0.0;
}

/* The stored column of q. */
static int q_column(const tableau *t)
{
    return t->n + 1;
}

/* [lemke-setup] */
/* w - M z - e z0 = q with w basic.  Only the non-basic columns are kept
 * (the compact tableau: Cottle, Pang and Stone 1992, sec. 4.4): the basic
 * ones are unit vectors, known from the basis.  Stored columns: -M (the
 * z's), -e (z0), then q. */
static void setup(tableau *t, const lcp_problem *p)
{
    int n = p->n;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            *at(t, i, j) = -p->M[i * n + j];
        *at(t, i, n) = -1.0;
        *at(t, i, n + 1) = p->q[i];
        for (int k = n + 2; k < t->width; k++)
            *at(t, i, k) = 0.0; /* padding */
        t->basis[i] = i;
    }
    for (int j = 0; j <= 2 * n; j++) {
        t->slot[j] = j < n ? -1 : j - n;
        t->row_of[j] = j < n ? j : -1;
    }
    for (int k = 0; k <= n; k++)
        t->label[k] = n + k;
}
/* [/lemke-setup] */

/* other -= factor * row over the width stored columns (a multiple of 4,
 * written four at a time so that the compiler can pair them). */
static void subtract_multiple(double *restrict other, const double *restrict row, double factor,
                              int width)
{
    for (int k = 0; k < width; k += 4) {
        other[k] -= factor * row[k];
        other[k + 1] -= factor * row[k + 1];
        other[k + 2] -= factor * row[k + 2];
        other[k + 3] -= factor * row[k + 3];
    }
}

/* [lemke-pivot] */
/* Make the variable of stored column c basic in row r, and the variable
 * leaving row r non-basic in its place.  In the full tableau this divides
 * row r by the pivot a_rc and subtracts a_ic times the new row from every
 * other row i, so that column c becomes e_r; the leaving variable's column,
 * e_r before, becomes (1/a_rc in row r, -a_ic/a_rc elsewhere).  That new
 * column is stored where column c was: the same arithmetic, with the unit
 * columns, which would not change, left out. */
static void pivot(tableau *t, int r, int c)
{
    double *row = at(t, r, 0);
    double inverse = 1.0 / row[c];
    for (int k = 0; k < t->width; k++)
        row[k] *= inverse;
    row[c] = inverse; /* the leaving column: e_r / a_rc */
    for (int i = 0; i < t->n; i++) {
        double *other = at(t, i, 0);
        double factor = other[c];
        if (i == r || factor == 0.0)
            continue;
        other[c] = 0.0; /* the leaving column: 0 - a_ic / a_rc */
        subtract_multiple(other, row, factor, t->width);
    }
    int entering = t->label[c], leaving = t->basis[r];
    t->label[c] = leaving;
    t->slot[leaving] = c;
    t->row_of[leaving] = -1;
    t->slot[entering] = -1;
    t->row_of[entering] = r;
    t->basis[r] = entering;
}
/* [/lemke-pivot] */

/* Are two ratios equal up to rounding? */
static int same_ratio(double a, double b)
{
    return fabs(a - b) <= 1e-12 * fmax(1.0, fmax(fabs(a), fabs(b)));
}

/* [lemke-ratio-test] */
/* The rows tied for the least ratio q_i / a_ic over the pivots a_ic above
 * the tolerance (so that q stays >= 0) go to t->tied; returns how many. */
static int least_ratio_rows(const tableau *t, int c, double pivot_tol)
{
    int n = t->n, q = q_column(t), count = 0;
    double column_max = 0.0, min_ratio = INFINITY;
    for (int i = 0; i < n; i++)
        column_max = fmax(column_max, fabs(*at(t, i, c)));
    double threshold = pivot_tol * fmax(1.0, column_max);
    for (int i = 0; i < n; i++) {
        double a = *at(t, i, c);
        if (a > threshold && *at(t, i, q) / a < min_ratio)
            min_ratio = *at(t, i, q) / a;
    }
    for (int i = 0; i < n; i++) {
        double a = *at(t, i, c);
        if (a > threshold && same_ratio(*at(t, i, q) / a, min_ratio))
            t->tied[count++] = i;
    }
    return count;
}

/* The lexicographic tie-break: compare the tied rows of B^-1 (the columns
 * of w_1..w_n, unit columns for the basic ones) divided by a_ic, entry by
 * entry, and keep the smallest; since the rows of B^-1 are independent,
 * exactly one row survives, and the basis sequence can never repeat (no
 * cycling). */
static int lexicographic_row(const tableau *t, int c, int count)
{
    int *tied = t->tied;
    for (int j = 0; j < t->n && count > 1; j++) {
        double min_entry = INFINITY;
        for (int k = 0; k < count; k++)
            min_entry = fmin(min_entry, entry(t, tied[k], j) / *at(t, tied[k], c));
        int kept = 0;
        for (int k = 0; k < count; k++)
            if (same_ratio(entry(t, tied[k], j) / *at(t, tied[k], c), min_entry))
                tied[kept++] = tied[k];
        count = kept;
    }
    return count > 0 ? tied[0] : -1;
}

/* The leaving row for the entering stored column c.  If z0 can leave at
 * the least ratio, it does: the method ends there.  Otherwise ties go by
 * the tie rule: lexicographic (never cycles), or the first tied row (the
 * plain rule, which can cycle).  Returns -1 when no row qualifies (a ray). */
static int ratio_test(const tableau *t, int c, const lcp_options *o)
{
    int count = least_ratio_rows(t, c, o->pivot_tol);
    for (int k = 0; k < count; k++)
        if (t->basis[t->tied[k]] == 2 * t->n)
            return t->tied[k]; /* z0 leaves: done */
    if (count == 0)
        return -1;
    if (o->tie_rule == LCP_TIE_FIRST)
        return t->tied[0];
    return lexicographic_row(t, c, count);
}
/* [/lemke-ratio-test] */

/* Format entry (row, column) of the full tableau for the trace: column is
 * a label (w_1..w_n, z_1..z_n, z0) or 2n + 1 for q. */
static void format_entry(const lcp_tableau *view, int row, int column, char *buf, size_t size)
{
    const tableau *t = view->data;
    double x = column == 2 * t->n + 1 ? *at(t, row, q_column(t)) : entry(t, row, column);
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
            z[t->basis[i] - n] = *at(t, i, q_column(t));
}

/* [lemke-first-leaving-row] */
/* The row with the most negative q; ties go to the largest index, which
 * keeps every row of [q | B^-1] lexicographically positive after the
 * pivot (row i becomes (q_i - q_r, e_i - e_r): its first non-zero is +1
 * only if i < r).  The plain rule (LCP_TIE_FIRST) takes the first. */
static int first_leaving_row(const tableau *t, lcp_tie_rule rule)
{
    int n = t->n, r = 0, q = q_column(t);
    for (int i = 1; i < n; i++) {
        double qi = *at(t, i, q), qr = *at(t, r, q);
        if (qi < qr || (qi == qr && rule == LCP_TIE_LEXICOGRAPHIC))
            r = i;
    }
    return r;
}
/* [/lemke-first-leaving-row] */

/* Has a pivot produced NaN or Inf in q? */
static int broken(const tableau *t)
{
    for (int i = 0; i < t->n; i++)
        if (!isfinite(*at(t, i, q_column(t))))
            return 1;
    return 0;
}

/* Name a variable by its label: w_1..w_n, z_1..z_n, z0. */
static void variable_name(int n, int label, char *buf, size_t size)
{
    if (label == 2 * n)
        snprintf(buf, size, "z0");
    else
        snprintf(buf, size, "%s_%d", label < n ? "w" : "z", label % n + 1);
}

lcp_status lemke_pivot_limit(lcp_result *r)
{
    return lcp_finish(r, LCP_ITERATION_LIMIT,
                      "the pivot limit (%d pivots) was reached without a solution",
                      r->iterations);
}

lcp_status lemke_ray(lcp_result *r, int n, int entering)
{
    char name[32];
    variable_name(n, entering, name, sizeof name);
    return lcp_finish(r, LCP_RAY_UNPROVEN,
                      "ray: %s cannot enter, no row limits it (its column has no positive "
                      "entry)", name);
}

/* A basis came back (again: the pivot that first had it, or -1 when the
 * history ran out of memory).  Under the first-tied-row rule that is
 * cycling; under the lexicographic rule it cannot happen in exact
 * arithmetic, so rounding has decided a tie wrongly: a numerical failure,
 * which lcp_solve's automatic method answers with exact Lemke. */
static lcp_status repeated_basis(const lcp_options *o, lcp_result *r, int again)
{
    if (again < 0)
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory");
    if (o->tie_rule == LCP_TIE_FIRST)
        return basis_history_cycling(r, r->iterations, again);
    return lcp_finish(r, LCP_NUMERICAL_FAILURE,
                      "numerical failure: rounding broke the lexicographic rule (the basis "
                      "after pivot %d is the basis after pivot %d)", r->iterations, again);
}

/* [lemke-loop] */
/* Pivot complementarily until z0 leaves (a solution) or the entering
 * column has no pivot (a secondary ray).  seen records the bases: one seen
 * before is cycling (first-tied-row rule) or rounding (lexicographic). */
static lcp_status iterate(tableau *t, const lcp_options *o, basis_history *seen, double *z,
                          lcp_result *r)
{
    int n = t->n, z0 = 2 * n, again;
    int row = first_leaving_row(t, o->tie_rule), leaving = t->basis[row];
    pivot(t, row, t->slot[z0]); /* z0 enters at -min q_i: now q >= 0 */
    r->iterations = 1;
    trace(t, o, 1, z0, leaving);
    if (basis_history_add(seen, t->basis) < 0)
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory");
    while (leaving != z0) {
        int entering = leaving < n ? leaving + n : leaving - n; /* the complement */
        if (r->iterations >= o->max_iterations)
            return lemke_pivot_limit(r);
        row = ratio_test(t, t->slot[entering], o);
        if (row < 0)
            return lemke_ray(r, n, entering);
        leaving = t->basis[row];
        pivot(t, row, t->slot[entering]);
        r->iterations++;
        trace(t, o, r->iterations, entering, leaving);
        if (broken(t))
            return lcp_finish(r, LCP_NUMERICAL_FAILURE,
                              "numerical failure: the tableau overflowed");
        if (leaving != z0 && (again = basis_history_add(seen, t->basis)) != 0)
            return repeated_basis(o, r, again);
    }
    read_solution(t, z);
    return lcp_finish(r, LCP_SOLVED, "z0 left the basis");
}
/* [/lemke-loop] */

/* Set up, handle q >= 0, iterate. */
lcp_status lemke_solve(const lcp_problem *p, const lcp_options *o, double *z, lcp_result *r)
{
    int n = p->n, labels = 2 * n + 1;
    tableau t = {.n = n, .width = (n + 2 + 3) / 4 * 4};
    t.T = malloc((size_t)n * (size_t)t.width * sizeof *t.T);
    t.basis = malloc((size_t)n * sizeof *t.basis);
    t.slot = malloc((size_t)labels * sizeof *t.slot);
    t.row_of = malloc((size_t)labels * sizeof *t.row_of);
    t.label = malloc((size_t)(n + 1) * sizeof *t.label);
    t.tied = malloc((size_t)n * sizeof *t.tied);
    lcp_status s;
    r->method = LCP_METHOD_LEMKE;
    r->iterations = 0;
    if (!t.T || !t.basis || !t.slot || !t.row_of || !t.label || !t.tied) {
        s = lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory for n = %d", n);
    } else {
        setup(&t, p);
        trace(&t, o, 0, -1, -1);
        if (*at(&t, first_leaving_row(&t, o->tie_rule), q_column(&t)) >= 0.0) {
            for (int j = 0; j < n; j++)
                z[j] = 0.0; /* q >= 0: z = 0, w = q */
            s = lcp_finish(r, LCP_SOLVED, "q >= 0, so z = 0");
        } else {
            basis_history seen = basis_history_new(n);
            s = iterate(&t, o, &seen, z, r);
            basis_history_free(&seen);
        }
    }
    free(t.T);
    free(t.basis);
    free(t.slot);
    free(t.row_of);
    free(t.label);
    free(t.tied);
    return s;
}
