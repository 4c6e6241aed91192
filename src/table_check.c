/* table_check.c: a student's table compared with the program's (--check). */
#include "table_check.h"
#include "textfile.h"

#include "dense.h"
#include "dmath.h"
#include "la.h"
#include "lcp_exact.h"

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
    table_set_compare(table_check_compare);
    return 0;
}

/* Read the student's file; refuse one that is not text. */
int table_check_open(const char *program, const char *file)
{
    if (!file)
        return 0;
    const char *name = strcmp(file, "-") == 0 ? "stdin" : file; /* the name in messages */
    size_t size = 0;
    char why[300];
    char *text = tf_read(file, &size, why, sizeof why);
    if (!text) {
        fprintf(stderr, "%s: --check %s\n", program, why);
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
    *half = point || has_exponent ? 0.5 * dm_pow(10.0, exponent - fraction) : 0.0;
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
    if (table_check_number(student, &value, &half) != 0)
        return 0;
    /* The program's own digits are right to those digits: it prints -1 for
     * -0.99999999999, and a student who copies "-1" has not claimed -1 exactly. */
    char *end = NULL;
    double printed = strtod(c->text, &end);
    if (end != c->text && *end == '\0' && value == printed)
        return 1;
    return table_check_agrees(program, value, half);
}

/* ------------------------------------------------------------ LCPs */

/* The P-matrix test checks 2^n principal minors: not tried beyond this n
 * (the limit of lcp solve's uniqueness line). */
#define UNIQUENESS_MAX_N 12

/* Solves of pull_rest: each leaves about 1/rho = 1e-3 of the last miss. */
#define PULL_PASSES 4

/* One program table and the student's table it is compared with. */
typedef struct {
    const table *t;
    const program_rows *p;
    const student_table *s;
    const int *map; /* the student's column k is the program's map[k] */
} sheet;

/* List violation c at i (value x) if there is room; count it anyway. */
static void note(lcp_violation *v, int max, int *count, lcp_condition c, int i, double x)
{
    if (*count < max)
        v[*count] = (lcp_violation){.condition = c, .index = i, .value = x};
    (*count)++;
}

/* [check-lcp-rounded] */
/* lcp_check with each condition widened by the rounding of the student's
 * numbers: z_i by half_i, w_i by sum_j |M_ij| half_j. */
int table_check_lcp(const lcp_problem *p, const double *z, const double *half, double tol,
                    double *w, lcp_violation *v, int max)
{
    int n = p->n, count = 0;
    double size = 0.0;
    for (int i = 0; i < n; i++)
        size = fmax(size, fabs(z[i]));
    double eps_z = tol * fmax(1.0, size);
    double *eps_w = malloc((size_t)(n > 0 ? n : 1) * sizeof *eps_w);
    if (!eps_w || lcp_check_tolerances(p, z, tol, w, eps_w) != 0) {
        free(eps_w);
        note(v, max, &count, LCP_NOT_FINITE, 0, NAN); /* no room to check: not passed */
        return count;
    }
    for (int i = 0; i < n; i++) {
        double wi = p->q[i], slack = 0.0; /* w_i, and how far the rounding moves it */
        for (int j = 0; j < n; j++) {
            wi += p->M[i * n + j] * z[j];
            slack += fabs(p->M[i * n + j]) * half[j];
        }
        w[i] = wi;
        double zi_tol = eps_z + half[i], wi_tol = eps_w[i] + slack;
        if (!isfinite(z[i]) || !isfinite(wi)) {
            note(v, max, &count, LCP_NOT_FINITE, i, isfinite(z[i]) ? wi : z[i]);
            continue;
        }
        if (z[i] < -zi_tol)
            note(v, max, &count, LCP_Z_NEGATIVE, i, z[i]);
        if (wi < -wi_tol)
            note(v, max, &count, LCP_W_NEGATIVE, i, wi);
        if (fabs(z[i]) > zi_tol && fabs(wi) > wi_tol)
            note(v, max, &count, LCP_NOT_COMPLEMENTARY, i, z[i] * wi);
    }
    free(eps_w);
    return count;
}
/* [/check-lcp-rounded] */

/* What the student's unknowns of one LCP are. */
typedef enum {
    UNKNOWNS_PROGRAM,   /* the program's (to the digits written), or not given */
    UNKNOWNS_SATISFY,   /* another solution: they satisfy the LCP */
    UNKNOWNS_ROUNDING,  /* each condition holds within their rounding, but no
                           solution was found that rounds to them */
    UNKNOWNS_BREAK      /* they break a condition of it */
} unknowns_verdict;

/* One LCP of the table judged by the student's unknowns. */
typedef struct {
    const table_row_lcp_data *d;
    unknowns_verdict verdict;
    double *z, *half, *w; /* the student's z (the rest completed), its rounding, M z + q */
    int *given;           /* z_i is a number in the student's table */
    int solved;           /* the unknowns not given were solved for, not the program's */
    int unique;           /* ROUNDING: M is a P-matrix, the program's is the only solution */
    lcp_violation v[MAX_VIOLATIONS];
    int count;            /* violations (may exceed MAX_VIOLATIONS) */
} lcp_judgement;

/* The student's value of the program's column, or NULL ('-' or not given). */
static const char *student_cell(const student_table *s, const student_row *row,
                                const int *map, int column)
{
    for (int k = 0; k < s->header.count; k++)
        if (map[k] == column && strcmp(row->cell[k], "-") != 0)
            return row->cell[k];
    return NULL;
}

/* The program's column holding z_i of d, or -1. */
static int z_column(const sheet *h, const table_row_lcp_data *d, int i)
{
    return d->column[i] ? program_column(h->t, h->p, d->column[i]) : -1;
}

/* z_i as the student wrote it (in the column's units: z_i / scale_i) with
 * its half unit; 1 if they did, 0 if not ('-', not in their header). */
static int student_unknown(const sheet *h, const table_row_lcp_data *d, int i, double *value,
                           double *half)
{
    int column = z_column(h, d, i);
    if (column < 0)
        return 0;
    const char *cell = student_cell(h->s, &h->s->rows[d->zrow[i]], h->map, column);
    return cell && table_check_number(cell, value, half) == 0;
}

/* Is M a P-matrix (then the LCP has exactly one solution for every q)?
 * A P-matrix has a positive diagonal; beyond UNIQUENESS_MAX_N: not known. */
static int p_matrix(const table_row_lcp_data *d)
{
    for (int i = 0; i < d->n; i++)
        if (!(d->M[i * d->n + i] > 0.0))
            return 0;
    if (d->n > UNIQUENESS_MAX_N)
        return 0;
    lcpq_problem q;
    lcpq_init(&q, d->n);
    lcpq_from_doubles(&q, &(lcp_problem){.n = d->n, .M = d->M, .q = d->q});
    int yes = lcpq_is_p_matrix(&q) == 1;
    lcpq_clear(&q);
    return yes;
}

/* The unknowns the student did not give, solved for from the ones they
 * did: the LCP of those rows, 0 <= z_U _|_ M_UU z_U + q_U + M_UK z_K >= 0.
 * Returns 0 with them in z, or -1 (none to solve for, or not solved). */
static int solve_rest(const table_row_lcp_data *d, const int *given, double *z)
{
    int n = d->n, u = 0;
    int *at = table_grow(NULL, (size_t)n * sizeof *at);
    for (int i = 0; i < n; i++)
        if (!given[i])
            at[u++] = i;
    double *M = table_grow(NULL, ((size_t)u * (size_t)u + 3 * (size_t)u + 1) * sizeof *M);
    double *q = M + (size_t)u * (size_t)u, *zu = q + u, *wu = zu + u;
    for (int a = 0; a < u; a++) {
        q[a] = d->q[at[a]];
        for (int j = 0; j < n; j++)
            if (given[j])
                q[a] += d->M[at[a] * n + j] * z[j];
        for (int b = 0; b < u; b++)
            M[a * u + b] = d->M[at[a] * n + at[b]];
    }
    lcp_options options = lcp_default_options();
    lcp_result result;
    int ok = u > 0 &&
             lcp_solve(&(lcp_problem){.n = u, .M = M, .q = q}, &options, zu, wu, &result) ==
                 LCP_SOLVED;
    for (int a = 0; ok && a < u; a++)
        z[at[a]] = zu[a];
    free(M);
    free(at);
    return ok ? 0 : -1;
}

/* The unknowns the student did not give from the whole LCP pulled toward
 * theirs: M + rho I and q - rho t on the rows of the given z_K.  A
 * solution with z_K = t solves both LCPs (the added terms are 0), and a
 * large rho favours one; the pull leaves z_K off by about w_K / rho, so
 * the target t starts at theirs and is moved by that miss, a few times.
 * Returns 0 with them in z, or -1. */
static int pull_rest(const table_row_lcp_data *d, const int *given, double *z)
{
    size_t n = (size_t)d->n;
    double rho = 1e3 * fmax(1.0, la_matrix_norm_inf(d->n, d->n, d->M));
    double *M = table_grow(NULL, (n * n + 4 * n) * sizeof *M);
    double *q = M + n * n, *zp = q + n, *wp = zp + n, *target = wp + n;
    memcpy(M, d->M, n * n * sizeof *M);
    memcpy(target, z, n * sizeof *target);
    for (size_t i = 0; i < n; i++)
        M[i * n + i] += given[i] ? rho : 0.0;
    lcp_options options = lcp_default_options();
    lcp_result result;
    int ok = 1;
    for (int pass = 0; ok && pass < PULL_PASSES; pass++) {
        for (size_t i = 0; i < n; i++)
            q[i] = d->q[i] - (given[i] ? rho * target[i] : 0.0);
        ok = lcp_solve(&(lcp_problem){.n = d->n, .M = M, .q = q}, &options, zp, wp,
                       &result) == LCP_SOLVED;
        for (size_t i = 0; ok && i < n; i++)
            target[i] += given[i] ? z[i] - zp[i] : 0.0;
    }
    for (size_t i = 0; ok && i < n; i++)
        if (!given[i])
            z[i] = zp[i];
    free(M);
    return ok ? 0 : -1;
}

/* Ways to fill in the unknowns the student did not give, tried in turn
 * when the program's values of them do not complete a solution. */
static int (*const completions[])(const table_row_lcp_data *, const int *, double *) = {
    solve_rest, pull_rest};

static int rounds_to_solution(lcp_judgement *j, double tol);

/* A completion z (w: room for M z + q) made exact: a floating-point solve
 * of the pulled LCP leaves w off by a few 1e-9 where it must be 0; the
 * least change of the clearly positive z_i that makes those w_i = 0, as
 * rounds_to_solution finds it.  1 when that solves the LCP with every
 * given z_i within its rounding (z and w then hold it), else 0. */
static int polish(const lcp_judgement *j, double *z, double *w, double tol)
{
    const table_row_lcp_data *d = j->d;
    lcp_judgement polished = *j;
    double *zz = table_grow(NULL, 2 * (size_t)d->n * sizeof *zz);
    memcpy(zz, z, (size_t)d->n * sizeof *zz);
    for (int i = 0; i < d->n; i++) {
        double wi = d->q[i];
        for (int k = 0; k < d->n; k++)
            wi += d->M[i * d->n + k] * z[k];
        zz[d->n + i] = wi;
    }
    polished.z = zz;
    polished.w = zz + d->n;
    int rounded = 0;
    for (int i = 0; i < d->n; i++)
        rounded |= j->half[i] > 0.0;
    int ok = rounded && rounds_to_solution(&polished, tol);
    if (ok) {
        memcpy(z, zz, (size_t)d->n * sizeof *z);
        memcpy(w, zz + d->n, (size_t)d->n * sizeof *w);
    }
    free(zz);
    return ok;
}

/* The student's z against d's LCP: the program's z where they gave no
 * number; when that breaks it, the rest solved for from theirs. */
static void check_unknowns(lcp_judgement *j)
{
    const table_row_lcp_data *d = j->d;
    lcp_problem problem = {.n = d->n, .M = d->M, .q = d->q};
    double tol = lcp_default_options().tol;
    j->count = table_check_lcp(&problem, j->z, j->half, tol, j->w, j->v, MAX_VIOLATIONS);
    double *z = table_grow(NULL, 2 * (size_t)d->n * sizeof *z), *w = z + d->n;
    lcp_violation v[MAX_VIOLATIONS];
    size_t ways = sizeof completions / sizeof completions[0];
    for (size_t c = 0; j->count > 0 && c < ways; c++) {
        memcpy(z, j->z, (size_t)d->n * sizeof *z);
        if (completions[c](d, j->given, z) == 0 && (polish(j, z, w, tol) ||
            table_check_lcp(&problem, z, j->half, tol, w, v, MAX_VIOLATIONS) == 0)) {
            memcpy(j->z, z, (size_t)d->n * sizeof *z);
            memcpy(j->w, w, (size_t)d->n * sizeof *w);
            j->count = 0;
            j->solved = 1;
        }
    }
    free(z);
}

/* [check-rounds-to] */
/* Does a solution of the LCP round to the student's z?  The unknowns
 * clearly positive (beyond their rounding), P, must have w_P = 0: the least
 * change to z_P that makes M_PP z_P + q_P = 0 (dn_least_norm's least-norm
 * least squares, the rank cut at rcond 1e-12), every other z_i 0.  Yes
 * when that z solves the LCP (lcp_check at tol) and moved no given z_i by
 * more than its half unit; it then replaces the student's z (the columns
 * affine in z are computed from a solution, not from rounded numbers).
 * Exact values (no half unit) passed table_check_lcp, which is lcp_check
 * for them: yes in any case. */
static int rounds_to_solution(lcp_judgement *j, double tol)
{
    const table_row_lcp_data *d = j->d;
    int n = d->n, k = 0, rounded = 0, rank = 0;
    for (int i = 0; i < n; i++)
        rounded |= j->half[i] > 0.0;
    double size = la_norm_inf(n, j->z), eps_z = tol * fmax(1.0, size);
    int *P = table_grow(NULL, (size_t)n * sizeof *P);
    for (int i = 0; i < n; i++)
        if (j->z[i] > j->half[i] + eps_z)
            P[k++] = i;
    double *A = table_grow(NULL, ((size_t)k * (size_t)k + 3 * (size_t)n + 1) * sizeof *A);
    double *r = A + (size_t)k * (size_t)k, *z = r + n, *w = z + n;
    for (int a = 0; a < k; a++) {
        r[a] = -j->w[P[a]]; /* the change must cancel w_P */
        for (int b = 0; b < k; b++)
            A[a * k + b] = d->M[P[a] * n + P[b]];
    }
    int ok = k == 0 || dn_least_norm(k, k, A, r, 1e-12, &rank) == DN_OK;
    for (int i = 0; i < n; i++)
        z[i] = 0.0;
    for (int a = 0; ok && a < k; a++)
        z[P[a]] = j->z[P[a]] + r[a];
    lcp_problem problem = {.n = n, .M = d->M, .q = d->q};
    ok = ok && lcp_check(&problem, z, tol, w, NULL, 0) == 0;
    for (int i = 0; ok && i < n; i++)
        ok = !j->given[i] ||
             table_check_agrees(z[i], j->z[i], j->half[i]); /* half of z_i itself */
    if (ok) {
        memcpy(j->z, z, (size_t)n * sizeof *z);
        memcpy(j->w, w, (size_t)n * sizeof *w);
    }
    free(A);
    free(P);
    return ok || !rounded;
}
/* [/check-rounds-to] */

/* Judge the student's unknowns of one LCP: the program's, another solution,
 * or wrong. */
static lcp_judgement judge_lcp(const sheet *h, const table_row_lcp_data *d)
{
    size_t n = (size_t)d->n;
    lcp_judgement j = {.d = d, .verdict = UNKNOWNS_PROGRAM};
    j.z = table_grow(NULL, 3 * n * sizeof *j.z);
    j.half = j.z + n;
    j.w = j.half + n;
    j.given = table_grow(NULL, n * sizeof *j.given);
    int differs = 0;
    for (int i = 0; i < d->n; i++) {
        double value, half;
        j.z[i] = d->z[i];
        j.half[i] = 0.0;
        j.given[i] = student_unknown(h, d, i, &value, &half);
        if (!j.given[i])
            continue;
        j.z[i] = d->scale[i] * value;
        j.half[i] = fabs(d->scale[i]) * half;
        double program = program_value(program_cell(h->p, d->zrow[i] + 1, z_column(h, d, i)));
        differs |= !table_check_agrees(program, value, half);
    }
    if (!differs)
        return j;
    check_unknowns(&j);
    if (j.count > 0)
        j.verdict = UNKNOWNS_BREAK;
    else if (rounds_to_solution(&j, lcp_default_options().tol))
        j.verdict = UNKNOWNS_SATISFY;
    else
        j.verdict = UNKNOWNS_ROUNDING, j.unique = p_matrix(d);
    return j;
}

/* Free a judgement. */
static void judgement_free(lcp_judgement *j)
{
    free(j->z);
    free(j->given);
}

/* Is the program's column of data row r z_i of an LCP whose student's
 * unknowns are another solution?  Then it is theirs to choose. */
static int chosen_unknown(const sheet *h, const lcp_judgement *js, int r, int column)
{
    for (int k = 0; k < h->t->lcp_count; k++) {
        const table_row_lcp_data *d = js[k].d;
        if (js[k].verdict != UNKNOWNS_SATISFY || d->row > r || d->last_row < r)
            continue;
        for (int i = 0; i < d->n; i++)
            if (d->zrow[i] == r && z_column(h, d, i) == column)
                return 1;
    }
    return 0;
}

/* Is the program's column of data row r affine in the unknowns of an LCP
 * whose student's unknowns are another solution?  Then *value is what
 * theirs give, and *half how far their rounding moves it. */
static int chosen_affine(const sheet *h, const lcp_judgement *js, int r, int column,
                         double *value, double *half)
{
    for (int k = 0; k < h->t->lcp_count; k++) {
        const table_row_lcp_data *d = js[k].d;
        if (js[k].verdict != UNKNOWNS_SATISFY || d->row > r || d->last_row < r)
            continue;
        for (int f = 0; f < d->affine_count; f++) {
            const table_lcp_affine *a = &d->affine[f];
            if (a->row != r || program_column(h->t, h->p, a->column) != column)
                continue;
            *value = a->b;
            *half = 0.0;
            for (int i = 0; i < d->n; i++) {
                *value += a->a[i] * js[k].z[i];
                *half += fabs(a->a[i]) * js[k].half[i];
            }
            return 1;
        }
    }
    return 0;
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
static void say_violation(const lcp_judgement *j, const lcp_violation *v,
                          const char *yours)
{
    const table_row_lcp_data *d = j->d;
    char zn[64], wn[16], zv[40], wv[40];
    int i = v->index;
    z_name(d, i, zn, sizeof zn);
    w_name(d->n, i, wn, sizeof wn);
    /* z_i as the student wrote it: the column's value, z_i / scale_i */
    double shown = d->column[i] && d->scale[i] != 0.0 ? j->z[i] / d->scale[i] : j->z[i];
    table_format(zv, sizeof zv, shown, 6);
    table_format(wv, sizeof wv, j->w[i], 6);
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
    case LCP_Z_TOO_LARGE:
        fprintf(out, "  your %s makes %s = %s too large for the data to judge "
                     "(M z rounds off more than |q|)\n", yours, zn, zv);
        break;
    }
}

/* Add name to the list in buf ("alpha1, s") unless it is there. */
static void list_add(char *buf, size_t size, const char *name)
{
    size_t length = strlen(name);
    for (const char *at = buf; (at = strstr(at, name)) != NULL; at++)
        if ((at == buf || at[-1] == ' ') && (at[length] == ',' || at[length] == '\0'))
            return;
    size_t used = strlen(buf);
    snprintf(buf + used, size - used, "%s%s", used ? ", " : "", name);
}

/* The names of the LCP's z columns whose values differ from the program's,
 * each once, into buf ("lambda", "alpha1, s"); returns the data row of the
 * first of them. */
static int differing_z(const sheet *h, const table_row_lcp_data *d, char *buf, size_t size)
{
    int first = -1;
    buf[0] = '\0';
    for (int i = 0; i < d->n; i++) {
        double value, half;
        if (!student_unknown(h, d, i, &value, &half) ||
            table_check_agrees(program_value(program_cell(h->p, d->zrow[i] + 1,
                                                          z_column(h, d, i))),
                               value, half))
            continue;
        list_add(buf, size, d->column[i]);
        if (first < 0)
            first = d->zrow[i];
    }
    return first;
}

/* The columns of the LCP's rows that the student gave and that are affine
 * in its unknowns, each once ("pfx, pfy"), into buf. */
static void affine_given(const sheet *h, const table_row_lcp_data *d, char *buf, size_t size)
{
    buf[0] = '\0';
    for (int f = 0; f < d->affine_count; f++) {
        const table_lcp_affine *a = &d->affine[f];
        int column = program_column(h->t, h->p, a->column);
        if (column >= 0 && student_cell(h->s, &h->s->rows[a->row], h->map, column))
            list_add(buf, size, a->column);
    }
}

/* After the LCP's last row: what the student's unknowns are, if not the
 * program's. */
static void lcp_note(const sheet *h, const lcp_judgement *j)
{
    const table_row_lcp_data *d = j->d;
    char label[120], yours[400], affine[400];
    row_label(h->t, h->p, d->row + 1, label, sizeof label);
    if (j->verdict == UNKNOWNS_SATISFY) {
        fprintf(check.out, "  the LCP of %s has more than one solution; your values satisfy "
                           "it\n", label);
        if (j->solved)
            fprintf(check.out, "  (with its unknowns that are not in your table solved for "
                               "from yours)\n");
        affine_given(h, d, affine, sizeof affine);
        if (affine[0])
            fprintf(check.out, "  your %s: compared with the values your unknowns give\n",
                    affine);
        return;
    }
    row_label(h->t, h->p, differing_z(h, d, yours, sizeof yours) + 1, label, sizeof label);
    size_t used = strlen(yours); /* "lambda at l = 3" */
    snprintf(yours + used, sizeof yours - used, " at %s", label);
    if (j->verdict == UNKNOWNS_ROUNDING) {
        fprintf(check.out, "  your %s: each condition of its LCP holds within the rounding of "
                           "your digits, but %s (write more digits)\n", yours,
                j->unique ? "its only solution (M is a P-matrix) does not round to them"
                          : "no solution of it that rounds to them was found");
        return;
    }
    int missing = 0;
    for (int i = 0; i < d->n; i++)
        missing |= !j->given[i];
    int said[MAX_VIOLATIONS] = {0};
    for (int k = 0; k < j->count && k < MAX_VIOLATIONS; k++) {
        /* z_i w_i != 0 with a negative z_i or w_i is the same slip */
        int repeat = 0;
        for (int m = 0; m < k; m++)
            repeat |= said[m] && j->v[m].index == j->v[k].index;
        if (j->v[k].condition == LCP_NOT_COMPLEMENTARY && repeat)
            continue;
        say_violation(j, &j->v[k], yours);
        said[k] = 1;
    }
    if (missing)
        fprintf(check.out, "  (its unknowns that are not in your table: the program's values; "
                           "none that complete yours were found)\n");
}

/* Compare one row; print each difference, then the notes of the LCPs that
 * end in it. */
static void compare_row(const sheet *h, const lcp_judgement *js, int r)
{
    const student_row *row = &h->s->rows[r];
    char label[120];
    row_label(h->t, h->p, r + 1, label, sizeof label);
    for (int k = 0; k < row->count; k++) {
        if (strcmp(row->cell[k], "-") == 0)
            continue;
        const table_cell *c = program_cell(h->p, r + 1, h->map[k]);
        double expected, spread, value, half;
        char from[64];
        check.values++;
        if (chosen_unknown(h, js, r, h->map[k]))
            continue;
        if (chosen_affine(h, js, r, h->map[k], &expected, &spread)) {
            if (table_check_number(row->cell[k], &value, &half) == 0 &&
                table_check_agrees(expected, value, half + spread))
                continue;
            snprintf(from, sizeof from, "from your unknowns ");
            table_format(from + strlen(from), sizeof from - strlen(from), expected, 10);
        } else if (cell_agrees(c, row->cell[k])) {
            continue;
        } else {
            snprintf(from, sizeof from, "the program's %s", c->text);
        }
        if (check.differ++ == 0)
            snprintf(check.first, sizeof check.first, "%s, %s", label, h->s->header.cell[k]);
        fprintf(check.out, "%s, %s: yours %s, %s (%s:%d)\n", label, h->s->header.cell[k],
                row->cell[k], from, check.file, row->line);
    }
    for (int k = 0; k < h->t->lcp_count; k++)
        if (js[k].d->last_row == r && js[k].verdict != UNKNOWNS_PROGRAM)
            lcp_note(h, &js[k]);
}

/* Every row of the student's table, each LCP judged first. */
static void compare_rows(const sheet *h)
{
    int count = h->t->lcp_count;
    lcp_judgement *js = table_grow(NULL, (size_t)(count > 0 ? count : 1) * sizeof *js);
    for (int k = 0; k < count; k++)
        js[k] = judge_lcp(h, &h->t->lcps[k]);
    for (int r = 0; r < h->s->row_count; r++)
        compare_row(h, js, r);
    for (int k = 0; k < count; k++)
        judgement_free(&js[k]);
    free(js);
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
        compare_rows(&(sheet){.t = t, .p = &p, .s = s, .map = map});
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
    table_set_compare(NULL);
    if (status == 0 && !check.bad && check.next < check.table_count)
        bad_input(check.tables[check.next].header.line,
                  "a table the program does not print (it prints %d)", check.next);
    int student_rows = 0;
    for (int k = 0; k < check.table_count; k++)
        student_rows += check.tables[k].row_count;
    if (status == 0 && !check.bad && check.values == 0 && student_rows > 0)
        bad_input(0, "no values to compare (every cell is '-')");
    free_tables();
    if (status != 0)
        return status;
    if (check.bad)
        return 1;
    if (check.differ == 0) {
        if (student_rows == 0) /* rows are matched first: the program's have none either */
            fprintf(check.out, "no rows, and the program prints none: they agree\n");
        else if (check.values == 1)
            fprintf(check.out, "the 1 value agrees\n");
        else
            fprintf(check.out, "all %ld values agree\n", check.values);
        return 0;
    }
    fprintf(check.out, "%ld of %ld values differ; the first: %s\n", check.differ,
            check.values, check.first);
    return 3;
}
