/* lemke_basis.h: the basis of the revised Lemke method, kept as a sparse
 * LU factorisation and the etas of the pivots since.
 *
 * The columns.  Lemke's augmented problem w - M z - d z0 = q has the 2n + 1
 * columns of A = [I, -M, -d] (labels: w_1..w_n are 0..n-1, z_1..z_n are
 * n..2n-1, z0 is 2n; d the covering vector).  A basis is n labels, one per
 * position p; B is the n x n matrix of their columns.
 *
 * The kernel.  The basis is mostly slack columns: with S the positions
 * whose basic variable is some w_i, and the other k positions N holding
 * z's and z0, order the rows as R (the i whose w_i is not basic, k of
 * them) then the w_i of S:
 *
 *     B = [ K      0 ]    K = A(R, N), the k x k kernel,
 *         [ A(S,N) I ]
 *
 * so that B x = b is  K x_N = b_R,  x_S = b_S - A(S, N) x_N,  and the
 * transposed system B^T y = c is  y_S = c_S,  K^T y_R = c_N - A(S, N)^T c_S.
 * Only K is factorised.  M is sparse (a contact couples only to the
 * contacts of its own two bodies), so K is too: it is built column by
 * column from M's columns and factorised by a sparse LU (KLU: Davis and
 * Palamadai Natarajan 2010, with partial pivoting, threshold 1), and every
 * product with A(S, N) runs over M's stored entries only.  A pivot then
 * costs about one sparse factorisation, not k^3.
 *
 * The product form.  B is factorised afresh every `refactor` pivots
 * (REFACTOR_EVERY, or 1); in between, B = B0 E_1 ... E_m, each E_k the
 * identity with column p_k replaced by that pivot's entering column d, so
 * a solve's error is that of one factorisation and at most 15 etas,
 * whatever came before.
 *
 * Arithmetic: + - * / and comparisons only, in an order the source fixes,
 * so the result is the same on every machine.
 */
#ifndef LEMKE_BASIS_H
#define LEMKE_BASIS_H

#include "sparse.h"

struct lemke_kernel; /* K's storage and its sparse LU (lemke_basis.c) */

enum { REFACTOR_EVERY = 16 }; /* pivots between fresh factorisations (product form between) */

typedef struct {
    int n;
    const sparse_matrix *M; /* M by rows */
    sparse_columns Mt;      /* M by columns (read from its rows where M is symmetric) */
    int *identity;          /* 0, 1, ..., n - 1: the rows of the columns of I and d */
    double *cover;          /* the covering vector d: z0's column is -d */
    int *basis;     /* basis[p]: label of the variable basic at position p */
    int *position;  /* position[label]: where it is basic, -1 if not */
    int *basis0, *position0; /* the same for B0, the basis last factorised */
    double *eta_val; /* the entering columns d since B0, their entries that are not 0 */
    int *eta_idx;   /* ... and their positions: eta k is [eta_start[k], eta_start[k + 1]) */
    int *eta_start; /* REFACTOR_EVERY + 1 */
    int *eta_pos;   /* their pivot positions */
    double *eta_piv; /* their pivots d_p */
    double *eta_dense; /* the same etas as dense columns of n (row solves look entries up) */
    int etas;       /* how many (-1: B0 is not the current basis, refactorise) */
    unsigned long factorisations; /* so far: a solve from one B0 stays valid while unchanged */
    int refactor;   /* pivots between fresh factorisations: REFACTOR_EVERY, or 1 */
    int k;          /* structural basics (z's and z0): the kernel's size */
    int *rows;      /* R: the k equation rows whose w is not basic */
    int *cols;      /* N: the k positions holding a z or z0 */
    int *row_index; /* row_index[i]: i's place in R, or -1 (w_i basic) */
    int *col_index; /* col_index[p]: p's place in N, or -1 (a slack) */
    struct lemke_kernel *kernel; /* K in compressed columns, and its factors */
    double *rhs;    /* workspace (n) */
    double *work;   /* workspace (n) */
    unsigned long long hash; /* the basis as a set of labels (Zobrist 1970) */
} lemke_basis;

/* Allocate for M (n x n, kept by pointer, and its columns); 0, or
 * -1 when out of memory (lemke_basis_free still frees what was made). */
int lemke_basis_init(lemke_basis *s, const sparse_matrix *M);

/* Free everything. */
void lemke_basis_free(lemke_basis *s);

/* Every w basic: B = I (cover untouched). */
void lemke_basis_slack(lemke_basis *s);

/* Make label entering basic at position p (the hash follows). */
void lemke_basis_exchange(lemke_basis *s, int p, int entering);

/* Build the kernel of the current basis and factorise it (B0 := B, no
 * etas); 0, or -1 when a pivot is 0 (B singular). */
int lemke_basis_factorise(lemke_basis *s);

/* Factorise when due (refactor etas since B0, or B0 not the current
 * basis); 0, or -1 when B is singular. */
int lemke_basis_refresh(lemke_basis *s);

/* Solve B x = b (b by equation row, x by position). */
void lemke_basis_solve(lemke_basis *s, const double *b, double *x);

/* Bring x = B^-1 b, solved when B had `from` etas since the same B0, up to
 * the current basis: the etas from..etas-1 applied in order, the same
 * operations as a whole lemke_basis_solve (the same bits, m times less
 * work over m pivots). */
void lemke_basis_solve_more(const lemke_basis *s, double *x, int from);

/* Row p of B^-1 into y (by equation row); returns |y|_inf. */
double lemke_basis_row(lemke_basis *s, int p, double *y);

/* Label j's column of A as a dense vector of n entries. */
void lemke_basis_column(const lemke_basis *s, int j, double *a);

/* Record the pivot at position p whose entering column (solved) was d. */
void lemke_basis_record_eta(lemke_basis *s, const double *d, int p);

/* r = q - B x over the stored entries of B's columns. */
void lemke_basis_residual(const lemke_basis *s, const double *q, const double *x, double *r);

/* cover := B e, the basic columns summed (so that B^-1 cover = e). */
void lemke_basis_cover_sum(lemke_basis *s);

/* The basis as flags: zb[j] = 1 where z_j is basic. */
void lemke_basis_flags(const lemke_basis *s, unsigned char *zb);

#endif
