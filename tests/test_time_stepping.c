/* test_time_stepping: chapter 1's worked examples W1, W2, W14, W15 and
 * variants with other data checked against independent calculations. */
#include "bilateral.h"
#include "particle.h"
#include "pendulum.h"
#include "test.h"

#include <math.h>
#include <stdlib.h>

/* W1 and W2 (notes 002 p. 3): F = m = h = 1, q0 = v0 = 0. */
static void test_w1_w2(void)
{
    particle_params p = {.m = 1, .F = 1, .h = 1};
    const double w1[3][2] = {{0, 0}, {0, 1}, {1, 2}}; /* (q, v), explicit */
    const double w2[3][2] = {{0, 0}, {1, 1}, {3, 2}}; /* (q, v), semi-implicit */
    particle_state e = {0, 0}, s = {0, 0};
    for (int l = 0; l < 3; l++) {
        CHECK(e.q == w1[l][0] && e.v == w1[l][1], "W1 explicit l = %d: q = %g, v = %g", l,
              w1[l][0], w1[l][1]);
        CHECK(s.q == w2[l][0] && s.v == w2[l][1], "W2 semi-implicit l = %d: q = %g, v = %g", l,
              w2[l][0], w2[l][1]);
        e = particle_step_explicit(&p, e);
        s = particle_step_semi_implicit(&p, s);
    }
    particle_state x = particle_exact(&p, (particle_state){0, 0}, 1.0);
    CHECK(x.q == 0.5 && x.v == 1.0, "exact q(1) = 1/2 lies between W1's 0 and W2's 1");
}

/* Other data: closed forms of both schemes for constant acceleration a:
 * explicit q_l = q0 + l h v0 + a h^2 l (l - 1) / 2,
 * semi     q_l = q0 + l h v0 + a h^2 l (l + 1) / 2, v_l = v0 + a h l;
 * their average is the exact q(l h) (exercise 1.1). */
static void test_variant_closed_form(void)
{
    particle_params p = {.m = 0.5, .F = 2, .h = 0.1};
    particle_state q0v0 = {.q = 1.0, .v = -1.0}, e = q0v0, s = q0v0;
    double a = p.F / p.m, h = p.h, worst_e = 0, worst_s = 0, worst_avg = 0;
    for (int l = 0; l <= 50; l++) {
        double base = q0v0.q + l * h * q0v0.v;
        double qe = base + a * h * h * l * (l - 1) / 2.0;
        double qs = base + a * h * h * l * (l + 1) / 2.0;
        double exact = q0v0.q + q0v0.v * l * h + 0.5 * a * (l * h) * (l * h);
        worst_e = fmax(worst_e, fabs(e.q - qe) + fabs(e.v - (q0v0.v + a * h * l)));
        worst_s = fmax(worst_s, fabs(s.q - qs) + fabs(s.v - (q0v0.v + a * h * l)));
        worst_avg = fmax(worst_avg, fabs(0.5 * (e.q + s.q) - exact));
        e = particle_step_explicit(&p, e);
        s = particle_step_semi_implicit(&p, s);
    }
    CHECK_NEAR(worst_e, 0, 1e-12, "explicit Euler matches its closed form for 50 steps");
    CHECK_NEAR(worst_s, 0, 1e-12, "semi-implicit Euler matches its closed form for 50 steps");
    CHECK_NEAR(worst_avg, 0, 1e-12, "the average of the two schemes is the exact solution");
}

/* A deterministic pseudo-random number in [-1, 1]. */
static double noise(unsigned *state)
{
    *state = *state * 1103515245u + 12345u;
    return ((*state >> 8) % 20001) / 10000.0 - 1.0;
}

/* W15 on a random system: n = 5 velocities, m = 2 constraints. */
static void test_w15_saddle_equals_schur(void)
{
    enum { N = 5, C = 2 };
    unsigned seed = 7;
    double B[N * N], M[N * N], J[C * N], rhs[N], c[C];
    for (int i = 0; i < N * N; i++)
        B[i] = noise(&seed);
    for (int i = 0; i < N; i++) /* M = B B^T + I is symmetric positive definite */
        for (int j = 0; j < N; j++) {
            double sum = i == j ? 1.0 : 0.0;
            for (int k = 0; k < N; k++)
                sum += B[i * N + k] * B[j * N + k];
            M[i * N + j] = sum;
        }
    for (int i = 0; i < C * N; i++)
        J[i] = noise(&seed);
    for (int i = 0; i < N; i++)
        rhs[i] = noise(&seed);
    c[0] = 0.3;
    c[1] = -0.2;
    bilateral_system sys = {.n = N, .m = C, .M = M, .J = J, .rhs = rhs, .c = c};
    double u1[N], l1[C], u2[N], l2[C];
    CHECK_INT(bilateral_solve_saddle(&sys, u1, l1), BILATERAL_SOLVED, "saddle-point solve");
    CHECK_INT(bilateral_solve_schur(&sys, u2, l2), BILATERAL_SOLVED, "Schur complement solve");
    double du = 0, dl = 0, r1 = 0, r2 = 0;
    for (int i = 0; i < N; i++) {
        du = fmax(du, fabs(u1[i] - u2[i]));
        double row = -rhs[i]; /* residual of M u+ - J^T p = rhs */
        for (int j = 0; j < N; j++)
            row += M[i * N + j] * u2[j];
        for (int r = 0; r < C; r++)
            row -= J[r * N + i] * l2[r];
        r1 = fmax(r1, fabs(row));
    }
    for (int r = 0; r < C; r++) {
        dl = fmax(dl, fabs(l1[r] - l2[r]));
        double row = -c[r];
        for (int j = 0; j < N; j++)
            row += J[r * N + j] * u2[j];
        r2 = fmax(r2, fabs(row));
    }
    CHECK_NEAR(du, 0, 1e-12, "W15: the same u+ both ways");
    CHECK_NEAR(dl, 0, 1e-12, "W15: the same impulse p both ways");
    CHECK_NEAR(r1, 0, 1e-12, "the Schur solution satisfies M u+ - J^T p = M u + h f");
    CHECK_NEAR(r2, 0, 1e-12, "the Schur solution satisfies J u+ = c");
}

