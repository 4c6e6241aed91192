/* lemke_revised.c: Lemke's method with the basis refactorised from the data.
 *
 * The problem (Cottle, Pang and Stone 1992, sec. 4.4).  With the covering
 * vector e = (1, ..., 1) and the artificial variable z0, Lemke's method
 * follows the almost-complementary solutions of
 *
 *     w = M z + e z0 + q,   w, z, z0 >= 0,   w_i z_i = 0,
 *
 * written as the n equations  w - M z - e z0 = q  in the 2n + 1 variables
 * (labels: w_1..w_n are 0..n-1, z_1..z_n are n..2n-1, z0 is 2n), whose
 * columns are those of A = [I, -M, -e].  A basis is n labels, one per
 * position p; B is the n x n matrix of their columns, and the basic values
 * are x_B = B^-1 q (every other variable is 0).  Starting from w basic
 * (B = I, x_B = q), z0 enters at -min q_i, the most negative row leaving;
 * then each pivot brings in the complement of the variable that left, until
 * z0 leaves (z solves the LCP) or the entering column has no positive entry
 * (a secondary ray).
 *
 * The revised method.  A tableau holds B^-1 [A, q] and updates it by
 * Gauss-Jordan elimination at every pivot, so each pivot's rounding is
 * carried into every later one; on the degenerate contact LCPs of chapter 7
 * (many basic values exactly 0, ratio ties at nearly every pivot) that is
 * enough to pick a wrong row.  Here nothing is updated: at every pivot B is
 * built again from the columns of A and factorised, and
 *
 *     x_B = B^-1 q            (the basic values),
 *     d   = B^-1 a_c          (the entering column c),
 *     y_p = e_p^T B^-1        (row p of B^-1, only for rows tied below)
 *
 * are solved from the factors, so each pivot's error is that of one
 * factorisation of the current basis, whatever came before.  The basis is
 * mostly slack columns: with S the positions whose basic variable is some
 * w_i, and the other k positions N holding z's and z0, order the rows as
 * R (the i whose w_i is not basic, k of them) then the w_i of S:
 *
 *     B = [ K      0 ]    K = A(R, N), the k x k kernel,
 *         [ A(S,N) I ]
 *
 * so that B x = b is  K x_N = b_R,  x_S = b_S - A(S, N) x_N,  and the
 * transposed system B^T y = c is  y_S = c_S,  K^T y_R = c_N - A(S, N)^T c_S.
 * Only K is factorised, by LU with partial pivoting (P K = L U).
 *
 * The ratio test (Harris 1973).  Raising the entering variable by t moves
 * the basic values to x_B - t d; row p limits t at x_p / d_p when d_p > 0.
 * Of rows tied for the least ratio the textbook takes any; Harris' two
 * passes take the largest pivot among the rows that are nearly tied, so
 * that a tiny d_p, whose ratio rounding decides, is not chosen over a good
 * one.  Pass 1 finds the bound
 *
 *     theta = max(0, min over d_p > tau of (x_p + delta) / d_p),
 *
 * the longest step that leaves no basic value below -delta (delta a
 * feasibility tolerance, tiny against |q|; tau the least pivot, relative
 * to the column's largest entry); pass 2 takes, among the rows with
 * max(x_p, 0) / d_p <= theta, the one with the largest d_p, and from rows
 * whose d_p tie there the lexicographically least row of [x_B, B^-1] / d_p
 * (Cottle, Pang and Stone 1992, sec. 4.9: the rule that follows the
 * solutions of the problem with q moved by (eps, eps^2, ..., eps^n), which
 * never cycles; its rows y_p are solved for the tied rows only).  z0
 * leaves whenever it is among the candidates: the method ends there.
 *
 * The end.  When z0 has left, B x_B = q is solved once more, with two
 * steps of iterative refinement (r = q - B x_B from the data, x_B += B^-1
 * r).  A basic value below 0 by less than delta, or than its rounding
 * bound 16 n eps |row p of B^-1| (|q| + |B| |x_B|), is set to 0; one below
 * both is set to 0 too, but makes the run a shortfall.
 *
 * A second run.  When the first run ends anywhere but on a clean basis (a
 * ray, a basis that came back, a singular basis, a shortfall; not the
 * pivot limit, a path too long to walk twice), the method
 * runs again with the pivots following q moved up by 1e-9 |q|, less from
 * row to row: a finite stand-in for the lexicographic perturbation, which
 * unties the degenerate basic values from the start; its final basis is
 * solved with the data's q as above.  The better of the two runs is kept.
 * Nothing is called solved here without the caller's check (lcp_check):
 * LCP_SOLVED only says that z0 left the basis.
 *
 * Arithmetic: + - * / and comparisons only, in an order the source fixes,
 * so the result is the same on every machine.
 */
