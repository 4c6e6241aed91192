/* test_phantom.c: the phantom-inertia model (paper 003, eqs. (1)-(8), W17).
 *
 * The rank and singular values of the lead matrix (8) are checked against
 * computations written here, not against src/dense.c's: the exact rank by
 * Gaussian elimination over GMP rationals (the doubles of (8) taken
 * exactly), and the singular values as square roots of the eigenvalues of
 * L^T L by a cyclic Jacobi iteration.  The Schur complement is checked
 * against its closed form (chapter 8's derivation: P, G, Q below), the
 * model's behaviour against the exact answers of a block under a
 * tangential force.
 */
#include "dmath.h"
#include "friction.h"
#include "linalg.h"
#include "phantom.h"
#include "test.h"

#include <gmp.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static double L[PHANTOM_MAX_LEAD * PHANTOM_MAX_LEAD];

/* Exact rank of the N x N matrix A (doubles taken exactly) by Gaussian
 * elimination over the rationals. */
static int exact_rank(int N, const double *A)
{
    mpq_t *a = malloc(sizeof *a * (size_t)N * (size_t)N), f, t;
    mpq_inits(f, t, NULL);
    for (int i = 0; i < N * N; i++) {
        mpq_init(a[i]);
        mpq_set_d(a[i], A[i]);
    }
    int rank = 0;
    for (int col = 0; col < N && rank < N; col++) {
        int p = rank;
        while (p < N && mpq_sgn(a[p * N + col]) == 0)
            p++;
        if (p == N)
            continue;
        for (int j = 0; j < N; j++)
            mpq_swap(a[p * N + j], a[rank * N + j]);
        for (int i = rank + 1; i < N; i++) {
            if (mpq_sgn(a[i * N + col]) == 0)
                continue;
            mpq_div(f, a[i * N + col], a[rank * N + col]);
            for (int j = col; j < N; j++) {
                mpq_mul(t, f, a[rank * N + j]);
                mpq_sub(a[i * N + j], a[i * N + j], t);
            }
        }
        rank++;
    }
    for (int i = 0; i < N * N; i++)
        mpq_clear(a[i]);
    mpq_clears(f, t, NULL);
    free(a);
    return rank;
}

/* Eigenvalues of the symmetric N x N matrix S (destroyed) by cyclic Jacobi
 * rotations, into ev (unsorted). */
static void jacobi_eigenvalues(int N, double *S, double *ev)
{
    for (int sweep = 0; sweep < 100; sweep++) {
        double off = 0.0;
        for (int p = 0; p < N; p++)
            for (int q = p + 1; q < N; q++)
                off += S[p * N + q] * S[p * N + q];
        if (off < 1e-300)
            break;
        for (int p = 0; p < N; p++)
            for (int q = p + 1; q < N; q++) {
                double apq = S[p * N + q];
                if (apq == 0.0)
                    continue;
                double theta = (S[q * N + q] - S[p * N + p]) / (2.0 * apq);
                double t = (theta >= 0 ? 1.0 : -1.0) / (fabs(theta) + sqrt(theta * theta + 1));
                double c = 1.0 / sqrt(t * t + 1), s = t * c;
                for (int k = 0; k < N; k++) { /* columns p, q */
                    double kp = S[k * N + p], kq = S[k * N + q];
                    S[k * N + p] = c * kp - s * kq;
                    S[k * N + q] = s * kp + c * kq;
                }
                for (int k = 0; k < N; k++) { /* rows p, q */
                    double pk = S[p * N + k], qk = S[q * N + k];
                    S[p * N + k] = c * pk - s * qk;
                    S[q * N + k] = s * pk + c * qk;
                }
            }
    }
    for (int i = 0; i < N; i++)
        ev[i] = S[i * N + i];
}

/* Smallest and largest singular value of the N x N matrix A by Jacobi on A^T A. */
static void jacobi_extreme_sv(int N, const double *A, double *smin, double *smax)
{
    static double S[PHANTOM_MAX_LEAD * PHANTOM_MAX_LEAD];
    double ev[PHANTOM_MAX_LEAD] = {0};
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double sum = 0.0;
            for (int k = 0; k < N; k++)
                sum += A[k * N + i] * A[k * N + j];
            S[i * N + j] = sum;
        }
    jacobi_eigenvalues(N, S, ev);
    double lo = ev[0], hi = ev[0];
    for (int i = 1; i < N; i++) {
        lo = fmin(lo, ev[i]);
        hi = fmax(hi, ev[i]);
    }
    *smin = sqrt(fmax(lo, 0.0));
    *smax = sqrt(hi);
}

