/* test_lcp_families: every solver on families of generated problems
 * (tests/problems.h), and the Stewart-Trinkle LCP of a box on a plane.
 *
 * For each family, several sizes and seeds: AUTO, floating Lemke, exact
 * Lemke and (where M is a P-matrix) semismooth Newton must all solve it, or,
 * for the family without solutions, must not claim to.  Every answer is
 * checked here, not only by the solver: lcp_check and a natural
 * residual computed in this file from M and q (no library call).  Answers are compared across methods where they must
 * agree: z when the solution is unique (SPD, P-matrix), w when M is
 * symmetric PSD (w is unique then, even when z is not).
 *
 * Needs tests/problems.c linked in (it is not a test_*.c file).
 */
#include "dmath.h"
#include "lcp.h"
#include "lcp_solve.h"
#include "linalg.h"
#include "problems.h"
#include "test.h"

#include <math.h>
#include <stdlib.h>

typedef problem (*generator)(int n, uint64_t seed);

typedef struct {
    const char *name;
    generator make;
    int newton; /* M is a P-matrix: Newton's method applies */
} family;

static const family families[] = {
    {"SPD", problem_spd, 1},
    {"P-matrix", problem_p_matrix, 1},
    {"PSD planted", problem_psd_planted, 0},
    {"degenerate", problem_degenerate, 0},
    {"no solution", problem_infeasible, 0},
};
static const int sizes[] = {3, 5, 8, 13, 21, 30};
enum { SEEDS = 3, METHODS = 4 };

static const lcp_method methods[METHODS] = {LCP_METHOD_AUTO, LCP_METHOD_LEMKE,
                                            LCP_METHOD_LEMKE_EXACT, LCP_METHOD_NEWTON};

/* One method's answer. */
typedef struct {
    lcp_status status;
    lcp_result result;
    double *z, *w;
} answer;

/* Solve p with one method (default options otherwise). */
static answer solve(const problem *p, lcp_method method)
{
    lcp_problem view = problem_view(p);
    lcp_options o = lcp_default_options();
    answer a = {.z = calloc((size_t)p->n, sizeof(double)),
                .w = calloc((size_t)p->n, sizeof(double))};
    o.method = method;
    a.status = lcp_solve(&view, &o, a.z, a.w, &a.result);
    return a;
}

/* Free an answer. */
static void answer_free(answer *a)
{
    free(a->z);
    free(a->w);
}

/* Largest |x_i - y_i|. */
static double max_difference(int n, const double *x, const double *y)
{
    double d = 0.0;
    for (int i = 0; i < n; i++)
        d = fmax(d, fabs(x[i] - y[i]));
    return d;
}

/* The scale of w = M z + q: max(1, |q|_inf, |M|_inf |z|_inf), with
 * |M|_inf the largest absolute row sum (the bound on the terms of w). */
static double w_scale(const problem *p, const double *z)
{
    return fmax(1.0, fmax(linalg_norm_inf(p->n, p->q),
                          linalg_matrix_norm_inf(p->n, p->n, p->M) * linalg_norm_inf(p->n, z)));
}

/* The natural residual max_i |min(z_i, w_i)| over max(1, |q|_inf),
 * computed here from p->M and p->q alone (w_i = sum_j M_ij z_j + q_i, M
 * row-major, summed in this loop): it calls no library function, so a bug
 * in lcp_natural_residual or lcp_check cannot hide a wrong answer.  Zero
 * exactly at a solution, and it sees all three conditions (z_i < 0 or
 * w_i < 0 makes the min negative, z_i w_i != 0 positive); a NaN or an
 * infinity anywhere makes it infinite.  Scaled by the data alone, not by
 * |M| |z| as lcp_check's tolerance is, so that a point far out on a ray
 * (|z| huge, w_i < 0 small beside |M| |z|) cannot pass for a solution. */
