/* format.c: "%.*g" of a double in 128-bit integers (format.h).
 *
 * The method.  A finite nonzero double is exactly v = m 2^e with m < 2^53 an
 * integer (made odd here: its trailing zero bits go into e).  "%.Pg" prints
 * the P significant digits of v correctly rounded, d = round(v / 10^k) with
 * k = X - P + 1, where X is the decimal exponent, 10^X <= v < 10^(X+1), so
 * that 10^(P-1) <= d <= 10^P.  As 10^k = 2^k 5^k,
 *
 *     v / 10^k = m 2^(e-k) 5^(-k) = N / D,
 *     N = m 5^max(-k, 0) 2^max(e-k, 0),   D = 5^max(k, 0) 2^max(k-e, 0),
 *
 * two integers.  When both fit in 128 bits, one integer division gives the
 * truncated quotient q and the remainder r, so the rounding is exact: up
 * when 2r > D; on a tie, 2r = D (v exactly halfway between two decimals,
 * which a binary value can be: 0.5, 2.5, 0.125), up only when q is odd,
 * to even, as glibc's and musl's printf round in the default rounding mode.
 * (With m odd, N is odd when k <= 0, so a tie needs D = 2.)  When k <= 0, D
 * is a power of two and the division a shift; the most common case, a v
 * below 10^(P-1) and not tiny (5^-k < 2^64), is done in 64-bit halves
 * (scale_small), as a 128-bit product or shift is a call in WebAssembly.
 *
 * X is estimated from v's binary exponent e2 (2^e2 <= v < 2^(e2+1)) as
 * floor(e2 log10(2)), with log10(2) ~ 78913 / 2^18, and one more when v is
 * at least the double nearest 10^(X+1); that is X but for a v within a
 * rounding of a power of ten, and q puts it right: v >= 10^X exactly when
 * q >= 10^(P-1), and v < 10^(X+1) exactly when q < 10^P (q is the floor of
 * v / 10^k).  A rounding up to 10^P
 * is 10^(P-1) with X one more, as %e has it (9.96 to 2 digits: 10, 1e+01).
 * Then %g's layout: the fixed form when -4 <= X < P, else the exponent form
 * (at least two digits of exponent), trailing zeros of the fraction and a
 * bare point dropped; the digits are made in place, two at a time.
 *
 * The reach.  m < 2^53 and 5^k < 2^(2.33 k): a small v (k < 0) fits while
 * m 5^-k < 2^128, -k <= 32 or so, i.e. down to about 10^(P-33) (1e-23 for
 * 10 digits); a large one while D = 5^k (times a power of two) < 2^127,
 * k <= 54, up to about 10^50.  Outside (and for digits outside 1..17: a
 * double has no more, and a negative "*" is "%g"'s default 6) snprintf
 * prints it, the same bytes (C's Annex F: exact rounding), only slower.
 */
#include "format.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

__extension__ typedef unsigned __int128 u128;

/* 5^i for i = 0..27, the powers of five below 2^64. */
static const uint64_t pow5_64[28] = {
    1u, 5u, 25u, 125u, 625u, 3125u, 15625u, 78125u, 390625u, 1953125u, 9765625u,
    48828125u, 244140625u, 1220703125u, 6103515625u, 30517578125u, 152587890625u,
    762939453125u, 3814697265625u, 19073486328125u, 95367431640625u, 476837158203125u,
    2384185791015625u, 11920928955078125u, 59604644775390625u, 298023223876953125u,
    1490116119384765625u, 7450580596923828125u};

/* 10^i for i = 0..17. */
static const uint64_t pow10_64[18] = {
    1u, 10u, 100u, 1000u, 10000u, 100000u, 1000000u, 10000000u, 100000000u,
    1000000000u, 10000000000u, 100000000000u, 1000000000000u, 10000000000000u,
    100000000000000u, 1000000000000000u, 10000000000000000u, 100000000000000000u};

/* 10^X as the nearest double, for X = -40..70 (the method's reach), to
 * correct the estimate of X (most often one too small) before the digits
 * are made; an X wrong by a rounding of these is put right after. */
