/* test_pins_planar: pins of chapter 10's moves between the grid centre, the
 * CoP and the body's CoM that the other tests leave free (their pressure
 * shapes have the CoP at the grid centre, their bodies the patch at the
 * CoM; tests/mutants.txt, "pins: planar_body, planar_sweep,
 * planar_model").
 *
 * Independent pins: (1) friction depends only on where the patch is
 * relative to the twist's point, so a pressure pattern shifted on the grid
 * by whole cells (CoP away from the grid centre) gives, for the same twist
 * at its CoP, the same wrench about its CoP as the unshifted pattern (to
 * rounding); the unshifted one is itself off-centre (an uneven pressure),
 * and both are checked against each other, not against a stored output.
 * (2) The body's contact twist and acceleration against rigid-body
 * kinematics worked out here: v_p = v + omega x (p - q), the torque of a
 * force F at p about q, tau + (p - q) x F. */
#include "dmath.h"
#include "planar_body.h"
#include "planar_model.h"
#include "planar_sweep.h"
#include "test.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 11
#define L 0.011 /* 1 mm cells */
#define DT 1e-5
#define TMAX 0.5
#define EVERY 500

/* A disc of radius 2 cells about cell (cx, cy) with the uneven pressure
 * 1 + 0.2 dx + 0.1 dy (0.4 .. 1.6): its CoP is off the disc's centre. */
static void pattern(int cx, int cy, double *P)
{
    for (int iy = 0; iy < N; iy++)
        for (int ix = 0; ix < N; ix++) {
            int dx = ix - cx, dy = iy - cy;
            P[ix + iy * N] = dx * dx + dy * dy <= 4 ? 1.0 + 0.2 * dx + 0.1 * dy : 0.0;
        }
}

/* The model of kind k on the pattern about (cx, cy): set 1, EP on, fn 1 N. */
static int model(planar_model *m, planar_model_kind k, int cx, int cy)
{
    double P[N * N];
    lugre_params p;
    lugre_pset(1, &p);
    p.ep = 1;
    p.fn = 1.0;
    pattern(cx, cy, P);
    return planar_model_init(m, k, N, L, P, &p, 20);
}

/* The largest difference of two series' wrenches over the largest force
 * and torque of a. */
static double series_diff(const planar_series *a, const planar_series *b)
{
    double max[2], worst = 0.0;
    planar_series_max(a, max);
    for (int k = 0; k < a->n; k++) {
        worst = fmax(worst, dmath_hypot(a->f[3 * k] - b->f[3 * k], a->f[3 * k + 1] - b->f[3 * k + 1]) /
                                max[0]);
        worst = fmax(worst, fabs(a->f[3 * k + 2] - b->f[3 * k + 2]) / max[1]);
    }
    return worst;
}

/* The Fig. 5 run of the pattern about the grid centre (5, 5) and of the same
 * pattern shifted by (+2, -1) cells (CoP moved by (2, 1) mm, y up): the
 * same wrench about the CoP at every sample, to 1e-9 of the largest force
 * and torque.  The CoPs differ by exactly (2, 1) mm.  0.5 s of 1e-5 s steps
 * is 50000 steps: samples at 0, 500, ..., 50000, 101 of them. */
