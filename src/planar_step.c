/* planar_step.c: the distributed planar LuGre model's step, in vector
 * kernels over the cells. */
#include "planar_step.h"

#include "dmath.h"
#include "planar_kernel.h"

#include <math.h>
#include <stdint.h>
#include <string.h>


/* The step's arithmetic is written so that the compiler turns the loop over
 * the cells into vector instructions (two cells at a time in SSE2, the
 * x86-64 baseline): no branch and no library call inside it.  exp and sin
 * are our own below, every case distinction is a select between two
 * computed values, and the sums run in PLANAR_LANES separate accumulators
 * (each one a fixed sequence of additions, so the result does not depend on
 * whether or how the compiler vectorises).  Cells are taken in chunks of
 * CHUNK_CELLS, each chunk with its own accumulators, the chunks' sums added
 * in chunk order: the grouping that a thread-parallel step would need too. */
enum { CHUNK_CELLS = 256 };

/* [planar-exp] */
/* exp(x) without libm, for the step's loop below (libm's exp does not
 * vectorise), for x in [-746, 710], as fdlibm's e_exp.c computes it:
 * x = n ln2 + r with n = round(x / ln2) and |r| <= ln2 / 2 (Cody and
 * Waite: ln2 = ln2_hi + ln2_lo, ln2_hi with 21 significant bits so that
 * n ln2_hi is exact, r = hi - lo), then
 *     exp(r) = 1 + 2 r / (R(r) - r) = 1 - ((lo - r c / (2 - c)) - hi),
 *     c = r - r^2 (P1 + P2 r^2 + ... + P5 r^8),
 * fdlibm's Remez coefficients (error below 2^-59 on the range), under
 * one unit in the last place in all; times 2^n built in the exponent bits.
 * The rounding to n is the add and subtract of 1.5 2^52, which leaves n in
 * the low bits of t.  2^n is applied as 2^n1 2^n2 with n1 = floor(n / 2):
 * both are normal numbers for every n from -1076 to 1024, so results down
 * in the subnormals (x < -708) round once, and x = -746 gives 0, x = 710
 * infinity, as they should.  No branch and no select: the loop stays one
 * straight line.  Its error against an exact exp is a few units in the
 * last place. */
PLANAR_KERNEL double exp_kernel(double x)
{
    const double shift = PLANAR_ROUND_SHIFT, ln2_hi = 6.93147180369123816490e-01,
                 ln2_lo = 1.90821492927058770002e-10, log2e = 1.44269504088896338700e+00;
    const double P1 = 1.66666666666666019037e-01, P2 = -2.77777777770155933842e-03,
                 P3 = 6.61375632143793436117e-05, P4 = -1.65339022054652515390e-06,
                 P5 = 4.13813679705723846039e-08;
    const uint64_t shift_bits = 0x4338000000000000u; /* the bits of 1.5 2^52 */
    double t = x * log2e + shift, n = t - shift;
    double hi = x - n * ln2_hi, lo = n * ln2_lo, r = hi - lo;
    /* P by Estrin's scheme (pairs, then powers of r^2): a short chain of
     * dependent operations, so that the processor overlaps many cells */
    double r2 = r * r, r4 = r2 * r2;
    double c = r - r2 * ((P1 + P2 * r2) + (P3 + P4 * r2) * r4 + P5 * (r4 * r4));
    double p = 1.0 - ((lo - (r * c) / (2.0 - c)) - hi);
    /* t's bits are shift_bits + n: nb = n + 1100 > 0, h = n1 + 550 */
    uint64_t tb, nb, h, e1, e2;
    memcpy(&tb, &t, sizeof tb);
    nb = tb - shift_bits + 1100u;
    h = nb >> 1;
    e1 = (h + 473u) << 52;      /* biased exponent n1 + 1023 */
    e2 = (nb - h + 473u) << 52; /* n2 + 1023, n2 = n - n1 */
    double s1, s2;
    memcpy(&s1, &e1, sizeof s1);
    memcpy(&s2, &e2, sizeof s2);
    return p * s1 * s2;
}
/* [/planar-exp] */

