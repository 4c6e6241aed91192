/* test_pins_rigid: pins of chapter 6's mechanics that the other tests leave
 * free (tests/mutants.txt, "pins: quat, rigid_body, rigid_contact"): an
 * applied torque, orientations that are neither the identity nor about one
 * axis together with an angular velocity, the frame of omega after a
 * contact step, and a box that lands instead of starting at rest.
 *
 * Every expected value is computed in this file independently of src/:
 * rotation matrices by Rodrigues' formula R = cos(a) I + sin(a) [k]x +
 * (1 - cos(a)) k k^T, quaternions written out as (cos(a/2), sin(a/2) k)
 * and multiplied by the formula written out here, free fall in closed
 * form. */
#include "dmath.h"
#include "linalg.h"
#include "quat.h"
#include "rigid_body.h"
#include "rigid_contact.h"
#include "rotation_by_hand.h"
#include "test.h"

#include <math.h>
#include <string.h>

static const double G = 9.81;

/* ------------------------------------------------------------ independent helpers */

/* y = A^T x (3 x 3). */
static void mat_t_vec(const double A[9], const double x[3], double y[3])
{
    for (int i = 0; i < 3; i++)
        y[i] = A[i] * x[0] + A[3 + i] * x[1] + A[6 + i] * x[2];
}

/* R diag(d) R^T. */
static void rotated_diagonal(const double R[9], const double d[3], double out[9])
{
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            out[3 * i + j] = 0.0;
            for (int k = 0; k < 3; k++)
                out[3 * i + j] += R[3 * i + k] * d[k] * R[3 * j + k];
        }
}

/* c = a x b, written out. */
static void cross(const double a[3], const double b[3], double c[3])
{
    c[0] = a[1] * b[2] - a[2] * b[1];
    c[1] = a[2] * b[0] - a[0] * b[2];
    c[2] = a[0] * b[1] - a[1] * b[0];
}

/* The largest |a_i - b_i|. */
static double diff(int n, const double *a, const double *b)
{
    double d = 0.0;
    for (int i = 0; i < n; i++)
        d = fmax(d, fabs(a[i] - b[i]));
    return d;
}

/* The orientation used throughout: 0.9 rad about (1, 2, 3), about no axis
 * of the frame. */
static const double AXIS[3] = {1, 2, 3};
static const double ANGLE = 0.9;

/* ------------------------------------------------------------ quaternions */

/* e (0, u) e* is R u and e* (0, u) e is R^T u, with R by Rodrigues. */
static void test_rotate(void)
{
    double e[4], R[9], u[3] = {0.7, -1.3, 2.1}, got[3], want[3];
    quaternion(AXIS, ANGLE, e);
    rodrigues(AXIS, ANGLE, R);
    quat_rotate(e, u, got);
    mat_vec(R, u, want);
    CHECK(diff(3, got, want) < 1e-14, "quat_rotate(e, u) = R u (Rodrigues), %.2g",
          diff(3, got, want));
    quat_rotate_back(e, u, got);
    mat_t_vec(R, u, want);
    CHECK(diff(3, got, want) < 1e-14, "quat_rotate_back(e, u) = R^T u (Rodrigues), %.2g",
          diff(3, got, want));
    double Rq[9];
    quat_rotation(e, Rq);
    CHECK(diff(9, Rq, R) < 1e-14, "quat_rotation(e) = Rodrigues' R, %.2g", diff(9, Rq, R));
    /* the product composes rotations: R(p q) = R(p) R(q) */
    const double axis2[3] = {-2, 0.5, 1};
    double q[4], pq[4], R2[9], R12[9];
    quaternion(axis2, -1.3, q);
    rodrigues(axis2, -1.3, R2);
    quat_mul(e, q, pq);
    quat_rotation(pq, Rq);
    mat_mul(R, R2, R12);
    CHECK(diff(9, Rq, R12) < 1e-14, "R(e q) = R(e) R(q) (Rodrigues), %.2g", diff(9, Rq, R12));
}

