/* grow.h: arrays that grow to the size a step needs and keep their room
 * (the multibody step's workspaces: motion.h, contact_columns.h,
 * contact_pyramid.h, contact_phantom.h). */
#ifndef GROW_H
#define GROW_H

#include <stddef.h>

/* Grow *p to n doubles (at least 1), contents kept; 0, or -1 when out of
 * memory (*p then unchanged). */
int grow_doubles(double **p, size_t n);

/* A step of a large pile allocates and frees some megabytes (the sparse
 * LCP, its transpose, the LU's room); glibc would take each from the
 * kernel and give it back, and the fresh pages cost as much as the solve.
 * Keep them in the heap instead (glibc's mallopt; elsewhere nothing).  No
 * result depends on it. */
void grow_keep_heap(void);

#endif
