/* phantom-inertia: the acceleration-discretised friction model with the
 * phantom inertia rho (Peiret, Kovecses and Font-Llagunes, eqs. (1)-(8);
 * chapter 8 of the book).
 *
 * --show ramp: a block (a particle of mass m) on the plane z = 0 pushed
 * along e_0 = x by F(t) = c t.  At each t_l = l h the LCP of (8) in
 * (lambda_n, kappa+, kappa-) gives the accelerations; the velocity follows
 * v_(l+1) = v_l + h v'_x.  Checked on every step: kappa_j+ kappa_j- = 0
 * for every direction, and, once sliding, v'_x = (F - mu m g)/m (the
 * friction force is then the kinetic -mu m g); after the run, that the
 * first sliding step t_b has t_b - h <= mu m g / c < t_b.
 * --show rank: size, rank and smallest singular value of (8) against k
 * and rho (dense_svd_singular_values, src/dense.h).  --show solvers: Lemke's
 * pivots and PGS's sweeps on the phantom LCP (rho = 0 and rho > 0) and on
 * chapter 5's Stewart-Trinkle LCP with 2k directions, for the same
 * particle.
 * --show pgs: PGS's sweeps on the phantom LCP of those loads against rho
 * and k.
 */
#include "cli.h"
#include "dmath.h"
#include "lcp_io.h"
#include "lcp_iterative.h"
#include "lemke.h"
#include "linalg.h"
#include "particle_contact.h"
#include "phantom.h"
#include "subnormal.h"
#include "table.h"
#include "table_check.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#define BOX_A 1.0 /* the box of --scene box: edges a, b, c */
#define BOX_B 0.8
#define BOX_C 0.6
#define SOLVER_CASES 9 /* 3 loads x 3 formulations */

typedef struct {
    double rate, mu, m, g, rho, h, t_end, rho_min, rho_max;
    int k, samples, box, every;
    long steps; /* of the ramp: --t / --h by cli_steps_to */
    table_check *check; /* --check: compares every table (NULL: printed) */
} config;

static phantom_result result; /* large: not on the stack */
static double lead[PHANTOM_MAX_LEAD * PHANTOM_MAX_LEAD];

/* ------------------------------------------------------------ ramp */

/* Scales of rounding noise: forces and accelerations of the run. */
static double force_scale(const config *c)
{
    return c->mu * c->m * c->g + c->rate * c->t_end;
}

/* The ramp's last time: steps h (at least --t). */
static double last_time(const config *c)
{
    return (double)c->steps * c->h;
}

/* The particle pushed by F along x at time t. */
static void ramp_scene(const config *c, double t, phantom_scene *s)
{
    phantom_particle(s, c->m, c->g, c->rate * t, 0.0, c->mu, c->rho, c->k);
}

static int lcp_failed(double t)
{
    fprintf(stderr, "phantom-inertia: t = %g: %s\n", t, result.lcp.message);
    return lcp_exit_code(result.lcp.status);
}

/* [phantom-ramp-checks] */
/* The step's checks: kappa_j+ kappa_j- = 0 for every j (paper, after eq. 3),
 * and when the step slides (kappa_0+ > 0) the closed form
 * v'_x = (F - mu m g)/m with lambda_n = m g.  Returns 0, or 3 after a message. */
static int ramp_checks(const config *c, const phantom_scene *s, double t)
{
    double fs = force_scale(c), F = c->rate * t;
    int j = phantom_kappa_both(s, result.z, TABLE_NOISE * fs / c->m);
    if (j >= 0) {
        fprintf(stderr, "phantom-inertia: t = %g: kappa_%d+ and kappa_%d- both positive\n",
                t, j, j);
        return 3;
    }
    double a = (F - c->mu * c->m * c->g) / c->m;
    if (table_denoise(result.vdot[0], fs / c->m) > 0.0 &&
        table_denoise(result.vdot[0] - a, fs / c->m) != 0.0) {
        fprintf(stderr, "phantom-inertia: t = %g: sliding acceleration %.17g, but "
                        "(F - mu m g)/m = %.17g\n", t, result.vdot[0], a);
        return 3;
    }
    return 0;
}
/* [/phantom-ramp-checks] */

