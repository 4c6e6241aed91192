/* rigid_body.h: one rigid body, its state and Newton-Euler (particle notes
 * pp. 19-20.1, Example 6.1).
 *
 * The body frame is the principal frame through the centre of mass, so the
 * body-frame inertia matrix is diag(J1, J2, J3).  The state is
 *
 *   q = (x, e): the centre of mass x (world) and the unit quaternion e
 *               (scalar first, quat.h), R(e) mapping body to world;
 *   v = (v, w): the velocity of the centre (world) and the angular
 *               velocity w in the BODY frame (particle notes p. 20: omega_body).
 *
 * Newton-Euler (particle notes p. 19, 20.1), force F in the world frame, torque N in
 * the body frame:
 *
 *   m dv/dt = F,   J dw/dt = N - w x J w,   dx/dt = v,   de/dt = (1/2) B(e) w.
 *
 * The world-frame angular velocity is omega = R(e) w, the world inertia
 * J_world = R J R^T, the angular momentum L = R J w (world), the kinetic
 * energy T = m |v|^2 / 2 + w^T J w / 2.  Without torque T and L are
 * constant (Example 6.1); the integrators below differ in what they keep.
 */
#ifndef RIGID_BODY_H
#define RIGID_BODY_H

typedef struct {
    double m;    /* mass */
    double J[3]; /* principal moments J1, J2, J3 (body frame) */
} rigid_body;

typedef struct {
    double t;
    double x[3]; /* centre of mass, world */
    double e[4]; /* orientation, unit quaternion (e0 scalar) */
    double v[3]; /* velocity of the centre, world */
    double w[3]; /* angular velocity, body frame */
} rigid_body_state;

typedef enum {
    RIGID_BODY_EXPLICIT = 0,  /* w, e, v, x all from the old state (explicit Euler) */
    RIGID_BODY_SEMI_IMPLICIT, /* w, v first (gyroscopic term explicit), then e, x with
                                 the new w, v: the step of chapters 7-8 without contact */
    RIGID_BODY_MIDPOINT       /* implicit midpoint in w, Cayley rotation for e: keeps T,
                                 |L| and the world L (to the Newton tolerance) */
} rigid_body_integrator;

/* The gyroscopic impulse that RIGID_BODY_EXPLICIT and RIGID_BODY_SEMI_IMPLICIT
 * add to J w over a step: the course's -h w x J w (particle notes p. 19), the notes'
 * printed +w x J w (Coulomb notes p. 11, E5), or none. */
typedef enum {
    RIGID_BODY_GYRO_COURSE = 0,
    RIGID_BODY_GYRO_NOTES,
    RIGID_BODY_GYRO_OFF
} rigid_body_gyro;

/* A rate matrix: B(e) as 4 x 3 row-major, de/dt = factor * B(e) w. */
typedef void (*rigid_body_rate_fn)(const double e[4], double B[12]);

typedef struct {
    rigid_body_integrator integrator;
    int renormalise;   /* divide e by |e| after each step (RIGID_BODY_MIDPOINT keeps
                          |e| = 1 by construction, but for rounding) */
    rigid_body_gyro gyro;
    rigid_body_rate_fn rate;  /* NULL: quat_rate_matrix */
    double rate_factor;/* 0 means the course's 1/2 */
} rigid_body_options;

/* Default: semi-implicit, renormalised, the course's B and gyroscopic term. */
rigid_body_options rigid_body_default_options(void);

/* Name of an integrator as the programs spell it ("explicit", ...). */
const char *rigid_body_integrator_name(rigid_body_integrator integrator);

/* Are the moments a rigid body's?  0 if so; otherwise 1 with a message in
 * msg: a moment <= 0, or one larger than the sum of the other two. */
int rigid_body_check_moments(const double J[3], char *msg, int size);

/* T = m |v|^2 / 2 + w^T J w / 2, and the rotational part alone. */
double rigid_body_kinetic_energy(const rigid_body *b, const rigid_body_state *s);
double rigid_body_rotational_energy(const rigid_body *b, const double w[3]);

/* L = R(e) J w, the angular momentum about the centre, world frame. */
void rigid_body_angular_momentum(const rigid_body *b, const rigid_body_state *s, double L[3]);

/* J_world = R J R^T and its inverse R J^-1 R^T (3 x 3 row-major). */
void rigid_body_world_inertia(const rigid_body *b, const double e[4], double Jw[9]);
void rigid_body_world_inertia_inverse(const rigid_body *b, const double e[4], double Jw_inv[9]);

/* dw/dt = J^-1 (N - w x J w), body frame. */
void rigid_body_euler_rate(const rigid_body *b, const double w[3], const double N[3],
                           double wdot[3]);

/* |v|, the Euclidean length, without overflow in its squares (the same as
 * sqrt(v . v) below 1e150). */
double rigid_body_norm(const double v[3]);

/* The cross product c = a x b (c may alias neither). */
void rigid_body_cross(const double a[3], const double b[3], double c[3]);

/* e += h * factor * B(e) w, then e /= |e| if renormalise. */
void rigid_body_advance_orientation(const rigid_body_options *o, double e[4], const double w[3],
                                    double h);

/* One step of length h under the world force F and body torque N.
 * Returns 0, or -1 when the midpoint's Newton iteration does not converge
 * (the state is then unchanged). */
int rigid_body_step(const rigid_body *b, rigid_body_state *s, const double F[3], const double N[3],
                    double h, const rigid_body_options *o);

#endif
