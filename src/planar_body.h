/* planar_body.h: a rigid body in the plane driven by an applied wrench and
 * the friction of a planar LuGre model (planar_model.h), and the paper's
 * two body experiments (Arslan Waltersson 2023 sections VI-B and VI-C: the drifting disc and
 * the box in a parallel gripper; the authors' code, github.com/Gabrieleenx/FrictionModelling
 * section 10).
 *
 * The body has mass m and moment of inertia I about its centre of mass
 * (CoM); its pose q = (x, y, theta) and twist v = (vx, vy, omega) are those
 * of the CoM in the world frame.  Its friction comes from `contacts`
 * identical contact patches (a parallel gripper: 2 fingers) whose grid centre
 * is either carried by the body at its CoM (the disc on a table) or fixed in
 * the world at the point `contact` (the fingers; the box slides between
 * them).  The friction model sees the body's twist at the grid centre, and
 * its wrench, given about the grid centre, is moved to the CoM.
 *
 * The bristles' frame is the world frame (as in the authors' code): the turn
 * of a patch carried by the body is not followed, which is exact for the
 * fixed fingers and a small-angle approximation for the disc.
 */
#ifndef PLANAR_BODY_H
#define PLANAR_BODY_H

#include "planar_model.h"

#define PLANAR_GRAVITY 9.81 /* [m/s^2], the authors' value */

typedef struct {
    double m, I;       /* mass [kg], moment of inertia about the CoM [kg m^2] */
    double q[3];       /* pose of the CoM: x, y [m], theta [rad] */
    double v[3];       /* twist of the CoM: vx, vy [m/s], omega [rad/s] */
    int fixed_contact; /* 1: the grid centre is fixed at `contact`; 0: at the CoM */
    double contact[2]; /* the fixed grid centre in the world [m] */
    int contacts;      /* identical contact patches (friction times this) */
    double reach;      /* the farthest loaded cell from the grid centre [m] */
} planar_body;

/* The farthest loaded cell of m from the grid centre [m] (set b->reach to
 * it before planar_body_advance). */
double planar_body_reach(const planar_model *m);

/* The drift experiment's body: the 1 kg disc of radius 0.05 m, I = m r^2 / 2,
 * at rest at the origin, its contact carried at its CoM (one patch). */
void planar_body_disc(planar_body *b);

/* The slip-stick experiment's body: the 0.2 kg box 0.15 x 0.08 m, I = m (a^2
 * + b^2) / 12, at rest with its CoM at (com_x, 0), between two fingers whose
 * patches are fixed at the origin. */
void planar_body_box(planar_body *b, double com_x);

/* The drift loads at time t (the authors' code): the applied wrench on the
 * disc about its CoM into ext, and the normal force as the return value.
 * normal = 0: "tangential" (fx ramps to 1 N by 0.2 s, 1 + 0.4 sin(6 pi t)
 * from 1 s; a torque ramps to 0.03 N m over 2.8-3 s, then 0.03 + 0.01
 * sin(6 pi t); fn = m g); normal = 1: fx = 1 N and 0.03 N m ramped over
 * 0.2 s, fn = m g + sin(6 pi t) from 1 s. */
double planar_drift_load(int normal, double t, double ext[3]);

/* The grip force per finger of profile 1 or 2 at time t (the authors'
 * code); profile 0: no grip.  The paper's case 2 (CoM 2 mm from the contact
 * centre, far = 0): 1.73 + 0.91 sin(4 pi t), or 2 N with 0.84 N for the 0.01 s
 * intervals 33..49 (t in [0.33, 0.5)).  Case 1 (CoM 25 mm away, far = 1,
 * the authors' `_diff_CoM` script): 3.6 + 0.9 sin(4 pi t), or 4 N with
 * 2.9 N for the intervals 31..49 (t in [0.31, 0.5)). */
double planar_grip_force(int far, int grip, double t);

/* The paper's experiments: the disc under the tangential or the normal
 * drift load, the box in the gripper. */
typedef enum {
    PLANAR_DRIFT_TANGENTIAL,
    PLANAR_DRIFT_NORMAL,
    PLANAR_SLIP_STICK,    /* case 2: the CoM 2 mm from the contact centre */
    PLANAR_SLIP_STICK_FAR /* case 1: 25 mm */
} planar_experiment;

/* The inputs of experiment e at time t, held over the 0.01 s interval that
 * holds t (the paper: "applied step-wise constant at a frequency of 100
 * Hz"): the applied wrench on body b about its CoM into ext (the drift
 * load; the box's weight -m g along y) and the normal force per patch as
 * the return value (grip: the grip force profile of the slip-stick run). */
double planar_experiment_load(planar_experiment e, int grip, const planar_body *b, double t,
                              double ext[3]);

/* The index j of the 0.01 s input interval [0.01 j, 0.01 (j + 1)) that holds
 * t, robust to t = 0.01 j computed as k dt. */
long planar_experiment_interval(double t);

/* The contact's pressure pattern in the slip-stick run: fixed (--shape),
 * or the paper's grip-force-dependent patterns (Arslan Waltersson 2023 eqs. 45-46, Fig. 33):
 * "scaled" (k = 2: only the radius a changes with fn; the reduced model
 * keeps its limit-surface table and re-computes its constants, the
 * authors' recalc = 0) and "changing" (k = 2 fn: the reduced model
 * re-computes its limit surface, recalc = 1). */
