/* third_party/sundials_dmath.h: included first (-include) in every file of
 * SUNDIALS' CVODE, compiled natively ($(B)/lib/libcvode.a) and for the page
 * (web/web.mk) from the same sources: CVODE's one transcendental call,
 * pow (SUNRpowerR in sundials/sundials_math.c, for the step-size ratios
 * eta = 1 / ((bias dsm)^(1/(q+1)) + addon) of cvode.c), goes to dmath_pow, so
 * that the steps it chooses are the same natively and in the page
 * (src/dmath.h); exp (SUNRexp, not called by the files compiled) as well.
 * Its other libm calls, sqrt and fabs, are exact. */
#ifndef SUNDIALS_DMATH_H
#define SUNDIALS_DMATH_H

#include <math.h>

#include "dmath.h"

#define pow dmath_pow
#define exp dmath_exp

#endif
