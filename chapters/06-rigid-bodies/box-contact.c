/* box-contact: a box on the plane z = 0 with Coulomb friction, one LCP per
 * step (the notes on Coulomb friction, pp. 6-7, with the rigid body;
 * Examples 6.2 and 7.2).
 *
 * The box has edges a, b, c along its body x, y, z axes and mass m; its
 * corners are the contact points.  Each step takes the corners near the
 * plane (gap psi = the corner's height, with psi/h for a corner not yet
 * touching), builds the LCP in (p_n, p_f, s) of rigid_contact_plane_lcp and
 * solves it with lcp_solve, which checks every answer.  Gravity g points along
 * -z, or is tilted by --slope in the x-z plane so that downhill is +x: the
 * plane z = 0 is then an incline.
 *
 * Row l is the state at t = l h: the centre x y z, the quaternion, the
 * centre's velocity and the world angular velocity.
 */
#include "cli.h"
#include "dmath.h"
#include "lcp_io.h"
#include "linalg.h"
#include "number.h"
#include "quat.h"
#include "rigid_contact.h"
#include "table.h"
#include "table_check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MIN_ND 3
#define TIP_DEGREES 5.0    /* --show incline: tipped beyond this tilt */
#define SINK_FRACTION 0.01 /* a step that leaves a corner deeper than this
                              fraction of the smallest edge is refused */
#define ENERGY_TOL 1e-8    /* relative: the energy balance's rounding */

typedef struct {
    double a, b, c, m, mu, g, h, slope;
    int nd, steps, every;
    int until_rest; /* neither --steps nor --t: run until at rest */
    double x0[3], e0[4], v0[3], omega0[3], F[3];
    table_check *check; /* --check: compares every table (NULL: printed) */
} config;

static rigid_contact_step_info info; /* large (the LCP of up to 8 contacts): not on the stack */

/* The box, the plane's friction and the step of the options. */
static void make_model(const config *c, rigid_contact_plane_model *model)
{
    memset(model, 0, sizeof *model);
    rigid_contact_box(c->m, c->a, c->b, c->c, model);
    model->mu = c->mu;
    model->nd = c->nd;
    model->h = c->h;
    model->margin = 1e-6 * (c->a + c->b + c->c);
}

/* The options' state; the world omega turned into the body frame. */
static rigid_body_state initial_state(const config *c)
{
    rigid_body_state s;
    memset(&s, 0, sizeof s);
    memcpy(s.x, c->x0, sizeof s.x);
    memcpy(s.e, c->e0, sizeof s.e);
    memcpy(s.v, c->v0, sizeof s.v);
    quat_rotate_back(s.e, c->omega0, s.w); /* body-frame w = R^T omega */
    return s;
}

/* [box-force] */
/* Gravity tilted by the slope theta in the x-z plane, downhill +x:
 * m g (sin theta, 0, -cos theta), plus the applied force. */
static void total_force(const config *c, double F[3])
{
    double th = c->slope * DMATH_PI / 180.0;
    F[0] = c->m * c->g * dmath_sin(th) + c->F[0];
    F[1] = c->F[1];
    F[2] = -c->m * c->g * dmath_cos(th) + c->F[2];
}
/* [/box-force] */

/* Scales of rounding noise: speeds and lengths of the run. */
static double speed_scale(const config *c)
{
    double size = c->a + c->b + c->c;
    return rigid_body_norm(c->v0) + rigid_body_norm(c->omega0) * size + fabs(c->g) * c->h + 1.0;
}

/* The size of coordinate k (0, 1, 2: x, y, z) of a point of the box: the
 * box's size and where that coordinate starts, not the other coordinates'
 * starts (a box at x = 1e12 keeps z = 0.1: z is never added to x). */
static double length_scale(const config *c, int k)
{
    return c->a + c->b + c->c + fabs(c->x0[k]);
}

