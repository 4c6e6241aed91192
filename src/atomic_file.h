/* atomic_file.h: an output file that is never seen half written.
 *
 * The bytes go to PATH.PID.tmp (PATH.PID.TAG.tmp with a tag, so that
 * several writers of one process do not meet), which is renamed to PATH
 * only when all of it is written and closed without an error; otherwise it
 * is removed, and PATH is as it was.  A rename within one directory is
 * atomic (POSIX): a reader sees the old file or the whole new one.
 */
#ifndef ATOMIC_FILE_H
#define ATOMIC_FILE_H

#include <stdio.h>

typedef struct {
    FILE *out;        /* write here between open and close */
    char *tmp;        /* the temporary file's name */
    const char *path; /* the file's name (kept by pointer) */
} atomic_file;

/* Open path's temporary file (tag < 0: none); 0, or -1 with errno set
 * (ENOMEM when its name could not be made). */
int atomic_file_open(atomic_file *f, const char *path, int tag);

/* Close the temporary file and, if keep and everything was written,
 * rename it to path; else remove it.  0 when path now holds the bytes (or
 * keep was 0), else the errno of what failed (EIO for a write error that
 * left none).  f is then closed (a second call does nothing). */
int atomic_file_close(atomic_file *f, int keep);

#endif
