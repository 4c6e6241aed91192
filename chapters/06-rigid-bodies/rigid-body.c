/* rigid-body: one rigid body in free flight, torque-free or under a constant
 * body-frame torque (the particle notes, pp. 19-20.1; Example 6.1).  The state is the unit
 * quaternion e and the body-frame angular velocity w; the table shows e, w,
 * the kinetic energy T and the world angular momentum L = R(e) J w, which
 * the exact torque-free motion keeps.
 *
 * The integrators (src/rigid_body.h): explicit Euler, semi-implicit Euler
 * (w first, then e with the new w: the step of chapters 7-8 without
 * contact), and the implicit midpoint rule with a Cayley rotation, which
 * keeps T, |L| and the world L.  --rate-matrix coulomb-notes and
 * --gyroscopic notes put in the notes' printed forms (errata E2 and E5) to
 * show what they do (the old values 000 and 000-row of --rate-matrix are
 * still read).
 */
#include "cli.h"
#include "dmath.h"
#include "linalg.h"
#include "quat.h"
#include "rigid_body.h"
#include "subnormal.h"
#include "table.h"
#include "table_check.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    rigid_body body;
    double w0[3], e0[4], N[3];
    double h;
    int steps, every;
    rigid_body_options options;
    table_check *check; /* --check: compares every table (NULL: printed) */
} config;

/* [rb-rate-000] */
/* B as the notes on Coulomb friction print it (p. 7), (a, b, c, d) =
 * (e0, e1, e2, e3), last row [c b a] instead of [-c b a] (E2); used with
 * the factor 1 (they write
 * q^{l+1} = q^l + h V v, without the 1/2). */
static void rate_matrix_000(const double e[4], double B[12])
{
    quat_rate_matrix(e, B);
    B[9] = e[2];
}
/* [/rb-rate-000] */

/* B with the 1/2 inside, as the particle notes print it (p. 20; used with
 * the factor 1). */
static void rate_matrix_002(const double e[4], double B[12])
{
    quat_rate_matrix(e, B);
    for (int k = 0; k < 12; k++)
        B[k] *= 0.5;
}

/* At rest at the origin with the options' e and w. */
static rigid_body_state initial_state(const config *c)
{
    rigid_body_state s;
    memset(&s, 0, sizeof s);
    memcpy(s.e, c->e0, sizeof s.e);
    memcpy(s.w, c->w0, sizeof s.w);
    return s;
}

/* Scales for rounding noise: |w0| and |L0| (at least 1e-300). */
static double w_scale(const config *c)
{
    return fmax(rigid_body_norm(c->w0), 1e-300);
}

/* |J w0| = |L0|. */
static double L_scale(const config *c)
{
    double L[3] = {c->body.J[0] * c->w0[0], c->body.J[1] * c->w0[1], c->body.J[2] * c->w0[2]};
    return fmax(rigid_body_norm(L), 1e-300);
}

/* One row: l t e0..e3 w1..w3 T Lx Ly Lz. */
static void state_row(table *t, const config *c, int l, const rigid_body_state *s)
{
    double L[3];
    rigid_body_angular_momentum(&c->body, s, L);
    table_int(t, l);
    table_num(t, s->t);
    for (int k = 0; k < 4; k++)
        table_num_scaled(t, s->e[k], 1.0);
    for (int k = 0; k < 3; k++)
        table_num_scaled(t, s->w[k], w_scale(c));
    table_num(t, rigid_body_rotational_energy(&c->body, s->w));
    for (int k = 0; k < 3; k++)
        table_num_scaled(t, L[k], L_scale(c));
    table_end_row(t);
}

/* One step, refusing a failed midpoint solve or a state that overflowed
 * (said on stderr unless quiet).  Returns 0 or the exit status 3. */
