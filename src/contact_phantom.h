/* contact_phantom.h: chapter 8's phantom-inertia friction model (Peiret,
 * Kovecses and Font-Llagunes) in chapter 7's multibody time step,
 * at the velocity level: the scene's `friction phantom RHO`.
 *
 * Symbols (motion.h's and contact_columns.h's): nu^{l+1} the new velocity (ndof), u the free
 * velocity nu^l + W (h F_ext + T), W = M^-1 blockdiag per body, psi the
 * contacts' gaps, h the step.  Contact i (of nc) has the frame (n_i, t_i,
 * o_i); G_n's column i is the wrench of n_i (body 1, and its opposite on
 * body 2, E4) and G_t's columns 2i, 2i+1 those of t_i and o_i.  Its k
 * directions over a half-turn are chapter 8's, D_i = [d_0 .. d_(k-1)]
 * (2 x k in the frame (t_i, o_i)), d_j at the angle pi j / k
 * (phantom_directions), and D = blockdiag(D_i) (2 nc x K, K = nc k).  The
 * unknowns: p_n (nc) and p_t (2 nc, free in sign: the impulse on body 1
 * along t_i, o_i), kappa+ and kappa- (K each, >= 0: velocities).
 *
 * The model.  Peiret et al.'s (1), (2)-(3) and (8), with the accelerations
 * replaced by the velocity at the end of the step and the forces by
 * impulses over it (p = h lambda; chapter 8, "Acceleration level and
 * velocity level"):
 *
 *   M nu^{l+1} = M u + G_n p_n + G_t p_t                     (8), row 1
 *   G_t^T nu^{l+1} = D (kappa+ - kappa-)                     (1); (8), row 2
 *   w_n = G_n^T nu^{l+1} + psi / h  >= 0  _|_  p_n >= 0      (8), row 3
 *   sigma- = mu p_n + D^T p_t + rho kappa-  >= 0  _|_  kappa+ >= 0   (6)-(7)
 *   sigma+ = mu p_n - D^T p_t + rho kappa+  >= 0  _|_  kappa- >= 0
 *
 * (mu p_n: each contact's mu_i p_n,i in its k rows, the paper's U).  rho is
 * now an impulse per velocity: a mass (kg).
 *
 * Eliminating nu^{l+1} and p_t.  The first row gives nu^{l+1} = u +
 * W (G_n p_n + G_t p_t).  Put A_t = G_t^T W G_t (2 nc x 2 nc), A_tn =
 * G_t^T W G_n, A_nn = G_n^T W G_n, c_t = G_t^T u, c_n = G_n^T u + psi / h.
 * The second row is then
 *
 *   A_t p_t = D (kappa+ - kappa-) - A_tn p_n - c_t,
 *
 * so p_t = X (D (kappa+ - kappa-) - A_tn p_n - c_t) with X = A_t^-1 when
 * A_t is regular: the Schur complement of the saddle block [M -G_t;
 * G_t^T 0] that phantom_lcp forms for one body.  Substituted into the other
 * rows, with Y = A_tn^T X, Q = D^T X D:
 *
 *   [ w_n    ]   [ A_nn - Y A_tn    Y D       -Y D     ] [ p_n    ]   [ c_n - Y c_t ]
 *   [ sigma- ] = [ U - (Y D)^T      Q         rho - Q  ] [ kappa+ ] + [ -D^T X c_t  ]
 *   [ sigma+ ]   [ U + (Y D)^T      rho - Q   Q        ] [ kappa- ]   [  D^T X c_t  ]
 *
 * which is chapter 8's (ph-blocks) with M u in place of the force f and
 * psi / h in the normal rows.  The LCP has size nc (1 + 2 k), and 2 nnull
 * more with redundant contacts (below).
 *
 * Redundant contacts.  A box resting flat on four corners has 8 tangential
 * rows for 3 in-plane motions: A_t is singular and the paper's elimination
 * does not exist (chapter 8, "Redundant contacts").  This step then takes
 * X = A_t^+, the pseudo-inverse (eigenvalues of A_t below 1e-10 of the
 * largest count as zero): of the tangential impulses that give the same
 * motion it takes the least-norm one, and the velocity is the least-squares
 * one, G_t^T nu^{l+1} = P D (kappa+ - kappa-) with P the projection onto the
 * tangential velocities a rigid motion can have.  With A_t regular P = I and
 * X = A_t^-1: the paper's model exactly.  The friction stays dissipative:
 * p_t = P p_t, so p_t^T G_t^T nu = p_t^T D (kappa+ - kappa-) = -sum mu p_n
 * (kappa+ + kappa-) <= 0 by (6)-(7) and kappa+ kappa- = 0.
 *
 * Directions: k = max(2, ceil(nd / 2)) for the scene's nd, so that the 2k
 * senses are the pyramid's nd directions when nd is even (chapter 8,
 * "Half a turn with two senses is a full turn").  The LCP is assembled and
 * solved dense (lcp_solve, every answer checked; the contacts' sparse
 * pattern is not used yet).  Joints are not handled: a scene with joints
 * is refused (LCP_BAD_INPUT).
 */
