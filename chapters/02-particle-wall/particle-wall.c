/* particle-wall: a particle falling onto a fixed or moving wall, one LCP of
 * size 1 per step (notes 002 pp. 4-12; W3, W4, W16).
 *
 * Row l is the state after l steps; lambda is the contact force of the step
 * that produced the row (the notes' lambda_n^{l}; erratum E9), 0 in row 0.
 * By default the program runs W3 (fixed wall) and W4 (moving wall); any data
 * option runs one simulation with W3's data changed by the options.
 */
#include "cli.h"
#include "table.h"
#include "wall.h"

#include <stdio.h>
#include <string.h>

typedef struct {
    wall_params p;
    wall_state s0;
    int steps;
    int show_lcp; /* print the LCP of each step instead of the state */
} run;

/* The header: the wall's columns only when it is not the fixed wall at 0. */
static int wall_moves(const run *r)
{
    return r->p.wall_v != 0.0 || r->s0.qw != 0.0;
}

/* Print one row of the state table. */
static void state_row(table *t, const run *r, int l, wall_state s, double lambda)
{
    table_int(t, l);
    table_num(t, s.q);
    table_num(t, s.v);
    table_num(t, lambda);
    if (wall_moves(r)) {
        table_num(t, s.qw);
        table_num(t, wall_gap(s));
    }
    table_end_row(t);
}

/* Print one row of the LCP table: 0 <= lambda _|_ w = F lambda + f >= 0. */
static void lcp_row(table *t, int l, const wall_step_info *info)
{
    table_int(t, l);
    table_num(t, info->F);
    table_num(t, info->f);
    table_num(t, info->lambda);
    table_num(t, info->F * info->lambda + info->f);
    table_end_row(t);
}

/* Time-step one run; returns the program's exit status. */
static int simulate(const run *r)
{
    table t;
    wall_state s = r->s0;
    wall_step_info info;
    if (r->show_lcp)
        table_begin(&t, stdout, "l F f lambda w");
    else
        table_begin(&t, stdout, wall_moves(r) ? "l q v lambda qw psi" : "l q v lambda");
    if (!r->show_lcp)
        state_row(&t, r, 0, s, 0.0);
    for (int l = 1; l <= r->steps; l++) {
        lcp_status status = wall_step(&r->p, &s, &info);
        if (status != LCP_SOLVED) {
            fprintf(stderr, "particle-wall: step %d: %s\n", l, info.lcp.message);
            table_end(&t);
            return lcp_exit_code(status);
        }
        if (r->show_lcp)
            lcp_row(&t, l, &info);
        else
            state_row(&t, r, l, s, info.lambda);
    }
    table_end(&t);
    return 0;
}

int main(int argc, char **argv)
{
    run r = {.p = {.m = 1.0, .h = 1.0, .g = 1.0, .wall_v = 0.0},
             .s0 = {.q = 1.0, .v = -4.0, .qw = 0.0},
             .steps = 3};
    const char *example = "both", *show = "state";
    cli_option options[] = {
        {"m", CLI_REAL, &r.p.m, CLI_POSITIVE, NULL, "particle mass m", 0},
        {"h", CLI_REAL, &r.p.h, CLI_POSITIVE, NULL, "time step h", 0},
        {"g", CLI_REAL, &r.p.g, CLI_ANY, NULL, "gravity g", 0},
        {"q0", CLI_REAL, &r.s0.q, CLI_ANY, NULL, "initial height q^0", 0},
        {"v0", CLI_REAL, &r.s0.v, CLI_ANY, NULL, "initial velocity v^0", 0},
        {"steps", CLI_INT, &r.steps, CLI_NONNEGATIVE, NULL, "number of steps", 0},
        {"wall-q0", CLI_REAL, &r.s0.qw, CLI_ANY, NULL, "initial wall position q_w^0", 0},
        {"wall-v", CLI_REAL, &r.p.wall_v, CLI_ANY, NULL, "wall velocity v_w", 0},
        {"example", CLI_WORD, &example, CLI_ANY, "both|W3|W4",
         "worked example run when no data option is given", 0},
        {"show", CLI_WORD, &show, CLI_ANY, "state|lcp",
         "the states, or each step's LCP (F f lambda w)", 0},
    };
    cli_spec spec = {"particle-wall",
                     "A particle falling onto a wall: each step solves the LCP of size 1\n"
                     "0 <= lambda _|_ (h^2/m) lambda + psi + h (v - h g - v_w) >= 0.",
                     "Columns: l, height q, velocity v, the contact force lambda of the step\n"
                     "that produced the row (its impulse is h lambda), and for a moving wall its\n"
                     "position qw and the gap psi = q - qw.  With --show lcp: F, f, lambda and\n"
                     "w = F lambda + f of each step.  Without data options: W3, then W4\n"
                     "(v_w = 0.5).  Exit status 2 if a step's LCP has no solution.",
                     options, (int)(sizeof options / sizeof options[0])};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    r.show_lcp = strcmp(show, "lcp") == 0;

    int data_given = 0;
    for (int i = 0; i < spec.count; i++)
        if (options[i].given && options[i].value != (void *)&example &&
            options[i].value != (void *)&show)
            data_given = 1;
    if (data_given)
        return simulate(&r);

    run w4 = r;
    w4.p.wall_v = 0.5; /* W4: the wall moves up at 0.5 from q_w = 0 */
    int status = 0;
    if (strcmp(example, "W4") != 0) {
        if (strcmp(example, "both") == 0)
            printf("# W3: fixed wall, m = h = g = 1, q0 = 1, v0 = -4\n");
        status = simulate(&r);
    }
    if (status == 0 && strcmp(example, "W3") != 0) {
        if (strcmp(example, "both") == 0)
            printf("\n\n# W4: wall moving at v_w = 0.5 from q_w = 0, same data\n");
        status = simulate(&w4);
    }
    return status;
}
