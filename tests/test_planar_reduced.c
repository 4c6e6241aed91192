/* test_planar_reduced: the reduced planar LuGre model (src/planar_reduced.h)
 * and the one handle for the three models (src/planar_model.h) against the
 * authors' own code's output, copied from ../shared/peer-tests/lugre:
 *   tests/lugre/planar-red-circle-p*-prefix.csv  the first 0.1 s of
 *       fig5_euler_red_circle_p*_N21.csv (head -42)
 *   tests/lugre/planar-red-circle-p*-sparse.csv  every 50th row of it (a row
 *       every 0.125 s over the whole 5 s)
 *   tests/lugre/planar-ls-circle-{nodes,interp,constants}.csv  their
 *       ls_circle_nodes_N21_NLS20.csv, ls_circle_interp_N21_NLS20.csv,
 *       ls_circle_constants_N21.csv
 * and against checks of our own (see each function).
 *
 *   test_planar_reduced              make check
 *   test_planar_reduced --full DIR   the whole 5 s reference files in DIR
 *                                    (make check-reference)
 */
#include "planar_model.h"
#include "test.h"

#include <stdlib.h>
#include <string.h>

#define N21 21
#define L02 0.02
#define NLS20 20
#define PI 3.14159265358979323846

/* The parameter set pset with EP on and the normal force fn. */
static lugre_params params(int pset, double fn)
{
    lugre_params p;
    lugre_pset(pset, &p);
    p.ep = 1;
    p.fn = fn;
    return p;
}

/* A model of kind k on the shape s, N x N, side 0.02 m. */
static int make_model(planar_model *m, planar_model_kind k, planar_shape s, int N, int pset,
                      double fn)
{
    double P[101 * 101];
    lugre_params p = params(pset, fn);
    planar_pressure(s, N, P);
    return planar_model_init(m, k, N, L02, P, &p, NLS20);
}

/* The Fig. 5 run of the reduced model on the circle (N = 21, N_LS = 20,
 * Euler dt = 1e-5, EP on) against a file of the authors' reduced model:
 * force and torque at the CoP to 1e-10 over its rows. */
static void test_reference(const char *path, int pset, int want_rows)
{
    FILE *in = fopen(path, "r");
    CHECK(in != NULL, "open %s", path);
    if (in == NULL)
        return;
    planar_model m;
    CHECK(make_model(&m, PLANAR_MODEL_RED, PLANAR_CIRCLE, N21, pset, 1.0) == 0, "set up");
    double worst[3];
    int rows = planar_model_compare_fig5(&m, in, 1e-5, worst);
    fclose(in);
    planar_model_free(&m);
    CHECK_INT(rows, want_rows, "p = %d: %d reference rows of %s", pset, want_rows, path);
    CHECK(worst[0] < 1e-15, "p = %d: the Fig. 5 twist as theirs (worst %g)", pset, worst[0]);
    CHECK(worst[1] <= 1e-10, "p = %d: reduced force as theirs to 1e-10 N (worst %g)", pset,
          worst[1]);
    CHECK(worst[2] <= 1e-10, "p = %d: reduced torque as theirs to 1e-10 N m (worst %g)", pset,
          worst[2]);
    printf("# %s: %d rows, worst |dF| %.3g N, worst |dtau| %.3g N m\n", path, rows, worst[1],
           worst[2]);
}

/* Read CSV rows of `want` numbers (the header and other lines skipped) into
 * a new array; returns the number of rows. */
static int read_rows(const char *path, int want, double **out)
{
    FILE *in = fopen(path, "r");
    CHECK(in != NULL, "open %s", path);
    int rows = 0, cap = 0;
    char line[2048];
    *out = NULL;
    while (in != NULL && fgets(line, sizeof line, in) != NULL) {
        double x[16];
        int n = 0;
        char *p = line, *end;
        while (n < want) {
            x[n] = strtod(p, &end);
            if (end == p)
                break;
            n++;
            p = *end == ',' ? end + 1 : end;
        }
        if (n != want)
            continue;
        if (rows == cap) {
            cap = cap ? 2 * cap : 64;
            *out = realloc(*out, (size_t)cap * (size_t)want * sizeof **out);
        }
        memcpy(*out + (size_t)rows * (size_t)want, x, (size_t)want * sizeof *x);
        rows++;
    }
    if (in != NULL)
        fclose(in);
    return rows;
}

/* Their constants for the circle (CoP, f_t_max, f_tau_max, r_a, tau_visc,
 * kappa_tau, N_LS) and their 63 table nodes: (r, i), theta, phi, the node
 * twist, h and the raw wrench, all to 1e-12 (relative for the constants). */
