/* fuzz_lcp_read.c: libFuzzer target for the LCP reader (src/lcp_io.c).
 *
 * Every input is read twice, once under a name ending in ".txt" and once in
 * ".dat" (the extension breaks ties between the two formats); a successful
 * read must give finite numbers whose texts parse again to the same double.
 * Build and run: see tests/fuzz/README.md.
 */
#include "lcp_io.h"

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* Abort unless the data a successful read returned are consistent. */
static void check_data(const lcp_data *d)
{
    if (d->n < 1 || d->n > LCP_IO_MAX_N)
        abort();
    for (int k = 0; k < d->n * d->n; k++) {
        double x;
        if (!isfinite(d->M[k]) || lcp_parse_number(d->M_text[k], &x, NULL, 0) != 0 ||
            x != d->M[k])
            abort();
    }
    for (int i = 0; i < d->n; i++) {
        double x;
        if (!isfinite(d->q[i]) || lcp_parse_number(d->q_text[i], &x, NULL, 0) != 0 ||
            x != d->q[i])
            abort();
    }
}

/* Read the input under one name; check the result, or the message. */
static void read_as(const uint8_t *data, size_t size, const char *name)
{
    lcp_data d;
    char err[300];
    if (lcp_read_text((const char *)data, size, name, &d, err, sizeof err) == 0)
        check_data(&d);
    else if (err[0] == '\0')
        abort(); /* a failure must say why */
    lcp_data_free(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* libFuzzer's entry point. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    read_as(data, size, "fuzz.txt");
    read_as(data, size, "fuzz.dat");
    return 0;
}