static void ramp_row(table *tb, const config *c, const phantom_scene *s, double t, double v)
{
    double fs = force_scale(c), as = fs / c->m;
    table_num(tb, t);
    table_num(tb, c->rate * t);
    table_num_scaled(tb, result.lambda_t[0], fs);
    table_num_scaled(tb, v, as * c->t_end);
    table_num_scaled(tb, phantom_kappa_plus(s, result.z, 0, 0), as);
    table_num_scaled(tb, phantom_kappa_minus(s, result.z, 0, 0), as);
    table_num_scaled(tb, phantom_sigma_plus(s, result.w, 0, 0), fs);
    table_num_scaled(tb, phantom_sigma_minus(s, result.w, 0, 0), fs);
    table_end_row(tb);
}

/* The breakaway check: the first sliding step t_b has t_b - h <= mu m g / c
 * < t_b (a step at exactly F = mu m g still sticks, with v' = 0), to the
 * rounding of the step times l h. */
static int breakaway_note(const config *c, double t_b)
{
    double T = c->mu * c->m * c->g / c->rate, tol = 1e-9 * c->h;
    if (t_b < 0.0 && !isfinite(T)) { /* a tiny c: mu m g / c beyond the largest double */
        printf("# no breakaway before t = %g; mu m g / c is above %.4g\n", last_time(c),
               DBL_MAX);
        return 0;
    }
    if (t_b < 0.0) {
        printf("# no breakaway before t = %g; mu m g / c = %.10g\n", last_time(c), T);
        return T < last_time(c) - c->h ? 3 : 0;
    }
    printf("# breakaway: first sliding step at t = %.10g; mu m g / c = %.10g\n", t_b, T);
    if (!(t_b - c->h <= T + tol && T <= t_b + tol)) {
        fprintf(stderr, "phantom-inertia: breakaway at t = %g, not within one step of "
                        "mu m g / c = %g\n", t_b, T);
        return 3;
    }
    return 0;
}

/* t F ft v kappa_plus kappa_minus sigma_plus sigma_minus for direction e_0. */
static int show_ramp(const config *c)
{
    table tb;
    double v = 0.0, t_b = -1.0;
    int status = 0;
    table_begin(&tb, stdout, "t F ft v kappa_plus kappa_minus sigma_plus sigma_minus");
    table_check_table(c->check, &tb);
    for (long l = 0; l <= c->steps && status == 0; l++) {
        double t = (double)l * c->h;
        phantom_scene s;
        if (!isfinite(force_scale(c)) || !isfinite(v)) {
            table_end(&tb);
            fprintf(stderr, "phantom-inertia: step %ld (t = %g): the force or the velocity "
                            "overflowed; stopped\n", l, t);
            return CLI_STATUS_FAILED;
        }
        ramp_scene(c, t, &s);
        if (phantom_solve(&s, NULL, &result) != LCP_SOLVED) {
            table_end(&tb);
            return lcp_failed(t);
        }
        status = ramp_checks(c, &s, t);
        if (cli_print_step(l, c->steps, c->every) || status != 0)
            ramp_row(&tb, c, &s, t, v);
        if (t_b < 0.0 && table_denoise(result.vdot[0], force_scale(c) / c->m) > 0.0)
            t_b = t;
        v += c->h * result.vdot[0];
    }
    int printed = table_end(&tb);
    if (status == 0)
        status = breakaway_note(c, t_b);
    return status ? status : printed;
}

/* ------------------------------------------------------------ rank */

static void scene_at(const config *c, int k, double rho, phantom_scene *s)
{
    if (c->box)
        phantom_box(s, c->m, BOX_A, BOX_B, BOX_C, c->g, c->mu, rho, k);
    else
        phantom_particle(s, c->m, c->g, 0.0, 0.0, c->mu, rho, k);
}

