/* planar-convergence: the accuracy sweeps of paper 004 over the Fig. 5
 * profile: the normalised RMSE of the distributed model at N against a
 * baseline N (Fig. 9), of the reduced model pre-computed at N against the
 * distributed model at a baseline N (Fig. 36), of the reduced model at
 * N_LS against a baseline N_LS (Fig. 37), and of the reduced model with
 * the limit surface or the ellipsoid against the distributed model (Fig.
 * 22, also as the box plot of the per-sample errors, --show box).
 */
#define _POSIX_C_SOURCE 200809L /* isatty, fileno */

#include "cli.h"
#include "number.h"
#include "planar_sweep.h"
#include "subnormal.h"
#include "table.h"
#include "table_check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_LIST 64

/* Everything the options set, and the parsed lists. */
typedef struct {
    const char *vary, *model, *baseline_model, *show, *shapes, *psets, *list, *cache;
    int baseline, N, nls, every, threads;
    double L, dt, tmax;
    int nshape, shape[PLANAR_SHAPES], npset, pset[2], nlist, value[MAX_LIST];
    table_check *check; /* --check: compares the table (NULL: printed) */
} settings;

/* The varied quantity's column name. */
static const char *varied(const settings *s)
{
    return strcmp(s->vary, "model") == 0 ? "model" : strcmp(s->vary, "nls") == 0 ? "nls" : "N";
}

/* One item of a comma-separated list as a name from `names` (its index)
 * or, names NULL, a whole number in [lo, hi]; -1 after a message. */
static int list_item(const char *option, const char *item, const char *const *names, int count,
                     int lo, int hi)
{
    if (names != NULL) {
        for (int k = 0; k < count; k++)
            if (strcmp(item, names[k]) == 0)
                return k;
        fprintf(stderr, "planar-convergence: --%s: unknown '%s' (one of", option, item);
        for (int k = 0; k < count; k++)
            fprintf(stderr, "%s %s", k > 0 ? "," : "", names[k]);
        fprintf(stderr, ")\n");
        return -1;
    }
    long v = 0;
    if (number_read_integer(item, strlen(item), &v) == NUMBER_NOT_A_NUMBER || v < lo || v > hi) {
        fprintf(stderr, "planar-convergence: --%s: '%s' is not a whole number from %d to %d\n",
                option, item, lo, hi);
        return -1;
    }
    return (int)v;
}

/* Parse the comma-separated list text into out (at most max items);
 * the number of items, or -1 after a message. */
static int parse_list(const char *option, const char *text, const char *const *names, int count,
                      int lo, int hi, int *out, int max)
{
    char buf[512];
    if (strlen(text) >= sizeof buf || text[0] == '\0') {
        fprintf(stderr, "planar-convergence: --%s: give 1 to %d items separated by commas\n",
                option, max);
        return -1;
    }
    strcpy(buf, text);
    int n = 0;
    for (char *item = buf, *comma; item != NULL; item = comma) {
        comma = strchr(item, ',');
        if (comma != NULL)
            *comma++ = '\0';
        if (n == max) {
            fprintf(stderr, "planar-convergence: --%s: more than %d items\n", option, max);
            return -1;
        }
        if ((out[n++] = list_item(option, item, names, count, lo, hi)) < 0)
            return -1;
    }
    return n;
}

/* The lists of --shape, --pset and --list; 1 after a message. */
static int parse_lists(settings *s)
{
    const char *shape_names[PLANAR_SHAPES], *model_names[3];
    for (int k = 0; k < PLANAR_SHAPES; k++)
        shape_names[k] = planar_shape_name((planar_shape)k);
    for (int k = 0; k < 3; k++)
        model_names[k] = planar_model_name((planar_model_kind)k);
    if (strcmp(s->shapes, "all") == 0) {
        s->nshape = PLANAR_PAPER_SHAPES;
        for (int k = 0; k < PLANAR_PAPER_SHAPES; k++)
            s->shape[k] = k;
    } else {
        s->nshape = parse_list("shape", s->shapes, shape_names, PLANAR_SHAPES, 0, 0, s->shape,
                               PLANAR_SHAPES);
    }
    s->npset = parse_list("pset", s->psets, NULL, 0, 0, 1, s->pset, 2);
    int is_model = strcmp(s->vary, "model") == 0;
    s->nlist = parse_list("list", s->list, is_model ? model_names : NULL, 3, 1,
                          strcmp(s->vary, "nls") == 0 ? 1000 : 1001, s->value, MAX_LIST);
    return s->nshape < 0 || s->npset < 0 || s->nlist < 0;
}

