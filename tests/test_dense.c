/* test_dense.c: the course's dense factorisations (src/dense.c) against
 * LAPACK (linked by this test alone) and against matrices built with known
 * answers: A = U diag(s) V^T with U, V products of reflections, ranks made
 * by products of thin factors, the box on four coplanar corners.
 *
 * The tolerances come from backward stability.  Each routine computes the
 * exact answer for some A + E with |E| <= c n eps |A| (GVL 5.1, 5.2, 8.3,
 * 8.6; c a small constant, 4 below), so a singular value or an
 * eigenvalue moves by at most |E| (Weyl), two implementations differ by at
 * most twice that, and a solution of a consistent system of condition
 * number cond moves by about cond |E| / |A| of its size.
 */
#include "dense.h"
#include "dense_eigen.h"
#include "dense_svd.h"
#include "test.h"

#include <float.h>
#include <lapacke.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_N = 64 };

/* The backward-error bound c n eps of the header, relative to |A|. */
static double backward_bound(int n)
{
    return 4.0 * n * DBL_EPSILON;
}

/* A reproducible uniform number in [-1, 1). */
static double uniform(unsigned *seed)
{
    *seed = *seed * 1103515245u + 12345u;
    return ((*seed >> 8) & 0xFFFFFF) / (double)0x800000 - 1.0;
}

/* The m x n product A = X Y of random m x r and r x n factors: rank r. */
static void low_rank(int m, int n, int r, unsigned *seed, double *A)
{
    static double X[MAX_N * MAX_N], Y[MAX_N * MAX_N];
    for (int i = 0; i < m * r; i++)
        X[i] = uniform(seed);
    for (int i = 0; i < r * n; i++)
        Y[i] = uniform(seed);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double sum = 0.0;
            for (int k = 0; k < r; k++)
                sum += X[i * r + k] * Y[k * n + j];
            A[i * n + j] = sum;
        }
}

/* An n x n orthogonal Q (to rounding): the product of three random
 * reflections I - 2 v v^T / v^T v. */
static void random_orthogonal(int n, unsigned *seed, double *Q)
{
    double v[MAX_N], T[MAX_N * MAX_N];
    for (int i = 0; i < n * n; i++)
        Q[i] = i % (n + 1) == 0;
    for (int h = 0; h < 3; h++) {
        double vv = 0.0;
        for (int i = 0; i < n; i++)
            v[i] = uniform(seed), vv += v[i] * v[i];
        for (int i = 0; i < n; i++) /* T = (I - 2 v v^T / vv) Q */
            for (int j = 0; j < n; j++) {
                double vq = 0.0;
                for (int k = 0; k < n; k++)
                    vq += v[k] * Q[k * n + j];
                T[i * n + j] = Q[i * n + j] - 2.0 * v[i] * vq / vv;
            }
        memcpy(Q, T, sizeof *Q * (size_t)(n * n));
    }
}

/* A = U diag(s) V^T (m x n), U m x m and V n x n orthogonal, s min(m, n). */
static void from_svd(int m, int n, const double *U, const double *s, const double *V, double *A)
{
    int p = m < n ? m : n;
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double sum = 0.0;
            for (int k = 0; k < p; k++)
                sum += U[i * m + k] * s[k] * V[j * n + k];
            A[i * n + j] = sum;
        }
}

/* Largest |x_i| over n entries. */
static double max_abs(int n, const double *x)
{
    double big = 0.0;
    for (int i = 0; i < n; i++)
        big = fmax(big, fabs(x[i]));
    return big;
}

/* Euclidean norm, plainly (the test's own). */
static double norm2(int n, const double *x)
{
    double sum = 0.0;
    for (int i = 0; i < n; i++)
        sum += x[i] * x[i];
    return sqrt(sum);
}

/* The 2-norm bound |A|_2 <= |A|_F of an m x n matrix. */
static double frobenius(int m, int n, const double *A)
{
    return norm2(m * n, A);
}

/* ------------------------------------------------------------ norms */

