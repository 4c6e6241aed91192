/* test_friction: chapter 4's worked examples W5-W8 (and errata E1, E10),
 * and the time-stepped block against Coulomb's law in closed form, with
 * other data than the report's; every step's LCP is solved again exactly. */
#include "block.h"
#include "dmath.h"
#include "friction.h"
#include "lcp_solve.h"
#include "linalg.h"
#include "test.h"

#include <math.h>

static const double x_axis[2] = {1.0, 0.0};

/* Solve the kinematic LCP for v = (vx, vy). */
static friction_solution kinematic(double vx, double vy, double mu, double fn)
{
    friction_directions D;
    friction_solution sol;
    friction_directions_plane(&D, x_axis);
    lcp_status status = friction_kinematic_solve(&D, (const double[2]){vx, vy}, mu, fn, NULL, &sol);
    CHECK_INT(status, LCP_SOLVED, "kinematic LCP v = (%g, %g), mu %g, fn %g is solved", vx, vy,
              mu, fn);
    return sol;
}

/* W5 and W6 (000 pp. 3-4, E1): sliding right gives alpha1 = mu fn, sliding
 * left alpha2 = mu fn; s = 1 both times. */
static void test_w5_w6(void)
{
    friction_solution r = kinematic(1, 0, 0.5, 4), l = kinematic(-1, 0, 0.5, 4);
    CHECK(r.alpha[0] == 2 && r.alpha[1] == 0 && r.s == 1, "W5: alpha = (mu fn, 0), s = 1");
    CHECK(r.force[0] == -2 && r.force[1] == 0, "W5: the friction force is -mu fn along x");
    CHECK(l.alpha[0] == 0 && l.alpha[1] == 2 && l.s == 1, "W6 (E1): alpha = (0, mu fn), s = 1");
    CHECK(r.w[0] == 0 && r.w[1] == 2 && r.w[2] == 0,
          "W5: w = (d1^T v + s, d2^T v + s, mu fn - e^T alpha) = (0, 2, 0)");
}

/* W8's sliding case for other data: s = |vx|, the whole force mu fn on the
 * direction against the motion, whatever the normal velocity. */
static void test_sliding_other_data(void)
{
    const double vx[] = {2.5, -0.75, 1e-3, -40};
    for (int i = 0; i < 4; i++) {
        double mu = 0.3, fn = 7.0;
        friction_solution sol = kinematic(vx[i], 3.0, mu, fn);
        int against = vx[i] > 0 ? 0 : 1;
        CHECK_NEAR(sol.s, fabs(vx[i]), 1e-14 * fabs(vx[i]), "vx = %g: s = |vx|", vx[i]);
        CHECK_NEAR(sol.alpha[against], mu * fn, 1e-14, "vx = %g: the direction against the "
                   "motion carries mu fn", vx[i]);
        CHECK(sol.alpha[1 - against] == 0, "vx = %g: the other alpha is 0", vx[i]);
        CHECK_NEAR(sol.force[0], -copysign(mu * fn, vx[i]), 1e-14,
                   "vx = %g: friction = -mu fn sign(vx)", vx[i]);
    }
}

/* The kinematic LCP's data, as an lcp_problem with storage. */
typedef struct {
    double M[9], q[3];
    lcp_problem p;
} kinematic_lcp;

static void kinematic_problem(kinematic_lcp *k, double vx, double mu, double fn)
{
    friction_directions D;
    friction_directions_plane(&D, x_axis);
    friction_kinematic_lcp(&D, (const double[2]){vx, 0.0}, mu, fn, k->M, k->q);
    k->p = (lcp_problem){.n = 3, .M = k->M, .q = k->q};
}

/* W7 (000 p. 4): v = 0 sticks, s = 0, the force in the cone; every point of
 * the cone solves it, none outside does (E10). */
