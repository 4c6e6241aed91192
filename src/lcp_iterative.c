/* lcp_iterative.c: projected Gauss-Seidel and SOR (plain and boxed) and a
 * semismooth Newton method for the LCP (see lcp_iterative.h).
 *
 * The three methods share one driver, iterate(): it measures the natural
 * residual after every iteration, records it in o->history, and stops when
 *     residual <= o->tol * max(1, |q|_inf).
 * The scale is that of q because the residual is made of entries of z and of
 * w = M z + q, and w = q at z = 0; the 1 keeps tol absolute when q is tiny.
 * Meeting that test is convergence, not a verified solution: LCP_SOLVED here
 * only means "converged", and lcp_solve checks the answer with lcp_check.
 */
#include "lcp_iterative.h"

#include "dmath.h"
#include "linalg.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* The problem with its box lo <= z <= hi; lo = hi = NULL is the LCP's
 * [0, +inf) in every row. */
typedef struct {
    const lcp_problem *p;
    const double *lo, *hi;
} box_problem;

/* One iteration of a method on z; returns NULL, or why it could not move. */
typedef const char *(*step_fn)(void *context, double *z);

/* ---------------------------------------------------------------- results */

/* Report bad input with a message; returns 0 ("not valid") for the checks. */
static int bad(lcp_result *r, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    lcp_vfinish(r, LCP_BAD_INPUT, format, args);
    va_end(args);
    return 0;
}

/* A fresh result for method m: nothing done yet. */
static void begin(lcp_result *r, lcp_method m)
{
    *r = (lcp_result){.status = LCP_BAD_INPUT, .method = m};
    snprintf(r->message, sizeof r->message, "not started");
}

/* Store the residual of iteration r->iterations if history has room. */
static void record(const lcp_options *o, lcp_result *r, double residual)
{
    if (o->history && r->history_length < o->history_capacity)
        o->history[r->history_length++] = residual;
}

/* "" for one, "s" for any other count. */
static const char *plural(int count)
{
    return count == 1 ? "" : "s";
}

/* ---------------------------------------------------------------- input */

/* What every method needs: n >= 1, finite M, q and z, tol >= 0 and a
 * non-negative iteration limit.  Returns 1 if usable, else 0 with r set. */
static int valid_common(const lcp_problem *p, const lcp_options *o, const double *z,
                        lcp_result *r)
{
    if (p->n < 1)
        return bad(r, "bad input: the LCP has no unknowns (n < 1)");
    if (!linalg_all_finite(p->n * p->n, p->M) || !linalg_all_finite(p->n, p->q))
        return bad(r, "bad input: M or q holds NaN or Inf");
    if (!linalg_all_finite(p->n, z))
        return bad(r, "bad input: the starting point z holds NaN or Inf");
    if (!(o->tol >= 0.0))
        return bad(r, "bad input: tol = %g, it must be >= 0", o->tol);
    if (o->max_iterations < 0)
        return bad(r, "bad input: max_iterations = %d < 0", o->max_iterations);
    return 1;
}

/* Gauss-Seidel and SOR divide row i by M_ii, so every M_ii must be > 0. */
static int valid_diagonal(const lcp_problem *p, lcp_result *r)
{
    for (int i = 0; i < p->n; i++) {
        double mii = p->M[i * p->n + i];
        if (!(mii > 0.0))
            /* i counted from 1, as people number rows */
            return bad(r, "bad input: M_ii = %g <= 0 at i = %d; projected Gauss-Seidel "
                          "divides by M_ii", mii, i + 1);
    }
    return 1;
}

/* Projected SOR converges for symmetric positive definite M when
 * 0 < omega < 2 (Cottle, Pang and Stone 1992, ch. 5); outside, even the
 * unprojected iteration diverges (Kahan: its spectral radius is at least
 * |omega - 1|). */
static int valid_omega(double omega, lcp_result *r)
{
    if (!(omega > 0.0 && omega < 2.0))
        return bad(r, "bad input: omega = %g is outside (0, 2)", omega);
    return 1;
}

/* Every [lo_i, hi_i] must hold a finite number: no NaN, lo_i <= hi_i,
 * lo_i < +inf and hi_i > -inf. */
