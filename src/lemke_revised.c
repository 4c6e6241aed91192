/* lemke_revised.c: Lemke's method with the basis refactorised from the data.
 *
 * The problem (Cottle, Pang and Stone 1992, sec. 4.4).  With the covering
 * vector e = (1, ..., 1) and the artificial variable z0, Lemke's method
 * follows the almost-complementary solutions of
 *
 *     w = M z + e z0 + q,   w, z, z0 >= 0,   w_i z_i = 0,
 *
 * written as the n equations  w - M z - e z0 = q  in the 2n + 1 variables
 * (labels: w_1..w_n are 0..n-1, z_1..z_n are n..2n-1, z0 is 2n), whose
 * columns are those of A = [I, -M, -e].  A basis is n labels, one per
 * position p; B is the n x n matrix of their columns, and the basic values
 * are x_B = B^-1 q (every other variable is 0).  Starting from w basic
 * (B = I, x_B = q), z0 enters at -min q_i, the most negative row leaving;
 * then each pivot brings in the complement of the variable that left, until
 * z0 leaves (z solves the LCP) or the entering column has no positive entry
 * (a secondary ray).
 *
 * The revised method.  A tableau holds B^-1 [A, q] and updates it by
 * Gauss-Jordan elimination at every pivot, so each pivot's rounding is
 * carried into every later one; on the degenerate contact LCPs of chapter 7
 * (many basic values exactly 0, ratio ties at nearly every pivot) that is
 * enough to pick a wrong row.  Here B is built again from the columns of A
 * and factorised every REFACTOR_EVERY (16) pivots, and
 *
 *     x_B = B^-1 q            (the basic values),
 *     d   = B^-1 a_c          (the entering column c),
 *     y_p = e_p^T B^-1        (row p of B^-1, only for rows tied below)
 *
 * are solved at every pivot from those factors and the etas of the pivots
 * since (the product form), so a pivot's error is that of one
 * factorisation and at most 15 etas, whatever came before.  When the runs
 * below do not end cleanly, they are repeated with B factorised afresh at
 * every pivot: nothing carried from one pivot to the next.  Only the
 * kernel of B, the rows of the nonbasic w against the basic z's columns,
 * is factorised, by a sparse LU (lemke_basis.h derives it).
 *
 * A warm start.  When the caller knows a complementary basis that was
 * right for nearby data (the previous time step's), B is built from it and
 * x_B = B^-1 q solved; if x_B >= 0 to rounding, that basis solves the LCP
 * with no pivot at all (a pile at rest).  Otherwise Lemke starts from it
 * with the covering vector d = B e in place of e (Cottle, Pang and Stone
 * 1992, sec. 4.4 allow any d for which the start is feasible): then
 * x_B(z0) = B^-1 (q + d z0) = B^-1 q + z0 e, z0 enters at -min_p x_p, and
 * the path starts where the last step ended.  If that path fails, the
 * cold start (w basic, d = e) runs as usual.
 *
 * The ratio test is Harris' two passes with ties broken lexicographically
 * (lemke_ratio.h derives it).
 *
 * The end.  When z0 has left, B x_B = q is solved once more, with two
 * steps of iterative refinement (r = q - B x_B from the data, x_B += B^-1
 * r).  A basic value within rounding of 0 (16 n eps |q|, either side) is
 * set to 0; one further below is set to 0 too, but makes the run a shortfall (an ill-conditioned
 * basis may leave -3e-9 where 0 is meant: not rounding to be forgiven, but
 * a basis that does not solve the data's q).
 *
 * More runs.  When the first run ends anywhere but on a clean basis (a
 * ray, a basis that came back, a singular basis, a shortfall; not the
 * pivot limit, a path too long to walk twice), the method runs again with
 * the pivots following q moved up by 1e-9 |q|, less from row to row: a
 * finite stand-in for the lexicographic perturbation, which unties the
 * degenerate basic values from the start; its final basis is solved with
 * the data's q as above.  If that basis leaves a basic value below 0 for
 * the data's q, Lemke goes on from it on the data's q (the warm start
 * below): the moved q found the way through the ties, the data's q only
 * finishes it.  If that fails too, the same with q moved by 1e-6 |q|.
 * The best of the runs is kept.
 * Nothing is called solved here without the caller's check (lcp_check):
 * LCP_SOLVED only says that z0 left the basis.
 *
 * Arithmetic: + - * / and comparisons only, in an order the source fixes,
 * so the result is the same on every machine.
 */
