/* dense_eigen.c: the symmetric eigenproblem, by tridiagonalisation and
 * implicit QR steps (dense_eigen.h). */
#include "dense_eigen.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ the symmetric eigenproblem */

/* Householder tridiagonalisation (GVL 8.3) of the symmetric n x n A
 * (both triangles): for k = 0..n-3 the reflection H_k of A's row k right of
 * the diagonal (= its column below, by symmetry), x -> beta e_0, applied
 * from both sides to the trailing block as A22 - v w^T - w v^T with
 * p = tau A22 v and w = p - (tau p^T v / 2) v.  The diagonal goes to d, the
 * off-diagonal to e (n - 1), v to row k right of beta, tau to tau[k].
 * p (n) is scratch, set has room for n rows. */
static void tridiagonalise(int n, double *A, double *d, double *e, double *tau, double *p,
                           dense_row_set *set)
{
    for (int k = 0; k + 2 < n; k++) {
        int size = n - k - 1;
        double *v = A + (size_t)k * n + k + 1, *A22 = v + n;
        d[k] = v[-1];
        dense_make_reflection(size, v, &tau[k]);
        e[k] = v[0];
        if (tau[k] == 0.0)
            continue;
        double beta = v[0], t = tau[k], dot = 0.0;
        v[0] = 1.0;
        dense_collect_rows(size, A22, n, v, set); /* p = tau A22^T v = tau A22 v */
        dense_sum_rows(set, size, p);
        for (int c = 0; c < size; c++) {
            p[c] *= t;
            dot += p[c] * v[c];
        }
        double half = t * dot / 2.0;
        for (int c = 0; c < size; c++)
            p[c] -= half * v[c];
        for (int i = 0; i < size; i++) {
            double *row = A22 + (size_t)i * n;
            dense_subtract_scaled(size, v[i], p, row);
            dense_subtract_scaled(size, p[i], v, row);
        }
        v[0] = beta;
    }
    if (n >= 2) {
        d[n - 2] = A[(size_t)(n - 2) * n + n - 2];
        e[n - 2] = A[(size_t)(n - 2) * n + n - 1];
    }
    d[n - 1] = A[(size_t)n * n - 1];
}

/* Q = H_0 H_1 ... H_{n-3} from tridiagonalise's reflections, backwards
 * (GVL 5.1): Q = I, then for k = n-3 down to 0, Q <- H_k Q on the rows
 * and columns k+1..n-1 (the only ones H_k ... H_{n-3} touch).  v and w
 * (n) are scratch, set has room for n rows. */
static void form_q(int n, const double *A, const double *tau, double *Q, double *v, double *w,
                   dense_row_set *set)
{
    memset(Q, 0, sizeof *Q * (size_t)n * n);
    for (int i = 0; i < n; i++)
        Q[(size_t)i * n + i] = 1.0;
    for (int k = n - 3; k >= 0; k--) {
        int size = n - k - 1;
        memcpy(v, A + (size_t)k * n + k + 1, sizeof *v * (size_t)size);
        v[0] = 1.0;
        double *block = Q + (size_t)(k + 1) * n + k + 1;
        dense_collect_rows(size, block, n, v, set);
        dense_reflect_rows(set, size, tau[k], w);
    }
}

/* Transpose the n x n matrix Q in place. */
static void transpose_square(int n, double *Q)
{
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            double t = Q[(size_t)i * n + j];
            Q[(size_t)i * n + j] = Q[(size_t)j * n + i];
            Q[(size_t)j * n + i] = t;
        }
}

/* One implicit symmetric QR step with the Wilkinson shift (GVL 8.3) on the
 * unreduced block lo..hi of the tridiagonal (d, e): the first rotation is
 * that of (d_lo - mu, e_lo), each next one zeroes the bulge the last left
 * below the band.  A rotation (c, s) of rows and
 * columns k, k+1 maps [a b; b a'] to
 *
 *     [c^2 a + 2cs b + s^2 a'    cs (a' - a) + (c^2 - s^2) b]
 *     [        ...               s^2 a - 2cs b + c^2 a'      ]
 *
 * and e_{k+1} to c e_{k+1}, leaving s e_{k+1} at (k+2, k).  Rows k, k+1 of W
 * (n wide, the eigenvectors' transpose) turn with it. */
