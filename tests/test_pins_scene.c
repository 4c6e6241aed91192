/* test_pins_scene: pins of chapter 7's scene reader, joints and contact
 * detection that the other tests leave free (tests/mutants.txt, "pins:
 * scene, multibody, contact_detect"): a scene that declares quat and omega
 * together (in either order), an applied force, a pair's mu named in either
 * order, a frictionless pair on a rough floor, joints on bodies already
 * turned, a plank whose separating face is not the one its centre suggests,
 * a stack declared top first, a box that lands, and a row of 100 boxes.
 *
 * Every expected value is computed here independently of src/: rotation
 * matrices by Rodrigues' formula, quaternions written out, the anchor's
 * velocity v + omega x r, free fall in closed form, and the geometry of the
 * boxes worked out in the comments. */
#include "contact_detect.h"
#include "linalg.h"
#include "multibody.h"
#include "quat.h"
#include "rotation_by_hand.h"
#include "scene.h"
#include "test.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const double G = 9.81;

/* y = A^T x (3 x 3). */
static void mat_t_vec(const double A[9], const double x[3], double y[3])
{
    for (int i = 0; i < 3; i++)
        y[i] = A[i] * x[0] + A[3 + i] * x[1] + A[6 + i] * x[2];
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

static const double AXIS[3] = {1, 2, 3}, AXIS2[3] = {-2, 0.5, 1};
static const double ANGLE = 0.9, ANGLE2 = -1.1;

static scene_file scene; /* large: static storage */

/* Read text as a scene; 0 on success (the message printed otherwise). */
static int read_scene(const char *text)
{
    char err[512];
    scene_free(&scene);
    if (scene_read_text(text, "pins.scene", &scene, err, sizeof err) != 0) {
        printf("# %s\n", err);
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------ the scene reader */

/* "quat" twice the unit quaternion e of (0.9 rad about (1, 2, 3)) and
 * "omega" the world (1, -2, 0.5): the box holds e (normalised) and the
 * body-frame w = R^T omega; vel goes to v; the order of the parts does not
 * matter. */
static void test_quat_omega(void)
{
    double e[4], R[9], w[3];
    const double omega[3] = {1, -2, 0.5}, v[3] = {0.3, -0.1, 0.2};
    quaternion(AXIS, ANGLE, e);
    rodrigues(AXIS, ANGLE, R);
    mat_t_vec(R, omega, w);
    char text[1024];
    snprintf(text, sizeof text,
             "gravity 0 0 0\n"
             "box A size 0.4 0.4 0.4 mass 1.5 pos 0 0 5 quat %.17g %.17g %.17g %.17g "
             "omega 1 -2 0.5 vel 0.3 -0.1 0.2\n"
             "box B size 0.4 0.4 0.4 mass 1.5 pos 3 0 5 vel 0.3 -0.1 0.2 omega 1 -2 0.5 "
             "quat %.17g %.17g %.17g %.17g\n",
             2 * e[0], 2 * e[1], 2 * e[2], 2 * e[3], 2 * e[0], 2 * e[1], 2 * e[2], 2 * e[3]);
    if (read_scene(text) != 0) {
        CHECK(0, "scene with quat and omega read");
        return;
    }
    for (int k = 0; k < 2; k++) {
        const rigid_body_state *s = &scene.scene.body[k].s;
        CHECK(diff(4, s->e, e) < 1e-15, "box %c: quat normalised to e", "AB"[k]);
        CHECK(diff(3, s->w, w) < 1e-14, "box %c: body w = R^T omega (%.2g)", "AB"[k],
              diff(3, s->w, w));
        CHECK(diff(3, s->v, v) == 0.0, "box %c: vel is v", "AB"[k]);
    }
}

/* One step of box A of test_quat_omega (equal moments: no gyroscopic term,
 * no gravity here) with "force A 3 0 -1.5": the world omega stays, so the
 * body w after the step is R^T omega again with the OLD R (move_bodies turns
 * omega back with the state's e before advancing it), e1 = (e + (h/2) e (0,
 * w)) / |.|, and v1 = v + h F / m. */
static void test_step_frames(void)
{
    double e[4], R[9], w[3];
    const double omega[3] = {1, -2, 0.5};
    quaternion(AXIS, ANGLE, e);
    rodrigues(AXIS, ANGLE, R);
    mat_t_vec(R, omega, w);
    char text[1024];
    snprintf(text, sizeof text,
             "gravity 0 0 0\nstep 0.02\n"
             "box A size 0.4 0.4 0.4 mass 1.5 pos 0 0 5 quat %.17g %.17g %.17g %.17g "
             "omega 1 -2 0.5 vel 0.3 -0.1 0.2\n"
             "force A 3 0 -1.5\n",
             e[0], e[1], e[2], e[3]);
    if (read_scene(text) != 0) {
        CHECK(0, "scene read");
        return;
    }
    multibody_solver info;
    memset(&info, 0, sizeof info);
    CHECK(multibody_step(&scene.scene, NULL, &info) == LCP_SOLVED, "free step solved");
    const rigid_body_state *s = &scene.scene.body[0].s;
    const double h = 0.02, v1[3] = {0.3 + h * 3 / 1.5, -0.1, 0.2 - h * 1.5 / 1.5};
    double pw[4] = {0, w[0], w[1], w[2]}, de[4], e1[4];
    qmul(e, pw, de);
    for (int k = 0; k < 4; k++)
        e1[k] = e[k] + 0.5 * h * de[k];
    double n = sqrt(e1[0] * e1[0] + e1[1] * e1[1] + e1[2] * e1[2] + e1[3] * e1[3]);
    for (int k = 0; k < 4; k++)
        e1[k] /= n;
    CHECK(diff(3, s->w, w) < 1e-14, "step: body w = R0^T omega (%.2g)", diff(3, s->w, w));
    CHECK(diff(4, s->e, e1) < 1e-14, "step: e1 = e + (h/2) e (0, w), renormalised (%.2g)",
          diff(4, s->e, e1));
    CHECK(diff(3, s->v, v1) < 1e-15, "step: v1 = v + h F / m with the applied force");
    multibody_free(&info);
}

/* A top box T sliding at 0.8 along x on a bottom box B resting on a rough
 * floor (mu 0.6), "mu" of the pair given by name in either order:
 * bodies_mu(T, B) = bodies_mu(B, T) = the pair's; with the pair's mu = 0 no
 * horizontal impulse acts between them, so T keeps vx = 0.8 exactly and B
 * stays at rest (its floor contact has no tangential load). */
static void slide_on(const char *pair_line, double want_mu)
{
    char text[1024];
    snprintf(text, sizeof text,
             "ground mu 0.6\nnd 4\n"
             "box B size 1 1 0.2 mass 2 pos 0 0 0.1\n"
             "box T size 0.3 0.3 0.2 mass 1 pos 0 0 0.3 vel 0.8 0 0\n%s\n",
             pair_line);
    if (read_scene(text) != 0) {
        CHECK(0, "scene read: %s", pair_line);
        return;
    }
    bodies_scene *s = &scene.scene;
    CHECK(bodies_mu(s, 0, 1) == want_mu && bodies_mu(s, 1, 0) == want_mu,
          "'%s': the pair's mu %g either way", pair_line, want_mu);
    CHECK(bodies_mu(s, 0, BODIES_GROUND) == 0.6, "'%s': the floor keeps 0.6", pair_line);
    multibody_solver info;
    memset(&info, 0, sizeof info);
    int solved = 1;
    for (int l = 0; l < 20; l++)
        solved &= multibody_step(s, NULL, &info) == LCP_SOLVED;
    int pair_contacts = 0;
    for (int i = 0; i < info.step.contacts.n; i++)
        if (info.step.contacts.c[i].body2 != BODIES_GROUND) {
            pair_contacts++;
            solved &= info.step.contacts.c[i].mu == want_mu;
        }
    CHECK(solved && pair_contacts == 4, "'%s': 20 steps solved, 4 pair contacts with mu %g",
          pair_line, want_mu);
    if (want_mu == 0.0) {
        CHECK(fabs(s->body[1].s.v[0] - 0.8) < 1e-12, "'%s': frictionless, T keeps vx = 0.8 "
              "(%.17g)", pair_line, s->body[1].s.v[0]);
        CHECK(fabs(s->body[0].s.v[0]) < 1e-12 && fabs(s->body[0].s.x[0]) < 1e-12,
              "'%s': B stays at rest", pair_line);
    } else {
        /* T decelerates by mu g per step-second: after 20 steps of 0.01,
         * vx = 0.8 - 20 * 0.01 * want_mu * g while B sticks (the floor's
         * mu 0.6 (3 m g) exceeds want_mu m g) */
        double vx = 0.8 - 20 * 0.01 * want_mu * G;
        CHECK(fabs(s->body[1].s.v[0] - vx) < 1e-9, "'%s': T slows by mu g: vx = %g (%.17g)",
              pair_line, vx, s->body[1].s.v[0]);
    }
    multibody_free(&info);
}

/* The pair's mu named either way round, 0 and 0.2. */
static void test_pair_mu(void)
{
    slide_on("mu T B 0", 0.0);
    slide_on("mu B T 0", 0.0);
    slide_on("mu B T 0.2", 0.2);
    slide_on("mu T B 0.2", 0.2);
}

/* ------------------------------------------------------------ joints */

/* Two boxes turned about no axis, joined at a world point p, and one joined
 * to the world: the joint is closed at the start (drift 0), and the rows
 * give the anchors' relative velocity: J nu = (v_a + omega_a x r_a) -
 * (v_b + omega_b x r_b), r = p - x (world), for any nu. */
static void test_joint_rotated(void)
{
    bodies_scene s;
    bodies_scene_init(&s);
    const double size[3] = {0.6, 0.4, 0.2}, xa[3] = {0.1, -0.2, 1.0}, xb[3] = {0.5, 0.3, 1.4};
    const double p[3] = {0.35, 0.1, 1.25}, q[3] = {-0.1, -0.3, 1.1};
    bodies_add_box(&s, "a", size, 1.0, xa);
    bodies_add_box(&s, "b", size, 2.0, xb);
    quaternion(AXIS, ANGLE, s.body[0].s.e);
    quaternion(AXIS2, ANGLE2, s.body[1].s.e);
    bodies_add_joint(&s, 0, 1, p);
    bodies_add_joint(&s, 0, BODIES_GROUND, q);
    CHECK(motion_joint_drift(&s, 0) < 1e-15 && motion_joint_drift(&s, 1) < 1e-15,
          "joints on turned bodies: closed at the start (%.2g, %.2g)", motion_joint_drift(&s, 0),
          motion_joint_drift(&s, 1));
    double J[6 * 12], theta[6], nu[12] = {0.3, -0.5, 0.2, 1.1, -0.4, 0.7,
                                          -0.6, 0.1, 0.4, 0.2, 0.9, -1.3};
    motion_joint_rows(&s, J, theta);
    double want[6], ra[3], rb[3], rq[3], wa[3], wb[3], wq[3];
    for (int i = 0; i < 3; i++) {
        ra[i] = p[i] - xa[i];
        rb[i] = p[i] - xb[i];
        rq[i] = q[i] - xa[i];
    }
    cross(nu + 3, ra, wa);
    cross(nu + 9, rb, wb);
    cross(nu + 3, rq, wq);
    for (int i = 0; i < 3; i++) {
        want[i] = nu[i] + wa[i] - nu[6 + i] - wb[i];
        want[3 + i] = nu[i] + wq[i];
    }
    double got[6];
    linalg_matvec(6, 12, J, nu, got);
    CHECK(diff(6, got, want) < 1e-14, "J nu = v_a + omega_a x r_a - (v_b + omega_b x r_b) "
          "(%.2g)", diff(6, got, want));
    CHECK(linalg_norm_inf(6, theta) < 1e-15, "Theta = 0 at the start");
    /* turn a by 0.3 about e_z about its centre: the anchor of the world joint
     * moves to xa + Rod(e_z, 0.3) (q - xa), so Theta = that - q */
    const double ez[3] = {0, 0, 1};
    double Rz[9], turn[4], e[4], moved[3];
    rodrigues(ez, 0.3, Rz);
    quaternion(ez, 0.3, turn);
    qmul(turn, s.body[0].s.e, e);
    memcpy(s.body[0].s.e, e, sizeof e);
    mat_vec(Rz, rq, moved);
    double want_theta[3];
    for (int i = 0; i < 3; i++)
        want_theta[i] = xa[i] + moved[i] - q[i];
    motion_joint_rows(&s, J, theta);
    CHECK(diff(3, theta + 3, want_theta) < 1e-15, "Theta of the world joint after a turn of "
          "0.3 about e_z (%.2g)", diff(3, theta + 3, want_theta));
    bodies_scene_free(&s);
}

/* ------------------------------------------------------------ contact detection */

/* A plank P (3 x 0.2 x 0.2) lies across the top of a unit cube C at the
 * origin, its centre at (1.2, 0, 0.6).  In C's frame c = (1.2, 0, 0.6): the
 * gap along x is 1.2 - 0.5 - 1.5 = -0.8 (the plank's half length 1.5
 * counts), along z 0.6 - 0.5 - 0.1 = 0: C's top face separates them.  P's
 * bottom corners over it: x = 1.2 - 1.5 = -0.3, y = +-0.1, z = 0.5, gap 0,
 * normal +e_z into P (body 1).  (Without P's extent x would win, 0.7 > 0.1,
 * and no corner would be found.)  P's bottom face clipped by C's top face is
 * the rectangle x in [-0.3, 0.5], y in [-0.1, 0.1]: besides the 2 corners,
 * its vertices where P's long edges cross C's edge x = 0.5 are contacts too
 * (ids 8 and up: edge crossings), 4 in all. */
static void test_separating_face(void)
{
    bodies_scene s;
    bodies_scene_init(&s);
    s.gravity[2] = 0.0;
    const double cube[3] = {1, 1, 1}, plank[3] = {3, 0.2, 0.2}, x0[3] = {0, 0, 0},
                 x1[3] = {1.2, 0, 0.6};
    bodies_add_box(&s, "C", cube, 1.0, x0);
    bodies_add_box(&s, "P", plank, 1.0, x1);
    multibody_solver info;
    memset(&info, 0, sizeof info);
    multibody_lcp(&s, &info);
    int good = info.step.contacts.n == 4, corners = 0;
    for (int i = 0; good && i < info.step.contacts.n; i++) {
        const bodies_contact *c = &info.step.contacts.c[i];
        const double n[3] = {0, 0, 1};
        double x = c->vertex < 8 ? -0.3 : 0.5;
        corners += c->vertex < 8;
        good = c->body1 == 1 && c->body2 == 0 && diff(3, c->n, n) < 1e-15 &&
               fabs(c->p[0] - x) < 1e-15 && fabs(fabs(c->p[1]) - 0.1) < 1e-15 &&
               fabs(c->p[2] - 0.5) < 1e-15 && fabs(c->psi) < 1e-15;
    }
    CHECK(good && corners == 2, "plank across a cube: its 2 corners at (-0.3, +-0.1, 0.5) "
          "and 2 edge crossings at (0.5, +-0.1, 0.5) on the top face, n = e_z (%d contacts, "
          "%d corners)", info.step.contacts.n, corners);
    multibody_free(&info);
    bodies_scene_free(&s);
}

/* A stack declared top first: a wide T (0.6 x 0.6) on a narrow B (0.4 x
 * 0.4) on the floor, T declared before B.  B's top corners lie within T's
 * bottom face (T's corners lie outside B's top face), so the pair's face is
 * T's, on the side -1 of T's z axis, and the normal is -e_z, into B (body
 * 1): the impulses push B down and T up.  200 steps later both are where
 * they started (1e-9) and at rest. */
static void test_stack_top_first(void)
{
    if (read_scene("ground mu 0.5\nnd 4\n"
                   "box T size 0.6 0.6 0.2 mass 1 pos 0.05 0 0.3\n"
                   "box B size 0.4 0.4 0.2 mass 2 pos 0 0 0.1\n") != 0) {
        CHECK(0, "scene read");
        return;
    }
    bodies_scene *s = &scene.scene;
    multibody_solver info;
    memset(&info, 0, sizeof info);
    int solved = 1;
    for (int l = 0; l < 200; l++)
        solved &= multibody_step(s, NULL, &info) == LCP_SOLVED;
    int below = 0;
    for (int i = 0; i < info.step.contacts.n; i++)
        below += info.step.contacts.c[i].body1 == 1 && info.step.contacts.c[i].body2 == 0 &&
                 info.step.contacts.c[i].n[2] == -1.0;
    CHECK_INT(below, 4, "stack declared top first: B's 4 top corners on T's face, n = -e_z");
    double drift = fabs(s->body[0].s.x[2] - 0.3) + fabs(s->body[1].s.x[2] - 0.1) +
                   fabs(s->body[0].s.x[0] - 0.05) + fabs(s->body[1].s.x[0]);
    double speed = linalg_norm2(3, s->body[0].s.v) + linalg_norm2(3, s->body[1].s.v);
    CHECK(solved && drift < 1e-9 && speed < 1e-9, "stack declared top first: rests (drift "
          "%.2g, speed %.2g)", drift, speed);
    multibody_free(&info);
}

/* A box dropped flat from rest 0.05 above the floor, h = 0.01: free fall
 * z_l = z0 - g h^2 l (l + 1) / 2 for l <= 9; step 10 takes the corners
 * in (gap <= h |v_free|) and ends on the floor; it never goes below. */
static void test_landing(void)
{
    if (read_scene("ground mu 0.5\nnd 4\nbox A size 0.4 0.3 0.2 mass 1 pos 0 0 0.15\n") != 0) {
        CHECK(0, "scene read");
        return;
    }
    bodies_scene *s = &scene.scene;
    multibody_solver info;
    memset(&info, 0, sizeof info);
    const double z0 = 0.15, h = 0.01;
    double fall = 0.0, below = 0.0;
    int first = -1;
    for (int l = 1; l <= 30; l++) {
        multibody_step(s, NULL, &info);
        if (first < 0 && info.step.contacts.n > 0)
            first = l;
        if (l < 10)
            fall = fmax(fall, fabs(s->body[0].s.x[2] - (z0 - G * h * h * l * (l + 1) / 2)));
        below = fmax(below, 0.1 - s->body[0].s.x[2]);
    }
    CHECK_INT(first, 10, "landing: the corners enter the LCP in step 10");
    CHECK(fall < 1e-14, "landing: free fall before (%.2g)", fall);
    CHECK(below < 1e-12, "landing: never below the floor (%.2g)", below);
    CHECK(fabs(s->body[0].s.x[2] - 0.1) < 1e-12 && fabs(s->body[0].s.v[2]) < 1e-12,
          "landing: at rest on the floor");
    multibody_free(&info);
}

/* ------------------------------------------------------------ scenes of any size */

/* The text of n cubes of edge 0.5 and mass 1 in a row on the floor, centres
 * at (i, 0, 0.25) (gaps of 0.5 between them), a pair's mu and a joint
 * between the last two; NULL when out of memory (the caller frees it). */
static char *row_of_boxes(int n)
{
    size_t size = 200 + (size_t)n * 80, used = 0;
    char *text = malloc(size);
    if (!text)
        return NULL;
    used += (size_t)snprintf(text, size, "ground mu 0.5\nnd 4\n");
    for (int i = 0; i < n; i++)
        used += (size_t)snprintf(text + used, size - used,
                                 "box b%d size 0.5 0.5 0.5 mass 1 pos %d 0 0.25\n", i, i);
    snprintf(text + used, size - used, "mu b0 b1 0.2\njoint ball b%d b%d at %d.5 0 0.25\n",
             n - 2, n - 1, n - 2);
    return text;
}

/* No limit on boxes but memory: 100 boxes read (more than the 32 of
 * before), each with its line (box i on line 3 + i); the pair's mu, the
 * joint.  40 of them (a dense LCP of 160 contacts) stand for 3 steps:
 * every box where it was (1e-12) and at rest; bodies_scene_copy keeps the
 * state before each step in storage sized once. */
static void test_many_boxes(void)
{
    char *text = row_of_boxes(100);
    int read = text && read_scene(text) == 0;
    free(text);
    bodies_scene *s = &scene.scene;
    CHECK(read && s->nbodies == 100 && s->njoints == 1, "100 boxes read (%d), a joint",
          read ? s->nbodies : 0);
    if (!read)
        return;
    CHECK(scene.body_line[0] == 3 && scene.body_line[99] == 102 &&
          bodies_find_body(s, "b99") == 99, "box i declared on line 3 + i");
    CHECK(bodies_mu(s, 1, 0) == 0.2 && bodies_mu(s, 1, 2) == 0.5,
          "the pair's mu, the ground's else");
    text = row_of_boxes(40);
    read = text && read_scene(text) == 0;
    free(text);
    multibody_solver info;
    bodies_scene before;
    memset(&info, 0, sizeof info);
    bodies_scene_init(&before);
    int solved = read, copied = 1;
    const bodies_box *storage = NULL;
    for (int l = 0; l < 3 && solved; l++) {
        copied &= bodies_scene_copy(&before, s) == 0 && (l == 0 || before.body == storage);
        storage = before.body;
        solved = multibody_step(s, NULL, &info) == LCP_SOLVED;
    }
    double drift = 0.0, speed = 0.0;
    for (int k = 0; k < s->nbodies; k++) {
        const double want[3] = {k, 0, 0.25};
        drift = fmax(drift, diff(3, s->body[k].s.x, want));
        speed = fmax(speed, linalg_norm_inf(3, s->body[k].s.v));
    }
    CHECK(solved && info.step.contacts.n == 160, "40 boxes: 3 steps solved, 160 contacts (%d)", info.step.contacts.n);
    CHECK(drift < 1e-12 && speed < 1e-12, "40 boxes at rest (drift %.2g, speed %.2g)", drift,
          speed);
    CHECK(copied && before.nbodies == 40 && before.body[39].s.x[0] == 39.0,
          "the state before the step copied into the same storage each step");
    bodies_scene_free(&before);
    multibody_free(&info);
}

int main(void)
{
    test_quat_omega();
    test_step_frames();
    test_pair_mu();
    test_joint_rotated();
    test_separating_face();
    test_stack_top_first();
    test_landing();
    test_many_boxes();
    scene_free(&scene);
    return test_done();
}
