/* test_lcp_iterative.c: unit tests of the iterative LCP solvers in
 * src/lcp_iterative.c (projected Gauss-Seidel, SOR, the boxed variant and
 * semismooth Newton), each against a value worked out by hand or computed
 * independently here. */
#include "lcp.h"
#include "lcp_iterative.h"
#include "linalg.h"
#include "test.h"

#include <math.h>
#include <string.h>

typedef lcp_status (*solver_fn)(const lcp_problem *, const lcp_options *, double *,
                                lcp_result *);

/* The running example: M = [[2, 1], [1, 2]] is symmetric positive definite. */
static const double M2[4] = {2, 1, 1, 2};

/* Options with a tolerance, an iteration limit and omega; no history. */
static lcp_options options(double tol, int max_iterations, double omega)
{
    lcp_options o = lcp_default_options();
    o.tol = tol;
    o.max_iterations = max_iterations;
    o.omega = omega;
    o.history = NULL;
    o.history_capacity = 0;
    return o;
}

/* A deterministic pseudo-random number in [-1, 1]. */
static double noise(unsigned *state)
{
    *state = *state * 1103515245u + 12345u;
    return ((*state >> 8) % 20001) / 10000.0 - 1.0;
}

/* M = A A^T + I (n <= 8) with the entries of A from noise: symmetric
 * positive definite, so a P-matrix. */
static void random_spd(int n, unsigned *state, double *M)
{
    double A[64];
    for (int i = 0; i < n * n; i++)
        A[i] = noise(state);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = i == j ? 1.0 : 0.0;
            for (int k = 0; k < n; k++)
                s += A[i * n + k] * A[j * n + k];
            M[i * n + j] = s;
        }
}

/* The natural residual by its definition, |min(z, M z + q)|_inf, here. */
static double residual_by_hand(int n, const double *M, const double *q, const double *z)
{
    double worst = 0.0;
    for (int i = 0; i < n; i++) {
        double w = q[i];
        for (int j = 0; j < n; j++)
            w += M[i * n + j] * z[j];
        worst = fmax(worst, fabs(fmin(z[i], w)));
    }
    return worst;
}

/* lcp_natural_residual at points worked out by hand, M = [[2, 1], [1, 2]],
 * q = (-5, -6): z = 0 gives w = q, min = (0 ^ -5, 0 ^ -6) -> 6; z = (1, 1)
 * gives w = (-2, -3) -> 3; z = (3, 0) gives w = (1, -3), min = (1, -3) -> 3;
 * z = (4/3, 7/3) is the solution, w = 0 -> 0 within rounding. */
static void test_natural_residual(void)
{
    const double q[2] = {-5, -6};
    lcp_problem p = {.n = 2, .M = M2, .q = q};
    const double z0[2] = {0, 0}, z1[2] = {1, 1}, z2[2] = {3, 0};
    const double zs[2] = {4.0 / 3.0, 7.0 / 3.0}, zn[2] = {NAN, 0};
    CHECK_NEAR(lcp_natural_residual(&p, z0), 6.0, 0.0, "residual at z = 0 is |q|_inf = 6");
    CHECK_NEAR(lcp_natural_residual(&p, z1), 3.0, 0.0, "residual at z = (1, 1) is 3");
    CHECK_NEAR(lcp_natural_residual(&p, z2), 3.0, 0.0, "residual at z = (3, 0) is 3");
    CHECK_NEAR(lcp_natural_residual(&p, zs), 0.0, 1e-15, "residual at the solution is 0");
    CHECK(isinf(lcp_natural_residual(&p, zn)), "residual of a NaN candidate is infinite");
}

/* M = [[2, 1], [1, 2]], q = (-5, -6): with both z_i > 0, w = 0 gives
 * 2 z1 + z2 = 5, z1 + 2 z2 = 6, so z = (4/3, 7/3); every method finds it. */
static void test_spd_all_methods(void)
{
    const double q[2] = {-5, -6};
    lcp_problem p = {.n = 2, .M = M2, .q = q};
    const solver_fn solvers[3] = {lcp_pgs, lcp_sor, lcp_newton};
    const lcp_method methods[3] = {LCP_METHOD_PGS, LCP_METHOD_SOR, LCP_METHOD_NEWTON};
    const char *names[3] = {"PGS", "SOR", "Newton"};
    for (int k = 0; k < 3; k++) {
        lcp_options o = options(1e-12, 1000, 1.3);
        double z[2] = {0, 0};
        lcp_result r;
        CHECK_INT(solvers[k](&p, &o, z, &r), LCP_SOLVED, "%s: converges on the 2x2 SPD problem",
                  names[k]);
        CHECK_INT(r.status, LCP_SOLVED, "%s: result status matches", names[k]);
        CHECK_INT(r.method, methods[k], "%s: method recorded", names[k]);
        CHECK_NEAR(z[0], 4.0 / 3.0, 1e-9, "%s: z1 = 4/3", names[k]);
        CHECK_NEAR(z[1], 7.0 / 3.0, 1e-9, "%s: z2 = 7/3", names[k]);
        CHECK(strncmp(r.message, "converged", 9) == 0 && !strstr(r.message, "solved"),
              "%s: the message says converged, not solved ('%s')", names[k], r.message);
        CHECK(lcp_check(&p, z, 1e-10, NULL, NULL, 0) == 0, "%s: lcp_check accepts z", names[k]);
    }
}