static void test_w7(void)
{
    friction_solution sol = kinematic(0, 0, 0.5, 4);
    CHECK(sol.s == 0, "W7: s = 0");
    CHECK(sol.alpha[0] >= 0 && sol.alpha[1] >= 0 && sol.alpha[0] + sol.alpha[1] <= 2,
          "W7: the solution found lies in the cone");
    kinematic_lcp k;
    kinematic_problem(&k, 0.0, 0.5, 4.0);
    const double inside[4][3] = {{0, 0, 0}, {1, 0.5, 0}, {2, 0, 0}, {0.7, 1.3, 0}};
    for (int i = 0; i < 4; i++)
        CHECK_INT(lcp_check(&k.p, inside[i], 1e-12, NULL, NULL, 0), 0,
                  "W7: alpha = (%g, %g) in the cone solves the LCP", inside[i][0], inside[i][1]);
    lcp_violation v;
    const double e10[3] = {1.5, 1, 0};
    CHECK(lcp_check(&k.p, e10, 1e-12, NULL, &v, 1) == 1 && v.condition == LCP_W_NEGATIVE &&
              v.index == 2 && v.value == -0.5,
          "E10: alpha = (3/2, 1) has each alpha_j <= mu fn but breaks the cone row, w_3 = -1/2");
    const double slack[3] = {0, 0, 1};
    CHECK(lcp_check(&k.p, slack, 1e-12, NULL, &v, 1) == 1 && v.condition ==
              LCP_NOT_COMPLEMENTARY && v.index == 2,
          "W8: s > 0 with v = 0 and fn > 0 breaks s (mu fn - e^T alpha) = 0");
    kinematic_problem(&k, 0.0, 0.5, 0.0);
    CHECK_INT(lcp_check(&k.p, (const double[3]){0, 0, 5}, 1e-12, NULL, NULL, 0), 0,
              "W8 degenerate: with fn = 0, s = 5 solves the LCP");
}

/* friction_kinematic_nonunique: where it says "not unique", a second
 * solution built from the closed form (another split, another slack) passes
 * lcp_check; where it says unique, the closed form (alpha = mu fn on the
 * direction against v, s = |vx|) is what the solver returns. */
static void test_uniqueness(void)
{
    friction_directions D;
    friction_directions_plane(&D, x_axis);
    const double mu = 0.4, fn = 2.5, vx[] = {1.5, -0.2, 0.0};
    for (int i = 0; i < 3; i++) {
        int kind = friction_kinematic_nonunique(&D, (const double[2]){vx[i], 7.0}, mu, fn);
        kinematic_lcp k;
        kinematic_problem(&k, vx[i], mu, fn);
        if (vx[i] != 0.0) {
            friction_solution sol = kinematic(vx[i], 7.0, mu, fn);
            CHECK(kind == 0 && sol.s == fabs(vx[i]) && sol.alpha[vx[i] > 0 ? 0 : 1] == mu * fn,
                  "vx = %g (sliding), fn > 0: unique, the closed form", vx[i]);
            continue;
        }
        /* Sticking: (mu fn / 4, mu fn / 2, 0) and (mu fn, 0, 0) both solve it. */
        const double a[3] = {mu * fn / 4, mu * fn / 2, 0}, b[3] = {mu * fn, 0, 0};
        CHECK(kind == FRICTION_ANY_SPLIT && lcp_check(&k.p, a, 1e-12, NULL, NULL, 0) == 0 &&
                  lcp_check(&k.p, b, 1e-12, NULL, NULL, 0) == 0,
              "vx = 0, vy = 7: not unique (any split), two different alphas solve it");
    }
    /* fn = 0: alpha = 0 and s = |vx| or 2 |vx| both solve it. */
    kinematic_lcp k;
    kinematic_problem(&k, -0.75, mu, 0.0);
    CHECK(friction_kinematic_nonunique(&D, (const double[2]){-0.75, 0}, mu, 0.0) ==
                  FRICTION_ANY_SLACK &&
              lcp_check(&k.p, (const double[3]){0, 0, 0.75}, 1e-12, NULL, NULL, 0) == 0 &&
              lcp_check(&k.p, (const double[3]){0, 0, 1.5}, 1e-12, NULL, NULL, 0) == 0,
          "fn = 0: not unique (any slack), s = |vx| and s = 2 |vx| both solve it");
    /* nd = 4 in space: v midway between -d_3 and -d_4 ties two directions. */
    friction_directions P;
    friction_directions_pyramid(&P, 4, (const double[3]){1, 0, 0}, (const double[3]){0, 1, 0});
    CHECK(friction_kinematic_nonunique(&P, (const double[3]){1, 1, 0}, mu, fn) ==
                  FRICTION_ANY_SPLIT &&
              friction_kinematic_nonunique(&P, (const double[3]){1, 0.5, 0}, mu, fn) == 0,
          "nd = 4: v = (1, 1) ties d_3 and d_4 (not unique), v = (1, 1/2) does not");
}

