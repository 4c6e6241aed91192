/* contact_detect.c: box corners against the ground, box faces clipped
 * against box faces. */
#include "contact_detect.h"
#include "linalg.h"

#include <math.h>
#include <string.h>

/* How deep a point may be inside a face and still count as touching it
 * (deeper points are not on that face): a quarter of the smaller box's
 * smallest edge. */
#define DEPTH_FRACTION 0.25
/* A corner lies within a face's side plane when it is outside by at most
 * this fraction of the box's size (rounding of a corner on an edge): it is
 * kept as a corner, not clipped. */
#define EDGE_TOL 1e-9
/* B's face is the reference face only when it separates the boxes more
 * than A's by this fraction of the smaller box's smallest edge. */
#define REFERENCE_TOL 1e-3

/* The free velocity (u) of the material point at r from body k's centre. */
static void point_velocity(const double *u_all, int k, const double r[3], double vp[3])
{
    if (k == BODIES_GROUND) {
        memset(vp, 0, 3 * sizeof *vp);
        return;
    }
    const double *u = u_all + 6 * k;
    rigid_body_cross(u + 3, r, vp);
    for (int i = 0; i < 3; i++)
        vp[i] += u[i];
}

/* The relative free speed |u_1 - u_2| at the point p of a contact. */
static double relative_speed(const bodies_scene *s, const double *u, int b1, int b2,
                             const double p[3])
{
    double r[3], v1[3], v2[3] = {0, 0, 0}, d[3];
    for (int i = 0; i < 3; i++)
        r[i] = p[i] - s->body[b1].s.x[i];
    point_velocity(u, b1, r, v1);
    if (b2 != BODIES_GROUND) {
        for (int i = 0; i < 3; i++)
            r[i] = p[i] - s->body[b2].s.x[i];
        point_velocity(u, b2, r, v2);
    }
    for (int i = 0; i < 3; i++)
        d[i] = v1[i] - v2[i];
    return linalg_norm2(3, d);
}

/* [cd-ground] */
/* Box k's corners near the plane z = 0: n = e_z (into the box), t = e_x. */
static int ground_contacts(const bodies_scene *s, int k, const double *u, bodies_contact_list *list)
{
    for (int v = 0; v < 8; v++) {
        bodies_contact c = {.body1 = k, .body2 = BODIES_GROUND, .vertex = v,
                        .n = {0, 0, 1}, .t = {1, 0, 0}, .o = {0, 1, 0}};
        double r[3];
        bodies_corner(s, k, v, r);
        for (int i = 0; i < 3; i++)
            c.p[i] = s->body[k].s.x[i] + r[i];
        c.psi = c.p[2];
        if (c.psi > s->h * relative_speed(s, u, k, BODIES_GROUND, c.p) + s->margin)
            continue;
        c.mu = bodies_mu(s, k, BODIES_GROUND);
        if (bodies_contact_list_append(list, &c) != 0)
            return -1;
    }
    return 0;
}
/* [/cd-ground] */

/* The smallest edge of box k. */
static double smallest_edge(const bodies_scene *s, int k)
{
    return fmin(s->body[k].size[0], fmin(s->body[k].size[1], s->body[k].size[2]));
}

/* [cd-overlap-along] */
/* The overlap of boxes A and B along the unit axis L: their half extents
 * along L, sum_k (size_k / 2) |axis_k . L| for each, less the distance of
 * their centres along L; <= 0 when L separates them. */
static double overlap_along(const bodies_box *a, const bodies_box *b, const double L[3])
{
    double d[3], extent = 0.0;
    for (int i = 0; i < 3; i++)
        d[i] = b->s.x[i] - a->s.x[i];
    for (int k = 0; k < 3; k++) {
        double ak[3], bk[3];
        bodies_axis(a->s.e, k, ak);
        bodies_axis(b->s.e, k, bk);
        extent += 0.5 * a->size[k] * fabs(linalg_dot(3, ak, L)) +
                  0.5 * b->size[k] * fabs(linalg_dot(3, bk, L));
    }
    return extent - fabs(linalg_dot(3, d, L));
}
/* [/cd-overlap-along] */

/* [cd-face] */
/* Box R's face normal that separates R and the other box I most (overlaps
 * least): the axis k of R and the sign towards I.  Returns the separation
 * -overlap_along. */
