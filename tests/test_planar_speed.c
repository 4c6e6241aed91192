/* test_planar_speed: the arithmetic that makes the distributed planar LuGre
 * step fast (src/planar_step.c) against plain computations:
 *
 *   - its exp against dmath_exp (src/dmath.h) over the whole range of
 *     doubles, and its sin against dmath_sin on [-pi/2, pi/2], to stated
 *     bounds;
 *   - the vectorised step against the plain scalar step written below (the
 *     model as README section 5 states it: dmath_exp and dmath_sin, the
 *     elasto-plastic factor with its branches, one cell after the other),
 *     over runs that pass through every case: bristles at rest, sticking
 *     below the band, the elasto-plastic band, sliding above it, bristles
 *     bent against the slip, a zero twist, every cell sliding so fast that
 *     exp underflows, a normal force changed between steps, mus = muc,
 *     gamma != 2 and the plain LuGre model, on all six shapes: the wrench
 *     and the bristles agree to 1e-13 relative.
 */
#include "dmath.h"
#include "planar_lugre.h"
#include "planar_step.h"
#include "test.h"

#include <float.h>
#include <stdlib.h>
#include <string.h>

#define PI 3.14159265358979323846

/* ---------------------------------------------------------------- exp, sin */

/* Relative error bound of planar_exp where exp(x) is a normal number, and
 * absolute bound (in units of the least subnormal, 2^-1074) below it. */
#define EXP_REL 4.5e-16
#define EXP_SUB_ULPS 1.0
/* Absolute error bound of planar_sin on [-pi/2, pi/2]. */
#define SIN_ABS 4.5e-16

/* Deterministic uniform numbers in [0, 1) (a 64-bit LCG's top 53 bits). */
static double uniform(unsigned long long *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(*state >> 11) * 0x1p-53;
}

/* planar_exp against exp at 2 million points of [-746, 710] and at the
 * ends: the largest relative error where exp is normal, the largest
 * absolute one in the subnormals, and the exact values at the edges. */
static void test_exp(void)
{
    unsigned long long state = 1;
    double worst_rel = 0.0, worst_sub = 0.0;
    for (int i = 0; i < 2000000; i++) {
        /* half the points on the range used by the step, [-708, 0] */
        double x = i % 2 ? -708.0 * uniform(&state) : -746.0 + 1456.0 * uniform(&state);
        double want = dmath_exp(x), got = planar_exp(x);
        if (want >= DBL_MIN)
            worst_rel = fmax(worst_rel, fabs(got - want) / want);
        else
            worst_sub = fmax(worst_sub, fabs(got - want) / 0x1p-1074);
    }
    CHECK(worst_rel <= EXP_REL, "exp: relative error %.3g <= %g where exp is normal", worst_rel,
          EXP_REL);
    CHECK(worst_sub <= EXP_SUB_ULPS, "exp: error %.3g <= %g least subnormals below", worst_sub,
          EXP_SUB_ULPS);
    printf("# exp: worst relative error %.3g (%.2f ulp of 1), subnormals %.2f\n", worst_rel,
           worst_rel / DBL_EPSILON, worst_sub);
    CHECK(planar_exp(0.0) == 1.0, "exp(0) = 1 exactly");
    CHECK(planar_exp(-746.0) == 0.0 && planar_exp(-1e300) == 0.0, "exp underflows to 0");
    CHECK(planar_exp(-745.0) > 0.0, "exp(-745) is the least subnormal, not 0");
    CHECK(isinf(planar_exp(710.0)) && isinf(planar_exp(1e300)), "exp overflows to infinity");
    CHECK(planar_exp(709.0) == dmath_exp(709.0) ||
              fabs(planar_exp(709.0) / dmath_exp(709.0) - 1) <= EXP_REL,
          "exp(709) finite and right");
}

/* planar_sin against sin at 1 million points of [-pi/2, pi/2]: the
 * largest absolute error, odd symmetry, and sin(+-pi/2) = +-1 exactly
 * (the elasto-plastic alpha is then exactly 0 and 1 outside the band). */
static void test_sin(void)
{
    unsigned long long state = 2;
    double worst = 0.0;
    int odd = 1;
    for (int i = 0; i < 1000000; i++) {
        double u = PI * (uniform(&state) - 0.5);
        worst = fmax(worst, fabs(planar_sin(u) - dmath_sin(u)));
        odd &= planar_sin(-u) == -planar_sin(u);
    }
    CHECK(worst <= SIN_ABS, "sin: absolute error %.3g <= %g on [-pi/2, pi/2]", worst, SIN_ABS);
    printf("# sin: worst absolute error %.3g (%.2f ulp of 1)\n", worst, worst / DBL_EPSILON);
    CHECK(odd, "sin(-u) = -sin(u) exactly");
    CHECK(planar_sin(PI / 2) == 1.0 && planar_sin(-PI / 2) == -1.0, "sin(+-pi/2) = +-1 exactly");
    CHECK(planar_sin(0.0) == 0.0, "sin(0) = 0");
}

