/* lcp_set.c: the LCPs of a run, solved again by ours and by Siconos. */
#define _POSIX_C_SOURCE 200809L
#include "lcp_set.h"

#include "lcp.h"
#include "lcp_solve.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#ifdef HAVE_SICONOS
#include "numerics/LCP_Solvers.h"
#include "numerics/LinearComplementarityProblem.h"
#include "numerics/SolverOptions.h"
#include "numerics/lcp_cst.h"
#include "siconos/siconos_lcp.h"

/* Siconos' copies of the set's problems and its solver options. */
typedef struct {
    LinearComplementarityProblem **problems;
    SolverOptions *options, *pgs;
} siconos_side;
#endif

/* malloc or stop: a benchmark has nothing sensible to do without memory. */
static void *grow(void *p, size_t size)
{
    void *q = realloc(p, size);
    if (!q) {
        fprintf(stderr, "bench: out of memory\n");
        exit(1);
    }
    return q;
}

void lcp_set_add(lcp_set *set, int n, const double *A, const double *b)
{
    if (set->count == set->capacity) {
        set->capacity = set->capacity ? 2 * set->capacity : 64;
        set->n = grow(set->n, (size_t)set->capacity * sizeof *set->n);
        set->A = grow(set->A, (size_t)set->capacity * sizeof *set->A);
        set->b = grow(set->b, (size_t)set->capacity * sizeof *set->b);
    }
    int k = set->count++;
    set->n[k] = n;
    set->A[k] = grow(NULL, (size_t)n * (size_t)n * sizeof(double));
    set->b[k] = grow(NULL, (size_t)n * sizeof(double));
    memcpy(set->A[k], A, (size_t)n * (size_t)n * sizeof(double));
    memcpy(set->b[k], b, (size_t)n * sizeof(double));
    set->largest = n > set->largest ? n : set->largest;
}

int lcp_set_solve_ours(const lcp_set *set, double *z, double *w)
{
    int ok = 0;
    for (int k = 0; k < set->count; k++) {
        lcp_problem p = {set->n[k], set->A[k], set->b[k]};
        ok += lcp_solve(&p, NULL, z, w, NULL) == LCP_SOLVED &&
              lcp_check(&p, z, 1e-9, NULL, NULL, 0) == 0;
    }
    return ok;
}

void lcp_set_prepare_siconos(lcp_set *set)
{
#ifdef HAVE_SICONOS
    if (set->siconos)
        return;
    siconos_side *side = grow(NULL, sizeof *side);
    side->problems = grow(NULL, (size_t)(set->count ? set->count : 1) * sizeof *side->problems);
    for (int k = 0; k < set->count; k++)
        side->problems[k] = siconos_problem(&(lcp_problem){set->n[k], set->A[k], set->b[k]});
    side->options = solver_options_create(SICONOS_LCP_LEMKE);
    side->pgs = solver_options_create(SICONOS_LCP_PSOR); /* lcp_pgs clashes with ours */
    side->pgs->iparam[SICONOS_IPARAM_MAX_ITER] = 10000;
    side->pgs->dparam[SICONOS_DPARAM_TOL] = 1e-10;
    side->pgs->dparam[SICONOS_LCP_DPARAM_RHO] = 1.0; /* omega = 1: Gauss-Seidel */
    set->siconos = side;
#else
    (void)set;
#endif
}

/* Every problem by Siconos' lcp_lexicolemke (pgs 0) or lcp_psor with omega
 * = 1, projected Gauss-Seidel (pgs 1; its lcp_pgs has our lcp_pgs' name)
 * from z = w = 0, each answer checked; -1 without Siconos. */
static int solve_siconos(lcp_set *set, double *z, double *w, int *claimed, int pgs)
{
    *claimed = 0;
#ifdef HAVE_SICONOS
    lcp_set_prepare_siconos(set);
    siconos_side *side = set->siconos;
    int ok = 0;
    for (int k = 0; k < set->count; k++) {
        int n = set->n[k], status = 0;
        memset(z, 0, (size_t)n * sizeof *z);
        memset(w, 0, (size_t)n * sizeof *w);
        if (pgs) { /* lcp_psor prints a warning about omega on stdout: not into the table */
            fflush(stdout);
            int saved = dup(1), null = open("/dev/null", O_WRONLY);
            if (null >= 0)
                dup2(null, 1);
            lcp_psor(side->problems[k], z, w, &status, side->pgs);
            fflush(stdout);
            if (saved >= 0)
                dup2(saved, 1);
            if (null >= 0)
                close(null);
            if (saved >= 0)
                close(saved);
        } else
            lcp_lexicolemke(side->problems[k], z, w, &status, side->options);
        lcp_problem p = {n, set->A[k], set->b[k]};
        *claimed += status == 0;
        ok += status == 0 && lcp_check(&p, z, 1e-9, NULL, NULL, 0) == 0;
    }
    return ok;
#else
    (void)set;
    (void)z;
    (void)w;
    (void)pgs;
    return -1;
#endif
}

int lcp_set_solve_siconos(lcp_set *set, double *z, double *w, int *claimed)
{
    return solve_siconos(set, z, w, claimed, 0);
}

int lcp_set_solve_siconos_pgs(lcp_set *set, double *z, double *w, int *claimed)
{
    return solve_siconos(set, z, w, claimed, 1);
}

void lcp_set_free(lcp_set *set)
{
#ifdef HAVE_SICONOS
    siconos_side *side = set->siconos;
    if (side) {
        solver_options_delete(side->options); /* 4.4 frees the members, not the struct */
        free(side->options);
        solver_options_delete(side->pgs);
        free(side->pgs);
        for (int k = 0; k < set->count; k++)
            freeLinearComplementarityProblem(side->problems[k]);
        free(side->problems);
        free(side);
    }
#endif
    for (int k = 0; k < set->count; k++) {
        free(set->A[k]);
        free(set->b[k]);
    }
    free(set->n);
    free(set->A);
    free(set->b);
    *set = (lcp_set){0};
}
