/* rigid_body.c: Newton-Euler for one body and three time steppers. */
#include "rigid_body.h"
#include "linalg.h"
#include "quat.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define MIDPOINT_MAX_ITERATIONS 50

/* Semi-implicit, renormalised, the course's B and gyroscopic term. */
rigid_body_options rigid_body_default_options(void)
{
    rigid_body_options o = {RIGID_BODY_SEMI_IMPLICIT, 1, RIGID_BODY_GYRO_COURSE, NULL, 0.0};
    return o;
}

/* The --integrator word of each stepper. */
const char *rigid_body_integrator_name(rigid_body_integrator integrator)
{
    switch (integrator) {
    case RIGID_BODY_EXPLICIT: return "explicit";
    case RIGID_BODY_SEMI_IMPLICIT: return "semi-implicit";
    case RIGID_BODY_MIDPOINT: return "midpoint";
    }
    return "?";
}

/* The principal moments of a body satisfy J_i <= J_j + J_k: with the mass
 * density rho, J1 + J2 - J3 = 2 int rho z^2 dV >= 0. */
int rigid_body_check_moments(const double J[3], char *msg, int size)
{
    for (int i = 0; i < 3; i++) {
        if (!(J[i] > 0.0)) {
            snprintf(msg, (size_t)size, "J%d = %g must be positive", i + 1, J[i]);
            return 1;
        }
    }
    for (int i = 0; i < 3; i++) {
        double others = J[(i + 1) % 3] + J[(i + 2) % 3];
        if (J[i] > others) {
            snprintf(msg, (size_t)size,
                     "J%d = %g exceeds J%d + J%d = %g: no rigid body has these moments "
                     "(triangle inequality)", i + 1, J[i], (i + 1) % 3 + 1, (i + 2) % 3 + 1,
                     others);
            return 1;
        }
    }
    return 0;
}

/* w^T J w / 2 with the principal moments. */
double rigid_body_rotational_energy(const rigid_body *b, const double w[3])
{
    return 0.5 * (b->J[0] * w[0] * w[0] + b->J[1] * w[1] * w[1] + b->J[2] * w[2] * w[2]);
}

/* m |v|^2 / 2 plus the rotational part. */
double rigid_body_kinetic_energy(const rigid_body *b, const rigid_body_state *s)
{
    return 0.5 * b->m * linalg_dot(3, s->v, s->v) + rigid_body_rotational_energy(b, s->w);
}

/* L = R(e) (J w): the body-frame momentum turned into the world frame. */
void rigid_body_angular_momentum(const rigid_body *b, const rigid_body_state *s, double L[3])
{
    double Lb[3] = {b->J[0] * s->w[0], b->J[1] * s->w[1], b->J[2] * s->w[2]};
    double R[9];
    quat_rotation(s->e, R);
    linalg_matvec(3, 3, R, Lb, L);
}

/* R diag(d) R^T. */
static void rotate_diagonal(const double e[4], const double d[3], double out[9])
{
    double R[9];
    quat_rotation(e, R);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            double sum = 0.0;
            for (int k = 0; k < 3; k++)
                sum += R[3 * i + k] * d[k] * R[3 * j + k];
            out[3 * i + j] = sum;
        }
}

/* J_world = R diag(J) R^T. */
void rigid_body_world_inertia(const rigid_body *b, const double e[4], double Jw[9])
{
    rotate_diagonal(e, b->J, Jw);
}

/* J_world^-1 = R diag(1/J) R^T. */
void rigid_body_world_inertia_inverse(const rigid_body *b, const double e[4], double Jw_inv[9])
{
    double inv[3] = {1.0 / b->J[0], 1.0 / b->J[1], 1.0 / b->J[2]};
    rotate_diagonal(e, inv, Jw_inv);
}

