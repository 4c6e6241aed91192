/* test_lcp.c: unit tests of the LCP interface in src/lcp.c: the size-1
 * solver, the independent check, its tolerance, names and exit codes. */
#include "lcp.h"
#include "lcp_solve.h"
#include "test.h"

#include <float.h>

#include <string.h>

/* Solve the 1x1 LCP 0 <= z _|_ a z + b >= 0 by the closed form
 * (LCP_METHOD_SCALAR, chapter 2). */
static lcp_status solve1(double a, double b, double *z, double *w, lcp_result *r)
{
    double M[1] = {a}, q[1] = {b};
    lcp_problem p = {.n = 1, .M = M, .q = q};
    lcp_options o = lcp_default_options();
    o.method = LCP_METHOD_SCALAR;
    return lcp_solve(&p, &o, z, w, r);
}

/* Default options as documented in lcp.h. */
static void test_defaults(void)
{
    lcp_options o = lcp_default_options();
    CHECK(o.method == LCP_METHOD_AUTO, "default method is automatic");
    CHECK_NEAR(o.tol, 1e-10, 0.0, "default tolerance 1e-10");
    CHECK_INT(o.max_iterations, 10000, "default iteration limit 10000");
    CHECK_NEAR(o.pivot_tol, 1e-12, 0.0, "default pivot tolerance 1e-12");
    CHECK(o.exact_fallback == 1 && o.trace == NULL, "exact fallback on, no trace");
}

/* n = 1 with a solution: b > 0, b = 0, b < 0 with a > 0, a < 0 with b > 0. */
static void test_scalar_solved(void)
{
    double z[1] = {-9}, w[1] = {-9};
    lcp_result r;

    /* b = 3 > 0: z = 0, w = b. */
    CHECK_INT(solve1(2.0, 3.0, z, w, &r), LCP_SOLVED, "a = 2, b = 3: solved");
    CHECK(z[0] == 0.0 && w[0] == 3.0, "a = 2, b = 3: z = 0, w = 3 (got %g %g)", z[0], w[0]);
    CHECK_INT(r.status, LCP_SOLVED, "result status matches the return value");
    CHECK_INT(r.method, LCP_METHOD_SCALAR, "the closed form ran, not Lemke");
    CHECK_NEAR(r.violation, 0.0, 0.0, "solved: violation 0");
    CHECK(strcmp(r.message, "solved") == 0, "solved: message 'solved' (got '%s')", r.message);

    /* b = 0: z = 0, w = 0 (even with a < 0). */
    z[0] = w[0] = -9;
    CHECK_INT(solve1(-1.0, 0.0, z, w, &r), LCP_SOLVED, "a = -1, b = 0: solved");
    CHECK(z[0] == 0.0 && w[0] == 0.0, "a = -1, b = 0: z = 0, w = 0 (got %g %g)", z[0], w[0]);

    /* b = -3 < 0, a = 2 > 0: z = -b/a = 1.5, w = 0. */
    z[0] = w[0] = -9;
    CHECK_INT(solve1(2.0, -3.0, z, w, &r), LCP_SOLVED, "a = 2, b = -3: solved");
    CHECK_NEAR(z[0], 1.5, 0.0, "a = 2, b = -3: z = -b/a = 1.5");
    CHECK_NEAR(w[0], 0.0, 0.0, "a = 2, b = -3: w = 0");
    CHECK_INT(lcp_exit_code(r.status), 0, "solved: exit code 0");

    /* b = -1, a = 3: z = 1/3, w = 3 (1/3) - 1 within rounding. */
    CHECK_INT(solve1(3.0, -1.0, z, w, &r), LCP_SOLVED, "a = 3, b = -1: solved");
    CHECK_NEAR(z[0], 1.0 / 3.0, 1e-16, "a = 3, b = -1: z = 1/3");
    CHECK_NEAR(w[0], 0.0, 1e-15, "a = 3, b = -1: w = 0 within rounding");

    /* a = -2 < 0, b = 5 > 0: z = 0 is the solution. */
    z[0] = w[0] = -9;
    CHECK_INT(solve1(-2.0, 5.0, z, w, &r), LCP_SOLVED, "a = -2, b = 5: solved");
    CHECK(z[0] == 0.0 && w[0] == 5.0, "a = -2, b = 5: z = 0, w = 5 (got %g %g)", z[0], w[0]);

    /* NULL options and NULL result are allowed. */
    double M[1] = {4}, q[1] = {-2};
    lcp_problem p = {.n = 1, .M = M, .q = q};
    z[0] = w[0] = -9;
    CHECK_INT(lcp_solve(&p, NULL, z, w, NULL), LCP_SOLVED, "NULL options and result: solved");
    CHECK_NEAR(z[0], 0.5, 0.0, "NULL options and result: z = 0.5");
}

