/* test_planar_body: the planar body driven by planar LuGre friction
 * (src/planar_body.h) against answers derived here, not taken from the
 * program: the sticking disc's displacement bound (the bristles' spring),
 * the sliding disc's closed-form acceleration, the free fall of an
 * ungripped box, the gripped box at rest while it sticks and moving while
 * it slips, the fingers' forces on the sticking box (its weight and
 * gravity's torque, the paper's Fig. 32) and the force sample that
 * changes nothing, and the scheme's convergence when dt is halved.
 */
#include "dmath.h"
#include "planar_body.h"
#include "test.h"

#include <stdlib.h>
#include <string.h>

/* The model `kind` for `shape` on N x N cells of side L, parameter set
 * p = 1 with EP on or off and normal force fn. */
static int make_model(planar_model *m, planar_model_kind kind, planar_shape shape, int N,
                      double L, double fn, int ep)
{
    double *P = malloc((size_t)N * (size_t)N * sizeof *P);
    lugre_params p;
    lugre_pset(1, &p);
    p.ep = ep;
    p.fn = fn;
    planar_pressure(shape, N, P);
    int bad = planar_model_init(m, kind, N, L, P, &p, 20);
    free(P);
    return bad;
}

/* The disc on its circle contact (N = 11 to keep the test short: the
 * bounds below hold for any grid). */
static int make_disc(planar_body *b, planar_model *m, planar_model_kind kind, int ep)
{
    planar_body_disc(b);
    int bad = make_model(m, kind, PLANAR_CIRCLE, 11, 0.05, b->m * PLANAR_GRAVITY, ep);
    if (bad == 0)
        b->reach = planar_body_reach(m);
    return bad;
}

/* Run the disc under the tangential drift load (no torque before 2.8 s)
 * from t0 to t1 at dt; the largest |x| on the way. */
static double run_drift(planar_body *b, planar_model *m, double t0, double t1, double dt)
{
    double xmax = 0.0, ext[3];
    for (long k = lround(t0 / dt); k < lround(t1 / dt); k++) {
        double fn = planar_drift_load(0, (double)k * dt, ext);
        planar_body_advance(b, m, fn, ext, dt, NULL, 1000);
        xmax = fmax(xmax, fabs(b->q[0]));
    }
    return xmax;
}

/* A sticking disc with elasto-plastic bristles: below the break-away
 * deflection beta = 0, z' = v, so every bristle bends by exactly the
 * disc's displacement x and the friction is (sigma0 x + (sigma1 + sigma2)
 * x') fn: a spring k = sigma0 fn with damping c = (sigma1 + sigma2) fn,
 * overdamped here (c^2 > 4 k m: 6.2e7 > 3.9e7), driven far below its
 * natural frequency (3 Hz against 500 Hz).  So |x| <= F_max / (sigma0 fn)
 * with F_max = 1.4 N, x(1 s) = 1 N / (sigma0 fn) after the constant load,
 * and x comes back to the same value at the same phase of the 3 Hz load
 * (t = 1.5 s and three periods later, 2.5 s).  Without the extension
 * (LuGre) the same load makes the disc drift: x(2.5) exceeds x(1) by more
 * than 10 %. */
static void test_sticking(planar_model_kind kind)
{
    const char *name = planar_model_name(kind);
    for (int ep = 1; ep >= 0; ep--) {
        planar_body b;
        planar_model m;
        CHECK(make_disc(&b, &m, kind, ep) == 0, "%s disc model", name);
        double k = m.dist.p.sigma0 * b.m * PLANAR_GRAVITY, dt = 1e-5;
        double xmax = run_drift(&b, &m, 0.0, 1.0, dt), x1 = b.q[0];
        xmax = fmax(xmax, run_drift(&b, &m, 1.0, 1.5, dt));
        double x15 = b.q[0];
        xmax = fmax(xmax, run_drift(&b, &m, 1.5, 2.5, dt));
        if (ep) {
            CHECK(xmax <= 1.4 / k, "%s EP: |x| = %g <= 1.4 N / (sigma0 fn) = %g", name, xmax,
                  1.4 / k);
            CHECK_NEAR(x1, 1.0 / k, 1e-3 / k, "%s EP: x(1 s) = 1 N / (sigma0 fn)", name);
            CHECK_NEAR(b.q[0], x15, 1e-6 / k, "%s EP: no drift, x(2.5 s) = x(1.5 s)", name);
        } else {
            CHECK(b.q[0] > 1.1 * x1, "%s LuGre drifts: x(2.5 s) = %g > 1.1 x(1 s) = %g", name,
                  b.q[0], 1.1 * x1);
        }
        CHECK(fabs(b.q[1]) < 1e-12 * b.q[0] && fabs(b.q[2]) < 1e-12,
              "%s: no torque, no lateral load: y = theta = 0 (to rounding)", name);
        planar_model_free(&m);
    }
}

