/* block.c: the block on an incline, time-stepped and exact. */
#include "block.h"
#include "dmath.h"
#include "linalg.h"

#include <math.h>

double block_drive(const block_params *p, double t)
{
    return p->m * p->g * dmath_sin(p->theta) + p->push_rate * t;
}

void block_model(const block_params *p, particle_contact_model *model)
{
    double st = dmath_sin(p->theta), ct = dmath_cos(p->theta);
    double t[2] = {ct, -st};
    *model = (particle_contact_model){.dim = 2, .m = p->m, .h = p->h, .mu = p->mu, .n = {st, ct}};
    friction_directions_plane(&model->D, t);
}

void block_start(const block_params *p, const particle_contact_model *model,
                 particle_contact_state *s)
{
    *s = (particle_contact_state){0};
    for (int k = 0; k < 2; k++)
        s->v[k] = p->v0 * model->D.d[1][k];
}

/* [block-force] */
/* The external force of the step from s: gravity, and the push k t
 * averaged over [t^l, t^l + h], so that h times it is the exact impulse. */
static void block_force(const block_params *p, const particle_contact_model *model,
                        const particle_contact_state *s, double force[2])
{
    const double *t = model->D.d[1]; /* the downhill tangent */
    double push = p->push_rate * (s->t + 0.5 * p->h);
    force[0] = push * t[0];
    force[1] = push * t[1] - p->m * p->g;
}
/* [/block-force] */

void block_step_lcp(const block_params *p, const particle_contact_model *model,
                    const particle_contact_state *s, particle_contact_step_info *info)
{
    double force[2];
    block_force(p, model, s, force);
    particle_contact_lcp(model, s, force, info);
}

/* [block-step] */
lcp_status block_step(const block_params *p, const particle_contact_model *model,
                      particle_contact_state *s, particle_contact_step_info *info,
                      block_sample *out)
{
    const double *t = model->D.d[1]; /* the downhill tangent */
    double force[2];
    block_force(p, model, s, force);
    lcp_status status = particle_contact_step(model, s, force, NULL, info);
    if (status != LCP_SOLVED)
        return status;
    out->t = s->t;
    out->x = linalg_dot(2, t, s->x);
    out->v = linalg_dot(2, t, s->v);
    out->drive = block_drive(p, s->t - 0.5 * p->h);
    out->ft = info->alpha[1] - info->alpha[0]; /* D alpha along t */
    out->fn = info->fn;
    return status;
}
/* [/block-step] */

/* The smallest root of c0 + c1 s + c2 s^2 in (0, span], or span if none. */
static double first_root(double c0, double c1, double c2, double span)
{
    double roots[2];
    int count = 0;
    if (c2 == 0.0) {
        if (c1 != 0.0)
            roots[count++] = -c0 / c1;
    } else {
        double disc = c1 * c1 - 4.0 * c2 * c0;
        if (disc >= 0.0) {
            /* The stable pair: q = -(c1 + sign(c1) sqrt(disc)) / 2. */
            double q = -0.5 * (c1 + copysign(sqrt(disc), c1));
            if (q != 0.0) {
                roots[count++] = q / c2;
                roots[count++] = c0 / q;
            } else {
                roots[count++] = 0.0;
            }
        }
    }
    double best = span;
    for (int i = 0; i < count; i++)
        if (roots[i] > 1e-12 * (1.0 + span) && roots[i] < best)
            best = roots[i];
    return best;
}

/* Record a phase if there is room; returns the new count. */
static int add_phase(block_phase *phases, int count, int max, block_phase phase)
{
    if (count < max)
        phases[count] = phase;
    return count + 1;
}

/* [block-exact] */
int block_phases(const block_params *p, double t, block_phase *phases, int max)
{
    double limit = p->mu * p->m * p->g * dmath_cos(p->theta); /* mu f_n */
    double k = p->push_rate, m = p->m;
    double t0 = 0.0, x0 = 0.0, v0 = p->v0;
    double sigma = 0.0; /* the sliding direction, once it is known */
    int count = 0;
    for (int guard = 0; guard < 64 && t0 < t; guard++) {
        double F0 = block_drive(p, t0);
        double span = t - t0;
        if (v0 == 0.0 && sigma == 0.0 && fabs(F0) <= limit) {
            /* Sticking: until F(t0 + s) = +-limit (F is linear in s). */
            double end = span;
            if (k > 0.0)
                end = fmin(span, (limit - F0) / k);
            else if (k < 0.0)
                end = fmin(span, (-limit - F0) / k);
            if (end > 0.0) /* no phase of length 0: with mu f_n = 0 it slides at once */
                count = add_phase(phases, count, max,
                                  (block_phase){0, t0, t0 + end, x0, 0.0, x0, 0.0});
            t0 += end;
            sigma = k > 0.0 ? 1.0 : -1.0; /* it breaks away with the push */
            continue;
        }
        /* Sliding in the direction sigma with friction -sigma limit:
         * m dv/dt = F0 + k s - sigma limit, so v = v0 + A s + K s^2 / 2. */
        if (v0 != 0.0)
            sigma = copysign(1.0, v0);
        else if (sigma == 0.0)
            sigma = copysign(1.0, F0);
        double A = (F0 - sigma * limit) / m, K = k / m;
        double end = first_root(v0, A, 0.5 * K, span);
        double x1 = x0 + v0 * end + A * end * end / 2.0 + K * end * end * end / 6.0;
        double v1 = end == span ? v0 + A * end + K * end * end / 2.0 : 0.0;
        count = add_phase(phases, count, max,
                          (block_phase){(int)sigma, t0, t0 + end, x0, v0, x1, v1});
        x0 = x1;
        v0 = v1;
        t0 += end;
        sigma = 0.0; /* after a stop, the drive decides again */
    }
    return count;
}
/* [/block-exact] */

void block_exact(const block_params *p, double t, double *x, double *v)
{
    block_phase phases[64];
    int count = block_phases(p, t, phases, 64);
    if (count == 0) {
        *x = 0.0;
        *v = p->v0;
        return;
    }
    block_phase last = phases[count < 64 ? count - 1 : 63];
    *x = last.x1;
    *v = last.v1;
}
