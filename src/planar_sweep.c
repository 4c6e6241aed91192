/* planar_sweep.c: sampled Fig. 5 runs of the planar models and their
 * normalised RMSE against a baseline run (Arslan Waltersson 2023, Figs. 9, 22, 37).
 */
#include "planar_sweep.h"
#include "atomic_file.h"
#include "cli.h"
#include "dmath.h"

#include <limits.h>
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

/* Free a series (and leave it empty). */
void planar_series_free(planar_series *s)
{
    free(s->t);
    free(s->f);
    s->t = s->f = NULL;
    s->n = 0;
}

/* 0 when run and base have the same sample times (same n >= 1, same
 * t[k]), else -1. */
static int same_times(const planar_series *run, const planar_series *base)
{
    if (run->n != base->n || run->n == 0)
        return -1;
    for (int k = 0; k < run->n; k++)
        if (run->t[k] != base->t[k])
            return -1;
    return 0;
}

/* The difference e = run - base of the wrenches at sample k. */
static void sample_error(const planar_series *run, const planar_series *base, int k, double e[3])
{
    for (int i = 0; i < 3; i++)
        e[i] = run->f[3 * k + i] - base->f[3 * k + i];
}

/* The largest force and torque of s (planar_sweep.h). */
void planar_series_max(const planar_series *s, double max[2])
{
    max[0] = max[1] = 0;
    for (int k = 0; k < s->n; k++) {
        const double *f = s->f + 3 * k;
        max[0] = max[0] > dmath_hypot(f[0], f[1]) ? max[0] : dmath_hypot(f[0], f[1]);
        max[1] = max[1] > fabs(f[2]) ? max[1] : fabs(f[2]);
    }
}

/* [planar-rmse] */
/* The normalised RMSE of run against base (planar_sweep.h): with e_k the
 * difference of the two wrenches at sample k,
 *   rmse[0] = sqrt(sum_k (e_kx^2 + e_ky^2) / n) / max_k |(fbx, fby)_k|,
 *   rmse[1] = sqrt(sum_k e_kt^2 / n) / max_k |fbt_k|. */
int planar_rmse(const planar_series *run, const planar_series *base, double rmse[2])
{
    if (same_times(run, base) != 0)
        return -1;
    double sf = 0, st = 0, max[2];
    for (int k = 0; k < run->n; k++) {
        double e[3];
        sample_error(run, base, k, e);
        sf += e[0] * e[0] + e[1] * e[1];
        st += e[2] * e[2];
    }
    planar_series_max(base, max);
    if (max[0] == 0 || max[1] == 0)
        return -2;
    rmse[0] = sqrt(sf / run->n) / max[0];
    rmse[1] = sqrt(st / run->n) / max[1];
    return 0;
}
/* [/planar-rmse] */

/* [planar-errors] */
/* The per-sample errors (planar_sweep.h): with e_k the difference of the
 * two wrenches at sample k, ef[k] = sqrt(e_kx^2 + e_ky^2), et[k] = |e_kt|. */
int planar_errors(const planar_series *run, const planar_series *base, double *ef, double *et)
{
    if (same_times(run, base) != 0)
        return -1;
    for (int k = 0; k < run->n; k++) {
        double e[3];
        sample_error(run, base, k, e);
        ef[k] = dmath_hypot(e[0], e[1]);
        et[k] = fabs(e[2]);
    }
    return 0;
}
/* [/planar-errors] */

/* [planar-box] */
/* The quantile p of the sorted x (planar_sweep.h, type 7): h = (n - 1) p,
 * between x[j] and x[j + 1], j = floor h, at the fraction h - j. */
double planar_quantile(const double *x, int n, double p)
{
    double h = (n - 1) * p;
    int j = (int)floor(h);
    if (j >= n - 1)
        return x[n - 1];
    return x[j] + (h - j) * (x[j + 1] - x[j]);
}