/* A load F = 12.5 N above mu_s fn = 11.77 N: the disc breaks away and
 * slides.  Once v >> v_s the Stribeck term is gone (g = mu_c) and every
 * bristle sits at z = g / sigma0 along v (z' = 0), so m v' = F - mu_c fn -
 * sigma2 fn v: v approaches v_inf = (F - mu_c fn) / (sigma2 fn) with the
 * time constant T = m / (sigma2 fn): v(t2) = v_inf + (v(t1) - v_inf)
 * exp(-(t2 - t1) / T).  The scheme's v += a dt solves this linear equation
 * with (1 - dt / T)^n in place of the exponential (n = (t2 - t1) / dt), so
 * it must match that to rounding and the exponential to O(dt / T): the
 * mean acceleration over [t1, t2] is (F - mu_c fn - sigma2 fn v_mean) / m,
 * v_mean = (v(t1) + v(t2)) / 2. */
static void test_sliding(planar_model_kind kind)
{
    const char *name = planar_model_name(kind);
    planar_body b;
    planar_model m;
    CHECK(make_disc(&b, &m, kind, 1) == 0, "%s disc model", name);
    const lugre_params *p = &m.dist.p;
    double F = 12.5, fn = p->fn, ext[3] = {F, 0.0, 0.0}, dt = 1e-5, v1 = 0.0;
    for (long k = 0; k < 2000; k++) {
        if (k == 1000)
            v1 = b.v[0];
        planar_body_advance(&b, &m, fn, ext, dt, NULL, 1000);
    }
    double vinf = (F - p->muc * fn) / (p->sigma2 * fn), T = b.m / (p->sigma2 * fn);
    double euler = vinf + (v1 - vinf) * dmath_pow(1.0 - dt / T, 1000.0);
    double exact = vinf + (v1 - vinf) * dmath_exp(-0.01 / T), a = (b.v[0] - v1) / 0.01;
    CHECK(v1 > 0.02, "%s slides: v(0.01 s) = %g m/s >> v_s", name, v1);
    CHECK_NEAR(b.v[0], euler, 1e-9 * (euler - v1), "%s: v(0.02 s), the scheme's closed form",
               name);
    CHECK_NEAR(b.v[0], exact, 1e-4 * (exact - v1), "%s: v(0.02 s), the exponential", name);
    CHECK_NEAR(a, (F - p->muc * fn - p->sigma2 * fn * 0.5 * (v1 + b.v[0])) / b.m, 1e-4 * a,
               "%s: acceleration (F - mu_c fn - sigma2 fn v) / m", name);
    planar_model_free(&m);
}

/* The box with no grip (fn = 0: the contact is open) falls freely: the
 * step's q += v dt + a dt^2 / 2 is exact for a constant a, so y = -g t^2 / 2
 * and vy = -g t up to the rounding of 5e4 sums (about 5e4 eps = 1e-11
 * relative); x, theta stay. */
