/* lcp_io.c: read an LCP in the simple text format or Siconos' .dat format.
 *
 * The text is cut into tokens (runs of non-blank characters outside '#'
 * comments), each with its line; the format is decided from the tokens
 * (see lcp_io.h), then every number is read once by number.h's reader,
 * correctly rounded; each number's text is kept for the exact solvers. */
#define _POSIX_C_SOURCE 200809L

#include "lcp_io.h"
#include "textfile.h"

#include "number.h"
#include "table.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* 16 bytes: a file of n = 200 holds 40 000 of them. */
typedef struct {
    const char *start;
    uint32_t length;
    int line;
} token;

typedef struct {
    token *tokens;
    size_t count, capacity;
    int last_line; /* the line the file ends on */
} token_list;

/* Where messages go, and the text: tokens point into base; own is the
 * reader's copy of the same bytes (one more for a final '\0'), which the
 * data keep for the numbers' texts. */
typedef struct {
    const char *name;
    char *err;
    size_t err_size;
    const char *base;
    char *own;
    int no_memory; /* the error is out of memory */
} reader;

/* The longest part of a token quoted in a message. */
enum { QUOTE_MAX = 32 };

/* Write "NAME:LINE: message" into the error buffer; always returns -1. */
static int fail(const reader *r, int line, const char *fmt, ...)
{
    char message[400];
    va_list args;
    va_start(args, fmt);
    vsnprintf(message, sizeof message, fmt, args);
    va_end(args);
    if (r->err && r->err_size > 0)
        snprintf(r->err, r->err_size, "%s:%d: %s", r->name, line, message);
    return -1;
}

/* Out of memory for a problem of size n: said, and remembered; -1. */
static int no_memory(reader *r, int n)
{
    r->no_memory = 1;
    return fail(r, 1, "out of memory for n = %d", n);
}

/* A token as text for a message: at most QUOTE_MAX characters, then "...",
 * with bytes that are not printable ASCII written as \xNN. */
static void quote(const char *s, size_t length, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < length && i < QUOTE_MAX && used + 5 < size; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f)
            buf[used++] = (char)c;
        else
            used += (size_t)snprintf(buf + used, size - used, "\\x%02x", c);
        buf[used] = '\0';
    }
    if (length > QUOTE_MAX && used + 4 < size)
        strcpy(buf + used, "...");
}

/* ---------------------------------------------------------------- tokens */

/* Blank characters separate tokens; '\n' also ends a comment. */
static int is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Does the character end a token (a blank or '#')?  By table: the
 * tokenizer asks this of every byte of the file. */
static int ends_token(char c)
{
    static const unsigned char ends[256] = {[' '] = 1, ['\t'] = 1, ['\n'] = 1, ['\r'] = 1,
                                            ['\v'] = 1, ['\f'] = 1, ['#'] = 1};
    return ends[(unsigned char)c];
}

/* Might one of the 8 bytes at s end a token?  0 only when none is a byte
 * below '!' (the blanks and other control bytes) or '#': a word at a time
 * over the long tokens of numbers written with 17 digits. */
static int eight_end_token(const char *s)
{
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    uint64_t v;
    memcpy(&v, s, sizeof v);
    uint64_t hash = v ^ (ones * '#');
    uint64_t below = (v - ones * '!') & ~v & highs; /* some byte < '!' */
    uint64_t is_hash = (hash - ones) & ~hash & highs;   /* some byte == '#' */
    return (below | is_hash) != 0;
}

/* Append a token, growing the list; -1 when memory runs out. */
static int push_token(token_list *list, const char *start, size_t length, int line)
{
    if (length > UINT32_MAX)
        return -1; /* a token of 4 GB: memory would run out first */
    if (list->count == list->capacity) {
        size_t capacity = list->capacity ? 2 * list->capacity : 64;
        if (capacity > (size_t)-1 / sizeof(token))
            return -1;
        token *grown = realloc(list->tokens, capacity * sizeof(token));
        if (!grown)
            return -1;
        list->tokens = grown;
        list->capacity = capacity;
    }
    list->tokens[list->count++] = (token){start, (uint32_t)length, line};
    return 0;
}

