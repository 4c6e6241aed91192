/* test_contact_detect.c: box-box contacts by face clipping (contact_detect.h)
 * against an independent computation: the polygon where two boxes' faces
 * touch, found by brute force in the plane (each rectangle's corners inside
 * the other, and every crossing of an edge of one with an edge of the
 * other). */
#include "bodies.h"
#include "contact_detect.h"
#include "dmath.h"
#include "linalg.h"
#include "quat.h"
#include "test.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The four corners, in order, of a rectangle (a x b) centred at c, turned phi. */
static void rectangle(const double c[2], double a, double b, double phi, double q[4][2])
{
    const double sx[4] = {-1, 1, 1, -1}, sy[4] = {-1, -1, 1, 1};
    for (int i = 0; i < 4; i++) {
        double x = 0.5 * a * sx[i], y = 0.5 * b * sy[i];
        q[i][0] = c[0] + dmath_cos(phi) * x - dmath_sin(phi) * y;
        q[i][1] = c[1] + dmath_sin(phi) * x + dmath_cos(phi) * y;
    }
}

/* Is p inside the convex counter-clockwise polygon q (within tol)? */
static int inside(double q[4][2], const double p[2], double tol)
{
    for (int i = 0; i < 4; i++) {
        const double *u = q[i], *v = q[(i + 1) % 4];
        double ex = v[0] - u[0], ey = v[1] - u[1], len = dmath_hypot(ex, ey);
        if ((ex * (p[1] - u[1]) - ey * (p[0] - u[0])) / len < -tol)
            return 0;
    }
    return 1;
}

/* Add p to the list unless a point within 1e-9 is there; the count. */
static int add_point(double pts[][2], int n, const double p[2])
{
    for (int i = 0; i < n; i++)
        if (fabs(pts[i][0] - p[0]) < 1e-9 && fabs(pts[i][1] - p[1]) < 1e-9)
            return n;
    pts[n][0] = p[0];
    pts[n][1] = p[1];
    return n + 1;
}

/* The vertices of the intersection of rectangles q and r by brute force. */
static int overlap_vertices(double q[4][2], double r[4][2], double pts[][2])
{
    int n = 0;
    for (int i = 0; i < 4; i++) {
        if (inside(r, q[i], 1e-12))
            n = add_point(pts, n, q[i]);
        if (inside(q, r[i], 1e-12))
            n = add_point(pts, n, r[i]);
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            const double *a = q[i], *b = q[(i + 1) % 4], *c = r[j], *d = r[(j + 1) % 4];
            double e[2] = {b[0] - a[0], b[1] - a[1]}, f[2] = {d[0] - c[0], d[1] - c[1]};
            double den = e[0] * f[1] - e[1] * f[0];
            if (fabs(den) < 1e-12)
                continue;
            double s = ((c[0] - a[0]) * f[1] - (c[1] - a[1]) * f[0]) / den;
            double t = ((c[0] - a[0]) * e[1] - (c[1] - a[1]) * e[0]) / den;
            if (s < 0 || s > 1 || t < 0 || t > 1)
                continue;
            double p[2] = {a[0] + s * e[0], a[1] + s * e[1]};
            n = add_point(pts, n, p);
        }
    return n;
}

/* A scene without ground: A (1 x 0.6 x 0.4) with its top face at z = 0.4,
 * B (0.8 x 0.5 x 0.3) turned phi about z, centre (x, y), resting on it
 * (bottom at z = 0.4 + dz). */
static void two_boxes(bodies_scene *s, double x, double y, double phi, double dz)
{
    const double a[3] = {1, 0.6, 0.4}, b[3] = {0.8, 0.5, 0.3}, xa[3] = {0, 0, 0.2},
                 xb[3] = {x, y, 0.55 + dz};
    bodies_scene_init(s);
    bodies_add_box(s, "A", a, 1, xa);
    bodies_add_box(s, "B", b, 1, xb);
    const double e[4] = {dmath_cos(phi / 2), 0, 0, dmath_sin(phi / 2)};
    memcpy(s->body[1].s.e, e, sizeof e);
}

