/* planar_model.c: one handle for the distributed, reduced and ellipse
 * planar friction models (planar_model.h). */
#include "planar_model.h"
#include "number.h"
#include "cli.h"
#include "dmath.h"
#include "planar_step.h"

#include <math.h>
#include <string.h>

static const char *const model_names[] = {"dist", "red", "ellipse"};

const char *planar_model_name(planar_model_kind k)
{
    return (int)k >= 0 && (int)k < 3 ? model_names[k] : "?";
}

int planar_model_from_name(const char *name, planar_model_kind *out)
{
    for (int k = 0; k < 3; k++)
        if (strcmp(name, model_names[k]) == 0) {
            *out = (planar_model_kind)k;
            return 0;
        }
    return -1;
}

/* The distributed model holds the pattern for every kind (its cells and
 * CoP); the reduced model is built from it for red and ellipse. */
int planar_model_init(planar_model *m, planar_model_kind kind, int N, double L, const double *P,
                      const lugre_params *p, int nls)
{
    memset(m, 0, sizeof *m);
    m->kind = kind;
    if (planar_lugre_init(&m->dist, N, L, P, p) != 0)
        return -1;
    if (kind == PLANAR_MODEL_DIST)
        return 0;
    planar_red_kind rk = kind == PLANAR_MODEL_RED ? PLANAR_RED_LS : PLANAR_RED_ELLIPSE;
    int bad = planar_reduced_init(&m->red, &m->dist, nls, rk, p) != 0 ? -1
              : !(m->red.ls.c.f_tau_max > 0.0)                       ? -2 /* r_a = 0 */
                                                                      : 0;
    if (bad) {
        planar_lugre_free(&m->dist);
        planar_reduced_free(&m->red);
    }
    return bad;
}

void planar_model_free(planar_model *m)
{
    planar_lugre_free(&m->dist);
    planar_reduced_free(&m->red);
}

void planar_model_reset(planar_model *m)
{
    planar_lugre_reset(&m->dist);
    planar_reduced_reset(&m->red);
}

const double *planar_model_cop(const planar_model *m)
{
    return m->dist.cop;
}

void planar_model_set_fn(planar_model *m, double fn)
{
    m->dist.p.fn = fn;
    m->red.p.fn = fn;
}

void planar_model_step(planar_model *m, const double v[3], double dt, double wrench[3])
{
    if (m->kind == PLANAR_MODEL_DIST)
        planar_lugre_step(&m->dist, v, dt, wrench);
    else
        planar_reduced_step(&m->red, v, dt, wrench);
}

/* The farthest cell, or |CoP| + r_a for the reduced bristle. */
double planar_model_reach(const planar_model *m)
{
    double reach = 0.0;
    for (int i = 0; i < m->dist.n; i++)
        reach = fmax(reach, dmath_hypot(m->dist.x[i], m->dist.y[i]));
    if (m->kind != PLANAR_MODEL_DIST)
        reach = fmax(reach, dmath_hypot(m->red.ls.cop[0], m->red.ls.cop[1]) + m->red.ls.c.r_a);
    return reach;
}

/* lambda_max = sigma0 s / min(muc, mus): g(v) >= min(muc, mus) (eq. 2). */
static double largest_rate(const planar_model *m, double s)
{
    const lugre_params *p = &m->dist.p;
    return p->sigma0 * s / fmin(p->muc, p->mus);
}

/* n = ceil(lambda_max dt), at least 1. */
double planar_model_substeps(const planar_model *m, const double v[3], double reach, double dt)
{
    double s = sqrt(v[0] * v[0] + v[1] * v[1]) + fabs(v[2]) * reach;
    double n = largest_rate(m, s) * dt; /* 1 substep, the usual case, without ceil */
    return n <= 1.0 ? 1.0 : ceil(n);
}

/* h lambda_max = 1. */
double planar_model_stable_step(const planar_model *m, double s)
{
    return 1.0 / largest_rate(m, s);
}

/* [planar-model-advance] */
/* n substeps of dt / n, the wrench of the first. */
long planar_model_advance(planar_model *m, const double v[3], double reach, double dt,
                          double wrench[3], long max_n)
{
    double n = planar_model_substeps(m, v, reach, dt), w[3];
    if (!(n <= (double)max_n))
        return 0;
    planar_model_step(m, v, dt / n, wrench);
    for (long j = 1; j < (long)n; j++)
        planar_model_step(m, v, dt / n, w);
    return (long)n;
}
/* [/planar-model-advance] */

void planar_model_steady(const planar_model *m, const double v[3], double wrench[3])
{
    if (m->kind == PLANAR_MODEL_DIST)
        planar_lugre_steady(&m->dist, v, wrench);
    else
        planar_reduced_steady(&m->red, v, wrench);
}

/* The first count comma-separated numbers of a CSV line into r (number.h's
 * grammar, blanks around a field allowed); how many were read before the
 * first field that is not a number. */
static int csv_numbers(const char *line, double *r, int count)
{
    int k = 0;
    for (const char *at = line; k < count;) {
        at += strspn(at, " \t");
        size_t length = strcspn(at, ", \t\r\n");
        if (length == 0 || number_read_double(at, length, &r[k]) != NUMBER_OK)
            break;
        k++;
        at += length;
        at += strspn(at, " \t");
        if (*at != ',')
            break;
        at++;
    }
    return k;
}

/* [planar-model-compare] */
int planar_model_compare_fig5(planar_model *m, FILE *in, double dt, double worst[3])
{
    const double *cop = planar_model_cop(m);
    double reach = planar_model_reach(m);
    long k = 0;
    int rows = 0;
    double v[3], vc[3], wr[3] = {0, 0, 0}, r[7];
    char line[512];
    worst[0] = worst[1] = worst[2] = 0.0;
    while (fgets(line, sizeof line, in) != NULL) {
        if (csv_numbers(line, r, 7) != 7)
            continue; /* the header, or not a row of numbers */
        for (long row_k = lround(r[0] / dt); k <= row_k; k++) {
            planar_fig5_twist((double)k * dt, v);
            planar_twist_move(v, -cop[0], -cop[1], vc);
            if (planar_model_advance(m, vc, reach, dt, wr, CLI_MAX_STEPS) == 0)
                return -1; /* a step too long for the cap */
        }
        planar_wrench_move(wr, cop[0], cop[1], wr);
        for (int c = 0; c < 3; c++)
            worst[0] = fmax(worst[0], fabs(v[c] - r[1 + c]));
        worst[1] = fmax(worst[1], fmax(fabs(wr[0] - r[4]), fabs(wr[1] - r[5])));
        worst[2] = fmax(worst[2], fabs(wr[2] - r[6]));
        rows++;
    }
    return rows;
}
/* [/planar-model-compare] */
