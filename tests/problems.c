/* problems.c: the generators of problems.h.
 *
 * Self-contained (only the C library and libm), so that a test or the
 * benchmark can link it in any order with libcontact.a.
 */
#include "problems.h"
#include "dmath.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------- randomness */

/* splitmix64 (Steele, Lea and Flood 2014): a 64-bit state, every seed good. */
typedef struct {
    uint64_t state;
} rng;

/* The next 64 random bits. */
static uint64_t rng_next(rng *r)
{
    uint64_t x = (r->state += 0x9E3779B97F4A7C15u);
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9u;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBu;
    return x ^ (x >> 31);
}

/* A generator for (family, n, seed), so that every problem has its own stream. */
static rng rng_for(uint64_t family, int n, uint64_t seed)
{
    rng r = {family * 0x100000001B3u ^ ((uint64_t)n << 32) ^ seed};
    rng_next(&r);
    return r;
}

/* Uniform in [lo, hi): the top 53 bits as a fraction of 2^53. */
static double rng_uniform(rng *r, double lo, double hi)
{
    return lo + (hi - lo) * (double)(rng_next(r) >> 11) * 0x1.0p-53;
}

/* Uniform integer in [lo, hi] (the modulo bias is irrelevant here). */
static int rng_int(rng *r, int lo, int hi)
{
    return lo + (int)(rng_next(r) % (uint64_t)(hi - lo + 1));
}

/* ------------------------------------------------------------- allocation */

/* Allocate or die: a test cannot go on without its data. */
static double *new_doubles(int count)
{
    double *x = calloc((size_t)count, sizeof *x);
    if (!x) {
        fprintf(stderr, "problems: out of memory\n");
        exit(2);
    }
    return x;
}

/* An n x n problem with zero data and no planted solution. */
static problem problem_new(int n)
{
    return (problem){.n = n, .M = new_doubles(n * n), .q = new_doubles(n), .solvable = 1};
}

/* The LCP as lcp_solve takes it. */
lcp_problem problem_view(const problem *p)
{
    return (lcp_problem){.n = p->n, .M = p->M, .q = p->q};
}

/* Free what a generator allocated, and empty p. */
void problem_free(problem *p)
{
    free(p->M);
    free(p->q);
    free(p->z_star);
    free(p->w_star);
    *p = (problem){0};
}

/* M = B B^T for B n x k (row-major). */
static void gram(int n, int k, const double *B, double *M)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double sum = 0.0;
            for (int l = 0; l < k; l++)
                sum += B[i * k + l] * B[j * k + l];
            M[i * n + j] = sum;
        }
}

/* q = w* - M z*, so that M z* + q = w*; exact when the data are small integers. */
static void plant(problem *p)
{
    int n = p->n;
    for (int i = 0; i < n; i++) {
        double mz = 0.0;
        for (int j = 0; j < n; j++)
            mz += p->M[i * n + j] * p->z_star[j];
        p->q[i] = p->w_star[i] - mz;
    }
}

/* ----------------------------------------------------------- the families */

/* Symmetric positive definite: M = A A^T + delta I with A uniform in
 * [-1, 1]^(n x n), delta = 0.1, since x^T M x = |A^T x|^2 + delta |x|^2
 * >= delta |x|^2 > 0 for x != 0.  q uniform in [-1, 1]: about half the
 * constraints end up active. */
problem problem_spd(int n, uint64_t seed)
{
    rng r = rng_for(1, n, seed);
    problem p = problem_new(n);
    double *A = new_doubles(n * n);
    for (int i = 0; i < n * n; i++)
        A[i] = rng_uniform(&r, -1.0, 1.0);
    gram(n, n, A, p.M);
    for (int i = 0; i < n; i++) {
        p.M[i * n + i] += 0.1;
        p.q[i] = rng_uniform(&r, -1.0, 1.0);
    }
    free(A);
    p.unique = 1;
    snprintf(p.name, sizeof p.name, "SPD n = %d seed %llu", n, (unsigned long long)seed);
    return p;
}

/* A nonsymmetric P-matrix: off-diagonal entries uniform in [-1, 1] and
 * M_ii = sum_{j != i} |M_ij| + t_i with t_i in [0.5, 1.5]: strictly row
 * diagonally dominant with a positive diagonal.  Why every principal minor
 * is positive: a principal submatrix keeps both properties (dropping
 * columns only shrinks the off-diagonal row sums), so by Gershgorin every
 * eigenvalue lies in a disc centred at some M_ii > 0 whose radius is less
 * than M_ii, i.e. in the open right half plane.  Real eigenvalues are then
 * positive and complex ones come in conjugate pairs with product
 * |lambda|^2 > 0, so the determinant, their product, is positive. */
