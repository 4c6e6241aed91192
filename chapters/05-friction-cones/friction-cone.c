/* friction-cone: a particle sliding on the horizontal plane z = 0 with a
 * polyhedral friction cone of nd directions, D = F A (the notes on Coulomb
 * friction, pp. 5-6; Example 5.1),
 * compared with the circular cone under the same time stepping.
 *
 * The plane has normal n = e_z and friction axes t = e_x, o = e_y; the
 * particle starts on it at the origin with speed v0 at the angle beta from
 * the first friction direction d_1 = t.  Each step is the LCP of the full
 * model (the same notes, p. 6) that particle_contact_step builds: z = (p_n, p_f, s),
 * impulses p = h f.  The plane may move with the velocity u
 * (--surface-vx/vy/vz): a conveyor belt, or a plane rising at constant speed.
 *
 * Row l of a trajectory is the state at t = l h; fn is the normal force of
 * the step that produced the row, 0 in row 0 (the convention of chapter 2).
 */
#include "cli.h"
#include "dmath.h"
#include "friction_cone.h"
#include "lcp_io.h"
#include "linalg.h"
#include "particle_contact.h"
#include "table.h"
#include "table_check.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define MIN_ND 3                /* fewer directions do not span the plane */
#define BIAS_STEP_DEG 0.25      /* sliding directions of --show bias */

typedef struct {
    int nd;           /* directions of the pyramid */
    int circle;       /* 1: the circular cone instead, in closed form */
    int box;          /* 1: the engines' box |f_x|, |f_y| <= mu f_n instead */
    double mu, beta, v0, h, g, m;
    double u[3];      /* the plane's velocity */
    long steps;       /* -1: until the particle sticks to the plane */
    long every;       /* a row every N-th step (and the first and last) */
    table_check *check; /* --check: compares every table (NULL: printed) */
} config;

/* What one step reports, for either cone. */
typedef struct {
    double fn;                     /* normal force p_n / h */
    double s;                      /* sliding speed at the end of the step */
    double alpha[FRICTION_MAX_ND]; /* pyramid: friction components p_f / h */
    particle_contact_step_info info; /* pyramid: the LCP and its solution */
} step_out;

/* D = F A with F = [t o], t = e_x, o = e_y (the notes, p. 5). */
static void pyramid(friction_directions *D, int nd)
{
    const double t[3] = {1, 0, 0}, o[3] = {0, 1, 0};
    friction_directions_pyramid(D, nd, t, o);
}

/* The n_d of a comparison: 4, 8 and 16, or only --nd when it is given.
 * Returns their number. */
static int compared_nds(const config *c, int nd_given, int nds[3])
{
    if (nd_given) {
        nds[0] = c->nd;
        return 1;
    }
    nds[0] = 4;
    nds[1] = 8;
    nds[2] = 16;
    return 3;
}

/* The plane z = 0 through the origin, moving with u, and the pyramid. */
static void make_model(const config *c, int nd, particle_contact_model *model)
{
    memset(model, 0, sizeof *model);
    model->dim = 3;
    model->m = c->m;
    model->h = c->h;
    model->mu = c->mu;
    model->n[2] = 1.0;
    for (int k = 0; k < 3; k++)
        model->u[k] = c->u[k];
    if (c->box)
        friction_cone_box(&model->D);
    else
        pyramid(&model->D, nd);
}

/* On the plane at the origin, speed v0 at the angle beta from d_1. */
static particle_contact_state initial_state(const config *c)
{
    double b = c->beta * DMATH_PI / 180.0;
    particle_contact_state s = {.t = 0.0, .x = {0, 0, 0},
                                .v = {c->v0 * dmath_cos(b), c->v0 * dmath_sin(b), 0}};
    return s;
}

/* Velocity relative to the plane, in the plane (x and y). */
static void relative_tangent(const particle_contact_model *model, const particle_contact_state *s,
                             double r[2])
{
    r[0] = s->v[0] - model->u[0];
    r[1] = s->v[1] - model->u[1];
}

/* One step of either cone under gravity; the pyramid through
 * particle_contact_step. */
static lcp_status advance(const config *c, const particle_contact_model *model,
                          particle_contact_state *s, step_out *out)
{
    const double force[3] = {0, 0, -c->m * c->g};
    if (c->circle) {
        friction_cone_circle_step(model, s, force, &out->fn, &out->s);
        return LCP_SOLVED;
    }
    lcp_status status = particle_contact_step(model, s, force, NULL, &out->info);
    if (status == LCP_SOLVED) {
        out->fn = out->info.fn;
        out->s = out->info.s;
        memcpy(out->alpha, out->info.alpha, sizeof out->alpha);
    }
    return status;
}

/* The speed scale of a run: the launch speed, the plane's, and what
 * gravity adds in a step (no absolute floor: a speed of 1e-20 is not
 * rounding noise). */
static double speed_scale(const config *c)
{
    return cli_scale(c->v0 + linalg_norm2(3, c->u) + c->g * c->h);
}

