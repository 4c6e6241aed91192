/* planar_files.h: the files a student writes for chapter 10's programs: a
 * twist profile (knots "t vx vy omega") and a pressure map (N rows of N
 * weights).  Numbers are read by number.c; '#' starts a comment, blank
 * lines are skipped, commas may separate numbers.
 */
#ifndef PLANAR_FILES_H
#define PLANAR_FILES_H

#include <stddef.h>
#include <stdio.h>

/* A twist profile a student writes: knots (t, vx, vy, w) at the CoP with
 * increasing t, linearly interpolated, held at the first knot's twist
 * before it and at the last knot's after it. */
typedef struct {
    int n;
    double *k; /* n rows of t vx vy w */
} planar_profile;

/* Read a profile: lines "t vx vy omega", '#' starts a comment, blank lines
 * are skipped.  0, or -1 with "NAME:LINE: what" in err. */
int planar_profile_read(FILE *in, const char *name, planar_profile *out, char *err, size_t size);
void planar_profile_free(planar_profile *p);

/* The profile's twist at time t. */
void planar_profile_twist(const planar_profile *p, double t, double v[3]);

/* Read a pressure map: N lines of N non-negative weights (row iy = 0 first,
 * the top of the grid; '#' comments), into a new array *P (free it).  0, or
 * -1 with "NAME:LINE: what" in err. */
int planar_pressure_read(FILE *in, const char *name, int *N, double **P, char *err, size_t size);

#endif
