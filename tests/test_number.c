/* The one number reader (src/number.c): its grammar and statuses, doubles
 * correctly rounded, exact rationals, the half unit of a written number. */
#include "number.h"
#include "test.h"

#include <float.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* number_read_double on a whole string. */
static number_status read_text(const char *text, double *value)
{
    return number_read_double(text, strlen(text), value);
}

/* Each status of the grammar, named for its message. */
static void test_statuses(void)
{
    static const struct {
        const char *text;
        number_status status;
    } cases[] = {
        {"3", NUMBER_OK},           {"-0.25", NUMBER_OK},           {"5.", NUMBER_OK},
        {".5", NUMBER_OK},          {"+1e-3", NUMBER_OK},           {"-9/2", NUMBER_OK},
        {"", NUMBER_NOT_A_NUMBER},  {"0x10", NUMBER_NOT_A_NUMBER},  {" 3", NUMBER_NOT_A_NUMBER},
        {"3 ", NUMBER_NOT_A_NUMBER}, {"1/-2", NUMBER_NOT_A_NUMBER}, {"1e", NUMBER_NOT_A_NUMBER},
        {"nan", NUMBER_NAN},        {"-NaN(1)", NUMBER_NAN},        {"inf", NUMBER_INF},
        {"-Infinity", NUMBER_INF},  {"1/0", NUMBER_ZERO_DENOMINATOR},
        {"1e10001", NUMBER_EXPONENT_RANGE}, {"1e-10001", NUMBER_EXPONENT_RANGE},
        {"1e309", NUMBER_TOO_LARGE}, {"-2e308", NUMBER_TOO_LARGE},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        double x = 12345.0;
        number_status s = read_text(cases[k].text, &x);
        CHECK_INT(s, cases[k].status, "'%s': status %d", cases[k].text, (int)cases[k].status);
        if (s != NUMBER_OK)
            CHECK(x == 12345.0, "'%s': the value is left alone", cases[k].text);
    }
}

/* Decimals as strtod rounds them (correctly), on both paths; fractions
 * correctly rounded too, beyond 2^53 as well. */
static void test_doubles(void)
{
    static const char *const decimals[] = {
        "0.1", "-0.3", "1e-5", "123456789.123456789", "9007199254740993",
        "2.2250738585072014e-308", "4.9e-324", "1e-400", "1.7976931348623157e308",
        "0.000000000000000000000000000001", "12345678901234567890123", "7.0e+27",
        "1.00000000000000011102230246251565404236316680908203125", /* a halfway case */
    };
    for (size_t k = 0; k < sizeof decimals / sizeof decimals[0]; k++) {
        double x = 0.0;
        CHECK(read_text(decimals[k], &x) == NUMBER_OK && x == strtod(decimals[k], NULL),
              "'%s' reads as strtod rounds it", decimals[k]);
    }
    double x = 0.0;
    CHECK(read_text("1/3", &x) == NUMBER_OK && x == 1.0 / 3.0, "1/3 is the double nearest");
    CHECK(read_text("-9/2", &x) == NUMBER_OK && x == -4.5, "-9/2 = -4.5");
    CHECK(read_text("9007199254740993/1", &x) == NUMBER_OK && x == 9007199254740992.0,
          "2^53 + 1 over 1 rounds to even, 2^53");
    CHECK(read_text("-0", &x) == NUMBER_OK && x == 0.0 && signbit(x), "-0 keeps its sign");
}

/* The exact value, and what the rational reader refuses. */
static void test_rational(void)
{
    mpq_t x;
    mpq_init(x);
    CHECK(number_read_rational(x, "0.1") == NUMBER_OK && mpz_cmp_ui(mpq_numref(x), 1) == 0 &&
              mpz_cmp_ui(mpq_denref(x), 10) == 0,
          "0.1 is exactly 1/10");
    CHECK(number_read_rational(x, "-2.5e-1") == NUMBER_OK && mpz_cmp_si(mpq_numref(x), -1) == 0 &&
              mpz_cmp_ui(mpq_denref(x), 4) == 0,
          "-2.5e-1 is exactly -1/4");
    CHECK(number_read_rational(x, "1e-400") == NUMBER_OK && mpq_sgn(x) > 0,
          "1e-400 is not 0 exactly");
    CHECK(number_read_rational(x, "6/4") == NUMBER_OK && mpz_cmp_ui(mpq_denref(x), 2) == 0,
          "6/4 reads in canonical form, 3/2");
    CHECK_INT(number_read_rational(x, "nan"), NUMBER_NAN, "nan is no rational");
    CHECK_INT(number_read_rational(x, NULL), NUMBER_NOT_A_NUMBER, "NULL is no number");
    mpq_clear(x);
}

