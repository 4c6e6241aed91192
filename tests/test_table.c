/* test_table.c: unit tests of the plain tables in src/table.c; each table is
 * written to a tmpfile() and its exact text compared. */
#include "table.h"
#include "table_text.h"
#include "test.h"

#include <stdlib.h>
#include <string.h>

/* Compare with the expected text, printing both on failure. */
static void check_text(const char *got, const char *want, const char *what)
{
    if (!CHECK(strcmp(got, want) == 0, "%s", what))
        printf("#   got:\n%s#   want:\n%s", got, want);
}

/* Header: nothing printed before table_end; then each name right-aligned in
 * a column as wide as its widest cell, one space apart. */
static void test_header(void)
{
    FILE *f = tmpfile();
    table t;
    table_begin(&t, f, "t x_position velocity_norm");
    CHECK_INT(t.columns, 3, "three columns");
    CHECK_INT(t.digits, 10, "table_begin: 10 digits");
    CHECK(ftell(f) == 0, "nothing printed before table_end (%ld bytes)", ftell(f));
    table_end(&t);
    check_text(contents(f), "t x_position velocity_norm\n", "header alone: widths of the names");

    /* Runs of spaces between names do not make empty columns. */
    f = tmpfile();
    table_begin(&t, f, "a  b");
    CHECK_INT(t.columns, 2, "'a  b' has two columns");
    table_end(&t);
    check_text(contents(f), "a b\n", "header 'a  b'");
}

/* Rows: numbers (%.10g), integers and words, right-aligned under the header,
 * each column as wide as its widest cell. */
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
    table_num(&t, -4.440892098500626e-16);
    table_end_row(&t);
    CHECK(t.width[0] == 4 && t.width[1] == 12 && t.width[2] == 5 && t.width[3] == 16,
          "widths 4, 12, 5, 16 (got %d %d %d %d)", t.width[0], t.width[1], t.width[2],
          t.width[3]);
    table_end(&t);
    check_text(contents(f),
               "step         time state    velocity_norm\n"
               "  42          0.1 stick             -1.5\n"
               "  -7 0.3333333333  slip -4.440892099e-16\n",
               "rows of numbers, integers and words, aligned to the widest cell");
}

/* A row left open is ended by table_end. */
static void test_open_row(void)
{
    FILE *f = tmpfile();
    table t;
    table_begin(&t, f, "x y");
    table_int(&t, 1);
    table_int(&t, 22);
    table_end(&t);
    check_text(contents(f), "x  y\n1 22\n", "open row ended by table_end");
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
    table_end(&t);
    check_text(contents(f), "x y\n0 0\n", "-0 cell is '0'");
}

/* Rounding noise: |value| <= 1e-12 scale prints as 0, anything larger as it is. */
static void test_noise(void)
{
    FILE *f = tmpfile();
    table t;
    table_begin(&t, f, "v w");
    table_num_scaled(&t, -8.7e-20, 1.0);
    table_num_scaled(&t, 2e-12, 1.0);
    table_end_row(&t);
    table_num_scaled(&t, 0.9e-9, 1e3);
    table_num_scaled(&t, -1.1e-9, 1e3);
    table_end_row(&t);
    table_end(&t);
    check_text(contents(f), "v        w\n0    2e-12\n0 -1.1e-09\n",
               "noise below 1e-12 of the scale is 0; above it stays");
    CHECK(table_denoise(-4.4e-16, 4.0) == 0.0 && table_denoise(5e-12, 4.0) == 5e-12,
          "table_denoise: -4.4e-16 of 4 is 0, 5e-12 of 4 stays");
}

