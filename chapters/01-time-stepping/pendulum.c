/* pendulum: semi-implicit Euler with a bilateral constraint, a particle on a rigid
 * rod (the course's slides; the notes' "Equality Constraints"; Examples 1.3, 1.4).
 *
 * Row l is time t = l h.  p is the impulse the rod applies in the step that
 * produced the row, along J^T = q / |q| (negative: the rod pulls); it is
 * h lambda, lambda the rod's force.  drift is the constraint error |q| - L.
 * No non-finite number is printed: a run that overflows stops with exit 3.
 */
#include "cli.h"
#include "subnormal.h"
#include "pendulum.h"
#include "table.h"
#include "table_check.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Is the state after step l finite?  Otherwise say so (exit status 3).
 * Each value on its own: finite values near 1e308 may sum to infinity. */
static int finite_or_say(long l, const pendulum_params *p, pendulum_state s, double impulse)
{
    double values[6] = {s.x, s.y, s.ux, s.uy, impulse, l * p->h};
    int finite = 1;
    for (int k = 0; k < 6; k++)
        finite = finite && isfinite(values[k]);
    if (finite)
        return 1;
    fprintf(stderr, "pendulum: step %ld: the numbers overflow double precision; "
                    "use smaller data (--h, --g, --omega0)\n", l);
    return 0;
}

/* One step, every outcome acted on: 0, or the exit status after a message. */
static int step_checked(const pendulum_params *p, long l, pendulum_state *s, double *impulse)
{
    bilateral_status status = pendulum_step(p, s, impulse);
    if (!finite_or_say(l, p, *s, status == BILATERAL_SOLVED ? *impulse : 0.0))
        return 3;
    if (status != BILATERAL_SOLVED) {
        fprintf(stderr, "pendulum: step %ld: %s\n", l, bilateral_status_name(status));
        return 3;
    }
    return 0;
}

/* Warn once (stderr) when the rod's length drifts by more than L: the
 * step is too long for the motion, and the rows are far from a pendulum. */
static void warn_drift(const pendulum_params *p, pendulum_state s, long l, int *warned)
{
    if (*warned || !(fabs(pendulum_drift(p, s)) > p->L))
        return;
    *warned = 1;
    fprintf(stderr, "pendulum: warning: step %ld: the drift |q| - L exceeds L; the step h is "
                    "too long for this motion (try a smaller --h)\n", l);
}

/* Data that would lose their digits: a subnormal option (subnormal.h) or
 * quantity a step is made of (cli.h: the speed gravity gives in a
 * step g h, its impulse m g h, the start's position and velocity, the
 * speed L omega0, its momentum and a step's travel); and a start that
 * overflows.  The exit status after a message (1, naming the option; 3),
 * or 0 when the run may go. */
static int refuse_extremes(const cli_spec *spec, const pendulum_params *p, double omega0,
                           pendulum_state s)
{
    double speed = p->L * fabs(omega0);
    if (refuse_subnormal_options(spec) ||
        cli_refuse_subnormal("pendulum", "h", "the speed gravity gives in a step, g h",
                             p->g * p->h) ||
        cli_refuse_subnormal("pendulum", "h", "the impulse of gravity m g h", p->m * p->g * p->h) ||
        cli_refuse_subnormal("pendulum", "theta0", "the start's x = L sin theta0", s.x) ||
        cli_refuse_subnormal("pendulum", "theta0", "the start's y = -L cos theta0", s.y) ||
        cli_refuse_subnormal("pendulum", "omega0", "the speed L omega0", speed) ||
        cli_refuse_subnormal("pendulum", "omega0", "the start's ux = L omega0 cos theta0", s.ux) ||
        cli_refuse_subnormal("pendulum", "omega0", "the start's uy = L omega0 sin theta0", s.uy) ||
        cli_refuse_subnormal("pendulum", "omega0", "the momentum m L omega0", p->m * speed) ||
        cli_refuse_subnormal("pendulum", "h", "a step's travel h L omega0", p->h * speed))
        return CLI_STATUS_USAGE;
    if (!(isfinite(s.x) && isfinite(s.y) && isfinite(s.ux) && isfinite(s.uy) &&
          isfinite(p->m * speed))) {
        fprintf(stderr, "pendulum: the start overflows double precision: L omega0 = %g * %g; "
                        "use smaller data (--L, --omega0, --m)\n", p->L, omega0);
        return CLI_STATUS_FAILED;
    }
    return 0;
}

/* Step with the chosen method and print a row every `every`-th step.  A
 * velocity component that is rounding noise of the step's velocities
 * (|u| before it, h g, |p| / m) prints as 0 (table.h): where u + h g is
 * parallel to the rod, u+ is 0 in exact arithmetic but 1e-17 after it. */
static int run_series(const pendulum_params *p, pendulum_state s, long steps, long every,
                      table_check *check)
{
    table t;
    double impulse = 0.0, u_scale = fabs(s.ux) + fabs(s.uy);
    int warned = 0;
    table_begin_digits(&t, stdout, "l t x y ux uy p drift", 6);
    table_check_table(check, &t);
    for (long l = 0; l <= steps; l++) {
        double u_before = fabs(s.ux) + fabs(s.uy);
        int status = l > 0 ? step_checked(p, l, &s, &impulse) : 0;
        if (l > 0)
            u_scale = cli_scale(u_before + p->h * p->g + fabs(impulse) / p->m);
        if (status != 0) {
            table_end(&t);
            return status;
        }
        warn_drift(p, s, l, &warned);
        if (!cli_print_row(l, 0, steps, every))
            continue;
        table_int(&t, l);
        table_num(&t, l * p->h);
        table_num(&t, s.x);
        table_num(&t, s.y);
        table_num_scaled(&t, s.ux, u_scale);
        table_num_scaled(&t, s.uy, u_scale);
        table_num(&t, impulse);
        table_num(&t, pendulum_drift(p, s));
        table_end_row(&t);
    }
    return table_end(&t);
}