/* The case of shape a, set b and list item j (j = -1: the baseline). */
static planar_sweep_case make_case(const settings *s, int a, int b, int j)
{
    planar_sweep_case c = {PLANAR_MODEL_DIST, (planar_shape)s->shape[a], s->pset[b], s->N, s->nls,
                           s->L, s->dt, s->tmax, s->every};
    planar_model_from_name(j < 0 ? s->baseline_model : s->model, &c.kind);
    if (strcmp(s->vary, "N") == 0)
        c.N = j < 0 ? s->baseline : s->value[j];
    else if (strcmp(s->vary, "nls") == 0)
        c.nls = j < 0 ? s->baseline : s->value[j];
    else
        c.kind = j < 0 ? PLANAR_MODEL_DIST : (planar_model_kind)s->value[j];
    return c;
}

/* Progress on a terminal: "circle p=1 N = 61 (4/9)". */
static void progress(int index, int done, int n, void *arg)
{
    const settings *s = arg;
    int per = s->nlist + 1, j = index % per - 1, b = index / per % s->npset,
        a = index / per / s->npset;
    planar_sweep_case c = make_case(s, a, b, j);
    char what[64];
    if (strcmp(s->vary, "model") == 0)
        snprintf(what, sizeof what, "model = %s", planar_model_name(c.kind));
    else
        snprintf(what, sizeof what, "%s %s = %d", planar_model_name(c.kind), varied(s),
                 strcmp(s->vary, "N") == 0 ? c.N : c.nls);
    fprintf(stderr, "%s p=%d %s%s (%d/%d)\n", planar_shape_name(c.shape), c.pset, what,
            j < 0 ? " baseline" : "", done, n);
}

/* Start the table with the columns naming a row (shape, set, the varied
 * value, the baseline's or the common N) and then `rest`. */
static void begin_table(const settings *s, table *t, const char *rest)
{
    char header[160];
    snprintf(header, sizeof header, "shape pset %s %s %s", varied(s),
             strcmp(s->vary, "model") == 0 ? "N" : "baseline", rest);
    table_begin_digits(t, stdout, header, 4);
    table_check_table(s->check, t);
}

/* The cells naming the row of case c. */
static void row_name(const settings *s, table *t, const planar_sweep_case *c)
{
    table_text(t, planar_shape_name(c->shape));
    table_int(t, c->pset);
    if (strcmp(s->vary, "model") == 0)
        table_text(t, planar_model_name(c->kind));
    else
        table_int(t, strcmp(s->vary, "N") == 0 ? c->N : c->nls);
    table_int(t, strcmp(s->vary, "model") == 0 ? s->N : s->baseline);
}

/* The row of case c: its RMSE against the baseline; 0, or 3 after a
 * message when the baseline has no force or torque to normalise by. */
static int rmse_row(const settings *s, table *t, const planar_sweep_case *c,
                    const planar_series *run, const planar_series *base)
{
    double r[2];
    if (planar_rmse(run, base, r) != 0) {
        fprintf(stderr, "planar-convergence: %s p=%d: the baseline has no force or torque\n",
                planar_shape_name(c->shape), c->pset);
        return 3;
    }
    row_name(s, t, c);
    table_num(t, r[0]);
    table_num(t, r[1]);
    table_end_row(t);
    return 0;
}

/* The two rows of case c's box plots: the per-sample errors against the
 * baseline (planar_errors), force and torque, each as five numbers
 * (planar_box_plot); 0, or 1 after a message when memory runs out. */