#include "lemke_revised.h"

#include "basis_history.h"
#include "lemke.h"
#include "lemke_basis.h"
#include "lemke_ratio.h"
#include "linalg.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum {
    REFINE_STEPS = 2      /* iterative refinement of the final solve */
};

/* The constants below were measured on 8591 contact LCPs of chapter 7's
 * scenes (their steps, 1 % longer steps, positions moved by 1e-9 m), each
 * also with q moved by 2 ulp: every one solved and checked.  Harris'
 * delta outside [3e-12, 1e-11], or pivots down to 1e-7, fail some. */

/* Harris' delta: basic values may go this far below 0, relative to |q|. */
static const double FEASIBILITY_TOL = 5e-12;

typedef struct {
    int n;
    lemke_basis b;        /* the basis, factorised (lemke_basis.h) */
    const double *q;      /* the q the pivots follow (the data's, or moved) */
    const double *q_data; /* the data's q: the final solve's */
    double *x;      /* basic values by position */
    double *d;      /* the entering column by position */
    double *y;      /* workspace (n): a row of B^-1, a column of A */
    double *y_best; /* workspace (n): the least row so far of the tie-break */
    int *tied;      /* workspace (n): candidate positions of the ratio test */
    int x_etas;     /* x = B^-1 q was solved with this many etas (-1: not valid) */
    unsigned long x_factorisation; /* ... from this factorisation of B0 */
    double shortfall; /* the last run's most negative basic value beyond
                         rounding (0: none), set to 0 in z */
} revised;

/* The leaving position for the entering column in s->d (lemke_ratio.h):
 * z0's if it is a candidate, else Harris' largest pivot, ties broken
 * lexicographically; -1 for a ray. */
static int ratio_test(revised *s, const lcp_options *o, double delta)
{
    lemke_ratio t = {.n = s->n, .x = s->x, .d = s->d, .b = &s->b,
                     .y = s->y, .y_best = s->y_best, .tied = s->tied};
    return lemke_ratio_test(&t, o->pivot_tol, delta);
}

/* ------------------------------------------------------------ the method */

/* x_B = B^-1 q: from the last pivot's x_B by the etas since, when both
 * come from the same factorisation of B0 and the same run (the same
 * operations as a whole solve, so the same bits); else solved whole. */
static void basic_values(revised *s)
{
    if (s->x_etas >= 0 && s->x_factorisation == s->b.factorisations)
        lemke_basis_solve_more(&s->b, s->x, s->x_etas);
    else
        lemke_basis_solve(&s->b, s->q, s->x);
    s->x_etas = s->b.etas;
    s->x_factorisation = s->b.factorisations;
}

/* The basic values and the entering column of label c from the current
 * basis: factorised afresh every REFACTOR_EVERY pivots (and whenever B0 is
 * not the basis the etas lead from), through the etas in between; -1 if
 * it is singular. */
static int prepare_pivot(revised *s, int c)
{
    if (lemke_basis_refresh(&s->b) != 0)
        return -1;
    basic_values(s);
    lemke_basis_column(&s->b, c, s->y);
    lemke_basis_solve(&s->b, s->y, s->d);
    return 0;
}

/* The position of the least entry of v (n entries), ties to the largest
 * index (which keeps the rows of [q, B^-1] lexicographically positive
 * after z0's pivot, as in lemke.c). */
static int least_position(int n, const double *v)
{
    int r = 0;
    for (int i = 1; i < n; i++)
        if (v[i] <= v[r])
            r = i;
    return r;
}

