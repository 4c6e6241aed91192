/* test_web_lapack.c: the WebAssembly build's LAPACK routines (web/lapack.c,
 * Jacobi rotations) against LAPACK itself, natively, on the shapes the
 * library passes them: square systems up to 12 x 12, full rank and rank
 * deficient, symmetric positive semidefinite matrices, and the wide and tall
 * lead matrices of chapter 8. */
#include <lapacke.h>
#include <stdlib.h>
#include <string.h>
#include "../web/web_lapack.h"
#include "test.h"

/* A reproducible uniform number in [-1, 1). */
static double uniform(unsigned *seed)
{
    *seed = *seed * 1103515245u + 12345u;
    return ((*seed >> 8) & 0xFFFFFF) / (double)0x800000 - 1.0;
}

/* An m x n matrix of rank at most r: a product of m x r and r x n factors. */
static void low_rank(int m, int n, int r, unsigned *seed, double *A)
{
    double *X = malloc(sizeof *X * (size_t)(m * r + 1)), *Y = malloc(sizeof *Y * (size_t)(r * n + 1));
    for (int i = 0; i < m * r; i++)
        X[i] = uniform(seed);
    for (int i = 0; i < r * n; i++)
        Y[i] = uniform(seed);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double sum = 0;
            for (int k = 0; k < r; k++)
                sum += X[i * r + k] * Y[k * n + j];
            A[i * n + j] = sum;
        }
    free(X), free(Y);
}

/* Singular values of m x n matrices of every rank: the same as dgesvd's. */
static void test_singular_values(void)
{
    unsigned seed = 7;
    double A[144], B[144], s_lapack[12], s_web[12], work[12];
    int worst_case = 0;
    double worst = 0;
    for (int trial = 0; trial < 200; trial++) {
        int m = 1 + trial % 12, n = 1 + (trial / 12) % 12, r = 1 + trial % (m < n ? m : n);
        low_rank(m, n, r, &seed, A);
        memcpy(B, A, sizeof A);
        LAPACKE_dgesvd(LAPACK_ROW_MAJOR, 'N', 'N', m, n, A, n, s_lapack, NULL, 1, NULL, 1, work);
        if (web_dgesvd(WEB_ROW_MAJOR, 'N', 'N', m, n, B, n, s_web, NULL, 1, NULL, 1, work) != 0) {
            worst = INFINITY;
            worst_case = trial;
            break;
        }
        for (int i = 0; i < (m < n ? m : n); i++) {
            double d = fabs(s_web[i] - s_lapack[i]) / s_lapack[0];
            if (d > worst)
                worst = d, worst_case = trial;
        }
    }
    CHECK(worst < 1e-13, "singular values agree with dgesvd to %.2g of the largest (case %d)",
          worst, worst_case);
}

/* Eigenvalues of symmetric semidefinite matrices as dsyev's; A V = V diag(w). */
static void test_eigen(void)
{
    unsigned seed = 11;
    double X[144], A[144], B[144], w_lapack[12], w_web[12];
    double worst_value = 0, worst_residual = 0;
    for (int trial = 0; trial < 100; trial++) {
        int n = 1 + trial % 12, r = 1 + trial % n;
        low_rank(n, r, r, &seed, X);
        for (int i = 0; i < n; i++) /* A = X X^T, rank r */
            for (int j = 0; j < n; j++) {
                double sum = 0;
                for (int k = 0; k < r; k++)
                    sum += X[i * r + k] * X[j * r + k];
                A[i * n + j] = sum;
            }
        memcpy(B, A, sizeof A);
        LAPACKE_dsyev(LAPACK_ROW_MAJOR, 'V', 'U', n, B, n, w_lapack);
        memcpy(B, A, sizeof A);
        if (web_dsyev(WEB_ROW_MAJOR, 'V', 'U', n, B, n, w_web) != 0) {
            worst_value = INFINITY;
            break;
        }
        double scale = fmax(fabs(w_lapack[0]), fabs(w_lapack[n - 1]));
        for (int i = 0; i < n; i++)
            worst_value = fmax(worst_value, fabs(w_web[i] - w_lapack[i]) / scale);
        for (int i = 0; i < n; i++) /* (A v_j - w_j v_j)_i */
            for (int j = 0; j < n; j++) {
                double sum = -w_web[j] * B[i * n + j];
                for (int k = 0; k < n; k++)
                    sum += A[i * n + k] * B[k * n + j];
                worst_residual = fmax(worst_residual, fabs(sum) / scale);
            }
    }
    CHECK(worst_value < 1e-13, "eigenvalues agree with dsyev to %.2g of the largest", worst_value);
    CHECK(worst_residual < 1e-13, "A v = w v to %.2g of the largest eigenvalue", worst_residual);
}

/* Least-norm solutions of square systems of every rank, as dgelsd's and
 * dgelsy's, with the same rank. */
