/* planar_reduced.c: the reduced planar LuGre model (Arslan Waltersson 2023 section V, eqs.
 * 24-44) as the authors' code computes it (github.com/Gabrieleenx/FrictionModelling). */
#include "planar_reduced.h"
#include "dmath.h"
#include "planar_kernel.h"
#include "planar_step.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>


/* [red-ls-steady] */
/* The steady wrench of the LS model per unit normal force for the twist v
 * at the centre, single evaluation (the authors' code): with g = 1 the cell force is
 * sigma0 v_i / (sigma0 |v_i| + 1e-10) w_i, the unit slip direction (the
 * 1e-10 as in the authors' code), and F = -sum f_i, tau = -sum x_i f_iy -
 * y_i f_ix.  The same numbers as planar_lugre_steady with the LS
 * parameters, without the Stribeck exponential it would evaluate per cell
 * (g = 1 + 0 exp(..)): the pre-computation's inner loop. */
static void ls_steady(const planar_lugre *m, const double v[3], double wrench[3])
{
    const double *restrict x = m->x, *restrict y = m->y, *restrict w = m->w;
    const double s0 = 1e5;
    double Fx = 0.0, Fy = 0.0, T = 0.0;
    for (int i = 0; i < m->n; i++) {
        double vx = v[0] - v[2] * y[i], vy = v[1] + v[2] * x[i];
        double c = s0 / (s0 * sqrt(vx * vx + vy * vy) + 1e-10) * w[i];
        double fx = c * vx, fy = c * vy;
        Fx -= fx;
        Fy -= fy;
        T -= x[i] * fy - y[i] * fx;
    }
    wrench[0] = Fx;
    wrench[1] = Fy;
    wrench[2] = T;
}

/* The same through the bilinear CoR rule (eq. 23, the authors' code), the rule of
 * planar_lugre_steady_bilinear around the evaluation above. */
static void ls_steady_bilinear(const planar_lugre *m, const double v[3], double wrench[3])
{
    planar_lugre_bilinear(m, v, ls_steady, wrench);
}
/* [/red-ls-steady] */

/* [red-ls-node] */
/* The node twist at the CoP (as the authors' code computes it):
 * omega = sqrt(1 / (1 + tan^2 phi_i)) (= cos phi_i), |v| = r_a sqrt(1 -
 * omega^2) (= r_a sin phi_i) along theta_r = 2 pi r / (4 nls). */
void planar_ls_node(int nls, double r_a, int r, int i, double v[3])
{
    double t = dmath_tan(i * DMATH_PI / (2 * nls)), d = 2 * DMATH_PI * r / (4 * nls);
    double w = sqrt(1 / (1 + t * t)), s = r_a * sqrt(1 - w * w);
    v[0] = dmath_cos(d) * s;
    v[1] = dmath_sin(d) * s;
    v[2] = w;
}
/* [/red-ls-node] */

/* The normalised steady wrench h of the LS model m for the twist v at the
 * CoP: moved to the centre, the bilinear CoR rule, read back at the CoP,
 * divided by f_t_max (force) and f_tau_max (torque). */
static void ls_normalised(const planar_limit_surface *ls, const planar_lugre *m, const double v[3],
                          double h[3])
{
    double vc[3], wr[3];
    planar_twist_move(v, -m->cop[0], -m->cop[1], vc);
    ls_steady_bilinear(m, vc, wr);
    planar_wrench_move(wr, m->cop[0], m->cop[1], wr);
    h[0] = wr[0] / ls->c.f_t_max;
    h[1] = wr[1] / ls->c.f_t_max;
    h[2] = wr[2] / ls->c.f_tau_max;
}

void planar_ls_free(planar_limit_surface *ls)
{
    free(ls->h);
    ls->h = NULL;
}

/* [red-ls-compute] */
/* Eqs. 31-36 as the authors' code: the steady wrench of the LS model at each node
 * twist (given at the CoP, moved to the centre, the bilinear CoR rule, read
 * back at the CoP), normalised h = (F_x / f_t_max, F_y / f_t_max, tau /
 * f_tau_max). */
