/* slack-friction: planar Coulomb friction with a slack variable for a given
 * velocity and normal force (the notes on Coulomb friction, pp. 1-4, and on
 * the particle, pp. 13-18; Examples 4.1-4.4).
 *
 * The LCP in z = (alpha1, alpha2, s) with d1 = [-1 0]^T, d2 = [1 0]^T:
 *
 *   0 <= alpha1  _|_  d1^T v + s              >= 0
 *   0 <= alpha2  _|_  d2^T v + s              >= 0
 *   0 <= s       _|_  mu f_n - alpha1 - alpha2 >= 0
 *
 * By default it runs the cases slide-right (v = [1 0], Example 4.1),
 * slide-left (v = [-1 0], Example 4.2) and stick (v = 0, Example 4.3); any
 * of --vx --vy runs one case with the given data.  A --check table may
 * still name them by their old labels W5, W6, W7 (read as the new names).
 */
#include "cli.h"
#include "friction.h"
#include "lcp_io.h"
#include "linalg.h"
#include "table.h"
#include "table_check.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    const char *name;
    double v[2];
} kinematic_case;

/* Write case c's LCP in the lcp command's file format (lcp_write). */
static void write_lcp(const friction_directions *D, const kinematic_case *c, double mu,
                      double fn)
{
    double M[9], q[3];
    char comment[320], num[4][40];
    double data[4] = {c->v[0], c->v[1], mu, fn};
    for (int i = 0; i < 4; i++)
        table_format_exact(num[i], sizeof num[i], data[i]);
    snprintf(comment, sizeof comment,
             "%s: the LCP in z = (alpha1, alpha2, s) for vx %s, vy %s, mu %s, fn %s", c->name,
             num[0], num[1], num[2], num[3]);
    friction_kinematic_lcp(D, c->v, mu, fn, M, q);
    lcp_write(stdout, &(lcp_problem){.n = 3, .M = M, .q = q}, comment);
}

/* --show lcp: one row per row of w = M z + q, the coefficients of M under
 * the unknowns they multiply. */
static void lcp_rows(table *t, const friction_directions *D, const kinematic_case *c,
                     double mu, double fn)
{
    static const char *row[3] = {"w1", "w2", "w3"};
    double M[9], q[3];
    friction_kinematic_lcp(D, c->v, mu, fn, M, q);
    for (int i = 0; i < 3; i++) {
        table_text(t, c->name);
        table_text(t, row[i]);
        for (int k = 0; k < 3; k++)
            table_num(t, M[3 * i + k]);
        table_num(t, q[i]);
        table_end_row(t);
    }
}

/* The scales of rounding noise, each in its own units: forces (the alpha_j
 * and w_3 = mu fn - alpha1 - alpha2) on mu fn, speeds (s and w_1, w_2 =
 * d_j^T v + s) on the sliding speed |vx| (vy, across the plane, enters no
 * condition). */
typedef struct {
    double force, speed;
} noise_scales;

/* One case's solution: a row (case vx vy alpha1 alpha2 s) or, with
 * conditions, one row per unknown (z, its w and z w).  w is the solver's,
 * with rounding noise of its scale printed as 0.  Each row carries the
 * case's LCP, for --check. */
