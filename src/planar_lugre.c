/* planar_lugre.c: the distributed planar LuGre model (004 eqs. 9-23). */
#include "planar_lugre.h"
#include "number.h"
#include "planar_kernel.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define PLANAR_PI 3.14159265358979323846

static const char *const shape_names[PLANAR_SHAPES] = {
    "circle", "square", "line", "linegrad", "nonconvex1", "nonconvex2", "linegradx",
};

const char *planar_shape_name(planar_shape s)
{
    return (int)s >= 0 && (int)s < PLANAR_SHAPES ? shape_names[s] : "?";
}

int planar_shape_from_name(const char *name, planar_shape *out)
{
    for (int s = 0; s < PLANAR_SHAPES; s++)
        if (strcmp(name, shape_names[s]) == 0) {
            *out = (planar_shape)s;
            return 0;
        }
    return -1;
}

/* Python's round(x) (ties to even), which the authors' non-convex patterns
 * use: rint in the default rounding mode. */
static int py_round(double x)
{
    return (int)rint(x);
}

/* P = 1 on the block rows [r0, r1) x columns [c0, c1). */
static void fill_block(double *P, int N, int r0, int r1, int c0, int c1)
{
    for (int iy = r0; iy < r1; iy++)
        for (int ix = c0; ix < c1; ix++)
            P[ix + iy * N] = 1.0;
}

/* [planar-pressure] */
/* The patterns of the authors' code, P[ix + iy N]. */
void planar_pressure(planar_shape s, int N, double *P)
{
    int k = N / 2, half = (N + 1) / 2 - 1; /* line: column (row) N/2 (odd) or N/2-1, N/2 */
    int kc = (int)floor(0.15 * N), k1 = (int)floor(0.7 * N);
    int rc0 = py_round(N / 2.0 - kc / 2.0), rc1 = py_round(N / 2.0 + kc / 2.0);
    for (int i = 0; i < N * N; i++)
        P[i] = s == PLANAR_SQUARE ? 1.0 : 0.0;
    for (int iy = 0; iy < N; iy++)
        for (int ix = 0; ix < N; ix++) {
            double r = sqrt((double)((ix - k) * (ix - k) + (iy - k) * (iy - k)));
            int on_line = ix >= half && ix <= N / 2, on_row = iy >= half && iy <= N / 2;
            if (s == PLANAR_CIRCLE && r <= (k < N - k ? k : N - k))
                P[ix + iy * N] = 1.0;
            else if (s == PLANAR_LINE && on_line)
                P[ix + iy * N] = 1.0;
            else if (s == PLANAR_LINEGRAD && on_line)
                P[ix + iy * N] = 1.0 - (double)iy / N;
            else if (s == PLANAR_LINEGRADX && on_row) /* 1 at the left, 1/N at the right */
                P[ix + iy * N] = 1.0 - (double)ix / N;
        }
    if (s == PLANAR_NONCONVEX1) { /* two kc x kc pads at the left and right edges */
        fill_block(P, N, rc0, rc1, 0, kc);
        fill_block(P, N, rc0, rc1, N - kc, N);
    } else if (s == PLANAR_NONCONVEX2) { /* a long bar left, a tall bar right */
        fill_block(P, N, rc0, rc1, 0, k1);
        fill_block(P, N, py_round(N / 2.0 - k1 / 2.0), py_round(N / 2.0 + k1 / 2.0), N - kc, N);
    }
}
/* [/planar-pressure] */

void planar_lugre_free(planar_lugre *m)
{
    free(m->x);
    m->x = m->y = m->w = m->zx = m->zy = NULL;
    m->n = 0;
}

int planar_lugre_padded(int n)
{
    return (n + PLANAR_LANES - 1) / PLANAR_LANES * PLANAR_LANES;
}

void planar_lugre_reset(planar_lugre *m)
{
    for (int i = 0; i < planar_lugre_padded(m->n); i++)
        m->zx[i] = m->zy[i] = 0.0;
}

