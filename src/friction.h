/* friction.h: Coulomb friction as complementarity with a slack variable
 * (Coulomb notes pp. 1-6, particle notes pp. 13-18).
 *
 * The friction force is a non-negative combination of nd unit directions
 * d_j in the tangent plane, f_f = D alpha with D = [d_1 ... d_nd] and
 * alpha >= 0.  The slack s >= 0 is the sliding speed.  For a given relative
 * velocity v and normal force f_n the three conditions
 *
 *   0 <= alpha  _|_  D^T v + e s       >= 0   (friction resists sliding)
 *   0 <= s      _|_  mu f_n - e^T alpha >= 0   (force in the friction cone)
 *
 * are the kinematic LCP of size nd + 1 (Coulomb notes pp. 3-4 for nd = 2), with
 * e = [1 ... 1]^T.  In the plane nd = 2: d_1 = -t, d_2 = t.  In space the
 * directions are equally spaced, D = F A (Coulomb notes p. 5, Example 5.1).
 */
#ifndef FRICTION_H
#define FRICTION_H

#include "lcp.h"

#define FRICTION_MAX_ND 32
#define FRICTION_MAX_DIM 3

typedef struct {
    int dim; /* 2 (the plane) or 3 (space) */
    int nd;  /* number of directions */
    double d[FRICTION_MAX_ND][FRICTION_MAX_DIM]; /* d[j]: direction j+1 */
} friction_directions;

/* The plane: d_1 = -t, d_2 = t for the unit tangent t (Coulomb notes p. 3). */
void friction_directions_plane(friction_directions *D, const double t[2]);

/* Space: d_j = cos((j-1) phi) t + sin((j-1) phi) o, phi = 2 pi / nd, that is
 * D = F A with F = [t o] (Coulomb notes p. 5).  Returns 0, or -1 if nd is not in
 * 1..FRICTION_MAX_ND. */
int friction_directions_pyramid(friction_directions *D, int nd, const double t[3],
                                const double o[3]);

/* The friction force D alpha (dim entries). */
void friction_force(const friction_directions *D, const double *alpha, double *force);

/* The data of the kinematic LCP in the unknowns z = (alpha_1..alpha_nd, s):
 * M ((nd+1) x (nd+1), row-major) and q (nd+1). */
void friction_kinematic_lcp(const friction_directions *D, const double *v, double mu,
                            double fn, double *M, double *q);

typedef struct {
    double alpha[FRICTION_MAX_ND];
    double s;                        /* the slack: the sliding speed */
    double force[FRICTION_MAX_DIM];  /* D alpha */
    double w[FRICTION_MAX_ND + 1];   /* the LCP's w: D^T v + e s, then mu fn - e^T alpha */
    lcp_result lcp;
} friction_solution;

/* Solve the kinematic LCP for velocity v (dim entries) and normal force fn
 * with the general LCP solver (options may be NULL). */
lcp_status friction_kinematic_solve(const friction_directions *D, const double *v, double mu,
                                    double fn, const lcp_options *options,
                                    friction_solution *out);

/* Is the kinematic LCP's solution unique?  Returns 0 if it is, otherwise
 * FRICTION_ANY_SLACK when mu fn = 0 (then alpha = 0 and every
 * s >= max(0, max_j -d_j^T v) solves it) or FRICTION_ANY_SPLIT when two or
 * more directions tie for the most opposed to v (to 1e-12 of the
 * largest |d_j^T v|; sticking,
 * v_t = 0, ties them all): then any split of e^T alpha among them solves it. */
#define FRICTION_ANY_SLACK 1
#define FRICTION_ANY_SPLIT 2
int friction_kinematic_nonunique(const friction_directions *D, const double *v, double mu,
                                 double fn);

/* Indices of the non-zero alpha_j (above tol): returns their number and
 * stores the first two in first[0..1].  Used to check Example 5.1: when sliding, at
 * most two, and those adjacent (cyclically). */
int friction_active(const friction_directions *D, const double *alpha, double tol, int first[2]);

/* Are directions i and j neighbours on the circle (cyclically)? */
int friction_adjacent(const friction_directions *D, int i, int j);

#endif