static int valid_box(int n, const double *lo, const double *hi, lcp_result *r)
{
    for (int i = 0; i < n; i++) {
        if (isnan(lo[i]) || isnan(hi[i]))
            return bad(r, "bad input: lo_i or hi_i is NaN at i = %d", i + 1);
        if (lo[i] > hi[i])
            return bad(r, "bad input: lo_i = %g > hi_i = %g at i = %d", lo[i], hi[i], i + 1);
        if (lo[i] == INFINITY || hi[i] == -INFINITY)
            return bad(r, "bad input: [lo_i, hi_i] = [%g, %g] at i = %d holds no finite z_i",
                       lo[i], hi[i], i + 1);
    }
    return 1;
}

/* ---------------------------------------------------------------- residual */

/* w_i = (M z + q)_i, recomputed from the data. */
static double row_w(const lcp_problem *p, const double *z, int i)
{
    const double *Mi = p->M + i * p->n;
    double w = p->q[i];
    for (int j = 0; j < p->n; j++)
        w += Mi[j] * z[j];
    return w;
}

/* w = M z + q. */
static void compute_w(const lcp_problem *p, const double *z, double *w)
{
    for (int i = 0; i < p->n; i++)
        w[i] = row_w(p, z, i);
}

/* mid(lo, x, hi): x clipped to [lo, hi].  Comparisons, not fmax/fmin, so a
 * NaN x stays NaN and the divergence is seen instead of hidden. */
static double mid(double lo, double x, double hi)
{
    if (x < lo)
        return lo;
    if (x > hi)
        return hi;
    return x;
}

/* Lower end of the box in row i: lo_i, or 0 for the LCP. */
static double lower(const box_problem *b, int i)
{
    return b->lo ? b->lo[i] : 0.0;
}

/* Upper end of the box in row i: hi_i, or +inf for the LCP. */
static double upper(const box_problem *b, int i)
{
    return b->hi ? b->hi[i] : INFINITY;
}

/* The natural residual of row i, |z_i - mid(lo_i, z_i - w_i, hi_i)|, zero
 * exactly when row i holds (a projection step of length 1 does not move
 * z_i).  For the LCP, lo = 0 and hi = +inf give z - max(0, z - w) =
 * min(z, w), computed in that form to avoid the rounding of z - (z - w). */
static double row_residual(const box_problem *b, int i, double zi, double wi)
{
    if (!b->lo)
        return fabs(fmin(zi, wi));
    return fabs(zi - mid(b->lo[i], zi - wi, b->hi[i]));
}

/* max_i of the row residuals, or INFINITY once z or w is not finite. */
static double box_residual(const box_problem *b, const double *z)
{
    double residual = 0.0;
    for (int i = 0; i < b->p->n; i++) {
        double wi = row_w(b->p, z, i);
        if (!isfinite(z[i]) || !isfinite(wi))
            return INFINITY;
        residual = fmax(residual, row_residual(b, i, z[i], wi));
    }
    return residual;
}

/* |min(z, M z + q)|_inf: the box residual with the LCP's box [0, +inf). */
double lcp_natural_residual(const lcp_problem *p, const double *z)
{
    box_problem b = {.p = p};
    return box_residual(&b, z);
}

/* ---------------------------------------------------------------- driver */

/* Step until residual <= tol max(1, |q|_inf) (the stopping rule of every
 * method here) or o->max_iterations steps have run; the residual after each
 * step goes to the history.  unit names one step in messages. */
static lcp_status iterate(const box_problem *b, const lcp_options *o, double *z, lcp_result *r,
                          step_fn step, void *context, const char *unit)
{
    double goal = o->tol * fmax(1.0, linalg_norm_inf(b->p->n, b->p->q));
    double residual = box_residual(b, z);
    while (!(residual <= goal)) {
        int k = r->iterations;
        if (!isfinite(residual))
            return lcp_finish(r, LCP_NUMERICAL_FAILURE, "numerical failure: z or w = M z + q is "
                          "not finite after %d %s%s (the iteration diverged)", k, unit,
                          plural(k));
        if (k >= o->max_iterations)
            return lcp_finish(r, LCP_ITERATION_LIMIT, "iteration limit: residual %.3g > %.3g "
                          "after %d %s%s", residual, goal, k, unit, plural(k));
        const char *why = step(context, z);
        if (why)
            return lcp_finish(r, LCP_NUMERICAL_FAILURE, "numerical failure: %s (residual %.3g "
                          "after %d %s%s)", why, residual, k, unit, plural(k));
        r->iterations = k + 1;
        residual = box_residual(b, z);
        record(o, r, residual);
    }
    return lcp_finish(r, LCP_SOLVED, "converged: residual %.3g <= %.3g after %d %s%s", residual,
                  goal, r->iterations, unit, plural(r->iterations));
}

