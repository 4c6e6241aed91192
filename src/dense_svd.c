/* dense_svd.c: the singular values, by bidiagonalisation and Golub-Kahan
 * steps (dense_svd.h). */
#include "dense_svd.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ singular values */

/* The dot products s_r = x_r . u of four rows with u (width entries), each
 * summed in order; four sums side by side run four times as fast as one. */
static void dot_four(int width, const double *restrict u, const double *restrict x0,
                     const double *restrict x1, const double *restrict x2,
                     const double *restrict x3, double s[4])
{
    double s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0;
    for (int c = 0; c < width; c++) {
        s0 += x0[c] * u[c];
        s1 += x1[c] * u[c];
        s2 += x2[c] * u[c];
        s3 += x3[c] * u[c];
    }
    s[0] = s0, s[1] = s1, s[2] = s2, s[3] = s3;
}

/* The reflection I - tau u u^T (u_0 = 1, width entries) applied from the
 * right to the rows x width block C (row i at C + i * stride): each row x
 * becomes x - tau (x . u) u, four rows at a time. */
static void reflect_rows_right(int rows, int width, int stride, double *C, const double *u,
                               double tau)
{
    int i = 0;
    for (; i + 4 <= rows; i += 4) {
        double *x[4], s[4];
        for (int r = 0; r < 4; r++)
            x[r] = C + (size_t)(i + r) * stride;
        dot_four(width, u, x[0], x[1], x[2], x[3], s);
        dense_subtract_four(width, tau * s[0], tau * s[1], tau * s[2], tau * s[3], x[0], x[1],
                            x[2], x[3], u);
    }
    for (; i < rows; i++) {
        double *x = C + (size_t)i * stride, s = 0.0;
        for (int c = 0; c < width; c++)
            s += x[c] * u[c];
        dense_subtract_scaled(width, tau * s, u, x);
    }
}

/* Householder bidiagonalisation (GVL 5.4) of the rows x cols matrix B,
 * rows >= cols: a reflection from the left zeroes column j below the
 * diagonal, one from the right row j right of the superdiagonal.  The
 * diagonal goes to d (cols), the superdiagonal to f (cols - 1).  v (rows)
 * and w (cols) are scratch, set has room for rows rows. */
static void bidiagonalise(int rows, int cols, double *B, double *d, double *f, double *v, double *w,
                          dense_row_set *set)
{
    for (int j = 0; j < cols; j++) {
        double tau, *corner = B + (size_t)j * cols + j;
        int below = rows - j, right = cols - j - 1;
        for (int i = 0; i < below; i++)
            v[i] = corner[(size_t)i * cols];
        dense_make_reflection(below, v, &tau);
        d[j] = v[0];
        v[0] = 1.0;
        dense_collect_rows(below, corner + 1, cols, v, set);
        dense_reflect_rows(set, right, tau, w);
        if (right == 0)
            break;
        /* from the right: row j's entries right of the diagonal */
        dense_make_reflection(right, corner + 1, &tau);
        f[j] = corner[1];
        if (tau == 0.0)
            continue;
        double *u = corner + 1, first = u[0];
        u[0] = 1.0;
        reflect_rows_right(below - 1, right, cols, corner + cols + 1, u, tau);
        u[0] = first;
    }
}

/* Zero the superdiagonal entry of row i, whose diagonal d[i] is zero, by
 * rotations of row i with rows i+1..hi from the left (GVL 8.6): each
 * moves the entry one column right until it falls off the block. */
static void chase_row(int i, int hi, double *d, double *f)
{
    double bulge = f[i];
    f[i] = 0.0;
    for (int l = i + 1; l <= hi && bulge != 0.0; l++) {
        double c, s;
        d[l] = dense_make_rotation(d[l], bulge, &c, &s);
        if (l < hi) {
            bulge = -s * f[l];
            f[l] *= c;
        }
    }
}

/* Zero the superdiagonal entry above d[hi] = 0 by rotations of column hi
 * with columns hi-1 down to lo from the right: each moves the entry one row
 * up until it falls off the block. */
static void chase_column(int lo, int hi, double *d, double *f)
{
    double bulge = f[hi - 1];
    f[hi - 1] = 0.0;
    for (int l = hi - 1; l >= lo && bulge != 0.0; l--) {
        double c, s;
        d[l] = dense_make_rotation(d[l], bulge, &c, &s);
        if (l > lo) {
            bulge = -s * f[l - 1];
            f[l - 1] *= c;
        }
    }
}

/* One Golub-Kahan SVD step (GVL 8.6) on the unreduced block lo..hi of the
 * bidiagonal (d, f): the shift mu is the Wilkinson shift of the block's
 * B^T B, the first rotation that of (d_lo^2 - mu, d_lo f_lo) from the right;
 * then rotations from the left and the right in turn chase the bulge it
 * makes down the band and off the block. */
