/* contact_solve.c: the active set, Lemke, and block Gauss-Seidel by contact,
 * every answer checked (contact_solve.h). */
#include "contact_solve.h"

#include "dense.h"
#include "lcp_solve.h"
#include "lemke.h"
#include "lemke_revised.h"
#include "linalg.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum {
    ACTIVE_ROUNDS = 8,   /* corrections of the active set per try */
    EXACT_MAX_N = 120,   /* rational Lemke as the last resort up to here */
    FIRST_TRY = 4,       /* the sweep of the first active-set try; then twice that */
    MAX_SWEEPS = 10000    /* block Gauss-Seidel's sweeps at most (and the options' limit) */
};

/* Singular values below this fraction of the largest are taken as zero
 * by the least-norm solve (the rank's rcond, dense.h): the rank deficiency
 * of coplanar corners is exact, so theirs are rounding, 1e-16 of the
 * largest. */
static const double RANK_RCOND = 1e-15;

/* ------------------------------------------------------------ the active set */

/* [cs-least-norm] */
/* delta of least norm with A_BB delta = -w_B (rows scaled to unit size
 * first, so that the rank is judged row by row in the rows' own units):
 * the change of z_B that zeroes w on the active rows.  idx lists B (k
 * entries), pos[j] is j's place in B or -1.  0, or -1 when out of
 * memory. */
static int least_norm_step(const sparse_matrix *A, const double *w, const int *idx, int k,
                           const int *pos, double *delta)
{
    double *M = calloc((size_t)k * (size_t)k, sizeof *M);
    int ok = M != NULL, rank = 0;
    for (int a = 0; ok && a < k; a++) {
        int i = idx[a];
        double big = 0.0;
        for (int e = A->start[i]; e < A->start[i + 1]; e++)
            if (pos[A->col[e]] >= 0) {
                M[(size_t)a * k + pos[A->col[e]]] = A->val[e];
                big = fmax(big, fabs(A->val[e]));
            }
        double scale = big > 0.0 ? 1.0 / big : 1.0;
        for (int c = 0; c < k; c++)
            M[(size_t)a * k + c] *= scale;
        delta[a] = -w[i] * scale;
    }
    ok = ok && dense_least_norm(k, k, M, delta, RANK_RCOND, &rank) == DENSE_OK;
    free(M);
    return ok ? 0 : -1;
}
/* [/cs-least-norm] */

/* The active set (the flags in_set) into idx and pos; returns its size. */
static int active_set(int n, const unsigned char *in_set, int *idx, int *pos)
{
    int k = 0;
    for (int j = 0; j < n; j++)
        pos[j] = in_set[j] ? (idx[k] = j, k++) : -1;
    return k;
}

/* [cs-touching] */
/* Normals that touch without load (z_i = 0 and w_i = 0 to the check's
 * tolerance) join the set, for the least-norm solve to share the load
 * among them.  Left out, a box carried on two diagonal
 * corners of four balances on the diagonal: the two idle corners are only
 * held by the check's tolerance, rounding tilts the box a little more each
 * step, and the set changes back and forth. */
static void join_touching(int nn, const double *w, const double *eps, unsigned char *in_set)
{
    for (int i = 0; i < nn; i++)
        if (!in_set[i] && fabs(w[i]) <= eps[i])
            in_set[i] = 1;
}
/* [/cs-touching] */

/* Correct the set after a failed check: entries driven below zero leave it
 * (set to 0), rows outside it whose w is negative beyond its tolerance
 * enter (at 0: the next solve gives their values).  Returns how many
 * changed. */
static int correct_set(int n, const double *w, const double *eps, double *z,
                       unsigned char *in_set)
{
    int changed = 0;
    for (int j = 0; j < n; j++) {
        if (in_set[j] && z[j] < 0.0) {
            z[j] = 0.0;
            in_set[j] = 0;
            changed++;
        } else if (!in_set[j] && w[j] < -eps[j]) {
            in_set[j] = 1;
            changed++;
        }
    }
    return changed;
}

