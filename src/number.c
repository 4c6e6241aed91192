/* number.c: the one reader of numbers (see number.h).
 *
 * number_scan checks the grammar once; a double comes from a correctly
 * rounded fast path for short decimals (decimal_fast), else from strtod,
 * which rounds decimals correctly, and fractions from one IEEE division
 * while numerator and denominator are exact doubles, else from GMP; the
 * exact value is built from the digits by GMP. */
#include "number.h"

#include "dmath.h"

#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Relative difference of an exact number (2, 9/2) from a program's double
 * that is the double's rounding, not a difference. */
#define EXACT_TOL 1e-9

/* ---------------------------------------------------------------- grammar */

/* Do the first length bytes of s spell word (lower case) in any case? */
static int spells(const char *s, size_t length, const char *word)
{
    for (size_t i = 0; i < length; i++) {
        char c = (char)((s[i] >= 'A' && s[i] <= 'Z') ? s[i] - 'A' + 'a' : s[i]);
        if (word[i] == '\0' || c != word[i])
            return 0;
    }
    return 1;
}

/* Does the text, after an optional sign, spell NaN or Inf as strtod would
 * read them ("nan", "nan(...)", "inf", "infinity", in any case)? */
static const char *non_finite_name(const char *s, size_t length)
{
    if (length > 0 && (s[0] == '+' || s[0] == '-')) {
        s++;
        length--;
    }
    if ((length == 3 || (length > 4 && s[3] == '(' && s[length - 1] == ')')) &&
        spells(s, 3, "nan"))
        return "NaN";
    if ((length == 3 || length == 8) && spells(s, length, "infinity"))
        return "Inf";
    return NULL;
}

/* Skip a run of decimal digits; returns how many there were. */
static size_t skip_digits(const char *s, size_t length, size_t *i)
{
    size_t start = *i;
    while (*i < length && s[*i] >= '0' && s[*i] <= '9')
        (*i)++;
    return *i - start;
}

/* Are the bytes s[from..to) all '0'? */
static int all_zeros(const char *s, size_t from, size_t to)
{
    for (size_t i = from; i < to; i++)
        if (s[i] != '0')
            return 0;
    return 1;
}

/* The value of the digits s[from..to), saturated just above NUMBER_MAX_EXPONENT. */
static long digits_value(const char *s, size_t from, size_t to)
{
    long v = 0;
    for (size_t i = from; i < to && v <= NUMBER_MAX_EXPONENT; i++)
        v = 10 * v + (s[i] - '0');
    return v;
}

/* [number-scan] */
/* The grammar of number.h, NaN and Inf first so that they get their own
 * message.  The exponent is kept with its sign; |exponent| beyond
 * NUMBER_MAX_EXPONENT (the exact value would be huge) and p/0 get their
 * own status. */
number_status number_scan(const char *s, size_t length, number_form *form)
{
    number_form f = {0};
    const char *bad = non_finite_name(s, length);
    if (bad)
        return bad[0] == 'N' ? NUMBER_NAN : NUMBER_INF;
    size_t i = 0;
    if (i < length && (s[i] == '+' || s[i] == '-'))
        i++;
    size_t whole = skip_digits(s, length, &i);
    if (whole > 0 && i < length && s[i] == '/') {
        size_t start = ++i;
        if (skip_digits(s, length, &i) == 0 || i != length)
            return NUMBER_NOT_A_NUMBER;
        if (all_zeros(s, start, length))
            return NUMBER_ZERO_DENOMINATOR;
        f.fraction = 1;
        if (form)
            *form = f;
        return NUMBER_OK;
    }
    size_t fraction = 0;
    if (i < length && s[i] == '.') {
        i++;
        f.point = 1;
        fraction = skip_digits(s, length, &i);
    }
    if (whole + fraction == 0)
        return NUMBER_NOT_A_NUMBER;
    f.fraction_digits = fraction > INT_MAX ? INT_MAX : (int)fraction;
    if (i < length && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        int minus = i < length && s[i] == '-';
        if (i < length && (s[i] == '+' || s[i] == '-'))
            i++;
        size_t start = i;
        if (skip_digits(s, length, &i) == 0)
            return NUMBER_NOT_A_NUMBER;
        f.has_exponent = 1;
        f.exponent = digits_value(s, start, i);
        if (minus)
            f.exponent = -f.exponent;
    }
    if (i != length)
        return NUMBER_NOT_A_NUMBER;
    if (f.exponent > NUMBER_MAX_EXPONENT || f.exponent < -NUMBER_MAX_EXPONENT)
        return NUMBER_EXPONENT_RANGE;
    if (form)
        *form = f;
    return NUMBER_OK;
}
/* [/number-scan] */

