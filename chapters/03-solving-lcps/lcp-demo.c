/* lcp-demo: the experiments of the chapter "Solving LCPs": the
 * complementary cones of a 2 x 2 problem, Murty's exponential example,
 * the convergence of projected Gauss-Seidel and SOR, and the methods side
 * by side on the chapter's problems.  (Single problems are solved with the
 * lcp command.)
 */
#include "cli.h"
#include "lcp.h"
#include "lcp_iterative.h"
#include "lemke.h"
#include "table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    double m11, m12, m21, m22, q1, q2; /* a 2 x 2 problem */
    int n_max;                         /* Murty: largest n */
    int sweeps;                        /* PGS/SOR: sweeps shown */
} demo;

/* The generators of the four complementary cones of a 2 x 2 LCP: for each
 * choice of basic variables (w or z per index), the columns I_.j or -M_.j.
 * q lies in the cone of the basis that solves the LCP (w - M z = q). */
static int show_cones(const demo *d)
{
    const double M[4] = {d->m11, d->m12, d->m21, d->m22};
    table t;
    table_begin(&t, stdout, "cone basis1 basis2 g1x g1y g2x g2y");
    for (int cone = 0; cone < 4; cone++) {
        int z1 = cone & 1, z2 = (cone >> 1) & 1;
        table_int(&t, cone + 1);
        table_text(&t, z1 ? "z1" : "w1");
        table_text(&t, z2 ? "z2" : "w2");
        table_num(&t, z1 ? -M[0] : 1.0); /* column 1: I_.1 or -M_.1 */
        table_num(&t, z1 ? -M[2] : 0.0);
        table_num(&t, z2 ? -M[1] : 0.0); /* column 2: I_.2 or -M_.2 */
        table_num(&t, z2 ? -M[3] : 1.0);
        table_end_row(&t);
    }
    table_end(&t);
    return 0;
}

/* Murty's matrix: 1 on the diagonal, 2 below, q = -1. */
static void murty(int n, double *M, double *q)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            M[i * n + j] = i == j ? 1.0 : (j < i ? 2.0 : 0.0);
        q[i] = -1.0;
    }
}

/* Pivots of Lemke's method on Murty's example for n = 1..n_max. */
static int show_murty(const demo *d)
{
    table t;
    table_begin(&t, stdout, "n pivots two_to_n");
    for (int n = 1; n <= d->n_max; n++) {
        double *M = malloc(sizeof(double) * (size_t)(n * n));
        double *q = malloc(sizeof(double) * (size_t)n), *z = malloc(sizeof(double) * (size_t)n);
        murty(n, M, q);
        lcp_problem p = {.n = n, .M = M, .q = q};
        lcp_options o = lcp_default_options();
        lcp_result r;
        o.max_iterations = 1 << 22;
        lcp_status s = lemke_solve(&p, &o, z, &r);
        free(M);
        free(q);
        free(z);
        if (s != LCP_SOLVED) {
            fprintf(stderr, "lcp-demo: Murty n = %d: %s\n", n, r.message);
            table_end(&t);
            return 3;
        }
        table_int(&t, n);
        table_int(&t, r.iterations);
        table_int(&t, 1L << n);
        table_end_row(&t);
    }
    table_end(&t);
    return 0;
}

/* Residual histories of PGS and SOR for several omega on the 2 x 2 problem. */
static int show_convergence(const demo *d)
{
    const double M[4] = {d->m11, d->m12, d->m21, d->m22}, q[2] = {d->q1, d->q2};
    const double omegas[4] = {1.0, 0.7, 1.2, 1.6};
    double history[4][1000];
    int length[4];
    lcp_problem p = {.n = 2, .M = M, .q = q};
    for (int k = 0; k < 4; k++) {
        lcp_options o = lcp_default_options();
        lcp_result r;
        double z[2] = {0.0, 0.0};
        o.omega = omegas[k];
        o.tol = 1e-15;
        o.max_iterations = d->sweeps;
        o.history = history[k];
        o.history_capacity = 1000;
        lcp_sor(&p, &o, z, &r);
        length[k] = r.history_length;
    }
    table t;
    table_begin_digits(&t, stdout, "sweep omega_1 omega_0.7 omega_1.2 omega_1.6", 6);
    for (int s = 0; s < d->sweeps; s++) {
        table_int(&t, s + 1);
        for (int k = 0; k < 4; k++)
            table_num(&t, s < length[k] ? history[k][s] : 0.0);
        table_end_row(&t);
    }
    table_end(&t);
    return 0;
}

/* One status word per status, for a table. */
static const char *status_word(lcp_status s)
{
    switch (s) {
    case LCP_SOLVED: return "solved";
    case LCP_NO_SOLUTION: return "no-solution";
    case LCP_RAY_UNPROVEN: return "ray";
    case LCP_ITERATION_LIMIT: return "limit";
    case LCP_NUMERICAL_FAILURE: return "failed";
    case LCP_BAD_INPUT: return "bad-input";
    }
    return "?";
}

