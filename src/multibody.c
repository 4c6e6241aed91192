/* multibody.c: boxes, contacts and ball joints, one LCP per step (000 pp. 8-11). */
#include "multibody.h"
#include "mb_phantom.h"
#include "bilateral.h"
#include "contact_solve.h"
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
    size_t dense = s->njoints > 0 ? n * n : 1; /* joints: W_c is dense (mb-schur) */
    return grow(&info->M, dense) || grow(&info->W, dense) || grow(&info->u, n) ||
                   grow(&info->Wc, dense) || grow(&info->uc, n) || grow(&info->nu, n) ||
                   grow(&info->J, m * n) || grow(&info->c, m) || grow(&info->pj, m) ||
                   grow(&info->Wb, (size_t)36 * s->nbodies) ||
                   grow(&info->Mb, (size_t)36 * s->nbodies) || grow(&info->theta, m) ||
                   grow(&info->zero, m) || grow(&info->rhs, n) || grow(&info->col, n) ||
                   grow(&info->out, n)
               ? -1
               : 0;
}

/* Room for nc contacts and their LCP. */
static int reserve_contacts(mb_info *info, int nc)
{
    size_t size = (size_t)nc * (info->nd + 2), columns = (size_t)nc * (info->nd + 1);
    if (nc > info->cap_contacts) {
        mb_contact *c = realloc(info->contact, (size_t)nc * sizeof *c);
        if (!c)
            return -1;
        info->contact = c;
        info->cap_contacts = nc;
    }
    if ((int)size > info->cap_size || !info->b) {
        if (grow(&info->b, size) || grow(&info->z, size) || grow(&info->w, size) ||
            grow(&info->psi, (size_t)nc) || grow(&info->mu, (size_t)nc) ||
            grow(&info->gcol, 12 * columns))
            return -1;
        int *row = realloc(info->row, (columns ? columns : 1) * sizeof *row);
        if (!row)
            return -1;
        info->row = row;
        unsigned char *basic = realloc(info->basic, size ? size : 1);
        if (!basic)
            return -1;
        info->basic = basic;
        info->cap_size = (int)size;
    }
    return 0;
}

void mb_info_free(mb_info *info)
{
    double **arrays[] = {&info->M, &info->W, &info->u, &info->J, &info->c, &info->Wc,
                         &info->uc, &info->Gn, &info->Gf, &info->psi, &info->mu, &info->A,
                         &info->b, &info->z, &info->w, &info->pj, &info->nu, &info->Wb,
                         &info->Mb, &info->gcol, &info->vcol, &info->theta, &info->zero,
                         &info->rhs, &info->col, &info->out};
    for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++)
        free(*arrays[k]);
    free(info->contact);
    free(info->previous);
    free(info->vbody);
    free(info->row);
    free(info->basic);
    free(info->vstart);
    free(info->comp);
    sp_free(&info->As);
    memset(info, 0, sizeof *info);
}

/* ------------------------------------------------------------ mass and free motion */

/* Body k's 6 x 6 block of W = M^-1: blockdiag(I / m, J_world^-1) (world). */
static void inverse_mass_block(const mb_box *b, double *Wk)
{
    double Jw_inv[9];
    rb_world_inertia_inverse(&b->body, b->s.e, Jw_inv);
    memset(Wk, 0, 36 * sizeof *Wk);
    for (int i = 0; i < 3; i++) {
        Wk[i * 6 + i] = 1.0 / b->body.m;
        for (int j = 0; j < 3; j++)
            Wk[(3 + i) * 6 + 3 + j] = Jw_inv[3 * i + j];
    }
}

/* The blocks of W, and with joints the dense M = blockdiag(m I, J_world)
 * and W that their elimination needs. */