static void symmetric_qr_step(int n, int lo, int hi, double *d, double *e, double *W)
{
    double mu = dense_wilkinson_shift(d[hi - 1], e[hi - 1], d[hi]);
    double x = d[lo] - mu, z = e[lo];
    for (int k = lo; k < hi; k++) {
        double c, s, r = dense_make_rotation(x, z, &c, &s);
        if (k > lo)
            e[k - 1] = r;
        double a = d[k], a1 = d[k + 1], b = e[k];
        d[k] = c * c * a + 2.0 * c * s * b + s * s * a1;
        d[k + 1] = s * s * a - 2.0 * c * s * b + c * c * a1;
        e[k] = c * s * (a1 - a) + (c * c - s * s) * b;
        if (k + 1 < hi) {
            x = e[k];
            z = s * e[k + 1];
            e[k + 1] *= c;
        }
        dense_rotate_rows(n, W + (size_t)k * n, W + (size_t)(k + 1) * n, c, s);
    }
}

/* The eigenvalues d of the tridiagonal (d, e) of size n, eigenvectors in the
 * rows of W (GVL 8.3: deflate where |e_i| <= eps (|d_i| + |d_i+1|), step
 * on the last unreduced block).  DENSE_OK, or DENSE_NO_CONVERGENCE after 30 n
 * steps. */
static int tridiagonal_eigen(int n, double *d, double *e, double *W, int *steps)
{
    *steps = 0;
    int hi = n - 1;
    while (hi > 0) {
        for (int i = 0; i < hi; i++)
            if (fabs(e[i]) <= DBL_EPSILON * (fabs(d[i]) + fabs(d[i + 1])))
                e[i] = 0.0;
        while (hi > 0 && e[hi - 1] == 0.0)
            hi--;
        if (hi == 0)
            break;
        int lo = hi - 1;
        while (lo > 0 && e[lo - 1] != 0.0)
            lo--;
        if (*steps >= 30 * n)
            return DENSE_NO_CONVERGENCE;
        symmetric_qr_step(n, lo, hi, d, e, W);
        ++*steps;
    }
    return DENSE_OK;
}

/* Sort the eigenvalues d ascending, the rows of W (n wide) with them
 * (selection sort: the first smallest comes first). */
static void sort_ascending_rows(int n, double *d, double *W)
{
    for (int i = 0; i < n; i++) {
        int least = i;
        for (int j = i + 1; j < n; j++)
            if (d[j] < d[least])
                least = j;
        if (least == i)
            continue;
        double t = d[i];
        d[i] = d[least], d[least] = t;
        for (int c = 0; c < n; c++) {
            t = W[(size_t)i * n + c];
            W[(size_t)i * n + c] = W[(size_t)least * n + c];
            W[(size_t)least * n + c] = t;
        }
    }
}

/* Tridiagonalise a scaled copy, form Q, then symmetric QR steps on Q^T. */
int dense_eigen_symmetric(int n, double *A, double *w, int *steps)
{
    int count = 0;
    if (steps)
        *steps = 0;
    if (n <= 0)
        return DENSE_OK;
    for (int i = 0; i < n; i++)
        if (!dense_all_finite((size_t)(n - i), A + (size_t)i * n + i))
            return DENSE_NOT_FINITE;
    double *W = malloc(sizeof *W * ((size_t)n * n + 4 * (size_t)n));
    dense_row_set set;
    if (dense_row_set_init(&set, n) != 0 || !W) {
        dense_row_set_free(&set);
        free(W);
        return DENSE_NO_MEMORY;
    }
    double *e = W + (size_t)n * n, *tau = e + n, *v = tau + n, *scratch = v + n;
    for (int i = 0; i < n; i++) /* the upper triangle, mirrored */
        for (int j = 0; j < i; j++)
            A[(size_t)i * n + j] = A[(size_t)j * n + i];
    double p = dense_unit_scale(dense_largest_entry(n, n, A));
    dense_scale_all((size_t)n * n, p, A);
    tridiagonalise(n, A, w, e, tau, scratch, &set);
    form_q(n, A, tau, W, v, scratch, &set);
    dense_row_set_free(&set);
    transpose_square(n, W);
    int status = tridiagonal_eigen(n, w, e, W, &count);
    if (steps)
        *steps = count;
    if (status == DENSE_OK) {
        sort_ascending_rows(n, w, W);
        for (int i = 0; i < n; i++) {
            w[i] /= p;
            for (int j = 0; j < n; j++)
                A[(size_t)i * n + j] = W[(size_t)j * n + i];
        }
    }
    free(W);
    return status;
}
