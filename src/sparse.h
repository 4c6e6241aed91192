/* sparse.h: square matrices in compressed sparse rows (CSR).
 *
 * The contact LCP of many bodies is sparse: two contacts are coupled only
 * when they share a body, so a row of A = G^T W G has as many entries as
 * the contacts of its two bodies have unknowns, however many bodies the
 * scene holds.  Row i's entries are col[start[i] .. start[i+1]-1] with
 * their values val[..], columns ascending.  Built row by row: sparse_begin,
 * then sparse_push for each entry of the row (in column order) and
 * sparse_end_row.
 */
#ifndef SPARSE_H
#define SPARSE_H

typedef struct sparse_matrix {
    int n;          /* rows and columns */
    int rows;       /* rows finished so far (n when built) */
    int nnz, cap;   /* entries stored, room */
    int *start;     /* n + 1 */
    int *col;       /* nnz */
    double *val;    /* nnz */
    int row_cap;    /* room in start */
    const struct sparse_matrix *by_columns; /* A^T, where A's maker keeps one
                                               (NULL: none; never freed with A) */
} sparse_matrix;

/* Start an n x n matrix (storage kept from an earlier use); 0, or -1 out of memory. */
int sparse_begin(sparse_matrix *A, int n);

/* Room for nnz entries in all, so that as many pushes move no storage
 * (kept by later sparse_begin calls); 0, or -1 out of memory. */
int sparse_reserve(sparse_matrix *A, int nnz);

/* Append entry (current row, j) = v; columns must ascend within a row.  0 or -1. */
int sparse_push(sparse_matrix *A, int j, double v);

/* Close the current row. */
void sparse_end_row(sparse_matrix *A);

/* The matrix of a dense row-major n x n M, its non-zero entries (NaN and
 * Inf kept); 0 or -1. */
int sparse_from_dense(sparse_matrix *A, int n, const double *M);

/* C = A (C's storage kept from an earlier use); 0, or -1 out of memory. */
int sparse_copy(const sparse_matrix *A, sparse_matrix *C);

/* T = A^T (T's storage kept from an earlier use): A's columns as T's
 * rows, each with its rows ascending.  0, or -1 out of memory. */
int sparse_transpose(const sparse_matrix *A, sparse_matrix *T);

/* T = A^T for an A whose leading block (rows and columns 0 .. nlead - 1)
 * is symmetric, bit for bit: T's leading rows are A's, copied, and only
 * the entries outside the block are moved (T's storage kept from an
 * earlier use).  The same T as sparse_transpose's, at the cost of a copy.
 * 0, or -1 out of memory. */
int sparse_transpose_leading_symmetric(const sparse_matrix *A, int nlead, sparse_matrix *T);

/* Write A as a dense row-major n x n matrix. */
void sparse_to_dense(const sparse_matrix *A, double *M);

/* Entry (i, j), 0 when not stored (a binary search of row i). */
double sparse_get(const sparse_matrix *A, int i, int j);

/* y = A x + q (q may be NULL). */
void sparse_matvec(const sparse_matrix *A, const double *x, const double *q, double *y);

/* Release the storage; A is then empty. */
void sparse_free(sparse_matrix *A);

#endif