static void golub_kahan_step(int lo, int hi, double *d, double *f)
{
    double above = hi - 1 > lo ? f[hi - 2] : 0.0;
    double mu = dense_wilkinson_shift(d[hi - 1] * d[hi - 1] + above * above,
                                      d[hi - 1] * f[hi - 1],
                                      d[hi] * d[hi] + f[hi - 1] * f[hi - 1]);
    double y = d[lo] * d[lo] - mu, z = d[lo] * f[lo];
    for (int k = lo; k < hi; k++) {
        double c, s;
        /* columns k, k+1 from the right: zero z = B(k-1, k+1) */
        double r = dense_make_rotation(y, z, &c, &s);
        if (k > lo)
            f[k - 1] = r;
        y = c * d[k] + s * f[k];
        f[k] = c * f[k] - s * d[k];
        z = s * d[k + 1];
        d[k + 1] *= c;
        /* rows k, k+1 from the left: zero z = B(k+1, k) */
        d[k] = dense_make_rotation(y, z, &c, &s);
        y = c * f[k] + s * d[k + 1];
        d[k + 1] = c * d[k + 1] - s * f[k];
        if (k + 1 < hi) {
            z = s * f[k + 1];
            f[k + 1] *= c;
        }
        f[k] = y;
    }
}

/* Set to zero the superdiagonal entries below eps (|d_i| + |d_i+1|) and
 * the diagonal entries below eps |B| (norm); returns the last row hi with
 * f[hi-1] != 0, or 0 when B is diagonal. */
static int bidiagonal_deflate(int n, double *d, double *f, double norm)
{
    for (int i = 0; i < n - 1; i++)
        if (fabs(f[i]) <= DBL_EPSILON * (fabs(d[i]) + fabs(d[i + 1])))
            f[i] = 0.0;
    for (int i = 0; i < n; i++)
        if (fabs(d[i]) <= DBL_EPSILON * norm)
            d[i] = 0.0;
    int hi = n - 1;
    while (hi > 0 && f[hi - 1] == 0.0)
        hi--;
    return hi;
}

/* The singular values of the bidiagonal (d, f) of size n (GVL 8.6, the
 * SVD algorithm without vectors): |d_i| on return.  *steps counts the
 * Golub-Kahan steps.  DENSE_OK, or DENSE_NO_CONVERGENCE after 30 n steps. */
static int bidiagonal_values(int n, double *d, double *f, int *steps)
{
    double norm = 0.0;
    for (int i = 0; i < n; i++)
        {
        double row = fabs(d[i]) + (i + 1 < n ? fabs(f[i]) : 0.0);
        norm = row > norm ? row : norm;
    }
    *steps = 0;
    for (;;) {
        int hi = bidiagonal_deflate(n, d, f, norm);
        if (hi == 0)
            return DENSE_OK;
        int lo = hi - 1;
        while (lo > 0 && f[lo - 1] != 0.0)
            lo--;
        int zero = -1;
        for (int i = lo; i <= hi && zero < 0; i++)
            if (d[i] == 0.0)
                zero = i;
        if (zero >= 0 && zero < hi)
            chase_row(zero, hi, d, f);
        else if (zero == hi)
            chase_column(lo, hi, d, f);
        else if (*steps >= 30 * n)
            return DENSE_NO_CONVERGENCE;
        else {
            golub_kahan_step(lo, hi, d, f);
            ++*steps;
        }
    }
}

/* Sort the n values x into descending order (insertion sort). */
static void sort_descending(int n, double *x)
{
    for (int i = 1; i < n; i++) {
        double t = x[i];
        int j = i;
        for (; j > 0 && x[j - 1] < t; j--)
            x[j] = x[j - 1];
        x[j] = t;
    }
}

/* Bidiagonalise a scaled copy (A^T if A is wide), then Golub-Kahan steps. */
int dense_svd_singular_values(int m, int n, const double *A, double *s, int *steps)
{
    int rows = m > n ? m : n, cols = m < n ? m : n, count = 0;
    if (steps)
        *steps = 0;
    if (cols <= 0)
        return DENSE_OK;
    if (!dense_all_finite((size_t)m * (size_t)n, A))
        return DENSE_NOT_FINITE;
    double *B = malloc(sizeof *B * ((size_t)rows * cols + (size_t)rows + 2 * (size_t)cols));
    dense_row_set set;
    if (dense_row_set_init(&set, rows) != 0 || !B) {
        dense_row_set_free(&set);
        free(B);
        return DENSE_NO_MEMORY;
    }
    double *v = B + (size_t)rows * cols, *w = v + rows, *f = w + cols;
    for (int i = 0; i < m; i++) /* B is A, or A^T when A is wide */
        for (int j = 0; j < n; j++)
            B[m >= n ? (size_t)i * n + j : (size_t)j * m + i] = A[(size_t)i * n + j];
    double p = dense_unit_scale(dense_largest_entry(rows, cols, B));
    dense_scale_all((size_t)rows * cols, p, B);
    bidiagonalise(rows, cols, B, s, f, v, w, &set);
    dense_row_set_free(&set);
    int status = bidiagonal_values(cols, s, f, &count);
    if (steps)
        *steps = count;
    for (int i = 0; i < cols; i++)
        s[i] = fabs(s[i]) / p;
    sort_descending(cols, s);
    free(B);
    return status;
}
