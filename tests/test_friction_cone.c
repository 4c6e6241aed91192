/* test_friction_cone: chapter 5, the 3D particle with a polyhedral friction
 * cone (notes 000 pp. 5-6, W9).  The library's pyramid, kinematic LCP and
 * particle step are checked against facts derived by hand; the program
 * friction-cone (circle in closed form, the continuous stopping times) is
 * run and its output checked the same way. */
#define _POSIX_C_SOURCE 200809L
#include "dmath.h"
#include "friction.h"
#include "friction_cone.h"
#include "lcp_exact.h"
#include "lcp_solve.h"
#include "linalg.h"
#include "particle_contact.h"
#include "test.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const double MU = 0.5, G = 9.81;
static char program[1024]; /* build/bin/friction-cone, from argv[0] */

static double angle_between(const double *a, const double *b)
{
    double c = linalg_dot(3, a, b) / (linalg_norm2(3, a) * linalg_norm2(3, b));
    return dmath_acos(c > 1 ? 1 : c < -1 ? -1 : c);
}

/* ------------------------------------------------------------ W9: D = F A */

/* A tilted frame, so that nothing rests on the axes: t, o orthonormal,
 * n = t x o. */
static void tilted_frame(double t[3], double o[3], double n[3])
{
    const double a = 0.3, b = -0.7; /* rotations about x, then z */
    double t0[3] = {dmath_cos(b), dmath_sin(b), 0}, o0[3] = {-dmath_sin(b), dmath_cos(b), 0};
    double r[3][3] = {{1, 0, 0}, {0, dmath_cos(a), -dmath_sin(a)}, {0, dmath_sin(a), dmath_cos(a)}};
    linalg_matvec(3, 3, &r[0][0], t0, t);
    linalg_matvec(3, 3, &r[0][0], o0, o);
    n[0] = t[1] * o[2] - t[2] * o[1];
    n[1] = t[2] * o[0] - t[0] * o[2];
    n[2] = t[0] * o[1] - t[1] * o[0];
}

static void test_w9_directions(void)
{
    double t[3], o[3], n[3];
    tilted_frame(t, o, n);
    const int nds[2] = {4, 8};
    for (int i = 0; i < 2; i++) {
        int nd = nds[i], unit = 1, tangent = 1, spaced = 1;
        friction_directions D;
        CHECK_INT(friction_directions_pyramid(&D, nd, t, o), 0, "nd = %d accepted", nd);
        for (int j = 0; j < nd; j++) {
            unit &= fabs(linalg_norm2(3, D.d[j]) - 1) < 1e-14;
            tangent &= fabs(linalg_dot(3, D.d[j], n)) < 1e-14;
            double gap = angle_between(D.d[j], D.d[(j + 1) % nd]);
            spaced &= fabs(gap - 2 * DMATH_PI / nd) < 1e-12;
        }
        CHECK(unit, "W9 nd = %d: every column of D = F A is a unit vector", nd);
        CHECK(tangent, "W9 nd = %d: every column is orthogonal to n", nd);
        CHECK(spaced, "W9 nd = %d: neighbours (cyclically) are 2 pi/nd apart", nd);
        CHECK(linalg_norm_inf(3, (double[3]){D.d[0][0] - t[0], D.d[0][1] - t[1], D.d[0][2] - t[2]})
                      < 1e-15 &&
                  linalg_norm_inf(3, (double[3]){D.d[nd / 4][0] - o[0], D.d[nd / 4][1] - o[1],
                                             D.d[nd / 4][2] - o[2]}) < 1e-15,
              "W9 nd = %d: d_1 = t, d_(nd/4+1) = o (A's first columns)", nd);
    }
    friction_directions D;
    CHECK(friction_directions_pyramid(&D, 0, t, o) == -1 &&
              friction_directions_pyramid(&D, FRICTION_MAX_ND + 1, t, o) == -1,
          "nd = 0 and nd = %d are refused", FRICTION_MAX_ND + 1);
}

/* With t = e_x, o = e_y the columns of A are (cos j phi, sin j phi) to
 * within 2e-15 (phi itself is rounded), the directions along the axes are exact (0, not 6e-17), and
 * mirror angles give exact mirror images (d at phi and at pi/2 - phi swap
 * their coordinates), for every nd the library allows. */
static void test_directions_exact(void)
{
    const double t[3] = {1, 0, 0}, o[3] = {0, 1, 0};
    int close = 1, axes = 1, mirror = 1;
    for (int nd = 1; nd <= FRICTION_MAX_ND; nd++) {
        friction_directions D;
        friction_directions_pyramid(&D, nd, t, o);
        for (int j = 0; j < nd; j++) {
            double phi = 2 * DMATH_PI * j / nd;
            close &= fabs(D.d[j][0] - dmath_cos(phi)) <= 2e-15 &&
                     fabs(D.d[j][1] - dmath_sin(phi)) <= 2e-15;
            if ((4 * j) % nd == 0) /* a quarter turn: (1,0), (0,1), (-1,0), (0,-1) */
                axes &= D.d[j][0] == (double)((j * 4 / nd) % 4 == 0) - ((j * 4 / nd) % 4 == 2) &&
                        D.d[j][1] == (double)((j * 4 / nd) % 4 == 1) - ((j * 4 / nd) % 4 == 3);
            if ((4 * j) < nd && nd % 4 == 0) /* the mirror of angle phi in the diagonal */
                mirror &= D.d[j][0] == D.d[nd / 4 - j][1] && D.d[j][1] == D.d[nd / 4 - j][0];
        }
    }
    CHECK(close, "nd = 1..%d: d_j = (cos j phi, sin j phi) to 2e-15", FRICTION_MAX_ND);
    CHECK(axes, "nd = 1..%d: directions at quarter turns are exactly on the axes",
          FRICTION_MAX_ND);
    CHECK(mirror, "nd = 4, 8, ..: d_j and d_(nd/4 - j) are exact mirror images");
}

/* ------------------------------------------------------------ kinematic LCP */

/* Sliding exactly against d_j (v = -|v| d_j): the force is the vertex
 * mu fn d_j, alpha_j = mu fn, the others 0, and s = |v|. */