/* dense_kernel_norm2 and dense_kernel_hypot neither overflow nor underflow. */
static void test_norms(void)
{
    const double big[4] = {3e300, -1, 4e300, -1}, small[2] = {3e-300, 4e-300};
    const double tiny[2] = {3 * 0x1p-1070, 4 * 0x1p-1070}; /* subnormal */
    CHECK_NEAR(dense_kernel_norm2(2, big, 2) / 5e300, 1.0, 4 * DBL_EPSILON,
               "|(3e300, 4e300)| = 5e300 (stride 2)");
    CHECK_NEAR(dense_kernel_norm2(2, small, 1) / 5e-300, 1.0, 4 * DBL_EPSILON,
               "|(3e-300, 4e-300)| = 5e-300");
    CHECK(dense_kernel_norm2(2, tiny, 1) == 5 * 0x1p-1070,
          "|(3, 4) 2^-1070| = 5 2^-1070 exactly (subnormal)");
    CHECK(dense_kernel_norm2(0, big, 1) == 0.0, "the norm of no entries is 0");
    CHECK(dense_kernel_hypot(3.0, -4.0) == 5.0, "hypot(3, -4) = 5 exactly");
    CHECK_NEAR(dense_kernel_hypot(1e300, 1e300) / 1e300, sqrt(2.0), 4 * DBL_EPSILON,
               "hypot(1e300, 1e300)");
    CHECK(dense_kernel_hypot(0.0, -0.0) == 0.0, "hypot(0, 0) = 0");
}

/* ------------------------------------------------------------ singular values */

/* Singular values of 300 random m x n matrices of every rank (m, n up to
 * 40) as dgesvd's, within twice the backward bound of s_max. */
static void test_singular_values_lapack(void)
{
    static double A[MAX_N * MAX_N], B[MAX_N * MAX_N];
    double ours[MAX_N], theirs[MAX_N], work[MAX_N];
    unsigned seed = 7;
    double worst = 0.0;
    int failures = 0;
    for (int trial = 0; trial < 300; trial++) {
        int m = 1 + trial % 40, n = 1 + (trial * 7) % 37, p = m < n ? m : n;
        low_rank(m, n, 1 + trial % p, &seed, A);
        memcpy(B, A, sizeof *A * (size_t)(m * n));
        LAPACKE_dgesvd(LAPACK_ROW_MAJOR, 'N', 'N', m, n, B, n, theirs, NULL, 1, NULL, 1, work);
        int steps = -1;
        failures += dense_svd_singular_values(m, n, A, ours, &steps) != DENSE_OK || steps < 0 ||
                    steps > 30 * p;
        for (int i = 0; i < p; i++) /* in units of the bound */
            worst = fmax(worst, fabs(ours[i] - theirs[i]) /
                                    (2.0 * backward_bound(m > n ? m : n) * theirs[0]));
    }
    CHECK(failures == 0, "300 matrices: DENSE_OK, steps within 30 min(m, n) (%d failed)", failures);
    CHECK(worst <= 1.0, "singular values as dgesvd's: worst %.2g of 2 c n eps s_max", worst);
}

/* Known singular values: A = U diag(s) V^T, s spread over six orders and
 * with zeros, in the three shapes; largest first. */
static void test_known_singular_values(void)
{
    static double U[MAX_N * MAX_N], V[MAX_N * MAX_N], A[MAX_N * MAX_N];
    const double s[12] = {1e3, 10, 3, 3, 1, 1e-3, 0, 0, 0, 0, 0, 0};
    const int shapes[3][2] = {{12, 7}, {7, 12}, {12, 12}};
    unsigned seed = 21;
    for (int k = 0; k < 3; k++) {
        int m = shapes[k][0], n = shapes[k][1], p = m < n ? m : n;
        double got[12];
        random_orthogonal(m, &seed, U);
        random_orthogonal(n, &seed, V);
        from_svd(m, n, U, s, V, A);
        dense_svd_singular_values(m, n, A, got, NULL);
        double worst = 0.0;
        for (int i = 0; i < p; i++)
            worst = fmax(worst, fabs(got[i] - s[i]));
        CHECK(worst <= 2 * backward_bound(m) * s[0],
              "%d x %d with s = 1e3, 10, 3, 3, 1, 1e-3, 0...: off by %.2g (bound %.2g)", m, n,
              worst, 2 * backward_bound(m) * s[0]);
    }
}

