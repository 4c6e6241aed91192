/* table_check_lcp.h: --check on the unknowns of the LCPs a program
 * attaches to its table's rows (table_row_lcp): the student's unknowns
 * judged by the LCP itself (lcp_rounded.h), the columns they make theirs
 * to choose, and what is said about them, in the student's column names.
 */
#ifndef TABLE_CHECK_LCP_H
#define TABLE_CHECK_LCP_H

#include "lcp_rounded.h"
#include "sheet.h"

/* What the student's unknowns of one LCP are. */
typedef enum {
    UNKNOWNS_PROGRAM,   /* the program's (to the digits written), or not given */
    UNKNOWNS_SATISFY,   /* another solution: they satisfy the LCP */
    UNKNOWNS_ROUNDING,  /* each condition holds within their rounding, but no
                           solution was found that rounds to them */
    UNKNOWNS_BREAK      /* they break a condition of it */
} unknowns_verdict;

/* One LCP of the table judged by the student's unknowns. */
typedef struct {
    const table_row_lcp_data *d;
    unknowns_verdict verdict;
    lcp_rounded r; /* the student's z (the rest completed), its rounding, M z + q */
} lcp_judgement;

/* Judge the student's unknowns of one LCP (lcp_rounded_judge) when they
 * differ from the program's; 0, or -1 when memory runs out. */
int table_check_lcp_judge(const sheet *h, const table_row_lcp_data *d, lcp_judgement *j);

/* Free a judgement. */
void table_check_lcp_free(lcp_judgement *j);

/* Is the program's column of data row r z_i of an LCP whose student's
 * unknowns are another solution?  Then it is theirs to choose. */
int table_check_lcp_chosen(const sheet *h, const lcp_judgement *js, int r, int column);

/* Is the program's column of data row r affine in the unknowns of an LCP
 * whose student's unknowns are another solution?  Then *value is what
 * theirs give, and *half how far their rounding moves it. */
int table_check_lcp_affine(const sheet *h, const lcp_judgement *js, int r, int column,
                           double *value, double *half);

/* After the LCP's last row: what the student's unknowns are, if not the
 * program's. */
void table_check_lcp_note(const sheet *h, const lcp_judgement *j);

#endif