int planar_ls_compute(planar_limit_surface *ls, const planar_lugre *shape, int nls)
{
    memset(ls, 0, sizeof *ls);
    ls->nls = nls;
    ls->cop[0] = shape->cop[0];
    ls->cop[1] = shape->cop[1];
    if (planar_lugre_constants(shape, &ls->c) != 0)
        return -1;
    if (nls < 1)
        return 0;
    size_t nodes = (size_t)(4 * nls + 1) * (size_t)(nls + 1);
    ls->h = malloc(3 * nodes * sizeof *ls->h);
    if (ls->h == NULL)
        return -1;
    planar_lugre m = planar_lugre_ls_model(shape);
    for (int r = 0; r <= 4 * nls; r++)
        for (int i = 0; i <= nls; i++) {
            double v[3];
            planar_ls_node(nls, ls->c.r_a, r, i, v);
            ls_normalised(ls, &m, v, ls->h + 3 * (r * (nls + 1) + i));
        }
    return 0;
}
/* [/red-ls-compute] */

void planar_ls_exact(const planar_limit_surface *ls, const planar_lugre *shape, const double v[3],
                     double h[3])
{
    planar_lugre m = planar_lugre_ls_model(shape);
    ls_normalised(ls, &m, v, h);
}

/* arctan(k / 64), k = 0 ... 64, for atan2_pair (Python's math.atan, in
 * shortest round-trip decimals). */
static const double atan_64ths[65] = {
    0.0, 0.015623728620476831, 0.031239833430268277, 0.046840712915969654, 0.06241880999595735,
    0.0779666338315423, 0.09347678115858947, 0.10894195698986579, 0.12435499454676144,
    0.13970887428916365, 0.15499674192394097, 0.1702119252854744, 0.18534794999569476,
    0.2003985538258785, 0.21535769969773805, 0.23021958727684372, 0.24497866312686414,
    0.2596296294082575, 0.2741674511196588, 0.2885873618940774, 0.3028848683749714,
    0.31705575320914703, 0.3310960767041321, 0.34500217720710513, 0.35877067027057225,
    0.3723984466767542, 0.38588266939807375, 0.39922076957525254, 0.4124104415973873,
    0.42544963737004227, 0.43833655985795783, 0.4510696559885235, 0.4636476090008061,
    0.4760693303227612, 0.48833395105640554, 0.5004408131472942, 0.5123894603107377,
    0.5241796287829132, 0.5358112379604637, 0.5472843809874369, 0.5585993153435624,
    0.5697564534829784, 0.5807563535676704, 0.5915997103351114, 0.6022873461349642,
    0.6128202021652414, 0.6231993299340659, 0.6334258829691446, 0.6435011087932844,
    0.6534263411807619, 0.6632029927060933, 0.6728325475937632, 0.6823165548747481,
    0.6916566218531999, 0.7008544078844502, 0.7099116184635249, 0.7188299996216245,
    0.7276113326265107, 0.7362574289814281, 0.7447701257160751, 0.7531512809621944,
    0.7614027698055784, 0.7695264804056583, 0.7775243103733478, 0.7853981633974483};

/* The Taylor coefficients of arctan about c = k / 64, k = 0 ... 64, for
 * atan2_pair: with g(x) = 1 / (1 + x^2) = arctan'(x) and D = 1 + c^2,
 * (1 + x^2) g(x) = 1 gives g's coefficients about c, g_0 = 1 / D, g_1 =
 * -2 c g_0 / D, g_n = -(2 c g_{n-1} + g_{n-2}) / D, and arctan's n-th is
 * g_{n-1} / n.  Written as constant expressions: the compiler evaluates
 * them, in double, operation by operation. */