static void test_free_fall(void)
{
    planar_body b;
    planar_model m;
    planar_body_box(&b, 0.002);
    CHECK(make_model(&m, PLANAR_MODEL_DIST, PLANAR_SQUARE, 21, 0.02, 1.0, 1) == 0, "box model");
    b.reach = planar_body_reach(&m);
    double ext[3] = {0.0, -b.m * PLANAR_GRAVITY, 0.0}, dt = 1e-5;
    for (long k = 0; k < 50000; k++)
        planar_body_advance(&b, &m, planar_grip_force(0, 0, (double)k * dt), ext, dt, NULL, 1000);
    double t = 0.5, y = -0.5 * PLANAR_GRAVITY * t * t;
    CHECK_NEAR(b.q[1], y, 1e-10 * fabs(y), "free fall: y(0.5 s) = -g t^2 / 2");
    CHECK_NEAR(b.v[1], -PLANAR_GRAVITY * t, 1e-10 * PLANAR_GRAVITY * t, "free fall: vy = -g t");
    CHECK(b.q[0] == 0.002 && b.q[2] == 0.0 && b.v[0] == 0.0, "free fall: x, theta unchanged");
    planar_model_free(&m);
}

/* The box in the gripper, profile 2, from t0 to t1: the largest |vy| and
 * |omega| on the way and the displacement range of y. */
typedef struct {
    double vmax, wmax, ymin, ymax;
} motion;

static motion run_grip(planar_body *b, planar_model *m, int grip, double t0, double t1,
                       double dt)
{
    motion r = {0.0, 0.0, b->q[1], b->q[1]};
    double ext[3];
    for (long k = lround(t0 / dt); k < lround(t1 / dt); k++) {
        double fn = planar_experiment_load(PLANAR_SLIP_STICK, grip, b, (double)k * dt, ext);
        planar_body_advance(b, m, fn, ext, dt, NULL, 1000);
        r.vmax = fmax(r.vmax, fabs(b->v[1]));
        r.wmax = fmax(r.wmax, fabs(b->v[2]));
        r.ymin = fmin(r.ymin, b->q[1]);
        r.ymax = fmax(r.ymax, b->q[1]);
    }
    return r;
}

static int make_box(planar_body *b, planar_model *m, planar_model_kind kind, int N)
{
    planar_body_box(b, 0.002);
    int bad = make_model(m, kind, PLANAR_SQUARE, N, 0.02, 1.0, 1);
    if (bad == 0)
        b->reach = planar_body_reach(m);
    return bad;
}

/* Grip profile 2: 2 N per finger holds the box (2 mu_c 2 N = 4 N against
 * its weight 1.96 N and the torque of its 2 mm offset); 0.84 N over
 * 0.33-0.5 s does not (2 mu_s 0.84 N = 2.02 N barely above the weight,
 * and once moving 2 mu_c 0.84 N = 1.68 N below it).  While it sticks the
 * bristles are springs (beta = 0): the box moves only as far as they bend,
 * less than the break-away deflection z_max = mu_s / sigma0 = 1.2 um, and
 * its velocity dies with the slowest sticking mode (the turn: damping
 * c / (2 I) = 2 sigma1 fn sum w r^2 / (2 I) = 190 1/s with sum w r^2 =
 * L^2 / 6), so 0.15 s after a change it is below e^-28 of its peak
 * (< 1e-2): |v| < 1e-9.  The box stops slipping about 0.02 s after the grip
 * comes back at 0.5 s (it decelerates at (4 - 1.96) N / 0.2 kg from
 * 0.2 m/s): the second window starts at 0.7 s. */
static void test_slip_stick(planar_model_kind kind)
{
    const char *name = planar_model_name(kind);
    planar_body b;
    planar_model m;
    CHECK(make_box(&b, &m, kind, 21) == 0, "%s box model", name);
    double dt = 1e-5, zmax = m.dist.p.mus / m.dist.p.sigma0;
    run_grip(&b, &m, 2, 0.0, 0.1, dt);
    motion stick1 = run_grip(&b, &m, 2, 0.1, 0.33, dt);
    motion slip = run_grip(&b, &m, 2, 0.33, 0.7, dt);
    motion stick2 = run_grip(&b, &m, 2, 0.7, 1.0, dt);
    CHECK(stick1.vmax < 1e-9 && stick1.wmax < 1e-9, "%s sticks at 2 N: |vy| = %g, |omega| = %g",
          name, stick1.vmax, stick1.wmax);
    CHECK(stick1.ymax - stick1.ymin < zmax, "%s sticks at 2 N: y moves %g < z_max", name,
          stick1.ymax - stick1.ymin);
    CHECK(slip.vmax > 0.05 && slip.ymin < -0.01, "%s slips at 0.84 N: |vy| up to %g, y to %g",
          name, slip.vmax, slip.ymin);
    CHECK(stick2.vmax < 1e-9 && stick2.wmax < 1e-9,
          "%s sticks again at 2 N: |vy| = %g, |omega| = %g", name, stick2.vmax, stick2.wmax);
    CHECK(stick2.ymax - stick2.ymin < zmax, "%s sticks again: y moves %g < z_max", name,
          stick2.ymax - stick2.ymin);
    planar_model_free(&m);
}

