/* dense_kernel.c: scaling, reflections and rotations for the dense
 * factorisations (dense_kernel.h). */
#include "dense_kernel.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>

/* ------------------------------------------------------------ scaling */

/* Magnitudes between these need no scaling before they are squared: their
 * squares, and sums of a few million of them, are normal doubles. */
static const double SAFE_LARGE = 0x1p500, SAFE_SMALL = 0x1p-500;

/* A power of two that brings big (a largest magnitude) into the safe range;
 * 1 when it is there already (or zero, or not a number). */
double dense_safe_scale(double big)
{
    if (big > SAFE_LARGE)
        return 0x1p-600;
    if (big < SAFE_SMALL && big > 0.0)
        return 0x1p600;
    return 1.0;
}

/* The power of two p with big * p in [1, 2), for big > 0 and finite; 1
 * otherwise.  Multiplying by it is exact (unless a much smaller entry
 * underflows, which then does not matter beside big). */
double dense_unit_scale(double big)
{
    double p = 1.0;
    if (!(big > 0.0) || big > DBL_MAX)
        return 1.0;
    while (big * p >= 0x1p64)
        p *= 0x1p-64;
    while (big * p < 0x1p-64)
        p *= 0x1p64;
    while (big * p >= 2.0)
        p *= 0.5;
    while (big * p < 1.0)
        p *= 2.0;
    return p;
}

/* The largest magnitude of the m x n matrix A. */
double dense_largest_entry(int m, int n, const double *A)
{
    double big = 0.0;
    for (size_t i = 0; i < (size_t)m * (size_t)n; i++)
        big = fabs(A[i]) > big ? fabs(A[i]) : big;
    return big;
}

/* Are the count entries of x all finite?  (x - x is 0 for a finite x, NaN
 * for Inf and NaN.) */
int dense_all_finite(size_t count, const double *x)
{
    for (size_t i = 0; i < count; i++)
        if (x[i] - x[i] != 0.0)
            return 0;
    return 1;
}

/* A *= p, every one of its count entries. */
void dense_scale_all(size_t count, double p, double *A)
{
    for (size_t i = 0; i < count; i++)
        A[i] *= p;
}

/* sqrt(sum_i x_i^2), two passes: the largest |x_i| picks the scale. */
double dense_kernel_norm2(int n, const double *x, int stride)
{
    double big = 0.0, sum = 0.0;
    for (int i = 0; i < n; i++) {
        double a = fabs(x[(ptrdiff_t)i * stride]);
        big = a > big ? a : big;
    }
    double p = dense_safe_scale(big);
    for (int i = 0; i < n; i++) {
        double t = x[(ptrdiff_t)i * stride] * p;
        sum += t * t;
    }
    return sqrt(sum) / p;
}

/* sqrt(a^2 + b^2) for big = max(|a|, |b|) outside the safe range, scaled
 * (dense_kernel_hypot's slow path). */
double dense_kernel_hypot_scaled(double a, double b)
{
    double x = fabs(a), y = fabs(b), big = x > y ? x : y;
    double p = dense_safe_scale(big);
    x *= p;
    y *= p;
    return sqrt(x * x + y * y) / p;
}

/* ------------------------------------------------------------ reflections */

/* The reflection H = I - tau v v^T (v_0 = 1) with H x = beta e_0 for the n
 * entries of x (dense.h): x[0] becomes beta, x[1..n-1] the rest of v.
 * tau = 0 (H = I) when x[1..n-1] is zero. */
void dense_make_reflection(int n, double *x, double *tau)
{
    double alpha = x[0], rest = n > 1 ? dense_kernel_norm2(n - 1, x + 1, 1) : 0.0;
    if (rest == 0.0) {
        *tau = 0.0;
        return;
    }
    double beta = dense_kernel_hypot(alpha, rest);
    if (alpha >= 0.0)
        beta = -beta;
    double divisor = alpha - beta;
    for (int i = 1; i < n; i++)
        x[i] /= divisor;
    *tau = (beta - alpha) / beta;
    x[0] = beta;
}

/* y += alpha x for n entries (the loop the compiler may vectorise: each
 * y_c on its own, so the same bits either way). */