/* The Cayley quaternion of a: a rotation by 2 atan(|a|/2) about a. */
static void test_cayley(void)
{
    const double a[3] = {0.3, -0.4, 1.2}; /* |a| = 1.3 */
    double e[4], R[9], Rq[9];
    quat_cayley(a, e);
    quat_rotation(e, Rq);
    rodrigues(a, 2 * dmath_atan(0.65), R);
    CHECK(diff(9, Rq, R) < 1e-14, "cay(a): rotation by 2 atan(|a|/2) about a, %.2g",
          diff(9, Rq, R));
}

/* ------------------------------------------------------------ one free body */

/* J_world = R diag(J) R^T and its inverse R diag(1/J) R^T (Rodrigues' R). */
static void test_world_inertia(void)
{
    rigid_body b = {2.0, {1.0, 2.0, 2.5}};
    double e[4], R[9], want[9], got[9];
    quaternion(AXIS, ANGLE, e);
    rodrigues(AXIS, ANGLE, R);
    rotated_diagonal(R, b.J, want);
    rigid_body_world_inertia(&b, e, got);
    CHECK(diff(9, got, want) < 1e-14, "J_world = R diag(J) R^T, %.2g", diff(9, got, want));
    const double inv[3] = {1.0, 0.5, 0.4};
    rotated_diagonal(R, inv, want);
    rigid_body_world_inertia_inverse(&b, e, got);
    CHECK(diff(9, got, want) < 1e-14, "J_world^-1 = R diag(1/J) R^T, %.2g", diff(9, got, want));
}

/* A torque on a body at rest (semi-implicit): w1 = h N / J (body frame; the
 * gyroscopic term of w = 0 is 0), then e1 = (e + (h/2) e (0, w1)) / |.|,
 * the position step with the new w; v1 = h F / m, x1 = h v1. */
static void test_torque_semi_implicit(void)
{
    rigid_body b = {2.0, {1.0, 2.0, 2.5}};
    rigid_body_state s;
    memset(&s, 0, sizeof s);
    quaternion(AXIS, ANGLE, s.e);
    const double N[3] = {0.3, -0.2, 0.5}, F[3] = {1.0, 0.0, -2.0}, h = 0.1;
    rigid_body_options o = rigid_body_default_options();
    double e0[4];
    memcpy(e0, s.e, sizeof e0);
    rigid_body_step(&b, &s, F, N, h, &o);
    double w1[3] = {h * 0.3 / 1.0, h * -0.2 / 2.0, h * 0.5 / 2.5};
    CHECK(diff(3, s.w, w1) < 1e-15, "torque: w1 = h N / J = (%g, %g, %g)", s.w[0], s.w[1],
          s.w[2]);
    double pw[4] = {0, w1[0], w1[1], w1[2]}, de[4], e1[4];
    qmul(e0, pw, de);
    for (int k = 0; k < 4; k++)
        e1[k] = e0[k] + 0.5 * h * de[k];
    double n = sqrt(e1[0] * e1[0] + e1[1] * e1[1] + e1[2] * e1[2] + e1[3] * e1[3]);
    for (int k = 0; k < 4; k++)
        e1[k] /= n;
    CHECK(diff(4, s.e, e1) < 1e-15, "torque: e1 = e + (h/2) e (0, w1), renormalised (%.2g)",
          diff(4, s.e, e1));
    double v1[3] = {h * 0.5, 0.0, -h}, x1[3] = {h * h * 0.5, 0.0, -h * h};
    CHECK(diff(3, s.v, v1) < 1e-15 && diff(3, s.x, x1) < 1e-15, "force: v1 = h F/m, x1 = h v1");
}

/* A torque about the principal axis 3 from rest, midpoint rule: w stays on
 * that axis (wm x J wm = 0), so J3 w1 = h N3, and e turns by the Cayley
 * rotation of a = h wm = h w1 / 2: the angle 2 atan(|a|/2) about e_3 of
 * the body, e1 = e0 (cos(t/2), 0, 0, sin(t/2)). */
