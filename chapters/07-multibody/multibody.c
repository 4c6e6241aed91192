/* multibody: boxes in frictional contact with each other and the ground,
 * joined by ball joints, from a scene file; one LCP per step (the Stewart-Trinkle
 * step with one block per body and contact, and ball joints removed by a Schur
 * complement; chapter 7 of the book).
 *
 * Each step finds the contacts (box corners on the ground and on other
 * boxes' faces), eliminates the joints by the Schur complement, builds the
 * LCP in (p_n, p_f, s) of multibody.h and solves it with lcp_solve, which
 * checks every answer.  Row (l, body) is body's state at t = l h.
 */
#include "atomic_file.h"
#include "bilateral.h"
#include "cli.h"
#include "contact_detect.h"
#include "grow.h"
#include "lcp_io.h"
#include "linalg.h"
#include "multibody.h"
#include "multibody_views.h"
#include "quat.h"
#include "scene.h"
#include "table.h"
#include "table_check.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *const NAME = "multibody";

#define SINK_FRACTION 0.01 /* a step that leaves boxes interpenetrating deeper
                              than this fraction of the smallest edge stops */
#define ENERGY_TOL 1e-8    /* relative: the energy balance's rounding */

typedef enum {
    VIEW_STATE, VIEW_CONTACTS, VIEW_PATTERN, VIEW_LCP, VIEW_JOINTS, VIEW_BALANCE, VIEW_ENERGY,
    VIEW_CORNERS
} view;

typedef struct {
    scene_file f;
    bodies_scene before; /* the state at the start of the step */
    view v;
    int every;            /* state, joints, energy, corners: every N-th step (and the last) */
    double length, speed, energy; /* scales of rounding noise */
    double *coord;  /* 3 per body: the noise scale of each coordinate (NULL: length) */
    table_check *check; /* --check: compares every table (NULL: printed) */
    double *check_M;    /* --check: the step's LCP matrix made dense (attach_lcp) */
    const char *corners_path; /* --corners FILE (NULL: not asked for) */
    atomic_file corners_file; /* FILE, open while the run writes it */
    table corners;            /* --corners: the rows of --show corners */
} run;

static multibody_solver solver; /* the steps' data, owned here */
static const multibody_step_data *const data = &solver.step; /* the last step's */

/* The noise scale of coordinate i of box b: where it starts, plus the
 * box's extent along world axis i, sum_j size_j |R_ij|. */
static double own_scale(const bodies_box *b, int i)
{
    double extent = 0.0;
    for (int j = 0; j < 3; j++) {
        double axis[3];
        bodies_axis(b->s.e, j, axis);
        extent += b->size[j] * fabs(axis[i]);
    }
    return fabs(b->s.x[i]) + extent;
}

/* Scales: the largest edge plus the farthest centre; the fastest start plus
 * g h; the total mass times |g| length + speed^2 (energies); each box's
 * coordinates their own (own_scale). */
static void scales(run *r)
{
    const bodies_scene *s = &r->f.scene;
    double size = 0.0, far = 0.0, fast = 0.0, mass = 0.0;
    for (int k = 0; k < s->nbodies; k++) {
        const bodies_box *b = &s->body[k];
        size = fmax(size, b->size[0] + b->size[1] + b->size[2]);
        far = fmax(far, linalg_norm_inf(3, b->s.x));
        fast = fmax(fast, rigid_body_norm(b->s.v) + rigid_body_norm(b->s.w) * size);
        mass += b->body.m;
    }
    r->length = size + far;
    r->speed = fast + rigid_body_norm(s->gravity) * s->h + 1.0;
    r->energy = mass * (rigid_body_norm(s->gravity) * r->length + r->speed * r->speed);
    r->coord = malloc(3 * (size_t)(s->nbodies > 0 ? s->nbodies : 1) * sizeof *r->coord);
    for (int k = 0; r->coord && k < s->nbodies; k++)
        for (int i = 0; i < 3; i++)
            r->coord[3 * k + i] = own_scale(&s->body[k], i);
}

/* The noise scale of coordinate i of a point of box k: its own data only,
 * not the scene's farthest box (a box at z = 0.1 prints 0.1 beside one at
 * x = 1e12). */
static double coordinate_scale(const run *r, int k, int i)
{
    return r->coord && k >= 0 ? r->coord[3 * k + i] : r->length;
}

/* The noise scale of a contact's gap: the extents of its two boxes (the
 * ground has none), not where they are. */
static double gap_scale(const run *r, const bodies_contact *c)
{
    const bodies_scene *s = &r->f.scene;
    double e = 0.0;
    for (int side = 0; side < 2; side++) {
        int k = side ? c->body2 : c->body1;
        if (k >= 0)
            e = fmax(e, s->body[k].size[0] + s->body[k].size[1] + s->body[k].size[2]);
    }
    return e > 0.0 ? e : r->length;
}

/* One row per body: l t body x y z e0 e1 e2 e3 vx vy vz wx wy wz (world omega). */
static void state_rows(table *t, const run *r, int l)
{
    const bodies_scene *s = &r->f.scene;
    for (int k = 0; k < s->nbodies; k++) {
        const bodies_box *b = &s->body[k];
        double omega[3];
        quat_rotate(b->s.e, b->s.w, omega);
        table_int(t, l);
        table_num(t, b->s.t);
        table_text(t, b->name);
        for (int i = 0; i < 3; i++)
            table_num_scaled(t, b->s.x[i], coordinate_scale(r, k, i));
        for (int i = 0; i < 4; i++)
            table_num_scaled(t, b->s.e[i], 1.0);
        for (int i = 0; i < 3; i++)
            table_num_scaled(t, b->s.v[i], r->speed);
        double size = b->size[0] + b->size[1] + b->size[2];
        for (int i = 0; i < 3; i++) /* turning: speeds over the box's own size */
            table_num_scaled(t, omega[i], size > 0.0 ? r->speed / size : r->speed / r->length);
        table_end_row(t);
    }
}

