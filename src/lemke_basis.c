/* lemke_basis.c: the basis of the revised Lemke method, factorised
 * (lemke_basis.h; the method that pivots it is lemke_revised.c). */
#include "lemke_basis.h"

#include "basis_history.h"

#include <klu.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The kernel K = A(R, N) of the basis last factorised, in compressed
 * columns, and its factors (KLU's ordering and LU). */
struct lemke_kernel {
    int *Kp, *Ki;
    double *Kx;
    klu_common common;
    klu_symbolic *symbolic;
    klu_numeric *numeric;
};

/* ------------------------------------------------------------ the columns of A */

/* The columns of A = [I, -M, -d], label j's entries run by run (at most
 * two runs, rows ascending; their values are the run's times sign): w_j's
 * column has one entry (1 in row j), z_j's those of M's column j negated,
 * z0's the n entries of -d.  Returns the number of runs. */
static int column_runs(const lemke_basis *s, int j, sparse_run run[2], double *sign)
{
    int n = s->n;
    *sign = -1.0;
    if (j < n) {
        static const double one = 1.0;
        run[0] = (sparse_run){s->identity + j, &one, 1};
        *sign = 1.0;
        return 1;
    }
    if (j < 2 * n)
        return sparse_column_runs(&s->Mt, j - n, run);
    run[0] = (sparse_run){s->identity, s->cover, n};
    return 1;
}

/* Label j's column as a dense vector of n entries. */
void lemke_basis_column(const lemke_basis *s, int j, double *a)
{
    sparse_run run[2];
    double sign;
    memset(a, 0, (size_t)s->n * sizeof *a);
    for (int r = 0, runs = column_runs(s, j, run, &sign); r < runs; r++)
        for (int e = 0; e < run[r].len; e++)
            a[run[r].row[e]] = sign * run[r].val[e];
}

/* Is position p's basic variable in B0, the basis last factorised, a
 * slack w? */
static int is_slack0(const lemke_basis *s, int p)
{
    return s->basis0[p] < s->n;
}

/* Free the factors of the last kernel. */
static void free_factors(struct lemke_kernel *K)
{
    if (K->numeric)
        klu_free_numeric(&K->numeric, &K->common);
    if (K->symbolic)
        klu_free_symbolic(&K->symbolic, &K->common);
}

/* Build the kernel K = A(R, N) of the current basis, column by column, and
 * factorise it (KLU: an ordering, then LU with partial pivoting).  0, or
 * -1 when a pivot is 0 (B singular: rounding took Lemke off its path). */
int lemke_basis_factorise(lemke_basis *s)
{
    struct lemke_kernel *K = s->kernel;
    int n = s->n, k = 0, r = 0, nnz = 0;
    memcpy(s->basis0, s->basis, (size_t)n * sizeof *s->basis);
    memcpy(s->position0, s->position, (2 * (size_t)n + 1) * sizeof *s->position);
    s->etas = 0;
    s->eta_start[0] = 0;
    s->factorisations++;
    for (int p = 0; p < n; p++)
        s->col_index[p] = is_slack0(s, p) ? -1 : (s->cols[k] = p, k++);
    for (int i = 0; i < n; i++)
        s->row_index[i] = s->position0[i] < 0 ? (s->rows[r] = i, r++) : -1;
    s->k = k;
    for (int c = 0; c < k; c++) {
        int j = s->basis0[s->cols[c]];
        K->Kp[c] = nnz;
        sparse_run run[2];
        double sign;
        for (int r = 0, runs = column_runs(s, j, run, &sign); r < runs; r++)
            for (int e = 0; e < run[r].len; e++) {
                int a = s->row_index[run[r].row[e]];
                double v = sign * run[r].val[e];
                if (a >= 0 && v != 0.0) {
                    K->Ki[nnz] = a;
                    K->Kx[nnz++] = v;
                }
            }
    }
    K->Kp[k] = nnz;
    free_factors(K);
    if (k == 0)
        return 0;
    K->symbolic = klu_analyze(k, K->Kp, K->Ki, &K->common);
    if (!K->symbolic)
        return -1;
    K->numeric = klu_factor(K->Kp, K->Ki, K->Kx, K->symbolic, &K->common);
    return K->numeric && K->common.status == KLU_OK ? 0 : -1;
}

/* Solve B0 x = b (b by equation row, x by position): K x_N = b_R, then
 * x_S = b_S - A(S, N) x_N over the stored entries of N's columns. */
static void solve_factored(lemke_basis *s, const double *b, double *x)
{
    int n = s->n, k = s->k;
    double *u = s->rhs;
    for (int a = 0; a < k; a++)
        u[a] = b[s->rows[a]];
    if (k > 0)
        klu_solve(s->kernel->symbolic, s->kernel->numeric, k, 1, u, &s->kernel->common);
    for (int p = 0; p < n; p++)
        if (is_slack0(s, p))
            x[p] = b[s->basis0[p]];
    for (int c = 0; c < k; c++) {
        int j = s->basis0[s->cols[c]];
        x[s->cols[c]] = u[c];
        if (j == 2 * n) { /* z0: the column -d */
            for (int i = 0; i < n; i++)
                if (s->row_index[i] < 0)
                    x[s->position0[i]] -= -s->cover[i] * u[c];
            continue;
        }
        sparse_run run[2]; /* z_j: -M e_j, over the rows whose w_i is basic */
        const int *slack_at = s->position0; /* w_i's position in B0, or -1 */
        double uc = u[c];
        for (int r = 0, runs = sparse_column_runs(&s->Mt, j - n, run); r < runs; r++) {
            const int *row = run[r].row;
            const double *val = run[r].val;
            for (int e = 0, len = run[r].len; e < len; e++) {
                int p = slack_at[row[e]];
                if (p >= 0)
                    x[p] -= -val[e] * uc;
            }
        }
    }
}

/* Solve B x = b for the current basis B = B0 E_1 ... E_m: B0's factors,
 * then the etas in order (product form). */
void lemke_basis_solve(lemke_basis *s, const double *b, double *x)
{
    solve_factored(s, b, x);
    lemke_basis_solve_more(s, x, 0);
}

/* Pivot k replaced the column at position p by one whose solve was d, so
 * E_k^-1 v is v_p / d_p at p and v_i - d_i (v_p / d_p) elsewhere. */
void lemke_basis_solve_more(const lemke_basis *s, double *x, int from)
{
    const int *idx = s->eta_idx;
    const double *val = s->eta_val;
    for (int k = from; k < s->etas; k++) {
        int p = s->eta_pos[k];
        double xp = x[p] / s->eta_piv[k];
        for (int e = s->eta_start[k], end = s->eta_start[k + 1]; e < end; e++)
            x[idx[e]] -= val[e] * xp;
        x[p] = xp;
    }
}

/* Insert v into the ascending list of count ints unless it is there;
 * returns the new count. */
static int insert_sorted(int *list, int count, int v)
{
    int t = count;
    while (t > 0 && list[t - 1] > v)
        t--;
    if (t > 0 && list[t - 1] == v)
        return count;
    memmove(list + t + 1, list + t, (size_t)(count - t) * sizeof *list);
    list[t] = v;
    return count + 1;
}

/* Row p of B^-1 into y (by equation row).  First u^T = e_p^T E_m^-1 ...
 * E_1^-1, the etas backwards (u^T E^-1 changes only u_p, to (u_p - sum
 * over i != p of d_i u_i) / d_p), then B0^T y = u: y_S = u_S on the
 * slacks and K^T y_R = u_N - A(S, N)^T u_S, where A(i, N) for a slack row
 * i is -M_ij for the basic z_j and -d_i for z0.  u is 0 but at p and the
 * etas' positions, so the etas are read at those entries only (their dense
 * copies) and A(S, N)^T u_S runs over those rows of M.  Returns |y|_inf. */
double lemke_basis_row(lemke_basis *s, int p, double *y)
{
    int n = s->n, k = s->k, nonzero[REFACTOR_EVERY + 1], count = 1;
    double *u = s->work, *v = s->rhs;
    const sparse_matrix *M = s->M;
    for (int i = 0; i < n; i++)
        u[i] = i == p ? 1.0 : 0.0;
    nonzero[0] = p; /* where u may not be 0, ascending: p and the etas' positions */
    for (int m = s->etas - 1; m >= 0; m--) {
        int at = s->eta_pos[m];
        const double *eta = s->eta_dense + (size_t)m * (size_t)n;
        double sum = 0.0; /* over the eta's entries in ascending order, as solve_basis */
        for (int t = 0; t < count; t++)
            if (nonzero[t] != at && eta[nonzero[t]] != 0.0)
                sum += eta[nonzero[t]] * u[nonzero[t]];
        u[at] = (u[at] - sum) / s->eta_piv[m];
        count = insert_sorted(nonzero, count, at);
    }
    for (int c = 0; c < k; c++)
        v[c] = u[s->cols[c]];
    for (int t = 0; t < count; t++) { /* ascending, as over every q */
        int q = nonzero[t];
        if (!is_slack0(s, q) || u[q] == 0.0)
            continue;
        int row = s->basis0[q];
        for (int e = M->start[row]; e < M->start[row + 1]; e++) {
            int at = s->position0[n + M->col[e]];
            if (at >= 0)
                v[s->col_index[at]] += M->val[e] * u[q];
        }
        if (s->position0[2 * n] >= 0)
            v[s->col_index[s->position0[2 * n]]] += s->cover[row] * u[q];
    }
    if (k > 0)
        klu_tsolve(s->kernel->symbolic, s->kernel->numeric, k, 1, v, &s->kernel->common);
    double size = 0.0; /* |y|_inf: u on the slacks is 0 outside the list */
    for (int q = 0; q < n; q++)
        if (is_slack0(s, q))
            y[s->basis0[q]] = u[q];
    for (int t = 0; t < count; t++)
        if (is_slack0(s, nonzero[t]))
            size = fmax(size, fabs(u[nonzero[t]]));
    for (int a = 0; a < k; a++) {
        y[s->rows[a]] = v[a];
        size = fmax(size, fabs(v[a]));
    }
    return size;
}

/* Make label entering basic at position p (the hash follows). */
void lemke_basis_exchange(lemke_basis *s, int p, int entering)
{
    s->hash ^= basis_key(s->basis[p]) ^ basis_key(entering);
    s->position[s->basis[p]] = -1;
    s->basis[p] = entering;
    s->position[entering] = p;
}

/* Is a fresh factorisation due (REFACTOR_EVERY etas since B0, or B0 not
 * the current basis)?  Then factorise; 0, or -1 when B is singular. */
int lemke_basis_refresh(lemke_basis *s)
{
    if (s->etas >= 0 && s->etas < s->refactor)
        return 0;
    return lemke_basis_factorise(s);
}

/* The pivot at position p, its entering column d (by position): its
 * entries that are not 0 kept as the next eta (lemke_basis_solve), and
 * all of them as a dense copy (lemke_basis_row). */
void lemke_basis_record_eta(lemke_basis *s, const double *d, int p)
{
    int k = s->etas, used = s->eta_start[k];
    for (int i = 0; i < s->n; i++)
        if (d[i] != 0.0 && i != p) {
            s->eta_idx[used] = i;
            s->eta_val[used++] = d[i];
        }
    memcpy(s->eta_dense + (size_t)k * (size_t)s->n, d, (size_t)s->n * sizeof *d);
    s->eta_pos[k] = p;
    s->eta_piv[k] = d[p];
    s->eta_start[k + 1] = used;
    s->etas = k + 1;
}

/* Every w basic: B = I. */
void lemke_basis_slack(lemke_basis *s)
{
    int n = s->n;
    s->hash = 0;
    s->etas = -1;
    for (int i = 0; i < n; i++) {
        s->basis[i] = i;
        s->hash ^= basis_key(i);
    }
    for (int j = 0; j <= 2 * n; j++)
        s->position[j] = j < n ? j : -1;
}

/* zb[j] = 1 where z_j is basic. */
void lemke_basis_flags(const lemke_basis *s, unsigned char *zb)
{
    for (int j = 0; j < s->n; j++)
        zb[j] = s->position[s->n + j] >= 0;
}

/* r = q - B x from the data, over the stored entries of B's columns. */
void lemke_basis_residual(const lemke_basis *s, const double *q, const double *x, double *r)
{
    for (int i = 0; i < s->n; i++)
        r[i] = q[i];
    for (int p = 0; p < s->n; p++) {
        sparse_run run[2];
        double sign;
        for (int t = 0, runs = column_runs(s, s->basis[p], run, &sign); t < runs; t++)
            for (int e = 0; e < run[t].len; e++)
                r[run[t].row[e]] -= sign * run[t].val[e] * x[p];
    }
}

/* cover := B e (lemke_basis.h). */
void lemke_basis_cover_sum(lemke_basis *s)
{
    for (int i = 0; i < s->n; i++) /* d = B e: the basic columns summed */
        s->cover[i] = 0.0;
    for (int p = 0; p < s->n; p++) {
        sparse_run run[2];
        double sign;
        for (int t = 0, runs = column_runs(s, s->basis[p], run, &sign); t < runs; t++)
            for (int e = 0; e < run[t].len; e++)
                s->cover[run[t].row[e]] += sign * run[t].val[e];
    }
}

/* Allocate for M (lemke_basis.h). */
int lemke_basis_init(lemke_basis *s, const sparse_matrix *M)
{
    size_t m = (size_t)M->n, kmax = (size_t)M->nnz + 2 * m + 1;
    *s = (lemke_basis){.n = M->n, .M = M, .refactor = REFACTOR_EVERY, .etas = -1};
    struct lemke_kernel *K = s->kernel = calloc(1, sizeof *s->kernel);
    if (!K)
        return -1;
    K->Kp = malloc((m + 1) * sizeof *K->Kp);
    K->Ki = malloc(kmax * sizeof *K->Ki);
    K->Kx = malloc(kmax * sizeof *K->Kx);
    klu_defaults(&K->common);
    K->common.tol = 1.0; /* true partial pivoting: the largest entry of the column */
    s->cover = malloc(m * sizeof *s->cover);
    s->basis = malloc(m * sizeof *s->basis);
    s->position = malloc((2 * m + 1) * sizeof *s->position);
    s->rows = malloc(m * sizeof *s->rows);
    s->cols = malloc(m * sizeof *s->cols);
    s->row_index = malloc(m * sizeof *s->row_index);
    s->col_index = malloc(m * sizeof *s->col_index);
    s->rhs = malloc(m * sizeof *s->rhs);
    s->identity = malloc((m ? m : 1) * sizeof *s->identity);
    for (size_t i = 0; s->identity && i < m; i++)
        s->identity[i] = (int)i;
    s->work = malloc(m * sizeof *s->work);
    s->basis0 = malloc(m * sizeof *s->basis0);
    s->position0 = malloc((2 * m + 1) * sizeof *s->position0);
    s->eta_val = malloc((size_t)REFACTOR_EVERY * m * sizeof *s->eta_val);
    s->eta_idx = malloc((size_t)REFACTOR_EVERY * m * sizeof *s->eta_idx);
    s->eta_start = malloc((REFACTOR_EVERY + 1) * sizeof *s->eta_start);
    s->eta_pos = malloc((size_t)REFACTOR_EVERY * sizeof *s->eta_pos);
    s->eta_piv = malloc((size_t)REFACTOR_EVERY * sizeof *s->eta_piv);
    s->eta_dense = malloc((size_t)REFACTOR_EVERY * m * sizeof *s->eta_dense);
    return K->Kp && K->Ki && K->Kx && s->cover && s->basis && s->position && s->rows &&
                   s->cols && s->row_index && s->col_index && s->rhs && s->work &&
                   s->basis0 && s->position0 && s->eta_val && s->eta_idx && s->eta_start &&
                   s->eta_pos && s->eta_piv && s->eta_dense && s->identity && sparse_columns_init(&s->Mt, M) == 0
               ? 0
               : -1;
}

/* Free everything (the factors, M's transpose, the arrays). */
void lemke_basis_free(lemke_basis *s)
{
    if (s->kernel) {
        free_factors(s->kernel);
        free(s->kernel->Kp);
        free(s->kernel->Ki);
        free(s->kernel->Kx);
        free(s->kernel);
    }
    sparse_columns_free(&s->Mt);
    free(s->identity);
    void *blocks[] = {s->cover, s->basis, s->position, s->rows, s->cols, s->row_index,
                      s->col_index, s->rhs, s->work, s->basis0, s->position0, s->eta_val,
                      s->eta_idx, s->eta_start, s->eta_pos, s->eta_piv, s->eta_dense};
    for (size_t b = 0; b < sizeof blocks / sizeof *blocks; b++)
        free(blocks[b]);
}
