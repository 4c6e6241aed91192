/* test_lcp_io.c: unit tests of the LCP reader in src/lcp_io.c: the simple
 * format, Siconos' .dat format (column-major, transposed on reading), the
 * choice between them, and every error with its exact line.  Files are
 * named relative to the repository root, where tests/run runs the tests. */
#include "lcp_exact.h"
#include "lcp_io.h"
#include "number.h"
#include "test.h"

#include <dirent.h>
#include <float.h>
#include <gmp.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Read text from memory under a name; 0 on success. */
static int read_text(const char *text, const char *name, lcp_data *d, char *err, size_t size)
{
    return lcp_read_text(text, strlen(text), name, d, err, size);
}

/* Does the error start with want ("NAME:LINE: message...")? */
static int starts_with(const char *err, const char *want)
{
    return strncmp(err, want, strlen(want)) == 0;
}

/* A read from memory must fail with a message that starts with want, and
 * leave the data empty. */
static void expect_error(const char *text, const char *name, const char *want)
{
    lcp_data d;
    char err[400];
    int status = read_text(text, name, &d, err, sizeof err);
    CHECK(status != 0 && starts_with(err, want), "error '%s' (got '%s')", want, err);
    CHECK(d.n == 0 && !d.M && !d.q && !d.M_text && !d.q_text, "failed read leaves d empty");
}

/* The same for a file. */
static void expect_file_error(const char *path, const char *want)
{
    lcp_data d;
    char err[400];
    int status = lcp_read_file(path, &d, err, sizeof err);
    CHECK(status != 0 && starts_with(err, want), "%s: error '%s' (got '%s')", path, want, err);
    lcp_data_free(&d);
}

/* The 2x2 SPD example: row by row, comments, q last. */
static void test_simple_file(void)
{
    lcp_data d;
    char err[400] = "";
    int status = lcp_read_file("tests/lcp/spd2.txt", &d, err, sizeof err);
    CHECK_INT(status, 0, "spd2.txt reads (%s)", err);
    if (status != 0)
        return;
    CHECK_INT(d.n, 2, "spd2.txt: n = 2");
    CHECK_INT(d.siconos, 0, "spd2.txt: simple format");
    CHECK(d.M[0] == 2 && d.M[1] == 1 && d.M[2] == 1 && d.M[3] == 2, "spd2.txt: M = [2 1; 1 2]");
    CHECK(d.q[0] == -5 && d.q[1] == -6, "spd2.txt: q = (-5, -6)");
    CHECK(strcmp(d.q_text[1], "-6") == 0, "spd2.txt: q_2 written '-6' (got '%s')", d.q_text[1]);
    lcp_data_free(&d);
    lcp_data_free(&d); /* freeing an emptied d again is harmless */
    CHECK(d.n == 0 && !d.M, "lcp_data_free empties d");
}

/* Row-major in the simple format: M[0 * n + 1] is row 1, column 2. */
static void test_simple_row_major(void)
{
    lcp_data d;
    char err[400] = "";
    CHECK_INT(read_text("2  1 2  3 4  5 6", "x.txt", &d, err, sizeof err), 0, "one line reads");
    CHECK(d.M[0 * 2 + 1] == 2 && d.M[1 * 2 + 0] == 3, "M[0][1] = 2, M[1][0] = 3");
    CHECK(d.q[0] == 5 && d.q[1] == 6, "q = (5, 6)");
    lcp_data_free(&d);
}

