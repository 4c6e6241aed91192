/* pendulum.c: a rigid rod as a bilateral constraint, stepped by semi-implicit Euler. */
#include "pendulum.h"
#include "dmath.h"

#include <math.h>

/* Theta(q) = |q| - L. */
double pendulum_drift(const pendulum_params *p, pendulum_state s)
{
    return dmath_hypot(s.x, s.y) - p->L;
}

/* sin and cos of an angle in degrees, exact at multiples of 90 degrees (so a
 * horizontal start has y = 0, not 6e-17). */
static void sincos_degrees(double degrees, double *sine, double *cosine)
{
    static const double quadrant_sin[4] = {0.0, 1.0, 0.0, -1.0};
    double r = fmod(degrees, 360.0);
    if (r < 0.0)
        r += 360.0;
    if (fmod(r, 90.0) == 0.0) {
        int k = (int)(r / 90.0);
        *sine = quadrant_sin[k];
        *cosine = quadrant_sin[(k + 1) % 4];
        return;
    }
    double radians = degrees * (dmath_acos(-1.0) / 180.0);
    *sine = dmath_sin(radians);
    *cosine = dmath_cos(radians);
}

/* q = L (sin theta, -cos theta), u = L omega (cos theta, sin theta). */
pendulum_state pendulum_start(const pendulum_params *p, double theta_degrees, double omega)
{
    double sin_t, cos_t;
    sincos_degrees(theta_degrees, &sin_t, &cos_t);
    return (pendulum_state){.x = p->L * sin_t,
                            .y = -p->L * cos_t,
                            .ux = p->L * omega * cos_t,
                            .uy = p->L * omega * sin_t};
}

/* [pendulum-step] */
bilateral_status pendulum_step(const pendulum_params *p, pendulum_state *s, double *impulse)
{
    double r = dmath_hypot(s->x, s->y);
    double M[4] = {p->m, 0.0, 0.0, p->m};
    double J[2] = {s->x / r, s->y / r};                       /* dTheta/dq */
    double rhs[2] = {p->m * s->ux, p->m * s->uy - p->h * p->m * p->g}; /* M u + h f */
    double c = p->stabilise ? -(r - p->L) / p->h : 0.0;       /* -Theta^l / h */
    bilateral_system sys = {.n = 2, .m = 1, .M = M, .J = J, .rhs = rhs, .c = &c};
    double u[2];
    bilateral_status status = p->schur ? bilateral_solve_schur(&sys, u, impulse)
                                       : bilateral_solve_saddle(&sys, u, impulse);
    if (status != BILATERAL_SOLVED)
        return status;
    s->ux = u[0];
    s->uy = u[1];
    s->x += p->h * u[0]; /* q+ = q + h u+ */
    s->y += p->h * u[1];
    return status;
}
/* [/pendulum-step] */
