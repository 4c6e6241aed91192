/* test_lcp_exact.c: unit tests of src/lcp_exact.c: rational text, the exact
 * check, exact Lemke (pivot counts, ties, rays, the iteration limit, the
 * trace), the enumeration of complementary bases, and the matrix classes.
 * Every pinned value is worked out by hand in the comment beside it. */
#include "lcp_classes.h"
#include "lcp_enumerate.h"
#include "lcp_exact.h"
#include "lcp_farkas.h"
#include "lcp_solve.h"
#include "number.h"
#include "test.h"

#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- helpers */

/* n rationals, each 0. */
static mpq_t *vec_new(int n)
{
    mpq_t *v = malloc((size_t)n * sizeof *v);
    for (int i = 0; i < n; i++)
        mpq_init(v[i]);
    return v;
}

/* Free what vec_new made. */
static void vec_free(mpq_t *v, int n)
{
    for (int i = 0; i < n; i++)
        mpq_clear(v[i]);
    free(v);
}

/* An n x n problem from text: M row by row, then q. */
static void problem(lcpq_problem *p, int n, const char *const *M, const char *const *q)
{
    lcpq_init(p, n);
    for (int k = 0; k < n * n; k++)
        if (number_read_rational(p->M[k], M[k]) != NUMBER_OK)
            printf("# helper: cannot parse M entry '%s'\n", M[k]);
    for (int i = 0; i < n; i++)
        if (number_read_rational(p->q[i], q[i]) != NUMBER_OK)
            printf("# helper: cannot parse q entry '%s'\n", q[i]);
}

/* Is x written as want? */
static int is_text(const mpq_t x, const char *want)
{
    char buf[128];
    rational_to_text(x, buf, sizeof buf);
    return strcmp(buf, want) == 0;
}

/* Is z, entry by entry, written as want? */
static int vector_is(mpq_t *z, int n, const char *const *want)
{
    for (int i = 0; i < n; i++)
        if (!is_text(z[i], want[i]))
            return 0;
    return 1;
}

/* z as "[a, b, ...]" for messages. */
static const char *show(mpq_t *z, int n)
{
    static char out[512];
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < n && used < sizeof out - 64; i++) {
        char buf[48];
        rational_to_text(z[i], buf, sizeof buf);
        used += (size_t)snprintf(out + used, sizeof out - used, "%s%s", i ? ", " : "[", buf);
    }
    snprintf(out + used, sizeof out - used, "]");
    return out;
}

/* Options with the limit given and no trace. */
static lcp_options options(int max_iterations)
{
    lcp_options o = lcp_default_options();
    o.max_iterations = max_iterations;
    o.trace = NULL;
    return o;
}

/* ---------------------------------------------------------------- text */

/* Every accepted form, with its canonical fraction. */
static void test_text_accepted(void)
{
    static const char *const cases[][2] = {
        {"3", "3"},           {"-9/2", "-9/2"},      {"6/4", "3/2"}, /* canonical */
        {"0.25", "1/4"},      {"-.5", "-1/2"},       {"5.", "5"},
        {"1e-3", "1/1000"},   {"4.5E+2", "450"},     {"-4.5E+2", "-450"},  {"2.50e1", "25"},
        {"1E3", "1000"},      {"+3", "3"},           {"007", "7"},         {"0", "0"},
        {"-0", "0"},          {"0/5", "0"},          {"-0.0e7", "0"},      {"10/1", "10"},
        {"123456789012345678901234567890", "123456789012345678901234567890"},
        {"0.1", "1/10"},      {"1.5e-1", "3/20"},
    };
    mpq_t x;
    mpq_init(x);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        mpq_set_ui(x, 12345, 1);
        int ok = number_read_rational(x, cases[k][0]) == NUMBER_OK;
        char buf[64];
        rational_to_text(x, buf, sizeof buf);
        CHECK(ok && strcmp(buf, cases[k][1]) == 0, "'%s' reads as %s (got %d, %s)",
              cases[k][0], cases[k][1], ok, buf);
    }
    mpq_clear(x);
}

/* Everything else is refused, and the target is left alone. */
static void test_text_rejected(void)
{
    static const char *const cases[] = {
        "",     "1/0",  "-1/0",  "nan",   "NaN", "inf",    "-inf",  "1.2.3", "0x10",
        "3abc", "1e",   "1e+",   "1e-",   ".",   "-",      "+",     " 3",    "3 ",
        "1/-2", "-6/-4", "1.5/2", "1/2.5", "e5",  "--1",    "+-1",   "1/2/3", "/2",
        "2/",   "1e5.5", "1e99999", "½",  "1,5", "1_000",
    };
    mpq_t x;
    mpq_init(x);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        mpq_set_si(x, -7, 3);
        int ok = number_read_rational(x, cases[k]) == NUMBER_OK;
        CHECK(!ok && is_text(x, "-7/3"), "'%s' is refused and the target kept (got %d)",
              cases[k], ok);
    }
    CHECK(number_read_rational(x, NULL) != NUMBER_OK, "NULL text is refused");
    mpq_clear(x);
}

/* rational_to_text: "p/q", "p", "0", and a short buffer truncates. */
static void test_text_written(void)
{
    mpq_t x;
    char buf[64];
    mpq_init(x);
    mpq_set_si(x, 9, 2);
    rational_to_text(x, buf, sizeof buf);
    CHECK(strcmp(buf, "9/2") == 0, "9/2 is written '9/2' (got '%s')", buf);
    mpq_set_si(x, -6, 2);
    mpq_canonicalize(x);
    rational_to_text(x, buf, sizeof buf);
    CHECK(strcmp(buf, "-3") == 0, "-6/2 is written '-3' (got '%s')", buf);
    mpq_set_ui(x, 0, 1);
    rational_to_text(x, buf, sizeof buf);
    CHECK(strcmp(buf, "0") == 0, "0 is written '0' (got '%s')", buf);
    mpq_set_si(x, -12345, 7);
    rational_to_text(x, buf, 4);
    CHECK(strcmp(buf, "-12") == 0, "a 4-byte buffer holds '-12' of -12345/7 (got '%s')", buf);
    mpq_clear(x);
}

/* lcpq_from_doubles keeps every bit: 0.1 is 3602879701896397 / 2^55.
 * Like mpq_set_d it fills an initialised problem (of any size: a 1x1 is
 * resized to 2x2 here). */
static void test_from_doubles(void)
{
    double M[4] = {0.1, 4.5, -0.25, 1e300}, q[2] = {-3.0, NAN};
    lcp_problem src = {.n = 2, .M = M, .q = q};
    lcpq_problem p;
    lcpq_init(&p, 1);
    lcpq_from_doubles(&p, &src);
    CHECK_INT(p.n, 2, "from_doubles: n = 2");
    CHECK(is_text(p.M[0], "3602879701896397/36028797018963968"),
          "0.1 becomes 3602879701896397/2^55 exactly");
    CHECK(is_text(p.M[1], "9/2") && is_text(p.M[2], "-1/4") && is_text(p.q[0], "-3"),
          "4.5, -0.25 and -3 become 9/2, -1/4 and -3");
    CHECK(mpq_get_d(p.M[3]) == 1e300 && mpz_sizeinbase(mpq_numref(p.M[3]), 2) == 997,
          "1e300 is an integer of 997 bits");
    CHECK(is_text(p.q[1], "0"), "NaN (which callers reject first) becomes 0, not a trap");
    M[0] = 0.5;
    lcpq_from_doubles(&p, &src);
    CHECK(p.n == 2 && is_text(p.M[0], "1/2"), "from_doubles again, same size: 0.5 is 1/2");
    lcpq_clear(&p);
}

/* ---------------------------------------------------------------- check */