#include "lemke_revised.h"

#include "basis_history.h"
#include "la.h"
#include "lemke.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { REFINE_STEPS = 2 };

/* The constants below were measured on 8591 contact LCPs of chapter 7's
 * scenes (their steps, 1 % longer steps, positions moved by 1e-9 m), each
 * also with q moved by 2 ulp: every one solved and checked.  Harris'
 * delta outside [3e-12, 1e-11], or pivots down to 1e-7, fail some. */

/* Harris' delta: basic values may go this far below 0, relative to |q|. */
static const double FEASIBILITY_TOL = 5e-12;
/* The least pivot, relative to the entering column's largest entry (and
 * never below the options' pivot_tol). */
static const double PIVOT_REL = 1e-9;
/* Two pivots, or two entries of the tie-breaking rows, are equal to within
 * this, relative. */
static const double LEX_TOL = 1e-9;
/* The second run's q moves by this, relative to |q| (moved_q). */
static const double MOVE_ETA = 1e-9;

typedef struct {
    int n;
    const double *M;
    const double *q;      /* the q the pivots follow (the data's, or moved) */
    const double *q_data; /* the data's q: the final solve's */
    int *basis;    /* basis[p]: label of the variable basic at position p */
    int *position; /* position[label]: where it is basic, -1 if not */
    int k;         /* structural basics (z's and z0): the kernel's size */
    int *rows;     /* R: the k equation rows whose w is not basic */
    int *cols;     /* N: the k positions holding a z or z0 */
    int *perm;     /* the LU's row order: row a of L U is row perm[a] of K */
    double *K;     /* k x k, row-major: the kernel, then its LU factors */
    double *x;     /* basic values by position */
    double *d;     /* the entering column by position */
    double *rhs;   /* workspace (n) */
    double *y;     /* workspace (n): a row of B^-1 */
    double *y_best; /* workspace (n): the least row so far of the tie-break */
    double *work;  /* workspace (n) of the LU solves */
    int *tied;     /* workspace (n): candidate positions of the ratio test */
    double shortfall; /* the last run's most negative basic value beyond
                         rounding (0: none), set to 0 in z */
} revised;

/* Entry i of the column of label j in A = [I, -M, -e]. */
static double column_entry(const revised *s, int j, int i)
{
    int n = s->n;
    if (j < n)
        return j == i ? 1.0 : 0.0;
    if (j < 2 * n)
        return -s->M[(size_t)i * (size_t)n + (size_t)(j - n)];
    return -1.0;
}

/* Is position p's basic variable a slack w? */
static int is_slack(const revised *s, int p)
{
    return s->basis[p] < s->n;
}

/* ------------------------------------------------------------ the LU of the kernel */

/* Swap rows a and b of the k x k matrix K. */
static void swap_rows(int k, double *K, int a, int b)
{
    double *ra = K + (size_t)a * (size_t)k, *rb = K + (size_t)b * (size_t)k;
    for (int c = 0; c < k; c++) {
        double t = ra[c];
        ra[c] = rb[c];
        rb[c] = t;
    }
}

/* The row at or below j with the largest |K_ij|: partial pivoting. */
static int pivot_row(int k, const double *K, int j)
{
    int best = j;
    for (int i = j + 1; i < k; i++)
        if (fabs(K[(size_t)i * k + j]) > fabs(K[(size_t)best * k + j]))
            best = i;
    return best;
}

/* P K = L U in place (L unit lower, below the diagonal; U on and above);
 * perm[a] is the row of K in row a.  0, or -1 when a pivot is 0 or not
 * finite (B singular: rounding took Lemke off its path). */
