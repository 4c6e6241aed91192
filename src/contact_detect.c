/* contact_detect.c: box corners against the ground and against box faces. */
#include "contact_detect.h"
#include "la.h"
#include "quat.h"

#include <math.h>
#include <string.h>

/* How deep a corner may be inside a face and still count as touching it
 * (deeper corners are not on that face): a quarter of the smaller box's
 * smallest edge. */
#define DEPTH_FRACTION 0.25
/* A corner lies on a face when its other coordinates exceed the face by
 * at most this fraction of the box's size (rounding of a corner on an edge). */
#define EDGE_TOL 1e-9

/* The free velocity (u) of the material point at r from body k's centre. */
static void point_velocity(const double *u_all, int k, const double r[3], double vp[3])
{
    if (k == MB_GROUND) {
        memset(vp, 0, 3 * sizeof *vp);
        return;
    }
    const double *u = u_all + 6 * k;
    rb_cross(u + 3, r, vp);
    for (int i = 0; i < 3; i++)
        vp[i] += u[i];
}

/* The relative free speed |u_1 - u_2| at the point p of a contact. */
static double relative_speed(const mb_scene *s, const double *u, int b1, int b2,
                             const double p[3])
{
    double r[3], v1[3], v2[3] = {0, 0, 0}, d[3];
    for (int i = 0; i < 3; i++)
        r[i] = p[i] - s->body[b1].s.x[i];
    point_velocity(u, b1, r, v1);
    if (b2 != MB_GROUND) {
        for (int i = 0; i < 3; i++)
            r[i] = p[i] - s->body[b2].s.x[i];
        point_velocity(u, b2, r, v2);
    }
    for (int i = 0; i < 3; i++)
        d[i] = v1[i] - v2[i];
    return la_norm2(3, d);
}

/* [cd-ground] */
/* Box k's corners near the plane z = 0: n = e_z (into the box), t = e_x. */
static int ground_contacts(const mb_scene *s, int k, const double *u, mb_contact_list *list)
{
    for (int v = 0; v < 8; v++) {
        mb_contact c = {.body1 = k, .body2 = MB_GROUND, .vertex = v,
                        .n = {0, 0, 1}, .t = {1, 0, 0}, .o = {0, 1, 0}};
        double r[3];
        mb_corner(s, k, v, r);
        for (int i = 0; i < 3; i++)
            c.p[i] = s->body[k].s.x[i] + r[i];
        c.psi = c.p[2];
        if (c.psi > s->h * relative_speed(s, u, k, MB_GROUND, c.p) + s->margin)
            continue;
        c.mu = mb_mu(s, k, MB_GROUND);
        if (mb_contact_list_append(list, &c) != 0)
            return -1;
    }
    return 0;
}
/* [/cd-ground] */

/* Column k of R(e): body axis k in world coordinates. */
static void axis(const double e[4], int k, double a[3])
{
    double u[3] = {0, 0, 0};
    u[k] = 1.0;
    quat_rotate(e, u, a);
}

/* [cd-face] */
/* The face of A that B lies across: the axis k of A (and its sign) that
 * separates the boxes most, |c_k| - a_k - b_k with c = R_A^T (x_B - x_A),
 * b_k = sum_j |R_A^T R_B|_kj B's half edge j (B's half extent along k). */
static int separating_face(const mb_scene *s, int A, int B, double *sign)
{
    const mb_box *a = &s->body[A], *b = &s->body[B];
    double d[3], c[3], best = -HUGE_VAL;
    int face = 0;
    for (int i = 0; i < 3; i++)
        d[i] = b->s.x[i] - a->s.x[i];
    quat_rotate_back(a->s.e, d, c);
    for (int k = 0; k < 3; k++) {
        double ak[3], extent = 0.0;
        axis(a->s.e, k, ak);
        for (int j = 0; j < 3; j++) {
            double bj[3];
            axis(b->s.e, j, bj);
            extent += fabs(la_dot(3, ak, bj)) * 0.5 * b->size[j];
        }
        double gap = fabs(c[k]) - 0.5 * a->size[k] - extent;
        if (gap > best) {
            best = gap;
            face = k;
            *sign = c[k] >= 0.0 ? 1.0 : -1.0;
        }
    }
    return face;
}
/* [/cd-face] */

/* Is there already a contact of this pair at the point p (a corner found
 * both ways)? */
static int duplicate(const mb_contact_list *list, int first, const double p[3], double tol)
{
    for (int i = first; i < list->n; i++) {
        double d[3];
        for (int q = 0; q < 3; q++)
            d[q] = list->c[i].p[q] - p[q];
        if (la_norm_inf(3, d) <= tol)
            return 1;
    }
    return 0;
}

/* [cd-corners] */
/* B's corners on A's separating face: in A's frame the corner p has
 * |p_j| <= a_j (+ tol) on the face's two axes, and psi = sign p_k - a_k,
 * from -depth to h |u_rel| + margin.  n = sign (A's axis k): into B. */
