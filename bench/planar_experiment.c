/* planar_experiment: the wall and CPU time of the paper's 2 s in-hand slip-stick
 * run (004 Table IV) for our distributed and reduced models: the 0.2 kg box
 * in the gripper (src/planar_body.h), N = 21, p = 1, EP on, both grip
 * profiles, our scheme (explicit steps of dt = 1e-5 s cut into substeps
 * while the box slides fast), on the circle (Table IV's "Circle" row), on
 * the grip-force-dependent patterns (its rows k = 2 and k = 2 fN, the
 * pattern set anew every 0.01 s) and on the square (the chapter's figure).  The paper's numbers (Python
 * object dynamics and LSODA around the authors' C++ models) are printed
 * beside ours; they are the anchor, not a like-for-like comparison (another
 * integrator, another machine).
 */
#define _POSIX_C_SOURCE 200809L

#include "bench_util.h"
#include "planar_body.h"
#include "table.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { ROUNDS = 3 };

/* Seconds of this thread's CPU time (what one core of our own would take
 * on a shared machine; the paper's are wall seconds on the authors'). */
static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Wall seconds of one 2 s run with the model's set-up (the limit
 * surface's pre-computation for red), the median of ROUNDS, or -1 when the
 * model cannot be set up or a step fails; the median CPU seconds go to
 * *cpu_s, the final height to *y. */
static double run_seconds(planar_model_kind kind, planar_shape shape, planar_surface surf, int grip,
                          double *cpu_s, double *y)
{
    double P[21 * 21], secs[ROUNDS], cpu[ROUNDS], dt = 1e-5, fn, ext[3];
    lugre_params p;
    lugre_pset(1, &p);
    p.ep = 1;
    for (int r = 0; r < ROUNDS; r++) {
        planar_model m;
        planar_body b;
        double t0 = bench_now(), c0 = cpu_now();
        planar_body_box(&b, 0.002);
        fn = planar_experiment_load(PLANAR_SLIP_STICK, grip, &b, 0.0, ext);
        if (surf == PLANAR_SURFACE_FIXED)
            planar_pressure(shape, 21, P);
        else
            planar_pressure_proportional(21, fn, surf == PLANAR_SURFACE_SCALED ? 2.0 : 2.0 * fn, P);
        if (planar_model_init(&m, kind, 21, 0.02, P, &p, 20) != 0)
            return -1.0;
        b.reach = planar_body_reach(&m);
        for (long k = 0; k < 200000; k++)
            if (planar_experiment_step(&b, &m, PLANAR_SLIP_STICK, grip, surf, k, dt, 1000, &fn,
                                       NULL) <= 0)
                return -1.0;
        cpu[r] = cpu_now() - c0;
        secs[r] = bench_now() - t0;
        *y = b.q[1];
        planar_model_free(&m);
    }
    *cpu_s = bench_median(cpu, ROUNDS);
    return bench_median(secs, ROUNDS);
}

int main(void)
{
    static const struct {
        const char *name;
        planar_shape shape;
        planar_surface surf;
        planar_model_kind kind;
        double paper; /* Table IV [s]; 0: not in it */
    } rows[] = {{"circle", PLANAR_CIRCLE, PLANAR_SURFACE_FIXED, PLANAR_MODEL_DIST, 217.98},
                {"circle", PLANAR_CIRCLE, PLANAR_SURFACE_FIXED, PLANAR_MODEL_RED, 3.47},
                {"k=2", PLANAR_CIRCLE, PLANAR_SURFACE_SCALED, PLANAR_MODEL_DIST, 237.06},
                {"k=2", PLANAR_CIRCLE, PLANAR_SURFACE_SCALED, PLANAR_MODEL_RED, 3.49},
                {"k=2fN", PLANAR_CIRCLE, PLANAR_SURFACE_CHANGING, PLANAR_MODEL_DIST, 238.95},
                {"k=2fN", PLANAR_CIRCLE, PLANAR_SURFACE_CHANGING, PLANAR_MODEL_RED, 70.23},
                {"square", PLANAR_SQUARE, PLANAR_SURFACE_FIXED, PLANAR_MODEL_DIST, 0.0},
                {"square", PLANAR_SQUARE, PLANAR_SURFACE_FIXED, PLANAR_MODEL_RED, 0.0}};
    bench_print_machine();
    printf("# the 2 s in-hand slip-stick run (004 Table IV), N = 21, p = 1, EP on, CoM 2 mm,\n"
           "# dt 1e-5 with substeps; paper: Python dynamics + LSODA around the authors' C++;\n"
           "# seconds: wall, cpu_seconds: this thread's CPU; speedup = paper / cpu_seconds\n");
    table t;
    table_begin_digits(&t, stdout, "surface model grip seconds cpu_seconds paper_seconds speedup "
                       "y_end", 3);
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        for (int grip = 1; grip <= 2; grip++) {
            double y = 0.0, c = 0.0;
            double s = run_seconds(rows[i].kind, rows[i].shape, rows[i].surf, grip, &c, &y);
            table_text(&t, rows[i].name);
            table_text(&t, planar_model_name(rows[i].kind));
            table_int(&t, grip);
            table_num(&t, s);
            table_num(&t, c);
            if (rows[i].paper > 0.0) {
                table_num(&t, rows[i].paper);
                table_num(&t, rows[i].paper / c);
            } else {
                table_text(&t, "-");
                table_text(&t, "-");
            }
            table_num(&t, y);
            table_end_row(&t);
        }
    table_end(&t);
    return 0;
}
