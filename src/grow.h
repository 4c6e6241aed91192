/* grow.h: arrays that grow to the size a step needs and keep their room
 * (the multibody step's workspaces: motion.h, contact_columns.h,
 * contact_pyramid.h, contact_phantom.h). */
#ifndef GROW_H
#define GROW_H

#include <stddef.h>

/* Grow *p to n doubles (at least 1), contents kept; 0, or -1 when out of
 * memory (*p then unchanged). */
int grow_doubles(double **p, size_t n);

#endif
