/* dense: the library's dense factorisations (src/dense.h) against LAPACK
 * (OpenBLAS on one thread, OPENBLAS_NUM_THREADS=1, as make bench-dense
 * runs it), microseconds of this thread's CPU time per call:
 *
 *   least norm   dense_least_norm against dgelsy (rcond 1e-15, the contact
 *                step's), k x k at k = 20, 50, 100, 200, 400: random
 *                entries (full rank), and the product of k x k/2 and k/2 x
 *                k random factors (rank k/2, the rank-deficient case of
 *                the contact step, where the factorisation stops early);
 *   eigen        dense_eigen_symmetric against dsyev (vectors), n = 8 ... 192
 *                (contact_phantom's A_t is 2 nc x 2 nc);
 *   svd          dense_svd_singular_values against dgesvd (values only),
 *                n = 20, 50, 146 (146: chapter 8's largest lead matrix).
 *
 * Each call copies its input first (both routines overwrite it), in both
 * columns alike.  Per case, rounds of ours and LAPACK's in turns, each
 * round long enough to time (MIN_ROUND_SECONDS), the median of the rounds
 * per call; ratio = ours / LAPACK (below 1: ours is faster).  Not part of
 * the report; `make bench-dense` writes $(B)/bench/dense.txt.
 */
#define _POSIX_C_SOURCE 200809L

#include "bench_util.h"
#include "dense.h"
#include "dense_eigen.h"
#include "dense_svd.h"

#include <lapacke.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { ROUNDS = 7 };
static const double MIN_ROUND_SECONDS = 0.05;

/* One problem: the matrix, the right-hand side, and the scratch both
 * solvers overwrite. */
typedef struct {
    int k;
    double *A, *b, *M, *x, *w;
    int *jpvt;
} problem;

/* This thread's CPU time in seconds. */
static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* A reproducible uniform number in [-1, 1). */
static double uniform(unsigned *seed)
{
    *seed = *seed * 1103515245u + 12345u;
    return ((*seed >> 8) & 0xFFFFFF) / (double)0x800000 - 1.0;
}

/* A k x k matrix of rank r (r = k: random entries; else X Y, X k x r). */
static void make_matrix(int k, int r, unsigned *seed, double *A)
{
    if (r == k) {
        for (int i = 0; i < k * k; i++)
            A[i] = uniform(seed);
        return;
    }
    double *X = malloc(sizeof *X * (size_t)(k * r)), *Y = malloc(sizeof *Y * (size_t)(r * k));
    for (int i = 0; i < k * r; i++)
        X[i] = uniform(seed), Y[i] = uniform(seed);
    for (int i = 0; i < k; i++)
        for (int j = 0; j < k; j++) {
            double sum = 0.0;
            for (int l = 0; l < r; l++)
                sum += X[i * r + l] * Y[l * k + j];
            A[i * k + j] = sum;
        }
    free(X);
    free(Y);
}

/* The least-norm solve, ours. */
static void ours_least_norm(problem *p)
{
    int rank;
    memcpy(p->M, p->A, sizeof *p->M * (size_t)(p->k * p->k));
    memcpy(p->x, p->b, sizeof *p->x * (size_t)p->k);
    dense_least_norm(p->k, p->k, p->M, p->x, 1e-15, &rank);
}

/* The least-norm solve, LAPACK's dgelsy. */
static void lapack_least_norm(problem *p)
{
    lapack_int rank;
    memcpy(p->M, p->A, sizeof *p->M * (size_t)(p->k * p->k));
    memcpy(p->x, p->b, sizeof *p->x * (size_t)p->k);
    memset(p->jpvt, 0, sizeof *p->jpvt * (size_t)p->k);
    LAPACKE_dgelsy(LAPACK_ROW_MAJOR, p->k, p->k, 1, p->M, p->k, p->x, 1, p->jpvt, 1e-15, &rank);
}

/* The eigen-decomposition with vectors, ours. */
static void ours_eigen(problem *p)
{
    memcpy(p->M, p->A, sizeof *p->M * (size_t)(p->k * p->k));
    dense_eigen_symmetric(p->k, p->M, p->x, NULL);
}

/* The eigen-decomposition with vectors, LAPACK's dsyev. */
static void lapack_eigen(problem *p)
{
    memcpy(p->M, p->A, sizeof *p->M * (size_t)(p->k * p->k));
    LAPACKE_dsyev(LAPACK_ROW_MAJOR, 'V', 'U', p->k, p->M, p->k, p->x);
}

