/* planar-friction: planar LuGre friction (paper 004, sections IV-VI): the
 * distributed model on N x N cells, the reduced model with the limit surface
 * or the ellipsoid, driven by a twist profile (the paper's Fig. 5 or a
 * student's file); the constants and the limit surface of a contact shape.
 */
#include "cli.h"
#include "dmath.h"
#include "planar_files.h"
#include "planar_model.h"
#include "subnormal.h"
#include "table.h"
#include "table_check.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* Everything the options set. */
typedef struct {
    const char *show, *model, *shape, *profile, *reference;
    int pset, N, every, nls;
    double L, fn, dt, tmax;
    planar_model_kind kind;
    planar_model m;       /* m.dist holds the pattern's cells and CoP for every kind */
    double *P;            /* the pattern, N x N */
    planar_profile knots; /* --profile FILE; n = 0 for fig5 */
    table_check *check;   /* --check: compares every table (NULL: printed) */
} settings;

/* The twist at the CoP at time t. */
static void twist_at(const settings *s, double t, double v[3])
{
    if (s->knots.n > 0)
        planar_profile_twist(&s->knots, t, v);
    else
        planar_fig5_twist(t, v);
}

/* [planar-run] */
/* The substeps the run needs (planar_model_substeps at each step's twist):
 * their sum into *total and the most at one step into *most, at the step
 * *where. */
static void count_substeps(const settings *s, long steps, double reach, double *total,
                           double *most, long *where)
{
    const double *cop = planar_model_cop(&s->m);
    *total = 0.0;
    *most = 1.0;
    *where = 0;
    for (long k = 0; k < steps; k++) {
        double v[3], vc[3];
        twist_at(s, (double)k * s->dt, v);
        planar_twist_move(v, -cop[0], -cop[1], vc);
        double n = planar_model_substeps(&s->m, vc, reach, s->dt);
        *total += n;
        if (n > *most) {
            *most = n;
            *where = k;
        }
    }
}

/* Refuse a run whose steps and substeps are more than the cap (1 after a
 * message); say on stderr when steps are cut into substeps. */
static int plan_substeps(const settings *s, long steps, double reach)
{
    double total, most;
    long where;
    count_substeps(s, steps, reach, &total, &most, &where);
    double v[3], vc[3];
    const double *cop = planar_model_cop(&s->m);
    twist_at(s, (double)where * s->dt, v);
    planar_twist_move(v, -cop[0], -cop[1], vc);
    double speed = dmath_hypot(vc[0], vc[1]) + fabs(vc[2]) * reach;
    double h = planar_model_stable_step(&s->m, speed);
    if (total > (double)CLI_MAX_STEPS) {
        fprintf(stderr, "planar-friction: option --t: the run needs %.4g steps of the bristles, "
                "more than %ld (CLI_MAX_STEPS, the cap on a run's length): at t = %g the cells "
                "slide at up to %.4g m/s, where explicit Euler needs steps of at most %.4g s\n",
                total, CLI_MAX_STEPS, (double)where * s->dt, speed, h);
        return 1;
    }
    if (most > 1.0)
        fprintf(stderr, "planar-friction: note: at t = %g the cells slide at up to %.4g m/s, "
                "where explicit Euler of the bristles needs steps of at most min(muc, mus) / "
                "(sigma0 s) = %.4g s (it is unstable above twice that): steps of --h %g are cut "
                "into up to %.0f equal substeps there (%.0f in all); the rows stay at t = k h\n",
                (double)where * s->dt, speed, h, s->dt, most, total);
    return 0;
}

/* The row of step k: t, the twist at the CoP, the wrench at the CoP. */
static void run_row(table *t, const settings *s, double time, const double v[3],
                    const double wr[3])
{
    table_num(t, time);
    for (int c = 0; c < 3; c++)
        table_num(t, v[c]);
    table_num_scaled(t, wr[0], s->fn);
    table_num_scaled(t, wr[1], s->fn);
    table_num_scaled(t, wr[2], s->fn * s->L);
    table_end_row(t);
}