static void test_kinematic_vertex(void)
{
    double t[3], o[3], n[3];
    tilted_frame(t, o, n);
    const double mu = 0.3, fn = 5.0, speed = 2.0;
    friction_directions D;
    friction_directions_pyramid(&D, 8, t, o);
    int ok = 1;
    for (int j = 0; j < D.nd; j++) {
        double v[3];
        for (int k = 0; k < 3; k++)
            v[k] = -speed * D.d[j][k];
        friction_solution sol;
        ok &= friction_kinematic_solve(&D, v, mu, fn, NULL, &sol) == LCP_SOLVED;
        for (int i = 0; i < D.nd; i++)
            ok &= fabs(sol.alpha[i] - (i == j ? mu * fn : 0.0)) < 1e-12;
        ok &= fabs(sol.s - speed) < 1e-12;
    }
    CHECK(ok, "v = -|v| d_j, nd = 8, every j: alpha_j = mu fn, others 0, s = |v|");
}

/* Sliding midway between -d_j and -d_{j+1}: the friction polygon's edge
 * from mu fn d_j to mu fn d_{j+1} is perpendicular to v, so every point of
 * it opposes v by mu fn cos(pi/nd): the deficit is 1 - cos(pi/nd), whatever
 * point the solver returns.  Lemke returns a vertex: one alpha_j = mu fn, so
 * the force is pi/nd off -v; s = |v| cos(pi/nd). */
static void test_kinematic_tie(void)
{
    const double t[3] = {1, 0, 0}, o[3] = {0, 1, 0}, mu = 0.5, fn = 2.0;
    const int nds[3] = {4, 8, 16};
    for (int i = 0; i < 3; i++) {
        int nd = nds[i], ok = 1, vertex = 1;
        friction_directions D;
        friction_directions_pyramid(&D, nd, t, o);
        double c = DMATH_PI / nd, deficit = 1 - dmath_cos(c);
        for (int j = 0; j < nd; j++) {
            double v[3] = {0, 0, 0};
            for (int k = 0; k < 3; k++)
                v[k] = -(D.d[j][k] + D.d[(j + 1) % nd][k]);
            double vn = linalg_norm2(3, v);
            friction_solution sol;
            ok &= friction_kinematic_solve(&D, v, mu, fn, NULL, &sol) == LCP_SOLVED;
            double opp = -linalg_dot(3, sol.force, v) / vn;
            ok &= fabs((1 - opp / (mu * fn)) - deficit) < 1e-12;
            ok &= fabs(sol.s - vn * dmath_cos(c)) < 1e-12;
            int first[2], count = friction_active(&D, sol.alpha, 1e-12, first);
            ok &= count >= 1 && count <= 2;
            ok &= count == 1 || friction_adjacent(&D, first[0], first[1]);
            ok &= fabs(sol.alpha[first[0]] + (count == 2 ? sol.alpha[first[1]] : 0) - mu * fn) <
                  1e-12;
            vertex &= count == 1 && fabs(angle_between(sol.force, v) - (DMATH_PI - c)) < 1e-9;
        }
        CHECK(ok, "nd = %d, v midway between two directions: against v mu fn cos(pi/nd), "
                  "deficit 1 - cos(pi/nd) = %.6f, s = |v| cos(pi/nd)", nd, deficit);
        CHECK(vertex, "nd = %d, midway: the solver returns a vertex, pi/nd off -v", nd);
    }
}

/* Any sliding direction: the force is the vertex nearest -v, at most pi/nd
 * off, and opposes v by at least mu fn cos(pi/nd). */
static void test_kinematic_sweep(void)
{
    const double t[3] = {1, 0, 0}, o[3] = {0, 1, 0}, mu = 0.4, fn = 3.0;
    for (int nd = 3; nd <= 9; nd += 3) {
        friction_directions D;
        friction_directions_pyramid(&D, nd, t, o);
        double c = DMATH_PI / nd;
        int ok = 1;
        for (int k = 0; k < 1000; k++) {
            double th = 2 * DMATH_PI * (k + 0.37) / 1000;
            double v[3] = {dmath_cos(th), dmath_sin(th), 0};
            friction_solution sol;
            ok &= friction_kinematic_solve(&D, v, mu, fn, NULL, &sol) == LCP_SOLVED;
            double err = DMATH_PI - angle_between(sol.force, v);
            ok &= err <= c + 1e-12 && -linalg_dot(3, sol.force, v) >= mu * fn * dmath_cos(c) - 1e-12;
            /* the nearest vertex: the largest -d_j^T v */
            int best = 0;
            for (int j = 1; j < nd; j++)
                if (-linalg_dot(3, D.d[j], v) > -linalg_dot(3, D.d[best], v))
                    best = j;
            ok &= fabs(sol.alpha[best] - mu * fn) < 1e-12;
        }
        CHECK(ok, "nd = %d, 1000 sliding directions: the vertex nearest -v, error <= pi/nd, "
                  "against v >= mu fn cos(pi/nd)", nd);
    }
}

/* ------------------------------------------------------------ trajectories */

/* The plane z = 0 at rest (or moving with u), t = e_x, o = e_y. */
static void plane(particle_contact_model *model, int nd, double h, const double u[3])
{
    const double t[3] = {1, 0, 0}, o[3] = {0, 1, 0};
    memset(model, 0, sizeof *model);
    model->dim = 3;
    model->m = 1.0;
    model->h = h;
    model->mu = MU;
    model->n[2] = 1.0;
    if (u)
        memcpy(model->u, u, sizeof model->u);
    friction_directions_pyramid(&model->D, nd, t, o);
}

static particle_contact_state launch(double v0, double beta_deg)
{
    double b = beta_deg * DMATH_PI / 180;
    particle_contact_state s = {.t = 0, .x = {0, 0, 0}, .v = {v0 * dmath_cos(b), v0 * dmath_sin(b), 0}};
    return s;
}

typedef struct {
    int steps;        /* the step after which the particle is at rest */
    double t_stop;
    double x[3];      /* where it stopped */
    int w9_ok;        /* every sliding step: <= 2 alpha non-zero, adjacent, sum mu fn */
    int solved;
    int snap_step;    /* nd = 4: first step ending with vx = vy */
    int snap_stays;   /* and every later sliding step keeps vx = vy */
} run_result;

