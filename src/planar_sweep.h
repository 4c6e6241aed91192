/* planar_sweep.h: the accuracy experiments of Arslan Waltersson 2023 (Figs. 9, 22, 37):
 * a planar friction model (planar_model.h: dist, red or ellipse) driven
 * over the Fig. 5 twist profile and sampled every K steps, and the
 * normalised RMSE of one such run against a baseline run (the authors'
 * tests/num_cells.py, github.com/Gabrieleenx/FrictionModelling).
 *
 * The normalisation is the authors': for the tangential force
 *     rmse_force  = sqrt(mean_k |F_k - Fb_k|^2) / max_k |Fb_k|
 * (|.| the 2-norm of (fx, fy)), for the torque about the CoP
 *     rmse_torque = sqrt(mean_k (tau_k - taub_k)^2) / max_k |taub_k|,
 * Fb, taub the baseline's, over the same sample times.
 */
#ifndef PLANAR_SWEEP_H
#define PLANAR_SWEEP_H

#include "planar_model.h"

/* A sampled run: n samples at times t[k], the friction wrench on the body
 * at the CoP f[3 k + 0..2] = (fx, fy, tau). */
typedef struct {
    int n;
    double *t;
    double *f;
} planar_series;

void planar_series_free(planar_series *s);

/* The largest |(fx, fy)| into max[0] and |tau| into max[1] over the
 * samples of s (0 for an empty series): the scales of eq. pf-rmse. */
void planar_series_max(const planar_series *s, double max[2]);

/* The normalised RMSE of run against base (formulas above) into
 * rmse[0] (force) and rmse[1] (torque).  0; -1 when the two do not have
 * the same sample times (same n, same t[k]); -2 when the baseline's force
 * or torque is 0 at every sample (nothing to normalise by). */
int planar_rmse(const planar_series *run, const planar_series *base, double rmse[2]);

/* The per-sample errors of run against base, the differences of the
 * paper's Fig. 22: ef[k] = |F_k - Fb_k| (the 2-norm of the difference of
 * the tangential forces, N) and et[k] = |tau_k - taub_k| (N m), not
 * normalised; ef, et hold run->n values.  0, or -1 as planar_rmse. */
int planar_errors(const planar_series *run, const planar_series *base, double *ef, double *et);

/* The five numbers of a box plot (the paper's Fig. 22 caption) and the
 * number of samples outside the whiskers. */
typedef struct {
    double lower, q1, median, q3, upper;
    int outside;
} planar_box;

/* The quantile p in [0, 1] of the n >= 1 sorted values x: linear
 * interpolation between order statistics (Hyndman and Fan's type 7, the
 * default of R, NumPy and matplotlib's box plots): with h = (n - 1) p,
 * x[floor h] + (h - floor h) (x[floor h + 1] - x[floor h]). */
double planar_quantile(const double *x, int n, double p);

/* Sort the n values x (in place) and set b: q1, median, q3 the quantiles
 * 1/4, 1/2, 3/4 (planar_quantile), the whiskers at the fences
 * Q1 - 1.5 IQR and Q3 + 1.5 IQR (IQR = q3 - q1) clipped to the data, the
 * usual (Tukey's, matplotlib's) convention: lower the smallest value
 * >= Q1 - 1.5 IQR, upper the largest value <= Q3 + 1.5 IQR; outside the
 * number of values beyond them.  0, or -1 when n < 1 or a value is NaN. */
int planar_box_plot(double *x, int n, planar_box *b);

/* Run the model m from its present state over the Fig. 5 profile:
 * cli_steps_to(tmax, dt) explicit Euler steps k = 0, 1, ... at t_k = k dt
 * (planar_model_advance: in substeps where the cells slide too fast for
 * dt), the twist at the CoP moved to the grid centre, the wrench (from the
 * state before the step's update) moved back to the CoP and kept when k %
 * every == 0 and at the last k = steps (the state at the end).  0, or -1
 * when memory runs out or the run is longer than CLI_MAX_STEPS (out is
 * then empty). */
int planar_series_run(planar_model *m, double dt, double tmax, int every, planar_series *out);

/* One run of a sweep: the model, the shape on an N x N grid of side L,
 * parameter set pset (elasto-plastic on, fn = 1 N), nls limit-surface
 * segments (red only), and the run's dt, tmax, every. */
typedef struct {
    planar_model_kind kind;
    planar_shape shape;
    int pset, N, nls;
    double L, dt, tmax;
    int every;
} planar_sweep_case;

/* Set up the case's model and run it (planar_series_run).  0; -1 when the
 * shape carries no load at that N or memory runs out. */
int planar_sweep_run(const planar_sweep_case *c, planar_series *out);

/* Called after each finished case with the case's index, the number
 * finished so far and n (from one thread at a time). */
typedef void planar_sweep_progress(int index, int done, int n, void *arg);

/* Run the n cases on `threads` threads (each case on one thread, largest
 * first), out[i] for cases[i]: every series is the same whatever the
 * number of threads.  When cache names a folder (else NULL), each case's
 * series is read from its file there when present (written by an earlier
 * run of the same case, exactly: hexadecimal numbers) and otherwise run and
 * written there, so that sweeps sharing cases (a baseline, the same models)
 * run them once.  The files belong to one build of the code: whoever keeps
 * the folder clears it when the code changes (the report's makefile does).
 * 0, or the index + 1 of the first case that failed (all out are then
 * freed). */
int planar_sweep_runs(const planar_sweep_case *cases, int n, int threads, const char *cache,
                      planar_series *out, planar_sweep_progress *progress, void *arg);

#endif
