/* test_planar_lugre: the distributed planar LuGre model (src/planar_lugre.h)
 * against the authors' own code's output (tests/lugre/planar-dist-*: the
 * first 0.1 s of ../shared/peer-tests/lugre/fig5_euler_dist_circle_p*_N21.csv)
 * and against checks of our own: the shapes' cell counts and CoPs, the
 * constants the README quotes, the steady wrench of a pure translation and
 * a pure rotation about the CoP.
 *
 *   test_planar_lugre              the short prefixes (make check)
 *   test_planar_lugre --full DIR   the whole 5 s reference files in DIR
 *                                  (make check-reference)
 */
#include "planar_lugre.h"
#include "planar_model.h"
#include "planar_step.h"
#include "test.h"

#include <stdlib.h>
#include <string.h>

#define N21 21
#define L02 0.02

/* A model of the shape on N x N, side L, parameter set pset with fn and EP. */
static int make_model(planar_lugre *m, planar_shape s, int N, int pset, double fn)
{
    double P[101 * 101];
    lugre_params p;
    lugre_pset(pset, &p);
    p.ep = 1;
    p.fn = fn;
    planar_pressure(s, N, P);
    return planar_lugre_init(m, N, L02, P, &p);
}

/* The Fig. 5 run on the circle (N = 21, Euler dt = 1e-5, EP on) against a
 * reference file: the largest differences in force and torque over its rows
 * (the row at t is step k = t / dt, the wrench before the update). */
static void test_reference(const char *path, int pset, int want_rows)
{
    FILE *in = fopen(path, "r");
    CHECK(in != NULL, "open %s", path);
    if (in == NULL)
        return;
    double P[N21 * N21], worst[3] = {1, 1, 1};
    lugre_params p;
    lugre_pset(pset, &p);
    p.ep = 1;
    p.fn = 1.0;
    planar_pressure(PLANAR_CIRCLE, N21, P);
    planar_model m;
    int rows = 0;
    if (planar_model_init(&m, PLANAR_MODEL_DIST, N21, L02, P, &p, 0) == 0) {
        rows = planar_model_compare_fig5(&m, in, 1e-5, worst);
        planar_model_free(&m);
    }
    double worst_v = worst[0], worst_f = worst[1], worst_t = worst[2];
    fclose(in);
    CHECK_INT(rows, want_rows, "p = %d: %d reference rows", pset, want_rows);
    CHECK(worst_v < 1e-15, "p = %d: the Fig. 5 twist as theirs (worst %g)", pset, worst_v);
    CHECK(worst_f <= 1e-10, "p = %d: force as theirs to 1e-10 N (worst %g)", pset, worst_f);
    CHECK(worst_t <= 1e-10, "p = %d: torque as theirs to 1e-10 N m (worst %g)", pset, worst_t);
    printf("# p = %d: %d rows, worst |dF| %.3g N, worst |dtau| %.3g N m\n", pset, rows, worst_f,
           worst_t);
}

/* README section 2: loaded cells at N = 21 and the CoPs it quotes. */
static void test_shapes(void)
{
    /* linegradx is not in the README's table: its row is derived in
     * test_linegradx (the mirror of linegrad's, c_x = -70 h / 21) */
    static const int cells[PLANAR_SHAPES] = {317, 441, 21, 21, 18, 84, 21};
    static const double cop[PLANAR_SHAPES][2] = {
        {0, 0}, {0, 0}, {0, 0}, {0, 0.0031746}, {0, 0}, {0.0026190, -0.0002381}, {-0.0031746, 0}};
    for (int s = 0; s < PLANAR_SHAPES; s++) {
        planar_lugre m;
        CHECK(make_model(&m, (planar_shape)s, N21, 1, 1.0) == 0, "%s: set up",
              planar_shape_name((planar_shape)s));
        CHECK_INT(m.n, cells[s], "%s: loaded cells at N = 21", planar_shape_name((planar_shape)s));
        CHECK_NEAR(m.cop[0], cop[s][0], 5e-8, "%s: CoP x", planar_shape_name((planar_shape)s));
        CHECK_NEAR(m.cop[1], cop[s][1], 5e-8, "%s: CoP y", planar_shape_name((planar_shape)s));
        planar_shape back;
        CHECK(planar_shape_from_name(planar_shape_name((planar_shape)s), &back) == 0 && (int)back == s,
              "%s: the name round-trips", planar_shape_name((planar_shape)s));
        planar_lugre_free(&m);
    }
    /* LineGrad's CoP by hand: y_iy = (10 - iy) h, P = 1 - iy/21, sum P = 11,
     * sum P y = h sum (10 - iy)(21 - iy)/21 = h 770/21, so c_y = 70 h / 21. */
    planar_lugre m;
    make_model(&m, PLANAR_LINEGRAD, N21, 1, 1.0);
    CHECK_NEAR(m.cop[1], 70.0 * (L02 / 21) / 21, 1e-17, "linegrad: c_y = 70 h / 21 exactly");
    planar_lugre_free(&m);
    double P[4] = {1, -1, 0, 0};
    CHECK(planar_lugre_init(&m, 2, L02, P, &m.p) == -1, "a negative pressure is refused");
    P[1] = 0;
    P[0] = 0;
    CHECK(planar_lugre_init(&m, 2, L02, P, &m.p) == -1, "no load is refused");
}