static double best_face(const bodies_scene *s, int R, int I, int *k, double *sign)
{
    const bodies_box *r = &s->body[R], *o = &s->body[I];
    double best = -HUGE_VAL, d[3];
    for (int i = 0; i < 3; i++)
        d[i] = o->s.x[i] - r->s.x[i];
    for (int j = 0; j < 3; j++) {
        double L[3];
        bodies_axis(r->s.e, j, L);
        double separation = -overlap_along(r, o, L);
        if (separation > best) {
            best = separation;
            *k = j;
            *sign = linalg_dot(3, d, L) >= 0.0 ? 1.0 : -1.0;
        }
    }
    return best;
}
/* [/cd-face] */

/* The incident face of box I: the face whose outward normal is most
 * anti-parallel to n, as its four corners (corner indices, bodies_corner) in
 * order around it. */
static void incident_face(const bodies_scene *s, int I, const double n[3], int corner[4])
{
    int face = 0;
    double sign = 1.0, least = HUGE_VAL;
    for (int j = 0; j < 3; j++) {
        double a[3];
        bodies_axis(s->body[I].s.e, j, a);
        double dot = linalg_dot(3, a, n);
        if (dot < least || -dot < least) {
            least = fmin(dot, -dot);
            face = j;
            sign = dot < -dot ? 1.0 : -1.0;
        }
    }
    int j1 = (face + 1) % 3, j2 = (face + 2) % 3, base = sign > 0.0 ? 1 << face : 0;
    const int b1[4] = {0, 1, 1, 0}, b2[4] = {0, 0, 1, 1};
    for (int q = 0; q < 4; q++)
        corner[q] = base | b1[q] << j1 | b2[q] << j2;
}

/* The edge (0..11) of a box between corners v and w (one bit apart):
 * 4 d + the corner's other two bits, d the edge's axis. */
static int edge_index(int v, int w)
{
    int d = (v ^ w) == 1 ? 0 : (v ^ w) == 2 ? 1 : 2;
    int d1 = (d + 1) % 3, d2 = (d + 2) % 3;
    return 4 * d + ((v >> d1) & 1) + 2 * ((v >> d2) & 1);
}

/* A point of the clipped polygon: where it is, its contact id (vertex),
 * and what the polygon's edge from it to the next point lies on: an edge of
 * the incident box (0..11) or a side plane of the reference face (12 + side). */
typedef struct {
    double p[3];
    int id, next_edge;
} clip_point;

/* [cd-clip] */
/* Sutherland-Hodgman: the convex polygon in[0..n) cut by the side plane
 * dist(p) = sign_side * (p - x_R) . axis - half <= tol; out gets at most
 * n + 1 points, returned.  A new point where the edge crosses the plane is
 * named by the two: incident edge e and side, 8 + 4 e + side (8..55), or
 * two sides (a corner of the reference face), 56 + its t and o bits. */
static int clip(const clip_point *in, int n, const double x_R[3], const double axis_w[3],
                double sign_side, double half, int side, double tol, clip_point *out)
{
    double dist[8];
    int m = 0;
    for (int i = 0; i < n; i++) {
        double d[3];
        for (int q = 0; q < 3; q++)
            d[q] = in[i].p[q] - x_R[q];
        dist[i] = sign_side * linalg_dot(3, d, axis_w) - half;
    }
    for (int i = 0; i < n; i++) {
        const clip_point *P = &in[i], *Q = &in[(i + 1) % n];
        double dP = dist[i], dQ = dist[(i + 1) % n];
        if (dP <= tol)
            out[m++] = *P;
        if ((dP <= tol) == (dQ <= tol))
            continue;
        clip_point X = {.next_edge = dP <= tol ? 12 + side : P->next_edge};
        double f = dP / (dP - dQ);
        for (int q = 0; q < 3; q++)
            X.p[q] = P->p[q] + f * (Q->p[q] - P->p[q]);
        if (P->next_edge < 12)
            X.id = 8 + 4 * P->next_edge + side;
        else {
            int other = P->next_edge - 12, t = side < 2 ? side : other, o = side < 2 ? other : side;
            X.id = 56 + (t & 1) + 2 * (o & 1);
        }
        out[m++] = X;
    }
    return m;
}
/* [/cd-clip] */

