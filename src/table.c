/* table.c: plain whitespace-separated tables with a header row. */
#include "table.h"

#include "format.h"
#include "number.h"

#include <stdlib.h>
#include <string.h>

#include <math.h>

/* Compare this table instead of printing it. */
void table_compare_with(table *t, table_compare_fn compare, void *user)
{
    t->compare = compare;
    t->compare_user = compare ? user : NULL;
}

/* realloc that marks the table when memory runs out (p then stays). */
static void *grow(table *t, void *p, size_t size)
{
    void *q = realloc(p, size ? size : 1);
    if (!q)
        t->no_memory = 1;
    return q;
}

/* A copy of text (length bytes), or NULL with the table marked. */
static char *copy_text(table *t, const char *text, size_t length)
{
    char *copy = grow(t, NULL, length + 1);
    if (copy) {
        memcpy(copy, text, length);
        copy[length] = '\0';
    }
    return copy;
}

/* A block of the kept cells' texts, one after another, each ended by its
 * NUL; blocks are never moved, so a cell's text stays where it is. */
struct table_text_block {
    table_text_block *older; /* the block before, or NULL */
    size_t used, size;       /* bytes of text taken, of text there is room for */
    char text[];
};

/* The smallest and the largest size of a new block (a text longer than
 * the largest gets a block of its own length). */
#define TEXT_BLOCK_MIN 4096
#define TEXT_BLOCK_MAX (1u << 20)

/* The bytes a block has after its size, zeros, so that a text at its end
 * can be read a whole word at a time past its NUL (put_cell). */
#define TEXT_SLACK 16

/* Room for room bytes at the end of the newest block (a new block, twice
 * the last one's size up to TEXT_BLOCK_MAX, when it is short), not taken
 * yet; NULL with the table marked when memory runs out (or had). */
static char *text_room(table *t, size_t room)
{
    table_text_block *b = t->text;
    if (t->no_memory)
        return NULL;
    if (!b || b->size - b->used < room) {
        size_t size = b ? 2 * b->size : TEXT_BLOCK_MIN;
        if (size > TEXT_BLOCK_MAX)
            size = TEXT_BLOCK_MAX;
        if (size < room)
            size = room;
        table_text_block *n = calloc(1, sizeof *n + size + TEXT_SLACK);
        if (!n) {
            t->no_memory = 1;
            return NULL;
        }
        *n = (table_text_block){.older = b, .size = size};
        t->text = b = n;
    }
    return b->text + b->used;
}

/* Let go of the kept cells' texts: the older blocks freed, the newest
 * emptied for the next cells (all freed too when all is true). */
static void release_texts(table *t, int all)
{
    table_text_block *b = t->text;
    if (!b)
        return;
    for (table_text_block *older = b->older, *next; older; older = next) {
        next = older->older;
        free(older);
    }
    b->older = NULL;
    b->used = 0;
    if (all) {
        free(b);
        t->text = NULL;
    }
}

/* Keep one cell's text (length bytes and a NUL: copied to the newest
 * block, unless it is already at its end, text_room's) and value (text
 * NULL: end of row); nothing once memory has run out. */
static void keep(table *t, const char *text, size_t length, double value)
{
    if (t->no_memory)
        return;
    if (t->count == t->capacity) {
        size_t capacity = t->capacity ? 2 * t->capacity : 64;
        table_cell *cells = grow(t, t->cells, capacity * sizeof *t->cells);
        if (cells)
            t->cells = cells;
        unsigned *lengths = cells ? grow(t, t->lengths, capacity * sizeof *t->lengths) : NULL;
        if (!lengths)
            return;
        t->lengths = lengths;
        t->capacity = capacity;
    }
    char *copy = NULL;
    if (text) {
        int in_place = t->text && text == t->text->text + t->text->used;
        if (!in_place && !(copy = text_room(t, length + 1)))
            return;
        if (in_place)
            copy = (char *)text;
        else {
            memcpy(copy, text, length);
            copy[length] = '\0';
        }
        t->text->used += length + 1;
    }
    t->lengths[t->count] = (unsigned)length;
    t->cells[t->count++] = (table_cell){copy, value};
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

/* One cell (length bytes) with its value (NAN for a word); its column
 * widens to fit it. */
static void cell(table *t, const char *text, size_t length, double value)
{
    int w = (int)length;
    if (t->column < t->columns && w > t->width[t->column])
        t->width[t->column] = w;
    keep(t, text, length, value);
    t->column++;
}

/* A word cell. */
void table_text(table *t, const char *text)
{
    cell(t, text, strlen(text), NAN);
}

/* %.*g (format.h: printf's bytes, faster), with -0 printed as 0; the
 * length of the whole text, as snprintf's. */
int table_format(char *buf, size_t size, double value, int digits)
{
    if (value == 0.0)
        value = 0.0; /* turns -0 into +0 */
    return format_g(buf, size, value, digits);
}

/* The fewest digits from 15 on that read back (number.h) as value. */
void table_format_exact(char *buf, size_t size, double value)
{
    /* 17 significant digits always round-trip; fewer often do. */
    for (int digits = 15; digits <= 17; digits++) {
        double back;
        table_format(buf, size, value, digits);
        if (number_read_double(buf, strlen(buf), &back) == NUMBER_OK && back == value)
            return;
    }
}

/* A number cell. */
void table_num(table *t, double value)
{
    char local[40], *buf = text_room(t, sizeof local); /* formatted in place */
    if (!buf)
        buf = local;
    int length = table_format(buf, sizeof local, value, t->digits);
    cell(t, buf, length < (int)sizeof local ? (size_t)length : strlen(buf), value);
}

/* 0 when |value| is within TABLE_NOISE of scale. */
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
    char local[24], *buf = text_room(t, sizeof local); /* formatted in place */
    if (!buf)
        buf = local;
    int length = format_long(buf, sizeof local, value);
    cell(t, buf, (size_t)length, (double)value);
}