/* Step until at rest relative to the plane, checking W9 on every step. */
static run_result run_until_stuck(const particle_contact_model *model, particle_contact_state s)
{
    const double force[3] = {0, 0, -model->m * G};
    run_result r = {.steps = 0, .w9_ok = 1, .solved = 1, .snap_step = 0, .snap_stays = 1};
    particle_contact_step_info info;
    for (int l = 1; l <= 100000; l++) {
        if (particle_contact_step(model, &s, force, NULL, &info) != LCP_SOLVED) {
            r.solved = 0;
            return r;
        }
        double vr[2] = {s.v[0] - model->u[0], s.v[1] - model->u[1]};
        if (info.s > 1e-12) {
            int first[2], count = friction_active(&model->D, info.alpha, 1e-9, first);
            double sum = 0;
            for (int j = 0; j < model->D.nd; j++)
                sum += info.alpha[j];
            r.w9_ok &= count >= 1 && count <= 2 && fabs(sum - model->mu * info.fn) < 1e-9;
            r.w9_ok &= count < 2 || friction_adjacent(&model->D, first[0], first[1]);
            int on_bisector = fabs(vr[0] - vr[1]) < 1e-12;
            if (r.snap_step == 0 && on_bisector)
                r.snap_step = l;
            else if (r.snap_step)
                r.snap_stays &= on_bisector;
        }
        if (linalg_norm2(2, vr) < 1e-12) {
            r.steps = l;
            r.t_stop = s.t;
            memcpy(r.x, s.x, sizeof r.x);
            return r;
        }
    }
    r.solved = 0;
    return r;
}

/* nd = 4, launched at b in (0, 45) degrees, worked out step by step
 * without the LCP (the rule test_nd4_sliding derives): vx falls by a h
 * while it stays above vy; the step that would take it below lands on the
 * bisector, vx = vy = (vx + vy - a h) / 2 (alpha_3 + alpha_4 = mu fn); then
 * both fall by a h / 2 until 0.  x = h sum vx, y = h sum vy (semi-implicit
 * Euler); returns the step after which it is at rest. */
static int nd4_by_hand(double v0, double b, double a, double h, double x[2])
{
    double ah = a * h, vx = v0 * dmath_cos(b), vy = v0 * dmath_sin(b);
    int l = 0;
    x[0] = x[1] = 0.0;
    while (vx - ah > vy) {
        vx -= ah;
        l++;
        x[0] += h * vx;
        x[1] += h * vy;
    }
    vx = vy = (vx + vy - ah) / 2; /* the step onto the bisector */
    l++;
    x[0] += h * vx;
    x[1] += h * vy;
    while (vx > 0) {
        vx = vy = fmax(0.0, vx - ah / 2);
        l++;
        x[0] += h * vx;
        x[1] += h * vy;
    }
    return l;
}

/* nd = 4 (000 p. 5 with phi = pi/2): sliding at beta in (0, 45) degrees the
 * vertex -mu fn t brakes vx at a = mu g while vy stays, until vx = vy; then
 * both alpha_3 = alpha_4 = mu fn / 2 act and |vx| + |vy| keeps falling at
 * mu g.  So t_stop = v0 (|cos b| + |sin b|) / (mu g) for every b, and, for
 * b in (0, 45), the path ends at x = v0^2 / (2a), y = v0^2 sin(2b) / (2a):
 * heading atan(sin 2b). */
static void test_nd4_sliding(void)
{
    const double v0 = 1.0, h = 0.001, a = MU * G;
    const double betas[8] = {10, 30, 45, 60, 80, 120, 200, 330};
    int stop_ok = 1, w9 = 1;
    for (int i = 0; i < 8; i++) {
        particle_contact_model model;
        plane(&model, 4, h, NULL);
        run_result r = run_until_stuck(&model, launch(v0, betas[i]));
        double b = betas[i] * DMATH_PI / 180;
        double want = v0 * (fabs(dmath_cos(b)) + fabs(dmath_sin(b))) / a;
        stop_ok &= r.solved && r.t_stop >= want - 1e-9 && r.t_stop < want + h + 1e-9;
        w9 &= r.w9_ok;
    }
    CHECK(stop_ok, "nd = 4, 8 angles: t_stop = v0 (|cos b| + |sin b|) / (mu g) within h");
    CHECK(w9, "nd = 4, 8 angles, every sliding step: at most two alpha_j > 0, adjacent, "
              "summing to mu fn (W9)");

    particle_contact_model model;
    plane(&model, 4, h, NULL);
    run_result r = run_until_stuck(&model, launch(v0, 30));
    double b = DMATH_PI / 6, t_snap = (dmath_cos(b) - dmath_sin(b)) / a;
    CHECK(r.snap_step > 0 && fabs(r.snap_step * h - t_snap) <= h,
          "nd = 4, 30 deg: the velocity reaches the 45 deg bisector at t = (cos b - sin b)/a "
          "= %.6f within h (step %d)", t_snap, r.snap_step);
    CHECK(r.snap_stays, "nd = 4, 30 deg: and stays on it (vx = vy) until it stops");
    double hand[2];
    int steps = nd4_by_hand(v0, b, a, h, hand);
    CHECK(r.steps == steps && fabs(r.x[0] - hand[0]) < 1e-12 && fabs(r.x[1] - hand[1]) < 1e-12,
          "nd = 4, 30 deg: stops in step %d at (%.9f, %.9f), as worked out step by step",
          steps, hand[0], hand[1]);
    /* Against the continuous path: the time-stepped v equals the
     * continuous v at every grid point (the bisector step lands where the
     * continuous v is at that time: (cos b + sin b - l a h) / 2 both), so
     * x = h sum v(t_l), the right-endpoint rule.  For v piecewise linear
     * that is the integral minus (h/2) (v(0) - v(T)) (v(T) = 0), plus
     * h^2 theta (1 - theta) (s1 - s2) / 2 for each kink inside a step
     * (slopes s1, then s2): two kinks per component (the snap and the
     * stop), each |s1 - s2| = a/2, so at most a h^2 / 8 in all. */
    double xc = v0 * v0 / (2 * a), yc = v0 * v0 * dmath_sin(2 * b) / (2 * a);
    CHECK_NEAR(xc - r.x[0], h * v0 * dmath_cos(b) / 2, a * h * h / 8,
               "nd = 4, 30 deg: x = v0^2/(2 mu g) - h v0 cos b / 2 to a h^2 / 8");
    CHECK_NEAR(yc - r.x[1], h * v0 * dmath_sin(b) / 2, a * h * h / 8,
               "nd = 4, 30 deg: y = v0^2 sin(2b)/(2 mu g) - h v0 sin b / 2 to a h^2 / 8");
}

