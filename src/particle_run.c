/* particle_run.c: the length of a run, the rows it prints. */
#include "particle_run.h"
#include "table.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Say that option --name has a bad value; -2. */
static long bad_value(const cli_spec *spec, const char *name, const char *expected,
                      const char *text)
{
    fprintf(stderr, "%s: option --%s: expected %s, got '%s' (try --help)\n", spec->program,
            name, expected, text);
    return -2;
}

/* --steps N or --t T given as text, or the fallback; -2 after a message. */
long run_steps_text(const cli_spec *spec, const char *steps_text, const char *t_text, double h,
                    long fallback)
{
    char *end;
    long steps = 0;
    double t = 0.0;
    if (steps_text) {
        steps = strtol(steps_text, &end, 10);
        if (end == steps_text || *end != '\0' || steps < 0)
            return bad_value(spec, "steps", "an integer >= 0", steps_text);
        if (steps > CLI_MAX_STEPS && !t_text) {
            fprintf(stderr, "%s: option --steps: at most %ld steps (the cap on a run's "
                            "length), got '%s'\n", spec->program, CLI_MAX_STEPS, steps_text);
            return -2;
        }
    }
    if (t_text) {
        t = strtod(t_text, &end);
        if (end == t_text || *end != '\0' || !isfinite(t) || t < 0.0)
            return bad_value(spec, "t", "a finite number >= 0", t_text);
    }
    return cli_run_steps(spec, (int)steps, t, h, fallback);
}

/* The first row, every every-th and the last. */
int run_print_row(long l, long first, long steps, long every)
{
    return l == first || cli_print_step(l, steps, every);
}

/* A finite scale: DBL_MAX for one that overflowed. */
double run_scale(double scale)
{
    return fmin(fabs(scale), DBL_MAX);
}

/* The refusal of a subnormal quantity (particle_run.h). */
int run_refuse_subnormal(const char *program, const char *option, const char *what,
                         double value)
{
    if (value == 0.0 || !(fabs(value) < DBL_MIN))
        return 0;
    fprintf(stderr, "%s: option --%s: %s = %.3g is subnormal (below %.3g, the smallest double "
                    "with all 53 bits): it keeps only a few digits and what is computed "
                    "from it would be wrong; give a larger --%s\n", program, option, what,
            value, DBL_MIN, option);
    return 1;
}

/* The refusal of a travel lost in the last digit of a position. */
int run_refuse_lost_travel(const char *program, const char *option, double x, double travel)
{
    if (!(travel > 0.0) || !isfinite(x) || x + travel != x)
        return 0;
    fprintf(stderr, "%s: option --%s: at %.10g a step's travel, %.3g, is lost in rounding "
                    "(the position's last digit there is %.3g): the position cannot change "
                    "and the run would be rounding only; start nearer the origin\n",
            program, option, x, travel, nextafter(fabs(x), HUGE_VAL) - fabs(x));
    return 1;
}

/* (|v| - impulse_speed - noise) / (decel h), at least 0. */
double run_steps_to_rest(double speed, double impulse_speed, double decel, double scale,
                         double h)
{
    double left = fabs(speed) - fabs(impulse_speed) - TABLE_NOISE * fabs(scale);
    if (!(left > 0.0))
        return 0.0;
    double rate = decel * h;
    return rate > 0.0 ? left / rate : HUGE_VAL;
}

/* The refusal of a run until at rest longer than the cap. */
int run_refuse_endless(const char *program, const char *cause, double steps, double h,
                       const char *advice)
{
    if (!(steps > (double)CLI_MAX_STEPS))
        return 0;
    fprintf(stderr, "%s: %s: it needs at least %.3g steps of --h %g to come to rest, more than "
                    "%ld, the cap on a run's length; %s\n", program, cause, steps, h,
            CLI_MAX_STEPS, advice);
    return 1;
}