/* The kinematic LCPs solved exactly give the floating-point answers. */
static void test_kinematic_exact(void)
{
    const double vx[] = {1, -1, 0, 0.3, -2.75};
    for (int i = 0; i < 5; i++) {
        kinematic_lcp k;
        kinematic_problem(&k, vx[i], 0.4, 2.5);
        lcp_options exact = lcp_default_options(), lemke = lcp_default_options();
        exact.method = LCP_METHOD_LEMKE_EXACT;
        lemke.method = LCP_METHOD_LEMKE;
        double ze[3], zf[3], w[3];
        lcp_result r;
        CHECK(lcp_solve(&k.p, &exact, ze, w, &r) == LCP_SOLVED &&
                  lcp_solve(&k.p, &lemke, zf, w, &r) == LCP_SOLVED,
              "vx = %g: solved exactly and in floating point", vx[i]);
        CHECK(fabs(ze[1] - ze[0] - (zf[1] - zf[0])) <= 1e-15 && fabs(ze[2] - zf[2]) <= 1e-15,
              "vx = %g: the same friction force and slack both ways", vx[i]);
    }
}

/* Run the block for the given steps; at every step also solve the step's
 * LCP exactly and compare the physical answer: p_n, the net friction
 * impulse p_f2 - p_f1 (the split is not unique when sticking) and s. */
static void run_block(const block_params *p, int steps, block_sample *samples)
{
    particle_contact_model model;
    particle_contact_state s;
    particle_contact_step_info info;
    block_model(p, &model);
    block_start(p, &model, &s);
    samples[0] = (block_sample){.v = p->v0};
    double worst = 0.0;
    int failed = 0;
    for (int l = 1; l <= steps; l++) {
        particle_contact_step_info exact_info;
        if (block_step(p, &model, &s, &info, &samples[l]) != LCP_SOLVED)
            failed++;
        lcp_options exact = lcp_default_options();
        exact.method = LCP_METHOD_LEMKE_EXACT;
        lcp_problem lp = {.n = info.size, .M = info.M, .q = info.q};
        if (lcp_solve(&lp, &exact, exact_info.z, exact_info.w, &exact_info.lcp) != LCP_SOLVED)
            failed++;
        double d[3] = {exact_info.z[0] - info.z[0],
                       (exact_info.z[2] - exact_info.z[1]) - (info.z[2] - info.z[1]),
                       exact_info.z[3] - info.z[3]};
        worst = fmax(worst, linalg_norm_inf(3, d) / (1.0 + linalg_norm_inf(4, info.z)));
    }
    CHECK_INT(failed, 0, "theta %g deg, k %g: every step solved, in floating point and exactly",
              p->theta * 180 / DMATH_PI, p->push_rate);
    CHECK(worst <= 1e-12, "theta %g deg, k %g: exact and floating point agree on p_n, the net "
          "friction and s (worst %.2g)", p->theta * 180 / DMATH_PI, p->push_rate, worst);
}

/* The force ramp on a level floor, other data than the report's: stick
 * until k t = mu m g, then v = k (t - t*)^2 / (2m), x = k (t - t*)^3 / (6m).
 * The velocity error is at most k h^2 / (8m) (the breakaway step); the
 * position error is within h/2 times the velocity, plus that. */
static void test_ramp(void)
{
    enum { STEPS = 400 };
    block_params p = {.m = 2, .g = 9.81, .mu = 0.4, .theta = 0, .push_rate = 3, .h = 0.01};
    block_sample b[STEPS + 1];
    run_block(&p, STEPS, b);
    double t_star = p.mu * p.m * p.g / p.push_rate;
    int stuck_ok = 1, slide_v = 1, slide_x = 1, friction_ok = 1, exact_ok = 1;
    for (int l = 1; l <= STEPS; l++) {
        double t = l * p.h, mid = t - p.h / 2;
        if (t <= t_star) {
            stuck_ok &= fabs(b[l].v) < 1e-14 && fabs(b[l].x) < 1e-14;
            friction_ok &= fabs(b[l].ft + p.push_rate * mid) < 1e-12;
            continue;
        }
        double v = p.push_rate / (2 * p.m) * dmath_pow(t - t_star, 2);
        double x = p.push_rate / (6 * p.m) * dmath_pow(t - t_star, 3);
        double vbound = p.push_rate * p.h * p.h / (8 * p.m) + 1e-12;
        slide_v &= fabs(b[l].v - v) <= vbound;
        slide_x &= fabs(b[l].x - x) <= p.h * v / 2 + t * vbound + 1e-12;
        if (mid > t_star + p.h)
            friction_ok &= fabs(b[l].ft + p.mu * p.m * p.g) < 1e-12;
        double xe, ve;
        block_exact(&p, t, &xe, &ve);
        exact_ok &= fabs(xe - x) < 1e-12 && fabs(ve - v) < 1e-12;
    }
    CHECK(stuck_ok, "ramp: the block does not creep before t* = mu m g / k");
    CHECK(friction_ok, "ramp: friction = -push while stuck, -mu m g while sliding");
    CHECK(slide_v, "ramp: |v - k (t - t*)^2 / 2m| <= k h^2 / 8m after t*");
    CHECK(slide_x, "ramp: |x - k (t - t*)^3 / 6m| within h v / 2 plus the velocity error");
    CHECK(exact_ok, "ramp: block_exact agrees with the closed form");
    CHECK_NEAR(b[STEPS].fn, p.m * p.g, 1e-12, "ramp: the normal force is m g");
}

