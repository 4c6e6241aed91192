/* lcp-demo: the experiments of the chapter "Solving LCPs": the
 * complementary cones of a 2 x 2 problem, Murty's exponential example, the
 * pivots of Lemke's method on a degenerate problem under both tie rules,
 * the convergence of projected Gauss-Seidel, SOR and Newton, a boxed LCP,
 * and the methods side by side on the chapter's problems.  (Single
 * problems are solved with the lcp command; --write-lcp CASE writes one of
 * the chapter's problems for it.)
 */
#include "cli.h"
#include "dmath.h"
#include "lcp.h"
#include "lcp_exact.h"
#include "lcp_io.h"
#include "lcp_iterative.h"
#include "lcp_solve.h"
#include "lemke.h"
#include "number.h"
#include "table.h"
#include "table_check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    double m11, m12, m21, m22, q1, q2; /* a 2 x 2 problem */
    double l1, l2, u1, u2;             /* its box, for --show box */
    int n_max;                         /* Murty: largest n */
    int sweeps;                        /* PGS/SOR: sweeps shown */
    const char *tie_rule;              /* --show pivots */
    table_check *check;                /* --check: compares every table (NULL: off) */
} demo;

/* ---------------------------------------------------------------- problems */

/* Murty's matrix: 1 on the diagonal, 2 below, q = -1. */
static void murty(int n, double *M, double *q)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            M[i * n + j] = i == j ? 1.0 : (j < i ? 2.0 : 0.0);
        q[i] = -1.0;
    }
}

/* The chapter's problems, fixed (the 2 x 2 one at its defaults). */
static const double spd_M[4] = {2, 1, 1, 2}, spd_q[2] = {-5, -6};
static const double hand_M[9] = {2, -2, 1, 3, 2, 3, 2, 1, 3}, hand_q[3] = {-3, -4, 3};
/* Degenerate: rows tie in the ratio test; the first-tied-row rule cycles, the
 * lexicographic rule does not (tests/lcp/degenerate-4x4.txt, derivation in
 * tests/test_lcp_exact.c, test_lemke_degenerate). */
static const double degenerate_M[16] = {1, 0, 0, 1, 1, 0, 1, 0, 0, 1, 0, -1, -1, -1, 1, 0};
static const double degenerate_q[4] = {-2, -1, 0, -1};
/* Siconos' lcp_CPS_3 (a bimatrix game) and lcp_Pang_isolated_sol_perturbed. */
static const double cps_M[16] = {0, 0, 10, 20, 0, 0, 30, 15, 10, 20, 0, 0, 30, 15, 0, 0};
static const double cps_q[4] = {-1, -1, -1, -1};
static const double pang_M[9] = {0, -1, -1, 1, 0, 0, -1, 0, 0}, pang_q[3] = {-0.0001, -1, 1};
static double murty_M[36], murty_q[6];

#define CASE_NAMES "spd-2x2|hand-3x3|degenerate-4x4|murty-6|cps3|pang-perturbed"
static const struct {
    const char *name;
    lcp_problem p;
} problems[] = {
    {"spd-2x2", {2, spd_M, spd_q}},
    {"hand-3x3", {3, hand_M, hand_q}},
    {"degenerate-4x4", {4, degenerate_M, degenerate_q}},
    {"murty-6", {6, murty_M, murty_q}},
    {"cps3", {4, cps_M, cps_q}},
    {"pang-perturbed", {3, pang_M, pang_q}},
};
#define PROBLEM_COUNT ((int)(sizeof problems / sizeof problems[0]))

/* The problem of that name (one of CASE_NAMES, checked by cli_parse). */
static const lcp_problem *problem_named(const char *name)
{
    murty(6, murty_M, murty_q);
    for (int i = 0; i < PROBLEM_COUNT; i++)
        if (strcmp(problems[i].name, name) == 0)
            return &problems[i].p;
    return &problems[0].p;
}

/* --write-lcp CASE: the problem as an lcp file, for the lcp command. */
static int write_case(const char *name)
{
    char comment[120];
    snprintf(comment, sizeof comment, "lcp-demo --write-lcp %s", name);
    lcp_write(stdout, problem_named(name), comment);
    return 0;
}

