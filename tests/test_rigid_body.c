/* test_rigid_body: chapter 6, quaternions and Newton-Euler for one free
 * body (notes 002 pp. 19-20.1, 000 p. 7, W13, E2, E3, E5).  Every expected
 * value is an independent closed form derived in the comments, with data
 * other than the report's. */
#include "dmath.h"
#include "linalg.h"
#include "quat.h"
#include "rigid_body.h"
#include "test.h"

#include <math.h>
#include <string.h>

/* A unit quaternion with no zero entry (nothing rests on an axis). */
static void some_quaternion(double e[4])
{
    const double axis[3] = {0.3, -0.8, 0.5};
    quat_from_axis_angle(axis, 1.1, e);
}

static double max_abs_diff(int n, const double *a, const double *b)
{
    double d = 0.0;
    for (int i = 0; i < n; i++)
        d = fmax(d, fabs(a[i] - b[i]));
    return d;
}

/* ------------------------------------------------------------ quaternions */

/* R(e) u (002 p. 20) against e (0, u) e*, and R orthogonal with det 1. */
static void test_rotation_matrix(void)
{
    double e[4], R[9], u[3] = {0.7, -1.3, 2.1}, a[3], b[3];
    some_quaternion(e);
    quat_rotation(e, R);
    linalg_matvec(3, 3, R, u, a);
    quat_rotate(e, u, b);
    CHECK(max_abs_diff(3, a, b) < 1e-15, "R(e) u = e (0,u) e* (002 p. 20 against the product)");
    double RtR[9], Rt[9];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            Rt[3 * i + j] = R[3 * j + i];
    linalg_matmul(3, 3, 3, Rt, R, RtR);
    const double I[9] = {1, 0, 0, 0, 1, 0, 0, 0, 1};
    CHECK(max_abs_diff(9, RtR, I) < 1e-15, "R^T R = I");
    double det = R[0] * (R[4] * R[8] - R[5] * R[7]) - R[1] * (R[3] * R[8] - R[5] * R[6]) +
                 R[2] * (R[3] * R[7] - R[4] * R[6]);
    CHECK_NEAR(det, 1.0, 1e-15, "det R = 1");
    /* the rotation by 90 degrees about z takes x to y */
    double z[3] = {0, 0, 1}, q[4], x[3] = {1, 0, 0}, y[3];
    quat_from_axis_angle(z, DMATH_PI / 2, q);
    quat_rotation(q, R);
    linalg_matvec(3, 3, R, x, y);
    CHECK(fabs(y[0]) < 1e-15 && fabs(y[1] - 1) < 1e-15 && fabs(y[2]) < 1e-15,
          "R of 90 degrees about z maps e_x to e_y: body to world");
}

/* The two forms of R for a quaternion that is not unit, e = s^(1/2) q with
 * q unit: 002's printed matrix (quat_rotation) is s R(q) + (1 - s) I, whose
 * diagonal 1 - 2(e2^2 + e3^2) = 1 - s + s (1 - 2(q2^2 + q3^2)) is not
 * homogeneous in e; the product e (0, u) e* (quat_rotate) is bilinear in e,
 * so s R(q) u.  They differ by (s - 1)(R(q) - I) u, not by rounding. */
static void test_rotation_not_unit(void)
{
    double q[4], e[4], Rq[9], Re[9], u[3] = {0.7, -1.3, 2.1}, Rqu[3], Reu[3], sand[3];
    const double s = 1.21; /* |e|^2: |e| = 1.1 */
    some_quaternion(q);
    quat_rotation(q, Rq);
    for (int k = 0; k < 4; k++)
        e[k] = sqrt(s) * q[k];
    quat_rotation(e, Re);
    double want[9];
    for (int k = 0; k < 9; k++)
        want[k] = s * Rq[k] + (k % 4 == 0 ? 1.0 - s : 0.0);
    CHECK(max_abs_diff(9, Re, want) < 1e-14,
          "quat_rotation(e) = |e|^2 R(e/|e|) + (1 - |e|^2) I for |e| = 1.1");
    linalg_matvec(3, 3, Rq, u, Rqu);
    quat_rotate(e, u, sand);
    for (int k = 0; k < 3; k++)
        Rqu[k] *= s;
    CHECK(max_abs_diff(3, sand, Rqu) < 1e-14, "quat_rotate(e, u) = |e|^2 R(e/|e|) u");
    linalg_matvec(3, 3, Re, u, Reu);
    CHECK(max_abs_diff(3, Reu, sand) > 0.1,
          "... so the two differ for a non-unit e (here by more than 0.1)");
    /* the spin of exercise 6.3: e = (1, 0, 0, 0.1), the printed R keeps e_z,
     * the product stretches it to 1.01 e_z */
    double f[4] = {1, 0, 0, 0.1}, ez[3] = {0, 0, 1}, a[3];
    quat_rotation(f, Re);
    quat_rotate(f, ez, a);
    CHECK(Re[8] == 1.0 && fabs(a[2] - 1.01) < 1e-15,
          "e = (1, 0, 0, 0.1): printed R_33 = 1, e (0, e_z) e* = 1.01 e_z");
}