/* The run: cli_steps_to(t, h) explicit Euler steps k = 0, 1, ... at t_k =
 * k h, the twist of the profile at t_k at the CoP moved to the grid
 * centre and held over the step (in substeps where the cells slide too
 * fast for h: planar_model_advance), a row every --every steps and the
 * last, with the wrench at the CoP from the bristles at t_k (before the
 * step's update; the last row: the state at the end).  A wrench that is
 * not finite (overflow) stops the run: status 3, the step named. */
static int show_run(settings *s, long steps)
{
    double reach = planar_model_reach(&s->m);
    if (plan_substeps(s, steps, reach) != 0)
        return 1;
    table t;
    table_begin(&t, stdout, "t vx vy omega fx fy tau");
    table_check_table(s->check, &t);
    const double *cop = planar_model_cop(&s->m);
    int status = 0;
    for (long k = 0; k <= steps; k++) {
        double v[3], vc[3], wr[3];
        twist_at(s, (double)k * s->dt, v);
        planar_twist_move(v, -cop[0], -cop[1], vc);
        if (k < steps)
            planar_model_advance(&s->m, vc, reach, s->dt, wr, LONG_MAX);
        else /* the end: the wrench of the state, nothing advanced */
            planar_model_step(&s->m, vc, 0.0, wr);
        if (!isfinite(wr[0]) || !isfinite(wr[1]) || !isfinite(wr[2])) {
            fprintf(stderr, "planar-friction: step %ld (t = %g): the wrench is not finite (the "
                    "values overflow): nothing proven\n", k, (double)k * s->dt);
            status = 3;
            break;
        }
        if (!cli_print_step(k, steps, s->every))
            continue;
        planar_wrench_move(wr, cop[0], cop[1], wr);
        run_row(&t, s, (double)k * s->dt, v, wr);
    }
    int printed = table_end(&t);
    return status ? status : printed;
}
/* [/planar-run] */

/* One row of --show constants: the shape's cells, CoP and constants. */
static void constants_row(table *t, const char *name, const planar_lugre *m)
{
    planar_constants c;
    planar_lugre_constants(m, &c);
    table_text(t, name);
    table_int(t, m->n);
    table_num_scaled(t, m->cop[0], m->L);
    table_num_scaled(t, m->cop[1], m->L);
    table_num(t, c.f_t_max);
    table_num(t, c.f_tau_max);
    table_num(t, c.r_a);
    if (c.r_a > 0.0)
        table_num(t, c.kappa_tau);
    else /* one loaded point: kappa_tau = tau_visc / r_a^2 is 0 / 0 */
        table_text(t, "-");
    table_end_row(t);
}

/* --show constants: the CoP and the reduced model's constants of the shape
 * (the authors' limit-surface parameters, fn = 1); --shape all: the six. */
static int show_constants(settings *s)
{
    table t;
    table_begin(&t, stdout, "shape cells cop_x cop_y f_t_max f_tau_max r_a kappa_tau");
    table_check_table(s->check, &t);
    if (strcmp(s->shape, "all") != 0)
        constants_row(&t, s->shape, &s->m.dist);
    for (int k = 0; strcmp(s->shape, "all") == 0 && k < PLANAR_PAPER_SHAPES; k++) {
        double *P = malloc((size_t)s->N * (size_t)s->N * sizeof *P);
        planar_lugre m;
        if (P != NULL)
            planar_pressure((planar_shape)k, s->N, P);
        if (P != NULL && planar_lugre_init(&m, s->N, s->L, P, &s->m.dist.p) == 0) {
            constants_row(&t, planar_shape_name((planar_shape)k), &m);
            planar_lugre_free(&m);
        } else { /* non-convex patterns are empty below N = 7 */
            table_text(&t, planar_shape_name((planar_shape)k));
            table_int(&t, 0);
            for (int c = 0; c < 6; c++)
                table_text(&t, "-");
            table_end_row(&t);
        }
        free(P);
    }
    return table_end(&t);
}

/* [planar-ls-show] */
/* The model's limit surface: its steady wrench with the authors' limit-
 * surface parameters (mu = 1, sigma0 = 1e5, sigma1 = sigma2 = 0, fn = 1)
 * for the twist v at the CoP, normalised as the table h of the authors' code:
 * (F_x / f_t_max, F_y / f_t_max, tau_cop / f_tau_max).  dist: the cells'
 * steady state (one evaluation, no bilinear rule); red: the table's
 * bilinear look-up; ellipse: -(vx, vy, r_a w) / |(vx, vy, r_a w)|. */