/* Shapes with a closed answer: a row (its norm), a column, 1 x 1, zero;
 * and scale: 1e-300 A and 1e300 A have 1e-300 and 1e300 times A's values. */
static void test_singular_value_shapes(void)
{
    const double row[4] = {1, -2, 2, 4}, zero[6] = {0};
    double s[4], a[1] = {-3}, A[9] = {2, 0, 0, 0, 0, 3, 0, -1, 0}, B[9], t[3], u[3];
    dense_svd_singular_values(1, 4, row, s, NULL);
    CHECK_NEAR(s[0], 5.0, 4 * DBL_EPSILON, "1 x 4 row (1, -2, 2, 4): s = 5");
    dense_svd_singular_values(4, 1, row, s, NULL);
    CHECK_NEAR(s[0], 5.0, 4 * DBL_EPSILON, "4 x 1 column: s = 5");
    dense_svd_singular_values(1, 1, a, s, NULL);
    CHECK(s[0] == 3.0, "1 x 1 (-3): s = 3");
    dense_svd_singular_values(2, 3, zero, s, NULL);
    CHECK(s[0] == 0.0 && s[1] == 0.0, "2 x 3 zero: s = 0, 0");
    dense_svd_singular_values(3, 3, A, t, NULL); /* a permutation times diag(3, 2, 1) */
    CHECK(t[0] == 3.0 && t[1] == 2.0 && t[2] == 1.0, "permuted diag(2, 3, -1): 3, 2, 1 exactly");
    for (int e = 0; e < 2; e++) {
        double scale = e ? 1e300 : 1e-300;
        for (int i = 0; i < 9; i++)
            B[i] = (A[i] + 0.25 * i) * scale;
        dense_svd_singular_values(3, 3, B, u, NULL);
        for (int i = 0; i < 9; i++)
            B[i] = A[i] + 0.25 * i;
        dense_svd_singular_values(3, 3, B, t, NULL);
        CHECK_NEAR(u[2] / scale / t[2], 1.0, 1e-14, "scaled by %g: the smallest in proportion",
                   scale);
    }
}

/* ------------------------------------------------------------ the symmetric eigenproblem */

/* A V = V diag(w) and V^T V = I, in units of c n eps (|A| and 1), for an
 * n x n symmetric A and dense_eigen_symmetric's V (in A's place) and w. */
static void eigen_residuals(int n, const double *A, const double *V, const double *w,
                            double *residual, double *orthogonality)
{
    double size = frobenius(n, n, A);
    *residual = *orthogonality = 0.0;
    for (int i = 0; i < n; i++)
        for (int e = 0; e < n; e++) {
            double av = -w[e] * V[i * n + e], vv = -(i == e);
            for (int k = 0; k < n; k++) {
                av += A[i * n + k] * V[k * n + e];
                vv += V[k * n + i] * V[k * n + e];
            }
            *residual = fmax(*residual, fabs(av) / (backward_bound(n) * size));
            *orthogonality = fmax(*orthogonality, fabs(vv) / backward_bound(n));
        }
}

/* 200 random symmetric matrices, indefinite and of every rank (n up to
 * 50), with garbage below the diagonal (only the upper triangle is read):
 * eigenvalues as dsyev's, ascending, A V = V diag(w), V^T V = I. */
