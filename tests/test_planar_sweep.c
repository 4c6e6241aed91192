/* test_planar_sweep: the accuracy sweeps' parts (src/planar_sweep.h): the
 * normalised RMSE against a hand computation, a sampled run against the
 * authors' reference torques, a run against itself, the same series
 * whatever the number of threads, the RMSE falling with N on the circle
 * at small sizes (paper 004, Fig. 9), and the limit surface closer to the
 * distributed model than the ellipse (Fig. 22); the quartiles and
 * whiskers of Fig. 22's box plots against hand computations, and the
 * per-sample errors against the hand example and the RMSE.
 */
#include "planar_sweep.h"
#include "test.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The RMSE of three samples, worked by hand.  Baseline wrenches (3, 4, 1),
 * (0, 0, -2), (1, 0, 0.5): max |F| = 5, max |tau| = 2.  The run differs by
 * (0, 0, 0), (1, 2, 1), (2, 0, -1): sum |e_F|^2 = 0 + 5 + 4 = 9, so
 * rmse_force = sqrt(9 / 3) / 5 = sqrt(3) / 5; sum e_tau^2 = 0 + 1 + 1 = 2,
 * rmse_torque = sqrt(2 / 3) / 2. */
static void test_rmse_by_hand(void)
{
    double t[3] = {0, 0.5, 1}, t2[3] = {0, 0.5, 1.5};
    double fb[9] = {3, 4, 1, 0, 0, -2, 1, 0, 0.5};
    double fr[9] = {3, 4, 1, 1, 2, -1, 3, 0, -0.5};
    double zero[9] = {0};
    planar_series base = {3, t, fb}, run = {3, t, fr}, other = {3, t2, fr}, flat = {3, t, zero};
    double r[2] = {-1, -1};
    CHECK_INT(planar_rmse(&run, &base, r), 0, "rmse of the hand example");
    CHECK_NEAR(r[0], 0.34641016151377546, 1e-15, "rmse_force = sqrt(3) / 5");
    CHECK_NEAR(r[1], 0.40824829046386302, 1e-15, "rmse_torque = sqrt(2 / 3) / 2");
    CHECK_INT(planar_rmse(&base, &base, r), 0, "the baseline against itself");
    CHECK(r[0] == 0 && r[1] == 0, "is exactly 0 (got %g, %g)", r[0], r[1]);
    CHECK_INT(planar_rmse(&run, &other, r), -1, "other sample times are refused");
    other.n = 2;
    other.t = t;
    CHECK_INT(planar_rmse(&run, &other, r), -1, "another number of samples is refused");
    CHECK_INT(planar_rmse(&run, &flat, r), -2, "a baseline without force is refused");
}

/* The per-sample errors of the hand example above: |e_F| = 0, sqrt(5), 2
 * and |e_tau| = 0, 1, 1; their root mean square over max |Fb| = 5 is the
 * RMSE, sqrt(9 / 3) / 5. */
static void test_errors_by_hand(void)
{
    double t[3] = {0, 0.5, 1}, t2[3] = {0, 0.5, 1.5};
    double fb[9] = {3, 4, 1, 0, 0, -2, 1, 0, 0.5};
    double fr[9] = {3, 4, 1, 1, 2, -1, 3, 0, -0.5};
    planar_series base = {3, t, fb}, run = {3, t, fr}, other = {3, t2, fr};
    double ef[3] = {-1, -1, -1}, et[3] = {-1, -1, -1}, max[2];
    CHECK_INT(planar_errors(&run, &base, ef, et), 0, "errors of the hand example");
    CHECK(ef[0] == 0 && fabs(ef[1] - sqrt(5.0)) < 1e-15 && ef[2] == 2,
          "|e_F| = 0, sqrt 5, 2 (got %g, %g, %g)", ef[0], ef[1], ef[2]);
    CHECK(et[0] == 0 && et[1] == 1 && et[2] == 1, "|e_tau| = 0, 1, 1 (got %g, %g, %g)", et[0],
          et[1], et[2]);
    CHECK_INT(planar_errors(&run, &other, ef, et), -1, "other sample times are refused");
    planar_series_max(&base, max);
    CHECK(max[0] == 5 && max[1] == 2, "max |Fb| = 5, max |taub| = 2 (got %g, %g)", max[0], max[1]);
}

/* The box plot of values x[0..n-1] against the five numbers and the count
 * outside the whiskers worked by hand (b: lower, q1, median, q3, upper). */
