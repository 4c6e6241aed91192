/* test_lugre: the LuGre model of chapter 9 (src/lugre.c, src/lugre_sim.c)
 * against closed forms, derived bounds, CVODE against fine-step Euler, and
 * the authors' own code's output (tests/lugre/, from
 * ../shared/peer-tests/lugre).
 */
#include "dmath.h"
#include "lugre.h"
#include "lugre_sim.h"
#include "test.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* g(v) of eq. 2 written out here for gamma = 2, independently of lugre.c. */
static double g_closed(double muc, double mus, double vs, double v)
{
    return muc + (mus - muc) * dmath_exp(-(v / vs) * (v / vs));
}

/* Sample collector: the last sample and the samples at given times. */
typedef struct {
    lugre_sample last;
    lugre_sample at[64];
    int count;
} collect;

/* Keep every sample (up to 64) and the last. */
static int keep(const lugre_sample *s, void *ctx)
{
    collect *c = ctx;
    c->last = *s;
    if (c->count < 64)
        c->at[c->count++] = *s;
    return 0;
}

/* Run sys with Euler (dt) or CVODE (atol) to t_end, rows every dt_out. */
static int run(const lugre_system *sys, lugre_method m, double dt, double atol, double t_end,
               double dt_out, collect *c, lugre_run_info *info)
{
    lugre_integrator in = {m, dt, {atol, 1e-6, 1e-3, 1000000}};
    *c = (collect){0};
    return lugre_run(sys, &in, t_end, dt_out, keep, c, info);
}

/* Steady state: z -> g(v) sgn(v) / sigma0, f -> (g(v) sgn(v) + sigma2 v) fn,
 * for both parameter sets, several v of both signs, LuGre and EP. */
static void test_steady(void)
{
    const double vs_list[] = {-0.002, 1e-4, 1e-3, 5e-3, 0.05};
    for (int pset = 0; pset <= 1; pset++)
        for (int ep = 0; ep <= 1; ep++)
            for (int i = 0; i < 5; i++) {
                lugre_system sys = {.setup = LUGRE_STEADY, .v0 = vs_list[i]};
                lugre_pset(pset, &sys.p);
                sys.p.ep = ep;
                sys.p.fn = 2.5;
                double v = vs_list[i], sg = v > 0 ? 1.0 : -1.0;
                double g = g_closed(1.0, pset ? 1.2 : 1.0, 1e-3, v);
                double sigma2 = pset ? 0.2 : 0.0;
                double T = 60.0 * g / (1e6 * fabs(v)), dt = 0.25 * 2.0 * g / (1e6 * fabs(v));
                collect c;
                lugre_run_info info;
                run(&sys, LUGRE_EULER, dt, 0, dt * ceil(T / dt), dt * ceil(T / dt), &c, &info);
                CHECK_NEAR(c.last.z, g * sg / 1e6, 1e-12 * g / 1e6,
                           "p = %d ep %d v = %g: z* = g(v) sgn(v) / sigma0", pset, ep, v);
                CHECK_NEAR(c.last.f, (g * sg + sigma2 * v) * 2.5, 1e-9,
                           "p = %d ep %d v = %g: f* = (g sgn v + sigma2 v) fn", pset, ep, v);
                CHECK_NEAR(lugre_f_steady(&sys.p, v), (g * sg + sigma2 * v) * 2.5, 1e-14,
                           "p = %d v = %g: lugre_f_steady is the closed form", pset, v);
            }
}

/* Presliding: at the turning point of x = xa sin(2 pi t) (v = 0, t = 1/4),
 * f / x = sigma0 fn up to the bristle's own slip, of relative size
 * sigma0 xa / g (z' = v (1 - sigma0 z sgn(v) / g)). */
static void test_presliding(void)
{
    lugre_system sys = {.setup = LUGRE_PRESLIDING, .xa = 1e-9, .freq = 1.0};
    lugre_pset(1, &sys.p);
    sys.p.fn = 3.0;
    collect c;
    lugre_run_info info;
    run(&sys, LUGRE_EULER, 1e-5, 0, 0.25, 0.25, &c, &info);
    CHECK_NEAR(c.last.x, 1e-9, 1e-18, "x(1/4) = xa");
    CHECK_NEAR(c.last.f / c.last.x, 1e6 * 3.0, 1e6 * 3.0 * 2e-3,
               "presliding stiffness f / x = sigma0 fn (within sigma0 xa / g = 8e-4)");
    CHECK(c.last.f / c.last.x < 1e6 * 3.0, "the bristle has slipped a little: f / x < sigma0 fn");
}

/* Drift under fa (1 + 0.4 sin(6 pi t)), fa = 0.1 (1/12 of mus fn): LuGre's
 * x grows linearly (the same over 1-3 s as over 3-5 s); the elasto-plastic
 * model's stays within its oscillation. */
