/* planar_reduced.c: the reduced planar LuGre model (004 section V, eqs.
 * 24-44) as the authors' code computes it (README sections 7 and 8 of
 * ../shared/peer-tests/lugre). */
#include "planar_reduced.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define RED_PI 3.14159265358979323846

/* [red-ls-model] */
/* The limit-surface model of README 7.1: the pattern's cells and CoP with
 * mu_c = mu_s = 1, sigma0 = 1e5, sigma1 = sigma2 = 0, fn = 1, whatever the
 * user's parameters (the LS is the same for p = 0 and p = 1). */
static planar_lugre ls_model(const planar_lugre *shape)
{
    planar_lugre ls = *shape;
    ls.p.muc = ls.p.mus = 1.0;
    ls.p.sigma0 = 1e5;
    ls.p.sigma1 = ls.p.sigma2 = 0.0;
    ls.p.fn = 1.0;
    ls.p.ep = 0;
    return ls;
}
/* [/red-ls-model] */

/* [red-ls-steady] */
/* The steady wrench of the LS model per unit normal force for the twist v
 * at the centre, single evaluation (README 6): with g = 1 the cell force is
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

/* The same through the bilinear CoR rule (eq. 23, README 6), as
 * planar_lugre_steady_bilinear does it: the CoR (-vy/w, vx/w) in node units
 * truncated toward zero, the four pure rotations about the nodes around it
 * weighted bilinearly; w = 0 or a CoR off the grid: the single evaluation. */
static void ls_steady_bilinear(const planar_lugre *m, const double v[3], double wrench[3])
{
    double w = v[2];
    double a = (-v[1] / w + m->L / 2) / m->h, b = (v[0] / w + m->L / 2) / m->h;
    if (fabs(w) < 1e-10 || !(a > -1.0 && b > -1.0 && a < m->N && b < m->N)) {
        ls_steady(m, v, wrench);
        return;
    }
    int ix = (int)a, iy = (int)b;
    double dx = a - ix, dy = b - iy;
    double weight[4] = {(1 - dx) * (1 - dy), dx * (1 - dy), dy * (1 - dx), dx * dy};
    wrench[0] = wrench[1] = wrench[2] = 0.0;
    for (int q = 0; q < 4; q++) {
        double kx = (ix + q % 2) * m->h - m->L / 2, ky = (iy + q / 2) * m->h - m->L / 2;
        double vn[3] = {w * ky, -w * kx, w}, wr[3];
        ls_steady(m, vn, wr);
        for (int c = 0; c < 3; c++)
            wrench[c] += weight[q] * wr[c];
    }
}
/* [/red-ls-steady] */

/* [red-ls-node] */
/* The node twist at the CoP (README 7.1, as the authors compute it):
 * omega = sqrt(1 / (1 + tan^2 phi_i)) (= cos phi_i), |v| = r_a sqrt(1 -
 * omega^2) (= r_a sin phi_i) along theta_r = 2 pi r / (4 nls). */
