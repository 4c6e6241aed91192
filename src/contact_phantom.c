/* contact_phantom.c: the phantom-inertia friction model in the multibody step
 * (Peiret et al. (1)-(8) at the velocity level); see contact_phantom.h. */
#include "contact_phantom.h"

#include "dense_eigen.h"
#include "grow.h"
#include "lcp_solve.h"
#include "linalg.h"
#include "phantom.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

int contact_phantom_directions(int nd)
{
    int k = (nd + 1) / 2;
    return k < 2 ? 2 : k;
}

/* Room for nc contacts, k directions and ndof velocities (and up to 2 nc
 * internal impulses y+, y-). */
static int reserve(contact_phantom *ph, int nc, int k, int ndof)
{
    size_t n = (size_t)ndof, c = (size_t)nc, t = 2 * c, K = c * (size_t)k;
    size_t size = c + 2 * K + 2 * t; /* at most: nnull <= 2 nc */
    struct { double **p; size_t n; } room[] = {
        {&ph->Gn, n * c}, {&ph->Gt, n * t}, {&ph->WGn, n * c}, {&ph->WGt, n * t},
        {&ph->At, t * t}, {&ph->Atn, t * c}, {&ph->X, t * t}, {&ph->N, t * t}, {&ph->ev, t},
        {&ph->XD, t * K}, {&ph->XAtn, t * c}, {&ph->Xct, t}, {&ph->ct, t},
        {&ph->A, size * size}, {&ph->b, size}, {&ph->z, size}, {&ph->w, size}, {&ph->pt, t},
        {&ph->nu, n}, {&ph->scratch.A_scaled, size * size}, {&ph->scratch.b_scaled, size}};
    for (size_t i = 0; i < sizeof room / sizeof room[0]; i++)
        if (grow_doubles(room[i].p, room[i].n) != 0)
            return -1;
    return 0;
}

/* Entry (r, c) of D = blockdiag(D_i) (2 nc x nc k): D_i's (r mod 2, j). */
static double d_entry(const double *E, int k, int r, int c)
{
    return r / 2 == c / k ? E[(r % 2) * k + c % k] : 0.0;
}

/* [mb-phantom-columns] */
/* G_n's and G_t's columns, contact by contact (the wrenches of n, t and o,
 * contact_columns.h), and W times them. */
static void columns(const bodies_scene *s, const motion *m, const bodies_contact *contact,
                    contact_phantom *ph)
{
    int n = ph->ndof;
    for (int i = 0; i < ph->nc; i++) {
        const bodies_contact *c = &contact[i];
        friction_directions D = {.dim = 3, .nd = 2};
        memcpy(D.d[0], c->t, sizeof c->t);
        memcpy(D.d[1], c->o, sizeof c->o);
        contact_columns_wrenches(s, c, &D, ph->Gn + (size_t)i * n, ph->Gt + (size_t)2 * i * n);
    }
    for (int a = 0; a < ph->nc; a++)
        motion_apply_inverse_mass(m, ph->Gn + (size_t)a * n, ph->WGn + (size_t)a * n);
    for (int a = 0; a < 2 * ph->nc; a++)
        motion_apply_inverse_mass(m, ph->Gt + (size_t)a * n, ph->WGt + (size_t)a * n);
}
/* [/mb-phantom-columns] */

/* [mb-phantom-pinv] */
/* X = A_t^+ from A_t = V diag(ev) V^T (dense_eigen_symmetric, ev ascending):
 * the sum of v v^T / ev over the eigenvalues above CONTACT_PHANTOM_PINV_TOL of
 * the largest (their number is A_t's rank); the eigenvectors below the
 * cut, the first nnull, are the columns of N (2 nc x nnull).  DENSE_OK, or
 * dense_eigen_symmetric's failure (DENSE_NO_MEMORY, A_t not finite, no
 * convergence). */
static int pseudo_inverse(contact_phantom *ph)
{
    int t = 2 * ph->nc;
    double *V = ph->XD; /* scratch: room for 2 nc x nc k >= (2 nc)^2 entries */
    memcpy(V, ph->At, (size_t)t * t * sizeof *V);
    int status = dense_eigen_symmetric(t, V, ph->ev, NULL);
    if (status != DENSE_OK)
        return status;
    double cut = CONTACT_PHANTOM_PINV_TOL * fmax(0.0, ph->ev[t - 1]);
    ph->nnull = 0;
    while (ph->nnull < t && !(ph->ev[ph->nnull] > cut))
        ph->nnull++;
    ph->rank = t - ph->nnull;
    for (int i = 0; i < t; i++)
        for (int e = 0; e < ph->nnull; e++)
            ph->N[i * ph->nnull + e] = V[i * t + e];
    memset(ph->X, 0, (size_t)t * t * sizeof *ph->X);
    for (int e = ph->nnull; e < t; e++)
        for (int i = 0; i < t; i++)
            for (int j = 0; j < t; j++)
                ph->X[i * t + j] += V[i * t + e] * V[j * t + e] / ph->ev[e];
    return DENSE_OK;
}
/* [/mb-phantom-pinv] */