/* n = 1 without a solution: b < 0 and a <= 0. */
static void test_scalar_no_solution(void)
{
    double z[1], w[1];
    lcp_result r;
    const double slopes[2] = {0.0, -1.5};
    for (int k = 0; k < 2; k++) {
        memset(&r, 0, sizeof r);
        lcp_status s = solve1(slopes[k], -1.0, z, w, &r);
        CHECK_INT(s, LCP_NO_SOLUTION, "a = %g, b = -1: no solution", slopes[k]);
        CHECK_INT(r.status, LCP_NO_SOLUTION, "a = %g, b = -1: result status", slopes[k]);
        CHECK_INT(lcp_exit_code(s), 2, "a = %g, b = -1: exit code 2", slopes[k]);
        CHECK(strstr(r.message, "M_11 <= 0 and q_1 < 0") != NULL,
              "a = %g, b = -1: the message says why ('%s')", slopes[k], r.message);
    }
}

/* With tol = 0 only the rounding of w = M z + q itself is allowed:
 * a = 49, b = -1 gives z = fl(1/49) and w = 49 z - 1 of the order of eps,
 * within 16 n eps |M| |z| = 16 eps, so it is solved; the violation is 0. */
static void test_scalar_verified(void)
{
    double M[1] = {49}, q[1] = {-1}, z[1], w[1];
    lcp_problem p = {.n = 1, .M = M, .q = q};
    lcp_options o = lcp_default_options();
    lcp_result r;
    o.tol = 0.0;
    lcp_status s = lcp_solve(&p, &o, z, w, &r);
    CHECK_INT(s, LCP_SOLVED, "a = 49, b = -1, tol 0: only rounding, solved");
    CHECK(fabs(w[0]) <= 16 * DBL_EPSILON && r.violation == 0.0,
          "... w = %g is within the rounding bound", w[0]);
    o.tol = 1e-10;
    CHECK_INT(lcp_solve(&p, &o, z, w, &r), LCP_SOLVED, "a = 49, b = -1, tol 1e-10: solved");
}

/* Bad input: NaN or Inf in M or q, n = 0, and n = 2 (no general solver yet). */
static void test_bad_input(void)
{
    double z[2] = {0}, w[2] = {0};
    lcp_result r;
    const double bad[3] = {NAN, INFINITY, -INFINITY};
    for (int k = 0; k < 3; k++) {
        memset(&r, 0, sizeof r);
        lcp_status s = solve1(bad[k], -1.0, z, w, &r);
        CHECK_INT(s, LCP_BAD_INPUT, "M = %g: bad input", bad[k]);
        CHECK_INT(lcp_exit_code(s), 1, "M = %g: exit code 1", bad[k]);
        CHECK(r.message[0] != '\0', "M = %g: message '%s'", bad[k], r.message);
        memset(&r, 0, sizeof r);
        s = solve1(1.0, bad[k], z, w, &r);
        CHECK_INT(s, LCP_BAD_INPUT, "q = %g: bad input", bad[k]);
        CHECK(r.status == LCP_BAD_INPUT && r.message[0] != '\0', "q = %g: result and message",
              bad[k]);
    }

    double M[4] = {2, 1, 1, 2}, q[2] = {-5, -6};
    lcp_problem p0 = {.n = 0, .M = M, .q = q};
    memset(&r, 0, sizeof r);
    CHECK_INT(lcp_solve(&p0, NULL, z, w, &r), LCP_BAD_INPUT, "n = 0: bad input");
    CHECK(r.message[0] != '\0', "n = 0: message '%s'", r.message);
    lcp_problem pneg = {.n = -1, .M = M, .q = q};
    CHECK_INT(lcp_solve(&pneg, NULL, z, w, NULL), LCP_BAD_INPUT, "n = -1: bad input");

    /* A solvable 2x2 (solution z = [4/3, 7/3], w = 0) goes to Lemke. */
    lcp_problem p2 = {.n = 2, .M = M, .q = q};
    memset(&r, 0, sizeof r);
    lcp_status s = lcp_solve(&p2, NULL, z, w, &r);
    CHECK(s == LCP_SOLVED && r.status == s && r.method == LCP_METHOD_LEMKE,
          "n = 2: solved by Lemke");
    CHECK_NEAR(z[0], 4.0 / 3.0, 1e-14, "n = 2: z1 = 4/3");
    CHECK_NEAR(z[1], 7.0 / 3.0, 1e-14, "n = 2: z2 = 7/3");
    CHECK_NEAR(w[0] + w[1], 0.0, 1e-14, "n = 2: w = 0 recomputed");

    /* NaN in a 2x2 is reported as bad input as well. */
    M[3] = NAN;
    CHECK_INT(lcp_solve(&p2, NULL, z, w, NULL), LCP_BAD_INPUT, "n = 2 with NaN: bad input");
}