#define POW10_LOW (-40)
#define POW10_HIGH 70
static const double pow10_double[POW10_HIGH - POW10_LOW + 1] = {
    1e-40, 1e-39, 1e-38, 1e-37, 1e-36, 1e-35, 1e-34, 1e-33, 1e-32, 1e-31, 1e-30, 1e-29,
    1e-28, 1e-27, 1e-26, 1e-25, 1e-24, 1e-23, 1e-22, 1e-21, 1e-20, 1e-19, 1e-18, 1e-17,
    1e-16, 1e-15, 1e-14, 1e-13, 1e-12, 1e-11, 1e-10, 1e-9, 1e-8, 1e-7, 1e-6, 1e-5, 1e-4,
    1e-3, 1e-2, 1e-1, 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
    1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22, 1e23, 1e24, 1e25, 1e26,
    1e27, 1e28, 1e29, 1e30, 1e31, 1e32, 1e33, 1e34, 1e35, 1e36, 1e37, 1e38, 1e39, 1e40,
    1e41, 1e42, 1e43, 1e44, 1e45, 1e46, 1e47, 1e48, 1e49, 1e50, 1e51, 1e52, 1e53, 1e54,
    1e55, 1e56, 1e57, 1e58, 1e59, 1e60, 1e61, 1e62, 1e63, 1e64, 1e65, 1e66, 1e67, 1e68,
    1e69, 1e70};

/* "00" to "99". */
static const char two_digits[201] =
    "00010203040506070809101112131415161718192021222324"
    "25262728293031323334353637383940414243444546474849"
    "50515253545556575859606162636465666768697071727374"
    "75767778798081828384858687888990919293949596979899";

/* The largest power of five used, 5^54 < 2^126. */
#define MAX_POW5 54

/* 5^i for i = 0..MAX_POW5, as a product of two of the table's. */
static u128 pow5(int i)
{
    return i <= 27 ? (u128)pow5_64[i] : (u128)pow5_64[27] * pow5_64[i - 27];
}

/* The number of significant bits of x (0 for 0). */
static int bit_length(u128 x)
{
    uint64_t high = (uint64_t)(x >> 64), low = (uint64_t)x;
    return high ? 128 - __builtin_clzll(high) : low ? 64 - __builtin_clzll(low) : 0;
}

/* The 128-bit product a b as two halves (four 32-bit products: in
 * WebAssembly a u128 product is a call). */
static void multiply(uint64_t a, uint64_t b, uint64_t *high, uint64_t *low)
{
    uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t middle = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
    *low = (middle << 32) | (uint32_t)p00;
    *high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
}

/* scale for the most common case, v < 10^(P-1) not tiny (0 <= -k <= 27,
 * so that 5^-k < 2^64, and e - k < 0): N = m 5^-k in two 64-bit halves, D
 * a power of two, the quotient a shift, all in 64-bit operations; -1 when
 * the case is not this one. */
static int scale_small(uint64_t m, int e, int k, uint64_t *q, int *up)
{
    int s = k - e; /* D = 2^s */
    if (k > 0 || k < -27 || s <= 0 || s > 127)
        return -1;
    uint64_t high, low;
    multiply(m, pow5_64[-k], &high, &low);
    int tie, above; /* the remainder is half of D, more than half */
    if (s < 64) {
        if (high >> s)
            return -1; /* a quotient of 64 bits or more: not near 10^P */
        uint64_t r = low & ((UINT64_C(1) << s) - 1), half = UINT64_C(1) << (s - 1);
        *q = (high << (64 - s)) | (low >> s);
        tie = r == half;
        above = r > half;
    } else if (s == 64) {
        uint64_t half = UINT64_C(1) << 63;
        *q = high;
        tie = low == half;
        above = low > half;
    } else {
        uint64_t r = high & ((UINT64_C(1) << (s - 64)) - 1), half = UINT64_C(1) << (s - 65);
        *q = high >> (s - 64);
        tie = r == half && low == 0;
        above = r > half || (r == half && low != 0);
    }
    *up = above || (tie && (*q & 1));
    return 0;
}

