/* particle_run.h: the length of a run of the time-stepping programs of
 * chapters 1-5 (time-stepping, pendulum, particle-wall, sliding-block,
 * friction-cone), by the conventions of src/cli.h: --steps N or --t T
 * (never both), at most CLI_MAX_STEPS steps, --every N for the rows.
 */
#ifndef PARTICLE_RUN_H
#define PARTICLE_RUN_H

#include "cli.h"

/* cli_run_steps for a program whose default is "until ..." (-1): --steps and
 * --t are options of type CLI_TEXT with no default (NULL when not given),
 * so that --help shows none; steps_text must be an integer >= 0, t_text a
 * number >= 0.  Returns the steps, fallback, or -2 after a message. */
long run_steps_text(const cli_spec *spec, const char *steps_text, const char *t_text, double h,
                    long fallback);

/* Print the row of step l of `steps` with --every `every`?  The first row
 * (step `first`: 0 for a table of states, 1 for a table of each step's
 * LCP), every every-th step and the last. */
int run_print_row(long l, long first, long steps, long every);

/* A scale for rounding noise (table_num_scaled): a sum of magnitudes that
 * overflowed is the largest double, not infinity (which would hide every
 * value as noise). */
double run_scale(double scale);

/* Digits lost at the bottom of the range of a double: a quantity the step
 * forms from the data (h itself, an impulse m g h, a velocity change g h, a
 * step's travel h v) that is not 0 but below DBL_MIN (2.2e-308) is
 * subnormal: it keeps fewer than a double's 53 bits (h = 1e-320 keeps 11),
 * and every force divided back out of it (f = p / h) is wrong in the
 * fourth digit.  Returns 1 after the message "PROGRAM: option --OPTION:
 * WHAT = VALUE is subnormal ...; give a larger --OPTION", 0 when value is 0
 * or normal. */
int run_refuse_subnormal(const char *program, const char *option, const char *what,
                         double value);

/* Digits lost at the top: a step's travel (> 0) that is below half the
 * last digit of the position x it is added to, so that x + travel == x
 * and the body cannot move there.  Returns 1 after a message naming the
 * option that gave x, 0 otherwise (travel 0: nothing to lose). */
int run_refuse_lost_travel(const char *program, const char *option, double x, double travel);

/* A lower bound on the steps a run "until at rest" takes: a speed |v|
 * relative to the support that the friction and the forces can take off
 * at most `decel` per unit time (and at most `impulse_speed` in total
 * through impulses not from a constant force, e.g. an impact), with a run
 * that stops when the speed is rounding noise of `scale` (TABLE_NOISE),
 * over steps of h: (|v| - impulse_speed - TABLE_NOISE scale) / (decel h),
 * 0 when that is negative, HUGE_VAL when decel h is 0. */
double run_steps_to_rest(double speed, double impulse_speed, double decel, double scale,
                         double h);

/* Refuse a run until at rest whose bound run_steps_to_rest is above the
 * cap CLI_MAX_STEPS: 1 after the message "PROGRAM: CAUSE: it needs at
 * least N steps of --h H to come to rest, more than 10000000, the cap on a
 * run's length; ADVICE", 0 when it may stop in time. */
int run_refuse_endless(const char *program, const char *cause, double steps, double h,
                       const char *advice);

#endif
