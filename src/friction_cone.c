/* friction_cone.c: chapter 5's friction cones in closed form. */
#include "friction_cone.h"
#include "dmath.h"
#include "linalg.h"

#include <math.h>

/* [cone-box] */
/* The box |f_x| <= mu f_n, |f_y| <= mu f_n that many engines use: D = F A
 * with F = [t + o, o - t], so d_j = (1, 1), (-1, 1), (-1, -1), (1, -1), of
 * length sqrt 2, and e^T alpha <= mu f_n reaches the corners
 * (+-mu f_n, +-mu f_n).  It is the diamond turned by 45 degrees and
 * enlarged by sqrt 2. */
void friction_cone_box(friction_directions *D)
{
    const double t[3] = {1, 1, 0}, o[3] = {-1, 1, 0};
    friction_directions_pyramid(D, 4, t, o);
}
/* [/cone-box] */

/* [cone-circle-step] */
/* One step with the circular cone |f_t| <= mu f_n, exactly.  The normal row
 * is the pyramid's (n is orthogonal to the tangent plane, so it decouples):
 * p_n = max(0, -m (psi/h + n^T (vt - u))).  The friction impulse p_t with
 * |p_t| <= mu p_n that brings the relative tangential velocity closest to 0
 * (maximum dissipation, implicit in v^{l+1}) shrinks it along itself:
 *   vr^{l+1} = vr_t (1 - mu p_n / (m |vr_t|))_+ ,  vr_t = (vt - u)_tangent. */
void friction_cone_circle_step(const particle_contact_model *model, particle_contact_state *s,
                               const double force[3], double *fn, double *slide)
{
    double m = model->m, h = model->h, vt[3];
    for (int k = 0; k < 3; k++)
        vt[k] = s->v[k] + h * force[k] / m;
    double pn = -m * (particle_contact_gap(model, s) / h + vt[2] - model->u[2]);
    if (pn < 0.0)
        pn = 0.0;
    double vr[2] = {vt[0] - model->u[0], vt[1] - model->u[1]};
    double speed = linalg_norm2(2, vr), keep = 0.0;
    if (speed > model->mu * pn / m)
        keep = 1.0 - model->mu * pn / (m * speed);
    s->v[0] = model->u[0] + keep * vr[0];
    s->v[1] = model->u[1] + keep * vr[1];
    s->v[2] = vt[2] + pn / m;
    for (int k = 0; k < 3; k++)
        s->x[k] += h * s->v[k];
    s->t += h;
    *fn = pn / h;
    *slide = keep * speed;
}
/* [/cone-circle-step] */

/* [cone-continuous] */
/* The continuous answer on a plane at rest, fn = m g, deceleration a = mu g.
 * Maximum dissipation picks the vertex mu fn d_j most opposed to v: the
 * velocity loses speed along u = -d_j (angle psi) and keeps its component
 * w across it, so it turns away from u until it makes the angle c = pi/nd
 * with it: the bisector of d_j and its neighbour.  There it stays, both
 * alpha active, decelerating at a cos c.  With delta the angle from u to v0:
 *   phase 1: T1 = (A - P cot c)/a,  A = v0 cos delta, P = v0 sin delta,
 *   phase 2: speed S = P / sin c,   T2 = S / (a cos c),
 * so t_stop = v0 cos(c - delta) / (a cos c); the circle is v0 / a. */
double friction_cone_pyramid_stop(int nd, const double v0[2], double a, double disp[2])
{
    double c = DMATH_PI / nd, phi = 2.0 * c, speed = linalg_norm2(2, v0);
    disp[0] = disp[1] = 0.0;
    if (speed == 0.0)
        return 0.0;
    double theta = dmath_atan2(v0[1], v0[0]);
    double psi = DMATH_PI + phi * floor((theta - DMATH_PI) / phi + 0.5); /* nearest -d_j */
    double delta = theta - psi, side = delta < 0.0 ? -1.0 : 1.0;
    double A = speed * dmath_cos(delta), P = speed * fabs(dmath_sin(delta));
    double A1 = P * dmath_cos(c) / dmath_sin(c), T1 = (A - A1) / a;
    double S = P / dmath_sin(c), T2 = S / (a * dmath_cos(c)), d2 = S * S / (2.0 * a * dmath_cos(c));
    double along = (A * A - A1 * A1) / (2.0 * a) + d2 * dmath_cos(c);
    double across = P * T1 + d2 * dmath_sin(c);
    disp[0] = along * dmath_cos(psi) - side * across * dmath_sin(psi);
    disp[1] = along * dmath_sin(psi) + side * across * dmath_cos(psi);
    return T1 + T2;
}
/* [/cone-continuous] */

/* The box as the diamond (nd = 4) in axes turned by 45 degrees, with the
 * deceleration sqrt 2 a of its corners. */
double friction_cone_box_stop(const double v0[2], double a, double disp[2])
{
    double r = sqrt(0.5), turned[2] = {r * (v0[0] + v0[1]), r * (v0[1] - v0[0])}, d[2];
    double t = friction_cone_pyramid_stop(4, turned, sqrt(2.0) * a, d);
    disp[0] = r * (d[0] - d[1]);
    disp[1] = r * (d[0] + d[1]);
    return t;
}

/* The circle: a straight line, |v0| / a, at the mean speed v0 / 2. */
double friction_cone_circle_stop(const double v0[2], double a, double disp[2])
{
    double t = linalg_norm2(2, v0) / a;
    disp[0] = v0[0] * t / 2.0;
    disp[1] = v0[1] * t / 2.0;
    return t;
}

/* [cone-bias] */
/* The kinematic LCP for sliding at unit speed in direction theta, fn = 1:
 * the angle (degrees) between the friction force D alpha and -v, and the
 * force's component against v as a fraction of mu fn. */
lcp_status friction_cone_bias(const friction_directions *D, double mu, double theta,
                              double *err, double *opp)
{
    double v[3] = {dmath_cos(theta), dmath_sin(theta), 0.0};
    friction_solution sol;
    lcp_status status = friction_kinematic_solve(D, v, mu, 1.0, NULL, &sol);
    if (status != LCP_SOLVED)
        return status;
    /* The parts of D alpha against v and across it (v is a unit vector in
     * the plane); atan2 of the two is accurate also for small angles. */
    double against = -linalg_dot(3, sol.force, v);
    double across = fabs(sol.force[0] * v[1] - sol.force[1] * v[0]);
    *err = dmath_atan2(across, against) * 180.0 / DMATH_PI;
    *opp = against / mu;
    return status;
}
/* [/cone-bias] */