/* R(a b) = R(a) R(b): the product composes rotations. */
static void test_product_composes(void)
{
    double a[4], b[4], ab[4], Ra[9], Rb[9], Rab[9], RaRb[9];
    const double axis[3] = {-0.2, 0.4, 0.9};
    some_quaternion(a);
    quat_from_axis_angle(axis, -2.3, b);
    quat_mul(a, b, ab);
    quat_rotation(a, Ra);
    quat_rotation(b, Rb);
    quat_rotation(ab, Rab);
    linalg_matmul(3, 3, 3, Ra, Rb, RaRb);
    CHECK(max_abs_diff(9, Rab, RaRb) < 1e-15, "R(a b) = R(a) R(b)");
    /* e e* = 1 */
    double c[4], one[4];
    quat_conj(a, c);
    quat_mul(a, c, one);
    CHECK(fabs(one[0] - 1) < 1e-15 && linalg_norm_inf(3, one + 1) < 1e-15, "e e* = (1, 0)");
}

/* B(e) w = e (0, w); B^T B = I (course), (B/2)^T (B/2) = I/4 (002 p. 20,
 * E3); e^T B = 0, so de/dt is orthogonal to e. */
static void test_rate_matrix(void)
{
    double e[4], B[12], w[3] = {0.4, 1.5, -0.9}, Bw[4], p[4];
    some_quaternion(e);
    quat_rate_matrix(e, B);
    linalg_matvec(4, 3, B, w, Bw);
    double wq[4] = {0, w[0], w[1], w[2]};
    quat_mul(e, wq, p);
    CHECK(max_abs_diff(4, Bw, p) < 1e-15, "B(e) w = e (0, w): body-frame omega");
    double BtB[9], half[12], HtH[9];
    linalg_matmul(3, 4, 3, (double[12]){B[0], B[3], B[6], B[9], B[1], B[4], B[7], B[10], B[2],
                                    B[5], B[8], B[11]}, B, BtB);
    const double I[9] = {1, 0, 0, 0, 1, 0, 0, 0, 1};
    CHECK(max_abs_diff(9, BtB, I) < 1e-15, "B^T B = I without the 1/2 (G^T G = I)");
    for (int k = 0; k < 12; k++)
        half[k] = 0.5 * B[k];
    linalg_matmul(3, 4, 3, (double[12]){half[0], half[3], half[6], half[9], half[1], half[4],
                                    half[7], half[10], half[2], half[5], half[8], half[11]},
              half, HtH);
    CHECK(fabs(HtH[0] - 0.25) < 1e-15 && fabs(HtH[4] - 0.25) < 1e-15 &&
              fabs(HtH[8] - 0.25) < 1e-15 && fabs(HtH[1]) < 1e-15,
          "E3: with the 1/2 inside B (002 p. 20), B^T B = I/4, not I");
    double eB[3];
    linalg_matvec_transposed(4, 3, B, e, eB);
    CHECK(linalg_norm_inf(3, eB) < 1e-15, "e^T B(e) = 0: the course's B keeps |e| to first order");
}

/* E2: 000 p. 7 prints B's last row as [c b a]; then e^T B w = 2 e2 e3 w1
 * (the difference from [-c b a] is 2c in column 1, times d = e3). */
static void test_e2_last_row(void)
{
    double e[4], B[12], w[3] = {0.4, 1.5, -0.9}, eB[3];
    some_quaternion(e);
    quat_rate_matrix(e, B);
    B[9] = e[2]; /* row 4, column 1: c instead of -c */
    linalg_matvec_transposed(4, 3, B, e, eB);
    CHECK_NEAR(linalg_dot(3, eB, w), 2 * e[2] * e[3] * w[0], 1e-15,
               "E2: with 000's last row [c b a], d|e|^2/dt = 2 e^T B w / 2 = 2 e2 e3 w1 != 0");
    CHECK(fabs(2 * e[2] * e[3] * w[0]) > 0.01, "E2: ... which is not small here");
}

