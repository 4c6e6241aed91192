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
    int symmetric_lead; /* rows and columns 0 .. symmetric_lead - 1 form a block
                           symmetric bit for bit, as A's maker built it (0: none
                           known; sparse_begin sets 0) */
} sparse_matrix;

/* Start an n x n matrix (storage kept from an earlier use); 0, or -1 out of memory. */
int sparse_begin(sparse_matrix *A, int n);

/* Room for nnz entries in all, so that as many pushes move no storage
 * (kept by later sparse_begin calls); 0, or -1 out of memory. */
int sparse_reserve(sparse_matrix *A, int nnz);

/* Double A's room for entries; 0, or -1 out of memory. */
int sparse_grow(sparse_matrix *A);

/* Append entry (current row, j) = v; columns must ascend within a row.  0 or -1.
 * (Inline: an assembly pushes every entry of the LCP's matrix.) */
static inline int sparse_push(sparse_matrix *A, int j, double v)
{
    if (A->nnz == A->cap && sparse_grow(A) != 0)
        return -1;
    A->col[A->nnz] = j;
    A->val[A->nnz] = v;
    A->nnz++;
    return 0;
}

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

/* A by columns, without a transposed copy where it can: column j of a
 * block that is symmetric bit for bit (j < A->symmetric_lead) is row j's
 * entries in that block, read in place, followed by the column's entries
 * outside the block, which alone are transposed (rest).  With no such block
 * every column comes from rest, a whole transpose.  Each column's rows
 * ascend, as in sparse_transpose. */
typedef struct {
    const sparse_matrix *A;
    int nlead;          /* A->symmetric_lead when made */
    int *lead_end;      /* row j's entries in the block end at lead_end[j] (j < nlead) */
    sparse_matrix rest; /* A's entries outside the block, transposed */
} sparse_columns;

/* One run of a column's entries: rows row[0..len-1], values val[..]. */
typedef struct {
    const int *row;
    const double *val;
    int len;
} sparse_run;

/* Make the columns of A (kept by pointer); 0, or -1 out of memory
 * (sparse_columns_free still frees what was made). */
int sparse_columns_init(sparse_columns *c, const sparse_matrix *A);

/* Column j as at most two runs, rows ascending; returns how many. */
static inline int sparse_column_runs(const sparse_columns *c, int j, sparse_run run[2])
{
    int count = 0;
    if (j < c->nlead) {
        int from = c->A->start[j];
        run[count++] = (sparse_run){c->A->col + from, c->A->val + from, c->lead_end[j] - from};
    }
    int from = c->rest.start[j], len = c->rest.start[j + 1] - from;
    if (len > 0)
        run[count++] = (sparse_run){c->rest.col + from, c->rest.val + from, len};
    return count;
}

/* Release what sparse_columns_init made. */
void sparse_columns_free(sparse_columns *c);

/* Write A as a dense row-major n x n matrix. */
void sparse_to_dense(const sparse_matrix *A, double *M);

/* Entry (i, j), 0 when not stored (a binary search of row i). */
double sparse_get(const sparse_matrix *A, int i, int j);

/* y = A x + q (q may be NULL). */
void sparse_matvec(const sparse_matrix *A, const double *x, const double *q, double *y);

/* Release the storage; A is then empty. */
void sparse_free(sparse_matrix *A);

#endif