void dense_add_scaled(int n, double alpha, const double *restrict x, double *restrict y)
{
    for (int c = 0; c < n; c++)
        y[c] += alpha * x[c];
}

/* y -= alpha x for n entries. */
void dense_subtract_scaled(int n, double alpha, const double *restrict x, double *restrict y)
{
    for (int c = 0; c < n; c++)
        y[c] -= alpha * x[c];
}

/* Room for capacity rows; 0, or -1 when out of memory. */
int dense_row_set_init(dense_row_set *set, int capacity)
{
    size_t room = capacity > 0 ? (size_t)capacity : 1;
    set->count = 0;
    set->row = malloc(sizeof *set->row * room);
    set->weight = malloc(sizeof *set->weight * room);
    return set->row && set->weight ? 0 : -1;
}

/* Free a dense_row_set's room. */
void dense_row_set_free(dense_row_set *set)
{
    free(set->row);
    free(set->weight);
}

/* The rows of the rows x (stride apart) block C, weighted by v (v_0 = 1),
 * whose v_i is not zero, into set. */
void dense_collect_rows(int rows, double *C, int stride, const double *v, dense_row_set *set)
{
    set->count = 0;
    for (int i = 0; i < rows; i++)
        if (i == 0 || v[i] != 0.0) {
            set->row[set->count] = C + (size_t)i * stride;
            set->weight[set->count++] = i == 0 ? 1.0 : v[i];
        }
}

/* w += (a x0 + b x1) + (c x2 + d x3), width entries: four rows of a
 * weighted sum at once, in pairs (the rounding of a long sum grows with the
 * number of additions into w, a quarter of the rows this way). */
void dense_add_four(int width, double a, double b, double c, double d,
                    const double *restrict x0, const double *restrict x1,
                    const double *restrict x2, const double *restrict x3, double *restrict w)
{
    for (int k = 0; k < width; k++)
        w[k] += (a * x0[k] + b * x1[k]) + (c * x2[k] + d * x3[k]);
}

/* x_r -= t_r w for four rows x0..x3 of width entries (w read once). */
void dense_subtract_four(int width, double t0, double t1, double t2, double t3,
                         double *restrict x0, double *restrict x1, double *restrict x2,
                         double *restrict x3, const double *restrict w)
{
    for (int k = 0; k < width; k++) {
        double y = w[k];
        x0[k] -= t0 * y;
        x1[k] -= t1 * y;
        x2[k] -= t2 * y;
        x3[k] -= t3 * y;
    }
}

/* w = sum_k weight_k row_k over a dense_row_set (width entries): row 0 times its
 * weight, then the others four at a time (add_four), the last few one at
 * a time.  This order is the definition of the sum. */
void dense_sum_rows(const dense_row_set *set, int width, double *w)
{
    double *const *x = set->row;
    const double *v = set->weight;
    for (int c = 0; c < width; c++)
        w[c] = v[0] * x[0][c];
    int k = 1;
    for (; k + 4 <= set->count; k += 4)
        dense_add_four(width, v[k], v[k + 1], v[k + 2], v[k + 3], x[k], x[k + 1], x[k + 2],
                       x[k + 3], w);
    for (; k < set->count; k++)
        dense_add_scaled(width, v[k], x[k], w);
}

/* row_k -= (tau weight_k) w for every row of a dense_row_set. */
void dense_subtract_from_rows(const dense_row_set *set, int width, double tau, const double *w)
{
    double *const *x = set->row;
    const double *v = set->weight;
    int k = 0;
    for (; k + 4 <= set->count; k += 4)
        dense_subtract_four(width, tau * v[k], tau * v[k + 1], tau * v[k + 2], tau * v[k + 3],
                            x[k], x[k + 1], x[k + 2], x[k + 3], w);
    for (; k < set->count; k++)
        dense_subtract_scaled(width, tau * v[k], w, x[k]);
}

/* The reflection I - tau v v^T applied from the left to the rows of a
 * dense_row_set, width entries each (GVL 5.1): w = C^T v, then C -= (tau v)
 * w^T.  w has width entries. */
void dense_reflect_rows(const dense_row_set *set, int width, double tau, double *w)
{
    if (tau == 0.0 || width == 0)
        return;
    dense_sum_rows(set, width, w);
    dense_subtract_from_rows(set, width, tau, w);
}