/* A_t = G_t^T W G_t, A_tn = G_t^T W G_n and c_t = G_t^T u. */
static void tangential_blocks(const motion *m, contact_phantom *ph)
{
    int n = ph->ndof, t = 2 * ph->nc;
    for (int a = 0; a < t; a++) {
        const double *g = ph->Gt + (size_t)a * n;
        for (int b = 0; b < t; b++)
            ph->At[a * t + b] = linalg_dot(n, g, ph->WGt + (size_t)b * n);
        for (int b = 0; b < ph->nc; b++)
            ph->Atn[a * ph->nc + b] = linalg_dot(n, g, ph->WGn + (size_t)b * n);
        ph->ct[a] = linalg_dot(n, g, m->u);
    }
}

/* X D, X A_tn and X c_t: what the LCP's blocks are made of. */
static void x_products(contact_phantom *ph, const double *E)
{
    int t = 2 * ph->nc, K = ph->nc * ph->k;
    for (int r = 0; r < t; r++) {
        const double *x = ph->X + (size_t)r * t;
        for (int c = 0; c < K; c++) {
            double sum = 0.0;
            for (int q = 2 * (c / ph->k); q < 2 * (c / ph->k) + 2; q++)
                sum += x[q] * d_entry(E, ph->k, q, c);
            ph->XD[(size_t)r * K + c] = sum;
        }
        for (int c = 0; c < ph->nc; c++) {
            double sum = 0.0;
            for (int q = 0; q < t; q++)
                sum += x[q] * ph->Atn[q * ph->nc + c];
            ph->XAtn[r * ph->nc + c] = sum;
        }
        ph->Xct[r] = linalg_dot(t, x, ph->ct);
    }
}

/* [mb-phantom-lcp] */
/* The LCP of contact_phantom.h's block matrix: rows w_n, sigma-, sigma+ and
 * columns p_n, kappa+, kappa-, with Y D = A_tn^T X D, Q = D^T X D,
 * (Y D)^T = D^T X A_tn (X is symmetric). */
static void assemble(const bodies_scene *s, const motion *m, const bodies_contact *contact,
                     contact_phantom *ph, const double *E)
{
    int nc = ph->nc, k = ph->k, K = nc * k, t = 2 * nc, N = ph->size, n = ph->ndof;
    double *A = ph->A;
    memset(A, 0, (size_t)N * N * sizeof *A);
    for (int i = 0; i < nc; i++) { /* the normal rows */
        for (int j = 0; j < nc; j++) {
            double sum = linalg_dot(n, ph->Gn + (size_t)i * n, ph->WGn + (size_t)j * n);
            for (int q = 0; q < t; q++)
                sum -= ph->Atn[q * nc + i] * ph->XAtn[q * nc + j];
            A[i * N + j] = sum;                              /* A_nn - Y A_tn */
        }
        for (int c = 0; c < K; c++) {
            double yd = 0.0;
            for (int q = 0; q < t; q++)
                yd += ph->Atn[q * nc + i] * ph->XD[(size_t)q * K + c];
            A[i * N + nc + c] = yd;                          /*  Y D */
            A[i * N + nc + K + c] = -yd;                     /* -Y D */
        }
        const bodies_contact *ci = &contact[i];
        double yc = 0.0;
        for (int q = 0; q < t; q++)
            yc += ph->Atn[q * nc + i] * ph->Xct[q];
        ph->b[i] = linalg_dot(n, ph->Gn + (size_t)i * n, m->u) + ci->psi / s->h - yc;
    }
    for (int p = 0; p < K; p++) { /* the saturations: sigma- (row nc + p), sigma+ */
        int cont = p / k, rm = nc + p, rp = nc + K + p;
        double dxc = 0.0;
        for (int q = 2 * cont; q < 2 * cont + 2; q++)
            dxc += d_entry(E, k, q, p) * ph->Xct[q];
        for (int j = 0; j < nc; j++) {
            double dxa = 0.0, mu = j == cont ? contact[cont].mu : 0.0;
            for (int q = 2 * cont; q < 2 * cont + 2; q++)
                dxa += d_entry(E, k, q, p) * ph->XAtn[q * nc + j];
            A[rm * N + j] = mu - dxa;                        /* U - (Y D)^T */
            A[rp * N + j] = mu + dxa;                        /* U + (Y D)^T */
        }
        for (int c = 0; c < K; c++) {
            double Q = 0.0;
            for (int q = 2 * cont; q < 2 * cont + 2; q++)
                Q += d_entry(E, k, q, p) * ph->XD[(size_t)q * K + c];
            double phantom = c == p ? ph->rho : 0.0;
            A[rm * N + nc + c] = Q;                          /* sigma-: Q kappa+ */
            A[rm * N + nc + K + c] = phantom - Q;            /*   (rho - Q) kappa- */
            A[rp * N + nc + c] = phantom - Q;                /* sigma+: (rho - Q) kappa+ */
            A[rp * N + nc + K + c] = Q;                      /*   Q kappa- */
        }
        ph->b[rm] = -dxc;
        ph->b[rp] = dxc;
    }
}
/* [/mb-phantom-lcp] */