static void solution_rows(table *t, const kinematic_case *c, const friction_solution *sol,
                          const lcp_problem *lcp, noise_scales scale, int conditions)
{
    double z_scale[3] = {scale.force, scale.force, scale.speed};
    double w_scale[3] = {scale.speed, scale.speed, scale.force};
    static const char *unknown[3] = {"alpha1", "alpha2", "s"};
    static const char *z_column[3] = {"z - -", "- z -", "- - z"};
    double z[3] = {sol->alpha[0], sol->alpha[1], sol->s};
    if (!conditions) {
        table_text(t, c->name);
        table_num(t, c->v[0]);
        table_num(t, c->v[1]);
        for (int k = 0; k < 3; k++)
            table_num_scaled(t, z[k], z_scale[k]);
        table_row_lcp(t, lcp, z, "alpha1 alpha2 s", NULL);
        table_end_row(t);
        return;
    }
    for (int k = 0; k < 3; k++) {
        table_text(t, c->name);
        table_text(t, unknown[k]);
        table_num_scaled(t, z[k], z_scale[k]);
        table_num_scaled(t, sol->w[k], w_scale[k]);
        table_num_scaled(t, z[k] * sol->w[k], z_scale[k] * w_scale[k]);
        table_row_lcp(t, lcp, z, z_column[k], NULL);
        table_row_lcp_affine(t, "w", lcp->M + 3 * k, lcp->q[k]); /* w = M z + q */
        table_end_row(t);
    }
}

/* --show cone: the case's force as a point of the cone in the (lambda_t,
 * lambda_n) plane, lambda_t = alpha2 - alpha1 (d2 = +x), lambda_n = fn, with
 * mu (the cone's slope) and the case's place on it: on the edge
 * lambda_t = -mu fn (sliding right), on the edge lambda_t = mu fn (sliding
 * left), anywhere between them (sticking), or at the apex (mu fn = 0). */
static void cone_row(table *t, const kinematic_case *c, const friction_solution *sol,
                     const lcp_problem *lcp, noise_scales scale, double mu, double fn)
{
    double z[3] = {sol->alpha[0], sol->alpha[1], sol->s};
    double vt = c->v[0];
    const char *place = mu * fn == 0.0 ? "apex"
                        : vt > 0.0     ? "sliding-right"
                        : vt < 0.0     ? "sliding-left"
                                       : "sticking";
    table_text(t, c->name);
    table_num(t, vt);
    table_num(t, mu);
    table_num(t, fn);
    table_num_scaled(t, z[0], scale.force);
    table_num_scaled(t, z[1], scale.force);
    table_num_scaled(t, z[2], scale.speed);
    table_num_scaled(t, z[1] - z[0], scale.force);
    table_text(t, place);
    table_row_lcp(t, lcp, z, "alpha1 alpha2 s", NULL);
    table_row_lcp_affine(t, "lt", (const double[3]){-1.0, 1.0, 0.0}, 0.0);
    table_end_row(t);
}

/* After the table: a note for each case whose solution is not unique. */
static void uniqueness_notes(const friction_directions *D, const kinematic_case *cases,
                             int count, double mu, double fn)
{
    for (int i = 0; i < count; i++) {
        int kind = friction_kinematic_nonunique(D, cases[i].v, mu, fn);
        if (kind == FRICTION_ANY_SLACK)
            printf("# %s: not unique (mu fn = 0): alpha = 0, any s >= |vx|\n", cases[i].name);
        else if (kind == FRICTION_ANY_SPLIT)
            printf("# %s: not unique (sticking): s = 0, any alpha >= 0 with "
                   "alpha1 + alpha2 <= mu fn\n", cases[i].name);
    }
}

/* Are the case's LCP data finite?  Otherwise say so (mu fn overflows). */
static int lcp_finite_or_say(const kinematic_case *c, const double *M, const double *q)
{
    int ok = 1;
    for (int i = 0; i < 9; i++)
        ok = ok && isfinite(M[i]) && (i >= 3 || isfinite(q[i]));
    if (!ok)
        fprintf(stderr, "slack-friction: %s: the numbers overflow double precision (mu fn or "
                        "the velocity); use smaller data\n", c->name);
    return ok;
}

/* Are the LCPs of all cases finite?  Otherwise say which is not. */
static int cases_finite(const friction_directions *D, const kinematic_case *cases, int count,
                        double mu, double fn)
{
    for (int i = 0; i < count; i++) {
        double M[9], q[3];
        friction_kinematic_lcp(D, cases[i].v, mu, fn, M, q);
        if (!lcp_finite_or_say(&cases[i], M, q))
            return 0;
    }
    return 1;
}