/* Increasing order of doubles, for qsort. */
static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The box plot of x (planar_sweep.h): sorted, the quartiles, the fences
 * q1 - 1.5 (q3 - q1) and q3 + 1.5 (q3 - q1), the whiskers at the
 * outermost values inside them, but never inside the box: a quartile
 * interpolated towards an outlier can lie beyond every value inside the
 * fences (x = 0, 8, 9, 10: q1 = 6, q3 = 9.25, the lower fence 1.125, the
 * least value above it 8 > q1), and the whisker is then the
 * quartile itself (as matplotlib's boxplot_stats draws it). */
int planar_box_plot(double *x, int n, planar_box *b)
{
    if (n < 1)
        return -1;
    for (int k = 0; k < n; k++)
        if (isnan(x[k]))
            return -1;
    qsort(x, (size_t)n, sizeof *x, by_value);
    b->q1 = planar_quantile(x, n, 0.25);
    b->median = planar_quantile(x, n, 0.5);
    b->q3 = planar_quantile(x, n, 0.75);
    double lo = b->q1 - 1.5 * (b->q3 - b->q1), hi = b->q3 + 1.5 * (b->q3 - b->q1);
    int i = 0, j = n - 1;
    while (x[i] < lo) /* x[n/2] >= q1 >= lo stops it */
        i++;
    while (x[j] > hi)
        j--;
    b->lower = fmin(x[i], b->q1);
    b->upper = fmax(x[j], b->q3);
    b->outside = i + (n - 1 - j);
    return 0;
}
/* [/planar-box] */

/* [planar-series-run] */
/* The run of m over the Fig. 5 profile, a sample every `every` steps and
 * the last: as planar-friction --show run (cli_steps_to(tmax, dt) steps,
 * the twist at the CoP at t_k = k dt, moved to the grid centre, in
 * substeps where the cells slide too fast for dt; the wrench from the
 * state before the update, moved back to the CoP; the last sample the
 * state at the end). */
int planar_series_run(planar_model *m, double dt, double tmax, int every, planar_series *out)
{
    long steps = cli_steps_to(tmax, dt);
    long n = steps >= 0 ? steps / every + 1 + (steps % every != 0) : 0;
    out->n = (int)n;
    out->t = malloc((size_t)(n > 0 ? n : 1) * sizeof *out->t);
    out->f = malloc((size_t)(n > 0 ? n : 1) * 3 * sizeof *out->f);
    if (steps < 0 || out->t == NULL || out->f == NULL) {
        planar_series_free(out);
        return -1;
    }
    const double *c = planar_model_cop(m);
    double reach = planar_model_reach(m);
    for (long k = 0, i = 0; k <= steps; k++) {
        double v[3], wr[3];
        planar_fig5_twist((double)k * dt, v);
        planar_twist_move(v, -c[0], -c[1], v);
        if (k < steps)
            planar_model_advance(m, v, reach, dt, wr, LONG_MAX);
        else /* the end: the state's wrench, nothing advanced */
            planar_model_step(m, v, 0.0, wr);
        if (!cli_print_step(k, steps, every))
            continue;
        out->t[i] = (double)k * dt;
        planar_wrench_move(wr, c[0], c[1], out->f + 3 * i);
        i++;
    }
    return 0;
}
/* [/planar-series-run] */

/* Set up the case's model (the parameters of planar-friction: set pset,
 * elasto-plastic, fn = 1 N); 0 or -1. */
static int sweep_model(const planar_sweep_case *c, planar_model *m)
{
    lugre_params p;
    if (lugre_pset(c->pset, &p) != 0)
        return -1;
    p.ep = 1;
    p.fn = 1.0;
    double *P = malloc((size_t)c->N * (size_t)c->N * sizeof *P);
    if (P == NULL)
        return -1;
    planar_pressure(c->shape, c->N, P);
    int bad = planar_model_init(m, c->kind, c->N, c->L, P, &p, c->nls);
    free(P);
    return bad;
}

/* Set up the case's model, run it, free it. */
int planar_sweep_run(const planar_sweep_case *c, planar_series *out)
{
    planar_model m;
    memset(out, 0, sizeof *out);
    if (sweep_model(c, &m) != 0)
        return -1;
    int bad = planar_series_run(&m, c->dt, c->tmax, c->every, out);
    planar_model_free(&m);
    return bad;
}

/* A rough cost of a case for the order of the work (largest first): the
 * loaded cells times the steps for dist, the limit-surface nodes times the
 * cells plus the steps for red and ellipse. */
static double sweep_cost(const planar_sweep_case *c)
{
    double cells = (double)c->N * c->N, steps = c->tmax / c->dt;
    if (c->shape == PLANAR_LINE || c->shape == PLANAR_LINEGRAD)
        cells = c->N;
    if (c->kind == PLANAR_MODEL_DIST)
        return cells * steps;
    double nodes = c->kind == PLANAR_MODEL_RED ? 4.0 * c->nls * (c->nls + 1) : 2.0;
    return 4.0 * nodes * cells + 10.0 * steps;
}

/* [sweep-cache] */
enum { CACHE_PATH = 4096 };

/* The file of case c in dir: every field of the case in its name, the
 * doubles in hexadecimal (exact), so that two cases share a file only when
 * they are the same run.  0, or -1 when the name does not fit. */
static int cache_path(const char *dir, const planar_sweep_case *c, char *path, size_t size)
{
    int n = snprintf(path, size, "%s/k%d-s%d-p%d-N%d-nls%d-L%a-dt%a-t%a-e%d.txt", dir,
                     (int)c->kind, (int)c->shape, c->pset, c->N, c->nls, c->L, c->dt, c->tmax,
                     c->every);
    return n > 0 && (size_t)n < size ? 0 : -1;
}

/* Read a series written by cache_save into out; 0, or -1 (out empty) when
 * the file is missing, short (its last line is "end") or not one. */
static int cache_load(const char *path, planar_series *out)
{
    memset(out, 0, sizeof *out);
    FILE *f = fopen(path, "r");
    int n = 0, bad = f == NULL || fscanf(f, "planar-sweep-series %d", &n) != 1 || n < 0 ||
                     n > CLI_MAX_STEPS;
    if (!bad) {
        out->t = malloc((size_t)(n > 0 ? n : 1) * sizeof *out->t);
        out->f = malloc((size_t)(n > 0 ? 3 * n : 1) * sizeof *out->f);
        bad = out->t == NULL || out->f == NULL;
    }
    for (int k = 0; !bad && k < n; k++)
        bad = fscanf(f, "%lf %lf %lf %lf", &out->t[k], &out->f[3 * k], &out->f[3 * k + 1],
                     &out->f[3 * k + 2]) != 4;
    char end[4] = "";
    bad = bad || fscanf(f, "%3s", end) != 1 || strcmp(end, "end") != 0;
    if (f)
        fclose(f);
    if (bad) {
        planar_series_free(out);
        return -1;
    }
    out->n = n;
    return 0;
}

/* Write s to path, every number in hexadecimal (read back exactly), by way
 * of a temporary file of its own (tag) renamed into place (atomic_file.h):
 * a reader never sees half of it, and two writers of the same run write
 * the same bytes. */
static void cache_save(const char *path, const planar_series *s, int tag)
{
    atomic_file f;
    if (atomic_file_open(&f, path, tag) != 0)
        return;
    int bad = fprintf(f.out, "planar-sweep-series %d\n", s->n) < 0;
    for (int k = 0; !bad && k < s->n; k++)
        bad = fprintf(f.out, "%a %a %a %a\n", s->t[k], s->f[3 * k], s->f[3 * k + 1],
                      s->f[3 * k + 2]) < 0;
    bad = bad || fprintf(f.out, "end\n") < 0;
    atomic_file_close(&f, !bad);
}

/* The case's series: from the cache when it holds the run, else run it
 * (planar_sweep_run) and keep it there; i tags the cache's temporary file. */
static int cached_run(const char *cache, const planar_sweep_case *c, int i, planar_series *out)
{
    char path[CACHE_PATH];
    int named = cache != NULL && cache_path(cache, c, path, sizeof path) == 0;
    if (named && cache_load(path, out) == 0)
        return 0;
    int bad = planar_sweep_run(c, out);
    if (named && !bad)
        cache_save(path, out, i);
    return bad;
}
/* [/sweep-cache] */

/* The work shared by the threads: the cases in order of cost, the next to
 * take, how many are done, the first failure, the cache folder or NULL. */
typedef struct {
    const planar_sweep_case *cases;
    const char *cache;
    planar_series *out;
    int *order, n, next, done, failed;
    planar_sweep_progress *progress;
    void *arg;
    mtx_t lock;
} sweep_work;

/* A thread: take the next case, run it, report it; until none is left. */
static int sweep_worker(void *data)
{
    sweep_work *w = data;
    for (;;) {
        mtx_lock(&w->lock);
        int i = w->next < w->n && w->failed == 0 ? w->order[w->next++] : -1;
        mtx_unlock(&w->lock);
        if (i < 0)
            return 0;
        int bad = cached_run(w->cache, &w->cases[i], i, &w->out[i]);
        mtx_lock(&w->lock);
        w->done++;
        if (bad && (w->failed == 0 || i + 1 < w->failed))
            w->failed = i + 1;
        if (!bad && w->progress != NULL)
            w->progress(i, w->done, w->n, w->arg);
        mtx_unlock(&w->lock);
    }
}

/* Sort the indices by decreasing cost (insertion sort: a sweep has tens of
 * cases). */
static void sweep_order(const planar_sweep_case *cases, int n, int *order)
{
    for (int i = 0; i < n; i++) {
        int j = i;
        for (; j > 0 && sweep_cost(&cases[order[j - 1]]) < sweep_cost(&cases[i]); j--)
            order[j] = order[j - 1];
        order[j] = i;
    }
}

/* Run the cases on the threads (planar_sweep.h). */
int planar_sweep_runs(const planar_sweep_case *cases, int n, int threads, const char *cache,
                      planar_series *out, planar_sweep_progress *progress, void *arg)
{
    sweep_work w;
    memset(&w, 0, sizeof w);
    w.cases = cases;
    w.cache = cache;
    w.out = out;
    w.order = malloc((size_t)(n > 0 ? n : 1) * sizeof(int));
    w.n = n;
    w.progress = progress;
    w.arg = arg;
    thrd_t tid[64];
    int started = 0;
    memset(out, 0, (size_t)n * sizeof *out);
    if (w.order == NULL || mtx_init(&w.lock, mtx_plain) != thrd_success) {
        free(w.order);
        return n > 0 ? 1 : 0;
    }
    sweep_order(cases, n, w.order);
    threads = threads < 1 ? 1 : threads > 64 ? 64 : threads;
    for (int k = 1; k < threads && thrd_create(&tid[started], sweep_worker, &w) == thrd_success; k++)
        started++;
    sweep_worker(&w);
    for (int k = 0; k < started; k++)
        thrd_join(tid[k], NULL);
    mtx_destroy(&w.lock);
    free(w.order);
    for (int i = 0; w.failed && i < n; i++)
        planar_series_free(&out[i]);
    return w.failed;
}
