/* test_rigid_contact: chapter 6, one rigid body in frictional contact with
 * the plane z = 0 (notes 000 pp. 6-11, W10, W12).  The wrench and the LCP
 * are checked against chapter 5's particle and by hand; the box's scenes
 * against closed forms derived in the comments, with data other than the
 * report's (m = 2, a = 0.5, b = 0.4, c = 0.3, mu = 0.4, h = 0.005). */
#include "dmath.h"
#include "linalg.h"
#include "particle_contact.h"
#include "quat.h"
#include "rigid_contact.h"
#include "test.h"

#include <math.h>
#include <string.h>

static const double G = 9.81;
static rigid_contact_step_info info; /* large: not on the stack */

/* W10: the wrench of a force d at r is [d; r x d]. */
static void test_wrench(void)
{
    double r[3] = {0.2, -0.1, 0.5}, d[3] = {0, 0, 1}, g[6];
    rigid_contact_wrench(r, d, g);
    /* r x e_z = (r_y, -r_x, 0) */
    double want[6] = {0, 0, 1, -0.1, -0.2, 0};
    int ok = 1;
    for (int k = 0; k < 6; k++)
        ok &= fabs(g[k] - want[k]) < 1e-15;
    CHECK(ok, "W10: G_n = [n; r x n] with r x e_z = (r_y, -r_x, 0)");
}

/* With r = 0 and W = I/m (a particle: the rotation rows carry nothing)
 * rigid_contact_assemble's LCP is chapter 5's particle_contact_lcp for the same
 * state. */
static void test_particle_reduction(void)
{
    const double m = 1.7, h = 0.02, mu = 0.35, x[3] = {0, 0, 0.01}, v[3] = {0.6, -0.2, -0.4};
    particle_contact_model pm;
    memset(&pm, 0, sizeof pm);
    pm.dim = 3;
    pm.m = m;
    pm.h = h;
    pm.mu = mu;
    pm.n[2] = 1;
    const double t[3] = {1, 0, 0}, o[3] = {0, 1, 0}, force[3] = {0, 0, -m * G};
    friction_directions_pyramid(&pm.D, 6, t, o);
    particle_contact_state ps = {0.0, {x[0], x[1], x[2]}, {v[0], v[1], v[2]}};
    particle_contact_step_info pinfo;
    particle_contact_lcp(&pm, &ps, force, &pinfo);

    double W[36] = {0}, u[6] = {0}, Gn[6], Gf[6 * 6], r[3] = {0, 0, 0}, psi = x[2];
    for (int i = 0; i < 6; i++)
        W[7 * i] = i < 3 ? 1.0 / m : 1.0; /* any positive rotational inverse */
    for (int k = 0; k < 3; k++)
        u[k] = v[k] + h * force[k] / m;
    rigid_contact_wrench(r, pm.n, Gn);
    for (int j = 0; j < 6; j++)
        rigid_contact_wrench(r, pm.D.d[j], Gf + 6 * j);
    rigid_contact_system sys = {6, 1, 6, W, u, Gn, Gf, &psi, &mu, h};
    static double A[64], b[8];
    CHECK_INT(rigid_contact_size(&sys), pinfo.size,
              "one contact, n_d = 6: size 8 as the particle's");
    rigid_contact_assemble(&sys, A, b);
    double dA = 0, db = 0;
    for (int i = 0; i < 8; i++) {
        db = fmax(db, fabs(b[i] - pinfo.q[i]));
        for (int k = 0; k < 8; k++)
            dA = fmax(dA, fabs(A[8 * i + k] - pinfo.M[8 * i + k]));
    }
    CHECK(dA < 1e-15 && db < 1e-15, "r = 0, W = I/m: the particle's LCP of chapter 5 (%.2g, %.2g)",
          dA, db);
}

static void box_model(rigid_contact_plane_model *model, double mu, int nd)
{
    memset(model, 0, sizeof *model);
    rigid_contact_box(2.0, 0.5, 0.4, 0.3, model);
    model->mu = mu;
    model->nd = nd;
    model->h = 0.005;
    model->margin = 1e-6;
}

static rigid_body_state resting(double vx)
{
    rigid_body_state s;
    memset(&s, 0, sizeof s);
    s.e[0] = 1.0;
    s.x[2] = 0.15;
    s.v[0] = vx;
    return s;
}

/* Gravity on the incline of theta degrees, downhill +x. */
static void gravity(double m, double theta_deg, double F[3])
{
    double th = theta_deg * DMATH_PI / 180.0;
    F[0] = m * G * dmath_sin(th);
    F[1] = 0.0;
    F[2] = -m * G * dmath_cos(th);
}

/* At rest on four coplanar contacts (a degenerate LCP) for 1000 steps:
 * the height stays c/2 to 1e-9, every step solved. */