/* ---------------------------------------------------------------- exact */

/* z = the integer written by the count digits at s (mpz_set_str wants a
 * terminated string and would skip blanks, so give it only the digits);
 * buf has room for them and the terminator. */
static void set_digits(mpz_t z, const char *s, size_t count, char *buf)
{
    memcpy(buf, s, count);
    buf[count] = '\0';
    mpz_set_str(z, buf, 10);
}

/* v = m 10^k for an integer m already in v's numerator: multiply the
 * numerator by 10^k, or for k < 0 set the denominator to 10^-k. */
static void scale_by_power_of_ten(mpq_t v, long k)
{
    mpz_t p;
    mpz_init(p);
    mpz_ui_pow_ui(p, 10, (unsigned long)(k < 0 ? -k : k));
    if (k >= 0)
        mpz_mul(mpq_numref(v), mpq_numref(v), p);
    else
        mpz_set(mpq_denref(v), p);
    mpz_clear(p);
    mpq_canonicalize(v);
}

/* [rational-from-text] */
/* The value of a number that passed number_scan: p/q from its two runs
 * of digits; a decimal I.F e E as the integer m = IF (the digits I and F
 * side by side) times 10^(E - len F). */
static void exact_value(mpq_t v, const char *s, size_t length, const number_form *f,
                        char *buf)
{
    size_t i = s[0] == '+' || s[0] == '-';
    size_t a = 0;
    while (i + a < length && s[i + a] >= '0' && s[i + a] <= '9')
        a++;
    if (f->fraction) {
        set_digits(mpq_numref(v), s + i, a, buf);
        set_digits(mpq_denref(v), s + i + a + 1, length - (i + a + 1), buf);
        mpq_canonicalize(v);
    } else {
        size_t b = (size_t)f->fraction_digits;
        memcpy(buf, s + i, a);
        memcpy(buf + a, s + i + a + f->point, b);
        buf[a + b] = '\0';
        mpz_set_str(mpq_numref(v), buf, 10);
        mpz_set_ui(mpq_denref(v), 1);
        scale_by_power_of_ten(v, f->exponent - (long)b);
    }
    if (s[0] == '-')
        mpq_neg(v, v);
}

/* The exact value of text, in canonical form; out only on success. */
number_status number_read_rational(mpq_t out, const char *text)
{
    if (!text)
        return NUMBER_NOT_A_NUMBER;
    size_t length = strlen(text);
    number_form f;
    number_status status = number_scan(text, length, &f);
    if (status != NUMBER_OK)
        return status;
    char *buf = malloc(length + 1);
    if (!buf)
        return NUMBER_NO_MEMORY;
    mpq_t v;
    mpq_init(v);
    exact_value(v, text, length, &f, buf);
    mpq_set(out, v);
    mpq_clear(v);
    free(buf);
    return NUMBER_OK;
}
/* [/rational-from-text] */

/* ---------------------------------------------------------------- double */
/* Is |x| larger than the largest double?  Only asked when strtod gave
 * +-DBL_MAX, which a number slightly above it also rounds to. */
static int beyond_double(const char *text)
{
    mpq_t x, limit;
    mpq_inits(x, limit, NULL);
    int beyond = 0;
    if (number_read_rational(x, text) == NUMBER_OK) {
        mpq_abs(x, x);
        mpq_set_d(limit, DBL_MAX);
        beyond = mpq_cmp(x, limit) > 0;
    }
    mpq_clears(x, limit, NULL);
    return beyond;
}

/* Round the integer m (below 2^55, the value m 2^(u - 2) with two bits
 * below the last place u; sticky set when bits beyond were dropped) to
 * nearest, ties to even: round to odd first (the sticky bit), then drop
 * the two extra bits. */
static double round_two_extra_bits(uint64_t m, int sticky, long u)
{
    m |= (uint64_t)(sticky != 0);
    uint64_t extra = m & 3u;
    m >>= 2;
    if (extra > 2 || (extra == 2 && (m & 1u)))
        m++;
    return ldexp((double)m, (int)u);
}

/* a / b (positive integers) correctly rounded to a double; HUGE_VAL when
 * a / b exceeds DBL_MAX.  With e = floor(log2(a/b)), the last place of the
 * result is 2^u, u = max(e - 52, -1074) (subnormals keep their fixed last
 * place); m = floor(a 2^(2 - u) / b) holds the 53 bits and two more, and
 * the remainder says whether anything beyond was dropped. */