/* The rank of (8) by dense_svd_singular_values (phantom_rank) for a scene;
 * smin, smax too. */
static int svd_rank(const phantom_scene *s, double *smin, double *smax)
{
    double c[PHANTOM_MAX_LEAD], sv[PHANTOM_MAX_LEAD];
    int N = phantom_lead_size(s);
    phantom_lead(s, L, c);
    CHECK(phantom_singular_values(N, N, L, sv) == 0, "singular values found (size %d)", N);
    *smin = sv[N - 1];
    *smax = sv[0];
    return phantom_rank(N, N, sv);
}

/* W17 and the particle: rank n + 3r + 2 at rho = 0 for every k (kappa+ and
 * kappa- columns are opposite, and E has two rows), full for rho > 0 except
 * rho = m k, where 2Q - rho I is singular (Q = m E^T E has the eigenvalue
 * m k / 2 twice): rank N - 2. */
static void test_rank(void)
{
    const double m = 2.0;
    const int ks[] = {2, 3, 4, 8};
    for (size_t a = 0; a < sizeof ks / sizeof ks[0]; a++) {
        int k = ks[a];
        const double rhos[] = {0.0, 0.5, m * k, 3.0 * m * k};
        for (int b = 0; b < 4; b++) {
            phantom_scene s;
            phantom_particle(&s, m, 9.81, 1.0, 0.0, 0.5, rhos[b], k);
            int N = phantom_lead_size(&s), want = b == 0 ? 8 : b == 2 ? N - 2 : N;
            double smin, smax, jmin, jmax, c[PHANTOM_MAX_LEAD];
            int rank = svd_rank(&s, &smin, &smax);
            phantom_lead(&s, L, c);
            /* at rho = m k the deficiency needs E^T E exact; the rounded
             * cos(pi j / k) make that matrix exactly regular, so the exact
             * rank is checked at the other rho only */
            int exact = b == 2 ? want : exact_rank(N, L);
            CHECK_INT(N, 6 + 2 * k, "k = %d: size n + 3r + 2rk", k);
            CHECK_INT(rank, want, "k = %d, rho = %g: SVD rank", k, rhos[b]);
            CHECK_INT(exact, want, "k = %d, rho = %g: exact rank (GMP)", k, rhos[b]);
            jacobi_extreme_sv(N, L, &jmin, &jmax);
            CHECK_NEAR(smax, jmax, 1e-10 * jmax, "k = %d, rho = %g: largest singular value",
                       k, rhos[b]);
            if (want == N)
                CHECK_NEAR(smin, jmin, 1e-9 * jmax, "k = %d, rho = %g: smallest singular value",
                           k, rhos[b]);
            else
                CHECK(smin < 1e-14 * smax && jmin < 1e-7 * jmax,
                      "k = %d, rho = %g: smallest singular value zero to rounding", k, rhos[b]);
        }
    }
}

/* The box on its four corners: J_t (8 x 6) cannot have full row rank, so
 * (8) is singular whatever rho, and there is no Schur complement. */
static void test_box(void)
{
    for (int b = 0; b < 3; b++) {
        double rho = b * 0.7, smin, smax;
        phantom_scene s;
        phantom_box(&s, 1.0, 1.0, 0.8, 0.6, 9.81, 0.5, rho, 2);
        int N = phantom_lead_size(&s), rank = svd_rank(&s, &smin, &smax);
        double c[PHANTOM_MAX_LEAD], A[PHANTOM_MAX_LCP * PHANTOM_MAX_LCP], q[PHANTOM_MAX_LCP];
        phantom_lead(&s, L, c);
        int exact = exact_rank(N, L);
        CHECK(rank < N && exact < N, "box, rho = %g: rank %d (exact %d) < %d", rho, rank, exact,
              N);
        CHECK_INT(rank, exact, "box, rho = %g: SVD rank = exact rank", rho);
        CHECK_INT(phantom_lcp(&s, A, q), -1, "box, rho = %g: no Schur complement", rho);
    }
}

/* 3 x 3 inverse by cofactors. */
static void inverse3(const double *a, double *inv)
{
    double det = a[0] * (a[4] * a[8] - a[5] * a[7]) - a[1] * (a[3] * a[8] - a[5] * a[6]) +
                 a[2] * (a[3] * a[7] - a[4] * a[6]);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            int r0 = (j + 1) % 3, r1 = (j + 2) % 3, c0 = (i + 1) % 3, c1 = (i + 2) % 3;
            inv[i * 3 + j] = (a[r0 * 3 + c0] * a[r1 * 3 + c1] - a[r0 * 3 + c1] * a[r1 * 3 + c0]) / det;
        }
}