/* [multibody-corners] */
/* Eight rows per body: l t body corner x y z, the corners x + R c in the
 * world frame, corner v + 1 for bodies_corner's v (c's signs: bit 0 x, bit 1 y,
 * bit 2 z; + where the bit is set), for pictures of the boxes. */
static void corner_rows(table *t, const run *r, int l)
{
    const bodies_scene *s = &r->f.scene;
    for (int k = 0; k < s->nbodies; k++) {
        const bodies_box *b = &s->body[k];
        for (int v = 0; v < 8; v++) {
            double c[3];
            bodies_corner(s, k, v, c);
            table_int(t, l);
            table_num(t, b->s.t);
            table_text(t, b->name);
            table_int(t, v + 1);
            for (int i = 0; i < 3; i++)
                table_num_scaled(t, b->s.x[i] + c[i], coordinate_scale(r, k, i));
            table_end_row(t);
        }
    }
}
/* [/multibody-corners] */

/* [multibody-energy] */
/* One row per step: the kinetic energy T = sum m |v|^2 / 2 + w^T J w / 2
 * (rigid_body_kinetic_energy), the potential V = -sum (m g + F) . x of the
 * constant forces (gravity and the applied force: conservative) and
 * E = T + V.  Semi-implicit Euler's free fall loses m h^2 |g|^2 / 2 of E
 * per step: v' = v + h g, x' = x + h v' give dT + dV = -m h^2 |g|^2 / 2. */
static void energy_row(table *t, const run *r, int l)
{
    const bodies_scene *s = &r->f.scene;
    double T = 0.0, V = 0.0;
    for (int k = 0; k < s->nbodies; k++) {
        const bodies_box *b = &s->body[k];
        T += rigid_body_kinetic_energy(&b->body, &b->s);
        for (int i = 0; i < 3; i++)
            V -= (b->body.m * s->gravity[i] + b->force[i]) * b->s.x[i];
    }
    table_int(t, l);
    table_num(t, l * s->h);
    table_num_scaled(t, T, r->energy);
    table_num_scaled(t, V, r->energy);
    table_num_scaled(t, T + V, r->energy);
    table_end_row(t);
}
/* [/multibody-energy] */

static const char *body_name(const bodies_scene *s, int k)
{
    return k == BODIES_GROUND ? "ground" : s->body[k].name;
}

/* The scale of impulses: the heaviest box times the speed scale. */
static double impulse_scale(const run *r)
{
    double mass = 0.0;
    for (int k = 0; k < r->f.scene.nbodies; k++)
        mass = fmax(mass, r->f.scene.body[k].body.m);
    return mass * r->speed;
}

/* The largest step LCP --check keeps to judge a student's unknowns by
 * (its n x n matrix is copied for every such step): 24 contacts at nd = 8.
 * Larger steps' values are compared with the program's. */
#define CHECK_LCP_MAX 240

/* While --check runs: attach the step's LCP to contact i's row (pn is z_i,
 * s its slack, pfx pfy pfz = D p_f affine in z), so that any solution of
 * it is accepted (table.h).  Chapter 7's pyramid model only, and steps of
 * at most CHECK_LCP_MAX unknowns; the LCP's matrix from the sparse one the
 * step solved, made dense once per step (the row of contact 0). */
static void attach_lcp(table *t, run *r, int i)
{
    char columns[3 * CHECK_LCP_MAX + 1];
    int n = data->size, nc = data->contacts.n, nd = data->columns.nd;
    if (!r->check || r->f.scene.friction != BODIES_FRICTION_PYRAMID || nc == 0 ||
        n > CHECK_LCP_MAX || n != nc * (nd + 2))
        return;
    if (i == 0) {
        double *M = realloc(r->check_M, (size_t)n * (size_t)n * sizeof *M);
        if (!M) { /* as for a cell the table cannot keep: it says so, status 3 */
            t->no_memory = 1;
            return;
        }
        r->check_M = M;
        sparse_to_dense(&data->pyramid.A, r->check_M);
    }
    size_t used = 0;
    for (int k = 0; k < n; k++)
        used += (size_t)snprintf(columns + used, sizeof columns - used, "%s%s", k ? " " : "",
                                 k == i ? "pn" : k == nc * (nd + 1) + i ? "s" : "-");
    table_row_lcp(t, &(lcp_problem){.n = n, .M = r->check_M, .q = data->pyramid.b}, data->z,
                  columns, NULL);
    friction_directions D;
    contact_columns_directions(&data->contacts.c[i], nd, &D);
    static const char *const names[3] = {"pfx", "pfy", "pfz"};
    double a[CHECK_LCP_MAX];
    for (int axis = 0; axis < 3; axis++) {
        memset(a, 0, (size_t)n * sizeof *a);
        for (int j = 0; j < nd; j++)
            a[nc + i * nd + j] = D.d[j][axis];
        table_row_lcp_affine(t, names[axis], a, 0.0);
    }
}

