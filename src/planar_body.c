/* planar_body.c: a planar rigid body under an applied wrench and the
 * friction of a planar LuGre model, and the paper's two body experiments
 * (see planar_body.h). */
#include "planar_body.h"
#include "dmath.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>


void planar_body_disc(planar_body *b)
{
    const double m = 1.0, r = 0.05;
    memset(b, 0, sizeof *b);
    b->m = m;
    b->I = 0.5 * m * r * r;
    b->contacts = 1;
}

void planar_body_box(planar_body *b, double com_x)
{
    const double m = 0.2, a = 0.15, c = 0.08;
    memset(b, 0, sizeof *b);
    b->m = m;
    b->I = m * (a * a + c * c) / 12.0;
    b->q[0] = com_x;
    b->fixed_contact = 1; /* both fingers' patches at the origin */
    b->contacts = 2;
}

/* [pf-drift-load] */
/* The loads of the authors' 2dLuGreDriftTest_solver.py. */
double planar_drift_load(int normal, double t, double ext[3])
{
    double osc = dmath_sin(6.0 * DMATH_PI * t), fn = 1.0 * PLANAR_GRAVITY; /* m g */
    ext[1] = 0.0;
    if (!normal) {
        ext[0] = t < 0.2 ? t / 0.2 : t < 1.0 ? 1.0 : 1.0 + 0.4 * osc;
        ext[2] = t < 2.8 ? 0.0 : t < 3.0 ? 0.03 * (t - 2.8) / 0.2 : 0.03 + 0.01 * osc;
    } else { /* a constant tangential load, an oscillating normal force */
        double ramp = t < 0.2 ? t / 0.2 : 1.0;
        ext[0] = ramp;
        ext[2] = 0.03 * ramp;
        if (t > 1.0)
            fn += osc;
    }
    return fn;
}
/* [/pf-drift-load] */

/* [pf-grip-force] */
/* As the authors' code: profile 2 drops for the 0.01 s intervals j with
 * 0.65 n/4 < j < n/4 (case 1: 0.6 n/4 < j < n/4), n = 200. */
double planar_grip_force(int far, int grip, double t)
{
    if (grip == 0)
        return 0.0;
    if (grip == 1)
        return far ? 3.6 + 0.9 * dmath_sin(4.0 * DMATH_PI * t)
                   : 1.73 + 0.91 * dmath_sin(4.0 * DMATH_PI * t);
    long j = planar_experiment_interval(t);
    if (far)
        return (j > 30 && j < 50) ? 2.9 : 4.0;
    return (j > 32 && j < 50) ? 0.84 : 2.0;
}
/* [/pf-grip-force] */

/* floor(t / 0.01), the 1e-9 for t = j 0.01 rounded below. */
long planar_experiment_interval(double t)
{
    return (long)floor(t / 0.01 + 1e-9);
}

/* The inputs at the interval's start. */
double planar_experiment_load(planar_experiment e, int grip, const planar_body *b, double t,
                              double ext[3])
{
    double held = (double)planar_experiment_interval(t) * 0.01;
    if (e == PLANAR_DRIFT_TANGENTIAL || e == PLANAR_DRIFT_NORMAL)
        return planar_drift_load(e == PLANAR_DRIFT_NORMAL, held, ext);
    ext[0] = ext[2] = 0.0;
    ext[1] = -b->m * PLANAR_GRAVITY;
    return planar_grip_force(e == PLANAR_SLIP_STICK_FAR, grip, held);
}

/* d = CoM - grid centre. */
void planar_body_offset(const planar_body *b, double d[2])
{
    d[0] = b->fixed_contact ? b->q[0] - b->contact[0] : 0.0;
    d[1] = b->fixed_contact ? b->q[1] - b->contact[1] : 0.0;
}

/* The material point of the body at the grid centre p = CoM - d moves with
 * (vx - omega (p - CoM)_y, vy + omega (p - CoM)_x) = (vx + omega d_y,
 * vy - omega d_x) (the authors' code with the point -d). */
void planar_body_contact_twist(const planar_body *b, double vc[3])
{
    double d[2];
    planar_body_offset(b, d);
    vc[0] = b->v[0] + b->v[2] * d[1];
    vc[1] = b->v[1] - b->v[2] * d[0];
    vc[2] = b->v[2];
}

/* The friction force F acts at the grid centre, at -d from the CoM: its
 * torque about the CoM is tau + (-d) x F = tau - (d_x F_y - d_y F_x)
 * (the authors' code: "adding (-p) x F"). */