/* Cut text into tokens; comments run from '#' to the end of the line. */
static int tokenize(const char *text, size_t length, token_list *list)
{
    int line = 1;
    size_t i = 0;
    /* Room for numbers of 8 characters on average, grown if need be. */
    size_t guess = length / 8 + 64;
    list->tokens = guess < (size_t)-1 / sizeof(token) ? malloc(guess * sizeof(token)) : NULL;
    list->capacity = list->tokens ? guess : 0;
    while (i < length) {
        char c = text[i];
        if (c == '\n' && line < INT_MAX)
            line++;
        if (is_blank(c)) {
            i++;
        } else if (c == '#') {
            while (i < length && text[i] != '\n')
                i++;
        } else {
            size_t start = i;
            while (length - i >= 8 && !eight_end_token(text + i))
                i += 8;
            while (i < length && !ends_token(text[i]))
                i++;
            if (push_token(list, text + start, i - start, line) != 0)
                return -1;
        }
    }
    /* A final newline ends the last line rather than starting a new one. */
    list->last_line = (length > 0 && text[length - 1] == '\n' && line > 1) ? line - 1 : line;
    return 0;
}

/* ---------------------------------------------------------------- numbers */

/* Check one number (number.h); on success *value holds it and why is
 * untouched, otherwise why says what is wrong (without a location).  For
 * NaN and Inf the message names which (NaN, Inf) followed by context, what
 * must be finite; with context NULL it says only that the number is not
 * finite.  -2 when memory ran out, else -1. */
static int check_number(const char *s, size_t length, double *value, const char *context,
                        char *why, size_t why_size)
{
    number_status status = number_read_double(s, length, value);
    if (status == NUMBER_OK)
        return 0;
    char problem[160], shown[QUOTE_MAX * 4 + 8];
    quote(s, length, shown, sizeof shown);
    snprintf(why, why_size, "'%s' %s", shown,
             number_problem(status, context, problem, sizeof problem));
    return status == NUMBER_NO_MEMORY ? -2 : -1;
}

/* Parse one number as the reader does. */
int lcp_parse_number(const char *text, double *value, char *err, size_t err_size)
{
    char why[400];
    int status = check_number(text, strlen(text), value, NULL, why, sizeof why);
    if (status != 0 && err && err_size > 0)
        snprintf(err, err_size, "%s", why);
    return status;
}

/* Check a token as a number, reporting "NAME:LINE: why" with a suffix. */
static int token_number(reader *r, const token *t, double *value, const char *suffix)
{
    char why[400];
    int status = check_number(t->start, t->length, value, "M and q must be finite numbers",
                              why, sizeof why);
    if (status == 0)
        return 0;
    r->no_memory = status == -2;
    return fail(r, t->line, "%s%s", why, suffix);
}

/* Is the token a plain integer ([+-]digits, number_read_integer)?  Its
 * value, saturated at the limits of a long (so that huge n and header
 * numbers compare as large), goes to *value. */
static int token_integer(const token *t, long *value)
{
    return number_read_integer(t->start, t->length, value) != NUMBER_NOT_A_NUMBER;
}

/* Is the token the integer v? */
static int token_is(const token *t, long v)
{
    long x;
    return token_integer(t, &x) && x == v;
}

/* ---------------------------------------------------------------- data */

/* Where entry k of M (row-major) sits among the n*n numbers of the file:
 * the same place, or for column-by-column storage row k / n, column k mod n
 * at k mod n * n + k / n.  The transpose is its own inverse: the same map
 * also takes the file's k-th number to its place in M. */
static size_t file_index(size_t k, int n, int column_major)
{
    size_t un = (size_t)n;
    return column_major ? (k % un) * un + k / un : k;
}

/* Pointers to the texts of the count tokens t, in M's row-major order
 * (file_index with n and column_major; column_major 0: the file's order),
 * inside the reader's own copy of the file (base is where the tokens were
 * cut, own the same bytes, one longer), each ended in place by a '\0'
 * where its blank, '#' or the end was. */
static char **texts_in_place(const token *t, size_t count, int n, int column_major,
                             const char *base, char *own)
{
    char **texts = malloc((count > 0 ? count : 1) * sizeof *texts);
    if (!texts)
        return NULL;
    for (size_t k = 0; k < count; k++) {
        const token *tk = &t[file_index(k, n, column_major)];
        texts[k] = own + (tk->start - base);
        texts[k][tk->length] = '\0';
    }
    return texts;
}

