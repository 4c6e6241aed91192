/* dense.c: QR with column pivoting, the least-norm solve, singular values
 * and the symmetric eigenproblem (dense.h). */
#include "dense.h"

#include <float.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ scaling */

/* Magnitudes between these need no scaling before they are squared: their
 * squares, and sums of a few million of them, are normal doubles. */
static const double SAFE_LARGE = 0x1p500, SAFE_SMALL = 0x1p-500;

/* A power of two that brings big (a largest magnitude) into the safe range;
 * 1 when it is there already (or zero, or not a number). */
static double safe_scale(double big)
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
static double unit_scale(double big)
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
static double largest_entry(int m, int n, const double *A)
{
    double big = 0.0;
    for (size_t i = 0; i < (size_t)m * (size_t)n; i++)
        big = fabs(A[i]) > big ? fabs(A[i]) : big;
    return big;
}

/* Are the count entries of x all finite?  (x - x is 0 for a finite x, NaN
 * for Inf and NaN.) */
static int all_finite(size_t count, const double *x)
{
    for (size_t i = 0; i < count; i++)
        if (x[i] - x[i] != 0.0)
            return 0;
    return 1;
}

/* A *= p, every one of its count entries. */
static void scale_all(size_t count, double p, double *A)
{
    for (size_t i = 0; i < count; i++)
        A[i] *= p;
}

/* sqrt(sum_i x_i^2), two passes: the largest |x_i| picks the scale. */
double dn_norm2(int n, const double *x, int stride)
{
    double big = 0.0, sum = 0.0;
    for (int i = 0; i < n; i++) {
        double a = fabs(x[(ptrdiff_t)i * stride]);
        big = a > big ? a : big;
    }
    double p = safe_scale(big);
    for (int i = 0; i < n; i++) {
        double t = x[(ptrdiff_t)i * stride] * p;
        sum += t * t;
    }
    return sqrt(sum) / p;
}

/* sqrt(a^2 + b^2), scaled only outside the safe range. */
double dn_hypot(double a, double b)
{
    double x = fabs(a), y = fabs(b), big = x > y ? x : y;
    if (big >= SAFE_SMALL && big <= SAFE_LARGE) /* p = 1 below: the same bits */
        return sqrt(x * x + y * y);
    double p = safe_scale(big);
    x *= p;
    y *= p;
    return sqrt(x * x + y * y) / p;
}

/* ------------------------------------------------------------ reflections */

/* The reflection H = I - tau v v^T (v_0 = 1) with H x = beta e_0 for the n
 * entries of x (dense.h): x[0] becomes beta, x[1..n-1] the rest of v.
 * tau = 0 (H = I) when x[1..n-1] is zero. */
