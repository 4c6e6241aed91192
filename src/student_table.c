/* student_table.c: a student's tables read (see student_table.h). */
#include "student_table.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Split one line (comment cut off) into its whitespace-separated cells;
 * -1 when memory runs out. */
static int split_line(char *line, int number, student_row *r)
{
    *r = (student_row){.line = number};
    char *hash = strchr(line, '#');
    if (hash)
        *hash = '\0';
    for (char *c = line; *c;) {
        while (*c && isspace((unsigned char)*c))
            c++;
        if (!*c)
            break;
        char *start = c;
        while (*c && !isspace((unsigned char)*c))
            c++;
        if (*c)
            *c++ = '\0';
        char **grown = realloc(r->cell, (size_t)(r->count + 1) * sizeof *r->cell);
        if (!grown) {
            free(r->cell);
            *r = (student_row){0};
            return -1;
        }
        r->cell = grown;
        r->cell[r->count++] = start;
    }
    return 0;
}

/* Add a row to the student's last table; -1 when memory runs out. */
static int add_row(student_table *t, student_row r)
{
    if (t->row_count == t->row_capacity) {
        int capacity = t->row_capacity ? 2 * t->row_capacity : 16;
        student_row *grown = realloc(t->rows, (size_t)capacity * sizeof *t->rows);
        if (!grown)
            return -1;
        t->rows = grown;
        t->row_capacity = capacity;
    }
    t->rows[t->row_count++] = r;
    t->last_line = r.line;
    return 0;
}

/* Start a new table with its header row; -1 when memory runs out. */
static int add_table(student_tables *s, student_row header)
{
    if (s->count == s->capacity) {
        int capacity = s->capacity ? 2 * s->capacity : 4;
        student_table *grown = realloc(s->tables, (size_t)capacity * sizeof *s->tables);
        if (!grown)
            return -1;
        s->tables = grown;
        s->capacity = capacity;
    }
    s->tables[s->count++] = (student_table){.header = header, .last_line = header.line};
    return 0;
}

/* A blank line ends a table, comment lines are skipped, a table's first
 * line is its header.  The cells point into text. */
int student_tables_parse(student_tables *s, char *text)
{
    *s = (student_tables){.text = text};
    int number = 0, open = 0;
    for (char *line = text; line;) {
        char *end = strchr(line, '\n');
        if (end)
            *end = '\0';
        number++;
        int blank = line[strspn(line, " \t\r\f\v")] == '\0';
        student_row r;
        if (split_line(line, number, &r) != 0)
            return -1;
        if (blank)
            open = 0;
        int kept = 0;
        if (r.count == 0) {
            free(r.cell);
            kept = 1;
        } else if (!open) {
            kept = add_table(s, r) == 0;
            open = 1;
        } else {
            kept = add_row(&s->tables[s->count - 1], r) == 0;
        }
        if (!kept) {
            free(r.cell);
            return -1;
        }
        line = end ? end + 1 : NULL;
    }
    return 0;
}

/* Free every row's cells, the tables and the text. */
void student_tables_free(student_tables *s)
{
    for (int k = 0; k < s->count; k++) {
        student_table *t = &s->tables[k];
        free(t->header.cell);
        for (int r = 0; r < t->row_count; r++)
            free(t->rows[r].cell);
        free(t->rows);
    }
    free(s->tables);
    free(s->text);
    *s = (student_tables){0};
}