/* One row: k rho size rank smin of (8). */
static int rank_row(table *tb, const config *c, int k, double rho)
{
    phantom_scene s;
    double rhs[PHANTOM_MAX_LEAD], sv[PHANTOM_MAX_LEAD];
    scene_at(c, k, rho, &s);
    int N = phantom_lead_size(&s);
    phantom_lead(&s, lead, rhs);
    if (phantom_singular_values(N, N, lead, sv) != 0) {
        fprintf(stderr, "phantom-inertia: no singular values (dense_svd_singular_values "
                        "failed) at k = %d, rho = %g\n", k, rho);
        return 3;
    }
    table_int(tb, k);
    table_num(tb, rho);
    table_int(tb, N);
    table_int(tb, phantom_rank(N, N, sv));
    table_num_scaled(tb, sv[N - 1], phantom_rank_threshold(N, N, sv) / TABLE_NOISE);
    table_end_row(tb);
    return 0;
}

/* k = 2, 3, 4, 8 (or --k) against rho: the list 0, 0.01, 1, m k, 100 (or
 * --rho), or --samples values log-spaced over [--rho-min, --rho-max]. */
static int show_rank(const config *c, int k_given, int rho_given)
{
    const int ks[] = {2, 3, 4, 8};
    int nk = k_given ? 1 : 4, status = 0;
    table tb;
    table_begin(&tb, stdout, "k rho size rank smin");
    table_check_table(c->check, &tb);
    for (int a = 0; a < nk && status == 0; a++) {
        int k = k_given ? c->k : ks[a];
        double list[5] = {0.0, 0.01, 1.0, c->m * k, 100.0};
        int count = rho_given ? 1 : c->samples > 0 ? c->samples : 5;
        for (int b = 0; b < count && status == 0; b++) {
            double rho = rho_given ? c->rho : list[b < 5 ? b : 0];
            if (c->samples > 0 && !rho_given)
                rho = c->rho_min * dmath_pow(c->rho_max / c->rho_min, b / (count - 1.0));
            status = rank_row(&tb, c, k, rho);
        }
    }
    int printed = table_end(&tb);
    return status ? status : printed;
}

/* ------------------------------------------------------------ solvers */

/* The three loads: F = 0.5 and 1.5 mu m g at the angle pi/(2k) (midway
 * between two directions), and the same 1.5 mu m g with the particle
 * pulled off the plane (gravity reversed to -g/2: lambda_n = 0). */
static const char *load_name(int load)
{
    return load == 0 ? "stick" : load == 1 ? "slide" : "lift";
}

static void load_force(const config *c, int load, double F[3])
{
    double th = DMATH_PI / (2.0 * c->k), size = (load == 0 ? 0.5 : 1.5) * c->mu * c->m * c->g;
    F[0] = size * dmath_cos(th);
    F[1] = size * dmath_sin(th);
    F[2] = load == 2 ? 0.5 * c->m * c->g : -c->m * c->g;
}

/* The LCP of case K (0-based: load K / 3, formulation K % 3: phantom with
 * rho = 0, with --rho, Stewart-Trinkle with n_d = 2k at the first step from
 * rest), into A, b; returns its size, or -1 (no Schur complement). */
static int case_lcp(const config *c, int K, double *A, double *b)
{
    double F[3];
    load_force(c, K / 3, F);
    if (K % 3 < 2) {
        phantom_scene s;
        phantom_particle(&s, c->m, 0.0, F[0], F[1], c->mu, K % 3 ? c->rho : 0.0, c->k);
        s.f[2] = F[2];
        return phantom_lcp(&s, A, b) == 0 ? phantom_lcp_size(&s) : -1;
    }
    static particle_contact_step_info info;
    particle_contact_model model;
    memset(&model, 0, sizeof model);
    model.dim = 3;
    model.m = c->m;
    model.h = c->h;
    model.mu = c->mu;
    model.n[2] = 1.0;
    const double t[3] = {1, 0, 0}, o[3] = {0, 1, 0};
    friction_directions_pyramid(&model.D, 2 * c->k, t, o);
    particle_contact_state state = {.t = 0.0, .x = {0, 0, 0}, .v = {0, 0, 0}};
    particle_contact_lcp(&model, &state, F, &info);
    memcpy(A, info.M, sizeof *A * (size_t)info.size * (size_t)info.size);
    memcpy(b, info.q, sizeof *b * (size_t)info.size);
    return info.size;
}