/* Text on its way to a table's stream: gathered here and written a
 * buffer at a time (one fwrite, not a call per cell). */
typedef struct {
    FILE *out;
    size_t used;
    char buf[8192];
} text_out;

/* Write what is gathered. */
static void flush_text(text_out *w)
{
    if (w->used)
        fwrite(w->buf, 1, w->used, w->out);
    w->used = 0;
}

/* Add n bytes of text (a text longer than the buffer goes out at once). */
static void put_text(text_out *w, const char *text, size_t n)
{
    if (n > sizeof w->buf - w->used) {
        flush_text(w);
        if (n > sizeof w->buf) {
            fwrite(text, 1, n, w->out);
            return;
        }
    }
    memcpy(w->buf + w->used, text, n);
    w->used += n;
}

/* Sixteen spaces, and a NUL. */
static const char spaces[] = "                ";

/* Add n spaces. */
static void put_spaces(text_out *w, size_t n)
{
    for (; n > sizeof spaces - 1; n -= sizeof spaces - 1)
        put_text(w, spaces, sizeof spaces - 1);
    put_text(w, spaces, n);
}

/* Add pad spaces and a cell's text (length bytes, in a block of kept
 * texts): a short one in copies of 16 bytes, whose constant size the
 * compiler turns into a few loads and stores, not a call of memcpy (as
 * WebAssembly has it); they may write up to 15 bytes past the end (the
 * buffer's room for them is asked for) and read as far past the text's
 * end (its block has TEXT_SLACK bytes after its size). */
static void put_cell(text_out *w, size_t pad, const char *text, size_t length)
{
    if (pad + length + TEXT_SLACK > sizeof w->buf - w->used) {
        flush_text(w);
        if (pad + length + TEXT_SLACK > sizeof w->buf) { /* a long one: as it is */
            put_spaces(w, pad);
            put_text(w, text, length);
            return;
        }
    }
    char *p = w->buf + w->used;
    for (size_t i = 0; i < pad; i += 16)
        memcpy(p + i, spaces, 16);
    for (size_t i = 0; i < length; i += 16)
        memcpy(p + pad + i, text + i, 16);
    w->used += pad + length;
}

/* Print the kept rows, each cell right-aligned to its column's width so
 * far (widths only grow) after a space (none before a row's first), and
 * let go of their cells. */
static void print_kept(table *t)
{
    text_out w = {.out = t->out};
    int column = 0;
    for (size_t i = 0; i < t->count; i++) {
        const char *text = t->cells[i].text;
        if (!text) {
            put_text(&w, "\n", 1);
            column = 0;
            continue;
        }
        size_t length = t->lengths[i];
        size_t width = column < t->columns ? (size_t)t->width[column] : 0;
        put_cell(&w, (column ? 1 : 0) + (width > length ? width - length : 0), text, length);
        column++;
    }
    flush_text(&w);
    t->count = 0;
    release_texts(t, 0);
}

/* Finish the row; unless a check keeps the table, every TABLE_BLOCK rows
 * go out (aligned to the widths so far), so memory does not grow with the
 * run. */
void table_end_row(table *t)
{
    keep(t, NULL, 0, NAN);
    t->column = 0;
    t->rows++;
    if (!t->compare && !t->no_memory && t->rows % TABLE_BLOCK == 0)
        print_kept(t);
}

/* The i-th word of columns (at *at, advanced past it) as a new string, or
 * NULL for "-" or no word (or out of memory, the table marked). */
static char *next_column(table *t, const char **at)
{
    const char *c = *at;
    size_t length = strcspn(c, " ");
    char *name = NULL;
    if (length > 0 && !(length == 1 && *c == '-'))
        name = copy_text(t, c, length);
    c += length;
    *at = c + strspn(c, " ");
    return name;
}

/* Is d the same LCP as p, z, attached to this row or the one before, with
 * none of the unknowns that columns names named yet? */
static int continues(table *t, const table_row_lcp_data *d, int row, const lcp_problem *p,
                     const double *z, const char *columns)
{
    size_t n = (size_t)p->n;
    if (d->n != p->n || d->last_row < row - 1 || memcmp(d->M, p->M, n * n * sizeof *d->M) ||
        memcmp(d->q, p->q, n * sizeof *d->q) || memcmp(d->z, z, n * sizeof *d->z))
        return 0;
    for (int i = 0; i < p->n; i++) {
        char *name = next_column(t, &columns);
        int taken = name && d->column[i];
        free(name);
        if (taken)
            return 0;
    }
    return 1;
}