/* [cs-active-set] */
lcp_status contact_solve_active_set(const sparse_matrix *A, const double *b, int nn, double tol,
                                    int rounds, const unsigned char *set, double *z, double *w,
                                    lcp_result *r)
{
    int n = A->n;
    double *zt = malloc((size_t)n * sizeof *zt), *delta = malloc((size_t)n * sizeof *delta);
    double *eps = malloc((size_t)n * sizeof *eps);
    int *idx = malloc((size_t)n * sizeof *idx), *pos = malloc((size_t)n * sizeof *pos);
    unsigned char *in_set = malloc((size_t)n);
    lcp_status status = LCP_NUMERICAL_FAILURE;
    lcp_violation v[1] = {{0}};
    int ok = zt && delta && eps && idx && pos && in_set;
    for (int j = 0; ok && j < n; j++) {
        zt[j] = fmax(z[j], 0.0);
        in_set[j] = set ? set[j] != 0 : z[j] > 0.0;
    }
    if (ok) {
        lcp_tolerances_sparse(A, b, zt, tol, w, eps);
        join_touching(nn, w, eps, in_set);
    }
    for (int round = 0; ok && round < rounds; round++) {
        int k = active_set(n, in_set, idx, pos);
        /* z_B of least norm (the load shared as evenly as the set allows),
         * then a least-norm correction that removes the first's rounding */
        for (int a = 0; a < k && idx[a] < nn; a++)
            zt[idx[a]] = 0.0;
        for (int refine = 0; refine < 2 && k > 0; refine++) {
            sparse_matvec(A, zt, b, w);
            if (least_norm_step(A, w, idx, k, pos, delta) != 0)
                break;
            for (int a = 0; a < k; a++)
                zt[idx[a]] += delta[a];
        }
        if (lcp_check_sparse(A, b, zt, tol, w, v, 1) == 0) {
            memcpy(z, zt, (size_t)n * sizeof *z);
            status = LCP_SOLVED;
            break;
        }
        lcp_tolerances_sparse(A, b, zt, tol, w, eps);
        if (correct_set(n, w, eps, zt, in_set) == 0)
            break;
    }
    free(in_set);
    free(zt);
    free(delta);
    free(eps);
    free(idx);
    free(pos);
    r->method = LCP_METHOD_ACTIVE_SET;
    r->violation = status == LCP_SOLVED ? 0.0 : fabs(v[0].value);
    if (status == LCP_SOLVED)
        return lcp_finish(r, LCP_SOLVED, "solved");
    if (!ok)
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory");
    return lcp_finish(r, LCP_NUMERICAL_FAILURE,
                      "numerical failure: the active set's solution breaks %s at i = %d (%g)",
                      lcp_condition_name(v[0].condition), v[0].index + 1, v[0].value);
}
/* [/cs-active-set] */

/* ------------------------------------------------------------ block Gauss-Seidel */

int contact_solve_unknown(int nc, int nd, int i, int k)
{
    return k == 0 ? i : k <= nd ? nc + i * nd + k - 1 : nc * (nd + 1) + i;
}

/* Contact i's unknowns in z: p_n, its nd p_f, s. */
static void block_indices(int nc, int nd, int i, int *idx)
{
    for (int k = 0; k < nd + 2; k++)
        idx[k] = contact_solve_unknown(nc, nd, i, k);
}

/* [cs-block-gs] */
/* One contact's update: its rows of w = A z + b less its own block's part
 * is the q of its small LCP(A_ii, q_i); Lemke solves it and the local
 * check accepts it.  Returns how far its unknowns moved (inf norm). */
static double update_block(const sparse_matrix *A, const double *b, const double *Aii, int nb,
                           const int *idx, const lcp_options *local, double *z)
{
    double q[2 + 16 + 2], zl[2 + 16 + 2], wl[2 + 16 + 2];
    for (int a = 0; a < nb; a++) {
        int i = idx[a];
        double s = b[i];
        for (int e = A->start[i]; e < A->start[i + 1]; e++)
            s += A->val[e] * z[A->col[e]];
        for (int c = 0; c < nb; c++)
            s -= Aii[a * nb + c] * z[idx[c]];
        q[a] = s;
    }
    lcp_problem p = {.n = nb, .M = Aii, .q = q};
    lcp_result r;
    if (lemke_solve(&p, local, zl, &r) != LCP_SOLVED ||
        lcp_check(&p, zl, local->tol, wl, NULL, 0) != 0)
        return 0.0; /* keep the block: the next sweep tries again */
    double moved = 0.0;
    for (int a = 0; a < nb; a++) {
        moved = fmax(moved, fabs(zl[a] - z[idx[a]]));
        z[idx[a]] = zl[a];
    }
    return moved;
}

