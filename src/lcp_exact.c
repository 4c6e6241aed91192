/* lcp_exact.c: LCPs in exact rational arithmetic (see lcp_exact.h).
 *
 * Every number is a GMP mpq_t, so a pivot is exact: a tie in the ratio test
 * is a real tie, a zero is a real zero, and a verified answer is a theorem. */
#include "lcp_exact.h"

#include "basis_history.h"
#include "lcp_pivot.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- storage */

/* count rationals, each initialised to 0; NULL when memory runs out. */
mpq_t *lcpq_vector_new(int count)
{
    mpq_t *v = malloc((size_t)(count > 0 ? count : 1) * sizeof *v);
    if (!v)
        return NULL;
    for (int i = 0; i < count; i++)
        mpq_init(v[i]);
    return v;
}

/* Free what lcpq_vector_new made. */
void lcpq_vector_free(mpq_t *v, int count)
{
    if (!v)
        return;
    for (int i = 0; i < count; i++)
        mpq_clear(v[i]);
    free(v);
}

/* Allocate and initialise an n x n problem (all zeros); out of memory, an
 * empty problem and -1. */
int lcpq_init(lcpq_problem *p, int n)
{
    p->n = n > 0 ? n : 0;
    p->M = lcpq_vector_new(p->n * p->n);
    p->q = lcpq_vector_new(p->n);
    if (p->M && p->q)
        return 0;
    lcpq_clear(p);
    return -1;
}

/* Free it. */
void lcpq_clear(lcpq_problem *p)
{
    lcpq_vector_free(p->M, p->n * p->n);
    lcpq_vector_free(p->q, p->n);
    *p = (lcpq_problem){0};
}

/* x = d exactly: a finite double is m 2^e, which mpq_set_d represents as it
 * is.  NaN and Inf have no rational value (GMP would trap); they become 0,
 * and callers reject them first (lcp_solve answers LCP_BAD_INPUT). */
static void set_double(mpq_t x, double d)
{
    if (d - d == 0.0) /* false exactly for NaN and +-Inf */
        mpq_set_d(x, d);
    else
        mpq_set_ui(x, 0, 1);
}

/* The exact values of the doubles, into p, initialised by lcpq_init as
 * for any mpq_t (GMP's mpq_set_d convention); a p of another size is
 * resized to src->n. */
int lcpq_from_doubles(lcpq_problem *p, const lcp_problem *src)
{
    if (p->n != src->n) {
        lcpq_clear(p);
        if (lcpq_init(p, src->n) != 0)
            return -1;
    }
    for (int k = 0; k < p->n * p->n; k++)
        set_double(p->M[k], src->M[k]);
    for (int i = 0; i < p->n; i++)
        set_double(p->q[i], src->q[i]);
    return 0;
}

/* ---------------------------------------------------------------- text */

/* mpq_get_str writes "p/q", or "p" when q = 1 (canonical form); it needs
 * the digits of p and q, a sign, a slash and the terminator: into buf
 * when they fit, else through a copy that is cut to size. */
void rational_to_text(const mpq_t x, char *buf, size_t size)
{
    if (size == 0)
        return;
    size_t need = mpz_sizeinbase(mpq_numref(x), 10) + mpz_sizeinbase(mpq_denref(x), 10) + 3;
    if (need <= size) {
        mpq_get_str(buf, 10, x);
        return;
    }
    char *text = malloc(need);
    if (!text) {
        snprintf(buf, size, "(out of memory)");
        return;
    }
    mpq_get_str(text, 10, x);
    snprintf(buf, size, "%s", text);
    free(text);
}

/* ---------------------------------------------------------------- check */

/* wi = q_i + sum_j M_ij z_j. */
static void row_value(const lcpq_problem *p, mpq_t *z, int i, mpq_t wi, mpq_t term)
{
    mpq_set(wi, p->q[i]);
    for (int j = 0; j < p->n; j++) {
        if (mpq_sgn(z[j]) == 0)
            continue;
        mpq_mul(term, p->M[i * p->n + j], z[j]);
        mpq_add(wi, wi, term);
    }
}