/* One row: l t x y z e0..e3 vx vy vz wx wy wz (world frame). */
static void state_row(table *t, const config *c, int l, const rigid_body_state *s)
{
    double omega[3], size = c->a + c->b + c->c;
    quat_rotate(s->e, s->w, omega);
    table_int(t, l);
    table_num(t, s->t);
    for (int k = 0; k < 3; k++)
        table_num_scaled(t, s->x[k], length_scale(c, k));
    for (int k = 0; k < 4; k++)
        table_num_scaled(t, s->e[k], 1.0);
    for (int k = 0; k < 3; k++)
        table_num_scaled(t, s->v[k], speed_scale(c));
    for (int k = 0; k < 3; k++)
        table_num_scaled(t, omega[k], speed_scale(c) / size);
    table_end_row(t);
}

/* [box-step-checks] */
/* After a solved step: the state finite, no corner sunk deeper than
 * SINK_FRACTION of the smallest edge (the contacts are linearised over the
 * step: a step so long, or a motion so fast, that a corner ends deep below
 * the plane is outside what the LCP models), and the energy balance of
 * rigid_contact_plane_energy_excess: the box gains no energy beyond the work of
 * the applied force and gravity (and of the gap term on a sunk corner).
 * Returns 0, or 3 after a message naming the step. */
static int step_checks(const config *c, const rigid_contact_plane_model *model,
                       const rigid_body_state *before, const rigid_body_state *s, const double F[3],
                       int l)
{
    int corner = 0;
    double scale, excess = rigid_contact_plane_energy_excess(model, before, s, F, &info, &scale);
    double depth = -rigid_contact_plane_lowest(model, s, &corner);
    if (!linalg_all_finite(3, s->x) || !linalg_all_finite(3, s->v) || !linalg_all_finite(3, s->w) ||
        !isfinite(excess) || !isfinite(scale)) {
        fprintf(stderr, "box-contact: step %d: the state overflowed; stopped\n", l);
        return CLI_STATUS_FAILED;
    }
    if (depth > SINK_FRACTION * fmin(c->a, fmin(c->b, c->c))) {
        fprintf(stderr, "box-contact: step %d: corner %d ends %g below the plane: the step "
                        "moved the box too far for its linearised contacts (try a smaller "
                        "--h); stopped\n", l, corner + 1, depth);
        return CLI_STATUS_FAILED;
    }
    if (excess > ENERGY_TOL * scale && info.nc == 0) {
        fprintf(stderr, "box-contact: step %d: no corner near the plane (no LCP solved), yet "
                        "the kinetic energy grew by %g more than the work of the forces: the "
                        "step's motion is lost in rounding at the centre (%g, %g, %g); "
                        "stopped\n", l, excess, s->x[0], s->x[1], s->x[2]);
        return CLI_STATUS_FAILED;
    }
    if (excess > ENERGY_TOL * scale) {
        fprintf(stderr, "box-contact: step %d: the kinetic energy grew by %g more than the "
                        "work of the forces (the LCP's answer is too inexact at this scale); "
                        "stopped\n", l, excess);
        return CLI_STATUS_FAILED;
    }
    return 0;
}
/* [/box-step-checks] */

/* One step; on failure the message on stderr and the exit status.  An LCP
 * whose data are not finite (lcp_solve's bad input) comes from a state or
 * force that overflowed: status 3, as the run's other overflows. */
static int step(const config *c, const rigid_contact_plane_model *model, rigid_body_state *s, int l)
{
    double F[3];
    rigid_body_state before = *s;
    total_force(c, F);
    lcp_status status = rigid_contact_plane_step(model, s, F, NULL, &info);
    if (status == LCP_BAD_INPUT) {
        fprintf(stderr, "box-contact: step %d: the LCP's data overflowed (%s); stopped\n", l,
                info.lcp.message);
        return CLI_STATUS_FAILED;
    }
    if (status != LCP_SOLVED) {
        fprintf(stderr, "box-contact: step %d: the LCP of %d contacts (size %d): %s\n", l,
                info.nc, info.size, info.lcp.message);
        return lcp_exit_code(status);
    }
    return step_checks(c, model, &before, s, F, l);
}

/* At rest: in contact, and every velocity zero to rounding. */
static int at_rest(const config *c, const rigid_body_state *s)
{
    double size = c->a + c->b + c->c;
    return info.nc > 0 && table_denoise(rigid_body_norm(s->v), speed_scale(c)) == 0.0 &&
           table_denoise(rigid_body_norm(s->w) * size, speed_scale(c)) == 0.0;
}

