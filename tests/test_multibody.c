/* test_multibody: chapter 7, boxes in contact with each other, the ground and
 * ball joints (notes 000 pp. 8-11, W11, W12, E4-E6; 002 "Equality
 * constraints").  Checks against closed forms derived in the comments and
 * independent computations in the test, with data other than the report's. */
#include "contact_detect.h"
#include "dmath.h"
#include "linalg.h"
#include "multibody.h"
#include "multibody_views.h"
#include "quat.h"
#include "scene.h"
#include "test.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const double G = 9.81;

/* Two boxes turned arbitrarily, a contact between them at an arbitrary point
 * with an arbitrary frame. */
static void two_boxes(bodies_scene *s, bodies_contact *c)
{
    const double size[3] = {0.5, 0.3, 0.2}, x1[3] = {0.1, -0.2, 0.7}, x2[3] = {-0.3, 0.4, 0.2};
    const double axis1[3] = {1, 2, 3}, axis2[3] = {-2, 0.5, 1};
    bodies_scene_init(s);
    bodies_add_box(s, "P", size, 1.3, x1);
    bodies_add_box(s, "Q", size, 0.7, x2);
    quat_from_axis_angle(axis1, 0.7, s->body[0].s.e);
    quat_from_axis_angle(axis2, -1.1, s->body[1].s.e);
    memset(c, 0, sizeof *c);
    c->body1 = 0;
    c->body2 = 1;
    const double p[3] = {0.05, 0.1, 0.45}, n[3] = {0.36, 0.48, 0.8}, t[3] = {0.8, -0.6, 0};
    memcpy(c->p, p, sizeof c->p);
    memcpy(c->n, n, sizeof c->n);
    memcpy(c->t, t, sizeof c->t);
    rigid_body_cross(n, t, c->o);
}

/* E4: the wrench columns of a body-body contact sum to zero force and zero
 * torque about the origin: for every column g, sum_k g_k(force) = 0 and
 * sum_k x_k x g_k(force) + g_k(torque) = 0 (momentum kept by any impulse). */
static void test_wrench_balance(void)
{
    bodies_scene s;
    bodies_contact c;
    two_boxes(&s, &c);
    friction_directions D;
    contact_columns_directions(&c, 8, &D);
    double gn[12], gf[12 * 8], worst = 0.0;
    contact_columns_wrenches(&s, &c, &D, gn, gf);
    for (int col = 0; col < 9; col++) {
        const double *g = col == 0 ? gn : gf + 12 * (col - 1);
        double F[3] = {0, 0, 0}, L[3] = {0, 0, 0};
        for (int k = 0; k < 2; k++) {
            double xf[3];
            rigid_body_cross(s.body[k].s.x, g + 6 * k, xf);
            for (int i = 0; i < 3; i++) {
                F[i] += g[6 * k + i];
                L[i] += xf[i] + g[6 * k + 3 + i];
            }
        }
        worst = fmax(worst, fmax(linalg_norm_inf(3, F), linalg_norm_inf(3, L)));
    }
    CHECK(worst < 1e-15, "E4: every column's wrenches on bodies 1 and 2 sum to 0 about the "
                         "origin (largest %.3g)", worst);
    /* The notes' printed G_in2 = [-n; r_2 x n]: body 1's torque about the
     * origin is x_1 x n + r_1 x n = p x n, body 2's -x_2 x n + r_2 x n, so
     * the net torque is 2 r_2 x n, computed here from body 2's block. */
    double r2[3], lower[3], net[3], x1n[3], x2n[3];
    for (int i = 0; i < 3; i++)
        r2[i] = c.p[i] - s.body[1].s.x[i];
    rigid_body_cross(r2, c.n, lower);         /* the notes' lower block */
    rigid_body_cross(s.body[0].s.x, c.n, x1n);
    rigid_body_cross(s.body[1].s.x, c.n, x2n);
    for (int i = 0; i < 3; i++)
        net[i] = x1n[i] + gn[3 + i] - x2n[i] + lower[i];
    CHECK(linalg_norm_inf(3, net) > 0.1, "E4: the notes' sign (+r_2 x n for body 2) leaves a net "
                                     "torque %.3g", linalg_norm_inf(3, net));
    bodies_scene_free(&s);
}