/* exp_kernel for any x: 0 below -746, infinity above 710 (NaN gives 0). */
double planar_exp(double x)
{
    return exp_kernel(x > -746.0 ? (x < 710.0 ? x : 710.0) : -746.0);
}

/* sin(u) for |u| <= pi/2 by its Taylor polynomial to u^21 (the next term is
 * below 2e-18 there): sin u = u - u w P(w), w = u^2, P = sum (-w)^k /
 * (2k + 3)!, k <= 9, by Estrin's scheme as exp_kernel; odd by
 * construction, so sin(-u) = -sin(u) exactly. */
PLANAR_KERNEL double sin_kernel(double u)
{
    double w = u * u, w2 = w * w, w4 = w2 * w2;
    double f0 = 1.0 / 6.0 - w * (1.0 / 120.0), f1 = 1.0 / 5040.0 - w * (1.0 / 362880.0);
    double f2 = 1.0 / 39916800.0 - w * (1.0 / 6227020800.0);
    double f3 = 1.0 / 1307674368000.0 - w * (1.0 / 355687428096000.0);
    double f4 = 1.0 / 121645100408832000.0 - w * (1.0 / 51090942171709440000.0);
    double P = (f0 + f1 * w2) + (f2 + f3 * w2) * w4 + f4 * (w4 * w4);
    return u - (u * w) * P;
}

/* sin_kernel, callable (|u| <= pi/2). */
double planar_sin(double u)
{
    return sin_kernel(u);
}

/* What a step needs besides the cells: the twist at the centre, the
 * parameters, the Stribeck curve's muc + dmu exp(-|v_i|^2 ivs2) for gamma =
 * 2 (no pow, no square root: eq. 2) with |v_i|^2 capped at ss_max, the
 * elasto-plastic band's constants. */
typedef struct {
    double vx, vy, w, s0, s1, s2, fn, dt, muc, dmu, ivs2, ss_max;
    double sba_mid, sba_inv, t_lo, t_hi;
    const lugre_params *p;
} step_consts;

/* [planar-beta] */
/* The planar elasto-plastic factor (eqs. 15-18, the authors' code) in two
 * parts.  With r = |z| / z_max, z_max = |z_ss| = |v| g / (sigma0 |v| +
 * 1e-10), the band z_ba < |z| <= z_max is sba < r <= 1, where alpha rises
 * along the half sine
 *     alpha = 1/2 + 1/2 sin(pi t),  t = (r - (1 + sba)/2) / (1 - sba),
 * from t = -1/2 to 1/2; clamped to [-1/2, 1/2], t gives alpha = 0 below
 * the band and 1 above it, with no branch.  Then beta = alpha (1 + cos
 * angle(v, z)) / 2 with cos = v.z / (|v| |z|), so that
 *     k = beta sigma0 |v| / g = alpha k1,
 *     k1 = sigma0 (|v| |z| + v.z) / (2 g |z|)
 * (one division for the cosine and |v| / g together).  ep_part gives the
 * clamped t and k1; alpha comes in a pass of its own (below).  When |v|
 * |z| = 0, k1 = 0 (its numerator is 0): the authors' code skips the cosine
 * then, with the same k (alpha = 0 if z = 0, |v| = 0 otherwise). */
PLANAR_KERNEL double ep_part(const step_consts *c, double s, double g, double vx, double vy,
                             double zx, double zy, double *t_out)
{
    double s0 = c->s0, zn = sqrt(zx * zx + zy * zy);
    /* 1 / z_max; + 1e-300: no 0 / 0 when v = 0 or z = 0, and no change
     * at all once the sum is above 1e-284 */
    double inv = (s0 * s + 1e-10) / (s * g + 1e-300);
    /* t, clamped to [t_lo, t_hi] = [-1/2, 1/2] up to rounding (computed
     * from sba the same way) */
    double t = (zn * inv - c->sba_mid) * c->sba_inv;
    t = t > c->t_lo ? t : c->t_lo;
    *t_out = t < c->t_hi ? t : c->t_hi;
    return s0 * 0.5 * (s * zn + vx * zx + vy * zy) / (g * zn + 1e-300);
}