static int box_rows(const settings *s, table *t, const planar_sweep_case *c,
                    const planar_series *run, const planar_series *base)
{
    double *e = malloc(2 * (size_t)run->n * sizeof *e);
    if (e == NULL || planar_errors(run, base, e, e + run->n) != 0) {
        free(e);
        fprintf(stderr, "planar-convergence: out of memory\n");
        return 1;
    }
    double scale[2];
    planar_series_max(base, scale); /* the rounding-noise scales of the errors */
    for (int q = 0; q < 2; q++) {
        planar_box box;
        planar_box_plot(e + q * run->n, run->n, &box); /* n >= 1, no NaN: 0 */
        row_name(s, t, c);
        table_text(t, q == 0 ? "force" : "torque");
        double v[5] = {box.lower, box.q1, box.median, box.q3, box.upper};
        for (int k = 0; k < 5; k++)
            table_num_scaled(t, v[k], scale[q]);
        table_int(t, box.outside);
        table_end_row(t);
    }
    free(e);
    return 0;
}

/* The table of --show rmse (one row) or box (two rows) per shape, set and
 * list item, against the baseline run of the same shape and set; the
 * exit status (3: a baseline without force or torque; 1: out of memory). */
static int print_table(const settings *s, planar_series *runs)
{
    int box = strcmp(s->show, "box") == 0, per = s->nlist + 1, status = 0;
    table t;
    begin_table(s, &t, box ? "quantity lower q1 median q3 upper outside" : "rmse_force rmse_torque");
    for (int i = 0; i < s->nshape * s->npset * per && status != 1; i++) {
        int j = i % per - 1, b = i / per % s->npset, a = i / per / s->npset;
        if (j < 0)
            continue;
        planar_sweep_case c = make_case(s, a, b, j);
        int bad = (box ? box_rows : rmse_row)(s, &t, &c, &runs[i], &runs[i - j - 1]);
        status = bad > status || bad == 1 ? bad : status;
    }
    int printed = table_end(&t);
    return status ? status : printed;
}

/* Build every case (per shape and set: the baseline, then the list), run
 * them, print the table; the exit status. */
static int sweep(const settings *s)
{
    int per = s->nlist + 1, n = s->nshape * s->npset * per;
    planar_sweep_case *cases = malloc((size_t)n * sizeof *cases);
    planar_series *runs = malloc((size_t)n * sizeof *runs);
    int status = 1;
    if (cases == NULL || runs == NULL) {
        fprintf(stderr, "planar-convergence: out of memory\n");
        goto done;
    }
    for (int i = 0; i < n; i++)
        cases[i] = make_case(s, i / per / s->npset, i / per % s->npset, i % per - 1);
    int failed = planar_sweep_runs(cases, n, s->threads, s->cache, runs,
                                   isatty(fileno(stderr)) ? progress : NULL, (void *)s);
    if (failed) {
        const planar_sweep_case *c = &cases[failed - 1];
        fprintf(stderr, "planar-convergence: --shape %s: no cell carries load at N = %d, or its "
                "load sits at one point (no torque about the CoP: --model red and ellipse are not "
                "defined), or memory ran out\n", planar_shape_name(c->shape), c->N);
        goto done;
    }
    status = print_table(s, runs);
    for (int i = 0; i < n; i++)
        planar_series_free(&runs[i]);
done:
    free(cases);
    free(runs);
    return status;
}

/* Each run's steps and substeps within the cap (1 after a message):
 * the Fig. 5 twist at the CoP is at most |(vx, vy)| = 0.015 sqrt(1.16) m/s
 * and |w| = 1 rad/s; moved to the grid centre it gains |w| |CoP| <= L /
 * sqrt 2, and no cell (nor the reduced model's |CoP| + r_a) is farther
 * than (1/sqrt 2 + sqrt 2) L from the centre, so planar_model_substeps'
 * speed is below 0.0162 + 2.83 L and n at most the one of that speed.
 * Says on stderr when steps may be cut. */
static int too_long(const cli_spec *spec, const settings *s)
{
    long steps = cli_steps_option(spec, "t", s->tmax, "h", s->dt);
    if (steps < 0)
        return 1;
    double speed = 0.015 * sqrt(1.16) + 2.83 * s->L, n = 1.0;
    for (int b = 0; b < s->npset; b++) {
        lugre_params p;
        lugre_pset(s->pset[b], &p);
        n = fmax(n, ceil(p.sigma0 * speed * s->dt / fmin(p.muc, p.mus)));
    }
    if (n * (double)steps > (double)CLI_MAX_STEPS) {
        fprintf(stderr, "planar-convergence: option --h: --t %g / --h %g with up to %.0f substeps "
                "a step (cells up to %.4g m/s at --L %g) may be more than %ld steps, the cap on "
                "a run's length (try a smaller --L or --t)\n", s->tmax, s->dt, n, speed, s->L,
                CLI_MAX_STEPS);
        return 1;
    }
    if (n > 1.0)
        fprintf(stderr, "planar-convergence: note: steps of --h %g are cut into up to %.0f equal "
                "substeps where the cells slide too fast for explicit Euler (h <= min(muc, mus) "
                "/ (sigma0 s))\n", s->dt, n);
    return 0;
}

