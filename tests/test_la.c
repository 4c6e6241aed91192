/* test_la.c: unit tests of the dense linear algebra in src/linalg.c.
 *
 * Every matrix below has small integer (or dyadic) entries, so the hand
 * computations in the comments are exact in binary floating point.
 */
#include "linalg.h"
#include "test.h"

/* Max |a_i - b_i| over n entries. */
static double max_diff(int n, const double *a, const double *b)
{
    double m = 0.0;
    for (int i = 0; i < n; i++)
        if (fabs(a[i] - b[i]) > m)
            m = fabs(a[i] - b[i]);
    return m;
}

/* The lower triangle of an in-place factor (upper part set to zero). */
static void lower_part(int n, const double *F, double *L)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            L[i * n + j] = j <= i ? F[i * n + j] : 0.0;
}

/* L^T of an n x n matrix. */
static void transpose(int n, const double *A, double *T)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            T[j * n + i] = A[i * n + j];
}

/* Products: A = [[1,2,3],[4,5,6]] (2 x 3). */
static void test_products(void)
{
    const double A[6] = {1, 2, 3, 4, 5, 6};
    const double x[3] = {1, 0, -1};
    double y[2] = {99, 99};
    linalg_matvec(2, 3, A, x, y); /* [1 - 3, 4 - 6] */
    CHECK(y[0] == -2.0 && y[1] == -2.0, "matvec: A [1,0,-1] = [-2,-2] (got %g %g)", y[0], y[1]);

    const double u[2] = {1, 2};
    double v[3] = {99, 99, 99}; /* stale values must be overwritten, not added to */
    linalg_matvec_transposed(2, 3, A, u, v); /* [1+8, 2+10, 3+12] */
    CHECK(v[0] == 9.0 && v[1] == 12.0 && v[2] == 15.0,
          "matvec_transposed: A^T [1,2] = [9,12,15] (got %g %g %g)", v[0], v[1], v[2]);

    /* Non-square transposed product picks the right stride: A^T is 3 x 2. */
    const double e2[2] = {0, 1};
    linalg_matvec_transposed(2, 3, A, e2, v);
    CHECK(v[0] == 4.0 && v[1] == 5.0 && v[2] == 6.0, "matvec_transposed: A^T e_2 = row 2 of A");

    /* [[1,2,3],[4,5,6]] [[7,8],[9,10],[11,12]] = [[58,64],[139,154]] */
    const double B[6] = {7, 8, 9, 10, 11, 12};
    const double want[4] = {58, 64, 139, 154};
    double C[4] = {0};
    linalg_matmul(2, 3, 2, A, B, C);
    CHECK(max_diff(4, C, want) == 0.0, "matmul 2x3 * 3x2 (got %g %g %g %g)", C[0], C[1], C[2],
          C[3]);

    /* B A is 3 x 3: row 1 = 7*[1,2,3] + 8*[4,5,6] = [39,54,69]. */
    double D[9] = {0};
    linalg_matmul(3, 2, 3, B, A, D);
    CHECK(D[0] == 39.0 && D[1] == 54.0 && D[2] == 69.0 && D[8] == 11 * 3 + 12 * 6,
          "matmul 3x2 * 2x3: first row [39,54,69], D_33 = 105");
}

/* Norms: [3, -4] has inf-norm 4 and 2-norm 5; empty vectors give 0. */
static void test_norms(void)
{
    const double x[2] = {3, -4};
    CHECK_NEAR(linalg_norm_inf(2, x), 4.0, 0.0, "norm_inf [3,-4] = 4 (absolute value)");
    CHECK_NEAR(linalg_norm2(2, x), 5.0, 0.0, "norm2 [3,-4] = 5");
    const double y[3] = {-7, 2, 6};
    CHECK_NEAR(linalg_norm_inf(3, y), 7.0, 0.0, "norm_inf [-7,2,6] = 7");
    CHECK_NEAR(linalg_norm2(3, y), sqrt(89.0), 1e-15, "norm2 [-7,2,6] = sqrt(89)");
    CHECK_NEAR(linalg_norm_inf(0, x), 0.0, 0.0, "norm_inf of n = 0 is 0");
    CHECK_NEAR(linalg_norm2(0, x), 0.0, 0.0, "norm2 of n = 0 is 0");
}

