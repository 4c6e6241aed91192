/* motion.c: mass blocks, free velocity, ball joints eliminated, new velocity
 * (Coulomb notes pp. 8-11, particle notes "Equality constraints"); see motion.h. */
#include "motion.h"

#include "bilateral.h"
#include "grow.h"
#include "linalg.h"
#include "quat.h"

#include <stdlib.h>
#include <string.h>

int motion_reserve(const bodies_scene *s, motion *m)
{
    size_t n = (size_t)6 * s->nbodies, r = (size_t)3 * s->njoints;
    motion_scratch *x = &m->scratch;
    m->ndof = (int)n;
    m->njoints = s->njoints;
    size_t dense = s->njoints > 0 ? n * n : 1; /* joints: W_c is dense (mb-schur) */
    size_t blocks = (size_t)36 * s->nbodies;
    struct { double **p; size_t n; } room[] = {
        {&m->M, dense}, {&m->W, dense}, {&m->u, n}, {&m->Wc, dense}, {&m->uc, n}, {&m->nu, n},
        {&m->J, r * n}, {&m->c, r}, {&m->pj, r}, {&m->inverse_mass_block, blocks},
        {&m->mass_block, blocks}, {&x->theta, r}, {&x->zero, r}, {&x->rhs, n}, {&x->col, n},
        {&x->out, n}};
    for (size_t k = 0; k < sizeof room / sizeof room[0]; k++)
        if (grow_doubles(room[k].p, room[k].n) != 0)
            return -1;
    return 0;
}

void motion_free(motion *m)
{
    double **arrays[] = {&m->M, &m->W, &m->u, &m->J, &m->c, &m->Wc, &m->uc, &m->pj, &m->nu,
                         &m->inverse_mass_block, &m->mass_block, &m->scratch.theta,
                         &m->scratch.zero, &m->scratch.rhs, &m->scratch.col, &m->scratch.out};
    for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++)
        free(*arrays[k]);
    memset(m, 0, sizeof *m);
}

/* ------------------------------------------------------------ mass and free motion */

/* Body k's 6 x 6 block of W = M^-1: blockdiag(I / m, J_world^-1) (world). */
static void inverse_mass_block(const bodies_box *b, double *Wk)
{
    double Jw_inv[9];
    rigid_body_world_inertia_inverse(&b->body, b->s.e, Jw_inv);
    memset(Wk, 0, 36 * sizeof *Wk);
    for (int i = 0; i < 3; i++) {
        Wk[i * 6 + i] = 1.0 / b->body.m;
        for (int j = 0; j < 3; j++)
            Wk[(3 + i) * 6 + 3 + j] = Jw_inv[3 * i + j];
    }
}

/* Scatter the bodies' 6 x 6 blocks of M and W into the dense M and W. */
static void scatter_blocks(motion *m)
{
    size_t n = (size_t)m->ndof;
    memset(m->M, 0, n * n * sizeof *m->M);
    memset(m->W, 0, n * n * sizeof *m->W);
    for (size_t k = 0; k < n / 6; k++)
        for (int i = 0; i < 6; i++)
            for (int j = 0; j < 6; j++) {
                m->W[(6 * k + i) * n + 6 * k + j] = m->inverse_mass_block[36 * k + 6 * i + j];
                m->M[(6 * k + i) * n + 6 * k + j] = m->mass_block[36 * k + 6 * i + j];
            }
}

/* The blocks of M and W, and with joints the dense M = blockdiag(m I,
 * J_world) and W that their elimination needs. */
static void mass_matrices(const bodies_scene *s, motion *m, int dense)
{
    for (int k = 0; k < s->nbodies; k++) {
        const bodies_box *b = &s->body[k];
        double Jw[9], *Mk = m->mass_block + 36 * k;
        inverse_mass_block(b, m->inverse_mass_block + 36 * k);
        rigid_body_world_inertia(&b->body, b->s.e, Jw);
        memset(Mk, 0, 36 * sizeof *Mk);
        for (int i = 0; i < 3; i++) {
            Mk[i * 6 + i] = b->body.m;
            for (int j = 0; j < 3; j++)
                Mk[(3 + i) * 6 + 3 + j] = Jw[3 * i + j];
        }
    }
    if (dense)
        scatter_blocks(m);
}

