/* particle-wall: a particle falling onto a fixed or moving wall, one LCP of
 * size 1 per step (Dynamics of a Particle, pp. 4-12; Examples 2.1-2.3).
 *
 * Row l is the state after l steps; lambda is the contact force of the step
 * that produced the row (the notes' lambda_n^{l}; erratum E9), 0 in row 0.
 * By default the program runs the fixed wall (Example 2.1) and the moving
 * wall (Example 2.2); any data option runs one simulation with the fixed
 * wall's data changed by the options.
 * --show lcp prints each step's LCP 0 <= lambda _|_ a lambda + b >= 0 as a
 * table; --write-lcp K writes step K's LCP as an lcp file (M = a, q = b).
 */
#include "cli.h"
#include "lcp_io.h"
#include "table.h"
#include "table_check.h"
#include "wall.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    wall_params p;
    wall_state s0;
    long steps;
    long every;   /* a row every N-th step (and the first and last) */
    int show_lcp; /* print the LCP of each step instead of the state */
    table_check *check; /* --check: compares every table (NULL: printed) */
} run;

/* The header: the wall's columns only when it is not the fixed wall at 0. */
static int wall_moves(const run *r)
{
    return r->p.wall_v != 0.0 || r->s0.qw != 0.0;
}

/* The size of a velocity in this run (for rounding noise): |v0|, g h, |v_w|. */
static double velocity_scale(const run *r)
{
    return cli_scale(fabs(r->s0.v) + r->p.g * r->p.h + fabs(r->p.wall_v));
}

/* The size of a position: its start (|q0| or |q_w0|, one of them) and a
 * step's travel. */
static double position_scale(const run *r, double start)
{
    return cli_scale(fabs(start) + r->p.h * velocity_scale(r));
}

/* The size of the gap psi = q - q_w: its own start |q0 - q_w0| and a
 * step's travel, not |q0| + |q_w0|: a particle 1 above a wall at 1e13 has
 * a gap of size 1, which keeps its digits (wall_lcp subtracts before it
 * adds the step's travel). */
static double gap_scale(const run *r)
{
    return cli_scale(fabs(r->s0.q - r->s0.qw) + r->p.h * velocity_scale(r));
}

/* For --check: the row's lambda is z of the step's LCP a lambda + b. */
static void attach_lcp(table *t, const wall_step_info *info)
{
    lcp_problem lcp = {.n = 1, .M = &info->a, .q = &info->b};
    table_row_lcp(t, &lcp, &info->lambda, "lambda", NULL);
}

/* Print one row of the state table; in computed rows (l > 0) rounding noise
 * prints as 0, row 0 is the data as given.  info: the step's LCP (NULL in
 * row 0). */
static void state_row(table *t, const run *r, long l, wall_state s, double lambda,
                      const wall_step_info *info)
{
    int computed = l > 0;
    double vs = computed ? velocity_scale(r) : 0.0;
    table_int(t, l);
    table_num_scaled(t, s.q, computed ? position_scale(r, r->s0.q) : 0.0);
    table_num_scaled(t, s.v, vs);
    table_num_scaled(t, lambda, cli_scale(r->p.m * vs / r->p.h));
    if (wall_moves(r)) {
        table_num_scaled(t, s.qw, computed ? position_scale(r, r->s0.qw) : 0.0);
        table_num_scaled(t, wall_gap(s), computed ? gap_scale(r) : 0.0);
    }
    if (info)
        attach_lcp(t, info);
    table_end_row(t);
}

/* Print one row of the LCP table: 0 <= lambda _|_ w = a lambda + b >= 0;
 * w is zero to rounding when the wall pushes. */
static void lcp_row(table *t, long l, const wall_step_info *info)
{
    double push = info->a * info->lambda;
    table_int(t, l);
    table_num(t, info->a);
    table_num(t, info->b);
    table_num(t, info->lambda);
    table_num_scaled(t, push + info->b, cli_scale(fmax(fabs(push), fabs(info->b))));
    attach_lcp(t, info);
    table_end_row(t);
}

