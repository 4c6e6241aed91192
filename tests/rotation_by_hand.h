/* rotation_by_hand.h: rotations written out for the pins tests, independent
 * of src/quat.c: Rodrigues' formula, the quaternion of an axis and angle,
 * Hamilton's product, 3 x 3 products.  Static inline: each test takes what
 * it uses. */
#ifndef ROTATION_BY_HAND_H
#define ROTATION_BY_HAND_H

#include "dmath.h"

#include <math.h>
#include <string.h>

/* Rodrigues' formula: the rotation by angle a about the axis k (any length). */
static inline void rodrigues(const double axis[3], double a, double R[9])
{
    double len = sqrt(axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]);
    double k[3] = {axis[0] / len, axis[1] / len, axis[2] / len}, c = dmath_cos(a), s = dmath_sin(a);
    double K[9] = {0, -k[2], k[1], k[2], 0, -k[0], -k[1], k[0], 0};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            R[3 * i + j] = (i == j ? c : 0.0) + s * K[3 * i + j] + (1 - c) * k[i] * k[j];
}

/* The unit quaternion of the same rotation, written out. */
static inline void quaternion(const double axis[3], double a, double e[4])
{
    double len = sqrt(axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]);
    e[0] = dmath_cos(a / 2);
    for (int i = 0; i < 3; i++)
        e[1 + i] = dmath_sin(a / 2) * axis[i] / len;
}

/* Hamilton's product written out: (p0 q0 - p.q, p0 q + q0 p + p x q). */
static inline void qmul(const double p[4], const double q[4], double out[4])
{
    double r[4];
    r[0] = p[0] * q[0] - p[1] * q[1] - p[2] * q[2] - p[3] * q[3];
    r[1] = p[0] * q[1] + q[0] * p[1] + (p[2] * q[3] - p[3] * q[2]);
    r[2] = p[0] * q[2] + q[0] * p[2] + (p[3] * q[1] - p[1] * q[3]);
    r[3] = p[0] * q[3] + q[0] * p[3] + (p[1] * q[2] - p[2] * q[1]);
    memcpy(out, r, sizeof r);
}

/* C = A B (3 x 3). */
static inline void mat_mul(const double A[9], const double B[9], double C[9])
{
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            C[3 * i + j] = 0.0;
            for (int k = 0; k < 3; k++)
                C[3 * i + j] += A[3 * i + k] * B[3 * k + j];
        }
}

/* y = A x (3 x 3). */
static inline void mat_vec(const double A[9], const double x[3], double y[3])
{
    for (int i = 0; i < 3; i++)
        y[i] = A[3 * i] * x[0] + A[3 * i + 1] * x[1] + A[3 * i + 2] * x[2];
}

#endif