/* Sweeps over the contacts until an active-set try passes the check or
 * max_sweeps are done; tries at sweeps FIRST_TRY, twice that, ..., and
 * whenever a sweep moves nothing by more than 1e-12 of |z|. */
static lcp_status block_gs(const sparse_matrix *A, const double *b, int nc, int nd,
                           const lcp_options *o, double *z, double *w, lcp_result *r)
{
    int nb = nd + 2, idx[2 + 16 + 2], next_try = FIRST_TRY, sweep;
    double *blocks = malloc((size_t)nc * nb * nb * sizeof *blocks);
    if (!blocks)
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory");
    for (int i = 0; i < nc; i++) {
        block_indices(nc, nd, i, idx);
        for (int a = 0; a < nb; a++)
            for (int c = 0; c < nb; c++)
                blocks[((size_t)i * nb + a) * nb + c] = sparse_get(A, idx[a], idx[c]);
    }
    lcp_options local = lcp_default_options();
    local.method = LCP_METHOD_LEMKE;
    local.tol = 1e-9;
    lcp_result tried = {0};
    lcp_status status = LCP_ITERATION_LIMIT;
    int max_sweeps = o->max_iterations < MAX_SWEEPS ? o->max_iterations : MAX_SWEEPS;
    for (sweep = 1; sweep <= max_sweeps; sweep++) {
        double moved = 0.0;
        for (int i = 0; i < nc; i++) {
            block_indices(nc, nd, i, idx);
            moved = fmax(moved, update_block(A, b, blocks + (size_t)i * nb * nb, nb, idx,
                                             &local, z));
        }
        int still = moved <= 1e-12 * linalg_norm_inf(A->n, z);
        if (sweep < next_try && !(still && sweep % 16 == 0) && sweep < max_sweeps)
            continue; /* standing still: a try every 16 sweeps, rounding moves the set */
        next_try = 2 * sweep;
        if (contact_solve_active_set(A, b, nc, o->tol, ACTIVE_ROUNDS, NULL, z, w, &tried) ==
            LCP_SOLVED) {
            status = LCP_SOLVED;
            break;
        }
    }
    free(blocks);
    r->method = LCP_METHOD_BLOCK_GS;
    r->iterations = sweep > max_sweeps ? max_sweeps : sweep;
    r->violation = tried.violation;
    if (status == LCP_SOLVED)
        return lcp_finish(r, LCP_SOLVED, "solved");
    return lcp_finish(r, LCP_ITERATION_LIMIT,
                      "block Gauss-Seidel: no active set passed the check in %d sweeps (%s)",
                      r->iterations, tried.message);
}
/* [/cs-block-gs] */

/* ------------------------------------------------------------ the order of methods */

/* A floating-point Lemke on a dense LCP: lemke_solve (the tableau) or
 * lemke_revised_solve (the basis refactorised at every pivot). */
typedef lcp_status (*lemke_variant)(const lcp_problem *p, const lcp_options *o, double *z,
                                    lcp_result *r);

/* The LCP made dense and given to a Lemke variant alone (z not yet
 * checked), or, with lemke NULL, to lcp_solve with exact Lemke (the last
 * resort: checked). */
