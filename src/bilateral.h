/* bilateral.h: a semi-implicit Euler step with bilateral (equality) constraints
 * (intro slides, "Constraints"; particle notes, "Equality Constraints").
 *
 * For n velocities u and m constraints with Jacobian J (m x n):
 *
 *   M u+ - J^T p = M u + h f    (impulses p along J^T: p = h lambda,
 *   J u+         = c             lambda the constraint force; f the applied
 *                                force at the start of the step)
 *
 * with c = 0 for the kinematic constraint J u+ = 0, or c = -Theta^l / h when
 * the constraint error Theta^l of the current position is fed back
 * (Example 1.4: 0 = dTheta/dq v^{l+1} + dTheta/dt + Theta^l / h).
 *
 * Two ways to solve it: the saddle-point system as it stands, and the Schur
 * complement A p = c - b with A = J M^-1 J^T, b = J M^-1 (M u + h f).
 */
#ifndef BILATERAL_H
#define BILATERAL_H

typedef struct {
    int n, m;
    const double *M;   /* n x n, symmetric positive definite */
    const double *J;   /* m x n */
    const double *rhs; /* n: M u + h f */
    const double *c;   /* m: the right-hand side of J u+ = c */
} bilateral_system;

typedef enum {
    BILATERAL_SOLVED = 0,
    BILATERAL_MASS_NOT_SPD,     /* Cholesky of M failed */
    BILATERAL_RANK_DEFICIENT    /* J does not have full row rank */
} bilateral_status;

/* Solve the (n + m) x (n + m) saddle-point system by LU with pivoting. */
bilateral_status bilateral_solve_saddle(const bilateral_system *s, double *u_plus,
                                        double *p);

/* Solve by the Schur complement A = J M^-1 J^T (Cholesky of M and of A). */
bilateral_status bilateral_solve_schur(const bilateral_system *s, double *u_plus,
                                       double *p);

/* A message for a status. */
const char *bilateral_status_name(bilateral_status status);

#endif
