/* ode_cvode.h: a small wrapper around SUNDIALS CVODE (BDF, Newton with a
 * dense, finite-difference Jacobian) for y' = f(t, y) with a few states.
 *
 * Built against SUNDIALS >= 6 (Debian libsundials-dev 6.4): one SUNContext
 * per integrator.  CVODE's own error messages are kept, not printed: the
 * caller gets a status and ode_cvode_message(), and decides what to say.
 */
#ifndef ODE_CVODE_H
#define ODE_CVODE_H

#define ODE_CVODE_MAX_N 8

/* The right-hand side: ydot = f(t, y); ctx is the caller's data. */
typedef void (*ode_rhs)(double t, const double *y, double *ydot, void *ctx);

typedef struct {
    double atol, rtol; /* scalar absolute and relative tolerances */
    double max_step;   /* largest step CVODE may take (0: no limit) */
    long max_steps;    /* steps allowed per call of ode_cvode_advance */
} ode_cvode_options;

/* The work CVODE has done so far. */
typedef struct {
    long steps;      /* accepted steps */
    long rhs_evals;  /* evaluations of f, those of the Jacobian's differences included */
    long jac_evals;  /* Jacobians formed (each costs n evaluations of f) */
    long err_fails;  /* steps rejected by the error test */
} ode_cvode_stats;

typedef struct ode_cvode ode_cvode;

/* Start an integrator for n states from y0 at t0.  Returns NULL (after
 * filling message, if not NULL, with CVODE's reason) when CVODE refuses. */
ode_cvode *ode_cvode_create(int n, ode_rhs f, void *ctx, double t0, const double *y0,
                            const ode_cvode_options *options, char *message, int size);

/* Integrate to tout (exactly: CVODE interpolates); y gets the state there.
 * Returns 0, or CVODE's negative flag (ode_cvode_message says why). */
int ode_cvode_advance(ode_cvode *c, double tout, double *y);

/* The work so far. */
void ode_cvode_get_stats(const ode_cvode *c, ode_cvode_stats *stats);

/* The last error CVODE reported ("" if none). */
const char *ode_cvode_message(const ode_cvode *c);

/* Free everything. */
void ode_cvode_free(ode_cvode *c);

#endif