/* Two boxes colliding in free space (no gravity, no ground): every step's
 * contact impulses are internal, so the change M (nu - u) of each body's
 * momentum, taken as a wrench about the origin at the step's positions,
 * sums to zero: linear momentum and angular momentum kept by the impulses.
 * (The state's total L also turns by the explicit gyroscopic term of the
 * spinning box, chapter 6, so the check is on the impulses.) */
static void test_collision_momentum(void)
{
    bodies_scene s;
    const double a[3] = {0.4, 0.4, 0.2}, b[3] = {0.3, 0.2, 0.2};
    const double xa[3] = {0, 0, 0}, xb[3] = {0.05, -0.03, 0.2 + 0.02};
    bodies_scene_init(&s);
    s.gravity[2] = 0.0;
    s.h = 0.005;
    s.ground_mu = 0.6;
    bodies_add_box(&s, "A", a, 2.0, xa);
    bodies_add_box(&s, "B", b, 0.8, xb);
    const double vb[3] = {0.3, 0.1, -1.0}, wb[3] = {0.5, -0.2, 2.0};
    memcpy(s.body[1].s.v, vb, sizeof vb);
    memcpy(s.body[1].s.w, wb, sizeof wb);
    double P0[3], L0[3], P[3], L[3], worst = 0.0, linear = 0.0;
    multibody_views_momentum(&s, P0, L0);
    multibody_solver info;
    memset(&info, 0, sizeof info);
    int contacts = 0, ok = 1;
    for (int l = 0; l < 60 && ok; l++) {
        double x[2][3], dp[12], dnu[12], F[3] = {0, 0, 0}, T[3] = {0, 0, 0};
        memcpy(x[0], s.body[0].s.x, sizeof x[0]);
        memcpy(x[1], s.body[1].s.x, sizeof x[1]);
        ok = multibody_step(&s, NULL, &info) == LCP_SOLVED && multibody_dense(&info) == 0;
        contacts += info.step.contacts.n;
        for (int i = 0; i < 12; i++)
            dnu[i] = info.step.nu[i] - info.step.motion.u[i];
        linalg_matvec(12, 12, info.step.motion.M, dnu, dp); /* M (nu - u): impulses per body */
        for (int k = 0; k < 2; k++) {
            double xf[3];
            rigid_body_cross(x[k], dp + 6 * k, xf);
            for (int i = 0; i < 3; i++) {
                F[i] += dp[6 * k + i];
                T[i] += xf[i] + dp[6 * k + 3 + i];
            }
        }
        worst = fmax(worst, fmax(linalg_norm_inf(3, F), linalg_norm_inf(3, T)));
        multibody_views_momentum(&s, P, L);
        for (int i = 0; i < 3; i++)
            linear = fmax(linear, fabs(P[i] - P0[i]));
    }
    CHECK(ok && contacts > 0, "collision: every step solved, %d contacts in all", contacts);
    CHECK(worst < 1e-13, "collision: each step's impulses sum to a zero wrench about the "
                         "origin (largest %.3g)", worst);
    CHECK(linear < 1e-13, "collision: total momentum P kept to %.3g", linear);
    CHECK(s.body[0].s.v[2] < -0.1, "collision: A is pushed down (vz = %.3g)", s.body[0].s.v[2]);
    multibody_free(&info);
    bodies_scene_free(&s);
}

/* W11: the notes' three bodies A, B, E and six contacts; the pattern read
 * from the assembled G_n is the notes' page 9. */
static void test_w11_pattern(void)
{
    bodies_scene s;
    multibody_solver info;
    CHECK(multibody_w11_example(&s, &info) == 0 && multibody_dense(&info) == 0, "W11: built");
    int pattern[18];
    multibody_views_pattern(&s, &info, pattern);
    const int want[18] = {1, 2, 0, 0, 1, 2, /* A */
                          0, 1, 1, 1, 2, 0, /* B */
                          0, 0, 0, 0, 0, 1 /* E */};
    CHECK(memcmp(pattern, want, sizeof want) == 0, "W11: G_n's block pattern (18 x 6) is "
                                                   "the notes' page 9");
    /* W12: size nc (nd + 2) = 36; U, E, -E^T and the zero blocks */
    int ok = info.step.size == 36;
    int nc = 6, nd = 4, nv = nc * (nd + 1);
    for (int i = 0; i < 36; i++)
        for (int k = 0; k < 36; k++) {
            double a = info.step.pyramid.A_dense[i * 36 + k], want_a;
            if (i >= nv && k < nc) /* U */
                want_a = i - nv == k ? 0.5 : 0.0;
            else if (i >= nv && k < nv) /* -E^T */
                want_a = (k - nc) / nd == i - nv ? -1.0 : 0.0;
            else if (i >= nv || (k >= nv && i < nc)) /* last block row, and column 3's 0 */
                want_a = 0.0;
            else if (k >= nv) /* E */
                want_a = (i - nc) / nd == k - nv ? 1.0 : 0.0;
            else
                continue;
            ok &= a == want_a;
        }
    CHECK(ok, "W12: size 36 = 6 (4 + 2), U = diag(mu), E, -E^T and the zero blocks in place");
    multibody_free(&info);
    bodies_scene_free(&s);
}