static int lu_factor(int k, double *K, int *perm)
{
    for (int a = 0; a < k; a++)
        perm[a] = a;
    for (int j = 0; j < k; j++) {
        int p = pivot_row(k, K, j);
        if (p != j) {
            swap_rows(k, K, j, p);
            int t = perm[j];
            perm[j] = perm[p];
            perm[p] = t;
        }
        const double *row_j = K + (size_t)j * k;
        double pivot = row_j[j];
        if (pivot == 0.0 || !isfinite(pivot))
            return -1;
        for (int i = j + 1; i < k; i++) {
            double *row_i = K + (size_t)i * k;
            double l = row_i[j] / pivot;
            row_i[j] = l;
            if (l != 0.0)
                for (int c = j + 1; c < k; c++)
                    row_i[c] -= l * row_j[c];
        }
    }
    return 0;
}

/* Solve K u = t with the factors (t in K's row order; u overwrites t,
 * work holds k entries). */
static void lu_solve(int k, const double *K, const int *perm, double *t, double *work)
{
    for (int a = 0; a < k; a++)
        work[a] = t[perm[a]];
    for (int a = 0; a < k; a++) {
        const double *row = K + (size_t)a * k;
        double s = work[a];
        for (int c = 0; c < a; c++)
            s -= row[c] * work[c];
        work[a] = s;
    }
    for (int a = k - 1; a >= 0; a--) {
        const double *row = K + (size_t)a * k;
        double s = work[a];
        for (int c = a + 1; c < k; c++)
            s -= row[c] * work[c];
        work[a] = s / row[a];
    }
    for (int a = 0; a < k; a++)
        t[a] = work[a];
}

/* Solve K^T v = c with the factors: U^T g = c, L^T h = g, v = P^T h
 * (c overwritten by v, work holds k entries). */
static void lu_solve_transposed(int k, const double *K, const int *perm, double *c,
                                double *work)
{
    for (int a = 0; a < k; a++) {
        const double *row = K + (size_t)a * k;
        double g = c[a] / row[a];
        c[a] = g;
        for (int j = a + 1; j < k; j++)
            c[j] -= row[j] * g;
    }
    for (int a = k - 1; a >= 0; a--) {
        const double *row = K + (size_t)a * k;
        for (int j = 0; j < a; j++)
            c[j] -= row[j] * c[a];
    }
    for (int a = 0; a < k; a++)
        work[perm[a]] = c[a];
    for (int a = 0; a < k; a++)
        c[a] = work[a];
}

/* ------------------------------------------------------------ the basis */

/* Build the kernel K = A(R, N) of the current basis and factorise it. */
static int factorise(revised *s)
{
    int n = s->n, k = 0, r = 0;
    for (int p = 0; p < n; p++)
        if (!is_slack(s, p))
            s->cols[k++] = p;
    for (int i = 0; i < n; i++)
        if (s->position[i] < 0)
            s->rows[r++] = i;
    s->k = k;
    for (int a = 0; a < k; a++)
        for (int b = 0; b < k; b++)
            s->K[(size_t)a * k + b] = column_entry(s, s->basis[s->cols[b]], s->rows[a]);
    return lu_factor(k, s->K, s->perm);
}

/* Solve B x = b (b by equation row, x by position): K x_N = b_R, then
 * x_S = b_S - A(S, N) x_N. */
static void solve_basis(revised *s, const double *b, double *x)
{
    int n = s->n, k = s->k;
    double *u = s->rhs;
    for (int a = 0; a < k; a++)
        u[a] = b[s->rows[a]];
    lu_solve(k, s->K, s->perm, u, s->work);
    for (int c = 0; c < k; c++)
        x[s->cols[c]] = u[c];
    for (int p = 0; p < n; p++) {
        if (!is_slack(s, p))
            continue;
        int i = s->basis[p];
        double v = b[i];
        for (int c = 0; c < k; c++)
            v -= column_entry(s, s->basis[s->cols[c]], i) * u[c];
        x[p] = v;
    }
}

/* Row p of B^-1 into y (by equation row): B^T y = e_p, that is y_S = e_p
 * on the slacks and K^T y_R = e_p on N less A(S, N)^T e_p. */