/* [lcpq-check] */
/* The three conditions, with no tolerance: z_i >= 0, w_i >= 0, and one of
 * z_i, w_i exactly zero. */
int lcpq_check(const lcpq_problem *p, mpq_t *z, mpq_t *w)
{
    mpq_t wi, term;
    mpq_inits(wi, term, NULL);
    int ok = 1;
    for (int i = 0; i < p->n; i++) {
        row_value(p, z, i, wi, term);
        if (w)
            mpq_set(w[i], wi);
        if (mpq_sgn(z[i]) < 0 || mpq_sgn(wi) < 0)
            ok = 0;
        if (mpq_sgn(z[i]) != 0 && mpq_sgn(wi) != 0)
            ok = 0;
    }
    mpq_clears(wi, term, NULL);
    return ok;
}
/* [/lcpq-check] */

/* ---------------------------------------------------------------- Lemke */

/* The tableau of w - M z - e z0 = q: n rows, columns 0..n-1 for w,
 * n..2n-1 for z, 2n for z0 and 2n + 1 for q (so a column is a label). */
typedef struct {
    int n, width;
    mpq_t *T;   /* n x width, row-major */
    int *basis; /* basis[i]: the label basic in row i */
} tableau;

/* Entry (i, j) of the tableau. */
static mpq_ptr at(const tableau *t, int i, int j)
{
    return t->T[(size_t)i * t->width + j];
}

/* The initial tableau: row i reads w_i - sum_j M_ij z_j - z0 = q_i, with
 * w basic (B = I); -1 when memory runs out (tableau_clear frees what was
 * made). */
static int tableau_init(tableau *t, const lcpq_problem *p)
{
    int n = p->n;
    t->n = n;
    t->width = 2 * n + 2;
    t->T = lcpq_vector_new(n * t->width);
    t->basis = malloc((size_t)n * sizeof *t->basis);
    if (!t->T || !t->basis)
        return -1;
    for (int i = 0; i < n; i++) {
        mpq_set_ui(at(t, i, i), 1, 1);
        for (int j = 0; j < n; j++)
            mpq_neg(at(t, i, n + j), p->M[i * n + j]);
        mpq_set_si(at(t, i, 2 * n), -1, 1);
        mpq_set(at(t, i, 2 * n + 1), p->q[i]);
        t->basis[i] = i;
    }
    return 0;
}

/* Free it. */
static void tableau_clear(tableau *t)
{
    lcpq_vector_free(t->T, t->n * t->width);
    free(t->basis);
}

/* The trace's entry(): entry (row, column) as a fraction; data is the
 * tableau's array, n rows of 2n + 2 columns. */
static void tableau_entry(const lcp_tableau *tab, int row, int column, char *buf, size_t size)
{
    int width = 2 * tab->n + 2;
    if (row < 0 || row >= tab->n || column < 0 || column >= width) {
        snprintf(buf, size, "?");
        return;
    }
    mpq_srcptr T = tab->data;
    rational_to_text(&T[(size_t)row * width + column], buf, size);
}

/* Show the tableau to the trace hook, if there is one. */
static void trace_tableau(const tableau *t, const lcp_options *o, int pivots, int entering,
                          int leaving)
{
    if (!o->trace)
        return;
    lcp_tableau tab = {.n = t->n,
                       .pivots = pivots,
                       .entering = entering,
                       .leaving = leaving,
                       .basis = t->basis,
                       .entry = tableau_entry,
                       .data = t->T};
    o->trace(&tab, o->trace_user);
}

