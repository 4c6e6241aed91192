/* lcp.h: the linear complementarity problem and its solvers.
 *
 * LCP(M, q): find z in R^n with
 *     z >= 0,   w = M z + q >= 0,   z^T w = 0,
 * written 0 <= z _|_ M z + q >= 0 (particle notes, "Complementarity Problems";
 * the notes call the data F and f).  M is row-major n x n.
 *
 * Every solver reports one of the statuses below, and no result is called
 * LCP_SOLVED before lcp_check has verified it against the data.  This
 * header holds the problem, the statuses and the check (lcp.c); the
 * solvers are lcp_solve.h's.
 */
#ifndef LCP_H
#define LCP_H

#include <stdarg.h>
#include <stdio.h>

#include "sparse.h"

typedef struct {
    int n;
    const double *M; /* n x n, row-major */
    const double *q; /* n */
} lcp_problem;

typedef enum {
    LCP_SOLVED = 0,        /* from lcp_solve: z passed lcp_check; from a single
                              method called directly: it converged or z0 left the
                              basis, not yet checked */
    LCP_NO_SOLUTION,       /* proven: no z satisfies the conditions */
    LCP_RAY_UNPROVEN,      /* Lemke ended on a ray, M outside its class */
    LCP_ITERATION_LIMIT,   /* the pivot or iteration limit was reached */
    LCP_NUMERICAL_FAILURE, /* breakdown, or the result failed verification */
    LCP_BAD_INPUT,         /* dimensions, NaN/Inf, or a method that cannot apply */
    LCP_OUT_OF_MEMORY      /* not solved: memory ran out (nothing proven) */
} lcp_status;

typedef enum {
    LCP_METHOD_AUTO = 0,    /* Lemke, then exact Lemke and enumeration as needed */
    LCP_METHOD_SCALAR,      /* closed form for n = 1 */
    LCP_METHOD_LEMKE,       /* complementary pivoting in floating point */
    LCP_METHOD_LEMKE_EXACT, /* complementary pivoting in rational arithmetic */
    LCP_METHOD_ENUMERATE,   /* every complementary basis, exactly (small n) */
    LCP_METHOD_PGS,         /* projected Gauss-Seidel */
    LCP_METHOD_SOR,         /* projected successive over-relaxation */
    LCP_METHOD_NEWTON,      /* semismooth Newton on the Fischer-Burmeister function */
    LCP_METHOD_ACTIVE_SET,  /* contacts: a guessed active set solved (contact_solve.h) */
    LCP_METHOD_BLOCK_GS,    /* contacts: block Gauss-Seidel by contact (contact_solve.h) */
    LCP_METHOD_REVISED      /* Lemke with the basis refactorised from the data (lemke_revised.h) */
} lcp_method;

/* Lemke's ratio test: which row leaves when several tie for the least ratio.
 * The lexicographic rule never cycles; the first tied row is the plain
 * textbook rule, kept to show that it can cycle on a degenerate problem. */
typedef enum {
    LCP_TIE_LEXICOGRAPHIC = 0, /* the lexicographically least row of [q B^-1] / column */
    LCP_TIE_FIRST              /* the first tied row: may cycle */
} lcp_tie_rule;

/* A Lemke tableau as the trace hook sees it: the rows of
 *     w - M z - e z0 = q
 * after some pivots, with columns w_1..w_n, z_1..z_n, z0, q.  Variables are
 * labelled 0..n-1 for w_i, n..2n-1 for z_i and 2n for z0.  entry() formats
 * one entry (a decimal for the floating-point solver, a fraction for the
 * exact one). */
typedef struct lcp_tableau {
    int n;
    int pivots;            /* pivots done so far (0: the initial tableau) */
    int entering, leaving; /* labels of the last pivot, -1 before the first */
    const int *basis;      /* basis[i]: the label of the variable basic in row i */
    void (*entry)(const struct lcp_tableau *t, int row, int column, char *buf, size_t size);
    const void *data;      /* the solver's own storage, for entry() */
} lcp_tableau;

/* Called with every tableau, the initial one included. */
typedef void (*lcp_trace_fn)(const lcp_tableau *tableau, void *user);

typedef struct {
    lcp_method method;
    double tol;           /* relative tolerance of the verification, and of the
                             iterative methods' stopping test */
    int max_iterations;   /* pivots (Lemke), sweeps (PGS, SOR) or Newton steps */
    double pivot_tol;     /* entries below this are not pivots (floating Lemke) */
    double omega;         /* relaxation of SOR, in (0, 2) */
    int exact_fallback;   /* AUTO: retry exactly when floating Lemke fails (n <= 60) */
    lcp_tie_rule tie_rule; /* Lemke's ratio test; lexicographic by default */
    lcp_trace_fn trace;   /* Lemke: called with every tableau; may be NULL */
    void *trace_user;
    double *history;      /* PGS/SOR/Newton: residual after each iteration; may be NULL */
    int history_capacity; /* entries available in history */
} lcp_options;

/* Where a pivoting method's path started (the revised Lemke method of
 * the contact step, contact_solve.h). */
