/* lcp_classes.c: the matrix classes that decide what a ray proves (see
 * lcp_classes.h), exactly. */
#include "lcp_classes.h"

#include "lcp_pivot.h"

/* The largest n the P-matrix test accepts (2^20 minors). */
#define LCPQ_MAX_MINORS 20

/* Gauss-Jordan on a copy of M: singular when some column has no pivot. */
int lcpq_is_singular(const lcpq_problem *p)
{
    int n = p->n;
    mpq_t *A = lcpq_vector_new(n * n);
    if (!A)
        return -1;
    for (int k = 0; k < n * n; k++)
        mpq_set(A[k], p->M[k]);
    int singular = !lcpq_gauss_jordan(A, n, n);
    lcpq_vector_free(A, n * n);
    return singular;
}

/* [lcpq-is-psd] */
/* x^T M x = x^T S x with S = (M + M^T) / 2.  Eliminate S symmetrically:
 * with pivot s = S_kk > 0, x^T S x = s (x_k + sum_j S_kj x_j / s)^2 +
 * x'^T C x' where C_ij = S_ij - S_ik S_kj / s (i, j > k) is the Schur
 * complement, so S is PSD iff C is.  s < 0 fails at x = e_k.  s = 0 with
 * S_kj != 0 fails too: x = t e_k + e_j gives 2 t S_kj + S_jj, negative for
 * a suitable t.  s = 0 with a zero row leaves C = the rest of S. */
static int psd_eliminate(mpq_t *S, int n)
{
    mpq_t f, term;
    mpq_inits(f, term, NULL);
    int psd = 1;
    for (int k = 0; k < n && psd; k++) {
        int sign = mpq_sgn(S[k * n + k]);
        for (int j = k + 1; j < n && sign == 0; j++)
            if (mpq_sgn(S[k * n + j]) != 0)
                sign = -1;
        if (sign < 0)
            psd = 0;
        for (int i = k + 1; i < n && sign > 0; i++) {
            mpq_div(f, S[i * n + k], S[k * n + k]);
            for (int j = k + 1; j < n; j++) {
                mpq_mul(term, f, S[k * n + j]);
                mpq_sub(S[i * n + j], S[i * n + j], term);
            }
        }
    }
    mpq_clears(f, term, NULL);
    return psd;
}
/* [/lcpq-is-psd] */

/* S = (M + M^T) / 2, then the symmetric elimination. */
int lcpq_is_psd(const lcpq_problem *p)
{
    int n = p->n;
    mpq_t *S = lcpq_vector_new(n * n);
    if (!S)
        return -1;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            mpq_add(S[i * n + j], p->M[i * n + j], p->M[j * n + i]);
            mpq_div_2exp(S[i * n + j], S[i * n + j], 1);
        }
    int psd = psd_eliminate(S, n);
    lcpq_vector_free(S, n * n);
    return psd;
}

/* [lcpq-is-p-matrix] */
/* Every principal minor of the n x n matrix A positive?  Split the index
 * sets by whether they hold index 0.  Those without it are the principal
 * minors of B = A with row and column 0 deleted.  Those with it are, by
 * Schur's determinant formula, det A[{0} u J] = a00 det C[J] with
 * C = B - A[1:, 0] A[0, 1:] / a00, so (given a00 > 0, the minor {0}) they
 * are positive iff C's are.  Hence A is P iff a00 > 0 and B and C are P:
 * 2^n - 1 minors, each decided exactly.  -2 when memory runs out. */
static int p_matrix(mpq_t *A, int n)
{
    if (n == 0)
        return 1;
    if (mpq_sgn(A[0]) <= 0)
        return 0;
    int k = n - 1;
    mpq_t *B = lcpq_vector_new(k * k), *C = lcpq_vector_new(k * k), term;
    if (!B || !C) {
        lcpq_vector_free(B, k * k);
        lcpq_vector_free(C, k * k);
        return -2;
    }
    mpq_init(term);
    for (int i = 0; i < k; i++)
        for (int j = 0; j < k; j++) {
            mpq_set(B[i * k + j], A[(i + 1) * n + j + 1]);
            mpq_mul(term, A[(i + 1) * n], A[j + 1]);
            mpq_div(term, term, A[0]);
            mpq_sub(C[i * k + j], B[i * k + j], term);
        }
    mpq_clear(term);
    int yes = p_matrix(C, k);
    if (yes == 1)
        yes = p_matrix(B, k);
    lcpq_vector_free(B, k * k);
    lcpq_vector_free(C, k * k);
    return yes;
}
/* [/lcpq-is-p-matrix] */

/* All principal minors positive; -1 beyond n = 20 (2^n minors), -2 out of
 * memory. */
int lcpq_is_p_matrix(const lcpq_problem *p)
{
    if (p->n > LCPQ_MAX_MINORS)
        return -1;
    return p_matrix(p->M, p->n);
}