/* The time-stepped circle and a pyramid slid along one of its directions
 * both brake at a = mu g along a straight line.  Semi-implicit Euler with a
 * constant deceleration is exact for v at the grid points, v_l = v0 - l a h,
 * until v_l <= a h: the particle stops in step L = ceil(v0 / (a h)) and
 * x_L = h sum_{l<L} v_l = h (L-1) v0 - a h^2 L (L-1) / 2, which differs
 * from v0^2/(2a) by O(h) (by v0 h / 2 when v0/(a h) is an integer). */
static double discrete_stop_distance(double v0, double a, double h, int *L)
{
    *L = (int)ceil(v0 / (a * h) - 1e-9);
    return h * (*L - 1) * v0 - a * h * h * *L * (*L - 1) / 2;
}

static void test_along_a_direction(void)
{
    const double v0 = 1.0, h = 0.01, a = MU * G;
    const int nds[3] = {4, 8, 16};
    int L, ok = 1;
    double want = discrete_stop_distance(v0, a, h, &L);
    for (int i = 0; i < 3; i++) {
        particle_contact_model model;
        plane(&model, nds[i], h, NULL);
        run_result r = run_until_stuck(&model, launch(v0, 0));
        ok &= r.solved && r.steps == L && fabs(r.x[0] - want) < 1e-12 && fabs(r.x[1]) < 1e-15;
    }
    CHECK(ok, "beta = 0 (against d_3, d_5, d_9): straight line, stops in step L = %d, "
              "x_L = %.10f, as the circle", L, want);
}

/* nd = 8, 16: as h -> 0 the time-stepped stop approaches the continuous
 * one derived for any nd: t_stop = v0 cos(c - delta) / (mu g cos c), with
 * c = pi/nd and delta the angle from the nearest -d_j to v0. */
static void test_continuous_limit(void)
{
    const double v0 = 1.0, h = 1e-4, a = MU * G;
    const int nds[2] = {8, 16};
    for (int i = 0; i < 2; i++) {
        particle_contact_model model;
        plane(&model, nds[i], h, NULL);
        run_result r = run_until_stuck(&model, launch(v0, 30));
        double c = DMATH_PI / nds[i], phi = 2 * c, th = DMATH_PI / 6;
        double delta = th - (DMATH_PI + phi * floor((th - DMATH_PI) / phi + 0.5));
        double want = v0 * dmath_cos(c - fabs(delta)) / (a * dmath_cos(c));
        CHECK(r.solved && r.t_stop >= want - 1e-9 && r.t_stop < want + h + 1e-9,
              "nd = %d, 30 deg, h = 1e-4: t_stop %.6f within h of the continuous %.6f",
              nds[i], r.t_stop, want);
        CHECK(r.w9_ok, "nd = %d: every sliding step satisfies W9", nds[i]);
    }
}

/* ------------------------------------------------------------ closed forms */

/* The library's circle step (src/friction_cone.c) from v0 = 1 at 30 deg:
 * fn = m g on every step, a straight line at 30 deg, v exact at the grid
 * points (v_l = v0 - l mu g h), at rest in step L = ceil(v0 / (mu g h)) =
 * 21 after test_along_a_direction's distance, within h of the stopping
 * time v0 / (mu g) = 0.203874. */
static void test_circle_step(void)
{
    const double v0 = 1.0, h = 0.01, a = MU * G, b = DMATH_PI / 6;
    const double force[3] = {0, 0, -G};
    particle_contact_model model;
    plane(&model, 4, h, NULL);
    particle_contact_state s = launch(v0, 30);
    int l = 0, normal = 1, straight = 1, exact_v = 1;
    double fn = 0.0, slide = 1.0;
    while (slide > 0.0 && l < 1000) {
        friction_cone_circle_step(&model, &s, force, &fn, &slide);
        l++;
        double v_l = v0 - l * a * h;
        normal &= fabs(fn - G) < 1e-12;
        straight &= fabs(s.x[1] * dmath_cos(b) - s.x[0] * dmath_sin(b)) < 1e-12;
        exact_v &= fabs(linalg_norm2(2, s.v) - (v_l > 0 ? v_l : 0)) < 1e-12 &&
                   fabs(slide - (v_l > 0 ? v_l : 0)) < 1e-12;
    }
    int L;
    double want = discrete_stop_distance(v0, a, h, &L);
    CHECK(normal, "circle step: fn = m g = 9.81 on every step");
    CHECK(straight, "circle step: every position on the line at 30 deg");
    CHECK(exact_v, "circle step: |v_l| = s_l = v0 - l mu g h at the grid points");
    CHECK_INT(l, 21, "circle step: at rest in step ceil(v0 / (mu g h)) = 21");
    CHECK_INT(L, 21, "circle step: ceil(1 / 0.04905) = 21");
    CHECK_NEAR(linalg_norm2(2, s.x), want, 1e-12, "circle step: distance h (L-1) v0 - a h^2 L (L-1)/2");
    CHECK(s.t >= v0 / a - 1e-12 && s.t < v0 / a + h, "circle step: stops at t = %.4f, within h "
          "of v0 / (mu g) = %.6f", s.t, v0 / a);
    CHECK(s.v[2] == 0.0 && s.x[2] == 0.0, "circle step: stays on the plane (z = vz = 0)");
}

/* On a conveyor u = (0.3, 0.1, 0), launched at u + (0.03, 0.04): the
 * relative speed 0.05 is more than mu g h = 0.04905, so the first step
 * keeps 0.00095 of it along (0.6, 0.8), and the next sticks, v = u. */