/* ---------------------------------------------------------------- cones */

/* The generators of the four complementary cones of a 2 x 2 LCP: for each
 * choice of basic variables (w or z per index), the columns I_.j or -M_.j.
 * q lies in the cone of the basis that solves the LCP (w - M z = q). */
static int show_cones(const demo *d)
{
    const double M[4] = {d->m11, d->m12, d->m21, d->m22};
    table t;
    table_begin(&t, stdout, "cone basis1 basis2 g1x g1y g2x g2y");
    table_check_table(d->check, &t);
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
    return table_end(&t);
}

/* ---------------------------------------------------------------- Murty */

/* Lemke's pivots on Murty's example of size n; the status of the run. */
static lcp_status murty_pivots(int n, lcp_result *r)
{
    double *M = malloc(sizeof(double) * (size_t)(n * n));
    double *q = malloc(sizeof(double) * (size_t)n), *z = malloc(sizeof(double) * (size_t)n);
    murty(n, M, q);
    lcp_problem p = {.n = n, .M = M, .q = q};
    lcp_options o = lcp_default_options();
    o.max_iterations = 1 << 22;
    lcp_status s = lemke_solve(&p, &o, z, r);
    free(M);
    free(q);
    free(z);
    return s;
}

/* Pivots of Lemke's method on Murty's example for n = 1..n_max. */
static int show_murty(const demo *d)
{
    table t;
    table_begin(&t, stdout, "n pivots two_to_n");
    table_check_table(d->check, &t);
    for (int n = 1; n <= d->n_max; n++) {
        lcp_result r;
        lcp_status s = murty_pivots(n, &r);
        if (s != LCP_SOLVED) {
            table_end(&t);
            fprintf(stderr, "lcp-demo: Murty n = %d: %s\n", n, r.message);
            return lcp_exit_code(s);
        }
        table_int(&t, n);
        table_int(&t, r.iterations);
        table_int(&t, 1L << n);
        table_end_row(&t);
    }
    return table_end(&t);
}

/* ---------------------------------------------------------------- pivots */

/* What the trace hook of --show pivots keeps between tableaux. */
typedef struct {
    table *t;
    char tied[64]; /* the rows tied in the ratio test of the next pivot */
} pivot_log;

/* Entry (i, j) of a traced tableau, exactly (the exact solver prints
 * fractions, which read back as the same rationals). */
static void entry_q(const lcp_tableau *tab, int i, int j, mpq_t x)
{
    char text[128];
    tab->entry(tab, i, j, text, sizeof text);
    number_read_rational(x, text);
}

/* The value a row offers to the next pivot's test: q_i / T_ic for the ratio
 * test (T_ic > 0), q_i for the first pivot (q_i < 0); 0 if the row does not
 * qualify. */
static int candidate(const lcp_tableau *tab, int i, int c, mpq_t value)
{
    int n = tab->n;
    entry_q(tab, i, 2 * n + 1, value);
    if (tab->pivots == 0)
        return mpq_sgn(value) < 0;
    mpq_t a;
    mpq_init(a);
    entry_q(tab, i, c, a);
    int ok = mpq_sgn(a) > 0;
    if (ok)
        mpq_div(value, value, a);
    mpq_clear(a);
    return ok;
}

/* The basic variables of the rows that tie for the next pivot (least q_i
 * for the first pivot, least ratio after), comma-separated, or "-" when
 * at most one row qualifies.  The next entering column is the complement
 * of the variable that just left (z0 for the first pivot). */