static int step_checked(const config *c, rigid_body_state *s, const rigid_body_options *o, int l,
                        int quiet)
{
    const double F[3] = {0, 0, 0};
    rigid_body_state next = *s;
    if (rigid_body_step(&c->body, &next, F, c->N, c->h, o) != 0) {
        if (!quiet)
            fprintf(stderr, "rigid-body: step %d: the midpoint rule's Newton iteration did "
                            "not converge; try a smaller --h\n", l);
        return 3;
    }
    double L[3];
    rigid_body_angular_momentum(&c->body, &next, L);
    if (!linalg_all_finite(4, next.e) || !linalg_all_finite(3, next.w) || !linalg_all_finite(3, L) ||
        !isfinite(rigid_body_rotational_energy(&c->body, next.w))) {
        if (!quiet)
            fprintf(stderr, "rigid-body: step %d: the state overflowed (the integrator is "
                            "unstable at this --h); stopped before printing it\n", l);
        return 3;
    }
    *s = next;
    return 0;
}

/* The start's T and L must be finite (a w or J whose product overflows
 * parses fine): 0, or 3 after a message. */
static int start_finite(const config *c)
{
    rigid_body_state s = initial_state(c);
    double L[3];
    rigid_body_angular_momentum(&c->body, &s, L);
    if (isfinite(rigid_body_rotational_energy(&c->body, s.w)) && linalg_all_finite(3, L))
        return 0;
    fprintf(stderr, "rigid-body: step 0: the kinetic energy or the angular momentum of the "
                    "start overflows; nothing to run\n");
    return CLI_STATUS_FAILED;
}

/* The trajectory, every c->every-th step and the last. */
static int show_state(const config *c)
{
    rigid_body_state s = initial_state(c);
    table t;
    if (start_finite(c) != 0)
        return CLI_STATUS_FAILED;
    table_begin(&t, stdout, "l t e0 e1 e2 e3 w1 w2 w3 T Lx Ly Lz");
    table_check_table(c->check, &t);
    state_row(&t, c, 0, &s);
    for (int l = 1; l <= c->steps; l++) {
        int status = step_checked(c, &s, &c->options, l, 0);
        if (status == 0 && !isfinite(l * c->h)) {
            fprintf(stderr, "rigid-body: step %d: its time l h overflows double precision; "
                            "use a smaller --h\n", l);
            status = CLI_STATUS_FAILED;
        }
        if (status != 0) {
            table_end(&t);
            return status;
        }
        if (cli_print_step(l, c->steps, c->every))
            state_row(&t, c, l, &s);
    }
    return table_end(&t);
}

/* The largest drifts of one run: relative T, relative |L|, |L - L0|/|L0|
 * (the world vector), ||e| - 1|. */
typedef struct {
    double T, Lnorm, Lvec, e;
    int steps; /* steps done: all, or up to a failure */
} drift;

/* Run to the end or to the first failed step; the drifts until then. */
static void run_drift(const config *c, const rigid_body_options *o, drift *d)
{
    rigid_body_state s = initial_state(c);
    double L0[3], L[3], dL[3];
    rigid_body_angular_momentum(&c->body, &s, L0);
    double T0 = rigid_body_rotational_energy(&c->body, s.w), n0 = rigid_body_norm(L0);
    memset(d, 0, sizeof *d);
    for (int l = 1; l <= c->steps; l++) {
        if (step_checked(c, &s, o, l, 1) != 0)
            return;
        d->steps = l;
        rigid_body_angular_momentum(&c->body, &s, L);
        for (int k = 0; k < 3; k++)
            dL[k] = L[k] - L0[k];
        d->T = fmax(d->T, fabs(rigid_body_rotational_energy(&c->body, s.w) / T0 - 1.0));
        d->Lnorm = fmax(d->Lnorm, fabs(rigid_body_norm(L) / n0 - 1.0));
        d->Lvec = fmax(d->Lvec, rigid_body_norm(dL) / n0);
        d->e = fmax(d->e, fabs(quat_norm(s.e) - 1.0));
    }
}

/* --show drift: each integrator's largest drifts over the run, and the
 * steps it ran (fewer than asked when it overflowed: then a note). */
