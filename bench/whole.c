/* whole: whole-process timing of `lcp solve FILE` against two harnesses
 * that run Siconos' lcp_lexicolemke the same way, on the SPD, P-matrix and
 * PSD problems of bench.c (tests/problems.h) at n = 100, 200 and 400:
 *   siconos_lemke FILE   Siconos' own file reader, the solver, z printed
 *                        (bench/siconos_lemke.c);
 *   siconos_plain FILE   a plain reader (fscanf), the solver, z printed
 *                        (bench/siconos_plain.c).
 *
 *     whole LCP SICONOS_LEMKE|- SICONOS_PLAIN|- DIR
 *
 * Each problem is written once to DIR/FAMILY-n.dat in Siconos' format
 * (round-trip decimals; `lcp solve` reads that format too), then the
 * programs run in turns, stdout to /dev/null, until each has run at least
 * MIN_RUNS times and MIN_SECONDS in all; the table gives the medians of the
 * wall time from fork to exit, in milliseconds, and the ratios ours /
 * theirs.  Every printed answer is read back and checked with lcp_check
 * ("ok").  OpenBLAS, which Siconos links, runs on one thread
 * (OPENBLAS_NUM_THREADS=1): its threads only slow a small solve down, and
 * the comparison is with the faster harness.  Without Siconos (both given
 * as "-") only ours is timed. */
#define _POSIX_C_SOURCE 200809L

#include "bench_util.h"
#include "families.h"
#include "lcp.h"
#include "problems.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

enum { MIN_RUNS = 7, MAX_RUNS = 1000, PROGRAMS = 3 };
static const double TARGET = 0.5; /* ours / theirs at n = 200 */
static const double MIN_SECONDS = 1.0;

/* Write the LCP in Siconos' .dat format: n 0 n n n n, M column by column,
 * q, every number with 17 significant digits (read back exactly). */
static int write_dat(const char *path, const lcp_problem *p)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    int n = p->n;
    fprintf(f, "%d\n0\n%d %d\n%d %d\n", n, n, n, n, n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            fprintf(f, "%.17g%s", p->M[i * n + j], i + 1 < n ? " " : "\n");
    for (int i = 0; i < n; i++)
        fprintf(f, "%.17g%s", p->q[i], i + 1 < n ? " " : "\n");
    return fclose(f);
}

/* Run argv with stdout to out_fd (stderr to /dev/null); its exit status,
 * or -1.  *seconds gets the wall time from fork to the end of wait. */
static int run(char *const *argv, int out_fd, double *seconds)
{
    double start = bench_now();
    pid_t pid = fork();
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(out_fd, STDOUT_FILENO);
        dup2(null, STDERR_FILENO);
        execv(argv[0], argv);
        _exit(127);
    }
    int status = -1;
    if (pid < 0 || waitpid(pid, &status, 0) < 0)
        return -1;
    *seconds = bench_now() - start;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* Run the program once with stdout to a file and read z back from its
 * lines "i z_i ..." (other lines are skipped); 1 if z passes lcp_check. */
