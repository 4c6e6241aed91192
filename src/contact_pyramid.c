/* contact_pyramid.c: the Stewart-Trinkle LCP of a step, assembled sparse,
 * warm-started and solved (Coulomb notes pp. 9-11); see contact_pyramid.h. */
#include "contact_pyramid.h"

#include "contact_solve.h"
#include "grow.h"
#include "linalg.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* Room for the LCP of nc contacts of nd directions; 0 or -1. */
static int reserve(contact_pyramid *pyr, int nc, int nd)
{
    size_t size = (size_t)nc * (nd + 2), columns = (size_t)nc * (nd + 1);
    if ((int)size > pyr->cap_size || !pyr->b) {
        if (grow_doubles(&pyr->b, size) || grow_doubles(&pyr->z, size) ||
            grow_doubles(&pyr->w, size))
            return -1;
        int *row = realloc(pyr->scratch.row_columns, (columns ? columns : 1) * sizeof *row);
        if (!row)
            return -1;
        pyr->scratch.row_columns = row;
        unsigned char *basic = realloc(pyr->basic, size ? size : 1);
        if (!basic)
            return -1;
        pyr->basic = basic;
        pyr->cap_size = (int)size;
    }
    return 0;
}

void contact_pyramid_free(contact_pyramid *pyr)
{
    contact_pyramid_scratch *x = &pyr->scratch;
    free(pyr->b);
    free(pyr->z);
    free(pyr->w);
    free(pyr->basic);
    free(pyr->A_dense);
    free(x->group);
    free(x->block_start);
    free(x->block_column);
    free(x->block_velocity);
    free(x->row_columns);
    sparse_free(&pyr->A);
    memset(pyr, 0, sizeof *pyr);
}

/* [mb-sparse] */
/* The block (k, l) of W_c: W's block on the diagonal without joints,
 * otherwise the dense W_c's (stride ndof); NULL when it is zero. */
static const double *coupling(const motion *m, int k, int l, double *block)
{
    if (m->njoints == 0)
        return k == l ? m->inverse_mass_block + 36 * k : NULL;
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            block[6 * i + j] = m->Wc[(size_t)(6 * k + i) * m->ndof + 6 * l + j];
    return block;
}

/* The jointed group of each body (bodies joined by a chain of joints share
 * one; W_c couples only bodies of one group). */
static void joint_groups(const bodies_scene *s, int *group)
{
    for (int k = 0; k < s->nbodies; k++)
        group[k] = k;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int j = 0; j < s->njoints; j++) {
            int a = s->joint[j].a, b = s->joint[j].b;
            if (b == BODIES_GROUND || group[a] == group[b])
                continue;
            int lo = group[a] < group[b] ? group[a] : group[b];
            group[a] = group[b] = lo;
            changed = 1;
        }
    }
}

/* The bodies of each jointed group: group g's are members[member_start[g]
 * .. member_start[g + 1] - 1], ascending (a counting sort by group). */
static void group_members(const int *group, int nb, int *member_start, int *members)
{
    for (int g = 0; g <= nb; g++)
        member_start[g] = 0;
    for (int k = 0; k < nb; k++)
        member_start[group[k] + 1]++;
    for (int g = 0; g < nb; g++)
        member_start[g + 1] += member_start[g];
    for (int k = 0; k < nb; k++) /* each start moves to its group's end ... */
        members[member_start[group[k]]++] = k;
    for (int g = nb; g > 0; g--) /* ... and back */
        member_start[g] = member_start[g - 1];
    member_start[0] = 0;
}

/* The jointed groups of column a's bodies (the ground has none): one or
 * two, into g; returns how many.  Column a moves exactly their bodies
 * (without joints every body is its own group: a's two bodies). */
static int column_groups(const contact_columns *cols, const int *group, int a, int g[2])
{
    int count = 0;
    for (int side = 0; side < 2; side++) {
        int body = contact_columns_body(cols, a, side);
        if (body != BODIES_GROUND && (count == 0 || group[body] != g[0]))
            g[count++] = group[body];
    }
    return count;
}

/* v_a,k = sum over a's bodies l of W_c(k, l) g_a,l into v (6 entries). */
static void velocity_block(const motion *m, const contact_columns *cols, int a, int k,
                           double *v)
{
    double block[36];
    memset(v, 0, 6 * sizeof *v);
    for (int side = 0; side < 2; side++) {
        int l = contact_columns_body(cols, a, side);
        const double *Wkl = l == BODIES_GROUND ? NULL : coupling(m, k, l, block);
        if (!Wkl)
            continue;
        double Wg[6];
        linalg_matvec(6, 6, Wkl, cols->block + 12 * a + 6 * side, Wg);
        for (int q = 0; q < 6; q++)
            v[q] += Wg[q];
    }
}

/* The velocity blocks v_a,k, for every column a and body k it moves,
 * listed body by body (block_start[k] .. block_start[k + 1] - 1: the
 * column in block_column, ascending, the block in block_velocity).  0 or
 * -1. */
