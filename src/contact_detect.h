/* contact_detect.h: the contacts of a step between boxes and the ground
 * plane z = 0, corner against face (chapter 7).
 *
 * Box-ground: a corner at height psi is a contact (n = e_z, t = e_x,
 * o = e_y, the box is body 1) when psi <= h |u_corner| + margin, u the free
 * velocity, so that a corner that would reach the plane within the step
 * is in the LCP with its psi / h (as chapter 6's rc_plane_lcp).
 *
 * Box-box: for the boxes A and B, the face of A that B lies across is the
 * face whose normal axis k separates them most (the separating-axis test
 * on A's three face normals): k maximises |c_k| - a_k - b_k, c = R_A^T
 * (x_B - x_A), a_k A's half edge, b_k B's half extent along A's axis k.
 * A corner of B whose other two coordinates lie on that face (within a
 * rounding tolerance) is a contact at gap psi = sign(c_k) p_k - a_k, p the
 * corner in A's frame, when -depth <= psi <= h |u_rel| + margin; n is the
 * face's outward normal (into B: B is body 1, A body 2), t and o A's other
 * two axes.  The same is done with A and B exchanged; a corner found both
 * ways (equal boxes stacked: corners on corners) is kept once.
 *
 * What this leaves out: edge-edge contacts (two boxes crossed at an angle
 * touch along edges, no corner on a face), a corner on an edge of the
 * other box's face, and any shape but a box.  Enough for stacks, boxes
 * sliding on boxes and boxes on the floor.
 */
#ifndef CONTACT_DETECT_H
#define CONTACT_DETECT_H

#include "bodies.h"

/* The step's contacts into list (emptied first, grown as needed), given
 * the free velocity u (6 per body: v, then the world omega).  Returns 0, or
 * -1 when out of memory. */
int cd_find_contacts(const mb_scene *s, const double *u, mb_contact_list *list);

/* How deep boxes A and B interpenetrate: the separating-axis test's
 * smallest overlap over the 15 axes (the three face normals of each box
 * and the nine cross products of their edges), 0 when an axis separates
 * them.  A box inside another overlaps by at least its smallest extent. */
double cd_box_overlap(const mb_scene *s, int A, int B);

/* The deepest interpenetration between two boxes (cd_box_overlap) or a box
 * and the ground (the lowest corner below z = 0) at the current state, 0
 * if none.  For scene checks.  *i and *j receive the bodies (j = MB_GROUND
 * for the ground). */
double cd_deepest(const mb_scene *s, int *i, int *j);

/* Has a box sunk into the ground or into another box deeper than fraction
 * of the smallest edge involved?  1 with the bodies (j = MB_GROUND for the
 * ground) and the depth, else 0. */
int cd_sunk(const mb_scene *s, double fraction, int *i, int *j, double *depth);

#endif
