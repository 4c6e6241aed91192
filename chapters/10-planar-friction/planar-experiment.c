/* planar-experiment: the paper's two body experiments with planar LuGre
 * friction (004 sections VI-B and VI-C): a disc on a table drifting under an
 * oscillating load (Figs. 6, 23-25), and a box slipping and sticking in a
 * parallel gripper (Figs. 26-35), with the grip-force-dependent contact
 * patterns it may hold the box on (Fig. 33).
 */
#include "cli.h"
#include "dmath.h"
#include "planar_body.h"
#include "subnormal.h"
#include "table.h"
#include "table_check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SUBSTEPS 1000

/* Everything the options set. */
typedef struct {
    const char *show, *model, *ep, *load, *shape, *surface, *sample;
    int grip, N, every, slip_case;
    double dt, tmax;
    planar_experiment e;
    planar_surface surf;
    planar_model_kind kind;
    planar_model m;
    planar_body b;
    table_check *check; /* --check: compares the run's table (NULL: printed) */
} settings;

/* One row: t, (fn), the pose q and twist v at t, (the friction fr of one
 * patch about the grid centre). */
static void row(table *t, const settings *s, double time, double fn, const double q[3],
                const double v[3], const double fr[3])
{
    table_num(t, time);
    if (strcmp(s->show, "slip-stick") == 0)
        table_num(t, fn);
    /* below 1e-12 of the grid side (or of 1 rad) is rounding noise */
    double scale[3] = {s->m.dist.L, s->m.dist.L, 1.0};
    for (int c = 0; c < 3; c++)
        table_num_scaled(t, q[c], scale[c]);
    for (int c = 0; c < 3; c++)
        table_num_scaled(t, v[c], scale[c]);
    if (strcmp(s->show, "slip-stick") == 0) {
        table_num_scaled(t, fr[0], 1.0);
        table_num_scaled(t, fr[1], 1.0);
        table_num_scaled(t, fr[2], s->m.dist.L);
    }
    table_end_row(t);
}

/* [pf-run] */
/* What the run's substeps were: the steps cut, the most at one step and
 * when, and all the steps and substeps so far. */
typedef struct {
    long cut, most, total;
    double when;
} substeps;

/* Say on stderr how the steps were cut (nothing when none was). */
static void substeps_note(const substeps *n, double dt)
{
    if (n->cut > 0)
        fprintf(stderr, "planar-experiment: note: %ld steps of --h %g were cut into equal "
                "substeps (up to %ld, at t = %g) where explicit Euler needs smaller ones (the "
                "sliding bristles or the sticking body; see --help)\n", n->cut, dt, n->most,
                n->when);
}

/* The run: steps k = 0 .. cli_steps_to(t, h) of the experiment
 * (planar_experiment_step: the inputs of the 0.01 s interval holding t_k =
 * k dt, the surface, the body's step in substeps); a row every --every
 * steps (and the last) with the pose and twist at t_k and the friction of
 * the step's first substep (--sample start), or, --sample end and k > 0,
 * the friction at t_k under the previous step's normal force (the end of
 * the interval before t_k: planar_body_friction, nothing advanced).
 * After a message, the rows so far and 3 when a step needs more than
 * MAX_SUBSTEPS, the steps and substeps pass CLI_MAX_STEPS or the state is
 * not finite (overflow), 1 when memory runs out. */
