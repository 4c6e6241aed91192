/* planar_files.c: the twist profiles and pressure maps a student writes. */
#include "planar_files.h"
#include "number.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The numbers on a line (comments after '#' dropped): how many, at most max
 * into x; -1 when a word is not a finite number. */
static int line_numbers(char *line, double *x, int max)
{
    char *hash = strchr(line, '#'), *p = line, *end;
    if (hash != NULL)
        *hash = '\0';
    int n = 0;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == ',')
            p++;
        if (*p == '\0')
            return n;
        size_t length = strcspn(p, " \t\r\n,#");
        double value;
        if (number_read_double(p, length, &value) != NUMBER_OK || !isfinite(value))
            return -1;
        end = p + length;
        if (n < max)
            x[n] = value;
        n++;
        p = end;
    }
}

/* The knots freed; an empty profile. */
void planar_profile_free(planar_profile *p)
{
    free(p->k);
    p->k = NULL;
    p->n = 0;
}

/* Knots line by line, each after the one before. */
int planar_profile_read(FILE *in, const char *name, planar_profile *out, char *err, size_t size)
{
    char line[1024];
    int cap = 0, lineno = 0;
    out->n = 0;
    out->k = NULL;
    while (fgets(line, sizeof line, in) != NULL) {
        lineno++;
        double x[4];
        int n = line_numbers(line, x, 4);
        if (n == 0)
            continue;
        if (n != 4) {
            snprintf(err, size, "%s:%d: expected 4 numbers t vx vy omega, found %s", name, lineno,
                     n < 0 ? "a word that is not a number" : n < 4 ? "fewer" : "more");
            planar_profile_free(out);
            return -1;
        }
        if (out->n > 0 && !(x[0] > out->k[4 * (out->n - 1)])) {
            snprintf(err, size, "%s:%d: t = %g is not after the previous knot's t = %g", name,
                     lineno, x[0], out->k[4 * (out->n - 1)]);
            planar_profile_free(out);
            return -1;
        }
        if (out->n == cap) {
            cap = cap ? 2 * cap : 16;
            double *more = realloc(out->k, (size_t)cap * 4 * sizeof *more);
            if (more == NULL) {
                snprintf(err, size, "%s:%d: out of memory", name, lineno);
                planar_profile_free(out);
                return -1;
            }
            out->k = more;
        }
        memcpy(out->k + 4 * out->n++, x, sizeof x);
    }
    if (out->n == 0) {
        snprintf(err, size, "%s:%d: no knots (lines t vx vy omega)", name, lineno);
        return -1;
    }
    return 0;
}

/* [planar-profile] */
/* Held before the first knot and after the last, linear between. */
void planar_profile_twist(const planar_profile *p, double t, double v[3])
{
    const double *k = p->k;
    int last = p->n - 1;
    if (t <= k[0] || last == 0) {
        memcpy(v, k + (t <= k[0] ? 1 : 4 * last + 1), 3 * sizeof *v);
        return;
    }
    if (t >= k[4 * last]) {
        memcpy(v, k + 4 * last + 1, 3 * sizeof *v);
        return;
    }
    int lo = 0, hi = last; /* k[4 lo] <= t < k[4 hi] */
    while (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        if (k[4 * mid] <= t)
            lo = mid;
        else
            hi = mid;
    }
    double s = (t - k[4 * lo]) / (k[4 * hi] - k[4 * lo]);
    for (int c = 0; c < 3; c++)
        v[c] = k[4 * lo + 1 + c] + s * (k[4 * hi + 1 + c] - k[4 * lo + 1 + c]);
}
/* [/planar-profile] */

/* N rows of N weights, the first row giving N. */
int planar_pressure_read(FILE *in, const char *name, int *N, double **P, char *err, size_t size)
{
    char line[65536];
    int lineno = 0, rows = 0, n = 0;
    double *x = NULL;
    while (fgets(line, sizeof line, in) != NULL) {
        lineno++;
        int count = line_numbers(line, NULL, 0);
        if (count == 0)
            continue;
        if (rows == 0) {
            n = count;
            x = count > 0 ? malloc((size_t)n * (size_t)n * sizeof *x) : NULL;
        }
        if (count != n || x == NULL || rows >= n) {
            snprintf(err, size, "%s:%d: %s", name, lineno,
                     count < 0 ? "a word that is not a number"
                     : x == NULL ? "out of memory"
                     : rows >= n ? "more rows than the first row has weights"
                                 : "this row has a different number of weights than the first");
            free(x);
            return -1;
        }
        /* parse again, now into the row (line_numbers cut the comment) */
        line_numbers(line, x + (size_t)rows * (size_t)n, n);
        for (int i = 0; i < n; i++)
            if (x[(size_t)rows * (size_t)n + (size_t)i] < 0.0) {
                snprintf(err, size, "%s:%d: weight %d is negative", name, lineno, i + 1);
                free(x);
                return -1;
            }
        rows++;
    }
    if (rows == 0 || rows != n) {
        snprintf(err, size, "%s:%d: %d rows of %d weights: a map is N rows of N", name, lineno,
                 rows, n);
        free(x);
        return -1;
    }
    *N = n;
    *P = x;
    return 0;
}