/* Scaled by the largest entry when the squares could overflow. */
double rigid_body_norm(const double v[3])
{
    double big = fmax(fabs(v[0]), fmax(fabs(v[1]), fabs(v[2])));
    if (!(big > 1e150) || !isfinite(big))
        return sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
    double a = v[0] / big, b = v[1] / big, c = v[2] / big;
    return big * sqrt(a * a + b * b + c * c);
}

/* c = a x b. */
void rigid_body_cross(const double a[3], const double b[3], double c[3])
{
    c[0] = a[1] * b[2] - a[2] * b[1];
    c[1] = a[2] * b[0] - a[0] * b[2];
    c[2] = a[0] * b[1] - a[1] * b[0];
}

/* [rb-euler-rate] */
/* Euler's equations in the body frame (particle notes p. 20.1): J dw/dt = N - w x J w. */
void rigid_body_euler_rate(const rigid_body *b, const double w[3], const double N[3],
                           double wdot[3])
{
    double Jw[3] = {b->J[0] * w[0], b->J[1] * w[1], b->J[2] * w[2]}, gyro[3];
    rigid_body_cross(w, Jw, gyro);
    for (int k = 0; k < 3; k++)
        wdot[k] = (N[k] - gyro[k]) / b->J[k];
}
/* [/rb-euler-rate] */

/* [rb-orientation] */
/* e^{l+1} = e^l + h (1/2) B(e^l) w  (the notes' q^{l+1} = q^l + h G v), then
 * back onto |e| = 1 when asked. */
void rigid_body_advance_orientation(const rigid_body_options *o, double e[4], const double w[3],
                                    double h)
{
    double B[12], de[4];
    double factor = o->rate_factor != 0.0 ? o->rate_factor : 0.5;
    (o->rate ? o->rate : quat_rate_matrix)(e, B);
    linalg_matvec(4, 3, B, w, de);
    for (int k = 0; k < 4; k++)
        e[k] += h * factor * de[k];
    if (o->renormalise)
        quat_normalise(e);
}
/* [/rb-orientation] */

/* [rb-gyro-impulse] */
/* The change of J w over a step from the gyroscopic term: the course's
 * -h w x J w, the notes' printed +w x J w (E5), or nothing. */
static void gyro_impulse(const rigid_body *b, const double w[3], double h, rigid_body_gyro gyro,
                         double out[3])
{
    double Jw[3] = {b->J[0] * w[0], b->J[1] * w[1], b->J[2] * w[2]}, c[3];
    rigid_body_cross(w, Jw, c);
    double factor = gyro == RIGID_BODY_GYRO_COURSE ? -h : gyro == RIGID_BODY_GYRO_NOTES ? 1.0 : 0.0;
    for (int k = 0; k < 3; k++)
        out[k] = factor * c[k];
}
/* [/rb-gyro-impulse] */

/* w + J^-1 (h N + gyroscopic impulse), all from the old w. */
static void euler_update(const rigid_body *b, const double w[3], const double N[3], double h,
                         rigid_body_gyro gyro, double out[3])
{
    double g[3];
    gyro_impulse(b, w, h, gyro, g);
    for (int k = 0; k < 3; k++)
        out[k] = w[k] + (h * N[k] + g[k]) / b->J[k];
}

/* [rb-midpoint] */
/* The implicit midpoint rule for Euler's equations: with wm = (w0 + w1)/2,
 *   J (w1 - w0) = h (N - wm x J wm),
 * solved for w1 by Newton's method; the Jacobian of the residual
 *   r(w1) = J (w1 - w0) + h (wm x J wm - N)
 * is J + (h/2) ([wm]x J - [J wm]x).  Returns 0, or -1 if it does not
 * converge. */
