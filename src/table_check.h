/* table_check.h: --check FILE, a student's own table compared with the
 * program's, for every program that prints through table.h.
 *
 * The student writes the table in the program's format: a header row naming
 * some or all of the program's columns, in any order, then one row per row
 * of the program's table; '#' starts a comment, a cell written '-' is
 * skipped, and a blank line ends a table (for a program that prints several,
 * one after the other).  While a check runs, table_end compares each table
 * with the student's next one instead of printing it, and prints one line
 * per differing value (row, column, the student's value, the program's),
 * first difference first; table_check_end prints the verdict.
 *
 * A value agrees when it matches to the precision the student wrote: a
 * decimal within half a unit of its last digit (0.33 and 0.3 agree with
 * 1/3, 0.34 does not); an integer or a fraction such as 9/2 is exact (to
 * 1e-9 relative, the program's rounding).  A word (a case name) must be the
 * same word; a program's cell printed as a word whose text is a number
 * (all the digits of table_format_exact) is a number.
 *
 * The unknowns of an LCP attached to the table's rows (table_row_lcp; one
 * step's LCP may spread over a row per contact) are judged by the LCP
 * itself, not by the program's solution: where the student's differ from
 * the program's, they are right when they satisfy the LCP to the digits
 * written (lcp_rounded.h: each condition within what the rounding of the
 * student's numbers moves it, at lcp_check's default tolerance 1e-10; and a
 * solution of the LCP that rounds to them, found by the least change that
 * makes w = 0 where z > 0).  Unknowns not in the student's table are the
 * program's, or else solved for from the student's.  Such an LCP has more
 * than one solution, and the output says so ("the LCP of l = 1 has more
 * than one solution; your values satisfy it"); its unknowns count as
 * agreeing, and the columns the program names as affine in them
 * (table_row_lcp_affine: a velocity, a friction impulse, w) are compared
 * with what the student's unknowns give; every other column is data the
 * LCP does not change, compared with the program's.  Unknowns that break
 * the LCP are differences, with a line per broken condition, from the
 * student's values: "your lambda at l = 3 makes w = -1 negative".  For a
 * P-matrix (n <= 12, tested exactly) the only solution is the program's.
 *
 * A check is an object its caller holds (table_check_start ... table_check_end),
 * handed to each table it compares (table_check_table after table_begin);
 * there is no check of the whole process.  A program enables all of this
 * with TABLE_CHECK_OPTION in its options, TABLE_CHECK_HELP in its help,
 * table_check_start after cli_parse, table_check_table after each
 * table_begin, and table_check_end around its exit status (into which it
 * folds table_end's, so that a table that ran out of memory exits 3).
 *
 * Out of memory: status 3 (TABLE_NO_MEMORY) with a message, as for a
 * table that could not be printed.
 */
#ifndef TABLE_CHECK_H
#define TABLE_CHECK_H

#include "cli.h"
#include "table.h"

/* The option entry: --check FILE into the const char * *file (NULL: off). */
#define TABLE_CHECK_OPTION(file)                                                        \
    {"check", CLI_TEXT, (file), CLI_ANY, "FILE",                                        \
     "check your table in FILE (- for stdin) against the program's", 0}

/* The paragraph of --help that says what --check does. */
#define TABLE_CHECK_HELP                                                                \
    "--check FILE: your own table (FILE, or - for standard input), in this\n"           \
    "program's format: a header naming some or all of the columns, in any order,\n"     \
    "then one row per row of the program's table ('#' comments, '-' skips a cell,\n"    \
    "a blank line between tables).  The program runs with the same options and\n"       \
    "prints each value that differs (row, column, yours, the program's), first\n"       \
    "difference first, or 'all N values agree'.  A decimal agrees within half a\n"      \
    "unit of its last digit (0.33 and 0.3 agree with 1/3, 0.34 does not); an\n"         \
    "integer or a fraction (9/2) must be exact.  Where a row's values come from an\n"  \
    "LCP, your unknowns are right when they solve it, to your digits: each\n"          \
    "condition holds within what your rounding moves it, and a solution rounds to\n"  \
    "your digits (checked as lcp check does, to its tolerance 1e-10); an LCP with\n"   \
    "more than one solution says so, and its columns computed from the unknowns\n"    \
    "(where the program names them) are compared with what yours give.\n"             \
    "Exit status of --check: 0 all agree, 3 something differs, 1 bad input\n"          \
    "(FILE:LINE: an unknown column, a wrong number of rows, an unreadable number)."

/* A running check: the student's tables and what has been found. */
typedef struct table_check table_check;

/* Start checking against the student's tables in file ("-": standard
 * input): 0 with *check set; file NULL: nothing to check, *check NULL,
 * the program prints as usual.  The program's name prefixes messages.
 * Otherwise *check is NULL and the status 1 after a message (unreadable
 * file, a file with no table) or 3 (out of memory). */
int table_check_start(table_check **check, const char *program, const char *file);

/* The same with the student's file given as text; name is used in
 * messages (for tests). */
int table_check_start_text(table_check **check, const char *program, const char *name,
                           const char *text);

/* Older words a student's table may still hold where the program prints a
 * word: {column, old, word} is read as the program's word in that column
 * (slack-friction's case W5 for slide-right); ending in {NULL}, kept by
 * pointer.  check may be NULL (no --check). */
void table_check_old_words(table_check *check, const cli_word_alias *old_words);

/* Compare t, just begun, with the check's next table at table_end instead
 * of printing it (check NULL: print). */
void table_check_table(table_check *check, table *t);

/* Compare the program's finished table with the student's next table and
 * print the differences (what table_end calls). */
void table_check_compare(table_check *check, const table *t);

/* End the check and free it: the program's own exit status when it is not
 * 0 (its run failed, its message is printed); else print the verdict and
 * return 0 (all agree), 3 (something differs, or out of memory) or 1 (bad
 * input).  check NULL: status. */
int table_check_end(table_check *check, int status);

#endif