/* Lemke's pivots, or the status when its answer is not a verified solution. */
static void lemke_cell(table *tb, const lcp_problem *p)
{
    double z[PHANTOM_MAX_LCP], w[PHANTOM_MAX_LCP];
    lcp_options o = lcp_default_options();
    lcp_result r;
    lcp_status status = lemke_solve(p, &o, z, &r);
    if (status == LCP_SOLVED && lcp_check(p, z, o.tol, w, NULL, 0) == 0)
        table_int(tb, r.iterations);
    else
        table_text(tb, status == LCP_SOLVED ? "unverified" : status == LCP_RAY_UNPROVEN
                                                               ? "ray" : "failed");
}

/* PGS's sweeps from z = 0 to the residual 1e-10, "no" when it does not get
 * there in 10000 sweeps, "n/a" when a diagonal entry is not positive. */
static void pgs_cell(table *tb, const lcp_problem *p)
{
    double z[PHANTOM_MAX_LCP] = {0}, w[PHANTOM_MAX_LCP];
    lcp_options o = lcp_default_options();
    lcp_result r;
    lcp_status status = lcp_pgs(p, &o, z, &r);
    if (status == LCP_SOLVED && lcp_check(p, z, 1e-8, w, NULL, 0) == 0)
        table_int(tb, r.iterations);
    else
        table_text(tb, status == LCP_BAD_INPUT ? "n/a" : "no");
}

/* One case: load model rho size rank smin cond pivots sweeps. */
static int solver_row(table *tb, const config *c, int K)
{
    static double A[PHANTOM_MAX_LCP * PHANTOM_MAX_LCP], b[PHANTOM_MAX_LCP], sv[PHANTOM_MAX_LCP];
    int n = case_lcp(c, K, A, b);
    if (n < 0 || phantom_singular_values(n, n, A, sv) != 0) {
        fprintf(stderr, "phantom-inertia: case %d: no LCP or no singular values\n", K + 1);
        return 3;
    }
    int rank = phantom_rank(n, n, sv);
    lcp_problem p = {.n = n, .M = A, .q = b};
    table_int(tb, K + 1);
    table_text(tb, load_name(K / 3));
    table_text(tb, K % 3 < 2 ? "phantom" : "stewart-trinkle");
    if (K % 3 < 2)
        table_num(tb, K % 3 ? c->rho : 0.0);
    else
        table_text(tb, "-");
    table_int(tb, n);
    table_int(tb, rank);
    table_num_scaled(tb, sv[n - 1], phantom_rank_threshold(n, n, sv) / TABLE_NOISE);
    if (rank < n)
        table_text(tb, "inf");
    else
        table_num(tb, sv[0] / sv[n - 1]);
    lemke_cell(tb, &p);
    pgs_cell(tb, &p);
    table_end_row(tb);
    return 0;
}

static int show_solvers(const config *c)
{
    table tb;
    int status = 0;
    table_begin_digits(&tb, stdout, "case load model rho size rank smin cond pivots sweeps", 6);
    table_check_table(c->check, &tb);
    for (int K = 0; K < SOLVER_CASES && status == 0; K++)
        status = solver_row(&tb, c, K);
    int printed = table_end(&tb);
    return status ? status : printed;
}

/* ------------------------------------------------------------ PGS's sweeps */

/* PGS's sweeps on the phantom LCP of load L (0 stick, 1 slide, 2 lift)
 * for k directions and rho; -1 when it does not converge or is not
 * verified. */
static int pgs_sweeps(const config *c, int k, double rho, int load)
{
    static double A[PHANTOM_MAX_LCP * PHANTOM_MAX_LCP], b[PHANTOM_MAX_LCP];
    double z[PHANTOM_MAX_LCP] = {0}, w[PHANTOM_MAX_LCP];
    config d = *c;
    d.k = k;
    d.rho = rho;
    int n = case_lcp(&d, 3 * load + 1, A, b);
    if (n < 0)
        return -1;
    lcp_problem p = {.n = n, .M = A, .q = b};
    lcp_options o = lcp_default_options();
    lcp_result r;
    if (lcp_pgs(&p, &o, z, &r) != LCP_SOLVED || lcp_check(&p, z, 1e-8, w, NULL, 0) != 0)
        return -1;
    return r.iterations;
}

