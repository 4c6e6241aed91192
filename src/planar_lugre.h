/* planar_lugre.h: the distributed planar LuGre model (Arslan Waltersson 2023, section
 * IV, eqs. 9-14 and 21-22) on an N x N grid of square cells, as the authors'
 * code computes it (github.com/Gabrieleenx/FrictionModelling).
 *
 * The grid has side L, cell size h = L / N; cell (ix, iy) sits at
 *     x = (ix + 0.5 - N/2) h,   y = -(iy + 0.5 - N/2) h
 * about the grid centre (iy = 0 is the top row).  A pressure pattern P
 * (row-major, P[ix + iy N]) gives the cell normal forces fn_i = fn P_i / sum P
 * (fn of the lugre_params) and the centre of pressure c = sum w_i (x_i, y_i).
 * Each loaded cell i carries a 2D bristle z_i; for the twist (vx, vy, w) at
 * the centre its slip velocity is v_i = (vx - w y_i, vy + w x_i) and
 *     z_i' = v_i - beta_i sigma0 |v_i| / g(|v_i|) z_i          (eqs. 10, 15)
 *     f_i  = (sigma0 z_i + sigma1 z_i' + sigma2 v_i) fn_i      (eq. 11)
 * and the friction wrench on the body is F = -sum f_i, tau = -sum (x_i f_iy -
 * y_i f_ix) about the centre (eqs. 13-14).  Only the loaded cells are stored,
 * as a structure of arrays.
 */
#ifndef PLANAR_LUGRE_H
#define PLANAR_LUGRE_H

#include "lugre.h"

/* The pressure patterns of the authors' code: the six
 * of the paper's Fig. 8 (the first PLANAR_PAPER_SHAPES, what `--shape all`
 * means), then the gradient line turned to run along x (their LineGradX,
 * the contact of the paper's Fig. 31). */
typedef enum {
    PLANAR_CIRCLE,
    PLANAR_SQUARE,
    PLANAR_LINE,
    PLANAR_LINEGRAD,
    PLANAR_NONCONVEX1,
    PLANAR_NONCONVEX2,
    PLANAR_LINEGRADX,
    PLANAR_SHAPES
} planar_shape;
#define PLANAR_PAPER_SHAPES PLANAR_LINEGRADX

/* The shape's name as the program takes it (circle, square, line, linegrad,
 * nonconvex1, nonconvex2, linegradx); planar_shape_from_name returns -1 for
 * another. */
const char *planar_shape_name(planar_shape s);
int planar_shape_from_name(const char *name, planar_shape *out);

/* Fill P[ix + iy N] (N x N) with the shape's unnormalised pattern. */
void planar_pressure(planar_shape s, int N, double *P);

/* The instruction set the distributed step runs in: the base x86-64 one
 * (SSE2; every other processor: plain C) or AVX2.  Both give the same
 * numbers, bit for bit; AVX2 is only faster. */
typedef enum { PLANAR_SIMD_BASE, PLANAR_SIMD_AVX2 } planar_simd;

/* The fastest the processor and the build offer. */
planar_simd planar_simd_best(void);

/* 1 when simd can run here (the base always), 0 otherwise. */
int planar_simd_available(planar_simd simd);

typedef struct {
    planar_simd simd; /* which copy of the step runs (planar_simd_best at init) */
    int N;            /* cells per side */
    double L, h;      /* grid side and cell size [m] */
    lugre_params p;   /* sigmas per unit normal force; p.fn the total normal force
                       * (the step reads p at every call: p.fn may be set between steps) */
    int n;            /* number of loaded cells */
    double *x, *y;    /* loaded cells' centres about the grid centre [m] */
    double *w;        /* their weights P_i / sum P */
    double *zx, *zy;  /* their bristle deflections [m] */
    double cop[2];    /* centre of pressure about the grid centre [m] */
    double box[4];    /* the loaded cells' x_min, x_max, y_min, y_max [m] */
} planar_lugre;

