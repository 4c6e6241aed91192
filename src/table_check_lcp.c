/* table_check_lcp.c: a student's unknowns of the LCPs attached to a
 * table's rows, judged and explained (table_check_lcp.h). */
#include "table_check_lcp.h"

#include "number.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Up to this many violated conditions are named per row. */
#define MAX_VIOLATIONS LCP_ROUNDED_MAX_VIOLATIONS

/* The program's column holding z_i of d, or -1. */
static int z_column(const sheet *h, const table_row_lcp_data *d, int i)
{
    return d->column[i] ? sheet_column(h->t, h->p, d->column[i]) : -1;
}

/* z_i as the student wrote it (in the column's units: z_i / scale_i) with
 * its half unit; 1 if they did, 0 if not ('-', not in their header). */
static int student_unknown(const sheet *h, const table_row_lcp_data *d, int i, double *value,
                           double *half)
{
    int column = z_column(h, d, i);
    if (column < 0)
        return 0;
    const char *cell = sheet_student_cell(h->s, &h->s->rows[d->zrow[i]], h->map, column);
    return cell && number_read_as_written(cell, value, half) == 0;
}


/* Judge the student's unknowns of one LCP (lcp_rounded_judge) when they
 * differ from the program's; 0, or -1 when memory runs out. */
int table_check_lcp_judge(const sheet *h, const table_row_lcp_data *d, lcp_judgement *j)
{
    size_t n = (size_t)d->n;
    *j = (lcp_judgement){.d = d, .verdict = UNKNOWNS_PROGRAM};
    double *z = malloc((3 * n + 1) * sizeof *z);
    int *given = malloc((n + 1) * sizeof *given);
    j->r = (lcp_rounded){.p = {.n = d->n, .M = d->M, .q = d->q}, .z = z,
                         .half = z ? z + n : NULL, .w = z ? z + 2 * n : NULL, .given = given};
    if (!z || !given)
        return -1;
    double *half = z + n;
    int differs = 0;
    for (int i = 0; i < d->n; i++) {
        double value, written_half;
        z[i] = d->z[i];
        half[i] = 0.0;
        given[i] = student_unknown(h, d, i, &value, &written_half);
        if (!given[i])
            continue;
        z[i] = d->scale[i] * value;
        half[i] = fabs(d->scale[i]) * written_half;
        double program = sheet_value(sheet_cell(h->p, d->zrow[i] + 1, z_column(h, d, i)));
        differs |= !number_agrees(program, value, written_half);
    }
    if (!differs)
        return 0;
    lcp_rounded_judge(&j->r);
    switch (j->r.verdict) {
    case LCP_ROUNDED_SATISFY: j->verdict = UNKNOWNS_SATISFY; break;
    case LCP_ROUNDED_ROUNDING: j->verdict = UNKNOWNS_ROUNDING; break;
    case LCP_ROUNDED_BREAK: j->verdict = UNKNOWNS_BREAK; break;
    case LCP_ROUNDED_NO_MEMORY: return -1;
    }
    return 0;
}

/* Free a judgement. */
void table_check_lcp_free(lcp_judgement *j)
{
    free(j->r.z);
    free((int *)j->r.given);
}

/* Is the program's column of data row r z_i of an LCP whose student's
 * unknowns are another solution?  Then it is theirs to choose. */
int table_check_lcp_chosen(const sheet *h, const lcp_judgement *js, int r, int column)
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
int table_check_lcp_affine(const sheet *h, const lcp_judgement *js, int r, int column,
                           double *value, double *half)
{
    for (int k = 0; k < h->t->lcp_count; k++) {
        const table_row_lcp_data *d = js[k].d;
        if (js[k].verdict != UNKNOWNS_SATISFY || d->row > r || d->last_row < r)
            continue;
        for (int f = 0; f < d->affine_count; f++) {
            const table_lcp_affine *a = &d->affine[f];
            if (a->row != r || sheet_column(h->t, h->p, a->column) != column)
                continue;
            *value = a->b;
            *half = 0.0;
            for (int i = 0; i < d->n; i++) {
                *value += a->a[i] * js[k].r.z[i];
                *half += fabs(a->a[i]) * js[k].r.half[i];
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
static void say_violation(FILE *out, const lcp_judgement *j, const lcp_violation *v,
                          const char *yours)
{
    const table_row_lcp_data *d = j->d;
    char zn[64], wn[16], zv[40], wv[40];
    int i = v->index;
    z_name(d, i, zn, sizeof zn);
    w_name(d->n, i, wn, sizeof wn);
    /* z_i as the student wrote it: the column's value, z_i / scale_i */
    double shown = d->column[i] && d->scale[i] != 0.0 ? j->r.z[i] / d->scale[i] : j->r.z[i];
    table_format(zv, sizeof zv, shown, 6);
    table_format(wv, sizeof wv, j->r.w[i], 6);
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
            number_agrees(sheet_value(sheet_cell(h->p, d->zrow[i] + 1,
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
        int column = sheet_column(h->t, h->p, a->column);
        if (column >= 0 && sheet_student_cell(h->s, &h->s->rows[a->row], h->map, column))
            list_add(buf, size, a->column);
    }
}

/* After the LCP's last row: what the student's unknowns are, if not the
 * program's. */
void table_check_lcp_note(const sheet *h, const lcp_judgement *j)
{
    const table_row_lcp_data *d = j->d;
    char label[120], yours[400], affine[400];
    sheet_row_label(h->t, h->p, d->row + 1, label, sizeof label);
    if (j->verdict == UNKNOWNS_SATISFY) {
        fprintf(h->out, "  the LCP of %s has more than one solution; your values satisfy "
                           "it\n", label);
        if (j->r.solved)
            fprintf(h->out, "  (with its unknowns that are not in your table solved for "
                               "from yours)\n");
        affine_given(h, d, affine, sizeof affine);
        if (affine[0])
            fprintf(h->out, "  your %s: compared with the values your unknowns give\n",
                    affine);
        return;
    }
    sheet_row_label(h->t, h->p, differing_z(h, d, yours, sizeof yours) + 1, label, sizeof label);
    size_t used = strlen(yours); /* "lambda at l = 3" */
    snprintf(yours + used, sizeof yours - used, " at %s", label);
    if (j->verdict == UNKNOWNS_ROUNDING) {
        fprintf(h->out, "  your %s: each condition of its LCP holds within the rounding of "
                           "your digits, but %s (write more digits)\n", yours,
                j->r.unique ? "its only solution (M is a P-matrix) does not round to them"
                          : "no solution of it that rounds to them was found");
        return;
    }
    int missing = 0;
    for (int i = 0; i < d->n; i++)
        missing |= !j->r.given[i];
    int said[MAX_VIOLATIONS] = {0};
    for (int k = 0; k < j->r.count && k < MAX_VIOLATIONS; k++) {
        /* z_i w_i != 0 with a negative z_i or w_i is the same slip */
        int repeat = 0;
        for (int m = 0; m < k; m++)
            repeat |= said[m] && j->r.v[m].index == j->r.v[k].index;
        if (j->r.v[k].condition == LCP_NOT_COMPLEMENTARY && repeat)
            continue;
        say_violation(h->out, j, &j->r.v[k], yours);
        said[k] = 1;
    }
    if (missing)
        fprintf(h->out, "  (its unknowns that are not in your table: the program's values; "
                           "none that complete yours were found)\n");
}
