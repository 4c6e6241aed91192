/* planar_reduced.h: the reduced planar LuGre model (Arslan Waltersson 2023, section V,
 * eqs. 24-44) as the authors' code computes it
 * (github.com/Gabrieleenx/FrictionModelling): one 3D bristle
 * z = (z_x, z_y, z_tau) for the whole contact, driven by the direction of
 * the steady friction wrench, either from the limit surface pre-computed on
 * a (theta, phi) grid of N_LS segments (PLANAR_RED_LS, `--model red`) or
 * from the ellipsoid A = diag(1, 1, r_a^2) (PLANAR_RED_ELLIPSE, `--model
 * ellipse`).
 *
 * Interface fixed by the lead so that other modules can be written against
 * it; the implementation may add functions but not change these.
 */
#ifndef PLANAR_REDUCED_H
#define PLANAR_REDUCED_H

#include "lugre.h"
#include "planar_lugre.h"

/* The limit surface of a pressure pattern (the authors' code): the
 * constants and the normalised steady wrench h at the nodes
 * theta_r = 2 pi r / (4 nls), r = 0..4 nls, phi_i = i pi / (2 nls),
 * i = 0..nls; node (r, i) at h[3 (r (nls + 1) + i) + 0..2]. */
typedef struct {
    int nls;
    planar_constants c; /* f_t_max, f_tau_max, r_a, tau_visc, kappa_tau */
    double cop[2];      /* the pattern's CoP about the grid centre [m] */
    double *h;
} planar_limit_surface;

/* Pre-compute the limit surface of the pattern of `shape` (its cells and
 * CoP; its parameters are not used: the authors' LS parameters) with nls
 * segments.  0, or -1 when memory runs out. */
int planar_ls_compute(planar_limit_surface *ls, const planar_lugre *shape, int nls);
void planar_ls_free(planar_limit_surface *ls);

/* The bilinear look-up h(v) for the twist v at the CoP (the authors' code). */
void planar_ls_lookup(const planar_limit_surface *ls, const double v[3], double h[3]);

/* The value the table approximates at the twist v at the CoP: the
 * normalised steady wrench (F_x / f_t_max, F_y / f_t_max, tau / f_tau_max)
 * of the limit-surface model of `shape` (the authors' code: the bilinear CoR rule,
 * the authors' LS parameters), computed afresh (the "true" h of the
 * authors' look-up check). */
void planar_ls_exact(const planar_limit_surface *ls, const planar_lugre *shape, const double v[3],
                     double h[3]);

/* The node twist (r, i) of the grid with nls segments at the CoP for the
 * radius r_a (the authors' code): (r_a sin phi cos theta, r_a sin phi sin theta,
 * cos phi), theta = 2 pi r / (4 nls), phi = i pi / (2 nls), computed as the
 * authors' code does. */
void planar_ls_node(int nls, double r_a, int r, int i, double v[3]);

/* atan2(y, x) to a few units in the last place, faster than libm's: the
 * look-up's angles. */
double planar_atan2(double y, double x);

typedef enum { PLANAR_RED_LS, PLANAR_RED_ELLIPSE } planar_red_kind;

typedef struct {
    planar_red_kind kind;
    planar_limit_surface ls; /* constants always; the table h for PLANAR_RED_LS */
    lugre_params p;          /* sigmas per unit normal force; p.fn the normal force */
    double z[3];             /* the bristle (z_x, z_y, z_tau) */
} planar_reduced;

/* Set up the reduced model of the pattern of `shape` with parameters p
 * (nls is ignored for PLANAR_RED_ELLIPSE), z = 0.  0, or -1 when memory
 * runs out. */
int planar_reduced_init(planar_reduced *r, const planar_lugre *shape, int nls,
                        planar_red_kind kind, const lugre_params *p);
void planar_reduced_free(planar_reduced *r);
void planar_reduced_reset(planar_reduced *r);

/* One explicit Euler step of length dt with the twist v at the grid centre
 * (the authors' code): the wrench about the grid centre from the state before the
 * update goes to wrench, then z <- z + dt z'.  The normal force is r->p.fn
 * (set it between steps to change it). */
void planar_reduced_step(planar_reduced *r, const double v[3], double dt, double wrench[3]);

/* The steady-state wrench about the grid centre for the twist v at the
 * grid centre (the authors' code, last paragraph). */
void planar_reduced_steady(const planar_reduced *r, const double v[3], double wrench[3]);

#endif