/* One row per contact of the step: bodies, corner, point, gap, impulses. */
static void contact_rows(table *t, run *r, int l)
{
    const bodies_scene *s = &r->f.scene;
    double pscale = impulse_scale(r);
    for (int i = 0; i < data->contacts.n; i++) {
        const bodies_contact *c = &data->contacts.c[i];
        table_int(t, l);
        table_int(t, i + 1);
        table_text(t, body_name(s, c->body1));
        table_text(t, body_name(s, c->body2));
        table_int(t, c->vertex + 1);
        for (int q = 0; q < 3; q++)
            table_num_scaled(t, c->p[q], coordinate_scale(r, c->body1, q));
        table_num_scaled(t, c->psi, gap_scale(r, c));
        table_num_scaled(t, c->pn, pscale);
        for (int q = 0; q < 3; q++)
            table_num_scaled(t, c->friction[q], pscale);
        table_num_scaled(t, c->s, r->speed);
        attach_lcp(t, r, i);
        table_end_row(t);
    }
}

static void lcp_row(table *t, int l)
{
    table_int(t, l);
    table_int(t, data->contacts.n);
    table_int(t, data->motion.njoints);
    table_int(t, data->size);
    table_text(t, data->contacts.n > 0 ? lcp_method_name(data->lcp.method) : "-");
    table_int(t, data->lcp.iterations);
    table_num(t, data->lcp.violation);
    table_text(t, data->contacts.n > 0 ? lcp_start_name(data->lcp.start) : "-");
    table_end_row(t);
}

/* One row per joint: its drift |Theta| after the step and the step's impulse. */
static void joint_rows(table *t, const run *r, int l)
{
    const bodies_scene *s = &r->f.scene;
    for (int j = 0; j < s->njoints; j++) {
        table_int(t, l);
        table_num(t, l * s->h);
        table_int(t, j + 1);
        table_num(t, motion_joint_drift(s, j));
        for (int q = 0; q < 3; q++)
            table_num(t, l == 0 ? 0.0 : data->motion.pj[3 * j + q]);
        table_end_row(t);
    }
}

/* One row per body-body contact: its impulse's net force |F| and torque |T|
 * about the origin (E4: zero), and |T| with the notes' body-2 sign. */
static void balance_rows(table *t, const run *r, int l)
{
    const bodies_scene *s = &r->before;
    double pscale = impulse_scale(r);
    for (int i = 0; i < data->contacts.n; i++) {
        const bodies_contact *c = &data->contacts.c[i];
        if (c->body2 == BODIES_GROUND)
            continue;
        double F[3], T[3], Tn[3];
        multibody_views_contact_balance(s, &solver, i, F, T, Tn);
        table_int(t, l);
        table_int(t, i + 1);
        table_text(t, body_name(s, c->body1));
        table_text(t, body_name(s, c->body2));
        table_num_scaled(t, c->pn, pscale);
        table_num_scaled(t, linalg_norm2(3, F), pscale);
        table_num_scaled(t, linalg_norm2(3, T), pscale * r->length);
        table_num_scaled(t, linalg_norm2(3, Tn), pscale * r->length);
        table_end_row(t);
    }
}

/* Why multibody_lcp did not build step l's LCP; returns the exit status:
 * 3 when out of memory, 1 for joints that cannot be eliminated. */
static int not_built(int l, int built)
{
    fprintf(stderr, "%s: step %d: %s\n", NAME, l,
            built < 0 ? "out of memory" : bilateral_status_name(data->motion.joint_status));
    return built < 0 ? CLI_STATUS_FAILED : CLI_STATUS_USAGE;
}

/* Did the step's data overflow (an LCP or a velocity not finite)? */
static int data_overflowed(void)
{
    return !linalg_all_finite(data->motion.ndof, data->motion.u) ||
           (data->contacts.n > 0 && (!linalg_all_finite(data->pyramid.A.nnz, data->pyramid.A.val) ||
                            !linalg_all_finite(data->size, data->pyramid.b)));
}

/* [multibody-step-checks] */
/* After a solved step: no box sunk into another or the ground deeper than
 * SINK_FRACTION of the smallest edge involved (the step too long for its
 * linearised contacts, or an edge-on-edge contact the detection misses),
 * and chapter 6's energy balance (multibody_views_energy_excess).  0, or 3 after a
 * message naming the step. */
static int step_checks(run *r, int l)
{
    const bodies_scene *s = &r->f.scene;
    int i = 0, j = 0;
    double depth, scale, excess = multibody_views_energy_excess(&r->before, s, &solver, &scale);
    if (!isfinite(excess) || !isfinite(scale)) {
        fprintf(stderr, "%s: step %d: the energy overflowed; stopped\n", NAME, l);
        return CLI_STATUS_FAILED;
    }
    if (contact_detect_sunk(s, SINK_FRACTION, &i, &j, &depth)) {
        fprintf(stderr, "%s: step %d: box '%s' ends %g inside %s%s: the step moved it too far "
                        "for its linearised contacts, or it met an edge-on-edge contact, which "
                        "the detection misses (try a smaller --h); stopped\n", NAME, l,
                s->body[i].name, depth, j == BODIES_GROUND ? "" : "box ", body_name(s, j));
        return CLI_STATUS_FAILED;
    }
    if (excess > ENERGY_TOL * scale) {
        fprintf(stderr, "%s: step %d: the kinetic energy grew by %g more than the work of the "
                        "forces; stopped\n", NAME, l, excess);
        return CLI_STATUS_FAILED;
    }
    return 0;
}
/* [/multibody-step-checks] */

