/* planar_lugre.c: the distributed planar LuGre model (004 eqs. 9-23). */
#include "planar_lugre.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define PLANAR_PI 3.14159265358979323846

static const char *const shape_names[PLANAR_SHAPES] = {
    "circle", "square", "line", "linegrad", "nonconvex1", "nonconvex2",
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
/* README section 2: the patterns of the authors' code, P[ix + iy N]. */
void planar_pressure(planar_shape s, int N, double *P)
{
    int k = N / 2, half = (N + 1) / 2 - 1; /* line: column N/2 (odd) or N/2-1, N/2 */
    int kc = (int)floor(0.15 * N), k1 = (int)floor(0.7 * N);
    int rc0 = py_round(N / 2.0 - kc / 2.0), rc1 = py_round(N / 2.0 + kc / 2.0);
    for (int i = 0; i < N * N; i++)
        P[i] = s == PLANAR_SQUARE ? 1.0 : 0.0;
    for (int iy = 0; iy < N; iy++)
        for (int ix = 0; ix < N; ix++) {
            double r = sqrt((double)((ix - k) * (ix - k) + (iy - k) * (iy - k)));
            int on_line = ix >= half && ix <= N / 2;
            if (s == PLANAR_CIRCLE && r <= (k < N - k ? k : N - k))
                P[ix + iy * N] = 1.0;
            else if (s == PLANAR_LINE && on_line)
                P[ix + iy * N] = 1.0;
            else if (s == PLANAR_LINEGRAD && on_line)
                P[ix + iy * N] = 1.0 - (double)iy / N;
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
    for (int i = 0; i < m->n; i++)
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

int planar_lugre_init(planar_lugre *m, int N, double L, const double *P, const lugre_params *p)
{
    memset(m, 0, sizeof *m);
    int n;
    double sum;
    if (N < 1 || count_load(N, P, &n, &sum) != 0)
        return -1;
    /* one block for the five arrays: x, y, w, zx, zy */
    double *block = calloc((size_t)5 * (size_t)n, sizeof *block);
    if (block == NULL)
        return -1;
    m->N = N;
    m->L = L;
    m->h = L / N;
    m->p = *p;
    m->n = n;
    m->x = block;
    m->y = block + n;
    m->w = block + 2 * n;
    m->zx = block + 3 * n;
    m->zy = block + 4 * n;
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

/* [planar-beta] */
/* The planar elasto-plastic factor (eqs. 15-18, README section 8): with
 * z_max = |z_ss| and z_ba = sba z_max, alpha rises from 0 at |z| = z_ba to 1
 * at z_max along a half sine, and beta = alpha (1 + cos angle(v, z)) / 2
 * (the angle term only when v and z are non-zero, as in the authors' code). */
static double planar_beta(double sba, double zn, double zmax, double vx, double vy, double zx,
                          double zy, double s)
{
    double zba = sba * zmax, alpha;
    if (zn <= zba)
        return 0.0;
    if (zn <= zmax)
        alpha = 0.5 * sin(PLANAR_PI * (zn - 0.5 * (zmax + zba)) / (zmax - zba)) + 0.5;
    else
        alpha = 1.0;
    if (s != 0.0 && zn != 0.0)
        alpha *= 0.5 * (1.0 + (vx * zx + vy * zy) / (s * zn));
    return alpha;
}
/* [/planar-beta] */

/* [planar-step] */
/* g(|v_i|) of eq. 2 from |v_i|^2: for the paper's gamma = 2 the exponent
 * (|v_i| / vs)^2 = |v_i|^2 / vs^2 needs neither pow nor the square root, and
 * for mus = muc (p = 0) g is muc without exp; other gammas go to lugre_g.
 * Once a cell slides faster than about 27 vs, exp underflows to 0: skipped.
 * (tests/test_planar_lugre.c checks it against lugre_g.) */
static inline double stribeck(const lugre_params *p, double s2, double s)
{
    if (p->mus == p->muc)
        return p->muc;
    if (p->gamma == 2.0) {
        /* exp(-e) is 0 in doubles beyond e = 745.2: skip libm's slow underflow */
        double e = s2 / (p->vs * p->vs);
        return p->muc + (p->mus - p->muc) * (e < 746.0 ? exp(-e) : 0.0);
    }
    return lugre_g(p, s);
}

void planar_lugre_step(planar_lugre *m, const double v[3], double dt, double wrench[3])
{
    const lugre_params *p = &m->p;
    const double s0 = p->sigma0, s1 = p->sigma1, s2 = p->sigma2, fn = p->fn;
    const double *restrict x = m->x, *restrict y = m->y, *restrict w = m->w;
    double *restrict zxs = m->zx, *restrict zys = m->zy;
    double Fx = 0.0, Fy = 0.0, T = 0.0;
    for (int i = 0; i < m->n; i++) {
        /* the cell's slip v_i = (vx - w y_i, vy + w x_i) and its Stribeck g */
        double vx = v[0] - v[2] * y[i], vy = v[1] + v[2] * x[i];
        double ss = vx * vx + vy * vy, s = sqrt(ss), g = stribeck(p, ss, s);
        /* z_ss = v_i g / (sigma0 |v_i|), regularised as the authors' code */
        double zx = zxs[i], zy = zys[i], zn = sqrt(zx * zx + zy * zy);
        double zmax = s * g / (s0 * s + 1e-10);
        double beta = p->ep ? planar_beta(p->sba, zn, zmax, vx, vy, zx, zy, s) : 1.0;
        /* eq. 15: z' = v_i - beta sigma0 |v_i| / g z_i */
        double k = beta * s0 * s / g;
        double dzx = vx - k * zx, dzy = vy - k * zy;
        /* eq. 11 with the old z: f_i = (sigma0 z + sigma1 z' + sigma2 v) fn_i */
        double fni = fn * w[i];
        double fx = (s0 * zx + s1 * dzx + s2 * vx) * fni;
        double fy = (s0 * zy + s1 * dzy + s2 * vy) * fni;
        Fx -= fx;
        Fy -= fy;
        T -= x[i] * fy - y[i] * fx;
        zxs[i] = zx + dt * dzx;
        zys[i] = zy + dt * dzy;
    }
    wrench[0] = Fx;
    wrench[1] = Fy;
    wrench[2] = T;
}
/* [/planar-step] */

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
/* Eq. 23 as the authors' code does it (README section 6): the CoR (-vy/w,
 * vx/w) in node units a = (cx + L/2)/h, b = (cy + L/2)/h (b counted from
 * the bottom edge up), truncated toward zero; the wrenches of pure rotations
 * with the same w about the four grid nodes around it, weighted bilinearly.
 * A CoR outside the grid, or w = 0, takes the single evaluation. */
void planar_lugre_steady_bilinear(const planar_lugre *m, const double v[3], double wrench[3])
{
    double w = v[2];
    if (fabs(w) < 1e-10) {
        planar_lugre_steady(m, v, wrench);
        return;
    }
    double a = (-v[1] / w + m->L / 2) / m->h, b = (v[0] / w + m->L / 2) / m->h;
    if (!(a > -1.0 && b > -1.0 && a < m->N && b < m->N)) {
        planar_lugre_steady(m, v, wrench);
        return;
    }
    int ix = (int)a, iy = (int)b; /* (int) as the authors' code: 0 on (-1, 1) */
    double dx = a - ix, dy = b - iy;
    double weight[4] = {(1 - dx) * (1 - dy), dx * (1 - dy), dy * (1 - dx), dx * dy};
    wrench[0] = wrench[1] = wrench[2] = 0.0;
    for (int q = 0; q < 4; q++) {
        double kx = (ix + q % 2) * m->h - m->L / 2, ky = (iy + q / 2) * m->h - m->L / 2;
        double vn[3] = {w * ky, -w * kx, w}, wr[3];
        planar_lugre_steady(m, vn, wr);
        for (int c = 0; c < 3; c++)
            wrench[c] += weight[q] * wr[c];
    }
}
/* [/planar-bilinear] */

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
    /* the limit-surface model (README section 7.1): mu = 1, sigma0 = 1e5,
     * sigma1 = sigma2 = 0, fn = 1; the viscous one: mu = 0, sigma2 = 1 */
    planar_lugre ls = *m;
    ls.p.muc = ls.p.mus = 1.0;
    ls.p.sigma0 = 1e5;
    ls.p.sigma1 = ls.p.sigma2 = 0.0;
    ls.p.fn = 1.0;
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
/* The Fig. 5 twist at the CoP at time t (README section 4, c = 0.015 m/s):
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

/* [planar-compare] */
int planar_lugre_compare_fig5(planar_lugre *m, FILE *in, double dt, double worst[3])
{
    long k = 0;
    int rows = 0;
    double v[3], vc[3], wr[3] = {0, 0, 0}, r[7];
    char line[512];
    worst[0] = worst[1] = worst[2] = 0.0;
    while (fgets(line, sizeof line, in) != NULL) {
        if (sscanf(line, "%lf,%lf,%lf,%lf,%lf,%lf,%lf", &r[0], &r[1], &r[2], &r[3], &r[4], &r[5],
                   &r[6]) != 7)
            continue;
        for (long row_k = lround(r[0] / dt); k <= row_k; k++) {
            planar_fig5_twist((double)k * dt, v);
            planar_twist_move(v, -m->cop[0], -m->cop[1], vc);
            planar_lugre_step(m, vc, dt, wr);
        }
        planar_wrench_move(wr, m->cop[0], m->cop[1], wr);
        for (int c = 0; c < 3; c++)
            worst[0] = fmax(worst[0], fabs(v[c] - r[1 + c]));
        worst[1] = fmax(worst[1], fmax(fabs(wr[0] - r[4]), fabs(wr[1] - r[5])));
        worst[2] = fmax(worst[2], fabs(wr[2] - r[6]));
        rows++;
    }
    return rows;
}
/* [/planar-compare] */

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
        double value = strtod(p, &end);
        if (end == p || !isfinite(value) ||
            (*end != '\0' && strchr(" \t\r\n,#", *end) == NULL))
            return -1;
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
