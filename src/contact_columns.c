/* contact_columns.c: the contacts' wrench columns, compact and dense, and
 * the slop (Coulomb notes pp. 8-10); see contact_columns.h. */
#include "contact_columns.h"

#include "grow.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void contact_columns_directions(const bodies_contact *c, int nd, friction_directions *D)
{
    friction_directions_pyramid(D, nd, c->t, c->o);
}

/* [mb-columns] */
/* The column of a force d at the contact point over all bodies: body 1's
 * block [d; r_1 x d], body 2's [-d; -(r_2 x d)] (E4), zero elsewhere. */
static void column(const bodies_scene *s, const bodies_contact *c, const double d[3], double *g)
{
    memset(g, 0, (size_t)6 * s->nbodies * sizeof *g);
    double r[3], minus[3] = {-d[0], -d[1], -d[2]};
    const int body[2] = {c->body1, c->body2};
    for (int side = 0; side < 2; side++) {
        int k = body[side];
        if (k == BODIES_GROUND)
            continue; /* the ground has no rows */
        for (int i = 0; i < 3; i++)
            r[i] = c->p[i] - s->body[k].s.x[i];
        rigid_contact_wrench(r, side == 0 ? d : minus, g + 6 * k);
    }
}
/* [/mb-columns] */

void contact_columns_wrenches(const bodies_scene *s, const bodies_contact *c,
                              const friction_directions *D, double *gn, double *gf)
{
    int n = 6 * s->nbodies;
    column(s, c, c->n, gn);
    for (int j = 0; j < D->nd; j++)
        column(s, c, D->d[j], gf + (size_t)j * n);
}

/* [mb-slop] */
/* The gap the LCP sees: psi, or 0 when |psi| is below the slop,
 * CONTACT_COLUMNS_SLOP of the smallest edge of the contact's boxes.  Boxes
 * placed touching are placed by decimals, and their gaps come out as
 * rounding, +-1e-17 m, or as a student's 1e-9 m; a gap below 0 asks the
 * step to push the boxes apart (psi / h in b), and with psi < 0 the step's
 * LCP is outside the class for which Stewart and Trinkle (1996) prove that
 * Lemke's method solves it.  Read as touching, such gaps leave the proof's
 * psi >= 0; a box may rest that far inside or above another (as Box2D's
 * "linear slop"), far below anything the tables print. */
double contact_columns_gap(const bodies_scene *s, const bodies_contact *c)
{
    double edge = INFINITY;
    const int body[2] = {c->body1, c->body2};
    for (int side = 0; side < 2; side++)
        if (body[side] != BODIES_GROUND)
            for (int q = 0; q < 3; q++)
                edge = fmin(edge, s->body[body[side]].size[q]);
    return fabs(c->psi) <= CONTACT_COLUMNS_SLOP * edge ? 0.0 : c->psi;
}
/* [/mb-slop] */

/* Room for nc contacts of nd directions; 0 or -1. */
static int reserve(contact_columns *cols, int nc, int nd)
{
    int columns = nc * (nd + 1);
    if (columns > cols->cap || !cols->block) {
        if (grow_doubles(&cols->block, (size_t)12 * columns))
            return -1;
        cols->cap = columns;
    }
    if (nc > cols->cap_contacts || !cols->gap) {
        if (grow_doubles(&cols->gap, (size_t)nc) || grow_doubles(&cols->mu, (size_t)nc))
            return -1;
        cols->cap_contacts = nc;
    }
    return 0;
}

/* [mb-compact-columns] */
/* A contact's columns touch two bodies (E4), so each is kept as its two
 * 6-blocks: column a (normal i: a = i; friction (i, j): a = nc + i nd + j)
 * has body 1's block at block + 12 a and body 2's at block + 12 a + 6
 * (zero for the ground). */
int contact_columns_build(const bodies_scene *s, const bodies_contact *contact, int nc, int nd,
                          contact_columns *cols)
{
    if (reserve(cols, nc, nd) != 0)
        return -1;
    cols->nc = nc;
    cols->nd = nd;
    cols->contact = contact;
    for (int i = 0; i < nc; i++) {
        const bodies_contact *c = &contact[i];
        friction_directions D;
        contact_columns_directions(c, nd, &D);
        const int body[2] = {c->body1, c->body2};
        for (int side = 0; side < 2; side++) {
            double r[3] = {0, 0, 0};
            if (body[side] != BODIES_GROUND)
                for (int q = 0; q < 3; q++)
                    r[q] = c->p[q] - s->body[body[side]].s.x[q];
            double sign = side == 0 ? 1.0 : -1.0;
            for (int col = 0; col <= nd; col++) {
                const double *d = col == 0 ? c->n : D.d[col - 1];
                int a = col == 0 ? i : nc + i * nd + col - 1;
                double f[3] = {sign * d[0], sign * d[1], sign * d[2]};
                double *g = cols->block + 12 * a + 6 * side;
                if (body[side] == BODIES_GROUND)
                    memset(g, 0, 6 * sizeof *g);
                else
                    rigid_contact_wrench(r, f, g);
            }
        }
        cols->gap[i] = contact_columns_gap(s, c);
        cols->mu[i] = c->mu;
    }
    return 0;
}
/* [/mb-compact-columns] */

void contact_columns_impulse(const contact_columns *cols, const double *z, int ndof,
                             double *impulse)
{
    int nv = cols->nc * (cols->nd + 1);
    memset(impulse, 0, (size_t)ndof * sizeof *impulse);
    for (int a = 0; a < nv; a++)
        for (int side = 0; side < 2; side++) {
            int k = contact_columns_body(cols, a, side);
            if (k == BODIES_GROUND)
                continue;
            for (int q = 0; q < 6; q++)
                impulse[6 * k + q] += cols->block[12 * a + 6 * side + q] * z[a];
        }
}

int contact_columns_dense(contact_columns *cols, int ndof)
{
    size_t n = (size_t)ndof, nc = (size_t)cols->nc, nv = nc * (size_t)(cols->nd + 1);
    size_t friction = nc > 0 ? nc * (size_t)cols->nd : 1;
    if (grow_doubles(&cols->Gn, nc * n) || grow_doubles(&cols->Gf, friction * n))
        return -1;
    for (size_t a = 0; a < nv; a++) { /* the compact columns, scattered */
        double *g = a < nc ? cols->Gn + a * n : cols->Gf + (a - nc) * n;
        memset(g, 0, n * sizeof *g);
        for (int side = 0; side < 2; side++) {
            int k = contact_columns_body(cols, (int)a, side);
            if (k != BODIES_GROUND)
                for (int q = 0; q < 6; q++)
                    g[6 * k + q] += cols->block[12 * a + 6 * side + q];
        }
    }
    return 0;
}

void contact_columns_free(contact_columns *cols)
{
    free(cols->block);
    free(cols->gap);
    free(cols->mu);
    free(cols->Gn);
    free(cols->Gf);
    memset(cols, 0, sizeof *cols);
}
