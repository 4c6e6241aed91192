/* test_lemke: Lemke's method in floating point: worked values, Murty's
 * exponential example, degeneracy, rays, the pivot limit and the trace. */
#include "lcp.h"
#include "lemke.h"
#include "test.h"

#include <stdlib.h>

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
    CHECK(r.message[0] != '\0', "the ray is explained: %s", r.message);
}

int main(void)
{
    test_spd_2x2();
    test_trivial();
    test_murty();
    test_pivot_limit();
    test_degenerate();
    test_ray();
    return test_done();
}