/* B x_B = q solved once more, with REFINE_STEPS steps of iterative
 * refinement (the residual from the data), into s->x; -1 if B is singular. */
static int final_solve(revised *s)
{
    int n = s->n;
    double *residual = s->y_best, *correction = s->d;
    if (lemke_basis_factorise(&s->b) != 0)
        return -1;
    lemke_basis_solve(&s->b, s->q_data, s->x);
    for (int step = 0; step < REFINE_STEPS; step++) {
        lemke_basis_residual(&s->b, s->q_data, s->x, residual);
        lemke_basis_solve(&s->b, residual, correction);
        for (int p = 0; p < n; p++)
            s->x[p] += correction[p];
    }
    return 0;
}

/* z from the final basis: basic z_j take their values; a basic value
 * within its rounding of 0, |x_p| <= 16 n eps |q|, is taken as 0, on
 * either side (not Harris' delta: that shift is for the ratio test, the
 * answer must be >= 0 to rounding).  A degenerate z_j basic at 0 comes
 * out as +-1e-13 of noise; kept, a friction impulse of 2e-13 beside a
 * normal impulse read as 0 would break its cone row by the whole of it.  Returns the most negative basic value beyond it, or
 * 0 (a shortfall: the basis does not solve the data's q, and the caller's
 * check will say so). */
static double read_solution(revised *s, double *z)
{
    int n = s->n;
    double worst = 0.0, delta = 16.0 * n * 0x1p-52 * linalg_norm_inf(n, s->q_data);
    for (int j = 0; j < n; j++)
        z[j] = 0.0;
    for (int p = 0; p < n; p++) {
        double v = s->x[p];
        if (v < -delta)
            worst = fmin(worst, v);
        if (s->b.basis[p] >= n && s->b.basis[p] < 2 * n)
            z[s->b.basis[p] - n] = v > delta ? v : 0.0;
    }
    return worst;
}

/* The end after z0 left: the final solve, then z.  A basic value below 0
 * beyond rounding is set to 0 and noted in s->shortfall (and the message):
 * z0 did leave, and the caller's check decides. */
static lcp_status finish(revised *s, double *z, lcp_result *r)
{
    if (final_solve(s) != 0)
        return lcp_finish(r, LCP_NUMERICAL_FAILURE,
                          "numerical failure: the final basis is singular");
    s->shortfall = read_solution(s, z);
    if (s->shortfall < 0.0)
        return lcp_finish(r, LCP_SOLVED,
                          "z0 left the basis; the final basis gives a basic value %g < 0, "
                          "taken as 0", s->shortfall);
    return lcp_finish(r, LCP_SOLVED, "z0 left the basis");
}

/* One pivot: the entering label in, its leaving position found; returns
 * the leaving label, or -1 for a ray, -2 for a singular basis. */
static int pivot(revised *s, int entering, const lcp_options *o, double delta)
{
    if (prepare_pivot(s, entering) != 0)
        return -2;
    int p = ratio_test(s, o, delta);
    if (p < 0)
        return -1;
    int leaving = s->b.basis[p];
    lemke_basis_record_eta(&s->b, s->d, p);
    lemke_basis_exchange(&s->b, p, entering);
    return leaving;
}

/* Pivot complementarily from z0's entry at position start until z0
 * leaves, a ray, the limit, or a basis seen before (rounding broke the
 * lexicographic rule). */