/* [mb-phantom-internal] */
/* The internal tangential impulses y = y+ - y- (along N's columns: no
 * wrench on any body) and their rows: sigma-/+ gain +/- D^T N y, and
 * N^T D (kappa+ - kappa-) = 0 (the tangential velocities a rigid motion can
 * have), written as the rows of y+ and y-, -N^T D (kappa+ - kappa-) >= 0
 * and its negative, so that the coupling of kappa and y is skew. */
static void internal_impulses(contact_phantom *ph, const double *E)
{
    int nc = ph->nc, k = ph->k, K = nc * k, N = ph->size, m = ph->nnull;
    int yp = nc + 2 * K, ym = yp + m;
    for (int p = 0; p < K; p++) {
        int cont = p / k;
        for (int e = 0; e < m; e++) {
            double dn = 0.0; /* (D^T N)_pe */
            for (int q = 2 * cont; q < 2 * cont + 2; q++)
                dn += d_entry(E, k, q, p) * ph->N[q * m + e];
            ph->A[(nc + p) * N + yp + e] = dn;
            ph->A[(nc + p) * N + ym + e] = -dn;
            ph->A[(nc + K + p) * N + yp + e] = -dn;
            ph->A[(nc + K + p) * N + ym + e] = dn;
            ph->A[(yp + e) * N + nc + p] = -dn;
            ph->A[(yp + e) * N + nc + K + p] = dn;
            ph->A[(ym + e) * N + nc + p] = dn;
            ph->A[(ym + e) * N + nc + K + p] = -dn;
        }
    }
    for (int e = 0; e < 2 * m; e++)
        ph->b[yp + e] = 0.0;
}
/* [/mb-phantom-internal] */

int contact_phantom_build(const bodies_scene *s, const motion *m, const bodies_contact *contact,
                          int nc, contact_phantom *ph)
{
    double E[2 * PHANTOM_MAX_K];
    ph->nc = nc;
    ph->k = contact_phantom_directions(s->nd);
    ph->ndof = m->ndof;
    ph->size = ph->nc * (1 + 2 * ph->k);
    ph->nnull = 0;
    ph->rho = s->rho;
    ph->mismatch = 0.0;
    if (reserve(ph, ph->nc, ph->k, ph->ndof) != 0)
        return CONTACT_PHANTOM_OUT_OF_MEMORY;
    if (ph->nc == 0)
        return 0;
    phantom_directions(ph->k, E);
    columns(s, m, contact, ph);
    tangential_blocks(m, ph);
    int eigen = pseudo_inverse(ph);
    if (eigen != DENSE_OK)
        return eigen == DENSE_NO_MEMORY ? CONTACT_PHANTOM_OUT_OF_MEMORY : CONTACT_PHANTOM_NO_EIGEN;
    x_products(ph, E);
    ph->size = ph->nc * (1 + 2 * ph->k) + 2 * ph->nnull;
    assemble(s, m, contact, ph, E);
    internal_impulses(ph, E);
    return 0;
}

/* The power of two nearest mass (at least the smallest normal double). */
static double mass_unit(double mass)
{
    int e;
    if (!(mass > 0.0) || !isfinite(mass))
        return 1.0;
    frexp(mass, &e);
    return ldexp(1.0, e - 1);
}

/* [mb-phantom-recover] */
/* p_t = X (D (kappa+ - kappa-) - A_tn p_n - c_t), nu = u + W (G_n p_n +
 * G_t p_t), and how far G_t^T nu is from D (kappa+ - kappa-). */