/* Empty the data. */
void lcp_data_free(lcp_data *d)
{
    if (!d)
        return;
    free(d->M);
    free(d->q);
    free(d->M_text);
    free(d->q_text);
    free(d->text);
    *d = (lcp_data){0};
}

/* Check every token as a number, in file order, so that the first bad one
 * is reported (suffix is added to the message).  The first n*n values go
 * to M (row-major: the file's order or its transpose), the next n to q,
 * any more nowhere: they are only checked. */
static int check_numbers(reader *r, const token *t, size_t count, const char *suffix,
                         int n, int column_major, double *M, double *q)
{
    size_t un = (size_t)n, nn = un * un;
    double extra;
    for (size_t k = 0; k < count; k++) {
        double *to = k >= nn + un ? &extra : k >= nn ? &q[k - nn]
                                            : &M[file_index(k, n, column_major)];
        if (token_number(r, &t[k], to, suffix) != 0)
            return -1;
    }
    return 0;
}

/* Check the count numbers t into M and q and, when they are the n*n + n
 * wanted, keep their texts; 1 when they are all numbers but too few or
 * too many (the caller's message), -1 after a message. */
static int read_numbers(reader *r, lcp_data *d, int n, const token *t, size_t count,
                        const char *suffix, int column_major)
{
    size_t nn = (size_t)n * (size_t)n, want = nn + (size_t)n;
    d->n = n;
    d->M = malloc(nn * sizeof(double));
    d->q = malloc((size_t)n * sizeof(double));
    if (!d->M || !d->q)
        return no_memory(r, n);
    if (check_numbers(r, t, count, suffix, n, column_major, d->M, d->q) != 0)
        return -1;
    if (count != want)
        return 1;
    d->M_text = texts_in_place(t, nn, n, column_major, r->base, r->own);
    d->q_text = texts_in_place(t + nn, (size_t)n, n, 0, r->base, r->own);
    if (!d->M_text || !d->q_text)
        return no_memory(r, n);
    return 0;
}

/* ---------------------------------------------------------------- simple format */

/* M laid out one row per line, with k != n entries on every line but the
 * last: "M has k entries per line but n = ...". */
static int rows_not_square(reader *r, const token *t, size_t count, int n)
{
    size_t lines = 0, first_count = 0, k = 0;
    int same = 1;
    for (size_t start = 0; start < count;) {
        size_t end = start;
        while (end < count && t[end].line == t[start].line)
            end++;
        if (end < count) { /* a line of M (the last line holds q) */
            if (lines == 0)
                first_count = end - start;
            same = same && end - start == first_count;
        }
        lines++;
        start = end;
    }
    k = first_count;
    size_t wanted_rows = n < 2 ? 1 : 2;
    if (lines < 2 || !same || k < 2 || k == (size_t)n || lines - 1 < wanted_rows)
        return 0;
    fail(r, t[0].line, "M has %zu entries per line but n = %d: M must be n x n (%d x %d)", k,
         n, n, n);
    return 1;
}

/* n, then M row by row, then q. */
static int read_simple(reader *r, const token_list *list, int n, lcp_data *d)
{
    const token *t = list->tokens + 1;
    size_t count = list->count - 1, want = (size_t)n * (size_t)n + (size_t)n;
    int status = read_numbers(r, d, n, t, count, "", 0);
    if (status <= 0)
        return status;
    if (rows_not_square(r, t, count, n))
        return -1;
    if (count < want)
        return fail(r, list->last_line,
                    "expected n*n + n = %zu numbers after n = %d (M is %d x %d, q has %d), "
                    "found %zu",
                    want, n, n, n, n, count);
    return fail(r, t[want].line,
                "too many numbers: expected n*n + n = %zu after n = %d (M is %d x %d, "
                "q has %d), found %zu",
                want, n, n, n, n, count);
}

/* ---------------------------------------------------------------- Siconos format */