/* --show pgs: k rho stick slide lift cos2, PGS's sweeps on the three
 * loads' phantom LCPs and cos^2(pi/k), the factor by which a Gauss-Seidel
 * sweep shrinks the error on two neighbouring directions (the slide
 * case's active pair).  Rows: k = 4 against rho (0, 1e-4 ... 1000, and
 * m k), then k = 2, 3, 8, 16 at --rho; or --k and --rho alone. */
static int show_pgs(const config *c, int k_given, int rho_given)
{
    const double rhos[] = {0.0, 1e-4, 1e-3, 1e-2, 0.1, 1.0, 4.0, 10.0, 1000.0};
    const int ks[] = {2, 3, 8, 16};
    int nr = (int)(sizeof rhos / sizeof rhos[0]), nk = (int)(sizeof ks / sizeof ks[0]);
    table tb;
    table_begin_digits(&tb, stdout, "k rho stick slide lift cos2", 6);
    table_check_table(c->check, &tb);
    int rows = k_given || rho_given ? 1 : nr + nk;
    for (int i = 0; i < rows; i++) {
        int k = k_given || rho_given ? c->k : i < nr ? 4 : ks[i - nr];
        double rho = k_given || rho_given ? c->rho : i < nr ? rhos[i] : c->rho;
        table_int(&tb, k);
        table_num(&tb, rho);
        for (int load = 0; load < 3; load++) {
            int n = pgs_sweeps(c, k, rho, load);
            if (n < 0)
                table_text(&tb, "no");
            else
                table_int(&tb, n);
        }
        double cs = dmath_cos(DMATH_PI / k);
        table_num_scaled(&tb, cs * cs, 1.0);
        table_end_row(&tb);
    }
    return table_end(&tb);
}

/* ------------------------------------------------------------ one LCP */

/* --write-lcp K: the ramp's step K (the LCP at t = (K - 1) h), or with
 * --show solvers case K. */
static int write_lcp(const config *c, int solvers, int K)
{
    static double A[PHANTOM_MAX_LCP * PHANTOM_MAX_LCP], b[PHANTOM_MAX_LCP];
    char comment[300];
    int n;
    if (solvers) {
        if (K > SOLVER_CASES) {
            fprintf(stderr, "phantom-inertia: option --write-lcp: --show solvers has cases "
                            "1..%d, got %d\n", SOLVER_CASES, K);
            return 1;
        }
        n = case_lcp(c, K - 1, A, b);
        snprintf(comment, sizeof comment, "phantom-inertia --show solvers, case %d (%s, %s)",
                 K, load_name((K - 1) / 3),
                 (K - 1) % 3 < 2 ? "phantom: z = (lambda_n, kappa+, kappa-)"
                                 : "Stewart-Trinkle: z = (p_n, p_f, s)");
    } else {
        if (K > c->steps + 1) {
            fprintf(stderr, "phantom-inertia: option --write-lcp: the ramp has steps 1..%ld, "
                            "got %d\n", c->steps + 1, K);
            return 1;
        }
        phantom_scene s;
        ramp_scene(c, (K - 1) * c->h, &s);
        phantom_lcp(&s, A, b);
        n = phantom_lcp_size(&s);
        snprintf(comment, sizeof comment,
                 "phantom-inertia ramp, step %d: the LCP at t = %.10g, F = %.10g, rho = %g,\n"
                 "k = %d; z = (lambda_n, kappa+ (k), kappa- (k)), w = (u_n'', sigma-, sigma+)",
                 K, (K - 1) * c->h, c->rate * (K - 1) * c->h, c->rho, c->k);
    }
    lcp_write(stdout, &(lcp_problem){.n = n, .M = A, .q = b}, comment);
    return 0;
}