#ifndef CONTACT_PHANTOM_H
#define CONTACT_PHANTOM_H

#include "contact_columns.h"
#include "lcp.h"
#include "motion.h"

/* The eigenvalues of A_t below this fraction of its largest are zero. */
#define CONTACT_PHANTOM_PINV_TOL 1e-10

/* What contact_phantom_build returns besides 0. */
#define CONTACT_PHANTOM_OUT_OF_MEMORY (-1)
#define CONTACT_PHANTOM_NO_EIGEN (-2) /* A_t has no eigen-decomposition (not
                                         finite, no convergence: dense_eigen.h) */

/* Workspace of the solve: no meaning between calls. */
typedef struct {
    double *A_scaled, *b_scaled; /* the LCP scaled to the unit of mass */
} contact_phantom_scratch;

/* The dense phantom LCP of one step and its answer, rebuilt every step (its
 * owner keeps it for the views); contact_phantom_free releases it. */
typedef struct {
    int nc, k, ndof, size; /* size = nc (1 + 2 k) + 2 nnull */
    int rank;          /* rank of A_t (2 nc when no tangential row is redundant) */
    int nnull;         /* 2 nc - rank: the internal impulses y+, y- (each) */
    double rho;
    double *Gn, *Gt;   /* columns: nc and 2 nc of ndof entries */
    double *WGn, *WGt; /* W times them */
    double *At, *Atn, *X, *N, *ev; /* A_t, A_tn, X = A_t^+, A_t's null space, its eigenvalues */
    double *XD, *XAtn, *Xct, *ct; /* X D, X A_tn, X c_t, c_t */
    double *A, *b;     /* the LCP: A (size x size, row-major), b */
    double *z, *w;     /* its answer: z = (p_n, kappa+, kappa-, y+, y-),
                          w = (w_n, sigma-, sigma+, -N^T D kappa, N^T D kappa) */
    double *pt, *nu;   /* p_t (2 nc) and nu^{l+1} (ndof) */
    double mismatch;   /* max |G_t^T nu - D (kappa+ - kappa-)|: 0 unless A_t is singular */
    lcp_result lcp;
    contact_phantom_scratch scratch;
} contact_phantom;

/* k for the scene's nd: max(2, ceil(nd / 2)). */
int contact_phantom_directions(int nd);

/* Assemble the phantom LCP of the step whose free velocity u and W's
 * blocks are m's (motion_build; no joints) and whose contacts are the nc of
 * contact, with the scene's rho.  0, CONTACT_PHANTOM_OUT_OF_MEMORY or
 * CONTACT_PHANTOM_NO_EIGEN. */
int contact_phantom_build(const bodies_scene *s, const motion *m, const bodies_contact *contact,
                          int nc, contact_phantom *ph);

/* Solve a built LCP (lcp_solve, options may be NULL; scaled so that p_n is
 * in units of the heaviest box's mass, mass a power of two) and recover
 * p_t, nu^{l+1} and the mismatch. */
lcp_status contact_phantom_solve(contact_phantom *ph, const motion *m, double mass,
                                 const lcp_options *options);

/* The impulses of each contact from a solved LCP, for the tables: p_n and
 * the friction impulse on body 1 (pf and s zero). */
void contact_phantom_store(const contact_phantom *ph, bodies_contact *contact);

/* Release ph's storage; it is then empty. */
void contact_phantom_free(contact_phantom *ph);

#endif