/* A stack of three boxes on the ground at rest: 1000 steps, no drift. */
static void test_stack_rest(void)
{
    bodies_scene s;
    const double size[3] = {0.8, 0.5, 0.3};
    bodies_scene_init(&s);
    s.ground = 1;
    s.ground_mu = 0.4;
    s.nd = 4;
    s.h = 0.005;
    for (int k = 0; k < 3; k++) {
        const double x[3] = {0.1, 0.2, 0.15 + 0.3 * k};
        char name[4] = {(char)('A' + k), 0};
        bodies_add_box(&s, name, size, 1.0 + k, x);
    }
    multibody_solver info;
    memset(&info, 0, sizeof info);
    double drift = 0.0;
    int ok = 1, nc = 0;
    for (int l = 0; l < 1000 && ok; l++) {
        ok = multibody_step(&s, NULL, &info) == LCP_SOLVED;
        nc = info.step.contacts.n;
        for (int k = 0; k < 3; k++) {
            const double want[3] = {0.1, 0.2, 0.15 + 0.3 * k};
            for (int i = 0; i < 3; i++)
                drift = fmax(drift, fabs(s.body[k].s.x[i] - want[i]));
        }
    }
    CHECK(ok, "stack: 1000 steps solved");
    CHECK_INT(nc, 12, "stack: 4 contacts per interface (corners found twice kept once)");
    CHECK(drift < 1e-9, "stack: drift %.3g m < 1e-9 m over 1000 steps", drift);
    multibody_free(&info);
    bodies_scene_free(&s);
}

/* A box (m1) sliding at v0 on a box (m2) on a frictionless floor: friction
 * mu m1 g slows the top box (a1 = -mu g) and drives the bottom one
 * (a2 = mu g m1 / m2) until both move at m1 v0 / (m1 + m2), at
 * t* = v0 / (mu g (1 + m1 / m2)); total P_x is kept. */
static void test_sliding_common_velocity(void)
{
    const double m1 = 2.0, m2 = 3.0, v0 = 1.5, mu = 0.4, h = 0.001;
    const double bottom[3] = {1.2, 0.6, 0.2}, top[3] = {0.3, 0.3, 0.1};
    const double x2[3] = {0, 0, 0.1}, x1[3] = {-0.3, 0, 0.25};
    bodies_scene s;
    bodies_scene_init(&s);
    s.ground = 1;
    s.ground_mu = 0.0;
    s.nd = 8;
    s.h = h;
    int lo = bodies_add_box(&s, "low", bottom, m2, x2);
    int hi = bodies_add_box(&s, "high", top, m1, x1);
    bodies_set_mu(&s, lo, hi, mu);
    s.body[hi].s.v[0] = v0;
    multibody_solver info;
    memset(&info, 0, sizeof info);
    double tstar = v0 / (mu * G * (1 + m1 / m2)), common = m1 * v0 / (m1 + m2);
    double t_equal = -1.0, px = 0.0;
    int ok = 1;
    for (int l = 1; l <= 400 && ok; l++) {
        ok = multibody_step(&s, NULL, &info) == LCP_SOLVED;
        double rel = s.body[hi].s.v[0] - s.body[lo].s.v[0];
        if (t_equal < 0.0 && rel <= 1e-9)
            t_equal = l * h;
        px = fmax(px, fabs(m1 * s.body[hi].s.v[0] + m2 * s.body[lo].s.v[0] - m1 * v0));
    }
    CHECK(ok, "sliding: every step solved");
    /* the discrete relative velocity drops by mu g (1 + m1/m2) h per step,
     * so it reaches 0 in the step that contains t* */
    CHECK(t_equal >= tstar - 1e-12 && t_equal < tstar + h + 1e-12,
          "sliding: common velocity reached at t = %.4g, t* = %.6g (within one step)", t_equal,
          tstar);
    CHECK_NEAR(s.body[hi].s.v[0], common, 1e-9, "sliding: top box at m1 v0 / (m1 + m2)");
    CHECK_NEAR(s.body[lo].s.v[0], common, 1e-9, "sliding: bottom box at m1 v0 / (m1 + m2)");
    CHECK(px < 1e-10, "sliding: total horizontal momentum kept (largest change %.3g)", px);
    multibody_free(&info);
    bodies_scene_free(&s);
}

