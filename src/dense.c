/* dense.c: QR with column pivoting and the least-norm solve (dense.h). */
#include "dense.h"

#include <float.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ QR with column pivoting */

/* The squared norms of the n columns of the m x n matrix A, summed row by
 * row (dense_qrcp scales A when they are out of range). */
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
    double half = (a - d) / 2.0, root = dense_kernel_hypot(half, b);
    double x = half >= 0.0 ? half + root : b, y = half >= 0.0 ? b : root - half;
    double length = dense_kernel_hypot(x, y);
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
        dense_subtract_scaled(q->n - j - 1, q->tau[j] * 1.0, q->w + j + 1,
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
    dense_make_reflection(m - j, q->v_next, &q->tau[j]);
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
                    dense_subtract_scaled(width, t[r], w_pending, x[r]);
            dense_add_four(width, v[0], v[1], v[2], v[3], x[0], x[1], x[2], x[3], w);
        }
    }
    for (; k < count; k++) {
        int i = list[k];
        double t = pending_factor(q, i), *x = A + (size_t)i * n;
        if (t != 0.0)
            dense_subtract_scaled(width, t, w_pending, x);
        dense_add_scaled(width, q->v_next[i - j], x, w);
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
            dense_subtract_scaled(width, t, q->w + j + 1, A + (size_t)i * n + j + 1);
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
        dense_scale_all((size_t)(n - from), p, A + (size_t)i * n + from);
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
int dense_qrcp(int m, int n, double *A, int *perm, double *tau, double rcond, int *rank)
{
    int steps = m < n ? m : n;
    *rank = 0;
    for (int c = 0; c < n; c++)
        perm[c] = c;
    if (steps <= 0)
        return DENSE_OK;
    double *work = malloc(sizeof *work * (4 * (size_t)n + 2 * (size_t)m + 2 * (size_t)steps));
    int *list = malloc(sizeof *list * (size_t)m);
    if (!work || !list) {
        free(work);
        free(list);
        return DENSE_NO_MEMORY;
    }
    qrcp_work q = {.m = m, .n = n, .A = A, .perm = perm, .tau = tau, .pending = -1,
                   .squares = work, .fresh = work + n, .w = work + 2 * (size_t)n,
                   .w_next = work + 3 * (size_t)n, .v = work + 4 * (size_t)n,
                   .v_next = work + 4 * (size_t)n + m, .list = list};
    ice_work e = {.y_big = q.v_next + m, .y_small = q.v_next + m + steps};
    double p = 1.0;
    column_squares(m, n, A, q.squares);
    if (!squares_in_range(n, q.squares)) { /* a power of two brings them there */
        if (!dense_all_finite((size_t)m * (size_t)n, A)) {
            free(work);
            free(list);
            return DENSE_NOT_FINITE;
        }
        p = dense_safe_scale(dense_largest_entry(m, n, A));
        dense_scale_all((size_t)m * (size_t)n, p, A);
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
    return DENSE_OK;
}

/* ------------------------------------------------------------ the least-norm solve */

/* b <- Q^T b = H_{rank-1} ... H_0 b for the reflections dense_qrcp stored in A
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
static void rz_factor(int r, int n, double *C, double *tau_z, double *x, double *s,
                      dense_row_set *set)
{
    int extra = n - r;
    for (int i = r - 1; i >= 0; i--) {
        x[0] = C[(size_t)i * r + i];
        for (int q = 0; q < extra; q++)
            x[1 + q] = C[(size_t)(r + q) * r + i];
        dense_make_reflection(extra + 1, x, &tau_z[i]);
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
        dense_reflect_rows(set, i, tau_z[i], s);
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
        dense_subtract_scaled(i, c[i], row, c);
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
 * transposed copy.  Returns DENSE_OK or DENSE_NO_MEMORY. */
static int least_norm_trapezoid(int r, int n, const double *A, double *y)
{
    int extra = n - r;
    double *C = malloc(sizeof *C * ((size_t)n * r + 2 * (size_t)r + (size_t)extra + 1));
    if (!C)
        return DENSE_NO_MEMORY;
    dense_row_set set;
    if (dense_row_set_init(&set, extra + 1) != 0) {
        dense_row_set_free(&set);
        free(C);
        return DENSE_NO_MEMORY;
    }
    double *tau_z = C + (size_t)n * r, *s = tau_z + r, *x = s + r;
    for (int l = 0; l < r; l++)
        for (int c = 0; c < n; c++)
            C[(size_t)c * r + l] = c >= l ? A[(size_t)l * n + c] : 0.0;
    rz_factor(r, n, C, tau_z, x, s, &set);
    dense_row_set_free(&set);
    solve_upper_transposed(r, C, y);
    for (int q = r; q < n; q++)
        y[q] = 0.0;
    apply_z(r, n, C, tau_z, y);
    free(C);
    return DENSE_OK;
}

/* x = P Z (T^-1 (Q^T b)_1..r, 0): dense_qrcp, then the RZ step if rank < n. */
int dense_least_norm(int m, int n, double *A, double *b, double rcond, int *rank)
{
    *rank = 0;
    if (!dense_all_finite((size_t)(m > 0 ? m : 0), b))
        return DENSE_NOT_FINITE;
    int steps = m < n ? m : n;
    int *perm = malloc(sizeof *perm * (size_t)(n > 0 ? n : 1));
    double *y = malloc(sizeof *y * ((size_t)n + (size_t)steps + 1));
    int status = perm && y ? dense_qrcp(m, n, A, perm, y + n, rcond, rank) : DENSE_NO_MEMORY;
    if (status == DENSE_OK) {
        int r = *rank;
        apply_qt(m, n, A, y + n, r, b);
        memcpy(y, b, sizeof *y * (size_t)r);
        if (r == n)
            solve_upper(r, n, A, y);
        else
            status = least_norm_trapezoid(r, n, A, y);
    }
    for (int j = 0; status == DENSE_OK && j < n; j++)
        b[perm[j]] = y[j];
    free(perm);
    free(y);
    return status;
}