static void test_torque_midpoint(void)
{
    rigid_body b = {2.0, {1.0, 2.0, 2.5}};
    rigid_body_state s;
    memset(&s, 0, sizeof s);
    quaternion(AXIS, ANGLE, s.e);
    double e0[4];
    memcpy(e0, s.e, sizeof e0);
    const double N[3] = {0, 0, 5.0}, F[3] = {0, 0, 0}, h = 0.1;
    rigid_body_options o = rigid_body_default_options();
    o.integrator = RIGID_BODY_MIDPOINT;
    rigid_body_step(&b, &s, F, N, h, &o);
    double w3 = h * 5.0 / 2.5, t = 2 * dmath_atan(h * w3 / 2 / 2);
    CHECK(fabs(s.w[2] - w3) < 1e-14 && fabs(s.w[0]) + fabs(s.w[1]) < 1e-15,
          "midpoint torque: w1 = (0, 0, h N3 / J3 = %g)", w3);
    double turn[4] = {dmath_cos(t / 2), 0, 0, dmath_sin(t / 2)}, e1[4];
    qmul(e0, turn, e1);
    CHECK(diff(4, s.e, e1) < 1e-14, "midpoint torque: e1 = e0 (cos(t/2), 0, 0, sin(t/2)), "
          "t = 2 atan(h^2 N3 / (4 J3)) (%.2g)", diff(4, s.e, e1));
}

/* Equal moments (no gyroscopic term) and a body-frame w about no axis, from
 * an orientation about no axis, midpoint rule: w stays, and R turns by the
 * Cayley rotation of h w about the BODY axis w: R1 = R0 Rod(w, 2 atan(h|w|/2)). */
static void test_midpoint_body_frame(void)
{
    rigid_body b = {1.0, {0.7, 0.7, 0.7}};
    rigid_body_state s;
    memset(&s, 0, sizeof s);
    quaternion(AXIS, ANGLE, s.e);
    const double w[3] = {0.4, -0.7, 1.1}, zero[3] = {0, 0, 0}, h = 0.2;
    memcpy(s.w, w, sizeof s.w);
    rigid_body_options o = rigid_body_default_options();
    o.integrator = RIGID_BODY_MIDPOINT;
    rigid_body_step(&b, &s, zero, zero, h, &o);
    double R0[9], Rw[9], want[9], got[9];
    double len = sqrt(w[0] * w[0] + w[1] * w[1] + w[2] * w[2]);
    rodrigues(AXIS, ANGLE, R0);
    rodrigues(w, 2 * dmath_atan(h * len / 2), Rw);
    mat_mul(R0, Rw, want);
    quat_rotation(s.e, got);
    CHECK(diff(3, s.w, w) < 1e-14, "midpoint, equal moments: w unchanged");
    CHECK(diff(9, got, want) < 1e-13, "midpoint: R1 = R0 Rod(w, 2 atan(h |w| / 2)) (body frame), "
          "%.2g", diff(9, got, want));
}

/* ------------------------------------------------------------ contact steps */

static rigid_contact_step_info info; /* large: static storage */

/* The free velocity of a body turned about no axis, spinning about no
 * axis, J1 != J2 != J3: omega = R w, J_w = R diag(J) R^T,
 * u = (v + h F/m, omega - h J_w^-1 (omega x J_w omega)) with omega scaled back
 * to its rotational energy at the start, all computed here. */