static void basis_inverse_row(revised *s, int p, double *y)
{
    int n = s->n, k = s->k;
    double *v = s->rhs;
    int slack_row = is_slack(s, p) ? s->basis[p] : -1;
    for (int c = 0; c < k; c++)
        v[c] = s->cols[c] == p ? 1.0
               : slack_row >= 0 ? -column_entry(s, s->basis[s->cols[c]], slack_row)
                                : 0.0;
    lu_solve_transposed(k, s->K, s->perm, v, s->work);
    for (int i = 0; i < n; i++)
        y[i] = i == slack_row ? 1.0 : 0.0;
    for (int a = 0; a < k; a++)
        y[s->rows[a]] = v[a];
}

/* Make label entering basic at position p. */
static void exchange(revised *s, int p, int entering)
{
    s->position[s->basis[p]] = -1;
    s->basis[p] = entering;
    s->position[entering] = p;
}

/* ------------------------------------------------------------ the ratio test */

/* Harris' pass 1: the least (x_p + delta) / d_p over pivots d_p > tau,
 * or 0 if that is negative (a value already below -delta: the step is 0,
 * and no value goes further below); INFINITY when no entry qualifies (a
 * ray). */
static double harris_bound(const revised *s, double tau, double delta)
{
    double theta = INFINITY;
    for (int p = 0; p < s->n; p++)
        if (s->d[p] > tau)
            theta = fmin(theta, (s->x[p] + delta) / s->d[p]);
    return fmax(theta, 0.0);
}

/* Harris' pass 2: the rows within the bound (max(x_p, 0) / d_p <= theta)
 * into s->tied; returns how many. */
static int harris_candidates(revised *s, double tau, double theta)
{
    int count = 0;
    for (int p = 0; p < s->n; p++)
        if (s->d[p] > tau && fmax(s->x[p], 0.0) / s->d[p] <= theta)
            s->tied[count++] = p;
    return count;
}

/* Are a and b equal to within LEX_TOL of scale? */
static int nearly_equal(double a, double b, double scale)
{
    return fabs(a - b) <= LEX_TOL * scale;
}

/* Compare row p of [x_B, B^-1] / d_p (in y) with the least so far (in
 * y_best, its position best): -1 if p's is less, 1 if greater, 0 if equal
 * to within LEX_TOL. */
static int lexicographic_compare(const revised *s, int p, const double *y, int best,
                                 const double *y_best)
{
    double rp = fmax(s->x[p], 0.0) / s->d[p], rb = fmax(s->x[best], 0.0) / s->d[best];
    double scale = fmax(la_norm_inf(s->n, y) / s->d[p], la_norm_inf(s->n, y_best) / s->d[best]);
    if (!nearly_equal(rp, rb, fmax(fabs(rp), fabs(rb))))
        return rp < rb ? -1 : 1;
    for (int i = 0; i < s->n; i++) {
        double a = y[i] / s->d[p], b = y_best[i] / s->d[best];
        if (!nearly_equal(a, b, scale))
            return a < b ? -1 : 1;
    }
    return 0;
}

/* The lexicographically least of the count candidates in s->tied: rows of
 * B^-1 solved for these rows only. */
static int lexicographic_row(revised *s, int count)
{
    int best = s->tied[0];
    basis_inverse_row(s, best, s->y_best);
    for (int t = 1; t < count; t++) {
        int p = s->tied[t];
        basis_inverse_row(s, p, s->y);
        if (lexicographic_compare(s, p, s->y, best, s->y_best) < 0) {
            best = p;
            for (int i = 0; i < s->n; i++)
                s->y_best[i] = s->y[i];
        }
    }
    return best;
}

/* Keep the candidates whose pivot d_p ties with the largest (to within
 * LEX_TOL); returns how many are left in s->tied. */
static int largest_pivots(revised *s, int count)
{
    double largest = 0.0;
    for (int t = 0; t < count; t++)
        largest = fmax(largest, s->d[s->tied[t]]);
    int kept = 0;
    for (int t = 0; t < count; t++)
        if (s->d[s->tied[t]] >= largest * (1.0 - LEX_TOL))
            s->tied[kept++] = s->tied[t];
    return kept;
}

