/* multibody.h: many boxes in frictional contact with each other and with the
 * ground, joined by ball joints, one LCP per time step (notes 000 pp. 8-11,
 * W11, W12; 002 "Equality constraints"; chapter 6's rigid_contact.h).
 *
 * Degrees of freedom.  Body k owns rows 6k..6k+5 of the generalised
 * velocity nu: the centre's velocity v (world), then the WORLD angular
 * velocity omega.  M = blockdiag(m_k I, J_world,k), W = M^-1.
 *
 * Contacts (000 p. 8).  Contact i has one frame (n_i, t_i, o_i), the normal
 * pointing into body 1, and a point p_i; r_i1 = p_i - x_1, r_i2 = p_i - x_2.
 * The force n f_n + D alpha acts on body 1 at p_i and its opposite on body 2
 * at the same point, so the wrench columns are
 *
 *   body 1:  [ n ; r_i1 x n ],       [ d_j ; r_i1 x d_j ]
 *   body 2:  [ -n ; -(r_i2 x n) ],   [ -d_j ; -(r_i2 x d_j) ]      (E4)
 *
 * and the sum of the two wrenches about any point is zero (momentum and
 * angular momentum kept by every body-body impulse).  The ground is body 2
 * of its contacts and has no rows (it does not move).
 *
 * The block matrices (000 pp. 9-10, W11): G_n has 6 rows per body and one
 * column per contact, G_f nd columns per contact, U = diag(mu_i),
 * E = blockdiag(e, .., e); the LCP is rc_assemble's (W12, with E5 and E6
 * corrected: u = nu + W (h F_ext + T), T = [0; -h omega x J omega]; the
 * new velocity nu + W (h F_ext + T + G_n p_n + G_f p_f) has no extra h).
 *
 * Ball joints (002 "Equality constraints").  Joint j keeps the anchor
 * points of its two bodies together: Theta_j = (x_a + R_a a_a) - (x_b +
 * R_b a_b) = 0 (3 rows; for the world, x_b + R_b a_b is the fixed point).
 * Its rows of J are [I, -[r_a]x] for body a and [-I, [r_b]x] for body b,
 * r the anchor's world offset, since d(x + r)/dt = v + omega x r.  The
 * velocity row is J nu^{l+1} = -Theta^l / h (stabilised) or 0.  Joint
 * impulses are free in sign, so the step is a mixed LCP; the joint
 * impulses are eliminated by the Schur complement (bilateral.h):
 *
 *   nu^{l+1} = u_c + W_c G z,   W_c = W - W J^T S^-1 J W,  S = J W J^T,
 *   u_c = u + W J^T S^-1 (c - J u),
 *
 * and the contact LCP is rc_assemble's with W_c and u_c in place of W, u.
 */
#ifndef MULTIBODY_H
#define MULTIBODY_H

#include "bodies.h"
#include "contact_detect.h"
#include "friction.h"
#include "lcp.h"
#include "rigid_body.h"
#include "rigid_contact.h"

/* The slop: a contact's gap psi with |psi| below this fraction of the
 * smallest edge of its boxes enters the LCP as 0 (multibody.c, lcp_gap):
 * touching, neither apart nor inside. */
#define MB_SLOP 1e-6

/* A step's data; mb_info_free releases it. */
typedef struct {
    int ndof, nc, nd, nj, size;
    int cap_contacts, cap_size;
    mb_contact *contact;
    mb_contact *previous; /* the last solved step's contacts: the next guess */
    int nprevious, cap_previous;
    double *M, *W, *u;    /* mass matrix, its inverse (dense with joints, else after
                             mb_dense), free velocity (ndof) */
    double *J, *c;        /* joint rows (3 nj x ndof) and J nu = c */
    double *Wc, *uc;      /* W and u after the joints are eliminated */
    double *Gn, *Gf;      /* nc and nc nd columns of ndof */
    double *psi, *mu;
    double *gcol;         /* compact columns: per column two 6-blocks (mb-compact-columns) */
    double *Wb, *Mb;      /* W's and M's 6 x 6 block per body */
    sp_matrix As;         /* the LCP's matrix, sparse: what the step solves */
    double *b, *z, *w;    /* the LCP's b, its solution z and w = A z + b */
    double *A;            /* A dense, and M, W, W_c, G_n, G_f: only after mb_dense */
    int *row;             /* assembly workspace (nc (nd + 1)) */
    unsigned char *basic; /* the LCP's basis, 1 where z_k is basic (size): in,
                             the previous step's; out, the solve's */
    int *comp, *vstart, *vbody, cap_v; /* assembly: joint groups, velocity blocks */
    double *vcol;
    double *pj;           /* joint impulses (3 nj) */
    double *nu;           /* the new velocity */
    lcp_result lcp;       /* status LCP_SOLVED and 0 iterations with nc = 0 */
    int joint_status;     /* bilateral_status of the elimination */
    double *theta, *zero;  /* scratch: Theta and 0 (3 nj) */
    double *rhs, *col, *out; /* scratch of the Schur solves (ndof) */
} mb_info;