/* Stuck: in contact and at rest relative to the plane (to rounding). */
static int stuck(const config *c, const particle_contact_model *model,
                 const particle_contact_state *s, const step_out *out)
{
    double r[2];
    relative_tangent(model, s, r);
    return out->fn > 0.0 && table_denoise(linalg_norm2(2, r), speed_scale(c)) == 0.0;
}

/* Say that step l was not solved; its exit status. */
static int step_failed(long l, const step_out *out)
{
    fprintf(stderr, "friction-cone: step %ld: %s\n", l, out->info.lcp.message);
    return lcp_exit_code(out->info.lcp.status);
}

/* Say that step l overflows double precision; the exit status 3. */
static int overflow(long l)
{
    fprintf(stderr, "friction-cone: step %ld: the numbers overflow double precision; use "
                    "smaller data (--v0, --h, --surface-v*)\n", l);
    return CLI_STATUS_FAILED;
}

/* Are the state after a step and its normal force finite? */
static int state_finite(const particle_contact_state *s, const step_out *out)
{
    int ok = isfinite(s->t) && isfinite(out->fn) && isfinite(out->s);
    for (int k = 0; k < 3; k++)
        ok = ok && isfinite(s->x[k]) && isfinite(s->v[k]);
    return ok;
}

/* Steps to run: --steps or --t, or until stuck (then at most the cap). */
static long step_limit(const config *c)
{
    return c->steps >= 0 ? c->steps : CLI_MAX_STEPS;
}

/* The open-ended run reached the cap on a run's length: status 3. */
static int gave_up(void)
{
    fprintf(stderr, "friction-cone: still sliding after %ld steps, the cap on a run's length; "
                    "give --steps or --t for part of the run\n", CLI_MAX_STEPS);
    return CLI_STATUS_FAILED;
}

/* ------------------------------------------------------------ trajectory */

/* For --check: the step's LCP (pyramid or box), whose z = (p_n, p_f, s)
 * are impulses: fn = p_n / h, alpha_j = p_f,j / h, s itself.  columns names
 * the columns holding them, in that order ("-": not in the table). */
static void attach_lcp(table *t, const config *c, const step_out *out, const char *columns)
{
    const particle_contact_step_info *info = &out->info;
    double scale[PARTICLE_CONTACT_MAX_LCP];
    if (c->circle)
        return; /* solved in closed form, no LCP */
    for (int i = 0; i < info->size; i++)
        scale[i] = i + 1 < info->size ? c->h : 1.0;
    table_row_lcp(t, &(lcp_problem){.n = info->size, .M = info->M, .q = info->q}, info->z,
                  columns, scale);
}

/* One row of --show path; out: the step that produced it (NULL in row 0). */
static void path_row(table *t, const config *c, long l, const particle_contact_state *s,
                     const step_out *out)
{
    double fn = out ? out->fn : 0.0;
    double length = cli_scale(speed_scale(c) * (s->t + c->h));
    table_int(t, l);
    table_num(t, l * c->h);
    table_num_scaled(t, s->x[0], length);
    table_num_scaled(t, s->x[1], length);
    table_num_scaled(t, s->v[0], speed_scale(c));
    table_num_scaled(t, s->v[1], speed_scale(c));
    table_num(t, fn);
    if (c->u[2] != 0.0) {
        table_num(t, s->x[2]);
        table_num(t, s->v[2]);
    }
    if (out)
        attach_lcp(t, c, out, "fn");
    table_end_row(t);
}

/* The trajectory: l t x y vx vy fn (and z vz when the plane moves along n). */
static int show_path(const config *c)
{
    particle_contact_model model;
    make_model(c, c->nd, &model);
    particle_contact_state s = initial_state(c);
    step_out out;
    table t;
    table_begin(&t, stdout, c->u[2] != 0.0 ? "l t x y vx vy fn z vz" : "l t x y vx vy fn");
    table_check_table(c->check, &t);
    path_row(&t, c, 0, &s, NULL);
    for (long l = 1; l <= step_limit(c); l++) {
        int status = advance(c, &model, &s, &out) != LCP_SOLVED ? step_failed(l, &out)
                     : !state_finite(&s, &out)                  ? overflow(l)
                                                                : 0;
        if (status != 0) {
            table_end(&t);
            return status;
        }
        int now_stuck = c->steps < 0 && stuck(c, &model, &s, &out);
        if (now_stuck || cli_print_row(l, 0, step_limit(c), c->every))
            path_row(&t, c, l, &s, &out);
        if (now_stuck) {
            return table_end(&t); /* 3 if the table ran out of memory */
        }
    }
    int ended = table_end(&t);
    return c->steps < 0 ? gave_up() : ended;
}

/* One row of --show alpha: the velocity, s, the number of non-zero alpha_j
 * (above rounding noise of mu fn), which (j, k, 1-based) and their values. */