/* The leaving position for the entering column in s->d: z0 if it is a
 * candidate, else Harris' largest pivot, ties broken lexicographically;
 * -1 when no entry of d is a pivot (a ray). */
static int ratio_test(revised *s, const lcp_options *o, double delta)
{
    int n = s->n;
    double tau = fmax(o->pivot_tol, PIVOT_REL * la_norm_inf(n, s->d));
    double theta = harris_bound(s, tau, delta);
    if (theta == INFINITY)
        return -1;
    int count = harris_candidates(s, tau, theta);
    for (int t = 0; t < count; t++)
        if (s->basis[s->tied[t]] == 2 * n)
            return s->tied[t]; /* z0 leaves: done */
    count = largest_pivots(s, count);
    return count == 1 ? s->tied[0] : lexicographic_row(s, count);
}

/* ------------------------------------------------------------ the method */

/* The basic values and the entering column of label c from the current
 * basis, factorised afresh; -1 if it is singular. */
static int prepare_pivot(revised *s, int c)
{
    if (factorise(s) != 0)
        return -1;
    solve_basis(s, s->q, s->x);
    for (int i = 0; i < s->n; i++)
        s->y[i] = column_entry(s, c, i);
    solve_basis(s, s->y, s->d);
    return 0;
}

/* The position of the most negative q_i, ties to the largest index (which
 * keeps the rows of [q, B^-1] lexicographically positive after z0's
 * pivot, as in lemke.c). */
static int first_leaving_position(const revised *s)
{
    int r = 0;
    for (int i = 1; i < s->n; i++)
        if (s->q[i] <= s->q[r])
            r = i;
    return r;
}

/* B x_B = q solved once more, with REFINE_STEPS steps of iterative
 * refinement (the residual from the data), into s->x; -1 if B is singular. */
static int final_solve(revised *s)
{
    int n = s->n;
    double *residual = s->y_best, *correction = s->d;
    if (factorise(s) != 0)
        return -1;
    solve_basis(s, s->q_data, s->x);
    for (int step = 0; step < REFINE_STEPS; step++) {
        for (int i = 0; i < n; i++)
            residual[i] = s->q_data[i];
        for (int p = 0; p < n; p++)
            for (int i = 0; i < n; i++)
                residual[i] -= column_entry(s, s->basis[p], i) * s->x[p];
        solve_basis(s, residual, correction);
        for (int p = 0; p < n; p++)
            s->x[p] += correction[p];
    }
    return 0;
}

/* Each equation row's size, |q_i| + sum_p |B_ip| |x_p|, into scale: what
 * the rounding of the solve is measured against. */
static void row_scales(const revised *s, double *scale)
{
    int n = s->n;
    for (int i = 0; i < n; i++)
        scale[i] = fabs(s->q_data[i]);
    for (int p = 0; p < n; p++)
        for (int i = 0; i < n; i++)
            scale[i] += fabs(column_entry(s, s->basis[p], i) * s->x[p]);
}

/* How far rounding can have moved basic value p: 16 n eps |row p of
 * B^-1| times the rows' sizes (the first-order bound of a backward-stable
 * solve, with the check's factor 16 n). */
static double rounding_bound(revised *s, int p, const double *scale)
{
    const double eps = 0x1p-52;
    basis_inverse_row(s, p, s->y);
    double sum = 0.0;
    for (int i = 0; i < s->n; i++)
        sum += fabs(s->y[i]) * scale[i];
    return 16.0 * s->n * eps * sum;
}

/* z from the final basis: basic z_j take their values; a basic value
 * below 0 by no more than delta (Harris' shift) or its rounding bound is
 * taken as 0.  Returns the most negative basic value beyond both, or 0. */
static double read_solution(revised *s, double delta, double *z)
{
    int n = s->n;
    double worst = 0.0, *scale = s->y_best;
    row_scales(s, scale);
    for (int j = 0; j < n; j++)
        z[j] = 0.0;
    for (int p = 0; p < n; p++) {
        double v = s->x[p];
        if (v < -delta && v < -rounding_bound(s, p, scale))
            worst = fmin(worst, v);
        if (s->basis[p] >= n && s->basis[p] < 2 * n)
            z[s->basis[p] - n] = fmax(v, 0.0);
    }
    return worst;
}

