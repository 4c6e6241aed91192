/* compare_siconos: our lcp_solve next to Siconos' Lemke solver on the same
 * problems, every answer verified with our lcp_check.
 *
 * The problems: the 17 dense .dat files of this folder, four LCPs of size
 * 1, the 2 x 2 example without a solution, the Stewart-Trinkle box scenes
 * and the generated families of tests/problems.h.  Siconos (4.4) is run
 * twice: through its driver, linearComplementarity_driver with
 * solver_options_create(SICONOS_LCP_LEMKE) (what a Siconos user calls; the
 * driver recomputes w and its error when options->filterOn is set), and
 * lcp_lexicolemke directly.  Siconos stores M column by column.
 *
 * It documents Siconos and does not depend on it: the TAP lines test ours
 * only (solved and verified where a solution exists, NO_SOLUTION where
 * none does, and never "no solution" where Siconos found a verified one);
 * what Siconos does goes on '#' lines: "failed" (info != 0 although a
 * solution exists) and "WRONG" (info == 0 but its z is no solution).
 *
 * "Verified" means two things here, for both solvers: lcp_check passes at
 * 1e-9, and the natural residual |min(z, M z + q)|_inf is at most 1e-9
 * max(1, |q|_inf).  The second is needed because lcp_check scales its w
 * tolerance by |M|_inf |z|_inf: a point far out on a ray (Siconos returns
 * some with |z| ~ 1e16) has w_i = -32 within that tolerance.
 *
 * SICONOS_LCP_IPARAM_SKIP_TRIVIAL: its default, SICONOS_LCP_SKIP_TRIVIAL_NO,
 * is what makes the driver take its shortcuts, q >= 0 (right) and, for
 * n = 1, z = -q / M without looking at signs (wrong when M <= 0).  With
 * SICONOS_LCP_SKIP_TRIVIAL_YES, n = 1 goes to lcp_lexicolemke and the
 * driver's error check.  Both are run for n = 1.
 *
 * Usage: siconos_compare [DIR]   (DIR: the .dat files, default tests/siconos)
 */
#include "lcp.h"
#include "lcp_io.h"
#include "lcp_solve.h"
#include "linalg.h"
#include "problems.h"
#include "test.h"

#include "numerics/LCP_Solvers.h"
#include "numerics/LinearComplementarityProblem.h"
#include "numerics/NonSmoothDrivers.h"
#include "numerics/NumericsMatrix.h"
#include "siconos/siconos_lcp.h"
#include "numerics/SolverOptions.h"
#include "numerics/lcp_cst.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SOLVABLE = 1, UNSOLVABLE = 0 };

/* One Siconos run, judged by our checks. */
typedef struct {
    int info;       /* Siconos' verdict: 0 claims a solution */
    int iterations; /* iparam[SICONOS_IPARAM_ITER_DONE] */
    int verified;   /* its z passes both checks */
    char why[160];  /* what is wrong with z, when it fails */
} siconos_run;

/* How Siconos is called. */
typedef enum {
    VIA_DRIVER,      /* linearComplementarity_driver, SKIP_TRIVIAL_NO (the default) */
    VIA_DRIVER_SKIP, /* the same with SICONOS_LCP_SKIP_TRIVIAL_YES */
    VIA_DIRECT       /* lcp_lexicolemke itself */
} siconos_call;

static const char *const call_names[] = {"driver", "driver, SKIP_TRIVIAL_YES",
                                         "lcp_lexicolemke"};

/* Totals for the summary. */
typedef struct {
    int problems, solvable;
    int driver_solved, driver_failed, driver_wrong;
    int direct_solved, direct_failed, direct_wrong;
    int ours_solved, ours_proven;
} tally;

static tally totals;

/* The tolerance both answers are checked with. */
static const double check_tol = 1e-9;

/* |min(z, M z + q)|_inf over max(1, |q|_inf); NaN if z is not finite.
 * (Written out here: lcp_iterative.h's lcp_pgs clashes with Siconos'.) */
static double residual(const lcp_problem *p, const double *z)
{
    double worst = 0.0;
    for (int i = 0; i < p->n; i++) {
        double w = p->q[i];
        for (int j = 0; j < p->n; j++)
            w += p->M[i * p->n + j] * z[j];
        double r = fabs(fmin(z[i], w));
        worst = r > worst || isnan(r) ? r : worst;
    }
    return worst / fmax(1.0, linalg_norm_inf(p->n, p->q));
}