/* The gradient line along x (the authors' LineGradX, README section 2): on
 * row iy = N/2 (N odd; rows N/2 - 1 and N/2 for N even) P = 1 - ix/N, zero
 * elsewhere.  Its CoP from that definition, summed here: y = 0 (the row
 * pair is symmetric about the centre for N even) and c_x = sum P x / sum
 * P; at N = 21 by hand, with x_ix = (ix - 10) h and j = ix - 10, sum P = 11
 * and sum P x = (h/21) sum_j j (11 - j) = -(h/21) 2 (1^2 + .. + 10^2) =
 * -770 h / 21, so c_x = -70 h / 21: linegrad's c_y turned by 90 degrees.
 * It is linegrad turned by +90 degrees ((x, y) -> (-y, x) maps the top
 * to the left), so its rotation-invariant constants are linegrad's. */
static void test_linegradx(void)
{
    for (int N = 6; N <= 21; N += 15) {
        double P[21 * 21], sum = 0.0, sum_x = 0.0, h = L02 / N;
        int loaded = 0, off_row = 0;
        planar_pressure(PLANAR_LINEGRADX, N, P);
        for (int iy = 0; iy < N; iy++)
            for (int ix = 0; ix < N; ix++) {
                int row = N % 2 ? iy == N / 2 : iy == N / 2 - 1 || iy == N / 2;
                double want = row ? 1.0 - (double)ix / N : 0.0;
                off_row += P[ix + iy * N] != want;
                loaded += P[ix + iy * N] > 0.0;
                sum += want;
                sum_x += want * (ix + 0.5 - N / 2.0) * h;
            }
        CHECK_INT(off_row, 0, "linegradx N = %d: P = 1 - ix/N on the middle row(s), 0 elsewhere", N);
        CHECK_INT(loaded, N % 2 ? N : 2 * N, "linegradx N = %d: loaded cells", N);
        planar_lugre m;
        CHECK(make_model(&m, PLANAR_LINEGRADX, N, 1, 1.0) == 0, "linegradx N = %d: set up", N);
        CHECK_NEAR(m.cop[0], sum_x / sum, 1e-17, "linegradx N = %d: c_x = sum P x / sum P", N);
        CHECK_NEAR(m.cop[1], 0.0, 1e-17, "linegradx N = %d: c_y = 0", N);
        CHECK(m.cop[0] < 0.0, "linegradx N = %d: the CoP on the heavy side, x < 0", N);
        planar_lugre_free(&m);
    }
    planar_lugre gx, gy;
    make_model(&gx, PLANAR_LINEGRADX, N21, 1, 1.0);
    make_model(&gy, PLANAR_LINEGRAD, N21, 1, 1.0);
    CHECK_NEAR(gx.cop[0], -70.0 * (L02 / 21) / 21, 1e-17, "linegradx: c_x = -70 h / 21");
    planar_constants cx, cy;
    planar_lugre_constants(&gx, &cx);
    planar_lugre_constants(&gy, &cy);
    CHECK_NEAR(cx.f_t_max, cy.f_t_max, 1e-12, "linegradx: f_t_max as linegrad's");
    CHECK_NEAR(cx.r_a / cy.r_a, 1.0, 1e-12, "linegradx: r_a as linegrad's (%.10g m)", cx.r_a);
    CHECK_NEAR(cx.kappa_tau / cy.kappa_tau, 1.0, 1e-12, "linegradx: kappa_tau as linegrad's");
    CHECK_INT(PLANAR_PAPER_SHAPES, 6, "the paper's six shapes come first, linegradx after");
    planar_lugre_free(&gx);
    planar_lugre_free(&gy);
}

/* README section 7.1's constants at N = 21 (r_a to 1e-10 m, kappa_tau to
 * 5e-6), computed by the bilinear CoR rule. */
