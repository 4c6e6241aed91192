/* bilateral.c: the semi-implicit Euler step with equality constraints, two ways. */
#include "bilateral.h"

#include "linalg.h"

#include <stdlib.h>
#include <string.h>

/* Status messages. */
const char *bilateral_status_name(bilateral_status status)
{
    switch (status) {
    case BILATERAL_SOLVED: return "solved";
    case BILATERAL_MASS_NOT_SPD: return "the mass matrix is not positive definite";
    case BILATERAL_RANK_DEFICIENT: return "the constraint Jacobian is rank deficient";
    }
    return "unknown status";
}

/* [bilateral-saddle] */
/* [ M  -J^T ] [ u+     ]   [ M u + h f ]
 * [ J   0   ] [ p      ] = [ c         ]      (intro slides, "Schur complement") */
bilateral_status bilateral_solve_saddle(const bilateral_system *s, double *u_plus,
                                        double *p)
{
    int n = s->n, m = s->m, k = n + m;
    double *K = calloc((size_t)(k * k), sizeof *K);
    double *x = malloc((size_t)k * sizeof *x);
    int *perm = malloc((size_t)k * sizeof *perm);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            K[i * k + j] = s->M[i * n + j];
        for (int r = 0; r < m; r++) {
            K[i * k + n + r] = -s->J[r * n + i];
            K[(n + r) * k + i] = s->J[r * n + i];
        }
        x[i] = s->rhs[i];
    }
    for (int r = 0; r < m; r++)
        x[n + r] = s->c[r];
    int rank = linalg_lu(k, K, perm, 1e-13);
    if (rank == k) {
        linalg_lu_solve(k, K, perm, x);
        memcpy(u_plus, x, (size_t)n * sizeof *x);
        memcpy(p, x + n, (size_t)m * sizeof *x);
    }
    free(K);
    free(x);
    free(perm);
    return rank == k ? BILATERAL_SOLVED : BILATERAL_RANK_DEFICIENT;
}
/* [/bilateral-saddle] */

/* [bilateral-schur] */
/* The first block row gives u+ = M^-1 (M u + h f + J^T p); put it into
 * J u+ = c:   J M^-1 J^T p + J M^-1 (M u + h f) = c,  i.e.
 *             A p = c - b,  A = J M^-1 J^T,  b = J M^-1 (M u + h f). */
bilateral_status bilateral_solve_schur(const bilateral_system *s, double *u_plus,
                                       double *p)
{
    int n = s->n, m = s->m;
    bilateral_status status = BILATERAL_SOLVED;
    double *L = malloc((size_t)(n * n) * sizeof *L);
    double *MinvJt = malloc((size_t)(n * m) * sizeof *MinvJt); /* n x m */
    double *A = malloc((size_t)(m * m) * sizeof *A);
    double *col = malloc((size_t)n * sizeof *col);
    memcpy(L, s->M, (size_t)(n * n) * sizeof *L);
    if (linalg_cholesky(n, L) < n) {
        status = BILATERAL_MASS_NOT_SPD;
        goto done;
    }
    for (int r = 0; r < m; r++) { /* column r of M^-1 J^T = M^-1 (row r of J) */
        memcpy(col, s->J + r * n, (size_t)n * sizeof *col);
        linalg_cholesky_solve(n, L, col);
        for (int i = 0; i < n; i++)
            MinvJt[i * m + r] = col[i];
    }
    linalg_matmul(m, n, m, s->J, MinvJt, A);
    memcpy(u_plus, s->rhs, (size_t)n * sizeof *u_plus); /* M^-1 (M u + h f) */
    linalg_cholesky_solve(n, L, u_plus);
    linalg_matvec(m, n, s->J, u_plus, p);                    /* b */
    for (int r = 0; r < m; r++)
        p[r] = s->c[r] - p[r];                           /* c - b */
    if (linalg_cholesky(m, A) < m) {
        status = BILATERAL_RANK_DEFICIENT;
        goto done;
    }
    linalg_cholesky_solve(m, A, p);
    for (int i = 0; i < n; i++)                          /* u+ += M^-1 J^T p */
        for (int r = 0; r < m; r++)
            u_plus[i] += MinvJt[i * m + r] * p[r];
done:
    free(L);
    free(MinvJt);
    free(A);
    free(col);
    return status;
}
/* [/bilateral-schur] */
