/* lcp_rounded.h: an LCP solution written to a few digits, judged.
 *
 * A student writes z as 0.33, not 1/3: each z_i is known to +-half_i, the
 * half unit of its last digit (number_half_unit; 0 for an exact number).
 * Their z is right when it satisfies the LCP to the digits written
 * (lcp_check_rounded: each condition within what that rounding moves it,
 * on top of lcp_check's own tolerances) and a solution of the LCP rounds to
 * it (found by the least change that makes w = 0 where z > 0).  Unknowns
 * the student did not give are the program's, or else solved for from
 * theirs.  lcp_check (lcp.h) is this check with every half_i = 0.
 */
#ifndef LCP_ROUNDED_H
#define LCP_ROUNDED_H

#include "lcp.h"

/* Up to this many violated conditions are kept per judgement. */
#define LCP_ROUNDED_MAX_VIOLATIONS 4

/* What a student's unknowns are. */
typedef enum {
    LCP_ROUNDED_SATISFY,  /* a solution of the LCP rounds to them */
    LCP_ROUNDED_ROUNDING, /* each condition holds within their rounding, but no
                             solution was found that rounds to them */
    LCP_ROUNDED_BREAK,    /* they break a condition of it */
    LCP_ROUNDED_NO_MEMORY /* not judged: memory ran out */
} lcp_rounded_verdict;

/* One LCP and a student's z for it (lcp_rounded_judge). */
typedef struct {
    lcp_problem p;      /* the LCP (not owned) */
    double *z;          /* in: the student's z_i where given, the program's
                           elsewhere; out: the solution that rounds to it
                           (SATISFY), else as given */
    const double *half; /* the half unit of each z_i as written (0: exact) */
    const int *given;   /* given[i]: the student wrote z_i */
    double *w;          /* out: M z + q */
    lcp_rounded_verdict verdict;
    int solved;         /* the z_i not given were solved for, not the program's */
    int unique;         /* ROUNDING: M is a P-matrix, so its one solution is the program's */
    lcp_violation v[LCP_ROUNDED_MAX_VIOLATIONS];
    int count;          /* BREAK: violations found (may exceed the number kept) */
} lcp_rounded;

/* lcp_check for a student's z, each z_i known to +-half[i]: w = M z + q
 * is then known to +-sum_j |M_ij| half[j], and a condition holds when it
 * holds within that rounding plus lcp_check's own tolerances at tol
 * (z_i >= -half[i] - eps_z; w_i >= -slack_i - eps_w; z_i or w_i zero
 * within those).  Writes w, lists up to max violations in index order as
 * lcp_check does, and returns their number (out of memory: one
 * LCP_NOT_FINITE, not passed).  All half[i] = 0 is lcp_check itself. */
int lcp_check_rounded(const lcp_problem *p, const double *z, const double *half, double tol,
                      double *w, lcp_violation *v, int max);

/* Judge j's z against its LCP at lcp_check's default tolerance: sets the
 * verdict, z and w (as described above), solved, unique and the
 * violations. */
void lcp_rounded_judge(lcp_rounded *j);

#endif