static void test_circle_step_conveyor(void)
{
    const double u[3] = {0.3, 0.1, 0.0}, force[3] = {0, 0, -G}, h = 0.01;
    particle_contact_model model;
    plane(&model, 4, h, u);
    particle_contact_state s = {.t = 0, .x = {0, 0, 0}, .v = {0.33, 0.14, 0}};
    double fn, slide;
    friction_cone_circle_step(&model, &s, force, &fn, &slide);
    CHECK_NEAR(slide, 0.05 - MU * G * h, 1e-15, "conveyor: keeps 0.05 - mu g h = 0.00095");
    CHECK_NEAR(s.v[0] - u[0], 0.6 * slide, 1e-15, "conveyor: along (0.6, 0.8), x");
    CHECK_NEAR(s.v[1] - u[1], 0.8 * slide, 1e-15, "conveyor: along (0.6, 0.8), y");
    friction_cone_circle_step(&model, &s, force, &fn, &slide);
    CHECK(slide == 0.0 && s.v[0] == u[0] && s.v[1] == u[1],
          "conveyor: the second step sticks, v = u exactly");
}

/* The circle's continuous stop: v0 = (0.6, 0.8), a = 2: t = 1 / 2, after
 * v0 t / 2 = (0.15, 0.2). */
static void test_circle_stop(void)
{
    const double v0[2] = {0.6, 0.8};
    double d[2], t = friction_cone_circle_stop(v0, 2.0, d);
    CHECK_NEAR(t, 0.5, 1e-15, "circle stop: |v0| / a = 0.5");
    CHECK_NEAR(d[0], 0.15, 1e-15, "circle stop: x = 0.15");
    CHECK_NEAR(d[1], 0.2, 1e-15, "circle stop: y = 0.2");
}

/* The pyramid's closed form against the two phases integrated directly.
 * nd = 4, v0 = 1 at 30 deg, a = mu g: vx falls at a from A = cos 30 to
 * P = sin 30 while vy = P (T1 = (A - P) / a), then both fall at a / 2 to 0
 * (T2 = 2 P / a): t = (cos 30 + sin 30) / a = 0.278497, x = (A^2 - P^2) /
 * (2a) + P^2 / a = v0^2 / (2a) = 0.101937, y = P T1 + P^2 / a = sin 60 /
 * (2a) = 0.088280.  nd = 8 and 16 from 30 deg and nd = 6 from 100 deg:
 * t_stop = v0 cos(c - delta) / (a cos c) (000 p. 6), and the displacement
 * within 1e-3 of the time-stepped one at h = 1e-4. */
static void test_pyramid_stop(void)
{
    const double a = MU * G, A = dmath_cos(DMATH_PI / 6), P = dmath_sin(DMATH_PI / 6);
    const double v0[2] = {A, P};
    double d[2], t = friction_cone_pyramid_stop(4, v0, a, d);
    CHECK_NEAR(t, (A - P) / a + 2 * P / a, 1e-14, "pyramid nd = 4: t = T1 + T2");
    CHECK_NEAR(t, 0.278497, 1e-6, "pyramid nd = 4: t = (cos 30 + sin 30) / (mu g) = 0.278497");
    CHECK_NEAR(d[0], (A * A - P * P) / (2 * a) + P * P / a, 1e-14, "pyramid nd = 4: x");
    CHECK_NEAR(d[0], 1.0 / (2 * a), 1e-14, "pyramid nd = 4: x = v0^2 / (2 mu g) = 0.101937");
    CHECK_NEAR(d[1], P * (A - P) / a + P * P / a, 1e-14, "pyramid nd = 4: y");
    CHECK_NEAR(d[1], 0.088280, 1e-6, "pyramid nd = 4: y = sin 60 / (2 mu g) = 0.088280");
    const double zero[2] = {0, 0};
    CHECK(friction_cone_pyramid_stop(8, zero, a, d) == 0.0 && d[0] == 0.0 && d[1] == 0.0,
          "pyramid: at rest, t = 0 and no displacement");
    const int nds[3] = {8, 16, 6};
    const double betas[3] = {30, 30, 100};
    for (int i = 0; i < 3; i++) {
        double th = betas[i] * DMATH_PI / 180, c = DMATH_PI / nds[i], phi = 2 * c;
        double delta = th - (DMATH_PI + phi * floor((th - DMATH_PI) / phi + 0.5));
        double want = dmath_cos(c - fabs(delta)) / (a * dmath_cos(c));
        double v[2] = {dmath_cos(th), dmath_sin(th)};
        t = friction_cone_pyramid_stop(nds[i], v, a, d);
        CHECK_NEAR(t, want, 1e-14, "pyramid nd = %d, %g deg: t = %.6f = v0 cos(c - delta) / "
                   "(a cos c)", nds[i], betas[i], want);
        particle_contact_model model;
        plane(&model, nds[i], 1e-4, NULL);
        run_result r = run_until_stuck(&model, launch(1.0, betas[i]));
        CHECK(r.solved && fabs(r.x[0] - d[0]) < 1e-3 && fabs(r.x[1] - d[1]) < 1e-3,
              "pyramid nd = %d, %g deg: the displacement (%.6f, %.6f) within 1e-3 of the "
              "time-stepped (%.6f, %.6f)", nds[i], betas[i], d[0], d[1], r.x[0], r.x[1]);
    }
}

/* The box: sliding along x, -v is the middle of the edge f_x = -mu f_n, so
 * it brakes at a in a straight line (t = v0 / a, x = v0^2 / (2a)); along
 * the diagonal, -v is the corner (-1, -1) mu f_n, |f| = sqrt 2 mu f_n:
 * t = v0 / (sqrt 2 a), x = y = v0^2 / (4 a). */