/* [pgs-contraction]
 * Gauss-Seidel on M = [[2, 1], [1, 2]], q = (-5, -6), both z_i > 0 (so the
 * projection is inactive): z1' = (5 - z2) / 2, z2' = (6 - z1') / 2.  With the
 * errors e = z - (4/3, 7/3):  e1' = -e2 / 2,  e2' = -e1' / 2 = e2 / 4.  The
 * iteration matrix -(D + L)^-1 U = [[0, -1/2], [0, 1/4]] has spectral radius
 * 1/4 = rho_J^2 (rho_J = 1/2, the Jacobi radius of this matrix).
 * After a sweep w2 = 0 and w1 = 2 z1' + z2' - 5 = z2' - z2 = e2' - e2 =
 * -3 e2 / 4, so the residual is (3/4) |e2| while w1 < z1: it shrinks by
 * exactly 1/4 per sweep.  From z = 0 the first sweep gives z = (5/2, 7/4),
 * w1 = 7/4 < z1, residual 7/4; hence residual_k = (7/4) 4^-(k-1).  With
 * tol 1e-10 the rule residual <= tol max(1, |q|_inf) = 6e-10 first holds
 * at the smallest k with 4^(k-1) >= 7 / (4 * 6e-10) = 2.92e9, i.e.
 * k - 1 = 16 (4^15 = 1073741824 < 2.92e9 <= 4^16 = 4294967296): k = 17
 * sweeps.  (Residual 1.75 / 4^16 = 4.07e-10 <= 6e-10 < 1.75 / 4^15 =
 * 1.63e-9: neither is near the threshold, so rounding cannot move k.) */
static void test_pgs_contraction(void)
{
    const double q[2] = {-5, -6};
    lcp_problem p = {.n = 2, .M = M2, .q = q};
    double history[64], z[2] = {0, 0};
    lcp_options o = options(1e-10, 1000, 1.0);
    o.history = history;
    o.history_capacity = 64;
    lcp_result r;
    CHECK_INT(lcp_pgs(&p, &o, z, &r), LCP_SOLVED, "PGS converges");
    CHECK_INT(r.iterations, 17, "PGS takes the predicted 17 sweeps");
    CHECK_NEAR(history[0], 1.75, 0.0, "residual after the first sweep is 7/4");
    double worst = 0.0;
    for (int k = 1; k < 12; k++)
        worst = fmax(worst, fabs(history[k] / history[k - 1] - 0.25));
    CHECK_NEAR(worst, 0.0, 1e-9, "residual ratios of sweeps 1..12 equal 1/4 (worst |ratio - 1/4|)");
    CHECK_NEAR(history[r.iterations - 1] / history[r.iterations - 2], 0.25, 1e-6,
               "the last ratio is still 1/4");
    printf("# PGS contraction: measured %.17g, predicted 0.25\n", history[5] / history[4]);
}
/* [/pgs-contraction] */

/* Projected SOR written out here from its definition (Cottle, Pang and
 * Stone 1992, ch. 5), for comparison with the library's: in each sweep,
 * for i = 1..n in turn, w_i = q_i + sum_j M_ij z_j with the z_j already
 * updated, z_i <- max(0, z_i - omega w_i / M_ii).  Sweeps until
 * residual_by_hand <= goal or limit sweeps; the residual after each sweep
 * goes to history; returns the number of sweeps. */
static int sor_by_hand(int n, const double *M, const double *q, double omega, double goal,
                       int limit, double *z, double *history)
{
    int k = 0;
    while (k < limit && !(residual_by_hand(n, M, q, z) <= goal)) {
        for (int i = 0; i < n; i++) {
            double w = q[i];
            for (int j = 0; j < n; j++)
                w += M[i * n + j] * z[j];
            z[i] = fmax(0.0, z[i] - omega * w / M[i * n + i]);
        }
        history[k++] = residual_by_hand(n, M, q, z);
    }
    return k;
}

/* Young's optimal omega for this matrix: omega_opt = 2 / (1 + sqrt(1 -
 * rho_J^2)) with rho_J = 1/2, i.e. 4 / (2 + sqrt 3) = 8 - 4 sqrt 3 = 1.0718;
 * SOR's radius drops to omega_opt - 1 = 0.072 from Gauss-Seidel's 1/4, so
 * it needs fewer sweeps than PGS's 17 for the same tolerance.  The
 * library's SOR must also follow sor_by_hand sweep by sweep: the same
 * residual after every sweep, the same number of sweeps, the same z. */