/* Solve every step both ways from the same state (Example 1.3) and print both. */
static int run_compare(const pendulum_params *p, pendulum_state s, long steps, long every,
                       table_check *check)
{
    table t;
    table_begin_digits(&t, stdout, "l t p_saddle p_schur du_max", 6);
    table_check_table(check, &t);
    for (long l = 1; l <= steps; l++) {
        pendulum_params saddle = *p, schur = *p;
        saddle.schur = 0;
        schur.schur = 1;
        pendulum_state a = s, b = s;
        double pa, pb;
        int status = step_checked(&saddle, l, &a, &pa);
        if (status == 0)
            status = step_checked(&schur, l, &b, &pb);
        if (status != 0) {
            table_end(&t);
            return status;
        }
        s = a;
        if (!cli_print_row(l, 1, steps, every))
            continue;
        /* The two u+ agree in exact arithmetic: their difference is rounding
         * noise on the scale of |u+|. */
        double du = fmax(fabs(a.ux - b.ux), fabs(a.uy - b.uy));
        char digits[2][40]; /* all the digits: the two solves round differently */
        table_format_exact(digits[0], sizeof digits[0], pa);
        table_format_exact(digits[1], sizeof digits[1], pb);
        table_int(&t, l);
        table_num(&t, l * p->h);
        table_text(&t, digits[0]);
        table_text(&t, digits[1]);
        table_num_scaled(&t, du, cli_scale(fabs(a.ux) + fabs(a.uy)));
        table_end_row(&t);
    }
    return table_end(&t);
}

int main(int argc, char **argv)
{
    pendulum_params p = {.m = 1.0, .L = 1.0, .g = 9.81, .h = 0.01};
    double theta0 = 90.0, omega0 = 0.0;
    int steps = 300, every = 1;
    double t_end = 3.0;
    const char *stabilise = "no", *method = "schur", *check_file = NULL;
    cli_option options[] = {
        {"m", CLI_REAL, &p.m, CLI_POSITIVE, NULL, "mass m", 0},
        {"L", CLI_REAL, &p.L, CLI_POSITIVE, NULL, "rod length L", 0},
        {"g", CLI_REAL, &p.g, CLI_NONNEGATIVE, NULL, "gravity g (along -y)", 0},
        {"h", CLI_REAL, &p.h, CLI_POSITIVE, NULL, "time step h", 0},
        {"theta0", CLI_REAL, &theta0, CLI_ANY, NULL, "initial angle from the downward vertical, degrees", 0},
        {"omega0", CLI_REAL, &omega0, CLI_ANY, NULL, "initial angular velocity, rad/s", 0},
        {"steps", CLI_INT, &steps, CLI_NONNEGATIVE, NULL, "number of steps", 0},
        {"t", CLI_REAL, &t_end, CLI_NONNEGATIVE, NULL, "end time: t / h steps, not with --steps",
         0},
        {"every", CLI_INT, &every, CLI_POSITIVE, NULL, "a row every N-th step (and the last)", 0},
        {"stabilise", CLI_WORD, &stabilise, CLI_ANY, "no|yes", "feed back Theta^l / h (stabilisation)", 0},
        {"method", CLI_WORD, &method, CLI_ANY, "schur|saddle|compare",
         "how each step is solved (compare: both)", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    cli_spec spec = {"pendulum",
                     "Semi-implicit Euler for a particle on a rigid rod: M u+ - J^T p = M u + h f,\n"
                     "J u+ = 0 (or -Theta/h with --stabilise yes); p = h lambda is the rod's impulse.",
                     "Columns: l, t = l h, position x y, velocity ux uy, the rod's impulse p\n"
                     "in the step that produced the row (negative: the rod pulls), and the\n"
                     "drift |q| - L.  With --method compare: p from the saddle-point system and\n"
                     "from the Schur complement, with all their digits (the two round\n"
                     "differently), and the largest difference of u+ between the two (0: equal\n"
                     "to rounding); it has a row per step, so --steps 0 prints its header\n"
                     "only.  The run: --steps N (0: the initial row only) or --t T (T / h\n"
                     "steps, rounded up), at most 10000000 steps; the default is 300 steps.\n"
                     "Exit status 3 if the numbers overflow; 1 if a quantity of a step\n"
                     "(L, h, m g h, L omega0, ...) is subnormal (below 2.2e-308).\n\n"
                     TABLE_CHECK_HELP,
                     options, (int)(sizeof options / sizeof options[0]), NULL};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    long n = cli_run_steps(&spec, steps, t_end, p.h, steps);
    if (n < 0)
        return CLI_STATUS_USAGE;
    p.stabilise = strcmp(stabilise, "yes") == 0;
    p.schur = strcmp(method, "saddle") != 0;
    pendulum_state s = pendulum_start(&p, theta0, omega0);
    int refused = refuse_extremes(&spec, &p, omega0, s);
    if (refused != 0)
        return refused;
    table_check *check;
    int status = table_check_start(&check, "pendulum", check_file);
    if (status != 0)
        return status;
    if (strcmp(method, "compare") == 0)
        return table_check_end(check, run_compare(&p, s, n, every, check));
    return table_check_end(check, run_series(&p, s, n, every, check));
}