static int velocity_blocks(const bodies_scene *s, const motion *m, const contact_columns *cols,
                           contact_pyramid_scratch *x)
{
    int nv = cols->nc * (cols->nd + 1), nb = s->nbodies, count = 0, g[2];
    int *start = realloc(x->block_start, (size_t)(nb + 2) * sizeof *start);
    if (start)
        x->block_start = start;
    int *group = realloc(x->group, (size_t)(4 * nb + 2) * sizeof *group);
    if (group)
        x->group = group;
    if (!start || !group)
        return -1;
    int *member_start = group + nb + 1, *members = member_start + nb + 1, *cursor = members + nb;
    joint_groups(s, group);
    group_members(group, nb, member_start, members);
    for (int k = 0; k <= nb; k++)
        start[k] = 0;
    for (int a = 0; a < nv; a++)
        for (int t = 0, groups = column_groups(cols, group, a, g); t < groups; t++)
            for (int i = member_start[g[t]]; i < member_start[g[t] + 1]; i++)
                start[members[i] + 1]++, count++;
    for (int k = 0; k < nb; k++)
        start[k + 1] += start[k];
    if (count > x->cap_blocks) {
        int *vb = realloc(x->block_column, (size_t)count * sizeof *vb);
        if (vb)
            x->block_column = vb;
        double *vc = realloc(x->block_velocity, (size_t)count * 6 * sizeof *vc);
        if (vc)
            x->block_velocity = vc;
        if (!vb || !vc)
            return -1;
        x->cap_blocks = count;
    }
    memcpy(cursor, start, (size_t)nb * sizeof *cursor);
    for (int a = 0; a < nv; a++) /* a ascending: each body's columns ascend */
        for (int t = 0, groups = column_groups(cols, group, a, g); t < groups; t++)
            for (int i = member_start[g[t]]; i < member_start[g[t] + 1]; i++) {
                int k = members[i], e = cursor[k]++;
                velocity_block(m, cols, a, k, x->block_velocity + 6 * e);
                x->block_column[e] = a;
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
 * two ascending runs, merged.  Only the entries b >= a are computed; an
 * entry b < a is row b's entry a, already stored (next[b] is where row b's
 * entries not yet mirrored begin: their columns ascend as the rows do), so
 * that the block is symmetric bit for bit, its rows its columns. */
static int impulse_row(const contact_columns *cols, const contact_pyramid_scratch *x, int a,
                       double *acc, int *mark, int *list, int *tmp, int *next, sparse_matrix *A)
{
    int count = 0, split = 0;
    for (int side = 0; side < 2; side++) {
        split = count;
        int k = contact_columns_body(cols, a, side);
        if (k == BODIES_GROUND)
            continue;
        const double *g = cols->block + 12 * a + 6 * side;
        for (int e = x->block_start[k]; e < x->block_start[k + 1]; e++) {
            int b = x->block_column[e];
            if (mark[b] != a) {
                mark[b] = a;
                acc[b] = 0.0;
                list[count++] = b;
            }
            if (b >= a)
                acc[b] += linalg_dot(6, g, x->block_velocity + 6 * e);
        }
    }
    merge_runs(list, split, count, tmp); /* a box in a pile: hundreds of columns */
    int first_after = A->nnz;
    for (int i = 0; i < count; i++) {
        int b = list[i];
        double v = acc[b];
        if (b < a) { /* the mirror of row b's entry a */
            int e = next[b]++;
            if (A->col[e] != a)
                return -1; /* never: the pattern is symmetric */
            v = A->val[e];
        } else if (b == a) {
            first_after = A->nnz + 1;
        }
        if (sparse_push(A, b, v) != 0)
            return -1;
    }
    next[a] = first_after;
    return 0;
}

/* At most how many entries the LCP's matrix holds: row a's columns are
 * those of its bodies' lists (a column on both counted twice), + s_i in
 * a friction row, and the nd + 1 entries of each cone row. */
static int entries_bound(const contact_columns *cols, const contact_pyramid_scratch *x)
{
    int nv = cols->nc * (cols->nd + 1);
    long bound = (long)cols->nc * (cols->nd + 1) + (nv - cols->nc);
    for (int a = 0; a < nv; a++)
        for (int side = 0; side < 2; side++) {
            int k = contact_columns_body(cols, a, side);
            if (k != BODIES_GROUND)
                bound += x->block_start[k + 1] - x->block_start[k];
        }
    return bound < INT_MAX ? (int)bound : INT_MAX;
}

/* rigid_contact_assemble's LCP, sparse: rows of G^T W_c G with + E s in the
 * friction rows, then the cone rows U p_n - E^T p_f; b = G^T u_c (+ psi / h).
 * 0 or -1. */
static int assemble_sparse(const bodies_scene *s, const motion *m, const contact_columns *cols,
                           contact_pyramid *pyr)
{
    int nc = pyr->nc, nd = pyr->nd, nv = nc * (nd + 1), size = nc * (nd + 2);
    if (velocity_blocks(s, m, cols, &pyr->scratch) != 0 || sparse_begin(&pyr->A, size) != 0 ||
        sparse_reserve(&pyr->A, entries_bound(cols, &pyr->scratch)) != 0)
        return -1;
    double *acc = malloc((size_t)(nv ? nv : 1) * sizeof *acc);
    int *mark = malloc((size_t)(nv ? nv : 1) * sizeof *mark), *list = pyr->scratch.row_columns;
    int *tmp = malloc((size_t)(nv ? nv : 1) * sizeof *tmp);
    int *next = malloc((size_t)(nv ? nv : 1) * sizeof *next);
    int ok = acc && mark && tmp && next;
    for (int b = 0; ok && b < nv; b++)
        mark[b] = -1;
    for (int a = 0; ok && a < nv; a++) {
        ok = impulse_row(cols, &pyr->scratch, a, acc, mark, list, tmp, next, &pyr->A) == 0;
        if (ok && a >= nc) /* friction row (i, j): + s_i */
            ok = sparse_push(&pyr->A, nv + (a - nc) / nd, 1.0) == 0;
        sparse_end_row(&pyr->A);
        double ub = 0.0;
        for (int side = 0; side < 2; side++) {
            int k = contact_columns_body(cols, a, side);
            if (k != BODIES_GROUND)
                ub += linalg_dot(6, cols->block + 12 * a + 6 * side, m->uc + 6 * k);
        }
        pyr->b[a] = ub + (a < nc ? cols->gap[a] / s->h : 0.0);
    }
    for (int i = 0; ok && i < nc; i++) { /* the cone rows */
        ok = sparse_push(&pyr->A, i, cols->mu[i]) == 0;
        for (int j = 0; ok && j < nd; j++)
            ok = sparse_push(&pyr->A, nc + i * nd + j, -1.0) == 0;
        sparse_end_row(&pyr->A);
        pyr->b[nv + i] = 0.0;
    }
    free(acc);
    free(mark);
    free(tmp);
    free(next);
    pyr->A.symmetric_lead = nv; /* impulse_row mirrors: G^T W G symmetric bit for bit */
    return ok ? 0 : -1;
}
/* [/mb-sparse] */

int contact_pyramid_assemble(const bodies_scene *s, const motion *m, const contact_columns *cols,
                             contact_pyramid *pyr)
{
    if (reserve(pyr, cols->nc, cols->nd) != 0)
        return -1;
    pyr->nc = cols->nc;
    pyr->nd = cols->nd;
    pyr->size = pyr->nc * (pyr->nd + 2);
    return assemble_sparse(s, m, cols, pyr);
}

/* Is contact c the same as d: the same corner of the same body on the same
 * other body, with the same normal? */
static int same_contact(const bodies_contact *c, const bodies_contact *d)
{
    return c->body1 == d->body1 && c->body2 == d->body2 && c->vertex == d->vertex &&
           linalg_dot(3, c->n, d->n) > 0.99;
}

int contact_pyramid_warm_start(contact_pyramid *pyr, const bodies_contact *contact,
                               const bodies_contact *previous, int nprevious)
{
    int nc = pyr->nc, nd = pyr->nd, found = 0;
    memset(pyr->z, 0, (size_t)pyr->size * sizeof *pyr->z);
    memset(pyr->basic, 0, (size_t)pyr->size);
    for (int i = 0; i < nc; i++)
        for (int k = 0; k < nprevious; k++) {
            const bodies_contact *d = &previous[k];
            if (!same_contact(&contact[i], d))
                continue;
            pyr->z[i] = d->pn;
            for (int j = 0; j < nd; j++)
                pyr->z[nc + i * nd + j] = d->pf[j];
            pyr->z[nc * (nd + 1) + i] = d->s;
            for (int q = 0; q < nd + 2; q++)
                pyr->basic[contact_solve_unknown(nc, nd, i, q)] = d->basic[q];
            found = 1;
            break;
        }
    return found;
}

lcp_status contact_pyramid_solve(contact_pyramid *pyr, double mass, const lcp_options *options,
                                 int warm, lcp_result *result)
{
    return rigid_contact_lcp_solve_sparse(&pyr->A, pyr->b, pyr->nc * (pyr->nd + 1), mass, options,
                                          warm, pyr->basic, pyr->z, pyr->w, result);
}

void contact_pyramid_store(const contact_pyramid *pyr, bodies_contact *contact)
{
    int nc = pyr->nc, nd = pyr->nd;
    for (int i = 0; i < nc; i++) {
        bodies_contact *c = &contact[i];
        friction_directions D;
        contact_columns_directions(c, nd, &D);
        c->pn = pyr->z[i];
        for (int j = 0; j < nd; j++)
            c->pf[j] = pyr->z[nc + i * nd + j];
        c->s = pyr->z[nc * (nd + 1) + i];
        for (int k = 0; k < nd + 2; k++)
            c->basic[k] = pyr->basic[contact_solve_unknown(nc, nd, i, k)];
        friction_force(&D, c->pf, c->friction);
    }
}

int contact_pyramid_dense(contact_pyramid *pyr)
{
    size_t size = (size_t)pyr->size;
    if (grow_doubles(&pyr->A_dense, size * size))
        return -1;
    sparse_to_dense(&pyr->A, pyr->A_dense);
    return 0;
}
