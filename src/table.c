/* table.c: plain whitespace-separated tables with a header row. */
#include "table.h"

#include <stdlib.h>
#include <string.h>

enum { MIN_WIDTH = 10 };

/* Print the header, remembering each column's width. */
void table_begin(table *t, FILE *out, const char *header)
{
    table_begin_digits(t, out, header, 10);
}

/* Columns wide enough for "-d.ddddde-xx" when digits < 10. */
void table_begin_digits(table *t, FILE *out, const char *header, int digits)
{
    int min_width = digits < 10 ? digits + 7 : MIN_WIDTH;
    t->out = out;
    t->columns = 0;
    t->column = 0;
    t->digits = digits;
    for (const char *c = header; *c && t->columns < TABLE_MAX_COLUMNS;) {
        size_t length = strcspn(c, " ");
        if (length > 0) {
            char name[64];
            snprintf(name, sizeof name, "%.*s", (int)length, c);
            int w = (int)strlen(name);
            t->width[t->columns++] = w > min_width ? w : min_width;
            table_text(t, name);
        }
        c += length + (c[length] == ' ');
    }
    table_end_row(t);
}

/* One cell, right-aligned in its column. */
void table_text(table *t, const char *text)
{
    int w = t->column < t->columns ? t->width[t->column] : MIN_WIDTH;
    fprintf(t->out, "%s%*s", t->column ? " " : "", w, text);
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
    fputc('\n', t->out);
    t->column = 0;
}
