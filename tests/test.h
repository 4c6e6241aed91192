/* test.h: a tiny assert header that speaks TAP.
 *
 * Each CHECK prints "ok N - what" or "not ok N - what" with the file, line
 * and values; test_done() prints the plan and returns the exit status.
 */
#ifndef TEST_H
#define TEST_H

#include <math.h>
#include <stdarg.h>
#include <stdio.h>

static int test_count, test_failures;

/* Record one result with a printf-style description. */
static int test_report(int ok, const char *file, int line, const char *detail,
                       const char *fmt, ...)
{
    va_list args;
    test_count++;
    printf("%s %d - ", ok ? "ok" : "not ok", test_count);
    va_start(args, fmt);
    vprintf(fmt, args);
    va_end(args);
    printf("\n");
    if (!ok) {
        test_failures++;
        printf("#   %s:%d: %s\n", file, line, detail);
    }
    return ok;
}

/* CHECK(condition, "description", ...) */
#define CHECK(cond, ...) test_report((cond) != 0, __FILE__, __LINE__, #cond, __VA_ARGS__)

/* CHECK_NEAR(got, want, tol, "description", ...): |got - want| <= tol. */
#define CHECK_NEAR(got, want, tol, ...)                                                     \
    do {                                                                                    \
        double got_ = (got), want_ = (want);                                                \
        char detail_[160];                                                                  \
        snprintf(detail_, sizeof detail_, "got %.17g, want %.17g (tol %g)", got_, want_,   \
                 (double)(tol));                                                            \
        test_report(fabs(got_ - want_) <= (tol), __FILE__, __LINE__, detail_, __VA_ARGS__); \
    } while (0)

/* CHECK_INT(got, want, "description", ...) */
#define CHECK_INT(got, want, ...)                                                           \
    do {                                                                                    \
        long got_ = (long)(got), want_ = (long)(want);                                      \
        char detail_[96];                                                                   \
        snprintf(detail_, sizeof detail_, "got %ld, want %ld", got_, want_);               \
        test_report(got_ == want_, __FILE__, __LINE__, detail_, __VA_ARGS__);              \
    } while (0)

/* Print the plan; exit status 1 if anything failed. */
static int test_done(void)
{
    printf("1..%d\n", test_count);
    return test_failures ? 1 : 0;
}

#endif
