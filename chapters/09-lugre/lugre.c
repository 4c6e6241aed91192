/* lugre: LuGre friction in one dimension (paper 004, section III): the
 * Stribeck curve at steady state, presliding hysteresis, stick-slip against
 * Coulomb friction (chapter 4's LCP step), drift against the elasto-plastic
 * model, and what the stiffness costs explicit Euler against CVODE.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "cli.h"
#include "dmath.h"
#include "lugre_sim.h"
#include "number.h"
#include "subnormal.h"
#include "table.h"
#include "table_check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Everything the options set. */
typedef struct {
    lugre_system sys;
    lugre_integrator in;
    const char *show, *model, *integrator, *cost_case, *timing;
    int pset, points, every, tolerances_given;
    double vmin, vmax, tend, dtout;
    table_check *check; /* --check: compares every table (NULL: printed) */
} settings;

/* The table a run prints, filled sample by sample. */
typedef struct {
    table t;
    int with_v;      /* columns t x v f z (stickslip) */
    int with_z;      /* a z column (not presliding) */
    double last[5];  /* the last sample, for steady */
    double xscale, vscale; /* Coulomb: sizes of x and v (rounding noise is 0) */
    int coulomb;           /* Coulomb's samples have no z (NaN, printed as -) */
    int overflow;          /* a sample was not finite: the run stopped there */
    double overflow_t;     /* its time */
} printer;

/* Are the sample's numbers finite (z NaN only where there is none)? */
static int sample_finite(const printer *pr, const lugre_sample *s)
{
    return isfinite(s->t) && isfinite(s->x) && isfinite(s->v) && isfinite(s->f) &&
           (pr->coulomb ? !isinf(s->z) : isfinite(s->z));
}

/* Print one sample as a row; a sample that is not finite stops the run
 * before it is printed (show_run says so, status 3). */
static int print_sample(const lugre_sample *s, void *ctx)
{
    printer *pr = ctx;
    if (!sample_finite(pr, s)) {
        pr->overflow = 1;
        pr->overflow_t = s->t;
        return 1;
    }
    table_num(&pr->t, s->t);
    table_num_scaled(&pr->t, s->x, pr->xscale);
    if (pr->with_v)
        table_num_scaled(&pr->t, s->v, pr->vscale);
    table_num(&pr->t, s->f);
    if (pr->with_z) {
        if (isnan(s->z))
            table_text(&pr->t, "-");
        else
            table_num(&pr->t, s->z);
    }
    table_end_row(&pr->t);
    return 0;
}

/* Keep the last sample (steady state: the run's end). */
static int keep_sample(const lugre_sample *s, void *ctx)
{
    printer *pr = ctx;
    pr->last[0] = s->v;
    pr->last[1] = s->z;
    pr->last[2] = s->f;
    return 0;
}

/* Say why a run stopped; its exit status. */
static int report(const lugre_run_info *info)
{
    if (info->status != 0)
        fprintf(stderr, "lugre: %s\n", info->message);
    return info->status;
}

/* The i-th velocity of --show steady: vmin to vmax, geometric. */
static double steady_v(const settings *s, int i)
{
    return s->points == 1 ? s->vmin
                          : s->vmin * dmath_pow(s->vmax / s->vmin, (double)i / (s->points - 1));
}

/* How long --show steady runs at v: 50 time constants tau = g(v) / (sigma0
 * |v|); Euler: or longer, so that its error shrinks by e^-32 too (by |1 -
 * dt r| a step, r = 1 / tau: near the bound slowly), a whole number of
 * steps. */
static double steady_time(const settings *s, double v)
{
    double T = 50.0 * lugre_g(&s->sys.p, v) / (s->sys.p.sigma0 * fabs(v));
    if (s->in.method == LUGRE_EULER) {
        double q = fabs(1.0 - s->in.dt * s->sys.p.sigma0 * fabs(v) / lugre_g(&s->sys.p, v));
        double n = q > 0.0 && q < 1.0 ? ceil(-32.0 / dmath_log(q)) : 0.0;
        T = s->in.dt * fmax(ceil(T / s->in.dt), n);
    }
    return T;
}

/* The integrator steps of all --show steady runs (CVODE: at least T /
 * max-step each); 1 after a message when more than CLI_MAX_STEPS. */