static void test_shifted_pattern(planar_model_kind kind)
{
    planar_model a, b;
    if (model(&a, kind, 5, 5) != 0 || model(&b, kind, 7, 4) != 0) {
        CHECK(0, "%s: models set up", planar_model_name(kind));
        return;
    }
    const double *ca = planar_model_cop(&a), *cb = planar_model_cop(&b);
    CHECK(dmath_hypot(ca[0], ca[1]) > 1e-4 && fabs(cb[0] - ca[0] - 0.002) < 1e-15 &&
              fabs(cb[1] - ca[1] - 0.001) < 1e-15,
          "%s: the CoPs (%g, %g) mm and (%g, %g) mm, off the grid centre, 2 and 1 mm apart",
          planar_model_name(kind), 1e3 * ca[0], 1e3 * ca[1], 1e3 * cb[0], 1e3 * cb[1]);
    planar_series sa, sb;
    planar_series_run(&a, DT, TMAX, EVERY, &sa);
    planar_series_run(&b, DT, TMAX, EVERY, &sb);
    double max[2];
    planar_series_max(&sa, max);
    double d = series_diff(&sa, &sb);
    CHECK(sa.n == 101 && max[0] > 0.01 && max[1] > 1e-4 && d < 1e-9,
          "%s: the wrench about the CoP does not depend on where the patch is on the grid "
          "(%.2g of max |F| %.3g N, max |tau| %.3g N m)", planar_model_name(kind), d, max[0],
          max[1]);
    /* The same through the reference-file comparison: rows t, v(t), the
     * unshifted pattern's wrench at the CoP; the shifted model agrees. */
    FILE *f = tmpfile();
    for (int k = 0; f && k < sa.n; k++) {
        double v[3];
        planar_fig5_twist(sa.t[k], v);
        fprintf(f, "%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g\n", sa.t[k], v[0], v[1], v[2],
                sa.f[3 * k], sa.f[3 * k + 1], sa.f[3 * k + 2]);
    }
    if (f) {
        rewind(f);
        planar_model_reset(&b);
        double worst[3];
        int rows = planar_model_compare_fig5(&b, f, DT, worst);
        fclose(f);
        CHECK(rows == sa.n && worst[0] == 0.0 && worst[1] < 1e-9 * max[0] &&
                  worst[2] < 1e-9 * max[1],
              "%s: compare_fig5 of the shifted pattern against the unshifted one's rows "
              "(%d rows, %.2g N, %.2g N m)", planar_model_name(kind), rows, worst[1], worst[2]);
    } else {
        CHECK(0, "tmpfile");
    }
    planar_series_free(&sa);
    planar_series_free(&sb);
    planar_model_free(&a);
    planar_model_free(&b);
}

/* A body whose patch is fixed at p = (0.01, -0.02) with its CoM at
 * q = (0.03, 0.05): p - q = (-0.02, -0.07).  Twist (0.1, -0.2, 3):
 * v_p = (vx - omega (p - q)_y, vy + omega (p - q)_x) = (0.1 + 0.21,
 * -0.2 - 0.06) = (0.31, -0.26).  Two patches, each with the wrench
 * (0.3, -0.4, 0.05) about p: the torque about q is 0.05 + (p - q) x F =
 * 0.05 + ((-0.02)(-0.4) - (-0.07)(0.3)) = 0.05 + 0.029 = 0.079 per patch;
 * with ext = (1, 2, 0.5), m = 0.2, I = 1e-3: a = ((1 + 0.6)/0.2,
 * (2 - 0.8)/0.2, (0.5 + 0.158)/1e-3) = (8, 6, 658). */
static void test_body_offset(void)
{
    planar_body b;
    memset(&b, 0, sizeof b);
    b.m = 0.2;
    b.I = 1e-3;
    b.fixed_contact = 1;
    b.contact[0] = 0.01;
    b.contact[1] = -0.02;
    b.q[0] = 0.03;
    b.q[1] = 0.05;
    b.q[2] = 0.4;
    b.v[0] = 0.1;
    b.v[1] = -0.2;
    b.v[2] = 3.0;
    b.contacts = 2;
    double vc[3];
    planar_body_contact_twist(&b, vc);
    CHECK(fabs(vc[0] - 0.31) < 1e-15 && fabs(vc[1] + 0.26) < 1e-15 && vc[2] == 3.0,
          "the patch's twist v + omega x (p - q) = (0.31, -0.26, 3) (got %.17g, %.17g)", vc[0],
          vc[1]);
    const double ext[3] = {1, 2, 0.5}, fr[3] = {0.3, -0.4, 0.05};
    double acc[3];
    planar_body_acceleration(&b, ext, fr, acc);
    CHECK(fabs(acc[0] - 8.0) < 1e-13 && fabs(acc[1] - 6.0) < 1e-13 && fabs(acc[2] - 658.0) <
          1e-10, "a = (8, 6, 658): the patches' torque about the CoM tau + (p - q) x F "
          "(got %.17g, %.17g, %.17g)", acc[0], acc[1], acc[2]);
}

int main(void)
{
    test_shifted_pattern(PLANAR_MODEL_DIST);
    test_shifted_pattern(PLANAR_MODEL_RED);
    test_body_offset();
    return test_done();
}