/* Check P and count its loaded cells and its sum; -1 when P is unusable. */
static int count_load(int N, const double *P, int *n, double *sum)
{
    *n = 0;
    *sum = 0.0;
    for (int i = 0; i < N * N; i++) {
        if (!(P[i] >= 0.0) || !isfinite(P[i]))
            return -1;
        *n += P[i] > 0.0;
        *sum += P[i];
    }
    return *n > 0 ? 0 : -1;
}

/* One zeroed block for the five arrays x, y, w, zx, zy of np cells each,
 * aligned for vector loads; NULL when memory runs out. */
static double *cell_block(int np)
{
    size_t bytes = (size_t)5 * (size_t)np * sizeof(double);
    bytes = (bytes + 63) / 64 * 64; /* aligned_alloc wants a multiple of the alignment */
    double *block = aligned_alloc(64, bytes);
    if (block != NULL)
        memset(block, 0, bytes);
    return block;
}

int planar_lugre_init(planar_lugre *m, int N, double L, const double *P, const lugre_params *p)
{
    memset(m, 0, sizeof *m);
    int n;
    double sum;
    if (N < 1 || count_load(N, P, &n, &sum) != 0)
        return -1;
    /* the arrays padded to whole lanes: the padding cells have weight 0
     * (no force) and sit on the first cell (finite like it) */
    int np = planar_lugre_padded(n);
    double *block = cell_block(np);
    if (block == NULL)
        return -1;
    m->simd = planar_simd_best();
    m->N = N;
    m->L = L;
    m->h = L / N;
    m->p = *p;
    m->n = n;
    m->x = block;
    m->y = block + np;
    m->w = block + 2 * np;
    m->zx = block + 3 * np;
    m->zy = block + 4 * np;
    int j = 0;
    for (int iy = 0; iy < N; iy++)
        for (int ix = 0; ix < N; ix++) {
            if (!(P[ix + iy * N] > 0.0))
                continue;
            m->x[j] = (ix + 0.5 - N / 2.0) * m->h;
            m->y[j] = -(iy + 0.5 - N / 2.0) * m->h;
            m->w[j] = P[ix + iy * N] / sum;
            m->cop[0] += m->w[j] * m->x[j];
            m->cop[1] += m->w[j] * m->y[j];
            j++;
        }
    for (; j < np; j++) {
        m->x[j] = m->x[0];
        m->y[j] = m->y[0];
    }
    /* the bounding box of the loaded cells, for the step's test whether
     * any cell slides slowly enough for exp(-|v_i|^2 / vs^2) > 0 */
    m->box[0] = m->box[1] = m->x[0];
    m->box[2] = m->box[3] = m->y[0];
    for (int i = 1; i < n; i++) {
        m->box[0] = fmin(m->box[0], m->x[i]);
        m->box[1] = fmax(m->box[1], m->x[i]);
        m->box[2] = fmin(m->box[2], m->y[i]);
        m->box[3] = fmax(m->box[3], m->y[i]);
    }
    return 0;
}

void planar_twist_move(const double v[3], double px, double py, double out[3])
{
    double w = v[2];
    out[0] = v[0] - w * py;
    out[1] = v[1] + w * px;
    out[2] = w;
}

void planar_wrench_move(const double wr[3], double px, double py, double out[3])
{
    out[2] = wr[2] - (px * wr[1] - py * wr[0]);
    out[0] = wr[0];
    out[1] = wr[1];
}

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
 * straight line.  tests/test_planar_speed.c bounds the error against
 * libm's exp. */
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
    return 0.5 * sin_kernel(PLANAR_PI * t) + 0.5;
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

/* The step's passes are compiled twice where the compiler targets x86-64:
 * for the base instruction set (SSE2, two lanes to an instruction) and for
 * AVX2 (four); the model's field simd says which one runs (planar_simd_best
 * at init: AVX2 where the processor has it).  Every lane does the same
 * operations in the same order in both copies (no FMA: AVX2 alone does not
 * enable it, and the build says -ffp-contract=off), so both give the same
 * numbers, bit for bit; the tests run both and compare. */