static void find_ties(const lcp_tableau *tab, char *out, size_t size)
{
    int n = tab->n, c = tab->leaving < n ? tab->leaving + n : tab->leaving - n, count = 0;
    mpq_t best, value;
    mpq_inits(best, value, NULL);
    int rows[64];
    for (int i = 0; i < n && i < 64; i++) {
        if (!candidate(tab, i, c, value))
            continue;
        int d = count ? mpq_cmp(value, best) : -1;
        if (d < 0)
            count = 0, mpq_set(best, value);
        if (d <= 0)
            rows[count++] = i;
    }
    mpq_clears(best, value, NULL);
    snprintf(out, size, "-");
    for (int k = 0, used = 0; count > 1 && k < count; k++) {
        char name[16];
        lcp_label_name(n, tab->basis[rows[k]], name, sizeof name);
        used += snprintf(out + used, size - (size_t)used, "%s%s", k ? "," : "", name);
        if ((size_t)used >= size)
            break;
    }
}

/* A comma-separated list of the basic variables, row by row, or of the
 * right-hand side q of the rows. */
static void row_list(const lcp_tableau *tab, int rhs, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < tab->n && used < size; i++) {
        char cell[64];
        if (rhs)
            tab->entry(tab, i, 2 * tab->n + 1, cell, sizeof cell);
        else
            lcp_label_name(tab->n, tab->basis[i], cell, sizeof cell);
        used += (size_t)snprintf(out + used, size - used, "%s%s", i ? "," : "", cell);
    }
}

/* The trace hook: one table row per tableau (pivot 0 is the start). */
static void log_pivot(const lcp_tableau *tab, void *user)
{
    pivot_log *log = user;
    char in[16] = "-", out[16] = "-", list[256];
    if (tab->pivots > 0) {
        lcp_label_name(tab->n, tab->entering, in, sizeof in);
        lcp_label_name(tab->n, tab->leaving, out, sizeof out);
    }
    table_int(log->t, tab->pivots);
    table_text(log->t, in);
    table_text(log->t, out);
    table_text(log->t, tab->pivots ? log->tied : "-");
    row_list(tab, 0, list, sizeof list);
    table_text(log->t, list);
    row_list(tab, 1, list, sizeof list);
    table_text(log->t, list);
    table_end_row(log->t);
    find_ties(tab, log->tied, sizeof log->tied);
}

/* Exact Lemke on degenerate-4x4 under the chosen tie rule: one row per pivot
 * (entering, leaving, the rows that tied, the basis and q after it), then
 * how it ended. */
static int show_pivots(const demo *d)
{
    const lcp_problem *p = problem_named("degenerate-4x4");
    lcpq_problem pq;
    mpq_t *z = NULL;
    if (lcpq_init(&pq, p->n) != 0 || lcpq_from_doubles(&pq, p) != 0 ||
        !(z = lcpq_vector_new(p->n))) {
        lcpq_clear(&pq);
        fprintf(stderr, "lcp-demo: out of memory\n");
        return lcp_exit_code(LCP_OUT_OF_MEMORY);
    }
    table t;
    pivot_log log = {.t = &t};
    lcp_options o = lcp_default_options();
    o.tie_rule = strcmp(d->tie_rule, "first") == 0 ? LCP_TIE_FIRST : LCP_TIE_LEXICOGRAPHIC;
    o.trace = log_pivot;
    o.trace_user = &log;
    lcp_result r;
    table_begin(&t, stdout, "pivot enters leaves tied basis q");
    table_check_table(d->check, &t);
    lcp_status s = lcpq_lemke(&pq, &o, z, &r);
    int printed = table_end(&t);
    fflush(stdout); /* the table first, then the message, also in one file */
    if (s == LCP_SOLVED)
        printf("# solved: z0 left the basis at pivot %d\n", r.iterations);
    else
        fprintf(stderr, "lcp-demo: %s\n", r.message);
    lcpq_vector_free(z, p->n);
    lcpq_clear(&pq);
    return printed != 0 ? printed : lcp_exit_code(s);
}

/* ---------------------------------------------------------------- convergence */

/* The 2 x 2 problem of the options. */
typedef struct {
    double M[4], q[2];
    lcp_problem p;
} small_problem;

/* Fill s from the options (p points into s, so s must not move). */
static void small_from(const demo *d, small_problem *s)
{
    *s = (small_problem){.M = {d->m11, d->m12, d->m21, d->m22}, .q = {d->q1, d->q2}};
    s->p = (lcp_problem){.n = 2, .M = s->M, .q = s->q};
}

