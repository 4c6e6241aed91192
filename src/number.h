/* number.h: a number as the course writes it, read one way everywhere.
 *
 * The grammar (every reader of the programs: LCP files, command-line
 * options, a student's --check table, scene and profile files):
 *
 *     [+-] digits [. digits] [e [+-] digits]     3, -0.25, 1e-3, -4.5E+2, 5.
 *     [+-] . digits [e [+-] digits]              .5
 *     [+-] digits / digits                       9/2, -1/3
 *
 * a sign only in front, no blanks, nothing after the number; the exponent
 * within +-NUMBER_MAX_EXPONENT (10^10000 already has 33220 bits: the exact
 * value of 1e999999999 would exhaust memory).  "nan", "inf", "infinity"
 * (as strtod spells them, in any case) are recognised to be named in the
 * message, never read.
 *
 * A number is read either exactly, as a rational (GMP's mpq_t: the exact
 * solvers see exactly the number written), or as the nearest double (ties
 * to even), the same for decimals and fractions and on every machine; a
 * value beyond the largest double is refused (NUMBER_TOO_LARGE), one below
 * the smallest rounds to a subnormal or 0 as strtod does.
 *
 * Written numbers carry their precision: 0.33 stands for anything within
 * half a unit of its last digit (number_half_unit), an integer or a
 * fraction for itself (number_agrees).
 */
#ifndef NUMBER_H
#define NUMBER_H

#include <stddef.h>

#include <gmp.h>

/* The largest |exponent| read. */
#define NUMBER_MAX_EXPONENT 10000

typedef enum {
    NUMBER_OK = 0,
    NUMBER_NOT_A_NUMBER,     /* not the grammar */
    NUMBER_NAN,              /* spells NaN */
    NUMBER_INF,              /* spells Inf or Infinity */
    NUMBER_ZERO_DENOMINATOR, /* p/0 */
    NUMBER_EXPONENT_RANGE,   /* |exponent| > NUMBER_MAX_EXPONENT */
    NUMBER_TOO_LARGE,        /* |value| beyond the largest double */
    NUMBER_NO_MEMORY         /* memory ran out while reading it */
} number_status;

/* The shape of a number as written (number_scan). */
typedef struct {
    int fraction;        /* p/q */
    int point;           /* a decimal point was written */
    int has_exponent;    /* an exponent was written */
    long exponent;       /* its value, saturated just beyond NUMBER_MAX_EXPONENT */
    int fraction_digits; /* digits after the point */
} number_form;

/* Check the length bytes at s against the grammar; the form (may be NULL)
 * says how it is written.  NUMBER_OK, NUMBER_NOT_A_NUMBER, NUMBER_NAN,
 * NUMBER_INF, NUMBER_ZERO_DENOMINATOR or NUMBER_EXPONENT_RANGE. */
number_status number_scan(const char *s, size_t length, number_form *form);

/* The double nearest the number written in the length bytes at s (no
 * terminator needed): NUMBER_OK with *value set, or what is wrong
 * (number_scan's statuses, NUMBER_TOO_LARGE, NUMBER_NO_MEMORY; *value is
 * then unchanged). */
number_status number_read_double(const char *s, size_t length, double *value);

/* The integer written in the length bytes at s: a sign, then digits, and
 * nothing else (no point, no exponent, no space).  NUMBER_OK with *value
 * set; NUMBER_TOO_LARGE when it does not fit a long (*value is then
 * LONG_MAX or LONG_MIN, by its sign); NUMBER_NOT_A_NUMBER otherwise
 * (*value unchanged). */
number_status number_read_integer(const char *s, size_t length, long *value);

/* The exact value of the number written in text (NUL-terminated): NUMBER_OK
 * with out set, in canonical form, or what is wrong (out unchanged; a NULL
 * text is NUMBER_NOT_A_NUMBER). */
number_status number_read_rational(mpq_t out, const char *text);

/* What is wrong, as the end of a sentence that starts with the number:
 * "is not a number", "divides by zero", "is NaN: CONTEXT" (context says
 * what must be finite; NULL: "is not a finite number"), ...  Returns buf. */
const char *number_problem(number_status status, const char *context, char *buf,
                           size_t size);

/* Half a unit of the last digit written: 0.005 for 0.33, 5e-4 for 1.5e-3;
 * 0 for an integer or a fraction, which stand for themselves. */
double number_half_unit(const number_form *form);

/* Does a number written to the half unit half (number_half_unit) agree with
 * the exact value exact?  Within half, plus 1e-9 relative for the rounding
 * of a program's double (2 and 9/2 against a computed 2 or 4.5). */
int number_agrees(double exact, double written, double half);

/* A number as a student writes it: a decimal (0.33, -1.5e-3), an integer
 * or a fraction (9/2).  Sets *value and *half, the half unit of the last
 * digit written (number_half_unit: 0 for integers and fractions, exact).
 * Returns 0, or -1 for anything else. */
int number_read_as_written(const char *text, double *value, double *half);

#endif