static double quotient_to_double(const mpz_t a, const mpz_t b)
{
    mpz_t num, den, m, rem;
    mpz_inits(num, den, m, rem, NULL);
    long k = (long)mpz_sizeinbase(a, 2) - (long)mpz_sizeinbase(b, 2);
    /* a/b lies in (2^(k-1), 2^(k+1)): e = k when a >= b 2^k. */
    if (k >= 0)
        mpz_mul_2exp(den, b, (mp_bitcnt_t)k), mpz_set(num, a);
    else
        mpz_mul_2exp(num, a, (mp_bitcnt_t)-k), mpz_set(den, b);
    long e = mpz_cmp(num, den) >= 0 ? k : k - 1;
    double result = HUGE_VAL;
    mpz_set_d(m, DBL_MAX);
    mpz_mul(m, m, b);
    if (e <= 1023 && mpz_cmp(a, m) <= 0) {
        long u = e - 52 > -1074 ? e - 52 : -1074, shift = 2 - u;
        if (shift >= 0)
            mpz_mul_2exp(num, a, (mp_bitcnt_t)shift), mpz_set(den, b);
        else
            mpz_set(num, a), mpz_mul_2exp(den, b, (mp_bitcnt_t)-shift);
        mpz_tdiv_qr(m, rem, num, den);
        result = round_two_extra_bits((uint64_t)mpz_get_ui(m), mpz_sgn(rem) != 0, u);
    }
    mpz_clears(num, den, m, rem, NULL);
    return result;
}

/* The fraction p/q (shape already checked, q > 0) correctly rounded.  When
 * p and q are below 2^53 they are doubles exactly and one IEEE division
 * rounds correctly; otherwise the integers go through GMP. */
static double fraction_to_double(const char *text, const char *slash)
{
    double p = strtod(text, NULL), q = strtod(slash + 1, NULL);
    const double exact_limit = 9007199254740992.0; /* 2^53 */
    if (p > -exact_limit && p < exact_limit && q < exact_limit)
        return p / q;
    mpq_t x;
    mpq_init(x);
    number_read_rational(x, text);
    double value = quotient_to_double(mpq_numref(x), mpq_denref(x));
    int negative = mpq_sgn(x) < 0;
    mpq_clear(x);
    return negative ? -value : value;
}

/* Are the 8 bytes at s all decimal digits?  Then *value is their number
 * (s[0] the most significant).  The bytes are read as one little-endian
 * word: the digit test and the conversion are three multiplications in
 * place of eight steps of a loop (the reader spends its time here). */
static int eight_digits(const char *s, uint64_t *value)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const uint64_t high = 0xF0F0F0F0F0F0F0F0u;
    uint64_t v;
    memcpy(&v, s, sizeof v);
    /* each byte 0x30..0x39: high nibble 3, and adding 6 keeps it 3 */
    if (((v & high) | (((v + 0x0606060606060606u) & high) >> 4)) != 0x3333333333333333u)
        return 0;
    v -= 0x3030303030303030u;                   /* bytes d0 d1 ... d7 (d0 lowest) */
    v = v * 10 + (v >> 8);                      /* pairs 10 d0 + d1 in bytes 0, 2, 4, 6 */
    v = (((v & 0x000000FF000000FFu) * (100 + (1000000ull << 32))) +
         (((v >> 16) & 0x000000FF000000FFu) * (1 + (10000ull << 32)))) >> 32;
    *value = v;
    return 1;
#else
    (void)s;
    (void)value;
    return 0;
#endif
}

/* The digits of s from i on into m: each adds one to *seen and, after the
 * point (fraction = 1), lowers *e by one; leading zeros add nothing to m
 * or to *digits, the significant digits counted in *digits (m is exact
 * while *digits <= 19; the caller gives up beyond).  Eight at a time
 * where it can.  Returns the index after the digits. */
static size_t take_digits(const char *s, size_t length, size_t i, int fraction, uint64_t *m,
                          int *digits, long *e, int *seen)
{
    while (i < length && *digits <= 19) {
        uint64_t eight;
        if (*m != 0 && *digits <= 11 && length - i >= 8 && eight_digits(s + i, &eight)) {
            *digits += 8;
            *m = *m * 100000000u + eight; /* < 10^19: exact */
            i += 8;
            *seen += 8;
            *e -= 8 * fraction;
            continue;
        }
        if (s[i] < '0' || s[i] > '9')
            break;
        unsigned digit = (unsigned)(s[i++] - '0');
        (*seen)++;
        *e -= fraction;
        if (*m == 0 && digit == 0)
            continue; /* a leading zero adds no digit */
        (*digits)++;
        *m = 10 * *m + digit;
    }
    return i;
}