static void test_sor_optimal_omega(void)
{
    const double q[2] = {-5, -6};
    lcp_problem p = {.n = 2, .M = M2, .q = q};
    double omega = 8.0 - 4.0 * sqrt(3.0);
    double history[64], hand[64], zh[2] = {0, 0};
    lcp_options o = options(1e-10, 1000, omega);
    double zp[2] = {0, 0}, zs[2] = {0, 0};
    lcp_result rp, rs;
    CHECK_INT(lcp_pgs(&p, &o, zp, &rp), LCP_SOLVED, "PGS converges");
    o.history = history;
    o.history_capacity = 64;
    CHECK_INT(lcp_sor(&p, &o, zs, &rs), LCP_SOLVED, "SOR with omega_opt converges");
    CHECK(rs.iterations < rp.iterations, "SOR with omega_opt takes fewer sweeps (%d) than PGS (%d)",
          rs.iterations, rp.iterations);
    int k = sor_by_hand(2, M2, q, omega, 6e-10, 64, zh, hand);
    CHECK_INT(rs.iterations, k, "SOR: as many sweeps as SOR written out here");
    double worst = 0.0;
    for (int i = 0; i < k && i < rs.history_length; i++)
        worst = fmax(worst, fabs(history[i] - hand[i]));
    CHECK_NEAR(worst, 0.0, 1e-14, "SOR: the residual after every sweep as by hand");
    CHECK(fabs(zs[0] - zh[0]) <= 1e-15 && fabs(zs[1] - zh[1]) <= 1e-15,
          "SOR: z as by hand (%.17g, %.17g)", zh[0], zh[1]);
    CHECK_NEAR(zs[0], 4.0 / 3.0, 1e-9, "SOR: z1 = 4/3");
    CHECK_NEAR(zs[1], 7.0 / 3.0, 1e-9, "SOR: z2 = 7/3");
}

/* M = [[2, 1], [1, 2]], q = (1, -2): z = (0, 1) gives w = (0 + 1 + 1, 0 + 2 - 2)
 * = (2, 0): z1 = 0 with w1 > 0, z2 > 0 with w2 = 0.  PGS from 0: z1 <-
 * max(0, 0 - 1/2) = 0, z2 <- max(0, 0 + 2/2) = 1: exact after one sweep. */
static void test_active_bound(void)
{
    const double q[2] = {1, -2};
    lcp_problem p = {.n = 2, .M = M2, .q = q};
    const solver_fn solvers[3] = {lcp_pgs, lcp_sor, lcp_newton};
    const char *names[3] = {"PGS", "SOR", "Newton"};
    for (int k = 0; k < 3; k++) {
        lcp_options o = options(1e-12, 1000, 1.3);
        double z[2] = {0, 0}, w[2];
        lcp_result r;
        CHECK_INT(solvers[k](&p, &o, z, &r), LCP_SOLVED, "%s: converges with a bound active",
                  names[k]);
        CHECK_NEAR(z[0], 0.0, 1e-12, "%s: z1 = 0 (bound active)", names[k]);
        CHECK_NEAR(z[1], 1.0, 1e-9, "%s: z2 = 1", names[k]);
        CHECK(lcp_check(&p, z, 1e-9, w, NULL, 0) == 0, "%s: lcp_check accepts z", names[k]);
        CHECK_NEAR(w[0], 2.0, 1e-9, "%s: w1 = 2 > 0", names[k]);
        if (k == 0) {
            CHECK_INT(r.iterations, 1, "PGS: exact after one sweep");
            CHECK(z[0] == 0.0 && z[1] == 1.0, "PGS: z = (0, 1) exactly");
        }
    }
}

/* Newton from z = 0 on q = (0, -3): row 1 starts degenerate (z1 = w1 = 0),
 * the r_i = 0 case of the Jacobian.  Solution z = (0, 3/2), w = (3/2, 0). */
static void test_newton_degenerate_start(void)
{
    const double q[2] = {0, -3};
    lcp_problem p = {.n = 2, .M = M2, .q = q};
    lcp_options o = options(1e-12, 100, 1.0);
    double z[2] = {0, 0};
    lcp_result r;
    CHECK_INT(lcp_newton(&p, &o, z, &r), LCP_SOLVED, "Newton converges from a degenerate start");
    CHECK_NEAR(z[0], 0.0, 1e-12, "Newton: z1 = 0");
    CHECK_NEAR(z[1], 1.5, 1e-12, "Newton: z2 = 3/2");
    CHECK(r.iterations <= 10, "Newton: a handful of steps (%d)", r.iterations);
}