void planar_body_acceleration(const planar_body *b, const double ext[3], const double fr[3],
                              double acc[3])
{
    double d[2];
    planar_body_offset(b, d);
    double n = (double)b->contacts;
    double tau = fr[2] - (d[0] * fr[1] - d[1] * fr[0]);
    acc[0] = (ext[0] + n * fr[0]) / b->m;
    acc[1] = (ext[1] + n * fr[1]) / b->m;
    acc[2] = (ext[2] + n * tau) / b->I;
}

/* [planar-body-step] */
/* The friction w of one patch from the bristles' state at the body's
 * contact twist under fn, and the model's step of length dt. */
static void contact_step(const planar_body *b, planar_model *m, double fn, double dt, double w[3])
{
    double vc[3];
    w[0] = w[1] = w[2] = 0.0;
    if (fn > 0.0) { /* an open contact (fn = 0) carries no friction */
        planar_model_set_fn(m, fn);
        planar_body_contact_twist(b, vc);
        planar_model_step(m, vc, dt, w);
    }
}

/* One explicit step of body and bristles with the forces of t_k. */
void planar_body_step(planar_body *b, planar_model *m, double fn, const double ext[3], double dt,
                      double fr[3])
{
    double w[3], a[3];
    contact_step(b, m, fn, dt, w);
    planar_body_acceleration(b, ext, w, a);
    for (int c = 0; c < 3; c++) {
        b->q[c] += b->v[c] * dt + 0.5 * a[c] * dt * dt;
        b->v[c] += a[c] * dt;
    }
    if (fr != NULL)
        memcpy(fr, w, sizeof w);
}
/* [/planar-body-step] */

/* The contact's step of length 0. */
void planar_body_friction(const planar_body *b, planar_model *m, double fn, double fr[3])
{
    contact_step(b, m, fn, 0.0, fr);
}

/* The model's reach (planar_model_reach). */
double planar_body_reach(const planar_model *m)
{
    return planar_model_reach(m);
}

/* [planar-body-stick] */
/* While the bristles hold the body (z' = v_i), body and bristles are the
 * oscillator M x'' + C x' + K x = 0 of chapter 9's sticking bound, in the
 * plane: M = diag(m, m, I), K = contacts sigma0 fn sum_i w_i [1, 0, -rho_y;
 * 0, 1, rho_x; -rho_y, rho_x, |rho|^2] with rho_i the cell about the CoM,
 * and C = alpha K, alpha = (sigma1 + sigma2) / sigma0 (the reduced model's
 * torque: sigma2 kappa_tau; the smaller alpha is taken).  Each mode of
 * frequency omega (omega^2 an eigenvalue of M^-1 K) has m l^2 + alpha
 * omega^2 m l + omega^2 m = 0; Euler is stable for h < alpha when alpha
 * omega <= 2 (underdamped), else h < 2 / |l_fast| = 2 / (alpha omega^2 / 2
 * + sqrt(alpha^2 omega^4 / 4 - omega^2)), which falls as omega grows: so
 * the stiffest mode decides, and omega^2 <= trace M^-1 K = contacts sigma0
 * fn (2 / m + sum w_i |rho_i|^2 / I) <= contacts sigma0 fn (2 / m + (reach
 * + |d|)^2 / I) bounds it.  The largest stable step for the normal force
 * fn per patch (HUGE_VAL for an open contact). */
double planar_body_stick_step(const planar_body *b, const planar_model *m, double fn)
{
    const lugre_params *p = &m->dist.p;
    if (!(fn > 0.0))
        return HUGE_VAL;
    double d[2];
    planar_body_offset(b, d);
    double arm = b->reach + dmath_hypot(d[0], d[1]);
    double w2 = b->contacts * p->sigma0 * fn * (2.0 / b->m + arm * arm / b->I);
    double kappa = m->kind == PLANAR_MODEL_DIST ? 1.0 : fmin(1.0, m->red.ls.c.kappa_tau);
    double alpha = (p->sigma1 + kappa * p->sigma2) / p->sigma0;
    if (alpha * alpha * w2 <= 4.0)
        return alpha;
    return 2.0 / (0.5 * alpha * w2 + sqrt(0.25 * alpha * alpha * w2 * w2 - w2));
}
/* [/planar-body-stick] */

/* The substeps of a step dt: planar_model_substeps at the body's contact
 * twist (the bristles' relaxation while sliding: the same rule as
 * planar-friction's run), and enough that each is below the sticking
 * bound planar_body_stick_step. */
double planar_body_substeps(const planar_body *b, const planar_model *m, double dt, double fn)
{
    double vc[3];
    if (!(fn > 0.0)) /* an open contact: no bristle is stepped */
        return 1.0;
    planar_body_contact_twist(b, vc);
    double stick = planar_body_stick_step(b, m, fn);
    double n = dt < stick ? 1.0 : floor(dt / stick) + 1.0;
    return fmax(n, planar_model_substeps(m, vc, b->reach, dt));
}

