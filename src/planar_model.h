/* planar_model.h: one handle for the three planar friction models of
 * chapter 10 (`--model dist|red|ellipse`): the distributed model
 * (planar_lugre.h) and the reduced model with the limit surface or the
 * ellipsoid (planar_reduced.h), so that an experiment (a body driven by
 * friction, a sweep) is written once for all three.
 *
 * Interface fixed by the lead so that other modules can be written against
 * it; the implementation may add functions but not change these.
 */
#ifndef PLANAR_MODEL_H
#define PLANAR_MODEL_H

#include "planar_lugre.h"
#include "planar_reduced.h"

typedef enum { PLANAR_MODEL_DIST, PLANAR_MODEL_RED, PLANAR_MODEL_ELLIPSE } planar_model_kind;

/* The name as `--model` takes it (dist, red, ellipse); from_name returns
 * -1 for another. */
const char *planar_model_name(planar_model_kind k);
int planar_model_from_name(const char *name, planar_model_kind *out);

typedef struct {
    planar_model_kind kind;
    planar_lugre dist;   /* the pattern's cells and CoP (all kinds); the model for dist */
    planar_reduced red;  /* red and ellipse */
} planar_model;

/* Set up the model `kind` for the pattern P on an N x N grid of side L with
 * parameters p (p->fn the normal force) and nls limit-surface segments (red
 * only); all bristles 0.  0, or -1 as planar_lugre_init (m is then empty). */
int planar_model_init(planar_model *m, planar_model_kind kind, int N, double L, const double *P,
                      const lugre_params *p, int nls);
void planar_model_free(planar_model *m);
void planar_model_reset(planar_model *m);

/* The pattern's centre of pressure about the grid centre [m]. */
const double *planar_model_cop(const planar_model *m);

/* Change the normal force (the pattern's shape stays; README 7.3: set_fn
 * only rescales). */
void planar_model_set_fn(planar_model *m, double fn);

/* One explicit Euler step of length dt with the twist v at the grid centre;
 * the wrench about the grid centre from the state before the update. */
void planar_model_step(planar_model *m, const double v[3], double dt, double wrench[3]);

/* The steady-state wrench about the grid centre for the twist v at the
 * grid centre (dist: the single evaluation, planar_lugre_steady). */
void planar_model_steady(const planar_model *m, const double v[3], double wrench[3]);

/* The Fig. 5 run of m (from its present state) against a reference file of
 * the authors' code, as planar_lugre_compare_fig5 does it for any kind:
 * CSV rows t, vx, vy, omega, fx, fy, tau, ... (other lines skipped),
 * explicit Euler at dt, the row at t is step k = round(t / dt); the largest
 * differences in the twist, the force and the torque at the CoP go to
 * worst[0..2]; returns the number of rows. */
int planar_model_compare_fig5(planar_model *m, FILE *in, double dt, double worst[3]);

#endif