static void model_h(const planar_model *ls, const planar_constants *c, const double v[3],
                    double h[3])
{
    const double *cop = planar_model_cop(ls);
    double vc[3], wr[3];
    planar_twist_move(v, -cop[0], -cop[1], vc);
    planar_model_steady(ls, vc, wr);
    planar_wrench_move(wr, cop[0], cop[1], wr);
    h[0] = wr[0] / c->f_t_max;
    h[1] = wr[1] / c->f_t_max;
    h[2] = wr[2] / c->f_tau_max;
}

/* Are the three values finite? */
static int finite3(const double h[3])
{
    return isfinite(h[0]) && isfinite(h[1]) && isfinite(h[2]);
}

/* A limit surface whose values overflow (a huge --L): the table so far,
 * a message, status 3. */
static int overflowed(table *t, planar_model *ls)
{
    table_end(t);
    planar_model_free(ls);
    fprintf(stderr, "planar-friction: the limit surface's values overflow (not finite) at this "
            "--L: nothing proven\n");
    return 3;
}

/* The model of s->kind on the pattern of s->m with the limit-surface
 * parameters; 1 after a message. */
static int ls_model(const settings *s, planar_model *ls, planar_constants *c)
{
    lugre_params p = s->m.dist.p;
    p.muc = p.mus = 1.0;
    p.sigma0 = 1e5;
    p.sigma1 = p.sigma2 = 0.0;
    p.fn = 1.0;
    p.ep = 0;
    int bad = planar_model_init(ls, s->kind, s->N, s->L, s->P, &p, s->nls) != 0 ||
              planar_lugre_constants(&s->m.dist, c) != 0;
    if (bad)
        fprintf(stderr, "planar-friction: --show %s: out of memory\n", s->show);
    return bad;
}

/* --show limit-surface: at the nodes (r, i) of the (theta, phi) grid with
 * --nls segments (the authors' code, the twist at the CoP), the model's normalised
 * steady wrench h. */
static int show_limit_surface(const settings *s)
{
    planar_model ls;
    planar_constants c;
    if (ls_model(s, &ls, &c) != 0)
        return 1;
    table t;
    table_begin(&t, stdout, "r i theta phi vx vy omega hx hy htau");
    table_check_table(s->check, &t);
    for (int r = 0; r <= 4 * s->nls; r++)
        for (int i = 0; i <= s->nls; i++) {
            double v[3], h[3];
            planar_ls_node(s->nls, c.r_a, r, i, v);
            model_h(&ls, &c, v, h);
            if (!finite3(h))
                return overflowed(&t, &ls);
            table_int(&t, r);
            table_int(&t, i);
            table_num(&t, 2 * DMATH_PI * r / (4 * s->nls));
            table_num(&t, i * DMATH_PI / (2 * s->nls));
            for (int q = 0; q < 3; q++)
                table_num_scaled(&t, v[q], q < 2 ? c.r_a : 1.0);
            for (int q = 0; q < 3; q++)
                table_num_scaled(&t, h[q], 1.0);
            table_end_row(&t);
        }
    int printed = table_end(&t);
    planar_model_free(&ls);
    return printed;
}

/* --show limit-curve: the cut of the limit surface by translations along
 * +x combined with a turn, the twist (r_a sin phi, 0, cos phi) at the CoP
 * for phi = 0 ... 90 degrees in steps of 1.5: the normalised force |(h_x,
 * h_y)| and torque |h_tau| (the paper's Fig. 14 plots these curves). */
