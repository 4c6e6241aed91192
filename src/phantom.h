/* phantom.h: the acceleration-discretised friction model with the phantom
 * inertia rho (paper 003, Peiret, Kovecses and Font-Llagunes, eqs. (1)-(8)).
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

#define PH_MAX_K 16        /* directions per contact */
#define PH_MAX_DOF 6       /* degrees of freedom: one rigid body */
#define PH_MAX_CONTACTS 4  /* the box on its four bottom corners */
#define PH_MAX_LEAD (PH_MAX_DOF + 3 * PH_MAX_CONTACTS + 2 * PH_MAX_CONTACTS * PH_MAX_K)
#define PH_MAX_LCP (PH_MAX_CONTACTS * (1 + 2 * PH_MAX_K))

/* A scene: the data of (8). */
typedef struct {
    int n, r, k;                            /* dofs, contacts, directions per contact */
    double M[PH_MAX_DOF * PH_MAX_DOF];      /* n x n */
    double Jn[PH_MAX_CONTACTS * PH_MAX_DOF];     /* r x n */
    double Jt[2 * PH_MAX_CONTACTS * PH_MAX_DOF]; /* 2r x n: rows 2i, 2i+1 for contact i */
    double f[PH_MAX_DOF];                   /* f_a - c */
    double gn[PH_MAX_CONTACTS];             /* J_n' v */
    double gt[2 * PH_MAX_CONTACTS];         /* J_t' v */
    double mu, rho;
} ph_scene;

/* E_i = [e_0 .. e_(k-1)], 2 x k row-major, e_j at the angle pi j / k. */
void ph_directions(int k, double *E);

/* The particle of mass m on the plane z = 0 (n = 3, r = 1): M = m I,
 * J_n = e_z^T, J_t = [e_x e_y]^T, f = (Fx, Fy, -m g). */
void ph_particle(ph_scene *s, double m, double g, double Fx, double Fy, double mu, double rho,
                 int k);

/* The box of mass m and edges a, b, c resting on its four bottom corners
 * on z = 0 (n = 6: the centre's acceleration, then the world angular
 * acceleration; r = 4): J_n's rows [n; r x n]^T, J_t's [t; r x t]^T and
 * [o; r x o]^T for each corner r (wrenches, W10), gravity in f. */
void ph_box(ph_scene *s, double m, double a, double b, double c, double g, double mu,
            double rho, int k);

/* Size of (8): n + 3 r + 2 r k. */
int ph_lead_size(const ph_scene *s);

/* Size of the saddle block eliminated: n + 2 r. */
int ph_saddle_size(const ph_scene *s);

/* Size of the LCP: r + 2 r k. */
int ph_lcp_size(const ph_scene *s);

/* The lead matrix L of (8) (ph_lead_size squared, row-major) and its
 * constant vector c (the second term of the left-hand side). */
void ph_lead(const ph_scene *s, double *L, double *c);

/* The LCP by the Schur complement of (8): A = D - C S^-1 B and
 * b = d - C S^-1 a for L = [S B; C D], c = [a; d].  Returns 0, -1 when
 * the saddle block S is singular (J_t not of full row rank, or M not
 * positive definite): then there is no such LCP; or -2 when memory runs
 * out (the lead matrix is allocated per call). */
int ph_lcp(const ph_scene *s, double *A, double *b);

/* v' and lambda_t from a solution z of the LCP: the first two block rows
 * of (8), [v'; lambda_t] = -S^-1 (B z + a).  Returns 0, or -1 or -2 as
 * ph_lcp. */
int ph_recover(const ph_scene *s, const double *z, double *vdot, double *lambda_t);

/* Singular values of the rows x cols matrix A (row-major), largest first,
 * min(rows, cols) of them (dn_singular_values, dense.h).  Returns 0, or
 * dense.h's DN_NO_MEMORY, DN_NOT_FINITE or DN_NO_CONVERGENCE. */
int ph_singular_values(int rows, int cols, const double *A, double *sv);

/* The numerical rank: the number of singular values above the threshold
 * max(rows, cols) * eps * sv[0] (LAPACK's and MATLAB's usual choice). */
int ph_rank(int rows, int cols, const double *sv);

/* The threshold ph_rank uses. */
double ph_rank_threshold(int rows, int cols, const double *sv);

/* A solved scene: the LCP, its solution and the accelerations and forces. */
typedef struct {
    int size;
    double A[PH_MAX_LCP * PH_MAX_LCP], b[PH_MAX_LCP];
    double z[PH_MAX_LCP], w[PH_MAX_LCP];
    double vdot[PH_MAX_DOF], lambda_t[2 * PH_MAX_CONTACTS];
    lcp_result lcp;
} ph_result;

/* Build the LCP, solve it with lcp_solve (options may be NULL) and recover
 * v' and lambda_t.  LCP_BAD_INPUT when the saddle block is singular,
 * LCP_OUT_OF_MEMORY when memory runs out. */
lcp_status ph_solve(const ph_scene *s, const lcp_options *options, ph_result *out);

/* kappa_j+ (z[r + i k + j]) and kappa_j- (z[r + K + i k + j]) of contact i. */
double ph_kappa_plus(const ph_scene *s, const double *z, int i, int j);
double ph_kappa_minus(const ph_scene *s, const double *z, int i, int j);

/* sigma_j+ (w[r + K + i k + j], paired with kappa_j-) and sigma_j-
 * (w[r + i k + j], paired with kappa_j+) of contact i from the LCP's w. */
double ph_sigma_plus(const ph_scene *s, const double *w, int i, int j);
double ph_sigma_minus(const ph_scene *s, const double *w, int i, int j);

/* The first (contact, direction) i k + j whose kappa_j+ and kappa_j- are
 * both above tol, or -1 when none is (the paper: never both positive). */
int ph_kappa_both(const ph_scene *s, const double *z, double tol);

#endif