typedef enum { PLANAR_SURFACE_FIXED, PLANAR_SURFACE_SCALED, PLANAR_SURFACE_CHANGING } planar_surface;

/* The pattern of eq. 46 on N x N cells for the grip force fn:
 * P = (1 - (r/a)^k)^(1/k) for r <= a, else 0, with r the distance from the
 * grid centre in cells and a = min(6 fn^(1/3), N/2) (the authors' code;
 * the factor 1.144 fn / (pi a^2) cancels in the weights). */
void planar_pressure_proportional(int N, double fn, double k, double *P);

/* Give the model m the pattern P on its grid: the loaded cells and the CoP
 * anew, each cell that stays loaded keeps its bristle, a newly loaded one
 * starts at z = 0; the reduced model keeps z and gets the new CoP and
 * constants (r_a, kappa_tau, ...), and with recalc a new limit-surface
 * table.  0, or -1 (no load, no memory: m unchanged). */
int planar_model_set_pattern(planar_model *m, const double *P, int recalc);

/* The surface s for the grip force fn set into m (nothing for FIXED, or
 * for fn = 0: an open contact keeps its last pattern) and b->reach
 * updated.  0, or -1 as planar_model_set_pattern. */
int planar_body_follow_surface(planar_body *b, planar_model *m, planar_surface s, double fn);

/* The CoM's position relative to the grid centre [m] (0 when the patch is
 * carried at the CoM). */
void planar_body_offset(const planar_body *b, double d[2]);

/* The body's twist at the grid centre: the CoM twist moved by -d. */
void planar_body_contact_twist(const planar_body *b, double vc[3]);

/* The acceleration (ax, ay, alpha) of the CoM under the applied wrench ext
 * about the CoM plus `contacts` times the friction wrench fr about the grid
 * centre (moved to the CoM). */
void planar_body_acceleration(const planar_body *b, const double ext[3], const double fr[3],
                              double acc[3]);

/* One step of length dt (the scheme of the chapter):
 *   1. vc = the body's twist at the grid centre at t_k;
 *   2. fr = the friction wrench from the model's state z_k and vc, and the
 *      model's z_{k+1} (its explicit Euler step, vc held);
 *   3. a_k = acceleration under ext (the applied wrench at t_k, about the
 *      CoM) and fr;
 *   4. q_{k+1} = q_k + v_k dt + a_k dt^2 / 2,  v_{k+1} = v_k + a_k dt.
 * So the whole state (z, q, v) takes one explicit step with the forces of
 * t_k (the authors' older scripts' scheme; q is exact for a constant a).
 * The model's normal force is set to fn; fn = 0 means the contact is open:
 * no friction, the model is not stepped (its bristles keep their state).
 * fr (may be NULL) gets the friction wrench of one patch about the grid
 * centre. */
void planar_body_step(planar_body *b, planar_model *m, double fn, const double ext[3], double dt,
                      double fr[3]);

/* The friction wrench of one patch about the grid centre for the body's
 * present state under the normal force fn, nothing advanced: a model step
 * of length 0 (its wrench is the one of the state before the update, and
 * z + 0 z' leaves every bristle as it is).  fn = 0: an open contact, 0. */
void planar_body_friction(const planar_body *b, planar_model *m, double fn, double fr[3]);

/* How many equal substeps a step dt needs so that explicit Euler is
 * stable: planar_model_substeps for the bristles' relaxation while sliding
 * (lambda = beta sigma0 |v_i| / g <= sigma0 s / min(muc, mus), s = |v_c| +
 * |omega| b->reach; each substep has lambda dt / n <= 1), and each substep
 * below planar_body_stick_step(b, m, fn), the bound of body and bristles
 * while the bristles hold the body.  The least such n >= 1. */
double planar_body_substeps(const planar_body *b, const planar_model *m, double dt, double fn);

/* The largest stable explicit step while the bristles hold the body under
 * the normal force fn per patch (chapter 9's sticking bound in the plane:
 * (sigma1 + sigma2) / sigma0 when the body-bristle modes are underdamped,
 * less when the stiffest is not); HUGE_VAL when fn = 0. */
double planar_body_stick_step(const planar_body *b, const planar_model *m, double fn);

/* planar_body_step over dt in planar_body_substeps equal substeps (fr: the
 * first substep's friction).  Returns the number of substeps, or 0 (nothing
 * done) when that is more than max_n. */
long planar_body_advance(planar_body *b, planar_model *m, double fn, const double ext[3],
                         double dt, double fr[3], long max_n);

/* Step k of experiment e: the inputs of t_k = k dt (planar_experiment_load),
 * at the start of each 0.01 s interval the surface s for the new normal
 * force (planar_body_follow_surface), then planar_body_advance over dt.
 * The normal force goes to *fn, the friction of the first substep to fr.
 * Returns the number of substeps, 0 when more than max_n (nothing done),
 * or -1 when the surface cannot be set (out of memory). */
long planar_experiment_step(planar_body *b, planar_model *m, planar_experiment e, int grip,
                            planar_surface s, long k, double dt, long max_n, double *fn,
                            double fr[3]);

#endif
