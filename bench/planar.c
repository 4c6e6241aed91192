/* planar: the distributed planar LuGre model of chapter 10
 * (src/planar_lugre.h), timed as the authors timed theirs (README of
 * ../shared/peer-tests/lugre, section 9): the Square at N = 5 ... 33 (L =
 * 0.02 m, fn = 1 N, sigma0 = 1e5, sigma1 = 20, sigma2 = 0.2, mus = 1.2, EP
 * on, Euler dt = 1e-4) stepped with the constant twist (0.1, -0.05, 1.59):
 * steps per second (the median over rounds of 10 000 steps), and the 5 s
 * Fig. 5 run on the circle (N = 21, p = 1, dt = 1e-5, 499 999 steps) in
 * seconds.  The anchors are the authors' C++ (issue 15: 1.1e4 steps/s at
 * N = 21, 80 s for the Fig. 5 run) on a machine like ours.
 */
#define _POSIX_C_SOURCE 200809L

#include "bench_util.h"
#include "planar_lugre.h"
#include "table.h"

#include <stdio.h>
#include <stdlib.h>

enum { STEPS = 10000, ROUNDS = 5 };

/* The Square model of the speed test at N cells per side. */
static int speed_model(planar_lugre *m, int N)
{
    double *P = malloc((size_t)N * (size_t)N * sizeof *P);
    lugre_params p;
    lugre_pset(1, &p);
    p.sigma0 = 1e5;
    p.sigma1 = 20.0;
    p.ep = 1;
    planar_pressure(PLANAR_SQUARE, N, P);
    int bad = P == NULL || planar_lugre_init(m, N, 0.02, P, &p);
    free(P);
    return bad;
}

/* Median steps per second at N (constant twist, dt = 1e-4). */
static double steps_per_second(int N, double *sink)
{
    planar_lugre m;
    if (speed_model(&m, N) != 0)
        return 0.0;
    const double v[3] = {0.1, -0.05, 1.59};
    double rate[ROUNDS], wr[3];
    for (int r = 0; r < ROUNDS; r++) {
        double t0 = bench_now();
        for (int k = 0; k < STEPS; k++)
            planar_lugre_step(&m, v, 1e-4, wr);
        rate[r] = STEPS / (bench_now() - t0);
        *sink += wr[0];
    }
    planar_lugre_free(&m);
    return bench_median(rate, ROUNDS);
}

/* Seconds of the 5 s Fig. 5 run (circle, N = 21, p = 1, dt = 1e-5). */
static double fig5_seconds(double *sink)
{
    planar_lugre m;
    double P[21 * 21], v[3], vc[3], wr[3];
    lugre_params p;
    lugre_pset(1, &p);
    p.ep = 1;
    planar_pressure(PLANAR_CIRCLE, 21, P);
    if (planar_lugre_init(&m, 21, 0.02, P, &p) != 0)
        return 0.0;
    double t0 = bench_now();
    for (long k = 0; k < 499999; k++) {
        planar_fig5_twist((double)k * 1e-5, v);
        planar_twist_move(v, -m.cop[0], -m.cop[1], vc);
        planar_lugre_step(&m, vc, 1e-5, wr);
        *sink += wr[2];
    }
    double s = bench_now() - t0;
    planar_lugre_free(&m);
    return s;
}

int main(void)
{
    double sink = 0.0;
    bench_print_machine();
    printf("# distributed planar LuGre, Square, constant twist, Euler dt 1e-4 (the authors' "
           "speed test)\n");
    table t;
    table_begin_digits(&t, stdout, "N cells steps_per_s anchor_steps_per_s ratio", 3);
    static const int Ns[] = {5, 9, 13, 17, 21, 25, 29, 33};
    for (size_t i = 0; i < sizeof Ns / sizeof Ns[0]; i++) {
        double rate = steps_per_second(Ns[i], &sink);
        table_int(&t, Ns[i]);
        table_int(&t, (long)Ns[i] * Ns[i]);
        table_num(&t, rate);
        if (Ns[i] == 21) {
            table_num(&t, 1.1e4);
            table_num(&t, rate / 1.1e4);
        } else {
            table_text(&t, "-");
            table_text(&t, "-");
        }
        table_end_row(&t);
    }
    table_end(&t);
    printf("\n# the 5 s Fig. 5 run, circle, N = 21, p = 1, Euler dt 1e-5 (499 999 steps)\n");
    double s = fig5_seconds(&sink);
    table_begin_digits(&t, stdout, "run seconds anchor_seconds ratio", 3);
    table_text(&t, "fig5-dist");
    table_num(&t, s);
    table_num(&t, 80.0);
    table_num(&t, 80.0 / s);
    table_end_row(&t);
    table_end(&t);
    return sink == sink ? 0 : 1; /* uses the results: no step is optimised away */
}