static void test_drift(void)
{
    double d[2][2];
    for (int ep = 0; ep <= 1; ep++) {
        lugre_system sys = {.setup = LUGRE_LOAD, .m = 1.0, .fa = 0.1, .freq = 3.0};
        lugre_pset(1, &sys.p);
        sys.p.ep = ep;
        collect c;
        lugre_run_info info;
        run(&sys, LUGRE_EULER, 1e-5, 0, 5.0, 1.0, &c, &info);
        CHECK_INT(info.status, 0, "drift ep %d: Euler dt 1e-5 stable", ep);
        d[ep][0] = c.at[3].x - c.at[1].x;
        d[ep][1] = c.at[5].x - c.at[3].x;
    }
    CHECK(d[0][0] > 1e-8, "LuGre drifts: x(3) - x(1) = %g > 1e-8 m", d[0][0]);
    CHECK_NEAR(d[0][1] / d[0][0], 1.0, 0.02, "LuGre's drift is linear: same over 1-3 s and 3-5 s");
    CHECK(fabs(d[1][0]) < 1e-3 * d[0][0] && fabs(d[1][1]) < 1e-3 * d[0][0],
          "elasto-plastic: no drift (%g, %g against LuGre's %g)", d[1][0], d[1][1], d[0][0]);
}

/* CVODE (atol 1e-14, rtol 1e-6) against Euler with dt = 1e-7 on the drift
 * and presliding runs: the forces agree to 1e-5 relative (10 rtol). */
static void test_cvode(void)
{
    const lugre_setup setups[2] = {LUGRE_PRESLIDING, LUGRE_LOAD};
    for (int i = 0; i < 2; i++) {
        lugre_system sys = {.setup = setups[i], .xa = 1e-6, .freq = 3.0, .m = 1.0, .fa = 0.1};
        lugre_pset(1, &sys.p);
        collect e, c;
        lugre_run_info ie, ic;
        run(&sys, LUGRE_EULER, 1e-7, 0, 0.5, 0.05, &e, &ie);
        run(&sys, LUGRE_CVODE, 0, 1e-14, 0.5, 0.05, &c, &ic);
        CHECK_INT(ic.status, 0, "setup %d: CVODE solved", i);
        double worst = 0.0;
        for (int k = 0; k < e.count && k < c.count; k++)
            worst = fmax(worst, fabs(e.at[k].f - c.at[k].f) / fmax(fabs(e.at[k].f), 1e-3));
        CHECK(e.count == 11 && c.count == 11, "setup %d: 11 rows each", i);
        CHECK(worst < 1e-5, "setup %d: CVODE and Euler dt 1e-7 agree (worst %g)", i, worst);
        CHECK(ic.steps > 0 && ic.evals >= ic.steps, "setup %d: CVODE counts steps and evaluations",
              i);
    }
}

/* Euler's bounds: unstable 2% above, stable 2% below.  Sticking (drift,
 * elasto-plastic so z' = v exactly): (sigma1 + sigma2) / sigma0 = 8.002e-4;
 * prescribed v = 0.01: 2 g(v) / (sigma0 v) with g(0.01) = 1 + 0.2 e^-100. */
static void test_bounds(void)
{
    lugre_system drift = {.setup = LUGRE_LOAD, .m = 1.0, .fa = 0.1, .freq = 3.0};
    lugre_system steady = {.setup = LUGRE_STEADY, .v0 = 0.01};
    lugre_pset(1, &drift.p);
    lugre_pset(1, &steady.p);
    drift.p.ep = 1;
    double stick = 800.2 / 1e6, relax = 2.0 * g_closed(1.0, 1.2, 1e-3, 0.01) / (1e6 * 0.01);
    CHECK_NEAR(lugre_dt_stick(&drift.p, 1.0), stick, 1e-18, "sticking bound (sigma1+sigma2)/sigma0");
    CHECK_NEAR(lugre_dt_relax(&steady.p, 0.0, 0.01), relax, 1e-18, "bristle bound 2 g/(sigma0 v)");
    for (int above = 0; above <= 1; above++) {
        double f = above ? 1.02 : 0.98;
        collect c;
        lugre_run_info info;
        run(&drift, LUGRE_EULER, f * stick, 0, 4000 * f * stick, 4000 * f * stick, &c, &info);
        CHECK_INT(info.status, above ? 3 : 0, "drift, dt = %.2f x sticking bound", f);
        if (above)
            CHECK(strstr(info.message, "(sigma1 + sigma2) / sigma0") != NULL,
                  "the message names the sticking bound: %s", info.message);
        else
            CHECK(fabs(c.last.z) < 2e-7, "below the bound z stays small (%g)", c.last.z);
        run(&steady, LUGRE_EULER, f * relax, 0, 4000 * f * relax, 4000 * f * relax, &c, &info);
        CHECK_INT(info.status, above ? 3 : 0, "v = 0.01, dt = %.2f x bristle bound", f);
        if (above)
            CHECK(strstr(info.message, "2 g(v) / (sigma0 |v|)") != NULL,
                  "the message names the bristle bound: %s", info.message);
        else
            CHECK_NEAR(c.last.z, 1e-6, 1e-15, "below the bound z -> z* = 1e-6");
    }
}