static lcp_status iterate(revised *s, int start, const lcp_options *o, double *z,
                          lcp_result *r)
{
    int n = s->n, z0 = 2 * n, leaving = s->b.basis[start];
    double delta = FEASIBILITY_TOL * linalg_norm_inf(n, s->q_data);
    basis_keys seen = {0};
    lcp_status status = LCP_SOLVED;
    lemke_basis_exchange(&s->b, start, z0); /* z0 enters at -min x_p: x_B >= 0 */
    s->b.etas = -1;           /* B0 is not this basis: the first pivot refactorises */
    r->iterations++;
    while (leaving != z0 && status == LCP_SOLVED) {
        int entering = leaving < n ? leaving + n : leaving - n; /* the complement */
        if (r->iterations >= o->max_iterations) {
            status = lemke_pivot_limit(r);
            break;
        }
        leaving = pivot(s, entering, o, delta);
        if (leaving == -2)
            status = lcp_finish(r, LCP_NUMERICAL_FAILURE,
                                "numerical failure: the basis became singular at pivot %d",
                                r->iterations + 1);
        else if (leaving == -1)
            status = lemke_ray(r, n, entering);
        if (leaving < 0)
            break;
        r->iterations++;
        int again = leaving == z0 ? 0 : basis_keys_add(&seen, s->b.hash);
        if (again < 0)
            status = lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory");
        else if (again != 0)
            status = lcp_finish(r, LCP_NUMERICAL_FAILURE,
                                "numerical failure: rounding broke the lexicographic rule (a "
                                "basis came back)");
    }
    basis_keys_free(&seen);
    return status == LCP_SOLVED ? finish(s, z, r) : status;
}

/* One cold run from w basic with d = e, the pivots following q (the
 * data's or a moved one), the final solve the data's. */
static lcp_status cold_run(revised *s, const double *q, const lcp_options *o, double *z,
                           lcp_result *r)
{
    int n = s->n;
    s->q = q;
    s->x_etas = -1;
    lemke_basis_slack(&s->b);
    for (int i = 0; i < n; i++)
        s->b.cover[i] = 1.0;
    r->iterations = 0;
    s->shortfall = 0.0;
    int start = least_position(n, q);
    if (q[start] >= 0.0) /* a moved q >= 0: w = q, z = 0 */
        return finish(s, z, r);
    return iterate(s, start, o, z, r);
}

/* q moved up by a small amount that falls from row to row,
 * eta |q| (1 - i / (2 n)): a finite stand-in for the lexicographic
 * perturbation q + (eps, eps^2, ..., eps^n) (Cottle, Pang and Stone 1992,
 * sec. 4.9), which leaves no two basic values of a degenerate basis tied. */
static void moved_q(int n, const double *q, double eta, double *moved)
{
    double size = eta * linalg_norm_inf(n, q);
    for (int i = 0; i < n; i++)
        moved[i] = q[i] + size * (1.0 - 0.5 * i / n);
}

/* A warm start from the complementary basis warm (z_j basic where
 * warm[j] = 1, else w_j): if it solves the LCP as it stands, 0 pivots;
 * else Lemke from it with d = B e (so that B^-1 d = e), z0 entering at the
 * least basic value.  LCP_NUMERICAL_FAILURE when the basis is singular. */
static lcp_status warm_run(revised *s, const unsigned char *warm, const lcp_options *o,
                           double *z, lcp_result *r)
{
    int n = s->n;
    s->q = s->q_data;
    s->x_etas = -1;
    lemke_basis_slack(&s->b);
    for (int j = 0; j < n; j++)
        if (warm[j])
            lemke_basis_exchange(&s->b, j, n + j);
    r->iterations = 0;
    s->shortfall = 0.0;
    lcp_status status = finish(s, z, r);
    if (status != LCP_SOLVED || s->shortfall == 0.0)
        return status; /* singular, or solved as it stands */
    lemke_basis_cover_sum(&s->b); /* d = B e */
    return iterate(s, least_position(n, s->x), o, z, r);
}

/* The best answer of the runs so far: z, its basis, its shortfall (or
 * -INFINITY when no run has ended with z0 out), its message. */
typedef struct {
    double *z;
    unsigned char *zb;
    double shortfall;
    lcp_result result;
} best_run;

/* Keep this run's answer if z0 left and its shortfall is no worse; 1 if
 * kept. */