static int steady_too_long(const settings *s)
{
    double total = 0.0;
    double step = s->in.method == LUGRE_EULER ? s->in.dt : s->in.cvode.max_step;
    for (int i = 0; i < s->points && total <= (double)CLI_MAX_STEPS; i++)
        total += ceil(steady_time(s, steady_v(s, i)) / step);
    if (total <= (double)CLI_MAX_STEPS)
        return 0;
    fprintf(stderr, "lugre: --show steady: the runs at --points %d velocities from --vmin %g take "
            "more than %ld steps (CLI_MAX_STEPS, the cap on a run's length; each runs 50 g(v) / "
            "(sigma0 v)): give fewer --points, a larger --vmin or a larger --%s\n", s->points,
            s->vmin, CLI_MAX_STEPS, s->in.method == LUGRE_EULER ? "h" : "max-step");
    return 1;
}

/* Does x round to exact's 10 printed significant digits (within half a
 * unit of the last)? */
static int printed_digits_agree(double x, double exact)
{
    if (exact == 0.0)
        return x == 0.0;
    double unit = dmath_pow(10.0, floor(dmath_log10(fabs(exact))) - 9.0);
    return fabs(x - exact) <= 0.5 * unit * (1.0 + 1e-6);
}

/* Is the run's end (z, f) at v the closed-form steady state (eqs. lugre-zstar,
 * lugre-fstar) to the 10 printed digits?  0, or 3 after a message. */
static int steady_verified(const settings *s, double v, double z, double f)
{
    const lugre_params *p = &s->sys.p;
    double zs = lugre_z_steady(p, v), fs = lugre_f_steady(p, v);
    if (printed_digits_agree(z, zs) && printed_digits_agree(f, fs))
        return 0;
    double ef = fabs(f - fs);
    fprintf(stderr, "lugre: at v = %g the run ends at z = %.10g m, f = %.10g N, but the steady "
            "state is z* = %.10g m, f* = %.10g N (eqs. of chapter 9): f is off by %.3g %%, more "
            "than the 10 printed digits allow", v, z, f, zs, fs, 100.0 * ef / fabs(fs));
    if (s->in.method == LUGRE_CVODE)
        fprintf(stderr, "; CVODE's tolerances --atol %g --rtol %g are too loose for the force "
                "(%s)\n", s->in.cvode.atol, s->in.cvode.rtol,
                s->tolerances_given ? "leave them out: --show steady's own are 1e-20, 1e-14"
                                    : "try a smaller --atol, or --integrator euler");
    else
        fprintf(stderr, "; explicit Euler at --h %g has not converged: take a larger --h below "
                "2 g(v) / (sigma0 v)\n", s->in.dt);
    return 3;
}

/* --show steady: for v from vmin to vmax (geometric), run at constant v
 * from z = 0 for steady_time and print the end, after checking it against
 * the closed form (a row that is not the steady state to the printed
 * digits stops the table: status 3). */
static int show_steady(settings *s)
{
    printer pr = {0};
    lugre_run_info info = {0};
    int status = 0;
    table_begin(&pr.t, stdout, "v z f");
    table_check_table(s->check, &pr.t);
    for (int i = 0; i < s->points && info.status == 0 && status == 0; i++) {
        double v = steady_v(s, i), T = steady_time(s, v);
        s->sys.v0 = v;
        if (lugre_run(&s->sys, &s->in, T, T, keep_sample, &pr, &info) != 0)
            break;
        if ((status = steady_verified(s, v, pr.last[1], pr.last[2])) != 0)
            break;
        table_num(&pr.t, v);
        table_num(&pr.t, pr.last[1]);
        table_num(&pr.t, pr.last[2]);
        table_end_row(&pr.t);
    }
    int printed = table_end(&pr.t);
    if (info.status != 0)
        return report(&info);
    return status ? status : printed;
}