static int show_drift(const config *c)
{
    table t;
    int short_runs = 0;
    if (start_finite(c) != 0)
        return CLI_STATUS_FAILED;
    table_begin_digits(&t, stdout, "integrator dT dLnorm dLvec de steps", 3);
    table_check_table(c->check, &t);
    for (int i = RIGID_BODY_EXPLICIT; i <= RIGID_BODY_MIDPOINT; i++) {
        rigid_body_options o = c->options;
        o.integrator = (rigid_body_integrator)i;
        drift d;
        run_drift(c, &o, &d);
        short_runs += d.steps < c->steps;
        table_text(&t, rigid_body_integrator_name(o.integrator));
        table_num_scaled(&t, d.T, 1.0);
        table_num_scaled(&t, d.Lnorm, 1.0);
        table_num_scaled(&t, d.Lvec, 1.0);
        table_num_scaled(&t, d.e, 1.0);
        table_int(&t, d.steps);
        table_end_row(&t);
    }
    int printed = table_end(&t);
    if (short_runs)
        fprintf(stderr, "rigid-body: a run with fewer steps than %d stopped before its state "
                        "overflowed (or its Newton iteration failed): its drifts are up to "
                        "then\n", c->steps);
    return printed;
}

/* The state at the end of the run (c->steps steps), for the rotation views;
 * 0, or the status of a failed step. */
static int final_state(const config *c, rigid_body_state *s)
{
    *s = initial_state(c);
    if (start_finite(c) != 0)
        return CLI_STATUS_FAILED;
    for (int l = 1; l <= c->steps; l++) {
        int status = step_checked(c, s, &c->options, l, 0);
        if (status != 0)
            return status;
    }
    return 0;
}

/* A^T A of the rows x 3 matrix A (row-major); returns its largest
 * off-diagonal entry in size. */
static double gram3(int rows, const double *A, double AtA[9])
{
    double off = 0.0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            double sum = 0.0;
            for (int k = 0; k < rows; k++)
                sum += A[3 * k + i] * A[3 * k + j];
            AtA[3 * i + j] = sum;
            if (i != j)
                off = fmax(off, fabs(sum));
        }
    return off;
}

/* One row of --show rotation: the matrix R, R^T R, det R and L = R J w. */
static void rotation_row(table *t, const config *c, const char *name, const double R[9],
                         double norm2, const double w[3])
{
    double RtR[9], L[3];
    double Lb[3] = {c->body.J[0] * w[0], c->body.J[1] * w[1], c->body.J[2] * w[2]};
    double off = gram3(3, R, RtR);
    linalg_matvec(3, 3, R, Lb, L);
    double det = R[0] * (R[4] * R[8] - R[5] * R[7]) - R[1] * (R[3] * R[8] - R[5] * R[6]) +
                 R[2] * (R[3] * R[7] - R[4] * R[6]);
    table_text(t, name);
    table_num(t, norm2);
    for (int k = 0; k < 9; k++)
        table_num_scaled(t, R[k], 1.0);
    for (int k = 0; k < 3; k++)
        table_num_scaled(t, RtR[4 * k], 1.0);
    table_num_scaled(t, off, 1.0);
    table_num_scaled(t, det, 1.0);
    for (int k = 0; k < 3; k++)
        table_num_scaled(t, L[k], L_scale(c));
    table_end_row(t);
}

/* [rb-show-rotation] */
/* --show rotation: at the end of the run (e need not be unit with
 * --renormalise no) the two forms of R(e) the library computes, the notes'
 * printed matrix (quat_rotation) and the product e (0, u) e* (quat_rotate,
 * column k for u = e_k), and the rotation of e/|e|. */
