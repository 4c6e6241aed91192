/* lcp_exact.c: LCPs in exact rational arithmetic (see lcp_exact.h).
 *
 * Every number is a GMP mpq_t, so a pivot is exact: a tie in the ratio test
 * is a real tie, a zero is a real zero, and a verified answer is a theorem. */
#include "lcp_exact.h"

#include "basis_history.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Decimal exponents beyond this are refused: 10^10000 already has 33220
 * bits, and an unchecked "1e999999999" would exhaust memory. */
#define RATIONAL_MAX_EXPONENT 10000L

/* The largest n the exhaustive searches accept (2^20 bases or minors). */
#define LCPQ_MAX_ENUMERATE 20

/* ---------------------------------------------------------------- storage */

/* malloc that stops the program on failure (GMP does the same). */
static void *xmalloc(size_t size)
{
    void *p = malloc(size ? size : 1);
    if (!p) {
        fprintf(stderr, "lcp_exact: out of memory\n");
        abort();
    }
    return p;
}

/* count rationals, each initialised to 0. */
mpq_t *lcpq_vector_new(int count)
{
    mpq_t *v = xmalloc((size_t)(count > 0 ? count : 1) * sizeof *v);
    for (int i = 0; i < count; i++)
        mpq_init(v[i]);
    return v;
}

/* Free what lcpq_vector_new made. */
void lcpq_vector_free(mpq_t *v, int count)
{
    for (int i = 0; i < count; i++)
        mpq_clear(v[i]);
    free(v);
}

