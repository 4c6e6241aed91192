/* lcp_solve.c: choosing a method, and never calling a result a solution
 * before it is checked.
 *
 * Floating point first (Lemke's method); when its answer fails the check or
 * it ends on a ray, the same problem is solved again in rational arithmetic,
 * where a ray is a proof of infeasibility for the matrices of Lemke's class,
 * an empty feasible set is proven by a Farkas certificate (lcp_farkas.c), and
 * an enumeration of complementary bases settles the other small ones.
 */
#include "lcp_solve.h"

#include "lcp_classes.h"
#include "lcp_enumerate.h"
#include "lcp_farkas.h"
#include "lcp_iterative.h"
#include "lemke.h"
#include "lemke_revised.h"
#include "linalg.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum {
    EXACT_FALLBACK_MAX_N = 60, /* rational Lemke stays fast enough up to here */
    ENUMERATE_MAX_N = 12       /* 2^12 bases */
};

/* [lcp-solve-scalar] */
/* n = 1: w = a z + b with a = M, b = q (particle notes p. 7, "LCP of size 1",
 * where the notes write F and f).
 *  b >= 0:        z = 0 gives w = b >= 0, complementary.
 *  b < 0, a > 0:  w must vanish, so z = -b / a > 0.
 *  b < 0, a <= 0: w = a z + b <= b < 0 for every z >= 0: no solution. */
static lcp_status solve_scalar(const lcp_problem *p, double *z, lcp_result *r)
{
    double a = p->M[0], b = p->q[0];
    r->iterations = 1;
    r->method = LCP_METHOD_SCALAR;
    if (b >= 0.0) {
        z[0] = 0.0;
        return LCP_SOLVED;
    }
    if (a > 0.0) {
        z[0] = -b / a;
        return LCP_SOLVED;
    }
    z[0] = 0.0;
    return lcp_finish(r, LCP_NO_SOLUTION, "no solution: M_11 <= 0 and q_1 < 0, so w_1 = "
                                          "M_11 z_1 + q_1 < 0 for every z_1 >= 0");
}
/* [/lcp-solve-scalar] */

/* [lcp-verify] */
/* The last word on every floating-point answer: recompute w = M z + q and
 * check the three conditions (lcp_check). */
static lcp_status verify(const lcp_problem *p, const lcp_options *o, const double *z,
                         double *w, lcp_result *r)
{
    lcp_violation v[1];
    int bad = lcp_check(p, z, o->tol, w, v, 1);
    r->violation = bad ? fabs(v[0].value) : 0.0;
    if (bad == 0)
        return lcp_finish(r, LCP_SOLVED, "solved");
    return lcp_finish(r, LCP_NUMERICAL_FAILURE,
                      "numerical failure: the result breaks %s at i = %d (%g)",
                      lcp_condition_name(v[0].condition), v[0].index + 1, v[0].value);
}
/* [/lcp-verify] */

/* What a ray proves: nothing, unless M is in Lemke's class.  A PSD matrix
 * is copositive-plus, and for those a ray proves that there is no solution
 * (Cottle, Pang and Stone 1992, thm. 4.4.13).  A P-matrix need not be
 * copositive-plus, but its LCP always has a unique solution, which Lemke's
 * method finds: a ray there is a bug. */
static lcp_status ray_verdict(const lcpq_problem *p, lcp_result *r)
{
    int psd = lcpq_is_psd(p), pm = psd == 0 ? lcpq_is_p_matrix(p) : 0;
    if (psd < 0 || pm == -2)
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory: the matrix class of n = %d",
                          p->n);
    if (psd)
        return lcp_finish(r, LCP_NO_SOLUTION, "no solution: a ray of Lemke's method, and M is "
                                          "PSD, so copositive-plus");
    if (pm == 1) /* cannot happen: a P-matrix LCP always has a solution */
        return lcp_finish(r, LCP_NUMERICAL_FAILURE, "internal error: ray on a P-matrix");
    return LCP_RAY_UNPROVEN;
}

