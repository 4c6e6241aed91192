/* sheet.c: a program's table and a student's side by side (sheet.h). */
#include "sheet.h"

#include "number.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Index the program's rows; -1 when memory runs out. */
int sheet_index_rows(const table *t, sheet_rows *out)
{
    size_t rows = (size_t)t->rows + 1;
    sheet_rows p = {.row = malloc(rows * sizeof *p.row),
                      .length = malloc(rows * sizeof *p.length)};
    *out = p;
    if (!p.row || !p.length)
        return -1;
    int at_start = 1;
    for (size_t i = 0; i < t->count; i++) {
        if (at_start) {
            p.row[p.rows] = &t->cells[i];
            p.length[p.rows++] = 0;
        }
        at_start = t->cells[i].text == NULL;
        if (!at_start)
            p.length[p.rows - 1]++;
    }
    *out = p;
    return 0;
}

/* Cell k of the program's row r; an empty word where a row is short. */
const table_cell *sheet_cell(const sheet_rows *p, int r, int k)
{
    static const table_cell missing = {"", NAN};
    return k < p->length[r] ? &p->row[r][k] : &missing;
}

/* A decimal the program printed ("-0.25", "1e-05"; number.h), or NAN for
 * anything else: a word ("stick", "-"), or a fraction ("9/2"), which the
 * program prints as a word to be compared as written. */
double sheet_decimal(const char *text)
{
    number_form form;
    double x;
    size_t length = strlen(text);
    if (number_scan(text, length, &form) != NUMBER_OK || form.fraction ||
        number_read_double(text, length, &x) != NUMBER_OK)
        return NAN;
    return x;
}

/* The number a program's cell holds: its value, or for a cell printed as
 * a word (table_text) whose text is a whole finite number ("-0.25", all
 * digits of table_format_exact) that number; NAN for a word ("stick", "-"). */
double sheet_value(const table_cell *c)
{
    return isnan(c->value) ? sheet_decimal(c->text) : c->value;
}

/* The column of the program's header named name, or -1. */
int sheet_column(const table *t, const sheet_rows *p, const char *name)
{
    for (int k = 0; k < t->columns && k < p->length[0]; k++)
        if (strcmp(p->row[0][k].text, name) == 0)
            return k;
    return -1;
}

/* The program's header as one string, for messages. */
void sheet_header_text(const table *t, const sheet_rows *p, char *buf, size_t size)
{
    buf[0] = '\0';
    for (int k = 0; k < t->columns && k < p->length[0]; k++) {
        size_t used = strlen(buf);
        snprintf(buf + used, size - used, "%s%s", k ? " " : "", p->row[0][k].text);
    }
}

/* "l = 2" (or "case = Example 4.1, unknown = alpha1"): the program's first column,
 * and the second when it is a word. */
void sheet_row_label(const table *t, const sheet_rows *p, int r, char *buf, size_t size)
{
    const table_cell *head = sheet_cell(p, 0, 0), *first = sheet_cell(p, r, 0);
    const table_cell *head2 = sheet_cell(p, 0, 1), *second = sheet_cell(p, r, 1);
    snprintf(buf, size, "%s = %s", head->text, first->text);
    if (t->columns > 1 && second->text[0] && isnan(sheet_value(second))) {
        size_t used = strlen(buf);
        snprintf(buf + used, size - used, ", %s = %s", head2->text, second->text);
    }
}

/* The student's value of the program's column, or NULL ('-' or not given). */
const char *sheet_student_cell(const student_table *s, const student_row *row,
                               const int *map, int column)
{
    for (int k = 0; k < s->header.count; k++)
        if (map[k] == column && strcmp(row->cell[k], "-") != 0)
            return row->cell[k];
    return NULL;
}

/* Free what sheet_index_rows made. */
void sheet_rows_free(sheet_rows *p)
{
    free(p->row);
    free(p->length);
    p->row = NULL;
    p->length = NULL;
}
