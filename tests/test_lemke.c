/* test_lemke: Lemke's method in floating point: worked values, Murty's
 * exponential example, degeneracy, rays, the pivot limit and the trace;
 * the compact tableau against a full one kept here as the reference; the
 * plain tie rule cycling on a degenerate problem. */
#define _POSIX_C_SOURCE 200809L

#include "lcp.h"
#include "lcp_io.h"
#include "lemke.h"
#include "test.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Murty's example (Murty 1988, ch. 6): M lower triangular with 1 on the
 * diagonal and 2 below, q = -1. */
static void murty(int n, double *M, double *q)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            M[i * n + j] = i == j ? 1.0 : (j < i ? 2.0 : 0.0);
        q[i] = -1.0;
    }
}

/* Count the trace calls. */
static void count_calls(const lcp_tableau *t, void *user)
{
    (void)t;
    (*(int *)user)++;
}

/* The 2x2 SPD problem: z = (4/3, 7/3), w = 0 (solve M z = -q by hand). */
static void test_spd_2x2(void)
{
    const double M[4] = {2, 1, 1, 2}, q[2] = {-5, -6};
    lcp_problem p = {.n = 2, .M = M, .q = q};
    lcp_options o = lcp_default_options();
    lcp_result r;
    double z[2];
    int calls = 0;
    o.trace = count_calls;
    o.trace_user = &calls;
    CHECK_INT(lemke_solve(&p, &o, z, &r), LCP_SOLVED, "2x2 SPD: z0 leaves");
    CHECK_NEAR(z[0], 4.0 / 3.0, 1e-14, "2x2 SPD: z1 = 4/3");
    CHECK_NEAR(z[1], 7.0 / 3.0, 1e-14, "2x2 SPD: z2 = 7/3");
    /* z0 enters (w2 leaves: q2 = -6 is smallest), z2 enters (w1 leaves),
     * z1 enters (z0 leaves): three pivots. */
    CHECK_INT(r.iterations, 3, "2x2 SPD: three pivots");
    CHECK_INT(calls, 4, "2x2 SPD: the trace sees the initial tableau and every pivot");
}

/* q >= 0: z = 0 without a pivot. */
static void test_trivial(void)
{
    const double M[4] = {1, -3, 2, 1}, q[2] = {0, 2};
    lcp_problem p = {.n = 2, .M = M, .q = q};
    lcp_options o = lcp_default_options();
    lcp_result r;
    double z[2] = {7, 7};
    CHECK(lemke_solve(&p, &o, z, &r) == LCP_SOLVED && z[0] == 0 && z[1] == 0 &&
              r.iterations == 0,
          "q >= 0: z = 0 with no pivot");
}

/* Murty's example takes 2^n pivots: the exponential worst case. */
static void test_murty(void)
{
    for (int n = 2; n <= 10; n++) {
        double *M = malloc(sizeof(double) * (size_t)(n * n)), *q = malloc(sizeof(double) * (size_t)n);
        double *z = malloc(sizeof(double) * (size_t)n);
        murty(n, M, q);
        lcp_problem p = {.n = n, .M = M, .q = q};
        lcp_options o = lcp_default_options();
        lcp_result r;
        lcp_status s = lemke_solve(&p, &o, z, &r);
        /* w_i = z_i + 2 sum_{j<i} z_j - 1.  z = (1, 0, ..., 0) gives w_1 = 0
         * and w_i = 1 for i > 1; M is a P-matrix (triangular, unit
         * diagonal), so this is the only solution. */
        int ok = s == LCP_SOLVED && z[0] == 1.0;
        for (int i = 1; i < n; i++)
            ok &= z[i] == 0.0;
        CHECK(ok, "Murty n = %d: z = e_1", n);
        CHECK_INT(r.iterations, 1 << n, "Murty n = %d: 2^n pivots", n);
        free(M);
        free(q);
        free(z);
    }
}

/* The pivot limit stops the method with its own status. */
static void test_pivot_limit(void)
{
    double M[25], q[5], z[5];
    murty(5, M, q);
    lcp_problem p = {.n = 5, .M = M, .q = q};
    lcp_options o = lcp_default_options();
    lcp_result r;
    o.max_iterations = 10;
    CHECK_INT(lemke_solve(&p, &o, z, &r), LCP_ITERATION_LIMIT, "Murty n = 5, limit 10: stopped");
    CHECK_INT(r.iterations, 10, "stopped after exactly 10 pivots");
    CHECK(strcmp(r.message, "the pivot limit (10 pivots) was reached without a solution") == 0,
          "the limit is named in the user's words, not the field's (got '%s')", r.message);
}