/* A box hanging from a ball joint at the world point d above its centre:
 * a physical pendulum, small-oscillation period 2 pi sqrt(I / (m g d)),
 * I = J_y + m d^2 = m (a^2 + c^2) / 12 + m d^2 about the pivot. */
static void pendulum(bodies_scene *s, double d, double degrees, double h, int stabilise)
{
    const double size[3] = {0.2, 0.1, 0.5}, pivot[3] = {0, 0, 1.0};
    const double x[3] = {0, 0, 1.0 - d};
    bodies_scene_init(s);
    s->h = h;
    s->stabilise = stabilise;
    bodies_add_box(s, "bob", size, 1.5, x);
    bodies_add_joint(s, 0, BODIES_GROUND, pivot);
    /* turn the box by the angle about the pivot's y axis */
    const double y[3] = {0, 1, 0};
    double th = degrees * DMATH_PI / 180.0;
    quat_from_axis_angle(y, th, s->body[0].s.e);
    s->body[0].s.x[0] = -d * dmath_sin(th);
    s->body[0].s.x[2] = 1.0 - d * dmath_cos(th);
}

static void test_pendulum_period(void)
{
    const double d = 0.3, m = 1.5, a = 0.2, c = 0.5, h = 0.0005;
    bodies_scene s;
    pendulum(&s, d, 3.0, h, 1);
    double I = m * (a * a + c * c) / 12.0 + m * d * d;
    double T = 2 * DMATH_PI * sqrt(I / (m * G * d));
    multibody_solver info;
    memset(&info, 0, sizeof info);
    double crossings[3];
    int n = 0, ok = 1;
    double xprev = s.body[0].s.x[0];
    for (int l = 1; l <= (int)(3 * T / h) && n < 3 && ok; l++) {
        ok = multibody_step(&s, NULL, &info) == LCP_SOLVED;
        double x = s.body[0].s.x[0];
        if (xprev < 0.0 && x >= 0.0) /* upward crossing, interpolated */
            crossings[n++] = (l - 1) * h + h * (-xprev) / (x - xprev);
        xprev = x;
    }
    CHECK(ok && n >= 2, "pendulum: steps solved, %d crossings", n);
    double period = n >= 2 ? crossings[1] - crossings[0] : 0.0;
    CHECK(fabs(period - T) < 0.01 * T, "pendulum: period %.5g s against 2 pi sqrt(I/(m g d)) = "
                                       "%.5g s (within 1%%)", period, T);
    multibody_free(&info);
    bodies_scene_free(&s);
}

/* Joint drift |Theta| with and without Theta / h: bounded with it, growing
 * without it (the kinematic row J nu = 0 holds only to first order). */
static void test_joint_drift(void)
{
    double with[3], without[3];
    for (int stab = 0; stab < 2; stab++) {
        bodies_scene s;
        pendulum(&s, 0.3, 60.0, 0.01, stab);
        multibody_solver info;
        memset(&info, 0, sizeof info);
        double *drift = stab ? with : without;
        for (int l = 1; l <= 300; l++) {
            multibody_step(&s, NULL, &info);
            if (l % 100 == 0)
                drift[l / 100 - 1] = motion_joint_drift(&s, 0);
        }
        multibody_free(&info);
        bodies_scene_free(&s);
    }
    CHECK(without[2] > without[0] && without[0] > 1e-4,
          "drift without Theta/h grows: %.3g, %.3g, %.3g after 100, 200, 300 steps", without[0],
          without[1], without[2]);
    CHECK(with[0] < 0.05 * without[0] && with[2] < 0.05 * without[0],
          "drift with Theta/h stays small: %.3g, %.3g, %.3g", with[0], with[1], with[2]);
}

