/* basis_history.h: the bases a pivoting method has visited, to detect
 * cycling.
 *
 * Under a deterministic ratio test (LCP_TIE_FIRST) a basis seen before
 * repeats every pivot since then, for ever: Lemke's method is cycling.
 * Two records of the bases seen, for two sizes of problem:
 *  - basis_history keeps every basis whole, compared row by row as the
 *    label of the variable basic in each row (the tableau methods, n
 *    small): n ints a pivot, and a repeat named by its pivot;
 *  - basis_keys keeps only a 64-bit key per basis (the revised method, n
 *    up to 20000): the Zobrist (1970) hash of the basis as a set of
 *    labels, the XOR of one random key per basic label, updated by two
 *    XORs at each exchange (basis_key).  Two bases share a key with a
 *    probability of about pivots^2 / 2^65; a false alarm can only end a
 *    run as a failure, never pass an answer.
 * Both are open-addressed hash tables: a lookup costs the same however
 * long the run.
 */
#ifndef BASIS_HISTORY_H
#define BASIS_HISTORY_H

#include "lcp.h"

#include <stddef.h>

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

/* The Zobrist key of one label (splitmix64's mixing of label + 1): a
 * basis's key is the XOR of its labels' keys. */
unsigned long long basis_key(int label);

typedef struct {
    unsigned long long *slot; /* keys + 1 (0: empty), at most half full */
    size_t capacity, count;
} basis_keys;

/* Record a basis by its key (an empty set is {0}); 1 if it was seen
 * before, 0 if new, -1 when out of memory. */
int basis_keys_add(basis_keys *t, unsigned long long key);

/* Free the set. */
void basis_keys_free(basis_keys *t);

#endif
