/* multibody.c: the step driver: contacts, motion, a friction model, the
 * bodies moved (Coulomb notes pp. 8-11); see multibody.h. */
#include "multibody.h"

#include "bilateral.h"
#include "contact_detect.h"
#include "quat.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The one report of running out of memory: not solved, nothing proven
 * (exit status 3). */
static lcp_status out_of_memory(lcp_result *r)
{
    return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory");
}

void multibody_free(multibody_solver *solver)
{
    multibody_step_data *st = &solver->step;
    bodies_contact_list_free(&solver->kept.previous);
    bodies_contact_list_free(&st->contacts);
    motion_free(&st->motion);
    contact_columns_free(&st->columns);
    contact_pyramid_free(&st->pyramid);
    contact_phantom_free(&st->phantom);
    memset(solver, 0, sizeof *solver);
}

int multibody_build(const bodies_scene *s, multibody_solver *solver)
{
    multibody_step_data *st = &solver->step;
    int status = motion_build(s, &st->motion);
    if (status != 0)
        return status;
    if (contact_columns_build(s, st->contacts.c, st->contacts.n, s->nd, &st->columns) != 0 ||
        contact_pyramid_assemble(s, &st->motion, &st->columns, &st->pyramid) != 0)
        return -1;
    st->size = st->pyramid.size;
    st->z = st->pyramid.z;
    st->w = st->pyramid.w;
    st->nu = st->motion.nu;
    return 0;
}

int multibody_lcp(const bodies_scene *s, multibody_solver *solver)
{
    multibody_step_data *st = &solver->step;
    if (motion_reserve(s, &st->motion))
        return -1;
    motion_free_velocity(s, &st->motion);
    st->contacts.n = 0; /* the list's room is kept */
    if (contact_detect_find_contacts(s, st->motion.u, &st->contacts) != 0)
        return -1;
    return multibody_build(s, solver);
}

int multibody_dense(multibody_solver *solver)
{
    multibody_step_data *st = &solver->step;
    return motion_dense(&st->motion) || contact_columns_dense(&st->columns, st->motion.ndof) ||
                   contact_pyramid_dense(&st->pyramid)
               ? -1
               : 0;
}

rigid_contact_system multibody_system(const bodies_scene *s, const multibody_solver *solver)
{
    const multibody_step_data *st = &solver->step;
    rigid_contact_system sys = {st->motion.ndof, st->columns.nc, st->columns.nd, st->motion.Wc,
                     st->motion.uc, st->columns.Gn, st->columns.Gf, st->columns.gap,
                     st->columns.mu, s->h};
    return sys;
}

/* q^{l+1} = q^l + h V nu^{l+1} (Coulomb notes p. 11): x += h v, e advanced with the
 * body-frame w = R^T omega and renormalised (chapter 6). */
static void move_bodies(bodies_scene *s, const double *nu)
{
    rigid_body_options o = rigid_body_default_options();
    for (int k = 0; k < s->nbodies; k++) {
        rigid_body_state *st = &s->body[k].s;
        memcpy(st->v, nu + 6 * k, sizeof st->v);
        quat_rotate_back(st->e, nu + 6 * k + 3, st->w);
        for (int i = 0; i < 3; i++)
            st->x[i] += s->h * st->v[i];
        rigid_body_advance_orientation(&o, st->e, st->w, s->h);
        st->t += s->h;
    }
}

/* The heaviest box's mass: the LCP's unit of mass (rigid_contact_lcp_solve). */
static double mass_scale(const bodies_scene *s)
{
    double mass = 0.0;
    for (int k = 0; k < s->nbodies; k++)
        mass = fmax(mass, s->body[k].body.m);
    return mass;
}

/* Keep a solved step's contacts: their impulses are the next step's first
 * guess.  0 or -1. */
static int remember_contacts(multibody_solver *solver)
{
    const bodies_contact_list *now = &solver->step.contacts;
    bodies_contact_list *kept = &solver->kept.previous;
    if (now->n > kept->cap) {
        bodies_contact *p = realloc(kept->c, (size_t)now->n * sizeof *p);
        if (!p)
            return -1;
        kept->c = p;
        kept->cap = now->n;
    }
    if (now->n > 0)
        memcpy(kept->c, now->c, (size_t)now->n * sizeof *kept->c);
    kept->n = now->n;
    return 0;
}

/* Chapter 8's model (contact_phantom.h) on the built step: build, solve,
 * store; its answer becomes the step's. */