static int run(settings *s, long steps)
{
    int drift = s->e == PLANAR_DRIFT_TANGENTIAL || s->e == PLANAR_DRIFT_NORMAL;
    int end = strcmp(s->sample, "end") == 0, status = 0;
    table t;
    table_begin(&t, stdout, drift ? "t x y theta vx vy omega"
                                  : "t fn x y theta vx vy omega fx fy tau");
    table_check_table(s->check, &t);
    double fn_before = 0.0, fr_before[3];
    substeps cut = {0, 1, 0, 0.0};
    for (long k = 0; k <= steps && status == 0; k++) {
        double q[3], v[3], fr[3], fn, time = (double)k * s->dt;
        int shown = cli_print_step(k, steps, s->every), before = end && k > 0;
        memcpy(q, s->b.q, sizeof q);
        memcpy(v, s->b.v, sizeof v);
        if (!isfinite(q[0] + q[1] + q[2] + v[0] + v[1] + v[2])) {
            fprintf(stderr, "planar-experiment: step %ld (t = %g): the body's state is not finite "
                    "(the values overflow): nothing proven\n", k, time);
            status = 3;
            break;
        }
        if (shown && before)
            planar_body_friction(&s->b, &s->m, fn_before, fr_before);
        long n = planar_experiment_step(&s->b, &s->m, s->e, s->grip, s->surf, k, s->dt,
                                        MAX_SUBSTEPS, &fn, fr);
        if (n <= 0) {
            if (n == 0)
                fprintf(stderr, "planar-experiment: at t = %g the body moves too fast for "
                        "--h %g (more than %d substeps)\n", time, s->dt, MAX_SUBSTEPS);
            else
                fprintf(stderr, "planar-experiment: --surface %s: out of memory\n", s->surface);
            status = n == 0 ? 3 : 1;
            break;
        }
        cut.cut += n > 1;
        cut.total += n;
        if (n > cut.most) {
            cut.most = n;
            cut.when = time;
        }
        if (cut.total > CLI_MAX_STEPS) {
            fprintf(stderr, "planar-experiment: at t = %g the steps and their substeps pass %ld "
                    "(CLI_MAX_STEPS, the cap on a run's length)\n", time, CLI_MAX_STEPS);
            status = 3;
            break;
        }
        if (shown)
            row(&t, s, time, before ? fn_before : fn, q, v, before ? fr_before : fr);
        fn_before = fn;
    }
    int printed = table_end(&t);
    substeps_note(&cut, s->dt);
    return status ? status : printed;
}
/* [/pf-run] */

/* --show pattern: the pressure on the centre row of cells (iy = N/2) of
 * the slip-stick run's pattern at the least, the first and the largest grip
 * force of the profile (the forces held over its 0.01 s intervals in 2 s):
 * rows fn k a x p, k the exponent of eq. 46 (0 for a fixed --shape), a the
 * pattern's radius [m] (eq. 45: 6 fn^(1/3) cells, at most the grid's
 * half-side; 0 for a fixed --shape), x the cell's centre [m] and p its
 * pressure [N/m^2], the weights scaled so that the cells carry fn. */
static int show_pattern(settings *s, planar_shape shape)
{
    const double L = 0.02;
    double fns[3], ext[3];
    planar_body b;
    planar_body_box(&b, s->slip_case == 1 ? 0.025 : 0.002);
    fns[0] = fns[2] = fns[1] = planar_experiment_load(s->e, s->grip, &b, 0.0, ext);
    for (int j = 1; j < 200; j++) {
        double f = planar_experiment_load(s->e, s->grip, &b, 0.01 * j, ext);
        fns[0] = fmin(fns[0], f);
        fns[2] = fmax(fns[2], f);
    }
    double *P = malloc((size_t)s->N * (size_t)s->N * sizeof *P);
    if (P == NULL) {
        fprintf(stderr, "planar-experiment: --N %d: out of memory\n", s->N);
        return 1;
    }
    table t;
    table_begin(&t, stdout, "fn k a x p");
    double cell = L / s->N, c = (s->N - 1) / 2.0;
    for (int j = 0; j < 3; j++) {
        double fn = fns[j], k = 0.0, a = 0.0, sum = 0.0;
        if (j > 0 && fn == fns[j - 1])
            continue;
        if (s->surf == PLANAR_SURFACE_FIXED)
            planar_pressure(shape, s->N, P);
        else {
            k = s->surf == PLANAR_SURFACE_SCALED ? 2.0 : 2.0 * fn;
            a = fmin(6.0 * dmath_cbrt(fn), c + 0.5) * cell;
            planar_pressure_proportional(s->N, fn, k, P);
        }
        for (int i = 0; i < s->N * s->N; i++)
            sum += P[i];
        int iy = s->N / 2;
        for (int ix = 0; ix < s->N; ix++) {
            table_num(&t, fn);
            table_num(&t, k);
            table_num(&t, a);
            table_num_scaled(&t, (ix - c) * cell, L);
            table_num(&t, sum > 0.0 ? fn * P[ix + iy * s->N] / (sum * cell * cell) : 0.0);
            table_end_row(&t);
        }
    }
    int printed = table_end(&t);
    free(P);
    return printed;
}