/* The Schur complement: with a joint between two boxes and contacts with
 * the ground, the velocity from the joints' system with the contact impulses
 * equals u_c + W_c G z (the reduced LCP's), and J nu = -Theta / h. */
static void test_schur_consistency(void)
{
    bodies_scene s;
    const double size[3] = {0.4, 0.2, 0.2}, xa[3] = {0, 0, 0.1}, xb[3] = {0.45, 0, 0.1};
    const double p[3] = {0.225, 0, 0.1};
    bodies_scene_init(&s);
    s.ground = 1;
    s.ground_mu = 0.5;
    s.nd = 4;
    bodies_add_box(&s, "A", size, 1, xa);
    bodies_add_box(&s, "B", size, 2, xb);
    bodies_add_joint(&s, 0, 1, p);
    s.body[1].s.x[2] += 1e-4; /* a joint error Theta_z = -1e-4 to feed back */
    s.body[1].s.v[0] = 0.5;
    multibody_solver info;
    memset(&info, 0, sizeof info);
    int ok = multibody_step(&s, NULL, &info) == LCP_SOLVED;
    CHECK(ok && info.step.contacts.n == 8, "schur: the joined pair's step solved with %d contacts", info.step.contacts.n);
    double nu[12], Jnu[3];
    CHECK(multibody_dense(&info) == 0, "schur: the dense view");
    rigid_contact_system sys = multibody_system(&s, &info);
    rigid_contact_velocity(&sys, info.step.z, nu);
    double diff = 0.0;
    for (int i = 0; i < 12; i++)
        diff = fmax(diff, fabs(nu[i] - info.step.nu[i]));
    CHECK(diff < 1e-12, "schur: u_c + W_c G z = the joint system's velocity (%.3g)", diff);
    linalg_matvec(3, 12, info.step.motion.J, info.step.nu, Jnu);
    double res = 0.0;
    for (int i = 0; i < 3; i++)
        res = fmax(res, fabs(Jnu[i] - info.step.motion.c[i]));
    CHECK(res < 1e-12 && fabs(info.step.motion.c[2] - 1e-4 / 0.01) < 1e-9,
          "schur: J nu = -Theta / h (residual %.3g, c_z = %.6g)", res, info.step.motion.c[2]);
    multibody_free(&info);
    bodies_scene_free(&s);
}

/* Detection: corners on a face, corners beyond the face's edge (the
 * crossings of the edges instead), the ground's corners. */
static void test_detection(void)
{
    bodies_scene s;
    const double big[3] = {1, 1, 0.2}, small[3] = {0.2, 0.2, 0.2};
    const double xa[3] = {0, 0, 0.1}, xb[3] = {0.55, 0, 0.3};
    bodies_scene_init(&s);
    s.ground = 1;
    bodies_add_box(&s, "A", big, 1, xa);
    bodies_add_box(&s, "B", small, 1, xb);
    multibody_solver info;
    memset(&info, 0, sizeof info);
    multibody_lcp(&s, &info);
    int ground = 0, box = 0;
    for (int i = 0; i < info.step.contacts.n; i++)
        *(info.step.contacts.c[i].body2 == BODIES_GROUND ? &ground : &box) += 1;
    /* B straddles A's edge x = 0.5: its corners at x = 0.45 are on the face,
     * and B's bottom face clipped by A's top face, x in [0.45, 0.5], has two
     * more vertices where B's edges y = +-0.1 cross A's edge x = 0.5 */
    CHECK(ground == 4 && box == 4, "detect: 4 corners of A on the ground, 2 corners of B on "
                                   "A's top and 2 edge crossings (got %d, %d)", ground, box);
    int bi = 0, bj = 0;
    s.body[1].s.x[0] = 0.3;
    s.body[1].s.x[2] = 0.29;
    double deep = contact_detect_deepest(&s, &bi, &bj);
    CHECK_NEAR(deep, 0.01, 1e-12, "detect: B 1 cm into A's top face");
    multibody_free(&info);
    bodies_scene_free(&s);
}

/* E5: a box spinning about a non-principal axis in the air, no contact:
 * multibody_step is chapter 6's semi-implicit step (the gyroscopic impulse
 * -h w x J w in the body frame, then e and x with the new w and v) with
 * the new w scaled back to the rotational energy of the step's start, which
 * the explicit impulse alone raises by (h^2/2) g^T J^-1 g; computed here
 * by hand, ten steps agree to rounding, and 1000 steps keep the rotational
 * energy to rounding (the unscaled step gains 1e-3 of it). */