static void make_reflection(int n, double *x, double *tau)
{
    double alpha = x[0], rest = n > 1 ? dn_norm2(n - 1, x + 1, 1) : 0.0;
    if (rest == 0.0) {
        *tau = 0.0;
        return;
    }
    double beta = dn_hypot(alpha, rest);
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
static void add_scaled(int n, double alpha, const double *restrict x, double *restrict y)
{
    for (int c = 0; c < n; c++)
        y[c] += alpha * x[c];
}

/* y -= alpha x for n entries. */
static void subtract_scaled(int n, double alpha, const double *restrict x, double *restrict y)
{
    for (int c = 0; c < n; c++)
        y[c] -= alpha * x[c];
}

/* The rows a reflection touches: row[k] with its entry weight[k] of v,
 * only the rows whose entry is not zero (a sparse column costs little);
 * row[0] is v_0 = 1's. */
typedef struct {
    int count;
    double **row;   /* room for as many rows as the matrix has */
    double *weight;
} row_set;

/* Room for capacity rows; 0, or -1 when out of memory. */
static int row_set_init(row_set *set, int capacity)
{
    size_t room = capacity > 0 ? (size_t)capacity : 1;
    set->count = 0;
    set->row = malloc(sizeof *set->row * room);
    set->weight = malloc(sizeof *set->weight * room);
    return set->row && set->weight ? 0 : -1;
}

/* Free a row_set's room. */
static void row_set_free(row_set *set)
{
    free(set->row);
    free(set->weight);
}

/* The rows of the rows x (stride apart) block C, weighted by v (v_0 = 1),
 * whose v_i is not zero, into set. */
static void collect_rows(int rows, double *C, int stride, const double *v, row_set *set)
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
static void add_four(int width, double a, double b, double c, double d, const double *restrict x0,
                     const double *restrict x1, const double *restrict x2,
                     const double *restrict x3, double *restrict w)
{
    for (int k = 0; k < width; k++)
        w[k] += (a * x0[k] + b * x1[k]) + (c * x2[k] + d * x3[k]);
}

/* x_r -= t_r w for four rows x0..x3 of width entries (w read once). */
static void subtract_four(int width, double t0, double t1, double t2, double t3,
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

/* w = sum_k weight_k row_k over a row_set (width entries): row 0 times its
 * weight, then the others four at a time (add_four), the last few one at
 * a time.  This order is the definition of the sum. */
static void sum_rows(const row_set *set, int width, double *w)
{
    double *const *x = set->row;
    const double *v = set->weight;
    for (int c = 0; c < width; c++)
        w[c] = v[0] * x[0][c];
    int k = 1;
    for (; k + 4 <= set->count; k += 4)
        add_four(width, v[k], v[k + 1], v[k + 2], v[k + 3], x[k], x[k + 1], x[k + 2], x[k + 3], w);
    for (; k < set->count; k++)
        add_scaled(width, v[k], x[k], w);
}

/* row_k -= (tau weight_k) w for every row of a row_set. */
static void subtract_from_rows(const row_set *set, int width, double tau, const double *w)
{
    double *const *x = set->row;
    const double *v = set->weight;
    int k = 0;
    for (; k + 4 <= set->count; k += 4)
        subtract_four(width, tau * v[k], tau * v[k + 1], tau * v[k + 2], tau * v[k + 3], x[k],
                      x[k + 1], x[k + 2], x[k + 3], w);
    for (; k < set->count; k++)
        subtract_scaled(width, tau * v[k], w, x[k]);
}

/* The reflection I - tau v v^T applied from the left to the rows of a
 * row_set, width entries each (GVL 5.1): w = C^T v, then C -= (tau v)
 * w^T.  w has width entries. */
static void reflect_rows(const row_set *set, int width, double tau, double *w)
{
    if (tau == 0.0 || width == 0)
        return;
    sum_rows(set, width, w);
    subtract_from_rows(set, width, tau, w);
}

/* ------------------------------------------------------------ QR with column pivoting */

/* The squared norms of the n columns of the m x n matrix A, summed row by
 * row (dn_qrcp scales A when they are out of range). */
static void column_squares(int m, int n, const double *A, double *squares)
{
    for (int c = 0; c < n; c++)
        squares[c] = 0.0;
    for (int i = 0; i < m; i++) {
        const double *row = A + (size_t)i * n;
        for (int c = 0; c < n; c++)
            squares[c] += row[c] * row[c];
    }
}

/* Are the squared column norms finite, and the largest in [2^-1000, 2^1000]
 * (or zero)?  Then the squares of the norms of every part of a column, and
 * their differences, neither overflow nor lose digits to underflow beside
 * the largest: no scaling is needed. */
static int squares_in_range(int n, const double *squares)
{
    double big = 0.0;
    for (int c = 0; c < n; c++) {
        if (!(squares[c] <= 0x1p1000)) /* too large, Inf or NaN */
            return 0;
        big = squares[c] > big ? squares[c] : big;
    }
    return big == 0.0 || big >= 0x1p-1000;
}

/* Swap columns j and p of the m x n matrix A. */
static void swap_columns(int m, int n, double *A, int j, int p)
{
    for (int i = 0; i < m; i++) {
        double *row = A + (size_t)i * n, t = row[j];
        row[j] = row[p];
        row[p] = t;
    }
}

/* The first column c >= j of largest squares[c]. */
static int pivot_column(int j, int n, const double *squares)
{
    int p = j;
    for (int c = j + 1; c < n; c++)
        if (squares[c] > squares[p])
            p = c;
    return p;
}

/* The condition estimate of R's leading triangle: the estimates of its
 * largest and smallest singular values and their left vectors. */
typedef struct {
    double big, small;
    double *y_big, *y_small; /* min(m, n) entries each */
} ice_work;

/* The largest eigenvalue of the symmetric [a b; b d] = [est^2 + alpha^2,
 * alpha gamma; alpha gamma, gamma^2] and its unit eigenvector (p, q), of
 * (lambda - d, b) or (b, lambda - a), whichever is a sum of like signs
 * (lambda = (a + d) / 2 + sqrt(((a - d) / 2)^2 + b^2)). */
static double ice_largest(double est, double alpha, double gamma, double *p, double *q)
{
    double a = est * est + alpha * alpha, b = alpha * gamma, d = gamma * gamma;
    double half = (a - d) / 2.0, root = dn_hypot(half, b);
    double x = half >= 0.0 ? half + root : b, y = half >= 0.0 ? b : root - half;
    double length = dn_hypot(x, y);
    *p = length > 0.0 ? x / length : 1.0;
    *q = length > 0.0 ? y / length : 0.0;
    return (a + d) / 2.0 + root;
}

/* Incremental condition estimation (Bischof; the role of LAPACK's dlaic1,
 * dense.h): given a unit y with |y^T R| = est for the j x j triangle R,
 * the best unit (s y, c) for R' = [R w; 0 gamma] makes
 *
 *     |(s y, c)^T R'|^2 = s^2 est^2 + (s alpha + c gamma)^2,  alpha = y^T w,
 *
 * a quadratic form in (s, c) whose extreme values are the eigenvalues of
 * the 2 x 2 matrix of ice_largest.  Its determinant is est^2 gamma^2, so
 * the smallest is est^2 gamma^2 / lambda_max: no cancellation.  Updates
 * the estimate of the largest singular value (big, y_big) and of the
 * smallest (small, y_small) of R' from R's, w the new column (j entries,
 * stride apart). */
static void ice_update(int j, const double *w, int stride, double gamma, ice_work *e)
{
    double alpha_big = 0.0, alpha_small = 0.0, p, q;
    for (int i = 0; i < j; i++) {
        alpha_big += e->y_big[i] * w[(size_t)i * stride];
        alpha_small += e->y_small[i] * w[(size_t)i * stride];
    }
    double lambda = ice_largest(e->big, alpha_big, gamma, &p, &q);
    for (int i = 0; i < j; i++)
        e->y_big[i] *= p;
    e->y_big[j] = q;
    e->big = sqrt(lambda);
    lambda = ice_largest(e->small, alpha_small, gamma, &p, &q);
    for (int i = 0; i < j; i++)
        e->y_small[i] *= -q;
    e->y_small[j] = p;
    e->small = lambda > 0.0 ? e->small * fabs(gamma) / sqrt(lambda) : 0.0;
}

/* What one QR with column pivoting works with.  Step j's reflection
 * reaches the rows below row j one step late, in the pass that also sums
 * those rows for step j+1 (qrcp_sweep: one pass over the trailing block a
 * step instead of two); until then entry (i, c), i > j, stands for
 * A_ic - (tau_j v_i) w_c (pending_entry), the very operations the pass
 * will do, so the result is the same to the bit. */
typedef struct {
    int m, n;
    double *A;        /* m x n, reduced in place */
    int *perm;        /* n: A's column at each place */
    double *tau;      /* min(m, n): the reflections' factors */
    double *squares;  /* n: squared norms below the current row */
    double *fresh;    /* n: the squares at their last computation */
    int pending;      /* the step whose reflection is pending, -1 if none */
    double *v;        /* m: its vector, v[i - pending] for row i (v_0 = 1) */
    double *w;        /* n: its v^T times the trailing block, w[c] for column c */
    double *v_next;   /* m: the next step's vector, v_next[i - j] (v_0 = beta) */
    double *w_next;   /* n: the next step's sum */
    int *list;        /* m: the rows the next step's sum takes */
} qrcp_work;

/* The factor t_i = tau v_i of row i (past the pending step) under the
 * pending reflection; 0 when the reflection leaves the row alone. */
static double pending_factor(const qrcp_work *q, int i)
{
    int j = q->pending;
    if (j < 0 || q->tau[j] == 0.0 || q->v[i - j] == 0.0)
        return 0.0;
    return q->tau[j] * q->v[i - j];
}

/* Entry (i, c) of A, i past the pending step, with its reflection applied:
 * A_ic - t_i w_c, as subtract_scaled computes it. */
static double pending_entry(const qrcp_work *q, int i, int c)
{
    double a = q->A[(size_t)i * q->n + c], t = pending_factor(q, i);
    return t != 0.0 ? a - t * q->w[c] : a;
}

/* The pending step j's reflection on its own row j (v_j = 1): R's row j
 * becomes final. */
static void finish_row(qrcp_work *q, int j)
{
    if (q->tau[j] != 0.0)
        subtract_scaled(q->n - j - 1, q->tau[j] * 1.0, q->w + j + 1,
                        q->A + (size_t)j * q->n + j + 1);
}

/* Downdate the squared norms of columns j+1..n-1 below row j to below row
 * j+1 by subtracting row j's squares (dense.h): squares[c] -= R_jc^2.  Where
 * that leaves at most sqrt(eps) of the square at its last computation
 * (fresh[c]), the difference has lost half its digits, and the norm is
 * computed again from the column (LAPACK's dlaqp2 test on the norms,
 * 1 - (R_jc / norm)^2 times (norm / fresh norm)^2 <= sqrt(eps), is the same
 * condition written for squares).  Row j is final, the rows below have
 * step j's reflection pending. */
static void downdate_squares(qrcp_work *q, int j)
{
    int m = q->m, n = q->n;
    const double *row = q->A + (size_t)j * n;
    const double tol = sqrt(DBL_EPSILON);
    double *squares = q->squares, *fresh = q->fresh;
    for (int c = j + 1; c < n; c++)
        squares[c] -= row[c] * row[c];
    for (int c = j + 1; c < n; c++)
        if (squares[c] <= tol * fresh[c]) {
            double sum = 0.0;
            for (int i = j + 1; i < m; i++) {
                double a = pending_entry(q, i, c);
                sum += a * a;
            }
            squares[c] = fresh[c] = sum;
        }
}

/* Step j, first half: bring the column of largest norm to place j and make
 * the reflection that reduces it, in q->v_next (v_0 = beta = R_jj); A's
 * column j is not yet written. */
static void qrcp_pivot(qrcp_work *q, int j)
{
    int m = q->m, n = q->n, p = pivot_column(j, n, q->squares);
    if (p != j) {
        swap_columns(m, n, q->A, j, p);
        double t = q->squares[j];
        q->squares[j] = q->squares[p], q->squares[p] = t;
        t = q->fresh[j];
        q->fresh[j] = q->fresh[p], q->fresh[p] = t;
        t = q->w[j];
        q->w[j] = q->w[p], q->w[p] = t;
        int k = q->perm[j];
        q->perm[j] = q->perm[p], q->perm[p] = k;
    }
    for (int i = j; i < m; i++)
        q->v_next[i - j] = pending_entry(q, i, j);
    make_reflection(m - j, q->v_next, &q->tau[j]);
}

/* x_r -= t_r w for four rows x0..x3 (subtract_four), then s += (a x0 +
 * b x1) + (c x2 + d x3) of the updated rows (add_four), in one pass. */
static void subtract_add_four(int width, const double t[4], const double v[4],
                              double *restrict x0, double *restrict x1, double *restrict x2,
                              double *restrict x3, const double *restrict w,
                              double *restrict s)
{
    double t0 = t[0], t1 = t[1], t2 = t[2], t3 = t[3];
    double a = v[0], b = v[1], c = v[2], d = v[3];
    for (int k = 0; k < width; k++) {
        double y = w[k];
        double u0 = x0[k] - t0 * y, u1 = x1[k] - t1 * y;
        double u2 = x2[k] - t2 * y, u3 = x3[k] - t3 * y;
        x0[k] = u0, x1[k] = u1, x2[k] = u2, x3[k] = u3;
        s[k] += (a * u0 + b * u1) + (c * u2 + d * u3);
    }
}

/* Rows i of the list (width entries from column j+1): the pending
 * reflection on each (where its factor is not zero), then w += the rows
 * weighted by v_next, four at a time as sum_rows adds them. */
static void sweep_rows(qrcp_work *q, int j, const int *list, int count, double *w)
{
    int n = q->n, width = n - j - 1;
    double *A = q->A + j + 1;
    const double *w_pending = q->w + j + 1;
    int k = 0;
    for (; k + 4 <= count; k += 4) {
        double t[4], v[4], *x[4];
        int all = 1;
        for (int r = 0; r < 4; r++) {
            int i = list[k + r];
            x[r] = A + (size_t)i * n;
            t[r] = pending_factor(q, i);
            v[r] = q->v_next[i - j];
            all = all && t[r] != 0.0;
        }
        if (all)
            subtract_add_four(width, t, v, x[0], x[1], x[2], x[3], w_pending, w);
        else {
            for (int r = 0; r < 4; r++)
                if (t[r] != 0.0)
                    subtract_scaled(width, t[r], w_pending, x[r]);
            add_four(width, v[0], v[1], v[2], v[3], x[0], x[1], x[2], x[3], w);
        }
    }
    for (; k < count; k++) {
        int i = list[k];
        double t = pending_factor(q, i), *x = A + (size_t)i * n;
        if (t != 0.0)
            subtract_scaled(width, t, w_pending, x);
        add_scaled(width, q->v_next[i - j], x, w);
    }
}

/* Step j, second half: R_jj and v into A's column j; one pass over rows
 * j..m-1 of columns j+1..n-1 applies the pending reflection (step j-1's)
 * and sums the updated rows weighted by v for step j's (w_next = C^T v, in
 * sum_rows' order), which then becomes the pending one. */
static void qrcp_sweep(qrcp_work *q, int j)
{
    int m = q->m, n = q->n, width = n - j - 1, count = 0;
    double *A = q->A, *w_next = q->w_next + j + 1;
    for (int i = j; i < m; i++)
        A[(size_t)i * n + j] = q->v_next[i - j];
    q->v_next[0] = 1.0;
    int summed = q->tau[j] != 0.0 && width > 0;
    for (int i = j; i < m; i++) {
        double t = pending_factor(q, i);
        if (summed && i > j && q->v_next[i - j] != 0.0)
            q->list[count++] = i; /* updated in sweep_rows */
        else if (t != 0.0)
            subtract_scaled(width, t, q->w + j + 1, A + (size_t)i * n + j + 1);
        if (summed && i == j)
            memcpy(w_next, A + (size_t)j * n + j + 1, sizeof *w_next * (size_t)width);
    }
    if (summed)
        sweep_rows(q, j, q->list, count, w_next);
    double *t = q->v;
    q->v = q->v_next, q->v_next = t;
    t = q->w;
    q->w = q->w_next, q->w_next = t;
    q->pending = j;
}

/* Multiply the parts of A that are R or still A (not reflection vectors)
 * by p: row i from column min(i, rank) on. */
static void scale_unreduced(int m, int n, double *A, int rank, double p)
{
    for (int i = 0; i < m; i++) {
        int from = i < rank ? i : rank;
        scale_all((size_t)(n - from), p, A + (size_t)i * n + from);
    }
}

/* Does column j, whose R_jj is gamma, stay within the rank for rcond?  It
 * does when the estimates for R's leading j+1 x j+1 triangle keep
 * smallest > rcond largest (dense.h); for j = 0 when gamma != 0. */
static int within_rank(const qrcp_work *q, int j, double gamma, double rcond, ice_work *e)
{
    if (j == 0) {
        e->big = e->small = fabs(gamma);
        e->y_big[0] = e->y_small[0] = 1.0;
    } else
        ice_update(j, q->A + j, q->n, gamma, e);
    return e->small > rcond * e->big;
}

/* A P = Q R, step by step until the rank test fails (dense.h). */
int dn_qrcp(int m, int n, double *A, int *perm, double *tau, double rcond, int *rank)
{
    int steps = m < n ? m : n;
    *rank = 0;
    for (int c = 0; c < n; c++)
        perm[c] = c;
    if (steps <= 0)
        return DN_OK;
    double *work = malloc(sizeof *work * (4 * (size_t)n + 2 * (size_t)m + 2 * (size_t)steps));
    int *list = malloc(sizeof *list * (size_t)m);
    if (!work || !list) {
        free(work);
        free(list);
        return DN_NO_MEMORY;
    }
    qrcp_work q = {.m = m, .n = n, .A = A, .perm = perm, .tau = tau, .pending = -1,
                   .squares = work, .fresh = work + n, .w = work + 2 * (size_t)n,
                   .w_next = work + 3 * (size_t)n, .v = work + 4 * (size_t)n,
                   .v_next = work + 4 * (size_t)n + m, .list = list};
    ice_work e = {.y_big = q.v_next + m, .y_small = q.v_next + m + steps};
    double p = 1.0;
    column_squares(m, n, A, q.squares);
    if (!squares_in_range(n, q.squares)) { /* a power of two brings them there */
        if (!all_finite((size_t)m * (size_t)n, A)) {
            free(work);
            free(list);
            return DN_NOT_FINITE;
        }
        p = safe_scale(largest_entry(m, n, A));
        scale_all((size_t)m * (size_t)n, p, A);
        column_squares(m, n, A, q.squares);
    }
    memcpy(q.fresh, q.squares, sizeof *q.fresh * (size_t)n);
    for (int j = 0; j < steps; j++) {
        if (j > 0) { /* step j-1 on its own row, then the norms below it */
            finish_row(&q, j - 1);
            downdate_squares(&q, j - 1);
        }
        qrcp_pivot(&q, j);
        if (!within_rank(&q, j, q.v_next[0], rcond, &e))
            break;
        qrcp_sweep(&q, j);
        *rank = j + 1;
    }
    if (*rank == steps)
        finish_row(&q, steps - 1);
    if (p != 1.0)
        scale_unreduced(m, n, A, *rank, 1.0 / p);
    free(work);
    free(list);
    return DN_OK;
}

/* ------------------------------------------------------------ the least-norm solve */

/* b <- Q^T b = H_{rank-1} ... H_0 b for the reflections dn_qrcp stored in A
 * (m x n) and tau. */
static void apply_qt(int m, int n, const double *A, const double *tau, int rank, double *b)
{
    for (int j = 0; j < rank; j++) {
        const double *v = A + (size_t)j * n + j; /* v_i = v[i * n], v_0 = 1 */
        double s = b[j];
        for (int i = 1; i < m - j; i++)
            s += v[(size_t)i * n] * b[j + i];
        s *= tau[j];
        b[j] -= s;
        for (int i = 1; i < m - j; i++)
            b[j + i] -= s * v[(size_t)i * n];
    }
}

/* Solve R y = c for the r x r upper triangle R in the first r rows and
 * columns of A (row length n), by back substitution; c is overwritten. */
static void solve_upper(int r, int n, const double *A, double *c)
{
    for (int i = r - 1; i >= 0; i--) {
        const double *row = A + (size_t)i * n;
        double s = c[i];
        for (int l = i + 1; l < r; l++)
            s -= row[l] * c[l];
        c[i] = s / row[i];
    }
}

/* The RZ factorisation (dense.h) of the r x n upper trapezoid [R_11 R_12],
 * held transposed in C (n x r: C[c * r + l] = R_lc), in place: reflection i
 * (i = r-1 down to 0) mixes row i of C with rows r..n-1 so that R's row i
 * keeps only its diagonal, beta at C[i * r + i]; its vector (1, z) stays in
 * C's column i, z in rows r..n-1, its factor in tau_z[i].  R's rows 0..i-1
 * are C's columns 0..i-1: the reflection applied to them from the right is
 * C's rows i, r..n-1 reflected from the left, i entries wide.  x
 * (n - r + 1) and s (r) are scratch, set room for n - r + 1 rows. */
static void rz_factor(int r, int n, double *C, double *tau_z, double *x, double *s, row_set *set)
{
    int extra = n - r;
    for (int i = r - 1; i >= 0; i--) {
        x[0] = C[(size_t)i * r + i];
        for (int q = 0; q < extra; q++)
            x[1 + q] = C[(size_t)(r + q) * r + i];
        make_reflection(extra + 1, x, &tau_z[i]);
        C[(size_t)i * r + i] = x[0];
        for (int q = 0; q < extra; q++)
            C[(size_t)(r + q) * r + i] = x[1 + q];
        set->row[0] = C + (size_t)i * r;
        set->weight[0] = 1.0;
        set->count = 1;
        for (int q = 0; q < extra; q++)
            if (x[1 + q] != 0.0) {
                set->row[set->count] = C + (size_t)(r + q) * r;
                set->weight[set->count++] = x[1 + q];
            }
        reflect_rows(set, i, tau_z[i], s);
    }
}

/* Solve T u = c for T upper triangular, T_li = C[i * r + l] (the transposed
 * T of rz_factor), column by column: u_i = c_i / T_ii, then c_l -= T_li u_i
 * for l < i (row i of C).  c is overwritten by u. */
static void solve_upper_transposed(int r, const double *C, double *c)
{
    for (int i = r - 1; i >= 0; i--) {
        const double *row = C + (size_t)i * r;
        c[i] /= row[i];
        subtract_scaled(i, c[i], row, c);
    }
}

/* y <- Z y = Z_{r-1} ... Z_0 y: the reflections of rz_factor, Z_0 first
 * (dense.h: [R_11 R_12] Z_{r-1} ... Z_0 = [T 0]). */
static void apply_z(int r, int n, const double *C, const double *tau_z, double *y)
{
    for (int i = 0; i < r; i++) {
        double s = y[i];
        for (int q = r; q < n; q++)
            s += C[(size_t)q * r + i] * y[q];
        s *= tau_z[i];
        y[i] -= s;
        for (int q = r; q < n; q++)
            y[q] -= s * C[(size_t)q * r + i];
    }
}

/* The least-norm y of [R_11 R_12] y = c (R in the first r rows of the m x n
 * A, c in y's first r entries, y has n) through the RZ factorisation of a
 * transposed copy.  Returns DN_OK or DN_NO_MEMORY. */
static int least_norm_trapezoid(int r, int n, const double *A, double *y)
{
    int extra = n - r;
    double *C = malloc(sizeof *C * ((size_t)n * r + 2 * (size_t)r + (size_t)extra + 1));
    if (!C)
        return DN_NO_MEMORY;
    row_set set;
    if (row_set_init(&set, extra + 1) != 0) {
        row_set_free(&set);
        free(C);
        return DN_NO_MEMORY;
    }
    double *tau_z = C + (size_t)n * r, *s = tau_z + r, *x = s + r;
    for (int l = 0; l < r; l++)
        for (int c = 0; c < n; c++)
            C[(size_t)c * r + l] = c >= l ? A[(size_t)l * n + c] : 0.0;
    rz_factor(r, n, C, tau_z, x, s, &set);
    row_set_free(&set);
    solve_upper_transposed(r, C, y);
    for (int q = r; q < n; q++)
        y[q] = 0.0;
    apply_z(r, n, C, tau_z, y);
    free(C);
    return DN_OK;
}

/* x = P Z (T^-1 (Q^T b)_1..r, 0): dn_qrcp, then the RZ step if rank < n. */
int dn_least_norm(int m, int n, double *A, double *b, double rcond, int *rank)
{
    *rank = 0;
    if (!all_finite((size_t)(m > 0 ? m : 0), b))
        return DN_NOT_FINITE;
    int steps = m < n ? m : n;
    int *perm = malloc(sizeof *perm * (size_t)(n > 0 ? n : 1));
    double *y = malloc(sizeof *y * ((size_t)n + (size_t)steps + 1));
    int status = perm && y ? dn_qrcp(m, n, A, perm, y + n, rcond, rank) : DN_NO_MEMORY;
    if (status == DN_OK) {
        int r = *rank;
        apply_qt(m, n, A, y + n, r, b);
        memcpy(y, b, sizeof *y * (size_t)r);
        if (r == n)
            solve_upper(r, n, A, y);
        else
            status = least_norm_trapezoid(r, n, A, y);
    }
    for (int j = 0; status == DN_OK && j < n; j++)
        b[perm[j]] = y[j];
    free(perm);
    free(y);
    return status;
}

/* ------------------------------------------------------------ rotations */

/* The rotation (c, s) with c a + s b = r and -s a + c b = 0, r >= 0
 * (GVL 5.1); r returned.  (1, 0) when b = 0, r = a then. */
static double make_rotation(double a, double b, double *c, double *s)
{
    if (b == 0.0) {
        *c = 1.0, *s = 0.0;
        return a;
    }
    double r = dn_hypot(a, b);
    *c = a / r, *s = b / r;
    return r;
}

/* Rotate the pair of rows x, y (n entries each) by (c, s):
 * x <- c x + s y, y <- -s x + c y. */
static void rotate_rows(int n, double *restrict x, double *restrict y, double c, double s)
{
    for (int k = 0; k < n; k++) {
        double a = x[k], b = y[k];
        x[k] = c * a + s * b;
        y[k] = c * b - s * a;
    }
}

/* The eigenvalue of the symmetric [a b; b c] nearer c (the Wilkinson shift,
 * GVL 8.3): with delta = (a - c) / 2, c - b^2 / (delta + sign(delta)
 * sqrt(delta^2 + b^2)), the sum in the divisor one of like signs. */
static double wilkinson_shift(double a, double b, double c)
{
    if (b == 0.0)
        return c;
    double delta = (a - c) / 2.0, root = dn_hypot(delta, b);
    double divisor = delta >= 0.0 ? delta + root : delta - root;
    return c - b * (b / divisor);
}

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
        subtract_four(width, tau * s[0], tau * s[1], tau * s[2], tau * s[3], x[0], x[1], x[2],
                      x[3], u);
    }
    for (; i < rows; i++) {
        double *x = C + (size_t)i * stride, s = 0.0;
        for (int c = 0; c < width; c++)
            s += x[c] * u[c];
        subtract_scaled(width, tau * s, u, x);
    }
}