/* A solved start needs no iteration: z = (0, 1) for q = (1, -2). */
static void test_warm_start(void)
{
    const double q[2] = {1, -2};
    lcp_problem p = {.n = 2, .M = M2, .q = q};
    const solver_fn solvers[3] = {lcp_pgs, lcp_sor, lcp_newton};
    for (int k = 0; k < 3; k++) {
        lcp_options o = options(1e-12, 1000, 1.3);
        double z[2] = {0, 1};
        lcp_result r;
        CHECK_INT(solvers[k](&p, &o, z, &r), LCP_SOLVED, "solver %d: a solved start converges", k);
        CHECK_INT(r.iterations, 0, "solver %d: after 0 iterations", k);
        CHECK_INT(r.history_length, 0, "solver %d: nothing recorded", k);
    }
}

/* Data, options and boxes the methods must refuse, with the reason. */
static void test_bad_input(void)
{
    const double Mz[4] = {2, 1, 1, 0}, Mn[4] = {-1, 0, 0, 2}, q[2] = {-1, -1};
    const double qnan[2] = {NAN, 1};
    lcp_problem pz = {.n = 2, .M = Mz, .q = q}, pn = {.n = 2, .M = Mn, .q = q};
    lcp_problem pq = {.n = 2, .M = M2, .q = qnan}, p0 = {.n = 0, .M = M2, .q = q};
    lcp_problem p = {.n = 2, .M = M2, .q = q};
    lcp_options o = options(1e-10, 100, 1.5);
    double z[2] = {0, 0};
    lcp_result r;

    CHECK_INT(lcp_pgs(&pz, &o, z, &r), LCP_BAD_INPUT, "PGS: M_22 = 0 is bad input");
    CHECK(strstr(r.message, "i = 2") != NULL, "PGS: the message names i = 2 ('%s')", r.message);
    CHECK_INT(lcp_sor(&pn, &o, z, &r), LCP_BAD_INPUT, "SOR: M_11 = -1 is bad input");
    CHECK(strstr(r.message, "i = 1") != NULL, "SOR: the message names i = 1 ('%s')", r.message);
    const double omegas[4] = {2.0, 0.0, -0.5, NAN};
    for (int k = 0; k < 4; k++) {
        lcp_options ob = options(1e-10, 100, omegas[k]);
        CHECK_INT(lcp_sor(&p, &ob, z, &r), LCP_BAD_INPUT, "SOR: omega = %g is bad input",
                  omegas[k]);
        CHECK(strstr(r.message, "omega") != NULL, "SOR: the message names omega = %g",
              omegas[k]);
    }
    lcp_options o2 = options(1e-10, 100, 2.0);
    CHECK_INT(lcp_pgs(&p, &o2, z, &r), LCP_SOLVED, "PGS ignores omega");
    z[0] = z[1] = 0;
    CHECK_INT(lcp_newton(&pq, &o, z, &r), LCP_BAD_INPUT, "Newton: NaN in q is bad input");
    CHECK_INT(lcp_pgs(&p0, &o, z, &r), LCP_BAD_INPUT, "PGS: n = 0 is bad input");
    double znan[2] = {0, INFINITY};
    CHECK_INT(lcp_newton(&p, &o, znan, &r), LCP_BAD_INPUT, "Newton: infinite start is bad input");
    lcp_options oneg = options(-1.0, 100, 1.0);
    CHECK_INT(lcp_pgs(&p, &oneg, z, &r), LCP_BAD_INPUT, "PGS: tol < 0 is bad input");
    CHECK(r.message[0] != '\0' && strchr(r.message, '\n') == NULL, "one-line message");

    const double lo_bad[2] = {0, 2}, hi_bad[2] = {1, 1}, lo_nan[2] = {NAN, 0};
    const double hi_ok[2] = {1, 1}, lo_inf[2] = {INFINITY, 0}, hi_inf[2] = {INFINITY, 1};
    CHECK_INT(blcp_pgs(&p, lo_bad, hi_bad, &o, z, &r), LCP_BAD_INPUT, "BLCP: lo_2 > hi_2");
    CHECK(strstr(r.message, "i = 2") != NULL, "BLCP: the message names i = 2 ('%s')", r.message);
    CHECK_INT(blcp_pgs(&p, lo_nan, hi_ok, &o, z, &r), LCP_BAD_INPUT, "BLCP: NaN lo");
    CHECK_INT(blcp_pgs(&p, lo_inf, hi_inf, &o, z, &r), LCP_BAD_INPUT, "BLCP: lo_1 = +inf");
    CHECK_INT(blcp_pgs(&pz, lo_bad, hi_ok, &o, z, &r), LCP_BAD_INPUT, "BLCP: M_22 = 0");
    CHECK_INT(blcp_pgs(&p, NULL, hi_ok, &o, z, &r), LCP_BAD_INPUT, "BLCP: lo = NULL");
}