/* Degenerate: ties in the first ratio test (all q equal) and zeros in q. */
static void test_degenerate(void)
{
    const double M[9] = {1, 2, 0, 0, 1, 2, 2, 0, 1}, q[3] = {-1, -1, -1};
    const double M2[9] = {1, 0, 0, 0, 1, 0, 0, 0, 1}, q2[3] = {0, -1, 0};
    const double *Ms[2] = {M, M2}, *qs[2] = {q, q2};
    for (int k = 0; k < 2; k++) {
        lcp_problem p = {.n = 3, .M = Ms[k], .q = qs[k]};
        lcp_options o = lcp_default_options();
        lcp_result r;
        double z[3], w[3];
        lcp_status s = lemke_solve(&p, &o, z, &r);
        CHECK(s == LCP_SOLVED && lcp_check(&p, z, 1e-12, w, NULL, 0) == 0,
              "degenerate problem %d: solved and verified", k + 1);
    }
    /* Hand solution of the first: by symmetry z = (1/3)(1, 1, 1):
     * w_i = z_i + 2 z_{i+1} - 1 = 0. */
    lcp_problem p = {.n = 3, .M = M, .q = q};
    lcp_options o = lcp_default_options();
    lcp_result r;
    double z[3];
    lemke_solve(&p, &o, z, &r);
    CHECK_NEAR(z[0] + z[1] + z[2], 1.0, 1e-14, "degenerate problem 1: z = (1/3, 1/3, 1/3)");
}

/* M = -I, q = -1: w = -z - 1 < 0, no solution; Lemke ends on a ray. */
static void test_ray(void)
{
    const double M[4] = {-1, 0, 0, -1}, q[2] = {-1, -1};
    lcp_problem p = {.n = 2, .M = M, .q = q};
    lcp_options o = lcp_default_options();
    lcp_result r;
    double z[2];
    CHECK_INT(lemke_solve(&p, &o, z, &r), LCP_RAY_UNPROVEN, "M = -I: ray termination");
    /* Columns [w | z | z0 | q] = [I | I | -e | q]: z0 enters in row 2 (the
     * tie goes to the last row), w2 leaves; row 2 becomes (0,-1 | 0,-1 | 1 |
     * 1), row 1 (1,-1 | 1,-1 | 0 | 0).  z2, w2's complement, has column
     * (-1, -1): no row limits it. */
    CHECK(strcmp(r.message, "ray: z_2 cannot enter, no row limits it (its column has no "
                            "positive entry)") == 0,
          "the ray names the variable that cannot enter (got '%s')", r.message);
}

/* ------------------------------------------------ the full tableau, as reference */

/* Lemke's method on the full tableau [I | -M | -e | q] (n x (2n + 2)),
 * written plainly as src/lemke.c did before it kept only the non-basic
 * columns: the same pivots, the same arithmetic on every entry, so the
 * compact version must reproduce its pivots, its z and its trace. */
typedef struct {
    int n, width;
    double *T;
    int basis[64];
} full_tableau;

/* Entry (i, j) of the full tableau. */
static double *full_at(full_tableau *t, int i, int j)
{
    return &t->T[i * t->width + j];
}

/* Gauss-Jordan pivot on (r, c), entry by entry as the old code did. */
static void full_pivot(full_tableau *t, int r, int c)
{
    double *row = full_at(t, r, 0), inverse = 1.0 / row[c];
    for (int j = 0; j < t->width; j++)
        row[j] *= inverse;
    row[c] = 1.0;
    for (int i = 0; i < t->n; i++) {
        double *other = full_at(t, i, 0), factor = other[c];
        if (i == r || factor == 0.0)
            continue;
        for (int j = 0; j < t->width; j++)
            if (j != c && row[j] != 0.0)
                other[j] -= factor * row[j];
        other[c] = 0.0;
    }
    t->basis[r] = c;
}