/* ------------------------------------------------------------ main */

static int refuse_for(const cli_spec *spec, const char *show, const char *names)
{
    char context[40];
    snprintf(context, sizeof context, "with --show %s", show);
    return cli_refuse(spec, names, context);
}

/* Mode checks shared by the ramp and the cases: a pressed block. */
static int needs_pressure(const config *c, const char *show)
{
    if (c->g <= 0.0) {
        fprintf(stderr, "phantom-inertia: option --g: --show %s needs g > 0 (the block "
                        "pressed on the plane), got %g\n", show, c->g);
        return 1;
    }
    return 0;
}

static int run(const cli_spec *spec, config *c, const char *show, int write, int K)
{
    int solvers = strcmp(show, "solvers") == 0;
    if (strcmp(show, "pgs") == 0) {
        if (write) {
            fprintf(stderr, "phantom-inertia: --write-lcp does nothing with --show pgs (use "
                            "--show solvers)\n");
            return 1;
        }
        if (refuse_for(spec, show, "rate h t every scene samples rho-min rho-max") ||
            needs_pressure(c, show))
            return 1;
        return show_pgs(c, cli_given(spec, "k"), cli_given(spec, "rho"));
    }
    if (strcmp(show, "rank") == 0) {
        if (write) {
            fprintf(stderr, "phantom-inertia: --write-lcp does nothing with --show rank (it "
                            "shows the matrix (8), not an LCP)\n");
            return 1;
        }
        if (refuse_for(spec, show, "rate g h t every") ||
            (c->samples > 0 && cli_refuse(spec, "rho", "with --samples (it sweeps rho)")) ||
            (c->samples == 0 && cli_refuse(spec, "rho-min rho-max", "without --samples")))
            return 1;
        if (c->samples == 1 || c->rho_min >= c->rho_max) {
            fprintf(stderr, "phantom-inertia: option --samples: a sweep needs at least 2 "
                            "samples and --rho-min < --rho-max\n");
            return 1;
        }
        return show_rank(c, cli_given(spec, "k"), cli_given(spec, "rho"));
    }
    if (refuse_for(spec, show, "scene samples rho-min rho-max") || needs_pressure(c, show))
        return 1;
    if (solvers) {
        if (refuse_for(spec, show, "rate t every"))
            return 1;
        return write ? write_lcp(c, 1, K) : show_solvers(c);
    }
    c->steps = cli_steps_option(spec, "t", c->t_end, "h", c->h);
    if (c->steps < 0 || (write && cli_refuse(spec, "every", "with --write-lcp")))
        return 1;
    return write ? write_lcp(c, 0, K) : show_ramp(c);
}