/* The Fig. 5 velocity profile's y component from t = 4.1 s (peer README
 * section 4, c = 0.015): vy = 0.4 c until 4.3, then down to 0 at 4.6. */
static double vy_profile(double t)
{
    const double c = 0.015;
    if (t < 4.3)
        return 0.4 * c;
    if (t < 4.6)
        return 0.4 * c * (4.6 - t) / 0.3;
    return 0.0;
}

/* The authors' code (Euler dt = 1e-5, f from z before the step) from
 * t = 4.1 s, where every cell is at its steady state for vy = 0.006: our
 * 1D elasto-plastic model stepped the same way gives fy = -f at every row. */
static void test_peer(int pset)
{
    char path[64];
    snprintf(path, sizeof path, "tests/lugre/fig5-tail-p%d.csv", pset);
    FILE *in = fopen(path, "r");
    CHECK(in != NULL, "open %s", path);
    if (in == NULL)
        return;
    lugre_params p;
    lugre_pset(pset, &p);
    p.ep = 1;
    const double dt = 1e-5;
    long k = 410000;
    double z = lugre_z_steady(&p, vy_profile(k * dt)), worst = 0.0;
    int rows = 0;
    char line[256];
    while (fgets(line, sizeof line, in) != NULL) {
        double t, vy, fy;
        if (sscanf(line, "%lf,%lf,%lf", &t, &vy, &fy) != 3)
            continue;
        long row_k = lround(t / dt);
        for (; k < row_k; k++)
            z += dt * lugre_zdot(&p, z, vy_profile(k * dt));
        worst = fmax(worst, fabs(-lugre_force(&p, z, vy_profile(k * dt)) - fy));
        rows++;
    }
    fclose(in);
    CHECK_INT(rows, 360, "p = %d: 360 reference rows (t = 4.1 to 4.9975 s)", pset);
    CHECK(worst < 1e-9, "p = %d: the authors' fy reproduced to 1e-9 N (worst %g)", pset, worst);
}

/* Eq. 6 as the paper writes it, with z (not |z|), for z in the transition. */
static double alpha_paper(double z, double zmax, double zba)
{
    return 0.5 * dmath_sin(3.14159265358979323846 * (z - 0.5 * (zmax + zba)) / (zmax - zba)) + 0.5;
}

/* alpha(z, v) is symmetric, alpha(-z, -v) = alpha(z, v); the paper's eq. 6
 * with z gives the same for z < 0 when sba = k/(k+1) (0.9), not for 0.85. */
static void test_alpha_symmetry(void)
{
    const double sba[2] = {0.9, 0.85};
    for (int i = 0; i < 2; i++) {
        lugre_params p;
        lugre_pset(1, &p);
        p.ep = 1;
        p.sba = sba[i];
        double v = 2e-4, zmax = lugre_g(&p, v) / p.sigma0, zba = sba[i] * zmax;
        double worst_sym = 0.0, worst_paper = 0.0;
        for (int k = 1; k < 20; k++) {
            double z = zba + (zmax - zba) * k / 20.0;
            double a = lugre_alpha(&p, z, v), b = lugre_alpha(&p, -z, -v);
            worst_sym = fmax(worst_sym, fabs(a - b));
            worst_paper = fmax(worst_paper, fabs(b - alpha_paper(-z, zmax, zba)));
            if (i == 0)
                CHECK_NEAR(a, alpha_paper(z, zmax, zba), 1e-12, "sba 0.9, z > 0: eq. 6 (k = %d)", k);
        }
        CHECK(worst_sym < 1e-12, "sba %g: alpha(-z, -v) = alpha(z, v) (%g)", sba[i], worst_sym);
        if (i == 0)
            CHECK(worst_paper < 1e-9, "sba 0.9: the paper's z-formula agrees for z < 0 (%g)",
                  worst_paper);
        else
            CHECK(worst_paper > 0.1, "sba 0.85: the paper's z-formula differs for z < 0 (%g)",
                  worst_paper);
    }
}

/* A CVODE run that cannot reach its output time (5 steps allowed per
 * call) stops with status 3 and CVODE's reason, and prints no later row. */
static void test_cvode_failure(void)
{
    lugre_system sys = {.setup = LUGRE_LOAD, .m = 1.0, .fa = 0.1, .freq = 1.0};
    lugre_pset(1, &sys.p);
    lugre_integrator in = {LUGRE_CVODE, 0, {1e-8, 1e-6, 1e-3, 5}};
    collect c = {0};
    lugre_run_info info;
    lugre_run(&sys, &in, 1.0, 0.5, keep, &c, &info);
    CHECK_INT(info.status, 3, "CVODE out of steps: status 3");
    CHECK(strstr(info.message, "CVODE failed before t = 0.5") != NULL, "message: %s", info.message);
    CHECK_INT(c.count, 1, "only the row at t = 0 was printed");
}

int main(void)
{
    test_cvode_failure();
    test_alpha_symmetry();
    test_steady();
    test_presliding();
    test_drift();
    test_cvode();
    test_bounds();
    test_peer(0);
    test_peer(1);
    return test_done();
}
