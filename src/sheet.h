/* sheet.h: a program's finished table and a student's table, side by
 * side, as --check compares them: the program's rows indexed, the number a
 * cell holds, a column found by name, a row's label in messages, the
 * student's cell of a column.
 */
#ifndef SHEET_H
#define SHEET_H

#include <stdio.h>

#include "student_table.h"
#include "table.h"

/* The program's table as rows of cells (header first). */
typedef struct {
    const table_cell **row; /* row[r]: its first cell */
    int *length;            /* length[r]: its number of cells */
    int rows;               /* header included */
} sheet_rows;

/* One program table and the student's table it is compared with. */
typedef struct {
    const table *t;
    const sheet_rows *p;
    const student_table *s;
    const int *map; /* the student's column k is the program's map[k] */
    FILE *out;      /* where differences are said */
} sheet;

/* Index the program's rows; -1 when memory runs out. */
int sheet_index_rows(const table *t, sheet_rows *out);

/* Cell k of the program's row r; an empty word where a row is short. */
const table_cell *sheet_cell(const sheet_rows *p, int r, int k);

/* A decimal the program printed ("-0.25", "1e-05"; number.h), or NAN for
 * anything else: a word ("stick", "-"), or a fraction ("9/2"), which the
 * program prints as a word to be compared as written. */
double sheet_decimal(const char *text);

/* The number a program's cell holds: its value, or for a cell printed as
 * a word (table_text) whose text is a whole finite number ("-0.25", all
 * digits of table_format_exact) that number; NAN for a word ("stick", "-"). */
double sheet_value(const table_cell *c);

/* The column of the program's header named name, or -1. */
int sheet_column(const table *t, const sheet_rows *p, const char *name);

/* The program's header as one string, for messages. */
void sheet_header_text(const table *t, const sheet_rows *p, char *buf, size_t size);

/* "l = 2" (or "case = Example 4.1, unknown = alpha1"): the program's first column,
 * and the second when it is a word. */
void sheet_row_label(const table *t, const sheet_rows *p, int r, char *buf, size_t size);

/* The student's value of the program's column, or NULL ('-' or not given). */
const char *sheet_student_cell(const student_table *s, const student_row *row,
                               const int *map, int column);

/* Free what sheet_index_rows made. */
void sheet_rows_free(sheet_rows *p);

#endif