/* [cd-corners] */
/* Box I's incident face clipped by box R's reference face (axis k, sign
 * towards I): each point of the clipped polygon at a depth psi = n . (p -
 * x_R) - a_k from -depth to h |u_rel| + margin is a contact, n = sign (R's
 * axis k) into I (body 1), t and o R's other two axes. */
static int face_contacts(const bodies_scene *s, int R, int I, int k, double sign, const double *u,
                         bodies_contact_list *list)
{
    const bodies_box *r = &s->body[R], *b = &s->body[I];
    double n[3], size = r->size[0] + r->size[1] + r->size[2];
    double depth = DEPTH_FRACTION * fmin(smallest_edge(s, R), smallest_edge(s, I));
    bodies_axis(r->s.e, k, n);
    for (int i = 0; i < 3; i++)
        n[i] *= sign;
    int corner[4];
    incident_face(s, I, n, corner);
    clip_point poly[8], next[8];
    for (int q = 0; q < 4; q++) {
        double rc[3];
        bodies_corner(s, I, corner[q], rc);
        for (int i = 0; i < 3; i++)
            poly[q].p[i] = b->s.x[i] + rc[i];
        poly[q].id = corner[q];
        poly[q].next_edge = edge_index(corner[q], corner[(q + 1) % 4]);
    }
    int m = 4;
    for (int side = 0; side < 4 && m > 0; side++) {
        int j = (k + 1 + side / 2) % 3;
        double a_j[3];
        bodies_axis(r->s.e, j, a_j);
        m = clip(poly, m, r->s.x, a_j, side % 2 ? -1.0 : 1.0, 0.5 * r->size[j], side,
                 EDGE_TOL * size, next);
        memcpy(poly, next, (size_t)m * sizeof *poly);
    }
    for (int q = 0; q < m; q++) {
        bodies_contact c = {.body1 = I, .body2 = R, .vertex = poly[q].id};
        double d[3];
        for (int i = 0; i < 3; i++) {
            c.p[i] = poly[q].p[i];
            d[i] = c.p[i] - r->s.x[i];
        }
        c.psi = linalg_dot(3, d, n) - 0.5 * r->size[k];
        if (c.psi < -depth || c.psi > s->h * relative_speed(s, u, I, R, c.p) + s->margin)
            continue;
        memcpy(c.n, n, sizeof c.n);
        bodies_axis(r->s.e, (k + 1) % 3, c.t);
        rigid_body_cross(c.n, c.t, c.o);
        c.mu = bodies_mu(s, R, I);
        if (bodies_contact_list_append(list, &c) != 0)
            return -1;
    }
    return 0;
}
/* [/cd-corners] */

/* The radius of box k's bounding sphere: half its diagonal. */
static double bounding_radius(const bodies_scene *s, int k)
{
    const double *e = s->body[k].size;
    return 0.5 * sqrt(e[0] * e[0] + e[1] * e[1] + e[2] * e[2]);
}

/* The distance between the centres of boxes A and B. */
static double centre_distance(const bodies_scene *s, int A, int B)
{
    double d[3];
    for (int i = 0; i < 3; i++)
        d[i] = s->body[B].s.x[i] - s->body[A].s.x[i];
    return linalg_norm2(3, d);
}

/* Are boxes A and B too far apart for a contact (a test before the
 * faces)?  A contact point p of face_contacts lies on the incident box
 * (|p - x_I| <= r_I, the bounding radius) and within the reference box's
 * face slab up to psi <= L = h |u_rel(p)| + margin (|p - x_R| <= r_R + L),
 * so D = |x_A - x_B| <= r_A + r_B + L; |u_rel(p)| is at most |v_A| + |v_B|
 * + (|w_A| + |w_B|)(D + r_A + r_B).  Beyond that bound, with a margin of
 * 1e-6 of the radii for the side planes' tolerance, no point can count. */
static int far_apart(const bodies_scene *s, const double *u, int A, int B)
{
    double rA = bounding_radius(s, A), rB = bounding_radius(s, B), D = centre_distance(s, A, B);
    const double *uA = u + 6 * A, *uB = u + 6 * B;
    double speed = linalg_norm2(3, uA) + linalg_norm2(3, uB) +
                   (linalg_norm2(3, uA + 3) + linalg_norm2(3, uB + 3)) * (D + rA + rB);
    return D > (rA + rB) * (1.0 + 1e-6) + s->h * speed + s->margin;
}