/* Householder bidiagonalisation (GVL 5.4) of the rows x cols matrix B,
 * rows >= cols: a reflection from the left zeroes column j below the
 * diagonal, one from the right row j right of the superdiagonal.  The
 * diagonal goes to d (cols), the superdiagonal to f (cols - 1).  v (rows)
 * and w (cols) are scratch, set has room for rows rows. */
static void bidiagonalise(int rows, int cols, double *B, double *d, double *f, double *v, double *w,
                          row_set *set)
{
    for (int j = 0; j < cols; j++) {
        double tau, *corner = B + (size_t)j * cols + j;
        int below = rows - j, right = cols - j - 1;
        for (int i = 0; i < below; i++)
            v[i] = corner[(size_t)i * cols];
        make_reflection(below, v, &tau);
        d[j] = v[0];
        v[0] = 1.0;
        collect_rows(below, corner + 1, cols, v, set);
        reflect_rows(set, right, tau, w);
        if (right == 0)
            break;
        /* from the right: row j's entries right of the diagonal */
        make_reflection(right, corner + 1, &tau);
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
        d[l] = make_rotation(d[l], bulge, &c, &s);
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
        d[l] = make_rotation(d[l], bulge, &c, &s);
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
    double mu = wilkinson_shift(d[hi - 1] * d[hi - 1] + above * above, d[hi - 1] * f[hi - 1],
                                d[hi] * d[hi] + f[hi - 1] * f[hi - 1]);
    double y = d[lo] * d[lo] - mu, z = d[lo] * f[lo];
    for (int k = lo; k < hi; k++) {
        double c, s;
        /* columns k, k+1 from the right: zero z = B(k-1, k+1) */
        double r = make_rotation(y, z, &c, &s);
        if (k > lo)
            f[k - 1] = r;
        y = c * d[k] + s * f[k];
        f[k] = c * f[k] - s * d[k];
        z = s * d[k + 1];
        d[k + 1] *= c;
        /* rows k, k+1 from the left: zero z = B(k+1, k) */
        d[k] = make_rotation(y, z, &c, &s);
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
 * Golub-Kahan steps.  DN_OK, or DN_NO_CONVERGENCE after 30 n steps. */
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
            return DN_OK;
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
            return DN_NO_CONVERGENCE;
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
int dn_singular_values(int m, int n, const double *A, double *s, int *steps)
{
    int rows = m > n ? m : n, cols = m < n ? m : n, count = 0;
    if (steps)
        *steps = 0;
    if (cols <= 0)
        return DN_OK;
    if (!all_finite((size_t)m * (size_t)n, A))
        return DN_NOT_FINITE;
    double *B = malloc(sizeof *B * ((size_t)rows * cols + (size_t)rows + 2 * (size_t)cols));
    row_set set;
    if (row_set_init(&set, rows) != 0 || !B) {
        row_set_free(&set);
        free(B);
        return DN_NO_MEMORY;
    }
    double *v = B + (size_t)rows * cols, *w = v + rows, *f = w + cols;
    for (int i = 0; i < m; i++) /* B is A, or A^T when A is wide */
        for (int j = 0; j < n; j++)
            B[m >= n ? (size_t)i * n + j : (size_t)j * m + i] = A[(size_t)i * n + j];
    double p = unit_scale(largest_entry(rows, cols, B));
    scale_all((size_t)rows * cols, p, B);
    bidiagonalise(rows, cols, B, s, f, v, w, &set);
    row_set_free(&set);
    int status = bidiagonal_values(cols, s, f, &count);
    if (steps)
        *steps = count;
    for (int i = 0; i < cols; i++)
        s[i] = fabs(s[i]) / p;
    sort_descending(cols, s);
    free(B);
    return status;
}

/* ------------------------------------------------------------ the symmetric eigenproblem */

/* Householder tridiagonalisation (GVL 8.3) of the symmetric n x n A
 * (both triangles): for k = 0..n-3 the reflection H_k of A's row k right of
 * the diagonal (= its column below, by symmetry), x -> beta e_0, applied
 * from both sides to the trailing block as A22 - v w^T - w v^T with
 * p = tau A22 v and w = p - (tau p^T v / 2) v.  The diagonal goes to d, the
 * off-diagonal to e (n - 1), v to row k right of beta, tau to tau[k].
 * p (n) is scratch, set has room for n rows. */
static void tridiagonalise(int n, double *A, double *d, double *e, double *tau, double *p,
                           row_set *set)
{
    for (int k = 0; k + 2 < n; k++) {
        int size = n - k - 1;
        double *v = A + (size_t)k * n + k + 1, *A22 = v + n;
        d[k] = v[-1];
        make_reflection(size, v, &tau[k]);
        e[k] = v[0];
        if (tau[k] == 0.0)
            continue;
        double beta = v[0], t = tau[k], dot = 0.0;
        v[0] = 1.0;
        collect_rows(size, A22, n, v, set); /* p = tau A22^T v = tau A22 v */
        sum_rows(set, size, p);
        for (int c = 0; c < size; c++) {
            p[c] *= t;
            dot += p[c] * v[c];
        }
        double half = t * dot / 2.0;
        for (int c = 0; c < size; c++)
            p[c] -= half * v[c];
        for (int i = 0; i < size; i++) {
            double *row = A22 + (size_t)i * n;
            subtract_scaled(size, v[i], p, row);
            subtract_scaled(size, p[i], v, row);
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
                   row_set *set)
{
    memset(Q, 0, sizeof *Q * (size_t)n * n);
    for (int i = 0; i < n; i++)
        Q[(size_t)i * n + i] = 1.0;
    for (int k = n - 3; k >= 0; k--) {
        int size = n - k - 1;
        memcpy(v, A + (size_t)k * n + k + 1, sizeof *v * (size_t)size);
        v[0] = 1.0;
        double *block = Q + (size_t)(k + 1) * n + k + 1;
        collect_rows(size, block, n, v, set);
        reflect_rows(set, size, tau[k], w);
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
    double mu = wilkinson_shift(d[hi - 1], e[hi - 1], d[hi]);
    double x = d[lo] - mu, z = e[lo];
    for (int k = lo; k < hi; k++) {
        double c, s, r = make_rotation(x, z, &c, &s);
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
        rotate_rows(n, W + (size_t)k * n, W + (size_t)(k + 1) * n, c, s);
    }
}

/* The eigenvalues d of the tridiagonal (d, e) of size n, eigenvectors in the
 * rows of W (GVL 8.3: deflate where |e_i| <= eps (|d_i| + |d_i+1|), step
 * on the last unreduced block).  DN_OK, or DN_NO_CONVERGENCE after 30 n
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
            return DN_NO_CONVERGENCE;
        symmetric_qr_step(n, lo, hi, d, e, W);
        ++*steps;
    }
    return DN_OK;
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
int dn_symmetric_eigen(int n, double *A, double *w, int *steps)
{
    int count = 0;
    if (steps)
        *steps = 0;
    if (n <= 0)
        return DN_OK;
    for (int i = 0; i < n; i++)
        if (!all_finite((size_t)(n - i), A + (size_t)i * n + i))
            return DN_NOT_FINITE;
    double *W = malloc(sizeof *W * ((size_t)n * n + 4 * (size_t)n));
    row_set set;
    if (row_set_init(&set, n) != 0 || !W) {
        row_set_free(&set);
        free(W);
        return DN_NO_MEMORY;
    }
    double *e = W + (size_t)n * n, *tau = e + n, *v = tau + n, *scratch = v + n;
    for (int i = 0; i < n; i++) /* the upper triangle, mirrored */
        for (int j = 0; j < i; j++)
            A[(size_t)i * n + j] = A[(size_t)j * n + i];
    double p = unit_scale(largest_entry(n, n, A));
    scale_all((size_t)n * n, p, A);
    tridiagonalise(n, A, w, e, tau, scratch, &set);
    form_q(n, A, tau, W, v, scratch, &set);
    row_set_free(&set);
    transpose_square(n, W);
    int status = tridiagonal_eigen(n, w, e, W, &count);
    if (steps)
        *steps = count;
    if (status == DN_OK) {
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
