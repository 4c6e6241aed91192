/* particle_contact.h: a particle touching a plane with Coulomb friction, one
 * LCP per time step (Coulomb notes p. 6, "Full model"; Example 7.2 for the impulses).
 *
 * The plane has unit normal n, passes through c(t) = c0 + u t and so moves
 * with the velocity u; the gap is psi = n^T (x - c(t)), and dpsi/dt at fixed
 * x is -n^T u.  The step with the impulses p_n = h f_n and p_f = h alpha is
 *
 *   v^{l+1} = vt + (n p_n + D p_f) / m,      vt = v^l + h F_ext / m,
 *   x^{l+1} = x^l + h v^{l+1},
 *   0 <= p_n  _|_  psi^l / h + n^T v^{l+1} + dpsi/dt   >= 0,
 *   0 <= p_f  _|_  D^T (v^{l+1} - u) + e s             >= 0,
 *   0 <= s    _|_  mu p_n - e^T p_f                    >= 0.
 *
 * The notes' first row is psi + h n^T v + h dpsi/dt >= 0 for forces; here it
 * is divided by h and the unknowns are impulses, which keeps M free of h.
 * The notes' second row has D^T v for a plane at rest; for a moving plane the
 * friction acts against the relative velocity v - u.  Substituting v^{l+1}
 * gives the LCP in z = (p_n, p_f, s), of size nd + 2:
 *
 *       [ n^T n / m   n^T D / m   0 ]      [ psi/h + n^T (vt - u) ]
 *   M = [ D^T n / m   D^T D / m   e ], q = [ D^T (vt - u)         ]
 *       [ mu          -e^T        0 ]      [ 0                    ]
 */
#ifndef PARTICLE_CONTACT_H
#define PARTICLE_CONTACT_H

#include "friction.h"

#define PARTICLE_CONTACT_MAX_LCP (FRICTION_MAX_ND + 2)

typedef struct {
    int dim;                          /* 2 or 3, the same as D.dim */
    double m, h, mu;
    double n[FRICTION_MAX_DIM];       /* unit normal of the plane */
    double c0[FRICTION_MAX_DIM];      /* a point of the plane at t = 0 */
    double u[FRICTION_MAX_DIM];       /* the plane's velocity */
    friction_directions D;            /* tangent directions, orthogonal to n */
} particle_contact_model;

typedef struct {
    double t;
    double x[FRICTION_MAX_DIM], v[FRICTION_MAX_DIM];
} particle_contact_state;

typedef struct {
    int size;                         /* nd + 2 */
    double M[PARTICLE_CONTACT_MAX_LCP * PARTICLE_CONTACT_MAX_LCP], q[PARTICLE_CONTACT_MAX_LCP];
    double z[PARTICLE_CONTACT_MAX_LCP], w[PARTICLE_CONTACT_MAX_LCP];
    double fn;                        /* normal force p_n / h */
    double alpha[FRICTION_MAX_ND];    /* friction force components p_f / h */
    double s;                         /* the slack: sliding speed at the step's end */
    double friction[FRICTION_MAX_DIM];/* friction force D alpha */
    lcp_result lcp;
} particle_contact_step_info;

/* The gap psi = n^T (x - c(t)) of a state. */
double particle_contact_gap(const particle_contact_model *model, const particle_contact_state *s);

/* The LCP of one step from state s under the external force F_ext (its
 * average over the step, so that h F_ext is the step's impulse). */
void particle_contact_lcp(const particle_contact_model *model, const particle_contact_state *s,
                          const double *force, particle_contact_step_info *info);

/* Advance one step: build the LCP, solve it with lcp_solve (options may be
 * NULL), and update v, x and t.  The state is unchanged unless solved. */
lcp_status particle_contact_step(const particle_contact_model *model, particle_contact_state *s,
                                 const double *force, const lcp_options *options,
                                 particle_contact_step_info *info);

#endif