/* --steps (or --t), or the cap for a run until rest. */
static long steps_to_run(const config *c)
{
    return c->until_rest ? CLI_MAX_STEPS : c->steps;
}

/* For --check: the step's LCP, whose z_i is contact i's p_n (column pn) and
 * z_{nc (nd + 1) + i} its slack (column s); pfx, pfy = sum_j d_j p_f,ij
 * are affine in z (d_j: the force part of the direction's wrench). */
static void attach_lcp(table *t, int i)
{
    char columns[4 * RIGID_CONTACT_MAX_LCP];
    size_t used = 0;
    int nd = info.size / info.nc - 2, slack = info.nc * (nd + 1) + i;
    for (int k = 0; k < info.size; k++)
        used += (size_t)snprintf(columns + used, sizeof columns - used, "%s%s", k ? " " : "",
                                 k == i ? "pn" : k == slack ? "s" : "-");
    table_row_lcp(t, &(lcp_problem){.n = info.size, .M = info.A, .q = info.b}, info.z, columns,
                  NULL);
    for (int axis = 0; axis < 2; axis++) {
        double a[RIGID_CONTACT_MAX_LCP] = {0};
        for (int j = 0; j < nd; j++)
            a[info.nc + i * nd + j] = info.Gf[6 * (i * nd + j) + axis];
        table_row_lcp_affine(t, axis ? "pfy" : "pfx", a, 0.0);
    }
}

/* A row of --show contacts per active contact: the corner (1..8), its point
 * x y, psi, p_n, the friction impulse D p_f (x, y) and s. */
static void contact_rows(table *t, const config *c, int l, const rigid_body_state *before)
{
    double pscale = c->m * (speed_scale(c) + fabs(c->g) * c->h);
    for (int i = 0; i < info.nc; i++) {
        const rigid_contact_active *k = &info.contact[i];
        table_int(t, l);
        table_int(t, k->point + 1);
        table_num_scaled(t, before->x[0] + k->r[0], length_scale(c, 0));
        table_num_scaled(t, before->x[1] + k->r[1], length_scale(c, 1));
        table_num_scaled(t, k->psi, length_scale(c, 2));
        table_num_scaled(t, k->pn, pscale);
        table_num_scaled(t, k->friction[0], pscale);
        table_num_scaled(t, k->friction[1], pscale);
        table_num_scaled(t, k->s, speed_scale(c));
        attach_lcp(t, i);
        table_end_row(t);
    }
}

/* A row of --show lcp: the step's LCP size, contacts, how it was solved. */
static void lcp_row(table *t, int l)
{
    table_int(t, l);
    table_int(t, info.nc);
    table_int(t, info.size);
    table_text(t, info.nc > 0 ? lcp_method_name(info.lcp.method) : "-");
    table_int(t, info.lcp.iterations);
    table_num(t, info.lcp.violation);
    table_end_row(t);
}

/* A row of --show energy: the kinetic energy T and the length of the
 * world angular momentum |L| (about the centre), and their relative
 * changes since the start, T/T0 - 1 and |L|/|L0| - 1 (0 when T0 or |L0|
 * is 0).  In free flight the exact motion keeps both; the contact step's
 * free velocity keeps T and lets |L| change (rigid_contact_free_velocity). */
static void energy_row(table *t, const rigid_contact_plane_model *model, int l,
                       const rigid_body_state *s, const rigid_body_state *start)
{
    double L[3], L0[3];
    rigid_body_angular_momentum(&model->body, s, L);
    rigid_body_angular_momentum(&model->body, start, L0);
    double T = rigid_body_kinetic_energy(&model->body, s),
           T0 = rigid_body_kinetic_energy(&model->body, start);
    double n = rigid_body_norm(L), n0 = rigid_body_norm(L0);
    table_int(t, l);
    table_num(t, s->t);
    table_num(t, T);
    table_num(t, n);
    table_num_scaled(t, T0 > 0.0 ? T / T0 - 1.0 : 0.0, 1.0);
    table_num_scaled(t, n0 > 0.0 ? n / n0 - 1.0 : 0.0, 1.0);
    table_end_row(t);
}

typedef enum { VIEW_STATE, VIEW_CONTACTS, VIEW_LCP, VIEW_ENERGY } view;

