/* time-stepping: explicit and semi-implicit Euler beside the exact solution
 * for a particle under a constant force, and with --k the three Euler schemes
 * on an oscillator (Dynamics of a Particle, pp. 1-3;
 * Examples 1.1, 1.2).
 *
 * Row l is time t = l h.  The defaults are the notes' example
 * F = m = h = 1, q0 = v0 = 0.
 */
#include "cli.h"
#include "dmath.h"
#include "particle.h"
#include "subnormal.h"
#include "table.h"
#include "table_check.h"

#include <math.h>
#include <stdio.h>

/* One row: l, t, then q and v of the explicit, semi-implicit and exact
 * solutions.  A value that is zero in exact arithmetic but not after rounding
 * (v = 1 - 5 * 0.2 = 5.6e-17) prints as 0: the scale of v is |v0| + |a| t,
 * that of q is |q0| + |v0| t + |a| t^2, with a = F/m. */
static void print_row(table *t, const particle_params *p, particle_state s0, long l,
                      const particle_state s[3])
{
    double time = l * p->h, a = fabs(p->F / p->m);
    double v_scale = cli_scale(fabs(s0.v) + a * time);
    double q_scale = cli_scale(fabs(s0.q) + fabs(s0.v) * time + a * time * time);
    table_int(t, l);
    table_num(t, time);
    for (int k = 0; k < 3; k++) {
        table_num_scaled(t, s[k].q, q_scale);
        table_num_scaled(t, s[k].v, v_scale);
    }
    table_end_row(t);
}

/* Are the row's time and the three states finite? */
static int row_finite(double time, const particle_state s[3])
{
    int ok = isfinite(time);
    for (int k = 0; k < 3; k++)
        ok = ok && isfinite(s[k].q) && isfinite(s[k].v);
    return ok;
}

/* The table of `steps` steps, a row every `every`-th, compared by check
 * (NULL: printed); the exit status. */
static int run(const particle_params *p, particle_state s0, long steps, long every,
               table_check *check)
{
    table t;
    table_begin(&t, stdout, "l t q_expl v_expl q_semi v_semi q_exact v_exact");
    table_check_table(check, &t);
    particle_state explicit_s = s0, semi_s = s0;
    for (long l = 0; l <= steps; l++) {
        particle_state row[3] = {explicit_s, semi_s, particle_exact(p, s0, l * p->h)};
        if (!row_finite(l * p->h, row)) {
            table_end(&t);
            fprintf(stderr, "time-stepping: step %ld: the numbers overflow double precision; "
                            "use smaller data\n", l);
            return CLI_STATUS_FAILED;
        }
        if (cli_print_row(l, 0, steps, every))
            print_row(&t, p, s0, l, row);
        explicit_s = particle_step_explicit(p, explicit_s);
        semi_s = particle_step_semi_implicit(p, semi_s);
    }
    return table_end(&t);
}

/* [ts-oscillator] */
/* With a spring, the force F - k q depends on the position, and the three
 * Euler schemes differ in where they evaluate it.  Explicit: F - k q^l and
 * q^{l+1} = q^l + h v^l.  Semi-implicit: F - k q^l and q^{l+1} = q^l +
 * h v^{l+1}.  Implicit: F - k q^{l+1}, a linear equation in q^{l+1}:
 * q^{l+1} (1 + h^2 k / m) = q^l + h v^l + h^2 F / m. */
static particle_state oscillator_explicit(const particle_params *p, double k, particle_state s)
{
    particle_state n = {.q = s.q + p->h * s.v, .v = s.v + p->h * (p->F - k * s.q) / p->m};
    return n;
}

static particle_state oscillator_semi_implicit(const particle_params *p, double k,
                                               particle_state s)
{
    particle_state n;
    n.v = s.v + p->h * (p->F - k * s.q) / p->m;
    n.q = s.q + p->h * n.v;
    return n;
}

static particle_state oscillator_implicit(const particle_params *p, double k, particle_state s)
{
    double h = p->h;
    particle_state n;
    n.q = (s.q + h * s.v + h * h * p->F / p->m) / (1.0 + h * h * k / p->m);
    n.v = s.v + h * (p->F - k * n.q) / p->m;
    return n;
}
/* [/ts-oscillator] */

/* The exact motion about the rest position F / k: q = F/k + (q0 - F/k)
 * cos(w t) + v0 / w sin(w t), w = sqrt(k / m). */
static particle_state oscillator_exact(const particle_params *p, double k, particle_state s0,
                                       double t)
{
    double w = sqrt(k / p->m), rest = p->F / k, c = dmath_cos(w * t), sn = dmath_sin(w * t);
    particle_state e = {.q = rest + (s0.q - rest) * c + s0.v / w * sn,
                        .v = -(s0.q - rest) * w * sn + s0.v * c};
    return e;
}

/* The energy m v^2 / 2 + k q^2 / 2 - F q (kinetic, spring, the constant
 * force's potential). */
static double oscillator_energy(const particle_params *p, double k, particle_state s)
{
    return 0.5 * p->m * s.v * s.v + 0.5 * k * s.q * s.q - p->F * s.q;
}

/* The oscillator's table: l, t, then q and the energy E of the explicit,
 * semi-implicit, implicit and exact solutions. */