/* v / 10^k for v = m 2^e as the truncated quotient *q and whether it rounds
 * up (*up: to nearest, ties to even), exactly; -1 when N or D of the
 * method does not fit in 128 bits. */
static int scale(uint64_t m, int e, int k, u128 *q, int *up)
{
    u128 n = m, d = 1;
    int twos = e - k; /* the power of two of N / D */
    if (k < 0) {
        if (-k > MAX_POW5 || bit_length(n) + bit_length(pow5(-k)) > 128)
            return -1;
        n *= pow5(-k);
    } else if (k > 0) {
        if (k > MAX_POW5)
            return -1;
        d = pow5(k);
    }
    if (twos > 0) {
        if (bit_length(n) + twos > 128)
            return -1;
        n <<= twos;
    } else if (twos < 0 && bit_length(d) - twos > 127) {
        return -1;
    }
    if (k <= 0) { /* D = 2^-twos: a shift; half of D is 2^(-twos-1) */
        if (twos >= 0) {
            *q = n;
            *up = 0;
        } else {
            u128 r = n & (((u128)1 << -twos) - 1), half = (u128)1 << (-twos - 1);
            *q = n >> -twos;
            *up = r > half || (r == half && (*q & 1));
        }
        return 0;
    }
    if (twos < 0)
        d <<= -twos;
    *q = n / d;
    u128 twice = (n - *q * d) << 1; /* 2r < 2D <= 2^128 */
    *up = twice > d || (twice == d && (*q & 1));
    return 0;
}

/* The P decimal digits of d < 10^P (P <= 17), leading zeros included,
 * into text where they are printed: the i-th at text[i] before the point's
 * place and at text[i + 1] from it on (point = P: no point), two at a
 * time.  The last eight come from d mod 10^8 and the others from d / 10^8,
 * each below 2^32 (a 64-bit division is an instruction of its own in
 * WebAssembly, slow; one by 100 in 32 bits is a multiplication), and no
 * 64-bit division at all below 10^8. */
static void put_digits(uint64_t d, int P, int point, char *text)
{
    uint32_t low = (uint32_t)d, high = 0;
    if (d >= 100000000u) {
        low = (uint32_t)(d % 100000000u);
        high = (uint32_t)(d / 100000000u);
    }
    int i = P - 1; /* the digit made next, from the last */
    for (int k = 0; k < 8 && i >= 1; k += 2, i -= 2) { /* two at a time */
        const char *pair = two_digits + 2 * (low % 100);
        low /= 100;
        text[i + (i >= point)] = pair[1];
        text[i - 1 + (i - 1 >= point)] = pair[0];
    }
    if (i >= 0 && P - 1 - i < 8) { /* the eighth digit from the last, alone */
        text[i + (i >= point)] = (char)('0' + low % 10);
        i--;
    }
    for (; i >= 1; i -= 2) {
        const char *pair = two_digits + 2 * (high % 100);
        high /= 100;
        text[i + (i >= point)] = pair[1];
        text[i - 1 + (i - 1 >= point)] = pair[0];
    }
    if (i == 0)
        text[point == 0] = (char)('0' + high % 10);
}

/* Text of "%.*g" for value into text (32 bytes), its length; -1 when it
 * is left to snprintf (digits > 17, or beyond the method's reach). */