/* After a failed step: when two joined boxes touch, the likely cause.  A
 * ball joint on the faces where two links meet end to end pins those faces
 * together: the corners on either side of the joint read gaps at rounding
 * level, their rows of A are opposite, and w = A z + b >= 0 for both asks
 * b_i + b_j >= 0, which rounding decides: no solver can settle it. */
static void joined_hint(const bodies_scene *s)
{
    for (int k = 0; k < data->contacts.n; k++) {
        const bodies_contact *c = &data->contacts.c[k];
        if (c->body2 == BODIES_GROUND)
            continue;
        for (int j = 0; j < s->njoints; j++) {
            if (bodies_joins(&s->joint[j], c->body1, c->body2)) {
                fprintf(stderr, "%s: boxes '%s' and '%s' are joined and touch each other: a joint "
                                "where their faces meet presses them together; leave "
                                "'collide' off the joint line and they pass\n",
                        NAME, s->body[c->body1].name, s->body[c->body2].name);
                return;
            }
        }
    }
}

/* One step; on failure the message on stderr and the exit status (3 for
 * data that overflowed: the scene's values parsed, the run overflowed). */
static int step(run *r, int l)
{
    if (bodies_scene_copy(&r->before, &r->f.scene) != 0) {
        fprintf(stderr, "%s: step %d: out of memory\n", NAME, l);
        return CLI_STATUS_FAILED;
    }
    lcp_status status = multibody_step(&r->f.scene, NULL, &solver);
    if (status != LCP_SOLVED && data_overflowed()) {
        fprintf(stderr, "%s: step %d (t = %g): the step's data overflowed; stopped\n", NAME, l,
                (l - 1) * r->f.scene.h);
        return CLI_STATUS_FAILED;
    }
    if (status != LCP_SOLVED) {
        fprintf(stderr, "%s: step %d (t = %g): the LCP of %d contacts and %d joints (size %d): "
                        "%s\n", NAME, l, (l - 1) * r->f.scene.h, data->contacts.n,
                data->motion.njoints, data->size,
                data->lcp.message);
        joined_hint(&r->f.scene);
        return lcp_exit_code(status);
    }
    for (int k = 0; k < r->f.scene.nbodies; k++) {
        const rigid_body_state *s = &r->f.scene.body[k].s;
        if (!linalg_all_finite(3, s->x) || !linalg_all_finite(3, s->v) || !linalg_all_finite(3, s->w)) {
            fprintf(stderr, "%s: step %d: the state of box '%s' overflowed; stopped\n", NAME, l,
                    r->f.scene.body[k].name);
            return 3;
        }
    }
    return step_checks(r, l);
}

static const char *view_header(view v)
{
    switch (v) {
    case VIEW_CONTACTS: return "l i body1 body2 corner px py pz psi pn pfx pfy pfz s";
    case VIEW_LCP: return "l nc nj n method pivots violation start";
    case VIEW_JOINTS: return "l t joint drift pjx pjy pjz";
    case VIEW_BALANCE: return "l i body1 body2 pn force torque torque_notes";
    case VIEW_ENERGY: return "l t T V E";
    case VIEW_CORNERS: return "l t body corner x y z";
    default: return "l t body x y z e0 e1 e2 e3 vx vy vz wx wy wz";
    }
}

/* --corners FILE: the rows --show corners prints, in the same run as the
 * table shown, into a temporary file renamed to FILE when all of it is
 * written (atomic_file.h): FILE is never half written.  1 after a message
 * when it cannot be written, 3 when memory ran out. */
static int corners_begin(run *r)
{
    if (!r->corners_path)
        return 0;
    struct stat st;
    if (stat(r->corners_path, &st) == 0 && S_ISDIR(st.st_mode)) {
        fprintf(stderr, "%s: --corners %s: cannot write it: it is a directory\n", NAME,
                r->corners_path);
        return 1;
    }
    if (atomic_file_open(&r->corners_file, r->corners_path, -1) != 0) {
        if (errno == ENOMEM) {
            fprintf(stderr, "%s: --corners %s: out of memory\n", NAME, r->corners_path);
            return 3;
        }
        fprintf(stderr, "%s: --corners %s: cannot write it: %s\n", NAME, r->corners_path,
                strerror(errno));
        return 1;
    }
    table_begin(&r->corners, r->corners_file.out, view_header(VIEW_CORNERS));
    return 0;
}

/* The end of --corners: FILE in place (even after a failed step: the rows
 * --show corners prints then), or no FILE and a message when writing
 * failed.  Returns the run's status, or 1 (3: out of memory) when the
 * run succeeded but FILE did not. */
static int corners_end(run *r, int status)
{
    if (!r->corners_file.out)
        return status;
    int ended = table_end(&r->corners);
    int error = atomic_file_close(&r->corners_file, ended == 0);
    if (error)
        fprintf(stderr, "%s: --corners %s: cannot write it: %s\n", NAME, r->corners_path,
                strerror(error));
    if (status == 0 && (error || ended != 0))
        status = error ? 1 : ended;
    return status;
}

/* The run: per step the state, the contacts, the LCP, the joints, the
 * balance, the energy or the corners (and --corners' file). */
