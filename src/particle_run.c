/* particle_run.c: the length of a run, the rows it prints. */
#include "particle_run.h"

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