/* planar_body_friction is a pure evaluation: the wrench of a step of
 * length 0 is the wrench the next real step starts from, and the bristles
 * are left to the last bit (the next step's wrench as a twin model's that
 * was not asked). */
static void test_friction_sample(planar_model_kind kind)
{
    const char *name = planar_model_name(kind);
    planar_body b;
    planar_model m, twin;
    CHECK(make_box(&b, &m, kind, 11) == 0 && make_model(&twin, kind, PLANAR_SQUARE, 11, 0.02, 1.0,
                                                        1) == 0, "%s box models", name);
    b.v[1] = -0.01;
    b.v[2] = 0.3;
    double ext[3] = {0.0, 0.0, 0.0}, w[3], w1[3], w2[3];
    for (int j = 0; j < 20; j++) { /* the same steps on both: the same state */
        planar_body keep = b;
        planar_body_step(&b, &m, 1.5, ext, 1e-5, NULL);
        planar_body_step(&keep, &twin, 1.5, ext, 1e-5, NULL);
    }
    planar_body_friction(&b, &m, 1.5, w);
    planar_body keep = b;
    planar_body_step(&b, &m, 1.5, ext, 1e-5, w1);
    planar_body_step(&keep, &twin, 1.5, ext, 1e-5, w2);
    CHECK(memcmp(w, w1, sizeof w) == 0, "%s: the sample is the next step's wrench", name);
    CHECK(memcmp(w1, w2, sizeof w1) == 0, "%s: the sample changed nothing", name);
    planar_body_friction(&b, &m, 0.0, w);
    CHECK(w[0] == 0.0 && w[1] == 0.0 && w[2] == 0.0, "%s: an open contact has no friction", name);
    planar_model_free(&m);
    planar_model_free(&twin);
}

/* The paper's Fig. 32 (case 2 on circle contacts, one finger's friction
 * about the contact centre), checked where it has a closed form.  While
 * the box sticks it does not accelerate, so the two fingers carry its
 * weight, 2 f_y = m g, f_x = 0, and their torque about the contact centre
 * balances gravity's about it: 2 tau = m g d_x, d_x the CoM's x (the
 * fingers at the origin; d_y f_x = 0).  Profile 2 holds fn constant while
 * the box sticks: at the end of every 0.01 s interval in 0.1-0.33 s and
 * 0.7-1 s (see test_slip_stick) the balance holds to 1e-6 in the forces and
 * 1e-5 in tau (at 0.7 s the box's last turn after its slip is still dying
 * away).  Profile 1 changes fn every interval: in 0.05-0.3 s the
 * interval's end still holds it to 1e-3 in f_y, but only to 3 % in tau
 * (the torsional mode, the slowest, is not settled 0.01 s after each
 * change of the bristles' stiffness), while the first step of the next interval
 * scales the whole wrench by fn_new / fn_old, exactly: its bristles have
 * not moved yet and the wrench (sigma0 z + sigma1 z' + sigma2 v) fn is
 * linear in fn; that is the start-of-interval row's jump (--sample
 * start). */
