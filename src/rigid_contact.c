/* rigid_contact.c: the contact LCP of rigid bodies, and one body on a plane. */
#include "rigid_contact.h"
#include "contact_solve.h"
#include "lcp_solve.h"
#include "linalg.h"
#include "quat.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* [rc-wrench] */
/* Example 6.2: the force d at r exerts the force d and the torque r x d. */
void rigid_contact_wrench(const double r[3], const double d[3], double g[6])
{
    g[0] = d[0];
    g[1] = d[1];
    g[2] = d[2];
    rigid_body_cross(r, d, g + 3);
}
/* [/rc-wrench] */

/* nc normal impulses, nc nd friction impulses, nc slacks. */
int rigid_contact_size(const rigid_contact_system *s)
{
    return s->nc * (s->nd + 2);
}

/* Column k of [G_n G_f] (k < nc: normal k; then the friction columns). */
static const double *column(const rigid_contact_system *s, int k)
{
    return k < s->nc ? s->Gn + (size_t)k * s->ndof : s->Gf + (size_t)(k - s->nc) * s->ndof;
}

/* [rc-assemble] */
void rigid_contact_assemble(const rigid_contact_system *s, double *A, double *b)
{
    int nc = s->nc, nd = s->nd, size = rigid_contact_size(s), nv = nc * (nd + 1), n = s->ndof;
    double Wg[RIGID_CONTACT_MAX_DOF]; /* W g_k for one column */
    memset(A, 0, (size_t)size * size * sizeof *A);
    /* Rows and columns 0..nv-1: g_i^T W g_k over the columns [G_n G_f]. */
    for (int k = 0; k < nv; k++) {
        linalg_matvec(n, n, s->W, column(s, k), Wg);
        for (int i = 0; i < nv; i++)
            A[i * size + k] = linalg_dot(n, column(s, i), Wg);
    }
    for (int i = 0; i < nv; i++)
        b[i] = linalg_dot(n, column(s, i), s->u);
    for (int i = 0; i < nc; i++) {
        b[i] += s->psi[i] / s->h;                 /* + psi / h in the normal rows */
        int slack = nv + i;
        A[slack * size + i] = s->mu[i];           /* U p_n */
        for (int j = 0; j < nd; j++) {
            int f = nc + i * nd + j;
            A[f * size + slack] = 1.0;            /* + E s in the friction rows */
            A[slack * size + f] = -1.0;           /* - E^T p_f in the cone rows */
        }
        b[slack] = 0.0;
    }
}
/* [/rc-assemble] */

/* The power of two nearest m (1 when m is not positive and finite). */
static double power_of_two(double m)
{
    int e;
    if (!(m > 0.0) || !isfinite(m))
        return 1.0;
    double f = frexp(m, &e); /* m = f 2^e, f in [0.5, 1) */
    return ldexp(1.0, f < 0.70710678118654752 ? e - 1 : e);
}

/* Multiply A's block G^T W G (rows and columns below nv) by f, in place;
 * exact, and undone by 1 / f, where f is a power of two and no entry
 * leaves the normal range: 1, or 0 (nothing changed) where one would. */
static int scale_impulse_block(sparse_matrix *A, int nv, double f)
{
    const double low = 0x1p-900, high = 0x1p+900; /* |f| is within 2^+-100 of 1 */
    if (f == 1.0)
        return 1;
    for (int i = 0; i < nv; i++)
        for (int e = A->start[i]; e < A->start[i + 1]; e++) {
            double v = fabs(A->val[e]);
            if (A->col[e] < nv && v != 0.0 && (v < low || v > high || !isfinite(v)))
                return 0;
        }
    for (int i = 0; i < nv; i++)
        for (int e = A->start[i]; e < A->start[i + 1] && A->col[e] < nv; e++)
            A->val[e] *= f;
    return 1;
}

