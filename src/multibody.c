/* multibody.c: boxes, contacts and ball joints, one LCP per step (000 pp. 8-11). */
#include "multibody.h"
#include "bilateral.h"
#include "contact_detect.h"
#include "la.h"
#include "quat.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ storage */

/* Grow an array of doubles to n entries (contents kept); 0 or -1. */
static int grow(double **p, size_t n)
{
    double *q = realloc(*p, (n ? n : 1) * sizeof *q);
    if (!q)
        return -1;
    *p = q;
    return 0;
}

/* Room for the scene's degrees of freedom and joints (fixed per scene). */
static int reserve_dof(const mb_scene *s, mb_info *info)
{
    size_t n = (size_t)6 * s->nbodies, m = (size_t)3 * s->njoints;
    info->ndof = (int)n;
    info->nj = s->njoints;
    info->nd = s->nd;
    return grow(&info->M, n * n) || grow(&info->W, n * n) || grow(&info->u, n) ||
                   grow(&info->Wc, n * n) || grow(&info->uc, n) || grow(&info->nu, n) ||
                   grow(&info->J, m * n) || grow(&info->c, m) || grow(&info->pj, m) ||
                   grow(&info->theta, m) || grow(&info->zero, m) || grow(&info->rhs, n) ||
                   grow(&info->col, n) || grow(&info->out, n)
               ? -1
               : 0;
}

/* Room for nc contacts and their LCP. */
static int reserve_contacts(mb_info *info, int nc)
{
    size_t n = (size_t)info->ndof, size = (size_t)nc * (info->nd + 2);
    if (nc > info->cap_contacts) {
        mb_contact *c = realloc(info->contact, (size_t)nc * sizeof *c);
        if (!c)
            return -1;
        info->contact = c;
        info->cap_contacts = nc;
    }
    if ((int)size > info->cap_size || !info->A) {
        if (grow(&info->A, size * size) || grow(&info->b, size) || grow(&info->z, size) ||
            grow(&info->w, size) || grow(&info->psi, (size_t)nc) || grow(&info->mu, (size_t)nc) ||
            grow(&info->Gn, (size_t)nc * n) || grow(&info->Gf, (size_t)nc * info->nd * n))
            return -1;
        info->cap_size = (int)size;
    }
    return 0;
}

void mb_info_free(mb_info *info)
{
    double **arrays[] = {&info->M, &info->W, &info->u, &info->J, &info->c, &info->Wc,
                         &info->uc, &info->Gn, &info->Gf, &info->psi, &info->mu, &info->A,
                         &info->b, &info->z, &info->w, &info->pj, &info->nu,
                         &info->theta, &info->zero, &info->rhs, &info->col, &info->out};
    for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++)
        free(*arrays[k]);
    free(info->contact);
    memset(info, 0, sizeof *info);
}

/* ------------------------------------------------------------ mass and free motion */

/* M = blockdiag(m I, J_world) and W = M^-1 = blockdiag(I / m, J_world^-1). */
static void mass_matrices(const mb_scene *s, mb_info *info)
{
    int n = info->ndof;
    memset(info->M, 0, (size_t)n * n * sizeof *info->M);
    memset(info->W, 0, (size_t)n * n * sizeof *info->W);
    for (int k = 0; k < s->nbodies; k++) {
        const mb_box *b = &s->body[k];
        double Jw[9], Jw_inv[9];
        rb_world_inertia(&b->body, b->s.e, Jw);
        rb_world_inertia_inverse(&b->body, b->s.e, Jw_inv);
        int o = 6 * k;
        for (int i = 0; i < 3; i++) {
            info->M[(o + i) * n + o + i] = b->body.m;
            info->W[(o + i) * n + o + i] = 1.0 / b->body.m;
            for (int j = 0; j < 3; j++) {
                info->M[(o + 3 + i) * n + o + 3 + j] = Jw[3 * i + j];
                info->W[(o + 3 + i) * n + o + 3 + j] = Jw_inv[3 * i + j];
            }
        }
    }
}

