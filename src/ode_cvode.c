/* ode_cvode.c: the CVODE wrapper (SUNDIALS >= 6 API). */
#include "ode_cvode.h"

#include <cvode/cvode.h>
#include <nvector/nvector_serial.h>
#include <sunlinsol/sunlinsol_dense.h>
#include <sunmatrix/sunmatrix_dense.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ode_cvode {
    int n;
    ode_rhs f;
    void *ctx;
    SUNContext sun;
    void *mem;
    N_Vector y;
    SUNMatrix A;
    SUNLinearSolver LS;
    char message[256];
};

/* CVODE's right-hand side: unpack the vectors and call the caller's f. */
static int rhs_adapter(realtype t, N_Vector y, N_Vector ydot, void *data)
{
    ode_cvode *c = data;
    c->f(t, N_VGetArrayPointer(y), N_VGetArrayPointer(ydot), c->ctx);
    return 0;
}

/* CVODE's error handler: keep the message for the caller, print nothing. */
static void keep_error(int code, const char *module, const char *function, char *msg,
                       void *data)
{
    ode_cvode *c = data;
    (void)code;
    (void)module;
    snprintf(c->message, sizeof c->message, "%s: %s", function, msg);
}

/* Free what has been created so far (any part may be NULL). */
void ode_cvode_free(ode_cvode *c)
{
    if (c == NULL)
        return;
    if (c->mem != NULL)
        CVodeFree(&c->mem);
    if (c->LS != NULL)
        SUNLinSolFree(c->LS);
    if (c->A != NULL)
        SUNMatDestroy(c->A);
    if (c->y != NULL)
        N_VDestroy(c->y);
    if (c->sun != NULL)
        SUNContext_Free(&c->sun);
    free(c);
}

/* Set up BDF with Newton iterations and the dense linear solver; 0 or the
 * first failing flag. */
static int setup(ode_cvode *c, double t0, const ode_cvode_options *o)
{
    int flag;
    if ((flag = CVodeSetErrHandlerFn(c->mem, keep_error, c)) != CV_SUCCESS ||
        (flag = CVodeInit(c->mem, rhs_adapter, t0, c->y)) != CV_SUCCESS ||
        (flag = CVodeSetUserData(c->mem, c)) != CV_SUCCESS ||
        (flag = CVodeSStolerances(c->mem, o->rtol, o->atol)) != CV_SUCCESS ||
        (flag = CVodeSetLinearSolver(c->mem, c->LS, c->A)) != CV_SUCCESS ||
        (flag = CVodeSetMaxNumSteps(c->mem, o->max_steps)) != CV_SUCCESS)
        return flag;
    if (o->max_step > 0.0 && (flag = CVodeSetMaxStep(c->mem, o->max_step)) != CV_SUCCESS)
        return flag;
    return 0;
}

ode_cvode *ode_cvode_create(int n, ode_rhs f, void *ctx, double t0, const double *y0,
                            const ode_cvode_options *options, char *message, int size)
{
    ode_cvode *c = calloc(1, sizeof *c);
    if (c == NULL || n < 1 || n > ODE_CVODE_MAX_N) {
        if (message != NULL)
            snprintf(message, (size_t)size, "cannot start CVODE for %d states", n);
        free(c);
        return NULL;
    }
    *c = (ode_cvode){.n = n, .f = f, .ctx = ctx};
    if (SUNContext_Create(NULL, &c->sun) == 0 && (c->y = N_VNew_Serial(n, c->sun)) != NULL &&
        (c->A = SUNDenseMatrix(n, n, c->sun)) != NULL &&
        (c->LS = SUNLinSol_Dense(c->y, c->A, c->sun)) != NULL &&
        (c->mem = CVodeCreate(CV_BDF, c->sun)) != NULL) {
        memcpy(N_VGetArrayPointer(c->y), y0, (size_t)n * sizeof *y0);
        int flag = setup(c, t0, options);
        if (flag == 0)
            return c;
        if (message != NULL)
            snprintf(message, (size_t)size, "CVODE setup failed (%s): %s",
                     CVodeGetReturnFlagName(flag), c->message);
    } else if (message != NULL) {
        snprintf(message, (size_t)size, "cannot create CVODE's objects");
    }
    ode_cvode_free(c);
    return NULL;
}

int ode_cvode_advance(ode_cvode *c, double tout, double *y)
{
    realtype t;
    int flag = CVode(c->mem, tout, c->y, &t, CV_NORMAL);
    if (flag < 0)
        return flag;
    memcpy(y, N_VGetArrayPointer(c->y), (size_t)c->n * sizeof *y);
    return 0;
}

void ode_cvode_get_stats(const ode_cvode *c, ode_cvode_stats *s)
{
    long nfe = 0, nfe_ls = 0;
    *s = (ode_cvode_stats){0};
    CVodeGetNumSteps(c->mem, &s->steps);
    CVodeGetNumRhsEvals(c->mem, &nfe);
    CVodeGetNumLinRhsEvals(c->mem, &nfe_ls);
    CVodeGetNumJacEvals(c->mem, &s->jac_evals);
    CVodeGetNumErrTestFails(c->mem, &s->err_fails);
    s->rhs_evals = nfe + nfe_ls;
}

const char *ode_cvode_message(const ode_cvode *c)
{
    return c->message;
}