static void alpha_row(table *t, const config *c, const particle_contact_model *model, long l,
                      const particle_contact_state *s, const step_out *out)
{
    int first[2] = {0, 0};
    int nz = friction_active(&model->D, out->alpha, TABLE_NOISE * c->mu * out->fn, first);
    table_int(t, l);
    table_num_scaled(t, s->v[0], speed_scale(c));
    table_num_scaled(t, s->v[1], speed_scale(c));
    table_num_scaled(t, out->s, speed_scale(c));
    table_int(t, nz);
    for (int i = 0; i < 2; i++) {
        if (nz > i)
            table_int(t, first[i] + 1);
        else
            table_text(t, "-");
    }
    for (int i = 0; i < 2; i++) {
        if (nz > i)
            table_num(t, out->alpha[first[i]]);
        else
            table_text(t, "-");
    }
    table_num(t, c->mu * out->fn);
    char columns[9 * PARTICLE_CONTACT_MAX_LCP] = "-"; /* p_n is not in this table */
    for (int i = 0; i < model->D.nd; i++) {
        int j = nz > 0 && i == first[0], k = nz > 1 && i == first[1];
        strcat(columns, j ? " alpha_j" : k ? " alpha_k" : " -");
    }
    strcat(columns, " s");
    attach_lcp(t, c, out, columns);
    table_end_row(t);
}

/* After the table: in a sticking step only the net friction D alpha is
 * determined (the opposite directions d_j and d_(j + nd/2), or any three,
 * can trade force), so the alpha_j shown are one solution of many. */
static void sticking_note(long first, long count)
{
    if (count > 0)
        printf("# sticking %s step %ld%s: only D alpha is determined, not the alpha_j\n",
               count > 1 ? "from" : "in", first, count > 1 ? " on" : "");
}

/* Each step's friction components (Example 5.1), then the note on sticking steps. */
static int show_alpha(const config *c)
{
    particle_contact_model model;
    make_model(c, c->nd, &model);
    particle_contact_state s = initial_state(c);
    step_out out;
    table t;
    long stick_first = 0, stick_count = 0;
    int status = 0;
    table_begin_digits(&t, stdout, "l vx vy s nz j k alpha_j alpha_k mufn", 6);
    table_check_table(c->check, &t);
    for (long l = 1; l <= step_limit(c); l++) {
        status = advance(c, &model, &s, &out) != LCP_SOLVED ? step_failed(l, &out)
                 : !state_finite(&s, &out)                  ? overflow(l)
                                                            : 0;
        if (status != 0) {
            table_end(&t);
            return status;
        }
        if (stuck(c, &model, &s, &out) && stick_count++ == 0)
            stick_first = l;
        int last = l == step_limit(c) || (c->steps < 0 && stick_count > 0);
        if (last || cli_print_row(l, 1, step_limit(c), c->every))
            alpha_row(&t, c, &model, l, &s, &out);
        if (c->steps < 0 && stick_count > 0)
            break;
    }
    int ended = table_end(&t);
    sticking_note(stick_first, stick_count);
    if (c->steps < 0 && stick_count == 0)
        status = gave_up();
    return status ? status : ended;
}

/* ------------------------------------------------------------ stopping */

/* The angle of the vector (x, y) in degrees. */
static double degrees(double y, double x)
{
    return dmath_atan2(y, x) * 180.0 / DMATH_PI;
}

/* Run one cone until stuck; t_stop and the displacement relative to the
 * plane.  *budget: the steps left of the cap on the runs' length, summed
 * over the cones.  Returns the exit status (0 when stopped). */
static int run_until_stuck(const config *c, long *budget, double *t_stop, double disp[2])
{
    particle_contact_model model;
    make_model(c, c->nd, &model);
    particle_contact_state s = initial_state(c);
    step_out out;
    for (long l = 1; *budget > 0; l++, (*budget)--) {
        if (advance(c, &model, &s, &out) != LCP_SOLVED)
            return step_failed(l, &out);
        if (!state_finite(&s, &out))
            return overflow(l);
        if (stuck(c, &model, &s, &out)) {
            *t_stop = l * c->h;
            disp[0] = s.x[0] - c->u[0] * s.t;
            disp[1] = s.x[1] - c->u[1] * s.t;
            return 0;
        }
    }
    return gave_up();
}

