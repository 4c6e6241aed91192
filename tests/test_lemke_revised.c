/* test_lemke_revised: the revised Lemke method (the basis refactorised at
 * every pivot, Harris' ratio test, a final re-solve): the example LCP
 * files that Lemke's method solves, with their known solutions; one on
 * which the tableau's lexicographic rule cycles through rounding; a
 * degenerate contact LCP of chapter 7 on which the tableau fails, as
 * written and with q moved by 2 ulp; Murty's example; rays; the limit. */
#include "lcp.h"
#include "lcp_io.h"
#include "lemke.h"
#include "lemke_revised.h"
#include "test.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An example file, its solution (the first n entries of z) and the
 * revised method's pivots.  Each is the file's documented answer
 * (tests/lcp/README.md). */
typedef struct {
    const char *path;
    double z[6];
    int pivots;
} known_solution;

static const known_solution KNOWN[] = {
    {"tests/lcp/scalar.txt", {4.5}, 2},
    {"tests/lcp/spd2.txt", {4.0 / 3.0, 7.0 / 3.0}, 3},
    {"tests/lcp/fractions.txt", {0.5, 3.0}, 3},
    {"tests/lcp/lemke3.txt", {1.5, 0.0, 0.0}, 4},
    {"tests/lcp/murty3.txt", {0.0, 0.0, 8.0}, 8},
    {"tests/lcp/repeating3.txt", {2.0 / 7.0, 1.0 / 7.0, 2.0 / 7.0}, 4},
    /* the tableau's lexicographic rule takes 6 pivots; Harris' larger
     * pivot (z3's row, not z1's, at pivot 4) reaches the same z in 4 */
    {"tests/lcp/degenerate-4x4.txt", {2.0, 0.0, 3.0, 0.0}, 4},
    {"tests/lcp/lcp_CPS_1.dat", {0.0, 1.0}, 2},
    {"tests/lcp/lcp_CPS_2.dat", {0.0, 1.0, 3.0}, 5},
    {"tests/lcp/lcp_exp_murty.dat", {0.0, 0.0, 0.0, 0.0, 0.0, 1.0}, 2},
};

/* Read an LCP file, or report why not. */
static int read_lcp(const char *path, lcp_data *d)
{
    char err[300];
    int ok = lcp_read_file(path, d, err, sizeof err) == 0;
    return CHECK(ok, "read %s%s%s", path, ok ? "" : ": ", ok ? "" : err);
}

/* Solve p by the revised method and check the answer at tolerance tol:
 * the status, then the number of violations (-1 when not solved). */
static int solve_and_check(const lcp_problem *p, double tol, double *z, lcp_result *r)
{
    lcp_options o = lcp_default_options();
    double *w = malloc((size_t)p->n * sizeof *w);
    lcp_status s = lemke_revised_solve(p, &o, z, r);
    int bad = s == LCP_SOLVED && w ? lcp_check(p, z, tol, w, NULL, 0) : -1;
    free(w);
    return bad;
}

/* Every example file that Lemke's method solves: the documented z, to
 * rounding, checked, in the pivots the revised method takes. */
static void test_known_solutions(void)
{
    for (size_t k = 0; k < sizeof KNOWN / sizeof KNOWN[0]; k++) {
        lcp_data d;
        if (!read_lcp(KNOWN[k].path, &d))
            continue;
        lcp_problem p = {.n = d.n, .M = d.M, .q = d.q};
        lcp_result r;
        double z[6];
        CHECK_INT(solve_and_check(&p, 1e-12, z, &r), 0, "%s: solved and checked", KNOWN[k].path);
        double error = 0.0;
        for (int i = 0; i < d.n; i++)
            error = fmax(error, fabs(z[i] - KNOWN[k].z[i]));
        CHECK_NEAR(error, 0.0, 4e-16 * 8.0, "%s: z is the documented solution", KNOWN[k].path);
        CHECK_INT(r.iterations, KNOWN[k].pivots, "%s: pivots", KNOWN[k].path);
        lcp_data_free(&d);
    }
}