/* [mb-free-velocity] */
/* u = nu^l + M^-1 (h F_ext + T) per body: chapter 6's free velocity of one
 * body (the gyroscopic impulse of Newton-Euler, 002 p. 19, with its sign
 * and its h: E5) under its weight m g and its applied force. */
static void free_velocity(const mb_scene *s, mb_info *info)
{
    for (int k = 0; k < s->nbodies; k++) {
        const mb_box *b = &s->body[k];
        double F[3], Jw[9], Jw_inv[9];
        for (int i = 0; i < 3; i++)
            F[i] = b->body.m * s->gravity[i] + b->force[i];
        rb_world_inertia(&b->body, b->s.e, Jw);
        rb_world_inertia_inverse(&b->body, b->s.e, Jw_inv);
        rc_free_velocity(&b->body, &b->s, F, s->h, Jw, Jw_inv, info->u + 6 * k);
    }
}
/* [/mb-free-velocity] */

/* ------------------------------------------------------------ contacts */

void mb_directions(const mb_contact *c, int nd, friction_directions *D)
{
    friction_directions_pyramid(D, nd, c->t, c->o);
}

/* [mb-columns] */
/* The column of a force d at the contact point over all bodies: body 1's
 * block [d; r_1 x d], body 2's [-d; -(r_2 x d)] (E4), zero elsewhere. */
static void column(const mb_scene *s, const mb_contact *c, const double d[3], double *g)
{
    memset(g, 0, (size_t)6 * s->nbodies * sizeof *g);
    double r[3], minus[3] = {-d[0], -d[1], -d[2]};
    const int body[2] = {c->body1, c->body2};
    for (int side = 0; side < 2; side++) {
        int k = body[side];
        if (k == MB_GROUND)
            continue; /* the ground has no rows */
        for (int i = 0; i < 3; i++)
            r[i] = c->p[i] - s->body[k].s.x[i];
        rc_wrench(r, side == 0 ? d : minus, g + 6 * k);
    }
}
/* [/mb-columns] */

void mb_contact_columns(const mb_scene *s, const mb_contact *c, const friction_directions *D,
                        double *gn, double *gf)
{
    int n = 6 * s->nbodies;
    column(s, c, c->n, gn);
    for (int j = 0; j < D->nd; j++)
        column(s, c, D->d[j], gf + (size_t)j * n);
}

/* G_n, G_f, psi and mu of the contacts in info. */
static void contact_columns(const mb_scene *s, mb_info *info)
{
    int n = info->ndof, nd = info->nd;
    for (int i = 0; i < info->nc; i++) {
        const mb_contact *c = &info->contact[i];
        friction_directions D;
        mb_directions(c, nd, &D);
        mb_contact_columns(s, c, &D, info->Gn + (size_t)i * n, info->Gf + (size_t)i * nd * n);
        info->psi[i] = c->psi;
        info->mu[i] = c->mu;
    }
}

/* ------------------------------------------------------------ joints */

/* World anchor of side k of a joint (the fixed point for the world) and its
 * offset r from the body's centre. */
