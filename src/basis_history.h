/* basis_history.h: the bases a pivoting method has visited, to detect
 * cycling.
 *
 * Under a deterministic ratio test (LCP_TIE_FIRST) a basis seen before
 * repeats every pivot since then, for ever: Lemke's method is cycling.
 * Bases are compared row by row, as the label of the variable basic in
 * each row; a hash table keeps a lookup O(n) however long the run.
 */
#ifndef BASIS_HISTORY_H
#define BASIS_HISTORY_H

#include "lcp.h"

typedef struct {
    int n;            /* labels per basis */
    int count;        /* bases stored; basis k was recorded after pivot k + 1 */
    int capacity;     /* bases the storage holds */
    int *rows;        /* count x n labels */
    int *slots;       /* hash table of 2 * capacity entries: index + 1, 0 empty */
} basis_history;

/* An empty history of bases of n rows. */
basis_history basis_history_new(int n);

/* Record the basis after the next pivot; returns the pivot (1-based) whose
 * basis it repeats, or 0 when it is new.  -1 when out of memory. */
int basis_history_add(basis_history *h, const int *basis);

/* Free the storage. */
void basis_history_free(basis_history *h);

/* Finish r with the cycling message: "cycling: the basis after pivot now is
 * the basis after pivot then" (status LCP_ITERATION_LIMIT: nothing proven). */
lcp_status basis_history_cycling(lcp_result *r, int now, int then);

#endif