/* Is z a solution by both checks?  If not, why goes to why. */
static int passes(const lcp_problem *p, const double *z, char *why, size_t size)
{
    lcp_violation v;
    double res = residual(p, z);
    if (lcp_check(p, z, check_tol, NULL, &v, 1) != 0) {
        snprintf(why, size, "z breaks %s at i = %d: %.3g", lcp_condition_name(v.condition),
                 v.index + 1, v.value);
        return 0;
    }
    if (!(res <= check_tol)) {
        snprintf(why, size, "residual %.3g at |z| = %.3g (lcp_check's |M| |z| scaling lets "
                 "it through)", res, linalg_norm_inf(p->n, z));
        return 0;
    }
    return 1;
}

/* Run Siconos' Lemke from z = w = 0 one of the three ways, and check its z. */
static siconos_run run_siconos(const lcp_problem *p, LinearComplementarityProblem *s,
                               siconos_call how)
{
    siconos_run run = {0};
    SolverOptions *o = solver_options_create(SICONOS_LCP_LEMKE);
    o->iparam[SICONOS_LCP_IPARAM_SKIP_TRIVIAL] =
        how == VIA_DRIVER_SKIP ? SICONOS_LCP_SKIP_TRIVIAL_YES : SICONOS_LCP_SKIP_TRIVIAL_NO;
    double *z = calloc((size_t)p->n, sizeof *z), *w = calloc((size_t)p->n, sizeof *w);
    if (how == VIA_DIRECT)
        lcp_lexicolemke(s, z, w, &run.info, o);
    else
        run.info = linearComplementarity_driver(s, z, w, o);
    run.iterations = o->iparam[SICONOS_IPARAM_ITER_DONE];
    run.verified = passes(p, z, run.why, sizeof run.why);
    solver_options_delete(o); /* 4.4 frees the members, not the struct (ASan: no double free) */
    free(o);
    free(z);
    free(w);
    return run;
}

/* Count a Siconos run and describe it in a few words. */
static const char *judge(const siconos_run *r, int solvable, int *solved, int *failed,
                         int *wrong)
{
    if (r->info == 0 && r->verified) {
        (*solved)++;
        return "solved (verified)";
    }
    if (r->info == 0) {
        (*wrong)++;
        return "WRONG: claims a solution, but z is none";
    }
    if (solvable) {
        (*failed)++;
        return "failed although a solution exists";
    }
    return "no solution found (correct: there is none)";
}

/* One comment line for a Siconos run. */
static void describe(siconos_call how, const siconos_run *r, const char *verdict)
{
    printf("#   siconos %s: info %d, %d pivots: %s", call_names[how], r->info, r->iterations,
           verdict);
    if (!r->verified)
        printf(" [%s]", r->why);
    printf("\n");
}

/* Is ours right?  Solved and verified when a solution exists, proven
 * unsolvable when none does. */
static int ours_right(const lcp_problem *p, lcp_status s, const double *z, int solvable)
{
    char why[160];
    if (solvable)
        return s == LCP_SOLVED && passes(p, z, why, sizeof why);
    return s == LCP_NO_SOLUTION;
}

/* Run Siconos one way, count and describe the outcome; returns the run. */
static siconos_run siconos_report(const lcp_problem *p, LinearComplementarityProblem *sp,
                                  siconos_call how, int solvable)
{
    siconos_run run = run_siconos(p, sp, how);
    tally *t = &totals;
    if (how == VIA_DRIVER)
        describe(how, &run, judge(&run, solvable, &t->driver_solved, &t->driver_failed,
                                  &t->driver_wrong));
    else if (how == VIA_DIRECT)
        describe(how, &run, judge(&run, solvable, &t->direct_solved, &t->direct_failed,
                                  &t->direct_wrong));
    else {
        int ignored[3] = {0};
        describe(how, &run, judge(&run, solvable, &ignored[0], &ignored[1], &ignored[2]));
    }
    return run;
}

/* Solve one problem both ways, test ours, document Siconos. */
static void compare(const char *name, const lcp_problem *p, int solvable)
{
    double *z = calloc((size_t)p->n, sizeof *z), *w = calloc((size_t)p->n, sizeof *w);
    lcp_options o = lcp_default_options();
    lcp_result r;
    lcp_status s = lcp_solve(p, &o, z, w, &r);
    tally *t = &totals;
    t->problems++;
    t->solvable += solvable;
    t->ours_solved += s == LCP_SOLVED;
    t->ours_proven += s == LCP_NO_SOLUTION;
    LinearComplementarityProblem *sp = siconos_problem(p);
    int ok = ours_right(p, s, z, solvable);
    CHECK(ok, "%s (n = %d): ours %s (%s, %d pivots)", name, p->n, lcp_status_name(s),
          lcp_method_name(r.method), r.iterations);
    siconos_run driver = siconos_report(p, sp, VIA_DRIVER, solvable);
    if (p->n == 1)
        siconos_report(p, sp, VIA_DRIVER_SKIP, solvable);
    siconos_report(p, sp, VIA_DIRECT, solvable);
    if (s == LCP_NO_SOLUTION && driver.info == 0 && driver.verified)
        CHECK(0, "%s: ours says no solution, but Siconos' z is one", name);
    freeLinearComplementarityProblem(sp);
    free(z);
    free(w);
}