static void test_box_stop(void)
{
    const double a = 2.0, along_x[2] = {1.0, 0.0}, r = sqrt(0.5), diagonal[2] = {r, r};
    double d[2], t = friction_cone_box_stop(along_x, a, d);
    CHECK_NEAR(t, 0.5, 1e-15, "box along x: t = v0 / a = 0.5");
    CHECK_NEAR(d[0], 0.25, 1e-15, "box along x: x = v0^2 / (2a) = 0.25");
    CHECK_NEAR(d[1], 0.0, 1e-15, "box along x: y = 0");
    t = friction_cone_box_stop(diagonal, a, d);
    CHECK_NEAR(t, 0.5 / sqrt(2.0), 1e-15, "box along the diagonal: t = v0 / (sqrt 2 a)");
    CHECK_NEAR(d[0], 0.125, 1e-15, "box along the diagonal: x = v0^2 / (4a) = 0.125");
    CHECK_NEAR(d[1], 0.125, 1e-15, "box along the diagonal: y = 0.125");
    friction_directions D;
    friction_cone_box(&D);
    CHECK(D.nd == 4 && D.d[0][0] == 1 && D.d[0][1] == 1 && D.d[1][0] == -1 && D.d[1][1] == 1 &&
          D.d[2][0] == -1 && D.d[2][1] == -1 && D.d[3][0] == 1 && D.d[3][1] == -1,
          "box: d_j = (1, 1), (-1, 1), (-1, -1), (1, -1)");
}

/* The direction bias of the kinematic LCP: nd = 4 sliding at pi + 0.3
 * (-v at 0.3 rad from d_1 = e_x): the force is mu d_1, 0.3 rad = 17.1887
 * degrees off -v, its part against v cos 0.3 = 0.955336 of mu; against a
 * direction, no error; the box along its diagonal: the corner, sqrt 2. */
static void test_bias(void)
{
    friction_directions D;
    const double t[3] = {1, 0, 0}, o[3] = {0, 1, 0};
    friction_directions_pyramid(&D, 4, t, o);
    double err = -1, opp = -1;
    lcp_status status = friction_cone_bias(&D, MU, DMATH_PI + 0.3, &err, &opp);
    CHECK(status == LCP_SOLVED, "bias nd = 4: solved");
    CHECK_NEAR(err, 0.3 * 180 / DMATH_PI, 1e-12, "bias nd = 4 at pi + 0.3: err = 17.1887 deg");
    CHECK_NEAR(opp, dmath_cos(0.3), 1e-12, "bias nd = 4 at pi + 0.3: opp = cos 0.3 = 0.955336");
    status = friction_cone_bias(&D, MU, DMATH_PI, &err, &opp);
    CHECK(status == LCP_SOLVED && fabs(err) < 1e-12 && fabs(opp - 1) < 1e-12,
          "bias nd = 4 against d_1: err = 0, opp = 1");
    friction_cone_box(&D);
    status = friction_cone_bias(&D, MU, 1.25 * DMATH_PI, &err, &opp);
    CHECK(status == LCP_SOLVED && fabs(err) < 1e-12 && fabs(opp - sqrt(2.0)) < 1e-12,
          "bias, the box along its diagonal: err = 0, opp = sqrt 2");
}

/* ------------------------------------------------------------ exact solver */

/* Every step of a trajectory: solve its LCP (particle_contact_lcp) exactly and
 * compare the physical answer with lcp_solve's: p_n, the friction impulse D p_f
 * and s.  p_f itself need not agree when sticking (an interior point of the
 * polygon has many representations D p_f); when sliding it must: the
 * active directions are the one or two adjacent ones most opposed to v.
 * "Sliding" means s > 1e-12: in the step that stops the particle the exact
 * solution of the rounded data has s = 7e-19 with three alpha_j > 0 (d_2
 * and d_4 are opposite only to 1e-16), which is sticking to rounding. */
static void compare_exact(int nd, double beta, const double u[3], const char *what)
{
    particle_contact_model model;
    plane(&model, nd, 0.02, u);
    particle_contact_state s = launch(u ? 0.0 : 1.0, beta);
    const double force[3] = {0, 0, -G};
    int steps = 0, ok = 1, differ = 0, differ_sliding = 0;
    for (int l = 1; l <= 20; l++) {
        particle_contact_step_info info;
        particle_contact_lcp(&model, &s, force, &info);
        int n = info.size;
        lcp_problem p = {.n = n, .M = info.M, .q = info.q};
        double z[PARTICLE_CONTACT_MAX_LCP], w[PARTICLE_CONTACT_MAX_LCP];
        ok &= lcp_solve(&p, NULL, z, w, NULL) == LCP_SOLVED;

        lcpq_problem pq;
        lcpq_init(&pq, n);
        lcpq_from_doubles(&pq, &p);
        mpq_t zq[PARTICLE_CONTACT_MAX_LCP];
        for (int i = 0; i < n; i++)
            mpq_init(zq[i]);
        ok &= lcpq_solve(&pq, NULL, zq, NULL) == LCP_SOLVED;
        double ze[PARTICLE_CONTACT_MAX_LCP], fa[3], fb[3];
        for (int i = 0; i < n; i++) {
            ze[i] = mpq_get_d(zq[i]);
            mpq_clear(zq[i]);
        }
        lcpq_clear(&pq);
        friction_force(&model.D, z + 1, fa);
        friction_force(&model.D, ze + 1, fb);
        ok &= fabs(z[0] - ze[0]) < 1e-12 && fabs(z[nd + 1] - ze[nd + 1]) < 1e-12;
        ok &= linalg_norm_inf(3, (double[3]){fa[0] - fb[0], fa[1] - fb[1], fa[2] - fb[2]}) < 1e-12;
        for (int j = 1; j <= nd; j++)
            if (fabs(z[j] - ze[j]) > 1e-9) {
                differ++;
                differ_sliding += ze[nd + 1] > 1e-12; /* sliding: p_f is unique (W9) */
            }
        particle_contact_step(&model, &s, force, NULL, &info);
        steps++;
    }
    CHECK(ok, "%s: %d steps, exact and floating solutions agree on p_n, D p_f, s", what,
          steps);
    CHECK_INT(differ_sliding, 0, "%s: p_f itself agrees in every sliding step (s > 0); "
                                 "%d entries differ when sticking", what, differ);
}

static void test_exact_solver(void)
{
    compare_exact(4, 30, NULL, "nd = 4, 30 deg (slide, snap, bisector, stick)");
    compare_exact(8, 30, NULL, "nd = 8, 30 deg");
    const double belt[3] = {1.0, 0.5, 0.0};
    compare_exact(6, 0, belt, "nd = 6, conveyor u = (1, 0.5, 0)");
}

/* ------------------------------------------------------------ moving plane */