lcp_status rigid_contact_lcp_solve_sparse(sparse_matrix *A, const double *b, int nv, double mass,
                                          const lcp_options *options, int warm,
                                          unsigned char *basis, double *z, double *w,
                                          lcp_result *result)
{
    double m0 = power_of_two(mass);
    int n = A->n, nc = n - nv, named = options && options->method != LCP_METHOD_AUTO;
    sparse_matrix copy = {0}, *scaled = A; /* scaled in place, or (rarely) a copy */
    int in_place = m0 > 0x1p-100 && m0 < 0x1p+100 && scale_impulse_block(A, nv, m0);
    int ok = in_place || sparse_copy(A, &copy) == 0;
    if (!in_place && ok) {
        scaled = &copy;
        for (int i = 0; i < nv; i++) /* only G^T W G is multiplied by m0 */
            for (int e = A->start[i]; e < A->start[i + 1]; e++)
                if (A->col[e] < nv)
                    copy.val[e] = A->val[e] * m0;
    }
    for (int i = 0; i < nv && warm; i++)
        z[i] /= m0;
    lcp_status status;
    double *M = ok && named ? malloc((size_t)n * (size_t)n * sizeof *M) : NULL;
    if (!ok || (named && !M)) {
        status = lcp_finish(result, LCP_OUT_OF_MEMORY, "out of memory");
    } else if (named || nc < 1 || nv % nc != 0) { /* a method asked for by name */
        sparse_to_dense(scaled, M);
        lcp_problem p = {.n = n, .M = M, .q = b};
        status = lcp_solve(&p, options, z, w, result);
    } else {
        status = contact_solve(scaled, b, nc, nv / nc - 1, options, warm, basis, z, w, result);
    }
    free(M);
    if (in_place)
        scale_impulse_block(A, nv, 1.0 / m0); /* back to A, exactly */
    sparse_free(&copy);
    for (int i = 0; i < n; i++) {
        if (i < nv)
            z[i] *= m0;  /* the impulses */
        else
            w[i] *= m0;  /* the cone rows: mu p_n - e^T p_f */
    }
    return status;
}

lcp_status rigid_contact_lcp_solve(const lcp_problem *p, int nv, double mass,
                                   const lcp_options *options, int warm, double *z, double *w,
                                   lcp_result *result)
{
    sparse_matrix A = {0};
    if (sparse_from_dense(&A, p->n, p->M) != 0)
        return lcp_finish(result, LCP_OUT_OF_MEMORY, "out of memory");
    lcp_status status =
        rigid_contact_lcp_solve_sparse(&A, p->q, nv, mass, options, warm, NULL, z, w, result);
    sparse_free(&A);
    return status;
}

/* [rc-velocity] */
void rigid_contact_velocity(const rigid_contact_system *s, const double *z, double *nu)
{
    int n = s->ndof, nv = s->nc * (s->nd + 1);
    double impulse[RIGID_CONTACT_MAX_DOF];
    memset(impulse, 0, (size_t)n * sizeof *impulse);
    for (int k = 0; k < nv; k++)
        for (int i = 0; i < n; i++)
            impulse[i] += column(s, k)[i] * z[k];  /* G_n p_n + G_f p_f */
    linalg_matvec(n, n, s->W, impulse, nu);
    for (int i = 0; i < n; i++)
        nu[i] += s->u[i];
}
/* [/rc-velocity] */

/* ------------------------------------------------------------ one body on a plane */

/* The moments m (b^2 + c^2)/12, ... and the corners (+-a/2, +-b/2, +-c/2). */
void rigid_contact_box(double m, double a, double b, double c, rigid_contact_plane_model *model)
{
    model->body.m = m;
    model->body.J[0] = m * (b * b + c * c) / 12.0;
    model->body.J[1] = m * (a * a + c * c) / 12.0;
    model->body.J[2] = m * (a * a + b * b) / 12.0;
    model->npoints = 8;
    for (int k = 0; k < 8; k++) {
        model->points[k][0] = (k & 1 ? 0.5 : -0.5) * a;
        model->points[k][1] = (k & 2 ? 0.5 : -0.5) * b;
        model->points[k][2] = (k & 4 ? 0.5 : -0.5) * c;
    }
}

