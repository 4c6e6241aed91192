/* multibody_views.c: energy balance, momentum, contact balance and G_n's
 * pattern of a multibody step; see multibody_views.h. */
#include "multibody_views.h"

#include "linalg.h"
#include "quat.h"

#include <math.h>
#include <string.h>

/* [mb-energy] */
/* Chapter 6's balance (rigid_contact_plane_energy_excess) over all the boxes:
 * with nu' = u + W (J^T p_j + G p) and u = nu + W h F (the gyroscopic part
 * keeps the energy), T' - T - h F . v' = p_j^T J nu' + (G p)^T nu'
 * - |nu' - nu|_M^2 / 2, where J nu' = c (-Theta / h, or 0) and (G p)^T nu'
 * <= -sum p_n psi / h + z^T w by complementarity and maximal dissipation. */
double multibody_views_energy_excess(const bodies_scene *before, const bodies_scene *after,
                                     const multibody_solver *solver, double *scale)
{
    const multibody_step_data *st = &solver->step;
    const motion *m = &st->motion;
    int nc = st->contacts.n;
    double gained = 0.0, work = 0.0, gap = 0.0, joints = 0.0, slack = 0.0, sizes = 0.0;
    for (int k = 0; k < after->nbodies; k++) {
        const bodies_box *b0 = &before->body[k], *b1 = &after->body[k];
        double dv[3], dw[3], wu[3];
        for (int i = 0; i < 3; i++) {
            double F = b0->body.m * before->gravity[i] + b0->force[i];
            work += F * (b1->s.x[i] - b0->s.x[i]);
            dv[i] = b1->s.v[i] - b0->s.v[i];
            dw[i] = b1->s.w[i] - b0->s.w[i]; /* both in the body frame of the start */
        }
        double T0 = rigid_body_kinetic_energy(&b0->body, &b0->s),
               T1 = rigid_body_kinetic_energy(&b1->body, &b1->s);
        quat_rotate_back(b0->s.e, m->u + 6 * k + 3, wu);
        gained += T1 - T0;
        sizes += T0 + T1 + 0.5 * b0->body.m * linalg_dot(3, dv, dv) +
                 rigid_body_rotational_energy(&b0->body, dw) +
                 0.5 * b0->body.m * linalg_dot(3, m->u + 6 * k, m->u + 6 * k) +
                 rigid_body_rotational_energy(&b0->body, wu);
    }
    for (int i = 0; i < nc; i++)
        gap += st->contacts.c[i].pn * fmax(0.0, -st->columns.gap[i]) / before->h;
    for (int i = 0; i < 3 * m->njoints; i++)
        joints += fabs(m->pj[i] * m->c[i]);
    for (int k = 0; k < st->size && nc > 0; k++)
        slack += fabs(st->z[k] * st->w[k]);
    *scale = sizes + fabs(work) + gap + joints + slack;
    return gained - work - gap - joints - slack;
}
/* [/mb-energy] */

void multibody_views_momentum(const bodies_scene *s, double P[3], double L[3])
{
    memset(P, 0, 3 * sizeof *P);
    memset(L, 0, 3 * sizeof *L);
    for (int k = 0; k < s->nbodies; k++) {
        const bodies_box *b = &s->body[k];
        double p[3], xp[3], Lk[3];
        for (int i = 0; i < 3; i++)
            p[i] = b->body.m * b->s.v[i];
        rigid_body_cross(b->s.x, p, xp);
        rigid_body_angular_momentum(&b->body, &b->s, Lk);
        for (int i = 0; i < 3; i++) {
            P[i] += p[i];
            L[i] += xp[i] + Lk[i];
        }
    }
}

/* [mb-balance] */
/* g = G_n,i p_n,i + sum_j G_f,ij p_f,ij; body k's block (f_k, tau_k) adds
 * f_k and x_k x f_k + tau_k about the origin. */
void multibody_views_contact_balance(const bodies_scene *s, const multibody_solver *solver, int i,
                                     double F[3], double T[3], double T_notes[3])
{
    const multibody_step_data *st = &solver->step;
    const contact_columns *cols = &st->columns;
    int nc = cols->nc, nd = cols->nd;
    const bodies_contact *c = &st->contacts.c[i];
    memset(F, 0, 3 * sizeof *F);
    memset(T, 0, 3 * sizeof *T);
    for (int col = 0; col <= nd; col++) { /* g = G_n,i p_n,i + sum_j G_f,ij p_f,ij */
        int a = col == 0 ? i : nc + i * nd + col - 1;
        for (int side = 0; side < 2; side++) {
            int k = contact_columns_body(cols, a, side);
            if (k == BODIES_GROUND)
                continue;
            double g[6], xf[3];
            for (int q = 0; q < 6; q++)
                g[q] = cols->block[12 * a + 6 * side + q] * st->z[a];
            rigid_body_cross(s->body[k].s.x, g, xf);
            for (int q = 0; q < 3; q++) {
                F[q] += g[q];
                T[q] += xf[q] + g[3 + q];
            }
        }
    }
    /* the notes' body-2 normal block has +r_2 x n where E4 has -(r_2 x n):
     * their torque is ours plus 2 (r_2 x n) p_n */
    double r2[3] = {0, 0, 0}, rn[3];
    if (c->body2 != BODIES_GROUND)
        for (int q = 0; q < 3; q++)
            r2[q] = c->p[q] - s->body[c->body2].s.x[q];
    rigid_body_cross(r2, c->n, rn);
    for (int q = 0; q < 3; q++)
        T_notes[q] = T[q] + 2.0 * rn[q] * c->pn;
}
/* [/mb-balance] */

/* [mb-pattern] */
void multibody_views_pattern(const bodies_scene *s, const multibody_solver *solver, int *pattern)
{
    const contact_columns *cols = &solver->step.columns;
    int nc = cols->nc;
    for (int i = 0; i < nc; i++) {
        const double *nrm = cols->contact[i].n;
        for (int k = 0; k < s->nbodies; k++)
            pattern[k * nc + i] = 0;
        for (int side = 0; side < 2; side++) {
            int k = contact_columns_body(cols, i, side);
            const double *block = cols->block + 12 * i + 6 * side;
            if (k == BODIES_GROUND || linalg_norm_inf(6, block) == 0.0)
                continue;
            /* body 1's force is +n, body 2's -n */
            pattern[k * nc + i] = linalg_dot(3, block, nrm) > 0.0 ? 1 : 2;
        }
    }
}
/* [/mb-pattern] */