/* Solve each case and print its rows (or, with lcp, the LCP's rows),
 * compared by check (NULL: printed); returns the exit status. */
static int run(const friction_directions *D, const kinematic_case *cases, int count, double mu,
               double fn, const char *show, table_check *check)
{
    table t;
    if (strcmp(show, "lcp") == 0) {
        table_begin(&t, stdout, "case row alpha1 alpha2 s q");
        table_check_table(check, &t);
        for (int i = 0; i < count; i++)
            lcp_rows(&t, D, &cases[i], mu, fn);
        return table_end(&t);
    }
    int conditions = strcmp(show, "conditions") == 0, cone = strcmp(show, "cone") == 0;
    table_begin(&t, stdout,
                conditions ? "case unknown z w zw"
                : cone     ? "case vx mu fn alpha1 alpha2 s lt place"
                           : "case vx vy alpha1 alpha2 s");
    table_check_table(check, &t);
    for (int i = 0; i < count; i++) {
        const kinematic_case *c = &cases[i];
        friction_solution sol;
        double M[9], q[3];
        friction_kinematic_lcp(D, c->v, mu, fn, M, q);
        lcp_status status = friction_kinematic_solve(D, c->v, mu, fn, NULL, &sol);
        if (status != LCP_SOLVED) {
            table_end(&t);
            fprintf(stderr, "slack-friction: %s: %s\n", c->name, sol.lcp.message);
            return lcp_exit_code(status);
        }
        noise_scales scale = {mu * fn, fabs(linalg_dot(2, D->d[1], c->v))};
        const lcp_problem lcp = {.n = 3, .M = M, .q = q};
        if (cone)
            cone_row(&t, c, &sol, &lcp, scale, mu, fn);
        else
            solution_rows(&t, c, &sol, &lcp, scale, conditions);
    }
    int printed = table_end(&t);
    uniqueness_notes(D, cases, count, mu, fn);
    return printed;
}

/* The data of the LCP that must keep their digits (cli.h): v, mu,
 * f_n and the bound mu f_n, none subnormal.  1 after a message, else 0. */
static int refuse_subnormal(const kinematic_case *own, double mu, double fn)
{
    const char *p = "slack-friction";
    return cli_refuse_subnormal(p, "vx", "the velocity v_x", own->v[0]) ||
           cli_refuse_subnormal(p, "vy", "the velocity v_y", own->v[1]) ||
           cli_refuse_subnormal(p, "mu", "mu", mu) ||
           cli_refuse_subnormal(p, "fn", "the normal force f_n", fn) ||
           cli_refuse_subnormal(p, "fn", "the friction bound mu f_n", mu * fn);
}