static int show_rotation(const config *c)
{
    rigid_body_state s;
    int status = final_state(c, &s);
    if (status != 0)
        return status;
    double R[9], S[9], U[9], unit[4], norm2 = linalg_dot(4, s.e, s.e);
    quat_rotation(s.e, R);
    for (int k = 0; k < 3; k++) {
        double u[3] = {k == 0, k == 1, k == 2}, col[3];
        quat_rotate(s.e, u, col);
        for (int i = 0; i < 3; i++)
            S[3 * i + k] = col[i];
    }
    memcpy(unit, s.e, sizeof unit);
    quat_normalise(unit);
    quat_rotation(unit, U);
    table t;
    table_begin(&t, stdout, "form e_norm2 R11 R12 R13 R21 R22 R23 R31 R32 R33 RtR11 RtR22 "
                            "RtR33 RtR_offdiag det Lx Ly Lz");
    table_check_table(c->check, &t);
    rotation_row(&t, c, "printed", R, norm2, s.w);
    rotation_row(&t, c, "product", S, norm2, s.w);
    rotation_row(&t, c, "unit", U, norm2, s.w);
    return table_end(&t);
}
/* [/rb-show-rotation] */

/* --show arc: the rotation of e/|e| at the end of the run as an axis n and
 * an angle theta = 2 atan2(|e_v|, e0), and the body axes e_k (column k)
 * turned about n by s theta, s = 0 .. 1: the arcs from e_k to R(e) e_k
 * (the last row of each is R(e) e_k, computed as e (0, e_k) e*). */
static int show_arc(const config *c)
{
    rigid_body_state s;
    int status = final_state(c, &s);
    if (status != 0)
        return status;
    double e[4];
    memcpy(e, s.e, sizeof e);
    quat_normalise(e);
    double v = rigid_body_norm(e + 1), theta = 2.0 * dmath_atan2(v, e[0]);
    double n[3] = {0, 0, 0};
    if (v > 0.0)
        for (int k = 0; k < 3; k++)
            n[k] = e[k + 1] / v;
    const int pieces = 24;
    table t;
    table_begin(&t, stdout, "k s angle x y z nx ny nz");
    table_check_table(c->check, &t);
    for (int k = 0; k < 3; k++)
        for (int i = 0; i <= pieces; i++) {
            double u[3] = {k == 0, k == 1, k == 2}, q[4], x[3], f = (double)i / pieces;
            if (i == pieces)
                memcpy(q, e, sizeof q);
            else
                quat_from_axis_angle(n, f * theta, q);
            quat_rotate(q, u, x);
            table_int(&t, k + 1);
            table_num(&t, f);
            table_num(&t, f * theta * 180.0 / DMATH_PI);
            for (int j = 0; j < 3; j++)
                table_num_scaled(&t, x[j], 1.0);
            for (int j = 0; j < 3; j++)
                table_num_scaled(&t, n[j], 1.0);
            table_end_row(&t);
        }
    return table_end(&t);
}

/* One row of --show rate-matrices: B^T B and e^T B at the initial e. */
static void rate_row(table *t, const char *name, rigid_body_rate_fn rate, const double e[4])
{
    double B[12], BtB[9], eB[3];
    rate(e, B);
    double off = gram3(4, B, BtB);
    linalg_matvec_transposed(4, 3, B, e, eB);
    table_text(t, name);
    for (int i = 0; i < 3; i++)
        table_num_scaled(t, BtB[4 * i], 1.0);
    table_num_scaled(t, off, 1.0);
    for (int k = 0; k < 3; k++)
        table_num_scaled(t, eB[k], 1.0);
    table_end_row(t);
}

/* --show rate-matrices: the three printed B's at the initial e (E2, E3). */
static int show_rate_matrices(const config *c)
{
    table t;
    table_begin(&t, stdout, "B BtB11 BtB22 BtB33 BtB_offdiag eTB1 eTB2 eTB3");
    table_check_table(c->check, &t);
    rate_row(&t, "course", quat_rate_matrix, c->e0);
    rate_row(&t, "particle-notes", rate_matrix_002, c->e0);
    rate_row(&t, "coulomb-notes", rate_matrix_000, c->e0);
    return table_end(&t);
}

/* Steps: --steps N (0: the start only), or from --t / --h by cli_steps_to
 * when --steps is not given; not both.  Returns 1 after a message. */