/* Rank-deficient J (two equal rows) is reported by both methods. */
static void test_rank_deficient(void)
{
    double M[4] = {1, 0, 0, 1}, J[4] = {1, 1, 1, 1}, rhs[2] = {1, 0}, c[2] = {0, 0};
    bilateral_system sys = {.n = 2, .m = 2, .M = M, .J = J, .rhs = rhs, .c = c};
    double u[2], l[2];
    CHECK_INT(bilateral_solve_saddle(&sys, u, l), BILATERAL_RANK_DEFICIENT,
              "saddle-point solve reports a rank-deficient J");
    CHECK_INT(bilateral_solve_schur(&sys, u, l), BILATERAL_RANK_DEFICIENT,
              "Schur solve reports a rank-deficient J");
    double Mbad[4] = {1, 0, 0, -1};
    sys.M = Mbad;
    sys.m = 1;
    CHECK_INT(bilateral_solve_schur(&sys, u, l), BILATERAL_MASS_NOT_SPD,
              "Schur solve reports an indefinite M");
}

/* The pendulum hanging at rest: J = (0, -1); the rod's impulse cancels
 * gravity's, p = -m g h, and u+ = 0. */
static void test_pendulum_hanging(void)
{
    for (int schur = 0; schur <= 1; schur++) {
        pendulum_params p = {.m = 2, .L = 1.5, .g = 9.81, .h = 0.01, .schur = schur};
        pendulum_state s = pendulum_start(&p, 0.0, 0.0);
        double impulse;
        pendulum_step(&p, &s, &impulse);
        CHECK_NEAR(impulse, -p.m * p.g * p.h, 1e-14, "hanging pendulum (%s): p = -m g h",
                   schur ? "Schur" : "saddle");
        CHECK_NEAR(fabs(s.ux) + fabs(s.uy), 0, 1e-14, "hanging pendulum (%s): u+ = 0",
                   schur ? "Schur" : "saddle");
    }
}

/* W14: with J u+ = 0 the step moves q along the tangent, so
 * |q+|^2 = |q|^2 + h^2 |u+|^2 and the rod lengthens every step; with
 * J u+ = -Theta/h, q.u+ = -|q| Theta / h gives |q+|^2 = L^2 - Theta^2 + h^2 |u+|^2,
 * so the error stays of order h^2 |u|^2 / (2 L).  Both identities are checked
 * step by step, independently of how the program computes the drift. */
static void test_w14_drift(void)
{
    for (int stabilise = 0; stabilise <= 1; stabilise++) {
        pendulum_params p = {.m = 1, .L = 1, .g = 9.81, .h = 0.01, .stabilise = stabilise,
                             .schur = 1};
        pendulum_state s = pendulum_start(&p, 90.0, 0.0);
        double worst_identity = 0, impulse, max_u2 = 0;
        for (int l = 0; l < 300; l++) {
            double r2 = s.x * s.x + s.y * s.y, theta = sqrt(r2) - p.L;
            pendulum_step(&p, &s, &impulse);
            double u2 = s.ux * s.ux + s.uy * s.uy;
            double predicted = stabilise ? p.L * p.L - theta * theta + p.h * p.h * u2
                                         : r2 + p.h * p.h * u2;
            worst_identity = fmax(worst_identity, fabs(s.x * s.x + s.y * s.y - predicted));
            max_u2 = fmax(max_u2, u2);
        }
        double drift = pendulum_drift(&p, s);
        CHECK_NEAR(worst_identity, 0, 1e-12, "W14 (%s): |q+|^2 follows the identity each step",
                   stabilise ? "stabilised" : "not stabilised");
        /* A bound the run cannot inflate: released at rest from 90 degrees,
         * energy allows |u|^2 <= 2 g L (the full drop L); allow 10% for the
         * scheme's energy error, so |u|^2 <= 2.2 g L and the drift is below
         * h^2 2.2 g L / (2 L) = 1.1 g h^2 = 1.08e-3.  A run that blows up
         * breaks both checks. */
        double u2_bound = 2.2 * p.g * p.L;
        CHECK(max_u2 <= u2_bound, "W14 (%s): max |u|^2 = %g within the energy bound 2.2 g L = %g",
              stabilise ? "stabilised" : "not stabilised", max_u2, u2_bound);
        if (stabilise)
            CHECK(fabs(drift) <= p.h * p.h * u2_bound / (2 * p.L),
                  "W14 stabilised: drift %g stays below h^2 2.2 g L / (2L) = %g", drift,
                  p.h * p.h * u2_bound / (2 * p.L));
        else
            CHECK(drift > 0.1, "W14 not stabilised: the rod has grown by %g > 0.1 after 3 s",
                  drift);
    }
}

int main(void)
{
    test_w1_w2();
    test_variant_closed_form();
    test_w15_saddle_equals_schur();
    test_rank_deficient();
    test_pendulum_hanging();
    test_w14_drift();
    return test_done();
}