static void check_box(const char *what, const double *x, int n, const double b[5], int outside)
{
    double copy[16];
    planar_box box;
    memcpy(copy, x, (size_t)n * sizeof *x);
    CHECK_INT(planar_box_plot(copy, n, &box), 0, "%s", what);
    double got[5] = {box.lower, box.q1, box.median, box.q3, box.upper};
    int same = 1;
    for (int k = 0; k < 5; k++)
        same = same && fabs(got[k] - b[k]) <= 1e-15;
    CHECK(same, "%s: %g %g %g %g %g, want %g %g %g %g %g", what, got[0], got[1], got[2], got[3],
          got[4], b[0], b[1], b[2], b[3], b[4]);
    CHECK_INT(box.outside, outside, "%s: values outside the whiskers", what);
}

/* Quartiles by type 7 (h = (n - 1) p, linear between x[floor h] and the
 * next), worked by hand (and the same from Python's statistics.quantiles
 * with method='inclusive'), whiskers at the outermost values inside
 * Q1 - 1.5 IQR and Q3 + 1.5 IQR. */
static void test_box_by_hand(void)
{
    /* odd n = 5, unsorted: sorted 1..5, h = 1, 2, 3; IQR 2, fences -1, 7 */
    double odd[5] = {5, 1, 3, 2, 4}, odd_b[5] = {1, 2, 3, 4, 5};
    check_box("odd count", odd, 5, odd_b, 0);
    /* even n = 4: h = 0.75, 1.5, 2.25 -> 1.75, 2.5, 3.25; fences -0.5, 5.5 */
    double even[4] = {4, 3, 2, 1}, even_b[5] = {1, 1.75, 2.5, 3.25, 4};
    check_box("even count", even, 4, even_b, 0);
    /* an outlier: the fence 4 + 1.5 * 2 = 7 keeps 100 out, the whisker at 4 */
    double high[5] = {1, 2, 3, 4, 100}, high_b[5] = {1, 2, 3, 4, 4};
    check_box("an outlier above", high, 5, high_b, 1);
    /* clipped below: q1 = 0.5, q3 = 3.5, fence 0.5 - 4.5 = -4: -10 is out,
     * the whisker at 0 (the smallest value inside), not at the fence -4 */
    double low[7] = {3, -10, 0, 5, 1, 4, 2}, low_b[5] = {0, 0.5, 2, 3.5, 5};
    check_box("an outlier below, the whisker clipped to the data", low, 7, low_b, 1);
    /* ties: q1 = median = q3 = 2, IQR 0: the fences are 2, 9 is outside */
    double ties[5] = {2, 9, 2, 2, 2}, ties_b[5] = {2, 2, 2, 2, 2};
    check_box("ties, IQR 0", ties, 5, ties_b, 1);
    /* ties, even n = 6: h = 1.25, 2.5, 3.75 -> 0, 0.5, 1 */
    double tied[6] = {1, 0, 1, 0, 1, 0}, tied_b[5] = {0, 0, 0.5, 1, 1};
    check_box("ties, even count", tied, 6, tied_b, 0);
    /* a quartile interpolated towards an outlier: q1 = 0.75 * 8 = 6, q3 =
     * 9.25, fence 6 - 1.5 * 3.25 = 1.125 keeps 0 out; the least value
     * inside, 8, is above q1: the whisker is q1 (never inside the box) */
    double pulled[4] = {10, 0, 9, 8}, pulled_b[5] = {6, 6, 8.5, 9.25, 10};
    check_box("a quartile pulled below the data inside", pulled, 4, pulled_b, 1);
    /* the same above: q3 = 2 + 0.25 * 8 = 4, fence 8.875 keeps 10 out */
    double pulled_up[4] = {2, 10, 1, 0}, pulled_up_b[5] = {0, 0.75, 1.5, 4, 4};
    check_box("a quartile pulled above the data inside", pulled_up, 4, pulled_up_b, 1);
    double one[1] = {7}, one_b[5] = {7, 7, 7, 7, 7};
    check_box("one value", one, 1, one_b, 0);
    double sorted[5] = {1, 2, 3, 4, 5};
    CHECK(planar_quantile(sorted, 5, 0) == 1 && planar_quantile(sorted, 5, 1) == 5 &&
              planar_quantile(sorted, 5, 0.1) == 1.4,
          "quantiles 0, 1, 0.1 are min, max, 1 + 0.4");
    planar_box box;
    double nan[2] = {1, NAN};
    CHECK_INT(planar_box_plot(nan, 0, &box), -1, "no values are refused");
    CHECK_INT(planar_box_plot(nan, 2, &box), -1, "a NaN is refused");
}