/* Does contact c sit where its id says: a corner of body 1 (id < 8), on
 * body 1's edge (id - 8) / 4 (8..55), or inside body 1's face at a corner
 * of body 2's face (56..59)? */
static int id_consistent(const bodies_scene *s, const bodies_contact *c)
{
    if (c->vertex < 0 || c->vertex >= 64)
        return 0;
    if (c->vertex < 8) {
        double r[3], d[3];
        bodies_corner(s, c->body1, c->vertex, r);
        for (int i = 0; i < 3; i++)
            d[i] = s->body[c->body1].s.x[i] + r[i] - c->p[i];
        return linalg_norm_inf(3, d) < 1e-12;
    }
    if (c->vertex < 56) {
        int e = (c->vertex - 8) / 4, d = e / 4, bits = e % 4;
        int v = (bits & 1) << ((d + 1) % 3) | (bits >> 1) << ((d + 2) % 3);
        double r0[3], r1[3], u[3], w[3], x[3];
        bodies_corner(s, c->body1, v, r0);
        bodies_corner(s, c->body1, v | 1 << d, r1);
        for (int i = 0; i < 3; i++) {
            u[i] = r1[i] - r0[i];
            w[i] = c->p[i] - s->body[c->body1].s.x[i] - r0[i];
        }
        rigid_body_cross(u, w, x); /* off the edge's line */
        double along = linalg_dot(3, u, w) / linalg_dot(3, u, u);
        return linalg_norm2(3, x) / linalg_norm2(3, u) < 1e-12 && along > -1e-12 && along < 1 + 1e-12;
    }
    return c->vertex < 60;
}

/* Many poses of B on A: the contacts are exactly the vertices of the
 * overlap of A's top face and B's bottom face, gap 0, the normal +-e_z
 * into body 1, each id where it says and no id twice. */
static void test_overlap_polygons(void)
{
    unsigned seed = 12345;
    int poses = 0, good_count = 0, good_points = 0, good_frames = 0, good_ids = 0;
    for (int trial = 0; trial < 400; trial++) {
        double r[3];
        for (int i = 0; i < 3; i++) {
            seed = seed * 1103515245u + 12345u;
            r[i] = (double)(seed >> 8 & 0xffff) / 65535.0;
        }
        double x = -1.0 + 2.0 * r[0], y = -0.6 + 1.2 * r[1], phi = DMATH_PI * r[2];
        if (trial < 4) /* the aligned and 45-degree cases */
            phi = trial < 2 ? 0.0 : 0.25 * DMATH_PI;
        bodies_scene s;
        two_boxes(&s, x, y, phi, 0.0);
        double qa[4][2], qb[4][2], pts[16][2];
        const double ca[2] = {0, 0}, cb[2] = {x, y};
        rectangle(ca, 1, 0.6, 0, qa);
        rectangle(cb, 0.8, 0.5, phi, qb);
        int n = overlap_vertices(qa, qb, pts);
        double u[12] = {0};
        bodies_contact_list list = {0};
        contact_detect_find_contacts(&s, u, &list);
        poses++;
        good_count += list.n == n;
        int points = list.n == n, frames = 1, ids = 1;
        for (int i = 0; i < list.n; i++) {
            const bodies_contact *c = &list.c[i];
            int found = 0;
            for (int k = 0; k < n; k++)
                found |= fabs(c->p[0] - pts[k][0]) < 1e-9 && fabs(c->p[1] - pts[k][1]) < 1e-9;
            points &= found && fabs(c->p[2] - 0.4) < 1e-12;
            frames &= fabs(fabs(c->n[2]) - 1.0) < 1e-12 && fabs(c->psi) < 1e-12 &&
                      c->body1 == (c->n[2] > 0 ? 1 : 0) && c->body2 == 1 - c->body1 &&
                      fabs(linalg_dot(3, c->n, c->t)) < 1e-12 && fabs(linalg_dot(3, c->n, c->o)) < 1e-12;
            ids &= id_consistent(&s, c);
            for (int k = 0; k < i; k++)
                ids &= list.c[k].vertex != c->vertex;
        }
        good_points += points;
        good_frames += frames;
        good_ids += ids;
        bodies_contact_list_free(&list);
        bodies_scene_free(&s);
    }
    CHECK(good_count == poses, "face clipping: as many contacts as the overlap polygon has "
          "vertices (brute force) in %d of %d poses", good_count, poses);
    CHECK(good_points == poses, "face clipping: the contacts are the overlap's vertices in %d "
          "of %d poses", good_points, poses);
    CHECK(good_frames == poses, "face clipping: gap 0, n = +-e_z into body 1, t and o in the "
          "plane, in %d of %d poses", good_frames, poses);
    CHECK(good_ids == poses, "face clipping: each id names its corner, edge or face corner, "
          "none twice, in %d of %d poses", good_ids, poses);
}