/* alpha at the clamped t. */
PLANAR_KERNEL double ep_alpha(double t)
{
    return 0.5 * sin_kernel(DMATH_PI * t) + 0.5;
}
/* [/planar-beta] */

/* [planar-g] */
/* How g is computed: a constant muc (mus = muc, or every cell slides so
 * fast that exp(-|v_i|^2 / vs^2) is 0), gamma = 2 by exp_kernel, or
 * another gamma by lugre_g (a call: that loop does not vectorise). */
enum { G_CONST, G_EXP, G_POW };

/* First pass over the cells [0, n) of a chunk: the Stribeck g of each
 * (eq. 2) into gs.  A loop of its own, so that the processor overlaps the
 * exponentials of many cells (in one loop with the rest, the chain of
 * dependent operations per cell is too long for that). */
PLANAR_KERNEL void stribeck_cells(const double *restrict x, const double *restrict y,
                                  double *restrict gs, const step_consts *c, int n, int gmode)
{
    const step_consts k = *c;
    for (int b = 0; b < n; b += PLANAR_LANES)
        for (int j = 0; j < PLANAR_LANES; j++) {
            int i = b + j;
            /* the cell's slip v_i = (vx - w y_i, vy + w x_i) (eq. 9) */
            double vx = k.vx - k.w * y[i], vy = k.vy + k.w * x[i], ss = vx * vx + vy * vy;
            if (gmode == G_EXP) /* ss capped at ss_max = 708 vs^2: see g_mode */
                gs[i] = k.muc + k.dmu * exp_kernel(-(ss < k.ss_max ? ss : k.ss_max) * k.ivs2);
            else
                gs[i] = lugre_g(k.p, sqrt(ss));
        }
}

/* The least |v_i|^2 over the loaded cells' bounding box: the two terms
 * (vx - w y)^2 and (vy + w x)^2 depend on y and on x alone, so each is
 * minimised on its interval (0 where it changes sign inside). */
static double least_speed2(const planar_lugre *m, const double v[3])
{
    double a0 = v[0] - v[2] * m->box[2], a1 = v[0] - v[2] * m->box[3];
    double b0 = v[1] + v[2] * m->box[0], b1 = v[1] + v[2] * m->box[1];
    double a = a0 * a1 <= 0.0 ? 0.0 : fmin(a0 * a0, a1 * a1);
    double b = b0 * b1 <= 0.0 ? 0.0 : fmin(b0 * b0, b1 * b1);
    return a + b;
}

/* Which g: exp(-e) is 0 in doubles beyond e = 745.2, so when even the
 * slowest point of the box has e > 746 (with room for rounding), g = muc
 * for every cell, as the exponential would give.  Otherwise e is capped at
 * 708 (exp_kernel needs e <= 746): exp(-708) = 3e-308 and anything below
 * it adds less than half a unit in the last place to muc unless muc <
 * 1e-291 (mus - muc), so g is the same, and exp stays out of the
 * subnormal numbers, which some processors handle a hundred times slower. */
static int g_mode(const planar_lugre *m, const double v[3])
{
    const lugre_params *p = &m->p;
    if (p->mus == p->muc)
        return G_CONST;
    if (p->gamma != 2.0)
        return G_POW;
    return least_speed2(m, v) > 746.0 * (1.0 + 1e-6) * p->vs * p->vs ? G_CONST : G_EXP;
}
/* [/planar-g] */

/* [planar-rate] */
/* Second pass: the rate k_i = beta sigma0 |v_i| / g of eq. 15 of each cell
 * [0, n) of a chunk into ks, with g from gs (g = muc for every cell when
 * gconst); elasto-plastic: k1 into ks and the clamped t into ts, alpha
 * still to come.  Returns, for the elasto-plastic factor, sum (t_hi - t)
 * (t - t_lo) over the cells: 0 when no cell is inside the band. */