static int show_limit_curve(const settings *s)
{
    planar_model ls;
    planar_constants c;
    if (ls_model(s, &ls, &c) != 0)
        return 1;
    table t;
    table_begin(&t, stdout, "phi_deg vx omega f tau");
    table_check_table(s->check, &t);
    for (int k = 0; k <= 60; k++) {
        double phi = k * DMATH_PI / 120, v[3] = {c.r_a * dmath_sin(phi), 0.0, dmath_cos(phi)}, h[3];
        model_h(&ls, &c, v, h);
        if (!finite3(h))
            return overflowed(&t, &ls);
        table_num(&t, 1.5 * k);
        table_num_scaled(&t, v[0], c.r_a);
        table_num_scaled(&t, v[2], 1.0);
        table_num_scaled(&t, dmath_hypot(h[0], h[1]), 1.0);
        table_num_scaled(&t, fabs(h[2]), 1.0);
        table_end_row(&t);
    }
    int printed = table_end(&t);
    planar_model_free(&ls);
    return printed;
}
/* [/planar-ls-show] */

/* [planar-pressure-show] */
/* The rows of --show pressure for one pattern P (N x N): every cell of the
 * grid, loaded or not, its indices, its centre about the grid centre [m]
 * and its weight w = P / sum P. */
static void pressure_rows(table *t, const char *name, int N, double L, const double *P)
{
    double sum = 0.0, l = L / N;
    for (long k = 0; k < (long)N * N; k++)
        sum += P[k];
    for (int iy = 0; iy < N; iy++)
        for (int ix = 0; ix < N; ix++) {
            table_text(t, name);
            table_int(t, ix);
            table_int(t, iy);
            table_num_scaled(t, (ix + 0.5 - 0.5 * N) * l, L);
            table_num_scaled(t, -(iy + 0.5 - 0.5 * N) * l, L);
            table_num(t, P[ix + (long)iy * N] / sum);
            table_end_row(t);
        }
}

/* --show pressure: the shape's pressure map on the grid (the paper's Fig. 8);
 * --shape all: the six. */
static int show_pressure(const settings *s)
{
    table t;
    table_begin(&t, stdout, "shape ix iy x y w");
    table_check_table(s->check, &t);
    if (strcmp(s->shape, "all") != 0)
        pressure_rows(&t, s->shape, s->N, s->L, s->P);
    for (int k = 0; strcmp(s->shape, "all") == 0 && k < PLANAR_PAPER_SHAPES; k++) {
        double *P = malloc((size_t)s->N * (size_t)s->N * sizeof *P);
        if (P == NULL) {
            table_end(&t);
            fprintf(stderr, "planar-friction: --N %d: out of memory\n", s->N);
            return 1;
        }
        planar_pressure((planar_shape)k, s->N, P);
        double sum = 0.0;
        for (long q = 0; q < (long)s->N * s->N; q++)
            sum += P[q];
        if (sum > 0.0) /* the non-convex patterns are empty below N = 7 */
            pressure_rows(&t, planar_shape_name((planar_shape)k), s->N, s->L, P);
        free(P);
    }
    return table_end(&t);
}
/* [/planar-pressure-show] */

/* [planar-cor-show] */
/* --show cor: pure rotations, omega = 1 rad/s, about a centre of rotation
 * moved along the vertical line x = c_x through the CoP, from 0.6 L below
 * the grid centre to 0.6 L above it in 1200 equal steps; the steady wrench
 * at the CoP of Coulomb friction (the limit-surface parameters: mu = 1,
 * fn = 1, sigma2 = 0), from the cells alone (one evaluation: fx fy tau)
 * and through the bilinear rule (fx_bl fy_bl tau_bl).  The cells' forces
 * jump where the CoR crosses a cell centre (the paper's Figs. 10-11); the
 * force vanishes where the load above the CoR equals the load below (the
 * paper's p_s, Fig. 16). */
