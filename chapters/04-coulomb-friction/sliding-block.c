/* sliding-block: a block on an incline pushed by a force ramp, time-stepped
 * with normal and friction impulses in one LCP per step (the notes on Coulomb friction, p. 6, in
 * the plane), against Coulomb's law integrated exactly.
 *
 * Row l is the state at t = l h; drive, ft and fn are the forces of the step
 * that produced the row (0 in row 0).  x and v are measured down the slope.
 */
#include "block.h"
#include "cli.h"
#include "dmath.h"
#include "lcp_io.h"
#include "linalg.h"
#include "table.h"
#include "table_check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Worked runs: the ramp (theta = 0, k = 2) and the incline (k = 0). */
typedef struct {
    const char *name;
    double theta_deg, push_rate, mu, h;
    int steps;
} example;

static const example examples[] = {
    {"ramp", 0.0, 2.0, 0.5, 0.05, 100},
    {"incline", 30.0, 0.0, 0.5, 0.05, 40},
};

/* The size of the run's velocities: the launch speed and what the largest
 * force (gravity, the push at the end) can add over the run.  A velocity
 * below 1e-12 of it is rounding noise (table_denoise): a block that sticks
 * comes out of the LCP with |v| near 1e-17, not 0. */
static double speed_scale(const block_params *p, long steps)
{
    double T = steps * p->h;
    return cli_scale(fabs(p->v0) + (p->m * p->g + fabs(p->push_rate) * T) * T / p->m);
}

/* The direction of motion of the simulated block: -1, 0 (at rest to
 * rounding) or +1 down the slope. */
static int sim_direction(const block_params *p, long steps, double v)
{
    v = table_denoise(v, speed_scale(p, steps));
    return (v > 0.0) - (v < 0.0);
}

/* A time-stepped run: the model, the state and the last step's output. */
typedef struct {
    particle_contact_model model;
    particle_contact_state s;
    particle_contact_step_info info;
    block_sample b;
} block_run;

/* The run at rest on the slope, x = 0, v = v0. */
static void run_start(const block_params *p, block_run *r)
{
    block_model(p, &r->model);
    block_start(p, &r->model, &r->s);
    r->b = (block_sample){.v = p->v0};
}

/* Say that step l overflows double precision; the exit status 3. */
static int overflow(long l)
{
    fprintf(stderr, "sliding-block: step %ld: the numbers overflow double precision; use "
                    "smaller data (--push-rate, --v0, --h, --steps)\n", l);
    return CLI_STATUS_FAILED;
}

/* Are the step's LCP data finite (else the numbers have overflowed)? */
static int lcp_finite(const particle_contact_step_info *info)
{
    int ok = 1;
    for (int i = 0; i < info->size; i++) {
        ok = ok && isfinite(info->q[i]);
        for (int j = 0; j < info->size; j++)
            ok = ok && isfinite(info->M[i * info->size + j]);
    }
    return ok;
}

/* Is the sample after a step finite? */
static int sample_finite(const block_sample *b)
{
    return isfinite(b->t) && isfinite(b->x) && isfinite(b->v) && isfinite(b->drive) &&
           isfinite(b->ft) && isfinite(b->fn);
}

/* Step l of the run; 0, or (after a message) the exit status of a step
 * whose numbers overflow or whose LCP is not solved. */
static int run_step(const block_params *p, block_run *r, long l)
{
    block_step_lcp(p, &r->model, &r->s, &r->info);
    if (!lcp_finite(&r->info))
        return overflow(l);
    lcp_status status = block_step(p, &r->model, &r->s, &r->info, &r->b);
    if (status != LCP_SOLVED) {
        fprintf(stderr, "sliding-block: step %ld: %s\n", l, r->info.lcp.message);
        return lcp_exit_code(status);
    }
    return sample_finite(&r->b) ? 0 : overflow(l);
}

/* For --check: the row's fn is p_n / h, z_1 of the step's LCP in
 * z = (p_n, p_f1, p_f2, s); ft mixes p_f1 and p_f2, so only fn is mapped. */
static void attach_lcp(table *t, const block_params *p, const particle_contact_step_info *info)
{
    double scale[PARTICLE_CONTACT_MAX_LCP];
    for (int i = 0; i < info->size; i++)
        scale[i] = i + 1 < info->size ? p->h : 1.0; /* impulses; s is a speed */
    table_row_lcp(t, &(lcp_problem){.n = info->size, .M = info->M, .q = info->q}, info->z,
                  "fn", scale);
}