/* M = [[1, -1], [-1, 1]], q = (-1, -1) has no solution: w1 + w2 =
 * (z1 - z2) + (-z1 + z2) - 2 = -2 < 0 for every z, so w >= 0 fails.
 * Newton must not claim convergence; nor must PGS, whose sweep
 * z1 <- z2 + 1, z2 <- z1 + 1 climbs by 2 per sweep without end. */
static void test_no_solution(void)
{
    const double M[4] = {1, -1, -1, 1}, q[2] = {-1, -1};
    lcp_problem p = {.n = 2, .M = M, .q = q};
    lcp_options o = options(1e-10, 200, 1.0);
    double z[2] = {0, 0};
    lcp_result r;
    lcp_status s = lcp_newton(&p, &o, z, &r);
    CHECK(s == LCP_ITERATION_LIMIT || s == LCP_NUMERICAL_FAILURE,
          "Newton: no solution ends as %s: %s", lcp_status_name(s), r.message);
    z[0] = z[1] = 0;
    CHECK_INT(lcp_pgs(&p, &o, z, &r), LCP_ITERATION_LIMIT, "PGS: iteration limit");
    CHECK_INT(r.iterations, 200, "PGS: all 200 sweeps ran");
    CHECK_NEAR(z[1], 400.0, 0.0, "PGS: z2 climbed by 2 per sweep to 400");
}

/* M = [[1, -3], [-3, 1]], q = (-1, -1): PGS sweeps z1 <- 1 + 3 z2,
 * z2 <- 1 + 3 z1, so z grows ninefold per sweep and overflows after about
 * log(1e308) / log 9 = 323 sweeps: a numerical failure, long before the
 * limit.  (No solution exists: w1 + w2 = -2 z1 - 2 z2 - 2 < 0.) */
static void test_divergence(void)
{
    const double M[4] = {1, -3, -3, 1}, q[2] = {-1, -1};
    lcp_problem p = {.n = 2, .M = M, .q = q};
    lcp_options o = options(1e-10, 10000, 1.0);
    double z[2] = {0, 0};
    lcp_result r;
    CHECK_INT(lcp_pgs(&p, &o, z, &r), LCP_NUMERICAL_FAILURE, "PGS diverges: numerical failure");
    CHECK(r.iterations > 300 && r.iterations < 340, "PGS: overflow after ~323 sweeps (%d)",
          r.iterations);
    CHECK(strstr(r.message, "diverged") != NULL, "the message says diverged ('%s')", r.message);
}

/* A non-symmetric P-matrix where PGS cycles: M = [[1, 2], [-2, 1]] (minors
 * 1, 1, 5 > 0), q = (-3, 1), unique solution z = (1, 1) with w = 0.  From 0:
 * z1 <- max(0, 3 - 2 z2) = 3, z2 <- max(0, -1 + 2 z1) = 5; then z1 <-
 * max(0, 3 - 10) = 0, z2 <- max(0, -1 + 0) = 0: the period-2 cycle
 * (3, 5), (0, 0), residual 3 at both (min(3, w1 = 10) and min(0, w1 = -3)).
 * PGS ends at the limit with residual 3 throughout; Newton finds (1, 1). */
static void test_nonsymmetric_cycle(void)
{
    const double M[4] = {1, 2, -2, 1}, q[2] = {-3, 1};
    lcp_problem p = {.n = 2, .M = M, .q = q};
    double history[50], z[2] = {0, 0};
    lcp_options o = options(1e-10, 50, 1.0);
    o.history = history;
    o.history_capacity = 50;
    lcp_result r;
    CHECK_INT(lcp_pgs(&p, &o, z, &r), LCP_ITERATION_LIMIT, "PGS cycles: iteration limit");
    double worst = 0.0;
    for (int k = 0; k < r.history_length; k++)
        worst = fmax(worst, fabs(history[k] - 3.0));
    CHECK_NEAR(worst, 0.0, 0.0, "PGS: residual 3 after every sweep");
    CHECK(z[0] == 0.0 && z[1] == 0.0, "PGS: after 50 (even) sweeps z = (0, 0)");
    z[0] = z[1] = 0;
    o.history = NULL;
    CHECK_INT(lcp_newton(&p, &o, z, &r), LCP_SOLVED, "Newton converges on the same problem");
    CHECK_NEAR(z[0], 1.0, 1e-10, "Newton: z1 = 1");
    CHECK_NEAR(z[1], 1.0, 1e-10, "Newton: z2 = 1");
}

/* The limit: three PGS sweeps on q = (-5, -6) leave residual
 * (7/4) 4^-2 = 7/64 = 0.109375 (see [pgs-contraction]). */
