/* lugre.c: the LuGre and elasto-plastic friction models (Arslan Waltersson 2023 eqs. 1-6). */
#include "lugre.h"
#include "dmath.h"

#include <math.h>


int lugre_pset(int p, lugre_params *out)
{
    /* Arslan Waltersson 2023, Table I, as the authors' code uses it (github.com/Gabrieleenx/FrictionModelling). */
    static const lugre_params set[2] = {
        {1e6, 8e2, 0.0, 1.0, 1.0, 1e-3, 2.0, 1.0, 0.9, 0},
        {1e6, 8e2, 0.2, 1.0, 1.2, 1e-3, 2.0, 1.0, 0.9, 0},
    };
    if (p != 0 && p != 1)
        return -1;
    *out = set[p];
    return 0;
}

/* [lugre-g] */
/* Eq. 2: g(v) = muc + (mus - muc) exp(-|v / vs|^gamma). */
double lugre_g(const lugre_params *p, double v)
{
    return p->muc + (p->mus - p->muc) * dmath_exp(-dmath_pow(fabs(v / p->vs), p->gamma));
}
/* [/lugre-g] */

/* The sign of x: -1, 0 or +1. */
static int sign(double x)
{
    return (x > 0.0) - (x < 0.0);
}

/* [lugre-alpha] */
/* Eqs. 5-6 with z_max = g(v) / sigma0 and z_ba = sba z_max: 0 when z and v
 * point different ways or |z| <= z_ba (pure spring), 1 beyond z_max, and
 * between them the half sine from 0 to 1.  Eq. 6 is written with z; it is
 * |z| here, as in the authors' code, so that alpha(-z, -v) = alpha(z, v)
 * for every sba (with z the two agree only for sba = k/(k+1): erratum E14). */
double lugre_alpha(const lugre_params *p, double z, double v)
{
    if (!p->ep)
        return 1.0;
    if (sign(v) != sign(z))
        return 0.0;
    double zmax = lugre_g(p, v) / p->sigma0, zba = p->sba * zmax, a = fabs(z);
    if (a <= zba)
        return 0.0;
    if (a >= zmax)
        return 1.0;
    return 0.5 * dmath_sin(DMATH_PI * (a - 0.5 * (zmax + zba)) / (zmax - zba)) + 0.5;
}
/* [/lugre-alpha] */

/* [lugre-zdot] */
/* Eqs. 1 and 4: z' = v - alpha(z, v) z sigma0 |v| / g(v). */
double lugre_zdot(const lugre_params *p, double z, double v)
{
    return v - lugre_alpha(p, z, v) * z * p->sigma0 * fabs(v) / lugre_g(p, v);
}

/* Eq. 3: f = (sigma0 z + sigma1 z' + sigma2 v) fn. */
double lugre_force(const lugre_params *p, double z, double v)
{
    return (p->sigma0 * z + p->sigma1 * lugre_zdot(p, z, v) + p->sigma2 * v) * p->fn;
}
/* [/lugre-zdot] */

/* [lugre-steady] */
/* z' = 0 with alpha = 1 (at |z| = z_max alpha is 1 in both models):
 * v = z sigma0 |v| / g(v), so z* = g(v) v / (sigma0 |v|) = g(v) sgn(v) / sigma0,
 * and f* = (sigma0 z* + sigma2 v) fn = (g(v) sgn(v) + sigma2 v) fn. */
double lugre_z_steady(const lugre_params *p, double v)
{
    return lugre_g(p, v) * sign(v) / p->sigma0;
}

double lugre_f_steady(const lugre_params *p, double v)
{
    return (lugre_g(p, v) * sign(v) + p->sigma2 * v) * p->fn;
}
/* [/lugre-steady] */

/* d alpha / d|z| (0 outside the half sine). */
static double alpha_slope(const lugre_params *p, double z, double v)
{
    if (!p->ep || sign(v) != sign(z))
        return 0.0;
    double zmax = lugre_g(p, v) / p->sigma0, zba = p->sba * zmax, a = fabs(z);
    if (a <= zba || a >= zmax)
        return 0.0;
    double w = DMATH_PI / (zmax - zba);
    return 0.5 * w * dmath_cos(w * (a - 0.5 * (zmax + zba)));
}

/* [lugre-dt-relax] */
/* At fixed v, z' = v - alpha(z) z r with r = sigma0 |v| / g(v); linearised,
 * dz' = -lambda dz with lambda = r (alpha + |z| alpha'(|z|)).  Euler's
 * e_{k+1} = (1 - dt lambda) e_k decays iff |1 - dt lambda| < 1, i.e.
 * dt < 2 / lambda: for LuGre 2 g(v) / (sigma0 |v|). */
double lugre_dt_relax(const lugre_params *p, double z, double v)
{
    double r = p->sigma0 * fabs(v) / lugre_g(p, v);
    double lambda = r * (lugre_alpha(p, z, v) + fabs(z) * alpha_slope(p, z, v));
    return lambda > 0.0 ? 2.0 / lambda : HUGE_VAL;
}
/* [/lugre-dt-relax] */

/* [lugre-dt-stick] */
/* Sticking, z' = v: m v' = -(k z + c v) with k = sigma0 fn, c = (sigma1 +
 * sigma2) fn, eigenvalues lambda of m l^2 + c l + k = 0.  Euler multiplies
 * each mode by 1 + dt lambda; |1 + dt lambda|^2 = 1 + 2 dt Re(lambda) +
 * dt^2 |lambda|^2 < 1 iff dt < -2 Re(lambda) / |lambda|^2.  Complex pair:
 * Re = -c / (2m), |lambda|^2 = k / m, so dt < c / k = (sigma1 + sigma2) /
 * sigma0, whatever m and fn.  Real pair: dt < 2 / |lambda_fast|. */
double lugre_dt_stick(const lugre_params *p, double m)
{
    double k = p->sigma0 * p->fn, c = (p->sigma1 + p->sigma2) * p->fn;
    double disc = c * c - 4.0 * m * k;
    if (disc < 0.0)
        return c / k;
    return 4.0 * m / (c + sqrt(disc));
}
/* [/lugre-dt-stick] */