/* Allocate and initialise an n x n problem (all zeros). */
void lcpq_init(lcpq_problem *p, int n)
{
    p->n = n > 0 ? n : 0;
    p->M = lcpq_vector_new(p->n * p->n);
    p->q = lcpq_vector_new(p->n);
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
void lcpq_from_doubles(lcpq_problem *p, const lcp_problem *src)
{
    if (p->n != src->n) {
        lcpq_clear(p);
        lcpq_init(p, src->n);
    }
    for (int k = 0; k < p->n * p->n; k++)
        set_double(p->M[k], src->M[k]);
    for (int i = 0; i < p->n; i++)
        set_double(p->q[i], src->q[i]);
}

/* ---------------------------------------------------------------- text */

/* Is c a decimal digit (independent of the locale, unlike isdigit)? */
static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* Length of the run of digits that starts at s. */
static size_t digit_run(const char *s)
{
    size_t k = 0;
    while (is_digit(s[k]))
        k++;
    return k;
}

/* z = the integer written by the len digits at s (mpz_set_str wants a
 * terminated string and would skip blanks, so give it only the digits). */
static void set_digits(mpz_t z, const char *s, size_t len)
{
    char *copy = xmalloc(len + 1);
    memcpy(copy, s, len);
    copy[len] = '\0';
    mpz_set_str(z, copy, 10);
    free(copy);
}

/* "p/q": digits, a slash, digits, nothing after; q != 0. */
static int parse_fraction(mpq_t v, const char *s)
{
    size_t a = digit_run(s);
    if (a == 0 || s[a] != '/')
        return 0;
    const char *d = s + a + 1;
    size_t b = digit_run(d);
    if (b == 0 || d[b] != '\0')
        return 0;
    set_digits(mpq_numref(v), s, a);
    set_digits(mpq_denref(v), d, b);
    if (mpz_sgn(mpq_denref(v)) == 0)
        return 0;
    mpq_canonicalize(v);
    return 1;
}

/* An exponent "[+-]digits" at s, the whole rest of the text, with
 * |e| <= RATIONAL_MAX_EXPONENT. */
static int parse_exponent(const char *s, long *e)
{
    int negative = *s == '-';
    if (*s == '-' || *s == '+')
        s++;
    size_t len = digit_run(s);
    if (len == 0 || s[len] != '\0')
        return 0;
    long value = 0;
    for (size_t k = 0; k < len; k++) {
        value = 10 * value + (s[k] - '0');
        if (value > RATIONAL_MAX_EXPONENT)
            return 0;
    }
    *e = negative ? -value : value;
    return 1;
}

/* v = m 10^k for an integer m already in v's numerator: multiply the
 * numerator by 10^k, or for k < 0 set the denominator to 10^-k. */
static void scale_by_power_of_ten(mpq_t v, long k)
{
    mpz_t p;
    mpz_init(p);
    mpz_ui_pow_ui(p, 10, (unsigned long)(k < 0 ? -k : k));
    if (k >= 0)
        mpz_mul(mpq_numref(v), mpq_numref(v), p);
    else
        mpz_set(mpq_denref(v), p);
    mpz_clear(p);
    mpq_canonicalize(v);
}

/* "I.F" with optional exponent "eE": the digits I and F (at least one in
 * all, the point optional) make the integer m = IF, and the value is
 * m 10^(E - len F). */
static int parse_decimal(mpq_t v, const char *s)
{
    size_t a = digit_run(s), b = 0;
    const char *frac = s + a;
    if (*frac == '.')
        b = digit_run(++frac);
    if (a + b == 0)
        return 0;
    const char *rest = frac + b;
    long e = 0;
    if (*rest == 'e' || *rest == 'E') {
        if (!parse_exponent(rest + 1, &e))
            return 0;
    } else if (*rest != '\0') {
        return 0;
    }
    char *digits = xmalloc(a + b + 1);
    memcpy(digits, s, a);
    memcpy(digits + a, frac, b);
    set_digits(mpq_numref(v), digits, a + b);
    free(digits);
    mpz_set_ui(mpq_denref(v), 1);
    scale_by_power_of_ten(v, e - (long)b);
    return 1;
}

/* [rational-from-text] */
/* An optional sign, then "p/q" or a decimal.  Nothing else is a number: no
 * blanks, no "nan", "inf" or "0x10", nothing after the number.  out is
 * written only on success, in canonical form. */
int rational_from_text(mpq_t out, const char *text)
{
    if (!text)
        return 0;
    const char *s = text;
    int negative = *s == '-';
    if (*s == '-' || *s == '+')
        s++;
    mpq_t v;
    mpq_init(v);
    int ok = strchr(s, '/') ? parse_fraction(v, s) : parse_decimal(v, s);
    if (ok) {
        if (negative)
            mpq_neg(v, v);
        mpq_set(out, v);
    }
    mpq_clear(v);
    return ok;
}
/* [/rational-from-text] */

/* mpq_get_str writes "p/q", or "p" when q = 1 (canonical form); it needs
 * the digits of p and q, a sign, a slash and the terminator. */
void rational_to_text(const mpq_t x, char *buf, size_t size)
{
    if (size == 0)
        return;
    size_t need = mpz_sizeinbase(mpq_numref(x), 10) + mpz_sizeinbase(mpq_denref(x), 10) + 3;
    char *text = xmalloc(need);
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

/* ---------------------------------------------------------------- pivots */

/* [lcpq-pivot] */
/* Pivot the rows x width array T on entry (r, c): row r /= T_rc, then
 * row i -= T_ic row r for every other i, which makes column c the unit
 * vector e_r.  Rows with T_ic = 0 and entries with T_rj = 0 would add
 * nothing, and are skipped: most of a Lemke tableau is zeros early on. */
static void pivot(mpq_t *T, int rows, int width, int r, int c)
{
    mpq_t *R = T + (size_t)r * width;
    mpq_t a, f, term;
    mpq_inits(a, f, term, NULL);
    mpq_set(a, R[c]);
    for (int j = 0; j < width; j++)
        if (mpq_sgn(R[j]) != 0)
            mpq_div(R[j], R[j], a);
    for (int i = 0; i < rows; i++) {
        mpq_t *Ri = T + (size_t)i * width;
        if (i == r || mpq_sgn(Ri[c]) == 0)
            continue;
        mpq_set(f, Ri[c]);
        for (int j = 0; j < width; j++) {
            if (mpq_sgn(R[j]) == 0)
                continue;
            mpq_mul(term, f, R[j]);
            mpq_sub(Ri[j], Ri[j], term);
        }
    }
    mpq_clears(a, f, term, NULL);
}
/* [/lcpq-pivot] */

/* Swap rows a and b of a width-column array. */
static void swap_rows(mpq_t *T, int width, int a, int b)
{
    for (int j = 0; j < width; j++)
        mpq_swap(T[(size_t)a * width + j], T[(size_t)b * width + j]);
}

/* Gauss-Jordan on the k x width array A (width >= k): pivot each column
 * c < k on the first row r >= c with A_rc != 0, swapping it up (a swap
 * only reorders the equations).  Returns 0 if the first k columns are
 * singular; otherwise they end as I, and the columns beyond hold A^{-1}
 * times what they held: the solutions of the systems. */
static int gauss_jordan(mpq_t *A, int k, int width)
{
    for (int c = 0; c < k; c++) {
        int r = c;
        while (r < k && mpq_sgn(A[(size_t)r * width + c]) == 0)
            r++;
        if (r == k)
            return 0;
        if (r != c)
            swap_rows(A, width, r, c);
        pivot(A, k, width, c, c);
    }
    return 1;
}

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
 * w basic (B = I). */
static void tableau_init(tableau *t, const lcpq_problem *p)
{
    int n = p->n;
    t->n = n;
    t->width = 2 * n + 2;
    t->T = lcpq_vector_new(n * t->width);
    t->basis = xmalloc((size_t)n * sizeof *t->basis);
    for (int i = 0; i < n; i++) {
        mpq_set_ui(at(t, i, i), 1, 1);
        for (int j = 0; j < n; j++)
            mpq_neg(at(t, i, n + j), p->M[i * n + j]);
        mpq_set_si(at(t, i, 2 * n), -1, 1);
        mpq_set(at(t, i, 2 * n + 1), p->q[i]);
        t->basis[i] = i;
    }
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

/* sign of x/a - y/b for a, b > 0, as the sign of x b - y a. */
static int compare_ratios(mpq_srcptr x, mpq_srcptr a, mpq_srcptr y, mpq_srcptr b, mpq_t s1,
                          mpq_t s2)
{
    mpq_mul(s1, x, b);
    mpq_mul(s2, y, a);
    return mpq_cmp(s1, s2);
}

/* [lcpq-ratio-test] */
/* Compare rows i and k as pivot rows for column c (T_ic, T_kc > 0): first
 * by q_i / T_ic, then lexicographically by the rows of B^{-1} (the w
 * columns 0..n-1) divided by T_ic.  The rows of B^{-1} are independent, so
 * two different rows never compare equal. */
static int compare_rows(const tableau *t, int i, int k, int c, mpq_t s1, mpq_t s2)
{
    int q = 2 * t->n + 1;
    int d = compare_ratios(at(t, i, q), at(t, i, c), at(t, k, q), at(t, k, c), s1, s2);
    for (int j = 0; d == 0 && j < t->n; j++)
        d = compare_ratios(at(t, i, j), at(t, i, c), at(t, k, j), at(t, k, c), s1, s2);
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
        int d = compare_ratios(at(t, i, q), at(t, i, c), at(t, best, q), at(t, best, c), s1,
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
        pivot(t->T, n, t->width, row, entering);
        t->basis[row] = entering;
        r->iterations = ++pivots;
        trace_tableau(t, o, pivots, entering, leaving);
        if (leaving == 2 * n)
            return lcp_finish(r, LCP_SOLVED, "solved");
        if (o->tie_rule == LCP_TIE_FIRST && (again = basis_history_add(seen, t->basis)) != 0)
            return again < 0 ? lcp_finish(r, LCP_NUMERICAL_FAILURE, "out of memory")
                             : basis_history_cycling(r, pivots, again);
        entering = complement(leaving, n);
        row = ratio_test(t, entering, o->tie_rule);
        if (row < 0)
            return ray(r, entering, n);
    }
}
/* [/lcpq-lemke] */

/* Set z = 0 (the answer when there is none). */
static void zero_vector(mpq_t *z, int n)
{
    for (int i = 0; i < n; i++)
        mpq_set_ui(z[i], 0, 1);
}

/* z from the basis: z_j is the q entry of the row where z_j is basic, and
 * 0 where z_j is not basic. */
static void read_solution(const tableau *t, mpq_t *z)
{
    int n = t->n;
    zero_vector(z, n);
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
    tableau_init(&t, p);
    basis_history seen = basis_history_new(p->n);
    lcp_status s = lemke_run(&t, &opts, &seen, r);
    basis_history_free(&seen);
    if (s == LCP_SOLVED)
        read_solution(&t, z);
    else
        zero_vector(z, p->n);
    tableau_clear(&t);
    if (s == LCP_SOLVED && !lcpq_check(p, z, NULL))
        return lcp_finish(r, LCP_NUMERICAL_FAILURE,
                      "numerical failure: exact Lemke's answer fails the exact check (a bug)");
    return s;
}

/* ---------------------------------------------------------------- phase 1 */

/* Reduced cost of column j in phase 1 (minimise the sum of the artificial
 * variables, which are the labels >= N): with c = 1 on artificials and 0
 * elsewhere, d_j = c_j - sum_i c_{basis i} T_ij = -(sum of T_ij over the
 * rows where an artificial is basic). */
static void reduced_cost(mpq_t *T, int m, int width, const int *basis, int N, int j,
                         mpq_t d)
{
    mpq_set_ui(d, 0, 1);
    for (int i = 0; i < m; i++)
        if (basis[i] >= N)
            mpq_sub(d, d, T[(size_t)i * width + j]);
}

/* Bland's entering column: the first j with d_j < 0; -1 if none. */
static int bland_column(mpq_t *T, int m, int N, const int *basis)
{
    int found = -1;
    mpq_t d;
    mpq_init(d);
    for (int j = 0; j < N && found < 0; j++) {
        reduced_cost(T, m, N + 1, basis, N, j, d);
        if (mpq_sgn(d) < 0)
            found = j;
    }
    mpq_clear(d);
    return found;
}

/* Bland's leaving row for column c: the least T_i,N / T_ic over T_ic > 0,
 * ties to the smallest basic label.  d_c < 0 guarantees some T_ic > 0. */
static int bland_row(mpq_t *T, int m, int N, const int *basis, int c)
{
    int best = -1, width = N + 1;
    mpq_t s1, s2;
    mpq_inits(s1, s2, NULL);
    for (int i = 0; i < m; i++) {
        mpq_srcptr a = T[(size_t)i * width + c];
        if (mpq_sgn(a) <= 0)
            continue;
        if (best < 0) {
            best = i;
            continue;
        }
        int d = compare_ratios(T[(size_t)i * width + N], a, T[(size_t)best * width + N],
                               T[(size_t)best * width + c], s1, s2);
        if (d < 0 || (d == 0 && basis[i] < basis[best]))
            best = i;
    }
    mpq_clears(s1, s2, NULL);
    return best;
}

/* Are the artificials all zero (phase 1's objective sum_i a_i = 0)? */
static int artificials_zero(mpq_t *T, int m, int N, const int *basis)
{
    for (int i = 0; i < m; i++)
        if (basis[i] >= N && mpq_sgn(T[(size_t)i * (N + 1) + N]) != 0)
            return 0;
    return 1;
}

/* [lcpq-phase-one] */
/* Is {y >= 0 : A y = b} non-empty?  T is the m x (N + 1) array [A | b],
 * destroyed.  Rows with b_i < 0 are negated, so that the artificials
 * a = b - A y >= 0 with y = 0 are a feasible basis (labels N + i); the
 * simplex method then minimises sum_i a_i with Bland's rule, which cannot
 * cycle.  An artificial that leaves is never needed again (its column is
 * not kept), and the minimum is 0 exactly when the system is feasible.  On
 * success y (N entries) is a vertex of the set. */
int lcpq_phase_one(mpq_t *T, int m, int N, mpq_t *y)
{
    int width = N + 1, *basis = xmalloc((size_t)m * sizeof *basis);
    for (int i = 0; i < m; i++) {
        basis[i] = N + i;
        if (mpq_sgn(T[(size_t)i * width + N]) < 0)
            for (int j = 0; j < width; j++)
                mpq_neg(T[(size_t)i * width + j], T[(size_t)i * width + j]);
    }
    int c;
    while (!artificials_zero(T, m, N, basis) && (c = bland_column(T, m, N, basis)) >= 0) {
        int r = bland_row(T, m, N, basis, c);
        pivot(T, m, width, r, c);
        basis[r] = c;
    }
    int feasible = artificials_zero(T, m, N, basis);
    for (int j = 0; j < N; j++)
        mpq_set_ui(y[j], 0, 1);
    for (int i = 0; i < m; i++)
        if (basis[i] < N)
            mpq_set(y[basis[i]], T[(size_t)i * width + N]);
    free(basis);
    return feasible;
}
/* [/lcpq-phase-one] */

/* ---------------------------------------------------------------- enumeration */

/* The next subset of {0..n-1} with as many members as s (Gosper's hack:
 * the lowest run of ones moves up by one place and the rest of it drops to
 * the bottom); a value >= 2^n when s was the last. */
static unsigned long next_subset(unsigned long s)
{
    if (s == 0)
        return ~0UL;
    unsigned long low = s & -s, ripple = s + low;
    return ripple | (((ripple ^ s) / low) >> 2);
}

/* Scratch space of the search, sized for n. */
typedef struct {
    int *members; /* the k indices in S, then the n - k not in S */
    mpq_t *A;     /* room for n x (n + 1) */
    mpq_t *y;     /* n */
} search_space;

/* List S's members, then the rest, into members; returns |S|. */
static int split(unsigned long S, int n, int *members)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        if (S >> i & 1)
            members[k++] = i;
    for (int i = 0, m = k; i < n; i++)
        if (!(S >> i & 1))
            members[m++] = i;
    return k;
}

/* [M_SS | -q_S] as a k x (k + 1) array: w_S = M_SS z_S + q_S = 0 when z
 * vanishes off S. */
static void principal_system(const lcpq_problem *p, const int *members, int k, mpq_t *A)
{
    int n = p->n;
    for (int a = 0; a < k; a++) {
        for (int b = 0; b < k; b++)
            mpq_set(A[a * (k + 1) + b], p->M[members[a] * n + members[b]]);
        mpq_neg(A[a * (k + 1) + k], p->q[members[a]]);
    }
}

/* [B_S | q] as an n x (n + 1) array.  The complementary basis of S has z_j
 * basic for j in S and w_i for i not in S; row i of w - M z = q on those
 * variables reads [i not in S] w_i - sum_{j in S} M_ij z_j = q_i, so
 * B_S's columns are -M e_j (j in S, first) and e_i (i not in S). */
static void basis_system(const lcpq_problem *p, const int *members, int k, mpq_t *A)
{
    int n = p->n;
    for (int i = 0; i < n; i++) {
        for (int c = 0; c < n; c++) {
            mpq_ptr entry = A[i * (n + 1) + c];
            if (c < k)
                mpq_neg(entry, p->M[i * n + members[c]]);
            else
                mpq_set_ui(entry, members[c] == i, 1);
        }
        mpq_set(A[i * (n + 1) + n], p->q[i]);
    }
}

/* z = the k values y_a at z_{members[a]}, zeros elsewhere; 0 if some
 * value is negative. */
static int spread(const int *members, int k, mpq_t *y, int stride, mpq_t *z, int n)
{
    zero_vector(z, n);
    for (int a = 0; a < k; a++) {
        if (mpq_sgn(y[a * stride]) < 0)
            return 0;
        mpq_set(z[members[a]], y[a * stride]);
    }
    return 1;
}

/* [lcpq-basis] */
/* Does the complementary basis of S hold a solution?  With z zero off S
 * and w_S = 0, M_SS z_S = -q_S.  If M_SS is nonsingular that fixes z_S,
 * and z is a solution iff z_S >= 0 and w = M z + q >= 0 off S.  If it is
 * singular, the candidates (z_S, w_S') form the polyhedron
 * {y >= 0 : B_S y = q} (basis_system), which may be non-empty with no
 * vertex that a nonsingular basis would find (M = [[0,1],[0,0]],
 * q = [-1, 0]: z2 = 1 needs S = {2} and M_SS = [0]), so phase 1 decides;
 * any point of it is a solution (w_S = 0, z_S >= 0, w_S' >= 0). */
static int try_basis(const lcpq_problem *p, unsigned long S, search_space *sp, mpq_t *z)
{
    int n = p->n, k = split(S, n, sp->members);
    principal_system(p, sp->members, k, sp->A);
    if (gauss_jordan(sp->A, k, k + 1))
        return spread(sp->members, k, sp->A + k, k + 1, z, n) && lcpq_check(p, z, NULL);
    basis_system(p, sp->members, k, sp->A);
    return lcpq_phase_one(sp->A, n, n, sp->y) && spread(sp->members, k, sp->y, 1, z, n);
}
/* [/lcpq-basis] */

/* The message for a search that found nothing. */
static lcp_status no_solution(lcp_result *r, int n)
{
    char msg[200];
    snprintf(msg, sizeof msg, "no solution: all 2^n complementary bases tried (2^%d = %lu)", n,
             1UL << n);
    return lcp_finish(r, LCP_NO_SOLUTION, "%s", msg);
}

/* Try the subsets of {0..n-1} by size, small supports first; 1 when one
 * holds a solution (in z).  r->iterations counts the bases tried. */
static int search(const lcpq_problem *p, search_space *sp, mpq_t *z, lcp_result *r)
{
    unsigned long end = 1UL << p->n;
    for (int size = 0; size <= p->n; size++)
        for (unsigned long S = (1UL << size) - 1; S < end; S = next_subset(S)) {
            r->iterations++;
            if (try_basis(p, S, sp, z))
                return 1;
        }
    return 0;
}

/* Every solution z has a support S, and (z_S, w_S') lies in the set
 * try_basis examines for that S, so a search that finds nothing proves
 * that there is no solution. */
static lcp_status search_bases(const lcpq_problem *p, mpq_t *z, lcp_result *r)
{
    int n = p->n;
    search_space sp = {.members = xmalloc((size_t)n * sizeof(int)),
                       .A = lcpq_vector_new(n * (n + 1)),
                       .y = lcpq_vector_new(n)};
    int found = search(p, &sp, z, r);
    free(sp.members);
    lcpq_vector_free(sp.A, n * (n + 1));
    lcpq_vector_free(sp.y, n);
    if (!found) {
        zero_vector(z, n);
        return no_solution(r, n);
    }
    if (!lcpq_check(p, z, NULL))
        return lcp_finish(r, LCP_NUMERICAL_FAILURE,
                      "numerical failure: the basis found fails the exact check (a bug)");
    return lcp_finish(r, LCP_SOLVED, "solved");
}

/* Try every complementary basis, n <= 20. */
lcp_status lcpq_enumerate(const lcpq_problem *p, mpq_t *z, lcp_result *r)
{
    lcp_result scratch;
    if (!r)
        r = &scratch;
    *r = (lcp_result){.status = LCP_BAD_INPUT, .method = LCP_METHOD_ENUMERATE};
    if (p->n < 1)
        return lcp_finish(r, LCP_BAD_INPUT, "bad input: the LCP has no unknowns (n < 1)");
    if (p->n > LCPQ_MAX_ENUMERATE) {
        char msg[200];
        snprintf(msg, sizeof msg,
                 "bad input: enumeration tries 2^n bases and is limited to n <= %d (n = %d)",
                 LCPQ_MAX_ENUMERATE, p->n);
        return lcp_finish(r, LCP_BAD_INPUT, "%s", msg);
    }
    return search_bases(p, z, r);
}

/* ---------------------------------------------------------------- matrix classes */

/* Gauss-Jordan on a copy of M: singular when some column has no pivot. */
int lcpq_is_singular(const lcpq_problem *p)
{
    int n = p->n;
    mpq_t *A = lcpq_vector_new(n * n);
    for (int k = 0; k < n * n; k++)
        mpq_set(A[k], p->M[k]);
    int singular = !gauss_jordan(A, n, n);
    lcpq_vector_free(A, n * n);
    return singular;
}

/* [lcpq-is-psd] */
/* x^T M x = x^T S x with S = (M + M^T) / 2.  Eliminate S symmetrically:
 * with pivot s = S_kk > 0, x^T S x = s (x_k + sum_j S_kj x_j / s)^2 +
 * x'^T C x' where C_ij = S_ij - S_ik S_kj / s (i, j > k) is the Schur
 * complement, so S is PSD iff C is.  s < 0 fails at x = e_k.  s = 0 with
 * S_kj != 0 fails too: x = t e_k + e_j gives 2 t S_kj + S_jj, negative for
 * a suitable t.  s = 0 with a zero row leaves C = the rest of S. */
static int psd_eliminate(mpq_t *S, int n)
{
    mpq_t f, term;
    mpq_inits(f, term, NULL);
    int psd = 1;
    for (int k = 0; k < n && psd; k++) {
        int sign = mpq_sgn(S[k * n + k]);
        for (int j = k + 1; j < n && sign == 0; j++)
            if (mpq_sgn(S[k * n + j]) != 0)
                sign = -1;
        if (sign < 0)
            psd = 0;
        for (int i = k + 1; i < n && sign > 0; i++) {
            mpq_div(f, S[i * n + k], S[k * n + k]);
            for (int j = k + 1; j < n; j++) {
                mpq_mul(term, f, S[k * n + j]);
                mpq_sub(S[i * n + j], S[i * n + j], term);
            }
        }
    }
    mpq_clears(f, term, NULL);
    return psd;
}
/* [/lcpq-is-psd] */

/* S = (M + M^T) / 2, then the symmetric elimination. */
int lcpq_is_psd(const lcpq_problem *p)
{
    int n = p->n;
    mpq_t *S = lcpq_vector_new(n * n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            mpq_add(S[i * n + j], p->M[i * n + j], p->M[j * n + i]);
            mpq_div_2exp(S[i * n + j], S[i * n + j], 1);
        }
    int psd = psd_eliminate(S, n);
    lcpq_vector_free(S, n * n);
    return psd;
}

/* [lcpq-is-p-matrix] */
/* Every principal minor of the n x n matrix A positive?  Split the index
 * sets by whether they hold index 0.  Those without it are the principal
 * minors of B = A with row and column 0 deleted.  Those with it are, by
 * Schur's determinant formula, det A[{0} u J] = a00 det C[J] with
 * C = B - A[1:, 0] A[0, 1:] / a00, so (given a00 > 0, the minor {0}) they
 * are positive iff C's are.  Hence A is P iff a00 > 0 and B and C are P:
 * 2^n - 1 minors, each decided exactly. */
static int p_matrix(mpq_t *A, int n)
{
    if (n == 0)
        return 1;
    if (mpq_sgn(A[0]) <= 0)
        return 0;
    int k = n - 1;
    mpq_t *B = lcpq_vector_new(k * k), *C = lcpq_vector_new(k * k), term;
    mpq_init(term);
    for (int i = 0; i < k; i++)
        for (int j = 0; j < k; j++) {
            mpq_set(B[i * k + j], A[(i + 1) * n + j + 1]);
            mpq_mul(term, A[(i + 1) * n], A[j + 1]);
            mpq_div(term, term, A[0]);
            mpq_sub(C[i * k + j], B[i * k + j], term);
        }
    mpq_clear(term);
    int yes = p_matrix(C, k) && p_matrix(B, k);
    lcpq_vector_free(B, k * k);
    lcpq_vector_free(C, k * k);
    return yes;
}
/* [/lcpq-is-p-matrix] */

/* All principal minors positive; -1 beyond n = 20 (2^n minors). */
int lcpq_is_p_matrix(const lcpq_problem *p)
{
    if (p->n > LCPQ_MAX_ENUMERATE)
        return -1;
    return p_matrix(p->M, p->n);
}