static void test_stick_forces(planar_model_kind kind)
{
    const char *name = planar_model_name(kind);
    for (int grip = 2; grip >= 1; grip--) {
        planar_body b;
        planar_model m;
        planar_body_box(&b, 0.002);
        CHECK(make_model(&m, kind, PLANAR_CIRCLE, 11, 0.02, 1.0, 1) == 0, "%s circle box", name);
        b.reach = planar_body_reach(&m);
        double dt = 1e-5, mg = b.m * PLANAR_GRAVITY, fn_before = 0.0;
        double worst_f = 0.0, worst_t = 0.0, worst_x = 0.0, worst_jump = 0.0;
        int samples = 0;
        for (long k = 0; k < (grip == 2 ? 100000 : 30000); k++) {
            double t = (double)k * dt, end[3], start[3], fn;
            int at = k % 1000 == 0;
            int stick = grip == 2 ? (t > 0.0999 && t < 0.3301) || t > 0.6999 : t > 0.0499;
            if (at && stick)
                planar_body_friction(&b, &m, fn_before, end);
            double dx = b.q[0];
            planar_experiment_step(&b, &m, PLANAR_SLIP_STICK, grip, PLANAR_SURFACE_FIXED, k, dt,
                                   1000, &fn, start);
            if (at && stick) {
                worst_f = fmax(worst_f, fabs(2.0 * end[1] - mg) / mg);
                worst_x = fmax(worst_x, fabs(end[0]) / mg);
                worst_t = fmax(worst_t, fabs(2.0 * end[2] - mg * dx) / (mg * dx));
                for (int c = 0; c < 3; c++)
                    worst_jump = fmax(worst_jump, fabs(start[c] - end[c] * fn / fn_before) /
                                                      fabs(end[1]));
                samples++;
            }
            fn_before = fn;
        }
        double tol_f = grip == 2 ? 1e-6 : 1e-3, tol_t = grip == 2 ? 1e-5 : 0.03;
        CHECK(samples == (grip == 2 ? 54 : 25), "%s profile %d: %d interval ends", name, grip,
              samples);
        CHECK(worst_f < tol_f && worst_x < tol_f, "%s profile %d sticks: 2 f_y = m g to %g, f_x = 0 "
              "to %g of m g", name, grip, worst_f, worst_x);
        CHECK(worst_t < tol_t, "%s profile %d sticks: 2 tau = m g d_x to %g", name, grip, worst_t);
        CHECK(worst_jump < 1e-12, "%s profile %d: the next interval's first wrench is the end's "
              "times fn_new / fn_old (to %g)", name, grip, worst_jump);
        planar_model_free(&m);
    }
}

/* The scheme converges: halving dt moves the result by little.  Grip
 * profile 1 over 1 s (a stick, a slip of 1 cm and a turn of 0.05 rad, a
 * stick again) on N = 11 cells; and the drifting LuGre disc over 2 s. */
static void test_halving(void)
{
    double y[2], th[2], x[2];
    for (int h = 0; h < 2; h++) {
        planar_body b;
        planar_model m;
        double dt = h == 0 ? 1e-5 : 5e-6;
        CHECK(make_box(&b, &m, PLANAR_MODEL_DIST, 11) == 0, "box model");
        run_grip(&b, &m, 1, 0.0, 1.0, dt);
        y[h] = b.q[1];
        th[h] = b.q[2];
        planar_model_free(&m);
        CHECK(make_disc(&b, &m, PLANAR_MODEL_DIST, 0) == 0, "disc model");
        run_drift(&b, &m, 0.0, 2.0, dt);
        x[h] = b.q[0];
        planar_model_free(&m);
    }
    printf("# halving dt: y %.10g %.10g, theta %.10g %.10g, drift x %.10g %.10g\n", y[0], y[1],
           th[0], th[1], x[0], x[1]);
    CHECK_NEAR(y[1], y[0], 1e-3 * fabs(y[0]), "slip-stick: y(1 s) at dt / 2 within 0.1 %%");
    CHECK_NEAR(th[1], th[0], 1e-3 * fabs(th[0]), "slip-stick: theta(1 s) at dt / 2 within 0.1 %%");
    CHECK_NEAR(x[1], x[0], 1e-3 * fabs(x[0]), "drift: x(2 s) at dt / 2 within 0.1 %%");
}