static int format_text(char *text, double value, int digits)
{
    uint64_t bits;
    memcpy(&bits, &value, sizeof bits);
    char *c = text;
    if (bits >> 63)
        *c++ = '-';
    int field = (int)(bits >> 52) & 0x7ff;
    uint64_t m = bits & ((UINT64_C(1) << 52) - 1);
    if (field == 0x7ff || (field == 0 && m == 0)) { /* inf, nan, 0 */
        const char *word = field == 0 ? "0" : m ? "nan" : "inf";
        size_t length = strlen(word);
        memcpy(c, word, length + 1);
        return (int)(c - text + (ptrdiff_t)length);
    }
    int P = digits < 0 ? 6 : digits == 0 ? 1 : digits; /* C's rules for the precision */
    if (P > 17)
        return -1;
    int e = field == 0 ? -1074 : field - 1075;
    if (field)
        m |= UINT64_C(1) << 52;
    int zeros = __builtin_ctzll(m);
    m >>= zeros;
    e += zeros;
    int e2 = e + 63 - __builtin_clzll(m); /* 2^e2 <= v < 2^(e2 + 1) */
    int X = e2 >= 0 ? (e2 * 78913) >> 18 : -((-e2 * 78913 + (1 << 18) - 1) >> 18);
    double magnitude = value < 0 ? -value : value;
    if (X + 1 >= POW10_LOW && X + 1 <= POW10_HIGH && magnitude >= pow10_double[X + 1 - POW10_LOW])
        X++;

    /* the digits: q in [10^(P-1), 10^P), X corrected on the way */
    u128 q;
    int up;
    for (int tries = 0;; tries++) {
        uint64_t q64;
        if (tries == 3)
            return -1;
        if (scale_small(m, e, X - P + 1, &q64, &up) == 0)
            q = q64;
        else if (scale(m, e, X - P + 1, &q, &up) < 0)
            return -1;
        if (q >= pow10_64[P])
            X++;
        else if (q < pow10_64[P - 1])
            X--;
        else
            break;
    }
    uint64_t d = (uint64_t)q + (uint64_t)up;
    if (d == pow10_64[P]) {
        d = pow10_64[P - 1];
        X++;
    }
    /* the digits where they are printed, with the point after the first
     * point of them; then the fraction's trailing zeros dropped, and the
     * point when no fraction is left */
    int fixed = X >= -4 && X < P, point = X >= 0 ? X + 1 : 0;
    if (!fixed)
        point = 1; /* d.ddde+XX */
    else if (X < 0) { /* 0.0001 <= v < 1: "0.000" and the digits */
        *c++ = '0';
        *c++ = '.';
        for (int i = 0; i < -X - 1; i++)
            *c++ = '0';
        point = P;
    }
    put_digits(d, P, point, c);
    int n = P; /* characters: the digits and the point */
    if (point < P) {
        c[point] = '.';
        n = P + 1;
    }
    /* the first character that may go: after "0." all digits but the first */
    int first_fraction = X < 0 && fixed ? 1 : point + 1;
    while (n > first_fraction && c[n - 1] == '0')
        n--;
    if (n == point + 1 && point < P)
        n = point; /* a bare point */
    c += n;
    if (!fixed) {
        *c++ = 'e';
        *c++ = X < 0 ? '-' : '+';
        int x = X < 0 ? -X : X; /* below 100: |X| <= MAX_POW5 + 16 */
        *c++ = (char)('0' + x / 10);
        *c++ = (char)('0' + x % 10);
    }
    *c = '\0';
    return (int)(c - text);
}

/* text (length bytes) into buf as snprintf leaves it: cut to size - 1. */
static int put(char *buf, size_t size, const char *text, int length)
{
    if (size > 0) {
        size_t n = (size_t)length < size - 1 ? (size_t)length : size - 1;
        memcpy(buf, text, n);
        buf[n] = '\0';
    }
    return length;
}

/* "%.*g" (format.h). */
int format_g(char *buf, size_t size, double value, int digits)
{
    char text[32];
    if (size >= sizeof text) { /* room for any text of format_text's */
        int length = format_text(buf, value, digits);
        return length >= 0 ? length : snprintf(buf, size, "%.*g", digits, value);
    }
    int length = format_text(text, value, digits);
    if (length < 0)
        return snprintf(buf, size, "%.*g", digits, value);
    return put(buf, size, text, length);
}

/* Within the method's reach (format.h). */
int format_g_reach(double value, int digits)
{
    char text[32];
    return format_text(text, value, digits) >= 0;
}

/* "%ld" (format.h): the digits from the last, the sign in front. */
int format_long(char *buf, size_t size, long value)
{
    char text[32], *c = text + sizeof text;
    unsigned long u = value < 0 ? 0ul - (unsigned long)value : (unsigned long)value;
    do {
        *--c = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (value < 0)
        *--c = '-';
    return put(buf, size, c, (int)(text + sizeof text - c));
}