/* The end after z0 left: the final solve, then z.  A basic value below 0
 * beyond rounding is set to 0 and noted in s->shortfall (and the message):
 * z0 did leave, and the caller's check decides. */
static lcp_status finish(revised *s, double delta, double *z, lcp_result *r)
{
    if (final_solve(s) != 0)
        return lcp_finish(r, LCP_NUMERICAL_FAILURE,
                          "numerical failure: the final basis is singular");
    s->shortfall = read_solution(s, delta, z);
    if (s->shortfall < 0.0)
        return lcp_finish(r, LCP_SOLVED,
                          "z0 left the basis; the final basis gives a basic value %g < 0, "
                          "taken as 0", s->shortfall);
    return lcp_finish(r, LCP_SOLVED, "z0 left the basis");
}

/* One pivot: the entering label in, its leaving position found; returns
 * the leaving label, or -1 for a ray, -2 for a singular basis. */
static int pivot(revised *s, int entering, const lcp_options *o, double delta)
{
    if (prepare_pivot(s, entering) != 0)
        return -2;
    int p = ratio_test(s, o, delta);
    if (p < 0)
        return -1;
    int leaving = s->basis[p];
    exchange(s, p, entering);
    return leaving;
}

/* Pivot complementarily from z0's entry until z0 leaves, a ray, the
 * limit, or a basis seen before (rounding broke the lexicographic rule). */
static lcp_status iterate(revised *s, const lcp_options *o, basis_history *seen, double *z,
                          lcp_result *r)
{
    int n = s->n, z0 = 2 * n;
    double delta = FEASIBILITY_TOL * la_norm_inf(n, s->q_data);
    int leaving = first_leaving_position(s);
    r->iterations = 0;
    if (s->q[leaving] >= 0.0)
        return finish(s, delta, z, r); /* a moved q >= 0: w = q, z = 0 */
    exchange(s, leaving, z0); /* z0 enters at -min q_i: x_B >= 0 */
    r->iterations = 1;
    while (leaving != z0) {
        int entering = leaving < n ? leaving + n : leaving - n; /* the complement */
        if (r->iterations >= o->max_iterations)
            return lemke_pivot_limit(r);
        leaving = pivot(s, entering, o, delta);
        if (leaving == -2)
            return lcp_finish(r, LCP_NUMERICAL_FAILURE,
                              "numerical failure: the basis became singular at pivot %d",
                              r->iterations + 1);
        if (leaving == -1)
            return lemke_ray(r, n, entering);
        r->iterations++;
        int again = leaving == z0 ? 0 : basis_history_add(seen, s->basis);
        if (again != 0)
            return lcp_finish(r, LCP_NUMERICAL_FAILURE,
                              again < 0 ? "out of memory"
                                        : "numerical failure: rounding broke the "
                                          "lexicographic rule (a basis came back)");
    }
    return finish(s, delta, z, r);
}

/* Allocate the workspace for n; 0, or -1 when out of memory. */
static int allocate(revised *s, int n)
{
    size_t m = (size_t)n;
    s->basis = malloc(m * sizeof *s->basis);
    s->position = malloc((2 * m + 1) * sizeof *s->position);
    s->rows = malloc(m * sizeof *s->rows);
    s->cols = malloc(m * sizeof *s->cols);
    s->perm = malloc(m * sizeof *s->perm);
    s->tied = malloc(m * sizeof *s->tied);
    s->K = malloc(m * m * sizeof *s->K);
    s->x = malloc(m * sizeof *s->x);
    s->d = malloc(m * sizeof *s->d);
    s->rhs = malloc(m * sizeof *s->rhs);
    s->y = malloc(m * sizeof *s->y);
    s->y_best = malloc(m * sizeof *s->y_best);
    s->work = malloc(m * sizeof *s->work);
    return s->basis && s->position && s->rows && s->cols && s->perm && s->tied && s->K &&
                   s->x && s->d && s->rhs && s->y && s->y_best && s->work
               ? 0
               : -1;
}

