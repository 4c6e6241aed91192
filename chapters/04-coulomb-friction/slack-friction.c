/* slack-friction: planar Coulomb friction with a slack variable for a given
 * velocity and normal force (notes 000 pp. 1-4, 002 pp. 13-18; W5-W8).
 *
 * The LCP in z = (alpha1, alpha2, s) with d1 = [-1 0]^T, d2 = [1 0]^T:
 *
 *   0 <= alpha1  _|_  d1^T v + s              >= 0
 *   0 <= alpha2  _|_  d2^T v + s              >= 0
 *   0 <= s       _|_  mu f_n - alpha1 - alpha2 >= 0
 *
 * By default it runs W5 (v = [1 0]), W6 (v = [-1 0]) and W7 (v = 0); any
 * of --vx --vy runs one case with the given data.
 */
#include "cli.h"
#include "friction.h"
#include "table.h"

#include <stdio.h>
#include <string.h>

typedef struct {
    const char *name;
    double v[2];
} kinematic_case;

/* Print numbers exactly (they read back as the same doubles), space-separated. */
static void print_exact(int count, const double *x)
{
    char buf[40];
    for (int i = 0; i < count; i++) {
        table_format_exact(buf, sizeof buf, x[i]);
        printf("%s%s", buf, i + 1 < count ? " " : "\n");
    }
}

/* Print a case's LCP in the file format of the lcp command. */
static void print_lcp_file(const friction_directions *D, const kinematic_case *c, double mu,
                           double fn)
{
    double M[9], q[3], data[4] = {c->v[0], c->v[1], mu, fn};
    friction_kinematic_lcp(D, c->v, mu, fn, M, q);
    printf("# %s: the LCP in z = (alpha1, alpha2, s) for vx vy mu fn = ", c->name);
    print_exact(4, data);
    printf("3\n");
    for (int i = 0; i < 3; i++)
        print_exact(3, M + 3 * i);
    print_exact(3, q);
}

/* Solve each case and print one row per case, or with conditions one row per
 * condition (z, w and z w); returns the exit status. */
static int run(const friction_directions *D, const kinematic_case *cases, int count, double mu,
               double fn, int conditions)
{
    static const char *unknown[3] = {"alpha1", "alpha2", "s"};
    table t;
    if (conditions)
        table_begin(&t, stdout, "case unknown z w zw");
    else
        table_begin(&t, stdout, "case vx vy alpha1 alpha2 s");
    for (int i = 0; i < count; i++) {
        const kinematic_case *c = &cases[i];
        friction_solution sol;
        lcp_status status = friction_kinematic_solve(D, c->v, mu, fn, NULL, &sol);
        if (status != LCP_SOLVED) {
            fprintf(stderr, "slack-friction: %s: %s\n", c->name, sol.lcp.message);
            table_end(&t);
            return lcp_exit_code(status);
        }
        double z[3] = {sol.alpha[0], sol.alpha[1], sol.s};
        if (!conditions) {
            table_text(&t, c->name);
            table_num(&t, c->v[0]);
            table_num(&t, c->v[1]);
            for (int k = 0; k < 3; k++)
                table_num(&t, z[k]);
            table_end_row(&t);
            continue;
        }
        for (int k = 0; k < 3; k++) {
            table_text(&t, c->name);
            table_text(&t, unknown[k]);
            table_num(&t, z[k]);
            table_num(&t, sol.w[k]);
            table_num(&t, z[k] * sol.w[k]);
            table_end_row(&t);
        }
    }
    table_end(&t);
    return 0;
}

int main(int argc, char **argv)
{
    kinematic_case own = {"own", {0.0, 0.0}};
    double mu = 0.5, fn = 4.0;
    const char *show = "cases";
    cli_option options[] = {
        {"vx", CLI_REAL, &own.v[0], CLI_ANY, NULL, "tangential velocity (along x)", 0},
        {"vy", CLI_REAL, &own.v[1], CLI_ANY, NULL, "normal velocity (along y)", 0},
        {"mu", CLI_REAL, &mu, CLI_NONNEGATIVE, NULL, "friction coefficient mu", 0},
        {"fn", CLI_REAL, &fn, CLI_NONNEGATIVE, NULL, "normal force f_n", 0},
        {"show", CLI_WORD, &show, CLI_ANY, "cases|conditions|lcp",
         "the solutions, each condition's z and w, or the LCP as an lcp file", 0},
    };
    cli_spec spec = {
        "slack-friction",
        "Coulomb friction in the plane as an LCP with a slack variable s: for a\n"
        "given velocity v and normal force f_n, find the friction components\n"
        "alpha1 (along d1 = -x) and alpha2 (along d2 = +x) and the sliding speed s.",
        "Without --vx or --vy: W5 (v = [1 0], sliding right), W6 (v = [-1 0],\n"
        "sliding left) and W7 (v = 0, sticking: any alpha with alpha1 + alpha2 <=\n"
        "mu f_n solves it; the table shows the solution the solver finds).  With\n"
        "--show conditions: each unknown z with its w (z >= 0, w >= 0, z w = 0).\n"
        "With --show lcp: the LCP in the lcp command's file format, e.g.\n"
        "  slack-friction --vx 1 --show lcp | lcp solve --exact -\n"
        "Exit status 0, or 2/3 if the LCP is not solved (it always is for f_n >= 0).",
        options, (int)(sizeof options / sizeof options[0])};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);

    friction_directions D;
    friction_directions_plane(&D, (const double[2]){1.0, 0.0});
    kinematic_case worked[3] = {
        {"W5", {1.0, 0.0}}, {"W6", {-1.0, 0.0}}, {"W7", {0.0, 0.0}}};
    int own_data = cli_given(&spec, "vx") || cli_given(&spec, "vy");
    const kinematic_case *cases = own_data ? &own : worked;
    int count = own_data ? 1 : 3;
    if (strcmp(show, "lcp") == 0) {
        if (!own_data) {
            fprintf(stderr, "slack-friction: --show lcp prints one LCP: give the velocity"
                            " with --vx (and --vy)\n");
            return 1;
        }
        print_lcp_file(&D, &own, mu, fn);
        return 0;
    }
    return run(&D, cases, count, mu, fn, strcmp(show, "conditions") == 0);
}