#define ATAN_D(c) (1 + (c) * (c))
#define ATAN_G0(c) (1 / ATAN_D(c))
#define ATAN_G1(c) (-2 * (c) * ATAN_G0(c) / ATAN_D(c))
#define ATAN_G2(c) (-(2 * (c) * ATAN_G1(c) + ATAN_G0(c)) / ATAN_D(c))
#define ATAN_G3(c) (-(2 * (c) * ATAN_G2(c) + ATAN_G1(c)) / ATAN_D(c))
#define ATAN_G4(c) (-(2 * (c) * ATAN_G3(c) + ATAN_G2(c)) / ATAN_D(c))
#define ATAN_G5(c) (-(2 * (c) * ATAN_G4(c) + ATAN_G3(c)) / ATAN_D(c))
#define ATAN_G6(c) (-(2 * (c) * ATAN_G5(c) + ATAN_G4(c)) / ATAN_D(c))
#define ATAN_G7(c) (-(2 * (c) * ATAN_G6(c) + ATAN_G5(c)) / ATAN_D(c))
#define ATAN_ROW(k)                                                                              \
    {ATAN_G0((k) / 64.0),     ATAN_G1((k) / 64.0) / 2, ATAN_G2((k) / 64.0) / 3,                \
     ATAN_G3((k) / 64.0) / 4, ATAN_G4((k) / 64.0) / 5, ATAN_G5((k) / 64.0) / 6,                \
     ATAN_G6((k) / 64.0) / 7, ATAN_G7((k) / 64.0) / 8}
static const double atan_taylor[65][8] = {
    ATAN_ROW(0), ATAN_ROW(1), ATAN_ROW(2), ATAN_ROW(3), ATAN_ROW(4), ATAN_ROW(5),
    ATAN_ROW(6), ATAN_ROW(7), ATAN_ROW(8), ATAN_ROW(9), ATAN_ROW(10), ATAN_ROW(11),
    ATAN_ROW(12), ATAN_ROW(13), ATAN_ROW(14), ATAN_ROW(15), ATAN_ROW(16), ATAN_ROW(17),
    ATAN_ROW(18), ATAN_ROW(19), ATAN_ROW(20), ATAN_ROW(21), ATAN_ROW(22), ATAN_ROW(23),
    ATAN_ROW(24), ATAN_ROW(25), ATAN_ROW(26), ATAN_ROW(27), ATAN_ROW(28), ATAN_ROW(29),
    ATAN_ROW(30), ATAN_ROW(31), ATAN_ROW(32), ATAN_ROW(33), ATAN_ROW(34), ATAN_ROW(35),
    ATAN_ROW(36), ATAN_ROW(37), ATAN_ROW(38), ATAN_ROW(39), ATAN_ROW(40), ATAN_ROW(41),
    ATAN_ROW(42), ATAN_ROW(43), ATAN_ROW(44), ATAN_ROW(45), ATAN_ROW(46), ATAN_ROW(47),
    ATAN_ROW(48), ATAN_ROW(49), ATAN_ROW(50), ATAN_ROW(51), ATAN_ROW(52), ATAN_ROW(53),
    ATAN_ROW(54), ATAN_ROW(55), ATAN_ROW(56), ATAN_ROW(57), ATAN_ROW(58), ATAN_ROW(59),
    ATAN_ROW(60), ATAN_ROW(61), ATAN_ROW(62), ATAN_ROW(63), ATAN_ROW(64)};

/* [red-atan2] */
/* atan2(y, x) for both lanes j = 0, 1 at once, without libm's
 * general-purpose path, for the look-up's two angles: q = min(|x|, |y|) /
 * max(|x|, |y|) in [0, 1], c = k / 64 the nearest 64th (64 q rounded by
 * adding PLANAR_ROUND_SHIFT: the sum's last bits are k), h = q - c (exact,
 * |h| <= 1/128), and arctan q = arctan c + a_1 h + ... + a_8 h^8 with the
 * Taylor coefficients above (the next term is below 2e-20), by Estrin's
 * scheme; then the octant and the quadrant.  One division per lane, and
 * the two lanes side by side so that the compiler does each step of both
 * with one instruction.  Within a few units in the last place of
 * dmath_atan2's; if a lane is on
 * an axis (the signed zeros), infinite or NaN, dmath_atan2 does both. */
