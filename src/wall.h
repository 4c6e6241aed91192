/* wall.h: a particle falling onto a wall, one LCP of size 1 per step
 * (particle notes pp. 4-12).
 *
 * The particle at height q moves under gravity g; a wall at q_w(t) moving
 * with constant speed v_w pushes with a force lambda >= 0 that may act only
 * when the gap psi = q - q_w is closed.  The step
 *
 *   v^{l+1} = v^l + h (lambda^{l+1} / m - g)
 *   q^{l+1} = q^l + h v^{l+1}
 *   0 <= lambda^{l+1}  _|_  psi^l + h (v^{l+1} - v_w) >= 0
 *
 * becomes, after substituting v^{l+1}, the LCP of size 1
 *
 *   0 <= lambda  _|_  a lambda + b >= 0,   a = h^2 / m,
 *                                          b = psi^l + h (v^l - h g - v_w).
 *
 * A fixed wall is q_w = 0, v_w = 0: then b = q^l + h v^l - g h^2 (p. 7).
 * The notes write this LCP as F lambda + f; the report keeps F for forces and
 * writes a, b (in an LCP file, the matrix M = (a) and the vector q = (b)).
 */
#ifndef WALL_H
#define WALL_H

#include "lcp.h"

typedef struct {
    double m, h, g;
    double wall_v; /* v_w */
} wall_params;

typedef struct {
    double q, v;
    double qw; /* wall position q_w */
} wall_state;

typedef struct {
    double a, b;       /* the LCP data of the step: 0 <= lambda _|_ a lambda + b >= 0 */
    double lambda;     /* the contact force found (the impulse is h lambda) */
    lcp_result lcp;    /* what the solver reported */
} wall_step_info;

/* The gap psi = q - q_w. */
double wall_gap(wall_state s);

/* The LCP of the step that starts from s: a = h^2/m and b. */
void wall_lcp(const wall_params *p, wall_state s, double *a, double *b);

/* Advance one step; returns the LCP status (the state is unchanged unless
 * the LCP was solved). */
lcp_status wall_step(const wall_params *p, wall_state *s, wall_step_info *info);

#endif
