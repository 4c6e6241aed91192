/* web/lapack.c: the LAPACK routines the library calls (web/include/lapacke.h),
 * in C for the WebAssembly build, by Jacobi rotations.
 *
 * The singular values come from one-sided Jacobi (Hestenes): rotate pairs of
 * columns of A until every pair is orthogonal; then A = U S V^T with S the
 * column norms.  The eigenvalues of a symmetric matrix come from cyclic
 * Jacobi: rotate away each off-diagonal entry in turn.  Both converge
 * quadratically and are accurate to rounding in every singular value and
 * eigenvalue relative to the largest (Demmel and Veselic), which is what the
 * library's uses need: ranks, least-norm solutions and a pseudo-inverse. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "web_lapack.h"

#define JACOBI_SWEEPS 100

/* The Jacobi rotation (c, s) for the ratio zeta = (b - a) / (2 g) of a
 * 2 x 2 symmetric pair [a g; g b]: t = tan of the angle, the smaller root of
 * t^2 + 2 zeta t - 1 = 0, which zeroes g. */
static void jacobi_angle(double zeta, double *c, double *s)
{
    double t = (zeta >= 0 ? 1 : -1) / (fabs(zeta) + sqrt(1 + zeta * zeta));
    *c = 1 / sqrt(1 + t * t);
    *s = *c * t;
}

/* Rotate the pair of lines p, q of M by (c, s): count entries each, entry k
 * of line j at M[k * along + j * across] (columns of an n-wide row-major
 * matrix: along n, across 1; rows: along 1, across n). */
static void rotate(double *M, int count, int along, int across, int p, int q, double c, double s)
{
    for (int k = 0; k < count; k++) {
        double *x = &M[k * along + p * across], *y = &M[k * along + q * across];
        double xp = *x, yq = *y;
        *x = c * xp - s * yq;
        *y = s * xp + c * yq;
    }
}

/* V = the n x n identity. */
static void identity(int n, double *V)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            V[i * n + j] = i == j;
}

/* One-sided Jacobi on the m x n matrix A (column j at A[i * n + j]):
 * afterwards its columns are orthogonal, V (n x n, may be NULL) holds the
 * rotations, and s[j] the column norms.  0, or -1 if it did not converge. */
static int one_sided_jacobi(int m, int n, double *A, double *V, double *s)
{
    if (V)
        identity(n, V);
    /* Columns below rounding of the whole matrix are left alone: they are
     * zero singular values, and rounding noise is never orthogonal. */
    double total = 0;
    for (int i = 0; i < m * n; i++)
        total += A[i] * A[i];
    double negligible = 1e-32 * total;
    int converged = 0;
    for (int sweep = 0; sweep < JACOBI_SWEEPS && !converged; sweep++) {
        converged = 1;
        for (int p = 0; p < n - 1; p++)
            for (int q = p + 1; q < n; q++) {
                double alpha = 0, beta = 0, gamma = 0;
                for (int i = 0; i < m; i++) {
                    alpha += A[i * n + p] * A[i * n + p];
                    beta += A[i * n + q] * A[i * n + q];
                    gamma += A[i * n + p] * A[i * n + q];
                }
                if (gamma == 0 || fabs(gamma) <= 1e-15 * sqrt(alpha * beta) ||
                    alpha <= negligible || beta <= negligible)
                    continue;
                converged = 0;
                /* the rotation that makes columns p and q orthogonal */
                double c, sn;
                jacobi_angle((beta - alpha) / (2 * gamma), &c, &sn);
                rotate(A, m, n, 1, p, q, c, sn);
                if (V)
                    rotate(V, n, n, 1, p, q, c, sn);
            }
    }
    for (int j = 0; j < n; j++) {
        double sum = 0;
        for (int i = 0; i < m; i++)
            sum += A[i * n + j] * A[i * n + j];
        s[j] = sqrt(sum);
    }
    return converged ? 0 : -1;
}