static void test_ls_nodes(const planar_limit_surface *ls)
{
    double *c = NULL, *n = NULL;
    int rows = read_rows("tests/lugre/planar-ls-circle-constants.csv", 8, &c);
    CHECK_INT(rows, 1, "one row of circle constants");
    if (rows == 1) {
        double got[7] = {ls->cop[0], ls->cop[1], ls->c.f_t_max, ls->c.f_tau_max, ls->c.r_a,
                         ls->c.tau_visc, ls->c.kappa_tau};
        double scale[7] = {L02, L02, 1, c[3], c[4], fabs(c[5]), c[6]}, worst = 0.0;
        for (int i = 0; i < 7; i++)
            worst = fmax(worst, fabs(got[i] - c[i]) / scale[i]);
        CHECK(worst < 1e-12, "circle constants as theirs to 1e-12 relative (worst %g)", worst);
        CHECK_INT(c[7], ls->nls, "N_LS = 20");
    }
    rows = read_rows("tests/lugre/planar-ls-circle-nodes.csv", 13, &n);
    CHECK_INT(rows, 63, "63 of their table nodes");
    double worst_v = 0.0, worst_h = 0.0;
    for (int k = 0; k < rows; k++) {
        const double *row = n + 13 * k;
        int r = (int)row[0], i = (int)row[1];
        const double *h = ls->h + 3 * (r * (ls->nls + 1) + i);
        double theta = 2 * PI * r / (4 * ls->nls), phi = i * PI / (2 * ls->nls);
        worst_v = fmax(worst_v, fmax(fabs(theta - row[2]), fabs(phi - row[3])));
        for (int q = 0; q < 3; q++)
            worst_h = fmax(worst_h, fabs(h[q] - row[7 + q]));
        /* the twist we tabulate at (r, i): |v| = r_a sin phi along theta, w = cos phi */
        double v[3] = {ls->c.r_a * sin(phi) * cos(theta), ls->c.r_a * sin(phi) * sin(theta),
                       cos(phi)};
        for (int q = 0; q < 3; q++)
            worst_v = fmax(worst_v, fabs(v[q] - row[4 + q]));
    }
    CHECK(worst_v < 1e-15, "node angles and twists as theirs (worst %g)", worst_v);
    CHECK(worst_h < 1e-12, "node values h as theirs to 1e-12 (worst %g)", worst_h);
    free(c);
    free(n);
}

/* Their 20 off-node look-ups (10 (theta, phi) pairs, w > 0 and w < 0): our
 * bilinear look-up against their h_interp, and our exact LS value against
 * their h_true, to 1e-12; the look-up's own error (h_interp - h_true) is
 * the table's, below 2e-3 at N_LS = 20. */
static void test_ls_interp(const planar_limit_surface *ls, const planar_lugre *shape)
{
    double *x = NULL, worst_i = 0.0, worst_t = 0.0, worst_e = 0.0;
    int rows = read_rows("tests/lugre/planar-ls-circle-interp.csv", 12, &x);
    CHECK_INT(rows, 20, "20 of their off-node look-ups");
    for (int k = 0; k < rows; k++) {
        const double *row = x + 12 * k;
        double h[3], t[3];
        planar_ls_lookup(ls, row + 3, h);
        planar_ls_exact(ls, shape, row + 3, t);
        for (int q = 0; q < 3; q++) {
            worst_i = fmax(worst_i, fabs(h[q] - row[6 + q]));
            worst_t = fmax(worst_t, fabs(t[q] - row[9 + q]));
            worst_e = fmax(worst_e, fabs(h[q] - t[q]));
        }
    }
    CHECK(worst_i < 1e-12, "look-ups as theirs to 1e-12 (worst %g)", worst_i);
    CHECK(worst_t < 1e-12, "exact LS values as theirs to 1e-12 (worst %g)", worst_t);
    CHECK(worst_e < 2e-3 && worst_e > 1e-5, "the table's interpolation error %g: small, not 0",
          worst_e);
    free(x);
}

int main(int argc, char **argv)
{
    char path[1024];
    if (argc == 3 && strcmp(argv[1], "--full") == 0) {
        for (int p = 0; p < 2; p++) {
            snprintf(path, sizeof path, "%s/fig5_euler_red_circle_p%d_N21.csv", argv[2], p);
            test_reference(path, p, 2000);
        }
        return test_done();
    }
    for (int p = 0; p < 2; p++) {
        snprintf(path, sizeof path, "tests/lugre/planar-red-circle-p%d-prefix.csv", p);
        test_reference(path, p, 41);
        snprintf(path, sizeof path, "tests/lugre/planar-red-circle-p%d-sparse.csv", p);
        test_reference(path, p, 40);
    }
    planar_model m;
    make_model(&m, PLANAR_MODEL_RED, PLANAR_CIRCLE, N21, 1, 1.0);
    test_ls_nodes(&m.red.ls);
    test_ls_interp(&m.red.ls, &m.dist);
    planar_model_free(&m);
    return test_done();
}
