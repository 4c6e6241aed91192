/* grow.c: arrays that grow; see grow.h. */
#include "grow.h"

#include <stdlib.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

/* Grow *p to n doubles (grow.h). */
int grow_doubles(double **p, size_t n)
{
    double *q = realloc(*p, (n ? n : 1) * sizeof *q);
    if (!q)
        return -1;
    *p = q;
    return 0;
}

/* Large blocks from the heap, and the heap kept (grow.h). */
void grow_keep_heap(void)
{
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
#endif
}
