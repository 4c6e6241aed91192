/* particle.c: explicit, semi-implicit and exact motion under a constant force. */
#include "particle.h"

/* [particle-explicit] */
/* v^{l+1} = v^l + h F / m,  q^{l+1} = q^l + h v^l   (particle notes p. 3) */
particle_state particle_step_explicit(const particle_params *p, particle_state s)
{
    particle_state next;
    next.v = s.v + p->h * p->F / p->m;
    next.q = s.q + p->h * s.v;
    return next;
}
/* [/particle-explicit] */

/* [particle-semi-implicit] */
/* v^{l+1} = v^l + h F / m,  q^{l+1} = q^l + h v^{l+1}   (particle notes p. 3) */
particle_state particle_step_semi_implicit(const particle_params *p, particle_state s)
{
    particle_state next;
    next.v = s.v + p->h * p->F / p->m;
    next.q = s.q + p->h * next.v;
    return next;
}
/* [/particle-semi-implicit] */

/* Constant acceleration a = F / m integrated twice. */
particle_state particle_exact(const particle_params *p, particle_state s0, double t)
{
    double a = p->F / p->m;
    return (particle_state){.q = s0.q + s0.v * t + 0.5 * a * t * t, .v = s0.v + a * t};
}
