/* bench_util.h: what both benchmarks share: the clock, medians and the
 * machine and date at the head of each table. */
#ifndef BENCH_UTIL_H
#define BENCH_UTIL_H

/* Seconds on the monotonic clock. */
double bench_now(void);

/* Median of count samples (sorts them). */
double bench_median(double *samples, int count);

/* "# machine: ...", "# cpu: ...", "# date: ..." lines on stdout. */
void bench_print_machine(void);

#endif
