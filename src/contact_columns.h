/* contact_columns.h: the wrench columns of a step's contacts (chapter 7;
 * Coulomb notes pp. 8-10, E4, Example 7.1) and the gaps the LCP sees.
 *
 * Contacts (Coulomb notes p. 8).  Contact i has one frame (n_i, t_i, o_i), the normal
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
 * The block matrices (Coulomb notes pp. 9-10, Example 7.1): G_n has 6 rows per body and one
 * column per contact, G_f nd columns per contact, U = diag(mu_i),
 * E = blockdiag(e, .., e).  A contact's columns touch two bodies, so they
 * are kept compact, as their two 6-blocks (contact_columns.block); G_n and
 * G_f dense only on demand (contact_columns_dense).
 */
#ifndef CONTACT_COLUMNS_H
#define CONTACT_COLUMNS_H

#include "bodies.h"
#include "friction.h"

/* The slop: a contact's gap psi with |psi| below this fraction of the
 * smallest edge of its boxes enters the LCP as 0 (contact_columns_gap):
 * touching, neither apart nor inside. */
#define CONTACT_COLUMNS_SLOP 1e-6

/* The step's columns, rebuilt every step; contact_columns_free releases them. */
typedef struct {
    int nc, nd;           /* contacts and friction directions per contact */
    const bodies_contact *contact; /* the step's contacts (not owned) */
    double *block;        /* column a's two 6-blocks (normal i: a = i; friction
                             (i, j): a = nc + i nd + j): body 1's at block + 12 a,
                             body 2's at block + 12 a + 6 (zero for the ground) */
    double *gap;          /* the gap each contact's LCP row sees (the slop: 0) */
    double *mu;           /* each contact's friction coefficient */
    int cap;              /* the room of block, in columns */
    int cap_contacts;     /* the room of gap and mu */
    double *Gn, *Gf;      /* dense: nc and nc nd columns of 6 nbodies, only
                             after contact_columns_dense */
} contact_columns;

/* The contact's nd friction directions: the pyramid about n with d_1 = t. */
void contact_columns_directions(const bodies_contact *c, int nd, friction_directions *D);

/* The wrench columns of contact c over the scene's 6 nbodies rows, normal
 * column gn and the D->nd columns of D's directions in gf (each 6 nbodies
 * long), dense. */
void contact_columns_wrenches(const bodies_scene *s, const bodies_contact *c,
                              const friction_directions *D, double *gn, double *gf);

/* The gap the LCP sees: psi, or 0 when |psi| is below the slop. */
double contact_columns_gap(const bodies_scene *s, const bodies_contact *c);

/* The compact columns, gaps and mu of the nc contacts with nd directions
 * each (cols keeps a pointer to contact).  0, or -1 when out of memory. */
int contact_columns_build(const bodies_scene *s, const bodies_contact *contact, int nc, int nd,
                          contact_columns *cols);

/* The body of side 0 or 1 of column a (BODIES_GROUND for the ground); inline:
 * the assembly asks it for every column and body. */
static inline int contact_columns_body(const contact_columns *cols, int a, int side)
{
    int nc = cols->nc, i = a < nc ? a : (a - nc) / cols->nd;
    return side == 0 ? cols->contact[i].body1 : cols->contact[i].body2;
}

/* impulse = G z over the bodies (ndof entries): the wrenches of the
 * nc (nd + 1) impulses z, summed per body. */
void contact_columns_impulse(const contact_columns *cols, const double *z, int ndof,
                             double *impulse);

/* Fill the dense G_n and G_f (ndof rows) from the compact columns.  0, or
 * -1 when out of memory. */
int contact_columns_dense(contact_columns *cols, int ndof);

/* Release the columns' storage; they are then empty. */
void contact_columns_free(contact_columns *cols);

#endif