/* Free the workspace. */
static void release(revised *s)
{
    free(s->basis);
    free(s->position);
    free(s->rows);
    free(s->cols);
    free(s->perm);
    free(s->tied);
    free(s->K);
    free(s->x);
    free(s->d);
    free(s->rhs);
    free(s->y);
    free(s->y_best);
    free(s->work);
}

/* One run of the method from w basic, the pivots following q (the data's
 * or a moved one), the final solve the data's. */
static lcp_status run(revised *s, const double *q, const lcp_options *o, double *z,
                      lcp_result *r)
{
    int n = s->n;
    s->q = q;
    for (int i = 0; i < n; i++)
        s->basis[i] = i;
    for (int j = 0; j <= 2 * n; j++)
        s->position[j] = j < n ? j : -1;
    basis_history seen = basis_history_new(n);
    lcp_status status = iterate(s, o, &seen, z, r);
    basis_history_free(&seen);
    return status;
}

/* q moved up by a small amount that falls from row to row,
 * MOVE_ETA |q| (1 - i / (2 n)): a finite stand-in for the lexicographic
 * perturbation q + (eps, eps^2, ..., eps^n) (Cottle, Pang and Stone 1992,
 * sec. 4.9), which leaves no two basic values of a degenerate basis tied. */
static void moved_q(int n, const double *q, double *moved)
{
    double size = MOVE_ETA * la_norm_inf(n, q);
    for (int i = 0; i < n; i++)
        moved[i] = q[i] + size * (1.0 - 0.5 * i / n);
}

/* The first run on the data's q; unless it ends cleanly (z0 left, every
 * basic value >= 0 to rounding), a second with the pivots following a
 * moved q (moved_q) and the final basis solved with the data's.  The
 * second's answer is kept if z0 left and its shortfall is no worse; else
 * the first's stands.  Iterations count the pivots of both. */
static lcp_status two_runs(revised *s, const lcp_options *o, double *z, lcp_result *r)
{
    int n = s->n;
    lcp_status first = run(s, s->q_data, o, z, r);
    if ((first == LCP_SOLVED && s->shortfall == 0.0) || first == LCP_ITERATION_LIMIT)
        return first; /* clean, or a path too long to walk twice */
    double first_shortfall = first == LCP_SOLVED ? s->shortfall : -INFINITY;
    double *moved = malloc((size_t)n * sizeof *moved);
    double *z_first = malloc((size_t)n * sizeof *z_first);
    lcp_result second_result = *r;
    lcp_status second = LCP_NUMERICAL_FAILURE;
    second_result.iterations = 0;
    if (moved && z_first) {
        memcpy(z_first, z, (size_t)n * sizeof *z);
        moved_q(n, s->q_data, moved);
        second = run(s, moved, o, z, &second_result);
    }
    int pivots = r->iterations + second_result.iterations;
    if (second == LCP_SOLVED && s->shortfall >= first_shortfall) {
        lcp_finish(r, LCP_SOLVED, "%s (second run, the pivots on q moved by %g |q|)",
                   second_result.message, MOVE_ETA);
    } else if (moved && z_first) {
        memcpy(z, z_first, (size_t)n * sizeof *z);
    }
    free(moved);
    free(z_first);
    r->iterations = pivots;
    return r->status;
}

/* Set up, handle q >= 0, run once or twice. */
lcp_status lemke_revised_solve(const lcp_problem *p, const lcp_options *o, double *z,
                               lcp_result *r)
{
    int n = p->n;
    revised s = {.n = n, .M = p->M, .q = p->q, .q_data = p->q};
    lcp_status status;
    r->method = LCP_METHOD_LEMKE;
    r->iterations = 0;
    if (n < 1)
        return lcp_finish(r, LCP_BAD_INPUT, "bad input: n = %d", n);
    if (allocate(&s, n) != 0) {
        release(&s);
        return lcp_finish(r, LCP_NUMERICAL_FAILURE, "out of memory for n = %d", n);
    }
    if (p->q[first_leaving_position(&s)] >= 0.0) {
        for (int j = 0; j < n; j++)
            z[j] = 0.0; /* q >= 0: z = 0, w = q */
        status = lcp_finish(r, LCP_SOLVED, "q >= 0, so z = 0");
    } else {
        status = two_runs(&s, o, z, r);
    }
    release(&s);
    return status;
}