#if defined(__x86_64__) && defined(__GNUC__)
#define PLANAR_HAVE_AVX2 1
#else
#define PLANAR_HAVE_AVX2 0
#endif

planar_simd planar_simd_best(void)
{
#if PLANAR_HAVE_AVX2
    return __builtin_cpu_supports("avx2") ? PLANAR_SIMD_AVX2 : PLANAR_SIMD_BASE;
#else
    return PLANAR_SIMD_BASE;
#endif
}

int planar_simd_available(planar_simd simd)
{
    return simd == PLANAR_SIMD_BASE || (simd == PLANAR_SIMD_AVX2 && planar_simd_best() == simd);
}

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

/* [planar-steady] */
/* z' = 0: f_i = (sigma0 z_ss,i + sigma2 v_i) fn_i with sigma0 z_ss,i =
 * sigma0 g v_i / (sigma0 |v_i| + 1e-10), i.e. g(|v_i|) v_i / |v_i| + sigma2 v_i
 * per unit normal force (eq. 12). */
void planar_lugre_steady(const planar_lugre *m, const double v[3], double wrench[3])
{
    const lugre_params *p = &m->p;
    double Fx = 0.0, Fy = 0.0, T = 0.0;
    for (int i = 0; i < m->n; i++) {
        double vx = v[0] - v[2] * m->y[i], vy = v[1] + v[2] * m->x[i];
        double s = sqrt(vx * vx + vy * vy), g = lugre_g(p, s);
        double c = p->sigma0 * g / (p->sigma0 * s + 1e-10) + p->sigma2;
        double fni = p->fn * m->w[i];
        double fx = c * vx * fni, fy = c * vy * fni;
        Fx -= fx;
        Fy -= fy;
        T -= m->x[i] * fy - m->y[i] * fx;
    }
    wrench[0] = Fx;
    wrench[1] = Fy;
    wrench[2] = T;
}
/* [/planar-steady] */

/* [planar-bilinear] */
/* Eq. 23 as the authors' code does it: the CoR (-vy/w,
 * vx/w) in node units a = (cx + L/2)/h, b = (cy + L/2)/h (b counted from
 * the bottom edge up), truncated toward zero; the wrenches of pure rotations
 * with the same w about the four grid nodes around it, each by `single`,
 * weighted bilinearly.  A CoR outside the grid, or w = 0, takes the single
 * evaluation. */
void planar_lugre_bilinear(const planar_lugre *m, const double v[3], planar_steady_fn single,
                           double wrench[3])
{
    double w = v[2];
    if (fabs(w) < 1e-10) {
        single(m, v, wrench);
        return;
    }
    double a = (-v[1] / w + m->L / 2) / m->h, b = (v[0] / w + m->L / 2) / m->h;
    if (!(a > -1.0 && b > -1.0 && a < m->N && b < m->N)) {
        single(m, v, wrench);
        return;
    }
    int ix = (int)a, iy = (int)b; /* (int) as the authors' code: 0 on (-1, 1) */
    double dx = a - ix, dy = b - iy;
    double weight[4] = {(1 - dx) * (1 - dy), dx * (1 - dy), dy * (1 - dx), dx * dy};
    wrench[0] = wrench[1] = wrench[2] = 0.0;
    for (int q = 0; q < 4; q++) {
        double kx = (ix + q % 2) * m->h - m->L / 2, ky = (iy + q / 2) * m->h - m->L / 2;
        double vn[3] = {w * ky, -w * kx, w}, wr[3];
        single(m, vn, wr);
        for (int c = 0; c < 3; c++)
            wrench[c] += weight[q] * wr[c];
    }
}
/* [/planar-bilinear] */

void planar_lugre_steady_bilinear(const planar_lugre *m, const double v[3], double wrench[3])
{
    planar_lugre_bilinear(m, v, planar_lugre_steady, wrench);
}

