/* planar_experiment: the wall time of the paper's 2 s in-hand slip-stick
 * run (004 Table IV) for our distributed and reduced models: the 0.2 kg box
 * in the gripper (src/planar_body.h), N = 21, p = 1, EP on, both grip
 * profiles, our scheme (explicit steps of dt = 1e-5 s cut into substeps
 * while the box slides fast), on the circle (Table IV's "Circle" row) and
 * on the square (the chapter's figure).  The paper's numbers (Python
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

enum { ROUNDS = 3 };

/* Seconds of one 2 s run (median of ROUNDS), or -1 when the model cannot
 * be set up; the final height goes to *y. */
static double run_seconds(planar_model_kind kind, planar_shape shape, int grip, double *y)
{
    double P[21 * 21], secs[ROUNDS], dt = 1e-5;
    lugre_params p;
    lugre_pset(1, &p);
    p.ep = 1;
    planar_pressure(shape, 21, P);
    for (int r = 0; r < ROUNDS; r++) {
        planar_model m;
        planar_body b;
        if (planar_model_init(&m, kind, 21, 0.02, P, &p, 20) != 0)
            return -1.0;
        double t0 = bench_now(), ext[3];
        planar_body_box(&b, 0.002);
        b.reach = planar_body_reach(&m);
        for (long k = 0; k < 200000; k++) {
            double fn = planar_experiment_load(PLANAR_SLIP_STICK, grip, &b, (double)k * dt, ext);
            planar_body_advance(&b, &m, fn, ext, dt, NULL, 1000);
        }
        secs[r] = bench_now() - t0;
        *y = b.q[1];
        planar_model_free(&m);
    }
    return bench_median(secs, ROUNDS);
}

int main(void)
{
    static const struct {
        planar_shape shape;
        planar_model_kind kind;
        double paper; /* Table IV [s]; 0: not in it */
    } rows[] = {{PLANAR_CIRCLE, PLANAR_MODEL_DIST, 217.98},
                {PLANAR_CIRCLE, PLANAR_MODEL_RED, 3.47},
                {PLANAR_SQUARE, PLANAR_MODEL_DIST, 0.0},
                {PLANAR_SQUARE, PLANAR_MODEL_RED, 0.0}};
    bench_print_machine();
    printf("# the 2 s in-hand slip-stick run (004 Table IV), N = 21, p = 1, EP on, dt 1e-5 "
           "with substeps;\n# paper: Python dynamics + LSODA around the authors' C++, "
           "Circle row\n");
    table t;
    table_begin_digits(&t, stdout, "shape model grip seconds paper_seconds speedup y_end", 3);
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        for (int grip = 1; grip <= 2; grip++) {
            double y, s = run_seconds(rows[i].kind, rows[i].shape, grip, &y);
            table_text(&t, planar_shape_name(rows[i].shape));
            table_text(&t, planar_model_name(rows[i].kind));
            table_int(&t, grip);
            table_num(&t, s);
            if (rows[i].paper > 0.0) {
                table_num(&t, rows[i].paper);
                table_num(&t, rows[i].paper / s);
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
