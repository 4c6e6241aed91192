/* siconos_lcp.h: our LCP as a Siconos problem, shared by the comparison test
 * and the benchmark.  Siconos stores dense matrices column by column. */
#ifndef SICONOS_LCP_H
#define SICONOS_LCP_H

#include "lcp.h"

#include "numerics/LinearComplementarityProblem.h"
#include "numerics/NumericsMatrix.h"

#include <stdlib.h>

/* Siconos' problem, M copied column by column (its dense order). */
static inline LinearComplementarityProblem *siconos_problem(const lcp_problem *p)
{
    int n = p->n;
    LinearComplementarityProblem *s = newLCP();
    s->size = n;
    s->M = NM_create(NM_DENSE, n, n);
    s->q = malloc((size_t)n * sizeof *s->q);
    for (int i = 0; i < n; i++) {
        s->q[i] = p->q[i];
        for (int j = 0; j < n; j++)
            s->M->matrix0[j * n + i] = p->M[i * n + j];
    }
    return s;
}

#endif