int main(int argc, char **argv)
{
    kinematic_case own = {"own", {0.0, 0.0}};
    double mu = 0.5, fn = 4.0;
    const char *show = "cases", *check_file = NULL;
    int write_case = 1;
    cli_option options[] = {
        {"vx", CLI_REAL, &own.v[0], CLI_ANY, NULL, "tangential velocity (along x)", 0},
        {"vy", CLI_REAL, &own.v[1], CLI_ANY, NULL, "normal velocity (along y)", 0},
        {"mu", CLI_REAL, &mu, CLI_NONNEGATIVE, NULL, "friction coefficient mu", 0},
        {"fn", CLI_REAL, &fn, CLI_NONNEGATIVE, NULL, "normal force f_n", 0},
        {"show", CLI_WORD, &show, CLI_ANY, "cases|conditions|cone|lcp",
         "view (see below)", 0},
        {"write-lcp", CLI_INT, &write_case, CLI_POSITIVE, NULL,
         "case N's LCP as an lcp file, no table", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    cli_spec spec = {
        "slack-friction",
        "Coulomb friction in the plane as an LCP with a slack variable s: for a\n"
        "given velocity v and normal force f_n, find the friction components\n"
        "alpha1 (along d1 = -x) and alpha2 (along d2 = +x) and the sliding speed s.",
        "Without --vx or --vy: the cases slide-right (v = [1 0]), slide-left\n"
        "(v = [-1 0]) and stick (v = 0); with --vx/--vy one case, 'own'.\n"
        "--show cases: case vx vy alpha1 alpha2 s.  A solution that is not unique\n"
        "gets a line '# CASE: not unique ...' under the table: sticking (any\n"
        "alpha >= 0 with alpha1 + alpha2 <= mu f_n; the table shows the solver's)\n"
        "or mu f_n = 0 (alpha = 0 and any s >= |vx|).\n"
        "--show conditions: each unknown z with its w (z >= 0, w >= 0, z w = 0).\n"
        "--show cone: each case as a point of the friction cone in the plane\n"
        "(lambda_t, lambda_n): lt = alpha2 - alpha1 (the net force along +x) and\n"
        "fn, with mu and the place: sliding-right (lt = -mu fn), sliding-left\n"
        "(lt = mu fn), sticking (any lt between) or apex (mu fn = 0).\n"
        "--show lcp: the rows of w = M z + q, M's entries under the unknowns.\n"
        "--write-lcp N: case N's LCP (1..3, or 1 with --vx/--vy) in the lcp\n"
        "command's file format, e.g.\n"
        "  slack-friction --write-lcp 1 | lcp solve --exact -\n"
        "Exit status 0, or 2/3 if the LCP is not solved (it always is for f_n >= 0);\n"
        "1 for a subnormal v, mu, f_n or mu f_n (below 2.2e-308: lost digits).\n\n"
        TABLE_CHECK_HELP "\n"
        "With --show cases, conditions or cone, a wrong alpha1, alpha2, s or z\n"
        "also gets the condition of the case's LCP (w = M z + q above) your numbers\n"
        "break.",
        options, (int)(sizeof options / sizeof options[0]), NULL};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);

    if (refuse_subnormal(&own, mu, fn))
        return CLI_STATUS_USAGE;
    friction_directions D;
    friction_directions_plane(&D, (const double[2]){1.0, 0.0});
    kinematic_case worked[3] = {
        {"slide-right", {1.0, 0.0}}, {"slide-left", {-1.0, 0.0}}, {"stick", {0.0, 0.0}}};
    int own_data = cli_given(&spec, "vx") || cli_given(&spec, "vy");
    const kinematic_case *cases = own_data ? &own : worked;
    int count = own_data ? 1 : 3;
    if (cli_given(&spec, "write-lcp")) {
        if (cli_refuse(&spec, "show check", "with --write-lcp (it writes the LCP, no table)"))
            return 1;
        if (write_case > count) {
            fprintf(stderr, "slack-friction: --write-lcp %d: there %s %d case%s (%s)\n",
                    write_case, count == 1 ? "is" : "are", count, count == 1 ? "" : "s",
                    own_data ? "the one given by --vx/--vy" : "slide-right, slide-left, stick");
            return 1;
        }
        if (!cases_finite(&D, &cases[write_case - 1], 1, mu, fn))
            return CLI_STATUS_FAILED;
        write_lcp(&D, &cases[write_case - 1], mu, fn);
        return 0;
    }
    /* the case names of older versions, still read in a --check table */
    static const cli_word_alias old_cases[] = {{"case", "W5", "slide-right"},
                                               {"case", "W6", "slide-left"},
                                               {"case", "W7", "stick"},
                                               {NULL, NULL, NULL}};
    table_check *check;
    int status = table_check_start(&check, "slack-friction", check_file);
    if (status != 0)
        return status;
    table_check_old_words(check, old_cases);
    if (!cases_finite(&D, cases, count, mu, fn))
        return table_check_end(check, CLI_STATUS_FAILED);
    return table_check_end(check, run(&D, cases, count, mu, fn, show, check));
}