/* Fractions, decimals, exponents, and their texts as written. */
static void test_numbers(void)
{
    lcp_data d;
    char err[400] = "";
    int status = lcp_read_file("tests/lcp/fractions.txt", &d, err, sizeof err);
    CHECK_INT(status, 0, "fractions.txt reads (%s)", err);
    if (status != 0)
        return;
    CHECK_NEAR(d.M[0], 0.5, 0.0, "1/2 is 0.5");
    CHECK_NEAR(d.M[3], 1.0 / 3.0, 0.0, "1/3 is the double nearest one third");
    CHECK_NEAR(d.q[0], -0.25, 0.0, "-0.25");
    CHECK_NEAR(d.q[1], -1.0, 0.0, "-1e0 is -1");
    CHECK(strcmp(d.M_text[0], "1/2") == 0 && strcmp(d.M_text[3], "1/3") == 0,
          "M's texts as written (got '%s', '%s')", d.M_text[0], d.M_text[3]);
    CHECK(strcmp(d.q_text[0], "-0.25") == 0 && strcmp(d.q_text[1], "-1e0") == 0,
          "q's texts as written (got '%s', '%s')", d.q_text[0], d.q_text[1]);
    lcp_data_free(&d);

    CHECK_INT(read_text("1 -4.5E+2 1e-400", "x", &d, err, sizeof err), 0,
              "-4.5E+2 and an underflowing 1e-400 read (%s)", err);
    CHECK_NEAR(d.M[0], -450.0, 0.0, "-4.5E+2 is -450");
    CHECK_NEAR(d.q[0], 0.0, 0.0, "1e-400 underflows to 0 as a double");
    CHECK(strcmp(d.q_text[0], "1e-400") == 0, "its text keeps the exact value");
    lcp_data_free(&d);

    CHECK_INT(read_text("1\r\n2\r\n-1\r\n", "crlf.txt", &d, err, sizeof err), 0,
              "CRLF line ends read (%s)", err);
    lcp_data_free(&d);
    CHECK_INT(read_text("1 # n\n9/2 # M\n-1 # q, no newline at the end", "x", &d, err,
                        sizeof err),
              0, "comments after numbers, none at the end (%s)", err);
    CHECK_NEAR(d.M[0], 4.5, 0.0, "9/2 is 4.5");
    lcp_data_free(&d);
}

/* lcp_parse_number: the reader's grammar for command-line numbers. */
static void test_parse_number(void)
{
    double x = -1;
    char err[200] = "";
    CHECK_INT(lcp_parse_number("9/2", &x, err, sizeof err), 0, "9/2 parses");
    CHECK_NEAR(x, 4.5, 0.0, "9/2 = 4.5");
    CHECK_INT(lcp_parse_number("-1/3", &x, err, sizeof err), 0, "-1/3 parses");
    CHECK_NEAR(x, -1.0 / 3.0, 0.0, "-1/3 is the double nearest");
    CHECK(lcp_parse_number("abc", &x, err, sizeof err) != 0 &&
              strcmp(err, "'abc' is not a number") == 0,
          "abc is not a number (got '%s')", err);
    CHECK(lcp_parse_number("", &x, err, sizeof err) != 0, "the empty text is not a number");
    CHECK(lcp_parse_number("1/-2", &x, err, sizeof err) != 0, "1/-2 is not a number");
    CHECK(lcp_parse_number("0x10", &x, err, sizeof err) != 0, "0x10 is not a number");
    CHECK(lcp_parse_number("1 ", &x, err, sizeof err) != 0, "a trailing blank is refused");
    /* Command-line numbers are z values: the message must not blame M or q. */
    CHECK(lcp_parse_number("inf", &x, err, sizeof err) != 0 &&
              strcmp(err, "'inf' is not a finite number") == 0,
          "inf is refused as not finite (got '%s')", err);
    CHECK(lcp_parse_number("-NaN", &x, err, sizeof err) != 0 &&
              strcmp(err, "'-NaN' is not a finite number") == 0,
          "-NaN is refused as not finite (got '%s')", err);
    CHECK(lcp_parse_number("1e308", &x, err, sizeof err) == 0, "1e308 is in range");
    CHECK(lcp_parse_number("2e308", &x, err, sizeof err) != 0 && strstr(err, "out of range"),
          "2e308 is out of range (got '%s')", err);
    CHECK(lcp_parse_number("1e10001", &x, err, sizeof err) != 0 &&
              strstr(err, "exponent must lie within +-10000"),
          "1e10001: exponent out of range (got '%s')", err);
    CHECK(lcp_parse_number("-5/0", &x, err, sizeof err) != 0 &&
              strcmp(err, "'-5/0' divides by zero") == 0,
          "-5/0 divides by zero (got '%s')", err);
}