/* The contact pattern of --shape (or of --surface at the grip force fn0)
 * on the N x N grid of side L and the model with parameters p; 1 after a
 * message. */
static int set_up_model(settings *s, double L, const lugre_params *p, double fn0)
{
    planar_shape shape;
    if (s->surf == PLANAR_SURFACE_FIXED && planar_shape_from_name(s->shape, &shape) != 0) {
        fprintf(stderr, "planar-experiment: --shape %s: not a shape (circle, square, line, "
                "linegrad, nonconvex1, nonconvex2, linegradx)\n", s->shape);
        return 1;
    }
    double *P = malloc((size_t)s->N * (size_t)s->N * sizeof *P);
    if (P == NULL) {
        fprintf(stderr, "planar-experiment: --N %d: out of memory\n", s->N);
        return 1;
    }
    if (s->surf == PLANAR_SURFACE_FIXED)
        planar_pressure(shape, s->N, P);
    else
        planar_pressure_proportional(s->N, fn0, s->surf == PLANAR_SURFACE_SCALED ? 2.0 : 2.0 * fn0,
                                     P);
    int bad = planar_model_init(&s->m, s->kind, s->N, L, P, p, 20);
    free(P);
    if (bad == -2)
        fprintf(stderr, "planar-experiment: --shape %s at --N %d: the load sits at one point, so "
                "a turn about the CoP meets no torque: the reduced model is not defined (take a "
                "larger --N or --model dist)\n", s->shape, s->N);
    else if (bad)
        fprintf(stderr, "planar-experiment: --shape %s: no cell carries load at --N %d\n",
                s->shape, s->N);
    return bad != 0;
}

/* Values the option parser cannot judge alone; 1 after a message. */
static int check_values(const cli_spec *spec, const settings *s)
{
    if (s->grip > 2) {
        fprintf(stderr, "planar-experiment: --grip %d: the profiles are 1 and 2 (0: no grip)\n",
                s->grip);
        return 1;
    }
    if (s->N > 1001) {
        fprintf(stderr, "planar-experiment: --N %d: at most 1001 cells per side\n", s->N);
        return 1;
    }
    if (s->slip_case < 1 || s->slip_case > 2) {
        fprintf(stderr, "planar-experiment: --case %d: the paper's cases are 1 and 2\n",
                s->slip_case);
        return 1;
    }
    if (strcmp(s->show, "drift") == 0)
        return cli_refuse(spec, "grip case surface sample",
                          "with --show drift (the load is --load; no force is printed)");
    if (strcmp(s->show, "pattern") == 0 &&
        cli_refuse(spec, "model ep load sample h t every", "with --show pattern (nothing is run)"))
        return 1;
    if (strcmp(s->surface, "fixed") != 0 && s->grip == 0) {
        fprintf(stderr, "planar-experiment: --surface %s needs a grip (--grip 1 or 2)\n",
                s->surface);
        return 1;
    }
    if (strcmp(s->surface, "fixed") != 0 && cli_refuse(spec, "shape", "with --surface scaled or "
                                                       "changing (the pattern of eq. 46)"))
        return 1;
    return cli_refuse(spec, "load", "with --show slip-stick (the load is gravity and --grip)");
}