static int step_count(const cli_spec *spec, config *c, double tend)
{
    long n = cli_run_steps(spec, c->steps, tend, c->h, -1);
    if (n == -1) /* neither given: the default --t */
        n = cli_steps_option(spec, "t", tend, "h", c->h);
    if (n < 0)
        return 1;
    c->steps = (int)n;
    return 0;
}

/* The integrator, B and gyroscopic term named by the options. */
static int pick_options(const cli_spec *spec, config *c, const char *integ, const char *renorm,
                        const char *rate, const char *gyro, const char *show)
{
    rigid_body_options *o = &c->options;
    *o = rigid_body_default_options();
    o->integrator = strcmp(integ, "explicit") == 0      ? RIGID_BODY_EXPLICIT
                    : strcmp(integ, "semi-implicit") == 0 ? RIGID_BODY_SEMI_IMPLICIT
                                                          : RIGID_BODY_MIDPOINT;
    o->renormalise = strcmp(renorm, "yes") == 0;
    if (strcmp(rate, "coulomb-notes") == 0) {
        o->rate = rate_matrix_000;
        o->rate_factor = 1.0;
    } else if (strcmp(rate, "coulomb-notes-row") == 0) {
        o->rate = rate_matrix_000; /* the row alone, with the course's 1/2 */
    }
    o->gyro = strcmp(gyro, "notes") == 0 ? RIGID_BODY_GYRO_NOTES
              : strcmp(gyro, "off") == 0 ? RIGID_BODY_GYRO_OFF
                                         : RIGID_BODY_GYRO_COURSE;
    int one_run = strcmp(show, "drift") != 0 && strcmp(show, "rate-matrices") != 0;
    if (o->integrator == RIGID_BODY_MIDPOINT && one_run)
        return cli_refuse(spec, "rate-matrix gyroscopic",
                          "with --integrator midpoint (it has its own)");
    return 0;
}

/* The view --show picks, after refusing what it does not use. */
static int run_view(const cli_spec *spec, config *c, const char *show)
{
    if (strcmp(show, "rate-matrices") == 0) {
        if (cli_refuse(spec, "J1 J2 J3 w1 w2 w3 N1 N2 N3 h t steps every integrator "
                              "renormalise rate-matrix gyroscopic",
                       "with --show rate-matrices (it uses only --e0 .. --e3)"))
            return 1;
        return quat_option("rigid-body", c->e0) ? 1 : show_rate_matrices(c);
    }
    if (quat_option("rigid-body", c->e0))
        return 1;
    if (strcmp(show, "drift") == 0)
        return cli_refuse(spec, "integrator every", "with --show drift (it runs all three)")
                   ? 1 : show_drift(c);
    if (strcmp(show, "rotation") == 0 || strcmp(show, "arc") == 0) {
        if (cli_refuse(spec, "every", "with --show rotation or arc (the run's end only)"))
            return 1;
        return strcmp(show, "rotation") == 0 ? show_rotation(c) : show_arc(c);
    }
    return show_state(c);
}

/* Data that would lose their digits: a subnormal option (subnormal.h), or
 * a subnormal quantity of the start or of a step (cli.h), each
 * as a whole (the largest component; a component tiny beside the others
 * prints as 0): J w, the kinetic energy, the turn of a step h w, the
 * impulse of the torque h N and the change of w it makes h N / J.  1
 * after a message naming the option, 0 when the run may go. */