static void test_eigen_lapack(void)
{
    static double X[MAX_N * MAX_N], A[MAX_N * MAX_N], B[MAX_N * MAX_N], V[MAX_N * MAX_N];
    double ours[MAX_N], theirs[MAX_N];
    unsigned seed = 11;
    double worst = 0.0, residual = 0.0, orthogonality = 0.0;
    int failures = 0, unordered = 0;
    for (int trial = 0; trial < 200; trial++) {
        int n = 1 + trial % 50, r = 1 + trial % n;
        low_rank(n, r, r, &seed, X);
        for (int i = 0; i < n; i++) /* A = X S X^T, S = diag(1, 1, -1, ...) */
            for (int j = 0; j < n; j++) {
                double sum = 0.0;
                for (int k = 0; k < r; k++)
                    sum += X[i * r + k] * X[j * r + k] * (k % 3 == 2 ? -1.0 : 1.0);
                A[i * n + j] = sum;
            }
        memcpy(B, A, sizeof *A * (size_t)(n * n));
        LAPACKE_dsyev(LAPACK_ROW_MAJOR, 'N', 'U', n, B, n, theirs);
        memcpy(V, A, sizeof *A * (size_t)(n * n));
        for (int i = 0; i < n; i++)
            for (int j = 0; j < i; j++)
                V[i * n + j] = 1e30;
        failures += dense_eigen_symmetric(n, V, ours, NULL) != DENSE_OK;
        double size = frobenius(n, n, A), res, orth;
        for (int i = 0; i < n; i++) {
            worst = fmax(worst, fabs(ours[i] - theirs[i]) / (2 * backward_bound(n) * size));
            unordered += i > 0 && ours[i] < ours[i - 1];
        }
        eigen_residuals(n, A, V, ours, &res, &orth);
        residual = fmax(residual, res);
        orthogonality = fmax(orthogonality, orth);
    }
    CHECK(failures == 0, "200 symmetric matrices: DENSE_OK (%d failed)", failures);
    CHECK(unordered == 0, "eigenvalues ascending (%d out of order)", unordered);
    CHECK(worst <= 1.0, "eigenvalues as dsyev's: worst %.2g of 2 c n eps |A|", worst);
    CHECK(residual <= 1.0, "|A V - V diag(w)|: worst %.2g of c n eps |A|", residual);
    CHECK(orthogonality <= 1.0, "|V^T V - I|: worst %.2g of c n eps", orthogonality);
}

/* Known eigenvalues, repeated ones among them: A = Q diag(l) Q^T. */
static void test_known_eigen(void)
{
    static double Q[MAX_N * MAX_N], A[MAX_N * MAX_N], V[MAX_N * MAX_N];
    const double l[9] = {3, -2, 1, 0, 1, 1, 0, -2, 0.5};
    const double sorted[9] = {-2, -2, 0, 0, 0.5, 1, 1, 1, 3};
    double w[9], residual, orthogonality, worst = 0.0;
    unsigned seed = 5;
    random_orthogonal(9, &seed, Q);
    from_svd(9, 9, Q, l, Q, A);
    memcpy(V, A, sizeof A);
    int steps = 0, status = dense_eigen_symmetric(9, V, w, &steps);
    CHECK(status == DENSE_OK && steps > 0 && steps <= 270,
          "eigen of a 9 x 9 with repeated eigenvalues: DENSE_OK in %d steps", steps);
    for (int i = 0; i < 9; i++)
        worst = fmax(worst, fabs(w[i] - sorted[i]));
    CHECK(worst <= 2 * backward_bound(9) * 3, "eigenvalues -2, -2, 0, 0, 0.5, 1, 1, 1, 3: off by "
          "%.2g", worst);
    eigen_residuals(9, A, V, w, &residual, &orthogonality);
    CHECK(residual <= 1.0 && orthogonality <= 1.0,
          "an orthonormal basis of each repeated eigenvalue's space (%.2g, %.2g)", residual,
          orthogonality);
    double one[1] = {-7}, v1[1];
    CHECK(dense_eigen_symmetric(1, one, v1, NULL) == DENSE_OK && v1[0] == -7 && one[0] == 1,
          "1 x 1: w = -7, v = 1");
}

/* ------------------------------------------------------------ QR with column pivoting */

/* Q R from dense_qrcp's output (the first rank rows of R, its reflections):
 * H_0 ... H_{rank-1} R into QR (m x n). */
static void rebuild_qr(int m, int n, const double *F, const double *tau, int rank, double *QR)
{
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            QR[i * n + j] = i < rank && j >= i ? F[i * n + j] : 0.0;
    for (int k = rank - 1; k >= 0; k--)
        for (int j = 0; j < n; j++) {
            double s = QR[k * n + j];
            for (int i = k + 1; i < m; i++)
                s += F[i * n + k] * QR[i * n + j];
            s *= tau[k];
            QR[k * n + j] -= s;
            for (int i = k + 1; i < m; i++)
                QR[i * n + j] -= s * F[i * n + k];
        }
}