static void test_constants(void)
{
    static const struct {
        planar_shape s;
        double r_a, kappa;
    } want[] = {{PLANAR_CIRCLE, 0.0063571605, 1.13366},
                {PLANAR_SQUARE, 0.0076254651, 1.14391},
                {PLANAR_LINEGRAD, 0.0039877918, 1.45761}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        planar_lugre m;
        planar_constants c;
        make_model(&m, want[i].s, N21, 1, 1.0);
        planar_lugre_constants(&m, &c);
        CHECK_NEAR(c.r_a, want[i].r_a, 1e-10, "%s: r_a", planar_shape_name(want[i].s));
        CHECK_NEAR(c.kappa_tau, want[i].kappa, 5e-6, "%s: kappa_tau", planar_shape_name(want[i].s));
        CHECK_NEAR(c.f_t_max, 1.0, 1e-12, "%s: f_t_max = mu fn = 1", planar_shape_name(want[i].s));
        planar_lugre_free(&m);
    }
}

/* The authors' constants of all six shapes at N = 5, 21, 33
 * (tests/lugre/planar-surface-constants.csv, their surface_constants.csv):
 * CoP, f_t_max, f_tau_max, r_a, tau_visc, kappa_tau to 1e-12 relative;
 * their NaN rows (non-convex at N = 5: no load) are our refusals. */