static int keep_better(revised *s, lcp_status status, const double *z, const lcp_result *r,
                       best_run *best)
{
    if (status != LCP_SOLVED || s->shortfall < best->shortfall)
        return 0;
    memcpy(best->z, z, (size_t)s->n * sizeof *z);
    lemke_basis_flags(&s->b, best->zb);
    best->shortfall = s->shortfall;
    best->result = *r;
    return 1;
}

/* Say in r's message that its run factorised every basis afresh. */
static void say_afresh(lcp_result *r)
{
    lcp_result run = *r;
    lcp_finish(r, run.status, "%s (every basis factorised afresh)", run.message);
}

/* Runs from w basic until one ends cleanly (z0 left, every basic value >=
 * 0 to rounding): on the data's q, then with the pivots following q moved
 * by 1e-9 |q| and by 1e-6 |q| (moved_q), each final basis solved with the
 * data's q.  After a run that ends with a basic value below 0 there, Lemke
 * goes on from its final basis on the data's q (warm_run): the moved q
 * found a path through the ties, and the data's q only has to finish it.
 * All of this first in the product form (a fresh factorisation every
 * REFACTOR_EVERY pivots), then, if no run ended cleanly, once more with
 * every basis factorised afresh: nothing carried from pivot to pivot.
 * The best answer is kept, with its basis in zb; iterations count every
 * pivot.  A pivot limit in the product form stops everything (a path too
 * long to walk twice); in the second pass it ends that pass. */
static lcp_status cold_runs(revised *s, const lcp_options *o, double *z, unsigned char *zb,
                            lcp_result *r)
{
    static const double etas[] = {0.0, 1e-9, 1e-6};
    static const int refactors[] = {REFACTOR_EVERY, 1};
    int n = s->n, pivots = 0, done = 0, pass = 0, best_pass = 0;
    double *moved = malloc((size_t)n * sizeof *moved);
    best_run best = {.z = malloc((size_t)n * sizeof *best.z), .zb = malloc((size_t)n),
                     .shortfall = -INFINITY};
    lcp_status status = LCP_NUMERICAL_FAILURE, first = LCP_NUMERICAL_FAILURE;
    lcp_result first_result = *r;
    if (!moved || !best.z || !best.zb) {
        status = lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory for n = %d", n);
        first = status;
        first_result = *r;
        done = 1;
    }
    for (pass = 0; !done && pass < 2; pass++) {
        s->b.refactor = refactors[pass];
        for (size_t k = 0; k < sizeof etas / sizeof *etas; k++) {
            moved_q(n, s->q_data, etas[k], moved);
            status = cold_run(s, k == 0 ? s->q_data : moved, o, z, r);
            pivots += r->iterations;
            if (pass == 0 && k == 0) {
                first = status;
                first_result = *r;
            }
            if (keep_better(s, status, z, r, &best))
                best_pass = pass;
            if (status == LCP_ITERATION_LIMIT || (status == LCP_SOLVED && s->shortfall == 0.0)) {
                done = 1;
                break;
            }
            if (k > 0) {
                lcp_result run = *r;
                lcp_finish(r, run.status, "%s (the pivots on q moved by %g |q|)", run.message,
                           etas[k]);
            }
            if (status == LCP_SOLVED) { /* finish the path on the data's q */
                lemke_basis_flags(&s->b, zb);
                lcp_result from = *r;
                status = warm_run(s, zb, o, z, r);
                pivots += r->iterations;
                if (keep_better(s, status, z, r, &best))
                    best_pass = pass;
                if (status == LCP_SOLVED && s->shortfall == 0.0) {
                    lcp_finish(r, LCP_SOLVED, "%s, then %d pivots on the data's q from its basis",
                               from.message, r->iterations);
                    done = 1;
                    break;
                }
            }
        }
    }
    s->b.refactor = REFACTOR_EVERY;
    int last_pass = pass > 0 ? pass - 1 : 0, clean = status == LCP_SOLVED && s->shortfall == 0.0;
    if (clean || (status == LCP_ITERATION_LIMIT && last_pass == 0)) {
        lemke_basis_flags(&s->b, zb);
        if (clean && last_pass == 1)
            say_afresh(r);
    } else if (best.shortfall > -INFINITY) { /* z0 left somewhere: the best of those */
        memcpy(z, best.z, (size_t)n * sizeof *z);
        memcpy(zb, best.zb, (size_t)n);
        s->shortfall = best.shortfall;
        *r = best.result;
        if (best_pass == 1)
            say_afresh(r);
        status = LCP_SOLVED;
    } else { /* no run ended with z0 out: the first run's ending */
        *r = first_result;
        status = first;
    }
    free(moved);
    free(best.z);
    free(best.zb);
    r->iterations = pivots;
    return status;
}

