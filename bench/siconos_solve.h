/* siconos_solve.h: the part the two whole-process harnesses share
 * (siconos_lemke.c, siconos_plain.c): solve the LCP p with Siconos'
 * lcp_lexicolemke from z = w = 0, print "i z_i" for i = 1..n with
 * round-trip digits, free p (its M and q with it).  The exit status: 0 when
 * Siconos reports success (info = 0), 3 otherwise. */
#ifndef SICONOS_SOLVE_H
#define SICONOS_SOLVE_H

#include "numerics/LCP_Solvers.h"
#include "numerics/LinearComplementarityProblem.h"
#include "numerics/SolverOptions.h"
#include "numerics/lcp_cst.h"

#include <stdio.h>
#include <stdlib.h>

static int siconos_solve_print(LinearComplementarityProblem *p)
{
    int n = p->size, info = 0;
    double *z = calloc((size_t)n, sizeof *z), *w = calloc((size_t)n, sizeof *w);
    SolverOptions *o = solver_options_create(SICONOS_LCP_LEMKE);
    lcp_lexicolemke(p, z, w, &info, o);
    for (int i = 0; i < n; i++)
        printf("%d %.17g\n", i + 1, z[i]);
    solver_options_delete(o); /* 4.4 frees the members, not the struct */
    free(o);
    freeLinearComplementarityProblem(p);
    free(z);
    free(w);
    return info == 0 ? 0 : 3;
}

#endif