/* Six significant digits. */
static void test_digits(void)
{
    FILE *f = tmpfile();
    table t;
    table_begin_digits(&t, f, "time x a_long_column_name", 6);
    CHECK_INT(t.digits, 6, "digits 6 stored");
    table_num(&t, 1.0 / 3.0);
    table_num(&t, -1.234567e-5);
    table_num(&t, -1.234567e-100);
    table_end_row(&t);
    table_end(&t);
    check_text(contents(f),
               "    time            x a_long_column_name\n"
               "0.333333 -1.23457e-05      -1.23457e-100\n",
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

/* Each cell keeps the value it was printed from (what --check compares
 * with): a number its double, an integer its value, a word NAN.  Without a
 * check running, table_row_lcp keeps nothing and the table prints as
 * before. */
static void test_values_and_lcp(void)
{
    FILE *f = tmpfile();
    table t;
    table_begin_digits(&t, f, "l x word", 3);
    table_int(&t, 7);
    table_num(&t, 1.0 / 3.0);
    table_text(&t, "W5");
    double M = 1.0, q = -2.0, z = 2.0;
    table_row_lcp(&t, &(lcp_problem){.n = 1, .M = &M, .q = &q}, &z, "x", NULL);
    table_end_row(&t);
    /* header: 3 cells and the row's end, then the row */
    CHECK(t.count == 8 && t.cells[4].value == 7.0 && t.cells[5].value == 1.0 / 3.0 &&
              isnan(t.cells[6].value) && t.cells[7].text == NULL && t.rows == 2,
          "values kept beside the text: 7, 1/3 (printed 0.333), NAN for a word");
    CHECK(t.lcp_count == 0, "table_row_lcp keeps nothing without a check");
    table_end(&t);
    check_text(contents(f), "l     x word\n7 0.333   W5\n", "printed as before");
}

/* A long table goes out a block at a time: nothing before the
 * TABLE_BLOCK-th row (the header is the first), then that block aligned to
 * its own widest cells; the next block aligned to the widths so far, which
 * only grow (a wider cell in it widens its column from there on).  The
 * cells kept never exceed one block, however many rows follow. */
static void test_blocks(void)
{
    FILE *f = tmpfile();
    table t;
    table_begin(&t, f, "l x");
    for (int l = 1; l < TABLE_BLOCK - 1; l++) {
        table_int(&t, l);
        table_int(&t, 5);
        table_end_row(&t);
    }
    CHECK(ftell(f) == 0, "nothing printed before the block's last row (%ld bytes)", ftell(f));
    table_int(&t, TABLE_BLOCK - 1);
    table_int(&t, 5);
    table_end_row(&t);
    /* "   l x\n", then rows 1..4095 as "%4d 5\n": 7 + 4095 * 7 bytes */
    CHECK(ftell(f) == 7L * TABLE_BLOCK, "the first block out at its last row (%ld bytes)",
          ftell(f));
    CHECK(t.count == 0, "its cells freed (%zu kept)", t.count);
    size_t capacity = t.capacity;
    table_int(&t, TABLE_BLOCK);
    table_int(&t, 123456);
    table_end_row(&t);
    for (long l = TABLE_BLOCK + 1; l <= 20L * TABLE_BLOCK; l++) {
        table_int(&t, l);
        table_int(&t, 7);
        table_end_row(&t);
    }
    CHECK(t.capacity == capacity && t.count <= 3u * TABLE_BLOCK,
          "20 blocks keep no more cells than one (room for %zu, then %zu; %zu kept)", capacity,
          t.capacity, t.count);
    table_end(&t);
    fflush(f);
    char line[64];
    long at = 7L * TABLE_BLOCK;
    fseek(f, at, SEEK_SET);
    CHECK(fgets(line, sizeof line, f) && strcmp(line, "4096 123456\n") == 0,
          "the second block: its wider cell widens x (%s)", line);
    CHECK(fgets(line, sizeof line, f) && strcmp(line, "4097      7\n") == 0,
          "and every later row keeps that width (%s)", line);
    fseek(f, 0, SEEK_END);
    /* The second block's l are 4096..8191: "NNNN      7" (12 bytes); the
     * third block holds l = 10000, so from l = 8192 on l is 5 wide (13). */
    long want = 7L * TABLE_BLOCK + 12L * TABLE_BLOCK + 13L * (18L * TABLE_BLOCK + 1);
    CHECK(ftell(f) == want, "every row printed, %ld bytes (want %ld)", ftell(f), want);
    fclose(f);
}

/* Cells of any length: a word longer than the buffer that gathers the
 * printed text (8192 bytes) and than the largest block of kept texts
 * (1 MiB) in the second block of rows, and the padding it makes in the
 * rows after it; the bytes are those of printf's "%*s". */
static void test_long_cells(void)
{
    const size_t lengths[] = {10021, (size_t)3 << 19}; /* 10021 - 4 = 1 + 313 * 32 spaces */
    for (int k = 0; k < 2; k++) {
        size_t n = lengths[k];
        char *word = malloc(n + 1), *want = malloc(4 * n + 32 * TABLE_BLOCK), *got = NULL;
        if (!word || !want) {
            CHECK(0, "memory for the long cells");
            free(word);
            free(want);
            return;
        }
        memset(word, 'w', n);
        word[n] = '\0';
        FILE *f = tmpfile();
        table t;
        table_begin(&t, f, "a b");
        /* the first block: the header and rows 1 .. TABLE_BLOCK - 1, column a
         * as wide as its widest number; then the word's block */
        char last[16];
        int wide = snprintf(last, sizeof last, "%d", TABLE_BLOCK - 1);
        size_t used = (size_t)sprintf(want, "%*s %*s\n", wide, "a", 12, "b");
        for (int row = 1; row < TABLE_BLOCK + 3; row++) {
            int width = row < TABLE_BLOCK ? wide : (int)n;
            if (row == TABLE_BLOCK + 1) {
                table_text(&t, word);
                used += (size_t)sprintf(want + used, "%s", word);
            } else {
                table_int(&t, row);
                used += (size_t)sprintf(want + used, "%*d", width, row);
            }
            table_num(&t, row / 7.0);
            char cell[40];
            snprintf(cell, sizeof cell, "%.10g", row / 7.0);
            used += (size_t)sprintf(want + used, " %*s\n", 12, cell);
            table_end_row(&t);
        }
        table_end(&t);
        fflush(f);
        long size = ftell(f);
        rewind(f);
        got = malloc((size_t)size + 1);
        size_t read = got ? fread(got, 1, (size_t)size, f) : 0;
        fclose(f);
        int same = got && read == used && memcmp(got, want, used) == 0;
        if (!CHECK(same, "a word of %zu bytes in a table of %d rows: printf's bytes", n,
                   TABLE_BLOCK + 2)) {
            size_t at = 0;
            while (got && at < read && at < used && got[at] == want[at])
                at++;
            printf("#   %zu bytes, want %zu; first difference at %zu\n", read, used, at);
        }
        free(got);
        free(word);
        free(want);
    }
}

int main(void)
{
    test_long_cells();
    test_blocks();
    test_format_exact();
    test_values_and_lcp();
    test_header();
    test_rows();
    test_negative_zero();
    test_open_row();
    test_noise();
    test_digits();
    test_format();
    return test_done();
}