static void test_iteration_limit(void)
{
    const double q[2] = {-5, -6};
    lcp_problem p = {.n = 2, .M = M2, .q = q};
    lcp_options o = options(1e-10, 3, 1.0);
    double z[2] = {0, 0};
    lcp_result r;
    CHECK_INT(lcp_pgs(&p, &o, z, &r), LCP_ITERATION_LIMIT, "PGS: 3 sweeps are not enough");
    CHECK_INT(r.iterations, 3, "PGS: 3 sweeps recorded");
    CHECK_NEAR(lcp_natural_residual(&p, z), 7.0 / 64.0, 1e-15, "residual 7/64 after 3 sweeps");
    CHECK(strstr(r.message, "0.109") != NULL, "the message gives the residual ('%s')", r.message);
}

/* History: every entry when it fits, the first entries when it does not,
 * and the last entry is the residual of the returned z. */
static void test_history(void)
{
    const double q[2] = {-5, -6};
    lcp_problem p = {.n = 2, .M = M2, .q = q};
    const solver_fn solvers[3] = {lcp_pgs, lcp_sor, lcp_newton};
    const char *names[3] = {"PGS", "SOR", "Newton"};
    for (int k = 0; k < 3; k++) {
        double full[100], part[5], z[2] = {0, 0}, zp[2] = {0, 0};
        lcp_options o = options(1e-12, 1000, 1.3);
        o.history = full;
        o.history_capacity = 100;
        lcp_result r, rp;
        solvers[k](&p, &o, z, &r);
        CHECK_INT(r.history_length, r.iterations, "%s: history_length == iterations (%d)",
                  names[k], r.iterations);
        CHECK_NEAR(full[r.history_length - 1], lcp_natural_residual(&p, z), 0.0,
                   "%s: the last entry is the residual of z", names[k]);
        CHECK_NEAR(full[r.history_length - 1], residual_by_hand(2, M2, q, z), 1e-15,
                   "%s: ... and of its definition", names[k]);
        o.history = part;
        o.history_capacity = 2;
        solvers[k](&p, &o, zp, &rp);
        CHECK_INT(rp.history_length, 2, "%s: truncated at capacity 2", names[k]);
        CHECK(part[0] == full[0] && part[1] == full[1], "%s: the same first entries", names[k]);
        CHECK_INT(rp.iterations, r.iterations, "%s: truncation does not stop it", names[k]);
    }
    double z[2] = {0, 0};
    lcp_options o = options(1e-12, 1000, 1.0);
    lcp_result r;
    lcp_pgs(&p, &o, z, &r);
    CHECK_INT(r.history_length, 0, "no history array: nothing recorded");
}

/* 1D box, M = 2, q = -10: the unconstrained root z = 5 is clipped to
 * hi = 3, where w = 2 * 3 - 10 = -4 <= 0 as z = hi requires; with
 * [-inf, +inf] the BLCP is the linear equation 2 z = 10, z = 5. */
static void test_blcp_1d(void)
{
    const double M[1] = {2}, q[1] = {-10};
    const double lo[1] = {-1}, hi[1] = {3}, lo_inf[1] = {-INFINITY}, hi_inf[1] = {INFINITY};
    lcp_problem p = {.n = 1, .M = M, .q = q};
    double history[10];
    lcp_options o = options(1e-12, 100, 1.0);
    o.history = history;
    o.history_capacity = 10;
    double z[1] = {0};
    lcp_result r;
    CHECK_INT(blcp_pgs(&p, lo, hi, &o, z, &r), LCP_SOLVED, "BLCP 1D: converges");
    CHECK_NEAR(z[0], 3.0, 0.0, "BLCP 1D: z = hi = 3");
    CHECK_INT(r.method, LCP_METHOD_PGS, "BLCP 1D: method PGS");
    CHECK_INT(r.history_length, r.iterations, "BLCP 1D: history length");
    CHECK_NEAR(history[r.iterations - 1], 0.0, 0.0, "BLCP 1D: last residual 0");
    CHECK_NEAR(blcp_violation(&p, lo, hi, z), 0.0, 0.0, "BLCP 1D: violation 0");
    z[0] = 0;
    CHECK_INT(blcp_pgs(&p, lo_inf, hi_inf, &o, z, &r), LCP_SOLVED, "BLCP unbounded: converges");
    CHECK_NEAR(z[0], 5.0, 0.0, "BLCP unbounded: z = 5, the linear solve");

    /* Violations by hand: z = 2.5 is inside with w = -5: z = hi or w = 0
     * is wanted, off by min(5, 3 - 2.5) = 0.5; z = 4 is 1 above hi;
     * z = -1 = lo with w = -12 < 0: off by min(12, 3 - (-1)) = 4. */
    const double z25[1] = {2.5}, z4[1] = {4}, zm1[1] = {-1};
    CHECK_NEAR(blcp_violation(&p, lo, hi, z25), 0.5, 0.0, "violation at z = 2.5 is 0.5");
    CHECK_NEAR(blcp_violation(&p, lo, hi, z4), 1.0, 0.0, "violation at z = 4 is 1");
    CHECK_NEAR(blcp_violation(&p, lo, hi, zm1), 4.0, 0.0, "violation at z = -1 is 4");
    CHECK_NEAR(blcp_violation(&p, lo_inf, hi_inf, z25), 5.0, 0.0,
               "unbounded: violation at z = 2.5 is |w| = 5");
}

