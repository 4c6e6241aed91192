/* textfile.h: a text file read whole, as every reader of the programs
 * needs it (scenes, LCP files, tables, profiles).
 *
 * One way to open what a student names: "-" is standard input; a
 * directory is refused as one (not read as an empty file); a UTF-8 byte
 * order mark at the start, which some editors write, is dropped, so that
 * the first word of the file is read as written.  The text is
 * NUL-terminated; a NUL byte inside it is reported by the caller that
 * cares (textfile_has_nul).
 */
#ifndef TEXTFILE_H
#define TEXTFILE_H

#include <stddef.h>

/* The whole of path ("-": standard input) as a malloc'd NUL-terminated
 * string of *length bytes (a leading UTF-8 byte order mark dropped), or
 * NULL with the reason in err ("PATH: is a directory", "PATH: cannot
 * read: No such file or directory", "PATH: out of memory") and errno set
 * (ENOMEM exactly when memory ran out, which callers report as such). */
char *textfile_read(const char *path, size_t *length, char *err, size_t err_size);

/* Does text (length bytes) hold a NUL byte? */
int textfile_has_nul(const char *text, size_t length);

/* Drop a UTF-8 byte order mark from the start of text (length bytes, in
 * place); returns the new length. */
size_t textfile_drop_bom(char *text, size_t length);

#endif
