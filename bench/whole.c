/* whole: whole-process timing of `lcp solve FILE` against Siconos'
 * lcp_lexicolemke run the same way (bench/siconos_lemke.c: Siconos' own
 * file reader, the solver, z printed), on the SPD, P-matrix and PSD
 * problems of bench.c (tests/problems.h) at n = 100, 200 and 400.
 *
 *     whole LCP SICONOS_LEMKE DIR
 *
 * Each problem is written once to DIR/FAMILY-n.dat in Siconos' format
 * (round-trip decimals; `lcp solve` reads that format too), then the two
 * programs run in turns, stdout to /dev/null, until each has run at least
 * MIN_RUNS times and MIN_SECONDS in all; the table gives the medians of the
 * wall time from fork to exit, in milliseconds, and ratio = ours / siconos.
 * Both printed answers are read back and checked with lcp_check ("ok").
 * Without Siconos (SICONOS_LEMKE given as "-") only ours is timed. */
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

enum { MIN_RUNS = 7, MAX_RUNS = 1000 };
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

/* Time the programs (count: 1 or 2) in turns; medians in ms into ms. */
static int time_turns(char *const *argv[], int count, double *ms)
{
    int null = open("/dev/null", O_WRONLY), runs = 0, done = 0;
    double *samples[2], total[2] = {0, 0};
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

/* One row: write the file, check both answers, time both. */
static void bench_file(const char *family, const problem *pr, char *lcp, char *siconos,
                       const char *dir)
{
    lcp_problem p = problem_view(pr);
    char path[1024], scratch[1100];
    snprintf(path, sizeof path, "%s/%s-%d.dat", dir, family, p.n);
    snprintf(scratch, sizeof scratch, "%s.out", path);
    if (write_dat(path, &p) != 0) {
        fprintf(stderr, "whole: cannot write %s\n", path);
        exit(1);
    }
    char *ours[] = {lcp, "solve", path, NULL}, *theirs[] = {siconos, path, NULL};
    char *const *argv[] = {ours, theirs};
    int count = strcmp(siconos, "-") != 0 ? 2 : 1;
    int ok[2] = {answer_checks(ours, &p, scratch), count > 1 && answer_checks(theirs, &p, scratch)};
    double ms[2] = {0, 0};
    int runs = time_turns(argv, count, ms);
    printf("%-9s %4d %10.2f %10.2f %7.3f %5s %5s %5d\n", family, p.n, ms[0], ms[1],
           count > 1 ? ms[0] / ms[1] : 0.0, ok[0] ? "ok" : "FAIL",
           count > 1 ? (ok[1] ? "ok" : "FAIL") : "-", runs);
    fflush(stdout);
    remove(scratch);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: whole LCP SICONOS_LEMKE|- DIR\n");
        return 1;
    }
    static const int sizes[] = {100, 200, 400};
    bench_print_machine();
    printf("# whole processes: `lcp solve FILE.dat` vs siconos_lemke FILE.dat (Siconos' reader\n"
           "# and lcp_lexicolemke); median wall ms, fork to exit, of runs in turns totalling\n"
           "# >= %.1f s each; ratio = ours / siconos; ok: the printed z passes lcp_check\n",
           MIN_SECONDS);
    printf("%-9s %4s %10s %10s %7s %5s %5s %5s\n", "family", "n", "ours_ms", "siconos_ms",
           "ratio", "ours", "sicon", "runs");
    for (size_t f = 0; f < BENCH_FAMILIES; f++)
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            problem p = bench_families[f].make(sizes[k], 1);
            bench_file(bench_families[f].name, &p, argv[1], argv[2], argv[3]);
            problem_free(&p);
        }
    return 0;
}