/* A conveyor (000 p. 6, dpsi/dt): the particle at rest on a belt moving at
 * U along t.  Relative to the belt it slides back at U, so friction mu m g
 * pushes it forward: v_l = min(l a h, U), it sticks in step ceil(U/(a h)),
 * at the continuous time U / (mu g) rounded up to the grid.  A belt at 30
 * degrees with nd = 4: relative motion as a particle launched at 210
 * degrees, so t = U (cos 30 + sin 30) / (mu g) within h (Galilean). */
static void test_conveyor(void)
{
    const double U = 1.0, h = 0.01, a = MU * G, force[3] = {0, 0, -G};
    const double u[3] = {U, 0, 0};
    particle_contact_model model;
    plane(&model, 4, h, u);
    particle_contact_state s = launch(0, 0);
    particle_contact_step_info info;
    int ok = 1, L = (int)ceil(U / (a * h) - 1e-9);
    for (int l = 1; l <= L + 5; l++) {
        ok &= particle_contact_step(&model, &s, force, NULL, &info) == LCP_SOLVED;
        double want = l * a * h < U ? l * a * h : U;
        ok &= fabs(s.v[0] - want) < 1e-12 && fabs(s.v[1]) < 1e-15 && fabs(info.fn - G) < 1e-12;
        ok &= l < L ? info.s > 0 : info.s < 1e-12;
    }
    CHECK(ok, "conveyor U = 1: v_l = min(l mu g h, U), fn = m g, slides until step %d "
              "(U/(mu g) rounded up to h), then sticks", L);

    const double b = DMATH_PI / 6, u30[3] = {U * dmath_cos(b), U * dmath_sin(b), 0};
    plane(&model, 4, 0.001, u30);
    run_result r = run_until_stuck(&model, launch(0, 0));
    double want = U * (dmath_cos(b) + dmath_sin(b)) / a;
    CHECK(r.solved && r.t_stop >= want - 1e-9 && r.t_stop < want + 0.001 + 1e-9,
          "belt at 30 deg, nd = 4: sticks at U (cos 30 + sin 30)/(mu g) = %.6f within h",
          want);
}

/* A plane rising at W from under a particle at rest on it: the first step
 * must give it the velocity W, p_n = m (W + g h), fn = m (g + W/h); then
 * fn = m g.  Sliding along -d_3 at v0, that first step's friction impulse
 * is mu p_n: vx drops by mu (W + g h) at once. */
static void test_rising_plane(void)
{
    const double W = 0.5, h = 0.01, v0 = 1.0, force[3] = {0, 0, -G};
    const double u[3] = {0, 0, W};
    particle_contact_model model;
    plane(&model, 4, h, u);
    particle_contact_state s = launch(v0, 0);
    particle_contact_step_info info;
    particle_contact_step(&model, &s, force, NULL, &info);
    CHECK_NEAR(info.fn, G + W / h, 1e-9, "rising plane: first step fn = m (g + W/h)");
    CHECK_NEAR(s.v[2], W, 1e-12, "rising plane: vz = W after the first step");
    CHECK_NEAR(s.v[0], v0 - MU * (W + G * h), 1e-12,
               "rising plane: vx = v0 - mu (W + g h) after the first step");
    particle_contact_step(&model, &s, force, NULL, &info);
    CHECK_NEAR(info.fn, G, 1e-9, "rising plane: then fn = m g");
    CHECK_NEAR(s.x[2], 2 * h * W, 1e-12, "rising plane: z = W t, on the plane");
}

/* ------------------------------------------------------------ the program */

typedef struct {
    int rows, cols;
    double cell[4096][10];
    char first[4096][16]; /* the first cell as text (cone names) */
} output;

/* Run friction-cone with args; read its table (the header is skipped). */
static int run_cone(const char *args, output *out)
{
    char cmd[1400], line[512];
    snprintf(cmd, sizeof cmd, "%s %s 2>&1", program, args);
    FILE *f = popen(cmd, "r");
    if (!f)
        return -1;
    out->rows = 0;
    int header = 1;
    while (fgets(line, sizeof line, f) && out->rows < 4096) {
        if (line[0] == '#')
            continue;
        if (header) {
            header = 0;
            continue;
        }
        int col = 0;
        for (char *tok = strtok(line, " \t\n"); tok && col < 10; tok = strtok(NULL, " \t\n")) {
            if (col == 0)
                snprintf(out->first[out->rows], sizeof out->first[0], "%s", tok);
            out->cell[out->rows][col++] = strtod(tok, NULL);
        }
        out->cols = col;
        out->rows++;
    }
    return pclose(f);
}

static output out; /* large: not on the stack */

/* The circle of the program, its closed-form step: a straight line, v
 * exact at the grid points, the discrete stop of test_along_a_direction. */
static void test_program_circle(void)
{
    const double v0 = 1.0, h = 0.01, a = MU * G, b = DMATH_PI / 6;
    int status = run_cone("--cone circle --beta 30", &out);
    CHECK(status == 0 && out.rows > 2 && out.cols == 7, "friction-cone --cone circle runs "
          "(columns l t x y vx vy fn)");
    if (status != 0 || out.rows <= 2)
        return;
    int L, straight = 1, exact_v = 1, times = 1;
    double want = discrete_stop_distance(v0, a, h, &L);
    for (int l = 0; l < out.rows; l++) {
        double *c = out.cell[l];
        times &= fabs(c[1] - l * h) < 1e-12;
        straight &= fabs(c[3] * dmath_cos(b) - c[2] * dmath_sin(b)) < 1e-9;
        double speed = dmath_hypot(c[4], c[5]), v_l = v0 - l * a * h;
        exact_v &= fabs(speed - (v_l > 0 ? v_l : 0)) < 1e-9;
    }
    double *last = out.cell[out.rows - 1];
    CHECK(times, "circle: row l is at t = l h");
    CHECK(straight, "circle, 30 deg: every position on the line at 30 deg");
    CHECK(exact_v, "circle: |v_l| = v0 - l mu g h, exact at the grid points");
    CHECK_INT(out.rows - 1, L, "circle: stops in step ceil(v0/(mu g h))");
    CHECK_NEAR(dmath_hypot(last[2], last[3]), want, 1e-9,
               "circle: distance h (L-1) v0 - a h^2 L (L-1)/2");
}