/* 200 products X Y of rank r (m, n up to 40): the rank is r at rcond
 * 1e-12, A P = Q R to the backward bound on the first r columns (those
 * after them are A's columns within rcond of the first r's span), and
 * |R_00| >= |R_11| >= ... (the norms are downdated, good to sqrt(eps)). */
static void test_qrcp(void)
{
    static double A[MAX_N * MAX_N], F[MAX_N * MAX_N], QR[MAX_N * MAX_N];
    double tau[MAX_N];
    int perm[MAX_N], wrong_rank = 0, unordered = 0;
    unsigned seed = 3;
    double worst = 0.0;
    for (int trial = 0; trial < 200; trial++) {
        int m = 2 + trial % 39, n = 2 + (trial * 5) % 37, p = m < n ? m : n, r = 1 + trial % p;
        low_rank(m, n, r, &seed, A);
        memcpy(F, A, sizeof *A * (size_t)(m * n));
        int rank = -1;
        dense_qrcp(m, n, F, perm, tau, 1e-12, &rank);
        wrong_rank += rank != r;
        rebuild_qr(m, n, F, tau, rank, QR);
        double size = frobenius(m, n, A);
        for (int i = 0; i < m; i++)
            for (int j = 0; j < rank; j++)
                worst = fmax(worst, fabs(QR[i * n + j] - A[i * n + perm[j]]) /
                                        (backward_bound(m > n ? m : n) * size));
        for (int j = 1; j < rank; j++)
            unordered += fabs(F[j * n + j]) > fabs(F[(j - 1) * n + j - 1]) * (1 + 1e-7);
    }
    CHECK(wrong_rank == 0, "rank r of X Y (r inner) at rcond 1e-12 in 200 cases (%d wrong)",
          wrong_rank);
    CHECK(worst <= 1.0, "A P = Q R: worst %.2g of c n eps |A|", worst);
    CHECK(unordered == 0, "|R_jj| non-increasing (%d out of order)", unordered);
}

/* Kahan's matrix (GVL 5.4): row i is s^i (0, ..., 0, 1, -c, ..., -c),
 * s^2 + c^2 = 1, each diagonal entry shrunk by (1 - 1e-10)^i so that
 * pivoting leaves the columns in place (their norms are all about 1).
 * Every |R_jj| is above 3e-3 |R_00| (n = 40, c = 0.5), yet the leading
 * triangles grow ill-conditioned: at rcond 1e-7 the rank is cut where
 * the condition estimate of R(0..r, 0..r) reaches 1e7 (its true s_min /
 * s_max is then below 1e-7, since the estimate is an upper bound), as
 * dgelsy cuts it, while the diagonal alone (|R_jj| <= rcond |R_00|) would
 * keep all 40. */
static void test_kahan_rank(void)
{
    enum { N = 40 };
    static double K[N * N], F[N * N];
    double s[N], tau[N], work[N], c = 0.5, sine = sqrt(1 - c * c), row = 1.0, least = 1.0;
    int perm[N], jpvt[N] = {0}, rank = -1, rank_lapack = -1, moved = 0;
    for (int i = 0; i < N; i++, row *= sine * (1 - 1e-10))
        for (int j = 0; j < N; j++)
            K[i * N + j] = j < i ? 0.0 : j == i ? row : -c * row;
    memcpy(F, K, sizeof K);
    dense_qrcp(N, N, F, perm, tau, 0.0, &rank);
    for (int j = 0; j < N; j++) {
        least = fmin(least, fabs(F[j * N + j] / F[0]));
        moved += perm[j] != j;
    }
    CHECK(moved == 0 && least > 3e-3, "Kahan's matrix: no column moved (%d), every |R_jj| >= "
          "%.2g |R_00|", moved, least);
    memcpy(F, K, sizeof K);
    dense_qrcp(N, N, F, perm, tau, 1e-7, &rank);
    double b[N] = {0};
    memcpy(F, K, sizeof K);
    LAPACKE_dgelsy(LAPACK_ROW_MAJOR, N, N, 1, F, N, b, 1, jpvt, 1e-7, &rank_lapack);
    CHECK(rank == rank_lapack && rank < N, "Kahan's matrix at rcond 1e-7: rank %d, dgelsy's %d",
          rank, rank_lapack);
    int r = rank + 1; /* the triangle at which the cut was made */
    for (int i = 0; i < r; i++)
        for (int j = 0; j < r; j++)
            F[i * r + j] = K[i * N + j];
    LAPACKE_dgesvd(LAPACK_ROW_MAJOR, 'N', 'N', r, r, F, r, s, NULL, 1, NULL, 1, work);
    CHECK(s[r - 1] <= 1e-7 * s[0], "the cut triangle R(0..%d, 0..%d) has s_min / s_max = %.2g "
          "<= 1e-7", rank, rank, s[r - 1] / s[0]);
}