static void mass_matrices(const mb_scene *s, mb_info *info, int dense)
{
    int n = info->ndof;
    for (int k = 0; k < s->nbodies; k++) {
        const mb_box *b = &s->body[k];
        double Jw[9], *Mk = info->Mb + 36 * k;
        inverse_mass_block(b, info->Wb + 36 * k);
        rb_world_inertia(&b->body, b->s.e, Jw);
        memset(Mk, 0, 36 * sizeof *Mk);
        for (int i = 0; i < 3; i++) {
            Mk[i * 6 + i] = b->body.m;
            for (int j = 0; j < 3; j++)
                Mk[(3 + i) * 6 + 3 + j] = Jw[3 * i + j];
        }
    }
    if (!dense)
        return;
    memset(info->M, 0, (size_t)n * n * sizeof *info->M);
    memset(info->W, 0, (size_t)n * n * sizeof *info->W);
    for (int k = 0; k < s->nbodies; k++) {
        int o = 6 * k;
        for (int i = 0; i < 6; i++)
            for (int j = 0; j < 6; j++) {
                info->W[(o + i) * n + o + j] = info->Wb[36 * k + 6 * i + j];
                info->M[(o + i) * n + o + j] = info->Mb[36 * k + 6 * i + j];
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

/* [mb-slop] */
/* The gap the LCP sees: psi, or 0 when |psi| is below the slop, MB_SLOP of
 * the smallest edge of the contact's boxes.  Boxes placed touching are
 * placed by decimals, and their gaps come out as rounding, +-1e-17 m, or
 * as a student's 1e-9 m; a gap below 0 asks the step to push the boxes
 * apart (psi / h in b), and with psi < 0 the step's LCP is outside the
 * class for which Stewart and Trinkle (1996) prove that Lemke's method
 * solves it.  Read as touching, such gaps leave the proof's psi >= 0; a
 * box may rest that far inside or above another (as Box2D's "linear
 * slop"), far below anything the tables print. */
static double lcp_gap(const mb_scene *s, const mb_contact *c)
{
    double edge = INFINITY;
    const int body[2] = {c->body1, c->body2};
    for (int side = 0; side < 2; side++)
        if (body[side] != MB_GROUND)
            for (int q = 0; q < 3; q++)
                edge = fmin(edge, s->body[body[side]].size[q]);
    return fabs(c->psi) <= MB_SLOP * edge ? 0.0 : c->psi;
}
/* [/mb-slop] */

/* [mb-compact-columns] */
/* A contact's columns touch two bodies (E4), so each is kept as its two
 * 6-blocks: column a (normal i: a = i; friction (i, j): a = nc + i nd + j)
 * has body 1's block at gcol + 12 a and body 2's at gcol + 12 a + 6 (zero
 * for the ground). */
static void contact_columns(const mb_scene *s, mb_info *info)
{
    int nc = info->nc, nd = info->nd;
    for (int i = 0; i < nc; i++) {
        const mb_contact *c = &info->contact[i];
        friction_directions D;
        mb_directions(c, nd, &D);
        const int body[2] = {c->body1, c->body2};
        for (int side = 0; side < 2; side++) {
            double r[3] = {0, 0, 0};
            if (body[side] != MB_GROUND)
                for (int q = 0; q < 3; q++)
                    r[q] = c->p[q] - s->body[body[side]].s.x[q];
            double sign = side == 0 ? 1.0 : -1.0;
            for (int col = 0; col <= nd; col++) {
                const double *d = col == 0 ? c->n : D.d[col - 1];
                int a = col == 0 ? i : nc + i * nd + col - 1;
                double f[3] = {sign * d[0], sign * d[1], sign * d[2]}, *g = info->gcol + 12 * a + 6 * side;
                if (body[side] == MB_GROUND)
                    memset(g, 0, 6 * sizeof *g);
                else
                    rc_wrench(r, f, g);
            }
        }
        info->psi[i] = lcp_gap(s, c);
        info->mu[i] = c->mu;
    }
}
/* [/mb-compact-columns] */

/* The body of side 0 or 1 of column a (MB_GROUND for the ground). */
static int column_body(const mb_info *info, int a, int side)
{
    int nc = info->nc, i = a < nc ? a : (a - nc) / info->nd;
    return side == 0 ? info->contact[i].body1 : info->contact[i].body2;
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
    if (m == 0) { /* W_c = W, kept as its blocks */
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

/* [mb-sparse] */
/* The block (k, l) of W_c: W's block on the diagonal without joints,
 * otherwise the dense W_c's (stride ndof); NULL when it is zero. */
static const double *coupling(const mb_info *info, int k, int l, double *block)
{
    if (info->nj == 0)
        return k == l ? info->Wb + 36 * k : NULL;
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            block[6 * i + j] = info->Wc[(size_t)(6 * k + i) * info->ndof + 6 * l + j];
    return block;
}

/* The jointed group of each body (bodies joined by a chain of joints share
 * one; W_c couples only bodies of one group). */
static void joint_groups(const mb_scene *s, int *comp)
{
    for (int k = 0; k < s->nbodies; k++)
        comp[k] = k;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int j = 0; j < s->njoints; j++) {
            int a = s->joint[j].a, b = s->joint[j].b;
            if (b == MB_GROUND || comp[a] == comp[b])
                continue;
            int lo = comp[a] < comp[b] ? comp[a] : comp[b];
            comp[a] = comp[b] = lo;
            changed = 1;
        }
    }
}

/* Does column a move body k: is k in the group of one of its bodies?
 * (Without joints every body is its own group: k is one of a's bodies.) */
static int column_moves(const mb_info *info, int a, int k)
{
    for (int side = 0; side < 2; side++) {
        int body = column_body(info, a, side);
        if (body != MB_GROUND && info->comp[body] == info->comp[k])
            return 1;
    }
    return 0;
}

/* The velocity blocks v_a,k = sum over a's bodies l of W_c(k, l) g_a,l, for
 * every column a and body k it moves, listed body by body (vstart[k] ..
 * vstart[k + 1] - 1: the column in vbody, the block in vcol).  0 or -1. */
static int velocity_blocks(const mb_scene *s, mb_info *info)
{
    int nv = info->nc * (info->nd + 1), nb = s->nbodies, count = 0;
    int *start = realloc(info->vstart, (size_t)(nb + 2) * sizeof *start);
    int *comp = realloc(info->comp, (size_t)(nb + 1) * sizeof *comp);
    if (!start || !comp)
        return -1;
    info->vstart = start;
    info->comp = comp;
    joint_groups(s, comp);
    for (int k = 0; k <= nb; k++)
        start[k] = 0;
    for (int a = 0; a < nv; a++)
        for (int k = 0; k < nb; k++)
            if (column_moves(info, a, k))
                start[k + 1]++, count++;
    for (int k = 0; k < nb; k++)
        start[k + 1] += start[k];
    if (count > info->cap_v) {
        int *vb = realloc(info->vbody, (size_t)count * sizeof *vb);
        double *vc = realloc(info->vcol, (size_t)count * 6 * sizeof *vc);
        if (!vb || !vc)
            return -1;
        info->vbody = vb;
        info->vcol = vc;
        info->cap_v = count;
    }
    for (int k = 0; k < nb; k++) {
        int e = start[k];
        for (int a = 0; a < nv; a++) {
            if (!column_moves(info, a, k))
                continue;
            double *v = info->vcol + 6 * e, block[36];
            memset(v, 0, 6 * sizeof *v);
            for (int side = 0; side < 2; side++) {
                int l = column_body(info, a, side);
                const double *Wkl = l == MB_GROUND ? NULL : coupling(info, k, l, block);
                if (!Wkl)
                    continue;
                double Wg[6];
                la_matvec(6, 6, Wkl, info->gcol + 12 * a + 6 * side, Wg);
                for (int q = 0; q < 6; q++)
                    v[q] += Wg[q];
            }
            info->vbody[e++] = a;
        }
    }
    return 0;
}

/* Merge the ascending runs list[0..split) and list[split..count) (no
 * number in both) into ascending order, through tmp (count entries). */
static void merge_runs(int *list, int split, int count, int *tmp)
{
    int i = 0, j = split, k = 0;
    while (i < split && j < count)
        tmp[k++] = list[i] < list[j] ? list[i++] : list[j++];
    while (i < split)
        tmp[k++] = list[i++];
    while (j < count)
        tmp[k++] = list[j++];
    memcpy(list, tmp, (size_t)count * sizeof *list);
}

/* Row a of G^T W_c G over the columns (g_a,k . v_b,k summed over a's bodies k),
 * into the sparse matrix in ascending columns; acc and mark are workspaces
 * of nv entries (mark initially all -1), list and tmp of nv.  Each body's
 * columns are listed ascending (velocity_blocks), so the row's columns are
 * two ascending runs, merged. */
static int impulse_row(const mb_info *info, int a, double *acc, int *mark, int *list, int *tmp,
                       sp_matrix *A)
{
    int count = 0, split = 0;
    for (int side = 0; side < 2; side++) {
        split = count;
        int k = column_body(info, a, side);
        if (k == MB_GROUND)
            continue;
        const double *g = info->gcol + 12 * a + 6 * side;
        for (int e = info->vstart[k]; e < info->vstart[k + 1]; e++) {
            int b = info->vbody[e];
            if (mark[b] != a) {
                mark[b] = a;
                acc[b] = 0.0;
                list[count++] = b;
            }
            acc[b] += la_dot(6, g, info->vcol + 6 * e);
        }
    }
    merge_runs(list, split, count, tmp); /* a box in a pile: hundreds of columns */
    for (int x = 0; x < count; x++)
        if (sp_push(A, list[x], acc[list[x]]) != 0)
            return -1;
    return 0;
}

/* rc_assemble's LCP, sparse: rows of G^T W_c G with + E s in the friction
 * rows, then the cone rows U p_n - E^T p_f; b = G^T u_c (+ psi / h).  0 or -1. */
static int assemble_sparse(const mb_scene *s, mb_info *info)
{
    int nc = info->nc, nd = info->nd, nv = nc * (nd + 1), size = nc * (nd + 2);
    if (velocity_blocks(s, info) != 0 || sp_begin(&info->As, size) != 0)
        return -1;
    double *acc = malloc((size_t)(nv ? nv : 1) * sizeof *acc);
    int *mark = malloc((size_t)(nv ? nv : 1) * sizeof *mark), *list = info->row;
    int *tmp = malloc((size_t)(nv ? nv : 1) * sizeof *tmp);
    int ok = acc && mark && tmp;
    for (int b = 0; ok && b < nv; b++)
        mark[b] = -1;
    for (int a = 0; ok && a < nv; a++) {
        ok = impulse_row(info, a, acc, mark, list, tmp, &info->As) == 0;
        if (ok && a >= nc) /* friction row (i, j): + s_i */
            ok = sp_push(&info->As, nv + (a - nc) / nd, 1.0) == 0;
        sp_end_row(&info->As);
        double ub = 0.0;
        for (int side = 0; side < 2; side++) {
            int k = column_body(info, a, side);
            if (k != MB_GROUND)
                ub += la_dot(6, info->gcol + 12 * a + 6 * side, info->uc + 6 * k);
        }
        info->b[a] = ub + (a < nc ? info->psi[a] / s->h : 0.0);
    }
    for (int i = 0; ok && i < nc; i++) { /* the cone rows */
        ok = sp_push(&info->As, i, info->mu[i]) == 0;
        for (int j = 0; ok && j < nd; j++)
            ok = sp_push(&info->As, nc + i * nd + j, -1.0) == 0;
        sp_end_row(&info->As);
        info->b[nv + i] = 0.0;
    }
    free(acc);
    free(mark);
    free(tmp);
    return ok ? 0 : -1;
}
/* [/mb-sparse] */

int mb_build(const mb_scene *s, mb_info *info)
{
    if (reserve_dof(s, info) || reserve_contacts(info, info->nc))
        return -1;
    mass_matrices(s, info, s->njoints > 0);
    free_velocity(s, info);
    info->joint_status = eliminate_joints(s, info);
    if (info->joint_status != BILATERAL_SOLVED)
        return info->joint_status;
    contact_columns(s, info);
    info->size = info->nc * (info->nd + 2);
    return assemble_sparse(s, info);
}

int mb_dense(mb_info *info)
{
    size_t n = (size_t)info->ndof, size = (size_t)info->size, nc = (size_t)info->nc;
    size_t nv = nc * (size_t)(info->nd + 1);
    if (grow(&info->M, n * n) || grow(&info->W, n * n) || grow(&info->Wc, n * n) ||
        grow(&info->A, size * size) || grow(&info->Gn, nc * n) ||
        grow(&info->Gf, (nc > 0 ? nc * (size_t)info->nd : 1) * n))
        return -1;
    if (info->nj == 0) { /* M and W from the step's blocks; W_c = W */
        memset(info->M, 0, n * n * sizeof *info->M);
        memset(info->W, 0, n * n * sizeof *info->W);
        for (size_t k = 0; k < n / 6; k++)
            for (int i = 0; i < 6; i++)
                for (int j = 0; j < 6; j++) {
                    info->W[(6 * k + i) * n + 6 * k + j] = info->Wb[36 * k + 6 * i + j];
                    info->M[(6 * k + i) * n + 6 * k + j] = info->Mb[36 * k + 6 * i + j];
                }
        memcpy(info->Wc, info->W, n * n * sizeof *info->W);
    }
    for (size_t a = 0; a < nv; a++) { /* the compact columns, scattered */
        double *g = a < nc ? info->Gn + a * n : info->Gf + (a - nc) * n;
        memset(g, 0, n * sizeof *g);
        for (int side = 0; side < 2; side++) {
            int k = column_body(info, (int)a, side);
            if (k != MB_GROUND)
                for (int q = 0; q < 6; q++)
                    g[6 * k + q] += info->gcol[12 * a + 6 * side + q];
        }
    }
    sp_to_dense(&info->As, info->A);
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
    if (found != 0)
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
        for (int k = 0; k < nd + 2; k++)
            c->basic[k] = info->basic[cs_unknown(nc, nd, i, k)];
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
    double *impulse = info->nu; /* G_n p_n + G_f p_f, per body, first */
    memset(impulse, 0, (size_t)n * sizeof *impulse);
    for (int a = 0; a < nv; a++)
        for (int side = 0; side < 2; side++) {
            int k = column_body(info, a, side);
            if (k == MB_GROUND)
                continue;
            for (int q = 0; q < 6; q++)
                impulse[6 * k + q] += info->gcol[12 * a + 6 * side + q] * info->z[a];
        }
    if (info->nj == 0) { /* nu = u + W (G_n p_n + G_f p_f), body by body */
        for (int k = 0; k < n / 6; k++) {
            double dv[6];
            la_matvec(6, 6, info->Wb + 36 * k, impulse + 6 * k, dv);
            for (int q = 0; q < 6; q++)
                info->nu[6 * k + q] = info->u[6 * k + q] + dv[q];
        }
        return BILATERAL_SOLVED;
    }
    double *rhs = info->rhs;
    la_matvec(n, n, info->M, info->u, rhs);
    for (int i = 0; i < n; i++)
        rhs[i] += impulse[i];
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

/* Keep a solved step's contacts: their impulses are the next step's first
 * guess.  0 or -1. */
static int remember_contacts(mb_info *info)
{
    int n = info->nc;
    if (n > info->cap_previous) {
        mb_contact *p = realloc(info->previous, (size_t)n * sizeof *p);
        if (!p)
            return -1;
        info->previous = p;
        info->cap_previous = n;
    }
    if (n > 0)
        memcpy(info->previous, info->contact, (size_t)n * sizeof *info->previous);
    info->nprevious = n;
    return 0;
}

/* Is contact c the same as d: the same corner of the same body on the same
 * other body, with the same normal? */
static int same_contact(const mb_contact *c, const mb_contact *d)
{
    return c->body1 == d->body1 && c->body2 == d->body2 && c->vertex == d->vertex &&
           la_dot(3, c->n, d->n) > 0.99;
}

/* The previous step's impulses of the contacts found again, as the
 * solver's first guess (z); 1 if any was.  A guess only saves work: the
 * answer is checked as any other. */
static int warm_start(mb_info *info)
{
    int nc = info->nc, nd = info->nd, found = 0;
    memset(info->z, 0, (size_t)info->size * sizeof *info->z);
    memset(info->basic, 0, (size_t)info->size);
    for (int i = 0; i < nc; i++)
        for (int k = 0; k < info->nprevious; k++) {
            const mb_contact *d = &info->previous[k];
            if (!same_contact(&info->contact[i], d))
                continue;
            info->z[i] = d->pn;
            for (int j = 0; j < nd; j++)
                info->z[nc + i * nd + j] = d->pf[j];
            info->z[nc * (nd + 1) + i] = d->s;
            for (int k = 0; k < nd + 2; k++)
                info->basic[cs_unknown(nc, nd, i, k)] = d->basic[k];
            found = 1;
            break;
        }
    return found;
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
    if (s->friction == MB_FRICTION_PHANTOM) { /* chapter 8's model: mb_phantom.h */
        lcp_status status = mb_phantom_step(s, options, info);
        if (status == LCP_SOLVED)
            move_bodies(s, info->nu);
        return status;
    }
    if (info->nc > 0) {
        int warm = warm_start(info);
        lcp_status status = rc_lcp_solve_sparse(&info->As, info->b, info->nc * (info->nd + 1),
                                                mb_mass_scale(s), options, warm, info->basic, info->z,
                                                info->w, &info->lcp);
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
    if (remember_contacts(info) != 0) {
        snprintf(info->lcp.message, sizeof info->lcp.message, "out of memory");
        return info->lcp.status = LCP_BAD_INPUT;
    }
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
        gap += info->contact[i].pn * fmax(0.0, -info->psi[i]) / before->h;
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
    int nc = info->nc, nd = info->nd;
    const mb_contact *c = &info->contact[i];
    memset(F, 0, 3 * sizeof *F);
    memset(T, 0, 3 * sizeof *T);
    for (int col = 0; col <= nd; col++) { /* g = G_n,i p_n,i + sum_j G_f,ij p_f,ij */
        int a = col == 0 ? i : nc + i * nd + col - 1;
        for (int side = 0; side < 2; side++) {
            int k = column_body(info, a, side);
            if (k == MB_GROUND)
                continue;
            double g[6], xf[3];
            for (int q = 0; q < 6; q++)
                g[q] = info->gcol[12 * a + 6 * side + q] * info->z[a];
            rb_cross(s->body[k].s.x, g, xf);
            for (int q = 0; q < 3; q++) {
                F[q] += g[q];
                T[q] += xf[q] + g[3 + q];
            }
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
    int nc = info->nc;
    for (int i = 0; i < nc; i++) {
        const double *nrm = info->contact[i].n;
        for (int k = 0; k < s->nbodies; k++)
            pattern[k * nc + i] = 0;
        for (int side = 0; side < 2; side++) {
            int k = column_body(info, i, side);
            const double *block = info->gcol + 12 * i + 6 * side;
            if (k == MB_GROUND || la_norm_inf(6, block) == 0.0)
                continue;
            /* body 1's force is +n, body 2's -n */
            pattern[k * nc + i] = la_dot(3, block, nrm) > 0.0 ? 1 : 2;
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