/* The Schur complement against its closed form, for a full (coupled) mass
 * matrix so that the normal and friction blocks interact: with W = M^-1,
 * S_t = J_t W J_t^T, P = W - W J_t^T S_t^-1 J_t W, G = J_n W J_t^T S_t^-1,
 * Q = E^T S_t^-1 E,
 *   A = [ J_n P J_n^T   G E          -G E     ]
 *       [ U - (G E)^T   Q            rho - Q  ]   (rows sigma-)
 *       [ U + (G E)^T   rho - Q      Q        ]   (rows sigma+)
 *   b = [ J_n P f;  -E^T S_t^-1 J_t W f;  E^T S_t^-1 J_t W f ]  (J' v = 0). */
static void test_schur(void)
{
    const int k = 3;
    const double Mfull[9] = {2.0, 0.3, -0.4, 0.3, 1.5, 0.2, -0.4, 0.2, 1.2};
    phantom_scene s;
    phantom_particle(&s, 1.0, 9.81, 1.3, -0.7, 0.4, 0.8, k);
    memcpy(s.M, Mfull, sizeof Mfull);
    double W[9], E[2 * PHANTOM_MAX_K];
    inverse3(Mfull, W);
    phantom_directions(k, E);
    /* J_t = first two rows of I, J_n = third: S_t = W[0:2,0:2] */
    double St[4] = {W[0], W[1], W[3], W[4]}, det = St[0] * St[3] - St[1] * St[2];
    double Si[4] = {St[3] / det, -St[1] / det, -St[2] / det, St[0] / det};
    double G[2] = {W[6] * Si[0] + W[7] * Si[2], W[6] * Si[1] + W[7] * Si[3]};
    double Pnn = W[8] - (W[6] * G[0] + W[7] * G[1]);
    double Wf[3];
    linalg_matvec(3, 3, W, s.f, Wf);
    double lt[2] = {Si[0] * Wf[0] + Si[1] * Wf[1], Si[2] * Wf[0] + Si[3] * Wf[1]};
    double A[PHANTOM_MAX_LCP * PHANTOM_MAX_LCP], b[PHANTOM_MAX_LCP];
    CHECK(phantom_lcp(&s, A, b) == 0, "coupled particle: Schur complement exists");
    int p = 1 + 2 * k;
    double err = 0.0;
    err = fmax(err, fabs(A[0] - Pnn));
    err = fmax(err, fabs(b[0] - (Wf[2] - (G[0] * Wf[0] + G[1] * Wf[1]))));
    for (int i = 0; i < k; i++) {
        double GE = G[0] * E[i] + G[1] * E[k + i];
        double Etl = E[i] * lt[0] + E[k + i] * lt[1];
        err = fmax(err, fabs(A[1 + i] - GE) + fabs(A[1 + k + i] + GE));
        err = fmax(err, fabs(A[(1 + i) * p] - (s.mu - GE)) + fabs(A[(1 + k + i) * p] - (s.mu + GE)));
        err = fmax(err, fabs(b[1 + i] + Etl) + fabs(b[1 + k + i] - Etl));
        for (int j = 0; j < k; j++) {
            double Q = E[i] * (Si[0] * E[j] + Si[1] * E[k + j]) +
                       E[k + i] * (Si[2] * E[j] + Si[3] * E[k + j]);
            double R = (i == j ? s.rho : 0.0) - Q;
            err = fmax(err, fabs(A[(1 + i) * p + 1 + j] - Q));
            err = fmax(err, fabs(A[(1 + i) * p + 1 + k + j] - R));
            err = fmax(err, fabs(A[(1 + k + i) * p + 1 + j] - R));
            err = fmax(err, fabs(A[(1 + k + i) * p + 1 + k + j] - Q));
        }
    }
    CHECK(err < 1e-12, "coupled particle: A and b match the closed form (largest error %g)", err);
}

/* The particle under a tangential force F along e_0 = x: stuck (v' = 0,
 * lambda_t = -F) while F < mu m g, sliding with v'_x = (F - mu m g)/m
 * above, the same for every rho; kappa+ and kappa- never both positive. */