/* The header after n: storage type 0, then rows and columns twice, all n. */
static int siconos_header(reader *r, const token_list *list, int n)
{
    static const char *const what[] = {"rows", "columns", "rows", "columns"};
    const token *t = list->tokens;
    char shown[QUOTE_MAX * 4 + 8];
    if (list->count < 2)
        return fail(r, list->last_line, "Siconos header: expected the storage type after n");
    quote(t[1].start, t[1].length, shown, sizeof shown);
    if (token_is(&t[1], 1))
        return fail(r, t[1].line, "sparse storage is not supported (storage type 1): "
                                  "only dense storage (0) is");
    if (!token_is(&t[1], 0))
        return fail(r, t[1].line, "Siconos storage type must be 0 (dense), got '%s'", shown);
    for (size_t k = 2; k < 6; k++) {
        if (k >= list->count)
            return fail(r, list->last_line,
                        "Siconos header: expected n 0 n n n n (n, storage type 0, then "
                        "rows and columns twice), found only %zu numbers",
                        list->count);
        quote(t[k].start, t[k].length, shown, sizeof shown);
        if (!token_is(&t[k], n))
            return fail(r, t[k].line, "Siconos header gives M '%s' %s but n = %d: M must be "
                                      "n x n", shown, what[k - 2], n);
    }
    return 0;
}

/* n 0 n n n n, then M column by column, then q; the rest is a comment. */
static int read_siconos(reader *r, const token_list *list, int n, lcp_data *d)
{
    if (siconos_header(r, list, n) != 0)
        return -1;
    const token *t = list->tokens + 6;
    size_t count = list->count - 6, nn = (size_t)n * (size_t)n, want = nn + (size_t)n;
    char suffix[160];
    snprintf(suffix, sizeof suffix,
             " (expected n*n + n = %zu numbers after the Siconos header: M is %d x %d, "
             "column by column, q has %d)",
             want, n, n, n);
    size_t checked = count < want ? count : want;
    int status = read_numbers(r, d, n, t, checked, suffix, 1);
    if (status < 0)
        return -1;
    if (status > 0)
        return fail(r, list->last_line,
                    "expected n*n + n = %zu numbers after the Siconos header n 0 n n n n "
                    "(M is %d x %d, column by column, q has %d), found %zu",
                    want, n, n, n, count);
    d->siconos = 1;
    return status;
}

/* ---------------------------------------------------------------- the reader */

/* The first token: n, a positive integer no larger than LCP_IO_MAX_N. */
static int read_n(reader *r, const token_list *list, int *n)
{
    if (list->count == 0)
        return fail(r, list->last_line, "no data (the file is empty or holds only comments): "
                                        "expected n, the size of the problem");
    const token *t = &list->tokens[0];
    char shown[QUOTE_MAX * 4 + 8];
    long v;
    quote(t->start, t->length, shown, sizeof shown);
    if (!token_integer(t, &v) || v < 1)
        return fail(r, t->line, "expected n, the size of the problem (a positive integer), "
                                "got '%s'", shown);
    if (v > LCP_IO_MAX_N)
        return fail(r, t->line, "n = %s is too large: this reader takes n <= %d", shown,
                    LCP_IO_MAX_N);
    *n = (int)v;
    return 0;
}

/* Does the name end in ".dat" (any case)? */
static int has_dat_extension(const char *name)
{
    size_t length = strlen(name);
    if (length < 4)
        return 0;
    const char *e = name + length - 4;
    return e[0] == '.' && (e[1] | 0x20) == 'd' && (e[2] | 0x20) == 'a' && (e[3] | 0x20) == 't';
}

/* Which format to read (lcp_io.h): 1 for Siconos, 0 for the simple one. */
static int is_siconos(const token_list *list, int n, const char *name)
{
    const token *t = list->tokens;
    size_t after = list->count - 1, want = (size_t)n * (size_t)n + (size_t)n;
    int header = list->count >= 6 && token_is(&t[2], n) && token_is(&t[3], n) &&
                 token_is(&t[4], n) && token_is(&t[5], n);
    int dense = header && token_is(&t[1], 0), sparse = header && token_is(&t[1], 1);
    int storage = list->count >= 2 && (token_is(&t[1], 0) || token_is(&t[1], 1));
    if (after == want)
        return 0; /* the simple format fits */
    if (dense && after - 5 >= want)
        return 1; /* Siconos' format fits */
    return dense || sparse || (has_dat_extension(name) && (storage || header));
}