/* Does exact (a long double of 64 bits) lie halfway between two doubles,
 * d the nearest?  With x87's layout, the 64-bit significand's last 11 bits
 * (those a double drops) are then 100 0000 0000; elsewhere the midpoint
 * of d and its neighbour is compared. */
static int halfway(long double exact, double d)
{
#if LDBL_MANT_DIG == 64 && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && \
    (defined(__x86_64__) || defined(__i386__))
    (void)d;
    uint64_t significand;
    memcpy(&significand, &exact, sizeof significand);
    return (significand & 0x7FF) == 0x400;
#else
    double neighbour = nextafter(d, exact > (long double)d ? INFINITY : -INFINITY);
    return exact == ((long double)d + (long double)neighbour) / 2;
#endif
}

/* The fast path of the reader: a well-formed decimal ([+-] digits [.
 * digits] [e [+-] digits], the grammar of number_shape) of at most 19
 * significant digits m and a power of ten 10^e, |e| <= 27, correctly
 * rounded without strtod: m and 10^e are exact
 * in a long double of 64 bits (5^27 < 2^64), so m * 10^e (or m / 10^-e) is
 * one correctly rounded operation, and rounding that to a double is
 * correct unless it lies exactly halfway between two doubles (the exact
 * value may then lie on either side: strtod decides).  Subnormal results
 * go to strtod; anything else (fractions, bad numbers) to the full check.
 * 1 when *value was set. */
static int decimal_fast(const char *s, size_t length, double *value)
{
    static const long double powers[] = {
        1e0L,  1e1L,  1e2L,  1e3L,  1e4L,  1e5L,  1e6L,  1e7L,  1e8L,  1e9L,
        1e10L, 1e11L, 1e12L, 1e13L, 1e14L, 1e15L, 1e16L, 1e17L, 1e18L, 1e19L,
        1e20L, 1e21L, 1e22L, 1e23L, 1e24L, 1e25L, 1e26L, 1e27L};
    if (LDBL_MANT_DIG < 64)
        return 0;
    size_t i = length > 0 && (s[0] == '-' || s[0] == '+');
    int negative = length > 0 && s[0] == '-', digits = 0, seen = 0;
    uint64_t m = 0;
    long e = 0;
    i = take_digits(s, length, i, 0, &m, &digits, &e, &seen);
    if (i < length && s[i] == '.')
        i = take_digits(s, length, i + 1, 1, &m, &digits, &e, &seen);
    if (digits > 19)
        return 0;
    if (seen == 0)
        return 0;
    if (i < length) {
        if (s[i] != 'e' && s[i] != 'E')
            return 0; /* a fraction, or not a number */
        long x = 0;
        int minus = ++i < length && s[i] == '-';
        if (i < length && (s[i] == '-' || s[i] == '+'))
            i++;
        size_t start = i;
        for (; i < length && s[i] >= '0' && s[i] <= '9'; i++)
            if (x <= NUMBER_MAX_EXPONENT)
                x = 10 * x + (s[i] - '0');
        if (i == start || i < length || x > NUMBER_MAX_EXPONENT)
            return 0;
        e += minus ? -x : x;
    }
    if (m == 0) {
        *value = negative ? -0.0 : 0.0;
        return 1;
    }
    if (e < -27 || e > 27)
        return 0;
    long double exact = e >= 0 ? (long double)m * powers[e] : (long double)m / powers[-e];
    double d = (double)exact;
    if (!(fabs(d) >= DBL_MIN && fabs(d) <= DBL_MAX))
        return 0;
    if (halfway(exact, d))
        return 0; /* decided by strtod */
    *value = negative ? -d : d;
    return 1;
}

/* The double nearest the number written in text (its shape checked):
 * strtod rounds decimals correctly; fractions as above.  Sets *too_large
 * when the exact value exceeds DBL_MAX (strtod gives Inf, or DBL_MAX for a
 * value just above it, which is then decided exactly). */
static double text_to_double(const char *text, int *too_large)
{
    const char *slash = strchr(text, '/');
    double value = slash ? fraction_to_double(text, slash) : strtod(text, NULL);
    *too_large = isinf(value) || (fabs(value) == DBL_MAX && !slash && beyond_double(text));
    return value;
}

/* The double nearest the number s (its shape checked, not one for
 * decimal_fast); *too_large when its exact value exceeds DBL_MAX.  strtod
 * and GMP need a terminated copy. */