/* The chapter's problems, solved by every method. */
static int show_compare(void)
{
    static const double spd_M[4] = {2, 1, 1, 2}, spd_q[2] = {-5, -6};
    static const double hand_M[9] = {2, -2, 1, 3, 2, 3, 2, 1, 3}, hand_q[3] = {-3, -4, 3};
    /* Degenerate: three rows tie in the third ratio test; the first-row rule
     * cycles, the lexicographic rule does not. */
    static const double cyc_M[16] = {1, 0, 0, 1, 1, 0, 1, 0, 0, 1, 0, -1, -1, -1, 1, 0};
    static const double cyc_q[4] = {-2, -1, 0, -1};
    /* Siconos' lcp_CPS_3 (a bimatrix game) and lcp_Pang_isolated_sol_perturbed. */
    static const double cps_M[16] = {0, 0, 10, 20, 0, 0, 30, 15, 10, 20, 0, 0, 30, 15, 0, 0};
    static const double cps_q[4] = {-1, -1, -1, -1};
    static const double pang_M[9] = {0, -1, -1, 1, 0, 0, -1, 0, 0}, pang_q[3] = {-0.0001, -1, 1};
    double murty_M[36], murty_q[6];
    murty(6, murty_M, murty_q);
    const struct {
        const char *name;
        lcp_problem p;
    } problems[] = {
        {"spd-2x2", {2, spd_M, spd_q}},       {"hand-3x3", {3, hand_M, hand_q}},
        {"degenerate-4x4", {4, cyc_M, cyc_q}}, {"murty-6", {6, murty_M, murty_q}},
        {"cps3", {4, cps_M, cps_q}},          {"pang-perturbed", {3, pang_M, pang_q}},
    };
    const lcp_method methods[] = {LCP_METHOD_AUTO, LCP_METHOD_LEMKE, LCP_METHOD_LEMKE_EXACT,
                                  LCP_METHOD_ENUMERATE, LCP_METHOD_PGS, LCP_METHOD_NEWTON};
    table t;
    table_begin(&t, stdout, "problem method status iterations");
    for (size_t i = 0; i < sizeof problems / sizeof problems[0]; i++)
        for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
            lcp_options o = lcp_default_options();
            lcp_result r;
            double z[6], w[6];
            o.method = methods[k];
            o.max_iterations = 1000;
            lcp_status s = lcp_solve(&problems[i].p, &o, z, w, &r);
            table_text(&t, problems[i].name);
            table_text(&t, lcp_method_name(methods[k]));
            table_text(&t, status_word(s));
            table_int(&t, r.iterations);
            table_end_row(&t);
        }
    table_end(&t);
    return 0;
}

int main(int argc, char **argv)
{
    demo d = {.m11 = 2, .m12 = 1, .m21 = 1, .m22 = 2, .q1 = -5, .q2 = -6, .n_max = 16,
              .sweeps = 40};
    const char *show = "cones";
    cli_option options[] = {
        {"show", CLI_WORD, &show, CLI_ANY, "cones|murty|convergence|compare", "which experiment", 0},
        {"m11", CLI_REAL, &d.m11, CLI_ANY, NULL, "M_11 of the 2 x 2 problem", 0},
        {"m12", CLI_REAL, &d.m12, CLI_ANY, NULL, "M_12", 0},
        {"m21", CLI_REAL, &d.m21, CLI_ANY, NULL, "M_21", 0},
        {"m22", CLI_REAL, &d.m22, CLI_ANY, NULL, "M_22", 0},
        {"q1", CLI_REAL, &d.q1, CLI_ANY, NULL, "q_1", 0},
        {"q2", CLI_REAL, &d.q2, CLI_ANY, NULL, "q_2", 0},
        {"n-max", CLI_INT, &d.n_max, CLI_POSITIVE, NULL, "Murty: largest n (at most 20)", 0},
        {"sweeps", CLI_INT, &d.sweeps, CLI_POSITIVE, NULL, "convergence: sweeps (at most 1000)", 0},
    };
    cli_spec spec = {"lcp-demo",
                     "The experiments of the chapter \"Solving LCPs\".",
                     "--show cones: the generators of the 2 x 2 problem's complementary cones.\n"
                     "--show murty: Lemke's pivots on Murty's example, n = 1..n-max.\n"
                     "--show convergence: the residual |min(z, Mz + q)| after each sweep of\n"
                     "PGS (omega = 1) and SOR (omega = 0.7, 1.2, 1.6) on the 2 x 2 problem.\n"
                     "--show compare: the chapter's problems solved by every method.",
                     options, (int)(sizeof options / sizeof options[0])};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    if (d.n_max > 20 || d.sweeps > 1000) {
        fprintf(stderr, "lcp-demo: --n-max is at most 20 and --sweeps at most 1000\n");
        return 1;
    }
    if (strcmp(show, "murty") == 0)
        return show_murty(&d);
    if (strcmp(show, "convergence") == 0)
        return show_convergence(&d);
    if (strcmp(show, "compare") == 0)
        return show_compare();
    return show_cones(&d);
}