static int show_cor(const settings *s)
{
    planar_lugre ls = planar_lugre_ls_model(&s->m.dist);
    const double *cop = ls.cop;
    table t;
    table_begin(&t, stdout, "cor_y fx fy tau fx_bl fy_bl tau_bl");
    table_check_table(s->check, &t);
    for (int k = 0; k <= 1200; k++) {
        double yc = s->L * (-0.6 + 1.2 * k / 1200.0), xc = cop[0];
        /* the rotation about (xc, yc) seen at the grid centre */
        double v[3] = {yc, -xc, 1.0}, one[3], bl[3];
        planar_lugre_steady(&ls, v, one);
        planar_lugre_steady_bilinear(&ls, v, bl);
        planar_wrench_move(one, cop[0], cop[1], one);
        planar_wrench_move(bl, cop[0], cop[1], bl);
        if (!finite3(one) || !finite3(bl)) {
            table_end(&t);
            fprintf(stderr, "planar-friction: the wrench overflows (not finite) at this --L: "
                    "nothing proven\n");
            return 3;
        }
        table_num_scaled(&t, yc, s->L);
        for (int c = 0; c < 3; c++)
            table_num_scaled(&t, one[c], c < 2 ? 1.0 : s->L);
        for (int c = 0; c < 3; c++)
            table_num_scaled(&t, bl[c], c < 2 ? 1.0 : s->L);
        table_end_row(&t);
    }
    return table_end(&t);
}
/* [/planar-cor-show] */

/* Open FILE or say why not; NULL after a message. */
static FILE *open_input(const char *option, const char *path)
{
    FILE *in = fopen(path, "r");
    if (in == NULL)
        fprintf(stderr, "planar-friction: %s %s: cannot open the file\n", option, path);
    return in;
}

/* --show reference: the Fig. 5 run against a reference file of the
 * authors' code (CSV t,vx,vy,omega,fx,fy,tau,...): rows compared and the
 * largest differences in the twist, the force and the torque at the CoP. */
static int show_reference(settings *s)
{
    FILE *in = open_input("--reference", s->reference);
    if (in == NULL)
        return 1;
    double worst[3];
    int rows = planar_model_compare_fig5(&s->m, in, s->dt, worst);
    fclose(in);
    if (rows < 0) {
        fprintf(stderr, "planar-friction: --h %g: the Fig. 5 run's steps need more than %ld "
                "substeps each (CLI_MAX_STEPS) at --L %g\n", s->dt, CLI_MAX_STEPS, s->L);
        return 1;
    }
    if (rows == 0) {
        fprintf(stderr, "planar-friction: --reference %s: no rows t,vx,vy,omega,fx,fy,tau\n",
                s->reference);
        return 1;
    }
    table t;
    table_begin_digits(&t, stdout, "rows twist_error force_error torque_error", 2);
    table_check_table(s->check, &t);
    table_int(&t, rows);
    table_num(&t, worst[0]);
    table_num(&t, worst[1]);
    table_num(&t, worst[2]);
    table_end_row(&t);
    return table_end(&t);
}

/* The reduced model and the limit surface normalise the torque by
 * f_tau_max, the torque of a turn about the CoP: a pattern whose load sits
 * at one point (a single loaded cell) has none.  1 after a message when
 * the mode needs it and it is 0. */
static int refuse_pointlike(const settings *s)
{
    int ls = strcmp(s->show, "limit-surface") == 0 || strcmp(s->show, "limit-curve") == 0;
    if (strcmp(s->show, "constants") == 0 || strcmp(s->show, "pressure") == 0 ||
        strcmp(s->show, "cor") == 0 || (!ls && s->kind == PLANAR_MODEL_DIST))
        return 0;
    planar_constants c;
    if (s->m.dist.n > 0 && planar_lugre_constants(&s->m.dist, &c) == 0 && c.f_tau_max > 0.0)
        return 0;
    fprintf(stderr, "planar-friction: --shape %s at --N %d: the load sits at one point, so a "
            "turn about the CoP meets no torque (f_tau_max = 0): the limit surface and the "
            "reduced model are not defined; take a larger --N or --model dist\n", s->shape,
            s->N);
    return 1;
}

/* The pressure pattern of --shape (a name, or a map FILE) on the grid, and
 * the model with it; 1 after a message. */
