/* box: the rigid-body contact step of chapter 6 (box-contact's library,
 * src/rigid_contact.h) with n_d = 8, so that four contacts make an LCP of
 * size 40: steps per second of the whole step (build, solve, check,
 * update), and the step's LCPs alone, collected from the run and solved
 * again by ours (lcp_solve, automatic method, which checks every answer)
 * and by Siconos' lcp_lexicolemke, in turns (the median over rounds of all
 * the run's LCPs; ratio = ours / siconos).  Both answers are checked with
 * lcp_check at 1e-9 ("ok" counts).  Built without -DHAVE_SICONOS, only our
 * columns are filled.
 */
#define _POSIX_C_SOURCE 200809L

#include "bench_util.h"
#include "lcp_set.h"
#include "lcp.h"
#include "rigid_contact.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


enum { STEPS = 200, MIN_ROUNDS = 3, MAX_ROUNDS = 10000 };
static const double MIN_SECONDS = 0.2;

/* A scene of box-contact: its options as the program spells them. */
typedef struct {
    const char *name, *options;
    double z, e0, e1, vx, wz, a, b;
} scene;

static rigid_contact_step_info info; /* large: not on the stack */

/* The box of box-contact's defaults with n_d = 8, in the scene's state. */
static void make_scene(const scene *s, rigid_contact_plane_model *model, rigid_body_state *state)
{
    memset(model, 0, sizeof *model);
    rigid_contact_box(1.0, s->a, s->b, 0.2, model);
    model->mu = 0.5;
    model->nd = 8;
    model->h = 0.01;
    model->margin = 1e-6 * (s->a + s->b + 0.2);
    memset(state, 0, sizeof *state);
    state->x[2] = s->z;
    state->e[0] = s->e0;
    state->e[1] = s->e1;
    state->v[0] = s->vx;
    state->w[2] = s->wz; /* about the body z, which is the world z here */
}

/* Run the scene STEPS steps; returns 0 if every step was solved, and saves
 * the LCPs into set when it is not NULL. */
static int run_scene(const scene *s, lcp_set *set)
{
    rigid_contact_plane_model model;
    rigid_body_state state;
    make_scene(s, &model, &state);
    const double F[3] = {0, 0, -9.81};
    for (int l = 0; l < STEPS; l++) {
        if (set) {
            rigid_contact_plane_lcp(&model, &state, F, &info);
            if (info.nc > 0)
                lcp_set_add(set, info.size, info.A, info.b);
        }
        if (rigid_contact_plane_step(&model, &state, F, NULL, &info) != LCP_SOLVED)
            return 1;
    }
    return 0;
}

/* One row: the scene's steps per second and its LCPs, ours against Siconos. */
static void bench_scene(const scene *s)
{
    lcp_set set = {0};
    if (run_scene(s, &set) != 0) {
        printf("%-8s a step was not solved\n", s->name);
        lcp_set_free(&set);
        return;
    }
    static double z[RIGID_CONTACT_MAX_LCP], w[RIGID_CONTACT_MAX_LCP];
    double step_s[MAX_ROUNDS], ours[MAX_ROUNDS], theirs[MAX_ROUNDS], total[2] = {0, 0};
    int rounds = 0, ok_ours = 0, ok_theirs = -1, claimed = 0;
    lcp_set_prepare_siconos(&set);
    while (rounds < MAX_ROUNDS && (rounds < MIN_ROUNDS || total[0] < MIN_SECONDS ||
                                   total[1] < MIN_SECONDS)) {
        double t0 = bench_now();
        run_scene(s, NULL);
        double t1 = bench_now();
        ok_ours = lcp_set_solve_ours(&set, z, w);
        double t2 = bench_now();
        ok_theirs = lcp_set_solve_siconos(&set, z, w, &claimed);
        step_s[rounds] = t1 - t0;
        ours[rounds] = t2 - t1;
        theirs[rounds] = ok_theirs < 0 ? 0.0 : bench_now() - t2;
        total[0] += step_s[rounds];
        total[1] += ours[rounds];
        rounds++;
    }
    double steps_per_s = STEPS / bench_median(step_s, rounds);
    double us_ours = 1e6 * bench_median(ours, rounds) / set.count;
    double us_theirs = 1e6 * bench_median(theirs, rounds) / set.count;
    char clm[24] = "-", ok[24] = "-";
    if (ok_theirs >= 0) {
        snprintf(clm, sizeof clm, "%d/%d", claimed, set.count);
        snprintf(ok, sizeof ok, "%d/%d", ok_theirs, set.count);
    }
    printf("%-8s %3d %5d %12.0f %9.2f %9.2f %7.3f %4d/%-4d %9s %9s %6d\n", s->name,
           set.largest, set.count, steps_per_s, us_ours, us_theirs,
           us_theirs > 0 ? us_ours / us_theirs : 0.0, ok_ours, set.count, clm, ok, rounds);
    fflush(stdout);
    lcp_set_free(&set);
}

/* The machine, the legend, then one row per scene. */
int main(void)
{
    static const scene scenes[] = {
        {"slide", "box-contact --nd 8 --steps 200", 0.1, 1, 0, 1, 0, 0.4, 0.3},
        {"spin", "box-contact --nd 8 --vx 0 --wz 10 --a 0.3 --b 0.3 --steps 200", 0.1, 1, 0,
         0, 10, 0.3, 0.3},
        {"drop", "box-contact --nd 8 --vx 0 --z 0.3 --e0 0.9914448614 --e1 0.1305261922 "
                 "--steps 200", 0.3, 0.9914448614, 0.1305261922, 0, 0, 0.4, 0.3},
    };
    bench_print_machine();
    printf("# box-contact's step with n_d = 8 (4 contacts: LCP size 40), %d steps per scene:\n"
           "# steps_per_s of the whole step (ours); per LCP of the run (those with contacts)\n"
           "# the median time in microseconds, ours (lcp_solve, automatic) and Siconos'\n"
           "# lcp_lexicolemke, in turns, over rounds totalling >= %.1f s; ratio = ours / "
           "siconos;\n"
           "# ok: answers that pass lcp_check at 1e-9; sicon_clm: Siconos' own info = 0.\n",
           STEPS, MIN_SECONDS);
    for (size_t k = 0; k < sizeof scenes / sizeof scenes[0]; k++)
        printf("# %s: %s\n", scenes[k].name, scenes[k].options);
    printf("%-8s %3s %5s %12s %9s %9s %7s %9s %9s %9s %6s\n", "scene", "n", "lcps",
           "steps_per_s", "ours_us", "sicon_us", "ratio", "ours_ok", "sicon_clm", "sicon_ok",
           "rounds");
    for (size_t k = 0; k < sizeof scenes / sizeof scenes[0]; k++)
        bench_scene(&scenes[k]);
    return 0;
}