/* The circle case of the authors' reference runs (N = 21, p = 1). */
static planar_sweep_case circle_case(int N, int pset, double dt, double tmax, int every)
{
    planar_sweep_case c = {PLANAR_MODEL_DIST, PLANAR_CIRCLE, pset, N, 20, 0.02, dt, tmax, every};
    return c;
}

/* The samples are every `every` steps from k = 0 and the last, at t_k =
 * k dt, cli_steps_to(tmax, dt) steps (rounded up), and the wrench is the
 * authors' at the CoP: their torques at t = 0.0025 and 0.005 s
 * (../shared/peer-tests/lugre/fig5_euler_dist_circle_p1_N21.csv, also
 * pinned in tests/cli/planar-friction.cli). */
static void test_samples(void)
{
    planar_series s;
    planar_sweep_case c = circle_case(21, 1, 0.001, 0.0105, 4); /* 11 steps: k = 0, 4, 8, 11 */
    CHECK_INT(planar_sweep_run(&c, &s), 0, "a short run");
    CHECK_INT(s.n, 4, "10.5 steps rounded up to 11, sampled every 4 and the last: k = 0, 4, 8, 11");
    CHECK(s.n == 4 && s.t[0] == 0 && s.t[1] == 0.004 && s.t[2] == 0.008 && s.t[3] == 0.011,
          "at t_k = k dt");
    planar_series_free(&s);
    c = circle_case(21, 1, 1e-5, 0.006, 250);
    CHECK_INT(planar_sweep_run(&c, &s), 0, "the Fig. 5 run's first 6 ms");
    CHECK_INT(s.n, 4, "rows at 0, 0.0025, 0.005 s and the end, 0.006 s");
    if (s.n == 4) {
        CHECK_NEAR(s.f[5], -0.00039042018545939057, 1e-15, "torque at 0.0025 s (authors')");
        CHECK_NEAR(s.f[8], -0.001258079987410313, 1e-15, "torque at 0.005 s (authors')");
    }
    planar_series_free(&s);
}

/* A run against itself: exactly 0; and 1, 2 or 3 threads give the same
 * bytes for every case. */
static void test_self_and_threads(void)
{
    planar_sweep_case cases[4] = {circle_case(5, 0, 1e-5, 0.7, 100), circle_case(9, 0, 1e-5, 0.7, 100),
                                  circle_case(5, 1, 1e-5, 0.7, 100), circle_case(7, 1, 1e-5, 0.7, 100)};
    planar_series one[4], two[4], three[4];
    CHECK_INT(planar_sweep_runs(cases, 4, 1, NULL, one, NULL, NULL), 0, "four runs on one thread");
    CHECK_INT(planar_sweep_runs(cases, 4, 2, NULL, two, NULL, NULL), 0, "on two threads");
    CHECK_INT(planar_sweep_runs(cases, 4, 3, NULL, three, NULL, NULL), 0, "on three threads");
    int same = 1;
    for (int i = 0; i < 4; i++)
        same = same && one[i].n == two[i].n && one[i].n == three[i].n &&
               memcmp(one[i].f, two[i].f, 3 * (size_t)one[i].n * sizeof(double)) == 0 &&
               memcmp(one[i].f, three[i].f, 3 * (size_t)one[i].n * sizeof(double)) == 0;
    CHECK(same, "the same series whatever the number of threads");
    planar_series again;
    double r[2] = {-1, -1};
    CHECK_INT(planar_sweep_run(&cases[1], &again), 0, "the N = 9 run again");
    CHECK_INT(planar_rmse(&again, &one[1], r), 0, "against the first");
    CHECK(r[0] == 0 && r[1] == 0, "a run against itself is exactly 0 (got %g, %g)", r[0], r[1]);
    planar_series_free(&again);
    for (int i = 0; i < 4; i++) {
        planar_series_free(&one[i]);
        planar_series_free(&two[i]);
        planar_series_free(&three[i]);
    }
}

/* Fig. 9's property at small sizes: on the circle, over the first 0.7 s of
 * the profile (turning about the CoP, then the x translation starting),
 * the RMSE against N = 17 falls from N = 5 to 9 to 13, for both sets. */
