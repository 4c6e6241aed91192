/* lcp_enumerate.c: every complementary basis, exactly (see lcp_enumerate.h). */
#include "lcp_enumerate.h"

#include "lcp_pivot.h"

#include <stdio.h>
#include <stdlib.h>

/* The largest n the search accepts (2^20 bases). */
#define LCPQ_MAX_ENUMERATE 20

/* The next subset of {0..n-1} with as many members as s (Gosper's hack:
 * the lowest run of ones moves up by one place and the rest of it drops to
 * the bottom); a value >= 2^n when s was the last. */
static unsigned long next_subset(unsigned long s)
{
    if (s == 0)
        return ~0UL;
    unsigned long low = s & -s, ripple = s + low;
    return ripple | (((ripple ^ s) / low) >> 2);
}

/* Scratch space of the search, sized for n. */
typedef struct {
    int *members; /* the k indices in S, then the n - k not in S */
    mpq_t *A;     /* room for n x (n + 1) */
    mpq_t *y;     /* n */
} search_space;

/* List S's members, then the rest, into members; returns |S|. */
static int split(unsigned long S, int n, int *members)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        if (S >> i & 1)
            members[k++] = i;
    for (int i = 0, m = k; i < n; i++)
        if (!(S >> i & 1))
            members[m++] = i;
    return k;
}

/* [M_SS | -q_S] as a k x (k + 1) array: w_S = M_SS z_S + q_S = 0 when z
 * vanishes off S. */
static void principal_system(const lcpq_problem *p, const int *members, int k, mpq_t *A)
{
    int n = p->n;
    for (int a = 0; a < k; a++) {
        for (int b = 0; b < k; b++)
            mpq_set(A[a * (k + 1) + b], p->M[members[a] * n + members[b]]);
        mpq_neg(A[a * (k + 1) + k], p->q[members[a]]);
    }
}

/* [B_S | q] as an n x (n + 1) array.  The complementary basis of S has z_j
 * basic for j in S and w_i for i not in S; row i of w - M z = q on those
 * variables reads [i not in S] w_i - sum_{j in S} M_ij z_j = q_i, so
 * B_S's columns are -M e_j (j in S, first) and e_i (i not in S). */
static void basis_system(const lcpq_problem *p, const int *members, int k, mpq_t *A)
{
    int n = p->n;
    for (int i = 0; i < n; i++) {
        for (int c = 0; c < n; c++) {
            mpq_ptr entry = A[i * (n + 1) + c];
            if (c < k)
                mpq_neg(entry, p->M[i * n + members[c]]);
            else
                mpq_set_ui(entry, members[c] == i, 1);
        }
        mpq_set(A[i * (n + 1) + n], p->q[i]);
    }
}

/* z = the k values y_a at z_{members[a]}, zeros elsewhere; 0 if some
 * value is negative. */
static int spread(const int *members, int k, mpq_t *y, int stride, mpq_t *z, int n)
{
    lcpq_zero(z, n);
    for (int a = 0; a < k; a++) {
        if (mpq_sgn(y[a * stride]) < 0)
            return 0;
        mpq_set(z[members[a]], y[a * stride]);
    }
    return 1;
}

/* [lcpq-basis] */
/* Does the complementary basis of S hold a solution?  With z zero off S
 * and w_S = 0, M_SS z_S = -q_S.  If M_SS is nonsingular that fixes z_S,
 * and z is a solution iff z_S >= 0 and w = M z + q >= 0 off S.  If it is
 * singular, the candidates (z_S, w_S') form the polyhedron
 * {y >= 0 : B_S y = q} (basis_system), which may be non-empty with no
 * vertex that a nonsingular basis would find (M = [[0,1],[0,0]],
 * q = [-1, 0]: z2 = 1 needs S = {2} and M_SS = [0]), so phase 1 decides;
 * any point of it is a solution (w_S = 0, z_S >= 0, w_S' >= 0).  -1 when
 * memory runs out. */
static int try_basis(const lcpq_problem *p, unsigned long S, search_space *sp, mpq_t *z)
{
    int n = p->n, k = split(S, n, sp->members);
    principal_system(p, sp->members, k, sp->A);
    if (lcpq_gauss_jordan(sp->A, k, k + 1))
        return spread(sp->members, k, sp->A + k, k + 1, z, n) && lcpq_check(p, z, NULL);
    basis_system(p, sp->members, k, sp->A);
    int feasible = lcpq_phase_one(sp->A, n, n, sp->y);
    if (feasible < 0)
        return -1;
    return feasible && spread(sp->members, k, sp->y, 1, z, n);
}
/* [/lcpq-basis] */

/* The message for a search that found nothing. */
static lcp_status no_solution(lcp_result *r, int n)
{
    char msg[200];
    snprintf(msg, sizeof msg, "no solution: all 2^n complementary bases tried (2^%d = %lu)", n,
             1UL << n);
    return lcp_finish(r, LCP_NO_SOLUTION, "%s", msg);
}

/* Try the subsets of {0..n-1} by size, small supports first; 1 when one
 * holds a solution (in z), -1 when memory ran out.  r->iterations counts the bases tried. */
static int search(const lcpq_problem *p, search_space *sp, mpq_t *z, lcp_result *r)
{
    unsigned long end = 1UL << p->n;
    for (int size = 0; size <= p->n; size++)
        for (unsigned long S = (1UL << size) - 1; S < end; S = next_subset(S)) {
            r->iterations++;
            int found = try_basis(p, S, sp, z);
            if (found != 0)
                return found;
        }
    return 0;
}

/* Every solution z has a support S, and (z_S, w_S') lies in the set
 * try_basis examines for that S, so a search that finds nothing proves
 * that there is no solution. */
static lcp_status search_bases(const lcpq_problem *p, mpq_t *z, lcp_result *r)
{
    int n = p->n;
    search_space sp = {.members = malloc((size_t)n * sizeof(int)),
                       .A = lcpq_vector_new(n * (n + 1)),
                       .y = lcpq_vector_new(n)};
    int found = sp.members && sp.A && sp.y ? search(p, &sp, z, r) : -1;
    free(sp.members);
    lcpq_vector_free(sp.A, n * (n + 1));
    lcpq_vector_free(sp.y, n);
    if (found < 0) {
        lcpq_zero(z, n);
        return lcp_finish(r, LCP_OUT_OF_MEMORY, "out of memory: the search of n = %d", n);
    }
    if (!found) {
        lcpq_zero(z, n);
        return no_solution(r, n);
    }
    if (!lcpq_check(p, z, NULL))
        return lcp_finish(r, LCP_NUMERICAL_FAILURE,
                      "numerical failure: the basis found fails the exact check (a bug)");
    return lcp_finish(r, LCP_SOLVED, "solved");
}

/* Try every complementary basis, n <= 20. */
lcp_status lcpq_enumerate(const lcpq_problem *p, mpq_t *z, lcp_result *r)
{
    lcp_result scratch;
    if (!r)
        r = &scratch;
    *r = (lcp_result){.status = LCP_BAD_INPUT, .method = LCP_METHOD_ENUMERATE};
    if (p->n < 1)
        return lcp_finish(r, LCP_BAD_INPUT, "bad input: the LCP has no unknowns (n < 1)");
    if (p->n > LCPQ_MAX_ENUMERATE) {
        char msg[200];
        snprintf(msg, sizeof msg,
                 "bad input: enumeration tries 2^n bases and is limited to n <= %d (n = %d)",
                 LCPQ_MAX_ENUMERATE, p->n);
        return lcp_finish(r, LCP_BAD_INPUT, "%s", msg);
    }
    return search_bases(p, z, r);
}
