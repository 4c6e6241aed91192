/* rigid_contact.h: rigid bodies in frictional contact, one LCP per time
 * step (Coulomb notes pp. 7-11, Examples 6.2, 7.2; the particle's step of chapter 5,
 * particle_contact.h, with the particle's n and D replaced by wrenches).
 *
 * A contact i acts on the generalised velocity nu (6 entries per body:
 * the centre's velocity, then the WORLD angular velocity omega) through
 * its wrench columns (Example 6.2): for a point at r from the centre of the body
 * it touches, normal n and friction directions d_j,
 *
 *   G_n = [ n ; r x n ],   G_f = [ d_1 .. d_nd ; r x d_1 .. r x d_nd ].
 *
 * With the impulses p_n = h f_n, p_f = h alpha (Coulomb notes p. 11) the step is
 *
 *   nu^{l+1} = u + M^-1 (G_n p_n + G_f p_f),
 *   u = nu^l + M^-1 (h F_ext + T),  T = [0; -h omega x J omega] (E5),
 *
 * M = blockdiag(m I, J_world) per body, J_world = R J R^T, and the LCP in
 * z = (p_n (nc), p_f (nc nd), s (nc)), the notes' page 11 divided by h:
 *
 *       [ G_n^T W G_n   G_n^T W G_f   0 ]      [ G_n^T u + psi / h ]
 *   A = [ G_f^T W G_n   G_f^T W G_f   E ], b = [ G_f^T u           ]
 *       [ U             -E^T          0 ]      [ 0                 ]
 *
 * with W = M^-1, U = diag(mu_i), E = blockdiag(e, .., e).  For one contact
 * and a particle (r = 0, W = I/m) this is particle_contact_lcp's LCP.
 * rigid_contact_assemble takes the columns over any number of degrees of
 * freedom, so several bodies (chapter 7) use the same assembly with longer
 * columns.
 */
#ifndef RIGID_CONTACT_H
#define RIGID_CONTACT_H

#include "friction.h"
#include "rigid_body.h"
#include "lcp.h"

/* The wrench column g = [d; r x d] of a force along d applied at r (Example 6.2). */
void rigid_contact_wrench(const double r[3], const double d[3], double g[6]);

/* The most degrees of freedom rigid_contact_assemble and rigid_contact_velocity
 * take (64 bodies). */
#define RIGID_CONTACT_MAX_DOF 384

/* The data of one step's LCP over ndof (<= RIGID_CONTACT_MAX_DOF) degrees of
 * freedom. */
typedef struct {
    int ndof, nc, nd;   /* degrees of freedom, contacts, directions per contact */
    const double *W;    /* M^-1, ndof x ndof row-major */
    const double *u;    /* free velocity, ndof */
    const double *Gn;   /* nc columns of ndof: column i at Gn + i * ndof */
    const double *Gf;   /* nc * nd columns: contact i, direction j at Gf + (i nd + j) ndof */
    const double *psi;  /* nc gaps */
    const double *mu;   /* nc friction coefficients */
    double h;
} rigid_contact_system;

/* The LCP's size nc (nd + 2). */
int rigid_contact_size(const rigid_contact_system *s);

/* A (size x size, row-major) and b (size) as above. */
void rigid_contact_assemble(const rigid_contact_system *s, double *A, double *b);

/* The free velocity of one body over a step of h (no contact impulses):
 * u = (v + h F / m, omega + J_world^-1 (-h omega x J_world omega)), world
 * frame, with J_world and its inverse at the body's orientation. */
void rigid_contact_free_velocity(const rigid_body *b, const rigid_body_state *s, const double F[3],
                                 double h, const double Jw[9], const double Jw_inv[9], double u[6]);

/* The contact solver (contact_solve.h; lcp_solve when options ask for a
 * method by name) for rigid_contact_assemble's LCP (nv = nc (nd + 1) impulse
 * unknowns) in units of the mass scale m0, the power of two nearest mass:
 * z = (p / m0, s), w's cone rows / m0, so that only the block G^T W G is
 * multiplied by m0 (exactly).  lcp_solve's check, whose tolerance has the floor
 * tol * max(1, |z|), then weighs the impulses of a light or a heavy body as
 * those of a body of mass 1.  warm: z holds a guess (the previous step's
 * answer for the same contacts).  z and w are returned unscaled. */
lcp_status rigid_contact_lcp_solve(const lcp_problem *p, int nv, double mass,
                                   const lcp_options *options, int warm, double *z, double *w,
                                   lcp_result *result);

/* rigid_contact_lcp_solve for the LCP (A, b) held sparse (A->n unknowns), with
 * the LCP's basis as contact_solve's (NULL for none): in with warm, the
 * previous step's; out, this one's.  A's block G^T W G is scaled in place
 * and restored exactly (m0 is a power of two; a copy is scaled instead where
 * an entry would leave the normal range). */
