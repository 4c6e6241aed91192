/* lcp_rounded.c: a student's rounded LCP solution judged (see lcp_rounded.h). */
#include "lcp_rounded.h"

#include "dense.h"
#include "lcp_classes.h"
#include "lcp_exact.h"
#include "lcp_solve.h"
#include "linalg.h"
#include "number.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The P-matrix test checks 2^n principal minors: not tried beyond this n
 * (the limit of lcp solve's uniqueness line). */
#define UNIQUENESS_MAX_N 12

/* Solves of pull_rest: each leaves about 1/rho = 1e-3 of the last miss. */
#define PULL_PASSES 4

/* [check-lcp-rounded] */
/* lcp_check with each condition widened by the rounding of the student's
 * numbers: z_i by half_i, w_i by sum_j |M_ij| half_j. */
int lcp_check_rounded(const lcp_problem *p, const double *z, const double *half, double tol,
                      double *w, lcp_violation *v, int max)
{
    int n = p->n, count = 0;
    double size = 0.0;
    for (int i = 0; i < n; i++)
        size = fmax(size, fabs(z[i]));
    double eps_z = tol * fmax(1.0, size);
    double *eps_w = malloc((size_t)(n > 0 ? n : 1) * sizeof *eps_w);
    if (!eps_w || lcp_check_tolerances(p, z, tol, w, eps_w) != 0) {
        free(eps_w);
        /* no room to check: not passed */
        lcp_note_violation(v, max, &count, LCP_NOT_FINITE, 0, NAN);
        return count;
    }
    for (int i = 0; i < n; i++) {
        double wi = p->q[i], slack = 0.0; /* w_i, and how far the rounding moves it */
        for (int j = 0; j < n; j++) {
            wi += p->M[i * n + j] * z[j];
            slack += fabs(p->M[i * n + j]) * half[j];
        }
        w[i] = wi;
        double zi_tol = eps_z + half[i], wi_tol = eps_w[i] + slack;
        if (!isfinite(z[i]) || !isfinite(wi)) {
            lcp_note_violation(v, max, &count, LCP_NOT_FINITE, i, isfinite(z[i]) ? wi : z[i]);
            continue;
        }
        if (z[i] < -zi_tol)
            lcp_note_violation(v, max, &count, LCP_Z_NEGATIVE, i, z[i]);
        if (wi < -wi_tol)
            lcp_note_violation(v, max, &count, LCP_W_NEGATIVE, i, wi);
        if (fabs(z[i]) > zi_tol && fabs(wi) > wi_tol)
            lcp_note_violation(v, max, &count, LCP_NOT_COMPLEMENTARY, i, z[i] * wi);
    }
    free(eps_w);
    return count;
}
/* [/check-lcp-rounded] */

/* Is M a P-matrix (then the LCP has exactly one solution for every q)?
 * A P-matrix has a positive diagonal; beyond UNIQUENESS_MAX_N, or out of
 * memory: not known (0). */
static int p_matrix(const lcp_problem *p)
{
    for (int i = 0; i < p->n; i++)
        if (!(p->M[i * p->n + i] > 0.0))
            return 0;
    if (p->n > UNIQUENESS_MAX_N)
        return 0;
    lcpq_problem q;
    if (lcpq_init(&q, p->n) != 0 || lcpq_from_doubles(&q, p) != 0)
        return 0; /* out of memory: not known */
    int yes = lcpq_is_p_matrix(&q) == 1;
    lcpq_clear(&q);
    return yes;
}

/* The unknowns the student did not give, solved for from the ones they
 * did: the LCP of those rows, 0 <= z_U _|_ M_UU z_U + q_U + M_UK z_K >= 0.
 * Returns 0 with them in z, -1 (none to solve for, or not solved) or -2
 * (out of memory). */
static int solve_rest(const lcp_problem *d, const int *given, double *z)
{
    int n = d->n, u = 0;
    int *at = malloc((size_t)(n > 0 ? n : 1) * sizeof *at);
    if (!at)
        return -2;
    for (int i = 0; i < n; i++)
        if (!given[i])
            at[u++] = i;
    double *M = malloc(((size_t)u * (size_t)u + 3 * (size_t)u + 1) * sizeof *M);
    if (!M) {
        free(at);
        return -2;
    }
    double *q = M + (size_t)u * (size_t)u, *zu = q + u, *wu = zu + u;
    for (int a = 0; a < u; a++) {
        q[a] = d->q[at[a]];
        for (int j = 0; j < n; j++)
            if (given[j])
                q[a] += d->M[at[a] * n + j] * z[j];
        for (int b = 0; b < u; b++)
            M[a * u + b] = d->M[at[a] * n + at[b]];
    }
    lcp_options options = lcp_default_options();
    lcp_result result;
    int ok = u > 0 &&
             lcp_solve(&(lcp_problem){.n = u, .M = M, .q = q}, &options, zu, wu, &result) ==
                 LCP_SOLVED;
    for (int a = 0; ok && a < u; a++)
        z[at[a]] = zu[a];
    free(M);
    free(at);
    return ok ? 0 : -1;
}

/* The unknowns the student did not give from the whole LCP pulled toward
 * theirs: M + rho I and q - rho t on the rows of the given z_K.  A
 * solution with z_K = t solves both LCPs (the added terms are 0), and a
 * large rho favours one; the pull leaves z_K off by about w_K / rho, so
 * the target t starts at theirs and is moved by that miss, a few times.
 * Returns 0 with them in z, -1, or -2 (out of memory). */
static int pull_rest(const lcp_problem *d, const int *given, double *z)
{
    size_t n = (size_t)d->n;
    double rho = 1e3 * fmax(1.0, linalg_matrix_norm_inf(d->n, d->n, d->M));
    double *M = malloc((n * n + 4 * n + 1) * sizeof *M);
    if (!M)
        return -2;
    double *q = M + n * n, *zp = q + n, *wp = zp + n, *target = wp + n;
    memcpy(M, d->M, n * n * sizeof *M);
    memcpy(target, z, n * sizeof *target);
    for (size_t i = 0; i < n; i++)
        M[i * n + i] += given[i] ? rho : 0.0;
    lcp_options options = lcp_default_options();
    lcp_result result;
    int ok = 1;
    for (int pass = 0; ok && pass < PULL_PASSES; pass++) {
        for (size_t i = 0; i < n; i++)
            q[i] = d->q[i] - (given[i] ? rho * target[i] : 0.0);
        ok = lcp_solve(&(lcp_problem){.n = d->n, .M = M, .q = q}, &options, zp, wp,
                       &result) == LCP_SOLVED;
        for (size_t i = 0; ok && i < n; i++)
            target[i] += given[i] ? z[i] - zp[i] : 0.0;
    }
    for (size_t i = 0; ok && i < n; i++)
        if (!given[i])
            z[i] = zp[i];
    free(M);
    return ok ? 0 : -1;
}

/* Ways to fill in the unknowns the student did not give, tried in turn
 * when the program's values of them do not complete a solution. */
static int (*const completions[])(const lcp_problem *, const int *, double *) = {
    solve_rest, pull_rest};

static int rounds_to_solution(lcp_rounded *j, double tol);

/* A completion z (w: room for M z + q) made exact: a floating-point solve
 * of the pulled LCP leaves w off by a few 1e-9 where it must be 0; the
 * least change of the clearly positive z_i that makes those w_i = 0, as
 * rounds_to_solution finds it.  1 when that solves the LCP with every
 * given z_i within its rounding (z and w then hold it), 0 if not, -2 out
 * of memory. */
static int polish(const lcp_rounded *j, double *z, double *w, double tol)
{
    const lcp_problem *d = &j->p;
    lcp_rounded polished = *j;
    double *zz = malloc((2 * (size_t)d->n + 1) * sizeof *zz);
    if (!zz)
        return -2;
    memcpy(zz, z, (size_t)d->n * sizeof *zz);
    for (int i = 0; i < d->n; i++) {
        double wi = d->q[i];
        for (int k = 0; k < d->n; k++)
            wi += d->M[i * d->n + k] * z[k];
        zz[d->n + i] = wi;
    }
    polished.z = zz;
    polished.w = zz + d->n;
    int rounded = 0;
    for (int i = 0; i < d->n; i++)
        rounded |= j->half[i] > 0.0;
    int ok = rounded ? rounds_to_solution(&polished, tol) : 0;
    if (ok == 1) {
        memcpy(z, zz, (size_t)d->n * sizeof *z);
        memcpy(w, zz + d->n, (size_t)d->n * sizeof *w);
    }
    free(zz);
    return ok;
}

/* The student's z against the LCP: the program's z where they gave no
 * number; when that breaks it, the rest solved for from theirs.  0, or -2
 * out of memory. */
static int check_unknowns(lcp_rounded *j, double tol)
{
    const lcp_problem *d = &j->p;
    j->count = lcp_check_rounded(d, j->z, j->half, tol, j->w, j->v, LCP_ROUNDED_MAX_VIOLATIONS);
    double *z = malloc((2 * (size_t)d->n + 1) * sizeof *z), *w = z ? z + d->n : NULL;
    if (!z)
        return -2;
    lcp_violation v[LCP_ROUNDED_MAX_VIOLATIONS];
    size_t ways = sizeof completions / sizeof completions[0];
    int status = 0;
    for (size_t c = 0; j->count > 0 && status == 0 && c < ways; c++) {
        memcpy(z, j->z, (size_t)d->n * sizeof *z);
        int completed = completions[c](d, j->given, z), polished = 0;
        if (completed == 0)
            polished = polish(j, z, w, tol);
        if (completed == -2 || polished == -2) {
            status = -2;
        } else if (completed == 0 &&
                   (polished == 1 || lcp_check_rounded(d, z, j->half, tol, w, v,
                                                       LCP_ROUNDED_MAX_VIOLATIONS) == 0)) {
            memcpy(j->z, z, (size_t)d->n * sizeof *z);
            memcpy(j->w, w, (size_t)d->n * sizeof *w);
            j->count = 0;
            j->solved = 1;
        }
    }
    free(z);
    return status;
}

/* [check-rounds-to] */
/* Does a solution of the LCP round to the student's z?  The unknowns
 * clearly positive (beyond their rounding), P, must have w_P = 0: the least
 * change to z_P that makes M_PP z_P + q_P = 0 (dense_least_norm's least-norm
 * least squares, the rank cut at rcond 1e-12), every other z_i 0.  Yes
 * when that z solves the LCP (lcp_check at tol) and moved no given z_i by
 * more than its half unit; it then replaces the student's z (the columns
 * affine in z are computed from a solution, not from rounded numbers).
 * Exact values (no half unit) passed lcp_check_rounded, which is lcp_check
 * for them: yes in any case.  1 yes, 0 no, -2 out of memory. */
static int rounds_to_solution(lcp_rounded *j, double tol)
{
    const lcp_problem *d = &j->p;
    int n = d->n, k = 0, rounded = 0, rank = 0;
    for (int i = 0; i < n; i++)
        rounded |= j->half[i] > 0.0;
    double size = linalg_norm_inf(n, j->z), eps_z = tol * fmax(1.0, size);
    int *P = malloc((size_t)(n > 0 ? n : 1) * sizeof *P);
    if (!P)
        return -2;
    for (int i = 0; i < n; i++)
        if (j->z[i] > j->half[i] + eps_z)
            P[k++] = i;
    double *A = malloc(((size_t)k * (size_t)k + 3 * (size_t)n + 1) * sizeof *A);
    if (!A) {
        free(P);
        return -2;
    }
    double *r = A + (size_t)k * (size_t)k, *z = r + n, *w = z + n;
    for (int a = 0; a < k; a++) {
        r[a] = -j->w[P[a]]; /* the change must cancel w_P */
        for (int b = 0; b < k; b++)
            A[a * k + b] = d->M[P[a] * n + P[b]];
    }
    int ok = k == 0 || dense_least_norm(k, k, A, r, 1e-12, &rank) == DENSE_OK;
    for (int i = 0; i < n; i++)
        z[i] = 0.0;
    for (int a = 0; ok && a < k; a++)
        z[P[a]] = j->z[P[a]] + r[a];
    ok = ok && lcp_check(d, z, tol, w, NULL, 0) == 0;
    for (int i = 0; ok && i < n; i++)
        ok = !j->given[i] ||
             number_agrees(z[i], j->z[i], j->half[i]); /* half of z_i itself */
    if (ok) {
        memcpy(j->z, z, (size_t)n * sizeof *z);
        memcpy(j->w, w, (size_t)n * sizeof *w);
    }
    free(A);
    free(P);
    return ok || !rounded;
}
/* [/check-rounds-to] */

/* check_unknowns, then whether a solution rounds to them, then whether
 * the program's is the only solution. */
void lcp_rounded_judge(lcp_rounded *j)
{
    double tol = lcp_default_options().tol;
    int rounds = 0;
    j->solved = j->unique = j->count = 0;
    if (check_unknowns(j, tol) != 0)
        j->verdict = LCP_ROUNDED_NO_MEMORY;
    else if (j->count > 0)
        j->verdict = LCP_ROUNDED_BREAK;
    else if ((rounds = rounds_to_solution(j, tol)) == 1)
        j->verdict = LCP_ROUNDED_SATISFY;
    else if (rounds < 0)
        j->verdict = LCP_ROUNDED_NO_MEMORY;
    else
        j->verdict = LCP_ROUNDED_ROUNDING, j->unique = p_matrix(&j->p);
}