static int face_contacts(const mb_scene *s, int A, int B, int first, const double *u,
                         mb_contact_list *list)
{
    const mb_box *a = &s->body[A], *b = &s->body[B];
    double sign = 1.0, size = a->size[0] + a->size[1] + a->size[2];
    int k = separating_face(s, A, B, &sign), k1 = (k + 1) % 3, k2 = (k + 2) % 3;
    double depth = DEPTH_FRACTION * fmin(fmin(a->size[0], fmin(a->size[1], a->size[2])),
                                         fmin(b->size[0], fmin(b->size[1], b->size[2])));
    for (int v = 0; v < 8; v++) {
        mb_contact c = {.body1 = B, .body2 = A, .vertex = v};
        double r[3], d[3], p[3];
        mb_corner(s, B, v, r);
        for (int i = 0; i < 3; i++) {
            c.p[i] = b->s.x[i] + r[i];
            d[i] = c.p[i] - a->s.x[i];
        }
        quat_rotate_back(a->s.e, d, p);
        if (fabs(p[k1]) > 0.5 * a->size[k1] + EDGE_TOL * size ||
            fabs(p[k2]) > 0.5 * a->size[k2] + EDGE_TOL * size)
            continue;
        c.psi = sign * p[k] - 0.5 * a->size[k];
        if (c.psi < -depth || c.psi > s->h * relative_speed(s, u, B, A, c.p) + s->margin)
            continue;
        if (duplicate(list, first, c.p, EDGE_TOL * size))
            continue;
        axis(a->s.e, k, c.n);
        for (int i = 0; i < 3; i++)
            c.n[i] *= sign;
        axis(a->s.e, k1, c.t);
        rb_cross(c.n, c.t, c.o);
        c.mu = mb_mu(s, A, B);
        if (mb_contact_list_append(list, &c) != 0)
            return -1;
    }
    return 0;
}
/* [/cd-corners] */

/* [cd-find] */
/* Ground contacts body by body, then each pair i < j: j's corners on i's
 * face, then i's corners on j's face. */
int cd_find_contacts(const mb_scene *s, const double *u, mb_contact_list *list)
{
    mb_contact_list_clear(list);
    for (int k = 0; k < s->nbodies && s->ground; k++)
        if (ground_contacts(s, k, u, list) != 0)
            return -1;
    for (int i = 0; i < s->nbodies; i++)
        for (int j = i + 1; j < s->nbodies; j++) {
            int first = list->n;
            if (face_contacts(s, i, j, first, u, list) != 0 ||
                face_contacts(s, j, i, first, u, list) != 0)
                return -1;
        }
    return 0;
}
/* [/cd-find] */

/* [cd-overlap] */
/* The overlap of boxes A and B along the unit axis L: their half extents
 * along L, sum_k (size_k / 2) |axis_k . L| for each, less the distance of
 * their centres along L; <= 0 when L separates them. */
static double overlap_along(const mb_box *a, const mb_box *b, const double L[3])
{
    double d[3], extent = 0.0;
    for (int i = 0; i < 3; i++)
        d[i] = b->s.x[i] - a->s.x[i];
    for (int k = 0; k < 3; k++) {
        double ak[3], bk[3];
        axis(a->s.e, k, ak);
        axis(b->s.e, k, bk);
        extent += 0.5 * a->size[k] * fabs(la_dot(3, ak, L)) +
                  0.5 * b->size[k] * fabs(la_dot(3, bk, L));
    }
    return extent - fabs(la_dot(3, d, L));
}

double cd_box_overlap(const mb_scene *s, int A, int B)
{
    const mb_box *a = &s->body[A], *b = &s->body[B];
    double axes[15][3], depth = HUGE_VAL;
    int n = 0;
    for (int k = 0; k < 3; k++) {
        axis(a->s.e, k, axes[n++]);
        axis(b->s.e, k, axes[n++]);
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            double ai[3], bj[3];
            axis(a->s.e, i, ai);
            axis(b->s.e, j, bj);
            rb_cross(ai, bj, axes[n]);
            double length = la_norm2(3, axes[n]);
            if (length < 1e-9) /* parallel edges: a face axis covers it */
                continue;
            for (int q = 0; q < 3; q++)
                axes[n][q] /= length;
            n++;
        }
    for (int k = 0; k < n && depth > 0.0; k++)
        depth = fmin(depth, overlap_along(a, b, axes[k]));
    return fmax(depth, 0.0);
}
/* [/cd-overlap] */

/* The deepest interpenetration: the lowest corner below the ground (when
 * there is one), and the overlap of every pair of boxes. */
double cd_deepest(const mb_scene *s, int *bi, int *bj)
{
    double deepest = 0.0;
    for (int k = 0; k < s->nbodies && s->ground; k++)
        for (int v = 0; v < 8; v++) {
            double r[3];
            mb_corner(s, k, v, r);
            if (-(s->body[k].s.x[2] + r[2]) > deepest) {
                deepest = -(s->body[k].s.x[2] + r[2]);
                *bi = k;
                *bj = MB_GROUND;
            }
        }
    for (int i = 0; i < s->nbodies; i++)
        for (int j = i + 1; j < s->nbodies; j++) {
            double depth = cd_box_overlap(s, i, j);
            if (depth > deepest) {
                deepest = depth;
                *bi = j;
                *bj = i;
            }
        }
    return deepest;
}

/* The smallest edge of box k. */
static double smallest_edge(const mb_scene *s, int k)
{
    return fmin(s->body[k].size[0], fmin(s->body[k].size[1], s->body[k].size[2]));
}

int cd_sunk(const mb_scene *s, double fraction, int *bi, int *bj, double *depth)
{
    for (int k = 0; k < s->nbodies && s->ground; k++)
        for (int v = 0; v < 8; v++) {
            double r[3];
            mb_corner(s, k, v, r);
            *depth = -(s->body[k].s.x[2] + r[2]);
            if (*depth > fraction * smallest_edge(s, k)) {
                *bi = k;
                *bj = MB_GROUND;
                return 1;
            }
        }
    for (int i = 0; i < s->nbodies; i++)
        for (int j = i + 1; j < s->nbodies; j++) {
            *depth = cd_box_overlap(s, i, j);
            if (*depth > fraction * fmin(smallest_edge(s, i), smallest_edge(s, j))) {
                *bi = j;
                *bj = i;
                return 1;
            }
        }
    return 0;
}