/* Projected Gauss-Seidel and SOR divide row i by M_ii: say which option
 * makes that impossible. */
static int check_diagonal(const demo *d)
{
    if (!(d->m11 > 0.0) || !(d->m22 > 0.0)) {
        fprintf(stderr, "lcp-demo: option %s: projected Gauss-Seidel and SOR divide by M_ii, "
                "so M_ii must be > 0, got %g\n", d->m11 > 0.0 ? "--m22" : "--m11",
                d->m11 > 0.0 ? d->m22 : d->m11);
        return 1;
    }
    return 0;
}

#define METHODS 5
static const double omegas[METHODS - 1] = {1.0, 0.7, 1.2, 1.6};

/* A method's "converged" is its stopping rule, not a solution: check the
 * answer as lcp_solve does (lcp_check) and say when it fails.  With data
 * far from 1 the rule tol max(1, |q|_inf) can stop at z = 0 (q = -1e-308). */
static lcp_status checked(const lcp_problem *p, lcp_status s, const double *z, lcp_result *r)
{
    lcp_violation v[1];
    if (s != LCP_SOLVED || lcp_check(p, z, lcp_default_options().tol, NULL, v, 1) == 0)
        return s;
    return lcp_finish(r, LCP_NUMERICAL_FAILURE, "converged, but the answer breaks %s at i = %d "
                      "(%g): the stopping rule does not fit data of this scale",
                      lcp_condition_name(v[0].condition), v[0].index + 1, v[0].value);
}

/* Run method k (SOR with omegas[k], Newton for k = METHODS - 1) from z = 0
 * for at most `sweeps` iterations, its residuals into history; the final z
 * into z. */
static lcp_status run_method(const lcp_problem *p, int k, int sweeps, double *history,
                             double z[2], lcp_result *r)
{
    lcp_options o = lcp_default_options();
    z[0] = z[1] = 0.0;
    o.tol = 1e-15;
    o.max_iterations = sweeps;
    o.history = history;
    o.history_capacity = 1000;
    if (k == METHODS - 1)
        return checked(p, lcp_newton(p, &o, z, r), z, r);
    o.omega = omegas[k];
    return checked(p, lcp_sor(p, &o, z, r), z, r);
}

/* The name of method k for messages. */
static void method_label(int k, char *buf, size_t size)
{
    if (k == METHODS - 1)
        snprintf(buf, size, "Newton");
    else
        snprintf(buf, size, "%s, omega = %g", k ? "SOR" : "PGS", omegas[k]);
}

/* The residual table: one row per sweep, "-" once a method has stopped;
 * table_end's status. */
static int print_histories(const demo *d, double history[][1000], const lcp_result *r)
{
    table t;
    table_begin_digits(&t, stdout, "sweep omega_1 omega_0.7 omega_1.2 omega_1.6 newton", 6);
    table_check_table(d->check, &t);
    for (int s = 0; s < d->sweeps; s++) {
        table_int(&t, s + 1);
        for (int k = 0; k < METHODS; k++) {
            if (s < r[k].history_length)
                table_num(&t, history[k][s]);
            else
                table_text(&t, "-");
        }
        table_end_row(&t);
    }
    return table_end(&t);
}

/* Residual histories of PGS, SOR for several omega and Newton on the 2 x 2
 * problem, one row per sweep ("-" once a method has stopped).  Exit 0 when
 * every method converged within --sweeps, else a message per method that
 * did not and the status of the worst. */
static int show_convergence(const demo *d)
{
    small_problem sp;
    small_from(d, &sp);
    static double history[METHODS][1000];
    lcp_result r[METHODS];
    int status = 0;
    for (int k = 0; k < METHODS; k++) {
        double z[2];
        int e = lcp_exit_code(run_method(&sp.p, k, d->sweeps, history[k], z, &r[k]));
        status = e > status ? e : status;
    }
    if (status != 1 && print_histories(d, history, r) != 0)
        return TABLE_NO_MEMORY;
    fflush(stdout); /* the table first, then the messages, also in one file */
    for (int k = 0; k < METHODS; k++)
        if (r[k].status != LCP_SOLVED) {
            char name[40];
            method_label(k, name, sizeof name);
            fprintf(stderr, "lcp-demo: %s: %s\n", name, r[k].message);
        }
    return status;
}

