/* sparse.c: compressed sparse rows. */
#include "sparse.h"

#include <stdlib.h>
#include <string.h>

/* Room for n + 1 row starts and cap entries; 0 or -1. */
static int reserve(sparse_matrix *A, int n, int cap)
{
    if (n + 1 > A->row_cap) {
        int *s = realloc(A->start, (size_t)(n + 1) * sizeof *s);
        if (!s)
            return -1;
        A->start = s;
        A->row_cap = n + 1;
    }
    if (cap > A->cap) {
        int *c = realloc(A->col, (size_t)cap * sizeof *c);
        if (!c)
            return -1;
        A->col = c;
        double *v = realloc(A->val, (size_t)cap * sizeof *v);
        if (!v)
            return -1;
        A->val = v;
        A->cap = cap;
    }
    return 0;
}

int sparse_begin(sparse_matrix *A, int n)
{
    if (reserve(A, n, A->cap > 0 ? A->cap : 64) != 0)
        return -1;
    A->n = n;
    A->rows = 0;
    A->nnz = 0;
    A->start[0] = 0;
    A->symmetric_lead = 0;
    return 0;
}

int sparse_reserve(sparse_matrix *A, int nnz)
{
    return reserve(A, A->n, nnz);
}

int sparse_grow(sparse_matrix *A)
{
    return reserve(A, A->n, A->cap > 0 ? 2 * A->cap : 64);
}

void sparse_end_row(sparse_matrix *A)
{
    A->start[++A->rows] = A->nnz;
}

int sparse_from_dense(sparse_matrix *A, int n, const double *M)
{
    if (sparse_begin(A, n) != 0)
        return -1;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            if (M[(size_t)i * n + j] != 0.0 && sparse_push(A, j, M[(size_t)i * n + j]) != 0)
                return -1;
        sparse_end_row(A);
    }
    return 0;
}

void sparse_to_dense(const sparse_matrix *A, double *M)
{
    int n = A->n;
    memset(M, 0, (size_t)n * n * sizeof *M);
    for (int i = 0; i < n; i++)
        for (int k = A->start[i]; k < A->start[i + 1]; k++)
            M[(size_t)i * n + A->col[k]] = A->val[k];
}

double sparse_get(const sparse_matrix *A, int i, int j)
{
    int lo = A->start[i], hi = A->start[i + 1] - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (A->col[mid] == j)
            return A->val[mid];
        if (A->col[mid] < j)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return 0.0;
}

void sparse_matvec(const sparse_matrix *A, const double *x, const double *q, double *y)
{
    for (int i = 0; i < A->n; i++) {
        double s = q ? q[i] : 0.0;
        for (int k = A->start[i]; k < A->start[i + 1]; k++)
            s += A->val[k] * x[A->col[k]];
        y[i] = s;
    }
}

void sparse_free(sparse_matrix *A)
{
    free(A->start);
    free(A->col);
    free(A->val);
    memset(A, 0, sizeof *A);
}

/* T's rows = A's columns, made of the entries of each row i of A from
 * lead_end[i] on for i < nlead, all of row i's for the others (a counting
 * sort by column; each of T's rows ascends).  T's storage is kept from an
 * earlier use.  0, or -1 out of memory. */
static int transpose_from(const sparse_matrix *A, int nlead, const int *lead_end,
                          sparse_matrix *T)
{
    int n = A->n, count = 0;
    if (sparse_begin(T, n) != 0)
        return -1;
    for (int j = 0; j <= n; j++)
        T->start[j] = 0;
    for (int i = 0; i < n; i++) /* count column j's entries into start[j + 1] */
        for (int e = i < nlead ? lead_end[i] : A->start[i]; e < A->start[i + 1]; e++, count++)
            T->start[A->col[e] + 1]++;
    if (sparse_reserve(T, count > 0 ? count : 1) != 0)
        return -1;
    for (int j = 0; j < n; j++)
        T->start[j + 1] += T->start[j];
    int *next = malloc((size_t)(n > 0 ? n : 1) * sizeof *next);
    if (!next)
        return -1;
    memcpy(next, T->start, (size_t)n * sizeof *next);
    for (int i = 0; i < n; i++) /* rows in order: each column's rows ascend */
        for (int e = i < nlead ? lead_end[i] : A->start[i]; e < A->start[i + 1]; e++) {
            int slot = next[A->col[e]]++;
            T->col[slot] = i;
            T->val[slot] = A->val[e];
        }
    free(next);
    T->nnz = count;
    T->rows = n;
    return 0;
}

int sparse_transpose(const sparse_matrix *A, sparse_matrix *T)
{
    return transpose_from(A, 0, NULL, T);
}

int sparse_columns_init(sparse_columns *c, const sparse_matrix *A)
{
    int nlead = A->symmetric_lead;
    *c = (sparse_columns){.A = A, .nlead = nlead};
    c->lead_end = malloc((size_t)(nlead > 0 ? nlead : 1) * sizeof *c->lead_end);
    if (!c->lead_end)
        return -1;
    for (int i = 0; i < nlead; i++) { /* the block's entries come first in the row */
        int e = A->start[i];
        while (e < A->start[i + 1] && A->col[e] < nlead)
            e++;
        c->lead_end[i] = e;
    }
    return transpose_from(A, nlead, c->lead_end, &c->rest);
}

void sparse_columns_free(sparse_columns *c)
{
    free(c->lead_end);
    sparse_free(&c->rest);
    c->lead_end = NULL;
}

int sparse_copy(const sparse_matrix *A, sparse_matrix *C)
{
    if (sparse_begin(C, A->n) != 0 || reserve(C, A->n, A->nnz > 0 ? A->nnz : 1) != 0)
        return -1;
    memcpy(C->start, A->start, (size_t)(A->n + 1) * sizeof *C->start);
    memcpy(C->col, A->col, (size_t)A->nnz * sizeof *C->col);
    memcpy(C->val, A->val, (size_t)A->nnz * sizeof *C->val);
    C->nnz = A->nnz;
    C->rows = A->n;
    C->symmetric_lead = A->symmetric_lead;
    return 0;
}