/* lcp_check on the hand-solved 2x2: M = [[2,1],[1,2]], q = [-5,-6]. */
static void test_check_solution(void)
{
    /* w = 0 means 2 z1 + z2 = 5, z1 + 2 z2 = 6: z2 = 7/3, z1 = 4/3. */
    const double M[4] = {2, 1, 1, 2}, q[2] = {-5, -6};
    lcp_problem p = {.n = 2, .M = M, .q = q};
    double z[2] = {4.0 / 3.0, 7.0 / 3.0}, w[2] = {99, 99};
    lcp_violation v[4];
    CHECK_INT(lcp_check(&p, z, 1e-10, w, v, 4), 0, "z = [4/3, 7/3] passes the check");
    CHECK_NEAR(w[0], 0.0, 1e-14, "recomputed w_1 = 0");
    CHECK_NEAR(w[1], 0.0, 1e-14, "recomputed w_2 = 0");

    /* z = [0, 3]: w = [3 - 5, 6 - 6] = [-2, 0]: only w_1 < 0. */
    double z2[2] = {0, 3};
    CHECK_INT(lcp_check(&p, z2, 1e-10, w, v, 4), 1, "z = [0,3]: one violation");
    CHECK(w[0] == -2.0 && w[1] == 0.0, "z = [0,3]: w = [-2,0] (got %g %g)", w[0], w[1]);
    CHECK(v[0].condition == LCP_W_NEGATIVE && v[0].index == 0 && v[0].value == -2.0,
          "z = [0,3]: w >= 0 broken at index 0 with value -2");

    /* z = 0: w = q, both entries negative. */
    double z0[2] = {0, 0};
    CHECK_INT(lcp_check(&p, z0, 1e-10, NULL, v, 4), 2, "z = 0: w = q < 0 twice (w may be NULL)");
    CHECK(v[0].condition == LCP_W_NEGATIVE && v[1].condition == LCP_W_NEGATIVE &&
              v[0].index + v[1].index == 1,
          "z = 0: both violations are w >= 0, at indices 0 and 1");
}

/* lcp_check names each broken condition and its 0-based index.
 * Problem: M = I, q = [1, -2], solved by z = [0, 2], w = [1, 0]. */