/* Values the option parser cannot judge alone, and the defaults that
 * depend on --vary; 1 after a message. */
static int check_values(const cli_spec *spec, settings *s)
{
    if (s->L < 1e-6 || s->L > 1e6) { /* the regulariser 1e-10 m/s of eq. 12 below */
        fprintf(stderr, "planar-convergence: --L %g: the grid's side must be from 1e-6 to 1e6 m (below, the "
                "bristle law's regulariser 1e-10 changes the constants; above, they overflow)\n",
                s->L);
        return 1;
    }
    planar_model_kind kind;
    if (planar_model_from_name(s->model, &kind) != 0) { /* CLI_WORD has checked it */
        fprintf(stderr, "planar-convergence: --model %s: unknown\n", s->model);
        return 1;
    }
    if (strcmp(s->vary, "N") != 0 &&
        cli_refuse(spec, "baseline-model", "with --vary nls|model (--vary N only)"))
        return 1;
    if (s->baseline_model == NULL) /* the same model unless given (--vary N) */
        s->baseline_model = s->model;
    if (strcmp(s->vary, "model") == 0) {
        if (!cli_given(spec, "list"))
            s->list = "red,ellipse";
        if (cli_refuse(spec, "baseline model", "with --vary model (the baseline is dist at --N)"))
            return 1;
    } else if (strcmp(s->vary, "nls") == 0) {
        if (!cli_given(spec, "baseline"))
            s->baseline = 100;
        if (!cli_given(spec, "model"))
            s->model = "red";
        if (strcmp(s->model, "red") != 0) {
            fprintf(stderr, "planar-convergence: --vary nls needs --model red (the limit "
                    "surface)\n");
            return 1;
        }
        s->baseline_model = "red"; /* the same model, at nls = --baseline */
    } else {
        if (strcmp(s->model, "red") != 0 && strcmp(s->baseline_model, "red") != 0 &&
            cli_refuse(spec, "nls", "with --vary N and --model dist|ellipse"))
            return 1;
        if (cli_refuse(spec, "N", "with --vary N (give --list and --baseline)"))
            return 1;
        if (s->baseline > 1001) {
            fprintf(stderr, "planar-convergence: --baseline %d: at most 1001 cells per side\n",
                    s->baseline);
            return 1;
        }
    }
    if (strcmp(s->vary, "N") != 0 && s->N > 1001) {
        fprintf(stderr, "planar-convergence: --N %d: at most 1001 cells per side\n", s->N);
        return 1;
    }
    return parse_lists(s) || too_long(spec, s);
}