/* --show presliding, stickslip, drift: one run, a row per dtout. */
static int show_run(settings *s)
{
    printer pr = {0};
    lugre_run_info info;
    pr.with_v = s->sys.setup == LUGRE_SPRING;
    pr.with_z = s->sys.setup != LUGRE_PRESLIDING;
    table_begin(&pr.t, stdout, pr.with_v ? "t x v f z" : pr.with_z ? "t x f z" : "t x f");
    table_check_table(s->check, &pr.t);
    if (strcmp(s->model, "coulomb") == 0) {
        /* The LCP's x and v come with rounding noise (1e-23 while sticking). */
        pr.coulomb = 1;
        pr.vscale = fabs(s->sys.vp);
        pr.xscale = pr.vscale * s->tend;
        lugre_coulomb_run(&s->sys, s->in.dt, s->tend, s->dtout, print_sample, &pr, &info);
    } else {
        lugre_run(&s->sys, &s->in, s->tend, s->dtout, print_sample, &pr, &info);
    }
    int printed = table_end(&pr.t);
    if (pr.overflow) {
        fprintf(stderr, "lugre: t = %g: x, v, f or z overflows double precision (not finite); "
                "use smaller data (--xa, --freq, --vp, --fa, --k, the sigmas)\n", pr.overflow_t);
        return CLI_STATUS_FAILED;
    }
    int status = report(&info);
    return status ? status : printed;
}

/* A run's samples, kept to compare runs row by row. */
typedef struct {
    lugre_sample *s;
    long n, cap;
} series;

/* Append a sample to the series (ctx); 1 (stop) when memory runs out. */
static int keep_series(const lugre_sample *s, void *ctx)
{
    series *r = ctx;
    if (r->n == r->cap) {
        long cap = r->cap ? 2 * r->cap : 1024;
        lugre_sample *more = realloc(r->s, (size_t)cap * sizeof *more);
        if (more == NULL)
            return 1;
        r->s = more;
        r->cap = cap;
    }
    r->s[r->n++] = *s;
    return 0;
}

/* Seconds on the monotonic clock. */
static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* One run of the cost table: integrate, time it, compare with ref (NULL:
 * this is the reference) and print the row; the run's samples go to out. */
static int cost_row(settings *s, table *t, const lugre_integrator *in, const series *ref,
                    series *out)
{
    lugre_run_info info;
    double t0 = now();
    lugre_run(&s->sys, in, s->tend, s->dtout, keep_series, out, &info);
    double seconds = now() - t0;
    int euler = in->method == LUGRE_EULER;
    table_text(t, euler ? "euler" : "cvode");
    if (euler)
        table_num(t, in->dt);
    else
        table_text(t, "-");
    for (int i = 0; i < 2; i++) {
        if (euler)
            table_text(t, "-");
        else
            table_num(t, i == 0 ? in->cvode.atol : in->cvode.rtol);
    }
    table_int(t, info.steps);
    table_int(t, info.evals);
    table_int(t, info.jac_evals);
    double ex = 0.0, ef = 0.0;
    for (long k = 0; ref != NULL && k < out->n && k < ref->n; k++) {
        ex = fmax(ex, fabs(out->s[k].x - ref->s[k].x));
        ef = fmax(ef, fabs(out->s[k].f - ref->s[k].f));
    }
    if (info.status != 0 || (ref != NULL && out->n != ref->n)) {
        table_text(t, "unstable");
        table_text(t, "-");
    } else {
        table_num_scaled(t, ex, ref != NULL ? 0.0 : 1.0);
        table_num_scaled(t, ef, ref != NULL ? 0.0 : 1.0);
    }
    if (strcmp(s->timing, "yes") == 0)
        table_num(t, seconds);
    table_end_row(t);
    /* Euler's rows may be unstable (the table says so); CVODE's may not fail */
    return euler ? 0 : report(&info);
}

/* Explicit Euler's largest stable step for the case: the sticking bound,
 * and for stick-slip also the bristle bound 2 g / (sigma0 |v|) at the
 * fastest sample of the reference run. */
static double largest_stable_dt(const settings *s, const series *ref)
{
    double dt = lugre_dt_stick(&s->sys.p, s->sys.m);
    for (long k = 0; k < ref->n; k++)
        dt = fmin(dt, lugre_dt_relax(&s->sys.p, ref->s[k].z, ref->s[k].v));
    return dt;
}

/* --show cost: the same run (--case) with a tight CVODE as the reference,
 * CVODE with the tolerances given (the paper's by default) and tighter,
 * and Euler just below its largest stable step and smaller: steps,
 * evaluations of the right-hand side, Jacobians, and the largest errors
 * in x and f over the rows, against the reference. */
