/* table.h: the plain tables every program prints.
 *
 * A header row names the columns, then one row per step or case; cells are
 * right-aligned and separated by spaces, so people and gnuplot read the same
 * output.  Numbers print with 10 significant digits (%.10g), -0 as 0,
 * unless the program asks for fewer.
 */
#ifndef TABLE_H
#define TABLE_H

#include <stdio.h>

#define TABLE_MAX_COLUMNS 32

typedef struct {
    FILE *out;
    int columns;
    int column;                    /* next cell of the current row */
    int digits;                    /* significant digits of numbers */
    int width[TABLE_MAX_COLUMNS];
} table;

/* Start a table on out with the space-separated column names in header;
 * numbers get 10 significant digits. */
void table_begin(table *t, FILE *out, const char *header);

/* Start a table whose numbers get the given number of significant digits
 * (for long series whose last digits are noise). */
void table_begin_digits(table *t, FILE *out, const char *header, int digits);

/* Append a number to the current row. */
void table_num(table *t, double value);

/* Append an integer to the current row. */
void table_int(table *t, long value);

/* Append a word (no spaces) to the current row. */
void table_text(table *t, const char *text);

/* End the current row. */
void table_end_row(table *t);

/* Format a number with the given significant digits, -0 as 0. */
void table_format(char *buf, size_t size, double value, int digits);

/* Format a number with the fewest significant digits (15 to 17) that read
 * back as the same double: 0.4, not 0.40000000000000002. */
void table_format_exact(char *buf, size_t size, double value);

#endif
