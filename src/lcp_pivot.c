/* lcp_pivot.c: exact pivoting on arrays of rationals (see lcp_pivot.h). */
#include "lcp_pivot.h"

#include <stdlib.h>

/* [lcpq-pivot] */
/* Pivot the rows x width array T on entry (r, c): row r /= T_rc, then
 * row i -= T_ic row r for every other i, which makes column c the unit
 * vector e_r.  Rows with T_ic = 0 and entries with T_rj = 0 would add
 * nothing, and are skipped: most of a Lemke tableau is zeros early on. */
void lcpq_pivot(mpq_t *T, int rows, int width, int r, int c)
{
    mpq_t *R = T + (size_t)r * width;
    mpq_t a, f, term;
    mpq_inits(a, f, term, NULL);
    mpq_set(a, R[c]);
    for (int j = 0; j < width; j++)
        if (mpq_sgn(R[j]) != 0)
            mpq_div(R[j], R[j], a);
    for (int i = 0; i < rows; i++) {
        mpq_t *Ri = T + (size_t)i * width;
        if (i == r || mpq_sgn(Ri[c]) == 0)
            continue;
        mpq_set(f, Ri[c]);
        for (int j = 0; j < width; j++) {
            if (mpq_sgn(R[j]) == 0)
                continue;
            mpq_mul(term, f, R[j]);
            mpq_sub(Ri[j], Ri[j], term);
        }
    }
    mpq_clears(a, f, term, NULL);
}
/* [/lcpq-pivot] */

/* Swap rows a and b of a width-column array. */
static void swap_rows(mpq_t *T, int width, int a, int b)
{
    for (int j = 0; j < width; j++)
        mpq_swap(T[(size_t)a * width + j], T[(size_t)b * width + j]);
}

/* Gauss-Jordan on the k x width array A (width >= k): pivot each column
 * c < k on the first row r >= c with A_rc != 0, swapping it up (a swap
 * only reorders the equations).  Returns 0 if the first k columns are
 * singular; otherwise they end as I, and the columns beyond hold A^{-1}
 * times what they held: the solutions of the systems. */
int lcpq_gauss_jordan(mpq_t *A, int k, int width)
{
    for (int c = 0; c < k; c++) {
        int r = c;
        while (r < k && mpq_sgn(A[(size_t)r * width + c]) == 0)
            r++;
        if (r == k)
            return 0;
        if (r != c)
            swap_rows(A, width, r, c);
        lcpq_pivot(A, k, width, c, c);
    }
    return 1;
}

/* sign of x/a - y/b for a, b > 0, as the sign of x b - y a. */
int lcpq_compare_ratios(mpq_srcptr x, mpq_srcptr a, mpq_srcptr y, mpq_srcptr b, mpq_t s1,
                        mpq_t s2)
{
    mpq_mul(s1, x, b);
    mpq_mul(s2, y, a);
    return mpq_cmp(s1, s2);
}

/* ---------------------------------------------------------------- phase 1 */

/* Reduced cost of column j in phase 1 (minimise the sum of the artificial
 * variables, which are the labels >= N): with c = 1 on artificials and 0
 * elsewhere, d_j = c_j - sum_i c_{basis i} T_ij = -(sum of T_ij over the
 * rows where an artificial is basic). */
static void reduced_cost(mpq_t *T, int m, int width, const int *basis, int N, int j,
                         mpq_t d)
{
    mpq_set_ui(d, 0, 1);
    for (int i = 0; i < m; i++)
        if (basis[i] >= N)
            mpq_sub(d, d, T[(size_t)i * width + j]);
}

/* Bland's entering column: the first j with d_j < 0; -1 if none. */
static int bland_column(mpq_t *T, int m, int N, const int *basis)
{
    int found = -1;
    mpq_t d;
    mpq_init(d);
    for (int j = 0; j < N && found < 0; j++) {
        reduced_cost(T, m, N + 1, basis, N, j, d);
        if (mpq_sgn(d) < 0)
            found = j;
    }
    mpq_clear(d);
    return found;
}

/* Bland's leaving row for column c: the least T_i,N / T_ic over T_ic > 0,
 * ties to the smallest basic label.  d_c < 0 guarantees some T_ic > 0. */
static int bland_row(mpq_t *T, int m, int N, const int *basis, int c)
{
    int best = -1, width = N + 1;
    mpq_t s1, s2;
    mpq_inits(s1, s2, NULL);
    for (int i = 0; i < m; i++) {
        mpq_srcptr a = T[(size_t)i * width + c];
        if (mpq_sgn(a) <= 0)
            continue;
        if (best < 0) {
            best = i;
            continue;
        }
        int d = lcpq_compare_ratios(T[(size_t)i * width + N], a, T[(size_t)best * width + N],
                               T[(size_t)best * width + c], s1, s2);
        if (d < 0 || (d == 0 && basis[i] < basis[best]))
            best = i;
    }
    mpq_clears(s1, s2, NULL);
    return best;
}

/* Are the artificials all zero (phase 1's objective sum_i a_i = 0)? */
static int artificials_zero(mpq_t *T, int m, int N, const int *basis)
{
    for (int i = 0; i < m; i++)
        if (basis[i] >= N && mpq_sgn(T[(size_t)i * (N + 1) + N]) != 0)
            return 0;
    return 1;
}

/* [lcpq-phase-one] */
/* Is {y >= 0 : A y = b} non-empty?  T is the m x (N + 1) array [A | b],
 * destroyed.  Rows with b_i < 0 are negated, so that the artificials
 * a = b - A y >= 0 with y = 0 are a feasible basis (labels N + i); the
 * simplex method then minimises sum_i a_i with Bland's rule, which cannot
 * cycle.  An artificial that leaves is never needed again (its column is
 * not kept), and the minimum is 0 exactly when the system is feasible.  On
 * success y (N entries) is a vertex of the set; -1 when memory runs out. */
int lcpq_phase_one(mpq_t *T, int m, int N, mpq_t *y)
{
    int width = N + 1, *basis = malloc((size_t)(m > 0 ? m : 1) * sizeof *basis);
    if (!basis)
        return -1;
    for (int i = 0; i < m; i++) {
        basis[i] = N + i;
        if (mpq_sgn(T[(size_t)i * width + N]) < 0)
            for (int j = 0; j < width; j++)
                mpq_neg(T[(size_t)i * width + j], T[(size_t)i * width + j]);
    }
    int c;
    while (!artificials_zero(T, m, N, basis) && (c = bland_column(T, m, N, basis)) >= 0) {
        int r = bland_row(T, m, N, basis, c);
        lcpq_pivot(T, m, width, r, c);
        basis[r] = c;
    }
    int feasible = artificials_zero(T, m, N, basis);
    for (int j = 0; j < N; j++)
        mpq_set_ui(y[j], 0, 1);
    for (int i = 0; i < m; i++)
        if (basis[i] < N)
            mpq_set(y[basis[i]], T[(size_t)i * width + N]);
    free(basis);
    return feasible;
}
/* [/lcpq-phase-one] */