PLANAR_KERNEL void atan2_pair(const double y[2], const double x[2], double out[2])
{
    double num[2], den[2], q[2], t[2], h[2], c[2];
    int special = 0;
    for (int j = 0; j < 2; j++) {
        double ax = fabs(x[j]), ay = fabs(y[j]);
        num[j] = ay > ax ? ax : ay;
        den[j] = ay > ax ? ay : ax;
        q[j] = num[j] / den[j];
        special |= !(q[j] <= 1.0) | (num[j] == 0.0);
    }
    if (special) {
        out[0] = dmath_atan2(y[0], x[0]);
        out[1] = dmath_atan2(y[1], x[1]);
        return;
    }
    const double *a[2];
    for (int j = 0; j < 2; j++) {
        uint64_t k;
        t[j] = q[j] * 64.0 + PLANAR_ROUND_SHIFT;
        h[j] = q[j] - (t[j] - PLANAR_ROUND_SHIFT) * (1.0 / 64);
        memcpy(&k, &t[j], sizeof k);
        a[j] = atan_taylor[k & 127u];
        c[j] = atan_64ths[k & 127u];
    }
    for (int j = 0; j < 2; j++) {
        const double *A = a[j];
        double hj = h[j], h2 = hj * hj, h4 = h2 * h2;
        double p = (A[0] + A[1] * hj) + (A[2] + A[3] * hj) * h2 +
                   ((A[4] + A[5] * hj) + (A[6] + A[7] * hj) * h2) * h4;
        double r = c[j] + hj * p;
        r = fabs(y[j]) > fabs(x[j]) ? DMATH_PI / 2 - r : r;
        r = x[j] < 0 ? DMATH_PI - r : r;
        out[j] = y[j] < 0 ? -r : r;
    }
}
/* [/red-atan2] */

double planar_atan2(double y, double x)
{
    double ys[2] = {y, y}, xs[2] = {x, x}, out[2];
    atan2_pair(ys, xs, out);
    return out[0];
}

/* [red-ls-lookup] */
/* As the authors' code (eqs. 37-44): theta = atan2(vy, vx), turned by pi when w < 0
 * (h is odd: h(-v) = -h(v), only w >= 0 is tabulated), phi = atan2(|v|,
 * r_a |w|); the cell (r, i) of the grid containing (theta, phi) and the
 * bilinear weights; the last cell takes the edges (phi = pi/2, theta =
 * 2 pi). */
PLANAR_KERNEL void ls_lookup(const planar_limit_surface *ls, const double v[3], double h[3])
{
    const int nls = ls->nls;
    const double scale = nls * (2 / DMATH_PI);
    /* theta = atan2(vy, vx), phi = atan2(|v|, r_a |w|) */
    double ys[2] = {v[1], sqrt(v[0] * v[0] + v[1] * v[1])}, xs[2] = {v[0], ls->c.r_a * fabs(v[2])};
    double ang[2];
    atan2_pair(ys, xs, ang);
    double theta = ang[0];
    if (v[2] < 0)
        theta += theta < DMATH_PI ? DMATH_PI : -DMATH_PI;
    if (theta < 0)
        theta += 2.0 * DMATH_PI;
    double a = theta * scale, b = ang[1] * scale;
    int r = (int)a, i = (int)b;
    double dr = a - r, di = b - i;
    if (i >= nls) {
        i = nls - 1;
        di = 1.0;
    }
    if (r >= 4 * nls) {
        r = 4 * nls - 1;
        dr = 1.0;
    }
    const double *h00 = ls->h + 3 * (r * (nls + 1) + i), *h10 = h00 + 3 * (nls + 1);
    double s1 = (1 - dr) * (1 - di), s2 = dr * (1 - di), s3 = di * (1 - dr), s4 = dr * di;
    double sign = v[2] < 0 ? -1.0 : 1.0;
    for (int c = 0; c < 3; c++)
        h[c] = sign * (s1 * h00[c] + s2 * h10[c] + s3 * h00[3 + c] + s4 * h10[3 + c]);
}
/* [/red-ls-lookup] */