int main(int argc, char **argv)
{
    config c = {.rate = 10.0, .mu = 0.5, .m = 1.0, .g = 9.81, .rho = 1.0, .h = 0.01,
                .t_end = 1.0, .rho_min = 1e-3, .rho_max = 1e3, .k = 4, .samples = 0,
                .every = 1};
    const char *show = "ramp", *scene = "particle", *check_file = NULL;
    int write_step = 1;
    cli_option options[] = {
        {"rate", CLI_REAL, &c.rate, CLI_POSITIVE, NULL, "force rate c: F(t) = c t", 0},
        {"mu", CLI_REAL, &c.mu, CLI_NONNEGATIVE, NULL, "friction coefficient mu", 0},
        {"m", CLI_REAL, &c.m, CLI_POSITIVE, NULL, "mass m", 0},
        {"g", CLI_REAL, &c.g, CLI_NONNEGATIVE, NULL, "gravity g (along -z)", 0},
        {"rho", CLI_REAL, &c.rho, CLI_NONNEGATIVE, NULL, "phantom inertia rho", 0},
        {"k", CLI_INT, &c.k, CLI_ANY, NULL, "directions over a half-turn (2..16)", 0},
        {"h", CLI_REAL, &c.h, CLI_POSITIVE, NULL, "time step h", 0},
        {"t", CLI_REAL, &c.t_end, CLI_POSITIVE, NULL,
         "end time of the ramp (t / h steps, rounded up)", 0},
        {"every", CLI_INT, &c.every, CLI_POSITIVE, NULL,
         "--show ramp: a row every N-th step (and the last)", 0},
        {"scene", CLI_WORD, &scene, CLI_ANY, "particle|box", "--show rank: the scene", 0},
        {"samples", CLI_INT, &c.samples, CLI_NONNEGATIVE, NULL,
         "--show rank: rho values swept (0: the list)", 0},
        {"rho-min", CLI_REAL, &c.rho_min, CLI_POSITIVE, NULL, "--show rank: sweep from", 0},
        {"rho-max", CLI_REAL, &c.rho_max, CLI_POSITIVE, NULL, "--show rank: sweep to", 0},
        {"show", CLI_WORD, &show, CLI_ANY, "ramp|rank|solvers|pgs", "view (see below)", 0},
        {"write-lcp", CLI_INT, &write_step, CLI_POSITIVE, NULL,
         "step (or case) N's LCP as an lcp file, no table", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    cli_spec spec = {
        "phantom-inertia",
        "The discretised friction model with phantom inertia rho (Peiret et al., eqs. 1-8):\n"
        "k directions over a half-turn, kappa+ and kappa-, the LCP of (8).",
        "--show ramp: a block on z = 0 pushed along e_0 = x by F = c t; per step t,\n"
        "  F, the friction force ft, the velocity v, and for e_0 kappa+, kappa-,\n"
        "  sigma+, sigma-; then the breakaway time against mu m g / c.\n"
        "--show rank: the size, rank and smallest singular value of\n"
        "  the lead matrix (8), for k = 2, 3, 4, 8 (or --k) and rho = 0, 0.01, 1,\n"
        "  m k, 100 (or --rho, or --samples N log-spaced in [--rho-min, --rho-max]);\n"
        "  rank: singular values above max(rows, cols) eps sigma_max.\n"
        "  --scene box: a 1 x 0.8 x 0.6 box on its four bottom corners.\n"
        "--show solvers: Lemke's pivots and PGS's sweeps (\"no\": not converged in\n"
        "  10000, \"n/a\": a zero diagonal) with the rank and conditioning of the\n"
        "  LCP, for the phantom LCP with rho = 0 and --rho and for chapter 5's\n"
        "  Stewart-Trinkle LCP with 2k directions (first step from rest, --h):\n"
        "  a particle under 0.5 mu m g (stick), 1.5 mu m g (slide) at pi/(2k) from\n"
        "  e_0, and the latter pulled off the plane by -g/2 (lift).\n"
        "--show pgs: PGS's sweeps on the phantom LCP of the three loads of --show\n"
        "  solvers, for k = 4 against rho (0, 1e-4 ... 1000), then k = 2, 3, 8, 16 at\n"
        "  --rho (or only --k, --rho), and cos^2(pi/k).\n"
        "--write-lcp N: the ramp's LCP at t = (N - 1) h, or with --show solvers\n"
        "  case N, in the lcp command's file format:\n"
        "  phantom-inertia --write-lcp 60 | lcp solve --exact -\n"
        "Options a view does not use are refused.  Exit status 2 or 3 if an LCP is\n"
        "not solved (as the lcp command), 3 if a check of --show ramp fails.\n"
        TABLE_CHECK_HELP,
        options, (int)(sizeof options / sizeof options[0]), NULL};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    if (refuse_subnormal_options(&spec))
        return 1;
    if (c.k < 2 || c.k > PHANTOM_MAX_K) {
        fprintf(stderr, "phantom-inertia: option --k: expected an integer in 2..%d (two "
                        "directions to span the plane, at most the library's %d), got '%d'\n",
                PHANTOM_MAX_K, PHANTOM_MAX_K, c.k);
        return 1;
    }
    c.box = strcmp(scene, "box") == 0;
    int status = table_check_start(&c.check, "phantom-inertia", check_file);
    if (status != 0)
        return status;
    return table_check_end(c.check,
                           run(&spec, &c, show, cli_given(&spec, "write-lcp"), write_step));
}