static int show_cost(settings *s)
{
    s->sys.setup = strcmp(s->cost_case, "stickslip") == 0 ? LUGRE_SPRING : LUGRE_LOAD;
    table t;
    table_begin_digits(&t, stdout, strcmp(s->timing, "yes") == 0
                           ? "integrator dt atol rtol steps evals jacobians x_error f_error seconds"
                           : "integrator dt atol rtol steps evals jacobians x_error f_error",
                       4);
    table_check_table(s->check, &t);
    series ref = {0}, run = {0};
    lugre_integrator in = {LUGRE_CVODE, 0, {1e-14, 1e-10, s->in.cvode.max_step, 100000000}};
    int status = cost_row(s, &t, &in, NULL, &ref);
    in.cvode = s->in.cvode;
    const double tight[2][2] = {{s->in.cvode.atol, s->in.cvode.rtol}, {1e-12, 1e-8}};
    for (int i = 0; i < 2 && status == 0; i++) {
        in.cvode.atol = tight[i][0];
        in.cvode.rtol = tight[i][1];
        run.n = 0;
        status = cost_row(s, &t, &in, &ref, &run);
    }
    if (status != 0) { /* no reference, or a CVODE row failed: nothing to compare */
        table_end(&t);
        free(ref.s);
        free(run.s);
        return status;
    }
    double bound = largest_stable_dt(s, &ref);
    const double steps[3] = {bound * 0.98, 1e-5, 1e-6};
    in.method = LUGRE_EULER;
    for (int i = 0; i < 3; i++) {
        /* a step that divides --dtout: the largest dtout / n below steps[i] */
        in.dt = s->dtout / ceil(s->dtout / steps[i] - 1e-9);
        run.n = 0;
        cost_row(s, &t, &in, &ref, &run);
    }
    int printed = table_end(&t);
    free(ref.s);
    free(run.s);
    return printed;
}

/* Refuse the options a mode does not use; 1 after a message. */
static int refuse_unused(const cli_spec *spec, const settings *s)
{
    static const struct {
        const char *show, *unused;
    } unused[] = {
        {"steady", "m k vp fa freq xa t dtout every"},
        {"presliding", "m k vp fa vmin vmax points"},
        {"stickslip", "fa freq xa vmin vmax points"},
        {"drift", "k vp xa vmin vmax points"},
        {"cost", "integrator h xa freq vmin vmax points model every"},
    };
    char context[64];
    snprintf(context, sizeof context, "with --show %s", s->show);
    for (size_t i = 0; i < sizeof unused / sizeof unused[0]; i++)
        if (strcmp(s->show, unused[i].show) == 0 && cli_refuse(spec, unused[i].unused, context))
            return 1;
    if (strcmp(s->show, "cost") != 0 && cli_refuse(spec, "case time", "without --show cost"))
        return 1;
    if (strcmp(s->show, "cost") == 0)
        return 0;
    if (strcmp(s->model, "coulomb") == 0)
        return cli_refuse(spec, "integrator atol rtol max-step sigma0 sigma1 sigma2 mus vs gamma sba",
                          "with --model coulomb (chapter 4's LCP step, mu = --muc, h = --dt)");
    if (strcmp(s->integrator, "euler") == 0)
        return cli_refuse(spec, "atol rtol max-step", "with --integrator euler");
    return cli_refuse(spec, "h every", "with --integrator cvode (rows every --dtout)");
}

/* Values the option parser cannot judge alone; 1 after a message. */
static int check_values(const settings *s)
{
    const lugre_params *p = &s->sys.p;
    if (p->mus < p->muc) {
        fprintf(stderr, "lugre: --mus %g is below --muc %g: static friction must be at least "
                "Coulomb friction\n", p->mus, p->muc);
        return 1;
    }
    if (p->sba >= 1.0) {
        fprintf(stderr, "lugre: --sba %g: z_ba = sba z_max needs 0 <= sba < 1\n", p->sba);
        return 1;
    }
    if (s->points > 1 && s->vmax < s->vmin) {
        fprintf(stderr, "lugre: --vmax %g is below --vmin %g\n", s->vmax, s->vmin);
        return 1;
    }
    if (strcmp(s->model, "coulomb") == 0 && strcmp(s->show, "stickslip") != 0) {
        fprintf(stderr, "lugre: --model coulomb is only for --show stickslip\n");
        return 1;
    }
    return 0;
}