/* Outside Lemke's class: no solution if even the feasible set
 * {z >= 0 : M z + q >= 0} is empty (lcp_farkas.c proves it with a
 * certificate); LCP_RAY_UNPROVEN when some z is feasible. */
static lcp_status feasibility_verdict(const lcpq_problem *p, lcp_result *r)
{
    mpq_t *y = lcpq_vector_new(p->n), *z = lcpq_vector_new(p->n);
    int empty = y && z ? lcpq_farkas(p, y, z) : -2;
    lcpq_vector_free(y, p->n);
    lcpq_vector_free(z, p->n);
    if (empty == -2)
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory: the feasibility test of n = %d",
                          p->n);
    if (empty == 1)
        return lcp_finish(r, LCP_NO_SOLUTION, "no solution: a Farkas certificate shows that no "
                                          "z >= 0 has Mz + q >= 0");
    if (empty < 0)
        return lcp_finish(r, LCP_NUMERICAL_FAILURE, "internal error: the feasibility test "
                                                "failed its own check");
    return LCP_RAY_UNPROVEN;
}

/* [lcpq-solve] */
lcp_status lcpq_solve(const lcpq_problem *p, const lcp_options *o, mpq_t *z, lcp_result *r)
{
    lcp_status s = lcpq_lemke(p, o, z, r);
    if (s != LCP_RAY_UNPROVEN)
        return s;
    s = ray_verdict(p, r);
    if (s == LCP_RAY_UNPROVEN)
        s = feasibility_verdict(p, r);
    if (s != LCP_RAY_UNPROVEN)
        return s;
    if (p->n <= ENUMERATE_MAX_N)
        return lcpq_enumerate(p, z, r); /* settles it either way */
    return lcp_finish(r, LCP_RAY_UNPROVEN, "a ray that proves nothing: M is neither PSD nor P, "
                      "some z >= 0 has Mz + q >= 0, and n = %d > %d (try --method enumerate)",
                      p->n, ENUMERATE_MAX_N);
}
/* [/lcpq-solve] */

/* The double nearest to x.  mpq_get_d truncates towards zero (1/10 would
 * become 0.09999999999999999), so compare it with its neighbour away from
 * zero and keep whichever is closer (on a tie, the truncated one). */
static double nearest_double(const mpq_t x)
{
    double d = mpq_get_d(x), away = nextafter(d, mpq_sgn(x) < 0 ? -INFINITY : INFINITY);
    if (!isfinite(d)) /* beyond the doubles: the check will refuse it */
        return d;
    mpq_t a, b;
    mpq_inits(a, b, NULL);
    mpq_set_d(a, d);
    mpq_sub(a, x, a);
    mpq_abs(a, a);
    if (isfinite(away)) {
        mpq_set_d(b, away);
        mpq_sub(b, b, x);
        mpq_abs(b, b);
        if (mpq_cmp(b, a) < 0)
            d = away;
    }
    mpq_clears(a, b, NULL);
    return d;
}

/* Solve exactly from the doubles' exact values, then round z to nearest. */
static lcp_status solve_exact(const lcp_problem *p, const lcp_options *o, lcp_method method,
                              double *z, lcp_result *r)
{
    lcpq_problem exact;
    mpq_t *zq = NULL;
    if (lcpq_init(&exact, p->n) != 0 || lcpq_from_doubles(&exact, p) != 0 ||
        !(zq = lcpq_vector_new(p->n))) {
        lcpq_clear(&exact);
        for (int i = 0; i < p->n; i++)
            z[i] = 0.0;
        r->method = method;
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory: the exact problem of n = %d",
                          p->n);
    }
    lcp_status s = method == LCP_METHOD_ENUMERATE ? lcpq_enumerate(&exact, zq, r)
                                                  : lcpq_solve(&exact, o, zq, r);
    for (int i = 0; i < p->n; i++)
        z[i] = s == LCP_SOLVED ? nearest_double(zq[i]) : 0.0;
    lcpq_vector_free(zq, p->n);
    lcpq_clear(&exact);
    return s;
}