/* Does z (with w) meet row i's BLCP conditions in pattern c (0: z_i = lo_i,
 * 1: z_i = hi_i, 2: free), to a rounding allowance of 1e-12? */
static int pattern_holds(int c, double z, double w, double lo, double hi)
{
    if (c == 0)
        return w >= -1e-12;
    if (c == 1)
        return w <= 1e-12;
    return z >= lo - 1e-12 && z <= hi + 1e-12;
}

/* Try one of the 3^n active-set patterns: fix the bounded z_i, solve
 * M_FF z_F = -(q_F + M_FB z_B) for the free ones; 1 if the conditions hold. */
static int try_pattern(int n, const double *M, const double *q, const double *lo,
                       const double *hi, const int *c, double *z)
{
    int free_index[8], nf = 0, perm[8];
    double A[64], b[8];
    for (int i = 0; i < n; i++) {
        z[i] = c[i] == 0 ? lo[i] : c[i] == 1 ? hi[i] : 0.0;
        if (c[i] == 2)
            free_index[nf++] = i;
    }
    for (int a = 0; a < nf; a++) {
        int i = free_index[a];
        b[a] = -q[i];
        for (int j = 0; j < n; j++)
            b[a] -= c[j] == 2 ? 0.0 : M[i * n + j] * z[j];
        for (int e = 0; e < nf; e++)
            A[a * nf + e] = M[i * n + free_index[e]];
    }
    if (nf > 0 && linalg_lu(nf, A, perm, 1e-14) < nf)
        return 0;
    if (nf > 0)
        linalg_lu_solve(nf, A, perm, b);
    for (int a = 0; a < nf; a++)
        z[free_index[a]] = b[a];
    for (int i = 0; i < n; i++) {
        double w = q[i];
        for (int j = 0; j < n; j++)
            w += M[i * n + j] * z[j];
        if (!pattern_holds(c[i], z[i], w, lo[i], hi[i]))
            return 0;
    }
    return 1;
}

/* Every pattern in turn (c counts in base 3); the number that hold, the
 * last of their solutions in z and its pattern in c_found. */
static int enumerate_blcp(int n, const double *M, const double *q, const double *lo,
                          const double *hi, double *z, int *c_found)
{
    int total = 1, found = 0;
    for (int i = 0; i < n; i++)
        total *= 3;
    for (int code = 0; code < total; code++) {
        int c[8], rest = code;
        double candidate[8];
        for (int i = 0; i < n; i++, rest /= 3)
            c[i] = rest % 3;
        if (try_pattern(n, M, q, lo, hi, c, candidate)) {
            found++;
            memcpy(z, candidate, (size_t)n * sizeof *z);
            memcpy(c_found, c, (size_t)n * sizeof *c);
        }
    }
    return found;
}

/* A friction-like box: SPD M, normal forces fn = (2, 1, 3), mu = 1/2,
 * lo = -mu fn = (-1, -1/2, -3/2), hi = mu fn, q = (-8, 3, -1/2).  By hand:
 * z1 = hi_1 = 1 and z2 = lo_2 = -1/2 leave row 3: 2 z3 = 1/2 - z1/2 - z2,
 * z3 = 1/4 inside; then w1 = -8 + 4 - 1/2 + 1/8 = -35/8 <= 0 (z1 at hi)
 * and w2 = 3 + 1 - 3/2 + 1/4 = 11/4 >= 0 (z2 at lo).  M is SPD, so this is
 * the only solution (it minimises the strictly convex z^T M z / 2 + q^T z
 * over the box).  PGS must find it. */
static void test_blcp_friction(void)
{
    const double M[9] = {4, 1, 0.5, 1, 3, 1, 0.5, 1, 2}, q[3] = {-8, 3, -0.5};
    const double fn[3] = {2, 1, 3}, mu = 0.5, want[3] = {1, -0.5, 0.25};
    double lo[3], hi[3], z[3] = {0, 0, 0};
    for (int i = 0; i < 3; i++) {
        lo[i] = -mu * fn[i];
        hi[i] = mu * fn[i];
    }
    lcp_problem p = {.n = 3, .M = M, .q = q};
    lcp_options o = options(1e-12, 1000, 1.0);
    lcp_result r;
    CHECK_INT(blcp_pgs(&p, lo, hi, &o, z, &r), LCP_SOLVED, "friction box: converges");
    CHECK(blcp_violation(&p, lo, hi, z) < 1e-9, "friction box: violation %.2g < 1e-9",
          blcp_violation(&p, lo, hi, z));
    double worst = 0.0;
    for (int i = 0; i < 3; i++)
        worst = fmax(worst, fabs(z[i] - want[i]));
    CHECK_NEAR(worst, 0.0, 1e-9, "friction box: z = (1, -1/2, 1/4) as by hand (z1 at hi, "
               "z2 at lo, z3 inside)");
}