/* The run's length and rows (not --show steady): the steps within the cap,
 * --dtout a multiple of the fixed step (Euler, Coulomb) at most --t, no more
 * rows than the cap; 1 after a message. */
static int check_rows(const cli_spec *spec, const settings *s)
{
    double step = s->in.method == LUGRE_EULER || strcmp(s->model, "coulomb") == 0 ? s->in.dt : 0;
    if (step > 0 && cli_steps_option(spec, "t", s->tend, "h", step) < 0)
        return 1;
    if (step == 0 && cli_steps_option(spec, "t", s->tend, "max-step", s->in.cvode.max_step) < 0)
        return 1; /* CVODE takes at least t / max-step steps */
    if (step > 0 && (s->dtout < step ||
                     fabs(s->dtout / step - lround(s->dtout / step)) > 1e-9 * (s->dtout / step))) {
        fprintf(stderr, "lugre: --dtout %g must be a multiple of --h %g\n", s->dtout, step);
        return 1;
    }
    if (s->dtout > s->tend) {
        fprintf(stderr, "lugre: --dtout %g is longer than --t %g\n", s->dtout, s->tend);
        return 1;
    }
    if (cli_steps_to(s->tend, s->dtout) < 0) {
        fprintf(stderr, "lugre: --dtout %g: --t %g / --dtout is more than %ld rows (CLI_MAX_STEPS, "
                "the cap on a run's length)\n", s->dtout, s->tend, CLI_MAX_STEPS);
        return 1;
    }
    return 0;
}

/* Explicit Euler with a mass (stickslip, drift) above the sticking bound
 * (sigma1 + sigma2) / sigma0 of chapter 9: the body starts at rest, where
 * every step multiplies the bristle mode by |1 + h lambda| > 1; LuGre's
 * slip then caps the growth in a limit cycle (bounded, and wrong), the
 * elasto-plastic bristle grows until |z| > z_max.  Both refused up front:
 * 1 after a message naming the bound and a step below it that divides
 * --dtout. */
static int check_sticking(const settings *s)
{
    if (s->in.method != LUGRE_EULER || strcmp(s->model, "coulomb") == 0 ||
        lugre_states(&s->sys) != 3)
        return 0;
    double bound = lugre_dt_stick(&s->sys.p, s->sys.m);
    if (s->in.dt < bound)
        return 0;
    fprintf(stderr, "lugre: --h %g is above explicit Euler's sticking bound %.6g s (chapter 9; "
            "(sigma1 + sigma2) / sigma0 when the bristle mode is underdamped): the body starts "
            "at rest, where every step multiplies that mode by more than 1; ", s->in.dt, bound);
    if (s->every > 0) { /* rows by steps: the bound to 3 digits, rounded down */
        double unit = dmath_pow(10.0, floor(dmath_log10(bound)) - 2.0), h = floor(bound / unit) * unit;
        fprintf(stderr, "--h %.3g works\n", h < bound ? h : h - unit);
        return 1;
    }
    /* a step below the bound that divides --dtout as printed */
    for (double n = floor(s->dtout / bound) + 1.0; n < floor(s->dtout / bound) + 1000.0; n++) {
        char text[32];
        snprintf(text, sizeof text, "%.6g", s->dtout / n);
        double h = s->dtout / n; /* what --h TEXT would read */
        number_read_double(text, strlen(text), &h);
        double ratio = s->dtout / h;
        if (h < bound && fabs(ratio - nearbyint(ratio)) <= 1e-9 * ratio) {
            fprintf(stderr, "--h %s works (it divides --dtout %g)\n", text, s->dtout);
            return 1;
        }
    }
    fprintf(stderr, "take --h below it\n");
    return 1;
}