/* One row of --show stop: the cone of c (its pyramid, or the circle). */
static int stop_row(table *t, const config *c, long *budget)
{
    double t_stop, disp[2], cont[2], t_cont;
    int status = run_until_stuck(c, budget, &t_stop, disp);
    if (status != 0)
        return status;
    double b = c->beta * DMATH_PI / 180.0;
    double vr[2] = {c->v0 * dmath_cos(b) - c->u[0], c->v0 * dmath_sin(b) - c->u[1]};
    double a = c->mu * c->g;
    char name[16] = "circle";
    if (c->box) {
        snprintf(name, sizeof name, "box");
        t_cont = friction_cone_box_stop(vr, a, cont);
    } else if (!c->circle) {
        snprintf(name, sizeof name, "%d", c->nd);
        t_cont = friction_cone_pyramid_stop(c->nd, vr, a, cont);
    } else {
        t_cont = friction_cone_circle_stop(vr, a, cont);
    }
    double dist = linalg_norm2(2, disp), dist_cont = linalg_norm2(2, cont);
    double row[] = {t_stop, t_cont, dist, dist_cont, cont[0], cont[1]};
    if (!linalg_all_finite(sizeof row / sizeof *row, row)) {
        fprintf(stderr, "friction-cone: --show stop, the %s cone: the stopping time or "
                        "distance overflows double precision; use smaller data (--v0, --h, "
                        "--surface-v*)\n", name);
        return CLI_STATUS_FAILED;
    }
    table_text(t, name);
    table_num(t, t_stop);
    table_num(t, t_cont);
    table_num(t, dist);
    table_num(t, dist_cont);
    table_num_scaled(t, degrees(disp[1], disp[0]), 180.0);
    table_num_scaled(t, degrees(cont[1], cont[0]), 180.0);
    table_num_scaled(t, cont[0], linalg_norm2(2, cont));
    table_num_scaled(t, cont[1], linalg_norm2(2, cont));
    table_end_row(t);
    return 0;
}

/* Stopping (or, on a moving plane, sticking) time, the distance and heading
 * of the displacement relative to the plane, time-stepped and continuous,
 * and the continuous displacement's components; the pyramids (or the box),
 * then the circle. */
static int show_stop(const config *c, int nd_given)
{
    int nds[3], count = c->circle ? 0 : c->box ? 1 : compared_nds(c, nd_given, nds);
    int status = 0;
    long budget = CLI_MAX_STEPS; /* summed over the cones */
    table t;
    table_begin_digits(&t, stdout,
                       "cone t_stop t_cont dist dist_cont heading head_cont x_cont y_cont", 6);
    table_check_table(c->check, &t);
    for (int i = 0; i < count && status == 0; i++) {
        config p = *c;
        p.circle = 0;
        if (!c->box)
            p.nd = nds[i];
        status = stop_row(&t, &p, &budget);
    }
    if (status == 0) {
        config p = *c;
        p.circle = 1;
        p.box = 0;
        status = stop_row(&t, &p, &budget);
    }
    int ended = table_end(&t);
    return status ? status : ended;
}

/* ------------------------------------------------------------ bias */

static int bias_failed(double theta_deg, lcp_status status)
{
    fprintf(stderr, "friction-cone: kinematic LCP at theta = %g: %s\n", theta_deg,
            lcp_status_name(status));
    return lcp_exit_code(status);
}

/* theta over a full turn; err and opp for each nd. */
static int show_bias(const config *c, int nd_given)
{
    int nds[3], count = c->box ? 1 : compared_nds(c, nd_given, nds);
    char header[120] = "theta";
    friction_directions D[3];
    for (int i = 0; i < count; i++) {
        size_t used = strlen(header);
        if (c->box) {
            snprintf(header + used, sizeof header - used, " err_box opp_box");
            friction_cone_box(&D[i]);
            continue;
        }
        snprintf(header + used, sizeof header - used, " err%d opp%d", nds[i], nds[i]);
        pyramid(&D[i], nds[i]);
    }
    table t;
    table_begin_digits(&t, stdout, header, 6);
    table_check_table(c->check, &t);
    int samples = (int)(360.0 / BIAS_STEP_DEG + 0.5);
    for (int k = 0; k <= samples; k++) {
        double deg = k * BIAS_STEP_DEG;
        table_num(&t, deg);
        for (int i = 0; i < count; i++) {
            double err, opp;
            lcp_status status = friction_cone_bias(&D[i], c->mu, deg * DMATH_PI / 180.0, &err, &opp);
            if (status != LCP_SOLVED) {
                table_end(&t);
                return bias_failed(deg, status);
            }
            table_num_scaled(&t, err, 180.0);
            table_num_scaled(&t, opp, 1.0);
        }
        table_end_row(&t);
    }
    return table_end(&t); /* 3 if the table ran out of memory */
}

/* The largest direction error and deficit 1 - opp over the sampled turn and
 * the nd ties (sliding midway between two directions), against pi/nd and
 * 1 - cos(pi/nd). */