static void test_falls_with_N(void)
{
    int Ns[4] = {17, 5, 9, 13};
    for (int p = 0; p < 2; p++) {
        planar_sweep_case cases[4];
        planar_series s[4];
        for (int i = 0; i < 4; i++)
            cases[i] = circle_case(Ns[i], p, 1e-5, 0.9, 100);
        CHECK_INT(planar_sweep_runs(cases, 4, 2, NULL, s, NULL, NULL), 0, "circle p = %d", p);
        double r[3][2] = {{0}};
        for (int i = 1; i < 4; i++)
            CHECK_INT(planar_rmse(&s[i], &s[0], r[i - 1]), 0, "N = %d against 17", Ns[i]);
        CHECK(r[0][0] > r[1][0] && r[1][0] > r[2][0],
              "p = %d: rmse_force falls with N: %.3g, %.3g, %.3g", p, r[0][0], r[1][0], r[2][0]);
        CHECK(r[0][1] > r[1][1] && r[1][1] > r[2][1],
              "p = %d: rmse_torque falls with N: %.3g, %.3g, %.3g", p, r[0][1], r[1][1], r[2][1]);
        for (int i = 0; i < 4; i++)
            planar_series_free(&s[i]);
    }
}

/* The box plot of a real run's errors against its RMSE (run: red against
 * base: dist, rmse the two RMSEs): the root mean square of the per-sample
 * errors over the baseline's maximum is the RMSE; the five numbers are in
 * order, inside [min, max] of the errors. */
static void test_box_of_run(const planar_series *run, const planar_series *base,
                            const double rmse[2])
{
    double *e = malloc(2 * (size_t)run->n * sizeof *e), max[2];
    CHECK(e != NULL, "memory for the errors");
    if (e == NULL)
        return;
    CHECK_INT(planar_errors(run, base, e, e + run->n), 0, "the errors of red against dist");
    planar_series_max(base, max);
    for (int q = 0; q < 2; q++) {
        double *x = e + q * run->n, sum = 0;
        for (int k = 0; k < run->n; k++)
            sum += x[k] * x[k];
        CHECK_NEAR(sqrt(sum / run->n) / max[q], rmse[q], 1e-12 * rmse[q],
                   "%s: rms of the errors / max = the RMSE", q ? "torque" : "force");
        planar_box b;
        CHECK_INT(planar_box_plot(x, run->n, &b), 0, "its box plot");
        CHECK(x[0] <= b.lower && b.lower <= b.q1 && b.q1 <= b.median && b.median <= b.q3 &&
                  b.q3 <= b.upper && b.upper <= x[run->n - 1],
              "%s: min <= lower <= q1 <= median <= q3 <= upper <= max", q ? "torque" : "force");
    }
    free(e);
}

/* Fig. 22's finding on the disc over the first second (turning about the
 * CoP, then translating while turning): the reduced model with the limit
 * surface is closer to the distributed model than the ellipsoid, in force
 * and in torque; and both are close (below 10 %: the same friction). */
static void test_limit_surface_beats_ellipse(void)
{
    planar_sweep_case cases[3];
    planar_series s[3];
    for (int i = 0; i < 3; i++)
        cases[i] = circle_case(21, 1, 1e-5, 1.0, 100);
    cases[1].kind = PLANAR_MODEL_RED;
    cases[2].kind = PLANAR_MODEL_ELLIPSE;
    CHECK_INT(planar_sweep_runs(cases, 3, 2, NULL, s, NULL, NULL), 0,
              "dist, red, ellipse on the disc");
    double red[2] = {1, 1}, ell[2] = {0, 0};
    CHECK_INT(planar_rmse(&s[1], &s[0], red), 0, "red against dist");
    CHECK_INT(planar_rmse(&s[2], &s[0], ell), 0, "ellipse against dist");
    CHECK(red[0] < ell[0] && red[1] < ell[1],
          "the limit surface beats the ellipse: force %.3g < %.3g, torque %.3g < %.3g", red[0],
          ell[0], red[1], ell[1]);
    CHECK(ell[0] < 0.1 && ell[1] < 0.1, "both within 10 %% of the distributed model");
    test_box_of_run(&s[1], &s[0], red);
    for (int i = 0; i < 3; i++)
        planar_series_free(&s[i]);
}

int main(void)
{
    test_rmse_by_hand();
    test_errors_by_hand();
    test_box_by_hand();
    test_samples();
    test_self_and_threads();
    test_falls_with_N();
    test_limit_surface_beats_ellipse();
    return test_done();
}
