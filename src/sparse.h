/* sparse.h: square matrices in compressed sparse rows (CSR).
 *
 * The contact LCP of many bodies is sparse: two contacts are coupled only
 * when they share a body, so a row of A = G^T W G has as many entries as
 * the contacts of its two bodies have unknowns, however many bodies the
 * scene holds.  Row i's entries are col[start[i] .. start[i+1]-1] with
 * their values val[..], columns ascending.  Built row by row: sp_begin,
 * then sp_push for each entry of the row (in column order) and sp_end_row.
 */
#ifndef SPARSE_H
#define SPARSE_H

typedef struct {
    int n;          /* rows and columns */
    int rows;       /* rows finished so far (n when built) */
    int nnz, cap;   /* entries stored, room */
    int *start;     /* n + 1 */
    int *col;       /* nnz */
    double *val;    /* nnz */
    int row_cap;    /* room in start */
} sp_matrix;

/* Start an n x n matrix (storage kept from an earlier use); 0, or -1 out of memory. */
int sp_begin(sp_matrix *A, int n);

/* Append entry (current row, j) = v; columns must ascend within a row.  0 or -1. */
int sp_push(sp_matrix *A, int j, double v);

/* Close the current row. */
void sp_end_row(sp_matrix *A);

/* The matrix of a dense row-major n x n M, its non-zero entries (NaN and
 * Inf kept); 0 or -1. */
int sp_from_dense(sp_matrix *A, int n, const double *M);

/* C = A (C's storage kept from an earlier use); 0, or -1 out of memory. */
int sp_copy(const sp_matrix *A, sp_matrix *C);

/* T = A^T (T's storage kept from an earlier use): A's columns as T's
 * rows, each with its rows ascending.  0, or -1 out of memory. */
int sp_transpose(const sp_matrix *A, sp_matrix *T);

/* Write A as a dense row-major n x n matrix. */
void sp_to_dense(const sp_matrix *A, double *M);

/* Entry (i, j), 0 when not stored (a binary search of row i). */
double sp_get(const sp_matrix *A, int i, int j);

/* y = A x + q (q may be NULL). */
void sp_matvec(const sp_matrix *A, const double *x, const double *q, double *y);

/* Release the storage; A is then empty. */
void sp_free(sp_matrix *A);

#endif