/* Equal up to rounding, as src/lemke.c compares ratios. */
static int full_same(double a, double b)
{
    return fabs(a - b) <= 1e-12 * fmax(1.0, fmax(fabs(a), fabs(b)));
}

/* The lexicographic ratio test, reading B^-1 from columns 0..n-1. */
static int full_ratio_test(full_tableau *t, int c)
{
    int n = t->n, q = 2 * n + 1, tied[64], count = 0;
    double column_max = 0.0, min_ratio = INFINITY;
    for (int i = 0; i < n; i++)
        column_max = fmax(column_max, fabs(*full_at(t, i, c)));
    double threshold = 1e-12 * fmax(1.0, column_max);
    for (int i = 0; i < n; i++)
        if (*full_at(t, i, c) > threshold)
            min_ratio = fmin(min_ratio, *full_at(t, i, q) / *full_at(t, i, c));
    for (int i = 0; i < n; i++)
        if (*full_at(t, i, c) > threshold &&
            full_same(*full_at(t, i, q) / *full_at(t, i, c), min_ratio))
            tied[count++] = i;
    for (int k = 0; k < count; k++)
        if (t->basis[tied[k]] == 2 * n)
            return tied[k];
    for (int j = 0; j < n && count > 1; j++) {
        double least = INFINITY;
        for (int k = 0; k < count; k++)
            least = fmin(least, *full_at(t, tied[k], j) / *full_at(t, tied[k], c));
        int kept = 0;
        for (int k = 0; k < count; k++)
            if (full_same(*full_at(t, tied[k], j) / *full_at(t, tied[k], c), least))
                tied[kept++] = tied[k];
        count = kept;
    }
    return count > 0 ? tied[0] : -1;
}

/* The trace's entry: "%.6g", zero printed as 0. */
static void full_entry(const lcp_tableau *view, int row, int column, char *buf, size_t size)
{
    full_tableau *t = (full_tableau *)view->data;
    double x = *full_at(t, row, column);
    snprintf(buf, size, "%.6g", x == 0.0 ? 0.0 : x);
}

/* Print the tableau as lcp_tableau_print does for the solver's trace. */
static void full_print(FILE *out, full_tableau *t, int pivots, int entering, int leaving)
{
    lcp_tableau view = {.n = t->n, .pivots = pivots, .entering = entering, .leaving = leaving,
                        .basis = t->basis, .entry = full_entry, .data = t};
    lcp_tableau_print(out, &view);
}

/* Run the reference; the pivots, z and (if out) the trace. */
static int full_lemke(const lcp_problem *p, double *z, FILE *out)
{
    int n = p->n, z0 = 2 * n, q = 2 * n + 1, pivots = 0;
    full_tableau t = {.n = n, .width = 2 * n + 2};
    t.T = calloc((size_t)(n * t.width), sizeof *t.T);
    for (int i = 0; i < n; i++) {
        *full_at(&t, i, i) = 1.0;
        for (int j = 0; j < n; j++)
            *full_at(&t, i, n + j) = -p->M[i * n + j];
        *full_at(&t, i, z0) = -1.0;
        *full_at(&t, i, q) = p->q[i];
        t.basis[i] = i;
    }
    if (out)
        full_print(out, &t, 0, -1, -1);
    int r = 0, entering = z0;
    for (int i = 1; i < n; i++)
        if (*full_at(&t, i, q) <= *full_at(&t, r, q))
            r = i;
    while (*full_at(&t, r, q) < 0.0 || pivots > 0) {
        int leaving = t.basis[r];
        full_pivot(&t, r, entering);
        pivots++;
        if (out)
            full_print(out, &t, pivots, entering, leaving);
        if (leaving == z0 || pivots >= 10000)
            break;
        entering = leaving < n ? leaving + n : leaving - n;
        r = full_ratio_test(&t, entering);
        if (r < 0)
            break;
    }
    for (int j = 0; j < n; j++)
        z[j] = 0.0;
    for (int i = 0; i < n; i++)
        if (t.basis[i] >= n && t.basis[i] < 2 * n)
            z[t.basis[i] - n] = *full_at(&t, i, q);
    free(t.T);
    return r < 0 ? -1 : pivots;
}

/* Print every tableau of the solver's trace. */
static void print_trace(const lcp_tableau *t, void *user)
{
    lcp_tableau_print(user, t);
}

