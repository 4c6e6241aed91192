/* table.h: the plain tables every program prints.
 *
 * A header row names the columns, then one row per step or case; cells are
 * right-aligned and separated by spaces, so people and gnuplot read the same
 * output.  Numbers print with 10 significant digits (%.10g, made by
 * format.h: printf's bytes without printf), -0 as 0, unless the program
 * asks for fewer.  Rows are kept in blocks of
 * TABLE_BLOCK (the header included): a table of up to TABLE_BLOCK rows is
 * printed at table_end with every column as wide as its widest cell (header
 * included), so columns line up whatever the values; a longer one goes out
 * a block at a time as its rows are made, each block aligned to the widest
 * cells seen so far (columns only widen, so a later block may sit wider
 * than an earlier one), and memory does not grow with the run's length.
 * While --check runs (table_compare_with) the whole table is kept: it is
 * compared with the student's table of as many rows, which is in memory
 * too, and with the LCPs attached to its rows.
 *
 * Out of memory: a cell or row that cannot be kept marks the table
 * (no_memory); nothing more of it is printed, and table_end says so on
 * stderr and returns TABLE_NO_MEMORY (a program's exit status 3).
 *
 * Rounding noise: a value that is zero in exact arithmetic but comes out as
 * 1e-17 after rounding (a velocity while sticking, w of a basic z) is
 * printed through table_num_scaled with the scale of its quantity; when
 * |value| <= TABLE_NOISE * scale it prints as 0.  Every program uses this
 * one rule, so "0" in a table means "zero to rounding" everywhere.
 */
#ifndef TABLE_H
#define TABLE_H

#include <stdio.h>

#include "lcp.h"

#define TABLE_MAX_COLUMNS 32

/* Rows kept before they are printed (the header is the first row). */
#define TABLE_BLOCK 4096

/* Relative size below which a value is rounding noise of its scale. */
#define TABLE_NOISE 1e-12

/* One kept cell: its text (NULL ends a row) and, for a number cell, the
 * value it was printed from (NAN for a word), which --check compares with. */
typedef struct {
    char *text;
    double value;
} table_cell;

/* A column whose value is affine in an LCP's z (table_row_lcp_affine). */
typedef struct {
    int row;       /* data row, 0-based */
    char *column;  /* the column's name */
    double *a, b;  /* the cell is b + sum_i a[i] z_i */
} table_lcp_affine;

/* The LCP a row's values come from (table_row_lcp), kept for --check; one
 * step's LCP may spread over several rows (a row per contact). */
typedef struct {
    int row, last_row; /* the data rows (0-based) it spans */
    int n;
    double *M, *q;  /* the problem, copied */
    double *z;      /* the program's solution */
    double *scale;  /* z_i = scale[i] * the cell in column[i] */
    char **column;  /* column[i]: the column holding z_i, or NULL */
    int *zrow;      /* zrow[i]: the data row of that cell */
    table_lcp_affine *affine; /* columns that are affine in z */
    int affine_count;
} table_row_lcp_data;

typedef struct table table;

/* The blocks that hold the kept cells' texts (table.c). */
typedef struct table_text_block table_text_block;

/* What a check does with a finished table instead of printing it. */
typedef void (*table_compare_fn)(void *user, const table *t);

struct table {
    FILE *out;
    int columns;
    int column;                    /* next cell of the current row */
    int digits;                    /* significant digits of numbers */
    int width[TABLE_MAX_COLUMNS];  /* widest cell so far, per column */
    table_cell *cells;             /* the kept cells, row by row (the header first):
                                      every cell while checking, else the rows
                                      since the last printed block */
    unsigned *lengths;             /* lengths[i]: the bytes of cells[i]'s text */
    size_t count, capacity;
    table_text_block *text;        /* the kept cells' texts, the newest block first */
    int rows;                      /* rows ended, the header included */
    table_row_lcp_data *lcps;      /* rows' LCPs, only while checking */
    int lcp_count, lcp_capacity;
    table_compare_fn compare;      /* while set: kept whole, compared at table_end */
    void *compare_user;            /* compare's first argument (the check) */
    int no_memory;                 /* a cell, row or LCP could not be kept */
};

/* table_end's status when memory ran out (the exit status of a program
 * whose table could not be printed: not solved, nothing proven). */
#define TABLE_NO_MEMORY 3

/* Start a table for out with the space-separated column names in header;
 * numbers get 10 significant digits.  Nothing is printed before table_end
 * or the TABLE_BLOCK-th row. */
void table_begin(table *t, FILE *out, const char *header);

/* Start a table whose numbers get the given number of significant digits
 * (for long series whose last digits are noise). */
void table_begin_digits(table *t, FILE *out, const char *header, int digits);

/* Append a number to the current row. */
void table_num(table *t, double value);

/* Append a number that is rounding noise when |value| <= TABLE_NOISE * scale
 * (then printed as 0); scale is the size of the quantity, e.g. |v| at the
 * start of a run. */
void table_num_scaled(table *t, double value, double scale);

/* value, or 0 when it is rounding noise of scale (the rule of
 * table_num_scaled, for values printed some other way). */
double table_denoise(double value, double scale);

/* Append an integer to the current row. */
void table_int(table *t, long value);

/* Append a word (no spaces) to the current row. */
void table_text(table *t, const char *text);

/* End the current row. */
void table_end_row(table *t);

/* Attach to the current row the LCP its values come from, so that
 * --check can judge a student's unknowns by the LCP itself (table_check.h).
 * z is the program's solution; the i-th space-separated word of columns
 * names the column that holds z_i ("-": z_i is not in this row), and z_i =
 * scale[i] times that cell (scale NULL: all 1; an impulse p = h f in a
 * column of forces f has scale h).  Rows in a run that attach the same LCP
 * (equal n, M, q and z), each naming other unknowns, share it: one step's
 * LCP spread over a row per contact; a row naming an unknown already named
 * starts a new one.  Does nothing unless a check is running, so printing
 * costs nothing. */
void table_row_lcp(table *t, const lcp_problem *p, const double *z, const char *columns,
                   const double *scale);

/* Name a column of the current row whose value is affine in the z of the
 * LCP just attached to it: the cell is b + sum_i a[i] z_i (a: that LCP's n
 * coefficients; a velocity after the step, a friction impulse D p_f).
 * When a student's unknowns are another solution of the LCP, --check
 * compares this cell with the value their unknowns give.  Does nothing
 * unless a check is running and the row has an LCP. */
void table_row_lcp_affine(table *t, const char *column, const double *a, double b);

/* What a check installs on a table it compares (table_check.h), right
 * after table_begin: while set, table_row_lcp keeps the rows' LCPs and
 * table_end hands the finished table to compare(user, t) instead of
 * printing it.  NULL: print. */
void table_compare_with(table *t, table_compare_fn compare, void *user);

/* Print the rows not printed yet (the whole table when it is no longer than
 * TABLE_BLOCK rows: header, then every row, columns aligned) and free it.
 * A row left open is ended first.  While a check is running
 * (table_compare_with), the table is compared with the student's instead
 * of printed.  0, or TABLE_NO_MEMORY after a message on stderr. */
int table_end(table *t);

/* Format a number with the given significant digits, -0 as 0; returns the
 * length of the whole text (as snprintf). */
int table_format(char *buf, size_t size, double value, int digits);

/* Format a number with the fewest significant digits (15 to 17) that read
 * back as the same double: 0.4, not 0.40000000000000002. */
void table_format_exact(char *buf, size_t size, double value);

#endif
