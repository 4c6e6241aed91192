/* phantom.c: the acceleration-discretised friction model with phantom
 * inertia (Peiret et al., eqs. (1)-(8)); see phantom.h. */
#include "phantom.h"

#include "dense.h"
#include "dense_svd.h"
#include "dmath.h"
#include "lcp_solve.h"
#include "linalg.h"
#include "rigid_contact.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* [phantom-directions] */
/* k directions over a half-turn, e_j = (cos(pi j/k), sin(pi j/k)): with
 * kappa+ and kappa- each e_j also covers -e_j, so together they are the 2k
 * directions pi j / k, j = 0 .. 2k-1, over the full turn (paper eq. 1).
 * cos(pi j / k) is taken as sin(pi (k - 2j) / (2k)), exactly 0 at j = k/2. */
void phantom_directions(int k, double *E)
{
    for (int j = 0; j < k; j++) {
        E[j] = dmath_sin(DMATH_PI * (k - 2 * j) / (2.0 * k));
        E[k + j] = dmath_sin(DMATH_PI * j / k);
    }
}
/* [/phantom-directions] */

/* Empty scene of n dofs and r contacts with mu, rho, k. */
static void scene_init(phantom_scene *s, int n, int r, double mu, double rho, int k)
{
    memset(s, 0, sizeof *s);
    s->n = n;
    s->r = r;
    s->k = k;
    s->mu = mu;
    s->rho = rho;
}

void phantom_particle(phantom_scene *s, double m, double g, double Fx, double Fy, double mu,
                      double rho, int k)
{
    scene_init(s, 3, 1, mu, rho, k);
    for (int i = 0; i < 3; i++)
        s->M[i * 3 + i] = m;
    s->Jn[2] = 1.0;      /* u_n = v_z */
    s->Jt[0] = 1.0;      /* u_t = (v_x, v_y) */
    s->Jt[3 + 1] = 1.0;
    s->f[0] = Fx;
    s->f[1] = Fy;
    s->f[2] = -m * g;
}

/* Row `row` of a 6-column Jacobian: the wrench of direction d at r (Example 6.2). */
static void wrench_row(double *J, int row, const double r[3], const double d[3])
{
    rigid_contact_wrench(r, d, J + 6 * row);
}

void phantom_box(phantom_scene *s, double m, double a, double b, double c, double g, double mu,
                 double rho, int k)
{
    static const double n[3] = {0, 0, 1}, t[3] = {1, 0, 0}, o[3] = {0, 1, 0};
    rigid_contact_plane_model box;
    rigid_contact_box(m, a, b, c, &box);
    scene_init(s, 6, 4, mu, rho, k);
    for (int i = 0; i < 3; i++) {
        s->M[i * 6 + i] = m;
        s->M[(3 + i) * 6 + 3 + i] = box.body.J[i]; /* at rest, unrotated: J_world = J */
    }
    for (int i = 0; i < 4; i++) {                /* points 0..3: the bottom corners */
        wrench_row(s->Jn, i, box.points[i], n);
        wrench_row(s->Jt, 2 * i, box.points[i], t);
        wrench_row(s->Jt, 2 * i + 1, box.points[i], o);
    }
    s->f[2] = -m * g;
}

int phantom_lead_size(const phantom_scene *s)
{
    return s->n + 3 * s->r + 2 * s->r * s->k;
}

int phantom_saddle_size(const phantom_scene *s)
{
    return s->n + 2 * s->r;
}

int phantom_lcp_size(const phantom_scene *s)
{
    return s->r + 2 * s->r * s->k;
}

/* [phantom-lead] */
/* Assemble (8) column block by column block: v' (n), lambda_t (2r),
 * lambda_n (r), kappa+ (K), kappa- (K); rows: dynamics (n), tangential
 * kinematics (2r), normal (r), sigma- (K), sigma+ (K). */
