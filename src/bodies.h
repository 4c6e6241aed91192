/* bodies.h: the scene of chapter 7, its boxes, ball joints and friction
 * coefficients, and the contacts found in it (contact_detect.h) that a step
 * solves for (multibody.h).  Only the scene: no LCP, no time step.
 *
 * The scene owns growable arrays of boxes, joints and pair coefficients:
 * as many as memory allows.  bodies_scene_init starts an empty one,
 * bodies_scene_free releases it, and bodies_scene_copy copies one into another
 * whose storage it reuses (a scene is never copied by value: the copy
 * would share the arrays).
 *
 * Box k's state is chapter 6's (rigid_body.h): centre x, quaternion e,
 * velocity v (world) and angular velocity w in the body frame.
 */
#ifndef BODIES_H
#define BODIES_H

#include "rigid_body.h"
#include "rigid_contact.h"

#define BODIES_NAME 32
#define BODIES_GROUND (-1) /* body 2 of a ground contact; the world of a joint */

typedef struct {
    char name[BODIES_NAME];
    double size[3];     /* edge lengths along the body axes */
    rigid_body body;    /* mass and principal moments */
    rigid_body_state s; /* state (w in the body frame, as chapter 6) */
    double force[3];    /* constant applied force at the centre, world */
} bodies_box;

typedef struct {
    int a, b;            /* bodies; b = BODIES_GROUND for a joint to the world */
    double anchor_a[3];  /* body-frame anchor of a */
    double anchor_b[3];  /* body-frame anchor of b, or the world point */
    int collide;         /* 0 (the default, as Box2D's collideConnected): no
                            contact between a and b, they pass at the joint;
                            1 ('collide'): they touch as any two boxes */
} bodies_joint;

/* The friction model of a step (multibody.h): chapter 7's pyramid (the
 * Stewart-Trinkle LCP, contact_pyramid.h) or chapter 8's phantom inertia
 * (contact_phantom.h). */
typedef enum { BODIES_FRICTION_PYRAMID = 0, BODIES_FRICTION_PHANTOM } bodies_friction;

/* The friction coefficient of a pair of boxes (i < j) that the scene names. */
typedef struct {
    int i, j;
    double mu;
} bodies_pair_mu;

typedef struct {
    int nbodies, njoints, npairs;
    int cap_bodies, cap_joints, cap_pairs; /* the arrays' room */
    bodies_box *body;
    bodies_joint *joint;
    bodies_pair_mu *pair_mu; /* pairs not named here have the ground's mu */
    double gravity[3], h;
    int nd;                   /* friction directions per contact */
    int ground;               /* 1: the plane z = 0 is there */
    double ground_mu;
    int stabilise;            /* 1: J nu = -Theta / h; 0: J nu = 0 */
    double margin;            /* contact candidates: gap <= h |v_rel| + margin */
    bodies_friction friction; /* the friction model (pyramid: 0, the default) */
    double rho;               /* its phantom inertia (kg), BODIES_FRICTION_PHANTOM only */
} bodies_scene;

/* One contact of a step: frame, bodies, gap, and after the solve its impulses. */
typedef struct {
    int body1, body2;     /* body2 = BODIES_GROUND for the plane */
    int vertex;           /* corner of body 1 (0..7) that touches */
    double p[3];          /* contact point (world): the corner */
    double n[3], t[3], o[3]; /* the contact frame, n into body 1 */
    double psi;           /* gap along n */
    double mu;
    double pn, pf[RIGID_CONTACT_MAX_ND], s; /* impulses p_n, p_f and the slack */
    unsigned char basic[RIGID_CONTACT_MAX_ND + 2]; /* which of p_n, p_f, s were basic in the
                                                      solve's final basis (the next step's start) */
    double friction[3];   /* D p_f on body 1 (world) */
} bodies_contact;

/* A growable list of contacts: n of them in room for cap. */
typedef struct {
    int n, cap;
    bodies_contact *c;
} bodies_contact_list;

/* An empty scene with no storage: no bodies, g = (0, 0, -9.81), h = 0.01,
 * nd = 8, no ground, Theta/h on, margin 1e-6.  (A scene that holds storage
 * is released with bodies_scene_free first.) */
void bodies_scene_init(bodies_scene *s);

/* Release the scene's arrays; it is then empty (bodies_scene_init). */
void bodies_scene_free(bodies_scene *s);

/* Copy src into dst (initialised, or a copy before), reusing dst's arrays
 * and growing them only when src has more: no allocation once sized.
 * 0, or -1 when out of memory (dst then unchanged). */
int bodies_scene_copy(bodies_scene *dst, const bodies_scene *src);

/* Add a box (name, edges a b c, mass m) at rest at x with e = (1, 0, 0, 0);
 * returns its index, or -1 when out of memory. */
int bodies_add_box(bodies_scene *s, const char *name, const double size[3], double m,
                   const double x[3]);

/* Add a ball joint between a and b (or BODIES_GROUND) at the world point p of
 * the current state; returns its index or -1 when out of memory. */
int bodies_add_joint(bodies_scene *s, int a, int b, const double p[3]);

/* The friction coefficient mu >= 0 between boxes i and j (i != j), either
 * order, replacing an earlier one; 0, or -1 when out of memory. */
int bodies_set_mu(bodies_scene *s, int i, int j, double mu);

/* Does joint J join boxes i and j (either order)? */
int bodies_joins(const bodies_joint *J, int i, int j);

/* Do boxes i and j collide?  Yes, unless a joint joins them without
 * 'collide' (links touching end to end at their joint: chapter 7). */
int bodies_collide(const bodies_scene *s, int i, int j);

/* The index of the body called name, or -1. */
int bodies_find_body(const bodies_scene *s, const char *name);

/* The friction coefficient between bodies i and j (j = BODIES_GROUND, or a
 * pair the scene does not name: the ground's). */
double bodies_mu(const bodies_scene *s, int i, int j);

/* Column k of R(e): body axis k (0..2) in world coordinates. */
void bodies_axis(const double e[4], int k, double a[3]);

/* The world offset of box k's corner v (0..7) from its centre. */
void bodies_corner(const bodies_scene *s, int k, int v, double r[3]);

/* Append a copy of c to the list (growing it); 0, or -1 when out of memory. */
int bodies_contact_list_append(bodies_contact_list *list, const bodies_contact *c);

/* Empty the list, keeping its room. */
void bodies_contact_list_clear(bodies_contact_list *list);

/* Release the list's storage; it is then empty. */
void bodies_contact_list_free(bodies_contact_list *list);

#endif