static void test_free_body(void)
{
    bodies_scene s;
    const double size[3] = {0.3, 0.5, 0.9}, x[3] = {0.1, 0.2, 3.0};
    const double w[3] = {1.5, -0.7, 2.5}, v[3] = {0.3, 0.4, 0.5}, axis[3] = {1, 1, 0};
    bodies_scene_init(&s);
    s.h = 0.01;
    bodies_add_box(&s, "free", size, 2.5, x);
    quat_from_axis_angle(axis, 0.4, s.body[0].s.e);
    memcpy(s.body[0].s.w, w, sizeof w);
    memcpy(s.body[0].s.v, v, sizeof v);
    rigid_body_state ref = s.body[0].s;
    rigid_body_options o = rigid_body_default_options();
    const rigid_body *b = &s.body[0].body;
    const double F[3] = {0, 0, -9.81 * 2.5};
    multibody_solver info;
    memset(&info, 0, sizeof info);
    double diff = 0.0, T0 = rigid_body_rotational_energy(b, w), drift = 0.0;
    for (int l = 0; l < 1000; l++) {
        multibody_step(&s, NULL, &info);
        double Jw[3], g[3], w1[3];
        for (int i = 0; i < 3; i++)
            Jw[i] = b->J[i] * ref.w[i];
        rigid_body_cross(ref.w, Jw, g);
        for (int i = 0; i < 3; i++)
            w1[i] = ref.w[i] - s.h * g[i] / b->J[i];
        double scale =
            sqrt(rigid_body_rotational_energy(b, ref.w) / rigid_body_rotational_energy(b, w1));
        for (int i = 0; i < 3; i++) {
            ref.w[i] = scale * w1[i];
            ref.v[i] += s.h * F[i] / b->m;
            ref.x[i] += s.h * ref.v[i];
        }
        rigid_body_advance_orientation(&o, ref.e, ref.w, s.h);
        for (int i = 0; i < 3 && l < 10; i++)
            diff = fmax(diff, fmax(fabs(s.body[0].s.w[i] - ref.w[i]),
                                   fabs(s.body[0].s.x[i] - ref.x[i])));
        drift = fmax(drift, fabs(rigid_body_rotational_energy(b, s.body[0].s.w) / T0 - 1.0));
    }
    CHECK(diff < 1e-12, "E5: a free spinning box steps as the semi-implicit step with its "
                        "energy kept (largest difference %.3g)", diff);
    CHECK(drift < 1e-12, "a free spinning box keeps its rotational energy over 1000 steps "
                         "(largest relative drift %.3g)", drift);
    multibody_free(&info);
    bodies_scene_free(&s);
}

/* How deep boxes overlap (the separating-axis test): B with A's size 1 x
 * 0.6 x 0.4 at z = 0.3 over A at 0.2 overlaps it by 0.4 - 0.1 = 0.3 along z
 * (its corners lie 0.3 inside A's top, deeper than the quarter edge the
 * corner-face detection looks at: they were not seen); a 0.2 cube inside a
 * 2 cube at its centre by 1 + 0.1 along every face axis; turned 45 degrees
 * about z and lifted to z = 0.5, B's rotated extent along x reaches
 * 0.5 cos 45 + 0.3 sin 45 beyond A's 0.5, but along z it overlaps A by
 * 0.2 + 0.2 - 0.3 = 0.1, the least; apart by 0.1 along z, no overlap. */
