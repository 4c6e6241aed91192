/* bench_util.c: the clock, medians, and the machine and date. */
#define _POSIX_C_SOURCE 200809L

#include "bench_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>

double bench_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* For qsort: ascending doubles. */
static int ascending(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double bench_median(double *samples, int count)
{
    qsort(samples, (size_t)count, sizeof *samples, ascending);
    return count % 2 ? samples[count / 2]
                     : 0.5 * (samples[count / 2 - 1] + samples[count / 2]);
}

/* The processor's name from /proc/cpuinfo, or "unknown". */
static void cpu_model(char *buf, size_t size)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[512];
    snprintf(buf, size, "unknown");
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "model name", 10) == 0 && strchr(line, ':')) {
            snprintf(buf, size, "%s", strchr(line, ':') + 2);
            buf[strcspn(buf, "\n")] = '\0';
            break;
        }
    if (f)
        fclose(f);
}

void bench_print_machine(void)
{
    struct utsname u;
    char cpu[256], date[64];
    time_t t = time(NULL);
    cpu_model(cpu, sizeof cpu);
    strftime(date, sizeof date, "%Y-%m-%d %H:%M:%S UTC", gmtime(&t));
    if (uname(&u) == 0)
        printf("# machine: %s %s %s %s\n", u.sysname, u.release, u.version, u.machine);
    printf("# cpu: %s\n# date: %s\n", cpu, date);
}
