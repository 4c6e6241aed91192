/* pendulum.h: a particle on a massless rigid rod of length L, hinged at the
 * origin, under gravity: the slides' bilateral constraint in its smallest
 * form (intro slides; particle notes, "Equality Constraints").
 *
 * Position q = (x, y), velocity u = (u_x, u_y), M = m I, f = (0, -m g).
 * Constraint Theta(q) = |q| - L = 0, Jacobian J = dTheta/dq = q^T / |q|.
 * Each step solves the semi-implicit Euler system of bilateral.h for u+ and the
 * rod's impulse p (p = h lambda, lambda the rod's force), then moves
 * q+ = q + h u+.
 */
#ifndef PENDULUM_H
#define PENDULUM_H

#include "bilateral.h"

typedef struct {
    double m, L, g, h;
    int stabilise; /* 1: J u+ = -Theta^l / h (Example 1.4); 0: J u+ = 0 */
    int schur;     /* 1: Schur complement; 0: saddle-point system */
} pendulum_params;

typedef struct {
    double x, y, ux, uy;
} pendulum_state;

/* The constraint error Theta = |q| - L: the drift of the rod's length. */
double pendulum_drift(const pendulum_params *p, pendulum_state s);

/* A state at angle theta (degrees, from the downward vertical, positive
 * towards +x) with angular velocity omega (rad/s), on the circle |q| = L. */
pendulum_state pendulum_start(const pendulum_params *p, double theta_degrees, double omega);

/* One semi-implicit Euler step; impulse receives the rod's impulse p along J^T. */
bilateral_status pendulum_step(const pendulum_params *p, pendulum_state *s, double *impulse);

#endif