void phantom_lead(const phantom_scene *s, double *L, double *c)
{
    int n = s->n, r = s->r, k = s->k, K = r * k, N = phantom_lead_size(s);
    int ct = n, cn = n + 2 * r, cp = cn + r, cm = cp + K; /* first columns (= rows) */
    double E[2 * PHANTOM_MAX_K];
    phantom_directions(k, E);
    memset(L, 0, sizeof *L * (size_t)N * (size_t)N);
    memset(c, 0, sizeof *c * (size_t)N);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            L[i * N + j] = s->M[i * n + j];
        for (int a = 0; a < 2 * r; a++) {
            L[i * N + ct + a] = -s->Jt[a * n + i];       /* -J_t^T */
            L[(ct + a) * N + i] = s->Jt[a * n + i];      /* J_t */
        }
        for (int a = 0; a < r; a++) {
            L[i * N + cn + a] = -s->Jn[a * n + i];       /* -J_n^T */
            L[(cn + a) * N + i] = s->Jn[a * n + i];      /* J_n */
        }
        c[i] = -s->f[i];                                 /* c - f_a */
    }
    for (int a = 0; a < r; a++) {
        c[ct + 2 * a] = s->gt[2 * a];
        c[ct + 2 * a + 1] = s->gt[2 * a + 1];
        c[cn + a] = s->gn[a];
        for (int j = 0; j < k; j++) {
            int p = a * k + j;
            for (int d = 0; d < 2; d++) {
                double e = E[d * k + j];
                L[(ct + 2 * a + d) * N + cp + p] = -e;   /* J_t v' - E kappa+ */
                L[(ct + 2 * a + d) * N + cm + p] = e;    /*        + E kappa- */
                L[(cp + p) * N + ct + 2 * a + d] = e;    /* sigma-:  E^T lambda_t */
                L[(cm + p) * N + ct + 2 * a + d] = -e;   /* sigma+: -E^T lambda_t */
            }
            L[(cp + p) * N + cn + a] = s->mu;            /* mu lambda_n */
            L[(cm + p) * N + cn + a] = s->mu;
            L[(cp + p) * N + cm + p] = s->rho;           /* sigma-: rho kappa- */
            L[(cm + p) * N + cp + p] = s->rho;           /* sigma+: rho kappa+ */
        }
    }
}
/* [/phantom-lead] */

/* The power of two nearest 1 / (the largest |entry| of n values at stride
 * step), or 1 when they are all zero. */
static double equilibrate(int n, const double *x, int step)
{
    double big = 0.0;
    int e;
    for (int i = 0; i < n; i++)
        big = fmax(big, fabs(x[(size_t)i * step]));
    if (!(big > 0.0) || !isfinite(big))
        return 1.0;
    frexp(big, &e);
    return ldexp(1.0, -e);
}

/* The saddle block S (the first m rows and columns of L) scaled by powers
 * of two, rs_i S_ij cs_j (rows, then columns, to largest entries near 1:
 * the masses and the unit Jacobians then meet on one scale, whatever m),
 * and factored by LU; 0, or -1 when it is singular. */
static int factor_saddle(const double *L, int N, int m, double *S, int *perm, double *rs,
                         double *cs)
{
    for (int i = 0; i < m; i++) {
        rs[i] = equilibrate(m, L + (size_t)i * N, 1);
        for (int j = 0; j < m; j++)
            S[i * m + j] = rs[i] * L[i * N + j];
    }
    for (int j = 0; j < m; j++) {
        cs[j] = equilibrate(m, S + j, m);
        for (int i = 0; i < m; i++)
            S[i * m + j] *= cs[j];
    }
    return linalg_lu(m, S, perm, 1e-12) == m ? 0 : -1;
}

/* y = S^-1 y with the scaled factors: S = rs^-1 S' cs^-1, so S^-1 y =
 * cs (S'^-1 (rs y)). */
static void saddle_solve(int m, const double *S, const int *perm, const double *rs,
                         const double *cs, double *y)
{
    for (int i = 0; i < m; i++)
        y[i] *= rs[i];
    linalg_lu_solve(m, S, perm, y);
    for (int i = 0; i < m; i++)
        y[i] *= cs[i];
}