static void test_free_velocity(void)
{
    rigid_body b = {2.0, {1.0, 2.0, 2.5}};
    rigid_body_state s;
    memset(&s, 0, sizeof s);
    quaternion(AXIS, ANGLE, s.e);
    const double w[3] = {0.5, -1.0, 2.0}, v[3] = {0.1, 0.2, -0.3}, F[3] = {1, 2, 3}, h = 0.05;
    memcpy(s.w, w, sizeof s.w);
    memcpy(s.v, v, sizeof s.v);
    double R[9], Jw[9], Jw_inv[9], omega[3], L[3], c[3], dw[3], want[6], got[6];
    const double inv[3] = {1.0, 0.5, 0.4};
    rodrigues(AXIS, ANGLE, R);
    rotated_diagonal(R, b.J, Jw);
    rotated_diagonal(R, inv, Jw_inv);
    mat_vec(R, w, omega);
    mat_vec(Jw, omega, L);
    cross(omega, L, c);
    mat_vec(Jw_inv, c, dw);
    for (int k = 0; k < 3; k++) {
        want[k] = v[k] + h * F[k] / b.m;
        want[3 + k] = omega[k] - h * dw[k];
    }
    /* The explicit gyroscopic term gains rotational energy; the step scales
     * omega back to the energy it started with: omega ^ 2 J_w = L . omega. */
    double L1[3], before = 0.0, after = 0.0;
    mat_vec(Jw, want + 3, L1);
    for (int k = 0; k < 3; k++) {
        before += omega[k] * L[k];
        after += want[3 + k] * L1[k];
    }
    CHECK(after > before, "free velocity: the explicit gyroscopic term gains energy here "
          "(%.6g > %.6g)", after, before);
    for (int k = 0; k < 3; k++)
        want[3 + k] *= sqrt(before / after);
    rigid_contact_free_velocity(&b, &s, F, h, Jw, Jw_inv, got);
    CHECK(diff(6, got, want) < 1e-14, "free velocity: omega = R w, - h J_w^-1 (omega x J_w "
          "omega) (%.2g)", diff(6, got, want));
}

/* A cube far above the plane (no contact), turned about no axis, spinning
 * with the body-frame w about no axis: equal moments, so the world omega and
 * the body w stay; after one step w is w again (omega turned back by R^T)
 * and e1 = (e + (h/2) e (0, w)) / |.|, v1 = -g h e_z. */
static void test_step_frame(void)
{
    rigid_contact_plane_model model;
    memset(&model, 0, sizeof model);
    rigid_contact_box(1.5, 0.4, 0.4, 0.4, &model);
    model.mu = 0.5;
    model.nd = 4;
    model.h = 0.01;
    model.margin = 1e-6;
    rigid_body_state s;
    memset(&s, 0, sizeof s);
    quaternion(AXIS, ANGLE, s.e);
    s.x[2] = 5.0;
    const double w[3] = {1.0, 2.0, 3.0}, F[3] = {0, 0, -1.5 * G};
    memcpy(s.w, w, sizeof s.w);
    double e0[4], pw[4] = {0, 1, 2, 3}, de[4], e1[4];
    memcpy(e0, s.e, sizeof e0);
    CHECK(rigid_contact_plane_step(&model, &s, F, NULL, &info) == LCP_SOLVED && info.nc == 0,
          "free flight: no contact");
    CHECK(diff(3, s.w, w) < 1e-13, "after a step the body-frame w is R^T omega = w again "
          "(got %g %g %g)", s.w[0], s.w[1], s.w[2]);
    qmul(e0, pw, de);
    for (int k = 0; k < 4; k++)
        e1[k] = e0[k] + 0.5 * model.h * de[k];
    double n = sqrt(e1[0] * e1[0] + e1[1] * e1[1] + e1[2] * e1[2] + e1[3] * e1[3]);
    for (int k = 0; k < 4; k++)
        e1[k] /= n;
    CHECK(diff(4, s.e, e1) < 1e-14, "free flight: e1 = e + (h/2) e (0, w), renormalised");
    CHECK(fabs(s.v[2] + G * model.h) < 1e-15 && fabs(s.x[2] - (5.0 - G * model.h * model.h)) <
          1e-14, "free flight: v1 = -g h, x1 = x0 - g h^2");
}

/* A flat box dropped from rest at height z0 = c/2 + d onto the plane,
 * h = 0.01: the semi-implicit free fall has v_l = -g h l and
 * z_l = z0 - g h^2 l (l + 1) / 2 while no corner is in the LCP; the first
 * step L whose free fall would end below c/2 takes the bottom corners in
 * (their gap psi <= h |v_free|) and ends exactly on the plane (psi/h + the
 * normal velocity = 0: v_L = -psi / h with psi = z_{L-1} - c/2), at rest
 * from step L + 1 on.  With d = 0.05, g h^2 / 2 = 4.905e-4: l (l + 1) <
 * 101.94 for l <= 9, so L = 10. */