/* [rc-free-velocity] */
/* u = nu^l + M^-1 (h F_ext + T): the centre's v + h F / m, and the world
 * omega + J_world^-1 (-h omega x J_world omega) (particle notes p. 19; E5), scaled
 * back to the rotational energy omega^T J_world omega / 2 of the step's
 * start: the explicit term alone adds (h^2/2) g^T J_world^-1 g, g = omega x
 * J_world omega, every step (chapter 6's euler-growth), and a step that
 * only coasts must not gain energy. */
void rigid_contact_free_velocity(const rigid_body *b, const rigid_body_state *s, const double F[3],
                                 double h, const double Jw[9], const double Jw_inv[9], double u[6])
{
    double omega[3], Lw[3], gyro[3], dw[3], Lu[3];
    quat_rotate(s->e, s->w, omega);
    linalg_matvec(3, 3, Jw, omega, Lw);
    rigid_body_cross(omega, Lw, gyro);
    for (int k = 0; k < 3; k++)
        gyro[k] *= -h;
    linalg_matvec(3, 3, Jw_inv, gyro, dw);
    for (int k = 0; k < 3; k++) {
        u[k] = s->v[k] + h * F[k] / b->m;
        u[3 + k] = omega[k] + dw[k];
    }
    linalg_matvec(3, 3, Jw, u + 3, Lu);
    double before = linalg_dot(3, omega, Lw), after = linalg_dot(3, u + 3, Lu);
    if (after > before && before > 0.0)
        for (int k = 0; k < 3; k++)
            u[3 + k] *= sqrt(before / after);
}
/* [/rc-free-velocity] */

/* M^-1 = blockdiag(I/m, J_world^-1), 6 x 6. */
static void inverse_mass(const rigid_contact_plane_model *model, const double Jw_inv[9],
                         double W[36])
{
    memset(W, 0, 36 * sizeof *W);
    for (int i = 0; i < 3; i++) {
        W[7 * i] = 1.0 / model->body.m;
        for (int j = 0; j < 3; j++)
            W[(3 + i) * 6 + 3 + j] = Jw_inv[3 * i + j];
    }
}

/* [rc-plane-contacts] */
/* The points near the plane: psi = the point's height; a point is taken
 * when psi <= h |v_free| + margin, so that a point that would reach the
 * plane within the step is in the LCP with its psi/h (it need not touch:
 * then p_n = 0 unless the free motion would take it below). */
static void find_contacts(const rigid_contact_plane_model *model, const rigid_body_state *s,
                          rigid_contact_step_info *info)
{
    info->nc = 0;
    for (int k = 0; k < model->npoints; k++) {
        double r[3], vp[3];
        quat_rotate(s->e, model->points[k], r);
        rigid_body_cross(info->u + 3, r, vp);
        for (int i = 0; i < 3; i++)
            vp[i] += info->u[i];
        double psi = s->x[2] + r[2];
        if (psi > model->h * linalg_norm2(3, vp) + model->margin)
            continue;
        rigid_contact_active *c = &info->contact[info->nc++];
        memset(c, 0, sizeof *c);
        c->point = k;
        memcpy(c->r, r, sizeof c->r);
        c->psi = psi;
    }
}
/* [/rc-plane-contacts] */

/* The wrench columns of the active contacts: n = e_z, d_j of the pyramid
 * about it with d_1 = e_x (Coulomb notes p. 5). */
static void contact_wrenches(const rigid_contact_plane_model *model, rigid_contact_step_info *info,
                             const friction_directions *D)
{
    const double n[3] = {0, 0, 1};
    for (int i = 0; i < info->nc; i++) {
        rigid_contact_wrench(info->contact[i].r, n, info->Gn + 6 * i);
        for (int j = 0; j < model->nd; j++)
            rigid_contact_wrench(info->contact[i].r, D->d[j], info->Gf + 6 * (i * model->nd + j));
        info->psi[i] = info->contact[i].psi;
        info->mu[i] = model->mu;
    }
}