void planar_ls_lookup(const planar_limit_surface *ls, const double v[3], double h[3])
{
    ls_lookup(ls, v, h);
}

int planar_reduced_init(planar_reduced *r, const planar_lugre *shape, int nls,
                        planar_red_kind kind, const lugre_params *p)
{
    memset(r, 0, sizeof *r);
    r->kind = kind;
    r->p = *p;
    return planar_ls_compute(&r->ls, shape, kind == PLANAR_RED_LS ? nls : 0);
}

void planar_reduced_free(planar_reduced *r)
{
    planar_ls_free(&r->ls);
}

void planar_reduced_reset(planar_reduced *r)
{
    r->z[0] = r->z[1] = r->z[2] = 0.0;
}

/* [red-direction] */
/* The direction u of the steady bristle and the generalised speed v_n for
 * the CoP twist vc (the authors' code): v_n = sqrt(vx^2 + vy^2 + r_a^2
 * w^2) (eq. 26 with A = diag(1, 1, r_a^2)); limit surface: u = (-h_x, -h_y,
 * -r_a h_tau) with h the look-up (eqs. 37-40); ellipsoid (the authors' code): u v_n
 * = A vc, so u = A vc / v_n (0 at rest). */
static inline double direction(const planar_reduced *r, const double vc[3], double u[3])
{
    double ra = r->ls.c.r_a;
    double vn = sqrt(vc[0] * vc[0] + vc[1] * vc[1] + vc[2] * vc[2] * ra * ra);
    if (r->kind == PLANAR_RED_LS) {
        double h[3];
        ls_lookup(&r->ls, vc, h);
        u[0] = -h[0];
        u[1] = -h[1];
        u[2] = -ra * h[2];
    } else {
        double k = vn > 0.0 ? 1.0 / vn : 0.0;
        u[0] = vc[0] * k;
        u[1] = vc[1] * k;
        u[2] = ra * ra * vc[2] * k;
    }
    return vn;
}
/* [/red-direction] */

/* g(v_n) of eq. 2, one value for the whole contact (the authors' code):
 * mu_s = mu_c needs no exp; gamma = 2 no pow; exp(-e) is 0 beyond e = 746
 * (planar_exp and planar_sin: the distributed step's own, within an ulp of
 * libm's and the same bytes on every machine). */
static inline double stribeck(const lugre_params *p, double vn)
{
    if (p->mus == p->muc)
        return p->muc;
    if (p->gamma == 2.0) {
        double q = vn / p->vs, e = q * q;
        return p->muc + (p->mus - p->muc) * (e < 746.0 ? planar_exp(-e) : 0.0);
    }
    return lugre_g(p, vn);
}

/* [red-beta] */
/* The elasto-plastic factor of the authors' code for the reduced bristle, in the
 * coordinates S = diag(1, 1, 1 / r_a) of eq. 34: sz = S z, su = S u, k =
 * sigma0 / g, so z_max = |S z_ss| = |su| / k.  alpha = 0 up to z_ba = sba
 * z_max, a half sine up to z_max, 1 beyond (eq. 18 with erratum E7); beta =
 * alpha (1 + cos angle(su, sz)) / 2, the angle only when z is non-zero (as
 * the authors' code; the caller has v_n > 0, so S u v_n is non-zero).
 * Multiplied through by k (Z = k |sz|, Z_max = |su|), the sine's argument
 * is (Z - (1 + sba) Z_max / 2) / ((1 - sba) Z_max): its divisor does not
 * depend on z, so the division is off the chain from one step's z to the
 * next. */