/* tests/lcp/rounding-cycle-24.txt: the tableau's lexicographic rule
 * cycles through rounding (a numerical failure); the revised method
 * follows the exact method's path, 11 pivots, and its answer passes the
 * check. */
static void test_rounding_cycle(void)
{
    lcp_data d;
    if (!read_lcp("tests/lcp/rounding-cycle-24.txt", &d))
        return;
    lcp_problem p = {.n = d.n, .M = d.M, .q = d.q};
    lcp_options o = lcp_default_options();
    lcp_result r;
    double z[24];
    CHECK_INT(lemke_solve(&p, &o, z, &r), LCP_NUMERICAL_FAILURE,
              "rounding-cycle-24: the tableau fails (%s)", r.message);
    CHECK_INT(solve_and_check(&p, 1e-10, z, &r), 0, "rounding-cycle-24: the revised method solves it");
    CHECK_INT(r.iterations, 11, "rounding-cycle-24: in exact Lemke's 11 pivots");
    lcp_data_free(&d);
}

/* q with every non-zero entry moved by 2 ulp, up in even rows and down in
 * odd ones (the zeros stay: their ulp is a subnormal, and moving them
 * asks for impulses of 1e-323). */
static void move_two_ulp(int n, double *q)
{
    for (int i = 0; i < n; i++)
        if (q[i] != 0.0)
            for (int k = 0; k < 2; k++)
                q[i] = nextafter(q[i], i % 2 ? -INFINITY : INFINITY);
}

/* Step 336 of chapters/07-multibody/dominoes.scene (n = 156, 26 contacts,
 * at rest: degenerate), on which the tableau's answer fails the check: the
 * revised method's passes it at the options' tolerance, in 127 pivots of
 * one clean run; and so does the one of the LCP with q moved by 2 ulp. */
static void test_dominoes_336(void)
{
    lcp_data d;
    if (!read_lcp("tests/lcp/dominoes-336.txt", &d))
        return;
    lcp_problem p = {.n = d.n, .M = d.M, .q = d.q};
    lcp_options o = lcp_default_options();
    lcp_result r;
    double *z = malloc((size_t)d.n * sizeof *z), *w = malloc((size_t)d.n * sizeof *w);
    CHECK(lemke_solve(&p, &o, z, &r) != LCP_SOLVED || lcp_check(&p, z, o.tol, w, NULL, 0) > 0,
          "dominoes-336: the tableau's answer fails the check");
    CHECK_INT(solve_and_check(&p, o.tol, z, &r), 0, "dominoes-336: solved and checked (%s)",
              r.message);
    CHECK_INT(r.iterations, 127, "dominoes-336: 127 pivots");
    CHECK(strcmp(r.message, "z0 left the basis") == 0, "dominoes-336: the first run is clean");
    double load = 0.0;
    for (int i = 0; i < 26; i++)
        load += z[i];
    CHECK(load > 0.0, "dominoes-336: the normals carry the weight (sum p_n = %g)", load);
    /* Answers no check may pass: the solution with one unknown set to
     * 1e12 (a slack s_i, 26 contacts of nd = 4: z = (p_n, p_f, s)), or a
     * normal impulse taken 1e15 times its size. */
    int fooled = 0;
    for (int i = 0; i < 26; i++) {
        double *s_i = &z[26 * 5 + i], keep = *s_i;
        *s_i = 1e12;
        fooled += lcp_check(&p, z, o.tol, w, NULL, 0) == 0;
        *s_i = keep;
        double *pn = &z[i], kept = *pn;
        *pn = kept > 0.0 ? 1e15 * kept : 1e12;
        fooled += lcp_check(&p, z, o.tol, w, NULL, 0) == 0;
        *pn = kept;
    }
    CHECK_INT(fooled, 0, "dominoes-336: no slack set to 1e12, no p_n taken 1e15 times passes");
    move_two_ulp(d.n, d.q);
    CHECK_INT(solve_and_check(&p, o.tol, z, &r), 0,
              "dominoes-336, q moved by 2 ulp: solved and checked (%s)", r.message);
    free(z);
    free(w);
    lcp_data_free(&d);
}

/* Murty's example (Murty 1988, ch. 6; test_lemke.c): no ties, so the
 * revised method walks the tableau's path, 2^n pivots, to z = e_1. */
