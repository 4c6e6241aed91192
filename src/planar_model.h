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

#include <stdio.h>

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
 * only); all bristles 0.  0, or -1 as planar_lugre_init, or -2 for red and
 * ellipse when the pattern meets no torque turning about its CoP (its load
 * at one point: f_tau_max = r_a = 0, which the reduced model divides by);
 * m is then empty. */
int planar_model_init(planar_model *m, planar_model_kind kind, int N, double L, const double *P,
                      const lugre_params *p, int nls);
void planar_model_free(planar_model *m);
void planar_model_reset(planar_model *m);

/* The pattern's centre of pressure about the grid centre [m]. */
const double *planar_model_cop(const planar_model *m);

/* Change the normal force (the pattern's shape stays; the authors' code: set_fn
 * only rescales). */
void planar_model_set_fn(planar_model *m, double fn);

/* One explicit Euler step of length dt with the twist v at the grid centre;
 * the wrench about the grid centre from the state before the update. */
void planar_model_step(planar_model *m, const double v[3], double dt, double wrench[3]);

/* A bound on how far from the grid centre the model's slip reaches [m]:
 * the farthest loaded cell, and for red and ellipse also |CoP| + r_a (the
 * reduced bristle's speed v_n = |(v_cop, r_a w)| <= |v| + |w| (|CoP| +
 * r_a) for the twist v at the centre). */
double planar_model_reach(const planar_model *m);

/* Explicit Euler of the bristles (chapter 10; chapter 9 for one bristle):
 * z' = v_i - beta sigma0 |v_i| / g z relaxes at the rate lambda = beta
 * sigma0 |v_i| / g <= sigma0 s / min(muc, mus), s = |(vx, vy)| + |w| reach
 * a bound on the fastest cell's speed (the reduced model's v_n) for the
 * twist v at the centre; the step multiplies z - z_ss by 1 - h lambda, so
 * it overshoots for h lambda > 1 and grows for h lambda > 2 (the sigmas 1,
 * 2 and fn scale the force, not this rate).  The least n >= 1 with lambda
 * dt / n <= 1: the substeps a step of dt needs (a double: it may be huge). */
double planar_model_substeps(const planar_model *m, const double v[3], double reach, double dt);

/* The largest step with h lambda <= 1 for the speed bound s. */
double planar_model_stable_step(const planar_model *m, double s);

/* One step of dt with the twist v at the centre in n = planar_model_substeps
 * equal substeps (the twist held), the wrench of the first (the state at
 * the step's start); returns n, or 0 (nothing done) when n > max_n. */
long planar_model_advance(planar_model *m, const double v[3], double reach, double dt,
                          double wrench[3], long max_n);

/* The steady-state wrench about the grid centre for the twist v at the
 * grid centre (dist: the single evaluation, planar_lugre_steady). */
void planar_model_steady(const planar_model *m, const double v[3], double wrench[3]);

/* The Fig. 5 run of m (from its present state; z = 0 for the authors')
 * against a reference file of the authors' code, any kind of model: CSV rows t, vx, vy, omega, fx, fy, tau, ... (other lines skipped),
 * explicit Euler at dt, the row at t is step k = round(t / dt); the largest
 * differences in the twist, the force and the torque at the CoP go to
 * worst[0..2]; returns the number of rows, or -1 when a step would need
 * more than CLI_MAX_STEPS substeps (planar_model_advance). */
int planar_model_compare_fig5(planar_model *m, FILE *in, double dt, double worst[3]);

#endif
