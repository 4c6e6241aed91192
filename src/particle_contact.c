/* particle_contact.c: the time step of a particle on a plane with friction. */
#include "particle_contact.h"
#include "lcp_solve.h"
#include "linalg.h"

#include <string.h>

double particle_contact_gap(const particle_contact_model *model, const particle_contact_state *s)
{
    double r[FRICTION_MAX_DIM];
    for (int k = 0; k < model->dim; k++)
        r[k] = s->x[k] - (model->c0[k] + model->u[k] * s->t);
    return linalg_dot(model->dim, model->n, r);
}

/* [pc-lcp] */
void particle_contact_lcp(const particle_contact_model *model, const particle_contact_state *s,
                          const double *force, particle_contact_step_info *info)
{
    const friction_directions *D = &model->D;
    int dim = model->dim, nd = D->nd, size = nd + 2;
    double m = model->m, h = model->h;
    double vrel[FRICTION_MAX_DIM]; /* vt - u: free velocity relative to the plane */
    for (int k = 0; k < dim; k++)
        vrel[k] = s->v[k] + h * force[k] / m - model->u[k];

    /* Columns of the contact's generalised directions: g_0 = n, g_{1+j} = d_j. */
    const double *g[PARTICLE_CONTACT_MAX_LCP];
    g[0] = model->n;
    for (int j = 0; j < nd; j++)
        g[1 + j] = D->d[j];

    double *M = info->M;
    memset(M, 0, (size_t)size * size * sizeof *M);
    info->size = size;
    for (int i = 0; i <= nd; i++) {
        /* Rows 0..nd: the velocity g_i^T v^{l+1} with v^{l+1} = vt + sum_k g_k p_k / m. */
        for (int k = 0; k <= nd; k++)
            M[i * size + k] = linalg_dot(dim, g[i], g[k]) / m;
        info->q[i] = linalg_dot(dim, g[i], vrel);
    }
    info->q[0] += particle_contact_gap(model, s) / h;
    for (int j = 0; j < nd; j++) {
        M[(1 + j) * size + nd + 1] = 1.0;  /* + e s in the friction rows */
        M[(nd + 1) * size + 1 + j] = -1.0; /* - e^T p_f in the cone row */
    }
    M[(nd + 1) * size + 0] = model->mu;    /* mu p_n */
    info->q[nd + 1] = 0.0;
}
/* [/pc-lcp] */

lcp_status particle_contact_step(const particle_contact_model *model, particle_contact_state *s,
                                 const double *force, const lcp_options *options,
                                 particle_contact_step_info *info)
{
    int dim = model->dim, nd = model->D.nd;
    double h = model->h;
    particle_contact_lcp(model, s, force, info);
    lcp_problem p = {.n = info->size, .M = info->M, .q = info->q};
    lcp_status status = lcp_solve(&p, options, info->z, info->w, &info->lcp);
    if (status != LCP_SOLVED)
        return status;

    /* [pc-update] */
    double impulse[FRICTION_MAX_DIM];
    friction_force(&model->D, info->z + 1, impulse); /* D p_f */
    for (int k = 0; k < dim; k++) {
        impulse[k] += model->n[k] * info->z[0] + h * force[k];
        s->v[k] += impulse[k] / model->m;
        s->x[k] += h * s->v[k];
    }
    s->t += h;
    /* [/pc-update] */

    info->fn = info->z[0] / h;
    for (int j = 0; j < nd; j++)
        info->alpha[j] = info->z[1 + j] / h;
    info->s = info->z[nd + 1];
    friction_force(&model->D, info->alpha, info->friction);
    return status;
}