/* Time-step one run and print its table (print: a row every print-th
 * step, the first and the last; 0: no table), compared by check (NULL:
 * printed); the largest errors against the exact motion go to *ex and
 * *ev.  Returns the exit status. */
static int simulate(const block_params *p, long steps, long print, double *ex, double *ev,
                    table_check *check)
{
    block_run r;
    table t;
    run_start(p, &r);
    *ex = *ev = 0.0;
    if (print) {
        table_begin(&t, stdout, "l t drive ft fn x v x_exact v_exact");
        table_check_table(check, &t);
    }
    for (long l = 0; l <= steps; l++) {
        int status = l > 0 ? run_step(p, &r, l) : 0;
        const block_sample b = r.b;
        double x, v;
        block_exact(p, l * p->h, &x, &v);
        if (status == 0 && !(isfinite(x) && isfinite(v) && isfinite(b.x - x) &&
                             isfinite(b.v - v)))
            status = overflow(l);
        if (status != 0) {
            if (print)
                table_end(&t);
            return status;
        }
        *ex = fmax(*ex, fabs(b.x - x));
        *ev = fmax(*ev, fabs(b.v - v));
        if (!print || !cli_print_row(l, 0, steps, print))
            continue;
        table_int(&t, l);
        table_num(&t, l * p->h);
        table_num(&t, b.drive);
        table_num(&t, b.ft);
        table_num(&t, b.fn);
        table_num_scaled(&t, b.x, cli_scale(speed_scale(p, steps) * steps * p->h));
        table_num_scaled(&t, b.v, speed_scale(p, steps));
        table_num(&t, x);
        table_num(&t, v);
        if (l > 0)
            attach_lcp(&t, p, &r.info);
        table_end_row(&t);
    }
    return print ? table_end(&t) : 0;
}

/* The observed order log2(e(h) / e(h/2)), or "-" when either error is at
 * the level of rounding (exact to 1e-9), where the ratio means nothing. */
static void order_cell(table *t, double previous, double error)
{
    if (previous > 1e-9 && error > 1e-9)
        table_num(t, round(100.0 * dmath_log2(previous / error)) / 100.0); /* 2 decimals */
    else
        table_text(t, "-");
}

/* The same run with h, h/2, h/4, h/8 to the same end time: the largest
 * errors and the observed order. */
static int convergence(block_params p, long steps, table_check *check)
{
    table t;
    double prev_x = 0.0, prev_v = 0.0;
    table_begin_digits(&t, stdout, "h steps x_error v_error x_order v_order", 4);
    table_check_table(check, &t);
    for (int i = 0; i < 4; i++) {
        double ex, ev;
        int status = simulate(&p, steps, 0, &ex, &ev, NULL);
        if (status == 0 && !(isfinite(ex) && isfinite(ev)))
            status = overflow(steps);
        if (status != 0) {
            table_end(&t);
            return status;
        }
        table_num(&t, p.h);
        table_int(&t, steps);
        table_num(&t, ex);
        table_num(&t, ev);
        order_cell(&t, prev_x, ex);
        order_cell(&t, prev_v, ev);
        table_end_row(&t);
        prev_x = ex;
        prev_v = ev;
        p.h /= 2.0;
        steps *= 2;
    }
    return table_end(&t);
}

/* The exact motion's phases up to t = steps h; 3 after a message when
 * they overflow (nothing non-finite is printed). */
static int phases(const block_params *p, long steps, table_check *check)
{
    static const char *name[3] = {"slide-up", "stick", "slide-down"};
    block_phase list[16];
    int count = block_phases(p, steps * p->h, list, 16);
    for (int i = 0; i < count && i < 16; i++)
        if (!(isfinite(list[i].t0) && isfinite(list[i].t1) && isfinite(list[i].x1) &&
              isfinite(list[i].v1))) {
            fprintf(stderr, "sliding-block: --show phases: the exact motion overflows double "
                            "precision (m g = %g); use smaller data\n", p->m * p->g);
            return CLI_STATUS_FAILED;
        }
    table t;
    table_begin(&t, stdout, "phase t_start t_end x_end v_end");
    table_check_table(check, &t);
    for (int i = 0; i < count && i < 16; i++) {
        table_text(&t, name[list[i].direction + 1]);
        table_num(&t, list[i].t0);
        table_num(&t, list[i].t1);
        table_num(&t, list[i].x1);
        table_num(&t, list[i].v1);
        table_end_row(&t);
    }
    return table_end(&t);
}