/* The exact check on the 2x2 M = [[2,1],[1,2]], q = [-5,-6]. */
static void test_check(void)
{
    static const char *const M[] = {"2", "1", "1", "2"}, *const q[] = {"-5", "-6"};
    lcpq_problem p;
    problem(&p, 2, M, q);
    mpq_t *z = vec_new(2), *w = vec_new(2);

    /* w = 0 means 2 z1 + z2 = 5, z1 + 2 z2 = 6: z = [4/3, 7/3]. */
    mpq_set_si(z[0], 4, 3);
    mpq_set_si(z[1], 7, 3);
    CHECK_INT(lcpq_check(&p, z, w), 1, "z = [4/3, 7/3] passes the exact check");
    CHECK(is_text(w[0], "0") && is_text(w[1], "0"), "... with w = [0, 0] exactly");

    /* z = [0, 3]: w = [3 - 5, 6 - 6] = [-2, 0]. */
    mpq_set_si(z[0], 0, 1);
    mpq_set_si(z[1], 3, 1);
    CHECK_INT(lcpq_check(&p, z, w), 0, "z = [0, 3] fails (w1 = -2)");
    CHECK(is_text(w[0], "-2") && is_text(w[1], "0"), "... w = [-2, 0]");

    /* z = [-1, 4]: w = [-2 + 4 - 5, -1 + 8 - 6] = [-3, 1], and z1 < 0. */
    mpq_set_si(z[0], -1, 1);
    mpq_set_si(z[1], 4, 1);
    CHECK_INT(lcpq_check(&p, z, NULL), 0, "z = [-1, 4] fails (z1 < 0; w may be NULL)");

    /* z = [4/3 + 1, 7/3]: w = [2, 1] > 0 with z > 0: not complementary. */
    mpq_set_si(z[0], 7, 3);
    mpq_set_si(z[1], 7, 3);
    CHECK_INT(lcpq_check(&p, z, w), 0, "z = [7/3, 7/3] fails: w = [2, 1], z_i w_i != 0");
    CHECK(is_text(w[0], "2") && is_text(w[1], "1"), "... w = [2, 1]");

    /* One part in 10^30 too little is still a failure: no tolerance. */
    mpq_t tiny;
    mpq_init(tiny);
    mpq_set_str(tiny, "1/1000000000000000000000000000000", 10);
    mpq_set_si(z[0], 4, 3);
    mpq_set_si(z[1], 7, 3);
    mpq_sub(z[1], z[1], tiny);
    CHECK_INT(lcpq_check(&p, z, w), 0, "z2 = 7/3 - 1e-30 fails: w1 = -1e-30 < 0");
    mpq_clear(tiny);
    vec_free(z, 2);
    vec_free(w, 2);
    lcpq_clear(&p);
}

/* ---------------------------------------------------------------- Lemke */

/* The 2x2 worked by hand (3 pivots):
 *   z0 enters in row 2 (q2 = -6 is the most negative); w2 leaves.
 *   z2 enters: rows read w1 - w2 - z1 + z2 = 1 and -w2 + z1 + 2 z2 + z0 = 6,
 *     ratios 1/1 and 6/2: w1 leaves.
 *   z1 enters: only row 2 (-2 w1 + w2 + 3 z1 + z0 = 4) has a positive
 *     entry: z0 leaves, z1 = 4/3, and row 1 gives z2 = 1 + 4/3 = 7/3. */
static void test_lemke_2x2(void)
{
    static const char *const M[] = {"2", "1", "1", "2"}, *const q[] = {"-5", "-6"};
    static const char *const want[] = {"4/3", "7/3"};
    lcpq_problem p;
    problem(&p, 2, M, q);
    mpq_t *z = vec_new(2);
    lcp_result r;
    lcp_options o = options(100);
    CHECK_INT(lcpq_lemke(&p, &o, z, &r), LCP_SOLVED, "2x2: solved");
    CHECK(vector_is(z, 2, want), "2x2: z = [4/3, 7/3] exactly (got %s)", show(z, 2));
    CHECK_INT(r.iterations, 3, "2x2: 3 pivots (z0 in, z2 in, z1 in)");
    CHECK(r.status == LCP_SOLVED && r.method == LCP_METHOD_LEMKE_EXACT,
          "2x2: result status and method");
    CHECK(strcmp(r.message, "solved") == 0, "2x2: message 'solved' (got '%s')", r.message);
    CHECK_INT(lcpq_lemke(&p, NULL, z, NULL), LCP_SOLVED, "2x2: NULL options and result");
    vec_free(z, 2);
    lcpq_clear(&p);
}

/* The particle-wall LCP of size 1 (notes 002): F = 1, f = -9/2.  Two
 * pivots: z0 enters (z0 = 9/2), then z1 enters and z0 leaves: z = 9/2. */
static void test_lemke_size_one(void)
{
    static const char *const M[] = {"1"}, *const q[] = {"-9/2"};
    lcpq_problem p;
    problem(&p, 1, M, q);
    mpq_t *z = vec_new(1);
    lcp_result r;
    lcp_options o = options(100);
    CHECK_INT(lcpq_lemke(&p, &o, z, &r), LCP_SOLVED, "particle-wall, n = 1: solved");
    CHECK(is_text(z[0], "9/2"), "particle-wall: z = 9/2 (got %s)", show(z, 1));
    CHECK_INT(r.iterations, 2, "particle-wall: 2 pivots");

    /* The enumeration: S = {} gives w = -9/2 < 0, S = {1} gives z = 9/2. */
    mpq_set_ui(z[0], 0, 1);
    CHECK_INT(lcpq_enumerate(&p, z, &r), LCP_SOLVED, "particle-wall: enumeration solves");
    CHECK(is_text(z[0], "9/2"), "... z = 9/2 (got %s)", show(z, 1));
    CHECK_INT(r.iterations, 2, "... on the second basis tried");
    CHECK_INT(r.method, LCP_METHOD_ENUMERATE, "... method enumerate");
    vec_free(z, 1);
    lcpq_clear(&p);
}

/* Trace hook that counts its calls. */
static void count_calls(const lcp_tableau *t, void *user)
{
    (void)t;
    (*(int *)user)++;
}

/* q >= 0: z = 0 with no pivot, and the trace sees the initial tableau. */
static void test_lemke_q_nonnegative(void)
{
    static const char *const M[] = {"-1", "5", "2", "-3"}, *const q[] = {"0", "7/2"};
    lcpq_problem p;
    problem(&p, 2, M, q);
    mpq_t *z = vec_new(2);
    mpq_set_ui(z[0], 9, 1);
    lcp_result r;
    lcp_options o = options(0);
    int calls = 0;
    o.trace = count_calls;
    o.trace_user = &calls;
    CHECK_INT(lcpq_lemke(&p, &o, z, &r), LCP_SOLVED, "q = [0, 7/2] >= 0: solved");
    CHECK(is_text(z[0], "0") && is_text(z[1], "0"), "... z = 0 (got %s)", show(z, 2));
    CHECK_INT(r.iterations, 0, "... with 0 pivots (so even max_iterations = 0 will do)");
    CHECK_INT(calls, 1, "... and one trace call, the initial tableau");
    vec_free(z, 2);
    lcpq_clear(&p);
}