/* Random boxed problems, n = 4: M = A A^T + I (SPD, so one solution),
 * lo_i in [-1, 0], hi_i in [0, 1].  The enumeration of all 3^4 active
 * sets, written here with its own linear solve, must find exactly one
 * pattern, and blcp_pgs must agree with it. */
static void test_blcp_random(void)
{
    enum { N = 4, COUNT = 20 };
    unsigned state = 77u;
    int agree = 0, kinds[3] = {0, 0, 0};
    double worst = 0.0;
    for (int t = 0; t < COUNT; t++) {
        double M[N * N], q[N], lo[N], hi[N], z[N] = {0}, ze[N] = {0};
        int pattern[N];
        random_spd(N, &state, M);
        for (int i = 0; i < N; i++) {
            q[i] = 3.0 * noise(&state);
            lo[i] = -0.5 - 0.5 * noise(&state);
            hi[i] = 0.5 + 0.5 * noise(&state);
        }
        lcp_problem p = {.n = N, .M = M, .q = q};
        lcp_options o = options(1e-13, 100000, 1.0);
        lcp_result r;
        int solved = blcp_pgs(&p, lo, hi, &o, z, &r) == LCP_SOLVED;
        int found = enumerate_blcp(N, M, q, lo, hi, ze, pattern);
        double gap = found == 1 ? 0.0 : INFINITY; /* ze is only set when found */
        for (int i = 0; found == 1 && i < N; i++)
            gap = fmax(gap, fabs(z[i] - ze[i]));
        agree += solved && found == 1 && gap <= 1e-9;
        worst = fmax(worst, gap);
        for (int i = 0; found == 1 && i < N; i++)
            kinds[pattern[i]]++;
    }
    printf("# random boxes: %d z_i at lo, %d at hi, %d inside\n", kinds[0], kinds[1], kinds[2]);
    CHECK_INT(agree, COUNT, "random boxes: PGS agrees with the one active set the enumeration "
              "finds (worst |dz| = %.2g)", worst);
}

/* Random SPD problems M = A A^T + I (a P-matrix: the solution is unique):
 * PGS, SOR (omega 1.3) and Newton reach residual < 1e-9 and agree. */
static void test_random_spd(void)
{
    enum { N = 8, COUNT = 30 };
    unsigned state = 2024u;
    double worst_residual = 0.0, worst_gap = 0.0;
    int converged = 0, checked = 0;
    for (int t = 0; t < COUNT; t++) {
        double M[N * N], q[N], z[3][N];
        random_spd(N, &state, M);
        for (int i = 0; i < N; i++)
            q[i] = noise(&state);
        lcp_problem p = {.n = N, .M = M, .q = q};
        const solver_fn solvers[3] = {lcp_pgs, lcp_sor, lcp_newton};
        for (int k = 0; k < 3; k++) {
            lcp_options o = options(1e-11, 100000, 1.3);
            lcp_result r;
            memset(z[k], 0, sizeof z[k]);
            converged += solvers[k](&p, &o, z[k], &r) == LCP_SOLVED;
            worst_residual = fmax(worst_residual, residual_by_hand(N, M, q, z[k]));
            checked += lcp_check(&p, z[k], 1e-8, NULL, NULL, 0) == 0;
        }
        for (int i = 0; i < N; i++)
            worst_gap = fmax(worst_gap, fmax(fabs(z[0][i] - z[1][i]), fabs(z[0][i] - z[2][i])));
    }
    CHECK_INT(converged, 3 * COUNT, "random SPD: all 90 runs converge");
    CHECK(worst_residual < 1e-9, "random SPD: worst residual %.2g < 1e-9", worst_residual);
    CHECK(worst_gap < 1e-7, "random SPD: PGS, SOR, Newton agree to %.2g < 1e-7", worst_gap);
    CHECK_INT(checked, 3 * COUNT, "random SPD: lcp_check accepts all 90");
}

int main(void)
{
    test_natural_residual();
    test_spd_all_methods();
    test_pgs_contraction();
    test_sor_optimal_omega();
    test_active_bound();
    test_newton_degenerate_start();
    test_warm_start();
    test_bad_input();
    test_no_solution();
    test_divergence();
    test_nonsymmetric_cycle();
    test_iteration_limit();
    test_history();
    test_blcp_1d();
    test_blcp_friction();
    test_blcp_random();
    test_random_spd();
    return test_done();
}