/* planar_model_set_pattern: the same pattern again changes nothing (every
 * bristle kept, the next wrench the same to the last bit, the reduced
 * model's re-computed table identical); a pattern with more cells keeps
 * the old cells' bristles and starts the new ones at 0; the eq. 46 pattern
 * for k = 2 is the half-ellipsoid sqrt(1 - (r/a)^2), a = 6 fn^(1/3) cells. */
static void test_set_pattern(void)
{
    enum { N = 21 };
    double P[N * N], Q[N * N], v[3] = {0.01, -0.02, 0.5}, w1[3], w2[3];
    planar_pressure_proportional(N, 1.0, 2.0, P);
    CHECK_NEAR(P[10 + 10 * N], 1.0, 0.0, "eq. 46: 1 at the centre");
    CHECK_NEAR(P[13 + 10 * N], sqrt(1.0 - 0.25), 1e-15, "eq. 46: r = 3 of a = 6 cells");
    CHECK(P[15 + 10 * N] > 0.0 && P[16 + 10 * N] == 0.0, "eq. 46: r = 5 loaded, r = a = 6 not");
    for (int kind = 0; kind < 2; kind++) {
        planar_model m, ref;
        lugre_params p;
        lugre_pset(1, &p);
        p.ep = 1;
        p.fn = 1.0;
        planar_model_kind k = kind ? PLANAR_MODEL_RED : PLANAR_MODEL_DIST;
        CHECK(planar_model_init(&m, k, N, 0.02, P, &p, 20) == 0, "model");
        CHECK(planar_model_init(&ref, k, N, 0.02, P, &p, 20) == 0, "reference model");
        for (int j = 0; j < 50; j++) {
            planar_model_step(&m, v, 1e-5, w1);
            planar_model_step(&ref, v, 1e-5, w2);
        }
        CHECK(planar_model_set_pattern(&m, P, 1) == 0, "%s: the same pattern again",
              planar_model_name(k));
        planar_model_step(&m, v, 1e-5, w1);
        planar_model_step(&ref, v, 1e-5, w2);
        CHECK(memcmp(w1, w2, sizeof w1) == 0, "%s: the same pattern changes nothing",
              planar_model_name(k));
        planar_pressure_proportional(N, 1.5, 2.0, Q); /* a = 6.87 cells: more cells */
        int n0 = m.dist.n;
        double zx = m.dist.zx[0], z[3], ra = m.red.ls.c.r_a;
        const double *table = m.red.ls.h;
        memcpy(z, m.red.z, sizeof z);
        CHECK(planar_model_set_pattern(&m, Q, 0) == 0 && m.dist.n > n0,
              "%s: a wider pattern, %d cells from %d", planar_model_name(k), m.dist.n, n0);
        if (k == PLANAR_MODEL_DIST) {
            int kept = 0, fresh = 0;
            for (int j = 0; j < m.dist.n; j++) {
                kept += m.dist.zx[j] == zx;
                fresh += m.dist.zx[j] == 0.0 && m.dist.zy[j] == 0.0;
            }
            CHECK(kept > 0 && fresh == m.dist.n - n0, "dist: %d new cells at z = 0, the old kept",
                  fresh);
        } else {
            CHECK(memcmp(z, m.red.z, sizeof z) == 0 && m.red.ls.h == table,
                  "red: the bristle and (recalc = 0) the table kept");
            CHECK(m.red.ls.c.r_a > ra, "red: r_a grows with the pattern, %g > %g",
                  m.red.ls.c.r_a, ra);
        }
        planar_model_free(&m);
        planar_model_free(&ref);
    }
}

int main(void)
{
    planar_model_kind kinds[2] = {PLANAR_MODEL_DIST, PLANAR_MODEL_RED};
    for (int k = 0; k < 2; k++) {
        test_sticking(kinds[k]);
        test_sliding(kinds[k]);
        test_slip_stick(kinds[k]);
        test_friction_sample(kinds[k]);
        test_stick_forces(kinds[k]);
    }
    test_free_fall();
    test_set_pattern();
    test_halving();
    return test_done();
}