/* B offset from A's top in x and y (0.45, 0.2): the overlap is the square
 * [0.05, 0.5] x [-0.05, 0.3]: one corner of B (id < 8), two crossings of
 * B's edges with A's (8..55), and one corner of A's face (56..59). */
static void test_kinds(void)
{
    bodies_scene s;
    two_boxes(&s, 0.45, 0.2, 0.0, 0.0);
    double u[12] = {0};
    bodies_contact_list list = {0};
    contact_detect_find_contacts(&s, u, &list);
    int corner = 0, crossing = 0, face = 0;
    for (int i = 0; i < list.n; i++) {
        int v = list.c[i].vertex;
        corner += v < 8 && fabs(list.c[i].p[0] - 0.05) < 1e-12 &&
                  fabs(list.c[i].p[1] + 0.05) < 1e-12;
        crossing += v >= 8 && v < 56;
        face += v >= 56 && v < 60 && fabs(list.c[i].p[0] - 0.5) < 1e-12 &&
                fabs(list.c[i].p[1] - 0.3) < 1e-12;
    }
    CHECK(list.n == 4 && corner == 1 && crossing == 2 && face == 1,
          "B over A's corner: B's corner (0.05, -0.05), 2 edge crossings, A's corner (0.5, 0.3) "
          "(%d contacts: %d, %d, %d)", list.n, corner, crossing, face);
    /* moved by 1e-7, the same ids at points moved by 1e-7 */
    int ids[8];
    double p[8][3];
    for (int i = 0; i < list.n && i < 8; i++) {
        ids[i] = list.c[i].vertex;
        memcpy(p[i], list.c[i].p, sizeof p[i]);
    }
    int n = list.n, same = 1;
    s.body[1].s.x[0] += 1e-7;
    s.body[1].s.x[1] -= 1e-7;
    contact_detect_find_contacts(&s, u, &list);
    for (int i = 0; i < list.n && same; i++) {
        int found = 0;
        for (int k = 0; k < n; k++)
            if (ids[k] == list.c[i].vertex)
                found = fabs(p[k][0] - list.c[i].p[0]) <= 1.1e-7 &&
                        fabs(p[k][1] - list.c[i].p[1]) <= 1.1e-7;
        same = found;
    }
    CHECK(same && list.n == n, "B moved by 1e-7: the same ids at points within 1e-7 (warm start)");
    bodies_contact_list_free(&list);
    bodies_scene_free(&s);
}

/* Equal boxes stacked, the upper one offset by 1e-9 in x and y (rounding):
 * one corner of each lies just outside the other's face; 4 contacts still,
 * each within 2e-9 of a corner of the common face. */
