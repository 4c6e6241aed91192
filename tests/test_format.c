/* test_format.c: src/format.c against the C library's snprintf, byte for
 * byte and return value: "%.*g" of doubles of every exponent and of the
 * method's reach, every digits 1..17 (and 0, -1, 18, 20), exact ties,
 * decimal boundaries and their neighbours, and the special values; "%ld"
 * of longs.  Natively the reference is glibc's printf (exact, ties to
 * even); a few million comparisons, under two seconds of CPU (a quarter of
 * them under the sanitizers). */
#include "format.h"
#include "test.h"

#include <float.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_UNDEFINED__)
#define SCALE 4
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
#define SCALE 4
#endif
#endif
#ifndef SCALE
#define SCALE 1
#endif

/* Comparisons made and the first difference of the current group. */
static long compared, differ;
static char first[200];

/* xorshift64*: the same numbers on every machine. */
static uint64_t next_random(void)
{
    static uint64_t s = 0x9e3779b97f4a7c15u;
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    return s * 0x2545f4914f6cdd1du;
}

/* The double with these bits. */
static double from_bits(uint64_t bits)
{
    double v;
    memcpy(&v, &bits, sizeof v);
    return v;
}

/* m 2^e with m odd-or-not below 2^53 (ldexp is exact here). */
static double binary(uint64_t m, int e)
{
    return ldexp((double)m, e);
}

/* One comparison of format_g with snprintf, in a buffer of size bytes:
 * the same return value, the same text up to its NUL, and nothing written
 * past size bytes (format.h: the bytes after the NUL are scratch). */
static void compare(double v, int digits, size_t size)
{
    char got[64], want[64];
    memset(got, 'x', sizeof got);
    memset(want, 'x', sizeof want);
    int n = format_g(got, size, v, digits), m = snprintf(want, size, "%.*g", digits, v);
    size_t text = size ? strlen(want) + 1 : 0; /* the bytes that must be the same */
    compared++;
    if (n != m || memcmp(got, want, text) != 0 ||
        memcmp(got + size, want + size, sizeof got - size) != 0) {
        if (differ++ == 0)
            snprintf(first, sizeof first,
                     "%a (%.17g) to %d digits, size %zu: '%.*s' (%d), want '%.*s' (%d)", v, v,
                     digits, size, (int)(size ? size - 1 : 0), got, n, (int)(size ? size - 1 : 0),
                     want, m);
    }
}

/* Every digits 1..17 of v (full buffer). */
static void compare_all_digits(double v)
{
    for (int digits = 1; digits <= 17; digits++)
        compare(v, digits, 64);
}

/* One check for a group of comparisons. */
static void report(const char *what)
{
    if (!CHECK(differ == 0, "%s: %ld comparisons with snprintf, %ld differ", what, compared,
               differ))
        printf("#   first: %s\n", first);
    compared = differ = 0;
}

/* The hard cases: ties, powers of ten, the extremes, 9.99..., the switch
 * between fixed and exponent form, zeros, inf and nan, with their
 * neighbours (one unit in the last place either side). */
static void test_hard_cases(void)
{
    const double values[] = {
        0.5, 1.5, 2.5, 3.5, 0.25, 0.125, 0.375, 0.0625, 5.0, 15.0, 25.0, 125.0, 2500.0, 1e22,
        1e23, 5e-324, 1e-323, DBL_MIN, DBL_MAX, DBL_EPSILON, 9.5, 99.5, 999.5, 0.95, 0.095,
        0.00095, 9.9999999999999999e-5, 1e-4, 1e-5, 0.0001, 0.00099999, 999999.5, 123456.0,
        1234567.0, 1e16, 1e17, 9007199254740992.0, 9007199254740993.0, 4503599627370495.5,
        18446744073709551616.0, 9.2233720368547758e18, 0.1, 0.2, 0.3, 1.0 / 3.0, 2.0 / 3.0,
        3.141592653589793, 9.999999999999999, 99.99999999999999, 0.9999999999999999,
        9.9999999999999995e-21, 9.9999999999999995e49, 1e-20, 1e-30, 1e50, 1e100, 1e-100,
        4.66294e-15, 0.0, -0.0, 1.0, 10.0, 100.0};
    const int count = (int)(sizeof values / sizeof values[0]);
    for (int i = 0; i < count; i++) {
        for (int sign = 0; sign < 2; sign++) {
            double v = sign ? -values[i] : values[i];
            for (int d = -1; d <= 1; d++) {
                double w = d == 0 || v == 0.0 ? v : nextafter(v, d * INFINITY);
                for (int digits = -1; digits <= 20; digits++)
                    compare(w, digits, 64);
            }
        }
    }
    for (int p = -330; p <= 310; p++) { /* every power of ten that reads as a double */
        char text[32];
        snprintf(text, sizeof text, "1e%d", p);
        double v = strtod(text, NULL);
        compare_all_digits(v);
        compare_all_digits(nextafter(v, 0.0));
        compare_all_digits(nextafter(v, INFINITY));
    }
    const double special[] = {INFINITY, -INFINITY, NAN, -NAN};
    for (int i = 0; i < 4; i++)
        for (int digits = -1; digits <= 20; digits++)
            compare(special[i], digits, 64);
    report("hard cases: ties, powers of ten and their neighbours, extremes, inf, nan");
}

/* Random bit patterns: every exponent (subnormals, nan payloads too),
 * digits 1..17 at random. */