/* Siconos' format: the header, column-major M, and the trailing comment. */
static void test_siconos_file(void)
{
    lcp_data d;
    char err[400] = "";
    int status = lcp_read_file("tests/lcp/lcp_CPS_2.dat", &d, err, sizeof err);
    CHECK_INT(status, 0, "lcp_CPS_2.dat reads (%s)", err);
    if (status != 0)
        return;
    CHECK_INT(d.n, 3, "lcp_CPS_2.dat: n = 3");
    CHECK_INT(d.siconos, 1, "lcp_CPS_2.dat: Siconos format");
    /* The file lays out "0 2 -1 / -1 0 1 / 2 -2 0": those are the columns,
     * so M = [0 -1 2; 2 0 -2; -1 1 0]. */
    CHECK_NEAR(d.M[0 * 3 + 1], -1.0, 0.0, "row 1, column 2 is the 4th number (-1)");
    CHECK_NEAR(d.M[1 * 3 + 0], 2.0, 0.0, "row 2, column 1 is the 2nd number (2)");
    CHECK_NEAR(d.M[0 * 3 + 2], 2.0, 0.0, "row 1, column 3 is the 7th number (2)");
    CHECK_NEAR(d.M[2 * 3 + 1], 1.0, 0.0, "row 3, column 2 is the 6th number (1)");
    CHECK_NEAR(d.M[1 * 3 + 2], -2.0, 0.0, "row 2, column 3 is the 8th number (-2)");
    CHECK(strcmp(d.M_text[1 * 3 + 0], "2") == 0 && strcmp(d.M_text[0 * 3 + 1], "-1") == 0,
          "the texts are transposed with the numbers");
    CHECK(d.q[0] == -3 && d.q[1] == 6 && d.q[2] == -1, "q = (-3, 6, -1)");
    lcp_data_free(&d);

    status = lcp_read_file("tests/lcp/lcp_CPS_1.dat", &d, err, sizeof err);
    CHECK_INT(status, 0, "lcp_CPS_1.dat with its comment 'Remark 4.1.14 ...' reads (%s)", err);
    if (status == 0)
        CHECK(d.n == 2 && d.siconos && d.M[1] == 1 && d.q[1] == -1, "lcp_CPS_1.dat: data");
    lcp_data_free(&d);

    status = lcp_read_file("tests/lcp/lcp_exp_murty.dat", &d, err, sizeof err);
    CHECK_INT(status, 0, "lcp_exp_murty.dat reads (%s)", err);
    /* Laid out "1 0 0 0 0 0 / 2 1 0 ...": column 1 is e_1, so row 1 is
     * (1, 2, 2, 2, 2, 2): M is upper triangular. */
    if (status == 0)
        CHECK(d.M[0 * 6 + 5] == 2 && d.M[5 * 6 + 0] == 0 && d.M[5 * 6 + 5] == 1,
              "lcp_exp_murty.dat: M upper triangular after the transposition");
    lcp_data_free(&d);
}

/* Which format: content first, the extension only to break ties. */
static void test_detection(void)
{
    lcp_data d;
    char err[400] = "";
    CHECK_INT(read_text("1 0 1 1 1 1  2  -1", "x.txt", &d, err, sizeof err), 0,
              "a Siconos 1x1 without .dat reads (%s)", err);
    CHECK(d.siconos == 1 && d.M[0] == 2 && d.q[0] == -1, "by content: Siconos, M = 2, q = -1");
    lcp_data_free(&d);
    CHECK_INT(read_text("1\n2\n-1\n", "x.dat", &d, err, sizeof err), 0,
              "a simple file named .dat reads (%s)", err);
    CHECK(d.siconos == 0 && d.M[0] == 2, "by content: simple format despite .dat");
    lcp_data_free(&d);
    /* n = 1 with 5 + 2 numbers after n and more: Siconos, the rest ignored. */
    CHECK_INT(read_text("1 0 1 1 1 1 3 -2 trailing words 1 2 3", "x", &d, err, sizeof err), 0,
              "Siconos with a trailing comment reads (%s)", err);
    CHECK(d.siconos == 1 && d.M[0] == 3 && d.q[0] == -2, "trailing comment ignored");
    lcp_data_free(&d);
}