/* [planar-ls-model] */
planar_lugre planar_lugre_ls_model(const planar_lugre *m)
{
    planar_lugre ls = *m;
    ls.p.muc = ls.p.mus = 1.0;
    ls.p.sigma0 = 1e5;
    ls.p.sigma1 = ls.p.sigma2 = 0.0;
    ls.p.fn = 1.0;
    ls.p.ep = 0;
    return ls;
}
/* [/planar-ls-model] */

/* The steady wrench at the CoP for the twist (vx, vy, w) at the CoP. */
static void steady_at_cop(const planar_lugre *m, double vx, double vy, double w, double out[3])
{
    double v[3] = {vx, vy, w}, wr[3];
    planar_twist_move(v, -m->cop[0], -m->cop[1], v);
    planar_lugre_steady_bilinear(m, v, wr);
    planar_wrench_move(wr, m->cop[0], m->cop[1], out);
}

/* [planar-constants] */
int planar_lugre_constants(const planar_lugre *m, planar_constants *out)
{
    /* the limit-surface model (the authors' code), then the viscous one:
     * mu = 0, sigma2 = 1 */
    planar_lugre ls = planar_lugre_ls_model(m);
    double wr[3];
    steady_at_cop(&ls, 1.0, 0.0, 0.0, wr);
    out->f_t_max = fabs(wr[0]);
    steady_at_cop(&ls, 0.0, 0.0, 1.0, wr);
    out->f_tau_max = fabs(wr[2]);
    out->r_a = out->f_tau_max / ls.p.muc;
    ls.p.muc = ls.p.mus = 0.0;
    ls.p.sigma2 = 1.0;
    steady_at_cop(&ls, 0.0, 0.0, 1.0, wr);
    out->tau_visc = wr[2];
    out->kappa_tau = fabs(wr[2]) / (out->r_a * out->r_a);
    return 0;
}
/* [/planar-constants] */

/* [planar-fig5] */
/* The Fig. 5 twist at the CoP at time t (the authors' code, c = 0.015 m/s):
 * w ramps to 1 rad/s, vx ramps to c and back, vy to 0.4 c, w back to 0,
 * vy back to 0; zero from 4.6 s on. */
void planar_fig5_twist(double t, double v[3])
{
    const double c = 0.015;
    double vx = 0.0, vy = 0.0, w = 0.0;
    if (t < 0.6)
        w = t / 0.6;
    else if (t < 3.4)
        w = 1.0;
    else if (t < 4.0)
        w = (4.0 - t) / 0.6;
    if (t >= 0.8 && t < 1.4)
        vx = c * (t - 0.8) / 0.6;
    else if (t >= 1.4 && t < 1.6)
        vx = c;
    else if (t >= 1.6 && t < 2.2)
        vx = c * (2.2 - t) / 0.6;
    if (t >= 2.4 && t < 2.7)
        vy = 0.4 * c * (t - 2.4) / 0.3;
    else if (t >= 2.7 && t < 4.3)
        vy = 0.4 * c;
    else if (t >= 4.3 && t < 4.6)
        vy = 0.4 * c * (4.6 - t) / 0.3;
    v[0] = vx;
    v[1] = vy;
    v[2] = w;
}
/* [/planar-fig5] */

/* The numbers on a line (comments after '#' dropped): how many, at most max
 * into x; -1 when a word is not a finite number. */
static int line_numbers(char *line, double *x, int max)
{
    char *hash = strchr(line, '#'), *p = line, *end;
    if (hash != NULL)
        *hash = '\0';
    int n = 0;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == ',')
            p++;
        if (*p == '\0')
            return n;
        size_t length = strcspn(p, " \t\r\n,#");
        double value;
        if (number_read_double(p, length, &value) != NUMBER_OK || !isfinite(value))
            return -1;
        end = p + length;
        if (n < max)
            x[n] = value;
        n++;
        p = end;
    }
}

void planar_profile_free(planar_profile *p)
{
    free(p->k);
    p->k = NULL;
    p->n = 0;
}

