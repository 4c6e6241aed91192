/* table_check.c: a student's table compared with the program's (--check). */
#include "table_check.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* Up to this many violated conditions are named per row. */
#define MAX_VIOLATIONS 4

/* One line of the student's file, split into cells. */
typedef struct {
    int line;
    int count;
    char **cell;
} student_row;

/* One table of the student's file: the header and the rows under it. */
typedef struct {
    student_row header;
    student_row *rows;
    int row_count, row_capacity;
    int last_line; /* the table's last line, for "too few rows" */
} student_table;

/* The running check: the student's tables and what has been found. */
typedef struct {
    int active;
    const char *program, *file;
    student_table *tables;
    int table_count, table_capacity;
    int next;        /* the student's table the program's next table meets */
    long values;     /* values compared */
    long differ;     /* values that differ */
    int bad;         /* bad input was reported */
    FILE *out;       /* where the verdict goes: the tables' stream */
    char first[160]; /* where the first difference is */
} check_state;

static check_state check;

/* Report bad input at a line of the student's file (line 0: the file). */
static void bad_input(int line, const char *format, ...)
{
    va_list args;
    if (line > 0)
        fprintf(stderr, "%s: %s:%d: ", check.program, check.file, line);
    else
        fprintf(stderr, "%s: %s: ", check.program, check.file);
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
    check.bad = 1;
}

/* ------------------------------------------------------------ reading */

/* The whole of file ("-": stdin) as a NUL-terminated string of *size
 * bytes, or NULL. */
static char *read_all(const char *file, size_t *size_read)
{
    FILE *f = strcmp(file, "-") == 0 ? stdin : fopen(file, "r");
    if (!f)
        return NULL;
    size_t size = 0, capacity = 4096;
    char *text = table_grow(NULL, capacity);
    size_t got;
    while ((got = fread(text + size, 1, capacity - size - 1, f)) > 0) {
        size += got;
        if (capacity - size - 1 == 0)
            text = table_grow(text, capacity *= 2);
    }
    int failed = ferror(f);
    if (f != stdin)
        fclose(f);
    if (failed) {
        free(text);
        return NULL;
    }
    text[size] = '\0';
    *size_read = size;
    return text;
}

/* Split one line (comment cut off) into its whitespace-separated cells. */
static student_row split_line(char *line, int number)
{
    student_row r = {.line = number};
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
        r.cell = table_grow(r.cell, (size_t)(r.count + 1) * sizeof *r.cell);
        r.cell[r.count++] = start;
    }
    return r;
}

/* Add a row to the student's last table. */
static void add_row(student_table *t, student_row r)
{
    if (t->row_count == t->row_capacity) {
        t->row_capacity = t->row_capacity ? 2 * t->row_capacity : 16;
        t->rows = table_grow(t->rows, (size_t)t->row_capacity * sizeof *t->rows);
    }
    t->rows[t->row_count++] = r;
    t->last_line = r.line;
}

/* Start a new student table with its header row. */
static void add_table(student_row header)
{
    if (check.table_count == check.table_capacity) {
        check.table_capacity = check.table_capacity ? 2 * check.table_capacity : 4;
        check.tables =
            table_grow(check.tables, (size_t)check.table_capacity * sizeof *check.tables);
    }
    check.tables[check.table_count++] = (student_table){.header = header,
                                                        .last_line = header.line};
}

/* Split the text into tables: a blank line ends one, comment lines are
 * skipped, a table's first line is its header.  The cells point into text. */
static void parse_tables(char *text)
{
    int number = 0, open = 0;
    for (char *line = text; line;) {
        char *end = strchr(line, '\n');
        if (end)
            *end = '\0';
        number++;
        int blank = line[strspn(line, " \t\r\f\v")] == '\0';
        student_row r = split_line(line, number);
        if (blank)
            open = 0;
        if (r.count == 0) {
            free(r.cell);
        } else if (!open) {
            add_table(r);
            open = 1;
        } else {
            add_row(&check.tables[check.table_count - 1], r);
        }
        line = end ? end + 1 : NULL;
    }
}

static char *file_text; /* the student's file; the cells point into it */

static void free_tables(void);

/* Parse the student's tables from text (kept in file_text). */
static int open_text(const char *program, const char *name, char *text)
{
    check = (check_state){.program = program, .file = name, .out = stdout};
    file_text = text;
    parse_tables(file_text);
    if (check.table_count == 0) {
        bad_input(0, "no table (a header naming the columns, then the rows)");
        free_tables();
        return 1;
    }
    check.active = 1;
    return 0;
}