static lcp_status solve_dense(const sparse_matrix *A, const double *b, const lcp_options *o,
                              lemke_variant lemke, double *z, double *w, lcp_result *r)
{
    int n = A->n;
    double *M = malloc((size_t)n * (size_t)n * sizeof *M);
    if (!M)
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory");
    sparse_to_dense(A, M);
    lcp_problem p = {.n = n, .M = M, .q = b};
    lcp_options dense = *o;
    dense.method = lemke ? LCP_METHOD_LEMKE : LCP_METHOD_LEMKE_EXACT;
    lcp_status s = lemke ? lemke(&p, &dense, z, r) : lcp_solve(&p, &dense, z, w, r);
    free(M);
    return s;
}

/* A Lemke variant on the dense LCP; its answer checked, and if it fails
 * the check, used as the active set's guess. */
static lcp_status try_lemke(const sparse_matrix *A, const double *b, int nc,
                            const lcp_options *o, lemke_variant lemke, double *z, double *w,
                            lcp_result *r)
{
    lcp_status s = solve_dense(A, b, o, lemke, z, w, r);
    if (s != LCP_SOLVED)
        return s;
    int pivots = r->iterations;
    lcp_violation v[1];
    if (lcp_check_sparse(A, b, z, o->tol, w, v, 1) == 0) {
        r->violation = 0.0;
        return lcp_finish(r, LCP_SOLVED, "solved");
    }
    s = contact_solve_active_set(A, b, nc, o->tol, ACTIVE_ROUNDS, NULL, z, w, r);
    r->method = LCP_METHOD_LEMKE;
    r->iterations = pivots;
    return s;
}

/* [cs-normals-guess] */
/* A first guess without a previous step: every contact that approaches or
 * touches (b_i <= 0 in its normal row) pushes, and nothing slides or
 * rubs: the set of a pile that lands flat or starts at rest, where the
 * friction impulses are zero.  Solved and checked as any set. */
static lcp_status normals_guess(const sparse_matrix *A, const double *b, int nc,
                                const lcp_options *o, double *z, double *w, lcp_result *r)
{
    unsigned char *set = calloc((size_t)A->n, 1);
    if (!set)
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory");
    memset(z, 0, (size_t)A->n * sizeof *z);
    int any = 0;
    for (int i = 0; i < nc; i++)
        if (b[i] <= 0.0)
            any = set[i] = 1;
    lcp_status s = any ? contact_solve_active_set(A, b, nc, o->tol, ACTIVE_ROUNDS, set, z, w, r)
                       : lcp_finish(r, LCP_NUMERICAL_FAILURE, "no approaching contact");
    free(set);
    return s;
}
/* [/cs-normals-guess] */

/* [cs-solve] */
/* 1: the revised Lemke method on the sparse LCP from the basis start
 * (NULL: from w basic); its answer checked.  The final basis goes to basis
 * (NULL: not kept) for the next step. */
static lcp_status sparse_lemke(const sparse_matrix *A, const double *b, const lcp_options *o,
                               const unsigned char *start, unsigned char *basis, double *z,
                               double *w, lcp_result *r)
{
    unsigned char *out = malloc((size_t)A->n);
    if (!out)
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory");
    lcp_status s = lemke_revised_sparse(A, b, o, start, out, z, r);
    lcp_violation v[1] = {{0}};
    if (s == LCP_SOLVED && lcp_check_sparse(A, b, z, o->tol, w, v, 1) != 0)
        s = lcp_finish(r, LCP_NUMERICAL_FAILURE,
                       "numerical failure: the revised Lemke method's answer breaks %s at "
                       "i = %d (%g)", lcp_condition_name(v[0].condition), v[0].index + 1,
                       v[0].value);
    r->violation = s == LCP_SOLVED ? 0.0 : fabs(v[0].value);
    if (s == LCP_SOLVED && basis)
        memcpy(basis, out, (size_t)A->n);
    free(out);
    return s;
}

/* [cs-share] */
/* Lemke's answer is a vertex: a box on four coplanar corners rests on two
 * diagonal ones, and a domino's edge on a face pushes at one end of it.
 * Every split of the load with the same velocities is as much a solution,
 * and the vertex breaks the scene's symmetry: a domino pushed at one end
 * of its edge twists out of its plane, step after step.  So the answer's
 * active set is solved once more in least norm (contact_solve_active_set, with
 * the corners that touch without load let in): the load shared as evenly as
 * the set allows.  Kept if it passes the check, else Lemke's stands; the
 * basis for the next step stays Lemke's.  Dense, so for
 * n <= CONTACT_SOLVE_LEMKE_LAST. */