int planar_profile_read(FILE *in, const char *name, planar_profile *out, char *err, size_t size)
{
    char line[1024];
    int cap = 0, lineno = 0;
    out->n = 0;
    out->k = NULL;
    while (fgets(line, sizeof line, in) != NULL) {
        lineno++;
        double x[4];
        int n = line_numbers(line, x, 4);
        if (n == 0)
            continue;
        if (n != 4) {
            snprintf(err, size, "%s:%d: expected 4 numbers t vx vy omega, found %s", name, lineno,
                     n < 0 ? "a word that is not a number" : n < 4 ? "fewer" : "more");
            planar_profile_free(out);
            return -1;
        }
        if (out->n > 0 && !(x[0] > out->k[4 * (out->n - 1)])) {
            snprintf(err, size, "%s:%d: t = %g is not after the previous knot's t = %g", name,
                     lineno, x[0], out->k[4 * (out->n - 1)]);
            planar_profile_free(out);
            return -1;
        }
        if (out->n == cap) {
            cap = cap ? 2 * cap : 16;
            double *more = realloc(out->k, (size_t)cap * 4 * sizeof *more);
            if (more == NULL) {
                snprintf(err, size, "%s:%d: out of memory", name, lineno);
                planar_profile_free(out);
                return -1;
            }
            out->k = more;
        }
        memcpy(out->k + 4 * out->n++, x, sizeof x);
    }
    if (out->n == 0) {
        snprintf(err, size, "%s:%d: no knots (lines t vx vy omega)", name, lineno);
        return -1;
    }
    return 0;
}

/* [planar-profile] */
void planar_profile_twist(const planar_profile *p, double t, double v[3])
{
    const double *k = p->k;
    int last = p->n - 1;
    if (t <= k[0] || last == 0) {
        memcpy(v, k + (t <= k[0] ? 1 : 4 * last + 1), 3 * sizeof *v);
        return;
    }
    if (t >= k[4 * last]) {
        memcpy(v, k + 4 * last + 1, 3 * sizeof *v);
        return;
    }
    int lo = 0, hi = last; /* k[4 lo] <= t < k[4 hi] */
    while (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        if (k[4 * mid] <= t)
            lo = mid;
        else
            hi = mid;
    }
    double s = (t - k[4 * lo]) / (k[4 * hi] - k[4 * lo]);
    for (int c = 0; c < 3; c++)
        v[c] = k[4 * lo + 1 + c] + s * (k[4 * hi + 1 + c] - k[4 * lo + 1 + c]);
}
/* [/planar-profile] */

int planar_pressure_read(FILE *in, const char *name, int *N, double **P, char *err, size_t size)
{
    char line[65536];
    int lineno = 0, rows = 0, n = 0;
    double *x = NULL;
    while (fgets(line, sizeof line, in) != NULL) {
        lineno++;
        int count = line_numbers(line, NULL, 0);
        if (count == 0)
            continue;
        if (rows == 0) {
            n = count;
            x = count > 0 ? malloc((size_t)n * (size_t)n * sizeof *x) : NULL;
        }
        if (count != n || x == NULL || rows >= n) {
            snprintf(err, size, "%s:%d: %s", name, lineno,
                     count < 0 ? "a word that is not a number"
                     : x == NULL ? "out of memory"
                     : rows >= n ? "more rows than the first row has weights"
                                 : "this row has a different number of weights than the first");
            free(x);
            return -1;
        }
        /* parse again, now into the row (line_numbers cut the comment) */
        line_numbers(line, x + (size_t)rows * (size_t)n, n);
        for (int i = 0; i < n; i++)
            if (x[(size_t)rows * (size_t)n + (size_t)i] < 0.0) {
                snprintf(err, size, "%s:%d: weight %d is negative", name, lineno, i + 1);
                free(x);
                return -1;
            }
        rows++;
    }
    if (rows == 0 || rows != n) {
        snprintf(err, size, "%s:%d: %d rows of %d weights: a map is N rows of N", name, lineno,
                 rows, n);
        free(x);
        return -1;
    }
    *N = n;
    *P = x;
    return 0;
}