/* The measured factor per iteration: the geometric mean of r_{k+1} / r_k
 * from the fourth residual on, over those above 1e-12 (below that rounding
 * sets the residual, not the method); NAN with fewer than two. */
static double measured_factor(const double *history, int length)
{
    int first = 3, last = first;
    while (last + 1 < length && history[last + 1] > 1e-12)
        last++;
    if (length <= first || last == first || !(history[first] > 0.0))
        return NAN;
    return dmath_pow(history[last] / history[first], 1.0 / (last - first));
}

/* The factor per sweep the theory predicts once no bound is active
 * (z_1, z_2 > 0 at the solution z*): plain SOR on M, whose matrix is
 * consistently ordered, so Young's theory (Varga, Matrix Iterative
 * Analysis, thm. 4.4) gives, with the Jacobi radius mu = sqrt(m12 m21 /
 * (m11 m22)) and omega_opt = 2 / (1 + sqrt(1 - mu^2)):
 *     rho = omega - 1                                         (omega >= omega_opt)
 *     rho = ((omega mu + sqrt(omega^2 mu^2 - 4 (omega - 1))) / 2)^2   (below).
 * NAN (not predicted) when mu^2 is not in [0, 1) or a bound is active. */
static double predicted_factor(const demo *d, double omega, const double *z_final)
{
    double mu2 = d->m12 * d->m21 / (d->m11 * d->m22);
    if (!(mu2 >= 0.0 && mu2 < 1.0) || !(z_final[0] > 1e-9 && z_final[1] > 1e-9))
        return NAN;
    double omega_opt = 2.0 / (1.0 + sqrt(1.0 - mu2));
    if (omega >= omega_opt)
        return omega - 1.0;
    double root = (omega * sqrt(mu2) + sqrt(omega * omega * mu2 - 4.0 * (omega - 1.0))) / 2.0;
    return root * root;
}

/* A number, or "-" for NAN (nothing to show). */
static void table_num_or_dash(table *t, double x)
{
    if (isnan(x))
        table_text(t, "-");
    else
        table_num(t, x);
}

/* Per method on the 2 x 2 problem: iterations to converge, the measured
 * factor by which the residual shrinks per iteration, and the factor the
 * theory predicts (SOR only; Newton converges faster than any factor). */
static int show_rates(const demo *d)
{
    small_problem sp;
    small_from(d, &sp);
    static double history[1000];
    table t;
    table_begin_digits(&t, stdout, "method omega iterations measured predicted", 4);
    table_check_table(d->check, &t);
    for (int k = 0; k < METHODS; k++) {
        lcp_result r;
        double z[2];
        lcp_status s = run_method(&sp.p, k, d->sweeps, history, z, &r);
        if (s != LCP_SOLVED) {
            table_end(&t);
            char name[40];
            method_label(k, name, sizeof name);
            fprintf(stderr, "lcp-demo: %s: %s\n", name, r.message);
            return lcp_exit_code(s);
        }
        table_text(&t, k == METHODS - 1 ? "newton" : k ? "sor" : "pgs");
        table_num_or_dash(&t, k < METHODS - 1 ? omegas[k] : NAN);
        table_int(&t, r.iterations);
        table_num_or_dash(&t, k < METHODS - 1 ? measured_factor(history, r.history_length) : NAN);
        table_num_or_dash(&t, k < METHODS - 1 ? predicted_factor(d, omegas[k], z) : NAN);
        table_end_row(&t);
    }
    return table_end(&t);
}

/* ---------------------------------------------------------------- box */

/* Where z_i sits in its box: "lower", "upper" or "inside". */
static const char *box_place(double z, double lo, double hi)
{
    return z <= lo ? "lower" : z >= hi ? "upper" : "inside";
}

