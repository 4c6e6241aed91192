/* table_check.c: a student's table compared with the program's (--check).
 *
 * Reading the student's file is student_table.h's; judging their unknowns
 * of an LCP, lcp_rounded.h's; here: matching the tables, comparing each
 * value, and saying what differs. */
#include "table_check.h"

#include "number.h"
#include "sheet.h"
#include "student_table.h"
#include "table_check_lcp.h"
#include "textfile.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* A running check: the student's tables and what has been found. */
struct table_check {
    const char *program, *file;
    student_tables student;
    int next;        /* the student's table the program's next table meets */
    long values;     /* values compared */
    long differ;     /* values that differ */
    int bad;         /* bad input was reported */
    int no_memory;   /* memory ran out: nothing is proven */
    FILE *out;       /* where the verdict goes: the tables' stream */
    char first[160]; /* where the first difference is */
    const cli_word_alias *old_words; /* older words of the program's (by column) */
};

/* Report bad input at a line of the student's file (line 0: the file). */
static void bad_input(table_check *c, int line, const char *format, ...)
{
    va_list args;
    if (line > 0)
        fprintf(stderr, "%s: %s:%d: ", c->program, c->file, line);
    else
        fprintf(stderr, "%s: %s: ", c->program, c->file);
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    c->bad = 1;
}

/* ------------------------------------------------------------ opening */

/* A check of the student's tables in text (malloc'd, owned from here):
 * 0, 1 after a message (no table), 3 out of memory. */
static int start_text(table_check **out, const char *program, const char *name, char *text)
{
    *out = NULL;
    table_check *c = malloc(sizeof *c);
    if (!c) {
        free(text);
        fprintf(stderr, "%s: --check %s: out of memory\n", program, name);
        return TABLE_NO_MEMORY;
    }
    *c = (table_check){.program = program, .file = name, .out = stdout};
    if (student_tables_parse(&c->student, text) != 0) {
        fprintf(stderr, "%s: --check %s: out of memory\n", program, name);
        student_tables_free(&c->student);
        free(c);
        return TABLE_NO_MEMORY;
    }
    if (c->student.count == 0) {
        bad_input(c, 0, "no table (a header naming the columns, then the rows)");
        student_tables_free(&c->student);
        free(c);
        return 1;
    }
    *out = c;
    return 0;
}

/* Read the student's file; refuse one that is not text. */
int table_check_start(table_check **check, const char *program, const char *file)
{
    *check = NULL;
    if (!file)
        return 0;
    const char *name = strcmp(file, "-") == 0 ? "stdin" : file; /* the name in messages */
    size_t size = 0;
    char why[300];
    char *text = textfile_read(file, &size, why, sizeof why);
    if (!text) {
        fprintf(stderr, "%s: --check %s\n", program, why);
        return errno == ENOMEM ? TABLE_NO_MEMORY : 1;
    }
    size_t length = strlen(text);
    if (length < size) { /* a NUL byte would end the text early */
        int line = 1;
        for (size_t i = 0; i < length; i++)
            line += text[i] == '\n';
        fprintf(stderr, "%s: %s:%d: a NUL byte: not a text file\n", program, name, line);
        free(text);
        return 1;
    }
    return start_text(check, program, name, text);
}

/* The same from a copy of text (tests). */
int table_check_start_text(table_check **check, const char *program, const char *name,
                           const char *text)
{
    char *copy = malloc(strlen(text) + 1);
    if (!copy) {
        *check = NULL;
        fprintf(stderr, "%s: --check %s: out of memory\n", program, name);
        return TABLE_NO_MEMORY;
    }
    strcpy(copy, text);
    return start_text(check, program, name, copy);
}

/* ------------------------------------------------------------ numbers */

void table_check_old_words(table_check *check, const cli_word_alias *old_words)
{
    if (check)
        check->old_words = old_words;
}

/* ------------------------------------------------------------ comparing */

/* Map the student's header to the program's columns; 0, or -1 after a
 * message (an unknown or repeated column). */