/* ---------------------------------------------------------------- PGS, SOR */

/* What a sweep needs besides z. */
typedef struct {
    const box_problem *b;
    double omega;
} sor_context;

/* [sor-sweep] */
/* One projected SOR sweep (Cryer 1971, SIAM J. Control 9:385-392; Cottle,
 * Pang and Stone 1992, ch. 5):
 * for i = 1..n in order, with w_i = (M z + q)_i from the newest z,
 *     z_i <- mid(lo_i, z_i - omega w_i / M_ii, hi_i).
 * For omega = 1 the unclipped value solves row i, w_i = 0, for z_i:
 *     z_i - w_i / M_ii = -(q_i + sum_{j != i} M_ij z_j) / M_ii,
 * which is Gauss-Seidel; the clip keeps z_i in its box. */
static const char *sor_sweep(void *context, double *z)
{
    const sor_context *c = context;
    const lcp_problem *p = c->b->p;
    for (int i = 0; i < p->n; i++) {
        double step = c->omega * row_w(p, z, i) / p->M[i * p->n + i];
        z[i] = mid(lower(c->b, i), z[i] - step, upper(c->b, i));
    }
    return NULL;
}
/* [/sor-sweep] */

/* Validate, then sweep: the one implementation behind lcp_pgs, lcp_sor and
 * blcp_pgs.  Each sweep costs two passes over M, one for the updates and one
 * for the residual of the finished sweep. */
static lcp_status run_sor(const box_problem *b, const lcp_options *o, double omega,
                          lcp_method method, double *z, lcp_result *r)
{
    begin(r, method);
    if (!valid_common(b->p, o, z, r) || !valid_omega(omega, r) || !valid_diagonal(b->p, r))
        return r->status;
    if (b->lo && !valid_box(b->p->n, b->lo, b->hi, r))
        return r->status;
    sor_context c = {.b = b, .omega = omega};
    return iterate(b, o, z, r, sor_sweep, &c, "sweep");
}

/* Projected Gauss-Seidel: SOR with omega = 1. */
lcp_status lcp_pgs(const lcp_problem *p, const lcp_options *o, double *z, lcp_result *r)
{
    box_problem b = {.p = p};
    return run_sor(&b, o, 1.0, LCP_METHOD_PGS, z, r);
}

/* Projected SOR with omega = o->omega. */
lcp_status lcp_sor(const lcp_problem *p, const lcp_options *o, double *z, lcp_result *r)
{
    box_problem b = {.p = p};
    return run_sor(&b, o, o->omega, LCP_METHOD_SOR, z, r);
}

/* Projected Gauss-Seidel on the box [lo, hi] (both arrays required). */
lcp_status blcp_pgs(const lcp_problem *p, const double *lo, const double *hi,
                    const lcp_options *o, double *z, lcp_result *r)
{
    box_problem b = {.p = p, .lo = lo, .hi = hi};
    if (!lo || !hi) {
        begin(r, LCP_METHOD_PGS);
        return lcp_finish(r, LCP_BAD_INPUT, "bad input: the box needs both lo and hi");
    }
    return run_sor(&b, o, 1.0, LCP_METHOD_PGS, z, r);
}

/* ---------------------------------------------------------------- BLCP check */

/* How far row i is from the BLCP conditions, read off them one by one:
 * outside the box by lo_i - z_i or z_i - hi_i; w_i > 0 needs z_i = lo_i,
 * so it is off by min(w_i, z_i - lo_i) (either w_i or z_i - lo_i must
 * vanish); w_i < 0 likewise needs z_i = hi_i: min(-w_i, hi_i - z_i). */
static double blcp_row_violation(double zi, double wi, double lo, double hi)
{
    double v = fmax(0.0, fmax(lo - zi, zi - hi));
    if (wi > 0.0)
        v = fmax(v, fmin(wi, zi - lo));
    if (wi < 0.0)
        v = fmax(v, fmin(-wi, hi - zi));
    return v;
}