static void test_check_conditions(void)
{
    const double M[4] = {1, 0, 0, 1}, q[2] = {1, -2};
    lcp_problem p = {.n = 2, .M = M, .q = q};
    lcp_violation v[4];
    double w[2];

    double ok[2] = {0, 2};
    CHECK_INT(lcp_check(&p, ok, 1e-10, w, v, 4), 0, "M = I, q = [1,-2]: z = [0,2] passes");

    /* z = [-1, 2]: w = [0, 0]; only z_1 < 0. */
    double zn[2] = {-1, 2};
    CHECK_INT(lcp_check(&p, zn, 1e-10, w, v, 4), 1, "z = [-1,2]: one violation");
    CHECK(v[0].condition == LCP_Z_NEGATIVE && v[0].index == 0 && v[0].value == -1.0,
          "z = [-1,2]: z >= 0 broken at index 0, value -1");

    /* z = [0, 0]: w = [1, -2]; only w_2 < 0. */
    double wn[2] = {0, 0};
    CHECK_INT(lcp_check(&p, wn, 1e-10, w, v, 4), 1, "z = [0,0]: one violation");
    CHECK(v[0].condition == LCP_W_NEGATIVE && v[0].index == 1 && v[0].value == -2.0,
          "z = [0,0]: w >= 0 broken at index 1, value -2");

    /* z = [1, 2]: w = [2, 0]; z_1 w_1 = 2. */
    double nc[2] = {1, 2};
    CHECK_INT(lcp_check(&p, nc, 1e-10, w, v, 4), 1, "z = [1,2]: one violation");
    CHECK(v[0].condition == LCP_NOT_COMPLEMENTARY && v[0].index == 0 && v[0].value == 2.0,
          "z = [1,2]: complementarity broken at index 0, z_1 w_1 = 2");

    /* z = [-1, 3]: w = [0, 1]; z_1 < 0 and z_2 w_2 = 3. */
    double two[2] = {-1, 3};
    CHECK_INT(lcp_check(&p, two, 1e-10, w, v, 4), 2, "z = [-1,3]: two violations");
    CHECK(v[0].condition == LCP_Z_NEGATIVE && v[0].index == 0,
          "z = [-1,3]: first z >= 0 at index 0");
    CHECK(v[1].condition == LCP_NOT_COMPLEMENTARY && v[1].index == 1 && v[1].value == 3.0,
          "z = [-1,3]: then complementarity at index 1, value 3");

    /* z = [-1, -1]: w = [0, -3]: z_1 < 0, z_2 < 0, w_2 < 0, z_2 w_2 = 3. */
    double four[2] = {-1, -1};
    CHECK_INT(lcp_check(&p, four, 1e-10, w, v, 4), 4, "z = [-1,-1]: four violations");

    /* The count exceeds the room; nothing is written past it. */
    lcp_violation room[2];
    room[1] = (lcp_violation){.condition = LCP_W_NEGATIVE, .index = 77, .value = 77.0};
    CHECK_INT(lcp_check(&p, two, 1e-10, w, room, 1), 2, "room for 1: still counts 2");
    CHECK(room[0].condition == LCP_Z_NEGATIVE && room[0].index == 0,
          "room for 1: stores z >= 0 at index 0");
    CHECK(room[1].index == 77 && room[1].value == 77.0, "room for 1: entry 2 untouched");
    CHECK_INT(lcp_check(&p, four, 1e-10, NULL, NULL, 0), 4, "count only (NULL, 0): 4");

    /* A NaN in z is never accepted. */
    double zn2[2] = {NAN, 2};
    CHECK(lcp_check(&p, zn2, 1e-10, w, v, 4) >= 1 && v[0].index == 0,
          "z_1 = NaN is a violation at index 0");
}

/* Row i's tolerance, through lcp_check_tolerances. */
static double row_tol(const lcp_problem *p, const double *z, int i)
{
    double w[4], eps[4];
    return lcp_check_tolerances(p, z, 1e-10, w, eps) == 0 ? eps[i] : -1.0;
}

/* The tolerance of row i is tol * max(|q_i|, |M_ij z_j|) plus the rounding
 * bound 16 n eps (|q_i| + max_j |M_ij| sum over M_ij != 0 of |z_j|), plus
 * the whole terms of the z_j
 * within their noise nu_j = 16 n eps max_k |q_k| / |M_kj| over the rows z_j
 * enters: each row in its own units, no scale taken from z. */