/* The five cell arrays hold planar_lugre_padded(n) entries: n rounded up
 * to whole groups of PLANAR_LANES, so that the step's loop runs in whole
 * vector lanes; the padding cells have weight 0 and z = 0 at the start.
 * planar_lugre_init allocates them so; a model made otherwise must too. */
#define PLANAR_LANES 4

/* Inline: the step's loops then know their chunks' lengths are whole
 * groups of PLANAR_LANES (as a call, the step runs about 9% slower). */
static inline int planar_lugre_padded(int n)
{
    return (n + PLANAR_LANES - 1) / PLANAR_LANES * PLANAR_LANES;
}

/* Set up the model for the pattern P on an N x N grid of side L: the loaded
 * cells, the CoP, z = 0.  0, or -1 when P has a negative or non-finite entry
 * or no load, or memory runs out (m is then empty). */
int planar_lugre_init(planar_lugre *m, int N, double L, const double *P, const lugre_params *p);
void planar_lugre_free(planar_lugre *m);

/* Every bristle back to z = 0. */
void planar_lugre_reset(planar_lugre *m);

/* The twist v (vx, vy, w) given at a point moved to the point (px, py)
 * (the authors' code): (vx - w py, vy + w px, w).  out may be v. */
void planar_twist_move(const double v[3], double px, double py, double out[3]);

/* The wrench (Fx, Fy, tau) about the centre moved to the point (px, py):
 * tau - (px Fy - py Fx).  out may be wr. */
void planar_wrench_move(const double wr[3], double px, double py, double out[3]);

/* The steady-state wrench about the centre for the twist v at the centre
 * (z_i = z_ss,i, z_i' = 0; the authors' code, single evaluation). */
void planar_lugre_steady(const planar_lugre *m, const double v[3], double wrench[3]);

/* A steady-state evaluation of m for the twist v at the centre (the wrench
 * about the centre): planar_lugre_steady, or a faster one for a special
 * case of the parameters (the reduced model's pre-computation). */
typedef void (*planar_steady_fn)(const planar_lugre *m, const double v[3], double wrench[3]);

/* The authors' bilinear centre-of-rotation rule (eq. 23, the authors' code)
 * around the evaluation `single`: the rule of every pre-computed constant. */
void planar_lugre_bilinear(const planar_lugre *m, const double v[3], planar_steady_fn single,
                           double wrench[3]);

/* planar_lugre_bilinear around planar_lugre_steady. */
void planar_lugre_steady_bilinear(const planar_lugre *m, const double v[3], double wrench[3]);

/* The limit-surface model of m (the authors' code): its cells and CoP
 * with mu_c = mu_s = 1, sigma0 = 1e5, sigma1 = sigma2 = 0, fn = 1, no
 * elasto-plastic factor, whatever m's own parameters (so the limit surface
 * is the same for p = 0 and p = 1).  A shallow copy: it shares m's cells. */
planar_lugre planar_lugre_ls_model(const planar_lugre *m);

/* The constants of the reduced model (the authors' code), computed with the
 * authors' limit-surface parameters (muc = mus = 1, sigma0 = 1e5, sigma1 =
 * sigma2 = 0, fn = 1): f_t_max, f_tau_max, r_a = f_tau_max, the viscous
 * torque tau_visc and kappa_tau = |tau_visc| / r_a^2. */
typedef struct {
    double f_t_max, f_tau_max, r_a, tau_visc, kappa_tau;
} planar_constants;

/* The constants for the pattern of m (its cells and CoP; its own parameters
 * are not used).  0, or -1 when memory runs out. */
int planar_lugre_constants(const planar_lugre *m, planar_constants *out);

/* The Fig. 5 twist (vx, vy, w) at the CoP at time t (the authors' code). */
void planar_fig5_twist(double t, double v[3]);

#endif