int main(int argc, char **argv)
{
    settings s = {.vary = "N", .model = "dist", .show = "rmse", .shapes = "circle", .psets = "1",
                  .list = "5,7,9,11,13,15,17,19,21,23,25,27,29,31,33,35", .baseline = 101,
                  .N = 21, .nls = 20, .every = 100, .threads = 2, .L = 0.02, .dt = 1e-5,
                  .tmax = 5.0};
    const char *check_file = NULL;
    cli_option options[] = {
        {"vary", CLI_WORD, &s.vary, CLI_ANY, "N|nls|model", "what the sweep changes", 0},
        {"list", CLI_TEXT, &s.list, CLI_ANY, "LIST",
         "the values, comma-separated (N, nls, or models)", 0},
        {"baseline", CLI_INT, &s.baseline, CLI_POSITIVE, NULL,
         "the baseline's N (--vary N) or nls (100 for --vary nls)", 0},
        {"model", CLI_WORD, &s.model, CLI_ANY, "dist|red|ellipse",
         "the model of --vary N (red for --vary nls)", 0},
        {"baseline-model", CLI_WORD, &s.baseline_model, CLI_ANY, "dist|red|ellipse",
         "the baseline's model (--vary N; default: --model)", 0},
        {"show", CLI_WORD, &s.show, CLI_ANY, "rmse|box",
         "the table: RMSE, or box plots of the errors", 0},
        {"shape", CLI_TEXT, &s.shapes, CLI_ANY, "LIST|all",
         "shapes, comma-separated: circle,square,line,linegrad,...", 0},
        {"pset", CLI_TEXT, &s.psets, CLI_ANY, "LIST", "the paper's parameter sets: 0, 1 or 0,1", 0},
        {"N", CLI_INT, &s.N, CLI_POSITIVE, NULL, "cells per side (--vary nls|model)", 0},
        {"nls", CLI_INT, &s.nls, CLI_POSITIVE, NULL, "limit-surface segments of red", 0},
        {"L", CLI_REAL, &s.L, CLI_POSITIVE, NULL, "side of the grid [m], 1e-6 to 1e6", 0},
        {"h|dt", CLI_REAL, &s.dt, CLI_POSITIVE, NULL, "explicit Euler's step [s]", 0},
        {"t|tmax", CLI_REAL, &s.tmax, CLI_POSITIVE, NULL, "end time [s] (steps: t / h)", 0},
        {"every", CLI_INT, &s.every, CLI_POSITIVE, NULL,
         "compare every this many steps (and the last)", 0},
        {"threads", CLI_INT, &s.threads, CLI_POSITIVE, NULL,
         "runs at the same time (the results do not depend on it)", 0},
        {"cache", CLI_TEXT, &s.cache, CLI_ANY, "DIR",
         "keep each run's samples in the folder DIR and reuse them", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    cli_spec spec = {
        "planar-convergence",
        "The accuracy sweeps of Arslan Waltersson and Karayiannidis (2023) over\n"
        "their Fig. 5 twist profile: the normalised RMSE of a run against a\n"
        "baseline run (Figs. 9, 37, 22).",
        "--vary N: the model at N x N cells against --baseline-model (default:\n"
        "  the same model) at --baseline N (Fig. 9: dist, baseline 101; Fig. 36:\n"
        "  --model red, its limit surface pre-computed at N, --baseline-model dist).\n"
        "--vary nls: the reduced model with nls limit-surface segments against\n"
        "  nls = --baseline (Fig. 37: N = 21, baseline 100).\n"
        "--vary model: red and ellipse against dist, all at --N (Fig. 22).\n"
        "Every run: parameter set p, elasto-plastic bristles, fn = 1 N, the Fig. 5\n"
        "twist at the CoP at t = k h, t / h explicit Euler steps (rounded up unless\n"
        "within 1e-9 of a whole number; in substeps where the cells slide too fast\n"
        "for h, as planar-friction), the wrench at the CoP compared every --every\n"
        "steps and at the end (the same times in both).  Each run is at most 10^7\n"
        "steps and substeps (the cap; a longer one is refused, status 1).\n"
        "rmse_force = sqrt(mean |F - Fb|^2) / max |Fb| (F = (fx, fy)),\n"
        "rmse_torque = sqrt(mean (tau - taub)^2) / max |taub|, b the baseline.\n"
        "--show box: instead, per run two rows (quantity force: the errors\n"
        "|F - Fb| [N]; torque: |tau - taub| [N m], one per compared sample), each\n"
        "a box plot: q1, median, q3 (linear interpolation between order\n"
        "statistics, type 7), whiskers lower/upper at the outermost samples within\n"
        "q1 - 1.5 IQR and q3 + 1.5 IQR (IQR = q3 - q1), and how many samples lie\n"
        "outside them (Fig. 22).\n"
        "On a terminal, each finished run is reported on stderr.\n"
        "--cache DIR: a run whose file is in DIR (the same model, shape, set, N,\n"
        "  nls, L, h, t and every) is read from it, exactly, instead of run again;\n"
        "  runs that are not are written there.  Clear DIR when the program changes.\n\n"
        TABLE_CHECK_HELP,
        options, (int)(sizeof options / sizeof options[0]), NULL};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    if (refuse_subnormal_options(&spec))
        return 1;
    if (check_values(&spec, &s) != 0)
        return 1;
    int status = table_check_start(&s.check, "planar-convergence", check_file);
    if (status != 0)
        return status;
    return table_check_end(s.check, sweep(&s));
}
