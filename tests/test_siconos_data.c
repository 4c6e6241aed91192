/* test_siconos_data: Siconos' own LCP test problems (the .dat files in tests/siconos,
 * shared/peer-tests/siconos-lcp/README.md), read with lcp_read_file and
 * solved with lcp_solve (AUTO).
 *
 * 17 files store M densely: 16 have a solution, which AUTO must find and
 * lcp_check must accept; lcp_Pang_isolated_sol_perturbed.dat has none,
 * which AUTO must prove.  The other 3 use sparse block storage, which the
 * reader refuses.  Where a solution is known (stated in the file's comment
 * or derived below) z is compared with it; elsewhere only the conditions
 * are checked, since several of these problems have many solutions.
 *
 * Usage: test_siconos_data [DIR]   (DIR defaults to tests/siconos, which is
 * where the test runner starts: the top of the source tree).
 */
#include "lcp.h"
#include "lcp_io.h"
#include "lcp_solve.h"
#include "lemke.h"
#include "test.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef enum { EXPECT_SOLVED, EXPECT_NO_SOLUTION, EXPECT_SPARSE } expectation;

/* What a solved problem must also satisfy, beyond the LCP's conditions. */
typedef void (*extra_check)(const lcp_data *d, const double *z, const lcp_result *r);

typedef struct {
    const char *file;
    expectation expect;
    extra_check extra; /* may be NULL */
} data_case;

/* |x - want| <= 1e-12 max(1, |want|), for exact values computed by hand. */
static int close_to(double x, double want)
{
    return fabs(x - want) <= 1e-12 * fmax(1.0, fabs(want));
}

/* Remark 4.1.14 of CPS 2009, as the file says: the solutions are exactly
 * z1 + z2 = 1 (M = [[1, 1], [1, 1]], q = (-1, -1): w1 = w2 = z1 + z2 - 1,
 * and z != 0 since q < 0, so w = 0). */
static void check_cps_1(const lcp_data *d, const double *z, const lcp_result *r)
{
    (void)d;
    (void)r;
    CHECK(close_to(z[0] + z[1], 1.0), "lcp_CPS_1: z1 + z2 = 1 (the file's solution set; z = "
                                      "(%g, %g))", z[0], z[1]);
}

/* The bimatrix game: M is neither PSD nor a P-matrix and Lemke's method
 * ends on a ray, which proves nothing here; the enumeration of the 2^4
 * complementary bases finds the solution. */
static void check_cps_3(const lcp_data *d, const double *z, const lcp_result *r)
{
    (void)d;
    (void)z;
    CHECK_INT(r->method, LCP_METHOD_ENUMERATE, "lcp_CPS_3: solved by enumeration (%s)",
              lcp_method_name(r->method));
}

/* M = [[1, -1], [-1, 1]], q = (1, -1): w1 = z1 - z2 + 1 = -w2, so both
 * are zero and every solution has z2 = z1 + 1 (derived here). */
static void check_cps_5(const lcp_data *d, const double *z, const lcp_result *r)
{
    (void)d;
    (void)r;
    CHECK(close_to(z[1] - z[0], 1.0), "lcp_CPS_5: z2 = z1 + 1 (every solution; z = (%g, %g))",
          z[0], z[1]);
}

/* M = [[2, 1], [1, 2]] is SPD, so the solution is unique; with both z_i
 * > 0, w = 0: 2 z1 + z2 = 5, z1 + 2 z2 = 6 give z = (4/3, 7/3) >= 0. */
static void check_deudeu(const lcp_data *d, const double *z, const lcp_result *r)
{
    (void)d;
    (void)r;
    CHECK(close_to(z[0], 4.0 / 3.0) && close_to(z[1], 7.0 / 3.0),
          "lcp_deudeu: z = (4/3, 7/3), the unique solution");
}

/* Murty's matrix as Siconos stores it, column by column: M_ij = 2 for
 * j > i, 1 on the diagonal (upper triangular: reading the file row by row
 * would give the lower triangular matrix and z = e_1 instead, so this also
 * checks the transposition).  Unit triangular, so a P-matrix: one solution.
 * w_i = z_i + 2 sum_{j>i} z_j + q_i. */
static void check_murty_z(const lcp_data *d, const double *z, double last)
{
    int ok = close_to(z[d->n - 1], last);
    for (int i = 0; i < d->n - 1; i++)
        ok &= z[i] == 0.0;
    CHECK(ok, "Murty n = %d: z = %g e_%d, the unique solution", d->n, last, d->n);
}

/* q = -1: z = e_n gives w_n = 0 and w_i = 2 - 1 = 1 for i < n. */
static void check_murty(const lcp_data *d, const double *z, const lcp_result *r)
{
    (void)r;
    check_murty_z(d, z, 1.0);
}