static int answer_checks(char *const *argv, const lcp_problem *p, const char *scratch)
{
    int fd = open(scratch, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    double seconds, *z = calloc((size_t)p->n, sizeof *z);
    int status = fd >= 0 ? run(argv, fd, &seconds) : -1, seen = 0;
    if (fd >= 0)
        close(fd);
    FILE *f = status == 0 ? fopen(scratch, "r") : NULL;
    char line[256];
    while (f && fgets(line, sizeof line, f)) {
        int i;
        double v;
        if (sscanf(line, "%d %lf", &i, &v) == 2 && i >= 1 && i <= p->n) {
            z[i - 1] = v;
            seen++;
        }
    }
    if (f)
        fclose(f);
    int ok = seen == p->n && lcp_check(p, z, 1e-9, NULL, NULL, 0) == 0;
    free(z);
    return ok;
}

/* Time the count programs in turns; medians in ms into ms. */
static int time_turns(char *const *argv[], int count, double *ms)
{
    int null = open("/dev/null", O_WRONLY), runs = 0, done = 0;
    double *samples[PROGRAMS], total[PROGRAMS] = {0};
    for (int k = 0; k < count; k++)
        samples[k] = malloc(MAX_RUNS * sizeof(double));
    while (runs < MAX_RUNS && !done) {
        done = runs + 1 >= MIN_RUNS;
        for (int k = 0; k < count; k++) {
            run(argv[k], null, &samples[k][runs]);
            total[k] += samples[k][runs];
            done &= total[k] >= MIN_SECONDS;
        }
        runs++;
    }
    for (int k = 0; k < count; k++) {
        ms[k] = 1e3 * bench_median(samples[k], runs);
        free(samples[k]);
    }
    close(null);
    return runs;
}

/* A ratio cell: ours / theirs, or "-" without the harness. */
static void print_ratio(double ours, double theirs, int present)
{
    if (present)
        printf(" %7.3f", ours / theirs);
    else
        printf(" %7s", "-");
}

/* One row: write the file, check every answer, time the programs in turns;
 * *met is cleared when a ratio at n = 200 is above the target. */
static void bench_file(const char *family, const problem *pr, char *lcp, char *siconos,
                       char *plain, const char *dir, int *met)
{
    lcp_problem p = problem_view(pr);
    char path[1024], scratch[1100];
    snprintf(path, sizeof path, "%s/%s-%d.dat", dir, family, p.n);
    snprintf(scratch, sizeof scratch, "%s.out", path);
    if (write_dat(path, &p) != 0) {
        fprintf(stderr, "whole: cannot write %s\n", path);
        exit(1);
    }
    char *ours[] = {lcp, "solve", path, NULL}, *theirs[] = {siconos, path, NULL},
         *plains[] = {plain, path, NULL};
    char *const *all[PROGRAMS] = {ours, theirs, plains};
    char *const *argv[PROGRAMS];
    int present[PROGRAMS] = {1, strcmp(siconos, "-") != 0, strcmp(plain, "-") != 0};
    int count = 0, slot[PROGRAMS], ok[PROGRAMS] = {0};
    for (int k = 0; k < PROGRAMS; k++)
        if (present[k]) {
            slot[k] = count;
            argv[count++] = all[k];
            ok[k] = answer_checks(all[k], &p, scratch);
        }
    double timed[PROGRAMS] = {0}, ms[PROGRAMS] = {0};
    int runs = time_turns(argv, count, timed);
    for (int k = 0; k < PROGRAMS; k++)
        ms[k] = present[k] ? timed[slot[k]] : 0.0;
    printf("%-9s %4d %9.2f", family, p.n, ms[0]);
    for (int k = 1; k < PROGRAMS; k++)
        present[k] ? printf(" %10.2f", ms[k]) : printf(" %10s", "-");
    for (int k = 1; k < PROGRAMS; k++) {
        print_ratio(ms[0], ms[k], present[k]);
        if (present[k] && p.n == 200 && ms[0] > TARGET * ms[k])
            *met = 0;
    }
    for (int k = 0; k < PROGRAMS; k++)
        printf(" %5s", !present[k] ? "-" : ok[k] ? "ok" : "FAIL");
    printf(" %5d\n", runs);
    fflush(stdout);
    remove(scratch);
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: whole LCP SICONOS_LEMKE|- SICONOS_PLAIN|- DIR\n");
        return 1;
    }
    static const int sizes[] = {100, 200, 400};
    setenv("OPENBLAS_NUM_THREADS", "1", 1);
    bench_print_machine();
    printf("# whole processes: `lcp solve FILE.dat` vs Siconos' lcp_lexicolemke behind\n"
           "# Siconos' reader (siconos) and behind a plain fscanf reader (plain), OpenBLAS\n"
           "# on one thread; median wall ms, fork to exit, of runs in turns totalling >= %.1f s\n"
           "# each; r_sic, r_plain = ours / theirs; ok: the printed z passes lcp_check\n",
           MIN_SECONDS);
    printf("%-9s %4s %9s %10s %10s %7s %7s %5s %5s %5s %5s\n", "family", "n", "ours_ms",
           "siconos_ms", "plain_ms", "r_sic", "r_plain", "ours", "sicon", "plain", "runs");
    int met = 1, harness = strcmp(argv[2], "-") != 0 || strcmp(argv[3], "-") != 0;
    for (size_t f = 0; f < BENCH_FAMILIES; f++)
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            problem p = bench_families[f].make(sizes[k], 1);
            bench_file(bench_families[f].name, &p, argv[1], argv[2], argv[3], argv[4], &met);
            problem_free(&p);
        }
    if (harness)
        printf("# target: ours <= %.1f x either harness at n = 200 (SPD, P-matrix, PSD): met %s\n",
               TARGET, met ? "yes" : "no");
    else
        printf("# target: ours <= %.1f x Siconos at n = 200: not measured (no Siconos)\n",
               TARGET);
    return 0;
}