/* Say that step l overflows double precision; the exit status 3. */
static int overflow(long l)
{
    fprintf(stderr, "particle-wall: step %ld: the numbers overflow double precision; "
                    "use smaller data\n", l);
    return 3;
}

/* Step l with every status acted on: 0, or the exit status after a message.
 * No non-finite number reaches a table or an LCP file. */
static int step_checked(const run *r, long l, wall_state *s, wall_step_info *info)
{
    double a, b;
    wall_lcp(&r->p, *s, &a, &b);
    if (!isfinite(a) || !isfinite(b))
        return overflow(l);
    lcp_status status = wall_step(&r->p, s, info);
    if (status != LCP_SOLVED) {
        fprintf(stderr, "particle-wall: step %ld: %s\n", l, info->lcp.message);
        return lcp_exit_code(status);
    }
    if (!isfinite(s->q) || !isfinite(s->v) || !isfinite(s->qw) || !isfinite(info->lambda))
        return overflow(l);
    return 0;
}

/* Data that lose their digits (cli.h): a subnormal step h, LCP
 * matrix a = h^2 / m, impulse of gravity m g h, speed g h or travel h v; a
 * particle or wall so far out that a step's travel is below the last digit
 * of its position.  1 after a message, else 0. */
static int refuse_lost_digits(const run *r)
{
    const wall_params *p = &r->p;
    double h = p->h;
    return cli_refuse_subnormal("particle-wall", "h", "the step h", h) ||
           cli_refuse_subnormal("particle-wall", "h", "the LCP's a = h^2 / m", h * h / p->m) ||
           cli_refuse_subnormal("particle-wall", "h", "the impulse of gravity m g h",
                                p->m * p->g * h) ||
           cli_refuse_subnormal("particle-wall", "h", "the speed gravity gives in a step, g h",
                                p->g * h) ||
           cli_refuse_subnormal("particle-wall", "h", "a step's travel h g h", h * p->g * h) ||
           cli_refuse_subnormal("particle-wall", "h", "a step's travel h |v0|",
                                h * fabs(r->s0.v)) ||
           cli_refuse_subnormal("particle-wall", "h", "the wall's travel h |v_w|",
                                h * fabs(p->wall_v)) ||
           cli_refuse_lost_travel("particle-wall", "q0", r->s0.q,
                                  h * (fabs(r->s0.v) + p->g * h)) ||
           cli_refuse_lost_travel("particle-wall", "wall-q0", r->s0.qw, h * fabs(p->wall_v));
}

/* Time-step one run; returns the program's exit status. */
static int simulate(const run *r)
{
    table t;
    wall_state s = r->s0;
    wall_step_info info;
    if (r->show_lcp)
        table_begin(&t, stdout, "l a b lambda w");
    else
        table_begin(&t, stdout, wall_moves(r) ? "l q v lambda qw psi" : "l q v lambda");
    table_check_table(r->check, &t);
    if (!r->show_lcp)
        state_row(&t, r, 0, s, 0.0, NULL);
    for (long l = 1; l <= r->steps; l++) {
        int status = step_checked(r, l, &s, &info);
        if (status != 0) {
            table_end(&t);
            return status;
        }
        if (!cli_print_row(l, r->show_lcp ? 1 : 0, r->steps, r->every))
            continue;
        if (r->show_lcp)
            lcp_row(&t, l, &info);
        else
            state_row(&t, r, l, s, info.lambda, &info);
    }
    return table_end(&t);
}

