/* particle.h: a particle on a line under a constant force (particle notes pp. 1-3).
 *
 *   dv/dt = F / m,   dq/dt = v.
 *
 * Euler's method replaces the derivatives by forward differences over a step
 * h; where v is evaluated in the position update decides the scheme.
 */
#ifndef PARTICLE_H
#define PARTICLE_H

typedef struct {
    double q, v;
} particle_state;

typedef struct {
    double m, F, h;
} particle_params;

/* One explicit Euler step: everything on the right is from step l. */
particle_state particle_step_explicit(const particle_params *p, particle_state s);

/* One semi-implicit (symplectic) Euler step: the position uses v^{l+1}. */
particle_state particle_step_semi_implicit(const particle_params *p, particle_state s);

/* The exact solution at time t from s0 at t = 0: q0 + v0 t + F t^2 / (2 m). */
particle_state particle_exact(const particle_params *p, particle_state s0, double t);

#endif