/* The indices 0..n-1 ordered by s, largest first (insertion sort: n is small). */
static void order_descending(int n, const double *s, int *order)
{
    for (int i = 0; i < n; i++) {
        int j = i;
        while (j > 0 && s[order[j - 1]] < s[i]) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
}

/* A copied densely (m x n, row stride n) from a row-major array of stride lda. */
static double *dense_copy(int m, int n, const double *a, int lda)
{
    double *A = malloc(sizeof *A * (size_t)(m > 0 ? m : 1) * (size_t)(n > 0 ? n : 1));
    for (int i = 0; A && i < m; i++)
        memcpy(A + (size_t)i * n, a + (size_t)i * lda, sizeof *A * (size_t)n);
    return A;
}

/* Singular values of A, largest first (jobu = jobvt = 'N' only). */
int web_dgesvd(int layout, char jobu, char jobvt, int m, int n,
                          double *a, int lda, double *s, double *u, int ldu,
                          double *vt, int ldvt, double *superb)
{
    (void)u, (void)ldu, (void)vt, (void)ldvt, (void)superb;
    if (layout != WEB_ROW_MAJOR || jobu != 'N' || jobvt != 'N' || m < 0 || n < 0 || lda < n)
        return -1;
    double *A = dense_copy(m, n, a, lda), *norms = malloc(sizeof *norms * (size_t)(n + 1));
    int *order = malloc(sizeof *order * (size_t)(n + 1)), status = -1;
    if (A && norms && order && one_sided_jacobi(m, n, A, NULL, norms) == 0) {
        order_descending(n, norms, order);
        for (int i = 0; i < (m < n ? m : n); i++)
            s[i] = norms[order[i]];
        status = 0;
    }
    free(A), free(norms), free(order);
    return status;
}

/* Eigenvalues of the symmetric A (its upper triangle), ascending, and with
 * jobz = 'V' the eigenvectors in A's columns (cyclic Jacobi). */
int web_dsyev(int layout, char jobz, char uplo, int n, double *a,
                         int lda, double *w)
{
    if (layout != WEB_ROW_MAJOR || (jobz != 'V' && jobz != 'N') || uplo != 'U' || n < 0 ||
        lda < n)
        return -1;
    double *S = malloc(sizeof *S * (size_t)(n * n + 1)), *V = malloc(sizeof *V * (size_t)(n * n + 1));
    int *order = malloc(sizeof *order * (size_t)(n + 1)), status = -1;
    if (!S || !V || !order)
        goto done;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            S[i * n + j] = i <= j ? a[i * lda + j] : a[j * lda + i];
    identity(n, V);
    /* An entry below rounding of its diagonal pair, or of the whole matrix,
     * is zero: a sweep that rotates nothing ends the iteration. */
    double total = 0;
    for (int i = 0; i < n * n; i++)
        total += S[i] * S[i];
    double negligible = 1e-17 * sqrt(total);
    int converged = 0;
    for (int sweep = 0; sweep < JACOBI_SWEEPS && !converged; sweep++) {
        converged = 1;
        for (int p = 0; p < n - 1; p++)
            for (int q = p + 1; q < n; q++) {
                double apq = S[p * n + q];
                if (fabs(apq) <= negligible ||
                    fabs(apq) <= 1e-16 * sqrt(fabs(S[p * n + p] * S[q * n + q])))
                    continue;
                converged = 0;
                double c, sn;
                jacobi_angle((S[q * n + q] - S[p * n + p]) / (2 * apq), &c, &sn);
                rotate(S, n, n, 1, p, q, c, sn); /* S <- S J (columns p, q) */
                rotate(S, n, 1, n, p, q, c, sn); /* S <- J^T S (rows p, q) */
                rotate(V, n, n, 1, p, q, c, sn);
            }
    }
    if (!converged)
        goto done;
    double *d = calloc((size_t)n + 1, sizeof *d);
    if (!d)
        goto done;
    for (int i = 0; i < n; i++)
        d[i] = -S[i * n + i]; /* descending of -d is ascending of d */
    order_descending(n, d, order);
    for (int i = 0; i < n; i++)
        w[i] = S[order[i] * n + order[i]];
    for (int i = 0; jobz == 'V' && i < n; i++)
        for (int j = 0; j < n; j++)
            a[i * lda + j] = V[i * n + order[j]];
    free(d);
    status = 0;
done:
    free(S), free(V), free(order);
    return status;
}

/* The least-norm least-squares solution of A x = b (one right-hand side),
 * singular values at most rcond times the largest counted as zero: x = sum
 * over the others of v_i (u_i^T b) / s_i.  b (max(m, n) entries) gets x. */
static int least_norm(int m, int n, const double *a, int lda, double *b, double *s_out,
                      double rcond, int *rank)
{
    double *A = dense_copy(m, n, a, lda), *V = malloc(sizeof *V * (size_t)(n * n + 1));
    double *s = malloc(sizeof *s * (size_t)(n + 1)), *x = calloc((size_t)n + 1, sizeof *x);
    int *order = malloc(sizeof *order * (size_t)(n + 1)), status = -1;
    if (!A || !V || !s || !x || !order || one_sided_jacobi(m, n, A, V, s) != 0)
        goto done;
    order_descending(n, s, order);
    double largest = n > 0 ? s[order[0]] : 0;
    double cut = (rcond < 0 ? 2.220446049250313e-16 : rcond) * largest;
    *rank = 0;
    for (int r = 0; r < n; r++) {
        int j = order[r];
        if (s_out && r < (m < n ? m : n))
            s_out[r] = s[j];
        if (!(s[j] > cut))
            continue;
        (*rank)++;
        double utb = 0; /* u_j = A's column j / s_j */
        for (int i = 0; i < m; i++)
            utb += A[i * n + j] * b[i];
        utb /= s[j] * s[j];
        for (int i = 0; i < n; i++)
            x[i] += V[i * n + j] * utb;
    }
    memcpy(b, x, sizeof *x * (size_t)n);
    status = 0;
done:
    free(A), free(V), free(s), free(x), free(order);
    return status;
}

/* dgelsd: the least-norm solution by the singular value decomposition. */
int web_dgelsd(int layout, int m, int n, int nrhs, double *a,
                          int lda, double *b, int ldb, double *s, double rcond,
                          int *rank)
{
    if (layout != WEB_ROW_MAJOR || nrhs != 1 || ldb != 1 || m < 0 || n < 0 || lda < n)
        return -1;
    return least_norm(m, n, a, lda, b, s, rcond, rank);
}

/* dgelsy: LAPACK computes the same least-norm solution by a rank-revealing
 * QR; here by the singular value decomposition (jpvt is not used). */
int web_dgelsy(int layout, int m, int n, int nrhs, double *a,
                          int lda, double *b, int ldb, int *jpvt,
                          double rcond, int *rank)
{
    (void)jpvt;
    if (layout != WEB_ROW_MAJOR || nrhs != 1 || ldb != 1 || m < 0 || n < 0 || lda < n)
        return -1;
    return least_norm(m, n, a, lda, b, NULL, rcond, rank);
}