/* Murty's matrix: 1 on the diagonal, 2 below it (lower = 1) or above it. */
static void murty(lcpq_problem *p, int n, int lower)
{
    lcpq_init(p, n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            mpq_set_ui(p->M[i * n + j], i == j ? 1 : ((lower ? j < i : j > i) ? 2 : 0), 1);
}

/* Murty's example (Murty 1988, ch. 6): M lower triangular, 1 on the
 * diagonal and 2 below, q = -e.  Lemke takes 2^n pivots as counted here,
 * where r->iterations counts every pivot including the first one, which
 * brings z0 in; the complementary pivots after it are 2^n - 1.  (Siconos
 * counts the same way: its lcp_exp_murty2.dat, n = 6, takes 2^6 = 64, see
 * test_lemke_murty_siconos.)  The solution is z = e_1: w_1 = 1 - 1 = 0,
 * w_i = 2 - 1 = 1 for i > 1.  All q_i tie for z0's row; the lexicographic
 * rule takes the last row, and with that choice the upper-triangular
 * transpose (2 above the diagonal) is solved in 2 pivots instead: z0 enters
 * in row n, z_n enters and z0 leaves (z = e_n: w_i = 2 - 1 for i < n). */
static void test_lemke_murty(void)
{
    static const int sizes[] = {3, 4, 6};
    for (int k = 0; k < 3; k++) {
        int n = sizes[k], pivots = 1 << n;
        lcpq_problem p;
        murty(&p, n, 1);
        for (int i = 0; i < n; i++)
            mpq_set_si(p.q[i], -1, 1);
        mpq_t *z = vec_new(n);
        lcp_result r;
        lcp_options o = options(pivots);
        CHECK_INT(lcpq_lemke(&p, &o, z, &r), LCP_SOLVED, "Murty n = %d: solved", n);
        CHECK_INT(r.iterations, pivots, "Murty n = %d: 2^%d = %d pivots, z0's included", n, n,
                  pivots);
        int e1 = is_text(z[0], "1");
        for (int i = 1; i < n; i++)
            e1 = e1 && is_text(z[i], "0");
        CHECK(e1, "Murty n = %d: z = e_1 (got %s)", n, show(z, n));

        /* One pivot fewer is not enough. */
        o.max_iterations = pivots - 1;
        CHECK_INT(lcpq_lemke(&p, &o, z, &r), LCP_ITERATION_LIMIT,
                  "Murty n = %d, max_iterations = %d: iteration limit", n, pivots - 1);
        char want[64];
        snprintf(want, sizeof want, "%d pivots", pivots - 1);
        CHECK(r.iterations == pivots - 1 && strstr(r.message, want) &&
                  strstr(r.message, "--max-pivots") && !strstr(r.message, "max_iterations"),
              "... after %d pivots, message '%s'", pivots - 1, r.message);
        lcpq_clear(&p);

        murty(&p, n, 0);
        for (int i = 0; i < n; i++)
            mpq_set_si(p.q[i], -1, 1);
        o.max_iterations = 100;
        lcp_status s = lcpq_lemke(&p, &o, z, &r);
        CHECK(s == LCP_SOLVED && r.iterations == 2 && is_text(z[n - 1], "1"),
              "Murty transposed (2 above), n = %d: 2 pivots, z_n = 1 (%d, %s)", n,
              r.iterations, show(z, n));
        lcpq_clear(&p);
        vec_free(z, n);
    }
}

/* Siconos' lcp_exp_murty2.dat (n = 6; M stored column-major, so the lines
 * "1 0 0 0 0 0", "2 1 0 0 0 0", ... are columns: M is upper triangular with
 * 2 above the diagonal), q = -[126, 124, 120, 112, 96, 64]: 64 pivots, and
 * z = 64 e_6: w_i = 2 * 64 + q_i = [2, 4, 8, 16, 32] for i < 6, w_6 = 0. */
static void test_lemke_murty_siconos(void)
{
    static const int q[6] = {-126, -124, -120, -112, -96, -64};
    static const char *const want[] = {"0", "0", "0", "0", "0", "64"};
    lcpq_problem p;
    murty(&p, 6, 0);
    for (int i = 0; i < 6; i++)
        mpq_set_si(p.q[i], q[i], 1);
    mpq_t *z = vec_new(6);
    lcp_result r;
    lcp_options o = options(1000);
    CHECK_INT(lcpq_lemke(&p, &o, z, &r), LCP_SOLVED, "lcp_exp_murty2: solved");
    CHECK_INT(r.iterations, 64, "lcp_exp_murty2: 64 pivots, as Siconos counts");
    CHECK(vector_is(z, 6, want), "lcp_exp_murty2: z = 64 e_6 (got %s)", show(z, 6));
    vec_free(z, 6);
    lcpq_clear(&p);
}

/* What the trace saw: the leaving label at each pivot. */
typedef struct {
    int calls;
    int leaving[16];
} pivot_log;

/* Trace hook that records the leaving variables. */
static void log_pivots(const lcp_tableau *t, void *user)
{
    pivot_log *log = user;
    if (t->pivots < 16)
        log->leaving[t->pivots] = t->leaving;
    log->calls++;
}

/* Exact Lemke (at most 100 pivots, the given tie rule) with every pivot's
 * leaving variable logged. */
static lcp_status lemke_logged_rule(const lcpq_problem *p, lcp_tie_rule rule, mpq_t *z,
                                    lcp_result *r, pivot_log *log)
{
    lcp_options o = options(100);
    o.tie_rule = rule;
    o.trace = log_pivots;
    o.trace_user = log;
    return lcpq_lemke(p, &o, z, r);
}

/* The same with the default, lexicographic rule. */
static lcp_status lemke_logged(const lcpq_problem *p, mpq_t *z, lcp_result *r, pivot_log *log)
{
    return lemke_logged_rule(p, LCP_TIE_LEXICOGRAPHIC, z, r, log);
}

/* A degenerate problem (found by a search over small integer matrices):
 *     M = [[1,0,0,1],[1,0,1,0],[0,1,0,-1],[-1,-1,1,0]], q = [-2,-1,0,-1].
 * z0 enters in row 1 (q1 = -2, no tie), w1 leaves, z1 enters, w4 leaves,
 * z4 enters.  The z4 column is then [1/2, 1, 3/2, 1/2] against
 * q = [3/2, 1, 3/2, 1/2]: rows w2, w3 and z1 tie at ratio 1.  Taking the
 * first of them (w2) cycles: the pivots w2 out, z1 out (z2 in), w3 out
 * (w1 in), w1 out (z3 in), z3 out (z1 in), z1 out (w3 in) come back after
 * pivot 8 to the basis {z0, z4, w3, z2} with w1 entering that pivot 4
 * left, and repeat forever (z0 never leaves).  The lexicographic rule
 * compares the rows of B^{-1} divided by the z4 entry: w2 (-1, 1, 0, 0),
 * w3 (-1/3, 0, 2/3, -1/3), z1 (-1, 0, 0, 1); the least is z1's, which
 * leaves, and 3 more pivots (w3 out, w1 out, z0 out) reach
 * z = [2, 0, 3, 0]: w = [2 - 2, 2 + 3 - 1, 0, -2 + 3 - 1] = [0, 4, 0, 0]. */
static void test_lemke_degenerate(void)
{
    static const char *const M[] = {"1", "0", "0", "1", "1", "0", "1", "0",
                                    "0", "1", "0", "-1", "-1", "-1", "1", "0"};
    static const char *const q[] = {"-2", "-1", "0", "-1"};
    static const char *const want[] = {"2", "0", "3", "0"};
    lcpq_problem p;
    problem(&p, 4, M, q);
    mpq_t *z = vec_new(4);
    lcp_result r;
    pivot_log log = {0};
    CHECK_INT(lemke_logged(&p, z, &r, &log), LCP_SOLVED, "degenerate 4x4: solved, no cycle");
    CHECK(vector_is(z, 4, want), "degenerate 4x4: z = [2, 0, 3, 0] (got %s)", show(z, 4));
    CHECK_INT(r.iterations, 6, "degenerate 4x4: 6 pivots");
    CHECK_INT(log.leaving[3], 4 + 0, "degenerate 4x4: at the three-way tie z1 leaves, not w2");
    CHECK_INT(log.leaving[6], 8, "degenerate 4x4: z0 leaves at pivot 6");
    vec_free(z, 4);
    lcpq_clear(&p);
}

/* The same problem under the first-tied-row rule (derivation above): at
 * pivot 3 w2 leaves, then z1, w3, w1, z3 and z1 again (pivots 4 to 8);
 * z1 left at pivot 4 and at pivot 8, and the basis after pivot 8,
 * {z0, z4, w3, z2} row by row, is the one after pivot 4, so the method
 * stops there: cycling, status LCP_ITERATION_LIMIT. */
static void test_lemke_degenerate_first(void)
{
    static const char *const M[] = {"1", "0", "0", "1", "1", "0", "1", "0",
                                    "0", "1", "0", "-1", "-1", "-1", "1", "0"};
    static const char *const q[] = {"-2", "-1", "0", "-1"};
    static const int want_leaving[] = {-1, 0, 3, 1, 4, 2, 0, 6, 4}; /* w1 w4 w2 z1 w3 w1 z3 z1 */
    lcpq_problem p;
    problem(&p, 4, M, q);
    mpq_t *z = vec_new(4);
    lcp_result r;
    pivot_log log = {0};
    CHECK_INT(lemke_logged_rule(&p, LCP_TIE_FIRST, z, &r, &log), LCP_ITERATION_LIMIT,
              "degenerate 4x4, first tied row: stops");
    CHECK(strstr(r.message, "cycling: the basis after pivot 8 is the basis after pivot 4"),
          "... cycling, pivots 5 to 8 repeat: '%s'", r.message);
    CHECK_INT(r.iterations, 8, "... after 8 pivots");
    int same = 1;
    for (int k = 1; k <= 8; k++)
        same = same && log.leaving[k] == want_leaving[k];
    CHECK(same, "... leaving w1 w4 w2 z1 w3 w1 z3 z1 (pivot 3: %d, 8: %d)", log.leaving[3],
          log.leaving[8]);
    vec_free(z, 4);
    lcpq_clear(&p);
}

/* z0's row wins a tie.  M = [[2,0],[1,2]], q = [-2,-1]: z0 enters in row 1
 * (-w1 + 2 z1 + z0 = 2), row 2 becomes -w1 + w2 + z1 - 2 z2 = 1; z1 enters
 * and both rows give ratio 1.  z0 leaves: z = [1, 0], w = [0, 0], in 2
 * pivots.  (Lexicographically row 2 would win, (-1, 1) < (-1/2, 0), and
 * the method would go on.) */
static void test_lemke_z0_tie(void)
{
    static const char *const M[] = {"2", "0", "1", "2"}, *const q[] = {"-2", "-1"};
    static const char *const want[] = {"1", "0"};
    lcpq_problem p;
    problem(&p, 2, M, q);
    mpq_t *z = vec_new(2);
    lcp_result r;
    pivot_log log = {0};
    CHECK_INT(lemke_logged(&p, z, &r, &log), LCP_SOLVED, "z0 tie: solved");
    CHECK(vector_is(z, 2, want), "z0 tie: z = [1, 0] (got %s)", show(z, 2));
    CHECK(r.iterations == 2 && log.leaving[2] == 4, "z0 tie: z0 leaves at pivot 2 (%d pivots)",
          r.iterations);
    vec_free(z, 2);
    lcpq_clear(&p);
}

/* The first pivot's tie: M = I, q = [-1, -1].  Both rows are most
 * negative; the lexicographic rule takes the last (w2 leaves).  Then z2
 * enters; row 1 reads w1 - w2 - z1 + z2 = 0, ratio 0: w1 leaves; z1
 * enters, only row 2 (-w1 + z1 + z0 = 1) limits it: z = [1, 1]. */
static void test_lemke_first_tie(void)
{
    static const char *const M[] = {"1", "0", "0", "1"}, *const q[] = {"-1", "-1"};
    static const char *const want[] = {"1", "1"};
    lcpq_problem p;
    problem(&p, 2, M, q);
    mpq_t *z = vec_new(2);
    lcp_result r;
    pivot_log log = {0};
    CHECK_INT(lemke_logged(&p, z, &r, &log), LCP_SOLVED, "M = I, q = -e: solved");
    CHECK(vector_is(z, 2, want), "M = I, q = -e: z = [1, 1] (got %s)", show(z, 2));
    CHECK(log.leaving[1] == 1 && log.leaving[2] == 0 && log.leaving[3] == 4,
          "M = I, q = -e: w2, w1, z0 leave in turn (%d %d %d)", log.leaving[1],
          log.leaving[2], log.leaving[3]);
    /* The first-tied-row rule: z0 enters in row 1, the first of the tied
     * rows, and w1 leaves; row 1 reads -w1 + z1 + z0 = 1, row 2
     * -w1 + w2 + z1 - z2 = 0.  z1 enters: ratios 1 and 0, w2 leaves; z2
     * enters: row 1 becomes -w2 + z2 + z0 = 1 (ratio 1), row 2 has -1: z0
     * leaves.  The same z in 3 pivots, but w1 leaves first, not w2. */
    CHECK_INT(lemke_logged_rule(&p, LCP_TIE_FIRST, z, &r, &log), LCP_SOLVED,
              "M = I, q = -e, first tied row: solved");
    CHECK(vector_is(z, 2, want), "... z = [1, 1] (got %s)", show(z, 2));
    CHECK(log.leaving[1] == 0 && log.leaving[2] == 1 && log.leaving[3] == 4,
          "... w1, w2, z0 leave in turn (%d %d %d)", log.leaving[1], log.leaving[2],
          log.leaving[3]);
    vec_free(z, 2);
    lcpq_clear(&p);
}

/* ---------------------------------------------------------------- rays */

/* M = -I, q = [-1, -1]: w = -z - 1 < 0 for every z >= 0, no solution.
 * z0 enters in row 2; z2 enters, and its column (M_i2 after the pivot,
 * [0, -1]) has no positive entry: a ray, after 1 pivot. */
static void test_ray_minus_identity(void)
{
    static const char *const M[] = {"-1", "0", "0", "-1"}, *const q[] = {"-1", "-1"};
    lcpq_problem p;
    problem(&p, 2, M, q);
    mpq_t *z = vec_new(2);
    lcp_result r;
    lcp_options o = options(100);
    CHECK_INT(lcpq_lemke(&p, &o, z, &r), LCP_RAY_UNPROVEN, "M = -I, q = -e: ray termination");
    CHECK(strstr(r.message, "z2") != NULL, "... the message names z2: '%s'", r.message);
    CHECK_INT(r.iterations, 1, "... after 1 pivot");
    CHECK(is_text(z[0], "0") && is_text(z[1], "0"), "... z is left at 0");
    CHECK_INT(lcpq_enumerate(&p, z, &r), LCP_NO_SOLUTION, "M = -I, q = -e: no solution");
    CHECK(strstr(r.message, "no solution: all 2^n complementary bases tried") != NULL,
          "... message '%s'", r.message);
    CHECK_INT(r.iterations, 4, "... after all 2^2 = 4 bases");
    vec_free(z, 2);
    lcpq_clear(&p);
}

/* Siconos' lcp_CPS_3.dat, typed from its column-major storage: the lines
 * "0 0 10 30", "0 0 20 15", "10 30 0 0", "20 15 0 0" are the columns, so
 *     M = [[0,0,10,20],[0,0,30,15],[10,20,0,0],[30,15,0,0]], q = -e.
 * Lemke: all q_i tie, z0 enters in row 4, then z4 enters with column
 * -M_i4 - (-M_44) = [-20, -15, 0, 0]: a ray after 1 pivot.  Yet
 * z = [1/10, 0, 1/10, 0] solves it: w = [10/10 - 1, 30/10 - 1, 10/10 - 1,
 * 30/10 - 1] = [0, 2, 0, 2].  The enumeration finds it at S = {1, 3}, the
 * 7th subset in order of size ({}, four singletons, {1,2}, {1,3}). */
static void test_cps3(void)
{
    static const char *const M[] = {"0", "0", "10", "20", "0",  "0", "30", "15",
                                    "10", "20", "0", "0", "30", "15", "0", "0"};
    static const char *const q[] = {"-1", "-1", "-1", "-1"};
    static const char *const want[] = {"1/10", "0", "1/10", "0"};
    lcpq_problem p;
    problem(&p, 4, M, q);
    mpq_t *z = vec_new(4);
    lcp_result r;
    lcp_options o = options(100);
    CHECK_INT(lcpq_lemke(&p, &o, z, &r), LCP_RAY_UNPROVEN, "CPS_3: Lemke ends on a ray");
    CHECK(r.iterations == 1 && strstr(r.message, "z4") != NULL,
          "CPS_3: after 1 pivot, naming z4: '%s'", r.message);
    CHECK_INT(lcpq_enumerate(&p, z, &r), LCP_SOLVED, "CPS_3: the enumeration solves it");
    CHECK(vector_is(z, 4, want), "CPS_3: z = [1/10, 0, 1/10, 0] (got %s)", show(z, 4));
    CHECK_INT(r.iterations, 7, "CPS_3: the 7th basis tried");
    CHECK_INT(lcpq_check(&p, z, NULL), 1, "CPS_3: z passes the exact check");
    CHECK(lcpq_is_psd(&p) == 0 && lcpq_is_p_matrix(&p) == 0, "CPS_3: M is neither PSD nor P");
    vec_free(z, 4);
    lcpq_clear(&p);
}

/* Siconos' lcp_Pang_isolated_sol_perturbed.dat, from column-major storage
 * (columns "0 1 -1", "-1 0 0", "-1 0 0"):
 *     M = [[0,-1,-1],[1,0,0],[-1,0,0]], q = [-1/10000, -1, 1].
 * w2 = z1 - 1 >= 0 and w3 = 1 - z1 >= 0 force z1 = 1 > 0, so w1 must be 0,
 * but w1 = -z2 - z3 - 1/10000 < 0: no solution, over all 2^3 bases. */
static void test_pang_perturbed(void)
{
    static const char *const M[] = {"0", "-1", "-1", "1", "0", "0", "-1", "0", "0"};
    static const char *const q[] = {"-0.0001", "-1", "1"};
    lcpq_problem p;
    problem(&p, 3, M, q);
    CHECK(is_text(p.q[0], "-1/10000"), "Pang perturbed: q1 = -1/10000 exactly");
    mpq_t *z = vec_new(3);
    lcp_result r;
    CHECK_INT(lcpq_enumerate(&p, z, &r), LCP_NO_SOLUTION, "Pang perturbed: no solution");
    CHECK_INT(r.iterations, 8, "Pang perturbed: all 8 bases tried");
    CHECK(strstr(r.message, "all 2^n complementary bases tried") != NULL, "... message '%s'",
          r.message);
    lcp_options o = options(100);
    CHECK(lcpq_lemke(&p, &o, z, &r) == LCP_RAY_UNPROVEN,
          "Pang perturbed: Lemke cannot solve it either (a ray)");
    vec_free(z, 3);
    lcpq_clear(&p);
}

/* ---------------------------------------------------------------- enumeration */

/* A solution only singular bases hold: M = [[0,1],[0,0]], q = [-1, 0].
 * w2 = 0 always; w1 = z2 - 1 >= 0 needs z2 >= 1 > 0, so 2 is in S, and
 * M_SS is [0] (S = {2}) or M itself (S = {1,2}): both singular.  Phase 1
 * on S = {2} (w1 - z2 = -1, 0 z2 = 0) finds the vertex z2 = 1, w1 = 0:
 * z = [0, 1], the third subset ({}, {1}, {2}). */
static void test_enumerate_singular(void)
{
    static const char *const M[] = {"0", "1", "0", "0"}, *const q[] = {"-1", "0"};
    static const char *const want[] = {"0", "1"};
    lcpq_problem p;
    problem(&p, 2, M, q);
    mpq_t *z = vec_new(2);
    lcp_result r;
    CHECK_INT(lcpq_enumerate(&p, z, &r), LCP_SOLVED, "singular bases only: solved");
    CHECK(vector_is(z, 2, want), "singular bases only: z = [0, 1] (got %s)", show(z, 2));
    CHECK_INT(r.iterations, 3, "singular bases only: the third basis");

    /* q = [-1, -1]: w2 = -1 whatever z is: no solution, though S = {2}
     * and {1,2} are singular (phase 1 must say so). */
    mpq_set_si(p.q[1], -1, 1);
    CHECK_INT(lcpq_enumerate(&p, z, &r), LCP_NO_SOLUTION, "q = [-1, -1]: no solution");
    CHECK_INT(r.iterations, 4, "q = [-1, -1]: all 4 bases");
    vec_free(z, 2);
    lcpq_clear(&p);
}

/* A solution set that is not isolated: M = [[1,1],[1,1]], q = [-1, -1];
 * every z >= 0 with z1 + z2 = 1 solves it.  S = {1} is tried before
 * S = {2}: z = [1, 0]. */
static void test_enumerate_continuum(void)
{
    static const char *const M[] = {"1", "1", "1", "1"}, *const q[] = {"-1", "-1"};
    static const char *const want[] = {"1", "0"};
    lcpq_problem p;
    problem(&p, 2, M, q);
    mpq_t *z = vec_new(2);
    lcp_result r;
    CHECK_INT(lcpq_enumerate(&p, z, &r), LCP_SOLVED, "z1 + z2 = 1: solved");
    CHECK(vector_is(z, 2, want) && r.iterations == 2, "z1 + z2 = 1: z = [1, 0], basis 2 (%s)",
          show(z, 2));
    vec_free(z, 2);
    lcpq_clear(&p);
}

/* n < 1 and n > 20. */
static void test_bad_input(void)
{
    lcpq_problem p;
    lcpq_init(&p, 0);
    mpq_t *z = vec_new(1);
    lcp_result r;
    CHECK_INT(lcpq_lemke(&p, NULL, z, &r), LCP_BAD_INPUT, "Lemke, n = 0: bad input");
    CHECK_INT(lcpq_enumerate(&p, z, &r), LCP_BAD_INPUT, "enumeration, n = 0: bad input");
    lcpq_clear(&p);
    vec_free(z, 1);

    lcpq_init(&p, 21);
    z = vec_new(21);
    for (int i = 0; i < 21; i++)
        mpq_set_ui(p.M[i * 21 + i], 1, 1);
    CHECK_INT(lcpq_enumerate(&p, z, &r), LCP_BAD_INPUT, "enumeration, n = 21: bad input");
    CHECK(strstr(r.message, "n <= 20") != NULL, "... message '%s'", r.message);
    CHECK_INT(lcpq_is_p_matrix(&p), -1, "P-matrix test, n = 21: not decided (-1)");
    CHECK_INT(lcpq_is_psd(&p), 1, "PSD test, n = 21: I is PSD (no size limit)");
    lcpq_clear(&p);
    vec_free(z, 21);
}

/* ---------------------------------------------------------------- Farkas */

/* Farkas' conditions, summed out here independently of lcp_farkas.c:
 * y >= 0, (M^T y)_j = sum_i M_ij y_i <= 0 for every j, q^T y < 0. */
static int farkas_conditions(const lcpq_problem *p, mpq_t *y)
{
    int n = p->n, ok = 1;
    mpq_t s, t;
    mpq_inits(s, t, NULL);
    for (int i = 0; i < n; i++)
        ok = ok && mpq_sgn(y[i]) >= 0;
    for (int j = 0; j < n; j++) {
        mpq_set_ui(s, 0, 1);
        for (int i = 0; i < n; i++) {
            mpq_mul(t, p->M[i * n + j], y[i]);
            mpq_add(s, s, t);
        }
        ok = ok && mpq_sgn(s) <= 0;
    }
    mpq_set_ui(s, 0, 1);
    for (int i = 0; i < n; i++) {
        mpq_mul(t, p->q[i], y[i]);
        mpq_add(s, s, t);
    }
    ok = ok && mpq_sgn(s) < 0;
    mpq_clears(s, t, NULL);
    return ok;
}

/* Is z in the feasible set: z >= 0 and w = M z + q >= 0 (summed here)? */
static int feasible_point(const lcpq_problem *p, mpq_t *z)
{
    int n = p->n, ok = 1;
    mpq_t s, t;
    mpq_inits(s, t, NULL);
    for (int i = 0; i < n; i++) {
        mpq_set(s, p->q[i]);
        for (int j = 0; j < n; j++) {
            mpq_mul(t, p->M[i * n + j], z[j]);
            mpq_add(s, s, t);
        }
        ok = ok && mpq_sgn(s) >= 0 && mpq_sgn(z[i]) >= 0;
    }
    mpq_clears(s, t, NULL);
    return ok;
}

/* M = -I, q = [-1, -1]: w = -z - 1 < 0, the feasible set is empty.  Any
 * y >= 0 with q^T y = -(y1 + y2) < 0 works (M^T y = -y <= 0); the
 * certificate is scaled to integers with no common factor, so it is one of
 * (1, 0), (0, 1), (1, 1), ...  lcpq_solve then reports the certificate,
 * not the enumeration. */
static void test_farkas_minus_identity(void)
{
    static const char *const M[] = {"-1", "0", "0", "-1"}, *const q[] = {"-1", "-1"};
    lcpq_problem p;
    problem(&p, 2, M, q);
    mpq_t *y = vec_new(2), *z = vec_new(2);
    CHECK_INT(lcpq_farkas(&p, y, z), 1, "M = -I, q = -e: the feasible set is empty");
    CHECK(farkas_conditions(&p, y), "... y = %s: y >= 0, M'y <= 0, q'y < 0", show(y, 2));
    CHECK(mpz_cmp_ui(mpq_denref(y[0]), 1) == 0 && mpz_cmp_ui(mpq_denref(y[1]), 1) == 0,
          "... y is an integer vector (%s)", show(y, 2));
    lcp_result r;
    lcp_options o = options(100);
    CHECK_INT(lcpq_solve(&p, &o, z, &r), LCP_NO_SOLUTION, "... lcpq_solve: no solution");
    CHECK(strstr(r.message, "Farkas certificate") != NULL, "... by the certificate: '%s'",
          r.message);
    vec_free(y, 2);
    vec_free(z, 2);
    lcpq_clear(&p);
}

/* M = [[2,1],[1,-1]], q = [-1,-1]: z = (1, 0) is feasible (w = (1, 0)),
 * yet there is no solution: z1 > 0 needs 2 z1 + z2 = 1 while w2 >= 0
 * needs z1 >= 1 + z2, so 2 z1 + z2 >= 2; z1 = 0 needs z2 >= 1 (w1 >= 0),
 * so w2 = -z2 - 1 < 0 must be 0.  lcpq_farkas finds a feasible point (no
 * certificate can exist); the enumeration proves no solution. */
static void test_farkas_feasible_unsolvable(void)
{
    static const char *const M[] = {"2", "1", "1", "-1"}, *const q[] = {"-1", "-1"};
    lcpq_problem p;
    problem(&p, 2, M, q);
    mpq_t *y = vec_new(2), *z = vec_new(2);
    CHECK_INT(lcpq_farkas(&p, y, z), 0, "[[2,1],[1,-1]]: the feasible set is not empty");
    CHECK(feasible_point(&p, z), "... z = %s is in it", show(z, 2));
    lcp_result r;
    lcp_options o = options(100);
    CHECK_INT(lcpq_solve(&p, &o, z, &r), LCP_NO_SOLUTION, "... lcpq_solve: no solution");
    CHECK(strstr(r.message, "all 2^n complementary bases tried") != NULL,
          "... by the enumeration: '%s'", r.message);
    vec_free(y, 2);
    vec_free(z, 2);
    lcpq_clear(&p);
}

/* The same 2x2 block, padded with I_11 and q = 1 to n = 13: still no
 * solution (the block has none, whatever the rest), Lemke's method ends
 * on a ray, M is neither PSD nor P (M_22 = -1), the feasible set holds
 * (1, 0, 0, ...), and 13 > 12 is beyond the automatic enumeration: nothing
 * is proven, and the message names --method enumerate.  That method
 * (2^13 bases) then proves it. */
static void test_farkas_large_unproven(void)
{
    enum { N = 13 };
    lcpq_problem p;
    lcpq_init(&p, N);
    static const int block[] = {2, 1, 1, -1};
    for (int i = 0; i < N; i++) {
        mpq_set_si(p.q[i], i < 2 ? -1 : 1, 1);
        if (i >= 2)
            mpq_set_ui(p.M[i * N + i], 1, 1);
    }
    for (int k = 0; k < 4; k++)
        mpq_set_si(p.M[(k / 2) * N + k % 2], block[k], 1);
    mpq_t *z = vec_new(N);
    lcp_result r;
    lcp_options o = options(1000);
    CHECK_INT(lcpq_solve(&p, &o, z, &r), LCP_RAY_UNPROVEN, "13x13, block [[2,1],[1,-1]]: "
                                                            "nothing proven");
    CHECK(strstr(r.message, "--method enumerate") && strstr(r.message, "n = 13 > 12") &&
              strstr(r.message, "neither PSD nor P"),
          "... message '%s'", r.message);
    CHECK_INT(lcpq_enumerate(&p, z, &r), LCP_NO_SOLUTION, "... enumeration: no solution");
    vec_free(z, N);
    lcpq_clear(&p);
}

/* M = B^T B computed in floating point for B = [[5.9, -3.8], [1.77, -1.14]]
 * (row 2 = 0.3 row 1 in decimals, so the exact B^T B is PSD and singular).
 * The rounded products give M11 = 37.9429, M12 = M21 = -24.4378...03,
 * M22 = 15.7396 whose exact values have M11 M22 - M12^2 < 0 (computed
 * here): M is indefinite, so the exact PSD test must say no.  With
 * q = [-1, -1], w1 >= 0 and w2 >= 0 need a z1 >= b z2 + 1 and
 * c z2 >= b z1 + 1 (M = [[a, -b], [-b, c]]), whose product gives
 * a c z1 z2 > b^2 z1 z2, impossible when a c < b^2: no solution, and a
 * certificate exists (y1 / y2 between c / b and b / a).  Both the exact
 * and the automatic floating-point solve must say "no solution". */
static void test_btb_indefinite(void)
{
    double B[2][2] = {{5.9, -3.8}, {1.77, -1.14}}, Md[4], qd[2] = {-1.0, -1.0};
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            Md[i * 2 + j] = B[0][i] * B[0][j] + B[1][i] * B[1][j];
    lcp_problem fp = {.n = 2, .M = Md, .q = qd};
    lcpq_problem p;
    lcpq_init(&p, 2);
    lcpq_from_doubles(&p, &fp);
    mpq_t det, t;
    mpq_inits(det, t, NULL);
    mpq_mul(det, p.M[0], p.M[3]);
    mpq_mul(t, p.M[1], p.M[2]);
    mpq_sub(det, det, t);
    CHECK(mpq_sgn(det) < 0 && mpq_sgn(p.M[0]) > 0, "B'B rounded: det %g < 0, indefinite",
          mpq_get_d(det));
    CHECK_INT(lcpq_is_psd(&p), 0, "... the exact PSD test says no");
    mpq_t *y = vec_new(2), *z = vec_new(2);
    CHECK_INT(lcpq_farkas(&p, y, z), 1, "... the feasible set is empty");
    CHECK(farkas_conditions(&p, y), "... certificate y = %s holds", show(y, 2));
    lcp_result r;
    lcp_options o = options(100);
    CHECK_INT(lcpq_solve(&p, &o, z, &r), LCP_NO_SOLUTION, "... exact solve: no solution");
    double zd[2], wd[2];
    CHECK_INT(lcp_solve(&fp, NULL, zd, wd, &r), LCP_NO_SOLUTION,
              "... automatic solve: no solution ('%s')", r.message);
    mpq_clears(det, t, NULL);
    vec_free(y, 2);
    vec_free(z, 2);
    lcpq_clear(&p);
}

/* lcpq_certificate_holds against hand values, one failed condition at a
 * time.  M = [[1,2],[-3,-1]], q = [1,-2], y = (3, 1): M'y = (3 - 3,
 * 6 - 1) = (0, 5), q'y = 1: no.  M = [[-1,0],[-3,-1]], q = [1,-4],
 * y = (1, 1): M'y = (-4, -1), q'y = -3: yes.  M = 0, q = [-1, 1],
 * y = (2, -1): M'y = 0, q'y = -3, but y2 < 0: no. */
static void test_certificate_holds(void)
{
    static const char *const M[] = {"1", "2", "-3", "-1"}, *const q[] = {"1", "-2"};
    static const char *const M2[] = {"-1", "0", "-3", "-1"}, *const q2[] = {"1", "-4"};
    static const char *const M3[] = {"0", "0", "0", "0"}, *const q3[] = {"-1", "1"};
    static const char *const want[] = {"0", "5"}, *const want2[] = {"-4", "-1"};
    lcpq_problem p;
    mpq_t *y = vec_new(2), *Mty = vec_new(2), qty;
    mpq_init(qty);
    problem(&p, 2, M, q);
    mpq_set_ui(y[0], 3, 1);
    mpq_set_ui(y[1], 1, 1);
    CHECK_INT(lcpq_certificate_holds(&p, y, Mty, qty), 0, "y = (3, 1): M'y has 5 > 0: no");
    CHECK(vector_is(Mty, 2, want) && is_text(qty, "1"), "... M'y = (0, 5) (got %s), q'y = 1",
          show(Mty, 2));
    lcpq_clear(&p);
    problem(&p, 2, M2, q2);
    mpq_set_ui(y[0], 1, 1);
    CHECK_INT(lcpq_certificate_holds(&p, y, Mty, qty), 1, "y = (1, 1) for [[-1,0],[-3,-1]]: yes");
    CHECK(vector_is(Mty, 2, want2) && is_text(qty, "-3"), "... M'y = (-4, -1) (got %s), q'y = -3",
          show(Mty, 2));
    lcpq_clear(&p);
    problem(&p, 2, M3, q3);
    mpq_set_ui(y[0], 2, 1);
    mpq_set_si(y[1], -1, 1);
    CHECK_INT(lcpq_certificate_holds(&p, y, NULL, NULL), 0, "y = (2, -1), M = 0: y2 < 0: no");
    lcpq_clear(&p);
    mpq_clear(qty);
    vec_free(y, 2);
    vec_free(Mty, 2);
}

/* ---------------------------------------------------------------- classes */

/* is_psd and is_p_matrix on a 2x2 given row by row. */
static void classes2(const char *name, const char *const *M, int psd, int pm)
{
    static const char *const q[] = {"0", "0"};
    lcpq_problem p;
    problem(&p, 2, M, q);
    CHECK_INT(lcpq_is_psd(&p), psd, "%s: PSD %s", name, psd ? "yes" : "no");
    CHECK_INT(lcpq_is_p_matrix(&p), pm, "%s: P-matrix %s", name, pm ? "yes" : "no");
    lcpq_clear(&p);
}

/* The classes, with the reason for each answer. */
static void test_classes(void)
{
    static const char *const I[] = {"1", "0", "0", "1"};
    /* Skew: x^T M x = 0 for all x (PSD); minor M_11 = 0 (not P). */
    static const char *const skew[] = {"0", "1", "-1", "0"};
    /* x^T M x = x1^2 + 2 x1 x2 + x2^2 = (x1 + x2)^2 >= 0; minors 1, 1, 1. */
    static const char *const up2[] = {"1", "2", "0", "1"};
    /* Symmetric part [[1, 3/2], [3/2, 1]] has det 1 - 9/4 < 0; minors 1, 1, 1. */
    static const char *const up3[] = {"1", "3", "0", "1"};
    static const char *const zero[] = {"0", "0", "0", "0"};
    /* Minors 1, 1 but det = 1 - 4 = -3: not P; symmetric part not PSD. */
    static const char *const big[] = {"1", "2", "2", "1"};
    /* A zero pivot with a non-zero in its row: [[0,1],[1,1]] is not PSD
     * (x = (t, 1): 2t + 1 < 0 for t < -1/2). */
    static const char *const zp[] = {"0", "1", "1", "1"};
    classes2("I", I, 1, 1);
    classes2("[[0,1],[-1,0]]", skew, 1, 0);
    classes2("[[1,2],[0,1]]", up2, 1, 1);
    classes2("[[1,3],[0,1]]", up3, 0, 1);
    classes2("[[0,0],[0,0]]", zero, 1, 0);
    classes2("[[1,2],[2,1]]", big, 0, 0);
    classes2("[[0,1],[1,1]]", zp, 0, 0);

    /* Negative definite 3x3: -[[2,-1,0],[-1,2,-1],[0,-1,2]]. */
    static const char *const nd[] = {"-2", "1", "0", "1", "-2", "1", "0", "1", "-2"};
    static const char *const q3[] = {"0", "0", "0"};
    lcpq_problem p;
    problem(&p, 3, nd, q3);
    CHECK_INT(lcpq_is_psd(&p), 0, "negative definite 3x3: not PSD");
    CHECK_INT(lcpq_is_p_matrix(&p), 0, "negative definite 3x3: not P");
    lcpq_clear(&p);

    /* PSD but singular, with a zero pivot and a zero row on the way:
     * [[1,1,0],[1,1,0],[0,0,0]]: (x1 + x2)^2 >= 0. */
    static const char *const ps[] = {"1", "1", "0", "1", "1", "0", "0", "0", "0"};
    problem(&p, 3, ps, q3);
    CHECK_INT(lcpq_is_psd(&p), 1, "[[1,1,0],[1,1,0],[0,0,0]]: PSD");
    CHECK_INT(lcpq_is_p_matrix(&p), 0, "[[1,1,0],[1,1,0],[0,0,0]]: not P");
    lcpq_clear(&p);

    /* Cyclic matrices whose 1x1 and 2x2 minors are all 1, so only the
     * determinant decides: [[1,0,2],[2,1,0],[0,2,1]] has det 1 + 2 (4) = 9
     * > 0 (P); [[1,0,-3],[-3,1,0],[0,-3,1]] has det 1 - 3 (9) = -26 < 0. */
    static const char *const cyc[] = {"1", "0", "2", "2", "1", "0", "0", "2", "1"};
    static const char *const cyc2[] = {"1", "0", "-3", "-3", "1", "0", "0", "-3", "1"};
    problem(&p, 3, cyc, q3);
    CHECK_INT(lcpq_is_p_matrix(&p), 1, "[[1,0,2],[2,1,0],[0,2,1]]: P (det 9)");
    lcpq_clear(&p);
    problem(&p, 3, cyc2, q3);
    CHECK_INT(lcpq_is_p_matrix(&p), 0, "[[1,0,-3],[-3,1,0],[0,-3,1]]: not P (det -26)");
    lcpq_clear(&p);
}

/* ---------------------------------------------------------------- trace */

/* What the trace hook records of the 2x2's tableaux. */
typedef struct {
    int calls, bad_order;
    int entering[8], leaving[8];
    char row0[6][32]; /* row 1 of the initial tableau, columns w1 .. q */
    char out_of_range[8];
    char final_q[2][32];
    int final_basis[2];
} trace_record;

/* Record the tableau: the initial row 1, the labels, the last q column. */
static void record(const lcp_tableau *t, void *user)
{
    trace_record *rec = user;
    if (t->pivots != rec->calls)
        rec->bad_order = 1;
    if (t->pivots < 8) {
        rec->entering[t->pivots] = t->entering;
        rec->leaving[t->pivots] = t->leaving;
    }
    if (t->pivots == 0) {
        for (int j = 0; j < 2 * t->n + 2; j++)
            t->entry(t, 0, j, rec->row0[j], sizeof rec->row0[j]);
        t->entry(t, 0, 2 * t->n + 2, rec->out_of_range, sizeof rec->out_of_range);
    }
    for (int i = 0; i < 2; i++) {
        t->entry(t, i, 2 * t->n + 1, rec->final_q[i], sizeof rec->final_q[i]);
        rec->final_basis[i] = t->basis[i];
    }
    rec->calls++;
}

/* The 2x2 of test_lemke_2x2 under the trace: 3 pivots, 4 tableaux. */
static void test_trace(void)
{
    static const char *const M[] = {"2", "1", "1", "2"}, *const q[] = {"-5", "-6"};
    lcpq_problem p;
    problem(&p, 2, M, q);
    mpq_t *z = vec_new(2);
    lcp_result r;
    lcp_options o = options(100);
    trace_record rec = {0};
    o.trace = record;
    o.trace_user = &rec;
    lcpq_lemke(&p, &o, z, &r);
    CHECK_INT(rec.calls, r.iterations + 1, "trace: called pivots + 1 = %d times",
              r.iterations + 1);
    CHECK(!rec.bad_order, "trace: pivots counts 0, 1, 2, ... in order");
    /* Row 1 of w - M z - e z0 = q: w1 - 2 z1 - z2 - z0 = -5. */
    static const char *const row0[] = {"1", "0", "-2", "-1", "-1", "-5"};
    int same = 1;
    for (int j = 0; j < 6; j++)
        same = same && strcmp(rec.row0[j], row0[j]) == 0;
    CHECK(same, "trace: initial row 1 is [1 0 -2 -1 -1 | -5] (got %s %s %s %s %s %s)",
          rec.row0[0], rec.row0[1], rec.row0[2], rec.row0[3], rec.row0[4], rec.row0[5]);
    CHECK(strcmp(rec.out_of_range, "?") == 0, "trace: a column past q reads '?'");
    CHECK(rec.entering[0] == -1 && rec.leaving[0] == -1,
          "trace: the initial tableau has entering = leaving = -1");
    /* Labels: w1 0, w2 1, z1 2, z2 3, z0 4 (see test_lemke_2x2). */
    CHECK(rec.entering[1] == 4 && rec.leaving[1] == 1, "trace: pivot 1, z0 in, w2 out");
    CHECK(rec.entering[2] == 3 && rec.leaving[2] == 0, "trace: pivot 2, z2 in, w1 out");
    CHECK(rec.entering[3] == 2 && rec.leaving[3] == 4, "trace: pivot 3, z1 in, z0 out");
    CHECK(rec.final_basis[0] == 3 && rec.final_basis[1] == 2 &&
              strcmp(rec.final_q[0], "7/3") == 0 && strcmp(rec.final_q[1], "4/3") == 0,
          "trace: final basis z2 = 7/3 (row 1), z1 = 4/3 (row 2) (got %s, %s)",
          rec.final_q[0], rec.final_q[1]);
    vec_free(z, 2);
    lcpq_clear(&p);
}

/* ---------------------------------------------------------------- random */

/* A small deterministic generator (xorshift32). */
static unsigned next_random(unsigned *state)
{
    unsigned x = *state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *state = x;
}

/* An integer in [lo, hi]. */
static int random_int(unsigned *state, int lo, int hi)
{
    return lo + (int)(next_random(state) % (unsigned)(hi - lo + 1));
}

/* M = A^T A + I (positive definite, so a P-matrix) and q, small integers. */
static void random_problem(lcpq_problem *p, int n, unsigned *state)
{
    int A[64 * 64];
    lcpq_init(p, n);
    for (int k = 0; k < n * n; k++)
        A[k] = random_int(state, -3, 3);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            long s = i == j;
            for (int k = 0; k < n; k++)
                s += (long)A[k * n + i] * A[k * n + j];
            mpq_set_si(p->M[i * n + j], s, 1);
        }
    for (int i = 0; i < n; i++)
        mpq_set_si(p->q[i], random_int(state, -10, 10), 1);
}