static void test_tolerance(void)
{
    const double M[4] = {2, 1, 1, 2}, q[2] = {-5, -6}, eps = DBL_EPSILON;
    lcp_problem p = {.n = 2, .M = M, .q = q};
    /* Row 1: terms 5, 8/3, 7/3 (largest |q_1| = 5, sum 10); row 2: 6, 4/3,
     * 14/3 (largest 6, sum 12). */
    double z[2] = {4.0 / 3.0, 7.0 / 3.0};
    CHECK_NEAR(row_tol(&p, z, 0), 5e-10 + 32 * eps * (5 + 2 * 11.0 / 3.0), 1e-24,
               "row 1: largest term |q_1| = 5, rounding of |q_1| + 2 (z_1 + z_2)");
    CHECK_NEAR(row_tol(&p, z, 1), 6e-10 + 32 * eps * (6 + 2 * 11.0 / 3.0), 1e-24,
               "row 2: largest term |q_2| = 6, rounding of |q_2| + 2 (z_1 + z_2)");
    double z10[2] = {1e10, 0};
    CHECK_NEAR(row_tol(&p, z10, 0), 2.0 + 32 * eps * (2e10 + 5), 1e-6,
               "a large z: the scale is its own term M_11 z_1 = 2e10");
    CHECK_NEAR(row_tol(&p, z10, 1), 1.0 + 32 * eps * (2e10 + 6), 1e-6,
               "... and in row 2 its term M_21 z_1 = 1e10");
    /* Rounding noise: z_2 = 1e-17 beside z_1 = 1 in M = [1 0.5; 0 1], q =
     * (-1, 0) (nu_2 = 32 eps max(1 / 0.5, 0 / 1)) is inside its noise, and
     * its whole term counts; z_2 = 1e-3 is not. */
    const double Mn[4] = {1, 0.5, 0, 1}, qn[2] = {-1, 0};
    lcp_problem pn = {.n = 2, .M = Mn, .q = qn};
    double zr[2] = {1, 1e-17}, zt[2] = {1, 1e-3};
    CHECK_NEAR(row_tol(&pn, zr, 0), 1e-10 + 32 * eps * (2 + 1e-17) + 0.5e-17, 1e-26,
               "z_2 = 1e-17 beside z_1 = 1: within the data's noise, its term 0.5e-17");
    CHECK_NEAR(row_tol(&pn, zt, 0), 1e-10 + 32 * eps * (2 + 1e-3), 1e-26,
               "z_2 = 1e-3 beside z_1 = 1: no noise");
    /* One huge entry widens no other row: diag(1, 1), q = (-0.1, -1e12),
     * z = (0.1, 1e12): row 1 keeps tol 0.1 plus rounding and noise. */
    const double Md[4] = {1, 0, 0, 1}, qd[2] = {-0.1, -1e12};
    lcp_problem pd = {.n = 2, .M = Md, .q = qd};
    double zd[2] = {0.1, 1e12};
    CHECK_NEAR(row_tol(&pd, zd, 0), 1e-11 + 32 * eps * 0.2, 1e-24,
               "row 1 of diag(1, 1), z = (0.1, 1e12): its own scale");
    /* z = (0, 1e14) for q = (-0.1, -1e14): w_1 = -0.1 is a violation. */
    const double qw[2] = {-0.1, -1e14};
    lcp_problem pw = {.n = 2, .M = Md, .q = qw};
    double zw[2] = {0.0, 1e14};
    lcp_violation v1[1];
    CHECK(lcp_check(&pw, zw, 1e-10, NULL, v1, 1) == 1 && v1[0].condition == LCP_W_NEGATIVE,
          "diag(1, 1), q = (-0.1, -1e14): z = (0, 1e14) breaks w_1 >= 0");
    /* An entry beyond what the data can judge: z_2 = 1e16 for q = (-5,
     * -6) (zmax = 3 / (32 eps) = 4.2e14) is refused as such. */
    double zhuge[2] = {0, 1e16};
    CHECK(lcp_check(&p, zhuge, 1e-10, NULL, v1, 1) >= 1 && v1[0].condition == LCP_Z_TOO_LARGE &&
              v1[0].index == 1,
          "z_2 = 1e16 for M = [2 1; 1 2], q = (-5, -6): too large for the data");
    /* Small data: no floor at 1 (w = -1e-300 of q = -1e-300 is not zero). */
    const double Ms[1] = {1e-300}, qs[1] = {-1e-300};
    lcp_problem ps = {.n = 1, .M = Ms, .q = qs};
    double zs[1] = {0.0};
    CHECK_NEAR(row_tol(&ps, zs, 0), 1e-310 + 16 * eps * 1e-300, 1e-315,
               "small data: scale |q_1| = 1e-300");

    /* The scale decides: w = 5e-8 with z ~ 1000 (eps ~ 1e-7) passes ... */
    const double M1[1] = {1}, qbig[1] = {-1000};
    lcp_problem pbig = {.n = 1, .M = M1, .q = qbig};
    double zb[1] = {1000 + 5e-8};
    CHECK_INT(lcp_check(&pbig, zb, 1e-10, NULL, NULL, 0), 0,
              "q = -1000, z = 1000 + 5e-8: w = 5e-8 below eps = 1e-7");
    double zb2[1] = {1000 - 5e-8};
    CHECK_INT(lcp_check(&pbig, zb2, 1e-10, NULL, NULL, 0), 0,
              "q = -1000, z = 1000 - 5e-8: w = -5e-8 above -eps");
    /* ... w = 2e-7 does not ... */
    double zb3[1] = {1000 + 2e-7};
    lcp_violation v[2];
    CHECK_INT(lcp_check(&pbig, zb3, 1e-10, NULL, v, 2), 1, "q = -1000, z = 1000 + 2e-7: fails");
    CHECK(v[0].condition == LCP_NOT_COMPLEMENTARY, "... as not complementary");
    /* ... and at unit scale (eps = 1e-10) w = 5e-8 fails too. */
    const double qone[1] = {-1};
    lcp_problem pone = {.n = 1, .M = M1, .q = qone};
    double zo[1] = {1 + 5e-8};
    CHECK_INT(lcp_check(&pone, zo, 1e-10, NULL, NULL, 0), 1,
              "q = -1, z = 1 + 5e-8: w = 5e-8 above eps = 1e-10");
}