static int run_oscillator(const particle_params *p, double k, particle_state s0, long steps,
                          long every, table_check *check)
{
    table t;
    table_begin(&t, stdout, "l t q_expl E_expl q_semi E_semi q_impl E_impl q_exact E_exact");
    table_check_table(check, &t);
    particle_state s[3] = {s0, s0, s0};
    for (long l = 0; l <= steps; l++) {
        double time = l * p->h;
        particle_state row[4] = {s[0], s[1], s[2], oscillator_exact(p, k, s0, time)};
        int ok = isfinite(time);
        for (int j = 0; j < 4; j++)
            ok = ok && isfinite(row[j].q) && isfinite(row[j].v) &&
                 isfinite(oscillator_energy(p, k, row[j]));
        if (!ok) {
            table_end(&t);
            fprintf(stderr, "time-stepping: step %ld: the numbers overflow double precision; "
                            "use smaller data\n", l);
            return CLI_STATUS_FAILED;
        }
        if (cli_print_row(l, 0, steps, every)) {
            table_int(&t, l);
            table_num(&t, time);
            for (int j = 0; j < 4; j++) {
                table_num(&t, row[j].q);
                table_num(&t, oscillator_energy(p, k, row[j]));
            }
            table_end_row(&t);
        }
        s[0] = oscillator_explicit(p, k, s[0]);
        s[1] = oscillator_semi_implicit(p, k, s[1]);
        s[2] = oscillator_implicit(p, k, s[2]);
    }
    return table_end(&t);
}

/* Data that would lose their digits: a subnormal option (subnormal.h),
 * velocity change of a step h F / m or travel h v0 (cli.h); and a first
 * step's travel lost below the last digit of q0 (far from the origin,
 * q0 + h v == q0), after which the schemes would print q0 unchanged.  1
 * after a message naming the option, 0 when the run may go. */
static int refuse_extremes(const cli_spec *spec, const particle_params *p, particle_state s0)
{
    double dv = p->h * (p->F / p->m);
    return refuse_subnormal_options(spec) ||
           cli_refuse_subnormal("time-stepping", "h", "the velocity change of a step h F / m",
                                dv) ||
           cli_refuse_subnormal("time-stepping", "h", "a step's travel h v0", p->h * s0.v) ||
           cli_refuse_lost_travel("time-stepping", "q0", s0.q, fabs(p->h * s0.v)) ||
           cli_refuse_lost_travel("time-stepping", "q0", s0.q, fabs(p->h * (s0.v + dv)));
}

int main(int argc, char **argv)
{
    particle_params p = {.m = 1.0, .F = 1.0, .h = 1.0};
    particle_state s0 = {.q = 0.0, .v = 0.0};
    int steps = 2, every = 1;
    double t_end = 2.0, k = 0.0;
    const char *check_file = NULL;
    cli_option options[] = {
        {"F", CLI_REAL, &p.F, CLI_ANY, NULL, "constant force F", 0},
        {"k", CLI_REAL, &k, CLI_NONNEGATIVE, NULL,
         "spring stiffness k: the force is F - k q (0: no spring)", 0},
        {"m", CLI_REAL, &p.m, CLI_POSITIVE, NULL, "mass m", 0},
        {"h", CLI_REAL, &p.h, CLI_POSITIVE, NULL, "time step h", 0},
        {"q0", CLI_REAL, &s0.q, CLI_ANY, NULL, "initial position q^0", 0},
        {"v0", CLI_REAL, &s0.v, CLI_ANY, NULL, "initial velocity v^0", 0},
        {"steps", CLI_INT, &steps, CLI_NONNEGATIVE, NULL, "number of steps", 0},
        {"t", CLI_REAL, &t_end, CLI_NONNEGATIVE, NULL, "end time: t / h steps, not with --steps",
         0},
        {"every", CLI_INT, &every, CLI_POSITIVE, NULL, "a row every N-th step (and the last)", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    cli_spec spec = {"time-stepping",
                     "Explicit and semi-implicit Euler against the exact solution\n"
                     "q = q0 + v0 t + F t^2 / (2 m).",
                     "Columns: l, t = l h, then q and v of the explicit scheme (expl), the\n"
                     "semi-implicit scheme (semi) and the exact solution (exact).\n"
                     "With a spring (--k > 0), the oscillator m dv/dt = F - k q: l, t, then\n"
                     "q and the energy E = m v^2/2 + k q^2/2 - F q of the explicit,\n"
                     "semi-implicit and implicit (impl: F - k q at the end of the step)\n"
                     "schemes and of the exact solution.\n"
                     "The run: --steps N (0: the initial row only) or --t T (T / h steps,\n"
                     "rounded up), at most 10000000 steps; the default is 2 steps.\n"
                     "Exit status: 0 ok, 1 bad options (also a subnormal value, step, h F / m\n"
                     "or h v0, and a first step's travel below the last digit of q0), 3 the\n"
                     "numbers overflow (nothing non-finite is printed).\n\n" TABLE_CHECK_HELP,
                     options, (int)(sizeof options / sizeof options[0]), NULL};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    long n = cli_run_steps(&spec, steps, t_end, p.h, steps);
    if (n < 0)
        return CLI_STATUS_USAGE;
    if (refuse_extremes(&spec, &p, s0))
        return CLI_STATUS_USAGE;
    table_check *check;
    int status = table_check_start(&check, "time-stepping", check_file);
    if (status != 0)
        return status;
    if (k > 0.0)
        return table_check_end(check, run_oscillator(&p, k, s0, n, every, check));
    return table_check_end(check, run(&p, s0, n, every, check));
}
