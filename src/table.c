/* table.c: plain whitespace-separated tables with a header row. */
#include "table.h"

#include <stdlib.h>
#include <string.h>

#include <math.h>

/* Out of memory: a table cannot be half printed, so stop here. */
static void *grow(void *p, size_t size)
{
    void *q = realloc(p, size);
    if (!q) {
        fputs("table: out of memory\n", stderr);
        exit(1);
    }
    return q;
}

/* Keep one cell's text (NULL: end of row). */
static void keep(table *t, const char *text)
{
    if (t->count == t->capacity) {
        t->capacity = t->capacity ? 2 * t->capacity : 64;
        t->cells = grow(t->cells, t->capacity * sizeof *t->cells);
    }
    char *copy = NULL;
    if (text) {
        copy = grow(NULL, strlen(text) + 1);
        strcpy(copy, text);
    }
    t->cells[t->count++] = copy;
}

/* Start the table with its header row. */
void table_begin(table *t, FILE *out, const char *header)
{
    table_begin_digits(t, out, header, 10);
}

/* The header's names are the first row; columns grow with their cells. */
void table_begin_digits(table *t, FILE *out, const char *header, int digits)
{
    *t = (table){.out = out, .digits = digits};
    for (const char *c = header; *c && t->columns < TABLE_MAX_COLUMNS;) {
        size_t length = strcspn(c, " ");
        if (length > 0) {
            char name[64];
            snprintf(name, sizeof name, "%.*s", (int)length, c);
            t->width[t->columns++] = 0;
            table_text(t, name);
        }
        c += length + (c[length] == ' ');
    }
    table_end_row(t);
}

/* One cell; its column widens to fit it. */
void table_text(table *t, const char *text)
{
    int w = (int)strlen(text);
    if (t->column < t->columns && w > t->width[t->column])
        t->width[t->column] = w;
    keep(t, text);
    t->column++;
}

/* %.*g, with -0 printed as 0. */
void table_format(char *buf, size_t size, double value, int digits)
{
    if (value == 0.0)
        value = 0.0; /* turns -0 into +0 */
    snprintf(buf, size, "%.*g", digits, value);
}

void table_format_exact(char *buf, size_t size, double value)
{
    /* 17 significant digits always round-trip; fewer often do. */
    for (int digits = 15; digits <= 17; digits++) {
        table_format(buf, size, value, digits);
        if (strtod(buf, NULL) == value)
            return;
    }
}

/* A number cell. */
void table_num(table *t, double value)
{
    char buf[40];
    table_format(buf, sizeof buf, value, t->digits);
    table_text(t, buf);
}

double table_denoise(double value, double scale)
{
    return fabs(value) <= TABLE_NOISE * fabs(scale) ? 0.0 : value;
}

/* A number cell, 0 when it is rounding noise of its scale. */
void table_num_scaled(table *t, double value, double scale)
{
    table_num(t, table_denoise(value, scale));
}

/* An integer cell. */
void table_int(table *t, long value)
{
    char buf[24];
    snprintf(buf, sizeof buf, "%ld", value);
    table_text(t, buf);
}

/* Finish the row. */
void table_end_row(table *t)
{
    keep(t, NULL);
    t->column = 0;
}

/* Print every kept row right-aligned in its column, then free the cells. */
void table_end(table *t)
{
    if (t->column > 0)
        table_end_row(t);
    int column = 0;
    for (size_t i = 0; i < t->count; i++) {
        char *cell = t->cells[i];
        if (!cell) {
            fputc('\n', t->out);
            column = 0;
            continue;
        }
        int w = column < t->columns ? t->width[column] : 0;
        fprintf(t->out, "%s%*s", column ? " " : "", w, cell);
        column++;
        free(cell);
    }
    free(t->cells);
    t->cells = NULL;
    t->count = t->capacity = 0;
}