/* The pyramid of chapter 5 about e_z: D = F A with F = [e_x e_y] (Coulomb notes p. 5). */
static void plane_directions(int nd, friction_directions *D)
{
    const double t[3] = {1, 0, 0}, o[3] = {0, 1, 0};
    friction_directions_pyramid(D, nd, t, o);
}

/* The system of one body: 6 degrees of freedom, info's columns and data. */
rigid_contact_system rigid_contact_plane_system(const rigid_contact_plane_model *model,
                                                const rigid_contact_step_info *info)
{
    rigid_contact_system sys = {6, info->nc, model->nd, info->W, info->u, info->Gn, info->Gf,
                     info->psi, info->mu, model->h};
    return sys;
}

/* u and W at the step's start, the contacts, their wrenches, then A and b. */
void rigid_contact_plane_lcp(const rigid_contact_plane_model *model, const rigid_body_state *s,
                             const double F[3], rigid_contact_step_info *info)
{
    double Jw[9], Jw_inv[9];
    friction_directions D;
    plane_directions(model->nd, &D);
    rigid_body_world_inertia(&model->body, s->e, Jw);
    rigid_body_world_inertia_inverse(&model->body, s->e, Jw_inv);
    rigid_contact_free_velocity(&model->body, s, F, model->h, Jw, Jw_inv, info->u);
    inverse_mass(model, Jw_inv, info->W);
    find_contacts(model, s, info);
    contact_wrenches(model, info, &D);
    rigid_contact_system sys = rigid_contact_plane_system(model, info);
    info->size = rigid_contact_size(&sys);
    rigid_contact_assemble(&sys, info->A, info->b);
}

/* The impulses of each contact from z, for the report. */
static void store_impulses(const rigid_contact_plane_model *model, rigid_contact_step_info *info)
{
    friction_directions D;
    plane_directions(model->nd, &D);
    int nc = info->nc, nd = model->nd;
    for (int i = 0; i < nc; i++) {
        rigid_contact_active *c = &info->contact[i];
        c->pn = info->z[i];
        for (int j = 0; j < nd; j++)
            c->pf[j] = info->z[nc + i * nd + j];
        c->s = info->z[nc * (nd + 1) + i];
        friction_force(&D, c->pf, c->friction);
    }
}


/* The previous step's impulses of the corners touching again, as the
 * solver's first guess (z in info); 1 if any corner had one.  The guess
 * only saves work: every answer is checked as any other. */
static int warm_start(const rigid_contact_plane_model *model, const rigid_contact_active *before,
                      int nbefore, rigid_contact_step_info *info)
{
    int nc = info->nc, nd = model->nd, found = 0;
    memset(info->z, 0, (size_t)info->size * sizeof *info->z);
    for (int i = 0; i < nc; i++)
        for (int k = 0; k < nbefore; k++) {
            if (before[k].point != info->contact[i].point)
                continue;
            info->z[i] = before[k].pn;
            for (int j = 0; j < nd; j++)
                info->z[nc + i * nd + j] = before[k].pf[j];
            info->z[nc * (nd + 1) + i] = before[k].s;
            found = 1;
        }
    return found;
}