/* The next number of a fixed linear congruential sequence, in [-1, 1). */
static double uniform(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(*state >> 11) / 4503599627370496.0 - 1.0;
}

/* A random problem of one of three kinds: 0 SPD (A A^T + I/10), 1 row
 * diagonally dominant (a P-matrix), 2 small integers with repeated rows
 * and zeros in q (degenerate ties). */
static void random_problem(int kind, int n, uint64_t seed, double *M, double *q)
{
    uint64_t state = seed;
    double A[32 * 32];
    for (int k = 0; k < n * n; k++)
        A[k] = kind == 2 ? floor(3.0 * uniform(&state)) : uniform(&state);
    for (int i = 0; i < n; i++) {
        double row = 0.0;
        for (int j = 0; j < n; j++) {
            double s = 0.0;
            for (int k = 0; k < n && kind == 0; k++)
                s += A[i * n + k] * A[j * n + k];
            M[i * n + j] = kind == 0 ? s + (i == j ? 0.1 : 0.0) : A[kind == 2 && i % 3 == 2
                                                                      ? (i - 1) * n + j
                                                                      : i * n + j];
            row += fabs(M[i * n + j]);
        }
        if (kind == 1)
            M[i * n + i] = row + 1.0;
        q[i] = kind == 2 ? floor(2.0 * uniform(&state)) : uniform(&state);
    }
}

/* The compact tableau pivots as the full one did: on random problems and
 * Murty's, the same number of pivots, the same z (bit for bit: the same
 * arithmetic), the same trace text. */
static void test_compact_matches_full(void)
{
    int mismatches = 0, problems = 0;
    double M[32 * 32], q[32], z[32], z_full[32];
    for (int kind = 0; kind < 3; kind++)
        for (int n = 2; n <= 24; n += 11)
            for (uint64_t seed = 1; seed <= 20; seed++) {
                random_problem(kind, n, seed, M, q);
                lcp_problem p = {.n = n, .M = M, .q = q};
                lcp_options o = lcp_default_options();
                lcp_result r;
                char *mine = NULL, *theirs = NULL;
                size_t mine_size = 0, theirs_size = 0;
                FILE *a = open_memstream(&mine, &mine_size);
                FILE *b = open_memstream(&theirs, &theirs_size);
                o.trace = print_trace;
                o.trace_user = a;
                lcp_status s = lemke_solve(&p, &o, z, &r);
                int full = full_lemke(&p, z_full, b);
                fclose(a);
                fclose(b);
                int same = strcmp(mine, theirs) == 0 &&
                           (s == LCP_SOLVED ? full == r.iterations
                                            : s == LCP_RAY_UNPROVEN && full < 0);
                for (int j = 0; same && s == LCP_SOLVED && j < n; j++)
                    same = z[j] == z_full[j];
                mismatches += !same;
                problems++;
                free(mine);
                free(theirs);
            }
    CHECK_INT(mismatches, 0, "compact and full tableaux agree on %d random problems",
              problems);
}

/* The trace of tests/lcp/lemke3.txt, printed from the compact tableau,
 * is the text the full tableau prints (that of main's build before the
 * change: compared with build/bin/lcp solve --trace when it was made). */
static void test_trace_lemke3(void)
{
    lcp_data d;
    char err[300];
    if (!CHECK(lcp_read_file("tests/lcp/lemke3.txt", &d, err, sizeof err) == 0, "%s", err))
        return;
    lcp_problem p = {.n = d.n, .M = d.M, .q = d.q};
    char *mine = NULL, *theirs = NULL;
    size_t mine_size = 0, theirs_size = 0;
    FILE *a = open_memstream(&mine, &mine_size), *b = open_memstream(&theirs, &theirs_size);
    lcp_options o = lcp_default_options();
    lcp_result r;
    double z[3], z_full[3];
    o.trace = print_trace;
    o.trace_user = a;
    lcp_status s = lemke_solve(&p, &o, z, &r);
    int pivots = full_lemke(&p, z_full, b);
    fclose(a);
    fclose(b);
    CHECK(s == LCP_SOLVED && pivots == 4 && r.iterations == 4, "lemke3: 4 pivots both ways");
    CHECK(strcmp(mine, theirs) == 0, "lemke3: the trace is the full tableau's, line for line");
    CHECK(strstr(mine, "pivot 4: w2 enters, z0 leaves\n") != NULL &&
              strstr(mine, "    z1      -0.5         0         0         1        -1       0.5"
                           "       0.5       1.5\n") != NULL,
          "lemke3: the last tableau shows the unit columns rebuilt");
    free(mine);
    free(theirs);
    lcp_data_free(&d);
}