/* The slides' H(omega) on the vector-last q = (e1, e2, e3, e0) is the
 * course's (1/2) B(e) w with the entries reordered. */
static void test_slides_h(void)
{
    double e[4], B[12], w[3] = {-0.6, 0.2, 1.1}, Bw[4];
    some_quaternion(e);
    quat_rate_matrix(e, B);
    linalg_matvec(4, 3, B, w, Bw);
    double wx = w[0], wy = w[1], wz = w[2];
    double H[16] = {0, wz, -wy, wx, -wz, 0, wx, wy, wy, -wx, 0, wz, -wx, -wy, -wz, 0};
    double q[4] = {e[1], e[2], e[3], e[0]}, qdot[4];
    linalg_matvec(4, 4, H, q, qdot);
    double want[4] = {0.5 * Bw[1], 0.5 * Bw[2], 0.5 * Bw[3], 0.5 * Bw[0]};
    for (int k = 0; k < 4; k++)
        qdot[k] *= 0.5;
    CHECK(max_abs_diff(4, qdot, want) < 1e-15,
          "slides 001: H(omega) q (vector last) = (1/2) B(e) w reordered");
}

/* ------------------------------------------------------------ moments */

static void test_moments(void)
{
    char msg[160];
    CHECK_INT(rigid_body_check_moments((double[3]){1, 2, 3}, msg, sizeof msg), 0,
              "1, 2, 3 accepted");
    CHECK_INT(rigid_body_check_moments((double[3]){1, 1, 2}, msg, sizeof msg), 0,
              "1, 1, 2 (a thin plate) accepted");
    CHECK_INT(rigid_body_check_moments((double[3]){1, 1, 2.5}, msg, sizeof msg), 1,
              "1, 1, 2.5 refused (J3 > J1 + J2)");
    CHECK(strstr(msg, "J3") != NULL, "the message names J3: %s", msg);
    CHECK_INT(rigid_body_check_moments((double[3]){1, 0, 1}, msg, sizeof msg), 1, "J2 = 0 refused");
}

/* ------------------------------------------------------------ free motion */

static rigid_body_state spinning(const double w[3])
{
    rigid_body_state s;
    memset(&s, 0, sizeof s);
    some_quaternion(s.e);
    memcpy(s.w, w, sizeof s.w);
    return s;
}

/* The axisymmetric body J1 = J2: w3 is constant and (w1, w2) turns at
 * Omega = (J3 - J1)/J1 w3 (J1 dw1/dt = (J1 - J3) w2 w3 = -J1 Omega w2), so
 * w1 + i w2 = (w10 + i w20) exp(i Omega t); L stays fixed in the world. */
static void test_axisymmetric(void)
{
    rigid_body b = {2.0, {2.0, 2.0, 3.5}};
    const double w0[3] = {0.3, -0.4, 1.7}, h = 1e-3, tend = 5.0;
    rigid_body_options o = rigid_body_default_options();
    o.integrator = RIGID_BODY_MIDPOINT;
    rigid_body_state s = spinning(w0);
    double L0[3], L[3], zero[3] = {0, 0, 0};
    rigid_body_angular_momentum(&b, &s, L0);
    int steps = (int)(tend / h + 0.5), ok = 1;
    for (int l = 0; l < steps; l++)
        ok &= rigid_body_step(&b, &s, zero, zero, h, &o) == 0;
    CHECK(ok, "midpoint: every Newton iteration converged");
    double Om = (3.5 - 2.0) / 2.0 * 1.7, c = dmath_cos(Om * tend), sn = dmath_sin(Om * tend);
    double w1 = w0[0] * c - w0[1] * sn, w2 = w0[0] * sn + w0[1] * c;
    /* the midpoint rule's phase error is O(h^2 Om^3 t) ~ 1e-6 */
    CHECK_NEAR(s.w[0], w1, 1e-5, "axisymmetric: w1(5) = Re((w10 + i w20) e^{i Omega t})");
    CHECK_NEAR(s.w[1], w2, 1e-5, "axisymmetric: w2(5), Omega = (J3 - J1)/J1 w3 = 1.275");
    CHECK_NEAR(s.w[2], 1.7, 1e-14, "axisymmetric: w3 constant");
    rigid_body_angular_momentum(&b, &s, L);
    /* rounding only: 5000 steps of a few eps |L| each, |L| = 6.6 */
    CHECK(max_abs_diff(3, L, L0) < 1e-11, "midpoint: L fixed in the world to 1e-11 over "
                                          "5000 steps (max diff %.2g)", max_abs_diff(3, L, L0));
    o.renormalise = 0;
    rigid_body_state u = spinning(w0);
    for (int l = 0; l < steps; l++)
        rigid_body_step(&b, &u, zero, zero, h, &o);
    CHECK_NEAR(quat_norm(u.e), 1.0, 1e-12,
               "midpoint: |e| = 1 without renormalising, but for rounding (5000 eps)");
}

