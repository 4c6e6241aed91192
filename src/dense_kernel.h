/* dense_kernel.h: the building blocks of the dense factorisations
 * (dense.h, dense_svd.h, dense_eigen.h): scaling by powers of two, which
 * is exact, norms without overflow, Householder reflections applied to
 * sets of rows, Givens rotations and the Wilkinson shift; plain C, the
 * same bits on every machine (dense.h says how).
 *
 * Householder reflections (GVL 5.1).  For a vector x with x_0 = alpha and
 * the rest x', the reflection H = I - tau v v^T with v_0 = 1 maps x to
 * beta e_0, beta = -sign(alpha) |x|:
 *
 *     v = (x - beta e_0) / (alpha - beta),   tau = (beta - alpha) / beta.
 *
 * (H is orthogonal and symmetric when tau v^T v = 2: v^T v = 1 + |x'|^2 /
 * (alpha - beta)^2 and |x'|^2 = beta^2 - alpha^2 give v^T v = 2 beta /
 * (beta - alpha).)  The sign of beta makes alpha - beta a sum of two numbers
 * of one sign: no cancellation.  When x' = 0, H = I (tau = 0, beta = alpha).
 * H applied to a matrix C from the left is C - v (tau v^T C): the rows of
 * C summed with weights v_i into w = C^T v, then tau v_i w subtracted from
 * each row, along the rows (unit stride), the rows with v_i = 0 skipped.
 * The sum takes four rows at a time, in pairs, ((a + b) + (c + d)) added
 * to the total, so that its rounding grows with a quarter of the number of
 * rows; this order, fixed in the source, is part of the definition of the
 * result.
 */
#ifndef DENSE_KERNEL_H
#define DENSE_KERNEL_H

#include <math.h>
#include <stddef.h>

enum {
    DENSE_OK = 0,
    DENSE_NO_MEMORY = -1,      /* malloc failed; the outputs are unset */
    DENSE_NO_CONVERGENCE = -2, /* an iteration ran out of its allowance */
    DENSE_NOT_FINITE = -3      /* an input entry is Inf or NaN; nothing done */
};

/* The rows a reflection touches: row[k] with its entry weight[k] of v,
 * only the rows whose entry is not zero (a sparse column costs little);
 * row[0] is v_0 = 1's. */
typedef struct {
    int count;
    double **row;   /* room for as many rows as the matrix has */
    double *weight;
} dense_row_set;

/* A power of two that brings big (a largest magnitude) into the safe range;
 * 1 when it is there already (or zero, or not a number). */
double dense_safe_scale(double big);

/* The power of two p with big * p in [1, 2), for big > 0 and finite; 1
 * otherwise.  Multiplying by it is exact (unless a much smaller entry
 * underflows, which then does not matter beside big). */
double dense_unit_scale(double big);

/* The largest magnitude of the m x n matrix A. */
double dense_largest_entry(int m, int n, const double *A);

/* Are the count entries of x all finite?  (x - x is 0 for a finite x, NaN
 * for Inf and NaN.) */
int dense_all_finite(size_t count, const double *x);

/* A *= p, every one of its count entries. */
void dense_scale_all(size_t count, double p, double *A);

/* The Euclidean norm of n entries x[0], x[stride], ..., without overflow
 * or underflow of the squares (scaled by a power of two when needed, which
 * is exact). */
double dense_kernel_norm2(int n, const double *x, int stride);

/* sqrt(a^2 + b^2) scaled by a power of two, for max(|a|, |b|) outside
 * [2^-500, 2^500]. */
double dense_kernel_hypot_scaled(double a, double b);

/* sqrt(a^2 + b^2) without overflow or underflow of the squares (inline:
 * the rotations of the SVD and the eigen-solver call it in their inner
 * loops). */
static inline double dense_kernel_hypot(double a, double b)
{
    double x = fabs(a), y = fabs(b), big = x > y ? x : y;
    if (big >= 0x1p-500 && big <= 0x1p500) /* scaling by p = 1: the same bits */
        return sqrt(x * x + y * y);
    return dense_kernel_hypot_scaled(a, b);
}

/* The reflection H = I - tau v v^T (v_0 = 1) with H x = beta e_0 for the n
 * entries of x (dense.h): x[0] becomes beta, x[1..n-1] the rest of v.
 * tau = 0 (H = I) when x[1..n-1] is zero. */
void dense_make_reflection(int n, double *x, double *tau);

/* y += alpha x for n entries (the loop the compiler may vectorise: each
 * y_c on its own, so the same bits either way). */
void dense_add_scaled(int n, double alpha, const double *restrict x, double *restrict y);

/* y -= alpha x for n entries. */
void dense_subtract_scaled(int n, double alpha, const double *restrict x, double *restrict y);

/* Room for capacity rows; 0, or -1 when out of memory. */
int dense_row_set_init(dense_row_set *set, int capacity);

/* Free a dense_row_set's room. */
void dense_row_set_free(dense_row_set *set);

/* The rows of the rows x (stride apart) block C, weighted by v (v_0 = 1),
 * whose v_i is not zero, into set. */
void dense_collect_rows(int rows, double *C, int stride, const double *v, dense_row_set *set);

/* w += (a x0 + b x1) + (c x2 + d x3), width entries: four rows of a
 * weighted sum at once, in pairs (the rounding of a long sum grows with the
 * number of additions into w, a quarter of the rows this way). */
void dense_add_four(int width, double a, double b, double c, double d,
                    const double *restrict x0, const double *restrict x1,
                    const double *restrict x2, const double *restrict x3, double *restrict w);

/* x_r -= t_r w for four rows x0..x3 of width entries (w read once). */
void dense_subtract_four(int width, double t0, double t1, double t2, double t3,
                         double *restrict x0, double *restrict x1, double *restrict x2,
                         double *restrict x3, const double *restrict w);

/* w = sum_k weight_k row_k over a dense_row_set (width entries): row 0 times its
 * weight, then the others four at a time (add_four), the last few one at
 * a time.  This order is the definition of the sum. */
void dense_sum_rows(const dense_row_set *set, int width, double *w);

/* row_k -= (tau weight_k) w for every row of a dense_row_set. */
void dense_subtract_from_rows(const dense_row_set *set, int width, double tau, const double *w);

/* The reflection I - tau v v^T applied from the left to the rows of a
 * dense_row_set, width entries each (GVL 5.1): w = C^T v, then C -= (tau v)
 * w^T.  w has width entries. */
void dense_reflect_rows(const dense_row_set *set, int width, double tau, double *w);

/* The rotation (c, s) with c a + s b = r and -s a + c b = 0, r >= 0
 * (GVL 5.1); r returned.  (1, 0) when b = 0, r = a then. */
static inline double dense_make_rotation(double a, double b, double *c, double *s)
{
    if (b == 0.0) {
        *c = 1.0, *s = 0.0;
        return a;
    }
    double r = dense_kernel_hypot(a, b);
    *c = a / r, *s = b / r;
    return r;
}

/* Rotate the pair of rows x, y (n entries each) by (c, s):
 * x <- c x + s y, y <- -s x + c y. */
static inline void dense_rotate_rows(int n, double *restrict x, double *restrict y, double c,
                                     double s)
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
static inline double dense_wilkinson_shift(double a, double b, double c)
{
    if (b == 0.0)
        return c;
    double delta = (a - c) / 2.0, root = dense_kernel_hypot(delta, b);
    double divisor = delta >= 0.0 ? delta + root : delta - root;
    return c - b * (b / divisor);
}

#endif