static lcp_status phantom_model(const bodies_scene *s, const lcp_options *options,
                                multibody_step_data *st)
{
    contact_phantom *ph = &st->phantom;
    if (s->njoints > 0)
        return lcp_finish(&st->lcp, LCP_BAD_INPUT,
                          "friction phantom: scenes with joints are not handled");
    int built = contact_phantom_build(s, &st->motion, st->contacts.c, st->contacts.n, ph);
    if (built == CONTACT_PHANTOM_OUT_OF_MEMORY)
        return out_of_memory(&st->lcp);
    if (built != 0)
        return lcp_finish(&st->lcp, LCP_NUMERICAL_FAILURE,
                          "friction phantom: A_t has no eigen-decomposition");
    lcp_status status = contact_phantom_solve(ph, &st->motion, mass_scale(s), options);
    st->lcp = ph->lcp;
    if (status != LCP_SOLVED)
        return status;
    /* p_n and kappa (the internal impulses y are left out: their z w is 0
     * to the check) */
    st->size = st->contacts.n * (1 + 2 * ph->k);
    st->z = ph->z;
    st->w = ph->w;
    st->nu = ph->nu;
    contact_phantom_store(ph, st->contacts.c);
    return LCP_SOLVED;
}

/* Chapter 7's model (contact_pyramid.h) on the built step: warm start,
 * solve, store, and the new velocity with the joints holding. */
static lcp_status pyramid_model(const bodies_scene *s, const lcp_options *options,
                                multibody_solver *solver)
{
    multibody_step_data *st = &solver->step;
    contact_pyramid *pyr = &st->pyramid;
    if (st->contacts.n > 0) {
        int warm = contact_pyramid_warm_start(pyr, st->contacts.c, solver->kept.previous.c,
                                              solver->kept.previous.n);
        lcp_status status = contact_pyramid_solve(pyr, mass_scale(s), options, warm, &st->lcp);
        if (status != LCP_SOLVED)
            return status;
        contact_pyramid_store(pyr, st->contacts.c);
    }
    contact_columns_impulse(&st->columns, pyr->z, st->motion.ndof, st->motion.nu);
    int joints = motion_velocity(&st->motion);
    if (joints != BILATERAL_SOLVED) {
        st->motion.joint_status = joints;
        return lcp_finish(&st->lcp, LCP_BAD_INPUT, "%s", bilateral_status_name(joints));
    }
    return LCP_SOLVED;
}

/* [mb-step] */
lcp_status multibody_step(bodies_scene *s, const lcp_options *options, multibody_solver *solver)
{
    multibody_step_data *st = &solver->step;
    memset(&st->lcp, 0, sizeof st->lcp);
    int built = multibody_lcp(s, solver);
    if (built < 0)
        return out_of_memory(&st->lcp);
    if (built != 0)
        return lcp_finish(&st->lcp, LCP_BAD_INPUT, "%s",
                          bilateral_status_name(st->motion.joint_status));
    if (s->friction == BODIES_FRICTION_PHANTOM) { /* chapter 8's model */
        lcp_status status = phantom_model(s, options, st);
        if (status == LCP_SOLVED)
            move_bodies(s, st->nu);
        return status;
    }
    lcp_status status = pyramid_model(s, options, solver);
    if (status != LCP_SOLVED)
        return status;
    move_bodies(s, st->nu);
    if (remember_contacts(solver) != 0)
        return out_of_memory(&st->lcp);
    return LCP_SOLVED;
}
/* [/mb-step] */

/* [mb-w11] */
int multibody_w11_example(bodies_scene *s, multibody_solver *solver)
{
    const double size[3] = {1, 1, 1}, x[3][3] = {{0, 0, 0}, {2, 0, 0}, {0, 2, 0}};
    const char *names[3] = {"A", "B", "E"};
    /* contact i: body 1, body 2 (Example 7.1) */
    const int pairs[6][2] = {{0, BODIES_GROUND}, {1, 0}, {1, BODIES_GROUND}, {1, BODIES_GROUND},
                             {0, 1}, {2, 0}};
    bodies_scene_init(s);
    s->nd = 4;
    memset(solver, 0, sizeof *solver);
    for (int k = 0; k < 3; k++)
        if (bodies_add_box(s, names[k], size, 1.0, x[k]) < 0)
            return -1;
    bodies_contact_list *list = &solver->step.contacts;
    list->c = calloc(6, sizeof *list->c);
    if (!list->c)
        return -1;
    list->cap = list->n = 6;
    for (int i = 0; i < 6; i++) {
        bodies_contact *c = &list->c[i];
        const double p[3] = {0.5 + 0.1 * i, 0.3, -0.5}, n[3] = {0, 0.6, 0.8}, t[3] = {1, 0, 0};
        c->body1 = pairs[i][0];
        c->body2 = pairs[i][1];
        memcpy(c->p, p, sizeof p);
        memcpy(c->n, n, sizeof n);
        memcpy(c->t, t, sizeof t);
        rigid_body_cross(n, t, c->o);
        c->mu = 0.5;
    }
    return multibody_build(s, solver);
}
/* [/mb-w11] */
