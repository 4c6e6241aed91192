/* wall.c: the particle-wall time step as an LCP of size 1. */
#include "wall.h"

#include "lcp_solve.h"

/* psi = q - q_w (particle notes p. 10). */
double wall_gap(wall_state s)
{
    return s.q - s.qw;
}

/* [wall-step] */
/* psi^{l+1} ~ psi^l + h (v^{l+1} - v_w) with v^{l+1} = v^l + h (lambda/m - g):
 * the gap at the end of the step is a lambda + b (particle notes p. 11). */
void wall_lcp(const wall_params *p, wall_state s, double *a, double *b)
{
    double h = p->h;
    *a = h * h / p->m;
    *b = wall_gap(s) + h * (s.v - h * p->g - p->wall_v);
}

/* One step: solve the LCP, then update v and q with the force found. */
lcp_status wall_step(const wall_params *p, wall_state *s, wall_step_info *info)
{
    double h = p->h;
    wall_lcp(p, *s, &info->a, &info->b);
    lcp_problem lcp = {.n = 1, .M = &info->a, .q = &info->b};
    double lambda, gap;
    lcp_status status = lcp_solve(&lcp, NULL, &lambda, &gap, &info->lcp);
    if (status != LCP_SOLVED)
        return status;
    info->lambda = lambda;
    /* Substitute back: v^{l+1} first, then q^{l+1} with the new velocity. */
    s->v += h * (lambda / p->m - p->g);
    s->q += h * s->v;
    s->qw += h * p->wall_v;
    return status;
}
/* [/wall-step] */