static int midpoint_w(const rigid_body *b, const double w0[3], const double N[3], double h,
                      double w1[3])
{
    memcpy(w1, w0, 3 * sizeof *w1);
    for (int it = 0; it < MIDPOINT_MAX_ITERATIONS; it++) {
        double wm[3], Jwm[3], c[3], r[3], A[9];
        for (int k = 0; k < 3; k++) {
            wm[k] = 0.5 * (w0[k] + w1[k]);
            Jwm[k] = b->J[k] * wm[k];
        }
        rigid_body_cross(wm, Jwm, c);
        for (int k = 0; k < 3; k++)
            r[k] = b->J[k] * (w1[k] - w0[k]) + h * (c[k] - N[k]);
        /* [wm]x J - [J wm]x, column j: wm x (J_j e_j) - (J wm) x e_j */
        for (int j = 0; j < 3; j++) {
            double ej[3] = {0, 0, 0}, a[3], d[3];
            ej[j] = b->J[j];
            rigid_body_cross(wm, ej, a);
            ej[j] = 1.0;
            rigid_body_cross(Jwm, ej, d);
            for (int i = 0; i < 3; i++)
                A[3 * i + j] = (i == j ? b->J[i] : 0.0) + 0.5 * h * (a[i] - d[i]);
        }
        int perm[3];
        if (linalg_lu(3, A, perm, 1e-14) < 3)
            return -1;
        linalg_lu_solve(3, A, perm, r);
        double size = linalg_norm_inf(3, w1) + linalg_norm_inf(3, w0);
        for (int k = 0; k < 3; k++)
            w1[k] -= r[k];
        if (linalg_norm_inf(3, r) <= 1e-13 * size) /* error now O(step^2) */
            return 0;
    }
    return -1;
}

/* One midpoint step: w by the midpoint rule, then e turned by the Cayley
 * rotation of h wm.  In the body frame the midpoint rule reads
 * J w1 = Q J w0 with Q = (I + h [wm]x / 2)^-1 (I - h [wm]x / 2) (a
 * rotation), and e1 = e0 cay(h wm) turns R by Q^T, so the world
 * L1 = R1 J w1 = R0 Q^T Q J w0 = L0; |J w| and T (quadratic in w) are kept
 * as by any midpoint rule, and e stays unit. */
static int midpoint_step(const rigid_body *b, rigid_body_state *s, const double F[3],
                         const double N[3], double h)
{
    double w1[3], a[3], c[4];
    if (midpoint_w(b, s->w, N, h, w1) != 0)
        return -1;
    for (int k = 0; k < 3; k++)
        a[k] = 0.5 * h * (s->w[k] + w1[k]);
    quat_cayley(a, c);
    quat_mul(s->e, c, s->e);
    for (int k = 0; k < 3; k++) {
        double v1 = s->v[k] + h * F[k] / b->m;
        s->x[k] += 0.5 * h * (s->v[k] + v1);
        s->v[k] = v1;
        s->w[k] = w1[k];
    }
    return 0;
}
/* [/rb-midpoint] */

/* [rb-step] */
int rigid_body_step(const rigid_body *b, rigid_body_state *s, const double F[3], const double N[3],
                    double h, const rigid_body_options *o)
{
    double w1[3];
    if (o->integrator == RIGID_BODY_MIDPOINT) {
        if (midpoint_step(b, s, F, N, h) != 0)
            return -1;
        if (o->renormalise) /* |e| = 1 but for rounding, which this removes */
            quat_normalise(s->e);
    } else if (o->integrator == RIGID_BODY_EXPLICIT) {
        /* everything from the old state */
        euler_update(b, s->w, N, h, o->gyro, w1);
        rigid_body_advance_orientation(o, s->e, s->w, h);
        for (int k = 0; k < 3; k++) {
            s->x[k] += h * s->v[k];
            s->v[k] += h * F[k] / b->m;
            s->w[k] = w1[k];
        }
    } else {
        /* velocities first, then positions with the new velocities */
        euler_update(b, s->w, N, h, o->gyro, w1);
        rigid_body_advance_orientation(o, s->e, w1, h);
        for (int k = 0; k < 3; k++) {
            s->v[k] += h * F[k] / b->m;
            s->x[k] += h * s->v[k];
            s->w[k] = w1[k];
        }
    }
    s->t += h;
    return 0;
}
/* [/rb-step] */
