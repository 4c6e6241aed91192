/* lcp_farkas.c: is the feasible set {z >= 0 : M z + q >= 0} of an LCP
 * empty?  Decided exactly, with the evidence either way: a point of the
 * set, or a Farkas certificate that there is none.
 *
 * Farkas' lemma: {x >= 0 : A x = b} is empty iff some u has A^T u >= 0 and
 * b^T u < 0.  With x = (z, s), A = [M  -I] and b = -q (so s = M z + q = w),
 * A^T u = (M^T u, -u) >= 0 and -q^T u < 0; with y = -u this reads
 *     y >= 0,   M^T y <= 0,   q^T y < 0.
 * Such a y proves the set empty in one line: for z >= 0 with w >= 0,
 * 0 <= y^T w = y^T M z + y^T q = (M^T y)^T z + q^T y <= q^T y < 0.
 * When Lemke's method ends on a ray and M is outside its class, this
 * settles the LCP whenever the set is empty (a solution lies in the set).
 */
#include "lcp_farkas.h"

#include "lcp_pivot.h"

/* [M | -I | -q]: n rows, 2n + 1 columns; y >= 0 with these rows = 0 is a
 * point (z, w) of the set (M z - w = -q). */
static void feasibility_system(const lcpq_problem *p, mpq_t *T)
{
    int n = p->n, width = 2 * n + 1;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            mpq_set(T[i * width + j], p->M[i * n + j]);
            mpq_set_si(T[i * width + n + j], -(i == j), 1);
        }
        mpq_neg(T[i * width + 2 * n], p->q[i]);
    }
}

/* [M^T | I | 0] over [q^T | 0 | -1]: n + 1 rows, 2n + 1 columns; a
 * solution (y, t) >= 0 has M^T y = -t <= 0 and q^T y = -1: a certificate,
 * scaled so that q^T y = -1 (any positive multiple of one is one). */
static void certificate_system(const lcpq_problem *p, mpq_t *T)
{
    int n = p->n, width = 2 * n + 1;
    for (int j = 0; j < n; j++) {
        for (int i = 0; i < n; i++) {
            mpq_set(T[j * width + i], p->M[i * n + j]);
            mpq_set_ui(T[j * width + n + i], i == j, 1);
        }
        mpq_set_ui(T[j * width + 2 * n], 0, 1);
    }
    mpq_t *last = T + (size_t)n * width;
    for (int i = 0; i < n; i++) {
        mpq_set(last[i], p->q[i]);
        mpq_set_ui(last[n + i], 0, 1);
    }
    mpq_set_si(last[2 * n], -1, 1);
}

/* y times the least common multiple of its denominators, divided by the
 * greatest common divisor of the numerators: the smallest integer vector
 * in the direction of y (y != 0). */
static void integer_direction(mpq_t *y, int n)
{
    mpz_t g;
    mpq_t l;
    mpz_init_set_ui(g, 0);
    mpq_init(l);
    mpz_set_ui(mpq_numref(l), 1);
    for (int i = 0; i < n; i++)
        mpz_lcm(mpq_numref(l), mpq_numref(l), mpq_denref(y[i]));
    for (int i = 0; i < n; i++) {
        mpq_mul(y[i], y[i], l); /* an integer now: l is a multiple of its denominator */
        mpz_gcd(g, g, mpq_numref(y[i]));
    }
    for (int i = 0; i < n; i++)
        mpz_divexact(mpq_numref(y[i]), mpq_numref(y[i]), g);
    mpq_clear(l);
    mpz_clear(g);
}

/* M^T y and q^T y into Mty and qty, then the three conditions. */
int lcpq_certificate_holds(const lcpq_problem *p, mpq_t *y, mpq_t *Mty, mpq_ptr qty)
{
    int n = p->n, holds = 1;
    mpq_t sum, term;
    mpq_inits(sum, term, NULL);
    for (int j = 0; j <= n; j++) { /* column j of M, then q as column n */
        mpq_set_ui(sum, 0, 1);
        for (int i = 0; i < n; i++) {
            mpq_mul(term, j < n ? p->M[i * n + j] : p->q[i], y[i]);
            mpq_add(sum, sum, term);
        }
        if (j < n && Mty)
            mpq_set(Mty[j], sum);
        if (j == n && qty)
            mpq_set(qty, sum);
        holds &= j < n ? mpq_sgn(sum) <= 0 : mpq_sgn(sum) < 0;
    }
    for (int i = 0; i < n; i++)
        holds &= mpq_sgn(y[i]) >= 0;
    mpq_clears(sum, term, NULL);
    return holds;
}

/* z >= 0 and M z + q >= 0, exactly. */
static int in_feasible_set(const lcpq_problem *p, mpq_t *z, mpq_t *w)
{
    lcpq_check(p, z, w);
    int inside = 1;
    for (int i = 0; i < p->n; i++)
        inside &= mpq_sgn(z[i]) >= 0 && mpq_sgn(w[i]) >= 0;
    return inside;
}

/* Phase 1 on the m x (2n + 1) system that build writes; the first n
 * entries of its vertex go to out.  1 if the system is feasible, -1 when
 * memory runs out. */
static int solve_system(const lcpq_problem *p, int m,
                        void (*build)(const lcpq_problem *, mpq_t *), mpq_t *out)
{
    int n = p->n, width = 2 * n + 1, feasible = -1;
    mpq_t *T = lcpq_vector_new(m * width), *x = lcpq_vector_new(2 * n);
    if (T && x) {
        build(p, T);
        feasible = lcpq_phase_one(T, m, 2 * n, x);
    }
    for (int i = 0; feasible == 1 && i < n; i++)
        mpq_set(out[i], x[i]);
    lcpq_vector_free(T, m * width);
    lcpq_vector_free(x, 2 * n);
    return feasible;
}

/* [lcpq-farkas] */
/* First look for a point of the set (phase 1 on M z - w = -q); only when
 * there is none, for the certificate (phase 1 on M^T y + t = 0,
 * q^T y = -1), which Farkas' lemma then promises.  Each answer is checked
 * on its own terms before it is returned. */
int lcpq_farkas(const lcpq_problem *p, mpq_t *y, mpq_t *z)
{
    int n = p->n, answer = -1, point = -1, certificate = 0;
    mpq_t *w = lcpq_vector_new(n);
    if (w)
        point = solve_system(p, n, feasibility_system, z);
    if (point == 0)
        certificate = solve_system(p, n + 1, certificate_system, y);
    if (point < 0 || certificate < 0) {
        answer = -2;
    } else if (point == 1) {
        if (in_feasible_set(p, z, w))
            answer = 0;
    } else if (certificate == 1) {
        integer_direction(y, n);
        if (lcpq_certificate_holds(p, y, w, NULL))
            answer = 1;
    }
    lcpq_vector_free(w, n);
    return answer;
}
/* [/lcpq-farkas] */