/* [rc-plane-step] */
lcp_status rigid_contact_plane_step(const rigid_contact_plane_model *model, rigid_body_state *s,
                                    const double F[3], const lcp_options *options,
                                    rigid_contact_step_info *info)
{
    rigid_contact_active before[RIGID_CONTACT_MAX_CORNERS];
    int nbefore = info->lcp.status == LCP_SOLVED ? info->nc : 0;
    memcpy(before, info->contact, (size_t)nbefore * sizeof *before);
    rigid_contact_plane_lcp(model, s, F, info);
    rigid_contact_system sys = rigid_contact_plane_system(model, info);
    double nu[6];
    if (info->nc > 0) {
        lcp_problem p = {.n = info->size, .M = info->A, .q = info->b};
        int warm = warm_start(model, before, nbefore, info);
        lcp_status status = rigid_contact_lcp_solve(&p, info->nc * (model->nd + 1), model->body.m,
                                                    options, warm, info->z, info->w, &info->lcp);
        if (status != LCP_SOLVED)
            return status;
        store_impulses(model, info);
        rigid_contact_velocity(&sys, info->z, nu);
    } else {
        memset(&info->lcp, 0, sizeof info->lcp); /* no contact: no LCP */
        memcpy(nu, info->u, sizeof nu);
    }
    /* new velocities, then positions with them (Coulomb notes p. 11: q + h V nu) */
    rigid_body_options o = rigid_body_default_options();
    memcpy(s->v, nu, sizeof s->v);
    quat_rotate_back(s->e, nu + 3, s->w);  /* body-frame w = R^T omega */
    for (int k = 0; k < 3; k++)
        s->x[k] += model->h * s->v[k];
    rigid_body_advance_orientation(&o, s->e, s->w, model->h);
    s->t += model->h;
    return LCP_SOLVED;
}
/* [/rc-plane-step] */

double rigid_contact_plane_lowest(const rigid_contact_plane_model *model, const rigid_body_state *s,
                                  int *point)
{
    double lowest = HUGE_VAL;
    for (int k = 0; k < model->npoints; k++) {
        double r[3];
        quat_rotate(s->e, model->points[k], r);
        if (s->x[2] + r[2] < lowest) {
            lowest = s->x[2] + r[2];
            *point = k;
        }
    }
    return lowest;
}

/* [rc-energy] */
/* With nu' = u + W G p and u = nu + W h F (the gyroscopic part of u
 * keeps the energy), T' - T - h F . v' = (G p)^T nu' - |nu' - nu|_M^2 / 2,
 * and (G p)^T nu' = -sum p_n psi / h + p_f^T G_f^T nu' by complementarity,
 * the friction part <= 0 (maximal dissipation): the step's energy
 * T' + V' (V = -F . x) exceeds T + V by at most the work of the gap term,
 * sum p_n max(0, -psi) / h, which pushes a corner that sank below the
 * plane back out, plus z^T w, zero for an exact solution.  The excess over
 * that bound, and its scale. */
double rigid_contact_plane_energy_excess(const rigid_contact_plane_model *model,
                                         const rigid_body_state *before,
                                         const rigid_body_state *after, const double F[3],
                                         const rigid_contact_step_info *info, double *scale)
{
    double dv[3], dw[3], work = 0.0, gap = 0.0, slack = 0.0;
    for (int k = 0; k < 3; k++) {
        dv[k] = after->v[k] - before->v[k];
        dw[k] = after->w[k] - before->w[k]; /* both in the body frame of the start */
        work += F[k] * (after->x[k] - before->x[k]);
    }
    for (int i = 0; i < info->nc; i++)
        gap += info->contact[i].pn * fmax(0.0, -info->contact[i].psi) / model->h;
    for (int k = 0; k < info->size && info->nc > 0; k++)
        slack += fabs(info->z[k] * info->w[k]); /* z^T w: what the check let through */
    double T0 = rigid_body_kinetic_energy(&model->body, before);
    double T1 = rigid_body_kinetic_energy(&model->body, after);
    double moved =
        0.5 * model->body.m * linalg_dot(3, dv, dv) + rigid_body_rotational_energy(&model->body, dw);
    double wu[3]; /* the free velocity's energy: the scale of a body at rest */
    quat_rotate_back(before->e, info->u + 3, wu);
    double Tu = 0.5 * model->body.m * linalg_dot(3, info->u, info->u) +
                rigid_body_rotational_energy(&model->body, wu);
    *scale = T0 + T1 + fabs(work) + gap + moved + slack + Tu;
    return T1 - T0 - work - gap - slack;
}
/* [/rc-energy] */
