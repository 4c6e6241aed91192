/* textfile.c: a text file read whole (textfile.h). */
#define _POSIX_C_SOURCE 200809L /* fileno, fstat */
#include "textfile.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Is f a directory (fopen opens one for reading on Linux; fread fails)? */
static int is_directory(FILE *f)
{
    struct stat st;
    return fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode);
}

/* Read all of f into a growing buffer (one byte spare for the NUL); NULL
 * on a read error or out of memory, errno set. */
static char *read_stream(FILE *f, size_t *length)
{
    struct stat st;
    size_t capacity = 1 << 16, used = 0;
    /* A regular file: its size plus one, so that one read fills it. */
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uintmax_t)st.st_size < SIZE_MAX / 2)
        capacity = (size_t)st.st_size + 1;
    char *buffer = malloc(capacity);
    if (!buffer)
        errno = ENOMEM;
    while (buffer) {
        used += fread(buffer + used, 1, capacity - used, f);
        if (ferror(f))
            break;
        if (used < capacity) {
            buffer[used] = '\0';
            *length = used;
            return buffer;
        }
        char *grown = capacity < SIZE_MAX / 2 ? realloc(buffer, 2 * capacity) : NULL;
        if (!grown) {
            errno = ENOMEM;
            break;
        }
        buffer = grown;
        capacity *= 2;
    }
    free(buffer);
    return NULL;
}

/* Move the text after a UTF-8 byte order mark to the start. */
size_t textfile_drop_bom(char *text, size_t length)
{
    if (length >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
        memmove(text, text + 3, length - 3 + 1); /* the NUL too */
        return length - 3;
    }
    return length;
}

/* Open, refuse a directory, read whole; errno says why not. */
char *textfile_read(const char *path, size_t *length, char *err, size_t err_size)
{
    int from_stdin = strcmp(path, "-") == 0;
    const char *name = from_stdin ? "stdin" : path;
    errno = 0;
    FILE *f = from_stdin ? stdin : fopen(path, "rb");
    if (!f) {
        int error = errno;
        snprintf(err, err_size, "%s: cannot read: %s", name, strerror(error));
        errno = error;
        return NULL;
    }
    if (is_directory(f)) {
        if (!from_stdin)
            fclose(f);
        snprintf(err, err_size, "%s: is a directory, not a file", name);
        errno = EISDIR;
        return NULL;
    }
    char *text = read_stream(f, length);
    int error = errno;
    if (!from_stdin)
        fclose(f);
    if (!text) {
        snprintf(err, err_size, "%s: %s", name,
                 error == ENOMEM ? "out of memory" : "cannot read: read error");
        errno = error == ENOMEM ? ENOMEM : EIO;
        return NULL;
    }
    *length = textfile_drop_bom(text, *length);
    return text;
}

/* memchr for the NUL byte. */
int textfile_has_nul(const char *text, size_t length)
{
    return memchr(text, '\0', length) != NULL;
}
