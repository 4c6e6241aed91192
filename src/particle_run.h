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

#endif