static int set_up_model(const cli_spec *spec, settings *s, const lugre_params *p)
{
    planar_shape shape;
    double *P = NULL;
    char err[512];
    if (strcmp(s->shape, "all") == 0) { /* --show constants and pressure: their own patterns */
        s->m.dist.p = *p;
        return 0;
    }
    if (planar_shape_from_name(s->shape, &shape) == 0) {
        P = malloc((size_t)s->N * (size_t)s->N * sizeof *P);
        if (P == NULL) {
            fprintf(stderr, "planar-friction: --N %d: out of memory\n", s->N);
            return 1;
        }
        planar_pressure(shape, s->N, P);
    } else {
        FILE *in = open_input("--shape", s->shape);
        if (in == NULL)
            return 1;
        int n, bad = planar_pressure_read(in, s->shape, &n, &P, err, sizeof err);
        fclose(in);
        if (bad) {
            fprintf(stderr, "planar-friction: --shape %s\n", err);
            return 1;
        }
        if (cli_given(spec, "N") && n != s->N) {
            fprintf(stderr, "planar-friction: --N %d, but the map %s is %d x %d\n", s->N, s->shape,
                    n, n);
            free(P);
            return 1;
        }
        s->N = n;
    }
    /* the pattern is all --show constants, pressure and cor need: no limit
     * surface there */
    int cells_only = strcmp(s->show, "constants") == 0 || strcmp(s->show, "pressure") == 0 ||
                     strcmp(s->show, "cor") == 0;
    planar_model_kind kind = cells_only ? PLANAR_MODEL_DIST : s->kind;
    int bad = planar_model_init(&s->m, kind, s->N, s->L, P, p, s->nls);
    s->P = P;
    if (bad == -1)
        fprintf(stderr, "planar-friction: --shape %s: no cell carries load at --N %d (or out of "
                "memory)\n", s->shape, s->N);
    return bad == -1 ? 1 : refuse_pointlike(s);
}

/* --profile FILE into s->knots (fig5: none); 1 after a message. */
static int read_profile(settings *s)
{
    if (strcmp(s->profile, "fig5") == 0)
        return 0;
    char err[512];
    FILE *in = open_input("--profile", s->profile);
    if (in == NULL)
        return 1;
    int bad = planar_profile_read(in, s->profile, &s->knots, err, sizeof err);
    fclose(in);
    if (bad)
        fprintf(stderr, "planar-friction: --profile %s\n", err);
    return bad;
}

/* Values the option parser cannot judge alone; 1 after a message. */
static int check_values(const cli_spec *spec, settings *s)
{
    if (s->L < 1e-6 || s->L > 1e6) { /* the regulariser 1e-10 m/s of eq. 12 below */
        fprintf(stderr, "planar-friction: --L %g: the grid's side must be from 1e-6 to 1e6 m (below, the "
                "bristle law's regulariser 1e-10 changes the constants; above, they overflow)\n",
                s->L);
        return 1;
    }
    if (planar_model_from_name(s->model, &s->kind) != 0) {
        fprintf(stderr, "planar-friction: --model %s: the models are dist, red and ellipse\n",
                s->model);
        return 1;
    }
    if (s->nls > 1000) {
        fprintf(stderr, "planar-friction: --nls %d: at most 1000 segments\n", s->nls);
        return 1;
    }
    /* --nls: the limit surface's segments; the table of --model red, and the
     * node grid of --show limit-surface for every model */
    if (strcmp(s->show, "limit-surface") != 0 && s->kind != PLANAR_MODEL_RED &&
        cli_refuse(spec, "nls", s->kind == PLANAR_MODEL_DIST
                                    ? "with --model dist (the distributed model has no limit-"
                                      "surface table; --model red has)"
                                    : "with --model ellipse (the ellipsoid needs no table)"))
        return 1;
    if (s->pset > 1) {
        fprintf(stderr, "planar-friction: --pset %d: the paper's sets are 0 and 1\n", s->pset);
        return 1;
    }
    if (s->N > 1001) {
        fprintf(stderr, "planar-friction: --N %d: at most 1001 cells per side\n", s->N);
        return 1;
    }
    if (strcmp(s->shape, "all") == 0 && strcmp(s->show, "constants") != 0 &&
        strcmp(s->show, "pressure") != 0) {
        fprintf(stderr, "planar-friction: --shape all is for --show constants and pressure\n");
        return 1;
    }
    if (strcmp(s->show, "reference") == 0 && s->reference[0] == '\0') {
        fprintf(stderr, "planar-friction: --show reference needs --reference FILE\n");
        return 1;
    }
    if (strcmp(s->show, "reference") == 0)
        return cli_refuse(spec, "profile t every", "with --show reference (the file's rows)");
    if (cli_refuse(spec, "reference", "without --show reference"))
        return 1;
    if (strcmp(s->show, "constants") == 0)
        return cli_refuse(spec, "profile h t every pset fn nls model", "with --show constants "
                          "(the authors' limit-surface parameters, fn = 1)");
    if (strcmp(s->show, "pressure") == 0)
        return cli_refuse(spec, "profile h t every pset fn nls model", "with --show pressure "
                          "(the map alone)");
    if (strcmp(s->show, "cor") == 0)
        return cli_refuse(spec, "profile h t every pset fn nls model", "with --show cor "
                          "(steady Coulomb friction of the cells, mu = 1, fn = 1)");
    if (strcmp(s->show, "limit-surface") == 0 || strcmp(s->show, "limit-curve") == 0)
        return cli_refuse(spec, "profile h t every pset fn", "with --show limit-surface or "
                          "limit-curve (steady state, the authors' limit-surface parameters)");
    return cli_steps_option(spec, "t", s->tmax, "h", s->dt) < 0;
}