/* ------------------------------------------------------------- tie rules */

/* Record the basis after every pivot (up to 32 pivots of n = 4). */
typedef struct {
    int basis[33][4];
    int pivots;
} basis_log;

/* Trace hook: copy the basis. */
static void log_basis(const lcp_tableau *t, void *user)
{
    basis_log *log = user;
    if (t->pivots <= 32)
        memcpy(log->basis[t->pivots], t->basis, 4 * sizeof(int));
    log->pivots = t->pivots;
}

/* The degenerate 4x4 of tests/test_lcp_exact.c (test_lemke_degenerate,
 * where the pivots are derived by hand): M = [[1,0,0,1],[1,0,1,0],
 * [0,1,0,-1],[-1,-1,1,0]], q = [-2,-1,0,-1].  At pivot 4 rows w2, w3 and
 * z1 tie; the first tied row (w2) starts a cycle of four pivots, so the
 * basis after pivot 8 is the one after pivot 4 (lemke_solve records the
 * bases under this rule and stops there); the lexicographic rule takes z1 and solves it in 6
 * pivots with z = [2, 0, 3, 0] (w = M z + q = [0, 4, 0, 0]). */
static void test_tie_rules(void)
{
    const double M[16] = {1, 0, 0, 1, 1, 0, 1, 0, 0, 1, 0, -1, -1, -1, 1, 0};
    const double q[4] = {-2, -1, 0, -1};
    lcp_problem p = {.n = 4, .M = M, .q = q};
    lcp_options o = lcp_default_options();
    lcp_result r;
    double z[4];
    basis_log log = {0};
    o.trace = log_basis;
    o.trace_user = &log;
    o.max_iterations = 20;
    o.tie_rule = LCP_TIE_FIRST;
    CHECK_INT(lemke_solve(&p, &o, z, &r), LCP_ITERATION_LIMIT,
              "degenerate 4x4, first tied row: not solved");
    CHECK_INT(r.iterations, 8, "degenerate 4x4, first tied row: stopped after pivot 8");
    CHECK(strcmp(r.message, "cycling: the basis after pivot 8 is the basis after pivot 4") == 0,
          "degenerate 4x4, first tied row: cycling named (got '%s')", r.message);
    CHECK(memcmp(log.basis[4], log.basis[8], sizeof log.basis[4]) == 0 &&
              memcmp(log.basis[4], log.basis[5], sizeof log.basis[4]) != 0 &&
              memcmp(log.basis[4], log.basis[6], sizeof log.basis[4]) != 0 &&
              memcmp(log.basis[4], log.basis[7], sizeof log.basis[4]) != 0,
          "degenerate 4x4, first tied row: the basis after pivot 4 first comes back at 8");
    o.tie_rule = LCP_TIE_FIRST;
    o.max_iterations = 6;
    CHECK_INT(lemke_solve(&p, &o, z, &r), LCP_ITERATION_LIMIT,
              "degenerate 4x4, first tied row, limit 6: the limit comes first");
    CHECK(strstr(r.message, "pivot limit (6 pivots)") != NULL, "limit 6 named (got '%s')",
          r.message);
    o.max_iterations = 20;
    o.tie_rule = LCP_TIE_LEXICOGRAPHIC;
    CHECK_INT(lemke_solve(&p, &o, z, &r), LCP_SOLVED, "degenerate 4x4, lexicographic: solved");
    CHECK_INT(r.iterations, 6, "degenerate 4x4, lexicographic: 6 pivots");
    CHECK(z[0] == 2 && z[1] == 0 && z[2] == 3 && z[3] == 0,
          "degenerate 4x4, lexicographic: z = [2, 0, 3, 0] (got %g %g %g %g)", z[0], z[1],
          z[2], z[3]);
}

int main(void)
{
    test_compact_matches_full();
    test_trace_lemke3();
    test_tie_rules();
    test_spd_2x2();
    test_trivial();
    test_murty();
    test_pivot_limit();
    test_degenerate();
    test_ray();
    return test_done();
}