/* The wrench columns of contact c over the scene's 6 nbodies rows, normal
 * column gn and nd friction columns gf (each 6 nbodies long). */
void mb_contact_columns(const mb_scene *s, const mb_contact *c, const friction_directions *D,
                        double *gn, double *gf);

/* The contact's nd friction directions: the pyramid about n with d_1 = t. */
void mb_directions(const mb_contact *c, int nd, friction_directions *D);

/* The joints' 3 nj rows of J (ndof columns) and their errors Theta (3 nj). */
void mb_joint_rows(const mb_scene *s, double *J, double *theta);

/* Build the step's LCP from the current state and the contacts already in
 * info->contact (info->nc of them): u, M, W, the joints eliminated, the
 * columns, A and b.  Returns the bilateral status (0 when solved). */
int mb_build(const mb_scene *s, mb_info *info);

/* Fill the dense views of a built (or stepped) step for small scenes,
 * tables and tests: M, W, W_c (without joints: W; with joints they are
 * dense already), G_n and G_f from the compact columns, and A from the
 * sparse matrix (mb_system then works).  0 or -1. */
int mb_dense(mb_info *info);

/* Find the contacts (contact_detect.h), then mb_build; -1 when out of
 * memory. */
int mb_lcp(const mb_scene *s, mb_info *info);

/* One step: mb_lcp, solve (lcp_solve, every answer checked), the new
 * velocity by the Schur complement with the contact impulses, positions by
 * q + h V nu.  The state is unchanged unless the status is LCP_SOLVED;
 * LCP_BAD_INPUT when the joints cannot be eliminated (info->joint_status). */
lcp_status mb_step(mb_scene *s, const lcp_options *options, mb_info *info);

/* The rc_system of the step's (joint-reduced) LCP. */
rc_system mb_system(const mb_scene *s, const mb_info *info);

/* |Theta_j|, the drift of joint j at the current state. */
double mb_joint_drift(const mb_scene *s, int j);

/* The energy balance of the step from before to after (mb_step, info its
 * data): the kinetic energy gained, less the work of gravity and the
 * applied forces, of the gap term on corners below a surface
 * (p_n max(0, -psi) / h), of the joints' drift correction (|p_j c|) and
 * what the LCP's check let through (|z_i w_i|).  <= 0 to rounding for every
 * solved step; scale receives the energies it is made of. */
double mb_energy_excess(const mb_scene *before, const mb_scene *after, const mb_info *info,
                        double *scale);

/* Total linear momentum and angular momentum about the origin (world). */
void mb_momentum(const mb_scene *s, double P[3], double L[3]);

/* The impulse of contact i as wrenches summed over its bodies about the
 * origin: the net force F and torque T (zero for a body-body contact, E4),
 * and T_notes, the torque with body 2's normal block [-n; +r_2 x n] as the
 * notes print it (000 p. 8).  For a solved step. */
void mb_contact_balance(const mb_scene *s, const mb_info *info, int i, double F[3],
                        double T[3], double T_notes[3]);

/* The block pattern of G_n: pattern[k * nc + i] = 1 if body k is body 1 of
 * contact i, 2 if body 2, 0 if its 6 x 1 block is zero.  Read from the
 * assembled columns (a block is non-zero when any entry is). */
void mb_pattern(const mb_scene *s, const mb_info *info, int *pattern);

/* The notes' example of W11 (000 p. 9): boxes A, B, E and six contacts
 * with the bodies of the notes' G_n (contact 1: A; 2: B on A; 3, 4: B on
 * the ground; 5: A on B; 6: E on A), at made-up points and normals, built
 * by mb_build into info (nd = 4).  0, or -1 when out of memory; s is to
 * be released with mb_scene_free, info with mb_info_free, either way. */
int mb_w11_example(mb_scene *s, mb_info *info);

/* Release what mb_lcp allocated; info is then empty. */
void mb_info_free(mb_info *info);

#endif