static void test_surface_constants(void)
{
    FILE *in = fopen("tests/lugre/planar-surface-constants.csv", "r");
    CHECK(in != NULL, "open tests/lugre/planar-surface-constants.csv");
    if (in == NULL)
        return;
    char line[512], name[32];
    int rows = 0, refused = 0;
    double worst = 0.0;
    while (fgets(line, sizeof line, in) != NULL) {
        double r[7];
        int N;
        if (sscanf(line, "%31[A-Za-z0-9],%d,%lf,%lf,%lf,%lf,%lf,%lf,%lf", name, &N, &r[0], &r[1],
                   &r[2], &r[3], &r[4], &r[5], &r[6]) != 9)
            continue;
        for (char *c = name; *c; c++)
            *c = (char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
        planar_shape s;
        planar_lugre m;
        CHECK(planar_shape_from_name(name, &s) == 0, "shape %s known", name);
        if (isnan(r[4])) {
            refused += make_model(&m, s, N, 1, 1.0) == -1;
            continue;
        }
        make_model(&m, s, N, 1, 1.0);
        planar_constants c;
        planar_lugre_constants(&m, &c);
        double got[7] = {m.cop[0], m.cop[1], c.f_t_max, c.f_tau_max, c.r_a, c.tau_visc, c.kappa_tau};
        double scale[7] = {L02, L02, 1, r[3], r[4], fabs(r[5]), r[6]};
        for (int i = 0; i < 7; i++)
            worst = fmax(worst, fabs(got[i] - r[i]) / scale[i]);
        planar_lugre_free(&m);
        rows++;
    }
    fclose(in);
    CHECK_INT(rows, 16, "16 shapes x N with load");
    CHECK_INT(refused, 2, "the two empty patterns (non-convex, N = 5) refused");
    CHECK(worst < 1e-12, "the authors' constants to 1e-12 relative (worst %g)", worst);
}

/* A pure translation at speed u: every cell slides at (u, 0), so at steady
 * state F = -(g(u) + sigma2 u) fn along x, for any shape, and tau at the CoP
 * is 0 (sum w_i (x_i - c_x, y_i - c_y) = 0).  Both by the steady formula
 * and by stepping the bristles from z = 0 (time constant g / (sigma0 u)). */
static void test_translation(void)
{
    const double u = 0.004, fn = 2.5;
    for (int s = 0; s < PLANAR_SHAPES; s++) {
        planar_lugre m;
        make_model(&m, (planar_shape)s, N21, 1, fn);
        double want = -(lugre_g(&m.p, u) + m.p.sigma2 * u) * fn, v[3] = {u, 0, 0}, wr[3];
        planar_lugre_steady(&m, v, wr);
        planar_wrench_move(wr, m.cop[0], m.cop[1], wr);
        CHECK_NEAR(wr[0], want, 1e-12, "%s: steady Fx = -(g(u) + sigma2 u) fn",
                   planar_shape_name((planar_shape)s));
        for (int k = 0; k < 3000; k++)
            planar_lugre_step(&m, v, 1e-5, wr);
        planar_wrench_move(wr, m.cop[0], m.cop[1], wr);
        CHECK_NEAR(wr[0], want, 1e-9, "%s: stepped to steady state, Fx", planar_shape_name((planar_shape)s));
        CHECK_NEAR(wr[1], 0.0, 1e-12, "%s: Fy = 0", planar_shape_name((planar_shape)s));
        CHECK_NEAR(wr[2], 0.0, 1e-12, "%s: tau at the CoP = 0", planar_shape_name((planar_shape)s));
        planar_lugre_free(&m);
    }
}

/* A pure rotation about the CoP of a shape symmetric about it: the cell
 * forces cancel in pairs, F = 0, while the torque resists the rotation.
 * The CoP of these shapes is the grid centre (it comes out as 1e-19 m by
 * rounding), so the twist is given at the centre: moved by the rounded CoP
 * the centre cell of an odd grid would slide at 1e-19 m/s, and the steady
 * formula's sigma0 g v / (sigma0 |v| + 1e-10) turns that into 1e-6 N (the
 * regulariser of the authors' code; the bristle dynamics do not see it). */
static void test_rotation(void)
{
    static const planar_shape sym[] = {PLANAR_CIRCLE, PLANAR_SQUARE, PLANAR_LINE, PLANAR_NONCONVEX1};
    for (size_t i = 0; i < sizeof sym / sizeof sym[0]; i++) {
        planar_lugre m;
        make_model(&m, sym[i], N21, 1, 1.0);
        double v[3] = {0, 0, 0.5}, wr[3], st[3];
        for (int k = 0; k < 3000; k++)
            planar_lugre_step(&m, v, 1e-5, wr);
        planar_lugre_steady(&m, v, st);
        CHECK(fabs(wr[0]) < 1e-14 && fabs(wr[1]) < 1e-14, "%s: rotation about the CoP, F = 0 "
              "(%g, %g)", planar_shape_name(sym[i]), wr[0], wr[1]);
        CHECK(wr[2] < -1e-3, "%s: the torque resists (%g N m)", planar_shape_name(sym[i]), wr[2]);
        CHECK(fabs(st[0]) < 1e-14 && fabs(st[1]) < 1e-14, "%s: steady F = 0 (%g, %g)",
              planar_shape_name(sym[i]), st[0], st[1]);
        planar_lugre_free(&m);
    }
}

/* The step's two copies (the base instruction set and AVX2) on the same
 * model give the same wrenches and bristles, bit for bit, through the
 * Fig. 5 twist on both shapes' elasto-plastic and plain models (both exp
 * and power Stribeck curves: parameter sets 0 and 1).  Where the processor
 * has no AVX2, the AVX2 copy cannot run: a skip, with the reason. */
static void test_simd_paths(void)
{
    if (!planar_simd_available(PLANAR_SIMD_AVX2)) {
        printf("ok %d - # SKIP the processor has no AVX2: only one copy of the step runs\n",
               ++test_count);
        return;
    }
    int differ = 0, steps = 0;
    for (int pset = 0; pset < 2; pset++)
        for (int ep = 0; ep < 2; ep++) {
            planar_lugre a, b;
            if (make_model(&a, pset ? PLANAR_NONCONVEX1 : PLANAR_CIRCLE, N21, pset, 1.0) != 0 ||
                make_model(&b, pset ? PLANAR_NONCONVEX1 : PLANAR_CIRCLE, N21, pset, 1.0) != 0) {
                CHECK(0, "models set up");
                return;
            }
            a.p.ep = b.p.ep = ep;
            a.simd = PLANAR_SIMD_BASE;
            b.simd = PLANAR_SIMD_AVX2;
            for (int k = 0; k < 3000; k++, steps++) {
                double v[3], wa[3], wb[3];
                planar_fig5_twist(k * 1e-3, v);
                planar_lugre_step(&a, v, 1e-3, wa);
                planar_lugre_step(&b, v, 1e-3, wb);
                differ += memcmp(wa, wb, sizeof wa) != 0;
            }
            int n = planar_lugre_padded(a.n);
            differ += memcmp(a.zx, b.zx, (size_t)n * sizeof *a.zx) != 0;
            differ += memcmp(a.zy, b.zy, (size_t)n * sizeof *a.zy) != 0;
            planar_lugre_free(&a);
            planar_lugre_free(&b);
        }
    CHECK_INT(differ, 0, "the base and the AVX2 copy of the step agree bit for bit over %d steps "
              "(wrenches and final bristles)", steps);
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--full") == 0) {
        char path[1024];
        for (int p = 0; p < 2; p++) {
            snprintf(path, sizeof path, "%s/fig5_euler_dist_circle_p%d_N21.csv", argv[2], p);
            test_reference(path, p, 2000);
        }
        return test_done();
    }
    for (int p = 0; p < 2; p++) {
        char path[64];
        snprintf(path, sizeof path, "tests/lugre/planar-dist-circle-p%d-prefix.csv", p);
        test_reference(path, p, 41);
    }
    test_shapes();
    test_linegradx();
    test_constants();
    test_surface_constants();
    test_translation();
    test_rotation();
    test_simd_paths();
    return test_done();
}