/* [cd-pair] */
/* The contacts of boxes A and B: the reference face is the face normal of
 * either box that separates them most, A's unless B's separates more by
 * a relative REFERENCE_TOL of the smaller box's smallest edge (so that
 * rounding does not flip it between equal faces); the other box is body 1. */
static int pair_contacts(const bodies_scene *s, int A, int B, const double *u,
                         bodies_contact_list *list)
{
    int kA = 0, kB = 0;
    double signA = 1.0, signB = 1.0;
    double sepA = best_face(s, A, B, &kA, &signA), sepB = best_face(s, B, A, &kB, &signB);
    double tol = REFERENCE_TOL * fmin(smallest_edge(s, A), smallest_edge(s, B));
    if (sepB > sepA + tol)
        return face_contacts(s, B, A, kB, signB, u, list);
    return face_contacts(s, A, B, kA, signA, u, list);
}
/* [/cd-pair] */

/* [cd-find] */
/* Ground contacts body by body, then each pair of boxes i < j that
 * collides (not joined, bodies_collide). */
int contact_detect_find_contacts(const bodies_scene *s, const double *u, bodies_contact_list *list)
{
    bodies_contact_list_clear(list);
    for (int k = 0; k < s->nbodies && s->ground; k++)
        if (ground_contacts(s, k, u, list) != 0)
            return -1;
    for (int i = 0; i < s->nbodies; i++)
        for (int j = i + 1; j < s->nbodies; j++)
            if (bodies_collide(s, i, j) && !far_apart(s, u, i, j) &&
                pair_contacts(s, i, j, u, list) != 0)
                return -1;
    return 0;
}
/* [/cd-find] */

/* [cd-overlap] */
/* The separating-axis test over the 15 axes: the least overlap. */
double contact_detect_box_overlap(const bodies_scene *s, int A, int B)
{
    const bodies_box *a = &s->body[A], *b = &s->body[B];
    double axes[15][3], depth = HUGE_VAL;
    int n = 0;
    if (centre_distance(s, A, B) > (bounding_radius(s, A) + bounding_radius(s, B)) * (1.0 + 1e-6))
        return 0.0; /* their bounding spheres are apart */
    for (int k = 0; k < 3; k++) {
        bodies_axis(a->s.e, k, axes[n++]);
        bodies_axis(b->s.e, k, axes[n++]);
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            double ai[3], bj[3];
            bodies_axis(a->s.e, i, ai);
            bodies_axis(b->s.e, j, bj);
            rigid_body_cross(ai, bj, axes[n]);
            double length = linalg_norm2(3, axes[n]);
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
double contact_detect_deepest(const bodies_scene *s, int *bi, int *bj)
{
    double deepest = 0.0;
    for (int k = 0; k < s->nbodies && s->ground; k++)
        for (int v = 0; v < 8; v++) {
            double r[3];
            bodies_corner(s, k, v, r);
            if (-(s->body[k].s.x[2] + r[2]) > deepest) {
                deepest = -(s->body[k].s.x[2] + r[2]);
                *bi = k;
                *bj = BODIES_GROUND;
            }
        }
    for (int i = 0; i < s->nbodies; i++)
        for (int j = i + 1; j < s->nbodies; j++) {
            double depth = bodies_collide(s, i, j) ? contact_detect_box_overlap(s, i, j) : 0.0;
            if (depth > deepest) {
                deepest = depth;
                *bi = j;
                *bj = i;
            }
        }
    return deepest;
}

int contact_detect_sunk(const bodies_scene *s, double fraction, int *bi, int *bj, double *depth)
{
    for (int k = 0; k < s->nbodies && s->ground; k++)
        for (int v = 0; v < 8; v++) {
            double r[3];
            bodies_corner(s, k, v, r);
            *depth = -(s->body[k].s.x[2] + r[2]);
            if (*depth > fraction * smallest_edge(s, k)) {
                *bi = k;
                *bj = BODIES_GROUND;
                return 1;
            }
        }
    for (int i = 0; i < s->nbodies; i++)
        for (int j = i + 1; j < s->nbodies; j++) {
            *depth = bodies_collide(s, i, j) ? contact_detect_box_overlap(s, i, j) : 0.0;
            if (*depth > fraction * fmin(smallest_edge(s, i), smallest_edge(s, j))) {
                *bi = j;
                *bj = i;
                return 1;
            }
        }
    return 0;
}