/* 50 random 5x5 problems with a P-matrix: the solution is unique, so
 * Lemke and the enumeration must give the same z, exactly. */
static void test_random_agreement(void)
{
    unsigned state = 2463534242u;
    int lemke_ok = 0, enum_ok = 0, agree = 0, p_ok = 0, psd_ok = 0;
    for (int t = 0; t < 50; t++) {
        lcpq_problem p;
        random_problem(&p, 5, &state);
        mpq_t *z1 = vec_new(5), *z2 = vec_new(5);
        lcp_result r;
        lcp_options o = options(1000);
        lemke_ok += lcpq_lemke(&p, &o, z1, &r) == LCP_SOLVED;
        enum_ok += lcpq_enumerate(&p, z2, &r) == LCP_SOLVED;
        int same = 1;
        for (int i = 0; i < 5; i++)
            same = same && mpq_equal(z1[i], z2[i]);
        if (!same)
            printf("# problem %d: Lemke %s, enumeration %s\n", t, show(z1, 5), show(z2, 5));
        agree += same;
        p_ok += lcpq_is_p_matrix(&p) == 1;
        psd_ok += lcpq_is_psd(&p) == 1;
        vec_free(z1, 5);
        vec_free(z2, 5);
        lcpq_clear(&p);
    }
    CHECK_INT(lemke_ok, 50, "random A^T A + I: Lemke solves all 50");
    CHECK_INT(enum_ok, 50, "random A^T A + I: the enumeration solves all 50");
    CHECK_INT(agree, 50, "random A^T A + I: the two z agree exactly in all 50");
    CHECK_INT(p_ok, 50, "random A^T A + I: all 50 are P-matrices");
    CHECK_INT(psd_ok, 50, "random A^T A + I: all 50 are PSD");
}

