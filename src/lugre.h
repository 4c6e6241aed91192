/* lugre.h: the LuGre friction model in one dimension and its
 * elasto-plastic variant (Arslan Waltersson 2023, section III, eqs. 1-6).
 *
 * The bristle deflection z [m] follows, for the sliding velocity v,
 *     z' = v - alpha(z, v) z sigma0 |v| / g(v)                (eqs. 1, 4)
 *     g(v) = muc + (mus - muc) exp(-|v / vs|^gamma)            (eq. 2)
 *     f = (sigma0 z + sigma1 z' + sigma2 v) fn                 (eq. 3)
 * with alpha = 1 for LuGre and alpha(z, v) of eqs. 5-6 for the elasto-
 * plastic model (z_ba = sba z_max, z_max = g(v) / sigma0).  The sigmas are
 * per unit normal force (1/m, s/m, s/m), as in the paper's code: f is the
 * friction force that resists v (the force on the sliding body is -f).
 */
#ifndef LUGRE_H
#define LUGRE_H

typedef struct {
    double sigma0, sigma1, sigma2; /* bristle stiffness, damping, viscous: per unit fn */
    double muc, mus;               /* Coulomb and static friction coefficients */
    double vs, gamma;              /* Stribeck velocity and exponent */
    double fn;                     /* normal force [N] */
    double sba;                    /* z_ba = sba z_max (elasto-plastic) */
    int ep;                        /* 1: elasto-plastic alpha(z, v); 0: LuGre */
} lugre_params;

/* The paper's parameter set p = 0 or p = 1 (Table I; 1D, fn = 1 N, LuGre).
 * Returns 0, or -1 for another p. */
int lugre_pset(int p, lugre_params *out);

/* The Stribeck curve g(v) (eq. 2). */
double lugre_g(const lugre_params *p, double v);

/* alpha(z, v) of eqs. 5-6 (1 for LuGre). */
double lugre_alpha(const lugre_params *p, double z, double v);

/* The bristle rate z' (eq. 1, or eq. 4 for the elasto-plastic model). */
double lugre_zdot(const lugre_params *p, double z, double v);

/* The friction force f = (sigma0 z + sigma1 z' + sigma2 v) fn (eq. 3). */
double lugre_force(const lugre_params *p, double z, double v);

/* The steady state at constant v: z* = g(v) sgn(v) / sigma0 and
 * f* = (g(v) sgn(v) + sigma2 v) fn. */
double lugre_z_steady(const lugre_params *p, double v);
double lugre_f_steady(const lugre_params *p, double v);

/* Explicit Euler's bound on dt for the bristle at a given v (no mass):
 * 2 / lambda with lambda = -d z'/dz (2 g(v) / (sigma0 |v|) for LuGre);
 * HUGE_VAL when v = 0. */
double lugre_dt_relax(const lugre_params *p, double z, double v);

/* Explicit Euler's bound on dt for a mass m held by the bristles (v near
 * 0, alpha = 0 or z' = v): the oscillator m x'' + c x' + k x = 0 with
 * k = sigma0 fn, c = (sigma1 + sigma2) fn is stable iff dt < c / k when
 * underdamped, else dt < 2 / |lambda_fast|. */
double lugre_dt_stick(const lugre_params *p, double m);

#endif