static double residual(const problem *p, const double *z)
{
    double r = 0.0, scale = 1.0;
    for (int i = 0; i < p->n; i++)
        scale = fmax(scale, fabs(p->q[i]));
    for (int i = 0; i < p->n; i++) {
        double wi = p->q[i];
        for (int j = 0; j < p->n; j++)
            wi += p->M[i * p->n + j] * z[j];
        if (!isfinite(z[i]) || !isfinite(wi))
            return INFINITY;
        r = fmax(r, fabs(fmin(z[i], wi)));
    }
    return r / scale;
}

/* Does z pass both lcp_check and the natural residual, at 1e-9? */
static int verified(const problem *p, const double *z)
{
    lcp_problem view = problem_view(p);
    return lcp_check(&view, z, 1e-9, NULL, NULL, 0) == 0 && residual(p, z) <= 1e-9;
}

/* Check the statuses: SOLVED and verified when a solution exists; else
 * NO_SOLUTION from AUTO and exact Lemke, and never SOLVED from anyone. */
static void check_status(const problem *p, lcp_method m, const answer *a)
{
    const char *name = lcp_method_name(m);
    if (p->solvable)
        CHECK(a->status == LCP_SOLVED && verified(p, a->z), "%s, %s: solved and verified (%s)",
              p->name, name, a->result.message);
    else if (m == LCP_METHOD_LEMKE)
        CHECK(a->status != LCP_SOLVED, "%s, %s: no claim of a solution (%s)", p->name, name,
              a->result.message);
    else
        CHECK(a->status == LCP_NO_SOLUTION, "%s, %s: proven to have no solution (%s)",
              p->name, name, a->result.message);
}

/* z must agree with AUTO's where the solution is unique; w must equal the
 * planted w* where M is symmetric PSD.  Why w is unique then: for two
 * solutions z1, z2 (w1, w2), (z1 - z2)^T (w1 - w2) = -z1^T w2 - z2^T w1
 * <= 0, while it also equals d^T M d >= 0 for d = z1 - z2; so
 * d^T B B^T d = |B^T d|^2 = 0, B^T d = 0, M d = 0 and w1 = w2. */
static void check_agreement(const problem *p, lcp_method m, const answer *a,
                            const answer *automatic)
{
    if (!p->solvable || a->status != LCP_SOLVED)
        return;
    const char *name = lcp_method_name(m);
    if (p->unique && m != LCP_METHOD_AUTO) {
        double d = max_difference(p->n, a->z, automatic->z);
        CHECK(d <= 1e-8 * fmax(1.0, linalg_norm_inf(p->n, automatic->z)),
              "%s, %s: z agrees with auto's (unique solution; |dz| = %.2g)", p->name, name, d);
    }
    if (p->w_star) {
        double d = max_difference(p->n, a->w, p->w_star);
        CHECK(d <= 1e-9 * w_scale(p, a->z), "%s, %s: w = w* (unique for PSD; |dw| = %.2g)",
              p->name, name, d);
    }
}

/* Every method on one problem. */
static void test_problem(const family *f, const problem *p)
{
    answer answers[METHODS];
    int count = f->newton && p->solvable ? METHODS : METHODS - 1;
    for (int k = 0; k < count; k++)
        answers[k] = solve(p, methods[k]);
    for (int k = 0; k < count; k++) {
        check_status(p, methods[k], &answers[k]);
        check_agreement(p, methods[k], &answers[k], &answers[0]);
    }
    for (int k = 0; k < count; k++)
        answer_free(&answers[k]);
}

/* All sizes and seeds of every family. */
static void test_families(void)
{
    int nf = (int)(sizeof families / sizeof families[0]);
    int ns = (int)(sizeof sizes / sizeof sizes[0]);
    for (int f = 0; f < nf; f++)
        for (int s = 0; s < ns; s++)
            for (uint64_t seed = 1; seed <= SEEDS; seed++) {
                problem p = families[f].make(sizes[s], seed);
                test_problem(&families[f], &p);
                problem_free(&p);
            }
}