static int show_deficit(const config *c, int nd_given)
{
    int nds[3], count = compared_nds(c, nd_given, nds);
    table t;
    table_begin_digits(&t, stdout, "nd max_err pi_over_nd max_deficit one_minus_cos", 6);
    table_check_table(c->check, &t);
    int samples = (int)(360.0 / BIAS_STEP_DEG + 0.5);
    for (int i = 0; i < count; i++) {
        friction_directions D;
        pyramid(&D, nds[i]);
        double max_err = 0.0, max_deficit = 0.0, c_nd = DMATH_PI / nds[i];
        for (int k = 0; k <= samples + nds[i]; k++) {
            /* samples, then the ties theta = pi + pi/nd + j 2pi/nd */
            double theta = k <= samples ? k * BIAS_STEP_DEG * DMATH_PI / 180.0
                                        : DMATH_PI + c_nd * (2 * (k - samples) - 1);
            double err, opp;
            lcp_status status = friction_cone_bias(&D, c->mu, theta, &err, &opp);
            if (status != LCP_SOLVED) {
                table_end(&t);
                return bias_failed(theta * 180.0 / DMATH_PI, status);
            }
            if (err > max_err)
                max_err = err;
            if (1.0 - opp > max_deficit)
                max_deficit = 1.0 - opp;
        }
        table_int(&t, nds[i]);
        table_num(&t, max_err);
        table_num(&t, 180.0 / nds[i]);
        table_num(&t, max_deficit);
        table_num(&t, 1.0 - dmath_cos(c_nd));
        table_end_row(&t);
    }
    return table_end(&t); /* 3 if the table ran out of memory */
}

/* ------------------------------------------------------------ one step's LCP */

/* Step K's LCP (the state after K - 1 steps) in the lcp file format, for
 * "lcp solve --exact -".  Returns the exit status. */
static int write_step_lcp(const config *c, int step)
{
    const double force[3] = {0, 0, -c->m * c->g};
    particle_contact_model model;
    make_model(c, c->nd, &model);
    particle_contact_state s = initial_state(c);
    step_out out;
    for (long l = 1; l < step; l++) {
        if (advance(c, &model, &s, &out) != LCP_SOLVED)
            return step_failed(l, &out);
        if (!state_finite(&s, &out))
            return overflow(l);
    }
    particle_contact_lcp(&model, &s, force, &out.info);
    char comment[200];
    snprintf(comment, sizeof comment,
             "friction-cone step %d (t = %.10g to %.10g), n_d = %d: the LCP in\n"
             "z = (p_n, p_f1 .. p_f%d, s), impulses p = h f",
             step, s.t, s.t + c->h, c->nd, c->nd);
    lcp_write(stdout, &(lcp_problem){.n = out.info.size, .M = out.info.M, .q = out.info.q},
              comment);
    return 0;
}

/* ------------------------------------------------------------ the polygon */

/* The friction polygon in the tangent plane for the launch velocity v and
 * fn = m g: per direction j the unit d_j, the vertex mu fn d_j, the
 * kinematic LCP's alpha_j (maximum dissipation picks the vertex most
 * opposed to v) and edge = 1 on the two vertices of the edge the velocity
 * turns towards: the picked one and its neighbour less aligned with v (only
 * the picked one when -v points at it: then v does not turn). */
static int show_polygon(const config *c)
{
    friction_directions D;
    if (c->box)
        friction_cone_box(&D);
    else
        pyramid(&D, c->nd);
    double b = c->beta * DMATH_PI / 180.0, fn = c->m * c->g;
    double v[3] = {c->v0 * dmath_cos(b), c->v0 * dmath_sin(b), 0.0};
    friction_solution sol;
    lcp_status status = friction_kinematic_solve(&D, v, c->mu, fn, NULL, &sol);
    if (status != LCP_SOLVED) {
        fprintf(stderr, "friction-cone: the kinematic LCP: %s\n", sol.lcp.message);
        return lcp_exit_code(status);
    }
    int nd = D.nd, j = 0;
    for (int k = 1; k < nd; k++)
        if (sol.alpha[k] > sol.alpha[j])
            j = k;
    int before = (j + nd - 1) % nd, after = (j + 1) % nd;
    double gap = linalg_dot(3, D.d[before], v) - linalg_dot(3, D.d[after], v);
    int k = gap < 0.0 ? before : after;
    if (table_denoise(gap, c->v0) == 0.0) /* -v points at the vertex: no turn */
        k = j;
    table t;
    table_begin(&t, stdout, "j dx dy dz fx fy alpha edge");
    table_check_table(c->check, &t);
    for (int i = 0; i < nd; i++) {
        table_int(&t, i + 1);
        table_num_scaled(&t, D.d[i][0], 1.0);
        table_num_scaled(&t, D.d[i][1], 1.0);
        table_num_scaled(&t, D.d[i][2], 1.0);
        table_num_scaled(&t, c->mu * fn * D.d[i][0], c->mu * fn);
        table_num_scaled(&t, c->mu * fn * D.d[i][1], c->mu * fn);
        table_num_scaled(&t, sol.alpha[i], c->mu * fn);
        table_int(&t, i == j || i == k);
        table_end_row(&t);
    }
    return table_end(&t); /* 3 if the table ran out of memory */
}

/* ------------------------------------------------------------ main */

/* The launch speed relative to the plane, in the plane (hypot: no
 * overflow for a speed near the largest double). */
static double relative_speed(const config *c)
{
    double b = c->beta * DMATH_PI / 180.0;
    return dmath_hypot(c->v0 * dmath_cos(b) - c->u[0], c->v0 * dmath_sin(b) - c->u[1]);
}

