/* atomic_file.c: write to a temporary file, rename into place (atomic_file.h). */
#define _POSIX_C_SOURCE 200809L /* getpid */
#include "atomic_file.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int atomic_file_open(atomic_file *f, const char *path, int tag)
{
    size_t size = strlen(path) + 48;
    *f = (atomic_file){.path = path, .tmp = malloc(size)};
    if (!f->tmp) {
        errno = ENOMEM;
        return -1;
    }
    if (tag < 0)
        snprintf(f->tmp, size, "%s.%ld.tmp", path, (long)getpid());
    else
        snprintf(f->tmp, size, "%s.%ld.%d.tmp", path, (long)getpid(), tag);
    f->out = fopen(f->tmp, "w");
    if (!f->out) {
        int error = errno;
        free(f->tmp);
        f->tmp = NULL;
        errno = error;
        return -1;
    }
    return 0;
}

int atomic_file_close(atomic_file *f, int keep)
{
    if (!f->out)
        return 0;
    int error = ferror(f->out) ? EIO : 0; /* a write that failed (ferror keeps no reason) */
    if (fclose(f->out) != 0 && !error)
        error = errno;
    f->out = NULL;
    if (keep && !error && rename(f->tmp, f->path) != 0)
        error = errno;
    if (!keep || error)
        remove(f->tmp);
    free(f->tmp);
    f->tmp = NULL;
    return keep ? error : 0;
}