PLANAR_KERNEL double rate_cells(const double *restrict x, const double *restrict y,
                                const double *restrict zxs, const double *restrict zys,
                                const double *restrict gs, double *restrict ks, double *restrict ts,
                                const step_consts *c, int n, int gconst, int ep)
{
    const step_consts k = *c; /* a local copy: no load from *c in the loop */
    double inside[PLANAR_LANES] = {0.0};
    for (int b = 0; b < n; b += PLANAR_LANES)
        for (int j = 0; j < PLANAR_LANES; j++) {
            int i = b + j;
            /* the cell's slip v_i = (vx - w y_i, vy + w x_i) (eq. 9) */
            double vx = k.vx - k.w * y[i], vy = k.vy + k.w * x[i], ss = vx * vx + vy * vy;
            double s = sqrt(ss), g = gconst ? k.muc : gs[i];
            if (ep) {
                double t;
                ks[i] = ep_part(&k, s, g, vx, vy, zxs[i], zys[i], &t);
                ts[i] = t;
                inside[j] += (k.t_hi - t) * (t - k.t_lo);
            } else {
                ks[i] = k.s0 * s / g;
            }
        }
    return (inside[0] + inside[1]) + (inside[2] + inside[3]);
}

/* Third pass, elasto-plastic only: ks <- alpha(t) ks.  alpha by the sine
 * when some cell of the chunk is inside the band, else the same values
 * alpha(t_lo), alpha(t_hi) picked without it. */
PLANAR_KERNEL void alpha_cells(double *restrict ks, const double *restrict ts, const step_consts *c,
                        int n, int band)
{
    if (band) {
        for (int i = 0; i < n; i++)
            ks[i] *= ep_alpha(ts[i]);
        return;
    }
    double lo = ep_alpha(c->t_lo), hi = ep_alpha(c->t_hi);
    for (int i = 0; i < n; i++) /* every t is t_lo or t_hi here */
        ks[i] *= ts[i] > 0.0 ? hi : lo;
}
/* [/planar-rate] */

/* [planar-step] */
/* Last pass: with the rates ks, z' = v_i - k_i z_i (eq. 15), the forces
 * from the bristles before the update into the lane accumulators
 * F[3][PLANAR_LANES] (eqs. 11, 13-14), then z <- z + dt z' (explicit
 * Euler). */
PLANAR_KERNEL void bristle_cells(const double *restrict x, const double *restrict y,
                                 const double *restrict wt, double *restrict zxs,
                                 double *restrict zys, const double *restrict ks,
                                 const step_consts *c, int n, double F[3][PLANAR_LANES])
{
    const step_consts k = *c; /* a local copy: no load from *c in the loop */
    double Fx[PLANAR_LANES] = {0.0}, Fy[PLANAR_LANES] = {0.0}, T[PLANAR_LANES] = {0.0};
    for (int b = 0; b < n; b += PLANAR_LANES)
        for (int j = 0; j < PLANAR_LANES; j++) {
            int i = b + j;
            double vx = k.vx - k.w * y[i], vy = k.vy + k.w * x[i];
            double zx = zxs[i], zy = zys[i];
            double dzx = vx - ks[i] * zx, dzy = vy - ks[i] * zy;
            /* eq. 11 with the old z: f_i = (sigma0 z + sigma1 z' + sigma2 v) fn_i */
            double fni = k.fn * wt[i];
            double fx = (k.s0 * zx + k.s1 * dzx + k.s2 * vx) * fni;
            double fy = (k.s0 * zy + k.s1 * dzy + k.s2 * vy) * fni;
            Fx[j] -= fx;
            Fy[j] -= fy;
            T[j] -= x[i] * fy - y[i] * fx;
            zxs[i] = zx + k.dt * dzx;
            zys[i] = zy + k.dt * dzy;
        }
    for (int j = 0; j < PLANAR_LANES; j++) {
        F[0][j] = Fx[j];
        F[1][j] = Fy[j];
        F[2][j] = T[j];
    }
}
/* [/planar-step] */

