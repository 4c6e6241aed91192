/* problems.h: families of LCP test problems, generated deterministically
 * from a seed.
 *
 * Each generator returns LCP(M, q) (M row-major n x n, as lcp.h wants it)
 * together with what is known about it: whether a solution exists, whether
 * it is unique, and, for the planted families, one solution (z*, w*).
 *
 *   problem_spd          M = A A^T + delta I: symmetric positive definite
 *   problem_p_matrix     strictly row diagonally dominant, positive diagonal,
 *                        nonsymmetric: a P-matrix
 *   problem_psd_planted  M = B B^T of rank k < n, q = w* - M z*
 *   problem_degenerate   like psd_planted with small integers, repeated rows,
 *                        a zero row, zeros in q and z*_i = w*_i = 0
 *   problem_infeasible   M = B B^T and q with {z >= 0 : M z + q >= 0} empty
 *   problem_box          the Stewart-Trinkle LCP of a box on a plane
 *                        (notes 000 p. 11), one of box_scene_count() scenes
 *
 * The planted and infeasible families use small integers, so M and q are
 * exact in double precision and what is proved about them holds for the
 * stored numbers, not only for the real numbers they approximate.
 */
#ifndef PROBLEMS_H
#define PROBLEMS_H

#include "lcp.h"

#include <stdint.h>

typedef struct {
    int n;
    double *M;      /* n x n, row-major */
    double *q;      /* n */
    double *z_star; /* a planted solution (n entries), or NULL */
    double *w_star; /* w* = M z* + q, or NULL */
    int solvable;   /* 1: a solution exists; 0: proven that none does */
    int unique;     /* 1: the solution is unique (M is a P-matrix) */
    char name[80];
} problem;

/* The LCP as lcp_solve takes it. */
lcp_problem problem_view(const problem *p);

/* Free what a generator allocated. */
void problem_free(problem *p);

/* The families (see above); n >= 2, any seed; the same (n, seed) always
 * gives the same problem. */
problem problem_spd(int n, uint64_t seed);
problem problem_p_matrix(int n, uint64_t seed);
problem problem_psd_planted(int n, uint64_t seed);
problem problem_degenerate(int n, uint64_t seed);
problem problem_infeasible(int n, uint64_t seed);

/* ------------------------------------------------------------------ boxes */

enum {
    BOX_CONTACTS = 4,                        /* the bottom corners */
    BOX_DIRECTIONS = 8,                      /* friction directions per contact */
    BOX_FRICTION = BOX_CONTACTS * BOX_DIRECTIONS,
    BOX_N = BOX_CONTACTS + BOX_FRICTION + BOX_CONTACTS /* (p_n, p_f, s): 40 */
};

/* What the physics says the step must do, for the test's checks. */
typedef enum {
    BOX_REST,       /* stays at rest: v+ = 0, sum p_n = m g h, no net friction */
    BOX_SLIDE,      /* keeps sliding: friction mu sum p_n against v */
    BOX_SPIN,       /* keeps spinning about z: friction torque against omega */
    BOX_PUSH_STICK, /* pushed below mu m g: friction cancels the push */
    BOX_PUSH_SLIDE, /* pushed above mu m g: slides, friction mu m g h */
    BOX_LIFT,       /* moving up faster than gravity pulls: z = 0 */
    BOX_STOP,       /* sliding, stopped by friction within the step */
    BOX_GAP,        /* falls through a small gap and lands: sum p_n closes it */
    BOX_GENERIC     /* only the general conditions */
} box_kind;

typedef struct {
    const char *name;
    box_kind kind;
    double m;        /* mass */
    double a, b, c;  /* half sizes along x, y, z */
    double mu, h, g; /* friction coefficient, time step, gravity */
    double v[6];     /* (linear, angular) velocity at the start of the step */
    double force[3]; /* applied force at the centre, besides gravity */
    double gap;      /* psi: height of the bottom face above the plane */
} box_scene;

/* How the step ends, computed from a solution z = (p_n, p_f, s). */
typedef struct {
    double v[6];                       /* v+ = v + M^-1 (p_app + G_n p_n + G_f p_f) */
    double normal_sum;                 /* sum of p_n */
    double friction[3];                /* total friction impulse sum_ij p_f,ij d_j */
    double torque_z;                   /* its moment about the vertical through the centre */
    double contact_friction[BOX_CONTACTS][3]; /* F_i = sum_j p_f,ij d_j */
    double contact_slip[BOX_CONTACTS][3];     /* u_i = v+ + omega+ x r_i */
    double cone_sum[BOX_CONTACTS];     /* sum_j p_f,ij */
} box_outcome;

/* The scenes: how many, and scene i. */
int box_scene_count(void);
box_scene box_scene_get(int i);

/* The n = BOX_N LCP of a scene, unknowns (p_n, p_f, s). */
problem problem_box(const box_scene *s);

/* How the step ends for a solution z of problem_box(s). */
void box_outcome_of(const box_scene *s, const double *z, box_outcome *out);

/* Corner i (0..3) relative to the centre: r_i = (+-a, +-b, -c). */
void box_corner(const box_scene *s, int i, double r[3]);

#endif