/* Cholesky of an SPD 3x3, and solving with the factor. */
static void test_cholesky_spd(void)
{
    /* A = [[4,2,2],[2,5,1],[2,1,3]]:
     *   L11 = 2, L21 = 2/2 = 1, L31 = 2/2 = 1
     *   L22 = sqrt(5 - 1) = 2, L32 = (1 - 1*1)/2 = 0
     *   L33 = sqrt(3 - 1 - 0) = sqrt(2)                                  */
    const double A[9] = {4, 2, 2, 2, 5, 1, 2, 1, 3};
    double F[9], L[9], LT[9], LLT[9];
    for (int i = 0; i < 9; i++)
        F[i] = A[i];
    CHECK_INT(linalg_cholesky(3, F), 3, "cholesky of an SPD 3x3 returns n = 3");
    lower_part(3, F, L);
    const double want_L[9] = {2, 0, 0, 1, 2, 0, 1, 0, sqrt(2.0)};
    CHECK(max_diff(9, L, want_L) <= 1e-15, "cholesky factor matches the hand computation");
    transpose(3, L, LT);
    linalg_matmul(3, 3, 3, L, LT, LLT);
    CHECK(max_diff(9, LLT, A) <= 1e-14, "L L^T reproduces A (max diff %g)",
          max_diff(9, LLT, A));
    /* The strict upper triangle is left alone: still A's entries. */
    CHECK(F[1] == 2.0 && F[2] == 2.0 && F[5] == 1.0, "cholesky leaves the upper triangle");

    /* Solve A x = b with b = A [1,-2,3] = [6,-5,9]. */
    const double x_true[3] = {1, -2, 3};
    double b[3], x[3], r[3];
    linalg_matvec(3, 3, A, x_true, b);
    for (int i = 0; i < 3; i++)
        x[i] = b[i];
    linalg_cholesky_solve(3, F, x);
    CHECK(max_diff(3, x, x_true) <= 1e-14, "cholesky_solve recovers x = [1,-2,3] (%g %g %g)",
          x[0], x[1], x[2]);
    linalg_matvec(3, 3, A, x, r);
    CHECK(max_diff(3, r, b) <= 1e-13, "cholesky_solve residual |A x - b|_inf = %g",
          max_diff(3, r, b));
}

/* Cholesky reports the failed pivot of singular and indefinite matrices. */
static void test_cholesky_failures(void)
{
    /* Singular PSD A = [[4,2,2],[2,5,1],[2,1,1]] (= L L^T with L33 = 0):
     * pivots 0 and 1 as above (2, 2), pivot 2: d = 1 - 1^2 - 0^2 = 0,
     * not > 0, so 2 pivots succeed and pivot index 2 fails. */
    double S[9] = {4, 2, 2, 2, 5, 1, 2, 1, 1};
    CHECK_INT(linalg_cholesky(3, S), 2, "singular PSD 3x3: pivot 2 fails (d = 0 exactly)");

    /* Indefinite A = [[1,2,0],[2,1,0],[0,0,1]] (eigenvalues 3, -1, 1):
     * L11 = 1, L21 = 2, pivot 1: d = 1 - 2^2 = -3 < 0, returns 1. */
    double I[9] = {1, 2, 0, 2, 1, 0, 0, 0, 1};
    CHECK_INT(linalg_cholesky(3, I), 1, "indefinite 3x3: pivot 1 fails (d = -3)");

    /* A negative (0,0) entry fails at once. */
    double N[4] = {-1, 0, 0, 1};
    CHECK_INT(linalg_cholesky(2, N), 0, "negative (0,0) entry: pivot 0 fails");

    /* The zero matrix is PSD but fails at pivot 0. */
    double Z[4] = {0, 0, 0, 0};
    CHECK_INT(linalg_cholesky(2, Z), 0, "zero 2x2: pivot 0 fails");

    /* A NaN pivot is not positive. */
    double Q[1] = {NAN};
    CHECK_INT(linalg_cholesky(1, Q), 0, "NaN pivot fails");

    /* A pivot must keep more than 1e-12 of A_kk: [[1,1],[1,1+e]] has
     * pivot 1 = e (up to rounding of 1 + e), threshold 1e-12 (1 + e). */
    double T1[4] = {1, 1, 1, 1 + 1e-13};
    CHECK_INT(linalg_cholesky(2, T1), 1, "pivot 1e-13 of A_11 = 1 is noise: pivot 1 fails");
    double T2[4] = {1, 1, 1, 1 + 1e-11};
    CHECK_INT(linalg_cholesky(2, T2), 2, "pivot 1e-11 of A_11 = 1 is kept: rank 2");
    /* L_22 = sqrt(A_22 - L_21^2) with L_21 = 1: A_22 is the double e1 =
     * fl(1 + 1e-11), and e1 - 1 is exact (Sterbenz), so L_22 is the
     * correctly rounded sqrt(e1 - 1), to the last bit.  e1 - 1 is 1e-11 up
     * to half a unit of 1, 2^-53 = 1.1e-16, i.e. 1.1e-5 relative; the
     * square root halves that: |L_22 - sqrt(1e-11)| <= 5.6e-6 * 3.16e-6 =
     * 1.8e-11 (it is 1.3e-13 here: e1 - 1 = 1.0000000827e-11). */
    CHECK_NEAR(T2[3], sqrt((1 + 1e-11) - 1), 0.0, "... and L_22 = sqrt(fl(1 + 1e-11) - 1)");
    CHECK_NEAR(T2[3], sqrt(1e-11), 1.8e-11, "... which is sqrt(1e-11) to 1.8e-11");
    /* The threshold is relative to A_kk, not absolute: diag(1e-20, 1e-20). */
    double T3[4] = {1e-20, 0, 0, 1e-20};
    CHECK_INT(linalg_cholesky(2, T3), 2, "diag(1e-20, 1e-20) is positive definite");
}

