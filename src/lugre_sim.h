/* lugre_sim.h: one-dimensional experiments with LuGre friction (chapter 9),
 * integrated with explicit Euler or with CVODE (ode_cvode.h).
 *
 * Prescribed motion (no mass; state z):
 *   LUGRE_STEADY      constant velocity v0, x = v0 t;
 *   LUGRE_PRESLIDING  x = xa sin(2 pi freq t), v = x'.
 * A mass m on the surface (state x, v, z), m v' = F(t, x) - f:
 *   LUGRE_SPRING      pulled through a spring k whose end moves at vp:
 *                     F = k (vp t - x) (stick-slip);
 *   LUGRE_LOAD        an oscillating load F = fa (1 + 0.4 sin(2 pi freq t))
 *                     (drift; the shape of the paper's Fig. 6 load).
 * Everything starts at rest with z = 0, x = 0.
 */
#ifndef LUGRE_SIM_H
#define LUGRE_SIM_H

#include "lugre.h"
#include "ode_cvode.h"

typedef enum { LUGRE_STEADY, LUGRE_PRESLIDING, LUGRE_SPRING, LUGRE_LOAD } lugre_setup;

typedef struct {
    lugre_params p;
    lugre_setup setup;
    double v0;       /* LUGRE_STEADY */
    double xa, freq; /* LUGRE_PRESLIDING (xa, freq), LUGRE_LOAD (freq) */
    double m;        /* LUGRE_SPRING, LUGRE_LOAD */
    double k, vp;    /* LUGRE_SPRING */
    double fa;       /* LUGRE_LOAD */
} lugre_system;

typedef struct {
    double t, x, v, f, z;
} lugre_sample;

typedef enum { LUGRE_EULER, LUGRE_CVODE } lugre_method;

typedef struct {
    lugre_method method;
    double dt;                 /* Euler's step */
    ode_cvode_options cvode;   /* CVODE's tolerances and largest step */
} lugre_integrator;

/* What a run cost and how it ended. */
typedef struct {
    int status;          /* 0 ok, 1 longer than CLI_MAX_STEPS (nothing run), 3 not
                            solved (Euler unstable, CVODE failed or took more than
                            CLI_MAX_STEPS steps) */
    char message[320];   /* why, when status is 3 */
    long steps, evals;   /* steps and evaluations of the right-hand side */
    long jac_evals;      /* CVODE's Jacobians */
} lugre_run_info;

/* Called with each sample; a non-zero return stops the run. */
typedef int (*lugre_sample_fn)(const lugre_sample *s, void *ctx);

/* The number of states: 1 (prescribed motion) or 3 (a mass). */
int lugre_states(const lugre_system *sys);

/* The right-hand side y' = f(t, y) (ode_rhs; ctx is the lugre_system). */
void lugre_rhs(double t, const double *y, double *ydot, void *ctx);

/* The sample (t, x, v, f, z) of state y at time t. */
void lugre_sample_at(const lugre_system *sys, double t, const double *y, lugre_sample *s);

/* The smallest Euler bound the system can meet at state y (lugre.h):
 * the bristle's 2 / lambda at y's v and z, and for a mass the sticking
 * bound; *which says which ("relax" or "stick"). */
double lugre_dt_bound(const lugre_system *sys, double t, const double *y, const char **which);

/* Integrate from t = 0 to t_end, calling sample at t = 0, dt_out, 2 dt_out,
 * ... and at the end (Euler: every round(dt_out / dt) steps of the
 * cli_steps_to(t_end, dt) steps, and the last; CVODE: the last row at
 * t_end).  Explicit Euler stops as
 * unstable when |z| exceeds 3 zmax, zmax = max(muc, mus) / sigma0 (the
 * exact z never leaves [-zmax, zmax] from z = 0), or zmax with a mass and dt
 * above the sticking bound, or a state is not finite, with a message
 * naming the bound dt broke.  Returns info->status. */
int lugre_run(const lugre_system *sys, const lugre_integrator *in, double t_end, double dt_out,
              lugre_sample_fn sample, void *ctx, lugre_run_info *info);

/* The same mass on a spring with Coulomb friction (mu = muc) time-stepped
 * with chapter 4's LCP step (block.h with theta = 0, g = fn / m): samples
 * with z = NAN.  Returns 0, or the LCP step's exit status after a message
 * in info. */
int lugre_coulomb_run(const lugre_system *sys, double h, double t_end, double dt_out,
                      lugre_sample_fn sample, void *ctx, lugre_run_info *info);

#endif