/* A new kept LCP: the problem and the program's z copied, no column yet;
 * NULL (the table marked) when memory runs out. */
static table_row_lcp_data *new_lcp(table *t, const lcp_problem *p, const double *z)
{
    if (t->lcp_count == t->lcp_capacity) {
        int capacity = t->lcp_capacity ? 2 * t->lcp_capacity : 16;
        table_row_lcp_data *grown = grow(t, t->lcps, (size_t)capacity * sizeof *t->lcps);
        if (!grown)
            return NULL;
        t->lcps = grown;
        t->lcp_capacity = capacity;
    }
    size_t n = (size_t)p->n;
    table_row_lcp_data d = {.row = t->rows - 1, .n = p->n};
    d.M = grow(t, NULL, (n * n + 3 * n) * sizeof *d.M);
    d.column = grow(t, NULL, n * sizeof *d.column);
    d.zrow = grow(t, NULL, n * sizeof *d.zrow);
    if (!d.M || !d.column || !d.zrow) {
        free(d.M);
        free(d.column);
        free(d.zrow);
        return NULL;
    }
    d.q = d.M + n * n;
    d.z = d.q + n;
    d.scale = d.z + n;
    memcpy(d.M, p->M, n * n * sizeof *d.M);
    memcpy(d.q, p->q, n * sizeof *d.q);
    memcpy(d.z, z, n * sizeof *d.z);
    for (size_t i = 0; i < n; i++) {
        d.scale[i] = 1.0;
        d.column[i] = NULL;
        d.zrow[i] = -1;
    }
    t->lcps[t->lcp_count] = d;
    return &t->lcps[t->lcp_count++];
}

/* Keep the row's LCP and the cells of its z (check mode only); a row that
 * continues the previous row's LCP adds its cells to it. */
void table_row_lcp(table *t, const lcp_problem *p, const double *z, const char *columns,
                   const double *scale)
{
    if (!t->compare || t->no_memory)
        return;
    int row = t->rows - 1;
    table_row_lcp_data *d = t->lcp_count > 0 ? &t->lcps[t->lcp_count - 1] : NULL;
    if (!d || !continues(t, d, row, p, z, columns))
        d = new_lcp(t, p, z);
    if (!d)
        return;
    d->last_row = row;
    for (int i = 0; i < p->n; i++) {
        char *name = next_column(t, &columns);
        if (!name)
            continue;
        free(d->column[i]);
        d->column[i] = name;
        d->zrow[i] = row;
        d->scale[i] = scale ? scale[i] : 1.0;
    }
}

/* Keep a column of the row that is affine in its LCP's z (check mode). */
void table_row_lcp_affine(table *t, const char *column, const double *a, double b)
{
    int row = t->rows - 1;
    if (!t->compare || t->no_memory || t->lcp_count == 0 ||
        t->lcps[t->lcp_count - 1].last_row != row)
        return;
    table_row_lcp_data *d = &t->lcps[t->lcp_count - 1];
    table_lcp_affine *grown =
        grow(t, d->affine, (size_t)(d->affine_count + 1) * sizeof *d->affine);
    if (!grown)
        return;
    d->affine = grown;
    table_lcp_affine f = {.row = row, .b = b};
    f.column = copy_text(t, column, strlen(column));
    f.a = grow(t, NULL, (size_t)d->n * sizeof *f.a);
    if (!f.column || !f.a) {
        free(f.column);
        free(f.a);
        return;
    }
    memcpy(f.a, a, (size_t)d->n * sizeof *f.a);
    d->affine[d->affine_count++] = f;
}

/* Free every kept cell and LCP. */
static void table_free(table *t)
{
    release_texts(t, 1);
    free(t->cells);
    free(t->lengths);
    t->cells = NULL;
    t->lengths = NULL;
    t->count = t->capacity = 0;
    for (int k = 0; k < t->lcp_count; k++) {
        for (int i = 0; i < t->lcps[k].n; i++)
            free(t->lcps[k].column[i]);
        for (int f = 0; f < t->lcps[k].affine_count; f++) {
            free(t->lcps[k].affine[f].column);
            free(t->lcps[k].affine[f].a);
        }
        free(t->lcps[k].affine);
        free(t->lcps[k].column);
        free(t->lcps[k].zrow);
        free(t->lcps[k].M);
    }
    free(t->lcps);
    t->lcps = NULL;
    t->lcp_count = t->lcp_capacity = 0;
}

/* Print the rows still kept (or, while checking, compare the whole table
 * with the student's), then free the cells; out of memory, a message in
 * place of the rest of the table. */
int table_end(table *t)
{
    if (t->column > 0)
        table_end_row(t);
    int status = 0;
    if (t->no_memory) {
        fflush(t->out);
        fputs("table: out of memory\n", stderr);
        status = TABLE_NO_MEMORY;
    } else if (t->compare) {
        t->compare(t->compare_user, t);
    } else {
        print_kept(t);
    }
    table_free(t);
    return status;
}
