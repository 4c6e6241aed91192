/* friction.c: friction directions and the kinematic friction LCP. */
#include "friction.h"
#include "dmath.h"
#include "lcp_solve.h"
#include "linalg.h"

#include <math.h>
#include <string.h>

/* d_1 = -t (friction pointing back along t), d_2 = t (Coulomb notes p. 3). */
void friction_directions_plane(friction_directions *D, const double t[2])
{
    memset(D, 0, sizeof *D);
    D->dim = 2;
    D->nd = 2;
    D->d[0][0] = -t[0];
    D->d[0][1] = -t[1];
    D->d[1][0] = t[0];
    D->d[1][1] = t[1];
}

/* cos and sin of the angle j 2 pi / nd, with the symmetries of the circle
 * kept exactly: the angle is reduced to [0, pi/4] (quarter turns by exact
 * swaps and sign changes, the rest by cos(pi/2 - x) = sin x, and pi/4
 * as sqrt(1/2)), so the
 * directions along the axes are exactly (+-1, 0), (0, +-1) and d_j, d_k
 * at mirror angles are exact mirror images.  (Plain cos(pi/2) is 6e-17.) */
static void circle_point(int j, int nd, double *c, double *s)
{
    int quarter = (4 * j) / nd, r = 4 * j - quarter * nd; /* angle = (quarter + r/nd) pi/2 */
    double x = 2 * r > nd ? (nd - r) * (DMATH_PI / 2) / nd : r * (DMATH_PI / 2) / nd;
    double a = 2 * r > nd ? dmath_sin(x) : dmath_cos(x), b = 2 * r > nd ? dmath_cos(x) : dmath_sin(x);
    if (r == 0) {
        a = 1.0;
        b = 0.0;
    } else if (2 * r == nd) { /* pi/4: cos and sin round differently */
        a = b = sqrt(0.5);
    }
    switch (quarter % 4) {
    case 0: *c = a; *s = b; break;
    case 1: *c = -b; *s = a; break;
    case 2: *c = -a; *s = -b; break;
    default: *c = b; *s = -a; break;
    }
}

/* [friction-pyramid] */
int friction_directions_pyramid(friction_directions *D, int nd, const double t[3],
                                const double o[3])
{
    if (nd < 1 || nd > FRICTION_MAX_ND)
        return -1;
    memset(D, 0, sizeof *D);
    D->dim = 3;
    D->nd = nd;
    for (int j = 0; j < nd; j++) {
        /* Column j of A is (cos(j phi), sin(j phi)), phi = 2 pi / nd; d_j = F A_j. */
        double a1, a2;
        circle_point(j, nd, &a1, &a2);
        for (int k = 0; k < 3; k++)
            D->d[j][k] = a1 * t[k] + a2 * o[k];
    }
    return 0;
}
/* [/friction-pyramid] */

/* f_f = sum_j d_j alpha_j (Coulomb notes p. 5). */
void friction_force(const friction_directions *D, const double *alpha, double *force)
{
    for (int k = 0; k < D->dim; k++) {
        force[k] = 0.0;
        for (int j = 0; j < D->nd; j++)
            force[k] += D->d[j][k] * alpha[j];
    }
}

/* [friction-kinematic-lcp] */
void friction_kinematic_lcp(const friction_directions *D, const double *v, double mu,
                            double fn, double *M, double *q)
{
    int nd = D->nd, n = nd + 1;
    memset(M, 0, (size_t)n * n * sizeof *M);
    for (int j = 0; j < nd; j++) {
        /* Row j: w_j = d_j^T v + s. */
        q[j] = linalg_dot(D->dim, D->d[j], v);
        M[j * n + nd] = 1.0;
        /* Row nd: w_s = mu fn - sum_j alpha_j. */
        M[nd * n + j] = -1.0;
    }
    q[nd] = mu * fn;
}
/* [/friction-kinematic-lcp] */

lcp_status friction_kinematic_solve(const friction_directions *D, const double *v, double mu,
                                    double fn, const lcp_options *options,
                                    friction_solution *out)
{
    int n = D->nd + 1;
    double M[(FRICTION_MAX_ND + 1) * (FRICTION_MAX_ND + 1)], q[FRICTION_MAX_ND + 1];
    double z[FRICTION_MAX_ND + 1];
    friction_kinematic_lcp(D, v, mu, fn, M, q);
    lcp_problem p = {.n = n, .M = M, .q = q};
    lcp_status status = lcp_solve(&p, options, z, out->w, &out->lcp);
    if (status != LCP_SOLVED)
        return status;
    memcpy(out->alpha, z, (size_t)D->nd * sizeof *z);
    out->s = z[D->nd];
    friction_force(D, out->alpha, out->force);
    return status;
}

/* The slack s = max_j(-d_j^T v) is attained by every direction that may
 * carry force (chapter 5, Example 5.1); with mu fn = 0 nothing pins s from above. */
int friction_kinematic_nonunique(const friction_directions *D, const double *v, double mu,
                                 double fn)
{
    if (mu * fn == 0.0)
        return FRICTION_ANY_SLACK;
    double most = -INFINITY, scale = 0.0; /* scale: the size of v in the tangent plane */
    for (int j = 0; j < D->nd; j++) {
        most = fmax(most, -linalg_dot(D->dim, D->d[j], v));
        scale = fmax(scale, fabs(linalg_dot(D->dim, D->d[j], v)));
    }
    int ties = 0;
    for (int j = 0; j < D->nd; j++)
        ties += most + linalg_dot(D->dim, D->d[j], v) <= 1e-12 * scale;
    return ties > 1 ? FRICTION_ANY_SPLIT : 0;
}

int friction_active(const friction_directions *D, const double *alpha, double tol, int first[2])
{
    int count = 0;
    for (int j = 0; j < D->nd; j++)
        if (alpha[j] > tol) {
            if (count < 2)
                first[count] = j;
            count++;
        }
    return count;
}

int friction_adjacent(const friction_directions *D, int i, int j)
{
    int gap = (i - j + D->nd) % D->nd;
    return gap == 1 || gap == D->nd - 1;
}