lcp_status rigid_contact_lcp_solve_sparse(sparse_matrix *A, const double *b, int nv, double mass,
                                          const lcp_options *options, int warm,
                                          unsigned char *basis, double *z, double *w,
                                          lcp_result *result);

/* nu = u + W (G_n p_n + G_f p_f) for the LCP's solution z. */
void rigid_contact_velocity(const rigid_contact_system *s, const double *z, double *nu);

/* ------------------------------------------------------------ one body on a plane */

#define RIGID_CONTACT_MAX_CORNERS 8
#define RIGID_CONTACT_MAX_ND 16
#define RIGID_CONTACT_MAX_LCP (RIGID_CONTACT_MAX_CORNERS * (RIGID_CONTACT_MAX_ND + 2))

/* One body with its contact points (body frame) and the plane z = 0 with
 * friction mu and nd directions about the normal e_z, d_1 = e_x. */
typedef struct {
    rigid_body body;
    int npoints;
    double points[RIGID_CONTACT_MAX_CORNERS][3]; /* body frame, relative to the centre */
    double mu;
    int nd;
    double h;
    double margin; /* a point is a contact when psi <= h |v_point| + margin */
} rigid_contact_plane_model;

/* One active contact of a step. */
typedef struct {
    int point;                        /* index into points */
    double r[3];                      /* world offset from the centre */
    double psi;                       /* gap: the point's height */
    double pn;                        /* normal impulse */
    double pf[RIGID_CONTACT_MAX_ND];  /* friction impulses along d_j */
    double s;                         /* the slack: sliding speed at the step's end */
    double friction[3];               /* D p_f, the friction impulse (world) */
} rigid_contact_active;

typedef struct {
    int nc, size;                     /* active contacts, LCP size */
    double u[6], W[36];               /* free velocity (v, omega), M^-1 */
    double Gn[6 * RIGID_CONTACT_MAX_CORNERS]; /* wrench columns of the active contacts */
    double Gf[6 * RIGID_CONTACT_MAX_CORNERS * RIGID_CONTACT_MAX_ND];
    double psi[RIGID_CONTACT_MAX_CORNERS], mu[RIGID_CONTACT_MAX_CORNERS];
    rigid_contact_active contact[RIGID_CONTACT_MAX_CORNERS];
    double A[RIGID_CONTACT_MAX_LCP * RIGID_CONTACT_MAX_LCP], b[RIGID_CONTACT_MAX_LCP];
    double z[RIGID_CONTACT_MAX_LCP], w[RIGID_CONTACT_MAX_LCP];
    lcp_result lcp;                   /* status LCP_SOLVED with nc = 0 (nothing to solve) */
} rigid_contact_step_info;

/* The box of edge lengths a, b, c (body x, y, z): its 8 corners, its
 * moments m (b^2 + c^2)/12, m (a^2 + c^2)/12, m (a^2 + b^2)/12. */
void rigid_contact_box(double m, double a, double b, double c, rigid_contact_plane_model *model);

/* The LCP of the step from state s under the world force F (the rest as in
 * rigid_body_step's semi-implicit step): the active contacts, u, W, the
 * wrenches, A and b, all into info.  Needs info of static or allocated storage
 * (it is large). */
void rigid_contact_plane_lcp(const rigid_contact_plane_model *model, const rigid_body_state *s,
                             const double F[3], rigid_contact_step_info *info);

/* The rigid_contact_system of info's LCP. */
rigid_contact_system rigid_contact_plane_system(const rigid_contact_plane_model *model,
                                                const rigid_contact_step_info *info);

/* One step: build the LCP, solve it with lcp_solve (options may be NULL),
 * and update v, omega, x, e (e renormalised) and t.  The state is unchanged
 * unless solved. */
lcp_status rigid_contact_plane_step(const rigid_contact_plane_model *model, rigid_body_state *s,
                                    const double F[3], const lcp_options *options,
                                    rigid_contact_step_info *info);

/* The height of the body's lowest point at state s (negative: below the
 * plane), and which point it is. */
double rigid_contact_plane_lowest(const rigid_contact_plane_model *model, const rigid_body_state *s,
                                  int *point);

/* The energy balance of the step from before to after
 * (rigid_contact_plane_step, info its data) under the constant world force F:
 * the kinetic energy gained, less the work F . (x' - x), less the work of the
 * gap term psi / h on corners below the plane (p_n max(0, -psi) / h), less what
 * the LCP's tolerance lets through.  <= 0 to rounding for every solved step;
 * scale receives the energies it is made of (for a relative tolerance). */
double rigid_contact_plane_energy_excess(const rigid_contact_plane_model *model,
                                         const rigid_body_state *before,
                                         const rigid_body_state *after, const double F[3],
                                         const rigid_contact_step_info *info, double *scale);

#endif