/* The singular values, ours. */
static void ours_svd(problem *p)
{
    dense_svd_singular_values(p->k, p->k, p->A, p->x, NULL);
}

/* The singular values, LAPACK's dgesvd (which destroys its copy). */
static void lapack_svd(problem *p)
{
    memcpy(p->M, p->A, sizeof *p->M * (size_t)(p->k * p->k));
    LAPACKE_dgesvd(LAPACK_ROW_MAJOR, 'N', 'N', p->k, p->k, p->M, p->k, p->x, NULL, 1, NULL, 1,
                   p->w);
}

/* Seconds per call of f over a round of reps calls. */
static double round_time(void (*f)(problem *), problem *p, int reps)
{
    double start = cpu_now();
    for (int r = 0; r < reps; r++)
        f(p);
    return (cpu_now() - start) / reps;
}

/* Calls per round: enough for MIN_ROUND_SECONDS of the slower method. */
static int round_length(void (*ours)(problem *), void (*theirs)(problem *), problem *p)
{
    double once = round_time(ours, p, 1), other = round_time(theirs, p, 1);
    once = once > other ? once : other;
    int reps = (int)(MIN_ROUND_SECONDS / (once > 1e-7 ? once : 1e-7)) + 1;
    return reps < 100000 ? reps : 100000;
}

/* One row: the case, its size, microseconds per call each, the ratio. */
static void bench_case(const char *what, int k, int rank, void (*ours)(problem *),
                       void (*theirs)(problem *))
{
    unsigned seed = 1u + (unsigned)k;
    problem p = {.k = k};
    size_t kk = (size_t)k * (size_t)k;
    p.A = malloc(sizeof *p.A * kk), p.M = malloc(sizeof *p.M * kk);
    p.b = malloc(sizeof *p.b * (size_t)k), p.x = malloc(sizeof *p.x * (size_t)k);
    p.w = malloc(sizeof *p.w * (size_t)k), p.jpvt = malloc(sizeof *p.jpvt * (size_t)k);
    make_matrix(k, rank, &seed, p.A);
    if (ours == ours_eigen) /* symmetric: A + A^T */
        for (int i = 0; i < k; i++)
            for (int j = 0; j < i; j++) {
                double sum = p.A[i * k + j] + p.A[j * k + i];
                p.A[i * k + j] = p.A[j * k + i] = sum;
            }
    for (int i = 0; i < k; i++)
        p.b[i] = uniform(&seed);
    int reps = round_length(ours, theirs, &p);
    double mine[ROUNDS], lapack[ROUNDS];
    for (int r = 0; r < ROUNDS; r++) {
        mine[r] = round_time(ours, &p, reps);
        lapack[r] = round_time(theirs, &p, reps);
    }
    double a = bench_median(mine, ROUNDS), b = bench_median(lapack, ROUNDS);
    printf("%-10s %4d %4d %12.1f %12.1f %7.2f\n", what, k, rank, 1e6 * a, 1e6 * b, a / b);
    fflush(stdout);
    free(p.A), free(p.M), free(p.b), free(p.x), free(p.w), free(p.jpvt);
}

int main(void)
{
    static const int sizes[] = {20, 50, 100, 200, 400}, eigen_sizes[] = {8, 24, 48, 96, 192};
    static const int svd_sizes[] = {20, 50, 146};
    bench_print_machine();
    printf("# OPENBLAS_NUM_THREADS=%s; microseconds of CPU time per call, median of %d rounds\n",
           getenv("OPENBLAS_NUM_THREADS") ? getenv("OPENBLAS_NUM_THREADS") : "(unset)", ROUNDS);
    printf("%-10s %4s %4s %12s %12s %7s\n", "what", "k", "rank", "ours_us", "lapack_us", "ratio");
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        bench_case("leastnorm", sizes[i], sizes[i], ours_least_norm, lapack_least_norm);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        bench_case("leastnorm", sizes[i], sizes[i] / 2, ours_least_norm, lapack_least_norm);
    for (size_t i = 0; i < sizeof eigen_sizes / sizeof eigen_sizes[0]; i++)
        bench_case("eigen", eigen_sizes[i], eigen_sizes[i], ours_eigen, lapack_eigen);
    for (size_t i = 0; i < sizeof svd_sizes / sizeof svd_sizes[0]; i++)
        bench_case("svd", svd_sizes[i], svd_sizes[i], ours_svd, lapack_svd);
    return 0;
}