/* [mb-free-velocity] */
/* u = nu^l + M^-1 (h F_ext + T) per body: chapter 6's free velocity of one
 * body (the gyroscopic impulse of Newton-Euler, particle notes p. 19, with its sign
 * and its h: E5) under its weight m g and its applied force. */
void motion_free_velocity(const bodies_scene *s, motion *m)
{
    for (int k = 0; k < s->nbodies; k++) {
        const bodies_box *b = &s->body[k];
        double F[3], Jw[9], Jw_inv[9];
        for (int i = 0; i < 3; i++)
            F[i] = b->body.m * s->gravity[i] + b->force[i];
        rigid_body_world_inertia(&b->body, b->s.e, Jw);
        rigid_body_world_inertia_inverse(&b->body, b->s.e, Jw_inv);
        rigid_contact_free_velocity(&b->body, &b->s, F, s->h, Jw, Jw_inv, m->u + 6 * k);
    }
}
/* [/mb-free-velocity] */

void motion_apply_inverse_mass(const motion *m, const double *x, double *y)
{
    for (int k = 0; k < m->ndof / 6; k++)
        linalg_matvec(6, 6, m->inverse_mass_block + 36 * k, x + 6 * k, y + 6 * k);
}

/* ------------------------------------------------------------ joints */

/* World anchor of side k of a joint (the fixed point for the world) and its
 * offset r from the body's centre. */
static void joint_point(const bodies_scene *s, int k, const double anchor[3], double p[3],
                        double r[3])
{
    if (k == BODIES_GROUND) {
        memcpy(p, anchor, 3 * sizeof *p);
        memset(r, 0, 3 * sizeof *r);
        return;
    }
    quat_rotate(s->body[k].s.e, anchor, r);
    for (int i = 0; i < 3; i++)
        p[i] = s->body[k].s.x[i] + r[i];
}

/* [mb-joint-rows] */
/* Theta = p_a - p_b; d(x + r)/dt = v + omega x r = v - [r]x omega, so the
 * rows are [I, -[r_a]x] in body a's columns and [-I, [r_b]x] in b's. */
void motion_joint_rows(const bodies_scene *s, double *J, double *theta)
{
    int n = 6 * s->nbodies;
    memset(J, 0, (size_t)3 * s->njoints * n * sizeof *J);
    for (int j = 0; j < s->njoints; j++) {
        const bodies_joint *jt = &s->joint[j];
        double pa[3], pb[3], r[3];
        const int body[2] = {jt->a, jt->b};
        const double *anchor[2] = {jt->anchor_a, jt->anchor_b};
        joint_point(s, jt->a, jt->anchor_a, pa, r);
        joint_point(s, jt->b, jt->anchor_b, pb, r);
        for (int side = 0; side < 2; side++) {
            int k = body[side];
            if (k == BODIES_GROUND)
                continue;
            double p[3], sign = side == 0 ? 1.0 : -1.0;
            joint_point(s, k, anchor[side], p, r);
            for (int i = 0; i < 3; i++) {
                double *row = J + (size_t)(3 * j + i) * n + 6 * k;
                double e[3] = {0, 0, 0}, rxe[3];
                e[i] = 1.0;
                row[i] = sign;
                /* (omega x r)_i = e_i . (omega x r) = (r x e_i) . omega */
                rigid_body_cross(r, e, rxe);
                for (int q = 0; q < 3; q++)
                    row[3 + q] = sign * rxe[q];
            }
        }
        for (int i = 0; i < 3; i++)
            theta[3 * j + i] = pa[i] - pb[i];
    }
}
/* [/mb-joint-rows] */

double motion_joint_drift(const bodies_scene *s, int j)
{
    const bodies_joint *jt = &s->joint[j];
    double pa[3], pb[3], r[3], d[3];
    joint_point(s, jt->a, jt->anchor_a, pa, r);
    joint_point(s, jt->b, jt->anchor_b, pb, r);
    for (int i = 0; i < 3; i++)
        d[i] = pa[i] - pb[i];
    return linalg_norm2(3, d);
}

