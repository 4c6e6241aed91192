/* scene.h: the scene file a student writes for multibody (chapter 7).
 *
 * One item per line; '#' starts a comment that runs to the end of the line.
 *
 *   gravity GX GY GZ          default 0 0 -9.81
 *   step H                    the time step h > 0 (default 0.01)
 *   steps N                   number of steps, 0..10000000 (default 100)
 *   nd ND                     friction directions per contact, 3..16 (default 8)
 *   ground mu MU              the plane z = 0, with its friction coefficient
 *   box NAME size A B C mass M pos X Y Z [quat E0 E1 E2 E3] [vel VX VY VZ]
 *                             [omega WX WY WZ]      (omega in the world frame;
 *                             the quaternion is normalised)
 *   mu NAME1 NAME2 MU         friction between two boxes (default: the ground's)
 *   joint ball NAME1 NAME2 at X Y Z     a ball joint at a world point of the
 *   joint ball NAME world at X Y Z      start; NAME2 may be "world"
 *   force NAME FX FY FZ       a constant force at the box's centre (world)
 *   friction pyramid          the friction model: chapter 7's (the default),
 *   friction phantom RHO      or chapter 8's with phantom inertia RHO >= 0 (kg)
 *
 * Names are declared by box before they are used.  Refused, with
 * "FILE:LINE: message": an unknown keyword, a box named twice (or named
 * "world"), a name that is not a box, a mass or size <= 0, a negative mu,
 * a number that is not one, missing or extra words (a line of more than 40
 * words included: a line is read whole or refused), a box's quat, vel or
 * omega given twice, a scene larger than
 * memory ("out of memory", with its line), and boxes that start
 * interpenetrating (each other or the ground) by more than
 * SCENE_OVERLAP_TOL times the largest edge (the line of the later box).
 */
#ifndef SCENE_H
#define SCENE_H

#include <stddef.h>

#include "bodies.h"
#include "cli.h"

#define SCENE_OVERLAP_TOL 1e-6
#define SCENE_MAX_STEPS CLI_MAX_STEPS /* the cap on a run's length */

typedef struct {
    bodies_scene scene;
    int steps;
    int *body_line;       /* the line that declared each box */
    int cap_lines;        /* body_line's room */
} scene_file;

/* Read a scene file ("-" for stdin) into f, which holds no storage (zeroed,
 * or released by scene_free).  0 on success; otherwise 1 and err holds
 * "FILE:LINE: message" (or "FILE: message").  Either way scene_free
 * releases f afterwards. */
int scene_read(const char *path, scene_file *f, char *err, size_t err_size);

/* The same from text (name is used in messages). */
int scene_read_text(const char *text, const char *name, scene_file *f, char *err,
                    size_t err_size);

/* Release what scene_read put in f (its scene and body_line); f is then
 * zeroed, ready for another scene_read. */
void scene_free(scene_file *f);

/* Move every box's centre by a random amount in [-size, size) along each
 * axis, from a generator started at seed (the same moves on every machine):
 * a scene taken off the exact decimals it was written in. */
void scene_jitter(bodies_scene *s, double size, unsigned long long seed);

#endif