typedef enum {
    LCP_START_NONE,         /* not a path from a basis, or not said */
    LCP_START_SLACK,        /* w basic (z = 0) */
    LCP_START_PREVIOUS,     /* the basis of the step before */
    LCP_START_FRICTIONLESS  /* the basis of the frictionless LCP of the normals */
} lcp_start;

typedef struct {
    lcp_status status;
    lcp_method method;  /* the method that produced the answer */
    lcp_start start;    /* where its path started */
    int iterations;     /* pivots, sweeps or Newton steps */
    int history_length; /* entries written to options.history */
    double violation;   /* largest violation found by the final check */
    char message[200];  /* one line for people */
} lcp_result;

/* Which condition of the LCP a candidate z breaks. */
typedef enum {
    LCP_NOT_FINITE,       /* z_i or w_i is NaN or infinite */
    LCP_Z_NEGATIVE,       /* z_i < 0 */
    LCP_W_NEGATIVE,       /* w_i = (M z + q)_i < 0 */
    LCP_NOT_COMPLEMENTARY, /* neither z_i nor w_i is zero */
    LCP_Z_TOO_LARGE        /* |z_i| beyond what the data can judge (lcp.c's
                              zmax: the rounding of M_ji z_i alone exceeds |q|) */
} lcp_condition;

typedef struct {
    lcp_condition condition;
    int index;    /* i, 0-based */
    double value; /* z_i, w_i or z_i w_i */
} lcp_violation;

/* List violation c of z_i or w_i (value) in v if fewer than max are
 * listed; count it in *count either way (every check lists this way). */
void lcp_note_violation(lcp_violation *v, int max, int *count, lcp_condition c, int i,
                        double value);

/* Default options: automatic method, tolerance 1e-10, 10000 iterations,
 * pivot tolerance 1e-12, omega 1.5, exact fallback on, no trace. */
lcp_options lcp_default_options(void);

/* Name of a method as the lcp command spells it: "lemke", "pgs", ... */
const char *lcp_method_name(lcp_method method);

/* Name of a start as the tables print it: "w", "previous",
 * "frictionless", "-". */
const char *lcp_start_name(lcp_start start);

/* Print a tableau as a plain table (basic variable, then one column per
 * variable and q), with the last pivot named. */
void lcp_tableau_print(FILE *out, const lcp_tableau *tableau);

/* The name of tableau label j as the trace prints it: w1..wn (j < n),
 * z1..zn (n <= j < 2n), z0 (j = 2n). */
void lcp_label_name(int n, int j, char *buf, size_t size);

/* Name of a status, e.g. "solved", "no solution". */
const char *lcp_status_name(lcp_status status);

/* Name of a condition, e.g. "z >= 0". */
const char *lcp_condition_name(lcp_condition condition);

/* w = M z + q and the tolerance eps_i of each w_i: tol * max(|q_i|,
 * |M_ij z_j|), plus the rounding bound 16 n eps (|q_i| + max_j |M_ij| sum
 * over M_ij != 0 of |z_j|) of computing w_i and M's entries, plus the whole terms |M_ij z_j| of the z_j within their
 * rounding noise nu_j = 16 n eps max_k |q_k| / |M_kj| (over the rows z_j
 * enters; |q|_inf where those q_k are 0): each row in its own units, every
 * scale from M and q, none from z's largest entry.  0, or -1 when out of
 * memory. */
int lcp_check_tolerances(const lcp_problem *p, const double *z, double tol, double *w,
                         double *eps);

/* Check z against the LCP: recompute w = M z + q (into w if not NULL) and
 * list up to max_violations violated conditions, in index order.  w_i is
 * measured against lcp_check_tolerances'; z_i is zero to tolerance within
 * its rounding noise nu_i, or when setting it to 0 moves every w_k by less
 * than w_k's tolerance and it is below tol |z|_inf and tol nu_i / (16 n
 * eps); |z_i| above |q|_inf / (16 n eps max_k |M_ki|) is too large for the
 * data to judge (LCP_Z_TOO_LARGE).  No size limit: O(nnz) time, O(n) room.  z_i and w_i are complementary when either is zero to
 * its tolerance.  Returns the number of violations found (which may exceed
 * the number stored). */
int lcp_check(const lcp_problem *p, const double *z, double tol, double *w,
              lcp_violation *violations, int max_violations);

/* lcp_check for a sparse M (q and z of M->n entries): the same conditions
 * and tolerances, the entries not stored being zero. */
int lcp_check_sparse(const sparse_matrix *M, const double *q, const double *z, double tol,
                     double *w, lcp_violation *violations, int max_violations);

/* w = M z + q and each row's tolerance eps_i (lcp_check_tolerances), M sparse. */
void lcp_tolerances_sparse(const sparse_matrix *M, const double *q, const double *z, double tol,
                           double *w, double *eps);

/* Set the result's status and its one-line printf-style message; returns
 * the status (every solver ends through this). */
lcp_status lcp_finish(lcp_result *r, lcp_status status, const char *format, ...);

/* lcp_finish with a va_list. */
lcp_status lcp_vfinish(lcp_result *r, lcp_status status, const char *format, va_list args);

/* Exit status for a program that solved an LCP: 0 solved, 2 proven no
 * solution, 3 not solved and nothing proven (out of memory too), 1 bad
 * input. */
int lcp_exit_code(lcp_status status);

#endif