int main(int argc, char **argv)
{
    settings s = {.show = "run", .model = "dist", .shape = "circle", .profile = "fig5", .reference = "",
                  .pset = 1, .N = 21, .every = 250, .nls = 20, .L = 0.02, .fn = 1.0, .dt = 1e-5, .tmax = 5.0};
    const char *check_file = NULL;
    cli_option options[] = {
        {"show", CLI_WORD, &s.show, CLI_ANY,
         "run|constants|pressure|cor|reference|limit-surface|limit-curve",
         "what to print (see below)", 0},
        {"reference", CLI_TEXT, &s.reference, CLI_ANY, "FILE",
         "reference: the authors' output to compare with", 0},
        {"model", CLI_WORD, &s.model, CLI_ANY, "dist|red|ellipse",
         "distributed; reduced: limit surface or ellipsoid", 0},
        {"nls", CLI_INT, &s.nls, CLI_POSITIVE, NULL,
         "limit-surface segments (red; limit-surface)", 0},
        {"shape", CLI_TEXT, &s.shape, CLI_ANY,
         "circle|square|line|linegrad|nonconvex1|nonconvex2|all|FILE",
         "pressure pattern, or a map FILE (N rows of N weights)", 0},
        {"pset", CLI_INT, &s.pset, CLI_NONNEGATIVE, "0|1", "the paper's parameter set p", 0},
        {"N", CLI_INT, &s.N, CLI_POSITIVE, NULL, "cells per side of the grid", 0},
        {"L", CLI_REAL, &s.L, CLI_POSITIVE, NULL, "side of the grid [m], 1e-6 to 1e6", 0},
        {"fn", CLI_REAL, &s.fn, CLI_POSITIVE, NULL, "normal force [N]", 0},
        {"profile", CLI_TEXT, &s.profile, CLI_ANY, "fig5|FILE",
         "the twist at the CoP: Fig. 5's, or knots t vx vy omega", 0},
        {"h|dt", CLI_REAL, &s.dt, CLI_POSITIVE, NULL, "explicit Euler's step [s]", 0},
        {"t|tmax", CLI_REAL, &s.tmax, CLI_POSITIVE, NULL, "end time [s] (steps: t / h)", 0},
        {"every", CLI_INT, &s.every, CLI_POSITIVE, NULL,
         "a row every this many steps (and the last)", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    cli_spec spec = {
        "planar-friction",
        "Planar LuGre friction (Arslan Waltersson and Karayiannidis 2023, sections\n"
        "IV-VI): the distributed model on N x N cells, the reduced model (limit\n"
        "surface or ellipsoid) under a twist profile; a contact shape's constants\n"
        "and limit surface.",
        "Parameters: the paper's set p (sigma0 1e6, sigma1 800, sigma2 0.2 (p = 1) or\n"
        "0 (p = 0), muc 1, mus 1.2 or 1, vs 1e-3, gamma 2, sba 0.9), elasto-plastic\n"
        "bristles (eqs. 15-18), as the authors' code runs them.\n"
        "--show run: t vx vy omega fx fy tau: the twist at the CoP at t = k h\n"
        "  (held over the step) and the friction wrench on the body about the CoP\n"
        "  from the bristles before the step's update; t / h explicit Euler steps\n"
        "  (rounded up unless within 1e-9 of a whole number), a row every --every\n"
        "  steps, the first and the last.  Explicit Euler of the bristles is stable\n"
        "  for h < 2 g / (sigma0 s) at the cell speed s; a step above min(muc, mus)\n"
        "  / (sigma0 s), s = |v| + |omega| (the farthest cell), is cut into equal\n"
        "  substeps (said on stderr), as planar-experiment does.  A run is at most\n"
        "  10^7 steps and substeps (else status 1); a wrench that overflows stops\n"
        "  it (status 3).\n"
        "--show constants: loaded cells, the CoP [m] about the grid centre, f_t_max,\n"
        "  f_tau_max, r_a, kappa_tau of the reduced model (the authors' bilinear\n"
        "  rule, mu = 1, sigma0 = 1e5, fn = 1); --shape all: all but linegradx.\n"
        "--show pressure: shape ix iy x y w: every cell of the grid, its centre [m]\n"
        "  about the grid centre and its weight P / sum P (Fig. 8); --shape all.\n"
        "--show cor: cor_y fx fy tau fx_bl fy_bl tau_bl: pure rotations (omega = 1)\n"
        "  about a CoR at x = c_x, y = cor_y [m] (-0.6 L to 0.6 L, 1201 rows): the\n"
        "  steady Coulomb wrench at the CoP (mu = 1, fn = 1) of the cells, and\n"
        "  through the bilinear rule (_bl) (Figs. 10, 16).\n"
        "--show reference --reference FILE: the Fig. 5 run against the authors'\n"
        "  output FILE (CSV t,vx,vy,omega,fx,fy,tau): rows and largest differences.\n"
        "--show limit-surface: r i theta phi vx vy omega hx hy htau: at the nodes of\n"
        "  the (theta, phi) grid with --nls segments, the twist at the CoP and the\n"
        "  model's steady wrench normalised by f_t_max and f_tau_max (mu = 1);\n"
        "  dist: the cells, red: the table, ellipse: the ellipsoid.\n"
        "--show limit-curve: phi_deg vx omega f tau: the same along the twists\n"
        "  (r_a sin phi, 0, cos phi), |h_xy| and |h_tau| (the paper's Fig. 14).\n"
        "--profile FILE: lines t vx vy omega (knots at the CoP, '#' comments),\n"
        "  linear between knots, held before the first and after the last.\n"
        "--shape linegradx: the gradient line along x, heaviest at x < 0 (Fig. 31).\n"
        "--shape FILE: N lines of N non-negative weights, the top row first.\n\n"
        TABLE_CHECK_HELP,
        options, (int)(sizeof options / sizeof options[0]), NULL};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    if (refuse_subnormal_options(&spec))
        return 1;
    if (check_values(&spec, &s))
        return 1;
    lugre_params p;
    lugre_pset(s.pset, &p);
    p.ep = 1;
    p.fn = s.fn;
    if (set_up_model(&spec, &s, &p) != 0) {
        free(s.P);
        return 1;
    }
    int status = read_profile(&s) != 0
                     ? 1
                     : table_check_start(&s.check, "planar-friction", check_file);
    if (status != 0) {
        planar_model_free(&s.m);
        free(s.P);
        return status;
    }
    status = strcmp(s.show, "constants") == 0       ? show_constants(&s)
             : strcmp(s.show, "pressure") == 0      ? show_pressure(&s)
             : strcmp(s.show, "cor") == 0           ? show_cor(&s)
             : strcmp(s.show, "reference") == 0     ? show_reference(&s)
             : strcmp(s.show, "limit-surface") == 0 ? show_limit_surface(&s)
             : strcmp(s.show, "limit-curve") == 0   ? show_limit_curve(&s)
                                                     : show_run(&s, cli_steps_to(s.tmax, s.dt));
    planar_model_free(&s.m);
    planar_profile_free(&s.knots);
    free(s.P);
    return table_check_end(s.check, status);
}