/* q = -(2^7 - 2, 2^7 - 4, ..., 2^7 - 64) = -(126, 124, 120, 112, 96, 64):
 * z = 64 e_6 gives w_6 = 64 - 64 = 0 and w_i = 128 + q_i = 2^(i) > 0 for
 * i < 6.  Floating Lemke takes 2^6 = 64 pivots, counting the first one
 * that brings z0 in (lemke_solve's convention). */
static void check_murty2(const lcp_data *d, const double *z, const lcp_result *r)
{
    (void)r;
    check_murty_z(d, z, 64.0);
    lcp_problem p = {.n = d->n, .M = d->M, .q = d->q};
    lcp_options o = lcp_default_options();
    lcp_result lr;
    double zf[6];
    lcp_status s = lemke_solve(&p, &o, zf, &lr);
    CHECK(s == LCP_SOLVED && lr.iterations == 64,
          "lcp_exp_murty2: floating Lemke alone takes 2^6 = 64 pivots (took %d)", lr.iterations);
}

/* M = diag(1, ..., 9), q = -1: each row alone, z_i = 1 / i. */
static void check_trivial(const lcp_data *d, const double *z, const lcp_result *r)
{
    (void)r;
    int ok = 1;
    for (int i = 0; i < d->n; i++)
        ok &= close_to(z[i], 1.0 / (i + 1));
    CHECK(ok, "lcp_trivial: z_i = 1/i, the unique solution");
}

static const data_case cases[] = {
    {"lcp_CPS_1.dat", EXPECT_SOLVED, check_cps_1},
    {"lcp_CPS_2.dat", EXPECT_SOLVED, NULL},
    {"lcp_CPS_3.dat", EXPECT_SOLVED, check_cps_3},
    {"lcp_CPS_4.dat", EXPECT_SOLVED, NULL},
    {"lcp_CPS_4bis.dat", EXPECT_SOLVED, NULL},
    {"lcp_CPS_5.dat", EXPECT_SOLVED, check_cps_5},
    {"lcp_Pang_isolated_sol.dat", EXPECT_SOLVED, NULL},
    {"lcp_Pang_isolated_sol_perturbed.dat", EXPECT_NO_SOLUTION, NULL},
    {"lcp_deudeu.dat", EXPECT_SOLVED, check_deudeu},
    {"lcp_deudeu_block.dat", EXPECT_SPARSE, NULL},
    {"lcp_enum_fails.dat", EXPECT_SOLVED, NULL},
    {"lcp_exp_murty.dat", EXPECT_SOLVED, check_murty},
    {"lcp_exp_murty2.dat", EXPECT_SOLVED, check_murty2},
    {"lcp_inf_sol_perturbed.dat", EXPECT_SOLVED, NULL},
    {"lcp_mmc.dat", EXPECT_SOLVED, NULL},
    {"lcp_ortiz.dat", EXPECT_SOLVED, NULL},
    {"lcp_ortiz_block.dat", EXPECT_SPARSE, NULL},
    {"lcp_tobenna.dat", EXPECT_SOLVED, NULL},
    {"lcp_trivial.dat", EXPECT_SOLVED, check_trivial},
    {"lcp_trivial_block.dat", EXPECT_SPARSE, NULL},
};

/* Solve a dense problem with AUTO and check the expected outcome. */
static void test_dense(const data_case *c, const lcp_data *d)
{
    lcp_problem p = {.n = d->n, .M = d->M, .q = d->q};
    lcp_options o = lcp_default_options();
    lcp_result r;
    double *z = calloc((size_t)d->n, sizeof *z), *w = calloc((size_t)d->n, sizeof *w);
    lcp_status s = lcp_solve(&p, &o, z, w, &r);
    if (c->expect == EXPECT_NO_SOLUTION) {
        CHECK_INT(s, LCP_NO_SOLUTION, "%s: proven to have no solution (%s)", c->file, r.message);
    } else {
        CHECK(s == LCP_SOLVED && lcp_check(&p, z, 1e-10, NULL, NULL, 0) == 0,
              "%s: n = %d solved (%s, %d pivots) and lcp_check passes", c->file, d->n,
              lcp_method_name(r.method), r.iterations);
        if (s == LCP_SOLVED && c->extra)
            c->extra(d, z, &r);
    }
    free(z);
    free(w);
}

/* One file: the sparse ones must be refused, the dense ones solved. */
static void test_case(const char *dir, const data_case *c)
{
    char path[1024], err[400];
    lcp_data d;
    snprintf(path, sizeof path, "%s/%s", dir, c->file);
    int rc = lcp_read_file(path, &d, err, sizeof err);
    if (c->expect == EXPECT_SPARSE) {
        CHECK(rc != 0, "%s: sparse block storage refused (%s)", c->file, rc ? err : "read");
        if (rc == 0)
            lcp_data_free(&d);
        return;
    }
    if (!CHECK(rc == 0, "%s: read (%s)", c->file, rc ? err : "dense"))
        return;
    test_dense(c, &d);
    lcp_data_free(&d);
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : "tests/siconos";
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
        test_case(dir, &cases[k]);
    return test_done();
}