/* LU with partial pivoting on a matrix with a zero in position (0,0). */
static void test_lu_pivoting(void)
{
    /* A = [[0,2,1],[1,1,1],[2,1,3]].
     * k = 0: largest |a_i0| is row 2 (2): perm[0] = 2, rows -> [2,1,3],[1,1,1],[0,2,1];
     *        l10 = 1/2, row 1 -> [0.5, -0.5]; l20 = 0, row 2 -> [2, 1].
     * k = 1: |0.5| < |2|: perm[1] = 2, swap -> row 1 [0 | 2, 1], row 2 [0.5 | 0.5, -0.5];
     *        l21 = 0.5/2 = 0.25, u22 = -0.5 - 0.25 * 1 = -0.75.
     * k = 2: perm[2] = 2.
     * U = [[2,1,3],[0,2,1],[0,0,-0.75]], L = [[1,0,0],[0,1,0],[0.5,0.25,1]].
     * b = A [1,2,3] = [7,6,13]; P b = [13,7,6]; L y = P b: y = [13, 7, -2.25];
     * U x = y: x3 = 3, x2 = (7 - 3)/2 = 2, x1 = (13 - 2 - 9)/2 = 1.       */
    const double A[9] = {0, 2, 1, 1, 1, 1, 2, 1, 3};
    double F[9];
    int perm[3] = {-1, -1, -1};
    for (int i = 0; i < 9; i++)
        F[i] = A[i];
    CHECK_INT(linalg_lu(3, F, perm, 1e-12), 3, "lu of a nonsingular 3x3 returns 3");
    CHECK(perm[0] == 2 && perm[1] == 2 && perm[2] == 2, "lu pivots: perm = [2,2,2] (got %d %d %d)",
          perm[0], perm[1], perm[2]);
    const double want_F[9] = {2, 1, 3, 0, 2, 1, 0.5, 0.25, -0.75};
    CHECK(max_diff(9, F, want_F) == 0.0, "lu factors (L below, U on and above the diagonal)");

    double b[3] = {7, 6, 13};
    linalg_lu_solve(3, F, perm, b);
    CHECK_NEAR(b[0], 1.0, 1e-15, "lu_solve x1 = 1");
    CHECK_NEAR(b[1], 2.0, 1e-15, "lu_solve x2 = 2");
    CHECK_NEAR(b[2], 3.0, 1e-15, "lu_solve x3 = 3");

    /* 2x2 permutation [[0,1],[1,0]]: x = b swapped. */
    double P[4] = {0, 1, 1, 0};
    int pp[2];
    double c[2] = {5, -7};
    CHECK_INT(linalg_lu(2, P, pp, 0.0), 2, "lu of [[0,1],[1,0]] returns 2");
    linalg_lu_solve(2, P, pp, c);
    CHECK(c[0] == -7.0 && c[1] == 5.0, "[[0,1],[1,0]] x = [5,-7] gives x = [-7,5]");
}

/* LU reports the column that has no pivot. */
static void test_lu_singular(void)
{
    /* A = [[1,2,3],[2,4,6],[1,0,1]] (row 2 = 2 row 1):
     * k = 0: pivot row 1 (2), l = 1/2 for both other rows:
     *        [1,2,3] -> [0, 0], [1,0,1] -> [-2, -2];
     * k = 1: pivot -2 (swapped up), the other row becomes [0];
     * k = 2: |0| is not > tol * 6: rank 2.                               */
    double A[9] = {1, 2, 3, 2, 4, 6, 1, 0, 1};
    int perm[3];
    CHECK_INT(linalg_lu(3, A, perm, 1e-12), 2, "rank-2 3x3: column 2 has no pivot");

    /* Rank 1: [[1,2,3],[2,4,6],[4,8,12]]: pivot 4, l = 1/4, 1/2 zero the
     * remaining 2x2 block exactly, so column 1 fails. */
    double B[9] = {1, 2, 3, 2, 4, 6, 4, 8, 12};
    CHECK_INT(linalg_lu(3, B, perm, 1e-12), 1, "rank-1 3x3: column 1 has no pivot");

    double Z[4] = {0, 0, 0, 0};
    CHECK_INT(linalg_lu(2, Z, perm, 1e-12), 0, "zero 2x2: column 0 has no pivot");

    /* The tolerance is relative to the largest entry: diag(1, 1e-13). */
    double D1[4] = {1, 0, 0, 1e-13}, D2[4] = {1, 0, 0, 1e-13};
    CHECK_INT(linalg_lu(2, D1, perm, 1e-12), 1, "diag(1,1e-13), tol 1e-12: pivot 1 too small");
    CHECK_INT(linalg_lu(2, D2, perm, 1e-14), 2, "diag(1,1e-13), tol 1e-14: rank 2");
    /* Same shape scaled by 1e20: the relative test gives the same answer. */
    double D3[4] = {1e20, 0, 0, 1e7};
    CHECK_INT(linalg_lu(2, D3, perm, 1e-12), 1, "diag(1e20,1e7), tol 1e-12: pivot 1 too small");
}

int main(void)
{
    test_products();
    test_norms();
    test_cholesky_spd();
    test_cholesky_failures();
    test_lu_pivoting();
    test_lu_singular();
    return test_done();
}