/* Every error of the simple format, with its line. */
static void test_simple_errors(void)
{
    expect_file_error("tests/lcp/bad-empty.txt",
                      "tests/lcp/bad-empty.txt:1: no data (the file is empty or holds only "
                      "comments): expected n");
    expect_file_error("tests/lcp/bad-comment-only.txt", "tests/lcp/bad-comment-only.txt:1: no data");
    expect_error("\n\n# nothing\n", "c.txt", "c.txt:3: no data");
    expect_file_error("tests/lcp/bad-n.txt",
                      "tests/lcp/bad-n.txt:2: expected n, the size of the problem (a positive "
                      "integer), got '2.5'");
    expect_error("0\n", "x", "x:1: expected n, the size of the problem (a positive integer), "
                             "got '0'");
    expect_error("\n-3 1 2 3", "x", "x:2: expected n, the size of the problem (a positive "
                                    "integer), got '-3'");
    expect_error("30001\n", "x", "x:1: n = 30001 is too large: this reader takes n <= 30000");
    expect_error("99999999999999999999999\n", "x", "x:1: n = 99999999999999999999999 is too "
                                                   "large");
    expect_file_error("tests/lcp/bad-word.txt", "tests/lcp/bad-word.txt:4: 'two' is not a number");
    expect_file_error("tests/lcp/bad-nan.txt",
                      "tests/lcp/bad-nan.txt:4: 'nan' is NaN: M and q must be finite numbers");
    expect_file_error("tests/lcp/bad-inf.txt",
                      "tests/lcp/bad-inf.txt:3: '-inf' is Inf: M and q must be finite numbers");
    expect_error("1\n1\nInfinity\n", "x", "x:3: 'Infinity' is Inf");
    expect_error("1\nnan(0x7)\n1\n", "x", "x:2: 'nan(0x7)' is NaN");
    expect_error("1\n2e308\n1\n", "x", "x:2: '2e308' is out of range: larger than a double");
    expect_error("1\n1\n1e99999\n", "x", "x:3: '1e99999' is out of range: the exponent");
    expect_file_error("tests/lcp/bad-zero-denominator.txt",
                      "tests/lcp/bad-zero-denominator.txt:2: '1/0' divides by zero");
    expect_file_error("tests/lcp/bad-too-few.txt",
                      "tests/lcp/bad-too-few.txt:5: expected n*n + n = 6 numbers after n = 2 "
                      "(M is 2 x 2, q has 2), found 5");
    expect_file_error("tests/lcp/bad-too-many.txt",
                      "tests/lcp/bad-too-many.txt:6: too many numbers: expected n*n + n = 6 "
                      "after n = 2 (M is 2 x 2, q has 2), found 7");
    expect_file_error("tests/lcp/bad-not-square.txt",
                      "tests/lcp/bad-not-square.txt:3: M has 3 entries per line but n = 2: M "
                      "must be n x n (2 x 2)");
    /* Rows of 2 for n = 3. */
    expect_error("3\n1 2\n3 4\n5 6\n1 2 3\n", "x", "x:2: M has 2 entries per line but n = 3");
    /* Rows of the right length but a short q: the count speaks. */
    expect_error("2\n1 2\n3 4\n5\n\n", "x", "x:5: expected n*n + n = 6 numbers");
    expect_error("1 1", "x", "x:1: expected n*n + n = 2 numbers after n = 1 (M is 1 x 1, q has "
                             "1), found 1");
    expect_error("1\n1\n2 # q\nz = 3\n", "x", "x:4: 'z' is not a number");
}

/* What the messages show of a bad token. */
static void test_quoting(void)
{
    const char nul[] = "1\n1\x00"
                       "2\n3\n";
    lcp_data d;
    char err[400] = "";
    CHECK(lcp_read_text(nul, sizeof nul - 1, "nul.txt", &d, err, sizeof err) != 0 &&
              strcmp(err, "nul.txt:2: '1\\x002' is not a number") == 0,
          "a NUL byte is shown as \\x00 (got '%s')", err);
    expect_error("1\n1 1234567890123456789012345678901234567890x\n", "x",
                 "x:2: '12345678901234567890123456789012...' is not a number");
    expect_error("1\n\xc3\xa9\n1\n", "x", "x:2: '\\xc3\\xa9' is not a number");
    /* A tiny buffer is truncated, never overrun. */
    char small[8];
    CHECK(read_text("x", "name", &d, small, sizeof small) != 0 && strcmp(small, "name:1:") == 0,
          "a small error buffer holds a truncated message (got '%s')", small);
    CHECK(read_text("x", "name", &d, NULL, 0) != 0, "no error buffer at all is fine");
}

