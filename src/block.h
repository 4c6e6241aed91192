/* block.h: a block (a particle) on an incline, pushed along the slope by a
 * force that grows linearly in time: Coulomb friction in the plane, time
 * stepped with one LCP per step (Coulomb notes p. 6 in the plane), and the
 * analytic answer it is compared with.
 *
 * The slope descends at the angle theta; x is the distance travelled down
 * the slope, v = dx/dt.  Along the slope act the drive
 *     F(t) = m g sin(theta) + k t         (gravity and the push)
 * and the friction force f_t; across it the normal force f_n = m g cos(theta).
 * Coulomb's law (particle notes p. 13): |f_t| <= mu f_n, and f_t = -mu f_n sign(v)
 * while sliding.  theta = 0, k > 0 is the block pushed by a force ramp;
 * k = 0, theta > 0 the block on an incline.
 */
#ifndef BLOCK_H
#define BLOCK_H

#include "particle_contact.h"

typedef struct {
    double m, g, mu;
    double theta;     /* slope angle, radians */
    double push_rate; /* k: the push along the slope is k t */
    double h;
    double v0;        /* initial velocity down the slope; x(0) = 0 */
} block_params;

typedef struct {
    double t, x, v;  /* time, distance down the slope, velocity */
    double drive;    /* F(t), the force along the slope without friction */
    double ft, fn;   /* friction (along the slope, + is downhill) and normal force */
} block_sample;

/* The drive F(t) = m g sin(theta) + k t. */
double block_drive(const block_params *p, double t);

/* The planar contact model: the slope through the origin with normal
 * n = (sin theta, cos theta), tangent t = (cos theta, -sin theta) (downhill),
 * d_1 = -t, d_2 = t. */
void block_model(const block_params *p, particle_contact_model *model);

/* Initial state on the slope: x = 0, velocity v0 down the slope. */
void block_start(const block_params *p, const particle_contact_model *model,
                 particle_contact_state *s);

/* One time step: the external force is gravity plus the push averaged over
 * the step (so its impulse is exact); fills out with the state reached and
 * the step's forces. */
lcp_status block_step(const block_params *p, const particle_contact_model *model,
                      particle_contact_state *s, particle_contact_step_info *info,
                      block_sample *out);

/* The LCP that block_step would solve from s (into info->M, q, size). */
void block_step_lcp(const block_params *p, const particle_contact_model *model,
                    const particle_contact_state *s, particle_contact_step_info *info);

/* A phase of the exact motion: sticking (direction 0) or sliding down
 * (+1) or up (-1) the slope, from t0 to t1. */
typedef struct {
    int direction;
    double t0, t1;
    double x0, v0, x1, v1;
} block_phase;

/* The phases of the exact motion from 0 to t (Coulomb's law integrated
 * exactly, event by event: sticking until |F| exceeds mu f_n, sliding with
 * constant friction until v = 0).  Stores up to max of them; returns their
 * number. */
int block_phases(const block_params *p, double t, block_phase *phases, int max);

/* The exact motion at time t: the end of the last of block_phases. */
void block_exact(const block_params *p, double t, double *x, double *v);

#endif