/* A lower bound on the steps to stick for one cone (box: 1 for the
 * pyramid and the circle, whose friction force is at most mu f_n; sqrt 2
 * for the box, whose corners are sqrt 2 mu f_n out).  The normal impulse
 * over a time T is m g T + m u_z (the particle ends moving with the
 * plane), so the speed relative to the plane, |vr|, falls by at most
 * k mu (g T + max(0, u_z)): T >= (|vr| - k mu max(0, u_z)) / (k mu g)
 * (the notes' p. 6 with |D p_f| <= k mu p_n). */
static double steps_to_stick(const config *c, int box)
{
    double k = box ? sqrt(2.0) : 1.0;
    return cli_steps_to_rest(relative_speed(c), k * c->mu * fmax(0.0, c->u[2]),
                             k * c->mu * c->g, speed_scale(c), c->h);
}

/* Refuse a run until stuck that cannot stick within the cap: runs cones of
 * the kind of c (pyramid or box) and circles runs of the circle, their
 * bounds summed (one cap for all, as --show stop counts); advice ends the
 * message.  1 after a message, 0 when it may. */
static int too_long_to_stick(const config *c, int runs, int circles, const char *advice)
{
    int box = c->box && !c->circle;
    double steps = (runs > 0 ? runs * steps_to_stick(c, box) : 0.0) +
                   (circles > 0 ? circles * steps_to_stick(c, 0) : 0.0);
    char cause[200];
    snprintf(cause, sizeof cause, "--v0 %g: sliding at %.3g relative to the plane, slowed by "
                                  "friction by at most %s = %.3g per unit time%s",
             c->v0, relative_speed(c), box ? "sqrt(2) mu g" : "mu g",
             (box ? sqrt(2.0) : 1.0) * c->mu * c->g,
             runs + circles > 1 ? ", summed over the cones" : "");
    return cli_refuse_endless("friction-cone", cause, steps, c->h, advice);
}

/* Until stuck (the default without --steps or --t) needs friction and a
 * normal force, and a speed that friction can take off within the cap.
 * Returns 1 (after a message) when it would never end, or not in time. */
static int never_sticks(const config *c)
{
    if (c->steps >= 0)
        return 0;
    if (c->mu > 0.0 && c->g > 0.0)
        return too_long_to_stick(c, c->circle ? 0 : 1, c->circle ? 1 : 0,
                                 "give --steps N or --t T (the default runs until it sticks)");
    if (c->mu <= 0.0)
        fprintf(stderr, "friction-cone: --mu %g: without friction the particle never sticks; "
                        "give --steps N or --t T (the default runs until it sticks)\n", c->mu);
    else if (c->g <= 0.0)
        fprintf(stderr, "friction-cone: --g %g: nothing presses the particle on the plane, so "
                        "it never sticks; give --steps N or --t T (the default runs until it "
                        "sticks)\n", c->g);
    return c->mu <= 0.0 || c->g <= 0.0;
}

/* The view --show picks, after refusing the options it does not use. */
static int run_show(const cli_spec *spec, const config *c, const char *show)
{
    int nd_given = cli_given(spec, "nd");
    if (strcmp(show, "bias") == 0 || strcmp(show, "deficit") == 0 ||
        strcmp(show, "polygon") == 0) {
        int polygon = show[0] == 'p';
        char context[40];
        snprintf(context, sizeof context, "with --show %s", show);
        if (cli_refuse(spec, polygon ? "h steps t until every surface-vx surface-vy surface-vz"
                                     : "beta v0 h steps t until every g m surface-vx "
                                       "surface-vy surface-vz", context) ||
            (show[0] == 'd' && cli_refuse(spec, "cone", "with --show deficit (it compares "
                                                        "pyramids with their formulas)")))
            return 1;
        if (c->circle) {
            fprintf(stderr, "friction-cone: --show %s needs --cone pyramid or box (the "
                            "circle has no directions)\n", show);
            return 1;
        }
        if (c->mu <= 0.0 || (polygon && (c->g <= 0.0 || c->v0 <= 0.0))) {
            fprintf(stderr, "friction-cone: --show %s needs --mu > 0%s\n", show,
                    polygon ? ", --g > 0 (f_n = m g) and --v0 > 0 (a sliding velocity)" : "");
            return 1;
        }
        return polygon ? show_polygon(c) : show[0] == 'b' ? show_bias(c, nd_given)
                                                          : show_deficit(c, nd_given);
    }
    if (strcmp(show, "stop") == 0) {
        if (cli_refuse(spec, "steps t until every",
                       "with --show stop (it runs until the particle sticks)"))
            return 1;
        if (c->mu <= 0.0 || c->g <= 0.0 || c->u[2] != 0.0) {
            fprintf(stderr, "friction-cone: --show stop needs --mu > 0, --g > 0 and "
                            "--surface-vz 0 (the normal force m g)\n");
            return 1;
        }
        int nds[3], count = c->circle ? 0 : c->box ? 1 : compared_nds(c, nd_given, nds);
        if (too_long_to_stick(c, count, 1, "give a smaller --v0 or a larger --h"))
            return 1;
        return show_stop(c, nd_given);
    }
    if (never_sticks(c))
        return 1;
    if (strcmp(show, "alpha") == 0) {
        if (c->circle) {
            fprintf(stderr, "friction-cone: --show alpha needs --cone pyramid (the circle "
                            "has no alpha_j)\n");
            return 1;
        }
        return show_alpha(c);
    }
    if (c->circle && cli_refuse(spec, "nd", "with --cone circle"))
        return 1;
    return show_path(c);
}