/* [lcpq-first-row] */
/* The row r z0 enters in: the most negative q_r, so that z0 = -q_r makes
 * every q_i - q_r >= 0.  Ties: after the pivot on row r (column -e), row r
 * of [q | B^{-1}] is -(q_r, e_r^T) and row i is (q_i - q_r, e_i^T - e_r^T).
 * For a tied i the q entry is 0, and e_i - e_r is lexicographically
 * positive only if its first non-zero, at min(i, r), is the +1: i < r.  So
 * the last of the tied rows keeps every row lexicographically positive;
 * the plain rule (LCP_TIE_FIRST) takes the first.  Returns -1 if q >= 0. */
static int first_row(const tableau *t, lcp_tie_rule rule)
{
    int r = -1, q = 2 * t->n + 1;
    for (int i = 0; i < t->n; i++) {
        if (mpq_sgn(at(t, i, q)) >= 0)
            continue;
        int d = r < 0 ? -1 : mpq_cmp(at(t, i, q), at(t, r, q));
        if (d < 0 || (d == 0 && rule == LCP_TIE_LEXICOGRAPHIC))
            r = i;
    }
    return r;
}
/* [/lcpq-first-row] */

/* [lcpq-ratio-test] */
/* Compare rows i and k as pivot rows for column c (T_ic, T_kc > 0): first
 * by q_i / T_ic, then lexicographically by the rows of B^{-1} (the w
 * columns 0..n-1) divided by T_ic.  The rows of B^{-1} are independent, so
 * two different rows never compare equal. */
static int compare_rows(const tableau *t, int i, int k, int c, mpq_t s1, mpq_t s2)
{
    int q = 2 * t->n + 1;
    int d = lcpq_compare_ratios(at(t, i, q), at(t, i, c), at(t, k, q), at(t, k, c), s1, s2);
    for (int j = 0; d == 0 && j < t->n; j++)
        d = lcpq_compare_ratios(at(t, i, j), at(t, i, c), at(t, k, j), at(t, k, c), s1, s2);
    return d;
}

/* The minimum ratio test for the entering column c: over the rows with
 * T_ic > 0, the least q_i / T_ic, ties broken lexicographically
 * (compare_rows), or by the first tied row under LCP_TIE_FIRST -- except
 * that z0's row wins every tie on q_i / T_ic under either rule, as the
 * pivot then ends the method.  Returns -1 if no T_ic > 0 (a ray). */
static int ratio_test(const tableau *t, int c, lcp_tie_rule rule)
{
    int best = -1, z0 = 2 * t->n, q = 2 * t->n + 1;
    mpq_t s1, s2;
    mpq_inits(s1, s2, NULL);
    for (int i = 0; i < t->n; i++) {
        if (mpq_sgn(at(t, i, c)) <= 0)
            continue;
        if (best < 0) {
            best = i;
            continue;
        }
        int d = lcpq_compare_ratios(at(t, i, q), at(t, i, c), at(t, best, q), at(t, best, c), s1,
                               s2);
        if (d == 0 && (t->basis[i] == z0 || t->basis[best] == z0))
            best = t->basis[i] == z0 ? i : best;
        else if (d < 0 || (d == 0 && rule == LCP_TIE_LEXICOGRAPHIC &&
                           compare_rows(t, i, best, c, s1, s2) < 0))
            best = i;
    }
    mpq_clears(s1, s2, NULL);
    return best;
}
/* [/lcpq-ratio-test] */

/* The complement of a label: w_i <-> z_i. */
static int complement(int label, int n)
{
    return label < n ? label + n : label - n;
}

/* The ray message names the entering variable that nothing bounds. */
static lcp_status ray(lcp_result *r, int entering, int n)
{
    char name[16], msg[200];
    lcp_label_name(n, entering, name, sizeof name);
    snprintf(msg, sizeof msg,
             "ray termination: no row limits the entering variable %s (its column has no "
             "positive entry)",
             name);
    return lcp_finish(r, LCP_RAY_UNPROVEN, "%s", msg);
}