/* n = 60 (the exact fallback's limit): Lemke solves a random positive
 * definite problem, verified exactly. */
static void test_lemke_n60(void)
{
    unsigned state = 88675123u;
    lcpq_problem p;
    random_problem(&p, 60, &state);
    mpq_t *z = vec_new(60);
    lcp_result r;
    lcp_options o = options(10000);
    CHECK_INT(lcpq_lemke(&p, &o, z, &r), LCP_SOLVED, "n = 60: solved");
    CHECK(lcpq_check(&p, z, NULL) && r.iterations > 1, "n = 60: verified, %d pivots",
          r.iterations);
    vec_free(z, 60);
    lcpq_clear(&p);
}

int main(void)
{
    test_text_accepted();
    test_text_rejected();
    test_text_written();
    test_from_doubles();
    test_check();
    test_lemke_2x2();
    test_lemke_size_one();
    test_lemke_q_nonnegative();
    test_lemke_murty();
    test_lemke_murty_siconos();
    test_lemke_degenerate();
    test_lemke_degenerate_first();
    test_lemke_z0_tie();
    test_lemke_first_tie();
    test_ray_minus_identity();
    test_cps3();
    test_pang_perturbed();
    test_enumerate_singular();
    test_enumerate_continuum();
    test_bad_input();
    test_farkas_minus_identity();
    test_farkas_feasible_unsolvable();
    test_farkas_large_unproven();
    test_btb_indefinite();
    test_certificate_holds();
    test_classes();
    test_trace();
    test_random_agreement();
    test_lemke_n60();
    return test_done();
}