/* ------------------------------------------------------------ the least-norm solve */

/* 300 consistent systems A x = A x0 of every shape and rank (m, n up to
 * 30): the rank as dgelsy's at rcond 1e-12, the solution as dgelsy's to
 * cond (s_0 / s_{r-1}) times twice the backward bound. */
static void test_least_norm_lapack(void)
{
    static double A[MAX_N * MAX_N], B[MAX_N * MAX_N];
    double x0[MAX_N], ours[MAX_N], theirs[MAX_N], s[MAX_N], work[MAX_N];
    int jpvt[MAX_N], ranks_differ = 0, lapack_failed = 0;
    unsigned seed = 13;
    double worst = 0.0;
    for (int trial = 0; trial < 300; trial++) {
        int m = 1 + trial % 30, n = 1 + (trial * 11) % 29, p = m < n ? m : n, r = 1 + trial % p;
        low_rank(m, n, r, &seed, A);
        for (int j = 0; j < n; j++)
            x0[j] = uniform(&seed);
        for (int i = 0; i < (m > n ? m : n); i++) { /* b, then room for x */
            ours[i] = 0.0;
            for (int j = 0; i < m && j < n; j++)
                ours[i] += A[i * n + j] * x0[j];
            theirs[i] = ours[i];
        }
        memcpy(B, A, sizeof *A * (size_t)(m * n));
        memset(jpvt, 0, sizeof jpvt);
        int rank_lapack = -1, rank = -1;
        lapack_failed += LAPACKE_dgelsy(LAPACK_ROW_MAJOR, m, n, 1, B, n, theirs, 1, jpvt, 1e-12,
                                        &rank_lapack) != 0;
        memcpy(B, A, sizeof *A * (size_t)(m * n));
        dense_least_norm(m, n, B, ours, 1e-12, &rank);
        ranks_differ += rank != rank_lapack;
        memcpy(B, A, sizeof *A * (size_t)(m * n));
        LAPACKE_dgesvd(LAPACK_ROW_MAJOR, 'N', 'N', m, n, B, n, s, NULL, 1, NULL, 1, work);
        double d[MAX_N], cond = s[0] / s[r - 1];
        for (int j = 0; j < n; j++)
            d[j] = ours[j] - theirs[j];
        worst = fmax(worst, norm2(n, d) / (norm2(n, theirs) * cond *
                                           2 * backward_bound(m > n ? m : n)));
    }
    CHECK(lapack_failed == 0, "dgelsy solves all 300 (%d refused)", lapack_failed);
    CHECK(ranks_differ == 0, "ranks as dgelsy's in 300 systems (%d differ)", ranks_differ);
    CHECK(worst <= 1.0, "least-norm solutions as dgelsy's: worst %.2g of 2 cond c n eps |x|",
          worst);
}

/* The least-norm property, exactly: A = U diag(s) V^T of rank r (s in
 * [0.1, 1], then zeros) and b = A x0.  The solutions are x0 + null(A), and
 * the least norm is x0's part in the row space, V_r V_r^T x0; so x is
 * orthogonal to V's last n - r columns. */