static void test_least_norm(void)
{
    unsigned seed = 13;
    double A[144], B[144], b[12], x_lapack[12], x_web[12], s[12];
    int jpvt[12], rank_lapack, rank_web, ranks_differ = 0;
    double worst_lsd = 0, worst_lsy = 0;
    for (int trial = 0; trial < 200; trial++) {
        int k = 1 + trial % 12, r = 1 + (trial / 12) % k;
        low_rank(k, k, r, &seed, A);
        for (int i = 0; i < k; i++)
            b[i] = uniform(&seed);
        for (int which = 0; which < 2; which++) {
            memcpy(B, A, sizeof A);
            memcpy(x_lapack, b, sizeof b);
            memset(jpvt, 0, sizeof jpvt);
            if (which == 0)
                LAPACKE_dgelsd(LAPACK_ROW_MAJOR, k, k, 1, B, k, x_lapack, 1, s, 1e-12, &rank_lapack);
            else
                LAPACKE_dgelsy(LAPACK_ROW_MAJOR, k, k, 1, B, k, x_lapack, 1, jpvt, 1e-12,
                               &rank_lapack);
            memcpy(B, A, sizeof A);
            memcpy(x_web, b, sizeof b);
            int status = which == 0
                             ? web_dgelsd(WEB_ROW_MAJOR, k, k, 1, B, k, x_web, 1, s, 1e-12, &rank_web)
                             : web_dgelsy(WEB_ROW_MAJOR, k, k, 1, B, k, x_web, 1, jpvt, 1e-12,
                                          &rank_web);
            ranks_differ += status != 0 || rank_web != rank_lapack;
            double norm = 0, d = 0;
            for (int i = 0; i < k; i++)
                norm = fmax(norm, fabs(x_lapack[i])), d = fmax(d, fabs(x_web[i] - x_lapack[i]));
            double *worst = which == 0 ? &worst_lsd : &worst_lsy;
            *worst = fmax(*worst, d / fmax(norm, 1.0));
        }
    }
    CHECK(ranks_differ == 0, "ranks as dgelsd's and dgelsy's in all 400 systems (%d differ)",
          ranks_differ);
    CHECK(worst_lsd < 1e-9, "least-norm solutions as dgelsd's to %.2g", worst_lsd);
    CHECK(worst_lsy < 1e-9, "least-norm solutions as dgelsy's to %.2g", worst_lsy);
}

/* A reflection I - 2 v v^T / v^T v (3 x 3), an orthogonal matrix. */
static void reflection(const double v[3], double Q[9])
{
    double vv = v[0] * v[0] + v[1] * v[1] + v[2] * v[2];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            Q[3 * i + j] = (i == j) - 2.0 * v[i] * v[j] / vv;
}

/* The rank is cut where LAPACK cuts it: singular values 1, 0.5 and 5e-13
 * with rcond 1e-12 are rank 2 (the third is below rcond times the largest),
 * and the least-norm solution leaves the third direction out. */
static void test_rank_cut(void)
{
    double U[9], V[9], A[9], B[9], b[3] = {1, -2, 0.5}, x_lapack[3], x_web[3], s[3];
    const double u[3] = {1, 2, 3}, v[3] = {-2, 1, 0.5}, sigma[3] = {1, 0.5, 5e-13};
    reflection(u, U);
    reflection(v, V);
    for (int i = 0; i < 3; i++) /* A = U diag(sigma) V^T */
        for (int j = 0; j < 3; j++) {
            double sum = 0;
            for (int k = 0; k < 3; k++)
                sum += U[3 * i + k] * sigma[k] * V[3 * j + k];
            A[3 * i + j] = sum;
        }
    int rank_lapack, rank_web;
    memcpy(B, A, sizeof A), memcpy(x_lapack, b, sizeof b);
    LAPACKE_dgelsd(LAPACK_ROW_MAJOR, 3, 3, 1, B, 3, x_lapack, 1, s, 1e-12, &rank_lapack);
    memcpy(B, A, sizeof A), memcpy(x_web, b, sizeof b);
    web_dgelsd(WEB_ROW_MAJOR, 3, 3, 1, B, 3, x_web, 1, s, 1e-12, &rank_web);
    double d = 0;
    for (int i = 0; i < 3; i++)
        d = fmax(d, fabs(x_web[i] - x_lapack[i]));
    CHECK(rank_lapack == 2 && rank_web == 2, "singular value 5e-13 cut at rcond 1e-12: rank %d (LAPACK %d)",
          rank_web, rank_lapack);
    CHECK(d < 1e-12, "and the least-norm solution as dgelsd's to %.2g", d);
}

/* Arguments the library never passes are refused, not guessed at. */
static void test_refusals(void)
{
    double A[4] = {1, 0, 0, 1}, s[2], b[2] = {1, 1};
    int rank;
    CHECK(web_dgesvd(WEB_ROW_MAJOR, 'A', 'N', 2, 2, A, 2, s, NULL, 1, NULL, 1, s) == -1,
          "dgesvd with singular vectors is refused");
    CHECK(web_dgelsd(WEB_ROW_MAJOR, 2, 2, 2, A, 2, b, 2, s, 1e-12, &rank) == -1,
          "dgelsd with two right-hand sides is refused");
    CHECK(web_dsyev(102, 'V', 'U', 2, A, 2, s) == -1, "column-major dsyev is refused");
}

int main(void)
{
    test_singular_values();
    test_eigen();
    test_least_norm();
    test_rank_cut();
    test_refusals();
    return test_done();
}
