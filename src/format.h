/* format.h: a double as printf's "%.*g" prints it, without printf.
 *
 * Every number of every table goes through here (table.c), natively and in
 * the page, so it must be fast and give glibc's bytes exactly: the correctly
 * rounded decimal of the binary value (ties, which only an exact binary
 * value can make, to even), in %g's form (fixed or exponent by the rule of
 * C's %g, trailing zeros and a bare point dropped, an exponent of at least
 * two digits, "inf", "nan", "-0" with their signs).  Most doubles are done
 * in 128-bit integers (format.c derives how); the rest, with digits outside
 * 1..17 or a magnitude beyond about 1e-23..1e50, are handed to snprintf,
 * which prints the same (correct rounding: C's Annex F, glibc and musl).
 */
#ifndef FORMAT_H
#define FORMAT_H

#include <stddef.h>

/* snprintf(buf, size, "%.*g", digits, value): the same text (truncated to
 * size - 1 bytes and ended by a NUL when size > 0) and the same return
 * value, the length of the whole text; buf's bytes after the NUL, up to
 * size, may be changed (the digits are made in place). */
int format_g(char *buf, size_t size, double value, int digits);

/* Whether format_g prints value to digits itself (nonzero) or hands it to
 * snprintf (0): the method's reach (format.c), for the tests. */
int format_g_reach(double value, int digits);

/* snprintf(buf, size, "%ld", value): the same bytes and return value. */
int format_long(char *buf, size_t size, long value);

#endif