static void test_every_exponent(void)
{
    for (long i = 0; i < 400000 / SCALE; i++) {
        uint64_t r = next_random();
        compare(from_bits(r), 1 + (int)(next_random() % 17), 64);
    }
    /* every binary exponent, each with a few random mantissas */
    for (int field = 0; field < 2047; field++)
        for (int k = 0; k < 8 / SCALE + 1; k++) {
            uint64_t bits = ((uint64_t)field << 52) | (next_random() >> 12);
            compare_all_digits(from_bits(bits | (next_random() >> 63 << 63)));
        }
    report("random doubles of every exponent");
}

/* Random doubles within the method's reach (about 1e-24..1e51), where
 * format.c computes the digits itself: every digits 1..17. */
static void test_reach(void)
{
    for (long i = 0; i < 60000 / SCALE; i++) {
        int e = -80 - 52 + (int)(next_random() % 250);
        uint64_t m = (next_random() >> 11) | (UINT64_C(1) << 52);
        double v = binary(m, e);
        compare_all_digits(next_random() & 1 ? -v : v);
    }
    report("random doubles from 1e-24 to 1e51, every digits");
}

/* Exact ties: c 2^-j with c odd is exactly c 5^j / 10^j, whose last digit
 * is 5, so it is halfway at one digit less; with small c every tie is
 * within 17 digits.  Also integers ending in 5 (j <= 0). */
static void test_ties(void)
{
    for (long i = 0; i < 60000 / SCALE; i++) {
        int width = 1 + (int)(next_random() % 30);
        uint64_t c = (next_random() >> (64 - width)) | 1;
        int j = -10 + (int)(next_random() % 70);
        compare_all_digits(binary(c, -j));
    }
    report("exact ties c 2^-j, every digits");
}

/* Decimals of 1..17 digits and their neighbours: the boundaries where the
 * rounding and the form switch (9.99..., 0.0001, 10^P). */
static void test_decimals(void)
{
    char text[48];
    for (long i = 0; i < 20000 / SCALE; i++) {
        int digits = 1 + (int)(next_random() % 17);
        uint64_t ten = 1; /* 10^digits */
        for (int k = 0; k < digits; k++)
            ten *= 10;
        uint64_t d = next_random() % ten;
        int shape = (int)(next_random() % 4);
        if (shape == 1) /* 99...9 and just below */
            d = ten - 1 - next_random() % 3;
        else if (shape == 2) /* one digit and zeros */
            d = ten / 10 * (1 + next_random() % 9);
        int p = -40 + (int)(next_random() % 100);
        snprintf(text, sizeof text, "%llue%d", (unsigned long long)d, p);
        double v = strtod(text, NULL);
        compare_all_digits(v);
        compare_all_digits(nextafter(v, 0.0));
        compare_all_digits(nextafter(v, INFINITY));
    }
    report("decimals and their neighbours, every digits");
}

/* Short buffers: cut as snprintf cuts, the whole length returned. */
static void test_short_buffers(void)
{
    const double values[] = {-1.2345678901234567e-300, 3.141592653589793, -0.0, 1e22, NAN,
                             -2.5e-7, 123456789.0};
    for (int i = 0; i < 7; i++)
        for (size_t size = 0; size <= 26; size++)
            for (int digits = 1; digits <= 17; digits += 4)
                compare(values[i], digits, size);
    report("buffers of 0 to 26 bytes");
}

/* The reach is what format.c says: 1 .. 10^50 and 10^-20 .. 1 at 10
 * digits are its own (not snprintf's), so the tests above test it. */
static void test_reach_claimed(void)
{
    int outside = 0;
    double first_outside = 0.0;
    for (int p = -20; p <= 49; p++) {
        char text[32];
        snprintf(text, sizeof text, "1.234567e%d", p);
        double v = strtod(text, NULL);
        for (int digits = 1; digits <= 10; digits++)
            if (!format_g_reach(v, digits) && outside++ == 0)
                first_outside = v;
    }
    CHECK(outside == 0,
          "1.234567e-20 .. 1.234567e49 to 1..10 digits: format.c's own (%d are not, the first %g)",
          outside, first_outside);
    CHECK(!format_g_reach(1e-300, 10) && !format_g_reach(1.0, 18) && format_g_reach(0.1, 17),
          "1e-300 and 18 digits go to snprintf; 0.1 to 17 digits does not");
}

/* "%ld" of longs: the extremes, small ones, random ones. */
static void test_long(void)
{
    long values[] = {0, 1, -1, 9, 10, -10, 99, 100, LONG_MAX, LONG_MIN, LONG_MIN + 1, 123456789};
    char got[32], want[32];
    int differ_long = 0;
    for (long i = 0; i < 200000 / SCALE + 12; i++) {
        long v = i < 12 ? values[i] : (long)(next_random() >> (next_random() % 64));
        if (i >= 12 && (next_random() & 1))
            v = -v;
        for (size_t size = 0; size <= 21; size += 7) {
            memset(got, 'x', sizeof got);
            memset(want, 'x', sizeof want);
            int n = format_long(got, size ? size : sizeof got, v),
                m = snprintf(want, size ? size : sizeof want, "%ld", v);
            if ((n != m || memcmp(got, want, sizeof got) != 0) && differ_long++ == 0)
                printf("#   %ld: '%s' (%d), want '%s' (%d)\n", v, got, n, want, m);
        }
    }
    CHECK(differ_long == 0, "%%ld: extremes and random longs as snprintf (%d differ)", differ_long);
}

int main(void)
{
    test_hard_cases();
    test_every_exponent();
    test_reach();
    test_ties();
    test_decimals();
    test_short_buffers();
    test_reach_claimed();
    test_long();
    return test_done();
}