/* Run steps 1 .. k-1, then write the LCP of step k in the lcp file format. */
static int write_step_lcp(const run *r, int k)
{
    wall_state s = r->s0;
    wall_step_info info;
    for (long l = 1; l < k; l++) {
        int status = step_checked(r, l, &s, &info);
        if (status != 0)
            return status;
    }
    double a, b;
    wall_lcp(&r->p, s, &a, &b);
    if (!isfinite(a) || !isfinite(b))
        return overflow(k);
    char comment[400];
    snprintf(comment, sizeof comment,
             "particle-wall, step %d: m = %g, h = %g, g = %g, q0 = %g, v0 = %g,\n"
             "wall q_w0 = %g, v_w = %g.  z = lambda (the contact force of the step),\n"
             "M = h^2/m, q = psi + h (v - h g - v_w) at the start of the step.",
             k, r->p.m, r->p.h, r->p.g, r->s0.q, r->s0.v, r->s0.qw, r->p.wall_v);
    lcp_problem lcp = {.n = 1, .M = &a, .q = &b};
    lcp_write(stdout, &lcp, comment);
    return 0;
}

/* Is any option other than --example, --show, --write-lcp, --every and
 * --check given? */
static int data_given(const cli_spec *spec)
{
    static const char *modes[] = {"example", "show", "write-lcp", "every", "check"};
    for (int i = 0; i < spec->count; i++) {
        int mode = 0;
        for (int k = 0; k < 5; k++)
            mode |= strcmp(spec->options[i].name, modes[k]) == 0;
        if (spec->options[i].given && !mode)
            return 1;
    }
    return 0;
}

/* --write-lcp K: one run (the data, or the fixed wall unless --example
 * moving-wall) to step K. */
static int write_mode(const cli_spec *spec, run r, const char *example, int k)
{
    if (cli_refuse(spec, "show steps t every check",
                   "with --write-lcp (it writes one step's LCP)"))
        return 1;
    if (k > CLI_MAX_STEPS) {
        fprintf(stderr, "particle-wall: option --write-lcp: at most %ld (the cap on a run's "
                        "length), got '%d'\n", CLI_MAX_STEPS, k);
        return 1;
    }
    int data = data_given(spec);
    if (cli_given(spec, "example") && (data || strcmp(example, "both") == 0)) {
        fprintf(stderr, "particle-wall: --write-lcp writes one run's LCP: give --example "
                        "fixed-wall or moving-wall, or data options, not both\n");
        return 1;
    }
    if (!data && strcmp(example, "moving-wall") == 0)
        r.p.wall_v = 0.5;
    return write_step_lcp(&r, k);
}

/* The fixed wall then the moving wall (or one of them), or one run of the
 * student's data. */
static int table_mode(const cli_spec *spec, run r, const char *example)
{
    if (data_given(spec)) {
        if (cli_refuse(spec, "example", "with data options (they run one simulation)"))
            return 1;
        return simulate(&r);
    }
    run w4 = r;
    w4.p.wall_v = 0.5; /* the moving wall: up at 0.5 from q_w = 0 */
    int status = 0;
    if (strcmp(example, "moving-wall") != 0) {
        if (strcmp(example, "both") == 0)
            printf("# fixed-wall: m = h = g = 1, q0 = 1, v0 = -4\n");
        status = simulate(&r);
    }
    if (status == 0 && strcmp(example, "fixed-wall") != 0) {
        if (strcmp(example, "both") == 0)
            printf("\n\n# moving-wall: wall moving at v_w = 0.5 from q_w = 0, same data\n");
        status = simulate(&w4);
    }
    return status;
}