/* The step l that contains time t: (l - 1) h < t <= l h; t = 0 is the
 * start of step 1. */
static long step_of(double t, double h)
{
    long l = (long)ceil(t / h);
    l = l > 0 && (l - 1) * h >= t ? l - 1 : l; /* t on the grid: the step it ends */
    return l > 0 ? l : 1;
}

/* The simulation's direction (-1, 0, +1) after each step 1..steps. */
static int sim_directions(const block_params *p, long steps, signed char *dir)
{
    block_run r;
    run_start(p, &r);
    dir[0] = (signed char)sim_direction(p, steps, p->v0);
    for (long l = 1; l <= steps; l++) {
        int status = run_step(p, &r, l);
        if (status != 0)
            return status;
        dir[l] = (signed char)sim_direction(p, steps, r.b.v);
    }
    return 0;
}

/* What an event between two exact phases is called. */
static const char *event_name(int before, int after)
{
    if (before == 0)
        return "breakaway";
    return after == 0 ? "stop" : "reverse";
}

/* [block-events] */
/* Each change of phase of the exact motion (breakaway, stop, reverse) at
 * time t: the step that contains t, how long after that step's start t
 * lies, the first step whose end state is in the new phase in the
 * simulation (sim_step), and how many steps later that is. */
static int events(const block_params *p, long steps, table_check *check)
{
    block_phase list[16];
    int count = block_phases(p, steps * p->h, list, 16);
    signed char *dir = malloc(((size_t)steps + 1) * sizeof *dir);
    if (dir == NULL) {
        fprintf(stderr, "sliding-block: %ld steps: out of memory\n", steps);
        return CLI_STATUS_FAILED;
    }
    int status = sim_directions(p, steps, dir);
    if (status != 0) {
        free(dir);
        return status;
    }
    table t;
    table_begin(&t, stdout, "event t step after_start sim_step late");
    table_check_table(check, &t);
    long from = 1;
    for (int i = 0; i + 1 < count && i + 1 < 16; i++) {
        double te = list[i].t1;
        long l = step_of(te, p->h), sim = from;
        while (sim <= steps && dir[sim] != list[i + 1].direction)
            sim++;
        table_text(&t, event_name(list[i].direction, list[i + 1].direction));
        table_num(&t, te);
        table_int(&t, l);
        table_num_scaled(&t, te - (l - 1) * p->h, p->h);
        if (sim <= steps) {
            table_int(&t, sim);
            table_int(&t, sim - l);
            from = sim + 1;
        } else { /* not within --steps */
            table_text(&t, "-");
            table_text(&t, "-");
        }
        table_end_row(&t);
    }
    int printed = table_end(&t);
    free(dir);
    return printed;
}
/* [/block-events] */

/* The friction angle: a block left at rest on the slope stays there when
 * tan(theta) <= mu, i.e. theta <= arctan(mu) (the particle notes, p. 13, with f_t = m g
 * sin(theta), f_n = m g cos(theta)). */
static int angle(const block_params *p, table_check *check)
{
    table t;
    table_begin(&t, stdout, "mu theta_crit theta tan_theta at_rest");
    table_check_table(check, &t);
    table_num(&t, p->mu);
    table_num(&t, dmath_atan(p->mu) * 180.0 / DMATH_PI);
    table_num(&t, p->theta * 180.0 / DMATH_PI);
    table_num(&t, dmath_tan(p->theta));
    table_text(&t, dmath_tan(fabs(p->theta)) <= p->mu ? "stays" : "slides");
    return table_end(&t);
}

/* --write-lcp K: step K's LCP (the state after K - 1 steps). */
static int write_step_lcp(const block_params *p, int step)
{
    block_run r;
    run_start(p, &r);
    for (long l = 1; l < step; l++) {
        int status = run_step(p, &r, l);
        if (status != 0)
            return status;
    }
    block_step_lcp(p, &r.model, &r.s, &r.info);
    if (!lcp_finite(&r.info))
        return overflow(step);
    char comment[160];
    snprintf(comment, sizeof comment,
             "sliding-block step %d (t = %.10g to %.10g): the LCP in z = (p_n, p_f1, p_f2, s)",
             step, r.s.t, r.s.t + p->h);
    lcp_write(stdout, &(lcp_problem){.n = r.info.size, .M = r.info.M, .q = r.info.q}, comment);
    return 0;
}

