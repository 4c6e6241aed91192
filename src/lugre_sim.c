/* lugre_sim.c: the chapter 9 experiments, Euler, CVODE and Coulomb. */
#include "lugre_sim.h"
#include "block.h"
#include "cli.h"
#include "dmath.h"

#include <math.h>
#include <stdio.h>
#include <string.h>


int lugre_states(const lugre_system *sys)
{
    return sys->setup == LUGRE_STEADY || sys->setup == LUGRE_PRESLIDING ? 1 : 3;
}

/* The prescribed displacement and velocity at time t. */
static void prescribed(const lugre_system *sys, double t, double *x, double *v)
{
    if (sys->setup == LUGRE_STEADY) {
        *x = sys->v0 * t;
        *v = sys->v0;
        return;
    }
    double w = (2.0 * DMATH_PI) * sys->freq;
    *x = sys->xa * dmath_sin(w * t);
    *v = sys->xa * w * dmath_cos(w * t);
}

/* The applied force on the mass: the spring k (vp t - x) or the load. */
static double applied(const lugre_system *sys, double t, double x)
{
    if (sys->setup == LUGRE_SPRING)
        return sys->k * (sys->vp * t - x);
    return sys->fa * (1.0 + 0.4 * dmath_sin((2.0 * DMATH_PI) * sys->freq * t));
}

/* [lugre-rhs] */
/* Prescribed motion: y = (z), z' of eq. 1/4 at the prescribed v(t).
 * A mass: y = (x, v, z), x' = v, m v' = F(t, x) - f(z, v), z' as above. */
void lugre_rhs(double t, const double *y, double *ydot, void *ctx)
{
    const lugre_system *sys = ctx;
    const lugre_params *p = &sys->p;
    if (lugre_states(sys) == 1) {
        double x, v;
        prescribed(sys, t, &x, &v);
        ydot[0] = lugre_zdot(p, y[0], v);
        return;
    }
    ydot[0] = y[1];
    ydot[1] = (applied(sys, t, y[0]) - lugre_force(p, y[2], y[1])) / sys->m;
    ydot[2] = lugre_zdot(p, y[2], y[1]);
}
/* [/lugre-rhs] */

void lugre_sample_at(const lugre_system *sys, double t, const double *y, lugre_sample *s)
{
    s->t = t;
    if (lugre_states(sys) == 1) {
        prescribed(sys, t, &s->x, &s->v);
        s->z = y[0];
    } else {
        s->x = y[0];
        s->v = y[1];
        s->z = y[2];
    }
    s->f = lugre_force(&sys->p, s->z, s->v);
}

double lugre_dt_bound(const lugre_system *sys, double t, const double *y, const char **which)
{
    lugre_sample s;
    lugre_sample_at(sys, t, y, &s);
    double relax = lugre_dt_relax(&sys->p, s.z, s.v);
    *which = "relax";
    if (lugre_states(sys) == 3 && lugre_dt_stick(&sys->p, sys->m) < relax) {
        *which = "stick";
        return lugre_dt_stick(&sys->p, sys->m);
    }
    return relax;
}

/* A run longer than the cap: status 1 after a message. */
static int too_long(lugre_run_info *info, double steps)
{
    snprintf(info->message, sizeof info->message, "the run would take %.3g steps, more than "
             "%ld (CLI_MAX_STEPS, the cap on a run's length)", steps, CLI_MAX_STEPS);
    return info->status = 1;
}

/* The smallest bound met so far in an Euler run, and where. */
typedef struct {
    double relax, relax_v, relax_t; /* smallest 2 / lambda of the bristle, its v and t */
} bound_track;

/* Has the explicit run left what the exact solution can do?  From z = 0 the
 * exact |z| never exceeds zmax = max(muc, mus) / sigma0 (z' = v - z sigma0
 * |v| / g(v) points inward there).  A stable Euler run may overshoot it
 * (|z - z*| shrinks, so |z| stays below 3 zmax); beyond 3 zmax, or not
 * finite, it is unstable.  With a mass and dt above the sticking bound
 * the sticking mode grows, and leaving |z| <= zmax is where it shows. */
