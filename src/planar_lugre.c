/* planar_lugre.c: the distributed planar LuGre model (Arslan Waltersson 2023 eqs. 9-23). */
#include "planar_lugre.h"
#include "planar_kernel.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

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

/* AVX2 where the processor and the build have it, else the base set. */
planar_simd planar_simd_best(void)
{
#if PLANAR_HAVE_AVX2
    return __builtin_cpu_supports("avx2") ? PLANAR_SIMD_AVX2 : PLANAR_SIMD_BASE;
#else
    return PLANAR_SIMD_BASE;
#endif
}

/* The base set always; AVX2 where planar_simd_best picks it. */
int planar_simd_available(planar_simd simd)
{
    return simd == PLANAR_SIMD_BASE || (simd == PLANAR_SIMD_AVX2 && planar_simd_best() == simd);
}

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