/* Is a value the table printed with 6 significant digits (%.6g) the
 * rounding of want?  Half a unit in the 6th digit is at most 5e-6 of the
 * value (plus rounding of want itself). */
static int printed6(double printed, double want)
{
    return fabs(printed - want) <= 5e-6 * fabs(want) + 1e-15;
}

/* The program's stopping table: the continuous values it prints against
 * the formulas, nd = 4's time-stepped ones against nd4_by_hand, and every
 * time-stepped stop within h of the continuous one. */
static void test_program_stop(void)
{
    const double h = 0.01, a = MU * G, b = DMATH_PI / 6;
    int status = run_cone("--show stop", &out);
    CHECK(status == 0 && out.rows == 4 && strcmp(out.first[3], "circle") == 0,
          "friction-cone --show stop: rows 4, 8, 16, circle");
    if (status != 0 || out.rows != 4)
        return;
    CHECK(printed6(out.cell[0][2], (dmath_cos(b) + dmath_sin(b)) / a),
          "stop table nd = 4: t_cont = v0 (cos b + sin b)/(mu g)");
    CHECK(printed6(out.cell[3][2], 1 / a), "stop table circle: t_cont = v0/(mu g)");
    CHECK(printed6(out.cell[3][4], 1 / (2 * a)), "stop table circle: v0^2/(2 mu g)");
    CHECK(printed6(out.cell[0][6], dmath_atan(dmath_sin(2 * b)) * 180 / DMATH_PI),
          "stop table nd = 4: continuous heading atan(sin 2b)");
    CHECK(printed6(out.cell[0][7], 1 / (2 * a)),
          "stop table nd = 4: x_cont = v0^2/(2 mu g), the circle's distance");
    CHECK(printed6(out.cell[0][8], dmath_sin(2 * b) / (2 * a)),
          "stop table nd = 4: y_cont = v0^2 sin 2b/(2 mu g)");
    double hand[2];
    int steps = nd4_by_hand(1.0, b, a, h, hand);
    CHECK(printed6(out.cell[0][1], steps * h) &&
              printed6(out.cell[0][3], dmath_hypot(hand[0], hand[1]))
              && printed6(out.cell[0][5], dmath_atan2(hand[1], hand[0]) * 180 / DMATH_PI),
          "stop table nd = 4: t_stop, dist and heading as worked out step by step (%d steps)",
          steps);
    int within = 1;
    for (int i = 0; i < 4; i++)
        within &= out.cell[i][1] >= out.cell[i][2] - 1e-6 && out.cell[i][1] < out.cell[i][2] + h;
    CHECK(within, "stop table: every time-stepped stop within h after the continuous one");

    status = run_cone("--show stop --v0 0 --surface-vx 1 --nd 4", &out);
    CHECK(status == 0 && out.rows == 2 && printed6(out.cell[0][2], 1 / a) &&
              fabs(out.cell[0][5] - 180) < 1e-9,
          "conveyor U = 1: sticks at U/(mu g), sliding back (180 deg) on the belt");
}

/* The box |f_x|, |f_y| <= mu f_n: each component is braked at mu g on its
 * own (the corner (-1, -1) mu f_n, then the edge x = -mu f_n), so for
 * 0 <= beta <= 45 degrees v_y reaches 0 first and the particle stops when
 * v_x does: t = v0 cos(beta)/(mu g), x = (v0 cos beta)^2/(2 mu g),
 * y = (v0 sin beta)^2/(2 mu g); it ends up sliding along the x axis. */
static void test_program_box(void)
{
    const double a = MU * G, v0 = 2.0, betas[3] = {10, 30, 40};
    for (int i = 0; i < 3; i++) {
        double b = betas[i] * DMATH_PI / 180, vx = v0 * dmath_cos(b), vy = v0 * dmath_sin(b);
        char args[80];
        snprintf(args, sizeof args, "--show stop --cone box --v0 2 --beta %g", betas[i]);
        int status = run_cone(args, &out);
        CHECK(status == 0 && out.rows == 2 && strcmp(out.first[0], "box") == 0,
              "friction-cone %s: rows box, circle", args);
        if (status != 0 || out.rows != 2)
            continue;
        CHECK(printed6(out.cell[0][2], vx / a) && printed6(out.cell[0][7], vx * vx / (2 * a)) &&
                  printed6(out.cell[0][8], vy * vy / (2 * a)),
              "box, beta %g: t = v0 cos b/(mu g), x = (v0 cos b)^2/(2 mu g), "
              "y = (v0 sin b)^2/(2 mu g)", betas[i]);
        CHECK(out.cell[0][2] < out.cell[1][2], "box, beta %g: stops before the circle",
              betas[i]);
    }
}

/* The deficit table: the largest shortfall over a turn is 1 - cos(pi/nd). */
static void test_program_deficit(void)
{
    int status = run_cone("--show deficit", &out);
    int ok = status == 0 && out.rows == 3;
    for (int i = 0; ok && i < 3; i++) {
        double nd = out.cell[i][0];
        ok &= printed6(out.cell[i][3], 1 - dmath_cos(DMATH_PI / nd));
        ok &= printed6(out.cell[i][1], 180 / nd);
    }
    CHECK(ok, "friction-cone --show deficit: max deficit 1 - cos(pi/nd), max error 180/nd "
              "deg, nd = 4, 8, 16");
}

/* build/tests/test_friction_cone -> build/bin/friction-cone */
static void find_program(const char *argv0)
{
    char dir[900];
    snprintf(dir, sizeof dir, "%s", argv0);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(dir, sizeof dir, "build/tests");
    snprintf(program, sizeof program, "%s/../bin/friction-cone", dir);
}

int main(int argc, char **argv)
{
    (void)argc;
    find_program(argv[0]);
    test_w9_directions();
    test_directions_exact();
    test_kinematic_vertex();
    test_kinematic_tie();
    test_kinematic_sweep();
    test_nd4_sliding();
    test_along_a_direction();
    test_continuous_limit();
    test_circle_step();
    test_circle_step_conveyor();
    test_circle_stop();
    test_pyramid_stop();
    test_box_stop();
    test_bias();
    test_exact_solver();
    test_conveyor();
    test_rising_plane();
    test_program_circle();
    test_program_stop();
    test_program_box();
    test_program_deficit();
    return test_done();
}
