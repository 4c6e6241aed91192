/* test_table_check.c: --check, a student's table against the program's
 * (src/table_check.c).  The program's table here is l, x = l/3, y = l^2 and
 * z, the solution of the LCP 0 <= z _|_ z + (1 - l) >= 0, i.e.
 * z = max(0, l - 1), for l = 0..3; every expected value below is worked
 * from those formulas by hand. */
#include "lcp_rounded.h"
#include "number.h"
#include "table.h"
#include "table_check.h"
#include "table_text.h"
#include "test.h"

#include <stdlib.h>
#include <string.h>

/* The program's table, with row l's LCP attached (M = 1, q = 1 - l),
 * compared by check. */
static void program_table(FILE *f, int tables, table_check *check)
{
    for (int k = 0; k < tables; k++) {
        table t;
        table_begin(&t, f, "l x y z");
        table_check_table(check, &t);
        for (int l = 0; l <= 3; l++) {
            double M = 1.0, q = 1.0 - l, z = l > 1 ? l - 1.0 : 0.0;
            table_int(&t, l);
            table_num(&t, l / 3.0);
            table_num(&t, (double)(l * l));
            table_num(&t, z);
            table_row_lcp(&t, &(lcp_problem){.n = 1, .M = &M, .q = &q}, &z, "z", NULL);
            table_end_row(&t);
        }
        table_end(&t);
    }
}

/* Check the student's text against `tables` program tables: the exit
 * status, and the output (differences and verdict) in text. */
static int run_check_tables(const char *student, int tables)
{
    table_check *check = NULL;
    FILE *f = tmpfile();
    if (table_check_start_text(&check, "test", "mine.txt", student) != 0) {
        fclose(f);
        text[0] = '\0';
        return 1;
    }
    program_table(f, tables, check);
    int status = table_check_end(check, 0);
    contents(f);
    return status;
}

static int run_check(const char *student)
{
    return run_check_tables(student, 1);
}

/* Does the output hold this line? */
static int has_line(const char *line)
{
    size_t n = strlen(line);
    for (const char *p = text; (p = strstr(p, line)) != NULL; p++)
        if ((p == text || p[-1] == '\n') && (p[n] == '\n' || p[n] == '\0'))
            return 1;
    return 0;
}

/* Reading numbers: the value and the half unit of the last digit written. */
static void test_numbers(void)
{
    static const struct {
        const char *text;
        double value, half;
    } good[] = {
        {"0.33", 0.33, 0.005},  {"2", 2.0, 0.0},          {"-3", -3.0, 0.0},
        {"9/2", 4.5, 0.0},      {"-1/3", -1.0 / 3, 0.0},  {"1.", 1.0, 0.5},
        {".5", 0.5, 0.05},      {"-1.5e-3", -1.5e-3, 5e-5}, {"2e3", 2000.0, 500.0},
        {"+0.250", 0.25, 5e-4},
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        double value = -99, half = -99;
        int status = number_read_as_written(good[i].text, &value, &half);
        CHECK(status == 0 && fabs(value - good[i].value) <= 1e-15 &&
                  fabs(half - good[i].half) <= 1e-15 * good[i].half,
              "'%s' reads as %g with half unit %g (got %d, %g, %g)", good[i].text,
              good[i].value, good[i].half, status, value, half);
    }
    static const char *junk[] = {"abc", "1/0", "1.2.3", "", "e5", "1e", "--1", "inf",
                                 "nan", "1/2/3", "0x10", "1,5", "1/2.5", "/2", "1e+",
                                 "1e99999999999999999999"};
    for (size_t i = 0; i < sizeof junk / sizeof junk[0]; i++) {
        double value, half;
        CHECK(number_read_as_written(junk[i], &value, &half) == -1, "'%s' is not a number",
              junk[i]);
    }
}

