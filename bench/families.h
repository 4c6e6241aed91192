/* families.h: the problem families that both Lemke benchmarks time (in one
 * process, bench/bench.c, and as whole processes, bench/whole.c), so that
 * the two tables compare the same problems. */
#ifndef BENCH_FAMILIES_H
#define BENCH_FAMILIES_H

#include "problems.h"

#include <stdint.h>

typedef struct {
    const char *name;
    problem (*make)(int n, uint64_t seed);
} bench_family;

static const bench_family bench_families[] = {
    {"SPD", problem_spd}, {"P-matrix", problem_p_matrix}, {"PSD", problem_psd_planted}};

enum { BENCH_FAMILIES = sizeof bench_families / sizeof bench_families[0] };

#endif