static void test_rest(void)
{
    rigid_contact_plane_model model;
    box_model(&model, 0.4, 4);
    rigid_body_state s = resting(0.0);
    double F[3], drift = 0.0, speed = 0.0;
    gravity(2.0, 0.0, F);
    int solved = 1, contacts = 1;
    for (int l = 0; l < 1000; l++) {
        solved &= rigid_contact_plane_step(&model, &s, F, NULL, &info) == LCP_SOLVED;
        contacts &= info.nc == 4;
        drift = fmax(drift, fabs(s.x[2] - 0.15));
        speed = fmax(speed, linalg_norm2(3, s.v) + linalg_norm2(3, s.w));
    }
    CHECK(solved, "rest: every step's LCP solved and checked");
    CHECK(contacts, "rest: the four bottom corners are the contacts");
    CHECK(drift < 1e-9, "rest: height drift %.2g < 1e-9 over 1000 steps", drift);
    CHECK(speed < 1e-12, "rest: speeds stay at rounding (%.2g)", speed);
}

/* Sliding along d_1 = e_x with v0: every step takes a h = mu g h off v
 * (the bottom corners share mu m g h of friction whatever the split of
 * p_n), so v_k = v0 - k a h until the step K = ceil(v0 / (a h)) stops it,
 * and x moves h (v_1 + .. + v_{K-1}) = h ((K-1) v0 - a h K (K-1)/2); the
 * continuous v0^2 / (2 mu g) is within v0 h of it. */
static void test_sliding_distance(void)
{
    const double mu = 0.4, v0 = 1.3, h = 0.005, a = mu * G;
    rigid_contact_plane_model model;
    box_model(&model, mu, 4);
    rigid_body_state s = resting(v0);
    double F[3];
    gravity(2.0, 0.0, F);
    int K = (int)ceil(v0 / (a * h)), ok = 1;
    for (int l = 0; l < K + 20; l++)
        ok &= rigid_contact_plane_step(&model, &s, F, NULL, &info) == LCP_SOLVED;
    double discrete = h * ((K - 1) * v0 - a * h * K * (K - 1) / 2.0);
    CHECK(ok, "sliding: every step solved");
    CHECK_NEAR(s.x[0], discrete, 1e-12, "sliding: distance h((K-1) v0 - a h K(K-1)/2), K = %d", K);
    CHECK_NEAR(s.x[0], v0 * v0 / (2 * mu * G), v0 * h, "sliding: within v0 h of v0^2/(2 mu g)");
    CHECK(fabs(s.v[0]) < 1e-12 && fabs(s.x[1]) < 1e-12, "sliding: stopped, no sideways drift");
}

/* On an incline with tan theta > mu and mu < a/c: every step adds
 * h g (sin theta - mu cos theta) to v_x. */
static void test_incline_slide(void)
{
    const double mu = 0.4, theta = 35.0, h = 0.005;
    rigid_contact_plane_model model;
    box_model(&model, mu, 4);
    rigid_body_state s = resting(0.0);
    double F[3];
    gravity(2.0, theta, F);
    for (int l = 0; l < 80; l++)
        rigid_contact_plane_step(&model, &s, F, NULL, &info);
    double th = theta * DMATH_PI / 180.0, acc = G * (dmath_sin(th) - mu * dmath_cos(th));
    CHECK_NEAR(s.v[0], 80 * h * acc, 1e-12, "incline 35 deg, mu 0.4: v = t g (sin - mu cos)");
    CHECK(fabs(s.x[2] - 0.15) < 1e-9, "incline: the box slides flat");
}

/* tan theta < mu and tan theta < a/c: at rest; tan theta > a/c with a large
 * mu: it tips (tilt beyond 5 degrees within 1 s). */
static void test_incline_rest_and_tip(void)
{
    rigid_contact_plane_model model;
    double F[3], R[9];
    box_model(&model, 0.4, 4);
    rigid_body_state s = resting(0.0);
    gravity(2.0, 20.0, F); /* tan = 0.364 < 0.4 < a/c = 1.67 */
    for (int l = 0; l < 200; l++)
        rigid_contact_plane_step(&model, &s, F, NULL, &info);
    CHECK(fabs(s.x[0]) < 1e-12 && linalg_norm2(3, s.v) < 1e-12, "incline 20 deg, mu 0.4: at rest");
    /* a tall box: a = 0.1 along x, c = 0.3: a/c = 1/3 < tan 25 = 0.466 < mu = 1 */
    memset(&model, 0, sizeof model);
    rigid_contact_box(2.0, 0.1, 0.4, 0.3, &model);
    model.mu = 1.0;
    model.nd = 4;
    model.h = 0.005;
    model.margin = 1e-6;
    s = resting(0.0);
    gravity(2.0, 25.0, F);
    double tilt = 0.0;
    for (int l = 0; l < 200; l++) {
        rigid_contact_plane_step(&model, &s, F, NULL, &info);
        quat_rotation(s.e, R);
        tilt = fmax(tilt, dmath_acos(fmin(1.0, R[8])) * 180 / DMATH_PI);
    }
    CHECK(tilt > 5.0, "incline 25 deg, a/c = 1/3, mu = 1: it tips (tilt %.3g deg)", tilt);
}