problem problem_p_matrix(int n, uint64_t seed)
{
    rng r = rng_for(2, n, seed);
    problem p = problem_new(n);
    for (int i = 0; i < n; i++) {
        double off = 0.0;
        for (int j = 0; j < n; j++)
            if (j != i) {
                p.M[i * n + j] = rng_uniform(&r, -1.0, 1.0);
                off += fabs(p.M[i * n + j]);
            }
        p.M[i * n + i] = off + rng_uniform(&r, 0.5, 1.5);
        p.q[i] = rng_uniform(&r, -0.5, 0.5) * n;
    }
    p.unique = 1;
    snprintf(p.name, sizeof p.name, "P-matrix n = %d seed %llu", n, (unsigned long long)seed);
    return p;
}

/* Allocate z* and w* for a planted problem. */
static void planted_alloc(problem *p)
{
    p->z_star = new_doubles(p->n);
    p->w_star = new_doubles(p->n);
}

/* PSD of rank at most k = n/2 with a planted solution: B n x k with
 * integer entries in [-3, 3], M = B B^T (x^T M x = |B^T x|^2 >= 0, and
 * rank M <= k < n, so M is singular).  Each z*_i is 0 or in 1..4 with
 * probability 1/2; w*_i = 0 where z*_i > 0, else in 1..4; q = w* - M z*.
 * All integers, so z* solves the stored problem exactly. */
problem problem_psd_planted(int n, uint64_t seed)
{
    rng r = rng_for(3, n, seed);
    int k = n / 2 > 0 ? n / 2 : 1;
    problem p = problem_new(n);
    double *B = new_doubles(n * k);
    for (int i = 0; i < n * k; i++)
        B[i] = rng_int(&r, -3, 3);
    gram(n, k, B, p.M);
    free(B);
    planted_alloc(&p);
    for (int i = 0; i < n; i++) {
        int active = rng_int(&r, 0, 1);
        p.z_star[i] = active ? rng_int(&r, 1, 4) : 0;
        p.w_star[i] = active ? 0 : rng_int(&r, 1, 4);
    }
    plant(&p);
    snprintf(p.name, sizeof p.name, "PSD rank %d n = %d seed %llu", k, n, (unsigned long long)seed);
    return p;
}

/* Degenerate and PSD: B n x k, k = max(1, n/3), entries in {-1, 0, 1};
 * about a third of the rows repeat the row before (so M has equal rows and
 * columns), and the last row is zero (so row and column n of M are zero).
 * The planted pair is drawn per index from: z*_i = w*_i = 0 (degenerate),
 * z*_i = 0 and w*_i = 1, or z*_i in {1, 2} and w*_i = 0; the last index
 * gets z* = w* = 0, hence q_n = w*_n - (M z*)_n = 0 - 0 = 0, and z_n is
 * free: the solution is not unique.  Small integers make many ratios tie. */
problem problem_degenerate(int n, uint64_t seed)
{
    rng r = rng_for(4, n, seed);
    int k = n / 3 > 0 ? n / 3 : 1;
    problem p = problem_new(n);
    double *B = new_doubles(n * k);
    for (int i = 0; i < n - 1; i++)
        for (int l = 0; l < k; l++)
            B[i * k + l] = i > 0 && rng_int(&r, 0, 2) == 0 ? B[(i - 1) * k + l]
                                                           : rng_int(&r, -1, 1);
    gram(n, k, B, p.M);
    free(B);
    planted_alloc(&p);
    for (int i = 0; i < n - 1; i++) {
        int kind = rng_int(&r, 0, 3);
        p.z_star[i] = kind >= 2 ? rng_int(&r, 1, 2) : 0;
        p.w_star[i] = kind == 1 ? 1 : 0;
    }
    plant(&p);
    snprintf(p.name, sizeof p.name, "degenerate n = %d seed %llu", n, (unsigned long long)seed);
    return p;
}