/* ---------------------------------------------------------------- the plain step */

/* What the plain step saw, to show that the runs pass through every case. */
enum { AT_REST, STICK, BAND, ABOVE, AGAINST, CASES };
static const char *const case_names[CASES] = {"v = 0 or z = 0", "below the band",
                                               "in the band", "above the band",
                                               "z against the slip"};

/* The elasto-plastic factor as README section 8 states it. */
static double plain_beta(double sba, double zn, double zmax, double vx, double vy, double zx,
                         double zy, double s, long seen[CASES])
{
    double zba = sba * zmax, alpha;
    if (s == 0.0 || zn == 0.0)
        seen[AT_REST]++;
    if (zn <= zba) {
        seen[STICK]++;
        return 0.0;
    }
    if (zn <= zmax) {
        seen[BAND]++;
        alpha = 0.5 * dmath_sin(PI * (zn - 0.5 * (zmax + zba)) / (zmax - zba)) + 0.5;
    } else {
        seen[ABOVE]++;
        alpha = 1.0;
    }
    if (s != 0.0 && zn != 0.0) {
        double cosine = (vx * zx + vy * zy) / (s * zn);
        seen[AGAINST] += cosine < 0.0;
        alpha *= 0.5 * (1.0 + cosine);
    }
    return alpha;
}

/* One explicit Euler step, one cell after the other (README section 5),
 * on the cells of m with the bristles zx, zy of the reference. */
static void plain_step(const planar_lugre *m, double *zxs, double *zys, const double v[3],
                       double dt, double wrench[3], long seen[CASES])
{
    const lugre_params *p = &m->p;
    double Fx = 0.0, Fy = 0.0, T = 0.0;
    for (int i = 0; i < m->n; i++) {
        double vx = v[0] - v[2] * m->y[i], vy = v[1] + v[2] * m->x[i];
        double s = sqrt(vx * vx + vy * vy), g = lugre_g(p, s);
        double zx = zxs[i], zy = zys[i], zn = sqrt(zx * zx + zy * zy);
        double zmax = s * g / (p->sigma0 * s + 1e-10);
        double beta = p->ep ? plain_beta(p->sba, zn, zmax, vx, vy, zx, zy, s, seen) : 1.0;
        double k = beta * p->sigma0 * s / g;
        double dzx = vx - k * zx, dzy = vy - k * zy;
        double fni = p->fn * m->w[i];
        double fx = (p->sigma0 * zx + p->sigma1 * dzx + p->sigma2 * vx) * fni;
        double fy = (p->sigma0 * zy + p->sigma1 * dzy + p->sigma2 * vy) * fni;
        Fx -= fx;
        Fy -= fy;
        T -= m->x[i] * fy - m->y[i] * fx;
        zxs[i] = zx + dt * dzx;
        zys[i] = zy + dt * dzy;
    }
    wrench[0] = Fx;
    wrench[1] = Fy;
    wrench[2] = T;
}

/* The scale of the wrench: sum |f_i| for the force, sum |x_i f_iy - y_i
 * f_ix| for the torque, from the plain step's bristles before the step
 * (bounds |F| and |tau|, so "relative" means relative to it). */
static void wrench_scale(const planar_lugre *m, const double *zxs, const double *zys,
                         const double v[3], double dt, double scale[2])
{
    double zx[1], zy[1], wr[3];
    long seen[CASES] = {0}; /* not counted: the run's own plain step counts */
    planar_lugre one = *m;
    one.n = 1;
    scale[0] = scale[1] = 0.0;
    for (int i = 0; i < m->n; i++) {
        one.x = m->x + i;
        one.y = m->y + i;
        one.w = m->w + i;
        zx[0] = zxs[i];
        zy[0] = zys[i];
        plain_step(&one, zx, zy, v, dt, wr, seen);
        scale[0] += dmath_hypot(wr[0], wr[1]);
        scale[1] += fabs(wr[2]);
    }
}

/* ---------------------------------------------------------------- the runs */

/* The twist of the test run at step k (at the CoP, moved to the centre
 * by the caller) and changes of fn: at rest, a slow turn about the CoP,
 * turning while translating (the CoR inside the contact), a translation at
 * 0.034 m/s (every cell beyond 27 vs: exp underflows, the step skips it),
 * a reversal against the bent bristles, turning about a point off the
 * contact, and at rest again with fn = 2.5 N.  The speeds keep sigma0
 * |v_i| dt / g below 0.4: near 1 (the speed test's twist with sigma0 =
 * 1e6, dt = 1e-5) explicit Euler through the elasto-plastic band
 * multiplies any rounding difference several times per step, a property
 * of the scheme, not of either implementation. */
