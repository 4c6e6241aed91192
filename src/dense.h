/* dense.h: the course's own dense factorisations, in plain C, the same bits
 * on every machine: QR with column pivoting and the least-norm solve of a
 * rank-deficient system (here), the singular values of a matrix
 * (dense_svd.h), and the eigenvalues and eigenvectors of a symmetric one
 * (dense_eigen.h).
 *
 * Matrices are row-major as in linalg.h: entry (i, j) of an m x n matrix A is
 * A[i * n + j].  The arithmetic is + - * / and sqrt (each correctly
 * rounded by IEEE 754) and fabs, in an order the source fixes (no other
 * math function, no reduction the compiler may reorder), so a result is a
 * function of the input alone: the same bits from gcc and clang at any
 * -O (with the build's -ffp-contract=off), and from the WebAssembly build.
 * Every routine takes its workspace itself and returns DENSE_OK, or
 * DENSE_NO_MEMORY when malloc fails, DENSE_NOT_FINITE when an input entry is
 * infinite or not a number, or DENSE_NO_CONVERGENCE when an iteration ran
 * out of its allowance (dense_kernel.h); what it found (a rank, a count of
 * iterations) it reports through its arguments.  The reflections and
 * rotations they share are dense_kernel.h's; the singular values are
 * dense_svd.h's, the symmetric eigenproblem dense_eigen.h's.  The
 * algorithms and the section numbers are those of Golub and Van Loan,
 * "Matrix Computations", 4th edition (2013), GVL below.
 *
 * Householder reflections are dense_kernel.h's.  In the QR factorisation
 * one pass over the trailing block does both halves of two steps: it
 * subtracts step j's reflection from a row and adds the updated row to
 * step j+1's sum while the row is in the cache (step j+1's pivot column
 * and norms are computed from the pending update first); each entry sees
 * the same operations in the same order as in two passes.
 *
 * QR with column pivoting (Businger and Golub; GVL 5.4).  A P = Q R: at
 * step j the column of largest norm below row j is swapped into place and
 * a reflection zeroes it below the diagonal, so |R_00| >= |R_11| >= ...
 * The norms below row j are not recomputed at each step but downdated,
 *
 *     |a_c below row j+1|^2 = |a_c below row j|^2 - R_jc^2,
 *
 * which cancels once the column has lost most of its norm; as LAPACK's
 * dlaqp2 does, a norm is computed afresh when what is left of it is below
 * sqrt(eps) of its size at its last computation.
 *
 * The rank (this header's definition, dgelsy's).  The numerical rank for
 * rcond is the first j at which the leading triangle R_j = R(0..j, 0..j)
 * fails
 *
 *     small_j > rcond big_j,
 *
 * small_j and big_j the incremental condition estimates (Bischof,
 * "Incremental condition estimation", SIAM J. Matrix Anal. Appl. 11, 1990)
 * of R_j's smallest and largest singular values (min(m, n) if none
 * fails); the factorisation stops there, so R_11 = R_{r-1}.  The estimates
 * are norms |y^T R_j| for unit vectors y carried from step to step:
 * R_{j+1} = [R_j w; 0 gamma] and y' = (s y, c) give
 *
 *     |y'^T R_{j+1}|^2 = s^2 |y^T R_j|^2 + (s y^T w + c gamma)^2,
 *
 * whose least and greatest values over s^2 + c^2 = 1 are the eigenvalues
 * of a 2 x 2 matrix.  So small_j >= the smallest singular value, big_j <=
 * the largest, and small_j / big_j >= 1 / cond(R_j): the rank is cut where
 * the estimated condition number reaches 1 / rcond.  Since small_j <=
 * |R_jj| and big_j >= |R_00|, it is cut no later than by the diagonal
 * alone, |R_jj| <= rcond |R_00|.  The diagonal alone is not enough at
 * rcond = 1e-15: in the contact steps' exactly rank-deficient matrices of
 * size 400 the R_jj past the rank are rounding of 2e-15 |R_00| and more,
 * while the estimates, which see the whole triangle, are a few times
 * smaller.  For j = 0 the test is R_00 != 0; rcond = 0 cuts only at a
 * column that is exactly zero.
 *
 * The least-norm solution (GVL 5.5, the complete orthogonal
 * decomposition).  With A P = Q [R_11 R_12; 0 R_22] and R_22 dropped (the
 * part past the rank), Ax = b becomes [R_11 R_12] y = c, c the
 * first r entries of Q^T b, x = P y.  Reflections from the right,
 * [R_11 R_12] Z = [T 0] with T upper triangular (the RZ factorisation, one
 * reflection per row, last row first, each mixing its row's diagonal entry
 * with the r..n-1 block), turn it into [T 0] (Z^T y) = c, whose solutions
 * are Z^T y = (T^-1 c, u) for any u: the least norm is u = 0, and
 * y = Z (T^-1 c, 0) (|y| = |Z^T y| since Z is orthogonal).  When A has full
 * column rank, Z = I and x is the least-squares solution.
 */
#ifndef DENSE_H
#define DENSE_H

#include "dense_kernel.h"

/* QR with column pivoting of the m x n matrix A, stopping at the rank for
 * rcond (see above): on return the first rank rows of A hold R (upper
 * trapezoidal, columns permuted: column j of R is column perm[j] of A),
 * entries below the diagonal of the first rank columns hold the reflection
 * vectors v (v_0 = 1 not stored), tau[0..rank-1] their factors.  Past the
 * rank, A is partly reduced.  perm has n entries, tau min(m, n).  rcond = 0
 * factors completely, stopping only at an exactly zero column.  Returns
 * DENSE_OK, DENSE_NO_MEMORY or DENSE_NOT_FINITE. */
int dense_qrcp(int m, int n, double *A, int *perm, double *tau, double rcond, int *rank);

/* The least-norm solution x of min |A x - b| for the m x n matrix A taken
 * at its rank for rcond (dense_qrcp, then the complete orthogonal
 * decomposition; the role of LAPACK's dgelsy).  A is overwritten; b has
 * max(m, n) entries: the right-hand side (m) on entry, x (n) on return.
 * *rank receives the rank.  Returns DENSE_OK, DENSE_NO_MEMORY or
 * DENSE_NOT_FINITE (A or b). */
int dense_least_norm(int m, int n, double *A, double *b, double rcond, int *rank);

#endif
