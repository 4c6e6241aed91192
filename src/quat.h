/* quat.h: unit quaternions for the orientation of a rigid body (particle notes
 * p. 20, Coulomb notes p. 7, the intro slides' kinematic map H).
 *
 * Convention of the course (stated in chapter 6): e = (e0, e1, e2, e3) with
 * the scalar e0 first; the product is
 *
 *   a b = (a0 b0 - av . bv,  a0 bv + b0 av + av x bv),
 *
 * R(e) is the matrix of particle notes p. 20, which maps body coordinates to world
 * coordinates, R(e) u = e (0, u) e*; and the rate of e for the body-frame
 * angular velocity w is
 *
 *   de/dt = (1/2) e (0, w) = (1/2) B(e) w,
 *
 *          [ -e1 -e2 -e3 ]
 *   B(e) = [  e0 -e3  e2 ]      (without the 1/2, so that B^T B = |e|^2 I;
 *          [  e3  e0 -e1 ]       particle notes p. 20 puts the 1/2 inside, Coulomb notes p. 7
 *          [ -e2  e1  e0 ]       prints the last row as [c b a]: E2, E3).
 */
#ifndef QUAT_H
#define QUAT_H

/* out = a b (out may alias a or b). */
void quat_mul(const double a[4], const double b[4], double out[4]);

/* The conjugate (e0, -e1, -e2, -e3): the inverse of a unit quaternion. */
void quat_conj(const double e[4], double out[4]);

/* |e|, the Euclidean norm of the four entries. */
double quat_norm(const double e[4]);

/* Divide e by its norm; returns the norm it had (e unchanged if 0). */
double quat_normalise(double e[4]);

/* R(e) of particle notes p. 20 as printed, row-major 3 x 3: a rotation for a unit e.
 * Its diagonal 1 - 2(e2^2 + e3^2), ... is not homogeneous in e: for any e
 * it is |e|^2 R(e/|e|) + (1 - |e|^2) I, not a multiple of a rotation (it
 * keeps the rotation axis's length, while e (0, u) e* scales all by |e|^2).  Kept as
 * printed: every caller passes a unit e (the steppers renormalise), except
 * rigid-body --renormalise no, whose L = R(e) J w is this matrix's. */
void quat_rotation(const double e[4], double R[9]);

/* B(e) (4 x 3, row-major) as above, without the factor 1/2. */
void quat_rate_matrix(const double e[4], double B[12]);

/* out = e (0, u) e*: R(e) u for a unit e.  For any e it is |e|^2 R(e/|e|) u,
 * the homogeneous form of R (diagonal e0^2 + e1^2 - e2^2 - e3^2, ...), so it
 * differs from quat_rotation's matrix by (|e|^2 - 1)(R(e/|e|) - I) u; the
 * two agree only for a unit e (test_rigid_body pins the difference). */
void quat_rotate(const double e[4], const double u[3], double out[3]);

/* out = e* (0, u) e = R(e)^T u for a unit e (|e|^2 R(e/|e|)^T u for any e):
 * world coordinates u in the body frame. */
void quat_rotate_back(const double e[4], const double u[3], double out[3]);

/* The unit quaternion of the rotation by angle (radians) about the axis
 * (any non-zero length): (cos(angle/2), sin(angle/2) axis/|axis|). */
void quat_from_axis_angle(const double axis[3], double angle, double e[4]);

/* The Cayley rotation of the body-frame rotation vector a (radians):
 * (1, a/2) / |(1, a/2)|, the rotation about a by 2 atan(|a|/2), which is
 * (I - [a]x/2)^-1 (I + [a]x/2).  Agrees with the exact rotation by |a| to
 * third order. */
void quat_cayley(const double a[3], double e[4]);

/* The programs' options --e0 .. --e3: e divided by its norm, with a note
 * "# --e0 .. --e3 had norm ..." on stdout when that norm differs from 1 by
 * more than 1e-9 (beyond the 10 digits a user types).  Returns 1 after a
 * message on stderr naming the options when e is 0 (no orientation). */
int quat_option(const char *program, double e[4]);

#endif
