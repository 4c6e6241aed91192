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
 * first difference first; table_check_close prints the verdict.
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
 * written (table_check_lcp: each condition within what the rounding of the
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
 * A program enables all of this with TABLE_CHECK_OPTION in its options,
 * TABLE_CHECK_HELP in its help, table_check_open after cli_parse and
 * table_check_close around its exit status.
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

/* Start checking against the student's tables in file ("-": standard
 * input); file NULL: nothing to check, the program prints as usual.  The
 * program's name prefixes messages.  Returns 0, or 1 after a message
 * (unreadable file, a file with no table). */
int table_check_open(const char *program, const char *file);

/* The same with the student's file given as text; name is used in
 * messages (for tests). */
int table_check_open_text(const char *program, const char *name, const char *text);

/* Is a check running? */
int table_check_active(void);

/* Compare the program's finished table with the student's next table and
 * print the differences (called by table_end). */
void table_check_compare(const table *t);

/* End the check: the program's own exit status when it is not 0 (its run
 * failed, its message is printed); else print the verdict and return 0 (all
 * agree), 3 (something differs) or 1 (bad input).  Without a check, status. */
int table_check_close(int status);

/* Read a number as a student writes it: a decimal (0.33, -1.5e-3), an
 * integer or a fraction (9/2).  Sets *value and *half, the half unit of the
 * last digit written (0 for integers and fractions: exact).  Returns 0, or
 * -1 for anything else. */
int table_check_number(const char *text, double *value, double *half);

/* Does the program's value agree with the student's value written with
 * the half unit half (table_check_number)? */
int table_check_agrees(double program, double student, double half);

/* lcp_check for a student's z, each z_i known to +-half[i] (the half unit
 * of its last digit, 0 for an exact number): w = M z + q is then known to
 * +-sum_j |M_ij| half[j], and a condition holds when it holds within that
 * rounding plus lcp_check's own tolerances at tol (z_i >= -half[i] - eps_z;
 * w_i >= -slack_i - eps_w; z_i or w_i zero within those).  Writes w, lists
 * up to max violations in index order as lcp_check does, and returns
 * their number.  All half[i] = 0 is lcp_check itself. */
int table_check_lcp(const lcp_problem *p, const double *z, const double *half, double tol,
                    double *w, lcp_violation *v, int max);

#endif