/* Every error of Siconos' format, with its line. */
static void test_siconos_errors(void)
{
    expect_file_error("tests/lcp/bad-sparse.dat",
                      "tests/lcp/bad-sparse.dat:2: sparse storage is not supported");
    expect_error("2\n0\n3\n3\n3 3\n", "x.dat", "x.dat:3: Siconos header gives M '3' rows but "
                                                "n = 2: M must be n x n");
    expect_error("2\n0\n2\n2\n2 3\n", "x.dat", "x.dat:5: Siconos header gives M '3' columns");
    expect_error("2\n7\n2\n2\n2 2\n", "x.dat", "x.dat:2: Siconos storage type must be 0 "
                                                "(dense), got '7'");
    expect_error("2\n0\n2\n", "x.dat", "x.dat:3: Siconos header: expected n 0 n n n n");
    expect_error("2\n0\n2\n2\n2 2\n1 2\n3 4\n5\n", "x.dat",
                 "x.dat:8: expected n*n + n = 6 numbers after the Siconos header n 0 n n n n "
                 "(M is 2 x 2, column by column, q has 2), found 5");
    expect_error("2\n0\n2\n2\n2 2\n1 2\n3 4\n5\nRemark 2009 2010\n", "x",
                 "x:9: 'Remark' is not a number (expected n*n + n = 6 numbers after the "
                 "Siconos header");
    expect_error("1 0 1 1 1 1\nnan\n1\n", "x", "x:2: 'nan' is NaN");
}

/* A file that cannot be read. */
static void test_unreadable(void)
{
    expect_file_error("tests/lcp/no-such-file.txt",
                      "tests/lcp/no-such-file.txt: cannot read: No such file or directory");
    /* a directory is named as one (textfile.c), not "cannot read" */
    expect_file_error("tests/lcp", "tests/lcp: is a directory, not a file");
}

/* |x - d| for the exact x and the double d, into diff. */
static void distance(mpq_t diff, const mpq_t x, double d)
{
    mpq_set_d(diff, d);
    mpq_sub(diff, x, diff);
    mpq_abs(diff, diff);
}

/* Is d the double nearest the exact value of text (ties to an even last
 * digit)?  Decided in exact arithmetic against both neighbours of d,
 * independently of how the reader rounds. */
static int nearest(const char *text, double d)
{
    mpq_t x, here, there;
    mpq_inits(x, here, there, NULL);
    int ok = isfinite(d) && number_read_rational(x, text) == NUMBER_OK;
    distance(here, x, d);
    for (int side = -1; ok && side <= 1; side += 2) {
        double neighbour = nextafter(d, side * INFINITY);
        if (!isfinite(neighbour))
            continue;
        distance(there, x, neighbour);
        int c = mpq_cmp(here, there);
        /* on a tie the even one wins: its last bit of mantissa is 0 */
        long long bits;
        memcpy(&bits, &d, sizeof bits);
        ok = c < 0 || (c == 0 && (bits & 1) == 0);
    }
    mpq_clears(x, here, there, NULL);
    return ok;
}

/* The strtod reader: decimals as strtod reads them, fractions correctly
 * rounded (checked exactly by nearest), even with integers beyond 2^53. */
static void test_rounding(void)
{
    static const char *const decimals[] = {
        "0.1", "-4.5", "1e-3", "2.2250738585072011e-308", "4.9e-324", "1e-400",
        "123456789012345678901234567890", "0.30000000000000004", "1.7976931348623157e308",
        /* halfway between two doubles: 2^53 + 1, and 2^53 + 1 written as 9.007...e15 */
        "9007199254740993", "9.007199254740993e15", "-0", "0.000e5", "1e27", "1e-27",
        "1.2345678901234567e-21", "0000123.4500"};
    static const char *const fractions[] = {
        "1/3", "-2/7", "9/2", "10/1", "9007199254740993/1", "9007199254740995/1",
        "-123456789012345678901234567890/7",
        /* 7e-310: subnormal, its last place fixed at 2^-1074 */
        "7/1000000000000000000000000000000000000000000000000000000000000000000000"
        "00000000000000000000000000000000000000000000000000000000000000000000000000000000"
        "00000000000000000000000000000000000000000000000000000000000000000000000000000000"
        "00000000000000000000000000000000000000000000000000000000000000000000000000000000"
        "0",
        "3/9007199254740993"};
    char err[200];
    double x;
    for (size_t k = 0; k < sizeof decimals / sizeof decimals[0]; k++) {
        int ok = lcp_parse_number(decimals[k], &x, err, sizeof err) == 0;
        CHECK(ok && x == strtod(decimals[k], NULL), "%s reads as strtod does (got %.17g)",
              decimals[k], x);
    }
    for (size_t k = 0; k < sizeof fractions / sizeof fractions[0]; k++) {
        int ok = lcp_parse_number(fractions[k], &x, err, sizeof err) == 0;
        CHECK(ok && nearest(fractions[k], x), "%.40s is correctly rounded (got %.17g)",
              fractions[k], x);
    }
    /* 2^53 + 1 lies halfway between 2^53 and 2^53 + 2: the even one, 2^53. */
    lcp_parse_number("9007199254740993/1", &x, err, sizeof err);
    CHECK(x == 9007199254740992.0, "2^53 + 1 rounds to 2^53 (got %.17g)", x);
    /* Just above DBL_MAX, which strtod rounds to DBL_MAX: still refused. */
    CHECK(lcp_parse_number("1.7976931348623158e308", &x, err, sizeof err) != 0 &&
              strstr(err, "out of range"),
          "1.7976931348623158e308 (> DBL_MAX) is out of range (got '%s')", err);
}

