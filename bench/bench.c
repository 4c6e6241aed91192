/* bench: Lemke's method, ours (lcp_solve with LCP_METHOD_LEMKE: floating
 * point, then lcp_check) against Siconos' lcp_lexicolemke, on the same
 * random SPD, P-matrix and PSD problems (tests/problems.h) of n = 50, 100,
 * 200 and 400, in one process.
 *
 * The two are run in turns, until each has run at least 3 times and 0.2 s
 * in all; the table gives the medians, in milliseconds, and ratio = ours /
 * siconos (below 1: ours is faster), the pivots each took (ours count the
 * first one, that brings z0 in; Siconos' do not) and the number of runs.
 * Both answers are checked with lcp_check ("ok").  Built without
 * -DHAVE_SICONOS, only our columns are filled.
 */
#define _POSIX_C_SOURCE 200809L

#include "bench_util.h"
#include "families.h"
#include "lcp.h"
#include "lcp_solve.h"
#include "problems.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef HAVE_SICONOS
#include "numerics/LCP_Solvers.h"
#include "numerics/LinearComplementarityProblem.h"
#include "numerics/NumericsMatrix.h"
#include "siconos/siconos_lcp.h"
#include "numerics/SolverOptions.h"
#include "numerics/lcp_cst.h"
#endif

enum { MIN_REPEATS = 3, MAX_REPEATS = 100000 };
static const double MIN_SECONDS = 0.2;

/* A solver under test: solve once into z, return 1 if it claims success. */
typedef int (*solver_fn)(void *context, double *z);

/* One solver's timings. */
typedef struct {
    solver_fn solve;
    void *context;
    double *z;
    double *samples; /* MAX_REPEATS of them */
    double total;
    int claimed; /* the solver's own verdict on the last run */
} timing;

/* Run the solver once and record the time. */
static void time_once(timing *t, int k)
{
    double start = bench_now();
    t->claimed = t->solve(t->context, t->z);
    t->samples[k] = bench_now() - start;
    t->total += t->samples[k];
}

/* Alternate the solvers (count of them: 1 or 2), one run each per round,
 * until every one has run MIN_SECONDS in all and MIN_REPEATS times, so
 * that a change in the machine's load hits both alike.  Returns the
 * number of rounds; the median of t->samples is the time. */
static int time_rounds(timing *t, int count)
{
    int rounds = 0, done = 0;
    while (rounds < MAX_REPEATS && !done) {
        done = rounds + 1 >= MIN_REPEATS;
        for (int k = 0; k < count; k++) {
            time_once(&t[k], rounds);
            done &= t[k].total >= MIN_SECONDS;
        }
        rounds++;
    }
    return rounds;
}

/* ------------------------------------------------------------------ ours */

typedef struct {
    lcp_problem p;
    lcp_options o;
    int pivots;
} ours_context;

/* lcp_solve with floating Lemke (and its final lcp_check). */
static int solve_ours(void *context, double *z)
{
    ours_context *c = context;
    double *w = malloc((size_t)c->p.n * sizeof *w);
    lcp_result r;
    int ok = lcp_solve(&c->p, &c->o, z, w, &r) == LCP_SOLVED;
    c->pivots = r.iterations;
    free(w);
    return ok;
}

/* --------------------------------------------------------------- siconos */

#ifdef HAVE_SICONOS
typedef struct {
    LinearComplementarityProblem *problem;
    SolverOptions *options;
    int pivots;
} siconos_context;

/* lcp_lexicolemke from z = w = 0. */
static int solve_siconos(void *context, double *z)
{
    siconos_context *c = context;
    int n = c->problem->size, info = 0;
    double *w = calloc((size_t)n, sizeof *w);
    memset(z, 0, (size_t)n * sizeof *z);
    lcp_lexicolemke(c->problem, z, w, &info, c->options);
    c->pivots = c->options->iparam[SICONOS_IPARAM_ITER_DONE];
    free(w);
    return info == 0;
}
#endif

/* ------------------------------------------------------------------ table */

/* Does z pass lcp_check at 1e-9? */
static int verified(const lcp_problem *p, const double *z)
{
    return lcp_check(p, z, 1e-9, NULL, NULL, 0) == 0;
}

/* One row of the table: ours and (if built in) Siconos, timed in turns. */
static void bench_problem(const char *family, const problem *pr)
{
    lcp_problem p = problem_view(pr);
    ours_context ours = {p, lcp_default_options(), 0};
    ours.o.method = LCP_METHOD_LEMKE;
    timing t[2] = {{.solve = solve_ours, .context = &ours}};
    int count = 1;
    t[0].z = malloc((size_t)p.n * sizeof(double));
    t[0].samples = malloc(MAX_REPEATS * sizeof(double));
#ifdef HAVE_SICONOS
    siconos_context theirs = {siconos_problem(&p), solver_options_create(SICONOS_LCP_LEMKE), 0};
    t[1] = (timing){.solve = solve_siconos, .context = &theirs};
    t[1].z = malloc((size_t)p.n * sizeof(double));
    t[1].samples = malloc(MAX_REPEATS * sizeof(double));
    count = 2;
#endif
    int rounds = time_rounds(t, count);
    double ms[2] = {1e3 * bench_median(t[0].samples, rounds), 0.0};
    int ok[2] = {t[0].claimed && verified(&p, t[0].z), 0}, pivots[2] = {ours.pivots, 0};
#ifdef HAVE_SICONOS
    ms[1] = 1e3 * bench_median(t[1].samples, rounds);
    ok[1] = t[1].claimed && verified(&p, t[1].z);
    pivots[1] = theirs.pivots;
    solver_options_delete(theirs.options); /* 4.4 frees the members, not the struct */
    free(theirs.options);
    freeLinearComplementarityProblem(theirs.problem);
    free(t[1].z);
    free(t[1].samples);
#endif
    printf("%-9s %4d %10.3f %10.3f %7.3f %7d %7d %5s %5s %6d\n", family, p.n, ms[0], ms[1],
           ms[1] > 0 ? ms[0] / ms[1] : 0.0, pivots[0], pivots[1], ok[0] ? "ok" : "FAIL",
           count > 1 ? (ok[1] ? "ok" : "FAIL") : "-", rounds);
    fflush(stdout);
    free(t[0].z);
    free(t[0].samples);
}

/* Machine, date and the column legend. */
static void header(void)
{
    bench_print_machine();
    printf("# Lemke's method: ours (lcp_solve, LCP_METHOD_LEMKE) vs Siconos lcp_lexicolemke;\n"
           "# median ms over repeats totalling >= %.1f s; ratio = ours / siconos\n",
           MIN_SECONDS);
    printf("%-9s %4s %10s %10s %7s %7s %7s %5s %5s %6s\n", "family", "n", "ours_ms",
           "siconos_ms", "ratio", "pivots", "s_piv", "ours", "sicon", "runs");
}

int main(void)
{
    static const int sizes[] = {50, 100, 200, 400};
    header();
    for (size_t f = 0; f < BENCH_FAMILIES; f++)
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            problem p = bench_families[f].make(sizes[k], 1);
            bench_problem(bench_families[f].name, &p);
            problem_free(&p);
        }
    return 0;
}
