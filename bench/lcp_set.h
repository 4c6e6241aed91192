/* lcp_set.h: the LCPs of a simulation run, kept to be solved again by ours
 * and by Siconos' lcp_lexicolemke in the benchmarks of chapters 6 and 7. */
#ifndef LCP_SET_H
#define LCP_SET_H

typedef struct {
    int count, capacity, largest; /* largest: the largest n */
    int *n;
    double **A, **b;              /* copies: A row-major n x n, b of n */
    void *siconos;                /* the same problems for Siconos, or NULL */
} lcp_set;

/* Keep a copy of the LCP w = A z + b of size n. */
void lcp_set_add(lcp_set *set, int n, const double *A, const double *b);

/* Solve every LCP once with ours (lcp_solve, automatic); the number whose
 * answer passes lcp_check at 1e-9.  z and w hold set->largest entries. */
int lcp_set_solve_ours(const lcp_set *set, double *z, double *w);

/* Build Siconos' copies of the problems (before timing; nothing without
 * Siconos). */
void lcp_set_prepare_siconos(lcp_set *set);

/* The same with Siconos' lcp_lexicolemke from z = w = 0; *claimed counts
 * Siconos' own verdicts of success (info = 0).  -1 when built without
 * Siconos.  Prepares the problems if lcp_set_prepare_siconos was not
 * called. */
int lcp_set_solve_siconos(lcp_set *set, double *z, double *w, int *claimed);

/* The same with Siconos' projected Gauss-Seidel (lcp_psor with omega = 1,
 * the one-unknown blocks of its NSGS: 10000 sweeps at most, tolerance
 * 1e-10). */
int lcp_set_solve_siconos_pgs(lcp_set *set, double *z, double *w, int *claimed);

/* Free the copies (and the Siconos problems). */
void lcp_set_free(lcp_set *set);

#endif
