/* multibody: chapter 7's step (src/multibody.h) on two scenes of
 * chapters/07-multibody: the stack of three boxes (n_d = 8, 12 contacts:
 * LCP size 120) and the leaning tower of ten (n_d = 4, 40 contacts: size
 * 240).  Per scene: steps per second of the whole step (contacts, the LCP,
 * its solution and check, the update), the LCP's size, and the run's LCPs
 * solved again by ours (lcp_solve, automatic, which checks every answer)
 * and by Siconos' lcp_lexicolemke, in turns (medians over rounds; ratio =
 * ours / siconos).  Both answers are checked with lcp_check at 1e-9.  Run
 * from the repository's top folder (make bench-multibody).
 */
#define _POSIX_C_SOURCE 200809L

#include "bench_util.h"
#include "grow.h"
#include "lcp_set.h"
#include "lcp.h"
#include "lcp_solve.h"
#include "multibody.h"
#include "scene.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


enum { MAX_LCPS = 1000, MIN_ROUNDS = 3, MAX_ROUNDS = 1000 };
static const double MIN_SECONDS = 0.5;

static scene_file file;
static multibody_solver solver;

/* A solver with nothing kept from another scene (no warm start from its
 * contacts). */
static void fresh_solver(void)
{
    multibody_free(&solver);
    solver = (multibody_solver){0};
}

