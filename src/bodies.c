/* bodies.c: the scene's boxes, joints and friction pairs, and a contact list (bodies.h). */
#include "bodies.h"
#include "quat.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The array p of *cap items of size bytes with room for need: p itself
 * when it has it, else p grown (doubled, at least 8 items; contents kept;
 * *cap updated), or NULL when out of memory (p then still valid). */
static void *grown(void *p, int *cap, int need, size_t size)
{
    if (need <= *cap)
        return p;
    if (*cap > INT_MAX / 2)
        return NULL;
    int more = *cap * 2 > need ? *cap * 2 : need < 8 ? 8 : need;
    if ((size_t)more > SIZE_MAX / size)
        return NULL;
    void *q = realloc(p, (size_t)more * size);
    if (q)
        *cap = more;
    return q;
}

/* Room for need boxes, joints and pairs in s; 0, or -1 when out of memory. */
static int reserve(bodies_scene *s, int bodies, int joints, int pairs)
{
    bodies_box *b = grown(s->body, &s->cap_bodies, bodies, sizeof *b);
    if (b)
        s->body = b;
    bodies_joint *j = grown(s->joint, &s->cap_joints, joints, sizeof *j);
    if (j)
        s->joint = j;
    bodies_pair_mu *m = grown(s->pair_mu, &s->cap_pairs, pairs, sizeof *m);
    if (m)
        s->pair_mu = m;
    return (b || bodies <= 0) && (j || joints <= 0) && (m || pairs <= 0) ? 0 : -1;
}

void bodies_scene_init(bodies_scene *s)
{
    memset(s, 0, sizeof *s);
    s->gravity[2] = -9.81;
    s->h = 0.01;
    s->nd = 8;
    s->stabilise = 1;
    s->margin = 1e-6;
}

void bodies_scene_free(bodies_scene *s)
{
    free(s->body);
    free(s->joint);
    free(s->pair_mu);
    bodies_scene_init(s);
}

int bodies_scene_copy(bodies_scene *dst, const bodies_scene *src)
{
    if (reserve(dst, src->nbodies, src->njoints, src->npairs) != 0)
        return -1;
    bodies_scene kept = *dst; /* its arrays and their room */
    *dst = *src;
    dst->body = kept.body;
    dst->joint = kept.joint;
    dst->pair_mu = kept.pair_mu;
    dst->cap_bodies = kept.cap_bodies;
    dst->cap_joints = kept.cap_joints;
    dst->cap_pairs = kept.cap_pairs;
    if (src->nbodies > 0)
        memcpy(dst->body, src->body, (size_t)src->nbodies * sizeof *dst->body);
    if (src->njoints > 0)
        memcpy(dst->joint, src->joint, (size_t)src->njoints * sizeof *dst->joint);
    if (src->npairs > 0)
        memcpy(dst->pair_mu, src->pair_mu, (size_t)src->npairs * sizeof *dst->pair_mu);
    return 0;
}

int bodies_add_box(bodies_scene *s, const char *name, const double size[3], double m,
                   const double x[3])
{
    if (reserve(s, s->nbodies + 1, 0, 0) != 0)
        return -1;
    int k = s->nbodies++;
    bodies_box *b = &s->body[k];
    memset(b, 0, sizeof *b);
    snprintf(b->name, sizeof b->name, "%s", name);
    rigid_contact_plane_model box; /* chapter 6's box: the moments m (b^2 + c^2) / 12, ... */
    rigid_contact_box(m, size[0], size[1], size[2], &box);
    b->body = box.body;
    memcpy(b->size, size, sizeof b->size);
    memcpy(b->s.x, x, sizeof b->s.x);
    b->s.e[0] = 1.0;
    return k;
}

/* The anchor of a joint: p - x in the body frame, or p itself for the world. */
static void anchor_of(const bodies_scene *s, int k, const double p[3], double a[3])
{
    if (k == BODIES_GROUND) {
        memcpy(a, p, 3 * sizeof *a);
        return;
    }
    double d[3];
    for (int i = 0; i < 3; i++)
        d[i] = p[i] - s->body[k].s.x[i];
    quat_rotate_back(s->body[k].s.e, d, a);
}

int bodies_add_joint(bodies_scene *s, int a, int b, const double p[3])
{
    if (reserve(s, 0, s->njoints + 1, 0) != 0)
        return -1;
    bodies_joint *j = &s->joint[s->njoints];
    j->a = a;
    j->b = b;
    anchor_of(s, a, p, j->anchor_a);
    anchor_of(s, b, p, j->anchor_b);
    j->collide = 0;
    return s->njoints++;
}

int bodies_joins(const bodies_joint *J, int i, int j)
{
    return (J->a == i && J->b == j) || (J->a == j && J->b == i);
}

int bodies_collide(const bodies_scene *s, int i, int j)
{
    for (int k = 0; k < s->njoints; k++)
        if (bodies_joins(&s->joint[k], i, j) && !s->joint[k].collide)
            return 0;
    return 1;
}

/* The entry of the pair {i, j} in the scene's list, or NULL. */
static bodies_pair_mu *find_pair(const bodies_scene *s, int i, int j)
{
    int lo = i < j ? i : j, hi = i < j ? j : i;
    for (int k = 0; k < s->npairs; k++)
        if (s->pair_mu[k].i == lo && s->pair_mu[k].j == hi)
            return &s->pair_mu[k];
    return NULL;
}

int bodies_set_mu(bodies_scene *s, int i, int j, double mu)
{
    bodies_pair_mu *pair = find_pair(s, i, j);
    if (!pair) {
        if (reserve(s, 0, 0, s->npairs + 1) != 0)
            return -1;
        pair = &s->pair_mu[s->npairs++];
        pair->i = i < j ? i : j;
        pair->j = i < j ? j : i;
    }
    pair->mu = mu;
    return 0;
}

int bodies_find_body(const bodies_scene *s, const char *name)
{
    for (int k = 0; k < s->nbodies; k++)
        if (strcmp(s->body[k].name, name) == 0)
            return k;
    return -1;
}

double bodies_mu(const bodies_scene *s, int i, int j)
{
    if (i == BODIES_GROUND || j == BODIES_GROUND)
        return s->ground_mu;
    const bodies_pair_mu *pair = find_pair(s, i, j);
    return pair ? pair->mu : s->ground_mu;
}

void bodies_axis(const double e[4], int k, double a[3])
{
    double u[3] = {0, 0, 0};
    u[k] = 1.0;
    quat_rotate(e, u, a);
}

void bodies_corner(const bodies_scene *s, int k, int v, double r[3])
{
    const double *a = s->body[k].size;
    double c[3] = {(v & 1 ? 0.5 : -0.5) * a[0], (v & 2 ? 0.5 : -0.5) * a[1],
                   (v & 4 ? 0.5 : -0.5) * a[2]};
    quat_rotate(s->body[k].s.e, c, r);
}

int bodies_contact_list_append(bodies_contact_list *list, const bodies_contact *c)
{
    bodies_contact *grown_list = grown(list->c, &list->cap, list->n + 1, sizeof *c);
    if (!grown_list)
        return -1;
    list->c = grown_list;
    list->c[list->n++] = *c;
    return 0;
}

void bodies_contact_list_clear(bodies_contact_list *list)
{
    list->n = 0;
}

void bodies_contact_list_free(bodies_contact_list *list)
{
    free(list->c);
    memset(list, 0, sizeof *list);
}