static int blown_up(const lugre_system *sys, double dt, const double *y, int n)
{
    double zmax = fmax(sys->p.muc, sys->p.mus) / sys->p.sigma0;
    for (int i = 0; i < n; i++)
        if (!isfinite(y[i]))
            return 1;
    if (n == 3 && dt > lugre_dt_stick(&sys->p, sys->m) && fabs(y[2]) > zmax)
        return 1;
    return fabs(y[n - 1]) > 3.0 * zmax;
}

/* The message of an unstable Euler run: which derived bound dt is above. */
static void unstable_message(const lugre_system *sys, double dt, long step,
                             const bound_track *b, lugre_run_info *info)
{
    int n = snprintf(info->message, sizeof info->message,
                     "explicit Euler became unstable at step %ld, t = %.6g: ", step,
                     (double)step * dt);
    size_t left = sizeof info->message - (size_t)n;
    char *m = info->message + n;
    double stick = lugre_states(sys) == 3 ? lugre_dt_stick(&sys->p, sys->m) : HUGE_VAL;
    if (dt > stick)
        snprintf(m, left, "--h %g is above the sticking bound (sigma1 + sigma2) / sigma0 "
                 "= %.6g s (derived in chapter 9)", dt, stick);
    else if (dt > b->relax)
        snprintf(m, left, "--h %g is above the bristle bound 2 g(v) / (sigma0 |v|) = %.6g s "
                 "met at v = %.6g, t = %.6g", dt, b->relax, b->relax_v, b->relax_t);
    else
        snprintf(m, left, "--h %g is below both derived bounds (sticking %.6g s, bristle "
                 "%.6g s): the coupled system's own bound is smaller", dt, stick, b->relax);
}

/* [lugre-euler] */
/* Explicit Euler: y_{k+1} = y_k + dt f(t_k, y_k), t_k = k dt; the force
 * printed at t_k is f(z_k, v_k), as in the authors' code. */
static int run_euler(const lugre_system *sys, double dt, double t_end, double dt_out,
                     lugre_sample_fn sample, void *ctx, lugre_run_info *info)
{
    int n = lugre_states(sys);
    double y[3] = {0}, ydot[3];
    long every = lround(dt_out / dt), total = cli_steps_to(t_end, dt);
    if (total < 0)
        return too_long(info, t_end / dt);
    bound_track b = {HUGE_VAL, 0.0, 0.0};
    lugre_sample s;
    for (long k = 0; k <= total; k++) {
        double t = k * dt;
        lugre_sample_at(sys, t, y, &s);
        if (lugre_dt_relax(&sys->p, s.z, s.v) < b.relax)
            b = (bound_track){lugre_dt_relax(&sys->p, s.z, s.v), s.v, t};
        if (cli_print_step(k, total, every) && sample(&s, ctx) != 0)
            return 0;
        if (k == total)
            break;
        lugre_rhs(t, y, ydot, (void *)sys);
        info->evals++;
        info->steps++;
        for (int i = 0; i < n; i++)
            y[i] += dt * ydot[i];
        if (blown_up(sys, dt, y, n)) {
            unstable_message(sys, dt, k + 1, &b, info);
            return info->status = 3;
        }
    }
    return 0;
}
/* [/lugre-euler] */

/* CVODE to each output time. */
static int run_cvode(const lugre_system *sys, const ode_cvode_options *o, double t_end,
                     double dt_out, lugre_sample_fn sample, void *ctx, lugre_run_info *info)
{
    int n = lugre_states(sys);
    double y[3] = {0};
    lugre_sample s;
    ode_cvode *c = ode_cvode_create(n, lugre_rhs, (void *)sys, 0.0, y, o, info->message,
                                    (int)sizeof info->message);
    if (c == NULL)
        return info->status = 3;
    long outputs = cli_steps_to(t_end, dt_out);
    if (outputs < 0) {
        ode_cvode_free(c);
        return too_long(info, t_end / dt_out);
    }
    ode_cvode_stats st;
    for (long k = 0; k <= outputs; k++) {
        double t = k < outputs ? k * dt_out : t_end; /* the last row at t_end */
        if (k > 0 && ode_cvode_advance(c, t, y) != 0) {
            snprintf(info->message, sizeof info->message, "CVODE failed before t = %.6g: %s",
                     t, ode_cvode_message(c));
            info->status = 3;
            break;
        }
        ode_cvode_get_stats(c, &st);
        if (st.steps > CLI_MAX_STEPS) {
            snprintf(info->message, sizeof info->message, "CVODE took more than %ld steps "
                     "(CLI_MAX_STEPS, the cap on a run's length) before t = %.6g", CLI_MAX_STEPS,
                     t);
            info->status = 3;
            break;
        }
        lugre_sample_at(sys, t, y, &s);
        if (sample(&s, ctx) != 0)
            break;
    }
    ode_cvode_get_stats(c, &st);
    info->steps = st.steps;
    info->evals = st.rhs_evals;
    info->jac_evals = st.jac_evals;
    ode_cvode_free(c);
    return info->status;
}