static void test_overlap(void)
{
    bodies_scene s;
    const double size[3] = {1, 0.6, 0.4}, small[3] = {0.2, 0.2, 0.2}, big[3] = {2, 2, 2};
    const double xa[3] = {0, 0, 0.2}, xb[3] = {0, 0, 0.3}, xc[3] = {0, 0, 1};
    const double zaxis[3] = {0, 0, 1};
    int i = -2, j = -2;
    bodies_scene_init(&s);
    s.ground = 1;
    bodies_add_box(&s, "A", size, 1.0, xa);
    bodies_add_box(&s, "B", size, 1.0, xb);
    CHECK_NEAR(contact_detect_box_overlap(&s, 0, 1), 0.3, 1e-12, "B at z = 0.3 overlaps A by 0.3");
    CHECK_NEAR(contact_detect_deepest(&s, &i, &j), 0.3, 1e-12, "the scene check sees it");
    CHECK(i == 1 && j == 0, "B inside A (got %d, %d)", i, j);
    s.body[1].s.x[2] = 0.5;
    quat_from_axis_angle(zaxis, DMATH_PI / 4, s.body[1].s.e);
    CHECK_NEAR(contact_detect_box_overlap(&s, 0, 1), 0.1, 1e-12, "turned 45 degrees: 0.1 along z");
    s.body[1].s.x[2] = 0.7;
    CHECK(contact_detect_box_overlap(&s, 0, 1) == 0.0, "apart along z: no overlap");
    bodies_scene_free(&s);
    bodies_add_box(&s, "A", big, 1.0, xc);
    bodies_add_box(&s, "B", small, 1.0, xc);
    CHECK_NEAR(contact_detect_box_overlap(&s, 0, 1), 1.1, 1e-12,
               "a box inside a box at its centre");
    bodies_scene_free(&s);
}

/* How many entries of the LCP's block G^T W G (dense view) differ from
 * their mirror, bit for bit. */
static int impulse_block_asymmetry(const contact_pyramid *pyr)
{
    int n = pyr->size, nv = pyr->nc * (pyr->nd + 1), count = 0;
    for (int i = 0; i < nv; i++)
        for (int j = 0; j < i; j++)
            count += memcmp(&pyr->A_dense[(size_t)i * n + j], &pyr->A_dense[(size_t)j * n + i],
                            sizeof(double)) != 0;
    return count;
}

/* 1 if A's columns (sparse_columns, read from its rows in its symmetric
 * block) differ from sparse_transpose(A)'s rows in any row or bit, or if A
 * says no block of nv is symmetric (or out of memory). */
static int transposes_differ(const sparse_matrix *A, int nv)
{
    sparse_matrix T = {0};
    sparse_columns C;
    int differ = A->symmetric_lead != nv || sparse_transpose(A, &T) != 0 ||
                 sparse_columns_init(&C, A) != 0;
    for (int j = 0; !differ && j < A->n; j++) {
        sparse_run run[2];
        int at = T.start[j], runs = sparse_column_runs(&C, j, run);
        int length = 0;
        for (int r = 0; r < runs; r++)
            length += run[r].len;
        differ = length != T.start[j + 1] - at;
        for (int r = 0; !differ && r < runs; at += run[r].len, r++)
            differ = memcmp(run[r].row, T.col + at, (size_t)run[r].len * sizeof *T.col) != 0 ||
                     memcmp(run[r].val, T.val + at, (size_t)run[r].len * sizeof *T.val) != 0;
    }
    sparse_free(&T);
    sparse_columns_free(&C);
    return differ;
}

/* The sparse assembly (G^T W_c G from compact columns, body by body)
 * against chapter 6's dense rigid_contact_assemble on the dense views, entry by
 * entry, over the first steps of the shipped scenes (joints included). */