/* The header of each view's table. */
static const char *view_header(view v)
{
    return v == VIEW_CONTACTS ? "l corner px py psi pn pfx pfy s"
           : v == VIEW_LCP    ? "l nc n method pivots violation"
           : v == VIEW_ENERGY ? "l t T L dT dL"
                              : "l t x y z e0 e1 e2 e3 vx vy vz wx wy wz";
}

/* The run: a state row per step, or each step's contacts or LCP. */
static int simulate(const config *c, view v)
{
    rigid_contact_plane_model model;
    make_model(c, &model);
    rigid_body_state s = initial_state(c), before, start = s;
    table t;
    long steps = steps_to_run(c);
    table_begin(&t, stdout, view_header(v));
    table_check_table(c->check, &t);
    if (v == VIEW_STATE)
        state_row(&t, c, 0, &s);
    else if (v == VIEW_ENERGY)
        energy_row(&t, &model, 0, &s, &start);
    for (long l = 1; l <= steps; l++) {
        before = s;
        int status = step(c, &model, &s, (int)l);
        if (status != 0) {
            table_end(&t);
            return status;
        }
        int rest = c->until_rest && at_rest(c, &s);
        if (!cli_print_step(l, steps, c->every) && !rest)
            continue;
        if (v == VIEW_STATE)
            state_row(&t, c, (int)l, &s);
        else if (v == VIEW_CONTACTS)
            contact_rows(&t, c, (int)l, &before);
        else if (v == VIEW_ENERGY)
            energy_row(&t, &model, (int)l, &s, &start);
        else
            lcp_row(&t, (int)l);
        if (rest)
            return table_end(&t);
    }
    int printed = table_end(&t);
    if (c->until_rest) {
        fprintf(stderr, "box-contact: still moving after %ld steps, the cap on a run's "
                        "length; give --steps or --t\n", CLI_MAX_STEPS);
        return CLI_STATUS_FAILED;
    }
    return printed;
}

/* --write-lcp K: step K's LCP (the state after K - 1 steps). */
static int write_step_lcp(const config *c, int k)
{
    rigid_contact_plane_model model;
    make_model(c, &model);
    rigid_body_state s = initial_state(c);
    for (int l = 1; l < k; l++) {
        int status = step(c, &model, &s, l);
        if (status != 0)
            return status;
    }
    double F[3];
    total_force(c, F);
    rigid_contact_plane_lcp(&model, &s, F, &info);
    if (info.nc == 0) {
        fprintf(stderr, "box-contact: --write-lcp %d: no corner is near the plane in step %d, "
                        "so the step has no LCP\n", k, k);
        return 1;
    }
    char comment[300];
    snprintf(comment, sizeof comment,
             "box-contact step %d (t = %.10g to %.10g): %d contacts, n_d = %d; the LCP in\n"
             "z = (p_n (%d), p_f (%d x %d, contact by contact), s (%d)), impulses p = h f "
             "(the notes' final LCP)", k, s.t, s.t + c->h, info.nc, c->nd, info.nc, info.nc, c->nd,
             info.nc);
    lcp_write(stdout, &(lcp_problem){.n = info.size, .M = info.A, .q = info.b}, comment);
    return 0;
}

/* ------------------------------------------------------------ the incline */

/* [box-incline-predict] */
/* The closed form on an incline of slope theta, base a (downhill) and
 * height c: sticking needs tan theta <= mu; a sticking box stays upright
 * while the weight's line falls inside the base, tan theta <= a/c.  A
 * sliding box carries mu N at its base; it tips when the normal force
 * would have to act beyond the downhill edge, mu > a/c. */
static const char *predicted(double slope_deg, double mu, double a_over_c)
{
    double t = dmath_tan(slope_deg * DMATH_PI / 180.0);
    if (t <= mu)
        return t <= a_over_c ? "rest" : "tip";
    return mu <= a_over_c ? "slide" : "tip";
}
/* [/box-incline-predict] */

/* What the time stepping did: tipped (tilt beyond TIP_DEGREES), slid (the
 * centre moved downhill more than rounding) or stayed at rest. */