static int refuse_subnormal_data(const cli_spec *spec, const config *c)
{
    static const char *w_name[3] = {"w1", "w2", "w3"}, *N_name[3] = {"N1", "N2", "N3"};
    double Jw = 0.0, w = 0.0, N = 0.0, dw = 0.0;
    int kw = 0, kN = 0; /* the components that set |J w| and h |N / J| */
    for (int k = 0; k < 3; k++) {
        if (fabs(c->body.J[k] * c->w0[k]) > Jw) {
            Jw = fabs(c->body.J[k] * c->w0[k]);
            kw = k;
        }
        w = fmax(w, fabs(c->w0[k]));
        N = fmax(N, fabs(c->N[k]));
        if (fabs(c->h * c->N[k] / c->body.J[k]) > dw) {
            dw = fabs(c->h * c->N[k] / c->body.J[k]);
            kN = k;
        }
    }
    return refuse_subnormal_options(spec) ||
           cli_refuse_subnormal("rigid-body", w_name[kw], "the angular momentum |J w|", Jw) ||
           cli_refuse_subnormal("rigid-body", w_name[kw], "the kinetic energy T",
                                rigid_body_rotational_energy(&c->body, c->w0)) ||
           cli_refuse_subnormal("rigid-body", "h", "the turn of a step h |w|", c->h * w) ||
           cli_refuse_subnormal("rigid-body", "h", "the impulse of the torque h |N|", c->h * N) ||
           cli_refuse_subnormal("rigid-body", N_name[kN], "the change of w in a step h |N / J|",
                                dw);
}