/* Names: distinct and non-empty for every enum value. */
static void test_names(void)
{
    const lcp_status st[7] = {LCP_SOLVED,          LCP_NO_SOLUTION,       LCP_RAY_UNPROVEN,
                              LCP_ITERATION_LIMIT, LCP_NUMERICAL_FAILURE, LCP_BAD_INPUT,
                              LCP_OUT_OF_MEMORY};
    int distinct = 1, nonempty = 1;
    for (int i = 0; i < 7; i++) {
        const char *a = lcp_status_name(st[i]);
        nonempty &= a != NULL && a[0] != '\0' && strcmp(a, "unknown status") != 0;
        for (int j = 0; j < i; j++)
            distinct &= strcmp(a, lcp_status_name(st[j])) != 0;
    }
    CHECK(nonempty, "every status has its own non-empty name");
    CHECK(distinct, "the seven status names are distinct");
    CHECK(strcmp(lcp_status_name(LCP_OUT_OF_MEMORY), "out of memory") == 0 &&
              lcp_exit_code(LCP_OUT_OF_MEMORY) == 3,
          "out of memory: its name, and exit code 3 (nothing proven)");
    CHECK(strcmp(lcp_status_name(LCP_SOLVED), "solved") == 0, "status name 'solved'");
    CHECK(strcmp(lcp_status_name(LCP_NO_SOLUTION), "no solution") == 0,
          "status name 'no solution'");

    const lcp_condition c[4] = {LCP_Z_NEGATIVE, LCP_W_NEGATIVE, LCP_NOT_COMPLEMENTARY,
                                LCP_Z_TOO_LARGE};
    distinct = nonempty = 1;
    for (int i = 0; i < 4; i++) {
        const char *a = lcp_condition_name(c[i]);
        nonempty &= a != NULL && a[0] != '\0' && strcmp(a, "unknown condition") != 0;
        for (int j = 0; j < i; j++)
            distinct &= strcmp(a, lcp_condition_name(c[j])) != 0;
    }
    CHECK(nonempty, "every condition has its own non-empty name");
    CHECK(distinct, "the four condition names are distinct");
    CHECK(strcmp(lcp_condition_name(LCP_Z_NEGATIVE), "z >= 0") == 0, "condition name 'z >= 0'");
}

/* Exit codes: 0 solved, 1 bad input, 2 proven no solution, 3 otherwise. */
static void test_exit_codes(void)
{
    CHECK_INT(lcp_exit_code(LCP_SOLVED), 0, "exit code solved");
    CHECK_INT(lcp_exit_code(LCP_BAD_INPUT), 1, "exit code bad input");
    CHECK_INT(lcp_exit_code(LCP_NO_SOLUTION), 2, "exit code no solution");
    CHECK_INT(lcp_exit_code(LCP_RAY_UNPROVEN), 3, "exit code ray unproven");
    CHECK_INT(lcp_exit_code(LCP_ITERATION_LIMIT), 3, "exit code iteration limit");
    CHECK_INT(lcp_exit_code(LCP_NUMERICAL_FAILURE), 3, "exit code numerical failure");
}