/* The table --show picks, after refusing the options it does not use;
 * compared by check (NULL: printed). */
static int run_show(const cli_spec *spec, const block_params *p, long steps, long every,
                    const char *show, table_check *check)
{
    double ex, ev;
    char context[40];
    snprintf(context, sizeof context, "with --show %s", show);
    if (strcmp(show, "angle") == 0)
        return cli_refuse(spec, "push-rate m g v0 h steps t every", context) ? 1 : angle(p, check);
    if (strcmp(show, "steps") != 0 && cli_refuse(spec, "every", context))
        return CLI_STATUS_USAGE;
    if (strcmp(show, "convergence") == 0) {
        if (steps > CLI_MAX_STEPS / 15) { /* h, h/2, h/4, h/8: 15 times the steps */
            fprintf(stderr, "sliding-block: option --%s: the four runs of --show convergence "
                            "take 15 x %ld steps, more than %ld, the cap on a run's length\n",
                    cli_given(spec, "t") ? "t" : "steps", steps, CLI_MAX_STEPS);
            return CLI_STATUS_USAGE;
        }
        return convergence(*p, steps, check);
    }
    if (strcmp(show, "phases") == 0)
        return phases(p, steps, check);
    if (strcmp(show, "events") == 0)
        return events(p, steps, check);
    return simulate(p, steps, every, &ex, &ev, check);
}

/* The step's quantities that must keep their digits (cli.h): h,
 * the impulse of gravity m g h, the speed it gives g h, the travel h |v0|
 * and the push's impulse k h^2 of the first step; 1 after a message when
 * one is subnormal. */
static int refuse_subnormal(const block_params *p)
{
    return cli_refuse_subnormal("sliding-block", "h", "the step h", p->h) ||
           cli_refuse_subnormal("sliding-block", "h", "the impulse of gravity m g h",
                                p->m * p->g * p->h) ||
           cli_refuse_subnormal("sliding-block", "h", "the speed gravity gives in a step, g h",
                                p->g * p->h) ||
           cli_refuse_subnormal("sliding-block", "h", "a step's travel h |v0|",
                                p->h * fabs(p->v0)) ||
           cli_refuse_subnormal("sliding-block", "h", "the push's impulse in a step, k h^2",
                                fabs(p->push_rate) * p->h * p->h);
}