static void test_ramp(void)
{
    const double m = 2.0, g = 9.81, mu = 0.4, limit = mu * m * g;
    const double rhos[] = {0.0, 0.5, 5.0};
    for (int b = 0; b < 3; b++)
        for (int step = 0; step <= 20; step++) {
            double F = limit * step / 10.0;
            phantom_scene s;
            phantom_result r;
            phantom_particle(&s, m, g, F, 0.0, mu, rhos[b], 4);
            lcp_status status = phantom_solve(&s, NULL, &r);
            double a = F > limit ? (F - limit) / m : 0.0, ft = F > limit ? -limit : -F;
            CHECK(status == LCP_SOLVED && fabs(r.vdot[0] - a) <= 1e-12 * limit &&
                      fabs(r.lambda_t[0] - ft) <= 1e-12 * limit &&
                      fabs(r.z[0] - m * g) <= 1e-12 * limit &&
                      phantom_kappa_both(&s, r.z, 1e-12 * limit) < 0,
                  "rho = %g, F = %g: v'_x = %g, f_t = %g, lambda_n = m g, kappa+ kappa- = 0",
                  rhos[b], F, a, ft);
        }
}

/* W17 and the paper's claim: kappa_j+ and kappa_j- are never both
 * positive, whatever rho, for forces in any direction and of any size. */
static void test_never_both(void)
{
    int both = 0, solved = 0, cases = 0;
    for (int b = 0; b < 4; b++)
        for (int a = 0; a < 24; a++)
            for (int size = 1; size <= 4; size++) {
                double th = a * DMATH_PI / 12.0 + 0.1, F = size * 2.0;
                phantom_scene s;
                phantom_result r;
                phantom_particle(&s, 1.0, 9.81, F * dmath_cos(th), F * dmath_sin(th), 0.5, b * 3.0, 4);
                cases++;
                solved += phantom_solve(&s, NULL, &r) == LCP_SOLVED;
                both += phantom_kappa_both(&s, r.z, 1e-9) >= 0;
            }
    CHECK_INT(solved, cases, "every case solved");
    CHECK_INT(both, 0, "kappa_j+ kappa_j- = 0 in every case");
}

/* k directions over a half-turn with kappa+- are the 2k directions of
 * chapter 5's pyramid over the full turn: d_j = e_j, d_(j+k) = -e_j; the
 * sticking set {|e_j^T lambda_t| <= mu lambda_n} is the 2k-gon with those
 * face normals, so a force along theta breaks away at
 * mu m g / cos(delta), delta the angle from theta to the nearest d_j. */
static void test_half_turn(void)
{
    for (int k = 2; k <= 8; k += 3) {
        double E[2 * PHANTOM_MAX_K], err = 0.0;
        friction_directions D;
        const double t[3] = {1, 0, 0}, o[3] = {0, 1, 0};
        phantom_directions(k, E);
        friction_directions_pyramid(&D, 2 * k, t, o);
        for (int j = 0; j < k; j++)
            for (int d = 0; d < 2; d++) {
                err = fmax(err, fabs(D.d[j][d] - E[d * k + j]));
                err = fmax(err, fabs(D.d[j + k][d] + E[d * k + j]));
            }
        CHECK(err < 1e-15, "k = %d: [E -E] = chapter 5's D for n_d = 2k (error %g)", k, err);
        for (int a = 0; a < 7; a++) {
            double th = a * 0.37, delta = DMATH_PI;
            for (int j = 0; j < 2 * k; j++)
                delta = fmin(delta, fabs(remainder(th - DMATH_PI * j / k, 2 * DMATH_PI)));
            double limit = 0.5 * 9.81 / dmath_cos(delta);
            int ok = 1;
            for (int side = -1; side <= 1; side += 2) {
                double F = limit * (1.0 + side * 1e-6);
                phantom_scene s;
                phantom_result r;
                phantom_particle(&s, 1.0, 9.81, F * dmath_cos(th), F * dmath_sin(th), 0.5, 1.0, k);
                ok &= phantom_solve(&s, NULL, &r) == LCP_SOLVED;
                double acc = dmath_hypot(r.vdot[0], r.vdot[1]);
                ok &= side < 0 ? acc <= 1e-12 : acc > 1e-9;
            }
            CHECK(ok, "k = %d, theta = %g: sticks below and slides above mu m g / cos(delta)",
                  k, th);
        }
    }
}

int main(void)
{
    test_rank();
    test_box();
    test_schur();
    test_ramp();
    test_never_both();
    test_half_turn();
    return test_done();
}