static int classify(const config *c, int steps, double *dx, double *tilt, const char **outcome)
{
    rigid_contact_plane_model model;
    make_model(c, &model);
    rigid_body_state s = initial_state(c);
    double R[9];
    *tilt = 0.0;
    for (int l = 1; l <= steps; l++) {
        int status = step(c, &model, &s, l);
        if (status != 0)
            return status;
        quat_rotation(s.e, R);
        *tilt = fmax(*tilt, dmath_acos(fmin(1.0, R[8])) * 180.0 / DMATH_PI);
    }
    *dx = s.x[0] - c->x0[0];
    *outcome = *tilt > TIP_DEGREES ? "tip"
               : table_denoise(*dx, length_scale(c, 0)) > 0.0 ? "slide" : "rest";
    return 0;
}

/* --show incline: slopes 5, 10, .. 60 degrees against a/c = 0.1 .. 2 (c
 * fixed, a = ratio c): the predicted and the time-stepped outcome. */
static int show_incline(const config *c)
{
    table t;
    int agree = 0, total = 0;
    table_begin_digits(&t, stdout, "slope a_over_c tan predicted outcome dx tilt", 6);
    table_check_table(c->check, &t);
    for (int r = 1; r <= 20; r++) {
        for (int deg = 5; deg <= 60; deg += 5) {
            config k = *c;
            k.slope = deg;
            k.a = 0.1 * r * c->c;
            k.x0[2] = 0.5 * k.c;
            memset(k.v0, 0, sizeof k.v0);       /* from rest */
            memset(k.omega0, 0, sizeof k.omega0);
            double dx, tilt;
            const char *outcome;
            int status = classify(&k, c->steps, &dx, &tilt, &outcome);
            if (status != 0) {
                table_end(&t);
                return status;
            }
            const char *p = predicted(deg, c->mu, 0.1 * r);
            agree += strcmp(p, outcome) == 0;
            total++;
            table_int(&t, deg);
            table_num(&t, 0.1 * r);
            table_num(&t, dmath_tan(deg * DMATH_PI / 180.0));
            table_text(&t, p);
            table_text(&t, outcome);
            table_num_scaled(&t, dx, length_scale(&k, 0));
            table_num(&t, tilt);
            table_end_row(&t);
        }
    }
    int printed = table_end(&t);
    printf("# %d of %d outcomes as predicted (mu = %g, %d steps of h = %g)\n", agree, total,
           c->mu, c->steps, c->h);
    return printed;
}

/* ------------------------------------------------------------ main */

/* Refuse what no box can be: bad sizes are refused by cli_parse; here
 * --nd, and the run's length: --steps N, --t T (steps T / h), or neither
 * (until at rest), never both. */
static int check_config(const cli_spec *spec, config *c, const char *steps_text,
                        const char *t_text, const char *z_text)
{
    if (c->nd < MIN_ND || c->nd > RIGID_CONTACT_MAX_ND) {
        fprintf(stderr, "box-contact: option --nd: expected an integer in %d..%d (at least %d "
                        "directions to span the plane), got '%d'\n", MIN_ND, RIGID_CONTACT_MAX_ND,
                MIN_ND, c->nd);
        return 1;
    }
    if (z_text) {
        if (number_read_double(z_text, strlen(z_text), &c->x0[2]) != NUMBER_OK) {
            fprintf(stderr, "box-contact: option --z: expected a finite number, got '%s' "
                            "(try --help)\n", z_text);
            return 1;
        }
    }
    long steps = cli_run_steps_text(spec, steps_text, t_text, c->h, -1);
    if (steps == -2)
        return 1;
    c->until_rest = steps == -1;
    if (!c->until_rest)
        c->steps = (int)steps;
    return 0;
}

/* [box-start] */
/* The start: --z by default puts the lowest corner on the plane (c/2 for
 * the unrotated box); a given --z that puts a corner below the plane is
 * refused (the step's gap term psi / h would throw the box out at
 * |psi| / h). */
static int place_box(const cli_spec *spec, config *c)
{
    rigid_contact_plane_model model;
    make_model(c, &model);
    int corner = 0;
    rigid_body_state s = initial_state(c);
    s.x[2] = 0.0;
    double lowest = rigid_contact_plane_lowest(&model, &s, &corner);
    if (!cli_given(spec, "z")) {
        c->x0[2] = -lowest;
        return 0;
    }
    if (c->x0[2] + lowest < -model.margin) {
        fprintf(stderr, "box-contact: option --z: the box starts with corner %d %g below the "
                        "plane z = 0; give --z %.10g or more\n", corner + 1,
                -(c->x0[2] + lowest), -lowest);
        return 1;
    }
    return 0;
}
/* [/box-start] */