/* The parameters of --pset, then the options given over them. */
static void apply_pset(const cli_spec *spec, settings *s, const lugre_params *given)
{
    lugre_params p;
    lugre_pset(s->pset, &p);
    static const char *names[] = {"sigma0", "sigma1", "sigma2", "muc", "mus",
                                  "vs",     "gamma",  "fn",     "sba"};
    double *to[] = {&p.sigma0, &p.sigma1, &p.sigma2, &p.muc, &p.mus,
                    &p.vs,     &p.gamma,  &p.fn,     &p.sba};
    const double from[] = {given->sigma0, given->sigma1, given->sigma2, given->muc, given->mus,
                           given->vs,     given->gamma,  given->fn,     given->sba};
    for (int i = 0; i < 9; i++)
        if (cli_given(spec, names[i]))
            *to[i] = from[i];
    p.ep = strcmp(s->model, "ep") == 0;
    s->sys.p = p;
}

/* The defaults of the run that depend on --show (--tend, --dtout 0). */
static void mode_defaults(settings *s)
{
    static const struct {
        const char *show;
        lugre_setup setup;
        double tend, dtout;
    } modes[] = {
        {"steady", LUGRE_STEADY, 0, 0},
        {"presliding", LUGRE_PRESLIDING, 1.25, 0.005},
        {"stickslip", LUGRE_SPRING, 5.0, 0.005},
        {"drift", LUGRE_LOAD, 5.0, 0.01},
        {"cost", LUGRE_LOAD, 5.0, 0.01},
    };
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) {
        if (strcmp(s->show, modes[i].show) != 0)
            continue;
        s->sys.setup = modes[i].setup;
        if (s->tend == 0.0)
            s->tend = modes[i].tend;
        if (s->dtout == 0.0)
            s->dtout = modes[i].dtout;
    }
    s->in.method = strcmp(s->integrator, "euler") == 0 ? LUGRE_EULER : LUGRE_CVODE;
    if (s->every > 0) /* --every N: a row every N steps of --h */
        s->dtout = s->every * s->in.dt;
}

/* --show steady's own CVODE tolerances when neither is given: tight
 * enough that the force, sigma1 r times as sensitive to z as z itself, is
 * the steady state to the 10 printed digits (the paper's atol 1e-8, rtol
 * 1e-6 leave it 16 % off at v = 0.1: chapter 9's lesson). */
static void steady_tolerances(const cli_spec *spec, settings *s)
{
    s->tolerances_given = cli_given(spec, "atol") || cli_given(spec, "rtol");
    if (strcmp(s->show, "steady") != 0 || s->tolerances_given)
        return;
    s->in.cvode.atol = 1e-20;
    s->in.cvode.rtol = 1e-14;
}