/* The size of the terms z_i is made of in a sweep of projected
 * Gauss-Seidel, z_i = -(q_i + M_ij z_j) / M_ii with j the other index
 * (notes, "Projected Gauss-Seidel and SOR", then projected onto
 * [l_i, u_i]): z_i is rounding noise when it is below TABLE_NOISE of this
 * (src/table.h).  The bounds are not z_i's scale: a z_i inside the box
 * does not depend on them (u = 1e13 must not turn z = 4/3 into noise), and
 * one at a bound is the bound exactly, printed as it is. */
static double box_z_scale(const small_problem *sp, const double z[2], int i)
{
    int j = 1 - i;
    double scale = (fabs(sp->q[i]) + fabs(sp->M[2 * i + j] * z[j])) / sp->M[2 * i + i];
    return isfinite(scale) ? scale : fabs(z[i]);
}

/* The size of the terms of w_i = q_i + M_i1 z_1 + M_i2 z_2: w_i is
 * rounding noise when it is below TABLE_NOISE of this. */
static double box_w_scale(const small_problem *sp, const double z[2], int i)
{
    return fabs(sp->q[i]) + fabs(sp->M[2 * i] * z[0]) + fabs(sp->M[2 * i + 1] * z[1]);
}

/* The boxed LCP l <= z <= u on the 2 x 2 problem by projected Gauss-Seidel:
 * one row per index, z, w = M z + q and where z sits; then how it ended. */
static int show_box(const demo *d)
{
    small_problem sp;
    small_from(d, &sp);
    const double lo[2] = {d->l1, d->l2}, hi[2] = {d->u1, d->u2};
    double z[2] = {0.0, 0.0};
    lcp_options o = lcp_default_options();
    o.tol = 1e-14;
    o.max_iterations = d->sweeps;
    lcp_result r;
    lcp_status s = blcp_pgs(&sp.p, lo, hi, &o, z, &r);
    double violation = blcp_violation(&sp.p, lo, hi, z), size = fmax(fabs(z[0]), fabs(z[1]));
    if (s == LCP_SOLVED && !(violation <= 1e-10 * fmax(size, 1e-300)))
        s = lcp_finish(&r, LCP_NUMERICAL_FAILURE, "converged, but a condition is broken by %g "
                       "(z = %g, %g): the stopping rule does not fit data of this scale",
                       violation, z[0], z[1]);
    if (s != LCP_SOLVED) {
        fprintf(stderr, "lcp-demo: boxed PGS: %s\n", r.message);
        return lcp_exit_code(s);
    }
    table t;
    table_begin(&t, stdout, "i l u z w place");
    table_check_table(d->check, &t);
    for (int i = 0; i < 2; i++) {
        double w = sp.q[i] + sp.M[2 * i] * z[0] + sp.M[2 * i + 1] * z[1];
        table_int(&t, i + 1);
        table_num(&t, lo[i]);
        table_num(&t, hi[i]);
        if (z[i] == lo[i] || z[i] == hi[i])
            table_num(&t, z[i]);
        else
            table_num_scaled(&t, z[i], box_z_scale(&sp, z, i));
        table_num_scaled(&t, w, box_w_scale(&sp, z, i));
        table_text(&t, box_place(z[i], lo[i], hi[i]));
        table_end_row(&t);
    }
    if (table_end(&t) != 0)
        return TABLE_NO_MEMORY;
    printf("# %s; largest violation of the conditions %g\n", r.message,
           blcp_violation(&sp.p, lo, hi, z));
    return 0;
}

/* ---------------------------------------------------------------- compare */

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
    case LCP_OUT_OF_MEMORY: return "out-of-memory";
    }
    return "?";
}

/* The chapter's problems, solved by every method: one row per problem, one
 * column per method; a cell is the iteration count (pivots, bases, sweeps,
 * Newton steps) of a verified solution, or the status word and the count
 * ("ray/1").  Each status is the table's content (the comparison is the
 * lesson), so the exit is 0. */
