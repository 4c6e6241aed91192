/* lcp_io.h: reading an LCP from a file, in two formats.
 *
 * The simple text format (what a student writes by hand):
 *
 *     # 0 <= z _|_ M z + q >= 0, particle notes p. 7: F = 1, f = -4.5
 *     1        # n
 *     1        # M, row by row (n*n numbers)
 *     -4.5     # q (n numbers)
 *
 * n, then the n*n entries of M row by row, then the n entries of q, all
 * separated by blanks or newlines; '#' starts a comment that runs to the
 * end of the line.  Numbers are integers, decimals, exponents or fractions:
 * 3, -0.25, 1e-3, -4.5E+2, 9/2 (number.h's grammar, so the exact
 * solver sees exactly the number written).  NaN and Inf are
 * refused, and so is a number beyond the range of a double.
 *
 * Siconos' LCP .dat format (Siconos' numerics library, its LCP test problems):
 *
 *     n  0  n n  n n   then M COLUMN by column (n*n numbers), then q (n);
 *
 * the 0 is the storage type (dense; 1, sparse, is refused with a clear
 * message) and n n n n the numbers of rows and columns, twice.  Anything
 * after q is a comment and is ignored.  M is transposed into row-major order
 * on reading, so d->M[i * n + j] is row i + 1, column j + 1 in both formats.
 *
 * Which format: by content.  A file holding exactly n*n + n numbers after n
 * is the simple format; one whose header is "n 0 n n n n" followed by at
 * least n*n + n numbers is Siconos' (the two cannot both hold, since the
 * Siconos header adds 5 numbers).  When neither holds (a bad file), a
 * Siconos header "n 0 n n n n" or "n 1 n n n n" (sparse), or a name ending
 * in ".dat" with a second number 0 or 1 or a header "n S n n n n", means
 * Siconos' format for the error message; anything else is reported as the
 * simple format.
 *
 * Numbers are read once, correctly rounded (number_read_double); the text
 * of each number is kept for the exact solvers.
 *
 * Errors read "FILE:LINE: message", with the line of the offending number
 * or, for a missing number, the last line of the file.
 */
#ifndef LCP_IO_H
#define LCP_IO_H

#include <stddef.h>
#include <stdio.h>

#include "lcp.h"
#include "sparse.h"

/* The largest n the reader accepts: M then holds 900 million numbers (7.2
 * GB), what a large machine holds; a smaller one says "out of memory". */
#define LCP_IO_MAX_N 30000

typedef struct {
    int n;
    double *M, *q;           /* M row-major n x n */
    char **M_text, **q_text; /* each number's text as written, same order, for exact arithmetic */
    int siconos;             /* 1 if read from Siconos' .dat format */
    char *text;              /* the file's text, which M_text and q_text point into */
} lcp_data;

/* What the readers return when memory ran out (err says so too). */
#define LCP_IO_NO_MEMORY (-2)

/* Read "FILE" or "-" (stdin). 0 on success; otherwise err holds "FILE:LINE: message"
 * (or "FILE: message" when the file cannot be read) and d is empty; the
 * status is -1 for bad input, LCP_IO_NO_MEMORY when memory ran out. */
int lcp_read_file(const char *path, lcp_data *d, char *err, size_t err_size);

/* The same from memory (name is used in messages); used by the fuzz target.
 * text need not end in '\0'; a NUL byte inside it is not a number. */
int lcp_read_text(const char *text, size_t length, const char *name, lcp_data *d, char *err,
                  size_t err_size);

/* Free what a successful read allocated and empty d (safe on an empty d). */
void lcp_data_free(lcp_data *d);

/* Parse one number as the reader does (the same grammar, NaN, Inf and range
 * checks) into *value; 0 on success, otherwise err holds a message such as
 * "'x' is not a number" (no file or line) and the status is -1 (or
 * LCP_IO_NO_MEMORY).  For command-line arguments. */
int lcp_parse_number(const char *text, double *value, char *err, size_t err_size);

/* Write an LCP in the simple format, each number with the fewest digits that
 * read back as the same double (0.4, not 0.40000000000000002), so that
 * "PROGRAM --write-lcp K | lcp solve --exact -" sees the numbers the program
 * used.  comment (may be NULL) is written first as '#' lines, one per '\n'. */
void lcp_write(FILE *out, const lcp_problem *p, const char *comment);

/* lcp_write for a sparse M (n rows of M's stored entries, the others 0):
 * the same text, with memory for one row, not n^2 numbers; 0, or -1 out
 * of memory (nothing written). */
int lcp_write_sparse(FILE *out, const sparse_matrix *M, const double *q, const char *comment);

#endif