/* [planar-body-advance] */
/* dt in n substeps of dt / n, the bristles' relaxation resolved in each. */
long planar_body_advance(planar_body *b, planar_model *m, double fn, const double ext[3],
                         double dt, double fr[3], long max_n)
{
    double n = planar_body_substeps(b, m, dt, fn);
    if (n > (double)max_n)
        return 0;
    for (long j = 0; j < (long)n; j++)
        planar_body_step(b, m, fn, ext, dt / n, j == 0 ? fr : NULL);
    return (long)n;
}
/* [/planar-body-advance] */

/* As the authors' surfaces.py: r from ((N - 1)/2, (N - 1)/2) in cells. */
void planar_pressure_proportional(int N, double fn, double k, double *P)
{
    double a = fmin(6.0 * dmath_cbrt(fn), (N - 1) / 2.0 + 0.5), c = (N - 1) / 2.0;
    for (int iy = 0; iy < N; iy++)
        for (int ix = 0; ix < N; ix++) {
            double r = dmath_hypot(ix - c, iy - c);
            P[ix + iy * N] = r <= a ? dmath_pow(1.0 - dmath_pow(r / a, k), 1.0 / k) : 0.0;
        }
}

/* The grid index ix + iy N of a loaded cell of m from its centre. */
static long cell_index(const planar_lugre *m, int j)
{
    long ix = lround(m->x[j] / m->h + m->N / 2.0 - 0.5);
    long iy = lround(-m->y[j] / m->h + m->N / 2.0 - 0.5);
    return ix + iy * m->N;
}

/* Both models list their loaded cells in grid order (planar_lugre_init):
 * one merge carries the bristles over. */
static void carry_bristles(const planar_lugre *from, planar_lugre *to)
{
    int i = 0;
    for (int j = 0; j < to->n; j++) {
        long k = cell_index(to, j);
        while (i < from->n && cell_index(from, i) < k)
            i++;
        if (i < from->n && cell_index(from, i) == k) {
            to->zx[j] = from->zx[i];
            to->zy[j] = from->zy[i];
        }
    }
}

int planar_model_set_pattern(planar_model *m, const double *P, int recalc)
{
    planar_lugre cells;
    if (planar_lugre_init(&cells, m->dist.N, m->dist.L, P, &m->dist.p) != 0)
        return -1;
    carry_bristles(&m->dist, &cells);
    if (m->kind != PLANAR_MODEL_DIST) {
        planar_limit_surface ls;
        if (planar_ls_compute(&ls, &cells, recalc ? m->red.ls.nls : 0) != 0) {
            planar_ls_free(&ls);
            planar_lugre_free(&cells);
            return -1;
        }
        if (!recalc) { /* keep the table, take the new CoP and constants */
            ls.nls = m->red.ls.nls;
            ls.h = m->red.ls.h;
            m->red.ls.h = NULL;
        }
        planar_ls_free(&m->red.ls);
        m->red.ls = ls;
    }
    planar_lugre_free(&m->dist);
    m->dist = cells;
    return 0;
}

/* k = 2 or 2 fn (Arslan Waltersson 2023 Fig. 33). */
int planar_body_follow_surface(planar_body *b, planar_model *m, planar_surface s, double fn)
{
    if (s == PLANAR_SURFACE_FIXED || !(fn > 0.0))
        return 0;
    int N = m->dist.N;
    double *P = malloc((size_t)N * (size_t)N * sizeof *P);
    if (P == NULL)
        return -1;
    planar_pressure_proportional(N, fn, s == PLANAR_SURFACE_SCALED ? 2.0 : 2.0 * fn, P);
    int bad = planar_model_set_pattern(m, P, s == PLANAR_SURFACE_CHANGING);
    free(P);
    if (bad == 0)
        b->reach = planar_body_reach(m);
    return bad;
}

/* [planar-experiment-step] */
/* One step of the experiment: inputs, surface, body. */
long planar_experiment_step(planar_body *b, planar_model *m, planar_experiment e, int grip,
                            planar_surface s, long k, double dt, long max_n, double *fn,
                            double fr[3])
{
    double t = (double)k * dt, ext[3];
    *fn = planar_experiment_load(e, grip, b, t, ext);
    int fresh = k == 0 || planar_experiment_interval(t) != planar_experiment_interval(t - dt);
    if (fresh && planar_body_follow_surface(b, m, s, *fn) != 0)
        return -1;
    return planar_body_advance(b, m, *fn, ext, dt, fr, max_n);
}
/* [/planar-experiment-step] */
