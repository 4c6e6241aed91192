/* lemke_ratio.c: the ratio test of the revised Lemke method: Harris' two
 * passes, ties broken lexicographically (lemke_ratio.h). */
#include "lemke_ratio.h"

#include "linalg.h"

#include <math.h>

/* The least pivot, relative to the entering column's largest entry (and
 * never below the caller's pivot_tol). */
static const double PIVOT_REL = 1e-9;
/* Two pivots, or two entries of the tie-breaking rows, are equal to within
 * this, relative. */
static const double LEX_TOL = 1e-9;

/* Harris' pass 1: the least (x_p + delta) / d_p over pivots d_p > tau,
 * or 0 if that is negative (a value already below -delta: the step is 0,
 * and no value goes further below); INFINITY when no entry qualifies (a
 * ray). */
static double harris_bound(const lemke_ratio *s, double tau, double delta)
{
    double theta = INFINITY;
    for (int p = 0; p < s->n; p++)
        if (s->d[p] > tau)
            theta = fmin(theta, (s->x[p] + delta) / s->d[p]);
    return fmax(theta, 0.0);
}

/* Harris' pass 2: the rows within the bound (max(x_p, 0) / d_p <= theta)
 * into s->tied; returns how many. */
static int harris_candidates(lemke_ratio *s, double tau, double theta)
{
    int count = 0;
    for (int p = 0; p < s->n; p++)
        if (s->d[p] > tau && fmax(s->x[p], 0.0) / s->d[p] <= theta)
            s->tied[count++] = p;
    return count;
}

/* Are a and b equal to within LEX_TOL of scale? */
static int nearly_equal(double a, double b, double scale)
{
    return fabs(a - b) <= LEX_TOL * scale;
}

/* Compare row p of [x_B, B^-1] / d_p (in y) with the least so far (in
 * y_best, its position best): -1 if p's is less, 1 if greater, 0 if equal
 * to within LEX_TOL. */
static int lexicographic_compare(const lemke_ratio *s, int p, const double *y, double y_size,
                                 int best, const double *y_best, double best_size)
{
    double rp = fmax(s->x[p], 0.0) / s->d[p], rb = fmax(s->x[best], 0.0) / s->d[best];
    double scale = fmax(y_size / s->d[p], best_size / s->d[best]);
    if (!nearly_equal(rp, rb, fmax(fabs(rp), fabs(rb))))
        return rp < rb ? -1 : 1;
    for (int i = 0; i < s->n; i++) {
        double a = y[i] / s->d[p], b = y_best[i] / s->d[best];
        if (!nearly_equal(a, b, scale))
            return a < b ? -1 : 1;
    }
    return 0;
}

/* The lexicographically least of the count candidates in s->tied: rows of
 * B^-1 solved for these rows only. */
static int lexicographic_row(lemke_ratio *s, int count)
{
    int best = s->tied[0];
    double best_size = lemke_basis_row(s->b, best, s->y_best);
    for (int t = 1; t < count; t++) {
        int p = s->tied[t];
        double y_size = lemke_basis_row(s->b, p, s->y);
        if (lexicographic_compare(s, p, s->y, y_size, best, s->y_best, best_size) < 0) {
            double *swap = s->y_best; /* p's row is the least so far */
            s->y_best = s->y;
            s->y = swap;
            best = p;
            best_size = y_size;
        }
    }
    return best;
}

/* Keep the candidates whose pivot d_p ties with the largest (to within
 * LEX_TOL); returns how many are left in s->tied. */
static int largest_pivots(lemke_ratio *s, int count)
{
    double largest = 0.0;
    for (int t = 0; t < count; t++)
        largest = fmax(largest, s->d[s->tied[t]]);
    int kept = 0;
    for (int t = 0; t < count; t++)
        if (s->d[s->tied[t]] >= largest * (1.0 - LEX_TOL))
            s->tied[kept++] = s->tied[t];
    return kept;
}

/* The leaving position (lemke_ratio.h). */
int lemke_ratio_test(lemke_ratio *s, double pivot_tol, double delta)
{
    int n = s->n;
    double tau = fmax(pivot_tol, PIVOT_REL * linalg_norm_inf(n, s->d));
    double theta = harris_bound(s, tau, delta);
    if (theta == INFINITY)
        return -1;
    int count = harris_candidates(s, tau, theta);
    for (int t = 0; t < count; t++)
        if (s->b->basis[s->tied[t]] == 2 * n)
            return s->tied[t]; /* z0 leaves: done */
    count = largest_pivots(s, count);
    return count == 1 ? s->tied[0] : lexicographic_row(s, count);
}