static inline double red_beta(double sba, const double sz[3], const double su[3], double k)
{
    double un = sqrt(su[0] * su[0] + su[1] * su[1] + su[2] * su[2]);
    double zn = sqrt(sz[0] * sz[0] + sz[1] * sz[1] + sz[2] * sz[2]), Z = k * zn, alpha = 1.0;
    if (Z <= sba * un)
        return 0.0;
    if (Z < un) {
        double band = 1.0 / ((1 - sba) * un), mid = 0.5 * (1 + sba) * un;
        alpha = 0.5 * planar_sin(DMATH_PI * ((Z - mid) * band)) + 0.5;
    }
    return alpha * (((su[0] * sz[0] + su[1] * sz[1] + su[2] * sz[2]) / (un * zn) + 1) / 2);
}
/* [/red-beta] */

/* [red-step] */
/* As the authors' code (eqs. 29-34 with erratum E8): the CoP twist, u and v_n, the
 * steady bristle z_ss = u g / sigma0, z' = (u - beta sigma0 z / g) v_n,
 * the wrench at the CoP -fn (sigma0 z + sigma1 z' + sigma2 kappa A vc) from
 * the old z, moved to the centre; then z <- z + dt z'.  At rest (v_n = 0)
 * z' = 0 whatever beta is, so beta is skipped there. */
void planar_reduced_step(planar_reduced *r, const double v[3], double dt, double wrench[3])
{
    const lugre_params *p = &r->p;
    const double *cop = r->ls.cop, ra = r->ls.c.r_a;
    double *z = r->z, u[3];
    /* the twist at the CoP: (vx - w c_y, vy + w c_x, w) */
    double vc[3] = {v[0] - v[2] * cop[1], v[1] + v[2] * cop[0], v[2]};
    double vn = direction(r, vc, u), g = stribeck(p, vn), k = p->sigma0 / g, beta = 1.0;
    if (p->ep && vn != 0.0) {
        double ir = 1 / ra, sz[3] = {z[0], z[1], z[2] * ir}, su[3] = {u[0], u[1], u[2] * ir};
        beta = red_beta(p->sba, sz, su, k);
    }
    double av[3] = {vc[0], vc[1], ra * ra * vc[2]}, kappa[3] = {1.0, 1.0, r->ls.c.kappa_tau};
    double f[3], bk = beta * k;
    for (int c = 0; c < 3; c++) {
        double dz = (u[c] - bk * z[c]) * vn;
        f[c] = -(p->sigma0 * z[c] + p->sigma1 * dz + kappa[c] * p->sigma2 * av[c]) * p->fn;
        z[c] += dz * dt;
    }
    /* about the centre: tau_centre = tau_cop + c_x F_y - c_y F_x */
    wrench[0] = f[0];
    wrench[1] = f[1];
    wrench[2] = f[2] + (cop[0] * f[1] - cop[1] * f[0]);
}
/* [/red-step] */

/* [red-steady] */
/* As the authors' code: -fn (sigma0 z_ss + sigma2 kappa A vc) with
 * z_ss = u g / sigma0 (0 at rest), about the centre. */
void planar_reduced_steady(const planar_reduced *r, const double v[3], double wrench[3])
{
    const lugre_params *p = &r->p;
    const double *cop = r->ls.cop, ra = r->ls.c.r_a;
    double vc[3], u[3], f[3];
    planar_twist_move(v, cop[0], cop[1], vc);
    double vn = direction(r, vc, u), g = stribeck(p, vn);
    double av[3] = {vc[0], vc[1], ra * ra * vc[2]}, kappa[3] = {1.0, 1.0, r->ls.c.kappa_tau};
    for (int c = 0; c < 3; c++) {
        double zss = vn != 0.0 ? u[c] * g / p->sigma0 : 0.0;
        f[c] = -(p->sigma0 * zss + kappa[c] * p->sigma2 * av[c]) * p->fn;
    }
    planar_wrench_move(f, -cop[0], -cop[1], wrench);
}
/* [/red-steady] */