static int simulate(run *r)
{
    table t;
    int opened = corners_begin(r);
    if (opened != 0)
        return opened;
    table_begin(&t, stdout, view_header(r->v));
    table_check_table(r->check, &t);
    if (r->v == VIEW_STATE)
        state_rows(&t, r, 0);
    if (r->v == VIEW_JOINTS)
        joint_rows(&t, r, 0);
    if (r->v == VIEW_ENERGY)
        energy_row(&t, r, 0);
    if (r->v == VIEW_CORNERS)
        corner_rows(&t, r, 0);
    if (r->corners_file.out)
        corner_rows(&r->corners, r, 0);
    for (int l = 1; l <= r->f.steps; l++) {
        int status = step(r, l);
        if (status != 0) {
            table_end(&t);
            return corners_end(r, status);
        }
        int shown = cli_print_step(l, r->f.steps, r->every);
        if (r->corners_file.out && shown)
            corner_rows(&r->corners, r, l);
        if (r->v == VIEW_STATE && shown)
            state_rows(&t, r, l);
        else if (r->v == VIEW_JOINTS && shown)
            joint_rows(&t, r, l);
        else if (r->v == VIEW_ENERGY && shown)
            energy_row(&t, r, l);
        else if (r->v == VIEW_CORNERS && shown)
            corner_rows(&t, r, l);
        else if (r->v == VIEW_CONTACTS)
            contact_rows(&t, r, l);
        else if (r->v == VIEW_LCP)
            lcp_row(&t, l);
        else if (r->v == VIEW_BALANCE)
            balance_rows(&t, r, l);
    }
    return corners_end(r, table_end(&t));
}

/* G_n's block pattern (multibody_views_pattern), body by contact, in a new array; NULL,
 * said for --show SHOW, when out of memory. */
static int *read_pattern(const bodies_scene *s, const char *show)
{
    int *pattern = malloc(((size_t)s->nbodies * data->contacts.n + 1) * sizeof *pattern);
    if (!pattern) {
        fprintf(stderr, "%s: --show %s: out of memory\n", NAME, show);
        return NULL;
    }
    multibody_views_pattern(s, &solver, pattern);
    return pattern;
}

/* [multibody-pattern] */
/* The block pattern of G_n for the step's contacts, read from the
 * assembled matrix (multibody_views_pattern): a row per body, a column per contact,
 * 1 or 2 where the body is the contact's body 1 or 2, 0 for a zero block. */
static int print_pattern(const bodies_scene *s, table_check *check)
{
    int shown = data->contacts.n < TABLE_MAX_COLUMNS - 1 ? data->contacts.n : TABLE_MAX_COLUMNS - 1;
    char header[TABLE_MAX_COLUMNS * 8] = "body";
    for (int i = 0; i < shown; i++)
        snprintf(header + strlen(header), sizeof header - strlen(header), " c%d", i + 1);
    int *pattern = read_pattern(s, "pattern");
    if (!pattern)
        return 1;
    table t;
    table_begin(&t, stdout, header);
    table_check_table(check, &t);
    for (int k = 0; k < s->nbodies; k++) {
        table_text(&t, s->body[k].name);
        for (int i = 0; i < shown; i++)
            table_int(&t, pattern[k * data->contacts.n + i]);
        table_end_row(&t);
    }
    int printed = table_end(&t);
    free(pattern);
    printf("# G_n is %d x %d (6 rows per box, a column per contact); G_f %d x %d; the LCP's "
           "size %d%s\n", data->motion.ndof, data->contacts.n, data->motion.ndof,
           data->contacts.n * data->columns.nd, data->size,
           shown < data->contacts.n ? "; the first contacts shown" : "");
    return printed;
}

/* The same pattern as a list, for pictures: a row per non-zero block, the
 * contact i, the box's number k (1..N, the scene's order) and name, and 1 or
 * 2 as above; every contact, however many. */
static int print_blocks(const bodies_scene *s, table_check *check)
{
    int *pattern = read_pattern(s, "blocks");
    if (!pattern)
        return 1;
    table t;
    table_begin(&t, stdout, "contact k body side");
    table_check_table(check, &t);
    for (int i = 0; i < data->contacts.n; i++)
        for (int k = 0; k < s->nbodies; k++)
            if (pattern[k * data->contacts.n + i] != 0) {
                table_int(&t, i + 1);
                table_int(&t, k + 1);
                table_text(&t, s->body[k].name);
                table_int(&t, pattern[k * data->contacts.n + i]);
                table_end_row(&t);
            }
    int printed = table_end(&t);
    free(pattern);
    printf("# %d boxes, %d contacts: G_n is %d x %d\n", s->nbodies, data->contacts.n,
           data->motion.ndof, data->contacts.n);
    return printed;
}

/* --show pattern|blocks: the pattern of step 1 of the scene. */
static int show_pattern(run *r, int list)
{
    int built = multibody_lcp(&r->f.scene, &solver);
    return built != 0 ? not_built(1, built)
           : list     ? print_blocks(&r->f.scene, r->check)
                      : print_pattern(&r->f.scene, r->check);
}

/* --show three-bodies (alias w11): the notes' example of three bodies and six
 * contacts (Example 7.1), assembled by the same code. */
static int show_w11(void)
{
    bodies_scene s;
    int built = multibody_w11_example(&s, &solver);
    if (built != 0)
        fprintf(stderr, "%s: --show three-bodies: out of memory\n", NAME);
    int status = built != 0 ? CLI_STATUS_FAILED : print_pattern(&s, NULL);
    bodies_scene_free(&s);
    return status;
}
/* [/multibody-pattern] */

/* --write-lcp K with --friction phantom: the LCP of contact_phantom.h, built
 * in the solver's phantom workspace. */
