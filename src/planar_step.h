/* planar_step.h: the distributed planar LuGre model's step (eqs. 9-15,
 * explicit Euler) over the loaded cells of a planar_lugre, written as
 * vector kernels: no branch and no library call in the loops over the
 * cells (exp and sin are the step's own), sums in PLANAR_LANES fixed
 * accumulators per chunk of cells, a base (SSE2) and an AVX2 copy that
 * give the same bits.
 */
#ifndef PLANAR_STEP_H
#define PLANAR_STEP_H

#include "planar_lugre.h"

/* One explicit Euler step of length dt with the twist v at the grid centre:
 * the wrench about the centre from the bristle state before the update goes
 * to wrench, then z <- z + dt z'.  The parameters are read at every step:
 * m->p.fn (the normal force) and the others may be changed between steps.
 * No allocation; the same bytes on every x86-64 machine (our own exp and
 * sin, no libm call for gamma = 2; the sums in a fixed order). */
void planar_lugre_step(planar_lugre *m, const double v[3], double dt, double wrench[3]);

/* The step's own exp (any x; 0 below -745.2, infinite above 709.8) and
 * sin (|u| <= pi/2), also for the reduced model (src/planar_reduced.c);
 * tests/test_planar_speed.c bounds their error against libm's. */
double planar_exp(double x);
double planar_sin(double u);

#endif