/* [mb-schur] */
/* The joints eliminated (chapter 1's Schur complement, bilateral_solve_schur):
 * with rhs = M u and J nu = c it returns u_c = u + W J^T S^-1 (c - J u); with
 * rhs = e_k and c = 0 it returns column k of W_c = W - W J^T S^-1 J W, the
 * velocity an impulse e_k causes with the joints holding. */
static int eliminate_joints(const bodies_scene *s, motion *m)
{
    int n = m->ndof, r = 3 * m->njoints;
    if (r == 0) { /* W_c = W, kept as its blocks */
        memcpy(m->uc, m->u, (size_t)n * sizeof *m->u);
        return BILATERAL_SOLVED;
    }
    motion_scratch *x = &m->scratch;
    double *theta = x->theta, *rhs = x->rhs, *col = x->col, *zero = x->zero;
    memset(zero, 0, (size_t)r * sizeof *zero);
    motion_joint_rows(s, m->J, theta);
    for (int i = 0; i < r; i++)
        m->c[i] = s->stabilise ? -theta[i] / s->h : 0.0; /* J nu = -Theta / h */
    linalg_matvec(n, n, m->M, m->u, rhs);
    bilateral_system sys = {.n = n, .m = r, .M = m->M, .J = m->J, .rhs = rhs, .c = m->c};
    int status = bilateral_solve_schur(&sys, m->uc, m->pj);
    sys.c = zero;
    sys.rhs = col;
    for (int k = 0; k < n && status == BILATERAL_SOLVED; k++) {
        double *out = x->out;
        memset(col, 0, (size_t)n * sizeof *col);
        col[k] = 1.0;
        status = bilateral_solve_schur(&sys, out, m->pj);
        for (int i = 0; i < n; i++)
            m->Wc[i * n + k] = out[i];
    }
    return status;
}
/* [/mb-schur] */

int motion_build(const bodies_scene *s, motion *m)
{
    if (motion_reserve(s, m))
        return -1;
    mass_matrices(s, m, s->njoints > 0);
    motion_free_velocity(s, m);
    m->joint_status = eliminate_joints(s, m);
    return m->joint_status;
}

/* [mb-velocity] */
/* The new velocity with the contact impulses found: the joints' system
 * M nu - J^T p_j = M u + G_n p_n + G_f p_f, J nu = c, solved again by the
 * Schur complement, which gives the joint impulses p_j too (E6: the
 * impulses enter without a factor h). */
int motion_velocity(motion *m)
{
    int n = m->ndof;
    double *impulse = m->nu; /* G_n p_n + G_f p_f, per body, on entry */
    if (m->njoints == 0) { /* nu = u + W (G_n p_n + G_f p_f), body by body */
        for (int k = 0; k < n / 6; k++) {
            double dv[6];
            linalg_matvec(6, 6, m->inverse_mass_block + 36 * k, impulse + 6 * k, dv);
            for (int q = 0; q < 6; q++)
                m->nu[6 * k + q] = m->u[6 * k + q] + dv[q];
        }
        return BILATERAL_SOLVED;
    }
    double *rhs = m->scratch.rhs;
    linalg_matvec(n, n, m->M, m->u, rhs);
    for (int i = 0; i < n; i++)
        rhs[i] += impulse[i];
    bilateral_system sys = {.n = n, .m = 3 * m->njoints, .M = m->M, .J = m->J, .rhs = rhs,
                            .c = m->c};
    return bilateral_solve_schur(&sys, m->nu, m->pj);
}
/* [/mb-velocity] */

int motion_dense(motion *m)
{
    size_t n = (size_t)m->ndof;
    if (grow_doubles(&m->M, n * n) || grow_doubles(&m->W, n * n) || grow_doubles(&m->Wc, n * n))
        return -1;
    if (m->njoints == 0) { /* M and W from the step's blocks; W_c = W */
        scatter_blocks(m);
        memcpy(m->Wc, m->W, n * n * sizeof *m->W);
    }
    return 0;
}
