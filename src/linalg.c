/* linalg.c: small dense linear algebra (see linalg.h for the storage convention). */
#include "linalg.h"

#include <math.h>

/* y = A x. */
void linalg_matvec(int r, int c, const double *A, const double *x, double *y)
{
    for (int i = 0; i < r; i++) {
        double sum = 0.0;
        for (int j = 0; j < c; j++)
            sum += A[i * c + j] * x[j];
        y[i] = sum;
    }
}

/* y = A^T x. */
void linalg_matvec_transposed(int r, int c, const double *A, const double *x, double *y)
{
    for (int j = 0; j < c; j++)
        y[j] = 0.0;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            y[j] += A[i * c + j] * x[i];
}

/* C = A B. */
void linalg_matmul(int r, int k, int c, const double *A, const double *B, double *C)
{
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            double sum = 0.0;
            for (int l = 0; l < k; l++)
                sum += A[i * k + l] * B[l * c + j];
            C[i * c + j] = sum;
        }
}

/* No NaN and no Inf among x_0..x_{n-1}. */
int linalg_all_finite(int n, const double *x)
{
    for (int i = 0; i < n; i++)
        if (!isfinite(x[i]))
            return 0;
    return 1;
}

/* max_i |x_i|. */
double linalg_norm_inf(int n, const double *x)
{
    double m = 0.0;
    for (int i = 0; i < n; i++)
        if (fabs(x[i]) > m)
            m = fabs(x[i]);
    return m;
}

/* max_i sum_j |A_ij|. */
double linalg_matrix_norm_inf(int r, int c, const double *A)
{
    double m = 0.0;
    for (int i = 0; i < r; i++) {
        double sum = 0.0;
        for (int j = 0; j < c; j++)
            sum += fabs(A[i * c + j]);
        if (sum > m)
            m = sum;
    }
    return m;
}

/* sqrt(sum_i x_i^2). */
double linalg_norm2(int n, const double *x)
{
    double sum = 0.0;
    for (int i = 0; i < n; i++)
        sum += x[i] * x[i];
    return sqrt(sum);
}

/* Column-by-column Cholesky: L_jj = sqrt(A_jj - sum_k L_jk^2),
 * L_ij = (A_ij - sum_k L_ik L_jk) / L_jj for i > j.  A pivot that has lost
 * all but 1e-12 of A_jj is rounding noise of a zero: the matrix is singular
 * to working precision (a positive semidefinite A stops there). */
int linalg_cholesky(int n, double *A)
{
    for (int j = 0; j < n; j++) {
        double d = A[j * n + j];
        double threshold = 1e-12 * fabs(A[j * n + j]);
        for (int k = 0; k < j; k++)
            d -= A[j * n + k] * A[j * n + k];
        if (!(d > threshold))
            return j;
        d = sqrt(d);
        A[j * n + j] = d;
        for (int i = j + 1; i < n; i++) {
            double s = A[i * n + j];
            for (int k = 0; k < j; k++)
                s -= A[i * n + k] * A[j * n + k];
            A[i * n + j] = s / d;
        }
    }
    return n;
}

/* Forward substitution L y = b, then back substitution L^T x = y. */
void linalg_cholesky_solve(int n, const double *L, double *b)
{
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < i; k++)
            b[i] -= L[i * n + k] * b[k];
        b[i] /= L[i * n + i];
    }
    for (int i = n - 1; i >= 0; i--) {
        for (int k = i + 1; k < n; k++)
            b[i] -= L[k * n + i] * b[k];
        b[i] /= L[i * n + i];
    }
}

/* Swap rows a and b of an n-column matrix. */
static void swap_rows(int n, double *A, int a, int b)
{
    for (int j = 0; j < n; j++) {
        double t = A[a * n + j];
        A[a * n + j] = A[b * n + j];
        A[b * n + j] = t;
    }
}

/* Doolittle elimination with the largest pivot in each column. */
int linalg_lu(int n, double *A, int *perm, double tol)
{
    double threshold = tol * linalg_norm_inf(n * n, A);
    for (int k = 0; k < n; k++) {
        int p = k;
        for (int i = k + 1; i < n; i++)
            if (fabs(A[i * n + k]) > fabs(A[p * n + k]))
                p = i;
        if (!(fabs(A[p * n + k]) > threshold))
            return k;
        perm[k] = p;
        if (p != k)
            swap_rows(n, A, p, k);
        for (int i = k + 1; i < n; i++) {
            double factor = A[i * n + k] / A[k * n + k];
            A[i * n + k] = factor;
            for (int j = k + 1; j < n; j++)
                A[i * n + j] -= factor * A[k * n + j];
        }
    }
    return n;
}

/* Replay the row swaps on b, then L y = P b (unit diagonal) and U x = y. */
void linalg_lu_solve(int n, const double *LU, const int *perm, double *b)
{
    for (int k = 0; k < n; k++) {
        double t = b[k];
        b[k] = b[perm[k]];
        b[perm[k]] = t;
    }
    for (int i = 0; i < n; i++)
        for (int k = 0; k < i; k++)
            b[i] -= LU[i * n + k] * b[k];
    for (int i = n - 1; i >= 0; i--) {
        for (int k = i + 1; k < n; k++)
            b[i] -= LU[i * n + k] * b[k];
        b[i] /= LU[i * n + i];
    }
}

double linalg_dot(int n, const double *x, const double *y)
{
    double sum = 0.0;
    for (int i = 0; i < n; i++)
        sum += x[i] * y[i];
    return sum;
}