static void share_load(const sparse_matrix *A, const double *b, int nc, const lcp_options *o,
                       double *z, double *w)
{
    int n = A->n;
    double *shared = malloc(2 * (size_t)n * sizeof *shared);
    lcp_result r;
    if (!shared)
        return;
    memcpy(shared, z, (size_t)n * sizeof *z);
    if (contact_solve_active_set(A, b, nc, o->tol, ACTIVE_ROUNDS, NULL, shared, shared + n, &r) ==
        LCP_SOLVED) {
        memcpy(z, shared, (size_t)n * sizeof *z);
        memcpy(w, shared + n, (size_t)n * sizeof *w);
    }
    free(shared);
}
/* [/cs-share] */

/* [cs-normals-first] */
/* A start for a step with no previous basis (the first): the frictionless
 * LCP of the normal impulses alone, M_nn p_n + q_n >= 0 (the leading nc x
 * nc block of M, symmetric), solved by the revised Lemke method; its basis,
 * the normals that push, with every friction and cone unknown at 0, is the
 * start of the whole LCP (1a).  The small LCP is 1 / (nd + 2) of the
 * size, and its pivots are the ones a pile at rest needs: which corners
 * carry the load.  Its answer needs no check: only its basis is used, and
 * the whole LCP's answer from it is checked.  It is the start of a pile
 * that does not slide: where some contact's free tangential speed (its
 * friction rows of q, D^T v) is larger than every normal approach speed
 * (|q_n|), the contacts slide, the frictionless basis is far from the
 * answer (on the sliding grid of 64 boxes Lemke wanders 900 pivots from
 * it and fails), and the step starts from w basic instead.  1 if a basis
 * was found, in start, else 0. */
static int normals_first(const sparse_matrix *A, const double *b, int nc, int nd,
                         const lcp_options *o, unsigned char *start, lcp_result *r)
{
    r->iterations = 0;
    if (linalg_norm_inf(nc * nd, b + nc) > linalg_norm_inf(nc, b))
        return 0;
    sparse_matrix N = {0};
    double *z = malloc((size_t)nc * sizeof *z);
    int found = 0, ok = z && sparse_begin(&N, nc) == 0;
    for (int i = 0; ok && i < nc; i++) {
        for (int e = A->start[i]; ok && e < A->start[i + 1] && A->col[e] < nc; e++)
            ok = sparse_push(&N, A->col[e], A->val[e]) == 0;
        sparse_end_row(&N);
    }
    if (ok) {
        N.symmetric_lead = A->symmetric_lead >= nc ? nc : 0;
        memset(start, 0, (size_t)A->n);
        lcp_result small = {0};
        found = lemke_revised_sparse(&N, b, o, NULL, start, z, &small) == LCP_SOLVED;
        r->iterations = small.iterations;
    }
    sparse_free(&N);
    free(z);
    return found;
}
/* [/cs-normals-first] */

/* The basis of an answer another method found: z_j basic where z_j > 0. */
static void basis_of(int n, const double *z, unsigned char *basis)
{
    for (int j = 0; basis && j < n; j++)
        basis[j] = z[j] > 0.0;
}

/* 2 to 6, where the revised Lemke method failed: the previous step's
 * active set, the tableau Lemke, every approaching normal, the sweeps,
 * exact Lemke; each answer checked.  last is 1.'s result. */