static void run_twist(int k, double v[3], double *fn)
{
    static const struct {
        int until;
        double vx, vy, w, fn;
    } legs[] = {{100, 0, 0, 0, 1.0},          {500, 0, 0, 0.5, 1.0},
                {900, 0.003, 0.001, 0.5, 1.0}, {1100, 0.03, -0.015, 0, 1.0},
                {1500, -0.004, 0.002, -0.3, 1.0}, {1700, 0.02, -0.01, 0.3, 1.0},
                {1800, 0, 0, 0, 2.5}};
    int l = 0;
    while (l < 6 && k >= legs[l].until)
        l++;
    /* the slow turn ramps up over its first 100 steps: sticking first */
    double ramp = l == 1 ? fmin(1.0, (k - 100) / 100.0) : 1.0;
    v[0] = legs[l].vx;
    v[1] = legs[l].vy;
    v[2] = legs[l].w * ramp;
    *fn = legs[l].fn;
}

enum { RUN_STEPS = 1800 };

/* One run of the shape with parameters p, the step against the plain one:
 * the worst relative differences in the wrench (force and torque, each
 * over its scale) and in the bristles (over the largest |z|). */
static void compare_run(planar_shape s, int N, const lugre_params *p, double worst[3],
                        long seen[CASES])
{
    double *P = malloc((size_t)N * (size_t)N * sizeof *P);
    planar_lugre m;
    planar_pressure(s, N, P);
    int bad = planar_lugre_init(&m, N, 0.02, P, p);
    free(P);
    CHECK(bad == 0, "%s N = %d: set up", planar_shape_name(s), N);
    if (bad)
        return;
    double *zx = calloc((size_t)m.n, sizeof *zx), *zy = calloc((size_t)m.n, sizeof *zy);
    for (int k = 0; k < RUN_STEPS; k++) {
        double vc[3], v[3], got[3], want[3], scale[2];
        run_twist(k, vc, &m.p.fn); /* fn changed between steps, as the header allows */
        planar_twist_move(vc, -m.cop[0], -m.cop[1], v);
        wrench_scale(&m, zx, zy, v, 1e-5, scale);
        plain_step(&m, zx, zy, v, 1e-5, want, seen);
        planar_lugre_step(&m, v, 1e-5, got);
        double zmax = 0.0, dz = 0.0;
        for (int i = 0; i < m.n; i++) {
            zmax = fmax(zmax, dmath_hypot(zx[i], zy[i]));
            dz = fmax(dz, dmath_hypot(m.zx[i] - zx[i], m.zy[i] - zy[i]));
        }
        if (scale[0] > 0.0)
            worst[0] = fmax(worst[0], dmath_hypot(got[0] - want[0], got[1] - want[1]) / scale[0]);
        if (scale[1] > 0.0)
            worst[1] = fmax(worst[1], fabs(got[2] - want[2]) / scale[1]);
        if (zmax > 0.0)
            worst[2] = fmax(worst[2], dz / zmax);
    }
    free(zx);
    free(zy);
    planar_lugre_free(&m);
}

/* Every shape at N = 21 and N = 6 (cell counts that are not whole lanes),
 * for p = 1 and p = 0 (mus = muc: g without exp), elasto-plastic and plain
 * LuGre, and p = 1 with gamma = 1.5 (g by lugre_g). */
static void test_step(void)
{
    long seen[CASES] = {0};
    static const struct {
        int pset, ep;
        double gamma;
        const char *what;
    } sets[] = {{1, 1, 2.0, "p = 1, elasto-plastic"},
                {0, 1, 2.0, "p = 0 (mus = muc), elasto-plastic"},
                {1, 0, 2.0, "p = 1, LuGre"},
                {1, 1, 1.5, "p = 1, gamma = 1.5, elasto-plastic"}};
    for (size_t q = 0; q < sizeof sets / sizeof sets[0]; q++) {
        double worst[3] = {0.0, 0.0, 0.0};
        lugre_params p;
        lugre_pset(sets[q].pset, &p);
        p.ep = sets[q].ep;
        p.gamma = sets[q].gamma;
        for (int sh = 0; sh < PLANAR_SHAPES; sh++)
            for (int N = 6; N <= 21; N += 15)
                if (!(N == 6 && (sh == PLANAR_NONCONVEX1 || sh == PLANAR_NONCONVEX2)))
                    compare_run((planar_shape)sh, N, &p, worst, seen);
        CHECK(worst[0] <= 1e-13 && worst[1] <= 1e-13,
              "%s: the step's wrench as the plain step's to 1e-13 relative (force %.3g, "
              "torque %.3g)", sets[q].what, worst[0], worst[1]);
        CHECK(worst[2] <= 1e-13, "%s: the bristles as the plain step's to 1e-13 relative (%.3g)",
              sets[q].what, worst[2]);
    }
    for (int c = 0; c < CASES; c++)
        CHECK(seen[c] > 1000, "the runs pass through the case %s (%ld cell steps)",
              case_names[c], seen[c]);
}

int main(void)
{
    test_exp();
    test_sin();
    test_step();
    return test_done();
}
