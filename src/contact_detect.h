/* contact_detect.h: the contacts of a step between boxes and the ground
 * plane z = 0: corners on the ground, faces of boxes clipped against each
 * other (chapter 7).
 *
 * Box-ground: a corner at height psi is a contact (n = e_z, t = e_x,
 * o = e_y, the box is body 1) when psi <= h |u_corner| + margin, u the free
 * velocity, so that a corner that would reach the plane within the step
 * is in the LCP with its psi / h (as chapter 6's rigid_contact_plane_lcp).
 *
 * Box-box: face against face, clipped (as Box2D's b2CollidePolygons and
 * ODE's dBoxBox).  For the boxes A and B the reference face is the face
 * whose normal axis separates them most (overlaps least) among the six
 * face normals of the separating-axis test: A's unless B's separates more
 * by 1e-3 of the smaller box's smallest edge, so that rounding does not
 * flip it between equal faces.  The incident face is the face of the other
 * box I whose outward normal is most anti-parallel to the reference face's
 * normal n.  The incident face's four corners are clipped by the reference
 * face's four side planes (Sutherland-Hodgman); each point of the clipped
 * polygon at gap psi = n . (p - x_R) - a_k (its height over the reference
 * face, x_R the reference box's centre, a_k its half edge along n) from
 * -depth (a quarter of the smaller box's smallest edge) to h |u_rel| +
 * margin is a contact,
 * n the reference face's outward normal (into I: I is body 1), t and o the
 * reference box's other two axes.  Two boxes face to face thus touch at the
 * vertices of the overlap of the two faces: corners of either face and
 * crossings of their edges, even when a box hangs past the other's edge.
 *
 * A contact's vertex names the point for the next step's warm start: the
 * incident box's corner 0..7 (bodies_corner) when it is an unclipped corner;
 * 8 + 4 e + s (8..55) where the incident box's edge e (0..11: 4 d + the
 * corner's other two bits, d the edge's axis) crosses the reference face's
 * side s (0, 1: +-t; 2, 3: +-o); 56 + (t bit) + 2 (o bit) (56..59) at a
 * corner of the reference face.
 *
 * What this leaves out: edge-edge contacts of boxes crossed at an angle
 * (when an edge-edge axis separates them least, the face that separates
 * them most is still clipped, which finds corners on that face but not the
 * crossing of the edges), and any shape but a box.  Enough for stacks,
 * piles, boxes sliding on and off boxes, dominoes and chains of boxes.
 */
#ifndef CONTACT_DETECT_H
#define CONTACT_DETECT_H

#include "bodies.h"

/* The step's contacts into list (emptied first, grown as needed), between
 * the ground and each box and between boxes that collide (bodies_collide),
 * given the free velocity u (6 per body: v, then the world omega).  Returns 0,
 * or -1 when out of memory. */
int contact_detect_find_contacts(const bodies_scene *s, const double *u, bodies_contact_list *list);

/* How deep boxes A and B interpenetrate: the separating-axis test's
 * smallest overlap over the 15 axes (the three face normals of each box
 * and the nine cross products of their edges), 0 when an axis separates
 * them.  A box inside another overlaps by at least its smallest extent. */
double contact_detect_box_overlap(const bodies_scene *s, int A, int B);

/* The deepest interpenetration between two boxes (contact_detect_box_overlap)
 * or a box and the ground (the lowest corner below z = 0) at the current state,
 * 0 if none; pairs that do not collide (bodies_collide) are left out.  For
 * scene checks.  *i and *j receive the bodies (j = BODIES_GROUND for the
 * ground). */
double contact_detect_deepest(const bodies_scene *s, int *i, int *j);

/* Has a box sunk into the ground or into another box deeper than fraction
 * of the smallest edge involved (pairs that collide, bodies_collide)?  1 with
 * the bodies (j = BODIES_GROUND for the ground) and the depth, else 0. */
int contact_detect_sunk(const bodies_scene *s, double fraction, int *i, int *j, double *depth);

#endif