/* The half unit of the last digit, and the agreement it sets. */
static void test_digits(void)
{
    static const struct {
        const char *text;
        double half;
    } cases[] = {
        {"0.33", 0.005}, {"-1.5e-3", 0.00005}, {"3", 0.0}, {"9/2", 0.0}, {"2e3", 500.0},
        {"5.", 0.5},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        number_form f;
        CHECK(number_scan(cases[k].text, strlen(cases[k].text), &f) == NUMBER_OK &&
                  fabs(number_half_unit(&f) - cases[k].half) <= 1e-15 * cases[k].half,
              "'%s': half a unit is %g", cases[k].text, cases[k].half);
    }
    CHECK(number_agrees(1.0 / 3.0, 0.33, 0.005), "0.33 agrees with 1/3");
    CHECK(!number_agrees(1.0 / 3.0, 0.34, 0.005), "0.34 does not");
    CHECK(number_agrees(4.5 * (1 + 1e-12), 4.5, 0.0), "9/2 agrees with the program's 4.5");
}

/* The words of the messages. */
static void test_problems(void)
{
    char buf[120];
    CHECK(strcmp(number_problem(NUMBER_NOT_A_NUMBER, NULL, buf, sizeof buf),
                 "is not a number") == 0,
          "not a number: %s", buf);
    CHECK(strcmp(number_problem(NUMBER_NAN, "M must be finite", buf, sizeof buf),
                 "is NaN: M must be finite") == 0,
          "NaN with its context: %s", buf);
    CHECK(strcmp(number_problem(NUMBER_INF, NULL, buf, sizeof buf),
                 "is not a finite number") == 0,
          "Inf without a context: %s", buf);
    CHECK(strstr(number_problem(NUMBER_EXPONENT_RANGE, NULL, buf, sizeof buf), "+-10000") != NULL,
          "the exponent's range: %s", buf);
}

/* Integers: a sign and digits only; past a long, saturated and said. */
static void test_integers(void)
{
    long v = 7;
    CHECK_INT(number_read_integer("42", 2, &v), NUMBER_OK, "42 reads");
    CHECK(v == 42, "42 is 42 (got %ld)", v);
    CHECK_INT(number_read_integer("-0017", 5, &v), NUMBER_OK, "-0017 reads");
    CHECK(v == -17, "-0017 is -17 (got %ld)", v);
    CHECK_INT(number_read_integer("+3x", 2, &v), NUMBER_OK, "only the length given is read");
    CHECK(v == 3, "+3 is 3 (got %ld)", v);
    const char *bad[] = {"", "-", "4.0", "1e3", " 5", "5 ", "0x10", "1/2", "nan"};
    for (size_t k = 0; k < sizeof bad / sizeof *bad; k++) {
        v = 7;
        CHECK_INT(number_read_integer(bad[k], strlen(bad[k]), &v), NUMBER_NOT_A_NUMBER,
                  "'%s' is not an integer", bad[k]);
        CHECK(v == 7, "'%s' leaves the value alone", bad[k]);
    }
    CHECK_INT(number_read_integer("99999999999999999999999", 23, &v), NUMBER_TOO_LARGE,
              "10^23 does not fit a long");
    CHECK(v == LONG_MAX, "and saturates at LONG_MAX");
    CHECK_INT(number_read_integer("-99999999999999999999999", 24, &v), NUMBER_TOO_LARGE,
              "-10^23 does not fit a long");
    CHECK(v == LONG_MIN, "and saturates at LONG_MIN");
    CHECK_INT(number_read_integer("99999999999999999999x", 21, &v), NUMBER_NOT_A_NUMBER,
              "the grammar is checked past the saturation");
}

int main(void)
{
    test_statuses();
    test_doubles();
    test_rational();
    test_digits();
    test_problems();
    test_integers();
    return test_done();
}