static void joint_point(const mb_scene *s, int k, const double anchor[3], double p[3],
                        double r[3])
{
    if (k == MB_GROUND) {
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
void mb_joint_rows(const mb_scene *s, double *J, double *theta)
{
    int n = 6 * s->nbodies;
    memset(J, 0, (size_t)3 * s->njoints * n * sizeof *J);
    for (int j = 0; j < s->njoints; j++) {
        const mb_joint *jt = &s->joint[j];
        double pa[3], pb[3], r[3];
        const int body[2] = {jt->a, jt->b};
        const double *anchor[2] = {jt->anchor_a, jt->anchor_b};
        joint_point(s, jt->a, jt->anchor_a, pa, r);
        joint_point(s, jt->b, jt->anchor_b, pb, r);
        for (int side = 0; side < 2; side++) {
            int k = body[side];
            if (k == MB_GROUND)
                continue;
            double p[3], sign = side == 0 ? 1.0 : -1.0;
            joint_point(s, k, anchor[side], p, r);
            for (int i = 0; i < 3; i++) {
                double *row = J + (size_t)(3 * j + i) * n + 6 * k;
                double e[3] = {0, 0, 0}, rxe[3];
                e[i] = 1.0;
                row[i] = sign;
                /* (omega x r)_i = e_i . (omega x r) = (r x e_i) . omega */
                rb_cross(r, e, rxe);
                for (int q = 0; q < 3; q++)
                    row[3 + q] = sign * rxe[q];
            }
        }
        for (int i = 0; i < 3; i++)
            theta[3 * j + i] = pa[i] - pb[i];
    }
}
/* [/mb-joint-rows] */

double mb_joint_drift(const mb_scene *s, int j)
{
    const mb_joint *jt = &s->joint[j];
    double pa[3], pb[3], r[3], d[3];
    joint_point(s, jt->a, jt->anchor_a, pa, r);
    joint_point(s, jt->b, jt->anchor_b, pb, r);
    for (int i = 0; i < 3; i++)
        d[i] = pa[i] - pb[i];
    return la_norm2(3, d);
}

/* [mb-schur] */
/* The joints eliminated (chapter 1's Schur complement, bilateral_solve_schur):
 * with rhs = M u and J nu = c it returns u_c = u + W J^T S^-1 (c - J u); with
 * rhs = e_k and c = 0 it returns column k of W_c = W - W J^T S^-1 J W, the
 * velocity an impulse e_k causes with the joints holding. */
static int eliminate_joints(const mb_scene *s, mb_info *info)
{
    int n = info->ndof, m = 3 * info->nj;
    if (m == 0) {
        memcpy(info->Wc, info->W, (size_t)n * n * sizeof *info->W);
        memcpy(info->uc, info->u, (size_t)n * sizeof *info->u);
        return BILATERAL_SOLVED;
    }
    double *theta = info->theta, *rhs = info->rhs, *col = info->col, *zero = info->zero;
    memset(zero, 0, (size_t)m * sizeof *zero);
    mb_joint_rows(s, info->J, theta);
    for (int i = 0; i < m; i++)
        info->c[i] = s->stabilise ? -theta[i] / s->h : 0.0; /* J nu = -Theta / h */
    la_matvec(n, n, info->M, info->u, rhs);
    bilateral_system sys = {.n = n, .m = m, .M = info->M, .J = info->J, .rhs = rhs, .c = info->c};
    int status = bilateral_solve_schur(&sys, info->uc, info->pj);
    sys.c = zero;
    sys.rhs = col;
    for (int k = 0; k < n && status == BILATERAL_SOLVED; k++) {
        double *out = info->out;
        memset(col, 0, (size_t)n * sizeof *col);
        col[k] = 1.0;
        status = bilateral_solve_schur(&sys, out, info->pj);
        for (int i = 0; i < n; i++)
            info->Wc[i * n + k] = out[i];
    }
    return status;
}
/* [/mb-schur] */

/* ------------------------------------------------------------ the step */

rc_system mb_system(const mb_scene *s, const mb_info *info)
{
    rc_system sys = {info->ndof, info->nc, info->nd, info->Wc, info->uc, info->Gn, info->Gf,
                     info->psi, info->mu, s->h};
    return sys;
}

int mb_build(const mb_scene *s, mb_info *info)
{
    if (reserve_dof(s, info) || reserve_contacts(info, info->nc))
        return -1;
    mass_matrices(s, info);
    free_velocity(s, info);
    info->joint_status = eliminate_joints(s, info);
    if (info->joint_status != BILATERAL_SOLVED)
        return info->joint_status;
    contact_columns(s, info);
    rc_system sys = mb_system(s, info);
    info->size = rc_size(&sys);
    rc_assemble(&sys, info->A, info->b);
    return 0;
}

int mb_lcp(const mb_scene *s, mb_info *info)
{
    if (reserve_dof(s, info))
        return -1;
    free_velocity(s, info);
    mb_contact_list list = {0, info->cap_contacts, info->contact}; /* info's array */
    int found = cd_find_contacts(s, info->u, &list);
    info->contact = list.c;
    info->cap_contacts = list.cap;
    info->nc = list.n;
    if (found != 0 || (info->nc > 0 && info->ndof > RC_MAX_DOF))
        return -1;
    return mb_build(s, info);
}

/* The impulses of each contact from z, for the tables. */
static void store_impulses(mb_info *info)
{
    int nc = info->nc, nd = info->nd;
    for (int i = 0; i < nc; i++) {
        mb_contact *c = &info->contact[i];
        friction_directions D;
        mb_directions(c, nd, &D);
        c->pn = info->z[i];
        for (int j = 0; j < nd; j++)
            c->pf[j] = info->z[nc + i * nd + j];
        c->s = info->z[nc * (nd + 1) + i];
        friction_force(&D, c->pf, c->friction);
    }
}

/* [mb-velocity] */
/* The new velocity with the contact impulses found: the joints' system
 * M nu - J^T p_j = M u + G_n p_n + G_f p_f, J nu = c, solved again by the
 * Schur complement, which gives the joint impulses p_j too (E6: the
 * impulses enter without a factor h). */
static int new_velocity(mb_info *info)
{
    int n = info->ndof, nv = info->nc * (info->nd + 1);
    double *rhs = info->rhs;
    la_matvec(n, n, info->M, info->u, rhs);
    for (int k = 0; k < nv; k++) {
        const double *g = k < info->nc ? info->Gn + (size_t)k * n
                                       : info->Gf + (size_t)(k - info->nc) * n;
        for (int i = 0; i < n; i++)
            rhs[i] += g[i] * info->z[k];
    }
    if (info->nj == 0) {
        la_matvec(n, n, info->W, rhs, info->nu);
        return BILATERAL_SOLVED;
    }
    bilateral_system sys = {.n = n, .m = 3 * info->nj, .M = info->M, .J = info->J, .rhs = rhs,
                            .c = info->c};
    return bilateral_solve_schur(&sys, info->nu, info->pj);
}
/* [/mb-velocity] */

/* q^{l+1} = q^l + h V nu^{l+1} (000 p. 11): x += h v, e advanced with the
 * body-frame w = R^T omega and renormalised (chapter 6). */
static void move_bodies(mb_scene *s, const double *nu)
{
    rb_options o = rb_default_options();
    for (int k = 0; k < s->nbodies; k++) {
        rb_state *st = &s->body[k].s;
        memcpy(st->v, nu + 6 * k, sizeof st->v);
        quat_rotate_back(st->e, nu + 6 * k + 3, st->w);
        for (int i = 0; i < 3; i++)
            st->x[i] += s->h * st->v[i];
        rb_advance_orientation(&o, st->e, st->w, s->h);
        st->t += s->h;
    }
}

/* The heaviest box's mass: the LCP's unit of mass (rc_lcp_solve). */
static double mb_mass_scale(const mb_scene *s)
{
    double mass = 0.0;
    for (int k = 0; k < s->nbodies; k++)
        mass = fmax(mass, s->body[k].body.m);
    return mass;
}

/* [mb-step] */
lcp_status mb_step(mb_scene *s, const lcp_options *options, mb_info *info)
{
    memset(&info->lcp, 0, sizeof info->lcp);
    int built = mb_lcp(s, info);
    if (built != 0) {
        snprintf(info->lcp.message, sizeof info->lcp.message, "%s",
                 built < 0 ? "out of memory" : bilateral_status_name(info->joint_status));
        return info->lcp.status = LCP_BAD_INPUT;
    }
    if (info->nc > 0) {
        lcp_problem p = {.n = info->size, .M = info->A, .q = info->b};
        lcp_status status = rc_lcp_solve(&p, info->nc * (info->nd + 1), mb_mass_scale(s),
                                         options, info->z, info->w, &info->lcp);
        if (status != LCP_SOLVED)
            return status;
        store_impulses(info);
    }
    int joints = new_velocity(info);
    if (joints != BILATERAL_SOLVED) {
        info->joint_status = joints;
        snprintf(info->lcp.message, sizeof info->lcp.message, "%s",
                 bilateral_status_name(joints));
        return info->lcp.status = LCP_BAD_INPUT;
    }
    move_bodies(s, info->nu);
    return LCP_SOLVED;
}
/* [/mb-step] */

/* ------------------------------------------------------------ checks and views */

/* [mb-energy] */
/* Chapter 6's balance (rc_plane_energy_excess) over all the boxes: with
 * nu' = u + W (J^T p_j + G p) and u = nu + W h F (the gyroscopic part
 * keeps the energy), T' - T - h F . v' = p_j^T J nu' + (G p)^T nu'
 * - |nu' - nu|_M^2 / 2, where J nu' = c (-Theta / h, or 0) and (G p)^T nu'
 * <= -sum p_n psi / h + z^T w by complementarity and maximal dissipation. */
double mb_energy_excess(const mb_scene *before, const mb_scene *after, const mb_info *info,
                        double *scale)
{
    double gained = 0.0, work = 0.0, gap = 0.0, joints = 0.0, slack = 0.0, sizes = 0.0;
    for (int k = 0; k < after->nbodies; k++) {
        const mb_box *b0 = &before->body[k], *b1 = &after->body[k];
        double dv[3], dw[3], wu[3];
        for (int i = 0; i < 3; i++) {
            double F = b0->body.m * before->gravity[i] + b0->force[i];
            work += F * (b1->s.x[i] - b0->s.x[i]);
            dv[i] = b1->s.v[i] - b0->s.v[i];
            dw[i] = b1->s.w[i] - b0->s.w[i]; /* both in the body frame of the start */
        }
        double T0 = rb_kinetic_energy(&b0->body, &b0->s), T1 = rb_kinetic_energy(&b1->body, &b1->s);
        quat_rotate_back(b0->s.e, info->u + 6 * k + 3, wu);
        gained += T1 - T0;
        sizes += T0 + T1 + 0.5 * b0->body.m * la_dot(3, dv, dv) +
                 rb_rotational_energy(&b0->body, dw) +
                 0.5 * b0->body.m * la_dot(3, info->u + 6 * k, info->u + 6 * k) +
                 rb_rotational_energy(&b0->body, wu);
    }
    for (int i = 0; i < info->nc; i++)
        gap += info->contact[i].pn * fmax(0.0, -info->contact[i].psi) / before->h;
    for (int i = 0; i < 3 * info->nj; i++)
        joints += fabs(info->pj[i] * info->c[i]);
    for (int k = 0; k < info->size && info->nc > 0; k++)
        slack += fabs(info->z[k] * info->w[k]);
    *scale = sizes + fabs(work) + gap + joints + slack;
    return gained - work - gap - joints - slack;
}
/* [/mb-energy] */

void mb_momentum(const mb_scene *s, double P[3], double L[3])
{
    memset(P, 0, 3 * sizeof *P);
    memset(L, 0, 3 * sizeof *L);
    for (int k = 0; k < s->nbodies; k++) {
        const mb_box *b = &s->body[k];
        double p[3], xp[3], Lk[3];
        for (int i = 0; i < 3; i++)
            p[i] = b->body.m * b->s.v[i];
        rb_cross(b->s.x, p, xp);
        rb_angular_momentum(&b->body, &b->s, Lk);
        for (int i = 0; i < 3; i++) {
            P[i] += p[i];
            L[i] += xp[i] + Lk[i];
        }
    }
}

/* [mb-balance] */
/* g = G_n,i p_n,i + sum_j G_f,ij p_f,ij; body k's block (f_k, tau_k) adds
 * f_k and x_k x f_k + tau_k about the origin. */
void mb_contact_balance(const mb_scene *s, const mb_info *info, int i, double F[3],
                        double T[3], double T_notes[3])
{
    int n = info->ndof, nc = info->nc, nd = info->nd;
    const mb_contact *c = &info->contact[i];
    memset(F, 0, 3 * sizeof *F);
    memset(T, 0, 3 * sizeof *T);
    for (int k = 0; k < s->nbodies; k++) {
        double g[6], xf[3]; /* body k's block of g */
        for (int q = 0; q < 6; q++) {
            g[q] = info->Gn[(size_t)i * n + 6 * k + q] * c->pn;
            for (int j = 0; j < nd; j++)
                g[q] += info->Gf[(size_t)(i * nd + j) * n + 6 * k + q] * info->z[nc + i * nd + j];
        }
        rb_cross(s->body[k].s.x, g, xf);
        for (int q = 0; q < 3; q++) {
            F[q] += g[q];
            T[q] += xf[q] + g[3 + q];
        }
    }
    /* the notes' body-2 normal block has +r_2 x n where E4 has -(r_2 x n):
     * their torque is ours plus 2 (r_2 x n) p_n */
    double r2[3] = {0, 0, 0}, rn[3];
    if (c->body2 != MB_GROUND)
        for (int q = 0; q < 3; q++)
            r2[q] = c->p[q] - s->body[c->body2].s.x[q];
    rb_cross(r2, c->n, rn);
    for (int q = 0; q < 3; q++)
        T_notes[q] = T[q] + 2.0 * rn[q] * c->pn;
}
/* [/mb-balance] */

/* [mb-pattern] */
void mb_pattern(const mb_scene *s, const mb_info *info, int *pattern)
{
    int n = info->ndof, nc = info->nc;
    for (int i = 0; i < nc; i++) {
        const double *g = info->Gn + (size_t)i * n;
        const double *nrm = info->contact[i].n;
        for (int k = 0; k < s->nbodies; k++) {
            const double *block = g + 6 * k;
            int nonzero = la_norm_inf(6, block) > 0.0;
            /* body 1's force is +n, body 2's -n */
            pattern[k * nc + i] = !nonzero ? 0 : la_dot(3, block, nrm) > 0.0 ? 1 : 2;
        }
    }
}
/* [/mb-pattern] */

/* [mb-w11] */
int mb_w11_example(mb_scene *s, mb_info *info)
{
    const double size[3] = {1, 1, 1}, x[3][3] = {{0, 0, 0}, {2, 0, 0}, {0, 2, 0}};
    const char *names[3] = {"A", "B", "E"};
    /* contact i: body 1, body 2 (W11) */
    const int pairs[6][2] = {{0, MB_GROUND}, {1, 0}, {1, MB_GROUND}, {1, MB_GROUND}, {0, 1},
                             {2, 0}};
    mb_scene_init(s);
    s->nd = 4;
    memset(info, 0, sizeof *info);
    for (int k = 0; k < 3; k++)
        if (mb_add_box(s, names[k], size, 1.0, x[k]) < 0)
            return -1;
    info->contact = calloc(6, sizeof *info->contact);
    if (!info->contact)
        return -1;
    info->cap_contacts = info->nc = 6;
    for (int i = 0; i < 6; i++) {
        mb_contact *c = &info->contact[i];
        const double p[3] = {0.5 + 0.1 * i, 0.3, -0.5}, n[3] = {0, 0.6, 0.8}, t[3] = {1, 0, 0};
        c->body1 = pairs[i][0];
        c->body2 = pairs[i][1];
        memcpy(c->p, p, sizeof p);
        memcpy(c->n, n, sizeof n);
        memcpy(c->t, t, sizeof t);
        rb_cross(n, t, c->o);
        c->mu = 0.5;
    }
    return mb_build(s, info);
}
/* [/mb-w11] */