int main(int argc, char **argv)
{
    run r = {.p = {.m = 1.0, .h = 1.0, .g = 1.0, .wall_v = 0.0},
             .s0 = {.q = 1.0, .v = -4.0, .qw = 0.0},
             .steps = 3};
    const char *example = "both", *show = "state", *check_file = NULL;
    int write_k = 1, steps = 3, every = 1;
    double t_end = 3.0;
    /* the examples' older names, still read (scripts use them) */
    const cli_word_alias old_words[] = {
        {"example", "W3", "fixed-wall"}, {"example", "W4", "moving-wall"}, {NULL, NULL, NULL}};
    cli_option options[] = {
        {"m", CLI_REAL, &r.p.m, CLI_POSITIVE, NULL, "particle mass m", 0},
        {"h", CLI_REAL, &r.p.h, CLI_POSITIVE, NULL, "time step h", 0},
        {"g", CLI_REAL, &r.p.g, CLI_NONNEGATIVE, NULL, "gravity g (along -q)", 0},
        {"q0", CLI_REAL, &r.s0.q, CLI_ANY, NULL, "initial height q^0", 0},
        {"v0", CLI_REAL, &r.s0.v, CLI_ANY, NULL, "initial velocity v^0", 0},
        {"steps", CLI_INT, &steps, CLI_NONNEGATIVE, NULL, "number of steps", 0},
        {"t", CLI_REAL, &t_end, CLI_NONNEGATIVE, NULL, "end time: t / h steps, not with --steps",
         0},
        {"every", CLI_INT, &every, CLI_POSITIVE, NULL, "a row every N-th step (and the last)", 0},
        {"wall-q0", CLI_REAL, &r.s0.qw, CLI_ANY, NULL, "initial wall position q_w^0", 0},
        {"wall-v", CLI_REAL, &r.p.wall_v, CLI_ANY, NULL, "wall velocity v_w", 0},
        {"example", CLI_WORD, &example, CLI_ANY, "both|fixed-wall|moving-wall",
         "the example run without data options", 0},
        {"show", CLI_WORD, &show, CLI_ANY, "state|lcp",
         "table of the states, or of each step's LCP", 0},
        {"write-lcp", CLI_INT, &write_k, CLI_POSITIVE, NULL,
         "write step N's LCP as an lcp file, no table", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    cli_spec spec = {"particle-wall",
                     "A particle falling onto a wall: each step solves the LCP of size 1\n"
                     "0 <= lambda _|_ a lambda + b >= 0, a = h^2/m, b = psi + h (v - h g - v_w).",
                     "Columns: l, height q, velocity v, the contact force lambda of the step\n"
                     "that produced the row (its impulse is h lambda), and for a moving wall its\n"
                     "position qw and the gap psi = q - qw.  With --show lcp: a, b, lambda and\n"
                     "w = a lambda + b of each step.  Without data options: the fixed wall\n"
                     "(m = h = g = 1, q0 = 1, v0 = -4), then the moving wall (the same data,\n"
                     "v_w = 0.5); --example picks one.  Any data option runs one simulation\n"
                     "from the fixed wall's data with that change.\n"
                     "--write-lcp N writes the LCP of step N of one run (the fixed wall by\n"
                     "default) in the lcp file format, M = a and q = b:\n"
                     "  particle-wall --write-lcp 2 | lcp solve --exact -\n"
                     "The run: --steps N (0: the initial row only; with --show lcp, which has\n"
                     "a row per step, none) or --t T (T / h steps, rounded up), at most\n"
                     "10000000 steps; the default is 3 steps.  --every N prints every N-th\n"
                     "step, the first and the last.\n"
                     "Exit status: 0 ok, 1 bad options, 2 a step's LCP has no solution,\n"
                     "3 the numbers overflow.  A step h whose a = h^2/m, impulse m g h, speed\n"
                     "g h or travel is subnormal (below 2.2e-308), or a start so far out that a\n"
                     "step's travel is lost in the position's last digit, is refused (1).\n"
                     "\n" TABLE_CHECK_HELP "\n"
                     "Here the check of a row's lambda also says which condition of the\n"
                     "step's LCP (lambda >= 0, w = a lambda + b >= 0, lambda w = 0) it breaks.\n"
                     "Without data options the program prints the fixed wall's table, then\n"
                     "the moving wall's.",
                     options, (int)(sizeof options / sizeof options[0]), old_words};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    r.show_lcp = strcmp(show, "lcp") == 0;
    r.every = every;
    r.steps = cli_run_steps(&spec, steps, t_end, r.p.h, steps);
    if (r.steps < 0 || refuse_lost_digits(&r))
        return CLI_STATUS_USAGE;
    if (cli_given(&spec, "write-lcp"))
        return write_mode(&spec, r, example, write_k);
    int status = table_check_start(&r.check, "particle-wall", check_file);
    if (status != 0)
        return status;
    return table_check_end(r.check, table_mode(&spec, r, example));
}