/* [phantom-schur] */
/* L = [S B; C D], c = [a; d]: the first m unknowns x (v', lambda_t) have no
 * complementarity, S x + B z + a = 0, so x = -S^-1 (B z + a) and the rest
 * of the rows read w = C x + D z + d = (D - C S^-1 B) z + (d - C S^-1 a):
 * column by column, y = S^-1 (column j of B), A_ij = D_ij - (C y)_i. */
static void schur(const double *L, const double *c, int N, int m, const double *S,
                  const int *perm, const double *rs, const double *cs, double *A, double *b)
{
    int p = N - m;
    double y[PHANTOM_MAX_LEAD];
    for (int j = 0; j <= p; j++) {          /* j = p: the constant column a */
        for (int i = 0; i < m; i++)
            y[i] = j < p ? L[i * N + m + j] : c[i];
        saddle_solve(m, S, perm, rs, cs, y);
        for (int i = 0; i < p; i++) {
            double Cy = linalg_dot(m, L + (size_t)(m + i) * N, y);
            if (j < p)
                A[i * p + j] = L[(m + i) * N + m + j] - Cy;
            else
                b[i] = c[m + i] - Cy;
        }
    }
}
/* [/phantom-schur] */

/* (8) with its saddle block factored, for phantom_lcp and phantom_recover: a
 * caller's local, its lead matrix L (N x N, up to 170 kB) allocated for
 * the scene by factor_scene and freed by unfactor. */
typedef struct {
    int N, m;
    double *L, c[PHANTOM_MAX_LEAD];
    double S[(PHANTOM_MAX_DOF + 2 * PHANTOM_MAX_CONTACTS) *
             (PHANTOM_MAX_DOF + 2 * PHANTOM_MAX_CONTACTS)];
    int perm[PHANTOM_MAX_LEAD];
    double rs[PHANTOM_MAX_LEAD], cs[PHANTOM_MAX_LEAD]; /* the saddle block's scaling */
} factored;

/* Assemble (8) into f and factor S; 0, -1 when S is singular, -2 when
 * memory runs out.  unfactor(f) afterwards, whatever the result. */
static int factor_scene(const phantom_scene *s, factored *f)
{
    f->N = phantom_lead_size(s);
    f->m = phantom_saddle_size(s);
    f->L = malloc((size_t)f->N * (size_t)f->N * sizeof *f->L);
    if (!f->L)
        return -2;
    phantom_lead(s, f->L, f->c);
    return factor_saddle(f->L, f->N, f->m, f->S, f->perm, f->rs, f->cs);
}

/* Free what factor_scene allocated. */
static void unfactor(factored *f)
{
    free(f->L);
    f->L = NULL;
}

int phantom_lcp(const phantom_scene *s, double *A, double *b)
{
    factored f;
    int status = factor_scene(s, &f);
    if (status == 0)
        schur(f.L, f.c, f.N, f.m, f.S, f.perm, f.rs, f.cs, A, b);
    unfactor(&f);
    return status;
}

int phantom_recover(const phantom_scene *s, const double *z, double *vdot, double *lambda_t)
{
    double x[PHANTOM_MAX_LEAD];
    factored f;
    int status = factor_scene(s, &f);
    if (status == 0) {
        int N = f.N, m = f.m;
        for (int i = 0; i < m; i++) /* x = -S^-1 (B z + a) */
            x[i] = -(linalg_dot(N - m, f.L + (size_t)i * N + m, z) + f.c[i]);
        saddle_solve(m, f.S, f.perm, f.rs, f.cs, x);
        memcpy(vdot, x, sizeof *x * (size_t)s->n);
        memcpy(lambda_t, x + s->n, sizeof *x * (size_t)(2 * s->r));
    }
    unfactor(&f);
    return status;
}

/* [phantom-svd] */
/* Singular values only, by the course's Householder bidiagonalisation and
 * Golub-Kahan steps (dense.h's dense_svd_singular_values). */