/* A block sliding down a slope from rest: v^l = a t_l exactly and
 * x^l = a t_l (t_l + h) / 2, so the position error is a h t / 2. */
static void test_incline_slides(void)
{
    enum { STEPS = 150 };
    block_params p = {.m = 1.5, .g = 9.81, .mu = 0.3, .theta = 35 * DMATH_PI / 180, .h = 0.02};
    block_sample b[STEPS + 1];
    run_block(&p, STEPS, b);
    double a = p.g * (dmath_sin(p.theta) - p.mu * dmath_cos(p.theta));
    int v_ok = 1, x_ok = 1, f_ok = 1, exact_ok = 1, cone_ok = 1;
    for (int l = 1; l <= STEPS; l++) {
        double t = l * p.h;
        v_ok &= fabs(b[l].v - a * t) <= 1e-12 * (1 + a * t);
        x_ok &= fabs(b[l].x - a * t * t / 2 - a * p.h * t / 2) <= 1e-11;
        /* The gap is recomputed from x each step: rounding of size |x| eps
         * becomes a force of |x| eps / h^2. */
        f_ok &= fabs(b[l].fn - p.m * p.g * dmath_cos(p.theta)) <= 1e-10;
        cone_ok &= fabs(b[l].ft + p.mu * b[l].fn) <= 1e-10;
        double xe, ve;
        block_exact(&p, t, &xe, &ve);
        exact_ok &= fabs(xe - a * t * t / 2) <= 1e-12 && fabs(ve - a * t) <= 1e-12;
    }
    CHECK(v_ok, "incline 35 deg, mu 0.3: v = g (sin - mu cos) t at every step");
    CHECK(x_ok, "incline: x - a t^2 / 2 = a h t / 2 (the scheme's error) at every step");
    CHECK(f_ok, "incline: f_n = m g cos(theta)");
    CHECK(cone_ok, "incline: sliding puts the friction on the cone's edge, f_t = -mu f_n");
    CHECK(exact_ok, "incline: block_exact agrees with a t^2 / 2");
}

/* tan(theta) <= mu: the block stays, held by f_t = -m g sin(theta). */
static void test_incline_sticks(void)
{
    enum { STEPS = 100 };
    block_params p = {.m = 3, .g = 9.81, .mu = 0.3, .theta = 15 * DMATH_PI / 180, .h = 0.05};
    block_sample b[STEPS + 1];
    run_block(&p, STEPS, b);
    CHECK(fabs(b[STEPS].x) < 1e-13 && fabs(b[STEPS].v) < 1e-13,
          "incline 15 deg, mu 0.3 (tan 15 = 0.268): the block stays");
    CHECK_NEAR(b[STEPS].ft, -p.m * p.g * dmath_sin(p.theta), 1e-12,
               "incline: the friction holding it is -m g sin(theta)");
    p.theta = dmath_atan(p.mu); /* the critical angle: still holds */
    run_block(&p, STEPS, b);
    CHECK(fabs(b[STEPS].x) < 1e-12, "at tan(theta) = mu the block still stays");
}

/* Launched down a slope it cannot slide down: decelerates at
 * g (mu cos - sin), stops at t_s = v0 / that, and stays. */