int main(int argc, char **argv)
{
    double theta_deg = 0.0, t_end = 5.0;
    int steps = 100, every = 1;
    block_params p = {.m = 1.0, .g = 9.81, .mu = 0.5, .push_rate = 2.0, .h = 0.05};
    const char *name = "ramp", *show = "steps", *check_file = NULL;
    int write_step = 1;
    cli_option options[] = {
        {"example", CLI_WORD, &name, CLI_ANY, "ramp|incline",
         "worked run whose data the other options change", 0},
        {"theta", CLI_REAL, &theta_deg, CLI_ANY, NULL, "slope angle theta in degrees", 0},
        {"push-rate", CLI_REAL, &p.push_rate, CLI_ANY, NULL,
         "k: the push along the slope is k t", 0},
        {"mu", CLI_REAL, &p.mu, CLI_NONNEGATIVE, NULL, "friction coefficient mu", 0},
        {"m", CLI_REAL, &p.m, CLI_POSITIVE, NULL, "mass m", 0},
        {"g", CLI_REAL, &p.g, CLI_NONNEGATIVE, NULL, "gravity g", 0},
        {"v0", CLI_REAL, &p.v0, CLI_ANY, NULL, "initial velocity down the slope", 0},
        {"h", CLI_REAL, &p.h, CLI_POSITIVE, NULL, "time step h", 0},
        {"steps", CLI_INT, &steps, CLI_NONNEGATIVE, NULL, "number of steps (the example's)", 0},
        {"t", CLI_REAL, &t_end, CLI_NONNEGATIVE, NULL,
         "end time: t / h steps, not with --steps (the example's)", 0},
        {"every", CLI_INT, &every, CLI_POSITIVE, NULL, "a row every N-th step (and the last)", 0},
        {"show", CLI_WORD, &show, CLI_ANY, "steps|phases|events|convergence|angle",
         "view (see below)", 0},
        {"write-lcp", CLI_INT, &write_step, CLI_POSITIVE, NULL,
         "step N's LCP as an lcp file, no table", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    cli_spec spec = {
        "sliding-block",
        "A block on a slope pushed by a force ramp, with Coulomb friction: one LCP\n"
        "in (p_n, p_f1, p_f2, s) per step, against the exact motion.",
        "Examples: ramp (theta 0, k 2, mu 0.5, h 0.05, 100 steps): the block sticks\n"
        "until k t > mu m g and then slides; incline (theta 30, k 0, 40 steps).\n"
        "Options given change the example's data; the run is --steps N (0: the\n"
        "initial row only) or --t T (T / h steps, rounded up), at most 10000000.\n"
        "g = 0: no normal force, so no friction.  Columns: l, t = l h, the drive\n"
        "F = m g sin(theta) + k t averaged over the step, the friction force ft and\n"
        "the normal force fn of the step (0 in row 0), the distance x and velocity v\n"
        "down the slope, and the exact x and v; a velocity below 1e-12 of the\n"
        "run's speed scale is rounding and prints as 0.\n"
        "--show phases: when the exact motion sticks and slides.\n"
        "--show events: each change of phase (breakaway, stop, reverse) at time t,\n"
        "  the step that contains t, how long after that step's start, the step in\n"
        "  which the simulation changes phase (sim_step) and how many steps late.\n"
        "--show convergence: the largest errors for h, h/2, h/4, h/8 (same end time).\n"
        "--show angle: the friction angle arctan(mu) and whether a block at rest\n"
        "  on the slope stays (tan(theta) <= mu) or slides.\n"
        "--write-lcp N: the LCP of step N in the lcp command's file format, e.g.\n"
        "  sliding-block --write-lcp 50 | lcp solve --exact -\n"
        "Exit status 2 or 3 if a step's LCP is not solved; 1 for a step h whose\n"
        "impulse m g h, speed g h, travel h v0 or push k h^2 is subnormal (below\n"
        "2.2e-308: it has lost digits).\n\n"
        TABLE_CHECK_HELP "\n"
        "With --show steps, a wrong fn also gets the condition of the step's LCP\n"
        "your number breaks.",
        options, (int)(sizeof options / sizeof options[0]), NULL};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);

    for (size_t i = 0; i < sizeof examples / sizeof examples[0]; i++) {
        const example *e = &examples[i];
        if (strcmp(e->name, name) != 0)
            continue;
        if (!cli_given(&spec, "theta"))
            theta_deg = e->theta_deg;
        if (!cli_given(&spec, "push-rate"))
            p.push_rate = e->push_rate;
        if (!cli_given(&spec, "mu"))
            p.mu = e->mu;
        if (!cli_given(&spec, "h"))
            p.h = e->h;
        if (!cli_given(&spec, "steps"))
            steps = e->steps;
    }
    long n = cli_run_steps(&spec, steps, t_end, p.h, steps);
    if (n < 0)
        return CLI_STATUS_USAGE;
    if (fabs(theta_deg) >= 90.0) {
        fprintf(stderr, "sliding-block: --theta %g: the slope angle must be in (-90, 90)\n",
                theta_deg);
        return 1;
    }
    p.theta = theta_deg * DMATH_PI / 180.0;
    if (refuse_subnormal(&p))
        return CLI_STATUS_USAGE;
    if (cli_given(&spec, "write-lcp")) {
        if (cli_refuse(&spec, "show steps t every check",
                       "with --write-lcp (it writes one step's LCP)"))
            return 1;
        if (write_step > CLI_MAX_STEPS) {
            fprintf(stderr, "sliding-block: option --write-lcp: at most %ld (the cap on a run's "
                            "length), got '%d'\n", CLI_MAX_STEPS, write_step);
            return 1;
        }
        return write_step_lcp(&p, write_step);
    }
    table_check *check;
    int status = table_check_start(&check, "sliding-block", check_file);
    if (status != 0)
        return status;
    return table_check_end(check, run_show(&spec, &p, n, every, show, check));
}