/* No solution, proven by a certificate y.  Take y >= 0, y != 0 (y_a = 1
 * and a few other entries in {1, 2} at random places), B n x k with
 * integer entries and B^T y = 0 (each column's entry a set to
 * -sum_{i != a} y_i B_il), M = B B^T, and q with y^T q = -c, c in 1..3
 * (q_a absorbs the difference).  Then for every z >= 0
 *     y^T (M z + q) = (B B^T y)^T z + y^T q = 0 - c < 0,
 * and since y >= 0, some w_i = (M z + q)_i is negative: the set
 * {z >= 0 : M z + q >= 0} is empty.  (n = 2, y = (1, 1), B = (1, -1)^T,
 * q = (-1, -1) is the example M = [[1, -1], [-1, 1]], w1 + w2 = -2.)
 * Integers again, so the proof holds for the stored data. */
problem problem_infeasible(int n, uint64_t seed)
{
    rng r = rng_for(5, n, seed);
    int k = n / 2 > 0 ? n / 2 : 1;
    problem p = problem_new(n);
    double *y = new_doubles(n), *B = new_doubles(n * k);
    int a = rng_int(&r, 0, n - 1), other = (a + rng_int(&r, 1, n - 1)) % n;
    y[a] = 1;
    y[other] = rng_int(&r, 1, 2);
    for (int i = 0; i < n; i++)
        if (i != a && i != other && rng_int(&r, 0, 3) == 0)
            y[i] = rng_int(&r, 1, 2);
    for (int l = 0; l < k; l++) {
        double sum = 0.0;
        for (int i = 0; i < n; i++)
            if (i != a) {
                B[i * k + l] = rng_int(&r, -2, 2);
                sum += y[i] * B[i * k + l];
            }
        B[a * k + l] = -sum;
    }
    gram(n, k, B, p.M);
    double yq = 0.0;
    for (int i = 0; i < n; i++) {
        p.q[i] = rng_int(&r, -3, 3);
        yq += y[i] * p.q[i];
    }
    p.q[a] -= yq + rng_int(&r, 1, 3); /* y^T q = -c */
    free(y);
    free(B);
    p.solvable = 0;
    snprintf(p.name, sizeof p.name, "no solution n = %d seed %llu", n, (unsigned long long)seed);
    return p;
}

/* ------------------------------------------------------------------ boxes */

/* The scenes: a 2 kg box, 0.4 x 0.4 x 0.2 m, on the plane z = 0.  The base
 * is square, so the corners lie at 45 degrees from the axes, as do four of
 * the eight friction directions: a spin makes every corner slide along a
 * direction of the cone.  In every scene omega is zero or along z, a
 * principal axis (J omega is parallel to omega), so the gyroscopic impulse
 * -h omega x J omega of the notes' T (erratum E5) is zero and left out. */
static const box_scene scenes[] = {
    {"resting", BOX_REST, 2, 0.2, 0.2, 0.1, 0.5, 0.01, 9.81, {0}, {0}, 0},
    {"sliding along x", BOX_SLIDE, 2, 0.2, 0.2, 0.1, 0.3, 0.01, 9.81, {1, 0, 0}, {0}, 0},
    {"sliding diagonally", BOX_SLIDE, 2, 0.2, 0.2, 0.1, 0.5, 0.005, 9.81, {0.6, 0.6, 0}, {0},
     0},
    {"spinning", BOX_SPIN, 2, 0.2, 0.2, 0.1, 0.4, 0.01, 9.81, {0, 0, 0, 0, 0, 3}, {0}, 0},
    {"pushed below mu m g", BOX_PUSH_STICK, 2, 0.2, 0.2, 0.1, 0.5, 0.01, 9.81, {0},
     {3.924, 0, 0}, 0},
    {"pushed above mu m g", BOX_PUSH_SLIDE, 2, 0.2, 0.2, 0.1, 0.5, 0.01, 9.81, {0},
     {19.62, 0, 0}, 0},
    {"lifted off", BOX_LIFT, 2, 0.2, 0.2, 0.1, 0.5, 0.01, 9.81, {0, 0, 1}, {0}, 0},
    {"sliding, stopped within the step", BOX_STOP, 2, 0.2, 0.2, 0.1, 0.8, 0.05, 9.81,
     {0.2, 0, 0}, {0}, 0},
    {"landing through a small gap", BOX_GAP, 2, 0.2, 0.2, 0.1, 0.5, 0.01, 9.81, {0}, {0},
     0.0005},
    {"sliding and spinning", BOX_GENERIC, 2, 0.3, 0.2, 0.1, 0.3, 0.01, 9.81,
     {0.5, -0.2, 0, 0, 0, 1}, {0}, 0},
};

/* How many scenes there are. */
int box_scene_count(void)
{
    return (int)(sizeof scenes / sizeof scenes[0]);
}