/* The largest row violation; INFINITY if z or w is not finite. */
double blcp_violation(const lcp_problem *p, const double *lo, const double *hi, const double *z)
{
    double worst = 0.0;
    for (int i = 0; i < p->n; i++) {
        double wi = row_w(p, z, i);
        if (!isfinite(z[i]) || !isfinite(wi))
            return INFINITY;
        worst = fmax(worst, blcp_row_violation(z[i], wi, lo[i], hi[i]));
    }
    return worst;
}

/* ---------------------------------------------------------------- Newton */

/* Storage of the Newton method, allocated once. */
typedef struct {
    const lcp_problem *p;
    double *w, *phi;     /* w = M z + q and Phi(z) at the current z */
    double *H, *g, *d;   /* Jacobian (then its LU factors), H^T Phi, direction */
    double *Md, *zt, *wt; /* M d, and z + t d, w + t M d on the line search */
    double *phit;        /* Phi at the trial point */
    int *perm;           /* row swaps of linalg_lu */
} newton_work;

/* [fischer-burmeister] */
/* Fischer-Burmeister phi(a, b) = sqrt(a^2 + b^2) - a - b (Fischer 1992,
 * Optimization 24:269-284),
 * zero exactly when a >= 0, b >= 0 and a b = 0.  For a, b > 0 the
 * difference cancels; there r^2 - (a + b)^2 = -2 a b with r = sqrt(a^2 +
 * b^2) gives phi = -2 a b / (r + a + b), written to not overflow.  hypot
 * keeps a^2 + b^2 from overflowing too. */
static double fb(double a, double b)
{
    double r = dmath_hypot(a, b);
    if (a > 0.0 && b > 0.0)
        return -2.0 * a * (b / (r + a + b));
    return r - a - b;
}
/* [/fischer-burmeister] */

/* Phi_i = phi(z_i, w_i) into phi; returns the merit Psi = |Phi|^2 / 2. */
static double fb_merit(int n, const double *z, const double *w, double *phi)
{
    double psi = 0.0;
    for (int i = 0; i < n; i++) {
        phi[i] = fb(z[i], w[i]);
        psi += 0.5 * phi[i] * phi[i];
    }
    return psi;
}

/* sum_j M_ij over the degenerate j (z_j = w_j = 0): (M e_beta)_i with
 * e_beta the indicator of the degenerate set beta. */
static double degenerate_row_sum(const lcp_problem *p, const double *z, const double *w, int i)
{
    double sum = 0.0;
    for (int j = 0; j < p->n; j++)
        if (z[j] == 0.0 && w[j] == 0.0)
            sum += p->M[i * p->n + j];
    return sum;
}

/* [newton-jacobian] */
/* H = D_a + D_b M, an element of the generalized Jacobian of Phi (De Luca,
 * Facchinei and Kanzow 1996, Math. Programming 75:407-439).  Where
 * r_i = |(z_i, w_i)| > 0, phi(z_i, w_i) is differentiable and, as
 * dw_i/dz = M_i (row i of M),
 *     d Phi_i / dz = (z_i / r_i - 1) e_i^T + (w_i / r_i - 1) M_i.
 * At r_i = 0 it is not; following DFK we take the limit along
 * z + t e_beta, t -> 0+, where (z_i, w_i) = t (1, (M e_beta)_i) for i in
 * beta: the same formula with (a, b) = (1, (M e_beta)_i), |(a, b)| >= 1. */
static void fb_jacobian(const lcp_problem *p, const double *z, const double *w, double *H)
{
    int n = p->n;
    for (int i = 0; i < n; i++) {
        double a = z[i], b = w[i];
        if (a == 0.0 && b == 0.0) {
            a = 1.0;
            b = degenerate_row_sum(p, z, w, i);
        }
        double r = dmath_hypot(a, b);
        double da = a / r - 1.0, db = b / r - 1.0;
        for (int j = 0; j < n; j++)
            H[i * n + j] = db * p->M[i * n + j];
        H[i * n + i] += da;
    }
}
/* [/newton-jacobian] */

/* Is d a direction of sufficient descent for Psi?  DFK 1996 ask
 *     g^T d <= -rho |d|^p,  rho = 1e-8, p = 2.1,
 * with g = H^T Phi the gradient of Psi; a NaN fails the test. */
static int descends(int n, const double *g, const double *d)
{
    return linalg_dot(n, g, d) <= -1e-8 * dmath_pow(linalg_norm2(n, d), 2.1);
}