/* The 17 dense files; the three with sparse block storage are left out. */
static void compare_files(const char *dir)
{
    static const char *const files[] = {
        "lcp_CPS_1", "lcp_CPS_2", "lcp_CPS_3", "lcp_CPS_4", "lcp_CPS_4bis", "lcp_CPS_5",
        "lcp_Pang_isolated_sol", "lcp_Pang_isolated_sol_perturbed", "lcp_deudeu",
        "lcp_enum_fails", "lcp_exp_murty", "lcp_exp_murty2", "lcp_inf_sol_perturbed",
        "lcp_mmc", "lcp_ortiz", "lcp_tobenna", "lcp_trivial"};
    for (size_t k = 0; k < sizeof files / sizeof files[0]; k++) {
        char path[1024], err[400];
        lcp_data d;
        snprintf(path, sizeof path, "%s/%s.dat", dir, files[k]);
        if (!CHECK(lcp_read_file(path, &d, err, sizeof err) == 0, "%s read", files[k])) {
            printf("#   %s\n", err);
            continue;
        }
        lcp_problem p = {.n = d.n, .M = d.M, .q = d.q};
        int none = strcmp(files[k], "lcp_Pang_isolated_sol_perturbed") == 0;
        compare(files[k], &p, none ? UNSOLVABLE : SOLVABLE);
        lcp_data_free(&d);
    }
}

/* Size 1: w = M z + q has a solution iff q >= 0 or M > 0 (notes 002 p. 7);
 * and the 2 x 2 example M = [[1, -1], [-1, 1]], q = (-1, -1), where
 * w1 + w2 = -2 < 0 for every z. */
static void compare_small(void)
{
    static const struct {
        const char *name;
        double M[4], q[2];
        int n, solvable;
    } cases[] = {
        {"n = 1, M = 2, q = -1", {2}, {-1}, 1, SOLVABLE},
        {"n = 1, M = -1, q = 1", {-1}, {1}, 1, SOLVABLE},
        {"n = 1, M = -1, q = -1", {-1}, {-1}, 1, UNSOLVABLE},
        {"n = 1, M = 0, q = -1", {0}, {-1}, 1, UNSOLVABLE},
        {"2 x 2, w1 + w2 = -2", {1, -1, -1, 1}, {-1, -1}, 2, UNSOLVABLE},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        lcp_problem p = {.n = cases[k].n, .M = cases[k].M, .q = cases[k].q};
        compare(cases[k].name, &p, cases[k].solvable);
    }
}

/* The Stewart-Trinkle box scenes (all solvable: see problem_box). */
static void compare_boxes(void)
{
    for (int k = 0; k < box_scene_count(); k++) {
        box_scene s = box_scene_get(k);
        problem p = problem_box(&s);
        lcp_problem view = problem_view(&p);
        compare(p.name, &view, SOLVABLE);
        problem_free(&p);
    }
}

/* The generated families at a few sizes. */
static void compare_families(void)
{
    typedef problem (*generator)(int n, uint64_t seed);
    static const generator make[] = {problem_spd, problem_p_matrix, problem_psd_planted,
                                     problem_degenerate, problem_infeasible};
    static const int sizes[] = {4, 10, 30};
    for (size_t f = 0; f < sizeof make / sizeof make[0]; f++)
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
            for (uint64_t seed = 1; seed <= 2; seed++) {
                problem p = make[f](sizes[k], seed);
                lcp_problem view = problem_view(&p);
                compare(p.name, &view, p.solvable ? SOLVABLE : UNSOLVABLE);
                problem_free(&p);
            }
}

/* The totals, as comments. */
static void summary(void)
{
    const tally *t = &totals;
    printf("# %d problems, %d with a solution; ours: %d solved, %d proven unsolvable\n",
           t->problems, t->solvable, t->ours_solved, t->ours_proven);
    printf("# siconos driver: %d solved, %d failed where a solution exists, %d wrong claims\n",
           t->driver_solved, t->driver_failed, t->driver_wrong);
    printf("# siconos lcp_lexicolemke: %d solved, %d failed where a solution exists, "
           "%d wrong claims\n", t->direct_solved, t->direct_failed, t->direct_wrong);
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : "tests/siconos";
    compare_files(dir);
    compare_small();
    compare_boxes();
    compare_families();
    summary();
    return test_done();
}