/* Data that lose their digits (cli.h): a subnormal step h,
 * impulse of gravity m g h, speed g h or travel h |v|; a box so far out
 * that a step's travel along an axis (its velocity, its spin times its
 * size, and the force's h F / m) is lost in the last digit of its
 * centre's coordinate there.  1 after a message, else 0. */
static int refuse_lost_digits(const config *c)
{
    static const char *axis[3] = {"x", "y", "z"};
    double F[3], size = c->a + c->b + c->c, h = c->h;
    total_force(c, F);
    if (cli_refuse_subnormal("box-contact", "h", "the step h", h) ||
        cli_refuse_subnormal("box-contact", "h", "the impulse of gravity m g h", c->m * c->g * h) ||
        cli_refuse_subnormal("box-contact", "h", "the speed gravity gives in a step, g h",
                             c->g * h) ||
        cli_refuse_subnormal("box-contact", "h", "a step's travel h |v0|",
                             h * rigid_body_norm(c->v0)) ||
        cli_refuse_subnormal("box-contact", "h", "a step's turn h |omega0|",
                             h * rigid_body_norm(c->omega0)))
        return 1;
    for (int k = 0; k < 3; k++) {
        double travel =
            h * (fabs(c->v0[k]) + rigid_body_norm(c->omega0) * size + h * fabs(F[k]) / c->m);
        if (cli_refuse_lost_travel("box-contact", axis[k], c->x0[k], travel))
            return 1;
    }
    return 0;
}

/* A lower bound on the steps to rest: the contacts' normal impulses over a
 * time T add up to m max(0, -v_z0) - F_z T at most (the box ends with
 * v_z = 0), their friction to mu times that (each contact's pyramid lies in
 * its circular cone), so the centre's speed along the plane |v_t0| falls by
 * at most mu m max(0, -v_z0) / m + (mu |F_z| + |F_t|) T / m (the notes' p. 6; Example 7.2):
 * T >= (|v_t0| - mu max(0, -v_z0)) / ((mu |F_z| + |F_t|) / m). */
static double steps_to_rest(const config *c, const double F[3], double *speed, double *decel)
{
    *speed = dmath_hypot(c->v0[0], c->v0[1]);
    *decel = (c->mu * fabs(F[2]) + dmath_hypot(F[0], F[1])) / c->m;
    if (!isfinite(*decel))
        return 0.0; /* a force that overflowed: the run's first step says so */
    return cli_steps_to_rest(*speed, c->mu * fmax(0.0, -c->v0[2]), *decel, speed_scale(c),
                             c->h);
}

/* The view --show picks, after refusing what it does not use. */
static int run_show(const cli_spec *spec, config *c, const char *show)
{
    if (strcmp(show, "incline") == 0) {
        if (cli_refuse(spec, "a slope x y z e0 e1 e2 e3 vx vy vz wx wy wz fx fy fz",
                       "with --show incline (it sweeps the slope and a/c from rest)"))
            return 1;
        if (c->until_rest)
            c->steps = 100;
        return cli_refuse(spec, "every", "with --show incline") ? 1 : show_incline(c);
    }
    double F[3];
    total_force(c, F);
    int moving = rigid_body_norm(c->v0) > 0.0 || rigid_body_norm(c->omega0) > 0.0;
    if (c->until_rest && (F[2] > 0.0 || dmath_hypot(F[0], F[1]) > c->mu * -F[2] ||
                          (F[2] == 0.0 && moving))) {
        fprintf(stderr, "box-contact: the constant force (gravity on --slope %g, --fx --fy "
                        "--fz) is outside the friction cone, |F_t| > mu F_n, or presses "
                        "nothing on the plane: the box may never come to rest; give --steps "
                        "or --t (the default runs until it rests)\n", c->slope);
        return 1;
    }
    if (c->until_rest && c->mu <= 0.0) {
        fprintf(stderr, "box-contact: --mu %g: without friction the box may never come to "
                        "rest; give --steps N (the default runs until it rests)\n", c->mu);
        return 1;
    }
    if (c->until_rest) {
        double speed, decel, need = steps_to_rest(c, F, &speed, &decel);
        char cause[160];
        snprintf(cause, sizeof cause, "sliding at %.3g along the plane, slowed by friction and "
                                      "the forces by at most %.3g per unit time", speed, decel);
        if (cli_refuse_endless("box-contact", cause, need, c->h,
                               "give --steps N or --t T (the default runs until it rests)"))
            return 1;
    }
    view v = strcmp(show, "contacts") == 0 ? VIEW_CONTACTS
             : strcmp(show, "lcp") == 0    ? VIEW_LCP
             : strcmp(show, "energy") == 0 ? VIEW_ENERGY
                                           : VIEW_STATE;
    return simulate(c, v);
}