static void test_landing(void)
{
    rigid_contact_plane_model model;
    memset(&model, 0, sizeof model);
    rigid_contact_box(1.0, 0.4, 0.3, 0.2, &model);
    model.mu = 0.5;
    model.nd = 4;
    model.h = 0.01;
    model.margin = 1e-6;
    rigid_body_state s;
    memset(&s, 0, sizeof s);
    s.e[0] = 1.0;
    const double z0 = 0.1 + 0.05, F[3] = {0, 0, -G}, h = 0.01;
    s.x[2] = z0;
    double fall = 0.0, below = 0.0, rest = 0.0, land = 1.0;
    int first = -1, solved = 1;
    for (int l = 1; l <= 60; l++) {
        solved &= rigid_contact_plane_step(&model, &s, F, NULL, &info) == LCP_SOLVED;
        if (first < 0 && info.nc > 0)
            first = l;
        if (l < 10)
            fall = fmax(fall, fabs(s.x[2] - (z0 - G * h * h * l * (l + 1) / 2)) +
                                  fabs(s.v[2] + G * h * l));
        else if (l == 10)
            land = fabs(s.x[2] - 0.1) +
                   fabs(s.v[2] + (z0 - G * h * h * 9 * 10 / 2 - 0.1) / h);
        else
            rest = fmax(rest, fabs(s.x[2] - 0.1) + fabs(s.v[2]));
        below = fmax(below, 0.1 - s.x[2]);
    }
    CHECK(solved, "landing: every step solved");
    CHECK_INT(first, 10, "landing: the corners enter the LCP in step L = 10");
    CHECK(fall < 1e-14, "landing: free fall before step 10 (%.2g)", fall);
    CHECK(land < 1e-12, "landing: step 10 ends on the plane with v = -psi / h (%.2g)", land);
    CHECK(rest < 1e-12, "landing: on the plane at rest from step 11 on (%.2g)", rest);
    CHECK(below < 1e-12, "landing: never below the plane (%.2g)", below);
}

/* A box turned about no axis dropped onto the plane: no corner ever ends a
 * step below the plane by more than the rotation's second-order term
 * (h^2 |omega|^2 |r| with |omega| < 10, |r| < 0.3: 3e-3), and the box comes
 * to rest on a face (height c/2, one of the half edges 0.2, 0.15, 0.1). */
static void test_tilted_landing(void)
{
    rigid_contact_plane_model model;
    memset(&model, 0, sizeof model);
    rigid_contact_box(1.0, 0.4, 0.3, 0.2, &model);
    model.mu = 0.5;
    model.nd = 4;
    model.h = 0.01;
    model.margin = 1e-6;
    rigid_body_state s;
    memset(&s, 0, sizeof s);
    quaternion(AXIS, 0.5, s.e);
    s.x[2] = 0.4;
    const double F[3] = {0, 0, -G};
    double deepest = 0.0;
    int solved = 1;
    for (int l = 1; l <= 400; l++) {
        solved &= rigid_contact_plane_step(&model, &s, F, NULL, &info) == LCP_SOLVED;
        double R[9];
        quat_rotation(s.e, R);
        for (int k = 0; k < 8; k++) {
            double r[3];
            mat_vec(R, model.points[k], r);
            deepest = fmax(deepest, -(s.x[2] + r[2]));
        }
    }
    CHECK(solved, "tilted landing: every step solved");
    CHECK(deepest < 3e-3, "tilted landing: no corner below the plane by more than 3e-3 (%.2g)",
          deepest);
    double speed = linalg_norm2(3, s.v) + linalg_norm2(3, s.w);
    CHECK(speed < 1e-6, "tilted landing: at rest after 4 s (%.2g)", speed);
}

int main(void)
{
    test_rotate();
    test_cayley();
    test_world_inertia();
    test_torque_semi_implicit();
    test_torque_midpoint();
    test_midpoint_body_frame();
    test_free_velocity();
    test_step_frame();
    test_landing();
    test_tilted_landing();
    return test_done();
}
