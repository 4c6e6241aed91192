/* friction_cone.h: the particle on the plane z = 0 with the friction cones
 * of chapter 5 in closed form (Coulomb notes pp. 5-6, Example 5.1): the circular cone's
 * time step, the continuous stopping time and displacement of the pyramid,
 * the box and the circle, the box's directions and the pyramid's direction
 * bias.
 *
 * On a plane at rest with f_n = m g a particle sliding at v0 decelerates at
 * a = mu g on the circle |f_t| <= mu f_n and stops at t = |v0| / a after
 * v0 t / 2.  The pyramid D = F A (n_d unit directions, the first along x)
 * pulls the velocity to the bisector of two directions and stops it later,
 * at |v0| cos(c - delta) / (a cos c), c = pi / n_d.
 */
#ifndef FRICTION_CONE_H
#define FRICTION_CONE_H

#include "friction.h"
#include "particle_contact.h"

/* The box |f_x| <= mu f_n, |f_y| <= mu f_n that many engines use, as the
 * four directions d_j = (1, 1), (-1, 1), (-1, -1), (1, -1). */
void friction_cone_box(friction_directions *D);

/* One step of the particle with the circular cone |f_t| <= mu f_n of
 * model (its D unused; the plane's normal n = e_z), exactly, under the
 * external force `force` (3 entries): v, x and t of s updated; *fn the
 * normal force p_n / h, *slide the sliding speed relative to the plane at
 * the step's end. */
void friction_cone_circle_step(const particle_contact_model *model, particle_contact_state *s,
                               const double force[3], double *fn, double *slide);

/* The continuous stop of the pyramid of nd directions (the first along x)
 * for the tangential velocity v0 (2 entries) and deceleration a = mu g:
 * returns the stopping time, disp (2 entries) the displacement; 0 and
 * (0, 0) when v0 = 0. */
double friction_cone_pyramid_stop(int nd, const double v0[2], double a, double disp[2]);

/* The same for the box of friction_cone_box (the diamond of nd = 4 turned
 * by 45 degrees and enlarged by sqrt 2). */
double friction_cone_box_stop(const double v0[2], double a, double disp[2]);

/* The same for the circle: |v0| / a, along v0, after v0 t / 2. */
double friction_cone_circle_stop(const double v0[2], double a, double disp[2]);

/* The kinematic LCP of D for sliding at unit speed at the angle theta
 * (radians) in the plane, f_n = 1: *err the angle in degrees between the
 * friction force D alpha and -v, *opp its component against v over mu.
 * Returns the LCP's status (err and opp set only when solved). */
lcp_status friction_cone_bias(const friction_directions *D, double mu, double theta,
                              double *err, double *opp);

#endif