static void node_twist(int r, int i, int nls, double r_a, double v[3])
{
    double t = tan(i * RED_PI / (2 * nls)), d = 2 * RED_PI * r / (4 * nls);
    double w = sqrt(1 / (1 + t * t)), s = r_a * sqrt(1 - w * w);
    v[0] = cos(d) * s;
    v[1] = sin(d) * s;
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
/* Eqs. 31-36 as README 7.1: the steady wrench of the LS model at each node
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
    planar_lugre m = ls_model(shape);
    for (int r = 0; r <= 4 * nls; r++)
        for (int i = 0; i <= nls; i++) {
            double v[3];
            node_twist(r, i, nls, ls->c.r_a, v);
            ls_normalised(ls, &m, v, ls->h + 3 * (r * (nls + 1) + i));
        }
    return 0;
}
/* [/red-ls-compute] */

void planar_ls_exact(const planar_limit_surface *ls, const planar_lugre *shape, const double v[3],
                     double h[3])
{
    planar_lugre m = ls_model(shape);
    ls_normalised(ls, &m, v, h);
}

/* [red-ls-lookup] */
/* README 7.2: theta = atan2(vy, vx), turned by pi when w < 0 (h is odd:
 * h(-v) = -h(v), only w >= 0 is tabulated), phi = atan2(|v|, r_a |w|); the
 * cell (r, i) of the grid containing (theta, phi) and the bilinear weights;
 * the last cell takes the edges (phi = pi/2, theta = 2 pi). */
void planar_ls_lookup(const planar_limit_surface *ls, const double v[3], double h[3])
{
    const int nls = ls->nls;
    double theta = atan2(v[1], v[0]);
    if (v[2] < 0)
        theta += theta < RED_PI ? RED_PI : -RED_PI;
    if (theta < 0)
        theta += 2.0 * RED_PI;
    double a = theta * (2 * nls) / RED_PI;
    double b = atan2(sqrt(v[0] * v[0] + v[1] * v[1]), ls->c.r_a * fabs(v[2])) * (2 * nls) / RED_PI;
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
 * the CoP twist vc (README 7.3 items 2-3): v_n = sqrt(vx^2 + vy^2 + r_a^2
 * w^2) (eq. 26 with A = diag(1, 1, r_a^2)); limit surface: u = (-h_x, -h_y,
 * -r_a h_tau) with h the look-up (eqs. 37-40); ellipsoid (README 7.4): u v_n
 * = A vc, so u = A vc / v_n (0 at rest). */
static double direction(const planar_reduced *r, const double vc[3], double u[3])
{
    double ra = r->ls.c.r_a;
    double vn = sqrt(vc[0] * vc[0] + vc[1] * vc[1] + vc[2] * vc[2] * ra * ra);
    if (r->kind == PLANAR_RED_LS) {
        double h[3];
        planar_ls_lookup(&r->ls, vc, h);
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

/* g(v_n) of eq. 2, one value for the whole contact (README 7.3 item 3):
 * mu_s = mu_c needs no exp; gamma = 2 no pow; exp(-e) is 0 beyond e = 746. */
static double stribeck(const lugre_params *p, double vn)
{
    if (p->mus == p->muc)
        return p->muc;
    if (p->gamma == 2.0) {
        double q = vn / p->vs, e = q * q;
        return p->muc + (p->mus - p->muc) * (e < 746.0 ? exp(-e) : 0.0);
    }
    return lugre_g(p, vn);
}

/* [red-beta] */
/* The elasto-plastic factor of README 8 in three dimensions: z_max =
 * |z_ss|, z_ba = sba z_max; alpha = 0 below z_ba, a half sine up to z_max,
 * 1 above (eq. 18 with erratum E7); beta = alpha (1 + cos angle(v, z)) / 2
 * when v and z are non-zero.  Arguments already scaled by S = diag(1, 1,
 * 1 / r_a). */
static double beta3(double sba, const double z[3], const double zss[3], const double v[3])
{
    double zn = sqrt(z[0] * z[0] + z[1] * z[1] + z[2] * z[2]);
    double zmax = sqrt(zss[0] * zss[0] + zss[1] * zss[1] + zss[2] * zss[2]);
    double vn = sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
    double zba = sba * zmax, alpha;
    if (zn <= zba)
        return 0.0;
    if (zn <= zmax)
        alpha = 0.5 * sin(RED_PI * ((zn - (zmax + zba) / 2) / (zmax - zba))) + 0.5;
    else
        alpha = 1.0;
    if (vn != 0.0 && zn != 0.0)
        alpha *= ((v[0] * z[0] + v[1] * z[1] + v[2] * z[2]) / (vn * zn) + 1) / 2;
    return alpha;
}
/* [/red-beta] */

/* [red-step] */
/* README 7.3 (eqs. 29-34 with erratum E8): the CoP twist, u and v_n, the
 * steady bristle z_ss = u g / sigma0, z' = (u - beta sigma0 z / g) v_n,
 * the wrench at the CoP -fn (sigma0 z + sigma1 z' + sigma2 kappa A vc) from
 * the old z, moved to the centre; then z <- z + dt z'. */
void planar_reduced_step(planar_reduced *r, const double v[3], double dt, double wrench[3])
{
    const lugre_params *p = &r->p;
    const double *cop = r->ls.cop, ra = r->ls.c.r_a;
    double vc[3], u[3], *z = r->z;
    planar_twist_move(v, cop[0], cop[1], vc);
    double vn = direction(r, vc, u), g = stribeck(p, vn), beta = 1.0;
    if (p->ep) {
        double zs[3] = {z[0], z[1], z[2] * (1 / ra)}, zss[3], us[3];
        for (int c = 0; c < 3; c++) {
            zss[c] = vn != 0.0 ? u[c] * g / p->sigma0 : 0.0;
            us[c] = u[c] * vn;
        }
        zss[2] *= 1 / ra;
        us[2] *= 1 / ra;
        beta = beta3(p->sba, zs, zss, us);
    }
    double av[3] = {vc[0], vc[1], ra * ra * vc[2]}, kappa[3] = {1.0, 1.0, r->ls.c.kappa_tau};
    double f[3];
    for (int c = 0; c < 3; c++) {
        double dz = (u[c] - beta * z[c] * p->sigma0 / g) * vn;
        f[c] = -(p->sigma0 * z[c] + p->sigma1 * dz + kappa[c] * p->sigma2 * av[c]) * p->fn;
        z[c] += dz * dt;
    }
    planar_wrench_move(f, -cop[0], -cop[1], wrench);
}
/* [/red-step] */

/* [red-steady] */
/* README 7.3, last paragraph: -fn (sigma0 z_ss + sigma2 kappa A vc) with
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