/* Explicit and semi-implicit share the w update J w1 = J w0 - h w0 x J w0,
 * so with g = w0 x J w0 (orthogonal to J w0 and to w0):
 *   |J w1|^2 = |J w0|^2 + h^2 |g|^2,   T1 = T0 + (h^2/2) g^T J^-1 g,
 * both grow every step; and |e1|^2 = |e0|^2 (1 + h^2 |w|^2 / 4) unless
 * renormalised (de is orthogonal to e, of length |e||w| h/2). */
static void test_euler_growth(void)
{
    rigid_body b = {1.0, {1.0, 2.5, 3.0}};
    const double w0[3] = {0.9, 0.5, -1.2}, h = 0.02;
    double zero[3] = {0, 0, 0};
    for (int integ = RIGID_BODY_EXPLICIT; integ <= RIGID_BODY_SEMI_IMPLICIT; integ++) {
        rigid_body_options o = rigid_body_default_options();
        o.integrator = (rigid_body_integrator)integ;
        o.renormalise = 0;
        rigid_body_state s = spinning(w0);
        int ok_L = 1, ok_T = 1, ok_e = 1;
        for (int l = 0; l < 200; l++) {
            double J0[3] = {b.J[0] * s.w[0], b.J[1] * s.w[1], b.J[2] * s.w[2]}, g[3];
            rigid_body_cross(s.w, J0, g);
            double L2 = linalg_dot(3, J0, J0) + h * h * linalg_dot(3, g, g);
            double T = rigid_body_rotational_energy(&b, s.w) +
                       0.5 * h * h * (g[0] * g[0] / b.J[0] + g[1] * g[1] / b.J[1] +
                                      g[2] * g[2] / b.J[2]);
            double wused[3];
            memcpy(wused, s.w, sizeof wused);
            double e2 = linalg_dot(4, s.e, s.e);
            rigid_body_step(&b, &s, zero, zero, h, &o);
            if (integ == RIGID_BODY_SEMI_IMPLICIT)
                memcpy(wused, s.w, sizeof wused);
            double E2 = e2 * (1 + h * h * linalg_dot(3, wused, wused) / 4);
            double J1[3] = {b.J[0] * s.w[0], b.J[1] * s.w[1], b.J[2] * s.w[2]};
            ok_L &= fabs(linalg_dot(3, J1, J1) - L2) < 1e-13 * L2;
            ok_T &= fabs(rigid_body_rotational_energy(&b, s.w) - T) < 1e-13 * T;
            ok_e &= fabs(linalg_dot(4, s.e, s.e) - E2) < 1e-13;
        }
        const char *name = rigid_body_integrator_name((rigid_body_integrator)integ);
        CHECK(ok_L, "%s: |L|^2 grows by h^2 |w x J w|^2 each step (200 steps)", name);
        CHECK(ok_T, "%s: T grows by (h^2/2) g^T J^-1 g each step", name);
        CHECK(ok_e, "%s: |e|^2 grows by the factor 1 + h^2 |w|^2/4 without renormalising",
              name);
    }
}

/* The midpoint rule keeps T and |L| (quadratic invariants) on a body with
 * three distinct moments, over many turns. */
static void test_midpoint_invariants(void)
{
    rigid_body b = {1.0, {1.0, 2.5, 3.0}};
    const double w0[3] = {0.9, 0.5, -1.2}, h = 0.05;
    double zero[3] = {0, 0, 0}, L0[3], L[3];
    rigid_body_options o = rigid_body_default_options();
    o.integrator = RIGID_BODY_MIDPOINT;
    rigid_body_state s = spinning(w0);
    rigid_body_angular_momentum(&b, &s, L0);
    double T0 = rigid_body_rotational_energy(&b, s.w);
    double dT = 0.0, dL = 0.0;
    for (int l = 0; l < 4000; l++) {
        rigid_body_step(&b, &s, zero, zero, h, &o);
        rigid_body_angular_momentum(&b, &s, L);
        dT = fmax(dT, fabs(rigid_body_rotational_energy(&b, s.w) - T0));
        dL = fmax(dL, max_abs_diff(3, L, L0));
    }
    CHECK(dT < 1e-12, "midpoint: |T - T0| < 1e-12 over 4000 steps (%.2g)", dT);
    CHECK(dL < 1e-12, "midpoint: |L - L0| < 1e-12 in the world (%.2g)", dL);
}