/* Scene i, 0 <= i < box_scene_count(). */
box_scene box_scene_get(int i)
{
    return scenes[i];
}

/* Bottom corner i relative to the centre: (+-a, +-b, -c), bit 0 of i the
 * sign of x, bit 1 that of y. */
void box_corner(const box_scene *s, int i, double r[3])
{
    r[0] = i & 1 ? -s->a : s->a;
    r[1] = i & 2 ? -s->b : s->b;
    r[2] = -s->c;
}

/* M^-1 = diag(1/m, 1/m, 1/m, 1/Jx, 1/Jy, 1/Jz) with the box's principal
 * moments J = diag(m (b^2 + c^2), m (a^2 + c^2), m (a^2 + b^2)) / 3
 * (m (l_y^2 + l_z^2) / 12 for full side lengths l = 2 a, 2 b, 2 c). */
static void box_inverse_mass(const box_scene *s, double minv[6])
{
    double m = s->m, a2 = s->a * s->a, b2 = s->b * s->b, c2 = s->c * s->c;
    minv[0] = minv[1] = minv[2] = 1.0 / m;
    minv[3] = 3.0 / (m * (b2 + c2));
    minv[4] = 3.0 / (m * (a2 + c2));
    minv[5] = 3.0 / (m * (a2 + b2));
}

/* d_j = (cos j phi, sin j phi, 0), phi = 2 pi / nd. */
static void box_direction(int j, double d[3])
{
    double phi = 2.0 * dmath_acos(-1.0) / BOX_DIRECTIONS;
    d[0] = dmath_cos(j * phi);
    d[1] = dmath_sin(j * phi);
    d[2] = 0.0;
}

/* The wrench of a unit force u applied at r: [u; r x u]. */
static void wrench(const double r[3], const double u[3], double g[6])
{
    g[0] = u[0];
    g[1] = u[1];
    g[2] = u[2];
    g[3] = r[1] * u[2] - r[2] * u[1];
    g[4] = r[2] * u[0] - r[0] * u[2];
    g[5] = r[0] * u[1] - r[1] * u[0];
}

/* Column k of G = [G_n G_f] (6 x 36): k < 4 is contact k's normal
 * G_n = [n; r x n], n = (0, 0, 1); k = 4 + 8 i + j is G_f = [d_j; r_i x d_j]. */
static void box_column(const box_scene *s, int k, double g[6])
{
    double r[3], u[3] = {0.0, 0.0, 1.0};
    int contact = k < BOX_CONTACTS ? k : (k - BOX_CONTACTS) / BOX_DIRECTIONS;
    if (k >= BOX_CONTACTS)
        box_direction((k - BOX_CONTACTS) % BOX_DIRECTIONS, u);
    box_corner(s, contact, r);
    wrench(r, u, g);
}

/* b = v + M^-1 p_app, p_app = h (F_x, F_y, F_z - m g, 0, 0, 0): the
 * velocity the step would reach without contact (E6: p = h f, so no
 * further factor h). */
static void box_free_velocity(const box_scene *s, double b[6])
{
    double minv[6];
    box_inverse_mass(s, minv);
    double p_app[6] = {s->h * s->force[0], s->h * s->force[1],
                       s->h * (s->force[2] - s->m * s->g), 0.0, 0.0, 0.0};
    for (int r = 0; r < 6; r++)
        b[r] = s->v[r] + minv[r] * p_app[r];
}

/* The upper left 36 x 36 block G^T M^-1 G. */
static void box_delassus(const box_scene *s, problem *p)
{
    enum { K = BOX_CONTACTS + BOX_FRICTION };
    double G[K][6], minv[6];
    box_inverse_mass(s, minv);
    for (int k = 0; k < K; k++)
        box_column(s, k, G[k]);
    for (int k = 0; k < K; k++)
        for (int l = 0; l < K; l++) {
            double sum = 0.0;
            for (int r = 0; r < 6; r++)
                sum += G[k][r] * minv[r] * G[l][r];
            p->M[k * BOX_N + l] = sum;
        }
}

/* The E, U and -E^T blocks: friction row (i, j) gets +1 in column s_i;
 * cone row i gets mu in column p_n,i and -1 in the columns p_f,i1..i8. */