static void recover(contact_phantom *ph, const motion *m)
{
    int nc = ph->nc, k = ph->k, K = nc * k, t = 2 * nc, n = ph->ndof;
    double E[2 * PHANTOM_MAX_K], *g = ph->nu;
    phantom_directions(k, E);
    for (int r = 0; r < t; r++) {
        double sum = -ph->Xct[r];
        for (int c = 0; c < K; c++)
            sum += ph->XD[(size_t)r * K + c] * (ph->z[nc + c] - ph->z[nc + K + c]);
        for (int j = 0; j < nc; j++)
            sum -= ph->XAtn[r * nc + j] * ph->z[j];
        for (int e = 0; e < ph->nnull; e++)
            sum += ph->N[r * ph->nnull + e] *
                   (ph->z[nc + 2 * K + e] - ph->z[nc + 2 * K + ph->nnull + e]);
        ph->pt[r] = sum;
    }
    memset(g, 0, (size_t)n * sizeof *g);
    for (int i = 0; i < nc; i++)
        for (int q = 0; q < n; q++)
            g[q] += ph->WGn[(size_t)i * n + q] * ph->z[i];
    for (int a = 0; a < t; a++)
        for (int q = 0; q < n; q++)
            g[q] += ph->WGt[(size_t)a * n + q] * ph->pt[a];
    for (int q = 0; q < n; q++)
        g[q] += m->u[q];
    ph->mismatch = 0.0;
    for (int r = 0; r < t; r++) {
        double dk = 0.0;
        for (int c = (r / 2) * k; c < (r / 2 + 1) * k; c++)
            dk += d_entry(E, k, r, c) * (ph->z[nc + c] - ph->z[nc + K + c]);
        ph->mismatch = fmax(ph->mismatch, fabs(linalg_dot(n, ph->Gt + (size_t)r * n, g) - dk));
    }
}
/* [/mb-phantom-recover] */

/* Is unknown i an impulse (p_n, y+, y-; its row a velocity), not a kappa? */
static int impulse_unknown(const contact_phantom *ph, int i)
{
    return i < ph->nc || i >= ph->nc * (1 + 2 * ph->k);
}

/* [mb-phantom-solve] */
/* The LCP in units of m0 (a power of two: exact), z' = (p_n / m0, kappa),
 * w' = (w_n, sigma / m0): A' = diag(1, 1/m0) A diag(m0, 1), b' = diag(1,
 * 1/m0) b, so that lcp_solve's check weighs impulses of heavy and light
 * boxes alike; z and w are returned unscaled. */
lcp_status contact_phantom_solve(contact_phantom *ph, const motion *m, double mass,
                            const lcp_options *options)
{
    int N = ph->size, nc = ph->nc;
    double m0 = mass_unit(mass);
    memset(&ph->lcp, 0, sizeof ph->lcp);
    if (nc == 0) {
        memcpy(ph->nu, m->u, (size_t)ph->ndof * sizeof *ph->nu);
        return lcp_finish(&ph->lcp, LCP_SOLVED, "no contact");
    }
    for (int i = 0; i < N; i++) {
        double row = impulse_unknown(ph, i) ? 1.0 : 1.0 / m0;
        for (int j = 0; j < N; j++)
            ph->scratch.A_scaled[i * N + j] =
                ph->A[i * N + j] * row * (impulse_unknown(ph, j) ? m0 : 1.0);
        ph->scratch.b_scaled[i] = ph->b[i] * row;
    }
    lcp_problem p = {.n = N, .M = ph->scratch.A_scaled, .q = ph->scratch.b_scaled};
    lcp_status status = lcp_solve(&p, options, ph->z, ph->w, &ph->lcp);
    if (status != LCP_SOLVED)
        return status;
    for (int i = 0; i < N; i++) {
        if (impulse_unknown(ph, i))
            ph->z[i] *= m0;
        else
            ph->w[i] *= m0;
    }
    recover(ph, m);
    return status;
}
/* [/mb-phantom-solve] */

void contact_phantom_store(const contact_phantom *ph, bodies_contact *contact)
{
    for (int i = 0; i < ph->nc; i++) {
        bodies_contact *c = &contact[i];
        c->pn = ph->z[i];
        memset(c->pf, 0, sizeof c->pf);
        c->s = 0.0;
        for (int q = 0; q < 3; q++)
            c->friction[q] = ph->pt[2 * i] * c->t[q] + ph->pt[2 * i + 1] * c->o[q];
    }
}

void contact_phantom_free(contact_phantom *ph)
{
    double **arrays[] = {&ph->Gn, &ph->Gt, &ph->WGn, &ph->WGt, &ph->At, &ph->Atn, &ph->X, &ph->N,
                         &ph->ev, &ph->XD, &ph->XAtn, &ph->Xct, &ph->ct, &ph->A, &ph->b,
                         &ph->z, &ph->w, &ph->pt, &ph->nu, &ph->scratch.A_scaled,
                         &ph->scratch.b_scaled};
    for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++)
        free(*arrays[i]);
    memset(ph, 0, sizeof *ph);
}