int lugre_run(const lugre_system *sys, const lugre_integrator *in, double t_end, double dt_out,
              lugre_sample_fn sample, void *ctx, lugre_run_info *info)
{
    *info = (lugre_run_info){0};
    if (in->method == LUGRE_EULER)
        return run_euler(sys, in->dt, t_end, dt_out, sample, ctx, info);
    return run_cvode(sys, &in->cvode, t_end, dt_out, sample, ctx, info);
}

/* [lugre-coulomb] */
/* Chapter 4's block on a level floor (theta = 0, g = fn / m, mu = muc),
 * pulled by the spring: the external force of a step is the spring force
 * at the step's start, k (vp (t + h/2) - x) (the end moves during the
 * step; its average), plus the weight m g = fn.  f = -(friction along x). */
int lugre_coulomb_run(const lugre_system *sys, double h, double t_end, double dt_out,
                      lugre_sample_fn sample, void *ctx, lugre_run_info *info)
{
    block_params bp = {.m = sys->m, .g = sys->p.fn / sys->m, .mu = sys->p.muc, .h = h};
    particle_contact_model model;
    particle_contact_state s;
    particle_contact_step_info step;
    lugre_sample out = {0};
    *info = (lugre_run_info){0};
    block_model(&bp, &model);
    block_start(&bp, &model, &s);
    long every = lround(dt_out / h), total = cli_steps_to(t_end, h);
    if (total < 0)
        return too_long(info, t_end / h);
    out.z = NAN;
    for (long k = 0; k <= total; k++) {
        out.t = k * h;
        out.x = s.x[0];
        out.v = s.v[0];
        if (cli_print_step(k, total, every) && sample(&out, ctx) != 0)
            return 0;
        if (k == total)
            break;
        double force[2] = {sys->k * (sys->vp * (out.t + 0.5 * h) - s.x[0]), -sys->p.fn};
        if (!isfinite(force[0]) || !isfinite(bp.g)) {
            snprintf(info->message, sizeof info->message, "step %ld: the spring force k (vp t "
                     "- x) or the weight overflows (not finite): nothing proven", k + 1);
            return info->status = 3;
        }
        lcp_status status = particle_contact_step(&model, &s, force, NULL, &step);
        if (status != LCP_SOLVED) {
            snprintf(info->message, sizeof info->message, "step %ld: %s", k + 1,
                     step.lcp.message);
            /* the inputs were checked: a step's LCP with NaN or Inf in it is
             * an overflow of the values (3), not bad input */
            int code = lcp_exit_code(status);
            if (code == 1)
                snprintf(info->message, sizeof info->message, "step %ld: the values overflow "
                         "(the step's LCP holds NaN or Inf): nothing proven", k + 1);
            return info->status = code == 1 ? 3 : code;
        }
        info->steps++;
        out.f = step.alpha[0] - step.alpha[1]; /* d_1 = -t: the force against +x */
        if (!isfinite(s.x[0]) || !isfinite(s.v[0]) || !isfinite(out.f)) {
            snprintf(info->message, sizeof info->message, "step %ld: the state overflows (not "
                     "finite): nothing proven", k + 1);
            return info->status = 3;
        }
    }
    return 0;
}
/* [/lugre-coulomb] */