/* d solves H d = -Phi by LU with partial pivoting (a pivot below 1e-12 of
 * the largest entry counts as zero); when H is singular or d fails the
 * descent test, d = -g = -H^T Phi, the steepest descent of Psi (DFK 1996).
 * H is overwritten by its factors, so g must be computed before. */
static void newton_direction(newton_work *s)
{
    int n = s->p->n;
    for (int i = 0; i < n; i++)
        s->d[i] = -s->phi[i];
    if (linalg_lu(n, s->H, s->perm, 1e-12) == n) {
        linalg_lu_solve(n, s->H, s->perm, s->d);
        if (descends(n, s->g, s->d))
            return;
    }
    for (int i = 0; i < n; i++)
        s->d[i] = -s->g[i];
}

/* Armijo backtracking on Psi: the first t = 1, 1/2, ..., 2^-40 with
 *     Psi(z + t d) <= Psi(z) + sigma t g^T d,  sigma = 1e-4,
 * where w(z + t d) = w + t M d because w is affine in z.  On success z
 * moves to z + t d and 1 is returned; 0 if no t decreased Psi enough. */
static int armijo(newton_work *s, double *z, double psi, double slope)
{
    int n = s->p->n;
    double t = 1.0;
    for (int halvings = 0; halvings <= 40; halvings++, t *= 0.5) {
        for (int i = 0; i < n; i++) {
            s->zt[i] = z[i] + t * s->d[i];
            s->wt[i] = s->w[i] + t * s->Md[i];
        }
        if (fb_merit(n, s->zt, s->wt, s->phit) <= psi + 1e-4 * t * slope) {
            for (int i = 0; i < n; i++)
                z[i] = s->zt[i];
            return 1;
        }
    }
    return 0;
}

/* [newton-step] */
/* One damped semismooth Newton step on Phi(z) = 0 (DFK 1996): H from
 * fb_jacobian, g = H^T Phi (the gradient of Psi = |Phi|^2 / 2), the
 * direction, then the Armijo line search. */
static const char *newton_step(void *context, double *z)
{
    newton_work *s = context;
    const lcp_problem *p = s->p;
    int n = p->n;
    compute_w(p, z, s->w);
    double psi = fb_merit(n, z, s->w, s->phi);
    if (!isfinite(psi))
        return "|Phi|^2 / 2 is not finite";
    fb_jacobian(p, z, s->w, s->H);
    linalg_matvec_transposed(n, n, s->H, s->phi, s->g);
    newton_direction(s);
    double slope = linalg_dot(n, s->g, s->d);
    if (!isfinite(slope))
        return "the gradient of |Phi|^2 / 2 is not finite";
    if (!(slope < 0.0))
        return "the gradient of |Phi|^2 / 2 vanished at a point that is not a solution";
    linalg_matvec(n, n, p->M, s->d, s->Md);
    if (!armijo(s, z, psi, slope))
        return "the line search found no decrease of |Phi|^2 / 2 in 40 halvings";
    return NULL;
}
/* [/newton-step] */

/* Point the work arrays into one block of 8 n + n^2 doubles. */
static void newton_layout(newton_work *s, double *block, int n)
{
    double **vectors[] = {&s->w, &s->phi, &s->g, &s->d, &s->Md, &s->zt, &s->wt, &s->phit};
    for (int k = 0; k < 8; k++)
        *vectors[k] = block + k * n;
    s->H = block + 8 * n;
}

/* Semismooth Newton with a line search, from the given z. */
lcp_status lcp_newton(const lcp_problem *p, const lcp_options *o, double *z, lcp_result *r)
{
    begin(r, LCP_METHOD_NEWTON);
    if (!valid_common(p, o, z, r))
        return r->status;
    int n = p->n;
    newton_work s = {.p = p};
    double *block = malloc(((size_t)8 * n + (size_t)n * n) * sizeof *block);
    s.perm = malloc((size_t)n * sizeof *s.perm);
    lcp_status status;
    if (!block || !s.perm) {
        status = lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory for n = %d", n);
    } else {
        newton_layout(&s, block, n);
        box_problem b = {.p = p};
        status = iterate(&b, o, z, r, newton_step, &s, "Newton step");
    }
    free(block);
    free(s.perm);
    return status;
}