/* The step's quantities that must keep their digits: h, the impulse of
 * gravity m g h, the speed it gives g h, the travel h v0 and h |u|; 1 after
 * a message when one is subnormal (cli.h). */
static int refuse_subnormal(const config *c)
{
    return cli_refuse_subnormal("friction-cone", "h", "the step h", c->h) ||
           cli_refuse_subnormal("friction-cone", "h", "the impulse of gravity m g h",
                                c->m * c->g * c->h) ||
           cli_refuse_subnormal("friction-cone", "h", "the speed gravity gives in a step, g h",
                                c->g * c->h) ||
           cli_refuse_subnormal("friction-cone", "h", "a step's travel h v0", c->h * c->v0) ||
           cli_refuse_subnormal("friction-cone", "h", "a step's travel of the plane h |u|",
                                c->h * linalg_norm2(3, c->u));
}

/* --write-lcp K: step K's LCP instead of a table. */
static int run_write(const cli_spec *spec, const config *c, int step)
{
    if (cli_refuse(spec, "show steps t until every check",
                   "with --write-lcp (it writes one step's LCP)"))
        return 1;
    if (step > CLI_MAX_STEPS) {
        fprintf(stderr, "friction-cone: option --write-lcp: at most %ld (the cap on a run's "
                        "length), got '%d'\n", CLI_MAX_STEPS, step);
        return 1;
    }
    if (c->circle) {
        fprintf(stderr, "friction-cone: --write-lcp needs --cone pyramid (the circle's step "
                        "is solved in closed form, without an LCP)\n");
        return 1;
    }
    return write_step_lcp(c, step);
}