static int map_header(table_check *c, const table *t, const sheet_rows *p,
                      const student_table *s, int *map)
{
    char names[400];
    sheet_header_text(t, p, names, sizeof names);
    for (int k = 0; k < s->header.count; k++) {
        map[k] = sheet_column(t, p, s->header.cell[k]);
        if (map[k] < 0) {
            bad_input(c, s->header.line, "unknown column '%s' (the program's columns: %s)",
                      s->header.cell[k], names);
            return -1;
        }
        for (int j = 0; j < k; j++)
            if (map[j] == map[k]) {
                bad_input(c, s->header.line, "column '%s' named twice", s->header.cell[k]);
                return -1;
            }
    }
    return 0;
}

/* Every cell of the student's table readable where the program has a
 * number, rows as long as the header, as many rows as the program's;
 * 0, or -1 after a message. */
static int check_shape(table_check *c, const sheet_rows *p, const student_table *s,
                       const int *map)
{
    int want = p->rows - 1;
    if (s->row_count != want) {
        int line = s->row_count > want ? s->rows[want].line : s->last_line;
        bad_input(c, line, "%d row%s, the program's table has %d (one row per row of it, "
                           "'-' for a value left out)",
                  s->row_count, s->row_count == 1 ? "" : "s", want);
        return -1;
    }
    for (int r = 0; r < s->row_count; r++) {
        const student_row *row = &s->rows[r];
        if (row->count != s->header.count) {
            bad_input(c, row->line, "%d cells, the header names %d columns", row->count,
                      s->header.count);
            return -1;
        }
        for (int k = 0; k < row->count; k++) {
            double value, half;
            const table_cell *cell = sheet_cell(p, r + 1, map[k]);
            if (strcmp(row->cell[k], "-") == 0 || isnan(sheet_value(cell)))
                continue;
            if (number_read_as_written(row->cell[k], &value, &half) != 0) {
                bad_input(c, row->line, "column %s: '%s' is not a number (write a decimal "
                                        "such as 0.25, a fraction such as 9/2, or - to skip)",
                          s->header.cell[k], row->cell[k]);
                return -1;
            }
        }
    }
    return 0;
}

/* Is student an older word for the program's word in this column? */
static int old_word(const table_check *check, const char *column, const char *word,
                    const char *student)
{
    for (const cli_word_alias *a = check->old_words; a && a->option; a++)
        if (strcmp(a->option, column) == 0 && strcmp(a->old, student) == 0 &&
            strcmp(a->word, word) == 0)
            return 1;
    return 0;
}

/* Does the student's cell agree with the program's cell c of the column
 * named column?  A word agrees when it is the same word or an older one
 * (table_check_old_words).  ('-' is not asked.) */
static int cell_agrees(const table_check *check, const char *column, const table_cell *c,
                       const char *student)
{
    double value, half, program = sheet_value(c);
    if (isnan(program))
        return strcmp(c->text, student) == 0 || old_word(check, column, c->text, student);
    if (number_read_as_written(student, &value, &half) != 0)
        return 0;
    /* The program's own digits are right to those digits: it prints -1 for
     * -0.99999999999, and a student who copies "-1" has not claimed -1 exactly. */
    if (value == sheet_decimal(c->text))
        return 1;
    return number_agrees(program, value, half);
}

/* Compare one row; print each difference, then the notes of the LCPs that
 * end in it. */
static void compare_row(table_check *c, const sheet *h, const lcp_judgement *js, int r)
{
    const student_row *row = &h->s->rows[r];
    char label[120];
    sheet_row_label(h->t, h->p, r + 1, label, sizeof label);
    for (int k = 0; k < row->count; k++) {
        if (strcmp(row->cell[k], "-") == 0)
            continue;
        const table_cell *cell = sheet_cell(h->p, r + 1, h->map[k]);
        double expected, spread, value, half;
        char from[64];
        c->values++;
        if (table_check_lcp_chosen(h, js, r, h->map[k]))
            continue;
        if (table_check_lcp_affine(h, js, r, h->map[k], &expected, &spread)) {
            if (number_read_as_written(row->cell[k], &value, &half) == 0 &&
                number_agrees(expected, value, half + spread))
                continue;
            snprintf(from, sizeof from, "from your unknowns ");
            table_format(from + strlen(from), sizeof from - strlen(from), expected, 10);
        } else if (cell_agrees(c, sheet_cell(h->p, 0, h->map[k])->text, cell, row->cell[k])) {
            continue;
        } else {
            snprintf(from, sizeof from, "the program's %s", cell->text);
        }
        if (c->differ++ == 0)
            snprintf(c->first, sizeof c->first, "%s, %s", label, h->s->header.cell[k]);
        fprintf(c->out, "%s, %s: yours %s, %s (%s:%d)\n", label, h->s->header.cell[k],
                row->cell[k], from, c->file, row->line);
    }
    for (int k = 0; k < h->t->lcp_count; k++)
        if (js[k].d->last_row == r && js[k].verdict != UNKNOWNS_PROGRAM)
            table_check_lcp_note(h, &js[k]);
}