/* Spinning about the vertical on a square base with n_d = 8: each corner
 * slides along a pyramid direction (its velocity is at 45 degrees to the
 * axes), so with all of mu p_n against it the torque impulse is
 * mu (m g h) r, r = sqrt(a^2 + b^2)/2, and omega drops by
 * mu m g h r / J_z per step, J_z = m (a^2 + b^2)/12. */
static void test_spin(void)
{
    const double mu = 0.4, w0 = 8.0, a = 0.4;
    rigid_contact_plane_model model;
    memset(&model, 0, sizeof model);
    rigid_contact_box(2.0, a, a, 0.3, &model);
    model.mu = mu;
    model.nd = 8;
    model.h = 0.005;
    model.margin = 1e-6;
    rigid_body_state s = resting(0.0);
    s.w[2] = w0;
    double F[3];
    gravity(2.0, 0.0, F);
    rigid_contact_plane_step(&model, &s, F, NULL, &info);
    double r = sqrt(2.0) * a / 2, Jz = 2.0 * 2 * a * a / 12;
    CHECK_NEAR(s.w[2], w0 - mu * 2.0 * G * 0.005 * r / Jz, 1e-12,
               "spin, n_d = 8: omega drops by mu m g h r / J_z in a step");
    CHECK(linalg_norm2(2, s.v) < 1e-12, "spin: the centre stays put");
}

/* The energy balance (rigid_contact_plane_energy_excess): a box tumbling about
 * a non-principal axis in the air, then landing on a corner and coming to
 * rest, never gains energy beyond the work of gravity (and of the gap term)
 * in any step, to 1e-10 of the energies involved; in the air, where only
 * gravity acts, the rotational energy stays that of the start to 1e-12
 * (the explicit gyroscopic term alone gains (h^2/2) g^T J^-1 g a step) and
 * T + m g z never exceeds it (the semi-implicit step loses h^2 |F|^2 / (2m)
 * a step). */
static void test_energy(void)
{
    rigid_contact_plane_model model;
    memset(&model, 0, sizeof model);
    rigid_contact_box(2.0, 0.4, 0.3, 0.2, &model);
    model.mu = 0.5;
    model.nd = 8;
    model.h = 0.01;
    model.margin = 9e-7;
    rigid_body_state s;
    memset(&s, 0, sizeof s);
    const double axis[3] = {1, 2, 3}, omega[3] = {5, -3, 4}, F[3] = {0, 0, -2.0 * 9.81};
    quat_from_axis_angle(axis, 0.7, s.e);
    quat_rotate_back(s.e, omega, s.w);
    s.x[2] = 1.0;
    s.v[0] = 0.5;
    double E0 = rigid_body_kinetic_energy(&model.body, &s) - F[2] * s.x[2], worst = -1.0, air = 0.0;
    double R0 = rigid_body_rotational_energy(&model.body, s.w), gain = -1.0;
    int landed = 0;
    for (int l = 0; l < 300; l++) {
        rigid_body_state before = s;
        rigid_contact_plane_step(&model, &s, F, NULL, &info);
        double scale,
            excess = rigid_contact_plane_energy_excess(&model, &before, &s, F, &info, &scale);
        worst = fmax(worst, excess / scale);
        landed |= info.nc > 0;
        if (!landed) {
            air = fmax(air, fabs(rigid_body_rotational_energy(&model.body, s.w) / R0 - 1.0));
            gain =
                fmax(gain, (rigid_body_kinetic_energy(&model.body, &s) - F[2] * s.x[2] - E0) / E0);
        }
    }
    CHECK(landed, "the box landed");
    CHECK(worst <= 1e-10, "no step gains energy (largest excess %.3g of its scale)", worst);
    CHECK(air <= 1e-12, "in the air the rotational energy is kept (largest drift %.3g)", air);
    CHECK(gain <= 1e-12, "in the air T + m g z never grows (largest gain %.3g)", gain);
}

int main(void)
{
    test_energy();
    test_wrench();
    test_particle_reduction();
    test_rest();
    test_sliding_distance();
    test_incline_slide();
    test_incline_rest_and_tip();
    test_spin();
    return test_done();
}
