/* grow.c: arrays that grow; see grow.h. */
#include "grow.h"

#include <stdlib.h>

int grow_doubles(double **p, size_t n)
{
    double *q = realloc(*p, (n ? n : 1) * sizeof *q);
    if (!q)
        return -1;
    *p = q;
    return 0;
}