static void box_cone_blocks(const box_scene *s, problem *p)
{
    int s0 = BOX_CONTACTS + BOX_FRICTION;
    for (int i = 0; i < BOX_CONTACTS; i++) {
        p->M[(s0 + i) * BOX_N + i] = s->mu;
        for (int j = 0; j < BOX_DIRECTIONS; j++) {
            int f = BOX_CONTACTS + i * BOX_DIRECTIONS + j;
            p->M[f * BOX_N + s0 + i] = 1.0;
            p->M[(s0 + i) * BOX_N + f] = -1.0;
        }
    }
}

/* The LCP of notes 000 p. 11 for one body on a fixed plane, unknowns
 * (p_n, p_f, s):
 *     [ G_n^T M^-1 G_n  G_n^T M^-1 G_f  0 ]       [ G_n^T b + psi / h ]
 *     [ G_f^T M^-1 G_n  G_f^T M^-1 G_f  E ] z  +  [ G_f^T b           ]
 *     [ U               -E^T            0 ]       [ 0                 ]
 * with b = v + M^-1 p_app (box_free_velocity) and psi the gap.
 *
 * No scene without a solution: here one always exists.  M is copositive
 * (z^T M z = |G p|^2_{M^-1} + s^T U p_n >= 0 for z >= 0, the E blocks
 * cancel), and every z in SOL(0, M) (z >= 0, M z >= 0, z^T M z = 0) has
 * G p = 0; the friction directions are horizontal, so the vertical
 * component of G p is sum p_n = 0, hence p_n = 0 and q^T z = b^T G p +
 * psi^T p_n / h = 0 >= 0, whatever the gap, velocity or push.  A
 * copositive M with q in SOL(0, M)* gives a solvable LCP (Cottle, Pang and
 * Stone 1992, sec. 3.8), and Lemke's method finds it (Anitescu and Potra
 * 1997, Stewart and Trinkle 1996).  A negative gap only asks for a larger
 * normal impulse, which the plane can always give. */
problem problem_box(const box_scene *s)
{
    problem p = problem_new(BOX_N);
    box_delassus(s, &p);
    box_cone_blocks(s, &p);
    double b[6], g[6];
    box_free_velocity(s, b);
    for (int k = 0; k < BOX_CONTACTS + BOX_FRICTION; k++) {
        box_column(s, k, g);
        double gb = 0.0;
        for (int r = 0; r < 6; r++)
            gb += g[r] * b[r];
        p.q[k] = gb + (k < BOX_CONTACTS ? s->gap / s->h : 0.0);
    }
    snprintf(p.name, sizeof p.name, "box: %s", s->name);
    return p;
}

/* Friction of contact i: F_i = sum_j p_f,ij d_j, and sum_j p_f,ij. */
static void box_contact_friction(const double *z, int i, double F[3], double *sum)
{
    F[0] = F[1] = F[2] = 0.0;
    *sum = 0.0;
    for (int j = 0; j < BOX_DIRECTIONS; j++) {
        double d[3], pf = z[BOX_CONTACTS + i * BOX_DIRECTIONS + j];
        box_direction(j, d);
        for (int e = 0; e < 3; e++)
            F[e] += pf * d[e];
        *sum += pf;
    }
}

/* v+ = b + M^-1 (G_n p_n + G_f p_f). */
static void box_velocity_after(const box_scene *s, const double *z, double v[6])
{
    double minv[6], g[6];
    box_inverse_mass(s, minv);
    box_free_velocity(s, v);
    for (int k = 0; k < BOX_CONTACTS + BOX_FRICTION; k++) {
        box_column(s, k, g);
        for (int r = 0; r < 6; r++)
            v[r] += minv[r] * g[r] * z[k];
    }
}

/* v+, the impulses' sums and, per corner, friction and slip after the step. */
void box_outcome_of(const box_scene *s, const double *z, box_outcome *out)
{
    *out = (box_outcome){0};
    box_velocity_after(s, z, out->v);
    for (int i = 0; i < BOX_CONTACTS; i++) {
        double r[3], *F = out->contact_friction[i], *u = out->contact_slip[i];
        box_corner(s, i, r);
        out->normal_sum += z[i];
        box_contact_friction(z, i, F, &out->cone_sum[i]);
        for (int e = 0; e < 3; e++)
            out->friction[e] += F[e];
        out->torque_z += r[0] * F[1] - r[1] * F[0];
        /* u = v + omega x r */
        u[0] = out->v[0] + out->v[4] * r[2] - out->v[5] * r[1];
        u[1] = out->v[1] + out->v[5] * r[0] - out->v[3] * r[2];
        u[2] = out->v[2] + out->v[3] * r[1] - out->v[4] * r[0];
    }
}
