/* planar_body.h: a rigid body in the plane driven by an applied wrench and
 * the friction of a planar LuGre model (paper 004, section VI-B and VI-C:
 * the drifting disc and the box in a parallel gripper;
 * ../shared/peer-tests/lugre/README.md section 10).
 *
 * The body has mass m and moment of inertia I about its centre of mass
 * (CoM); its pose q = (x, y, theta) and twist v = (vx, vy, omega) are those
 * of the CoM in the world frame.  Its friction comes from `contacts`
 * identical contact patches (a parallel gripper: 2 fingers) whose grid centre
 * is either carried by the body at its CoM (the disc on a table) or fixed in
 * the world at the point `contact` (the fingers, the box slides between
 * them).  The friction model sees the body's twist at the grid centre, and
 * its wrench, given about the grid centre, is moved to the CoM.
 *
 * The bristles' frame is the world frame (as in the authors' code): the turn
 * of a patch carried by the body is not followed, which is exact for the
 * fixed fingers and a small-angle approximation for the disc.
 */
#ifndef PLANAR_BODY_H
#define PLANAR_BODY_H

typedef struct {
    double m, I;       /* mass [kg], moment of inertia about the CoM [kg m^2] */
    double q[3];       /* pose of the CoM: x, y [m], theta [rad] */
    double v[3];       /* twist of the CoM: vx, vy [m/s], omega [rad/s] */
    int fixed_contact; /* 1: the grid centre is fixed at `contact`; 0: at the CoM */
    double contact[2]; /* the fixed grid centre in the world [m] */
    int contacts;      /* identical contact patches (friction times this) */
} planar_body;

/* One friction step: the model's wrench about the grid centre for the twist
 * v at the grid centre, from its state before the step, then its state
 * advanced over dt with v held (planar_lugre_step, planar_model_step). */
typedef void planar_friction_step(void *model, const double v[3], double dt, double wrench[3]);

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
 *      model's z_{k+1} (explicit Euler inside the model, vc held);
 *   3. a_k = acceleration under ext (the applied wrench at t_k, about the
 *      CoM) and fr;
 *   4. q_{k+1} = q_k + v_k dt + a_k dt^2 / 2,  v_{k+1} = v_k + a_k dt.
 * So the whole state (z, q, v) takes one explicit step with the forces of
 * t_k (the authors' older scripts' scheme; q is exact for a constant a).
 * normal_force = 0 means the contact is open: no friction, the model is not
 * stepped (its bristles keep their state; reset them if the contact closes
 * again).  fr (may be NULL) gets the friction wrench of one patch about the
 * grid centre. */
void planar_body_step(planar_body *b, planar_friction_step *friction, void *model,
                      double normal_force, const double ext[3], double dt, double fr[3]);

/* How many equal substeps a step dt needs so that explicit Euler resolves
 * the bristles' relaxation: a sliding bristle relaxes at the rate lambda =
 * beta sigma0 |v_i| / g <= sigma0 s / muc, with s = |v_c| + |omega| reach
 * (reach: the farthest loaded cell from the grid centre) the fastest cell's
 * speed; Euler's z <- z + h (v - lambda z) overshoots for lambda h > 1 and
 * grows for lambda h > 2.  Returns the least n >= 1 with lambda dt / n <= 1
 * (at most max_n).  rate = sigma0 / muc [1/m]. */
long planar_body_substeps(const planar_body *b, double rate, double reach, double dt, long max_n);

#endif