/* Options, checks, then the view. */
int main(int argc, char **argv)
{
    config c = {.body = {1.0, {1.0, 2.0, 3.0}}, .w0 = {0.01, 2.0, 0.01},
                .e0 = {1, 0, 0, 0}, .N = {0, 0, 0}, .h = 0.01, .steps = 0, .every = 10};
    double tend = 20.0;
    const char *integ = "midpoint", *renorm = "yes", *rate = "course", *gyro = "course";
    const char *show = "state", *check_file = NULL;
    /* --rate-matrix's older words, still read */
    const cli_word_alias old_words[] = {{"rate-matrix", "000", "coulomb-notes"},
                                        {"rate-matrix", "000-row", "coulomb-notes-row"},
                                        {NULL, NULL, NULL}};
    cli_option options[] = {
        {"J1", CLI_REAL, &c.body.J[0], CLI_POSITIVE, NULL, "principal moment J1", 0},
        {"J2", CLI_REAL, &c.body.J[1], CLI_POSITIVE, NULL, "principal moment J2", 0},
        {"J3", CLI_REAL, &c.body.J[2], CLI_POSITIVE, NULL, "principal moment J3", 0},
        {"w1", CLI_REAL, &c.w0[0], CLI_ANY, NULL, "initial body-frame omega, axis 1", 0},
        {"w2", CLI_REAL, &c.w0[1], CLI_ANY, NULL, "initial body-frame omega, axis 2", 0},
        {"w3", CLI_REAL, &c.w0[2], CLI_ANY, NULL, "initial body-frame omega, axis 3", 0},
        {"e0", CLI_REAL, &c.e0[0], CLI_ANY, NULL, "initial quaternion, scalar part", 0},
        {"e1", CLI_REAL, &c.e0[1], CLI_ANY, NULL, "initial quaternion, e1", 0},
        {"e2", CLI_REAL, &c.e0[2], CLI_ANY, NULL, "initial quaternion, e2", 0},
        {"e3", CLI_REAL, &c.e0[3], CLI_ANY, NULL, "initial quaternion, e3", 0},
        {"N1", CLI_REAL, &c.N[0], CLI_ANY, NULL, "constant torque, body axis 1", 0},
        {"N2", CLI_REAL, &c.N[1], CLI_ANY, NULL, "constant torque, body axis 2", 0},
        {"N3", CLI_REAL, &c.N[2], CLI_ANY, NULL, "constant torque, body axis 3", 0},
        {"h", CLI_REAL, &c.h, CLI_POSITIVE, NULL, "time step h", 0},
        {"t", CLI_REAL, &tend, CLI_POSITIVE, NULL, "end time (steps: t / h, rounded up)", 0},
        {"steps", CLI_INT, &c.steps, CLI_NONNEGATIVE, NULL,
         "steps in place of --t; 0: the start only", 0},
        {"every", CLI_INT, &c.every, CLI_POSITIVE, NULL, "print every N-th step (and the last)",
         0},
        {"integrator", CLI_WORD, &integ, CLI_ANY, "explicit|semi-implicit|midpoint",
         "time stepper (see below)", 0},
        {"renormalise", CLI_WORD, &renorm, CLI_ANY, "yes|no", "divide e by |e| after each step",
         0},
        {"rate-matrix", CLI_WORD, &rate, CLI_ANY, "course|coulomb-notes|coulomb-notes-row",
         "B(e) (see below)", 0},
        {"gyroscopic", CLI_WORD, &gyro, CLI_ANY, "course|notes|off",
         "gyroscopic impulse -h w x J w, +w x J w, none", 0},
        {"show", CLI_WORD, &show, CLI_ANY, "state|drift|rate-matrices|rotation|arc",
         "view (see below)", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    cli_spec spec = {
        "rigid-body",
        "One rigid body in free flight: unit quaternion e, body-frame omega w,\n"
        "Newton-Euler J dw/dt = N - w x J w, de/dt = (1/2) B(e) w.",
        "--show state: l t e0 e1 e2 e3 w1 w2 w3 T Lx Ly Lz, w in the body frame,\n"
        "  T the kinetic energy, L = R(e) J w the world angular momentum.\n"
        "--show drift: per integrator the largest |T/T0 - 1|, ||L|/|L0| - 1|,\n"
        "  |L - L0|/|L0| (the world vector) and ||e| - 1| over the run.\n"
        "--show rate-matrices: B^T B and e^T B at the initial e for the course's\n"
        "  B, the particle notes' (p. 20, 1/2 inside: particle-notes) and the\n"
        "  notes on Coulomb friction's (p. 7, last row [c b a]: coulomb-notes).\n"
        "--show rotation: at the end of the run (--steps 0: the start) R(e) three\n"
        "  ways: as printed (the notes' matrix, the library's), as the product\n"
        "  e (0, u) e* (column k for u = e_k) and for e/|e|; each row: |e|^2, R11..R33,\n"
        "  the diagonal and largest off-diagonal of R^T R, det R, L = R J w.\n"
        "--show arc: k s angle x y z nx ny nz: the body axis e_k turned about the axis\n"
        "  n of e/|e| by s theta, s = 0..1 (theta = 2 atan2(|e1..e3|, e0), in degrees).\n"
        "--integrator explicit: w and e from the old state; semi-implicit: w first,\n"
        "  then e with the new w (the contact step of chapters 6-8); midpoint:\n"
        "  J (w1 - w0) = h (N - wm x J wm), wm = (w0 + w1)/2, e1 = e0 cay(h wm),\n"
        "  which keeps T, |L| and the world L.\n"
        "--rate-matrix coulomb-notes: B as the notes on Coulomb friction print it\n"
        "  (p. 7: last row [c b a], and q^{l+1} = q^l + h V v without the 1/2);\n"
        "  coulomb-notes-row: its last row with the 1/2.\n"
        "--rate-matrix and --gyroscopic notes|off apply to explicit and\n"
        "  semi-implicit (errata E2, E5).  Moments must satisfy J_i <= J_j + J_k.\n"
        "Exit status 3 if the midpoint's Newton iteration fails or the state overflows;\n"
        "1 if a value, |J w|, T, h |w| or h |N| is subnormal (below 2.2e-308).\n"
        TABLE_CHECK_HELP,
        options, (int)(sizeof options / sizeof options[0]), old_words};
    cli_outcome outcome = cli_parse(&spec, argc, argv);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    if (refuse_subnormal_data(&spec, &c))
        return 1;
    char msg[200];
    if (rigid_body_check_moments(c.body.J, msg, sizeof msg)) {
        fprintf(stderr, "rigid-body: options --J1 --J2 --J3: %s\n", msg);
        return 1;
    }
    if (step_count(&spec, &c, tend) ||
        pick_options(&spec, &c, integ, renorm, rate, gyro, show))
        return 1;
    int status = table_check_start(&c.check, "rigid-body", check_file);
    if (status != 0)
        return status;
    return table_check_end(c.check, run_view(&spec, &c, show));
}
