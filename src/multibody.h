/* multibody.h: many boxes in frictional contact with each other and with the
 * ground, joined by ball joints, one LCP per time step (Coulomb notes pp. 8-11,
 * Examples 7.1, 7.2; particle notes "Equality constraints"; chapter 6's rigid_contact.h): the
 * step driver.
 *
 * A step, as Box2D's solver drives its contacts and joints (prepare, warm
 * start, solve, store):
 *
 *   1. the contacts (contact_detect.h) from the free velocity;
 *   2. prepare: the motion (motion.h: M, W, u, the joints eliminated by the
 *      Schur complement), the contacts' wrench columns (contact_columns.h)
 *      and the pyramid model's sparse LCP (contact_pyramid.h);
 *   3. the scene's friction model: chapter 7's pyramid (warm start from the
 *      previous step's contacts, solve, store the impulses) or chapter 8's
 *      phantom inertia (contact_phantom.h: build, solve, store);
 *   4. the new velocity, and the bodies moved: q^{l+1} = q^l + h V nu^{l+1}
 *      (Coulomb notes p. 11).
 *
 * The solver's data by lifetime: multibody_kept lives from step to step
 * (the warm start), multibody_step_data is rebuilt by every step (and read
 * by the views, multibody_views.h), and the models' scratch (motion_scratch,
 * contact_pyramid_scratch, contact_phantom_scratch) means nothing between
 * calls.  Everything is owned by the multibody_solver the caller holds;
 * multibody_free releases it.
 *
 * Running out of memory is, in every function here and in the contact
 * solver, LCP_OUT_OF_MEMORY with the message "out of memory" (exit status
 * 3: not solved, nothing proven); a scene the step cannot take (redundant
 * joints, joints with friction phantom) is LCP_BAD_INPUT (exit status 1).
 */
#ifndef MULTIBODY_H
#define MULTIBODY_H

#include "bodies.h"
#include "contact_columns.h"
#include "contact_phantom.h"
#include "contact_pyramid.h"
#include "lcp.h"
#include "motion.h"
#include "rigid_contact.h"

/* Kept from step to step: what the next step starts from. */
typedef struct {
    bodies_contact_list previous; /* the last solved step's contacts, with their
                                     impulses and basis: the next step's first guess */
} multibody_kept;

/* Rebuilt by every step; read by the views. */
typedef struct {
    bodies_contact_list contacts; /* the contacts found, with their impulses once solved */
    motion motion;                /* M, W, u, the joints eliminated, the new velocity */
    contact_columns columns;      /* G_n and G_f as compact columns, the gaps, mu */
    contact_pyramid pyramid;      /* the pyramid model's LCP and answer (assembled
                                     every step: its size names the step's LCP) */
    contact_phantom phantom;      /* the phantom model's (friction phantom only) */
    int size;                     /* the solved model's LCP: its size, */
    const double *z, *w;          /* its answer (p_n first; the pyramid's or the
                                     phantom's arrays), */
    const double *nu;             /* and the new velocity (ndof) */
    lcp_result lcp;               /* LCP_SOLVED and 0 iterations with no contact */
} multibody_step_data;

/* The solver's data: zero it before the first step (or use
 * multibody_w11_example), release it with multibody_free. */
typedef struct {
    multibody_kept kept;
    multibody_step_data step;
} multibody_solver;

/* Build the step's LCP from the current state and the contacts already in
 * solver->step.contacts: the motion, the columns and the pyramid's LCP.
 * 0, -1 when out of memory, or the bilateral status of the joints'
 * elimination. */
int multibody_build(const bodies_scene *s, multibody_solver *solver);

/* Find the contacts (contact_detect.h), then multibody_build; the same
 * returns. */
int multibody_lcp(const bodies_scene *s, multibody_solver *solver);

/* One step: multibody_lcp, the scene's friction model (every answer
 * checked), the new velocity (by the Schur complement with joints) and
 * positions by q + h V nu.  The state is unchanged unless the status is
 * LCP_SOLVED; LCP_BAD_INPUT when the joints cannot be eliminated
 * (step.motion.joint_status), LCP_OUT_OF_MEMORY when memory runs out. */
lcp_status multibody_step(bodies_scene *s, const lcp_options *options, multibody_solver *solver);

/* Fill the dense views of a built (or stepped) step for small scenes,
 * tables and tests: M, W, W_c (motion_dense), G_n and G_f
 * (contact_columns_dense) and the pyramid's A (contact_pyramid_dense).
 * 0, or -1 when out of memory. */
int multibody_dense(multibody_solver *solver);

/* The rigid_contact_system of the step's (joint-reduced) LCP, after
 * multibody_dense. */
rigid_contact_system multibody_system(const bodies_scene *s, const multibody_solver *solver);

/* The notes' Example 7.1 (Coulomb notes p. 9): boxes A, B, E and six contacts
 * with the bodies of the notes' G_n (contact 1: A; 2: B on A; 3, 4: B on
 * the ground; 5: A on B; 6: E on A), at made-up points and normals, built
 * by multibody_build into solver (nd = 4).  0, or -1 when out of memory; s
 * is to be released with bodies_scene_free, solver with multibody_free,
 * either way. */
int multibody_w11_example(bodies_scene *s, multibody_solver *solver);

/* Release what the solver holds; it is then empty (zeroed). */
void multibody_free(multibody_solver *solver);

#endif