/* Options, checks, then --write-lcp or a view. */
int main(int argc, char **argv)
{
    config c = {.a = 0.4, .b = 0.3, .c = 0.2, .m = 1.0, .mu = 0.5, .g = 9.81, .h = 0.01,
                .slope = 0.0, .nd = 4, .steps = 0, .every = 1, .x0 = {0, 0, 0}, .e0 = {1, 0, 0, 0},
                .v0 = {1, 0, 0}, .omega0 = {0, 0, 0}, .F = {0, 0, 0}};
    const char *show = "state", *check_file = NULL;
    int write_step = 1;
    /* --steps, --t and --z have no default value: not given, the run goes
     * until the box rests and the lowest corner starts on the plane */
    const char *steps_text = NULL, *t_text = NULL, *z_text = NULL;
    cli_option options[] = {
        {"a", CLI_REAL, &c.a, CLI_POSITIVE, NULL, "edge along the body x axis", 0},
        {"b", CLI_REAL, &c.b, CLI_POSITIVE, NULL, "edge along the body y axis", 0},
        {"c", CLI_REAL, &c.c, CLI_POSITIVE, NULL, "edge along the body z axis (height)", 0},
        {"m", CLI_REAL, &c.m, CLI_POSITIVE, NULL, "mass m", 0},
        {"mu", CLI_REAL, &c.mu, CLI_NONNEGATIVE, NULL, "friction coefficient mu", 0},
        {"nd", CLI_INT, &c.nd, CLI_ANY, NULL, "friction directions n_d (3..16)", 0},
        {"h", CLI_REAL, &c.h, CLI_POSITIVE, NULL, "time step h", 0},
        {"g", CLI_REAL, &c.g, CLI_NONNEGATIVE, NULL, "gravity g", 0},
        {"slope", CLI_REAL, &c.slope, CLI_ANY, NULL,
         "incline, degrees: gravity tilted, downhill +x", 0},
        {"steps", CLI_TEXT, &steps_text, CLI_ANY, "N",
         "steps, >= 0; 0: the start only (default: until at rest)", 0},
        {"t", CLI_TEXT, &t_text, CLI_ANY, "X",
         "end time, >= 0: t / h steps, not with --steps (default: until at rest)", 0},
        {"every", CLI_INT, &c.every, CLI_POSITIVE, NULL,
         "a row every N-th step (and the first and last)", 0},
        {"x", CLI_REAL, &c.x0[0], CLI_ANY, NULL, "initial centre x", 0},
        {"y", CLI_REAL, &c.x0[1], CLI_ANY, NULL, "initial centre y", 0},
        {"z", CLI_TEXT, &z_text, CLI_ANY, "X",
         "initial centre z (default: the lowest corner on z = 0)", 0},
        {"e0", CLI_REAL, &c.e0[0], CLI_ANY, NULL, "initial quaternion, scalar part", 0},
        {"e1", CLI_REAL, &c.e0[1], CLI_ANY, NULL, "initial quaternion, e1", 0},
        {"e2", CLI_REAL, &c.e0[2], CLI_ANY, NULL, "initial quaternion, e2", 0},
        {"e3", CLI_REAL, &c.e0[3], CLI_ANY, NULL, "initial quaternion, e3", 0},
        {"vx", CLI_REAL, &c.v0[0], CLI_ANY, NULL, "initial velocity of the centre, x", 0},
        {"vy", CLI_REAL, &c.v0[1], CLI_ANY, NULL, "initial velocity, y", 0},
        {"vz", CLI_REAL, &c.v0[2], CLI_ANY, NULL, "initial velocity, z", 0},
        {"wx", CLI_REAL, &c.omega0[0], CLI_ANY, NULL, "initial angular velocity (world), x", 0},
        {"wy", CLI_REAL, &c.omega0[1], CLI_ANY, NULL, "initial angular velocity, y", 0},
        {"wz", CLI_REAL, &c.omega0[2], CLI_ANY, NULL, "initial angular velocity, z", 0},
        {"fx", CLI_REAL, &c.F[0], CLI_ANY, NULL, "constant force at the centre, x", 0},
        {"fy", CLI_REAL, &c.F[1], CLI_ANY, NULL, "constant force at the centre, y", 0},
        {"fz", CLI_REAL, &c.F[2], CLI_ANY, NULL, "constant force at the centre, z", 0},
        {"show", CLI_WORD, &show, CLI_ANY, "state|contacts|lcp|energy|incline",
         "view (see below)", 0},
        {"write-lcp", CLI_INT, &write_step, CLI_POSITIVE, NULL,
         "step N's LCP as an lcp file, no table", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    cli_spec spec = {
        "box-contact",
        "A box on the plane z = 0 with Coulomb friction: the corners near the plane\n"
        "are contacts, one LCP per step.",
        "--show state: l t x y z e0 e1 e2 e3 vx vy vz wx wy wz (world frame; w the\n"
        "  world angular velocity), row l at t = l h.\n"
        "--show contacts: per step and active contact the corner (1..8), its point\n"
        "  px py, the gap psi, p_n, the friction impulse D p_f (pfx pfy) and s.\n"
        "--show lcp: per step the contacts nc, the LCP's size n = nc (n_d + 2), the\n"
        "  method that solved it, its pivots (all methods tried) and the check's\n"
        "  largest violation.\n"
        "--show energy: per step the kinetic energy T, the length L of the world\n"
        "  angular momentum about the centre, dT = T/T0 - 1 and dL = L/L0 - 1.\n"
        "--show incline: slopes 5..60 degrees against a/c = 0.1..2 (a = ratio c)\n"
        "  from rest: the outcome predicted in closed form and the time-stepped\n"
        "  one (tip: tilt over 5 degrees; slide: the centre moved) after --steps\n"
        "  (default 100).\n"
        "Without --steps or --t the run goes until the box is at rest (every velocity\n"
        "  zero to rounding), at most 10000000 steps (then status 3); a launch that\n"
        "  friction cannot stop within them, |v_t0| / ((mu |F_z| + |F_t|) h / m) steps\n"
        "  or more, is refused (status 1) with the steps it needs.\n"
        "A step h whose impulse m g h, speed g h or travel h |v0| is subnormal (below\n"
        "  2.2e-308), or a start so far out that a step's travel is lost in the last\n"
        "  digit of the centre's coordinate, is refused (status 1).\n"
        "A step that ends with a corner deeper below the plane than 1% of the\n"
        "  smallest edge (the step too long for its linearised contacts), or with\n"
        "  more kinetic energy than the forces' work gave it, stops the run with\n"
        "  status 3, as does overflow.  A start below the plane is refused.\n"
        "--write-lcp N: the LCP of step N in the lcp command's file format, e.g.\n"
        "  box-contact --write-lcp 1 | lcp solve --exact -\n"
        "Exit status 2 if a step's LCP has no solution (proven), 3 if not solved.\n"
        TABLE_CHECK_HELP,
        options, (int)(sizeof options / sizeof options[0]), NULL};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    if (check_config(&spec, &c, steps_text, t_text, z_text) || quat_option("box-contact", c.e0) ||
        place_box(&spec, &c) || refuse_lost_digits(&c))
        return 1;
    if (cli_given(&spec, "write-lcp")) {
        if (cli_refuse(&spec, "show steps t every check",
                       "with --write-lcp (it writes one step's LCP)"))
            return 1;
        return write_step_lcp(&c, write_step);
    }
    int status = table_check_start(&c.check, "box-contact", check_file);
    if (status != 0)
        return status;
    return table_check_end(c.check, run_show(&spec, &c, show));
}