static int show_compare(const demo *d)
{
    const lcp_method methods[] = {LCP_METHOD_AUTO, LCP_METHOD_LEMKE, LCP_METHOD_LEMKE_EXACT,
                                  LCP_METHOD_ENUMERATE, LCP_METHOD_PGS, LCP_METHOD_NEWTON};
    problem_named("murty-6");
    table t;
    table_begin(&t, stdout, "problem auto lemke exact enumerate pgs newton");
    table_check_table(d->check, &t);
    for (int i = 0; i < PROBLEM_COUNT; i++) {
        table_text(&t, problems[i].name);
        for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
            lcp_options o = lcp_default_options();
            lcp_result r;
            double z[6], w[6];
            char cell[40];
            o.method = methods[k];
            o.max_iterations = 1000;
            lcp_status s = lcp_solve(&problems[i].p, &o, z, w, &r);
            if (s == LCP_SOLVED)
                snprintf(cell, sizeof cell, "%d", r.iterations);
            else
                snprintf(cell, sizeof cell, "%s/%d", status_word(s), r.iterations);
            table_text(&t, cell);
        }
        table_end_row(&t);
    }
    return table_end(&t);
}

/* ---------------------------------------------------------------- main */

/* Refuse the options the chosen mode does not use; 1 if one was given. */
static int refuse_idle(const cli_spec *spec, const char *show, int writing)
{
    static const struct {
        const char *mode, *idle;
    } idle[] = {
        {"cones", "q1 q2 l1 l2 u1 u2 n-max sweeps tie-rule"},
        {"murty", "m11 m12 m21 m22 q1 q2 l1 l2 u1 u2 sweeps tie-rule"},
        {"pivots", "m11 m12 m21 m22 q1 q2 l1 l2 u1 u2 n-max sweeps"},
        {"convergence", "l1 l2 u1 u2 n-max tie-rule"},
        {"rates", "l1 l2 u1 u2 n-max tie-rule"},
        {"box", "n-max tie-rule"},
        {"compare", "m11 m12 m21 m22 q1 q2 l1 l2 u1 u2 n-max sweeps tie-rule"},
    };
    if (writing)
        return cli_refuse(spec,
                          "show m11 m12 m21 m22 q1 q2 l1 l2 u1 u2 n-max sweeps tie-rule check",
                          "with --write-lcp");
    for (size_t i = 0; i < sizeof idle / sizeof idle[0]; i++)
        if (strcmp(show, idle[i].mode) == 0) {
            char context[40];
            snprintf(context, sizeof context, "with --show %s", show);
            return cli_refuse(spec, idle[i].idle, context);
        }
    return 0;
}

/* Values cli_parse cannot range-check: upper limits and the box. */
static int check_values(const demo *d)
{
    if (d->n_max > 20) {
        fprintf(stderr, "lcp-demo: option --n-max: at most 20, got %d\n", d->n_max);
        return 1;
    }
    if (d->sweeps > 1000) {
        fprintf(stderr, "lcp-demo: option --sweeps: at most 1000, got %d\n", d->sweeps);
        return 1;
    }
    for (int i = 0; i < 2; i++) {
        double lo = i ? d->l2 : d->l1, hi = i ? d->u2 : d->u1;
        if (lo > hi) {
            fprintf(stderr, "lcp-demo: options --l%d and --u%d: the box needs l <= u, got "
                    "%g > %g\n", i + 1, i + 1, lo, hi);
            return 1;
        }
    }
    return 0;
}

/* Run the chosen experiment. */
static int run(const demo *d, const char *show)
{
    if (strcmp(show, "murty") == 0)
        return show_murty(d);
    if (strcmp(show, "pivots") == 0)
        return show_pivots(d);
    if (strcmp(show, "convergence") == 0)
        return check_diagonal(d) ? 1 : show_convergence(d);
    if (strcmp(show, "rates") == 0)
        return check_diagonal(d) ? 1 : show_rates(d);
    if (strcmp(show, "box") == 0)
        return check_diagonal(d) ? 1 : show_box(d);
    if (strcmp(show, "compare") == 0)
        return show_compare(d);
    return show_cones(d);
}