/* The tennis racket: about the intermediate axis w2 changes sign; about the
 * major axis w3 stays near its start (checked with every integrator). */
static void test_intermediate_axis(void)
{
    rigid_body b = {1.0, {1.0, 2.0, 3.0}};
    double zero[3] = {0, 0, 0};
    for (int integ = RIGID_BODY_EXPLICIT; integ <= RIGID_BODY_MIDPOINT; integ++) {
        rigid_body_options o = rigid_body_default_options();
        o.integrator = (rigid_body_integrator)integ;
        rigid_body_state s = spinning((double[3]){1e-3, 3.0, 1e-3});
        rigid_body_state r = spinning((double[3]){1e-3, 1e-3, 3.0});
        int flipped = 0;
        double lowest = 3.0;
        for (int l = 0; l < 2000; l++) {
            rigid_body_step(&b, &s, zero, zero, 0.005, &o);
            rigid_body_step(&b, &r, zero, zero, 0.005, &o);
            flipped |= s.w[1] < 0;
            lowest = fmin(lowest, r.w[2]);
        }
        CHECK(flipped, "%s: about the intermediate axis w2 changes sign within t = 10",
              rigid_body_integrator_name((rigid_body_integrator)integ));
        CHECK(lowest > 2.99, "%s: about the major axis w3 stays above 2.99 (%.6g)",
              rigid_body_integrator_name((rigid_body_integrator)integ), lowest);
    }
}

/* E5: the notes' +w x J w (no h) as the step's gyroscopic impulse changes T
 * by O(1) in one step; the course's -h w x J w by O(h^2). */
static void test_e5_gyro(void)
{
    rigid_body b = {1.0, {1.0, 2.5, 3.0}};
    const double w0[3] = {0.9, 0.5, -1.2}, h = 0.01;
    double zero[3] = {0, 0, 0};
    rigid_body_options o = rigid_body_default_options();
    rigid_body_state s = spinning(w0), t = spinning(w0);
    double T0 = rigid_body_rotational_energy(&b, w0);
    rigid_body_step(&b, &s, zero, zero, h, &o);
    o.gyro = RIGID_BODY_GYRO_NOTES;
    rigid_body_step(&b, &t, zero, zero, h, &o);
    double dcourse = fabs(rigid_body_rotational_energy(&b, s.w) - T0) / T0;
    double dnotes = fabs(rigid_body_rotational_energy(&b, t.w) - T0) / T0;
    CHECK(dcourse < 1e-3, "E5: the course's -h w x J w changes T by %.2g of T in one step",
          dcourse);
    CHECK(dnotes > 0.1, "E5: the notes' +w x J w changes T by %.2g of T in one step", dnotes);
}

/* A steady spin about a principal axis: e(t) = e0 (cos(w t/2), 0, 0,
 * sin(w t/2)).  With the course's B (factor 1/2) the semi-implicit step
 * turns by w t to O(h); with the factor 1 (000 p. 7 reads q^{l+1} = q^l +
 * h V v, no 1/2) the body turns twice as fast: E2's factor. */
static void test_steady_spin(void)
{
    rigid_body b = {1.0, {1.0, 2.0, 3.0}};
    const double w3 = 2.0, h = 1e-4, tend = 1.0;
    double zero[3] = {0, 0, 0};
    for (int variant = 0; variant < 2; variant++) {
        rigid_body_options o = rigid_body_default_options();
        o.rate_factor = variant == 0 ? 0.5 : 1.0;
        rigid_body_state s;
        memset(&s, 0, sizeof s);
        s.e[0] = 1.0;
        s.w[2] = w3;
        for (int l = 0; l < (int)(tend / h + 0.5); l++)
            rigid_body_step(&b, &s, zero, zero, h, &o);
        double angle = 2 * dmath_atan2(s.e[3], s.e[0]);
        CHECK_NEAR(angle, (variant + 1) * w3 * tend, 1e-3,
                   "steady spin: factor %s turns by %s w t", variant ? "1" : "1/2",
                   variant ? "2" : "1");
    }
}

int main(void)
{
    test_rotation_matrix();
    test_rotation_not_unit();
    test_product_composes();
    test_rate_matrix();
    test_e2_last_row();
    test_slides_h();
    test_moments();
    test_axisymmetric();
    test_euler_growth();
    test_midpoint_invariants();
    test_intermediate_axis();
    test_e5_gyro();
    test_steady_spin();
    return test_done();
}