static void test_least_norm_property(void)
{
    static double U[MAX_N * MAX_N], V[MAX_N * MAX_N], A[MAX_N * MAX_N], B[MAX_N * MAX_N];
    double s[MAX_N], x0[MAX_N], x[MAX_N], want[MAX_N];
    unsigned seed = 17;
    double worst = 0.0, worst_null = 0.0;
    int ranks_wrong = 0;
    for (int trial = 0; trial < 40; trial++) {
        int m = 3 + trial % 17, n = 3 + (trial * 3) % 19, p = m < n ? m : n, r = 1 + trial % p;
        random_orthogonal(m, &seed, U);
        random_orthogonal(n, &seed, V);
        for (int k = 0; k < p; k++)
            s[k] = k < r ? 1.0 - 0.9 * k / p : 0.0;
        from_svd(m, n, U, s, V, A);
        for (int j = 0; j < n; j++)
            x0[j] = uniform(&seed);
        for (int i = 0; i < (m > n ? m : n); i++) {
            x[i] = 0.0;
            for (int j = 0; i < m && j < n; j++)
                x[i] += A[i * n + j] * x0[j];
        }
        for (int j = 0; j < n; j++) { /* V_r V_r^T x0 */
            want[j] = 0.0;
            for (int k = 0; k < r; k++) {
                double vx = 0.0;
                for (int i = 0; i < n; i++)
                    vx += V[i * n + k] * x0[i];
                want[j] += V[j * n + k] * vx;
            }
        }
        memcpy(B, A, sizeof *A * (size_t)(m * n));
        int rank = -1;
        dense_least_norm(m, n, B, x, 1e-12, &rank);
        ranks_wrong += rank != r;
        double d[MAX_N], bound = 10 * 2 * backward_bound(m > n ? m : n); /* cond <= 10 */
        for (int j = 0; j < n; j++)
            d[j] = x[j] - want[j];
        worst = fmax(worst, norm2(n, d) / (bound * norm2(n, want)));
        for (int k = r; k < n; k++) {
            double vx = 0.0;
            for (int i = 0; i < n; i++)
                vx += V[i * n + k] * x[i];
            worst_null = fmax(worst_null, fabs(vx) / (bound * norm2(n, want)));
        }
    }
    CHECK(ranks_wrong == 0, "40 systems U diag(s) V^T: rank r (%d wrong)", ranks_wrong);
    CHECK(worst <= 1.0, "x = V_r V_r^T x0, the least-norm solution: worst %.2g of the bound",
          worst);
    CHECK(worst_null <= 1.0, "x orthogonal to the null space: worst %.2g of the bound",
          worst_null);
}

/* The box on four coplanar corners (a x b, at rest on its bottom face):
 * G_n^T W G_n (4 x 4) has rank 3, one force and two torques.  Each corner
 * i at (x_i, y_i) relative to the centre below it has the normal column
 * (0, 0, 1, y_i, -x_i, 0), so entry ij is 1/m + y_i y_j / I_x + x_i x_j /
 * I_y.  With b = (1, 1, 1, 1) the corners' sums of x and y vanish and the
 * least-norm solution shares the load evenly: z_i = m / 4, exactly to
 * rounding; the null vector is (1, -1, 1, -1). */
static void test_four_corners(void)
{
    const double x[4] = {0.5, 0.5, -0.5, -0.5}, y[4] = {0.4, -0.4, -0.4, 0.4};
    const double mass = 2.0, Ix = 0.3, Iy = 0.7;
    double A[16], z[4] = {1, 1, 1, 1};
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            A[i * 4 + j] = 1 / mass + y[i] * y[j] / Ix + x[i] * x[j] / Iy;
    int rank = -1, status = dense_least_norm(4, 4, A, z, 1e-15, &rank);
    CHECK(status == DENSE_OK && rank == 3, "four coplanar corners: rank 3 at rcond 1e-15 (got %d)",
          rank);
    double worst = fabs(z[0] - 0.5);
    for (int i = 1; i < 4; i++)
        worst = fmax(worst, fabs(z[i] - 0.5));
    CHECK(worst <= backward_bound(4) * 10, "the load shared evenly: z_i = m / 4 = 0.5 (off by "
          "%.2g)", worst);
}

/* The rank cut: singular values 1, 0.5 and 5e-13 are rank 2 at rcond 1e-12
 * and rank 3 at 1e-14.  At rank 2 the solution has (almost) no part along
 * the third right singular vector v_3: the dropped R_22 is of size 5e-13,
 * which moves x by about 5e-13 / 0.5 of |x|. */