static void test_murty(void)
{
    enum { N = 8 };
    double M[N * N], q[N], z[N];
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++)
            M[i * N + j] = i == j ? 1.0 : (j < i ? 2.0 : 0.0);
        q[i] = -1.0;
    }
    lcp_problem p = {.n = N, .M = M, .q = q};
    lcp_result r;
    CHECK_INT(solve_and_check(&p, 1e-12, z, &r), 0, "Murty n = %d: solved and checked", N);
    CHECK_INT(r.iterations, 1 << N, "Murty n = %d: 2^n pivots", N);
    CHECK(z[0] == 1.0, "Murty n = %d: z_1 = 1", N);
}

/* The files without a solution end on a ray, in both runs, reported as the
 * first run's ray. */
static void test_rays(void)
{
    const char *paths[] = {"tests/lcp/nosolution.txt", "tests/lcp/nosolution-psd.txt",
                           "tests/lcp/nosolution-feasible.txt"};
    for (size_t k = 0; k < sizeof paths / sizeof paths[0]; k++) {
        lcp_data d;
        if (!read_lcp(paths[k], &d))
            continue;
        lcp_problem p = {.n = d.n, .M = d.M, .q = d.q};
        lcp_options o = lcp_default_options();
        lcp_result r;
        double z[2];
        CHECK_INT(lemke_revised_solve(&p, &o, z, &r), LCP_RAY_UNPROVEN, "%s: a ray (%s)",
                  paths[k], r.message);
        CHECK(strncmp(r.message, "ray: ", 5) == 0, "%s: the message names the ray", paths[k]);
        lcp_data_free(&d);
    }
    /* M = -I, q = -1 by hand: z0 enters in row 2 (a tie goes to the last
     * row), w2 leaves, and its complement z2 has the column -M e_2 = e_2,
     * which B^-1 = [e_1, -e]^-1 maps to (-1, -1): no pivot, a ray. */
    const double M[4] = {-1, 0, 0, -1}, q[2] = {-1, -1};
    lcp_problem p = {.n = 2, .M = M, .q = q};
    lcp_options o = lcp_default_options();
    lcp_result r;
    double z[2];
    CHECK_INT(lemke_revised_solve(&p, &o, z, &r), LCP_RAY_UNPROVEN, "M = -I: a ray");
    CHECK(strcmp(r.message, "ray: z_2 cannot enter, no row limits it (its column has no "
                            "positive entry)") == 0,
          "M = -I: z_2 is the ray's variable (got '%s')", r.message);
}

/* q >= 0 needs no pivot; the pivot limit stops the method with its own
 * status; n = 0 is bad input. */
static void test_edges(void)
{
    const double M[4] = {1, -3, 2, 1}, q[2] = {0, 2};
    lcp_problem p = {.n = 2, .M = M, .q = q};
    lcp_options o = lcp_default_options();
    lcp_result r;
    double z[8] = {7, 7};
    CHECK(lemke_revised_solve(&p, &o, z, &r) == LCP_SOLVED && z[0] == 0 && z[1] == 0 &&
              r.iterations == 0,
          "q >= 0: z = 0 with no pivot");
    double Mm[64], qm[8];
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 8; j++)
            Mm[i * 8 + j] = i == j ? 1.0 : (j < i ? 2.0 : 0.0);
        qm[i] = -1.0;
    }
    lcp_problem murty = {.n = 8, .M = Mm, .q = qm};
    o.max_iterations = 10;
    CHECK_INT(lemke_revised_solve(&murty, &o, z, &r), LCP_ITERATION_LIMIT,
              "Murty n = 8, limit 10: stopped");
    CHECK_INT(r.iterations, 10, "stopped after exactly 10 pivots, no second run");
    lcp_problem empty = {.n = 0, .M = M, .q = q};
    CHECK_INT(lemke_revised_solve(&empty, &o, z, &r), LCP_BAD_INPUT, "n = 0: bad input");
}

int main(void)
{
    test_known_solutions();
    test_rounding_cycle();
    test_dominoes_336();
    test_murty();
    test_rays();
    test_edges();
    return test_done();
}