/* The next number of a fixed linear congruential sequence (Knuth's MMIX
 * constants), so that the test sees the same numbers every run. */
static uint64_t next_random(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 11;
}

/* Many decimals like those programs write (1 to 20 significant digits, a
 * point anywhere, exponents to +-40): each must read exactly as strtod
 * reads it (glibc's strtod rounds correctly). */
static void test_random_decimals(void)
{
    uint64_t state = 8;
    int mismatches = 0;
    for (int k = 0; k < 200000; k++) {
        char text[64], err[200];
        int digits = 1 + (int)(next_random(&state) % 20);
        int point = (int)(next_random(&state) % 22);
        int used = next_random(&state) % 2 ? sprintf(text, "-") : 0;
        for (int d = 0; d < digits; d++) {
            if (d == point)
                used += sprintf(text + used, ".");
            used += sprintf(text + used, "%d", (int)(next_random(&state) % 10));
        }
        if (next_random(&state) % 2)
            sprintf(text + used, "e%d", (int)(next_random(&state) % 81) - 40);
        double x, y = strtod(text, NULL);
        if (lcp_parse_number(text, &x, err, sizeof err) != 0 || memcmp(&x, &y, sizeof x) != 0)
            mismatches++;
    }
    CHECK_INT(mismatches, 0, "200000 random decimals read exactly as strtod reads them");
}

/* Every number of a successful read is the double nearest its text. */
static int all_nearest(const lcp_data *d)
{
    int ok = 1;
    for (int k = 0; k < d->n * d->n; k++)
        ok = ok && nearest(d->M_text[k], d->M[k]);
    for (int i = 0; i < d->n; i++)
        ok = ok && nearest(d->q_text[i], d->q[i]);
    return ok;
}

/* The fuzz corpus (tests/fuzz/corpus): a file either reads, every number
 * correctly rounded, or fails with "NAME:LINE: message"; the files named
 * bad-* must fail. */
static void test_fuzz_corpus(void)
{
    const char *dir_name = "tests/fuzz/corpus";
    DIR *dir = opendir(dir_name);
    CHECK(dir != NULL, "%s can be listed", dir_name);
    int files = 0;
    for (struct dirent *e; dir && (e = readdir(dir));) {
        if (e->d_name[0] == '.')
            continue;
        char path[600], err[400];
        lcp_data d;
        snprintf(path, sizeof path, "%s/%s", dir_name, e->d_name);
        int read = lcp_read_file(path, &d, err, sizeof err) == 0;
        char located[620];
        snprintf(located, sizeof located, "%s:", path);
        if (read)
            CHECK(all_nearest(&d) && strncmp(e->d_name, "bad-", 4) != 0,
                  "%s reads, every number correctly rounded", path);
        else
            CHECK(starts_with(err, located), "%s fails with FILE:LINE (got '%s')", path, err);
        lcp_data_free(&d);
        files++;
    }
    if (dir)
        closedir(dir);
    CHECK(files >= 30, "the corpus holds its files (%d)", files);
}

int main(void)
{
    test_rounding();
    test_random_decimals();
    test_fuzz_corpus();
    test_simple_file();
    test_simple_row_major();
    test_numbers();
    test_parse_number();
    test_siconos_file();
    test_detection();
    test_simple_errors();
    test_quoting();
    test_siconos_errors();
    test_unreadable();
    return test_done();
}