/* Run the scene; 0 if every step was solved; the LCPs into set if not NULL. */
static int run_scene(const char *path, lcp_set *set)
{
    char err[600];
    scene_free(&file);
    fresh_solver();
    if (scene_read(path, &file, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    for (int l = 0; l < file.steps; l++) {
        if (multibody_step(&file.scene, NULL, &solver) != LCP_SOLVED)
            return 1;
        if (set && solver.step.contacts.n > 0 && set->count < MAX_LCPS &&
            multibody_dense(&solver) == 0)
            lcp_set_add(set, solver.step.size, solver.step.pyramid.A_dense,
                        solver.step.pyramid.b);
    }
    return 0;
}

/* One row per scene. */
static void bench_scene(const char *name, const char *path)
{
    lcp_set set = {0};
    if (run_scene(path, &set) != 0) {
        printf("%-8s a step was not solved\n", name);
        lcp_set_free(&set);
        return;
    }
    int steps = file.steps;
    double *z = malloc((size_t)set.largest * sizeof *z);
    double *w = malloc((size_t)set.largest * sizeof *w);
    static double step_s[MAX_ROUNDS], ours[MAX_ROUNDS], theirs[MAX_ROUNDS];
    double total = 0.0;
    int rounds = 0, ok_ours = 0, ok_theirs = -1, claimed = 0;
    lcp_set_prepare_siconos(&set);
    while (rounds < MAX_ROUNDS && (rounds < MIN_ROUNDS || total < MIN_SECONDS)) {
        double t0 = bench_now();
        run_scene(path, NULL);
        double t1 = bench_now();
        ok_ours = lcp_set_solve_ours(&set, z, w);
        double t2 = bench_now();
        ok_theirs = lcp_set_solve_siconos(&set, z, w, &claimed);
        theirs[rounds] = ok_theirs < 0 ? 0.0 : bench_now() - t2;
        step_s[rounds] = t1 - t0;
        ours[rounds] = t2 - t1;
        total += bench_now() - t0; /* the round, Siconos' part included */
        rounds++;
    }
    double us_ours = 1e6 * bench_median(ours, rounds) / set.count;
    double us_theirs = 1e6 * bench_median(theirs, rounds) / set.count;
    char ok2[24] = "-";
    if (ok_theirs >= 0)
        snprintf(ok2, sizeof ok2, "%d/%d", ok_theirs, set.count);
    printf("%-8s %6d %4d %5d %12.0f %9.1f %9.1f %7.3f %4d/%-4d %9s %6d\n", name,
           file.scene.nbodies, set.largest, set.count, steps / bench_median(step_s, rounds),
           us_ours, us_theirs, us_theirs > 0 ? us_ours / us_theirs : 0.0, ok_ours, set.count,
           ok2, rounds);
    fflush(stdout);
    lcp_set_free(&set);
    free(z);
    free(w);
}

/* [bench-big] */
/* One run of a scene for its steps, timed step by step (the whole step:
 * contacts, sparse assembly, the contact solver and its check, the
 * update), every step required solved; then every sample-th step's LCP
 * (at most max_sample of them, kept dense) solved by Siconos'
 * lcp_lexicolemke, timed, its answers checked by lcp_check at 1e-9 (as
 * the rows above).  One row: boxes, steps, mean contacts and LCP
 * size, ms per step (ours), total s, and Siconos' ms per LCP with how many
 * of its answers pass. */
static void bench_big(const char *name, const char *path, int steps, int sample,
                      int max_sample, double anchor_s)
{
    char err[600];
    fresh_solver();
    if (scene_read(path, &file, err, sizeof err) != 0) {
        printf("%-11s %s\n", name, err);
        return;
    }
    lcp_set set = {0};
    double total = 0.0, contacts = 0.0, size = 0.0;
    int l;
    for (l = 1; l <= steps; l++) {
        double t0 = bench_now();
        lcp_status status = multibody_step(&file.scene, NULL, &solver);
        total += bench_now() - t0;
        if (status != LCP_SOLVED)
            break;
        contacts += solver.step.contacts.n;
        size += solver.step.size;
        if (l % sample == 0 && set.count < max_sample && solver.step.contacts.n > 0 &&
            multibody_dense(&solver) == 0)
            lcp_set_add(&set, solver.step.size, solver.step.pyramid.A_dense,
                        solver.step.pyramid.b);
    }
    int done = l - 1;
    double *z = malloc((size_t)(set.largest ? set.largest : 1) * sizeof *z);
    double *w = malloc((size_t)(set.largest ? set.largest : 1) * sizeof *w);
    int claimed = 0;
    double t1 = bench_now();
    int ok_theirs = set.count > 0 ? lcp_set_solve_siconos(&set, z, w, &claimed) : -1;
    double theirs = bench_now() - t1;
    char sicon[40] = "-", anchor[24] = "-";
    if (ok_theirs >= 0)
        snprintf(sicon, sizeof sicon, "%.1f %d/%d", 1e3 * theirs / set.count, ok_theirs,
                 set.count);
    if (anchor_s > 0.0)
        snprintf(anchor, sizeof anchor, "%.0f", anchor_s);
    printf("%-11s %5d %5d/%-5d %8.1f %6.0f %9.2f %8.2f %7s  %s\n", name, file.scene.nbodies,
           done, steps, done ? contacts / done : 0.0, done ? size / done : 0.0,
           done ? 1e3 * total / done : 0.0, total, anchor, sicon);
    fflush(stdout);
    lcp_set_free(&set);
    free(z);
    free(w);
}
/* [/bench-big] */


/* [bench-piles] */
/* The piles of chapters/07-multibody/piles, every position moved by up to
 * 1e-9 m (scene_jitter, seed 1): one run each, the whole step timed.  Step
 * 1 has no previous step (it starts from the basis of the frictionless
 * LCP, or from w basic where the contacts slide), every later one starts
 * from the previous step's basis: ms of step 1 and the mean ms of the others, with
 * the anchors of the issue (10-row pyramid under 20 ms a step, 20-row
 * under 1000).  Then step 2's LCP (where it fits dense, n <= max_dense)
 * solved from scratch by ours (the revised Lemke method, its answer
 * checked) and by Siconos' lcp_lexicolemke and its projected Gauss-Seidel: ms and whether
 * the answer passes lcp_check at 1e-9. */
static void bench_pile(const char *name, int steps, int max_dense, double anchor_ms)
{
    char err[600], path[200];
    snprintf(path, sizeof path, "chapters/07-multibody/piles/%s.scene", name);
    fresh_solver();
    if (scene_read(path, &file, err, sizeof err) != 0) {
        printf("%-16s %s\n", name, err);
        return;
    }
    scene_jitter(&file.scene, 1e-9, 1);
    lcp_set set = {0};
    double first = 0.0, rest = 0.0, size = 0.0;
    int l, most = 0;
    for (l = 1; l <= steps; l++) {
        double t0 = bench_now();
        lcp_status status = multibody_step(&file.scene, NULL, &solver);
        double dt = bench_now() - t0;
        if (status != LCP_SOLVED)
            break;
        if (l == 1)
            first = dt;
        else
            rest += dt;
        most = solver.step.lcp.iterations > most ? solver.step.lcp.iterations : most;
        size = solver.step.size;
        if (l == 2 && solver.step.size <= max_dense && multibody_dense(&solver) == 0)
            lcp_set_add(&set, solver.step.size, solver.step.pyramid.A_dense,
                        solver.step.pyramid.b);
    }
    int done = l - 1;
    char ours[40] = "-", lexico[40] = "-", pgs[40] = "-", anchor[24] = "-";
    if (set.count == 1) {
        double *z = malloc((size_t)set.largest * sizeof *z), *w = malloc((size_t)set.largest * sizeof *w);
        lcp_problem p = {set.n[0], set.A[0], set.b[0]};
        lcp_options o = lcp_default_options();
        o.method = LCP_METHOD_REVISED;
        lcp_result r;
        double t0 = bench_now();
        int ok = lcp_solve(&p, &o, z, w, &r) == LCP_SOLVED && lcp_check(&p, z, 1e-9, w, NULL, 0) == 0;
        snprintf(ours, sizeof ours, "%.0f %s", 1e3 * (bench_now() - t0), ok ? "ok" : "fails");
        int claimed;
        t0 = bench_now();
        int good = lcp_set_solve_siconos(&set, z, w, &claimed);
        if (good >= 0)
            snprintf(lexico, sizeof lexico, "%.0f %s", 1e3 * (bench_now() - t0), good ? "ok" : "fails");
        t0 = bench_now();
        good = lcp_set_solve_siconos_pgs(&set, z, w, &claimed);
        if (good >= 0)
            snprintf(pgs, sizeof pgs, "%.0f %s", 1e3 * (bench_now() - t0), good ? "ok" : "fails");
        free(z);
        free(w);
    }
    if (anchor_ms > 0.0) /* every step under it: the first and the warm ones */
        snprintf(anchor, sizeof anchor, "%.0f:%s", anchor_ms,
                 done == steps && 1e3 * first <= anchor_ms &&
                         (done < 2 || 1e3 * rest / (done - 1) <= anchor_ms)
                     ? "met"
                     : "not");
    printf("%-16s %5d %5d/%-4d %6.0f %8.0f %9.1f %9s %6d   %-10s %-10s %-10s\n", name,
           file.scene.nbodies, done, steps, size, 1e3 * first,
           done > 1 ? 1e3 * rest / (done - 1) : 0.0, anchor, most, ours, lexico, pgs);
    fflush(stdout);
    lcp_set_free(&set);
}
/* [/bench-piles] */

/* [bench-first-draws] */
/* Step 1 of a pile (no previous step to start from) over draws of the
 * 1e-9 m jitter (seeds 1 .. draws): its time and pivots differ from draw to
 * draw, since where the degenerate ties of Lemke's path fall, and whether a
 * run must be repeated from a moved q, is decided by rounding.  The least,
 * median and most ms, the pivots of each draw, and how many draws are under
 * the anchor. */
static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void bench_first_draws(const char *name, int draws, double anchor_ms)
{
    char err[600], path[200], pivots[200] = "";
    double ms[16];
    int under = 0, solved = 0;
    snprintf(path, sizeof path, "chapters/07-multibody/piles/%s.scene", name);
    for (int d = 0; d < draws && d < 16; d++) {
        fresh_solver();
        if (scene_read(path, &file, err, sizeof err) != 0) {
            printf("%-16s %s\n", name, err);
            return;
        }
        scene_jitter(&file.scene, 1e-9, (unsigned)(d + 1));
        double t0 = bench_now();
        lcp_status status = multibody_step(&file.scene, NULL, &solver);
        ms[d] = 1e3 * (bench_now() - t0);
        solved += status == LCP_SOLVED;
        under += status == LCP_SOLVED && ms[d] <= anchor_ms;
        size_t used = strlen(pivots);
        snprintf(pivots + used, sizeof pivots - used, "%s%d", d ? "," : "",
                 solver.step.lcp.iterations);
    }
    qsort(ms, (size_t)draws, sizeof *ms, compare_doubles);
    printf("%-16s %5d %6.0f %6.0f %6.0f %7.0f %3d/%-3d %3d/%-3d  %s\n", name, draws, ms[0],
           ms[draws / 2], ms[draws - 1], anchor_ms, under, draws, solved, draws, pivots);
    fflush(stdout);
}
/* [/bench-first-draws] */

int main(void)
{
    grow_keep_heap(); /* as the program does */
    bench_print_machine();
    printf("# multibody's step (chapter 7): steps_per_s of the whole step (ours); per LCP\n"
           "# of the run the median time in microseconds, ours (lcp_solve, automatic)\n"
           "# and Siconos' lcp_lexicolemke, in turns; ratio = ours / siconos; ok: answers\n"
           "# that pass lcp_check at 1e-9.  Scenes: chapters/07-multibody/stack.scene\n"
           "# (3 boxes, n_d = 8), tower.scene (10 boxes, n_d = 4), 100 steps each.\n");
    printf("%-8s %6s %4s %5s %12s %9s %9s %7s %9s %9s %6s\n", "scene", "bodies", "n", "lcps",
           "steps_per_s", "ours_us", "sicon_us", "ratio", "ours_ok", "sicon_ok", "rounds");
    bench_scene("stack", "chapters/07-multibody/stack.scene");
    bench_scene("tower", "chapters/07-multibody/tower.scene");
    printf("\n# Piles, stacks and the pyramid: one run each, the whole step timed (ms\n"
           "# per step, total s; anchor: the pyramid's 200 steps in under 60 s), every\n"
           "# step solved and checked; Siconos' lcp_lexicolemke on a sample of the\n"
           "# run's LCPs (every 50th step's, at most 4; 1 for the pyramid): ms per LCP\n"
           "# and how many of its answers pass lcp_check at 1e-9.\n");
    printf("%-11s %5s %11s %8s %6s %9s %8s %7s  %s\n", "scene", "boxes", "steps", "contacts",
           "n", "ms_step", "total_s", "anchor", "siconos_ms ok");
    bench_big("stack", "chapters/07-multibody/stack.scene", 100, 50, 4, 0.0);
    bench_big("pile", "chapters/07-multibody/pile.scene", 100, 50, 4, 0.0);
    bench_big("tall-stack", "chapters/07-multibody/tall-stack.scene", 200, 50, 4, 0.0);
    bench_big("pyramid", "chapters/07-multibody/pyramid.scene", 200, 200, 1, 60.0);
    printf("\n# The piles of chapters/07-multibody/piles, every position moved by up to\n"
           "# 1e-9 m: ms of step 1 (no previous step: from the frictionless LCP's basis,\n"
           "# or w basic where the contacts slide) and the mean of the\n"
           "# steps after it (each from the previous step's basis), the anchor for\n"
           "# both (met: the first and the mean under it), the most pivots of a step; step 2's LCP from scratch by ours (the\n"
           "# revised Lemke method), Siconos' lcp_lexicolemke and its PGS (dense,\n"
           "# where n <= 4000): ms and whether the answer passes lcp_check at 1e-9.\n");
    printf("%-16s %5s %10s %6s %8s %9s %9s %6s   %-10s %-10s %-10s\n", "scene", "boxes", "steps",
           "n", "ms_first", "ms_warm", "anchor", "pivots", "ours_ms", "lexico_ms", "pgs_ms");
    bench_pile("pyramid-3", 20, 4000, 0.0);
    bench_pile("pyramid-6", 20, 4000, 0.0);
    bench_pile("pyramid-10", 20, 4000, 20.0);
    bench_pile("pyramid-15", 10, 4000, 0.0);
    bench_pile("pyramid-20", 10, 4000, 1000.0);
    bench_pile("stack-30", 20, 4000, 0.0);
    bench_pile("grid-64", 20, 4000, 0.0);
    bench_pile("grid-on-top", 20, 4000, 0.0);
    bench_pile("dominoes-10", 100, 4000, 0.0);
    printf("\n# Step 1 of the largest piles over 5 draws of the 1e-9 m jitter (seeds\n"
           "# 1-5): ms least, median, most; the anchor, how many draws are under it\n"
           "# and how many were solved; the pivots of each draw.\n");
    printf("%-16s %5s %6s %6s %6s %7s %7s %7s  %s\n", "scene", "draws", "least", "median",
           "most", "anchor", "under", "solved", "pivots");
    bench_first_draws("pyramid-10", 5, 20.0);
    bench_first_draws("pyramid-20", 5, 1000.0);
    multibody_free(&solver);
    scene_free(&file);
    return 0;
}