static int write_phantom_lcp(run *r, int k)
{
    contact_phantom *ph = &solver.step.phantom;
    const bodies_scene *s = &r->f.scene;
    int built = s->njoints > 0 ? 0
                               : contact_phantom_build(s, &data->motion, data->contacts.c,
                                                       data->contacts.n, ph);
    if (s->njoints > 0 || built != 0) {
        fprintf(stderr, "%s: --write-lcp %d: %s\n", NAME, k,
                s->njoints > 0 ? "friction phantom: scenes with joints are not handled"
                : built == CONTACT_PHANTOM_OUT_OF_MEMORY
                    ? "out of memory"
                    : "friction phantom: A_t has no eigen-decomposition");
        return s->njoints > 0 ? 1 : 3;
    }
    size_t entries = (size_t)ph->size * (size_t)ph->size;
    if (!linalg_all_finite((int)entries, ph->A) || !linalg_all_finite(ph->size, ph->b)) {
        fprintf(stderr, "%s: --write-lcp %d: the step's data overflowed\n", NAME, k);
        return CLI_STATUS_FAILED;
    }
    char comment[400];
    snprintf(comment, sizeof comment,
             "multibody step %d (t = %.10g to %.10g): %d contacts, friction phantom, "
             "rho = %.10g, k = %d (A_t of rank %d of %d); the LCP in\nz = (p_n (%d), "
             "kappa+ (%d x %d), kappa- (%d x %d), y+ (%d), y- (%d)) (contact_phantom.h)", k,
             (k - 1) * s->h, k * s->h, ph->nc, s->rho, ph->k, ph->rank, 2 * ph->nc, ph->nc,
             ph->nc, ph->k, ph->nc, ph->k, ph->nnull, ph->nnull);
    lcp_write(stdout, &(lcp_problem){.n = ph->size, .M = ph->A, .q = ph->b}, comment);
    return 0;
}

/* --write-lcp K: step K's LCP (the state after K - 1 steps). */
static int write_step_lcp(run *r, int k)
{
    for (int l = 1; l < k; l++) {
        int status = step(r, l);
        if (status != 0)
            return status;
    }
    int built = multibody_lcp(&r->f.scene, &solver);
    if (built != 0)
        return not_built(k, built);
    if (data->contacts.n == 0) {
        fprintf(stderr, "%s: --write-lcp %d: no contact in step %d, so the step has no LCP\n",
                NAME, k, k);
        return 1;
    }
    if (data_overflowed()) { /* no nan or inf in a file another program reads */
        fprintf(stderr, "%s: --write-lcp %d: the step's data overflowed\n", NAME, k);
        return CLI_STATUS_FAILED;
    }
    if (r->f.scene.friction == BODIES_FRICTION_PHANTOM)
        return write_phantom_lcp(r, k);
    char comment[400];
    snprintf(comment, sizeof comment,
             "multibody step %d (t = %.10g to %.10g): %d contacts, %d joints eliminated, "
             "n_d = %d; the LCP in\nz = (p_n (%d), p_f (%d x %d, contact by contact), s (%d)), "
             "impulses p = h f", k, (k - 1) * r->f.scene.h, k * r->f.scene.h,
             data->contacts.n, data->motion.njoints, data->columns.nd, data->contacts.n,
             data->contacts.n, data->columns.nd, data->contacts.n);
    /* n^2 numbers, one row kept */
    if (lcp_write_sparse(stdout, &data->pyramid.A, data->pyramid.b, comment) != 0) {
        fprintf(stderr, "%s: --write-lcp %d: out of memory\n", NAME, k);
        return 3;
    }
    return 0;
}

/* Split the scene file (the one argument that is not an option or an
 * option's value) from the options; 0, or 1 after a message. */
static int split_scene(int argc, char **argv, char **options, int *count, const char **scene)
{
    *scene = NULL;
    *count = 0;
    options[(*count)++] = argv[0];
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strncmp(a, "--", 2) == 0 && strcmp(a, "--") != 0) {
            options[(*count)++] = argv[i];
            if (strcmp(a, "--help") != 0 && !strchr(a, '=') && i + 1 < argc)
                options[(*count)++] = argv[++i];
        } else if (*scene) {
            fprintf(stderr, "%s: one scene file, got '%s' and '%s'\n", NAME, *scene, a);
            return 1;
        } else {
            *scene = a;
        }
    }
    return 0;
}

/* The run's steps: --steps, or --t over the step h (the scene's or --h),
 * or the scene's 'steps'; not --steps and --t both. */
static int run_length(const cli_spec *spec, scene_file *f, int steps, double t_end)
{
    long n = cli_run_steps(spec, steps, t_end, f->scene.h, f->steps);
    if (n < 0)
        return 1;
    f->steps = (int)n;
    return 0;
}

/* --friction and --rho over the scene's 'friction': --rho without the
 * phantom model is refused; phantom without a rho from either takes 1. */
static int friction_model(const cli_spec *spec, bodies_scene *s, const char *friction, double rho)
{
    int scene_phantom = s->friction == BODIES_FRICTION_PHANTOM;
    if (cli_given(spec, "friction"))
        s->friction =
            strcmp(friction, "phantom") == 0 ? BODIES_FRICTION_PHANTOM : BODIES_FRICTION_PYRAMID;
    if (s->friction != BODIES_FRICTION_PHANTOM)
        return cli_refuse(spec, "rho", "with the pyramid friction model") ? 1 : 0;
    if (cli_given(spec, "rho") || !scene_phantom)
        s->rho = rho;
    return 0;
}