/* Agreement to the precision written (the examples for 1/3). */
static void test_agreement(void)
{
    double third = 1.0 / 3.0;
    CHECK(number_agrees(third, 0.33, 0.005), "0.33 agrees with 1/3");
    CHECK(number_agrees(third, 0.3, 0.05), "0.3 agrees with 1/3 (one digit)");
    CHECK(!number_agrees(third, 0.34, 0.005), "0.34 does not agree with 1/3");
    CHECK(number_agrees(third, 0.3333333333, 5e-11), "the program's 10 digits agree");
    CHECK(!number_agrees(4.3, 4.0, 0.0), "an integer is exact: 4 is not 4.3");
    CHECK(number_agrees(4.5 * (1 + 1e-12), 4.5, 0.0),
          "an exact value allows the program's rounding (1e-12 relative)");
    CHECK(!number_agrees(4.51, 4.5, 0.0), "9/2 is not 4.51");
    CHECK(number_agrees(0.35, 0.3, 0.05) && number_agrees(0.25, 0.3, 0.05),
          "half a unit either way is still agreement (0.25 and 0.35 for 0.3)");
}

/* Right tables: exact, rounded, fractions; the count of values compared. */
static void test_right_tables(void)
{
    int status = run_check("l x y z\n0 0 0 0\n1 1/3 1 0\n2 2/3 4 1\n3 1 9 2\n");
    CHECK(status == 0 && has_line("all 16 values agree"),
          "exact table with fractions: status 0, all 16 agree (got %d: %s)", status, text);
    status = run_check("# rounded by hand\nl x y z\n0 0.0 0 0\n1 0.33 1 0\n"
                       "2 0.667 4 1  # two thirds\n3 1.00 9 2\n");
    CHECK(status == 0 && has_line("all 16 values agree"),
          "rounded table (0.33, 0.667): status 0 (got %d: %s)", status, text);
    status = run_check("l x y z\n0 0 0 0\n1 0.3333333333 1 0\n2 0.6666666667 4 1\n3 1 9 2\n");
    CHECK(status == 0, "the program's own printed digits agree (got %d: %s)", status, text);
}

/* One slip in each column: only that value is reported, with the row, the
 * column, the student's value and the program's, and the summary names it. */
static void test_one_slip_each_column(void)
{
    static const char *tables[4] = {
        "l x y z\n0 0 0 0\n1 0.33 1 0\n5 0.67 4 1\n3 1 9 2\n",
        "l x y z\n0 0 0 0\n1 0.33 1 0\n2 0.68 4 1\n3 1 9 2\n",
        "l x y z\n0 0 0 0\n1 0.33 1 0\n2 0.67 2 1\n3 1 9 2\n",
        "l x y z\n0 0 0 0\n1 0.33 1 0\n2 0.67 4 1.5\n3 1 9 2\n",
    };
    static const char *lines[4] = {
        "l = 2, l: yours 5, the program's 2 (mine.txt:4)",
        "l = 2, x: yours 0.68, the program's 0.6666666667 (mine.txt:4)",
        "l = 2, y: yours 2, the program's 4 (mine.txt:4)",
        "l = 2, z: yours 1.5, the program's 1 (mine.txt:4)",
    };
    static const char *names = "lxyz";
    for (int c = 0; c < 4; c++) {
        char summary[80];
        snprintf(summary, sizeof summary, "1 of 16 values differ; the first: l = 2, %c",
                 names[c]);
        int status = run_check(tables[c]);
        CHECK(status == 3 && has_line(lines[c]) && has_line(summary),
              "slip in column %c: status 3, '%s' (got %d: %s)", names[c], lines[c], status,
              text);
    }
}

/* Several slips: every one, first difference first. */
static void test_order(void)
{
    int status = run_check("l x y z\n0 0 1 0\n1 0.33 1 0\n2 0.67 4 1\n3 1 8 2\n");
    const char *first = strstr(text, "l = 0, y"), *second = strstr(text, "l = 3, y");
    CHECK(status == 3 && first && second && first < second &&
              has_line("2 of 16 values differ; the first: l = 0, y"),
          "two slips reported in row order (got %d: %s)", status, text);
}

