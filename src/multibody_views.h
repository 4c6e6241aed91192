/* multibody_views.h: what the tables and tests read from a multibody step
 * (multibody.h): its energy balance, the momentum, each contact's net
 * wrench (E4) and G_n's block pattern (Example 7.1).  Views only: they change
 * nothing. */
#ifndef MULTIBODY_VIEWS_H
#define MULTIBODY_VIEWS_H

#include "multibody.h"

/* The energy balance of the step from before to after (multibody_step,
 * solver its data): the kinetic energy gained, less the work of gravity and
 * the applied forces, of the gap term on corners below a surface (p_n max(0,
 * -psi) / h), of the joints' drift correction (|p_j c|) and what the LCP's
 * check let through (|z_i w_i|).  <= 0 to rounding for every solved step;
 * scale receives the energies it is made of. */
double multibody_views_energy_excess(const bodies_scene *before, const bodies_scene *after,
                                     const multibody_solver *solver, double *scale);

/* Total linear momentum and angular momentum about the origin (world). */
void multibody_views_momentum(const bodies_scene *s, double P[3], double L[3]);

/* The impulse of contact i as wrenches summed over its bodies about the
 * origin: the net force F and torque T (zero for a body-body contact, E4),
 * and T_notes, the torque with body 2's normal block [-n; +r_2 x n] as the
 * notes print it (Coulomb notes p. 8).  For a solved step. */
void multibody_views_contact_balance(const bodies_scene *s, const multibody_solver *solver, int i,
                                     double F[3], double T[3], double T_notes[3]);

/* The block pattern of G_n: pattern[k * nc + i] = 1 if body k is body 1 of
 * contact i, 2 if body 2, 0 if its 6 x 1 block is zero.  Read from the
 * assembled columns (a block is non-zero when any entry is). */
void multibody_views_pattern(const bodies_scene *s, const multibody_solver *solver, int *pattern);

#endif