static void test_sparse_assembly(void)
{
    const char *scenes[] = {"chapters/07-multibody/pile.scene", "chapters/07-multibody/chain.scene",
                            "chapters/07-multibody/slide.scene", "chapters/07-multibody/tower.scene",
                            "chapters/07-multibody/dominoes.scene"};
    for (size_t f = 0; f < sizeof scenes / sizeof scenes[0]; f++) {
        static scene_file file;
        char err[600];
        if (scene_read(scenes[f], &file, err, sizeof err) != 0) {
            CHECK(0, "sparse: %s", err);
            continue;
        }
        multibody_solver info;
        memset(&info, 0, sizeof info);
        double worst = 0.0, worst_b = 0.0;
        int steps = 0, ok = 1, asymmetric = 0, transposed_apart = 0;
        for (int l = 0; l < 30 && ok; l++) {
            ok = multibody_lcp(&file.scene, &info) == 0 && multibody_dense(&info) == 0;
            if (ok && info.step.contacts.n > 0) {
                rigid_contact_system sys = multibody_system(&file.scene, &info);
                int n = info.step.size;
                double *A = malloc((size_t)n * n * sizeof *A), *b = malloc((size_t)n * sizeof *b);
                rigid_contact_assemble(&sys, A, b);
                double scale = linalg_matrix_norm_inf(n, n, A), bscale = linalg_norm_inf(n, b) + 1.0;
                for (int i = 0; i < n * n; i++)
                    worst = fmax(worst, fabs(A[i] - info.step.pyramid.A_dense[i]) / scale);
                for (int i = 0; i < n; i++)
                    worst_b = fmax(worst_b, fabs(b[i] - info.step.pyramid.b[i]) / bscale);
                free(A);
                free(b);
                steps++;
                asymmetric += impulse_block_asymmetry(&info.step.pyramid);
                transposed_apart += transposes_differ(&info.step.pyramid.A,
                                                      info.step.pyramid.nc * (info.step.pyramid.nd + 1));
            }
            ok = ok && multibody_step(&file.scene, NULL, &info) == LCP_SOLVED;
        }
        CHECK(ok && steps > 0 && worst < 1e-14 && worst_b < 1e-14,
              "sparse: %s: A and b as rigid_contact_assemble's over %d steps (A %.2g, b %.2g)",
              scenes[f], steps, worst, worst_b);
        CHECK(ok && asymmetric == 0,
              "sparse: %s: G^T W G symmetric bit for bit over %d steps (%d entries not)", scenes[f],
              steps, asymmetric);
        CHECK(ok && transposed_apart == 0,
              "sparse: %s: the columns read from the symmetric rows are sparse_transpose's over %d "
              "steps (%d steps not)", scenes[f], steps, transposed_apart);
        multibody_free(&info);
        scene_free(&file);
    }
}

/* The first step's start (contact_solve.c, normals_first): a pile at rest,
 * its positions moved by 1e-9 m, starts from the basis of the frictionless
 * LCP of its normal impulses, and that basis solves the whole LCP; the
 * ground then carries the pile's weight over the step, sum p_n = h g sum m
 * (the pile does not move: its momentum is unchanged).  A grid sliding at
 * 1 m/s, six boxes on top, starts from w basic (the frictionless basis is
 * far from sliding). */
static void test_first_step_start(void)
{
    static const struct {
        const char *scene;
        lcp_start start;
    } cases[] = {{"pyramid-3", LCP_START_FRICTIONLESS}, {"pyramid-6", LCP_START_FRICTIONLESS},
                 {"stack-10", LCP_START_FRICTIONLESS},  {"stack-30", LCP_START_FRICTIONLESS},
                 {"grid-on-top", LCP_START_SLACK}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
        for (unsigned long long seed = 1; seed <= 3; seed++) {
            static scene_file file;
            char path[160], err[600];
            snprintf(path, sizeof path, "chapters/07-multibody/piles/%s.scene", cases[c].scene);
            if (scene_read(path, &file, err, sizeof err) != 0) {
                CHECK(0, "first step: %s", err);
                continue;
            }
            scene_jitter(&file.scene, 1e-9, seed);
            multibody_solver info;
            memset(&info, 0, sizeof info);
            lcp_status status = multibody_step(&file.scene, NULL, &info);
            CHECK(status == LCP_SOLVED && info.step.lcp.start == cases[c].start,
                  "first step: %s, seed %llu: starts %s (%s; %s)", cases[c].scene, seed,
                  lcp_start_name(cases[c].start), lcp_start_name(info.step.lcp.start),
                  info.step.lcp.message);
            if (cases[c].start == LCP_START_FRICTIONLESS) {
                double weight = 0.0, ground = 0.0;
                for (int i = 0; i < file.scene.nbodies; i++)
                    weight += file.scene.h * G * file.scene.body[i].body.m;
                for (int k = 0; k < info.step.contacts.n; k++)
                    if (info.step.contacts.c[k].body2 == BODIES_GROUND)
                        ground += info.step.contacts.c[k].pn;
                CHECK(fabs(ground - weight) <= 1e-9 * weight,
                      "first step: %s, seed %llu: the ground carries the weight, %.12g = h g "
                      "sum m = %.12g", cases[c].scene, seed, ground, weight);
            }
            multibody_free(&info);
            scene_free(&file);
        }
}

int main(void)
{
    test_overlap();
    test_free_body();
    test_wrench_balance();
    test_collision_momentum();
    test_w11_pattern();
    test_stack_rest();
    test_sliding_common_velocity();
    test_pendulum_period();
    test_joint_drift();
    test_schur_consistency();
    test_detection();
    test_sparse_assembly();
    test_first_step_start();
    return test_done();
}