int main(int argc, char **argv)
{
    settings s = {
        .sys = {.xa = 1e-6, .freq = 1.0, .m = 1.0, .k = 100.0, .vp = 0.01, .fa = 0.1},
        .in = {.dt = 1e-5, .cvode = {.atol = 1e-8, .rtol = 1e-6, .max_step = 1e-3,
                                     .max_steps = 1000000}},
        .show = "steady", .model = "lugre", .cost_case = "drift", .timing = "no", .integrator = "cvode", .pset = 1, .points = 17,
        .vmin = 1e-5, .vmax = 0.1,
    };
    lugre_params g;
    lugre_pset(1, &g);
    const char *check_file = NULL;
    cli_option options[] = {
        {"show", CLI_WORD, &s.show, CLI_ANY, "steady|presliding|stickslip|drift|cost",
         "experiment (see below)", 0},
        {"model", CLI_WORD, &s.model, CLI_ANY, "lugre|ep|coulomb",
         "LuGre (eq. 1), elasto-plastic (eq. 4), Coulomb (chapter 4, stickslip)", 0},
        {"integrator", CLI_WORD, &s.integrator, CLI_ANY, "euler|cvode",
         "explicit Euler with --h, or CVODE (BDF)", 0},
        {"h|dt", CLI_REAL, &s.in.dt, CLI_POSITIVE, NULL, "Euler's (or Coulomb's) time step [s]", 0},
        {"atol", CLI_REAL, &s.in.cvode.atol, CLI_POSITIVE, NULL, "CVODE's absolute tolerance", 0},
        {"rtol", CLI_REAL, &s.in.cvode.rtol, CLI_POSITIVE, NULL, "CVODE's relative tolerance", 0},
        {"max-step", CLI_REAL, &s.in.cvode.max_step, CLI_POSITIVE, NULL,
         "CVODE's largest step [s]", 0},
        {"pset", CLI_INT, &s.pset, CLI_NONNEGATIVE, "0|1", "the paper's parameter set p (0 or 1)", 0},
        {"sigma0", CLI_REAL, &g.sigma0, CLI_POSITIVE, NULL, "bristle stiffness per fn [1/m]", 0},
        {"sigma1", CLI_REAL, &g.sigma1, CLI_NONNEGATIVE, NULL, "bristle damping per fn [s/m]", 0},
        {"sigma2", CLI_REAL, &g.sigma2, CLI_NONNEGATIVE, NULL, "viscous friction per fn [s/m]", 0},
        {"muc", CLI_REAL, &g.muc, CLI_POSITIVE, NULL,
         "Coulomb friction coefficient (eq. 1 divides by g >= muc)", 0},
        {"mus", CLI_REAL, &g.mus, CLI_NONNEGATIVE, NULL, "static friction coefficient", 0},
        {"vs", CLI_REAL, &g.vs, CLI_POSITIVE, NULL, "Stribeck velocity [m/s]", 0},
        {"gamma", CLI_REAL, &g.gamma, CLI_POSITIVE, NULL, "Stribeck exponent", 0},
        {"fn", CLI_REAL, &g.fn, CLI_POSITIVE, NULL, "normal force [N]", 0},
        {"sba", CLI_REAL, &g.sba, CLI_NONNEGATIVE, NULL, "z_ba = sba z_max (elasto-plastic)", 0},
        {"vmin", CLI_REAL, &s.vmin, CLI_POSITIVE, NULL, "steady: smallest v [m/s]", 0},
        {"vmax", CLI_REAL, &s.vmax, CLI_POSITIVE, NULL, "steady: largest v [m/s]", 0},
        {"points", CLI_INT, &s.points, CLI_POSITIVE, NULL, "steady: number of v", 0},
        {"xa", CLI_REAL, &s.sys.xa, CLI_POSITIVE, NULL, "presliding: amplitude of x [m]", 0},
        {"freq", CLI_REAL, &s.sys.freq, CLI_POSITIVE, NULL,
         "presliding, drift: frequency [Hz]", 0},
        {"m", CLI_REAL, &s.sys.m, CLI_POSITIVE, NULL, "stickslip, drift: mass [kg]", 0},
        {"k", CLI_REAL, &s.sys.k, CLI_NONNEGATIVE, NULL, "stickslip: spring [N/m]", 0},
        {"vp", CLI_REAL, &s.sys.vp, CLI_ANY, NULL, "stickslip: pulling speed [m/s]", 0},
        {"fa", CLI_REAL, &s.sys.fa, CLI_ANY, NULL, "drift: mean load [N]", 0},
        {"t|tend", CLI_REAL, &s.tend, CLI_NONNEGATIVE, NULL, "end time [s]; 0: the --show's own", 0},
        {"dtout", CLI_REAL, &s.dtout, CLI_NONNEGATIVE, NULL,
         "time between rows [s]; 0: the --show's own", 0},
        {"every", CLI_INT, &s.every, CLI_NONNEGATIVE, NULL,
         "Euler, Coulomb: a row every this many steps; 0: every --dtout", 0},
        {"case", CLI_WORD, &s.cost_case, CLI_ANY, "drift|stickslip", "cost: which run", 0},
        {"time", CLI_WORD, &s.timing, CLI_ANY, "no|yes", "cost: a column of run times [s]", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    cli_spec spec = {
        "lugre",
        "LuGre friction in one dimension (Arslan Waltersson and Karayiannidis 2023,\n"
        "eqs. 1-6): steady state, presliding, stick-slip, drift; explicit Euler\n"
        "or CVODE.",
        "Parameters: the paper's set p = 1 (sigma0 1e6, sigma1 800, sigma2 0.2, muc 1,\n"
        "mus 1.2, vs 1e-3, gamma 2, sba 0.9) with fn 1 N; --pset 0 takes p = 0\n"
        "(sigma2 0, mus 1); options given change the set.  f is eq. 3's force,\n"
        "which resists v (the force on the body is -f).\n"
        "--show steady: v z f, the state after 50 time constants g/(sigma0 v) at\n"
        "  constant v, for --points v from --vmin to --vmax (geometric); each row is\n"
        "  checked against the closed form z* = g/sigma0, f* = (g + sigma2 v) fn to\n"
        "  the printed digits (a row that is not stops the table, status 3).  CVODE\n"
        "  here: atol 1e-20, rtol 1e-14 unless --atol or --rtol is given.\n"
        "--show presliding: t x f for x = xa sin(2 pi freq t), to --t 1.25 s.\n"
        "--show stickslip: t x v f z for a mass m pulled through a spring k whose\n"
        "  end moves at vp, to --t 5 s; --model coulomb: the same with chapter 4's\n"
        "  LCP step (mu = muc, h = --h; z is -).\n"
        "--show drift: t x f z for a mass m under the load fa (1 + 0.4 sin(2 pi freq\n"
        "  t)), to --t 5 s.\n"
        "Rows every --dtout s (a multiple of --h for Euler and Coulomb) or, Euler and\n"
        "  Coulomb, every --every steps; the first and the last row always.  Euler\n"
        "  and Coulomb take cli_steps_to(t, h) steps: t / h, rounded up unless within\n"
        "  1e-9 of a whole number.\n"
        "--show cost: the --case run (drift or stickslip, --model lugre) with CVODE\n"
        "  at atol 1e-14, rtol 1e-10 as the reference, CVODE with --atol, --rtol and\n"
        "  with 1e-12, 1e-8, explicit Euler just below its largest stable h, at 1e-5\n"
        "  and 1e-6: steps, evaluations of the right-hand side (CVODE's Jacobians by\n"
        "  differences included), Jacobians, largest errors in x and f over the rows;\n"
        "  --time yes adds the run times (they depend on the machine).\n"
        "Explicit Euler is stable for h < (sigma1 + sigma2)/sigma0 when sticking\n"
        "(underdamped) and h < 2 g(v)/(sigma0 |v|) when sliding at v.  With a mass\n"
        "(stickslip, drift) an h above the sticking bound is refused (status 1): the\n"
        "body starts at rest.  A run that blows up stops with exit status 3 and\n"
        "names the bound.  CVODE: BDF, atol 1e-8, rtol 1e-6, max step 1e-3 s (the\n"
        "paper's); a failure exits with 3.  A run is at most 10^7 steps (Euler,\n"
        "Coulomb: t / h; CVODE: at least t / max-step; steady: summed over --points)\n"
        "and 10^7 rows: longer runs are refused (status 1).\n\n"
        TABLE_CHECK_HELP,
        options, (int)(sizeof options / sizeof options[0]), NULL};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    if (s.pset > 1) {
        fprintf(stderr, "lugre: --pset %d: the paper's sets are 0 and 1\n", s.pset);
        return 1;
    }
    if (refuse_subnormal_options(&spec))
        return 1;
    apply_pset(&spec, &s, &g);
    if (s.every > 0 && cli_given(&spec, "dtout")) {
        fprintf(stderr, "lugre: --every and --dtout: give one (rows every N steps, or every "
                "--dtout seconds)\n");
        return 1;
    }
    mode_defaults(&s);
    steady_tolerances(&spec, &s);
    if (refuse_unused(&spec, &s) || check_values(&s))
        return 1;
    int steady = strcmp(s.show, "steady") == 0, cost = strcmp(s.show, "cost") == 0;
    if (cost && cli_steps_to(s.tend, 1e-6) < 0) {
        fprintf(stderr, "lugre: --show cost: option --t %g: explicit Euler at h = 1e-6 s would "
                "take more than %ld steps, the cap on a run's length (--t at most 10)\n", s.tend,
                CLI_MAX_STEPS);
        return 1;
    }
    if (steady ? steady_too_long(&s) : check_rows(&spec, &s) || (!cost && check_sticking(&s)))
        return 1;
    int status = table_check_start(&s.check, "lugre", check_file);
    if (status != 0)
        return status;
    status = strcmp(s.show, "steady") == 0 ? show_steady(&s)
             : strcmp(s.show, "cost") == 0  ? show_cost(&s)
                                             : show_run(&s);
    return table_check_end(s.check, status);
}
