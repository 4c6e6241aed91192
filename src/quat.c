/* quat.c: quaternion product, rotation matrix R(e) and rate matrix B(e). */
#include "quat.h"
#include "dmath.h"

#include <math.h>
#include <stdio.h>

/* [quat-mul] */
/* (a0, av)(b0, bv) = (a0 b0 - av.bv, a0 bv + b0 av + av x bv). */
void quat_mul(const double a[4], const double b[4], double out[4])
{
    double r0 = a[0] * b[0] - a[1] * b[1] - a[2] * b[2] - a[3] * b[3];
    double r1 = a[0] * b[1] + b[0] * a[1] + a[2] * b[3] - a[3] * b[2];
    double r2 = a[0] * b[2] + b[0] * a[2] + a[3] * b[1] - a[1] * b[3];
    double r3 = a[0] * b[3] + b[0] * a[3] + a[1] * b[2] - a[2] * b[1];
    out[0] = r0;
    out[1] = r1;
    out[2] = r2;
    out[3] = r3;
}
/* [/quat-mul] */

/* The inverse of a unit quaternion: the vector part negated. */
void quat_conj(const double e[4], double out[4])
{
    out[0] = e[0];
    out[1] = -e[1];
    out[2] = -e[2];
    out[3] = -e[3];
}

/* sqrt(e0^2 + e1^2 + e2^2 + e3^2), without overflow for any finite e. */
double quat_norm(const double e[4])
{
    return dmath_hypot(dmath_hypot(e[0], e[1]), dmath_hypot(e[2], e[3]));
}

/* e / |e|; the constraint e^T e = 1 of particle notes p. 19 restored by projection. */
double quat_normalise(double e[4])
{
    double n = quat_norm(e);
    if (n > 0.0)
        for (int k = 0; k < 4; k++)
            e[k] /= n;
    return n;
}

/* [quat-rotation] */
/* R(e) as printed in particle notes p. 20 (without the stray omega after it); for a
 * non-unit e it is |e|^2 R(e/|e|) + (1 - |e|^2) I (quat.h). */
void quat_rotation(const double e[4], double R[9])
{
    double e0 = e[0], e1 = e[1], e2 = e[2], e3 = e[3];
    R[0] = 1 - 2 * (e2 * e2 + e3 * e3);
    R[1] = 2 * (e1 * e2 - e0 * e3);
    R[2] = 2 * (e1 * e3 + e2 * e0);
    R[3] = 2 * (e1 * e2 + e3 * e0);
    R[4] = 1 - 2 * (e1 * e1 + e3 * e3);
    R[5] = 2 * (e2 * e3 - e1 * e0);
    R[6] = 2 * (e1 * e3 - e0 * e2);
    R[7] = 2 * (e2 * e3 + e1 * e0);
    R[8] = 1 - 2 * (e2 * e2 + e1 * e1);
}
/* [/quat-rotation] */

/* [quat-rate-matrix] */
/* B(e): column k is the product e (0, u_k) for the unit vector u_k, so that
 * B(e) w = e (0, w) and de/dt = (1/2) B(e) w for the body-frame w. */
void quat_rate_matrix(const double e[4], double B[12])
{
    double e0 = e[0], e1 = e[1], e2 = e[2], e3 = e[3];
    const double b[12] = {-e1, -e2, -e3,
                          e0,  -e3, e2,
                          e3,  e0,  -e1,
                          -e2, e1,  e0};
    for (int k = 0; k < 12; k++)
        B[k] = b[k];
}
/* [/quat-rate-matrix] */

/* e (0, u) e*: the vector part of the product, |e|^2 R(e/|e|) u. */
void quat_rotate(const double e[4], const double u[3], double out[3])
{
    double p[4] = {0.0, u[0], u[1], u[2]}, c[4], t[4];
    quat_conj(e, c);
    quat_mul(e, p, t);
    quat_mul(t, c, t);
    out[0] = t[1];
    out[1] = t[2];
    out[2] = t[3];
}

/* e* (0, u) e = R(e)^T u for a unit e. */
void quat_rotate_back(const double e[4], const double u[3], double out[3])
{
    double c[4];
    quat_conj(e, c);
    quat_rotate(c, u, out);
}

/* (cos(angle/2), sin(angle/2) axis/|axis|). */
void quat_from_axis_angle(const double axis[3], double angle, double e[4])
{
    double len = sqrt(axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]);
    double s = len > 0.0 ? dmath_sin(0.5 * angle) / len : 0.0;
    e[0] = dmath_cos(0.5 * angle);
    e[1] = s * axis[0];
    e[2] = s * axis[1];
    e[3] = s * axis[2];
}

/* [quat-cayley] */
/* (1, a/2) normalised: tan(theta/2) = |a|/2 about a. */
void quat_cayley(const double a[3], double e[4])
{
    e[0] = 1.0;
    e[1] = 0.5 * a[0];
    e[2] = 0.5 * a[1];
    e[3] = 0.5 * a[2];
    quat_normalise(e);
}
/* [/quat-cayley] */

/* Normalise the quaternion a user gave, saying so when it was not unit. */
int quat_option(const char *program, double e[4])
{
    double n = quat_norm(e);
    if (n == 0.0) {
        fprintf(stderr, "%s: options --e0 .. --e3: the quaternion (0, 0, 0, 0) is no "
                        "orientation; give a non-zero one (it is normalised)\n", program);
        return 1;
    }
    quat_normalise(e);
    if (fabs(n - 1.0) > 1e-9)
        fprintf(stderr, "%s: --e0 .. --e3 had norm %.10g; normalised to (%.10g, %.10g, "
                        "%.10g, %.10g)\n", program, n, e[0], e[1], e[2], e[3]);
    return 0;
}