static lcp_status fallbacks(const sparse_matrix *A, const double *b, int nc, int nd,
                            const lcp_options *o, int warm, const double *guess, double *z,
                            double *w, lcp_result *r)
{
    int n = A->n;
    lcp_result last = *r;
    if (warm) {
        memcpy(z, guess, (size_t)n * sizeof *z);
        if (contact_solve_active_set(A, b, nc, o->tol, ACTIVE_ROUNDS, NULL, z, w, r) == LCP_SOLVED)
            return LCP_SOLVED; /* 2: the previous step's set */
    }
    if (n <= CONTACT_SOLVE_LEMKE_FIRST &&
        try_lemke(A, b, nc, o, lemke_solve, z, w, r) == LCP_SOLVED)
        return LCP_SOLVED; /* 3: the tableau Lemke */
    if (n > CONTACT_SOLVE_LEMKE_FIRST && n <= CONTACT_SOLVE_LEMKE_LAST &&
        normals_guess(A, b, nc, o, z, w, r) == LCP_SOLVED)
        return LCP_SOLVED; /* 4: every approaching normal, no friction */
    if (n <= CONTACT_SOLVE_LEMKE_LAST) {
        if (warm)
            memcpy(z, guess, (size_t)n * sizeof *z);
        else
            memset(z, 0, (size_t)n * sizeof *z);
        if (block_gs(A, b, nc, nd, o, z, w, r) == LCP_SOLVED)
            return LCP_SOLVED; /* 5: the sweeps */
    }
    if (n <= EXACT_MAX_N && o->exact_fallback) {
        lcp_status s = solve_dense(A, b, o, NULL, z, w, r);
        if (s == LCP_SOLVED || s == LCP_NO_SOLUTION)
            return s; /* 6: solved, or proven to have no solution */
    }
    *r = last; /* 1.'s failure; memory that ran out there is said so */
    return lcp_finish(r, last.status == LCP_OUT_OF_MEMORY ? LCP_OUT_OF_MEMORY
                                                          : LCP_NUMERICAL_FAILURE,
                      "%s", last.message);
}

lcp_status contact_solve(const sparse_matrix *A, const double *b, int nc, int nd,
                         const lcp_options *options, int warm, unsigned char *basis, double *z,
                         double *w, lcp_result *result)
{
    lcp_options o = options ? *options : lcp_default_options();
    lcp_result scratch;
    lcp_result *r = result ? result : &scratch;
    int n = A->n;
    *r = (lcp_result){.status = LCP_BAD_INPUT, .method = LCP_METHOD_AUTO};
    if (n != nc * (nd + 2) || nd < 1 || nd > 16)
        return lcp_finish(r, LCP_BAD_INPUT, "bad input: not a contact LCP of %d contacts", nc);
    if (!linalg_all_finite(A->nnz, A->val) || !linalg_all_finite(n, b))
        return lcp_finish(r, LCP_BAD_INPUT, "bad input: M or q holds NaN or Inf");
    double *guess = warm ? malloc((size_t)n * sizeof *guess) : NULL;
    if (warm && !guess)
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory");
    if (guess)
        memcpy(guess, z, (size_t)n * sizeof *guess);
    lcp_status s = LCP_NUMERICAL_FAILURE;
    lcp_start start = LCP_START_PREVIOUS;
    if (warm && basis) /* 1a: from the previous step's basis */
        s = sparse_lemke(A, b, &o, basis, basis, z, w, r);
    else if (basis && normals_first(A, b, nc, nd, &o, basis, r)) { /* 1a: from the frictionless one's */
        int small = r->iterations;
        s = sparse_lemke(A, b, &o, basis, basis, z, w, r);
        r->iterations += small;
        if (s == LCP_SOLVED)
            lcp_finish(r, s, "z0 left the basis, %d pivots from the basis of the frictionless "
                       "LCP (%d pivots)", r->iterations - small, small);
        start = LCP_START_FRICTIONLESS;
    }
    if (s != LCP_SOLVED) { /* 1b: from w basic */
        s = sparse_lemke(A, b, &o, NULL, basis, z, w, r);
        start = LCP_START_SLACK;
    }
    r->start = s == LCP_SOLVED ? start : LCP_START_NONE;
    if (s == LCP_SOLVED && n <= CONTACT_SOLVE_LEMKE_LAST)
        share_load(A, b, nc, &o, z, w);
    if (s != LCP_SOLVED) {
        s = fallbacks(A, b, nc, nd, &o, warm, guess, z, w, r);
        if (s == LCP_SOLVED)
            basis_of(n, z, basis);
    }
    free(guess);
    return s;
}
/* [/cs-solve] */