static void test_equal_offset(void)
{
    bodies_scene s;
    const double a[3] = {0.4, 0.4, 0.2}, x0[3] = {0, 0, 0.1}, x1[3] = {1e-9, 1e-9, 0.3};
    bodies_scene_init(&s);
    bodies_add_box(&s, "A", a, 1, x0);
    bodies_add_box(&s, "B", a, 1, x1);
    double u[12] = {0};
    bodies_contact_list list = {0};
    contact_detect_find_contacts(&s, u, &list);
    int near = 0;
    for (int i = 0; i < list.n; i++)
        near += fabs(fabs(list.c[i].p[0]) - 0.2) < 2e-9 &&
                fabs(fabs(list.c[i].p[1]) - 0.2) < 2e-9 && fabs(list.c[i].psi) < 1e-15;
    CHECK(list.n == 4 && near == 4, "equal boxes offset 1e-9: 4 contacts at the corners "
          "(%d, %d near)", list.n, near);
    bodies_contact_list_free(&list);
    bodies_scene_free(&s);
}

/* How many of the contacts have the gap psi (to 1e-12)? */
static int with_gap(const bodies_contact_list *list, double psi)
{
    int count = 0;
    for (int i = 0; i < list->n; i++)
        count += fabs(list->c[i].psi - psi) < 1e-12;
    return count;
}

/* B tilted 0.05 about y, resting on its edge x' = -0.4 at A's top: 2
 * contacts at gap 0; the far edge is 0.8 sin 0.05 = 0.04 up, out of reach
 * (gap > h |u| + margin) unless B falls at 10 m/s (h |u| = 0.1). */
static void test_tilt_and_reach(void)
{
    bodies_scene s;
    double th = 0.05, sn = dmath_sin(th);
    two_boxes(&s, 0.0, 0.0, 0.0, 0.0);
    const double e[4] = {dmath_cos(th / 2), 0, -dmath_sin(th / 2), 0}; /* about -y: x' end -0.4 lowest */
    memcpy(s.body[1].s.e, e, sizeof e);
    double r[3];
    bodies_corner(&s, 1, 0, r); /* corner (-, -, -), on the lowest edge */
    s.body[1].s.x[2] = 0.4 - r[2];
    double u[12] = {0};
    bodies_contact_list list = {0};
    contact_detect_find_contacts(&s, u, &list);
    int low = with_gap(&list, 0.0);
    CHECK(list.n == 2 && low == 2, "B tilted on its edge: 2 contacts at gap 0 (%d)", list.n);
    u[6 + 2] = -10.0;
    contact_detect_find_contacts(&s, u, &list);
    int far = with_gap(&list, 0.8 * sn);
    CHECK(list.n == 4 && far == 2, "falling at 10 m/s: the far edge's 2 points at gap "
          "0.8 sin 0.05 too (%d, %d)", list.n, far);
    bodies_contact_list_free(&list);
    bodies_scene_free(&s);
}

/* B sunk into A by 0.05 (in reach: a quarter of 0.3 is 0.075) and by 0.1
 * (too deep to be on that face). */
static void test_depth(void)
{
    bodies_scene s;
    double u[12] = {0};
    bodies_contact_list list = {0};
    two_boxes(&s, 0.0, 0.0, 0.0, -0.05);
    contact_detect_find_contacts(&s, u, &list);
    int deep = with_gap(&list, -0.05);
    CHECK(list.n == 4 && deep == 4, "B 0.05 into A: 4 contacts at gap -0.05 (%d)", list.n);
    s.body[1].s.x[2] -= 0.05;
    contact_detect_find_contacts(&s, u, &list);
    CHECK(list.n == 0, "B 0.1 into A, beyond a quarter of 0.3: none (%d)", list.n);
    bodies_contact_list_free(&list);
    bodies_scene_free(&s);
}

int main(void)
{
    test_overlap_polygons();
    test_kinds();
    test_equal_offset();
    test_tilt_and_reach();
    test_depth();
    return test_done();
}