/* Run one method on its own (no fallback). */
static lcp_status run_method(const lcp_problem *p, const lcp_options *o, lcp_method method,
                             double *z, lcp_result *r)
{
    for (int i = 0; i < p->n; i++)
        z[i] = 0.0;
    switch (method) {
    case LCP_METHOD_SCALAR:
        if (p->n != 1)
            return lcp_finish(r, LCP_BAD_INPUT, "bad input: the scalar method needs n = 1");
        return solve_scalar(p, z, r);
    case LCP_METHOD_LEMKE: return lemke_solve(p, o, z, r);
    case LCP_METHOD_REVISED: return lemke_revised_solve(p, o, z, r);
    case LCP_METHOD_LEMKE_EXACT:
    case LCP_METHOD_ENUMERATE: return solve_exact(p, o, method, z, r);
    case LCP_METHOD_PGS: return lcp_pgs(p, o, z, r);
    case LCP_METHOD_SOR: return lcp_sor(p, o, z, r);
    case LCP_METHOD_NEWTON: return lcp_newton(p, o, z, r);
    case LCP_METHOD_ACTIVE_SET:
    case LCP_METHOD_BLOCK_GS:
        return lcp_finish(r, LCP_BAD_INPUT, "bad input: %s needs a contact LCP's layout "
                          "(contact_solve.h)", lcp_method_name(method));
    case LCP_METHOD_AUTO: break;
    }
    return lcp_finish(r, LCP_BAD_INPUT, "bad input: unknown method");
}

/* [lcp-solve-auto] */
/* Automatic: Lemke in floating point; when its answer fails the check or
 * it does not end cleanly, the revised Lemke method (no rounding carried
 * from pivot to pivot); when that fails too, exact Lemke (and, for a ray,
 * the matrix class or an enumeration) on the same data. */
static lcp_status solve_auto(const lcp_problem *p, const lcp_options *o, double *z, double *w,
                             lcp_result *r)
{
    lcp_status s = lemke_solve(p, o, z, r);
    if (s == LCP_SOLVED && verify(p, o, z, w, r) == LCP_SOLVED)
        return LCP_SOLVED;
    lcp_result tableau = *r;
    if (s != LCP_ITERATION_LIMIT && s != LCP_BAD_INPUT) {
        if (lemke_revised_solve(p, o, z, r) == LCP_SOLVED &&
            verify(p, o, z, w, r) == LCP_SOLVED)
            return LCP_SOLVED;
        *r = tableau;
    }
    int retry = s == LCP_SOLVED || s == LCP_RAY_UNPROVEN || s == LCP_NUMERICAL_FAILURE;
    if (!retry || !o->exact_fallback || p->n > EXACT_FALLBACK_MAX_N)
        return s == LCP_SOLVED ? LCP_NUMERICAL_FAILURE : s;
    s = solve_exact(p, o, LCP_METHOD_LEMKE_EXACT, z, r);
    return s == LCP_SOLVED ? verify(p, o, z, w, r) : s;
}
/* [/lcp-solve-auto] */

/* Validate, dispatch, verify. */
lcp_status lcp_solve(const lcp_problem *p, const lcp_options *options, double *z, double *w,
                     lcp_result *result)
{
    lcp_options o = options ? *options : lcp_default_options();
    lcp_result scratch;
    lcp_result *r = result ? result : &scratch;
    *r = (lcp_result){.status = LCP_BAD_INPUT, .method = o.method};
    if (p->n < 1)
        return lcp_finish(r, LCP_BAD_INPUT, "bad input: the LCP has no unknowns (n < 1)");
    if (!linalg_all_finite(p->n * p->n, p->M) || !linalg_all_finite(p->n, p->q))
        return lcp_finish(r, LCP_BAD_INPUT, "bad input: M or q holds NaN or Inf");
    if (o.method == LCP_METHOD_AUTO)
        return solve_auto(p, &o, z, w, r);
    lcp_status s = run_method(p, &o, o.method, z, r);
    if (s == LCP_RAY_UNPROVEN && o.method == LCP_METHOD_LEMKE)
        return lcp_finish(r, s, "a ray in floating point proves nothing (try --exact)");
    return s == LCP_SOLVED ? verify(p, &o, z, w, r) : s;
}
