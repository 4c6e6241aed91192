/* phantom.h: the acceleration-discretised friction model with the phantom
 * inertia rho (Peiret et al., Peiret, Kovecses and Font-Llagunes, eqs. (1)-(8)).
 *
 * Each contact i has k unit directions e_j in its tangent plane, over a
 * half-turn: e_j = (cos(pi j / k), sin(pi j / k)) in the contact's frame
 * (the two rows of J_t), j = 0 .. k-1; E_i = [e_0 .. e_(k-1)] (2 x k).  The
 * tangential acceleration is u_t' = E (kappa+ - kappa-) (eq. 1) and the
 * friction saturations are (eqs. 6, 7)
 *
 *   sigma+ = mu lambda_n - E^T lambda_t + rho kappa+ >= 0  _|_  kappa- >= 0,
 *   sigma- = mu lambda_n + E^T lambda_t + rho kappa- >= 0  _|_  kappa+ >= 0.
 *
 * With the generalised acceleration v' (n entries), the r normal forces
 * lambda_n, the 2r friction forces lambda_t and K = r k, the system (8) is
 *
 *   [ M    -J_t^T  -J_n^T  0     0   ] [ v'       ]   [ -f       ]   [ 0     ]
 *   [ J_t   0       0     -E     E   ] [ lambda_t ]   [ J_t' v   ]   [ 0     ]
 *   [ J_n   0       0      0     0   ] [ lambda_n ] + [ J_n' v   ] = [ u_n'' ]
 *   [ 0     E^T     U      0     rho ] [ kappa+   ]   [ 0        ]   [ sigma-]
 *   [ 0    -E^T     U      rho   0   ] [ kappa-   ]   [ 0        ]   [ sigma+]
 *
 * with f = f_a - c (applied minus Coriolis forces) and U = mu blockdiag of
 * columns of ones (each contact's mu lambda_n in its k rows).  Its first two
 * block rows have no complementarity; eliminating v' and lambda_t (the
 * Schur complement of the saddle block [M -J_t^T; J_t 0]) leaves the LCP
 *
 *   0 <= (lambda_n, kappa+, kappa-)  _|_  (u_n'', sigma-, sigma+) >= 0
 *
 * (the paper's (5)-(7): sigma- is paired with kappa+, sigma+ with kappa-).
 */
#ifndef PHANTOM_H
#define PHANTOM_H

#include "lcp.h"

#define PHANTOM_MAX_K 16         /* directions per contact */
#define PHANTOM_MAX_DOF 6        /* degrees of freedom: one rigid body */
#define PHANTOM_MAX_CONTACTS 4   /* the box on its four bottom corners */
#define PHANTOM_MAX_LEAD \
    (PHANTOM_MAX_DOF + 3 * PHANTOM_MAX_CONTACTS + 2 * PHANTOM_MAX_CONTACTS * PHANTOM_MAX_K)
#define PHANTOM_MAX_LCP (PHANTOM_MAX_CONTACTS * (1 + 2 * PHANTOM_MAX_K))

/* A scene: the data of (8). */
typedef struct {
    int n, r, k;                            /* dofs, contacts, directions per contact */
    double M[PHANTOM_MAX_DOF * PHANTOM_MAX_DOF]; /* n x n */
    double Jn[PHANTOM_MAX_CONTACTS * PHANTOM_MAX_DOF]; /* r x n */
    double Jt[2 * PHANTOM_MAX_CONTACTS * PHANTOM_MAX_DOF]; /* 2r x n: rows 2i, 2i+1 for contact i */
    double f[PHANTOM_MAX_DOF];              /* f_a - c */
    double gn[PHANTOM_MAX_CONTACTS];        /* J_n' v */
    double gt[2 * PHANTOM_MAX_CONTACTS];    /* J_t' v */
    double mu, rho;
} phantom_scene;

/* E_i = [e_0 .. e_(k-1)], 2 x k row-major, e_j at the angle pi j / k. */
void phantom_directions(int k, double *E);

/* The particle of mass m on the plane z = 0 (n = 3, r = 1): M = m I,
 * J_n = e_z^T, J_t = [e_x e_y]^T, f = (Fx, Fy, -m g). */