int phantom_singular_values(int rows, int cols, const double *A, double *sv)
{
    return dense_svd_singular_values(rows, cols, A, sv, NULL);
}

/* The rank threshold: max(rows, cols) eps sigma_max. */
double phantom_rank_threshold(int rows, int cols, const double *sv)
{
    int big = rows > cols ? rows : cols;
    return big * DBL_EPSILON * sv[0];
}

int phantom_rank(int rows, int cols, const double *sv)
{
    int count = rows < cols ? rows : cols, rank = 0;
    double tol = phantom_rank_threshold(rows, cols, sv);
    for (int i = 0; i < count; i++)
        rank += sv[i] > tol;
    return rank;
}
/* [/phantom-svd] */

/* The LCP scaled by powers of two, A' = R A C, b' = R b (columns, then
 * rows, to largest entries near 1): z = C z', w = R^-1 w' is a solution of
 * the LCP when z', w' is one of the scaled LCP, and lcp_solve's check, whose
 * tolerance is relative to the largest entries, then weighs lambda_n ~ m g
 * and kappa ~ F / m alike, whatever the mass. */
static void scale_lcp(int n, const double *A, const double *b, double *As, double *bs,
                      double *R, double *C)
{
    for (int j = 0; j < n; j++)
        C[j] = equilibrate(n, A + j, n);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            As[i * n + j] = A[i * n + j] * C[j];
        R[i] = equilibrate(n, As + (size_t)i * n, 1);
        for (int j = 0; j < n; j++)
            As[i * n + j] *= R[i];
        bs[i] = R[i] * b[i];
    }
}

lcp_status phantom_solve(const phantom_scene *s, const lcp_options *options, phantom_result *out)
{
    double bs[PHANTOM_MAX_LCP], R[PHANTOM_MAX_LCP], C[PHANTOM_MAX_LCP];
    int n = out->size = phantom_lcp_size(s);
    int built = phantom_lcp(s, out->A, out->b);
    if (built == -1)
        return lcp_finish(&out->lcp, LCP_BAD_INPUT,
                          "the saddle block [M -J_t^T; J_t 0] is singular: redundant contacts");
    double *As = built == 0 ? malloc((size_t)n * (size_t)n * sizeof *As + 1) : NULL;
    if (!As)
        return lcp_finish(&out->lcp, LCP_OUT_OF_MEMORY, "out of memory");
    scale_lcp(n, out->A, out->b, As, bs, R, C);
    lcp_problem p = {.n = n, .M = As, .q = bs};
    lcp_status status = lcp_solve(&p, options, out->z, out->w, &out->lcp);
    free(As);
    if (status != LCP_SOLVED)
        return status;
    for (int i = 0; i < n; i++) {
        out->z[i] *= C[i];
        out->w[i] /= R[i];
    }
    if (phantom_recover(s, out->z, out->vdot, out->lambda_t) != 0)
        return lcp_finish(&out->lcp, LCP_OUT_OF_MEMORY, "out of memory");
    return status;
}

double phantom_kappa_plus(const phantom_scene *s, const double *z, int i, int j)
{
    return z[s->r + i * s->k + j];
}

double phantom_kappa_minus(const phantom_scene *s, const double *z, int i, int j)
{
    return z[s->r + s->r * s->k + i * s->k + j];
}

double phantom_sigma_plus(const phantom_scene *s, const double *w, int i, int j)
{
    return w[s->r + s->r * s->k + i * s->k + j];
}

double phantom_sigma_minus(const phantom_scene *s, const double *w, int i, int j)
{
    return w[s->r + i * s->k + j];
}

int phantom_kappa_both(const phantom_scene *s, const double *z, double tol)
{
    for (int i = 0; i < s->r; i++)
        for (int j = 0; j < s->k; j++)
            if (phantom_kappa_plus(s, z, i, j) > tol && phantom_kappa_minus(s, z, i, j) > tol)
                return i * s->k + j;
    return -1;
}