/* The iteration limit message says how many pivots were done. */
static lcp_status limit(lcp_result *r, int pivots)
{
    char msg[200];
    snprintf(msg, sizeof msg,
             "pivot limit: %d pivots without a solution (raise --max-pivots)", pivots);
    return lcp_finish(r, LCP_ITERATION_LIMIT, "%s", msg);
}

/* [lcpq-lemke] */
/* z0 enters first (first_row); then each pivot's leaving variable sends its
 * complement in, until z0 leaves (a solution: every pair w_i, z_i has one
 * non-basic member, so z_i w_i = 0) or no row limits the entering variable
 * (a ray).  Under the first-tied-row rule a repeated basis is cycling. */
static lcp_status lemke_run(tableau *t, const lcp_options *o, basis_history *seen,
                            lcp_result *r)
{
    int n = t->n, pivots = 0, entering = 2 * n, leaving, again;
    trace_tableau(t, o, 0, -1, -1);
    int row = first_row(t, o->tie_rule);
    if (row < 0)
        return lcp_finish(r, LCP_SOLVED, "solved");
    for (;;) {
        if (pivots >= o->max_iterations)
            return limit(r, pivots);
        leaving = t->basis[row];
        lcpq_pivot(t->T, n, t->width, row, entering);
        t->basis[row] = entering;
        r->iterations = ++pivots;
        trace_tableau(t, o, pivots, entering, leaving);
        if (leaving == 2 * n)
            return lcp_finish(r, LCP_SOLVED, "solved");
        if (o->tie_rule == LCP_TIE_FIRST && (again = basis_history_add(seen, t->basis)) != 0)
            return again < 0 ? lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory")
                             : basis_history_cycling(r, pivots, again);
        entering = complement(leaving, n);
        row = ratio_test(t, entering, o->tie_rule);
        if (row < 0)
            return ray(r, entering, n);
    }
}
/* [/lcpq-lemke] */

/* Set z = 0 (the answer when there is none). */
void lcpq_zero(mpq_t *z, int n)
{
    for (int i = 0; i < n; i++)
        mpq_set_ui(z[i], 0, 1);
}

/* z from the basis: z_j is the q entry of the row where z_j is basic, and
 * 0 where z_j is not basic. */
static void read_solution(const tableau *t, mpq_t *z)
{
    int n = t->n;
    lcpq_zero(z, n);
    for (int i = 0; i < n; i++)
        if (t->basis[i] >= n && t->basis[i] < 2 * n)
            mpq_set(z[t->basis[i] - n], at(t, i, 2 * n + 1));
}

/* Lemke's method, then the exact check of what it found. */
lcp_status lcpq_lemke(const lcpq_problem *p, const lcp_options *o, mpq_t *z, lcp_result *r)
{
    lcp_options opts = o ? *o : lcp_default_options();
    lcp_result scratch;
    if (!r)
        r = &scratch;
    *r = (lcp_result){.status = LCP_BAD_INPUT, .method = LCP_METHOD_LEMKE_EXACT};
    if (p->n < 1)
        return lcp_finish(r, LCP_BAD_INPUT, "bad input: the LCP has no unknowns (n < 1)");
    tableau t;
    if (tableau_init(&t, p) != 0) {
        tableau_clear(&t);
        lcpq_zero(z, p->n);
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory: the exact tableau of n = %d",
                          p->n);
    }
    basis_history seen = basis_history_new(p->n);
    lcp_status s = lemke_run(&t, &opts, &seen, r);
    basis_history_free(&seen);
    if (s == LCP_SOLVED)
        read_solution(&t, z);
    else
        lcpq_zero(z, p->n);
    tableau_clear(&t);
    if (s == LCP_SOLVED && !lcpq_check(p, z, NULL))
        return lcp_finish(r, LCP_NUMERICAL_FAILURE,
                      "numerical failure: exact Lemke's answer fails the exact check (a bug)");
    return s;
}