/* Infinite or NaN candidates are never accepted, however large the scale. */
static void test_not_finite(void)
{
    const double M[1] = {1}, q[1] = {-1};
    lcp_problem p = {.n = 1, .M = M, .q = q};
    double zi[1] = {INFINITY};
    lcp_violation v[2];
    CHECK(lcp_check(&p, zi, 1e-10, NULL, v, 2) == 1 && v[0].condition == LCP_NOT_FINITE,
          "z = inf is reported as not finite");
    const double Ms[1] = {1e-10}, qh[1] = {-1e300};
    lcp_problem ph = {.n = 1, .M = Ms, .q = qh};
    double z[1], w[1];
    lcp_result r;
    CHECK_INT(lcp_solve(&ph, NULL, z, w, &r), LCP_NUMERICAL_FAILURE,
              "-q/M overflows to inf: not called solved");
}

/* A large M must not widen the tolerance of z: z = 2 for M = 1e10,
 * q = -1e10 (the solution is z = 1, w = 1e10 != 0), and z = -1 for q = +1e10. */
static void test_scales_separate(void)
{
    const double M[1] = {1e10}, qn[1] = {-1e10}, qp[1] = {1e10};
    lcp_problem pn = {.n = 1, .M = M, .q = qn}, pp = {.n = 1, .M = M, .q = qp};
    double z2[1] = {2}, zm[1] = {-1};
    lcp_violation v[2];
    CHECK(lcp_check(&pn, z2, 1e-10, NULL, v, 2) == 1 && v[0].condition == LCP_NOT_COMPLEMENTARY,
          "M = 1e10, z = 2: not complementary (w = 1e10)");
    CHECK(lcp_check(&pp, zm, 1e-10, NULL, v, 2) >= 1 && v[0].condition == LCP_Z_NEGATIVE,
          "M = 1e10, z = -1: z >= 0 is violated");
}

/* Rows of different sizes are checked each in its own units: a large
 * first row does not wave through a wrong second row, and data far below 1
 * get no absolute floor.  (Both were called solutions by a check scaled by
 * max(1, |q|_inf, |M|_inf).) */
static void test_rows_own_scale(void)
{
    /* M = diag(1e300, 1), q = (-1e300, -1): the solution is z = (1, 1);
     * z = (1, 0) leaves w_2 = -1. */
    const double M[4] = {1e300, 0, 0, 1}, q[2] = {-1e300, -1};
    lcp_problem p = {.n = 2, .M = M, .q = q};
    double z[2] = {1, 0}, w[2];
    lcp_violation v[2];
    CHECK(lcp_check(&p, z, 1e-10, w, v, 2) == 1 && v[0].condition == LCP_W_NEGATIVE &&
              v[0].index == 1,
          "diag(1e300, 1): z = (1, 0) breaks w_2 >= 0 (w_2 = -1)");
    lcp_result r;
    CHECK(lcp_solve(&p, NULL, z, w, &r) == LCP_SOLVED && z[0] == 1.0 && z[1] == 1.0,
          "diag(1e300, 1): lcp_solve finds z = (1, 1) (got %g %g)", z[0], z[1]);
    /* M = 1e-300, q = -1e-300: z = 0 leaves w = -1e-300 < 0. */
    const double Ms[1] = {1e-300}, qs[1] = {-1e-300};
    lcp_problem ps = {.n = 1, .M = Ms, .q = qs};
    double z0[1] = {0.0};
    CHECK(lcp_check(&ps, z0, 1e-10, NULL, v, 2) == 1 && v[0].condition == LCP_W_NEGATIVE,
          "M = 1e-300, q = -1e-300: z = 0 breaks w >= 0");
    /* M = 1e300, q = 1: the solution is z = 0; z = 1e-301 (w = 1.1) is not
     * zero in the units M gives it. */
    const double Mh[1] = {1e300}, qh[1] = {1};
    lcp_problem ph = {.n = 1, .M = Mh, .q = qh};
    double zt[1] = {1e-301};
    CHECK(lcp_check(&ph, zt, 1e-10, NULL, v, 2) == 1 && v[0].condition == LCP_NOT_COMPLEMENTARY,
          "M = 1e300, q = 1: z = 1e-301 is not complementary (M z = 0.1)");
    /* A column of zeros: z_1 has no effect on w, yet z = 5 is not z = 0. */
    const double M0[1] = {0}, q1[1] = {1};
    lcp_problem p0 = {.n = 1, .M = M0, .q = q1};
    double z5[1] = {5};
    CHECK(lcp_check(&p0, z5, 1e-10, NULL, v, 2) == 1 && v[0].condition == LCP_NOT_COMPLEMENTARY,
          "M = 0, q = 1: z = 5 is not complementary");
    /* Rounding noise stays noise: z_1 = 1e-17 beside w_1 = 3. */
    const double Mi[4] = {1, 0, 0, 1}, qi[2] = {3, -2};
    lcp_problem pi = {.n = 2, .M = Mi, .q = qi};
    double zn[2] = {1e-17, 2};
    CHECK_INT(lcp_check(&pi, zn, 1e-10, NULL, NULL, 0), 0, "z_1 = 1e-17 beside w_1 = 3 is zero");
}

