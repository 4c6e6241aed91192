/* planar_body.c: a planar rigid body under an applied wrench and the
 * friction of a planar LuGre model (see planar_body.h). */
#include "planar_body.h"

#include <math.h>
#include <stddef.h>

/* d = CoM - grid centre. */
void planar_body_offset(const planar_body *b, double d[2])
{
    d[0] = b->fixed_contact ? b->q[0] - b->contact[0] : 0.0;
    d[1] = b->fixed_contact ? b->q[1] - b->contact[1] : 0.0;
}

/* The material point of the body at the grid centre p = CoM - d moves with
 * (vx - omega (p - CoM)_y, vy + omega (p - CoM)_x) = (vx + omega d_y,
 * vy - omega d_x) (README section 1 with the point -d). */
void planar_body_contact_twist(const planar_body *b, double vc[3])
{
    double d[2];
    planar_body_offset(b, d);
    vc[0] = b->v[0] + b->v[2] * d[1];
    vc[1] = b->v[1] - b->v[2] * d[0];
    vc[2] = b->v[2];
}

/* The friction force F acts at the grid centre, at -d from the CoM: its
 * torque about the CoM is tau + (-d) x F = tau - (d_x F_y - d_y F_x)
 * (README section 10: "adding (-p) x F"). */
void planar_body_acceleration(const planar_body *b, const double ext[3], const double fr[3],
                              double acc[3])
{
    double d[2];
    planar_body_offset(b, d);
    double n = (double)b->contacts;
    double tau = fr[2] - (d[0] * fr[1] - d[1] * fr[0]);
    acc[0] = (ext[0] + n * fr[0]) / b->m;
    acc[1] = (ext[1] + n * fr[1]) / b->m;
    acc[2] = (ext[2] + n * tau) / b->I;
}

/* [planar-body-step] */
/* One explicit step of body and bristles with the forces of t_k. */
void planar_body_step(planar_body *b, planar_friction_step *friction, void *model,
                      double normal_force, const double ext[3], double dt, double fr[3])
{
    double vc[3], w[3] = {0.0, 0.0, 0.0}, a[3];
    if (normal_force > 0.0) { /* an open contact (fn = 0) carries no friction */
        planar_body_contact_twist(b, vc);
        friction(model, vc, dt, w);
    }
    planar_body_acceleration(b, ext, w, a);
    for (int c = 0; c < 3; c++) {
        b->q[c] += b->v[c] * dt + 0.5 * a[c] * dt * dt;
        b->v[c] += a[c] * dt;
    }
    if (fr != NULL)
        for (int c = 0; c < 3; c++)
            fr[c] = w[c];
}
/* [/planar-body-step] */

/* n = ceil(rate s dt), at least 1, at most max_n. */
long planar_body_substeps(const planar_body *b, double rate, double reach, double dt, long max_n)
{
    double vc[3];
    planar_body_contact_twist(b, vc);
    double s = hypot(vc[0], vc[1]) + fabs(vc[2]) * reach;
    double n = ceil(rate * s * dt);
    return n < 1.0 ? 1 : n > (double)max_n ? max_n : (long)n;
}