static void test_rank_cut(void)
{
    double U[9], V[9], A[9], B[9], x[3];
    const double sigma[3] = {1, 0.5, 5e-13}, b[3] = {1, -2, 0.5};
    unsigned seed = 29;
    random_orthogonal(3, &seed, U);
    random_orthogonal(3, &seed, V);
    from_svd(3, 3, U, sigma, V, A);
    int rank_12, rank_14;
    memcpy(B, A, sizeof A), memcpy(x, b, sizeof b);
    dense_least_norm(3, 3, B, x, 1e-12, &rank_12);
    double along = fabs(V[2] * x[0] + V[5] * x[1] + V[8] * x[2]);
    memcpy(B, A, sizeof A), memcpy(x, b, sizeof b);
    dense_least_norm(3, 3, B, x, 1e-14, &rank_14);
    CHECK(rank_12 == 2 && rank_14 == 3, "s_3 = 5e-13: rank 2 at rcond 1e-12, 3 at 1e-14 (got "
          "%d, %d)", rank_12, rank_14);
    CHECK(along <= 4 * 5e-13 / 0.5 * norm2(3, b) / 0.5, "rank 2: x . v_3 = %.2g, the cut "
          "direction left out", along);
}

/* Edge shapes: 0 x 3 (x = 0, rank 0), 3 x 0, the zero matrix, 1 x 1. */
static void test_least_norm_edges(void)
{
    double A[9] = {0}, x[3] = {1, 2, 3}, one[1] = {4}, y[1] = {2};
    int rank = -1;
    CHECK(dense_least_norm(0, 3, A, x, 1e-12, &rank) == DENSE_OK && rank == 0 && x[0] == 0 &&
              x[1] == 0 && x[2] == 0, "0 x 3: x = 0, rank 0");
    x[0] = 1;
    CHECK(dense_least_norm(3, 0, A, x, 1e-12, &rank) == DENSE_OK && rank == 0, "3 x 0: rank 0");
    CHECK(dense_least_norm(3, 3, A, x, 1e-12, &rank) == DENSE_OK && rank == 0 && max_abs(3, x) == 0,
          "the zero matrix: rank 0, x = 0");
    CHECK(dense_least_norm(1, 1, one, y, 0.0, &rank) == DENSE_OK && rank == 1 && y[0] == 0.5,
          "1 x 1: 4 x = 2 gives 0.5");
}

/* Inf and NaN are refused, distinctly, before any work. */
static void test_not_finite(void)
{
    double A[4] = {1, 2, NAN, 4}, B[4] = {1, INFINITY, 3, 4}, b[2] = {1, 1}, s[2];
    int perm[2], rank;
    double tau[2];
    CHECK(dense_least_norm(2, 2, A, b, 1e-12, &rank) == DENSE_NOT_FINITE, "least norm: NaN in A");
    b[1] = INFINITY;
    CHECK(dense_least_norm(2, 2, (double[]){1, 0, 0, 1}, b, 1e-12, &rank) == DENSE_NOT_FINITE,
          "least norm: Inf in b");
    CHECK(dense_qrcp(2, 2, B, perm, tau, 0.0, &rank) == DENSE_NOT_FINITE, "QRCP: Inf in A");
    CHECK(dense_svd_singular_values(2, 2, A, s, NULL) == DENSE_NOT_FINITE, "singular values: NaN");
    CHECK(dense_eigen_symmetric(2, B, s, NULL) == DENSE_NOT_FINITE,
          "eigen: Inf in the upper triangle");
    double lower[4] = {1, 0, NAN, 1};
    CHECK(dense_eigen_symmetric(2, lower, s, NULL) == DENSE_OK && s[0] == 1 && s[1] == 1,
          "eigen: NaN below the diagonal is not read");
}

int main(void)
{
    test_norms();
    test_singular_values_lapack();
    test_known_singular_values();
    test_singular_value_shapes();
    test_eigen_lapack();
    test_known_eigen();
    test_qrcp();
    test_kahan_rank();
    test_least_norm_lapack();
    test_least_norm_property();
    test_four_corners();
    test_rank_cut();
    test_least_norm_edges();
    test_not_finite();
    return test_done();
}
