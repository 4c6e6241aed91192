/* motion.h: the step's motion before the contact impulses (chapter 7; notes
 * Coulomb notes pp. 8-11, particle notes "Equality constraints"): the mass blocks, the free
 * velocity, the ball joints eliminated, and the new velocity once the
 * contact impulses are known.
 *
 * Degrees of freedom.  Body k owns rows 6k..6k+5 of the generalised
 * velocity nu: the centre's velocity v (world), then the WORLD angular
 * velocity omega.  M = blockdiag(m_k I, J_world,k), W = M^-1.
 *
 * The free velocity (E5, corrected): u = nu + W (h F_ext + T), T = [0;
 * -h omega x J omega]; the new velocity nu + W (h F_ext + T + G_n p_n +
 * G_f p_f) has no extra h (E6).
 *
 * Ball joints (particle notes "Equality constraints").  Joint j keeps the anchor
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
 * and the contact LCP is rigid_contact_assemble's with W_c and u_c in place of
 * W, u.
 */
#ifndef MOTION_H
#define MOTION_H

#include "bodies.h"

/* Workspace of the joints' Schur solves: no meaning between calls. */
typedef struct {
    double *theta, *zero; /* Theta and 0 (3 njoints) */
    double *rhs, *col, *out; /* right-hand sides and one column of W_c (ndof) */
} motion_scratch;

/* The step's motion, rebuilt every step; motion_free releases it. */
typedef struct {
    int ndof;             /* 6 nbodies */
    int njoints;          /* the scene's joints: 3 njoints rows of J */
    double *mass_block;   /* M's 6 x 6 block per body, row-major (36 nbodies) */
    double *inverse_mass_block; /* W = M^-1's 6 x 6 block per body (36 nbodies) */
    double *u;            /* the free velocity (ndof) */
    double *M, *W;        /* M and W dense (ndof x ndof): with joints, or after
                             motion_dense */
    double *J, *c;        /* the joints' rows (3 njoints x ndof) and J nu = c */
    double *Wc, *uc;      /* W and u with the joints eliminated (W_c dense with
                             joints or after motion_dense; without joints W_c = W
                             is read from the blocks) */
    double *pj;           /* the joint impulses (3 njoints) */
    double *nu;           /* the new velocity (ndof), motion_velocity's */
    int joint_status;     /* bilateral_status of the last elimination */
    motion_scratch scratch;
} motion;

/* Room for the scene's degrees of freedom and joints; 0, or -1 when out of
 * memory. */
int motion_reserve(const bodies_scene *s, motion *m);

/* u = nu^l + W (h F_ext + T) per body (after motion_reserve). */
void motion_free_velocity(const bodies_scene *s, motion *m);

/* motion_reserve, the mass blocks (and with joints the dense M and W), u,
 * and the joints eliminated (u_c, W_c).  0, -1 when out of memory, or the
 * bilateral status of the elimination (also in m->joint_status). */
int motion_build(const bodies_scene *s, motion *m);

/* The joints' 3 nj rows of J (6 nbodies columns) and their errors Theta (3 nj). */
void motion_joint_rows(const bodies_scene *s, double *J, double *theta);

/* |Theta_j|, the drift of joint j at the current state. */
double motion_joint_drift(const bodies_scene *s, int j);

/* The new velocity from the contact impulses: m->nu holds G_n p_n + G_f p_f
 * (per body) on entry and nu^{l+1} on return; with joints their impulses
 * too (m->pj).  The bilateral status (BILATERAL_SOLVED). */
int motion_velocity(motion *m);

/* y = W x over the bodies' 6 x 6 blocks. */
void motion_apply_inverse_mass(const motion *m, const double *x, double *y);

/* Fill the dense M, W and W_c (without joints from the blocks; with joints
 * they are dense already).  0, or -1 when out of memory. */
int motion_dense(motion *m);

/* Release m's storage; it is then empty. */
void motion_free(motion *m);

#endif
