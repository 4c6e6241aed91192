/* test_table.c: unit tests of the plain tables in src/table.c; each table is
 * written to a tmpfile() and its exact text compared. */
#include "table.h"
#include "test.h"

#include <stdlib.h>
#include <string.h>

static char text[2048];

/* Read everything written to f into text and close f. */
static const char *contents(FILE *f)
{
    size_t n;
    fflush(f);
    rewind(f);
    n = fread(text, 1, sizeof text - 1, f);
    text[n] = '\0';
    fclose(f);
    return text;
}

/* Compare with the expected text, printing both on failure. */
static void check_text(const char *got, const char *want, const char *what)
{
    if (!CHECK(strcmp(got, want) == 0, "%s", what))
        printf("#   got:\n%s#   want:\n%s", got, want);
}

/* Header: names right-aligned in max(length, 10) columns, one space apart. */
static void test_header(void)
{
    FILE *f = tmpfile();
    table t;
    table_begin(&t, f, "t x_position velocity_norm");
    CHECK_INT(t.columns, 3, "three columns");
    CHECK(t.width[0] == 10 && t.width[1] == 10 && t.width[2] == 13,
          "widths 10, 10 (exactly 10 letters), 13 (got %d %d %d)", t.width[0], t.width[1],
          t.width[2]);
    CHECK_INT(t.digits, 10, "table_begin: 10 digits");
    check_text(contents(f), "         t x_position velocity_norm\n", "header text");

    /* Runs of spaces between names do not make empty columns. */
    f = tmpfile();
    table_begin(&t, f, "a  b");
    CHECK_INT(t.columns, 2, "'a  b' has two columns");
    check_text(contents(f), "         a          b\n", "header 'a  b'");
}

/* Rows: numbers (%.10g), integers and words, right-aligned under the header. */
static void test_rows(void)
{
    FILE *f = tmpfile();
    table t;
    table_begin(&t, f, "step time state velocity_norm");
    table_int(&t, 42);
    table_num(&t, 0.1);
    table_text(&t, "stick");
    table_num(&t, -1.5);
    table_end_row(&t);
    table_int(&t, -7);
    table_num(&t, 1.0 / 3.0);
    table_text(&t, "slip");
    table_num(&t, 123456789012.0);
    table_end_row(&t);
    check_text(contents(f),
               "      step       time      state velocity_norm\n"
               "        42        0.1      stick          -1.5\n"
               "        -7 0.3333333333       slip 1.23456789e+11\n",
               "rows of numbers, integers and words (a 12-character number widens its cell)");
}

/* Negative zero prints as "0", in cells and in table_format. */
static void test_negative_zero(void)
{
    FILE *f = tmpfile();
    table t;
    table_begin(&t, f, "x y");
    table_num(&t, -0.0);
    table_num(&t, 0.0);
    table_end_row(&t);
    check_text(contents(f), "         x          y\n         0          0\n", "-0 cell is '0'");
}

/* Six significant digits: columns at least 13 wide. */
static void test_digits(void)
{
    FILE *f = tmpfile();
    table t;
    table_begin_digits(&t, f, "time x a_long_column_name", 6);
    CHECK(t.width[0] == 13 && t.width[1] == 13 && t.width[2] == 18,
          "digits 6: widths 13, 13, 18 (got %d %d %d)", t.width[0], t.width[1], t.width[2]);
    CHECK_INT(t.digits, 6, "digits 6 stored");
    table_num(&t, 1.0 / 3.0);
    table_num(&t, -1.234567e-5);
    table_num(&t, -1.234567e-100);
    table_end_row(&t);
    check_text(contents(f),
               "         time             x a_long_column_name\n"
               "     0.333333  -1.23457e-05      -1.23457e-100\n",
               "digits 6: header and a row");
}

/* table_format: %.*g with -0 as 0, truncated to the buffer. */
static void test_format(void)
{
    char buf[40];
    table_format(buf, sizeof buf, 3.14159265358979, 10);
    CHECK(strcmp(buf, "3.141592654") == 0, "pi to 10 digits (got '%s')", buf);
    table_format(buf, sizeof buf, 3.14159265358979, 3);
    CHECK(strcmp(buf, "3.14") == 0, "pi to 3 digits (got '%s')", buf);
    table_format(buf, sizeof buf, -0.0, 10);
    CHECK(strcmp(buf, "0") == 0, "-0 formats as '0' (got '%s')", buf);
    table_format(buf, sizeof buf, -2.5e-7, 10);
    CHECK(strcmp(buf, "-2.5e-07") == 0, "-2.5e-7 (got '%s')", buf);
    table_format(buf, sizeof buf, 1e15, 10);
    CHECK(strcmp(buf, "1e+15") == 0, "1e15 (got '%s')", buf);
    table_format(buf, sizeof buf, 100.0, 10);
    CHECK(strcmp(buf, "100") == 0, "100 without trailing zeros (got '%s')", buf);
    table_format(buf, 4, 3.14159265358979, 10);
    CHECK(strcmp(buf, "3.1") == 0, "buffer of 4 truncates to '3.1' (got '%s')", buf);
}

/* The shortest digits that read back as the same double. */
static void test_format_exact(void)
{
    char buf[40];
    const double values[] = {0.4, 0.3 * 0.7, 0.1 + 0.2, 1.0 / 3.0, -2.5e-300, 0.0};
    const char *want[] = {"0.4", "0.21", "0.30000000000000004", "0.3333333333333333",
                          "-2.5e-300", "0"};
    for (int i = 0; i < 6; i++) {
        table_format_exact(buf, sizeof buf, values[i]);
        CHECK(strcmp(buf, want[i]) == 0 && strtod(buf, NULL) == values[i],
              "exact format of value %d is '%s' and reads back (got '%s')", i, want[i], buf);
    }
}

int main(void)
{
    test_format_exact();
    test_header();
    test_rows();
    test_negative_zero();
    test_digits();
    test_format();
    return test_done();
}