/* Read the student's file; refuse one that is not text. */
int table_check_open(const char *program, const char *file)
{
    if (!file)
        return 0;
    const char *name = strcmp(file, "-") == 0 ? "stdin" : file; /* the name in messages */
    size_t size = 0;
    char *text = read_all(file, &size);
    if (!text) {
        fprintf(stderr, "%s: --check %s: cannot read: %s\n", program, name, strerror(errno));
        return 1;
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
    return open_text(program, name, text);
}

/* The same from a copy of text (tests). */
int table_check_open_text(const char *program, const char *name, const char *text)
{
    char *copy = table_grow(NULL, strlen(text) + 1);
    strcpy(copy, text);
    return open_text(program, name, copy);
}

/* Is a student's table being compared? */
int table_check_active(void)
{
    return check.active;
}

/* ------------------------------------------------------------ numbers */

/* Count the digits at *s and step over them. */
static int digits(const char **s)
{
    int n = 0;
    while (isdigit((unsigned char)**s)) {
        (*s)++;
        n++;
    }
    return n;
}

/* An integer numerator or denominator of a fraction: [+-]digits. */
static int integer_text(const char *s, const char *end)
{
    if (s < end && (*s == '+' || *s == '-'))
        s++;
    const char *start = s;
    while (s < end && isdigit((unsigned char)*s))
        s++;
    return s > start && s == end;
}

/* A fraction p/q (exact), an integer (exact) or a decimal (its half unit). */
int table_check_number(const char *text, double *value, double *half)
{
    const char *slash = strchr(text, '/');
    if (slash) { /* a fraction p/q: exact */
        const char *end = text + strlen(text);
        if (!integer_text(text, slash) || !integer_text(slash + 1, end))
            return -1;
        double p = strtod(text, NULL), q = strtod(slash + 1, NULL);
        if (q == 0.0 || !isfinite(p) || !isfinite(q))
            return -1;
        *value = p / q;
        *half = 0.0;
        return 0;
    }
    /* [+-] digits [. digits] [e [+-] digits], at least one digit before e */
    const char *s = text;
    if (*s == '+' || *s == '-')
        s++;
    int whole = digits(&s), fraction = 0, point = 0, exponent = 0, has_exponent = 0;
    if (*s == '.') {
        s++;
        point = 1;
        fraction = digits(&s);
    }
    if (whole + fraction == 0)
        return -1;
    if (*s == 'e' || *s == 'E') {
        s++;
        has_exponent = 1;
        if (!integer_text(s, s + strlen(s)))
            return -1;
        long e = strtol(s, NULL, 10); /* clamped: beyond 400 no double is finite */
        exponent = (int)(e > 400 ? 400 : e < -400 ? -400 : e);
        s += strlen(s);
    }
    if (*s != '\0')
        return -1;
    *value = strtod(text, NULL);
    if (!isfinite(*value))
        return -1;
    /* A decimal's last digit is worth 10^(exponent - fraction digits). */
    *half = point || has_exponent ? 0.5 * pow(10.0, exponent - fraction) : 0.0;
    return 0;
}

/* [check-agrees] */
/* The largest relative difference that is the program's rounding, not a
 * difference: an exact student value (2, 9/2) against the program's double. */
#define EXACT_TOL 1e-9

/* Within the half unit written, plus the program's rounding: a decimal
 * 0.33 has half = 0.005 (|1/3 - 0.33| = 0.0033 agrees, |1/3 - 0.34| =
 * 0.0067 does not); an integer or fraction has half = 0. */
int table_check_agrees(double program, double student, double half)
{
    double size = fmax(fabs(program), fabs(student));
    return fabs(program - student) <= half + EXACT_TOL * size;
}
/* [/check-agrees] */

/* ------------------------------------------------------------ comparing */

/* The program's table as rows of cells (header first). */
typedef struct {
    const table_cell **row; /* row[r]: its first cell */
    int *length;            /* length[r]: its number of cells */
    int rows;               /* header included */
} program_rows;

/* Index the program's rows. */
static program_rows index_rows(const table *t)
{
    size_t rows = (size_t)t->rows + 1;
    program_rows p = {.row = table_grow(NULL, rows * sizeof *p.row),
                      .length = table_grow(NULL, rows * sizeof *p.length)};
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
    return p;
}

/* Cell k of the program's row r; an empty word where a row is short. */
static const table_cell *program_cell(const program_rows *p, int r, int k)
{
    static const table_cell missing = {"", NAN};
    return k < p->length[r] ? &p->row[r][k] : &missing;
}

/* The number a program's cell holds: its value, or for a cell printed as
 * a word (table_text) whose text is a whole finite number ("-0.25", all
 * digits of table_format_exact) that number; NAN for a word ("W5", "-"). */
static double program_value(const table_cell *c)
{
    if (!isnan(c->value))
        return c->value;
    char *end = NULL;
    double x = strtod(c->text, &end);
    if (end == c->text || *end != '\0' || !isfinite(x) || isspace((unsigned char)c->text[0]))
        return NAN;
    return x;
}

/* The column of the program's header named name, or -1. */
static int program_column(const table *t, const program_rows *p, const char *name)
{
    for (int k = 0; k < t->columns && k < p->length[0]; k++)
        if (strcmp(p->row[0][k].text, name) == 0)
            return k;
    return -1;
}

/* The program's header as one string, for messages. */
static void header_text(const table *t, const program_rows *p, char *buf, size_t size)
{
    buf[0] = '\0';
    for (int k = 0; k < t->columns && k < p->length[0]; k++) {
        size_t used = strlen(buf);
        snprintf(buf + used, size - used, "%s%s", k ? " " : "", p->row[0][k].text);
    }
}

/* Map the student's header to the program's columns; 0, or -1 after a
 * message (an unknown or repeated column). */
static int map_header(const table *t, const program_rows *p, const student_table *s,
                      int *map)
{
    char names[400];
    header_text(t, p, names, sizeof names);
    for (int k = 0; k < s->header.count; k++) {
        map[k] = program_column(t, p, s->header.cell[k]);
        if (map[k] < 0) {
            bad_input(s->header.line, "unknown column '%s' (the program's columns: %s)",
                      s->header.cell[k], names);
            return -1;
        }
        for (int j = 0; j < k; j++)
            if (map[j] == map[k]) {
                bad_input(s->header.line, "column '%s' named twice", s->header.cell[k]);
                return -1;
            }
    }
    return 0;
}

/* Every cell of the student's table readable where the program has a
 * number, rows as long as the header, as many rows as the program's;
 * 0, or -1 after a message. */
static int check_shape(const program_rows *p, const student_table *s, const int *map)
{
    int want = p->rows - 1;
    if (s->row_count != want) {
        int line = s->row_count > want ? s->rows[want].line : s->last_line;
        bad_input(line, "%d row%s, the program's table has %d (one row per row of it, "
                        "'-' for a value left out)",
                  s->row_count, s->row_count == 1 ? "" : "s", want);
        return -1;
    }
    for (int r = 0; r < s->row_count; r++) {
        const student_row *row = &s->rows[r];
        if (row->count != s->header.count) {
            bad_input(row->line, "%d cells, the header names %d columns", row->count,
                      s->header.count);
            return -1;
        }
        for (int k = 0; k < row->count; k++) {
            double value, half;
            const table_cell *c = program_cell(p, r + 1, map[k]);
            if (strcmp(row->cell[k], "-") == 0 || isnan(program_value(c)))
                continue;
            if (table_check_number(row->cell[k], &value, &half) != 0) {
                bad_input(row->line, "column %s: '%s' is not a number (write a decimal "
                                     "such as 0.25, a fraction such as 9/2, or - to skip)",
                          s->header.cell[k], row->cell[k]);
                return -1;
            }
        }
    }
    return 0;
}

/* "l = 2" (or "case = W5, unknown = alpha1"): the program's first column,
 * and the second when it is a word. */
static void row_label(const table *t, const program_rows *p, int r, char *buf, size_t size)
{
    const table_cell *head = program_cell(p, 0, 0), *first = program_cell(p, r, 0);
    const table_cell *head2 = program_cell(p, 0, 1), *second = program_cell(p, r, 1);
    snprintf(buf, size, "%s = %s", head->text, first->text);
    if (t->columns > 1 && second->text[0] && isnan(program_value(second))) {
        size_t used = strlen(buf);
        snprintf(buf + used, size - used, ", %s = %s", head2->text, second->text);
    }
}

/* Does the student's cell agree with the program's? ('-' is not asked.) */
static int cell_agrees(const table_cell *c, const char *student)
{
    double value, half, program = program_value(c);
    if (isnan(program))
        return strcmp(c->text, student) == 0;
    return table_check_number(student, &value, &half) == 0 &&
           table_check_agrees(program, value, half);
}

/* The student's value of the program's column, or NULL ('-' or not given). */
static const char *student_cell(const student_table *s, const student_row *row,
                                const int *map, int column)
{
    for (int k = 0; k < s->header.count; k++)
        if (map[k] == column && strcmp(row->cell[k], "-") != 0)
            return row->cell[k];
    return NULL;
}

/* The name of w_i in messages: w for an LCP of size 1, else w1, w2, ... */
static void w_name(int n, int i, char *buf, size_t size)
{
    if (n == 1)
        snprintf(buf, size, "w");
    else
        snprintf(buf, size, "w%d", i + 1);
}

/* The name of z_i: the student's column holding it, else z1, z2, ... */
static void z_name(const table_row_lcp_data *d, int i, char *buf, size_t size)
{
    if (d->column[i])
        snprintf(buf, size, "%s", d->column[i]);
    else if (d->n == 1)
        snprintf(buf, size, "z");
    else
        snprintf(buf, size, "z%d", i + 1);
}

/* One violated condition of the row's LCP, in the student's words. */
static void say_violation(const table_row_lcp_data *d, const lcp_violation *v,
                          const double *z, const double *w, const char *yours)
{
    char zn[64], wn[16], zv[40], wv[40];
    int i = v->index;
    z_name(d, i, zn, sizeof zn);
    w_name(d->n, i, wn, sizeof wn);
    /* z_i as the student wrote it: the column's value, z_i / scale_i */
    double shown = d->column[i] && d->scale[i] != 0.0 ? z[i] / d->scale[i] : z[i];
    table_format(zv, sizeof zv, shown, 6);
    table_format(wv, sizeof wv, w[i], 6);
    FILE *out = check.out;
    switch (v->condition) {
    case LCP_Z_NEGATIVE:
        fprintf(out, "  your %s makes %s = %s negative: the LCP needs %s >= 0\n", yours, zn,
                zv, zn);
        break;
    case LCP_W_NEGATIVE:
        fprintf(out, "  your %s makes %s = %s negative: the LCP needs %s >= 0 (w = M z + q)\n",
                yours, wn, wv, wn);
        break;
    case LCP_NOT_COMPLEMENTARY:
        fprintf(out, "  your %s leaves %s = %s and %s = %s both non-zero: "
                     "the LCP needs %s %s = 0\n", yours, zn, zv, wn, wv, zn, wn);
        break;
    case LCP_NOT_FINITE:
        fprintf(out, "  your %s makes %s or %s non-finite\n", yours, zn, wn);
        break;
    }
}

/* The names of the row's z columns whose values the student got wrong,
 * into buf ("lambda", "alpha1 and s"); 0 if none. */
static int wrong_z(const table_row_lcp_data *d, const int *wrong, const table *t,
                   const program_rows *p, char *buf, size_t size)
{
    int count = 0;
    buf[0] = '\0';
    for (int i = 0; i < d->n; i++) {
        int column = d->column[i] ? program_column(t, p, d->column[i]) : -1;
        if (column < 0 || !wrong[column])
            continue;
        size_t used = strlen(buf);
        snprintf(buf + used, size - used, "%s%s", count ? ", " : "", d->column[i]);
        count++;
    }
    return count;
}

/* The z to check: the student's value where it is wrong, the program's
 * elsewhere (a value that agrees to the digits written is the program's
 * rounded), so that the check is about the slip, not the rounding. */
static void student_z(const table_row_lcp_data *d, const table *t, const program_rows *p,
                      const student_table *s, const student_row *row, const int *map,
                      const int *wrong, double *z)
{
    for (int i = 0; i < d->n; i++) {
        int column = d->column[i] ? program_column(t, p, d->column[i]) : -1;
        double value, half;
        z[i] = d->z[i];
        if (column >= 0 && wrong[column] &&
            table_check_number(student_cell(s, row, map, column), &value, &half) == 0)
            z[i] = d->scale[i] * value;
    }
}

/* For a row whose z values the student got wrong: which conditions of the
 * row's LCP their values break, or that they solve it too. */
static void lcp_note(const table_row_lcp_data *d, const table *t, const program_rows *p,
                     const student_table *s, const student_row *row, const int *map,
                     const int *wrong, const char *label)
{
    char yours[400];
    int wrong_count = wrong_z(d, wrong, t, p, yours, sizeof yours);
    if (wrong_count == 0)
        return;
    size_t used = strlen(yours); /* "lambda at l = 3" */
    snprintf(yours + used, sizeof yours - used, " at %s", label);
    double *z = table_grow(NULL, 2 * (size_t)d->n * sizeof *z), *w = z + d->n;
    double tol = lcp_default_options().tol;
    student_z(d, t, p, s, row, map, wrong, z);
    lcp_problem problem = {.n = d->n, .M = d->M, .q = d->q};
    lcp_violation v[MAX_VIOLATIONS];
    int count = lcp_check(&problem, z, tol, w, v, MAX_VIOLATIONS);
    int said[MAX_VIOLATIONS] = {0};
    for (int k = 0; k < count && k < MAX_VIOLATIONS; k++) {
        /* z_i w_i != 0 with a negative z_i or w_i is the same slip */
        int repeat = 0;
        for (int j = 0; j < k; j++)
            repeat |= said[j] && v[j].index == v[k].index;
        if (v[k].condition == LCP_NOT_COMPLEMENTARY && repeat)
            continue;
        say_violation(d, &v[k], z, w, yours);
        said[k] = 1;
    }
    if (count == 0)
        fprintf(check.out, "  your %s solve%s its LCP too: it has more than one solution\n",
                yours, wrong_count > 1 ? "" : "s");
    free(z);
}

/* The row's LCP, if the program attached one. */
static const table_row_lcp_data *row_lcp(const table *t, int r)
{
    for (int k = 0; k < t->lcp_count; k++)
        if (t->lcps[k].row == r)
            return &t->lcps[k];
    return NULL;
}

/* Compare one row; print each difference, then the LCP note. */
static void compare_row(const table *t, const program_rows *p, const student_table *s,
                        const int *map, int r)
{
    const student_row *row = &s->rows[r];
    int wrong[TABLE_MAX_COLUMNS] = {0}, any = 0;
    char label[120];
    row_label(t, p, r + 1, label, sizeof label);
    for (int k = 0; k < row->count; k++) {
        if (strcmp(row->cell[k], "-") == 0)
            continue;
        const table_cell *c = program_cell(p, r + 1, map[k]);
        check.values++;
        if (cell_agrees(c, row->cell[k]))
            continue;
        if (check.differ++ == 0)
            snprintf(check.first, sizeof check.first, "%s, %s", label, s->header.cell[k]);
        fprintf(check.out, "%s, %s: yours %s, the program's %s (%s:%d)\n", label,
                s->header.cell[k], row->cell[k], c->text, check.file, row->line);
        wrong[map[k]] = any = 1;
    }
    const table_row_lcp_data *d = any ? row_lcp(t, r) : NULL;
    if (d)
        lcp_note(d, t, p, s, row, map, wrong, label);
}

/* The program's next table against the student's next one. */
void table_check_compare(const table *t)
{
    if (check.bad)
        return; /* one message about bad input is enough */
    program_rows p = index_rows(t);
    check.out = t->out;
    if (check.next >= check.table_count) {
        char names[400];
        header_text(t, &p, names, sizeof names);
        bad_input(0, "%d table%s, but the program prints another (%s): add it after a "
                     "blank line, or choose one run with the options",
                  check.table_count, check.table_count == 1 ? "" : "s", names);
        free(p.row);
        free(p.length);
        return;
    }
    const student_table *s = &check.tables[check.next++];
    int map[TABLE_MAX_COLUMNS * 4];
    if (s->header.count > (int)(sizeof map / sizeof map[0]))
        bad_input(s->header.line, "%d columns, more than the program prints",
                  s->header.count);
    else if (map_header(t, &p, s, map) == 0 && check_shape(&p, s, map) == 0)
        for (int r = 0; r < s->row_count; r++)
            compare_row(t, &p, s, map, r);
    free(p.row);
    free(p.length);
}

/* Free the student's tables. */
static void free_tables(void)
{
    for (int k = 0; k < check.table_count; k++) {
        student_table *s = &check.tables[k];
        free(s->header.cell);
        for (int r = 0; r < s->row_count; r++)
            free(s->rows[r].cell);
        free(s->rows);
    }
    free(check.tables);
    check.tables = NULL;
    check.table_count = check.table_capacity = 0;
    free(file_text);
    file_text = NULL;
}

/* The verdict and the exit status. */
int table_check_close(int status)
{
    if (!check.active)
        return status;
    check.active = 0;
    if (status == 0 && !check.bad && check.next < check.table_count)
        bad_input(check.tables[check.next].header.line,
                  "a table the program does not print (it prints %d)", check.next);
    if (status == 0 && !check.bad && check.values == 0)
        bad_input(0, "no values to compare (every cell is '-')");
    free_tables();
    if (status != 0)
        return status;
    if (check.bad)
        return 1;
    if (check.differ == 0) {
        if (check.values == 1)
            fprintf(check.out, "the 1 value agrees\n");
        else
            fprintf(check.out, "all %ld values agree\n", check.values);
        return 0;
    }
    fprintf(check.out, "%ld of %ld values differ; the first: %s\n", check.differ,
            check.values, check.first);
    return 3;
}