/* ------------------------------------------------------------------ boxes */

/* Euclidean length of a 3-vector. */
static double norm3(const double x[3])
{
    return sqrt(x[0] * x[0] + x[1] * x[1] + x[2] * x[2]);
}

/* At every corner: the polyhedral cone (sum_j p_f,ij <= mu p_n,i, and
 * |F_i| <= sum_j p_f,ij since the d_j are unit vectors), and friction
 * against the slip after the step: w_f = G_f^T v+ + E s >= 0 _|_ p_f says
 * d_j . u_i = -s_i wherever p_f,ij > 0, so F_i . u_i = -s_i sum_j p_f,ij <= 0. */
static int friction_admissible(const box_scene *s, const double *z, const box_outcome *o)
{
    double tol = 1e-9 * s->m * s->g * s->h;
    int ok = 1;
    for (int i = 0; i < BOX_CONTACTS; i++) {
        const double *F = o->contact_friction[i], *u = o->contact_slip[i];
        ok &= o->cone_sum[i] <= s->mu * z[i] + tol;
        ok &= norm3(F) <= o->cone_sum[i] + tol;
        ok &= F[0] * u[0] + F[1] * u[1] + F[2] * u[2] <= tol * fmax(1.0, norm3(u));
    }
    return ok;
}

/* Resting (or pushed below mu m g, or stopped within the step): the box
 * ends at rest, so the impulses cancel p_app and the initial momentum:
 * sum p_n = m g h (the friction directions are horizontal) and the
 * friction impulse is -(h F_x + m v_x, h F_y + m v_y). */
static void check_stick(const box_scene *s, const box_outcome *o)
{
    double mgh = s->m * s->g * s->h;
    double want[2] = {-(s->h * s->force[0] + s->m * s->v[0]),
                      -(s->h * s->force[1] + s->m * s->v[1])};
    CHECK(linalg_norm_inf(6, o->v) <= 1e-9, "box %s: at rest after the step (|v+| = %.2g)", s->name,
          linalg_norm_inf(6, o->v));
    CHECK_NEAR(o->normal_sum, mgh, 1e-9 * mgh, "box %s: sum p_n = m g h", s->name);
    double error = fmax(fabs(o->friction[0] - want[0]), fabs(o->friction[1] - want[1]));
    CHECK(error <= 1e-9 * mgh,
          "box %s: friction impulse (%.6g, %.6g), want (%.6g, %.6g)", s->name, o->friction[0],
          o->friction[1], want[0], want[1]);
}

/* Sliding (or pushed above mu m g): friction is as large as the cone
 * allows, mu sum p_n, and points against the velocity: F = -mu sum p_n v/|v|. */
static void check_slide(const box_scene *s, const box_outcome *o, const double direction[2])
{
    double mgh = s->m * s->g * s->h, limit = s->mu * o->normal_sum;
    double len = dmath_hypot(direction[0], direction[1]);
    CHECK_NEAR(o->normal_sum, mgh, 1e-9 * mgh, "box %s: sum p_n = m g h", s->name);
    CHECK(norm3(o->friction) <= limit * (1 + 1e-9), "box %s: |friction| %.6g <= mu sum p_n %.6g",
          s->name, norm3(o->friction), limit);
    CHECK(fabs(o->friction[0] + limit * direction[0] / len) <= 1e-9 * mgh &&
              fabs(o->friction[1] + limit * direction[1] / len) <= 1e-9 * mgh,
          "box %s: friction (%.6g, %.6g) = mu sum p_n against the velocity", s->name,
          o->friction[0], o->friction[1]);
}

/* Spinning about z on a square base: each corner slides perpendicular to
 * r_i, along a cone direction, so F_i = mu p_n,i perpendicular to r_i:
 * no net force, torque -mu sum p_n sqrt(a^2 + b^2) against omega_z > 0. */