/* The options, then the view asked for. */
int main(int argc, char **argv)
{
    demo d = {.m11 = 2, .m12 = 1, .m21 = 1, .m22 = 2, .q1 = -5, .q2 = -6, .l1 = 0, .l2 = 0,
              .u1 = 2, .u2 = 2, .n_max = 16, .sweeps = 80, .tie_rule = "lexicographic"};
    const char *show = "cones", *write = "spd-2x2", *check = NULL;
    cli_option options[] = {
        {"show", CLI_WORD, &show, CLI_ANY, "cones|murty|pivots|convergence|rates|box|compare",
         "which experiment", 0},
        {"write-lcp", CLI_WORD, &write, CLI_ANY, CASE_NAMES,
         "write that problem of --show compare as an lcp file instead", 0},
        {"m11", CLI_REAL, &d.m11, CLI_ANY, NULL, "M_11 of the 2 x 2 problem", 0},
        {"m12", CLI_REAL, &d.m12, CLI_ANY, NULL, "M_12", 0},
        {"m21", CLI_REAL, &d.m21, CLI_ANY, NULL, "M_21", 0},
        {"m22", CLI_REAL, &d.m22, CLI_ANY, NULL, "M_22", 0},
        {"q1", CLI_REAL, &d.q1, CLI_ANY, NULL, "q_1", 0},
        {"q2", CLI_REAL, &d.q2, CLI_ANY, NULL, "q_2", 0},
        {"l1", CLI_REAL, &d.l1, CLI_ANY, NULL, "box: lower bound of z_1", 0},
        {"l2", CLI_REAL, &d.l2, CLI_ANY, NULL, "box: lower bound of z_2", 0},
        {"u1", CLI_REAL, &d.u1, CLI_ANY, NULL, "box: upper bound of z_1", 0},
        {"u2", CLI_REAL, &d.u2, CLI_ANY, NULL, "box: upper bound of z_2", 0},
        {"n-max", CLI_INT, &d.n_max, CLI_POSITIVE, NULL, "murty: largest n (at most 20)", 0},
        {"sweeps", CLI_INT, &d.sweeps, CLI_POSITIVE, NULL,
         "convergence, rates, box: iteration limit (at most 1000)", 0},
        {"tie-rule", CLI_WORD, &d.tie_rule, CLI_ANY, "lexicographic|first",
         "pivots: the ratio test's rule for tied rows", 0},
        TABLE_CHECK_OPTION(&check),
    };
    cli_spec spec = {"lcp-demo",
                     "The experiments of the chapter \"Solving LCPs\".",
                     "--show cones: the generators of the 2 x 2 problem's complementary cones.\n"
                     "--show murty: Lemke's pivots on Murty's example, n = 1..n-max.\n"
                     "--show pivots: exact Lemke on degenerate-4x4, one row per pivot: the\n"
                     "variables entering and leaving, the rows tied in the ratio test, the\n"
                     "basis and q after the pivot (--tie-rule first cycles: exit status 3).\n"
                     "--show convergence: the residual |min(z, Mz + q)| after each sweep of\n"
                     "PGS (omega = 1), SOR (omega = 0.7, 1.2, 1.6) and Newton step on the 2 x 2\n"
                     "problem, '-' once a method has converged (exit status 3 if one has not).\n"
                     "--show rates: per method, the iterations to converge and the factor the\n"
                     "residual shrinks by per iteration, measured and (SOR) predicted.\n"
                     "--show box: the 2 x 2 problem with l <= z <= u, by projected Gauss-Seidel.\n"
                     "--show compare: the chapter's problems solved by every method.\n"
                     "--write-lcp CASE: one of those problems in the lcp file format.\n"
                     "An option the chosen mode does not use is an error.\n\n"
                     TABLE_CHECK_HELP,
                     options, (int)(sizeof options / sizeof options[0]), NULL};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    int writing = cli_given(&spec, "write-lcp");
    if (refuse_idle(&spec, show, writing) || check_values(&d))
        return 1;
    if (writing)
        return write_case(write);
    int status = table_check_start(&d.check, "lcp-demo", check);
    if (status != 0)
        return status;
    return table_check_end(d.check, run(&d, show));
}