int main(int argc, char **argv)
{
    settings s = {.show = "drift", .model = "dist", .surface = "fixed", .ep = "on", .load = "tangential",
                  .shape = "", .sample = "start", .grip = 1, .slip_case = 2, .N = 21, .every = 1000, .dt = 1e-5, .tmax = 0.0};
    const char *check_file = NULL;
    cli_option options[] = {
        {"show", CLI_WORD, &s.show, CLI_ANY, "drift|slip-stick|pattern",
         "the experiment (see below)", 0},
        {"model", CLI_WORD, &s.model, CLI_ANY, "dist|red|ellipse",
         "the friction model", 0},
        {"ep", CLI_WORD, &s.ep, CLI_ANY, "on|off", "elasto-plastic bristles (eqs. 15-18)", 0},
        {"load", CLI_WORD, &s.load, CLI_ANY, "tangential|normal",
         "drift: the oscillating load", 0},
        {"grip", CLI_INT, &s.grip, CLI_NONNEGATIVE, "0|1|2",
         "slip-stick: grip profile (0: none)", 0},
        {"surface", CLI_WORD, &s.surface, CLI_ANY, "fixed|scaled|changing",
         "slip-stick: the pattern (see below)", 0},
        {"case", CLI_INT, &s.slip_case, CLI_POSITIVE, "1|2",
         "slip-stick: the CoM 25 mm (1) or 2 mm (2) away", 0},
        {"shape", CLI_TEXT, &s.shape, CLI_ANY, "SHAPE",
         "contact pattern (see below)", 0},
        {"sample", CLI_WORD, &s.sample, CLI_ANY, "start|end",
         "slip-stick: the rows' fn and force (see below)", 0},
        {"N", CLI_INT, &s.N, CLI_POSITIVE, NULL, "cells per side of the grid", 0},
        {"h|dt", CLI_REAL, &s.dt, CLI_POSITIVE, NULL, "time step [s]", 0},
        {"t|tmax", CLI_REAL, &s.tmax, CLI_NONNEGATIVE, NULL,
         "duration [s]; 0: 5 (drift), 2", 0},
        {"every", CLI_INT, &s.every, CLI_POSITIVE, NULL,
         "a row every this many steps (and the last)", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    cli_spec spec = {
        "planar-experiment",
        "The body experiments of Arslan Waltersson and Karayiannidis (2023, sections\n"
        "VI-B and VI-C) with planar LuGre friction: a disc drifting under an\n"
        "oscillating load, a box in a gripper.",
        "Parameters: the paper's set p = 1 (sigma0 1e6, sigma1 800, sigma2 0.2, muc 1,\n"
        "mus 1.2, vs 1e-3, gamma 2, sba 0.9), the sigmas per unit normal force;\n"
        "g = 9.81 m/s^2.  Loads and grip forces are held over 0.01 s intervals.\n"
        "--show drift: a 1 kg disc (radius 0.05 m, I = m r^2 / 2) on a circle\n"
        "  contact of radius 0.025 m (a 0.05 m grid), fn = m g; --load tangential:\n"
        "  fx ramps to 1 N by 0.2 s, oscillates 1 + 0.4 sin(6 pi t) from 1 s, and a\n"
        "  torque ramps to 0.03 N m over 2.8-3 s, then 0.03 + 0.01 sin(6 pi t);\n"
        "  --load normal: fx = 1 N, torque 0.03 N m (ramped over 0.2 s), fn = 9.81 +\n"
        "  sin(6 pi t) from 1 s.  Table: t x y theta vx vy omega, the disc's pose\n"
        "  [m, rad] and twist at t.\n"
        "--show slip-stick: a 0.2 kg box 0.15 x 0.08 m held by two fingers (each\n"
        "  a 0.02 m contact grid fixed at the origin), gravity along -y, CoM at\n"
        "  (0.002, 0) at t = 0; --grip 1: fn = 1.73 + 0.91 sin(4 pi t) per finger;\n"
        "  --grip 2: fn = 2 N, 0.84 N over 0.33-0.50 s.  Table: t fn x y theta vx\n"
        "  vy omega fx fy tau: the grip force, the CoM's pose and twist at t, and\n"
        "  one finger's friction on the box about the contact centre.  --case 1:\n"
        "  the CoM at (0.025, 0), a circle contact; --grip 1: fn = 3.6 + 0.9 sin(4 pi\n"
        "  t); --grip 2: 4 N, 2.9 N over 0.31-0.50 s.\n"
        "--surface scaled|changing: the grip-force-dependent patterns of eqs. 45-46\n"
        "  (k = 2 or k = 2 fn), set anew every 0.01 s; the reduced model re-computes\n"
        "  its constants (scaled) or its whole limit surface (changing).\n"
        "--shape: circle (drift's, case 1's), square (case 2's), line, linegrad,\n"
        "  nonconvex1, nonconvex2: the chapter's shapes on the experiment's grid;\n"
        "  linegradx: the gradient line along x, heaviest at x < 0 (Fig. 31).\n"
        "--show pattern: the slip-stick run's pattern, its centre row of cells at\n"
        "  the least, first and largest grip force: fn k a x p (k, a: eq. 46's\n"
        "  exponent and radius [m]; x: cell centre [m]; p: pressure [N/m^2]).\n"
        "--sample start: a row's fn fx fy tau are those of the step from t (just\n"
        "  after a new interval's grip force); end: the force at t under the grip\n"
        "  force of the step before (the end of the interval before t; the\n"
        "  authors record this one, stamped with that interval's start).\n"
        "--t: t / h steps (rounded up unless within 1e-9 of a whole number); 0: the\n"
        "experiment's 5 s or 2 s.  Rows every --every steps, the first and the last.\n"
        "Scheme: each step h takes the friction from the bristles at t (the model's\n"
        "explicit Euler step), then x += v h + a h^2 / 2, v += a h; a step is cut\n"
        "into n equal substeps (said on stderr) while the body slides fast, the\n"
        "least n with sigma0 s h / (n min(muc, mus)) <= 1 (s: the fastest cell's\n"
        "speed, as planar-friction), and while the bristles hold it, so that h / n\n"
        "is below the sticking bound of body and bristles ((sigma1 + sigma2) /\n"
        "sigma0 when underdamped; chapter 9).  A run is at most 10^7 steps\n"
        "(status 1 up front) and 10^7 steps and substeps (status 3); more than\n"
        "1000 substeps in a step, or a state that overflows: status 3.\n\n"
        TABLE_CHECK_HELP,
        options, (int)(sizeof options / sizeof options[0]), NULL};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    if (refuse_subnormal_options(&spec))
        return 1;
    if (check_values(&spec, &s))
        return 1;
    int drift = strcmp(s.show, "drift") == 0;
    planar_model_from_name(s.model, &s.kind);
    s.e = !drift ? (s.slip_case == 1 ? PLANAR_SLIP_STICK_FAR : PLANAR_SLIP_STICK)
          : strcmp(s.load, "normal") == 0 ? PLANAR_DRIFT_NORMAL
                                          : PLANAR_DRIFT_TANGENTIAL;
    if (s.shape[0] == '\0')
        s.shape = drift || s.slip_case == 1 ? "circle" : "square";
    if (s.tmax == 0.0)
        s.tmax = drift ? 5.0 : 2.0;
    if (cli_steps_option(&spec, "t", s.tmax, "h", s.dt) < 0)
        return 1;
    s.surf = strcmp(s.surface, "scaled") == 0     ? PLANAR_SURFACE_SCALED
             : strcmp(s.surface, "changing") == 0 ? PLANAR_SURFACE_CHANGING
                                                  : PLANAR_SURFACE_FIXED;
    if (strcmp(s.show, "pattern") == 0) {
        planar_shape shape = PLANAR_CIRCLE;
        if (s.surf == PLANAR_SURFACE_FIXED && planar_shape_from_name(s.shape, &shape) != 0) {
            fprintf(stderr, "planar-experiment: --shape %s: not a shape (circle, square, line, "
                    "linegrad, nonconvex1, nonconvex2, linegradx)\n", s.shape);
            return 1;
        }
        return show_pattern(&s, shape);
    }
    lugre_params p;
    lugre_pset(1, &p);
    p.ep = strcmp(s.ep, "on") == 0;
    if (drift)
        planar_body_disc(&s.b);
    else
        planar_body_box(&s.b, s.slip_case == 1 ? 0.025 : 0.002);
    p.fn = drift ? s.b.m * PLANAR_GRAVITY : 1.0;
    double ext[3], fn0 = planar_experiment_load(s.e, s.grip, &s.b, 0.0, ext);
    if (set_up_model(&s, drift ? 0.05 : 0.02, &p, fn0) != 0) /* the grid's side */
        return 1;
    s.b.reach = planar_body_reach(&s.m);
    int status = table_check_start(&s.check, "planar-experiment", check_file);
    if (status != 0) {
        planar_model_free(&s.m);
        return status;
    }
    status = run(&s, cli_steps_to(s.tmax, s.dt));
    planar_model_free(&s.m);
    return table_check_end(s.check, status);
}