/* Some columns, in any order; '-' cells are skipped and not counted. */
static void test_partial_reordered(void)
{
    int status = run_check("y l\n0 0\n1 1\n4 2\n9 3\n");
    CHECK(status == 0 && has_line("all 8 values agree"),
          "columns y l only: 8 values agree (got %d: %s)", status, text);
    status = run_check("z y x l\n0 0 0 0\n0 1 0.33 1\n1 4 0.67 2\n2 9 1 3\n");
    CHECK(status == 0 && has_line("all 16 values agree"), "reversed columns agree (got %d)",
          status);
    status = run_check("z y x l\n0 0 0 0\n0 1 0.33 1\n1 5 0.67 2\n2 9 1 3\n");
    CHECK(status == 3 && has_line("l = 2, y: yours 5, the program's 4 (mine.txt:4)"),
          "a slip in reversed columns names the right column (got %d: %s)", status, text);
    status = run_check("l x y z\n0 - - -\n1 0.33 - 0\n- 0.67 4 -\n3 1 9 2\n");
    CHECK(status == 0 && has_line("all 10 values agree"),
          "'-' cells skipped: 10 values compared (got %d: %s)", status, text);
}

/* Bad input: exit 1 and no verdict on stdout. */
static void test_bad_input(void)
{
    static const struct {
        const char *student, *what;
    } bad[] = {
        {"l x y z\n0 0 0 0\n1 0.33 1 0\n2 0.67 4 1\n", "three rows for four"},
        {"l x y z\n0 0 0 0\n1 0.33 1 0\n2 0.67 4 1\n3 1 9 2\n4 1.33 16 3\n", "five rows"},
        {"l x w\n0 0 0\n1 0 0\n2 0 0\n3 0 0\n", "an unknown column w"},
        {"l x x\n0 0 0\n1 0 0\n2 0 0\n3 0 0\n", "a column named twice"},
        {"l x\n0 0\n1 one-third\n2 0.67\n3 1\n", "a word where a number goes"},
        {"l x\n0 0\n1 1/0\n2 0.67\n3 1\n", "a fraction over 0"},
        {"l x\n0 0\n1 0.33 7\n2 0.67\n3 1\n", "a row longer than the header"},
        {"l x\n0 0\n\n1 0.33\n2 0.67\n3 1\n", "a blank line inside the table"},
        {"# only a comment\n\n", "no table at all"},
        {"l x\n- -\n- -\n- -\n- -\n", "nothing but '-'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int status = run_check(bad[i].student);
        CHECK(status == 1 && strstr(text, "agree") == NULL && strstr(text, "differ") == NULL,
              "bad input (%s): status 1, no verdict (got %d: %s)", bad[i].what, status, text);
    }
}

/* Several tables: a blank line between them; one too few or too many is
 * bad input. */
static void test_several_tables(void)
{
    const char *one = "l y\n0 0\n1 1\n2 4\n3 9\n";
    char two[200];
    snprintf(two, sizeof two, "%s\n\n# the second\n%s", one, one);
    int status = run_check_tables(two, 2);
    CHECK(status == 0 && has_line("all 16 values agree"),
          "two tables against two: 16 values agree (got %d: %s)", status, text);
    CHECK(run_check_tables(one, 2) == 1, "one table where the program prints two: status 1");
    CHECK(run_check_tables(two, 1) == 1, "two tables where the program prints one: status 1");
}

/* The row's LCP (z + 1 - l >= 0): which condition a wrong z breaks. */
static void test_lcp_notes(void)
{
    /* l = 3: w = z - 2; z = 1 makes w = -1. */
    int status = run_check("l z\n0 0\n1 0\n2 1\n3 1\n");
    CHECK(status == 3 && has_line("l = 3, z: yours 1, the program's 2 (mine.txt:5)") &&
              has_line("  your z at l = 3 makes w = -1 negative: "
                       "the LCP needs w >= 0 (w = M z + q)"),
          "z too small: w negative (got %d: %s)", status, text);
    /* l = 2: w = z - 1; z = 3 leaves z = 3, w = 2. */
    status = run_check("l z\n0 0\n1 0\n2 3\n3 2\n");
    CHECK(status == 3 &&
              has_line("  your z at l = 2 leaves z = 3 and w = 2 both non-zero: "
                       "the LCP needs z w = 0"),
          "z too large: not complementary (got %d: %s)", status, text);
    /* l = 0: z = -1 is negative (and w = -1 + 1 = 0 is fine). */
    status = run_check("l z\n0 -1\n1 0\n2 1\n3 2\n");
    CHECK(status == 3 &&
              has_line("  your z at l = 0 makes z = -1 negative: the LCP needs z >= 0"),
          "z negative (got %d: %s)", status, text);
    /* A slip in y only: no LCP note. */
    status = run_check("l y\n0 0\n1 2\n2 4\n3 9\n");
    CHECK(status == 3 && strstr(text, "LCP") == NULL,
          "a wrong y (not a z) gets no LCP note (got %d: %s)", status, text);
}

/* An LCP with other solutions (M = 0, q = 0: any z >= 0: the student's
 * f = 5 is one, so it is right), and z given as
 * an impulse h f in a column of forces f (scale h = 0.5). */
static void test_lcp_other_solution_and_scale(void)
{
    table_check *check = NULL;
    FILE *f = tmpfile();
    CHECK(table_check_start_text(&check, "test", "mine.txt", "k f\n1 5\n2 3\n") == 0, "opened");
    table t;
    table_begin(&t, f, "k f");
    table_check_table(check, &t);
    double zero = 0.0, M = 1.0, q = -1.0, z = 1.0, h = 0.5;
    table_int(&t, 1);
    table_num(&t, 0.0);
    table_row_lcp(&t, &(lcp_problem){.n = 1, .M = &zero, .q = &zero}, &zero, "f", NULL);
    table_end_row(&t);
    /* row 2: 0 <= p _|_ p - 1 >= 0, p = 1 = h f, so f = 2; the student's
     * f = 3 is p = 1.5, w = 0.5, both non-zero. */
    table_int(&t, 2);
    table_num(&t, z / h);
    table_row_lcp(&t, &(lcp_problem){.n = 1, .M = &M, .q = &q}, &z, "f", &h);
    table_end_row(&t);
    table_end(&t);
    int status = table_check_end(check, 0);
    contents(f);
    CHECK(status == 3 &&
              has_line("  the LCP of k = 1 has more than one solution; your values satisfy it") &&
              has_line("1 of 4 values differ; the first: k = 2, f") &&
              strstr(text, "k = 1, f") == NULL,
          "another solution (f = 5 for M = 0, q = 0) is right, not a difference "
          "(got %d: %s)", status, text);
    CHECK(has_line("  your f at k = 2 leaves f = 3 and w = 0.5 both non-zero: "
                   "the LCP needs f w = 0"),
          "z = h f with h = 0.5: f = 3 is z = 1.5, w = 1.5 - 1 (got: %s)", text);
}

/* The check of an LCP with the student's rounding (lcp_check_rounded), by
 * hand on M = [1 1; 1 1], q = (-1, -1), whose solutions are z1 + z2 = 1,
 * z >= 0: w1 = w2 = z1 + z2 - 1, moved by the rounding by half1 + half2. */
static void test_lcp_rounded(void)
{
    double M[4] = {1, 1, 1, 1}, q[2] = {-1, -1}, w[2];
    lcp_problem p = {.n = 2, .M = M, .q = q};
    lcp_violation v[4];
    double tol = 1e-10;
    /* 0.33 + 0.67 = 1: a solution as written */
    int count = lcp_check_rounded(&p, (double[]){0.33, 0.67}, (double[]){0.005, 0.005}, tol, w,
                                v, 4);
    CHECK(count == 0 && fabs(w[0]) < 1e-15, "0.33, 0.67 solve it (got %d, w1 = %g)", count,
          w[0]);
    /* 0.3 + 0.6 = 0.9: w = -0.1, which one decimal each (0.05 + 0.05 = 0.1)
     * can reach, but two decimals (0.30, 0.60: 0.01) cannot */
    count = lcp_check_rounded(&p, (double[]){0.3, 0.6}, (double[]){0.05, 0.05}, tol, w, v, 4);
    CHECK(count == 0, "0.3, 0.6 to one decimal: w = -0.1 within the rounding (got %d)", count);
    count = lcp_check_rounded(&p, (double[]){0.3, 0.6}, (double[]){0.005, 0.005}, tol, w, v, 4);
    CHECK(count == 4 && v[0].condition == LCP_W_NEGATIVE && v[0].index == 0 &&
              fabs(v[0].value + 0.1) < 1e-12 && v[1].condition == LCP_NOT_COMPLEMENTARY &&
              v[1].index == 0 && v[2].condition == LCP_W_NEGATIVE && v[2].index == 1,
          "0.30, 0.60: w1 = w2 = -0.1 negative beyond 0.01, z and w both non-zero "
          "(got %d: %d %d %g)", count, count ? (int)v[0].condition : -1,
          count ? v[0].index : -1, count ? v[0].value : 0.0);
    /* z1 = -0.004 written to three decimals (half unit 0.0005) is negative;
     * with half unit 0.005 it may be 0 */
    count = lcp_check_rounded(&p, (double[]){-0.004, 1.0}, (double[]){0.0005, 0.05}, tol, w, v,
                            4);
    CHECK(count == 1 && v[0].condition == LCP_Z_NEGATIVE,
          "z1 = -0.004 with half unit 0.0005 is negative (got %d)", count);
    count = lcp_check_rounded(&p, (double[]){-0.004, 1.0}, (double[]){0.005, 0.05}, tol, w, v, 4);
    CHECK(count == 0, "z1 = -0.004 with half unit 0.005 is >= 0 within it (got %d)", count);
    count = lcp_check_rounded(&p, (double[]){-0.01, 1.01}, (double[]){0.005, 0.005}, tol, w, v,
                            4);
    CHECK(count == 1 && v[0].condition == LCP_Z_NEGATIVE && v[0].index == 0 &&
              v[0].value == -0.01,
          "z1 = -0.01 with half unit 0.005: z1 negative, w = 0 fine (got %d)", count);
    /* exact (1, 1): w = (1, 1), neither zero: not complementary, z w = 1;
     * with no rounding this is lcp_check itself */
    count = lcp_check_rounded(&p, (double[]){1, 1}, (double[]){0, 0}, tol, w, v, 4);
    int plain = lcp_check(&p, (double[]){1, 1}, tol, NULL, NULL, 0);
    CHECK(count == 2 && plain == 2 && v[0].condition == LCP_NOT_COMPLEMENTARY &&
              v[0].value == 1.0 && v[1].index == 1,
          "(1, 1): z w = 1 twice, as lcp_check says (got %d, lcp_check %d)", count, plain);
}

/* A program table of two rows sharing one LCP (M = [1 1; 1 1], q = (-1,
 * -1)): z1 in row k = 1, z2 in row k = 2, the program's z = (1, 0); v = 1
 * - z1 is affine in z. */
static int shared_lcp(const char *student)
{
    table_check *check = NULL;
    FILE *f = tmpfile();
    if (table_check_start_text(&check, "test", "mine.txt", student) != 0) {
        fclose(f);
        return 1;
    }
    double M[4] = {1, 1, 1, 1}, q[2] = {-1, -1}, z[2] = {1, 0}, a[2] = {-1, 0};
    static const char *columns[2] = {"z -", "- z"};
    table t;
    table_begin(&t, f, "k z v");
    table_check_table(check, &t);
    for (int k = 0; k < 2; k++) {
        table_int(&t, k + 1);
        table_num(&t, z[k]);
        table_num(&t, k == 0 ? 1.0 - z[0] : 0.0);
        table_row_lcp(&t, &(lcp_problem){.n = 2, .M = M, .q = q}, z, columns[k], NULL);
        if (k == 0)
            table_row_lcp_affine(&t, "v", a, 1.0);
        table_end_row(&t);
    }
    table_end(&t);
    int status = table_check_end(check, 0);
    contents(f);
    return status;
}

/* One LCP over two rows: the student's split is judged by the LCP. */
static void test_shared_lcp(void)
{
    int status = shared_lcp("k z\n1 1\n2 0\n");
    CHECK(status == 0 && has_line("all 4 values agree") && strstr(text, "LCP") == NULL,
          "the program's split: no note (got %d: %s)", status, text);
    status = shared_lcp("k z v\n1 1/4\n2 3/4\n2 -\n");
    CHECK(status == 1, "three rows for two: bad input (got %d)", status);
    status = shared_lcp("k z v\n1 1/4\n2 3/4\n");
    CHECK(status == 1, "rows shorter than the header: bad input (got %d)", status);
    /* z = (1/4, 3/4): z1 + z2 = 1, another solution; v = 1 - 1/4 = 3/4 */
    status = shared_lcp("k z v\n1 1/4 3/4\n2 3/4 0\n");
    CHECK(status == 0 &&
              has_line("  the LCP of k = 1 has more than one solution; your values satisfy it") &&
              has_line("  your v: compared with the values your unknowns give") &&
              has_line("all 6 values agree"),
          "(1/4, 3/4) with v = 3/4 from it: right (got %d: %s)", status, text);
    /* the same with the program's v = 0: v differs from what theirs give */
    status = shared_lcp("k z v\n1 1/4 0\n2 3/4 0\n");
    CHECK(status == 3 && has_line("k = 1, v: yours 0, from your unknowns 0.75 (mine.txt:2)") &&
              has_line("1 of 6 values differ; the first: k = 1, v"),
          "v = 0 is not 1 - 1/4 (got %d: %s)", status, text);
    /* rounded: 0.3 and 0.7 (one decimal), v = 0.7: z1 = 0.3 gives 0.7 */
    status = shared_lcp("k z v\n1 0.3 0.7\n2 0.7 0\n");
    CHECK(status == 0 && has_line("all 6 values agree"),
          "rounded (0.3, 0.7): right (got %d: %s)", status, text);
    /* v = 0.66 (half unit 0.005) is 1 - z1 for z1 = 0.34, which 0.3 (one
     * decimal: 0.25 to 0.35) allows: |0.7 - 0.66| = 0.04 <= 0.005 + 0.05 */
    status = shared_lcp("k z v\n1 0.3 0.66\n2 0.7 0\n");
    CHECK(status == 0 && has_line("all 6 values agree"),
          "v = 0.66 within z1 = 0.3's rounding (got %d: %s)", status, text);
    status = shared_lcp("k z v\n1 0.30 0.66\n2 0.70 0\n");
    CHECK(status == 3 && has_line("k = 1, v: yours 0.66, from your unknowns 0.7 (mine.txt:2)"),
          "v = 0.66 is not 1 - 0.30 to two decimals (got %d: %s)", status, text);
    /* (1/2, 2/5): z1 + z2 = 9/10, w1 = w2 = -1/10; the first wrong z is in
     * row k = 1 */
    status = shared_lcp("k z\n1 1/2\n2 2/5\n");
    CHECK(status == 3 &&
              has_line("  your z at k = 1 makes w1 = -0.1 negative: the LCP needs w1 >= 0 "
                       "(w = M z + q)") &&
              has_line("  your z at k = 1 makes w2 = -0.1 negative: the LCP needs w2 >= 0 "
                       "(w = M z + q)") &&
              has_line("2 of 4 values differ; the first: k = 1, z"),
          "(1/2, 2/5) sums to 9/10: w negative (got %d: %s)", status, text);
    /* only z2 given, 0.25: the program's z1 = 1 makes w = 0.25 with z2 > 0;
     * z1 solved from it, z1 = 1 - 0.25 = 0.75, completes a solution */
    status = shared_lcp("k z\n1 -\n2 0.25\n");
    CHECK(status == 0 &&
              has_line("  (with its unknowns that are not in your table solved for from "
                       "yours)"),
          "z1 not given: solved for from z2 = 0.25 (got %d: %s)", status, text);
}

/* The unknowns of each row's own LCP: a row that names an unknown already
 * named starts a new LCP even when the data are equal (a body at rest:
 * the same LCP step after step). */
static void test_lcp_per_row(void)
{
    table_check *check = NULL;
    FILE *f = tmpfile();
    table_check_start_text(&check, "test", "mine.txt", "k z\n1 1/4\n2 1/2\n");
    double M = 0.0, q = 0.0, z = 0.0;
    table t;
    table_begin(&t, f, "k z");
    table_check_table(check, &t);
    for (int k = 1; k <= 2; k++) {
        table_int(&t, k);
        table_num(&t, z);
        table_row_lcp(&t, &(lcp_problem){.n = 1, .M = &M, .q = &q}, &z, "z", NULL);
        table_end_row(&t);
    }
    table_end(&t);
    int status = table_check_end(check, 0);
    contents(f);
    CHECK(status == 0 &&
              has_line("  the LCP of k = 1 has more than one solution; your values satisfy it") &&
              has_line("  the LCP of k = 2 has more than one solution; your values satisfy it"),
          "two rows, two LCPs (got %d: %s)", status, text);
}

/* M = [1 0.9; 0.9 1] is a P-matrix: q = (-1.9, -1.9) has only z = (1, 1).
 * The student's 1.1 and 0.9 (one decimal) make w = (0.01, -0.01), within
 * what their rounding moves w (1.9 x 0.05 = 0.095), but the only solution
 * does not round to them (|1 - 1.1| = 0.1 > 0.05). */
static void test_lcp_unique(void)
{
    table_check *check = NULL;
    FILE *f = tmpfile();
    table_check_start_text(&check, "test", "mine.txt", "k z1 z2\n1 1.1 0.9\n");
    double M[4] = {1, 0.9, 0.9, 1}, q[2] = {-1.9, -1.9}, z[2] = {1, 1};
    table t;
    table_begin(&t, f, "k z1 z2");
    table_check_table(check, &t);
    table_int(&t, 1);
    table_num(&t, z[0]);
    table_num(&t, z[1]);
    table_row_lcp(&t, &(lcp_problem){.n = 2, .M = M, .q = q}, z, "z1 z2", NULL);
    table_end_row(&t);
    table_end(&t);
    int status = table_check_end(check, 0);
    contents(f);
    CHECK(status == 3 &&
              has_line("  your z1, z2 at k = 1: each condition of its LCP holds within the "
                       "rounding of your digits, but its only solution (M is a P-matrix) does "
                       "not round to them (write more digits)"),
          "P-matrix: the only solution does not round to 1.1, 0.9 (got %d: %s)", status, text);
}

/* Words are compared as words; the label takes a second column that is a
 * word; a failed run's status passes through; without a check nothing
 * changes. */
static void test_words_and_status(void)
{
    table_check *check = NULL;
    FILE *f = tmpfile();
    table_check_start_text(&check, "test", "mine.txt", "case unknown z\nW5 s 1\nW5 alpha1 0\n");
    table t;
    table_begin(&t, f, "case unknown z");
    table_check_table(check, &t);
    table_text(&t, "W5");
    table_text(&t, "s");
    table_num(&t, 1.0);
    table_end_row(&t);
    table_text(&t, "W5");
    table_text(&t, "alpha2");
    table_num(&t, 0.0);
    table_end_row(&t);
    table_end(&t);
    int status = table_check_end(check, 0);
    contents(f);
    CHECK(status == 3 &&
              has_line("case = W5, unknown = alpha2, unknown: yours alpha1, the program's "
                       "alpha2 (mine.txt:3)"),
          "a different word differs; the row is named by both word columns (got %d: %s)",
          status, text);
    /* A number printed as a word (all its digits, through table_text) is
     * still a number: 0.33 agrees with "0.33333333333333331". */
    f = tmpfile();
    table_check_start_text(&check, "test", "mine.txt", "k p\n1 0.33\n2 -\n");
    table_begin(&t, f, "k p");
    table_check_table(check, &t);
    table_int(&t, 1);
    table_text(&t, "0.33333333333333331");
    table_end_row(&t);
    table_int(&t, 2);
    table_text(&t, "-");
    table_end_row(&t);
    table_end(&t);
    status = table_check_end(check, 0);
    contents(f);
    CHECK(status == 0 && has_line("all 3 values agree"),
          "a number printed as a word is compared as a number (got %d: %s)", status, text);
    table_check_start_text(&check, "test", "mine.txt", "l\n0\n");
    CHECK(table_check_end(check, 2) == 2, "the program's own failure (2) is the exit status");
    CHECK(table_check_end(NULL, 0) == 0 && table_check_start(&check, "test", NULL) == 0 &&
              check == NULL,
          "no check: end returns the status, start(NULL) makes none");
}

/* Two checks at once, each held by its caller and handed to its own table
 * (table_check_start, table_check_table, table_check_end): neither sees
 * the other, and no table of the process is compared unless told. */
static void test_two_checks(void)
{
    table_check *right = NULL, *wrong = NULL;
    CHECK(table_check_start_text(&right, "test", "right.txt", "k f\n1 2\n") == 0 && right,
          "the first check started");
    CHECK(table_check_start_text(&wrong, "test", "wrong.txt", "k f\n1 3\n") == 0 && wrong,
          "the second check started");
    FILE *f = tmpfile(), *g = tmpfile();
    table a, b;
    table_begin(&a, f, "k f");
    table_check_table(right, &a);
    table_begin(&b, g, "k f");
    table_check_table(wrong, &b);
    table_int(&a, 1);
    table_num(&a, 2.0);
    table_int(&b, 1);
    table_num(&b, 2.0);
    table_end(&a);
    table_end(&b);
    int first = table_check_end(right, 0), second = table_check_end(wrong, 0);
    contents(f);
    CHECK(first == 0 && has_line("all 2 values agree"), "the first agrees (got %d: %s)", first,
          text);
    contents(g);
    CHECK(second == 3 && has_line("k = 1, f: yours 3, the program's 2 (wrong.txt:2)"),
          "the second differs, on its own (got %d: %s)", second, text);
    table_check *none = right;
    CHECK(table_check_start(&none, "test", NULL) == 0 && none == NULL &&
              table_check_end(none, 2) == 2,
          "no file: no check, and the program's own status passes through");
}

int main(void)
{
    test_numbers();
    test_agreement();
    test_right_tables();
    test_one_slip_each_column();
    test_order();
    test_partial_reordered();
    test_bad_input();
    test_several_tables();
    test_lcp_notes();
    test_lcp_other_solution_and_scale();
    test_lcp_rounded();
    test_shared_lcp();
    test_lcp_per_row();
    test_lcp_unique();
    test_words_and_status();
    test_two_checks();
    return test_done();
}