/* Label names as the trace prints them, for n = 3: labels 0..2 are
 * w1..w3, 3..5 are z1..z3, and 6 is z0. */
static void test_label_names(void)
{
    static const char *const want[] = {"w1", "w2", "w3", "z1", "z2", "z3", "z0"};
    int ok = 1;
    char buf[16];
    for (int j = 0; j < 7; j++) {
        lcp_label_name(3, j, buf, sizeof buf);
        ok &= strcmp(buf, want[j]) == 0;
    }
    CHECK(ok, "labels 0..6 of n = 3 are w1 w2 w3 z1 z2 z3 z0");
}

/* Siconos' lcp_CPS_3 (M = [[0,0,10,20],[0,0,30,15],[10,20,0,0],[30,15,0,0]],
 * q = -e): its solution z = (1/10, 0, 1/10, 0) comes from the exact
 * enumeration (test_lcp_exact.c, test_cps3) and is rounded to the nearest
 * double: exactly the double 0.1, not the truncated 0.09999999999999999. */
static void test_exact_rounds_to_nearest(void)
{
    const double M[16] = {0, 0, 10, 20, 0, 0, 30, 15, 10, 20, 0, 0, 30, 15, 0, 0};
    const double q[4] = {-1, -1, -1, -1};
    lcp_problem p = {.n = 4, .M = M, .q = q};
    lcp_options o = lcp_default_options();
    o.method = LCP_METHOD_ENUMERATE;
    double z[4], w[4];
    lcp_result r;
    CHECK_INT(lcp_solve(&p, &o, z, w, &r), LCP_SOLVED, "CPS_3 by enumeration: solved");
    CHECK(z[0] == 0.1 && z[1] == 0.0 && z[2] == 0.1 && z[3] == 0.0,
          "... z = (0.1, 0, 0.1, 0) to the nearest double (z1 = %.17g)", z[0]);
}

/* M = -I, q = (-1, -1): the automatic method ends on a ray in floating
 * point and exactly, M is not PSD, and the empty feasible set (w = -z - 1)
 * is proven by a Farkas certificate; floating Lemke alone proves nothing
 * and its message says to try --exact. */
static void test_ray_messages(void)
{
    const double M[4] = {-1, 0, 0, -1}, q[2] = {-1, -1};
    lcp_problem p = {.n = 2, .M = M, .q = q};
    lcp_options o = lcp_default_options();
    double z[2], w[2];
    lcp_result r;
    CHECK_INT(lcp_solve(&p, &o, z, w, &r), LCP_NO_SOLUTION, "M = -I, q = -e: no solution");
    CHECK(strstr(r.message, "Farkas certificate") != NULL, "... by a certificate: '%s'",
          r.message);
    o.method = LCP_METHOD_LEMKE;
    CHECK_INT(lcp_solve(&p, &o, z, w, &r), LCP_RAY_UNPROVEN, "... floating Lemke: unproven");
    CHECK(strstr(r.message, "proves nothing (try --exact)") != NULL,
          "... and says to try --exact: '%s'", r.message);
}

int main(void)
{
    test_defaults();
    test_scalar_solved();
    test_scalar_no_solution();
    test_scalar_verified();
    test_bad_input();
    test_check_solution();
    test_check_conditions();
    test_tolerance();
    test_not_finite();
    test_scales_separate();
    test_rows_own_scale();
    test_names();
    test_exit_codes();
    test_label_names();
    test_exact_rounds_to_nearest();
    test_ray_messages();
    return test_done();
}