void phantom_particle(phantom_scene *s, double m, double g, double Fx, double Fy, double mu,
                      double rho, int k);

/* The box of mass m and edges a, b, c resting on its four bottom corners
 * on z = 0 (n = 6: the centre's acceleration, then the world angular
 * acceleration; r = 4): J_n's rows [n; r x n]^T, J_t's [t; r x t]^T and
 * [o; r x o]^T for each corner r (wrenches, Example 6.2), gravity in f. */
void phantom_box(phantom_scene *s, double m, double a, double b, double c, double g, double mu,
                 double rho, int k);

/* Size of (8): n + 3 r + 2 r k. */
int phantom_lead_size(const phantom_scene *s);

/* Size of the saddle block eliminated: n + 2 r. */
int phantom_saddle_size(const phantom_scene *s);

/* Size of the LCP: r + 2 r k. */
int phantom_lcp_size(const phantom_scene *s);

/* The lead matrix L of (8) (phantom_lead_size squared, row-major) and its
 * constant vector c (the second term of the left-hand side). */
void phantom_lead(const phantom_scene *s, double *L, double *c);

/* The LCP by the Schur complement of (8): A = D - C S^-1 B and
 * b = d - C S^-1 a for L = [S B; C D], c = [a; d].  Returns 0, -1 when
 * the saddle block S is singular (J_t not of full row rank, or M not
 * positive definite): then there is no such LCP; or -2 when memory runs
 * out (the lead matrix is allocated per call). */
int phantom_lcp(const phantom_scene *s, double *A, double *b);

/* v' and lambda_t from a solution z of the LCP: the first two block rows
 * of (8), [v'; lambda_t] = -S^-1 (B z + a).  Returns 0, or -1 or -2 as
 * phantom_lcp. */
int phantom_recover(const phantom_scene *s, const double *z, double *vdot, double *lambda_t);

/* Singular values of the rows x cols matrix A (row-major), largest first,
 * min(rows, cols) of them (dense_svd_singular_values, dense.h).  Returns 0, or
 * dense.h's DENSE_NO_MEMORY, DENSE_NOT_FINITE or DENSE_NO_CONVERGENCE. */
int phantom_singular_values(int rows, int cols, const double *A, double *sv);

/* The numerical rank: the number of singular values above the threshold
 * max(rows, cols) * eps * sv[0] (LAPACK's and MATLAB's usual choice). */
int phantom_rank(int rows, int cols, const double *sv);

/* The threshold phantom_rank uses. */
double phantom_rank_threshold(int rows, int cols, const double *sv);

/* A solved scene: the LCP, its solution and the accelerations and forces. */
typedef struct {
    int size;
    double A[PHANTOM_MAX_LCP * PHANTOM_MAX_LCP], b[PHANTOM_MAX_LCP];
    double z[PHANTOM_MAX_LCP], w[PHANTOM_MAX_LCP];
    double vdot[PHANTOM_MAX_DOF], lambda_t[2 * PHANTOM_MAX_CONTACTS];
    lcp_result lcp;
} phantom_result;

/* Build the LCP, solve it with lcp_solve (options may be NULL) and recover
 * v' and lambda_t.  LCP_BAD_INPUT when the saddle block is singular,
 * LCP_OUT_OF_MEMORY when memory runs out. */
lcp_status phantom_solve(const phantom_scene *s, const lcp_options *options, phantom_result *out);

/* kappa_j+ (z[r + i k + j]) and kappa_j- (z[r + K + i k + j]) of contact i. */
double phantom_kappa_plus(const phantom_scene *s, const double *z, int i, int j);
double phantom_kappa_minus(const phantom_scene *s, const double *z, int i, int j);

/* sigma_j+ (w[r + K + i k + j], paired with kappa_j-) and sigma_j-
 * (w[r + i k + j], paired with kappa_j+) of contact i from the LCP's w. */
double phantom_sigma_plus(const phantom_scene *s, const double *w, int i, int j);
double phantom_sigma_minus(const phantom_scene *s, const double *w, int i, int j);

/* The first (contact, direction) i k + j whose kappa_j+ and kappa_j- are
 * both above tol, or -1 when none is (the paper: never both positive). */
int phantom_kappa_both(const phantom_scene *s, const double *z, double tol);

#endif