static void check_spin(const box_scene *s, const box_outcome *o)
{
    double mgh = s->m * s->g * s->h;
    double want = -s->mu * o->normal_sum * dmath_hypot(s->a, s->b);
    CHECK_NEAR(o->normal_sum, mgh, 1e-9 * mgh, "box %s: sum p_n = m g h", s->name);
    CHECK(norm3(o->friction) <= 1e-9 * mgh, "box %s: no net friction force (%.2g)", s->name,
          norm3(o->friction));
    CHECK_NEAR(o->torque_z, want, 1e-9 * mgh, "box %s: friction torque against the spin",
               s->name);
}

/* The physics the scene's kind promises. */
static void check_physics(const box_scene *s, const double *z, const box_outcome *o)
{
    double mgh = s->m * s->g * s->h;
    const double *v = s->v;
    double push[2] = {s->force[0], s->force[1]};
    switch (s->kind) {
    case BOX_REST:
        /* The LCP also admits self-equilibrated friction at rest (four
         * corners, statically indeterminate); Lemke's answer has none. */
        CHECK(linalg_norm_inf(BOX_FRICTION, z + BOX_CONTACTS) == 0.0, "box %s: every p_f = 0",
              s->name);
        check_stick(s, o);
        break;
    case BOX_PUSH_STICK:
    case BOX_STOP: check_stick(s, o); break;
    case BOX_SLIDE: check_slide(s, o, v); break;
    case BOX_PUSH_SLIDE:
        check_slide(s, o, push);
        CHECK_NEAR(o->v[0], s->h * (s->force[0] - s->mu * s->m * s->g) / s->m, 1e-12,
                   "box %s: v+_x = h (F - mu m g) / m", s->name);
        break;
    case BOX_SPIN: check_spin(s, o); break;
    case BOX_LIFT:
        CHECK(linalg_norm_inf(BOX_N, z) == 0.0, "box %s: z = 0 (q >= 0)", s->name);
        break;
    case BOX_GAP:
        CHECK_NEAR(o->normal_sum, s->m * (s->g * s->h - s->gap / s->h), 1e-9 * mgh,
                   "box %s: sum p_n = m (g h - psi / h)", s->name);
        CHECK_NEAR(o->v[2], -s->gap / s->h, 1e-12, "box %s: v+_z = -psi / h: lands", s->name);
        break;
    case BOX_GENERIC: break;
    }
}

/* Does floating Lemke alone (no exact fallback) solve it? */
static int lemke_alone(const problem *p)
{
    answer a = solve(p, LCP_METHOD_LEMKE);
    int ok = a.status == LCP_SOLVED && verified(p, a.z);
    answer_free(&a);
    return ok;
}

/* Every box scene: AUTO solves it, the friction is admissible, and the
 * physics of the scene holds; count what floating Lemke does alone. */
static void test_boxes(void)
{
    int count = box_scene_count(), floating = 0, automatic = 0;
    for (int k = 0; k < count; k++) {
        box_scene s = box_scene_get(k);
        problem p = problem_box(&s);
        answer a = solve(&p, LCP_METHOD_AUTO);
        floating += lemke_alone(&p);
        int ok = a.status == LCP_SOLVED && verified(&p, a.z);
        automatic += ok;
        CHECK(ok, "box %s: auto solves the n = %d LCP (%s, %d pivots)", s.name, p.n,
              lcp_method_name(a.result.method), a.result.iterations);
        if (ok) {
            box_outcome o;
            box_outcome_of(&s, a.z, &o);
            CHECK(friction_admissible(&s, a.z, &o),
                  "box %s: friction in the cone and against the slip", s.name);
            check_physics(&s, a.z, &o);
        }
        answer_free(&a);
        problem_free(&p);
    }
    printf("# floating Lemke alone: %d of %d\n", floating, count);
    printf("# auto: %d of %d\n", automatic, count);
    CHECK_INT(automatic, count, "auto solves every box scene");
}

int main(void)
{
    test_families();
    test_boxes();
    return test_done();
}