/* Read the text held in own (length bytes and room for one more), which
 * the data keep on success and which is freed otherwise. */
static int read_owned(char *own, size_t length, const char *name, lcp_data *d, char *err,
                      size_t err_size)
{
    reader r = {.name = name ? name : "input", .err = err, .err_size = err_size,
                .base = own, .own = own};
    const char *text = own;
    token_list list = {0};
    int n = 0, status;
    *d = (lcp_data){0};
    if (err && err_size > 0)
        err[0] = '\0';
    if (tokenize(text, length, &list) != 0) {
        free(list.tokens);
        free(own);
        fail(&r, 1, "out of memory");
        return LCP_IO_NO_MEMORY;
    }
    status = read_n(&r, &list, &n);
    if (status == 0)
        status = is_siconos(&list, n, r.name) ? read_siconos(&r, &list, n, d)
                                              : read_simple(&r, &list, n, d);
    free(list.tokens);
    if (status == 0)
        d->text = own;
    else
        free(own);
    if (status != 0)
        lcp_data_free(d);
    return status != 0 && r.no_memory ? LCP_IO_NO_MEMORY : status;
}

/* Read from memory: a copy of the text is kept for the numbers' texts. */
int lcp_read_text(const char *text, size_t length, const char *name, lcp_data *d, char *err,
                  size_t err_size)
{
    char *own = malloc(length + 1);
    *d = (lcp_data){0};
    if (!own) {
        reader r = {.name = name ? name : "input", .err = err, .err_size = err_size};
        fail(&r, 1, "out of memory");
        return LCP_IO_NO_MEMORY;
    }
    memcpy(own, text, length);
    own[length] = '\0';
    length = textfile_drop_bom(own, length);
    return read_owned(own, length, name, d, err, err_size);
}

/* Read a file, or standard input for "-" (textfile.h: a directory is
 * refused, a byte order mark dropped). */
int lcp_read_file(const char *path, lcp_data *d, char *err, size_t err_size)
{
    size_t length = 0;
    *d = (lcp_data){0};
    char *text = textfile_read(path, &length, err, err_size);
    if (!text)
        return errno == ENOMEM ? LCP_IO_NO_MEMORY : -1;
    return read_owned(text, length, strcmp(path, "-") == 0 ? "stdin" : path, d, err, err_size);
}

/* One row of numbers, shortest round-trip decimals, blank-separated. */
static void write_row(FILE *out, const double *x, int count)
{
    char buf[40];
    for (int i = 0; i < count; i++) {
        table_format_exact(buf, sizeof buf, x[i]);
        fprintf(out, "%s%s", buf, i + 1 < count ? " " : "\n");
    }
}

/* The comment as '#' lines, one per '\n'. */
static void write_comment(FILE *out, const char *comment)
{
    for (const char *c = comment; c && *c;) {
        size_t length = strcspn(c, "\n");
        fprintf(out, "# %.*s\n", (int)length, c);
        c += length + (c[length] == '\n');
    }
}

/* The comment, n, M row by row, q. */
void lcp_write(FILE *out, const lcp_problem *p, const char *comment)
{
    write_comment(out, comment);
    fprintf(out, "%d\n", p->n);
    for (int i = 0; i < p->n; i++)
        write_row(out, p->M + (size_t)i * p->n, p->n);
    write_row(out, p->q, p->n);
}

/* lcp_write with one dense row of M at a time. */
int lcp_write_sparse(FILE *out, const sparse_matrix *M, const double *q, const char *comment)
{
    int n = M->n;
    double *row = calloc((size_t)(n > 0 ? n : 1), sizeof *row);
    if (!row)
        return -1;
    write_comment(out, comment);
    fprintf(out, "%d\n", n);
    for (int i = 0; i < n; i++) {
        for (int e = M->start[i]; e < M->start[i + 1]; e++)
            row[M->col[e]] = M->val[e];
        write_row(out, row, n);
        for (int e = M->start[i]; e < M->start[i + 1]; e++)
            row[M->col[e]] = 0.0;
    }
    write_row(out, q, n);
    free(row);
    return 0;
}