/* Allocate the workspace for M; 0, or -1 when out of memory. */
static int allocate(revised *s, const sparse_matrix *M)
{
    size_t m = (size_t)M->n;
    s->tied = malloc(m * sizeof *s->tied);
    s->x = malloc(m * sizeof *s->x);
    s->d = malloc(m * sizeof *s->d);
    s->y = malloc(m * sizeof *s->y);
    s->y_best = malloc(m * sizeof *s->y_best);
    int basis = lemke_basis_init(&s->b, M);
    return basis == 0 && s->tied && s->x && s->d && s->y && s->y_best ? 0 : -1;
}

/* Free the workspace. */
static void release(revised *s)
{
    lemke_basis_free(&s->b);
    void *blocks[] = {s->tied, s->x, s->d, s->y, s->y_best};
    for (size_t b = 0; b < sizeof blocks / sizeof *blocks; b++)
        free(blocks[b]);
}

lcp_status lemke_revised_sparse(const sparse_matrix *M, const double *q, const lcp_options *o,
                                const unsigned char *warm, unsigned char *basis_out, double *z,
                                lcp_result *r)
{
    int n = M->n;
    revised s = {.n = n, .q = q, .q_data = q};
    r->method = LCP_METHOD_REVISED;
    r->iterations = 0;
    if (n < 1)
        return lcp_finish(r, LCP_BAD_INPUT, "bad input: n = %d", n);
    unsigned char *zb = malloc((size_t)n);
    if (!zb || allocate(&s, M) != 0) {
        free(zb);
        release(&s);
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory for n = %d", n);
    }
    lcp_status status = LCP_NUMERICAL_FAILURE;
    if (warm) {
        status = warm_run(&s, warm, o, z, r);
        lemke_basis_flags(&s.b, zb);
    }
    if (warm) {
        lcp_result run = *r;
        if (status == LCP_SOLVED && s.shortfall == 0.0)
            lcp_finish(r, LCP_SOLVED, "%s (from the basis given)", run.message);
        else if (status == LCP_SOLVED)
            status = lcp_finish(r, LCP_NUMERICAL_FAILURE, "numerical failure: from the basis "
                                "given, %s", run.message);
    } else if (q[least_position(n, q)] >= 0.0) {
        memset(z, 0, (size_t)n * sizeof *z);
        memset(zb, 0, (size_t)n);
        status = lcp_finish(r, LCP_SOLVED, "q >= 0, so z = 0");
    } else {
        status = cold_runs(&s, o, z, zb, r);
    }
    if (basis_out)
        memcpy(basis_out, zb, (size_t)n);
    free(zb);
    release(&s);
    return status;
}

lcp_status lemke_revised_solve(const lcp_problem *p, const lcp_options *o, double *z,
                               lcp_result *r)
{
    sparse_matrix M = {0};
    r->method = LCP_METHOD_REVISED;
    r->iterations = 0;
    if (p->n < 1)
        return lcp_finish(r, LCP_BAD_INPUT, "bad input: n = %d", p->n);
    if (sparse_from_dense(&M, p->n, p->M) != 0) {
        sparse_free(&M);
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory for n = %d", p->n);
    }
    lcp_status status = lemke_revised_sparse(&M, p->q, o, NULL, NULL, z, r);
    sparse_free(&M);
    return status;
}