static int number_value(const char *s, size_t length, double *value, int *too_large)
{
    *too_large = 0;
    char small[64], *text = length < sizeof small ? small : malloc(length + 1);
    if (!text)
        return -1;
    memcpy(text, s, length);
    text[length] = '\0';
    *value = text_to_double(text, too_large);
    if (text != small)
        free(text);
    return 0;
}

/* number_scan's form for the half unit, number_read_double's value. */
int number_read_as_written(const char *text, double *value, double *half)
{
    number_form form;
    size_t length = strlen(text);
    if (number_scan(text, length, &form) != NUMBER_OK ||
        number_read_double(text, length, value) != NUMBER_OK)
        return -1;
    *half = number_half_unit(&form);
    return 0;
}

/* Sign, then digits; past LONG_MAX the value saturates, the grammar
 * still checked to the end. */
number_status number_read_integer(const char *s, size_t length, long *value)
{
    size_t i = 0;
    int negative = 0, over = 0;
    if (length > 0 && (s[0] == '+' || s[0] == '-'))
        negative = s[i++] == '-';
    if (i == length)
        return NUMBER_NOT_A_NUMBER;
    long v = 0;
    for (; i < length; i++) {
        if (s[i] < '0' || s[i] > '9')
            return NUMBER_NOT_A_NUMBER;
        int digit = s[i] - '0';
        if (over || v > (LONG_MAX - digit) / 10)
            over = 1;
        else
            v = 10 * v + digit;
    }
    *value = over ? (negative ? LONG_MIN : LONG_MAX) : negative ? -v : v;
    return over ? NUMBER_TOO_LARGE : NUMBER_OK;
}

/* decimal_fast, else the grammar, then strtod or the fraction's rounding. */
number_status number_read_double(const char *s, size_t length, double *value)
{
    if (decimal_fast(s, length, value))
        return NUMBER_OK;
    number_status status = number_scan(s, length, NULL);
    if (status != NUMBER_OK)
        return status;
    int too_large = 0;
    double x = 0.0;
    if (number_value(s, length, &x, &too_large) != 0)
        return NUMBER_NO_MEMORY;
    if (too_large)
        return NUMBER_TOO_LARGE;
    *value = x;
    return NUMBER_OK;
}

/* ---------------------------------------------------------------- words */

/* The end of a sentence that starts with the number. */
const char *number_problem(number_status status, const char *context, char *buf,
                           size_t size)
{
    switch (status) {
    case NUMBER_OK:
        snprintf(buf, size, "is a number");
        break;
    case NUMBER_NOT_A_NUMBER:
        snprintf(buf, size, "is not a number");
        break;
    case NUMBER_NAN:
    case NUMBER_INF:
        if (context)
            snprintf(buf, size, "is %s: %s", status == NUMBER_NAN ? "NaN" : "Inf", context);
        else
            snprintf(buf, size, "is not a finite number");
        break;
    case NUMBER_ZERO_DENOMINATOR:
        snprintf(buf, size, "divides by zero");
        break;
    case NUMBER_EXPONENT_RANGE:
        snprintf(buf, size, "is out of range: the exponent must lie within +-%d",
                 NUMBER_MAX_EXPONENT);
        break;
    case NUMBER_TOO_LARGE:
        snprintf(buf, size, "is out of range: larger than a double can hold (%g)", DBL_MAX);
        break;
    case NUMBER_NO_MEMORY:
        snprintf(buf, size, "could not be read: out of memory");
        break;
    }
    return buf;
}

/* ---------------------------------------------------------------- digits */

/* A decimal's last digit is worth 10^(exponent - fraction digits); the
 * exponent is clamped to +-400, beyond which no double is finite. */
double number_half_unit(const number_form *form)
{
    if (form->fraction || !(form->point || form->has_exponent))
        return 0.0;
    long e = form->exponent;
    int exponent = (int)(e > 400 ? 400 : e < -400 ? -400 : e);
    return 0.5 * dmath_pow(10.0, exponent - form->fraction_digits);
}

/* [check-agrees] */
/* Within the half unit written, plus the program's rounding: a decimal
 * 0.33 has half = 0.005 (|1/3 - 0.33| = 0.0033 agrees, |1/3 - 0.34| =
 * 0.0067 does not); an integer or fraction has half = 0. */
int number_agrees(double exact, double written, double half)
{
    double size = fmax(fabs(exact), fabs(written));
    return fabs(exact - written) <= half + EXACT_TOL * size;
}
/* [/check-agrees] */