/* [planar-chunk] */
/* One chunk of cells [i0, i1) in four passes over arrays of the chunk's
 * size on the stack: g (only when it is not muc for all), the rate k1 and
 * t, alpha (elasto-plastic only; the sine only when a cell is inside the
 * band), then the bristles and forces; the chunk's own accumulators summed
 * lane by lane into sum[3]. */
PLANAR_KERNEL void step_chunk(planar_lugre *m, const step_consts *c, int i0, int i1, int gmode,
                              int ep, double sum[3])
{
    double F[3][PLANAR_LANES], gs[CHUNK_CELLS], ks[CHUNK_CELLS], ts[CHUNK_CELLS];
    const double *x = m->x + i0, *y = m->y + i0, *w = m->w + i0;
    double *zx = m->zx + i0, *zy = m->zy + i0;
    int n = i1 - i0;
    if (gmode == G_EXP)
        stribeck_cells(x, y, gs, c, n, G_EXP);
    else if (gmode == G_POW)
        stribeck_cells(x, y, gs, c, n, G_POW);
    double band = 0.0;
    switch ((gmode == G_CONST) * 2 + ep) { /* constant arguments: four loops */
    case 0: rate_cells(x, y, zx, zy, gs, ks, ts, c, n, 0, 0); break;
    case 1: band = rate_cells(x, y, zx, zy, gs, ks, ts, c, n, 0, 1); break;
    case 2: rate_cells(x, y, zx, zy, gs, ks, ts, c, n, 1, 0); break;
    default: band = rate_cells(x, y, zx, zy, gs, ks, ts, c, n, 1, 1); break;
    }
    if (ep)
        alpha_cells(ks, ts, c, n, band > 0.0);
    bristle_cells(x, y, w, zx, zy, ks, c, n, F);
    for (int q = 0; q < 3; q++) {
        sum[q] = 0.0;
        for (int j = 0; j < PLANAR_LANES; j++)
            sum[q] += F[q][j];
    }
}

/* The chunk in the base instruction set. */
static void step_chunk_base(planar_lugre *m, const step_consts *c, int i0, int i1, int gmode,
                            int ep, double sum[3])
{
    step_chunk(m, c, i0, i1, gmode, ep, sum);
}

#if PLANAR_HAVE_AVX2
/* The same chunk with AVX2's wider vectors (the same operations, lane by lane). */
__attribute__((target("avx2"))) static void step_chunk_avx2(planar_lugre *m,
                                                            const step_consts *c, int i0, int i1,
                                                            int gmode, int ep, double sum[3])
{
    step_chunk(m, c, i0, i1, gmode, ep, sum);
}
#endif

/* The step: the constants, then the chunks in order, their sums added. */
void planar_lugre_step(planar_lugre *m, const double v[3], double dt, double wrench[3])
{
    const lugre_params *p = &m->p;
    step_consts c = {v[0], v[1], v[2], p->sigma0, p->sigma1, p->sigma2, p->fn, dt, p->muc,
                     p->mus - p->muc, 1.0 / (p->vs * p->vs), 708.0 * p->vs * p->vs,
                     0.5 * (1.0 + p->sba), 1.0 / (1.0 - p->sba), 0.0, 0.0, p};
    c.t_lo = (p->sba - c.sba_mid) * c.sba_inv; /* r = sba: -1/2 */
    c.t_hi = (1.0 - c.sba_mid) * c.sba_inv;    /* r = 1: 1/2 */
    int gmode = g_mode(m, v), ep = p->ep != 0, n = planar_lugre_padded(m->n);
    wrench[0] = wrench[1] = wrench[2] = 0.0;
    for (int i0 = 0; i0 < n; i0 += CHUNK_CELLS) {
        double sum[3];
        int i1 = i0 + CHUNK_CELLS < n ? i0 + CHUNK_CELLS : n;
#if PLANAR_HAVE_AVX2
        if (m->simd == PLANAR_SIMD_AVX2)
            step_chunk_avx2(m, &c, i0, i1, gmode, ep, sum);
        else
#endif
            step_chunk_base(m, &c, i0, i1, gmode, ep, sum);
        for (int q = 0; q < 3; q++)
            wrench[q] += sum[q];
    }
}
/* [/planar-chunk] */