static void test_incline_stops(void)
{
    enum { STEPS = 80 };
    block_params p = {.m = 1, .g = 9.81, .mu = 0.6, .theta = 12 * DMATH_PI / 180, .h = 0.025,
                      .v0 = 2.2};
    block_sample b[STEPS + 1];
    run_block(&p, STEPS, b);
    double d = p.g * (p.mu * dmath_cos(p.theta) - dmath_sin(p.theta)), t_stop = p.v0 / d;
    int first_zero = -1;
    for (int l = 1; l <= STEPS && first_zero < 0; l++)
        if (fabs(b[l].v) < 1e-12)
            first_zero = l;
    CHECK(first_zero > 0 && first_zero * p.h >= t_stop && first_zero * p.h < t_stop + p.h,
          "launched at 2.2 up to a stop: v = 0 from the step containing t_s = %.4f", t_stop);
    CHECK(fabs(b[STEPS].v) < 1e-12 && fabs(b[STEPS].x - b[first_zero].x) < 1e-12,
          "after stopping the block stays");
    /* Sliding, v_l = v0 - l d h exactly while it stays > 0, l = 1..m with
     * n = v0 / (d h) = 23.67, m = floor(n) = 23; step m + 1 sticks.  So x =
     * h sum_{l<=m} v_l = d h^2 (m n - m (m + 1) / 2), short of the exact
     * v0^2 / (2d) = d h^2 n^2 / 2 by d h^2 ((n - m)^2 + m) / 2 = 0.0272
     * (about v0 h / 2); only rounding (1e-15) is left to the tolerance. */
    double n = p.v0 / (d * p.h), m = floor(n);
    CHECK_NEAR(b[STEPS].x, p.v0 * p.v0 / (2 * d) - d * p.h * p.h * ((n - m) * (n - m) + m) / 2,
               1e-12, "it stops d h^2 ((n - m)^2 + m) / 2 short of x_s = v0^2 / (2 d), "
               "n = v0 / (d h), m = floor(n)");
    block_phase ph[4];
    CHECK(block_phases(&p, STEPS * p.h, ph, 4) == 2 && ph[0].direction == 1 &&
              fabs(ph[0].t1 - t_stop) < 1e-12 && ph[1].direction == 0,
          "block_phases: slide down until t_s, then stick");
}

/* Pulled up the slope (k < 0): sticks until F = -mu f_n, then slides up. */
static void test_pull_up(void)
{
    block_params p = {.m = 1, .g = 9.81, .mu = 0.5, .theta = 10 * DMATH_PI / 180,
                      .push_rate = -1, .h = 0.05};
    double limit = p.mu * p.m * p.g * dmath_cos(p.theta);
    double t_break = (p.m * p.g * dmath_sin(p.theta) + limit) / -p.push_rate;
    block_phase ph[4];
    CHECK(block_phases(&p, 8, ph, 4) == 2 && ph[0].direction == 0 &&
              fabs(ph[0].t1 - t_break) < 1e-12 && ph[1].direction == -1 && ph[1].v1 < 0,
          "pulled up: sticks until t = %.4f, then slides up", t_break);
    enum { STEPS = 160 };
    block_sample b[STEPS + 1];
    run_block(&p, STEPS, b);
    /* Sliding up, m dv/dt = F(t) + limit is linear in t and each step
     * averages F, so v is exact at the grid points except for what the
     * breakaway step gets wrong.  The simulation breaks away in the first
     * step whose average (midpoint) drive is below -limit: the step that
     * starts at t_{b-1} <= t_break if delta = t_break - t_{b-1} < h/2, else
     * the next.  Either way it gains the impulse int (F + limit) dt between
     * t_break and that step's start (positive before t_break, missed
     * negative after), |k| eps^2 / 2 with eps = min(delta, h - delta):
     * v - v_exact = |k| eps^2 / (2m) <= |k| h^2 / (8m).  Here t_break =
     * 6.53397, delta = 0.03397, eps = 0.01603: 1.28e-4 on |v| = 1.07. */
    double xe, ve;
    block_exact(&p, 8, &xe, &ve);
    double delta = t_break - floor(t_break / p.h) * p.h, eps = fmin(delta, p.h - delta);
    CHECK(b[STEPS].v < 0, "the simulation slides up as well");
    CHECK_NEAR(b[STEPS].v - ve, -p.push_rate * eps * eps / (2 * p.m), 1e-12,
               "its v is off the exact one by |k| eps^2 / (2m) = %.4g, eps = %.4g",
               -p.push_rate * eps * eps / (2 * p.m), eps);
}

int main(void)
{
    test_w5_w6();
    test_sliding_other_data();
    test_w7();
    test_kinematic_exact();
    test_uniqueness();
    test_ramp();
    test_incline_slides();
    test_incline_sticks();
    test_incline_stops();
    test_pull_up();
    return test_done();
}
