/* lugre: LuGre friction in one dimension (paper 004, section III): the
 * Stribeck curve at steady state, presliding hysteresis, stick-slip against
 * Coulomb friction (chapter 4's LCP step), drift against the elasto-plastic
 * model, and what the stiffness costs explicit Euler against CVODE.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "cli.h"
#include "lugre_sim.h"
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
    int pset, points;
    double vmin, vmax, tend, dtout;
} settings;

/* The table a run prints, filled sample by sample. */
typedef struct {
    table t;
    int with_v;      /* columns t x v f z (stickslip) */
    int with_z;      /* a z column (not presliding) */
    double last[5];  /* the last sample, for steady */
    double xscale, vscale; /* Coulomb: sizes of x and v (rounding noise is 0) */
} printer;

/* Print one sample as a row. */
static int print_sample(const lugre_sample *s, void *ctx)
{
    printer *pr = ctx;
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

/* --show steady: for v from vmin to vmax (geometric), run at constant v
 * from z = 0 for 50 time constants tau = g(v) / (sigma0 |v|) (Euler: or
 * longer, below) and print the end. */
static int show_steady(settings *s)
{
    printer pr = {0};
    lugre_run_info info = {0};
    table_begin(&pr.t, stdout, "v z f");
    for (int i = 0; i < s->points && info.status == 0; i++) {
        double v = s->points == 1 ? s->vmin
                                  : s->vmin * pow(s->vmax / s->vmin, (double)i / (s->points - 1));
        double T = 50.0 * lugre_g(&s->sys.p, v) / (s->sys.p.sigma0 * fabs(v));
        if (s->in.method == LUGRE_EULER) {
            /* Euler's error shrinks by |1 - dt r| a step (r = 1 / tau): near the
             * bound slowly, so take the steps that shrink it by e^-32 too. */
            double q = fabs(1.0 - s->in.dt * s->sys.p.sigma0 * fabs(v) / lugre_g(&s->sys.p, v));
            double n = q > 0.0 && q < 1.0 ? fmin(1e7, ceil(-32.0 / log(q))) : 0.0;
            T = s->in.dt * fmax(ceil(T / s->in.dt), n);
        }
        s->sys.v0 = v;
        if (lugre_run(&s->sys, &s->in, T, T, keep_sample, &pr, &info) != 0)
            break;
        table_num(&pr.t, v);
        table_num(&pr.t, pr.last[1]);
        table_num(&pr.t, pr.last[2]);
        table_end_row(&pr.t);
    }
    table_end(&pr.t);
    return report(&info);
}

/* --show presliding, stickslip, drift: one run, a row per dtout. */
static int show_run(settings *s)
{
    printer pr = {0};
    lugre_run_info info;
    pr.with_v = s->sys.setup == LUGRE_SPRING;
    pr.with_z = s->sys.setup != LUGRE_PRESLIDING;
    table_begin(&pr.t, stdout, pr.with_v ? "t x v f z" : pr.with_z ? "t x f z" : "t x f");
    if (strcmp(s->model, "coulomb") == 0) {
        /* The LCP's x and v come with rounding noise (1e-23 while sticking). */
        pr.vscale = fabs(s->sys.vp);
        pr.xscale = pr.vscale * s->tend;
        lugre_coulomb_run(&s->sys, s->in.dt, s->tend, s->dtout, print_sample, &pr, &info);
    } else {
        lugre_run(&s->sys, &s->in, s->tend, s->dtout, print_sample, &pr, &info);
    }
    table_end(&pr.t);
    return report(&info);
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
    return 0;
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
    series ref = {0}, run = {0};
    lugre_integrator in = {LUGRE_CVODE, 0, {1e-14, 1e-10, s->in.cvode.max_step, 100000000}};
    cost_row(s, &t, &in, NULL, &ref);
    in.cvode = s->in.cvode;
    const double tight[2][2] = {{s->in.cvode.atol, s->in.cvode.rtol}, {1e-12, 1e-8}};
    for (int i = 0; i < 2; i++) {
        in.cvode.atol = tight[i][0];
        in.cvode.rtol = tight[i][1];
        run.n = 0;
        cost_row(s, &t, &in, &ref, &run);
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
    table_end(&t);
    free(ref.s);
    free(run.s);
    return 0;
}

/* Refuse the options a mode does not use; 1 after a message. */
static int refuse_unused(const cli_spec *spec, const settings *s)
{
    static const struct {
        const char *show, *unused;
    } unused[] = {
        {"steady", "m k vp fa freq xa tend dtout"},
        {"presliding", "m k vp fa vmin vmax points"},
        {"stickslip", "fa freq xa vmin vmax points"},
        {"drift", "k vp xa vmin vmax points"},
        {"cost", "integrator dt xa freq vmin vmax points model"},
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
    return cli_refuse(spec, "dt", "with --integrator cvode");
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
    if (s->vmax < s->vmin) {
        fprintf(stderr, "lugre: --vmax %g is below --vmin %g\n", s->vmax, s->vmin);
        return 1;
    }
    if (strcmp(s->model, "coulomb") == 0 && strcmp(s->show, "stickslip") != 0) {
        fprintf(stderr, "lugre: --model coulomb is only for --show stickslip\n");
        return 1;
    }
    double step = s->in.method == LUGRE_EULER || strcmp(s->model, "coulomb") == 0 ? s->in.dt : 0;
    if (strcmp(s->show, "steady") != 0 && step > 0 &&
        fabs(s->dtout / step - lround(s->dtout / step)) > 1e-9 * (s->dtout / step)) {
        fprintf(stderr, "lugre: --dtout %g must be a multiple of --dt %g\n", s->dtout, step);
        return 1;
    }
    if (strcmp(s->show, "steady") != 0 && s->dtout > s->tend) {
        fprintf(stderr, "lugre: --dtout %g is longer than --tend %g\n", s->dtout, s->tend);
        return 1;
    }
    return 0;
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
    const char *check = NULL;
    cli_option options[] = {
        {"show", CLI_WORD, &s.show, CLI_ANY, "steady|presliding|stickslip|drift|cost",
         "experiment (see below)", 0},
        {"model", CLI_WORD, &s.model, CLI_ANY, "lugre|ep|coulomb",
         "LuGre (eq. 1), elasto-plastic (eq. 4), Coulomb (chapter 4, stickslip)", 0},
        {"integrator", CLI_WORD, &s.integrator, CLI_ANY, "euler|cvode",
         "explicit Euler with --dt, or CVODE (BDF)", 0},
        {"dt", CLI_REAL, &s.in.dt, CLI_POSITIVE, NULL, "Euler's (or Coulomb's) time step [s]", 0},
        {"atol", CLI_REAL, &s.in.cvode.atol, CLI_POSITIVE, NULL, "CVODE's absolute tolerance", 0},
        {"rtol", CLI_REAL, &s.in.cvode.rtol, CLI_POSITIVE, NULL, "CVODE's relative tolerance", 0},
        {"max-step", CLI_REAL, &s.in.cvode.max_step, CLI_POSITIVE, NULL,
         "CVODE's largest step [s]", 0},
        {"pset", CLI_INT, &s.pset, CLI_NONNEGATIVE, "0|1", "the paper's parameter set p (0 or 1)", 0},
        {"sigma0", CLI_REAL, &g.sigma0, CLI_POSITIVE, NULL, "bristle stiffness per fn [1/m]", 0},
        {"sigma1", CLI_REAL, &g.sigma1, CLI_NONNEGATIVE, NULL, "bristle damping per fn [s/m]", 0},
        {"sigma2", CLI_REAL, &g.sigma2, CLI_NONNEGATIVE, NULL, "viscous friction per fn [s/m]", 0},
        {"muc", CLI_REAL, &g.muc, CLI_NONNEGATIVE, NULL, "Coulomb friction coefficient", 0},
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
        {"tend", CLI_REAL, &s.tend, CLI_NONNEGATIVE, NULL, "end time [s]; 0: the --show's own", 0},
        {"dtout", CLI_REAL, &s.dtout, CLI_NONNEGATIVE, NULL,
         "time between rows [s]; 0: the --show's own", 0},
        {"case", CLI_WORD, &s.cost_case, CLI_ANY, "drift|stickslip", "cost: which run", 0},
        {"time", CLI_WORD, &s.timing, CLI_ANY, "no|yes", "cost: a column of run times [s]", 0},
        TABLE_CHECK_OPTION(&check),
    };
    cli_spec spec = {
        "lugre",
        "LuGre friction in one dimension (paper 004, eqs. 1-6): steady state,\n"
        "presliding, stick-slip, drift; explicit Euler or CVODE.",
        "Parameters: the paper's set p = 1 (sigma0 1e6, sigma1 800, sigma2 0.2, muc 1,\n"
        "mus 1.2, vs 1e-3, gamma 2, sba 0.9) with fn 1 N; --pset 0 takes p = 0\n"
        "(sigma2 0, mus 1); options given change the set.  f is eq. 3's force,\n"
        "which resists v (the force on the body is -f).\n"
        "--show steady: v z f, the state after 50 time constants g/(sigma0 v) at\n"
        "  constant v, for --points v from --vmin to --vmax (geometric).\n"
        "--show presliding: t x f for x = xa sin(2 pi freq t), to --tend 1.25 s.\n"
        "--show stickslip: t x v f z for a mass m pulled through a spring k whose\n"
        "  end moves at vp, to --tend 5 s; --model coulomb: the same with chapter 4's\n"
        "  LCP step (mu = muc, h = --dt; z is -).\n"
        "--show drift: t x f z for a mass m under the load fa (1 + 0.4 sin(2 pi freq\n"
        "  t)), to --tend 5 s.\n"
        "--show cost: the --case run (drift or stickslip, --model lugre) with CVODE\n"
        "  at atol 1e-14, rtol 1e-10 as the reference, CVODE with --atol, --rtol and\n"
        "  with 1e-12, 1e-8, explicit Euler just below its largest stable dt, at 1e-5\n"
        "  and 1e-6: steps, evaluations of the right-hand side (CVODE's Jacobians by\n"
        "  differences included), Jacobians, largest errors in x and f over the rows;\n"
        "  --time yes adds the run times (not reproducible: for make bench).\n"
        "Explicit Euler is stable for dt < (sigma1 + sigma2)/sigma0 when sticking\n"
        "(underdamped) and dt < 2 g(v)/(sigma0 |v|) when sliding at v; a run that\n"
        "blows up stops with exit status 3 and names the bound.  CVODE: BDF, atol\n"
        "1e-8, rtol 1e-6, max step 1e-3 s (the paper's); a failure exits with 3.\n\n"
        TABLE_CHECK_HELP,
        options, (int)(sizeof options / sizeof options[0])};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    if (s.pset > 1) {
        fprintf(stderr, "lugre: --pset %d: the paper's sets are 0 and 1\n", s.pset);
        return 1;
    }
    apply_pset(&spec, &s, &g);
    mode_defaults(&s);
    if (refuse_unused(&spec, &s) || check_values(&s))
        return 1;
    if (table_check_open("lugre", check) != 0)
        return 1;
    int status = strcmp(s.show, "steady") == 0 ? show_steady(&s)
                 : strcmp(s.show, "cost") == 0  ? show_cost(&s)
                                                 : show_run(&s);
    return table_check_close(status);
}