/* Every row of the student's table, each LCP judged first. */
static void compare_rows(table_check *c, const sheet *h)
{
    int count = h->t->lcp_count;
    lcp_judgement *js = calloc((size_t)(count > 0 ? count : 1), sizeof *js);
    int ok = js != NULL;
    for (int k = 0; ok && k < count; k++)
        ok = table_check_lcp_judge(h, &h->t->lcps[k], &js[k]) == 0;
    for (int r = 0; ok && r < h->s->row_count; r++)
        compare_row(c, h, js, r);
    for (int k = 0; js && k < count; k++)
        table_check_lcp_free(&js[k]);
    free(js);
    if (!ok)
        c->no_memory = 1;
}

/* The program's next table against the student's next one. */
void table_check_compare(table_check *c, const table *t)
{
    if (c->bad || c->no_memory)
        return; /* one message about bad input is enough */
    sheet_rows p;
    c->out = t->out;
    if (t->no_memory || sheet_index_rows(t, &p) != 0) {
        if (!t->no_memory)
            sheet_rows_free(&p);
        c->no_memory = 1;
        return;
    }
    if (c->next >= c->student.count) {
        char names[400];
        sheet_header_text(t, &p, names, sizeof names);
        bad_input(c, 0, "%d table%s, but the program prints another (%s): add it after a "
                           "blank line, or choose one run with the options",
                  c->student.count, c->student.count == 1 ? "" : "s", names);
        sheet_rows_free(&p);
        return;
    }
    const student_table *s = &c->student.tables[c->next++];
    int map[TABLE_MAX_COLUMNS * 4];
    if (s->header.count > (int)(sizeof map / sizeof map[0]))
        bad_input(c, s->header.line, "%d columns, more than the program prints",
                  s->header.count);
    else if (map_header(c, t, &p, s, map) == 0 && check_shape(c, &p, s, map) == 0)
        compare_rows(c, &(sheet){.t = t, .p = &p, .s = s, .map = map, .out = c->out});
    sheet_rows_free(&p);
}

/* table_compare_fn for table_compare_with. */
static void compare_table(void *user, const table *t)
{
    table_check_compare(user, t);
}

/* Compare t with this check's next table at table_end. */
void table_check_table(table_check *check, table *t)
{
    if (check)
        table_compare_with(t, compare_table, check);
}

/* The verdict and the exit status; the check freed. */
int table_check_end(table_check *c, int status)
{
    if (!c)
        return status;
    if (status == 0 && !c->bad && !c->no_memory && c->next < c->student.count)
        bad_input(c, c->student.tables[c->next].header.line,
                  "a table the program does not print (it prints %d)", c->next);
    int student_rows = 0;
    for (int k = 0; k < c->student.count; k++)
        student_rows += c->student.tables[k].row_count;
    if (status == 0 && !c->bad && !c->no_memory && c->values == 0 && student_rows > 0)
        bad_input(c, 0, "no values to compare (every cell is '-')");
    long values = c->values, differ = c->differ;
    int bad = c->bad, no_memory = c->no_memory;
    FILE *out = c->out;
    char first[sizeof c->first];
    memcpy(first, c->first, sizeof first);
    const char *program = c->program;
    student_tables_free(&c->student);
    free(c);
    if (status != 0)
        return status;
    if (no_memory) {
        fprintf(stderr, "%s: --check: out of memory\n", program);
        return TABLE_NO_MEMORY;
    }
    if (bad)
        return 1;
    if (differ == 0) {
        if (student_rows == 0) /* rows are matched first: the program's have none either */
            fprintf(out, "no rows, and the program prints none: they agree\n");
        else if (values == 1)
            fprintf(out, "the 1 value agrees\n");
        else
            fprintf(out, "all %ld values agree\n", values);
        return 0;
    }
    fprintf(out, "%ld of %ld values differ; the first: %s\n", differ, values, first);
    return 3;
}
