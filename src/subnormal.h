/* subnormal.h: refusing data that would lose their digits at the bottom of
 * the range of a double.
 *
 * A value that is not 0 but below DBL_MIN (2.2e-308) is subnormal: it keeps
 * fewer than a double's 53 bits (1e-320 keeps 11, and is read as
 * 9.99989e-321), so that a table computed from it is wrong in its fourth
 * digit or earlier.  The programs of chapters 1, 6, 8, 9 and 10 refuse such
 * an option value with exit status 1, naming the option (and a derived
 * quantity of a step, such as an impulse m g h, through
 * cli_refuse_subnormal of cli.h).
 */
#ifndef SUBNORMAL_H
#define SUBNORMAL_H

#include "cli.h"

/* Is x subnormal (not 0, |x| < DBL_MIN)? */
int is_subnormal(double x);

/* The first real option of spec whose value is subnormal: a message
 * "PROGRAM: option --NAME: X is subnormal ...; give (0 or) a value of
 * at least 2.2e-308" on stderr and 1; 0 when none is. */
int refuse_subnormal_options(const cli_spec *spec);

#endif