int main(int argc, char **argv)
{
    grow_keep_heap();
    const char *show = "state", *stabilise = "yes", *check_file = NULL, *friction = "pyramid";
    const char *corners_path = NULL;
    double rho = 1.0;
    int write_step = 1, every = 1, steps = 0, seed = 1;
    double h = 0.01, t_end = 1.0, jitter = 0.0;
    /* --show w11, the view's older name, still read */
    const cli_word_alias old_words[] = {{"show", "w11", "three-bodies"}, {NULL, NULL, NULL}};
    cli_option options[] = {
        {"show", CLI_WORD, &show, CLI_ANY, "state|contacts|pattern|blocks|lcp|joints|balance|energy|corners|three-bodies",
         "view (see below)", 0},
        {"stabilise", CLI_WORD, &stabilise, CLI_ANY, "yes|no",
         "joints: J nu = -Theta/h (yes) or J nu = 0 (no)", 0},
        {"steps", CLI_INT, &steps, CLI_NONNEGATIVE, NULL,
         "steps for the scene's 'steps'; 0: the start only", 0},
        {"t", CLI_REAL, &t_end, CLI_POSITIVE, NULL,
         "end time for the scene's 'steps' (t / h, rounded up)", 0},
        {"h", CLI_REAL, &h, CLI_POSITIVE, NULL, "time step for the scene's 'step'", 0},
        {"jitter", CLI_REAL, &jitter, CLI_NONNEGATIVE, NULL,
         "move each box's centre by a random amount up to X (m) per axis", 0},
        {"seed", CLI_INT, &seed, CLI_NONNEGATIVE, NULL, "--jitter: the moves' seed", 0},
        {"every", CLI_INT, &every, CLI_POSITIVE, NULL,
         "--show state|joints|energy|corners, --corners: every N-th step (and the last)", 0},
        {"write-lcp", CLI_INT, &write_step, CLI_POSITIVE, NULL,
         "step N's LCP as an lcp file, no table", 0},
        {"friction", CLI_WORD, &friction, CLI_ANY, "pyramid|phantom",
         "friction model for the scene's 'friction' (default pyramid)", 0},
        {"rho", CLI_REAL, &rho, CLI_NONNEGATIVE, NULL,
         "phantom inertia (kg) for the scene's 'friction phantom RHO' (else 1)", 0},
        {"corners", CLI_TEXT, &corners_path, CLI_ANY, "FILE",
         "--show corners's rows (same --every) to FILE too, in this run", 0},
        TABLE_CHECK_OPTION(&check_file),
    };
    /* The details, in two literals (C11 promises 4095 characters to one). */
    static const char views[] =
        "SCENE is a text file, one item per line, '#' comments:\n"
        "  gravity 0 0 -9.81 | step 0.01 | steps 300 | nd 8 | ground mu 0.5\n"
        "  box A size 1 0.6 0.4 mass 1 pos 0 0 0.2 [quat 1 0 0 0] [vel 0 0 0] [omega 0 0 0]\n"
        "  mu A B 0.3 | joint ball A world at 0 0 1 | joint ball A B at X Y Z [collide]\n"
        "  force A 2 0 0    (joined boxes pass through each other unless 'collide')\n"
        "--show state: l t body x y z e0 e1 e2 e3 vx vy vz wx wy wz, a row per box\n"
        "  per step (world frame, w the world angular velocity), l = 0 the start.\n"
        "--show contacts: per step and contact its bodies (body 1: the normal points\n"
        "  into it), the corner of body 1, the point, the gap psi, p_n, the friction\n"
        "  impulse on body 1 (pfx pfy pfz) and s.\n"
        "--show pattern: the block pattern of G_n in step 1: a row per box, a\n"
        "  column per contact, 1 or 2 where the box is the contact's body 1 or 2.\n"
        "--show blocks: the same as a list, for pictures: a row per non-zero block,\n"
        "  contact k body side (k: the box's number in the scene, side 1 or 2).\n"
        "--show three-bodies: the same for Example 7.1 (A, B, E, six contacts;\n"
        "  old name w11); no SCENE.\n"
        "--show lcp: per step the contacts nc, the joints nj (eliminated), the size\n"
        "  n = nc (n_d + 2), the method, its pivots, the check's violation and the\n"
        "  path's start: w (w basic), previous (the step before's basis) or\n"
        "  frictionless (the basis of the normal impulses' frictionless LCP).\n"
        "--show joints: per step and joint the drift |Theta| and the joint impulse.\n"
        "--show balance: per step and box-box contact p_n and its impulse's net\n"
        "  force and torque about the origin on both boxes (they sum to 0), and the\n"
        "  torque with the notes' sign for body 2.\n"
        "--show energy: l t T V E, a row per step, l = 0 the start: the kinetic\n"
        "  energy T = sum m |v|^2/2 + w.J w/2, the potential V = -sum (m g + F) . x\n"
        "  of gravity and each box's constant applied force (both conservative) and\n"
        "  E = T + V.  Friction and inelastic contacts lose E; so does the step:\n"
        "  semi-implicit Euler's free fall loses m h^2 |g|^2/2 per step.\n"
        "--show corners: l t body corner x y z, each box's corners (world) per step,\n"
        "  l = 0 the start; corner 1..8 with signs (-,-,-), (+,-,-), (-,+,-), ...\n"
        "  of the half edges along the box's x, y, z; for pictures.\n"
        "--jitter X: each box's x, y, z moved by a random amount in [-X, X) (the\n"
        "  same moves everywhere for one --seed).  Gaps below 1e-6 of an edge touch.\n";
    static const char more[] =
        "--write-lcp N: step N's LCP in the lcp command's file format, e.g.\n"
        "  multibody stack.scene --write-lcp 1 | lcp solve --exact -\n"
        "--friction phantom: chapter 8's phantom inertia rho (--rho) in place of the\n"
        "  pyramid: per contact p_n, kappa+ and kappa- (k = max(2, ceil(nd/2)) each),\n"
        "  the tangential impulse eliminated (least-norm when contacts are redundant),\n"
        "  solved dense; no joints.  --show contacts then prints s = 0.\n"
        "Exit status 1 for a bad scene (FILE:LINE: message), 2 if a step's LCP has\n"
        "no solution (proven), 3 if it is not solved (the step and the reason), if\n"
        "the run overflows, if a step leaves boxes interpenetrating (each other or\n"
        "the ground) deeper than 1% of the smallest edge involved, or if a step\n"
        "gains more kinetic energy than the forces' work gave it.\n"
        TABLE_CHECK_HELP;
    static char details[sizeof views + sizeof more - 1];
    snprintf(details, sizeof details, "%s%s", views, more);
    cli_spec spec = {
        "multibody SCENE",
        "Boxes in frictional contact with each other and the ground z = 0, with ball\n"
        "joints, from a scene file: one LCP per step in p_n = h f_n, p_f = h alpha, s,\n"
        "the joints removed by a Schur complement.",
        details, options, (int)(sizeof options / sizeof options[0]), old_words};
    char *args[64];
    int count;
    const char *path;
    if (argc > 60) {
        fprintf(stderr, "%s: too many arguments\n", NAME);
        return 1;
    }
    if (split_scene(argc, argv, args, &count, &path) != 0)
        return 1;
    cli_outcome outcome = cli_parse(&spec, count, args);
    if (outcome != CLI_CONTINUE)
        return cli_exit_code(outcome);
    if (strcmp(show, "three-bodies") == 0) {
        if (path || cli_refuse(&spec, "stabilise every steps t h write-lcp check corners",
                               "with --show three-bodies")) {
            if (path)
                fprintf(stderr, "%s: --show three-bodies takes no scene file (got '%s')\n",
                        NAME, path);
            return 1;
        }
        int status = show_w11();
        multibody_free(&solver);
        return status;
    }
    if (!path) {
        fprintf(stderr, "%s: give a scene file: multibody SCENE [options] (--help)\n", NAME);
        return 1;
    }
    static run r;
    char err[600];
    if (scene_read(path, &r.f, err, sizeof err) != 0) {
        fprintf(stderr, "multibody: %s\n", err);
        return 1;
    }
    r.f.scene.stabilise = strcmp(stabilise, "yes") == 0;
    if (cli_given(&spec, "h"))
        r.f.scene.h = h;
    if (cli_given(&spec, "seed") && !cli_given(&spec, "jitter") &&
        cli_refuse(&spec, "seed", "without --jitter"))
        return 1;
    if (jitter > 0.0)
        scene_jitter(&r.f.scene, jitter, (unsigned long long)seed);
    if (run_length(&spec, &r.f, steps, t_end) != 0)
        return 1;
    if (r.f.scene.njoints == 0 && cli_refuse(&spec, "stabilise", "without joints in the scene"))
        return 1;
    if (friction_model(&spec, &r.f.scene, friction, rho) != 0)
        return 1;
    scales(&r);
    r.every = every;
    r.corners_path = corners_path;
    int status = table_check_start(&r.check, NAME, check_file);
    if (status != 0)
        return status;
    if (cli_given(&spec, "write-lcp")) {
        const char *what = "with --write-lcp (it writes one step's LCP)";
        status = cli_refuse(&spec, "show every steps t check corners", what)
                     ? 1
                     : write_step_lcp(&r, write_step);
    } else if (strcmp(show, "pattern") == 0 || strcmp(show, "blocks") == 0) {
        status = cli_refuse(&spec, "every steps t corners", "with --show pattern|blocks (step 1 only)")
                     ? 1
                     : show_pattern(&r, strcmp(show, "blocks") == 0);
    } else {
        r.v = strcmp(show, "contacts") == 0 ? VIEW_CONTACTS
              : strcmp(show, "lcp") == 0    ? VIEW_LCP
              : strcmp(show, "joints") == 0 ? VIEW_JOINTS
              : strcmp(show, "balance") == 0 ? VIEW_BALANCE
              : strcmp(show, "energy") == 0 ? VIEW_ENERGY
              : strcmp(show, "corners") == 0 ? VIEW_CORNERS
                                            : VIEW_STATE;
        if (r.v == VIEW_JOINTS && r.f.scene.njoints == 0) {
            fprintf(stderr, "%s: --show joints: the scene %s has no joint\n", NAME, path);
            status = 1;
        } else if (r.v != VIEW_STATE && r.v != VIEW_JOINTS && r.v != VIEW_ENERGY &&
                   r.v != VIEW_CORNERS && cli_refuse(&spec, "every", "with --show contacts|lcp|balance")) {
            status = 1;
        } else {
            status = simulate(&r);
        }
    }
    multibody_free(&solver);
    scene_free(&r.f);
    bodies_scene_free(&r.before);
    free(r.coord);
    free(r.check_M);
    return table_check_end(r.check, status);
}