int main(int argc, char **argv)
{
    config c = {.nd = 4, .mu = 0.5, .beta = 30.0, .v0 = 1.0, .h = 0.01, .g = 9.81,
                .m = 1.0, .u = {0, 0, 0}, .steps = -1, .every = 1};
    const char *cone = "pyramid", *show = "path", *check_file = NULL;
    const char *steps_text = NULL, *t_text = NULL, *until = "";
    int write_step = 1, every = 1;
    cli_option options[] = {
        {"nd", CLI_INT, &c.nd, CLI_ANY, NULL, "friction directions n_d (3..32)", 0},
        {"mu", CLI_REAL, &c.mu, CLI_NONNEGATIVE, NULL, "friction coefficient mu", 0},
        {"beta", CLI_REAL, &c.beta, CLI_ANY, NULL, "sliding direction, degrees from d_1", 0},
        {"v0", CLI_REAL, &c.v0, CLI_NONNEGATIVE, NULL, "initial speed v0", 0},
        {"h", CLI_REAL, &c.h, CLI_POSITIVE, NULL, "time step h", 0},
        {"steps", CLI_TEXT, &steps_text, CLI_ANY, "N",
         "number of steps, >= 0 (default: until it sticks)", 0},
        {"t", CLI_TEXT, &t_text, CLI_ANY, "T",
         "end time, >= 0: t / h steps, not with --steps (default: until it sticks)", 0},
        {"until", CLI_WORD, &until, CLI_ANY, "stuck",
         "run until the particle sticks (the default without --steps and --t)", 0},
        {"every", CLI_INT, &every, CLI_POSITIVE, NULL, "a row every N-th step (and the last)", 0},
        {"g", CLI_REAL, &c.g, CLI_NONNEGATIVE, NULL, "gravity g (along -n)", 0},
        {"m", CLI_REAL, &c.m, CLI_POSITIVE, NULL, "particle mass m", 0},
        {"surface-vx", CLI_REAL, &c.u[0], CLI_ANY, NULL, "plane velocity u along t = x", 0},
        {"surface-vy", CLI_REAL, &c.u[1], CLI_ANY, NULL, "plane velocity u along o = y", 0},
        {"surface-vz", CLI_REAL, &c.u[2], CLI_ANY, NULL, "plane velocity u along n = z", 0},
        {"cone", CLI_WORD, &cone, CLI_ANY, "pyramid|circle|box",
         "friction cone (see below)", 0},
        {"show", CLI_WORD, &show, CLI_ANY, "path|alpha|stop|bias|deficit|polygon",
         "view (see below)", 0},
        {"write-lcp", CLI_INT, &write_step, CLI_POSITIVE, NULL,
         "step N's LCP as an lcp file, no table", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    cli_spec spec = {
        "friction-cone",
        "A particle sliding on the plane z = 0 with a polyhedral friction cone,\n"
        "D = F A with n_d equally spaced directions.",
        "The run: until the particle sticks (the default, or --until stuck; at\n"
        "most 10000000 steps, then exit status 3; a launch that friction cannot\n"
        "stop within them, |v0 - u| / (mu g h) steps or more, is refused with\n"
        "status 1), or --steps N (0: the initial row only) or --t T (T / h\n"
        "steps, rounded up).\n"
        "--show path: l t x y vx vy fn, row l at t = l h, fn the normal force of the\n"
        "  step that produced the row (and z vz when --surface-vz is not 0).\n"
        "--show alpha: per step the sliding speed s, the number nz of non-zero\n"
        "  alpha_j, the first two (j, k) and their values, and mu fn.\n"
        "--show stop: time to stick, distance and heading (degrees) of the\n"
        "  displacement relative to the plane, time-stepped and continuous, and the\n"
        "  continuous displacement (x_cont, y_cont), for n_d = 4, 8, 16 (or --nd;\n"
        "  or the box) and the circle; needs mu > 0, g > 0, u_z = 0.\n"
        "--show bias: for sliding directions theta (degrees), the kinematic LCP's\n"
        "  force: its angle err to -v (degrees) and its component against v over\n"
        "  mu fn (opp), for n_d = 4, 8, 16 (or --nd, or the box).\n"
        "--show deficit: the largest err and 1 - opp, against pi/n_d, 1 - cos(pi/n_d).\n"
        "--show polygon: the friction polygon for the launch velocity and f_n = m g:\n"
        "  per direction j, d_j (dx dy dz: column j of D = F A), the vertex\n"
        "  mu f_n d_j (fx fy), the kinematic LCP's alpha_j, and edge = 1 on the\n"
        "  edge the velocity turns towards (only the vertex if v does not turn).\n"
        "--cone pyramid: D = F A with n_d unit directions (an LCP per step);\n"
        "  circle: the circular cone |f_t| <= mu f_n, solved in closed form;\n"
        "  box: the clamp |f_x|, |f_y| <= mu f_n of many engines, as D with\n"
        "  the four columns (+-1, +-1) (a square, not a pyramid of unit d_j).\n"
        "Options a view does not use are refused.\n"
        "--write-lcp N: the LCP of step N (pyramid only) in the lcp command's file\n"
        "  format, e.g.  friction-cone --write-lcp 1 | lcp solve --exact -\n"
        "Exit status 2 or 3 if a step's LCP is not solved (as the lcp command);\n"
        "1 for a step h whose impulse m g h, speed g h or travel h v0 is subnormal\n"
        "(below 2.2e-308: it has lost digits).\n\n"
        TABLE_CHECK_HELP "\n"
        "With --show path or alpha (pyramid or box), a wrong fn, alpha_j, alpha_k\n"
        "or s also gets the condition of the step's LCP your numbers break.",
        options, (int)(sizeof options / sizeof options[0]), NULL};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    if (c.nd < MIN_ND || c.nd > FRICTION_MAX_ND) {
        fprintf(stderr,
                "friction-cone: option --nd: expected an integer in %d..%d (at least %d "
                "directions to span the plane, at most the library's %d), got '%d'\n",
                MIN_ND, FRICTION_MAX_ND, MIN_ND, FRICTION_MAX_ND, c.nd);
        return 1;
    }
    c.circle = strcmp(cone, "circle") == 0;
    c.box = strcmp(cone, "box") == 0;
    if (c.box && cli_refuse(&spec, "nd", "with --cone box (it has 4 directions)"))
        return 1;
    if (c.box)
        c.nd = 4;
    if (cli_given(&spec, "until") && (steps_text || t_text)) {
        fprintf(stderr, "friction-cone: --until stuck and --%s both give the length of the "
                        "run: give one (try --help)\n", steps_text ? "steps" : "t");
        return CLI_STATUS_USAGE;
    }
    c.steps = cli_run_steps_text(&spec, steps_text, t_text, c.h, -1);
    if (c.steps < -1)
        return CLI_STATUS_USAGE;
    c.every = every;
    int steps_taken = cli_given(&spec, "write-lcp") ||
                      !(strcmp(show, "bias") == 0 || strcmp(show, "deficit") == 0 ||
                        strcmp(show, "polygon") == 0); /* these three take no step */
    if (steps_taken && refuse_subnormal(&c))
        return CLI_STATUS_USAGE;
    if (cli_given(&spec, "write-lcp"))
        return run_write(&spec, &c, write_step);
    int status = table_check_start(&c.check, "friction-cone", check_file);
    if (status != 0)
        return status;
    return table_check_end(c.check, run_show(&spec, &c, show));
}
