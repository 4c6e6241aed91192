/* siconos_lemke: the whole-process counterpart of `lcp solve FILE` for
 * Siconos: read an LCP in Siconos' .dat format with Siconos' own reader
 * (linearComplementarity_newFromFilename), solve it with lcp_lexicolemke
 * from z = w = 0, and print "i z_i" for i = 1..n with round-trip digits.
 * Exit 0 when Siconos reports success (info = 0), 3 otherwise, 1 when the
 * file cannot be read.  Used by bench/whole.c (make bench). */
#include "siconos_solve.h"

/* Read, solve, print. */
int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: siconos_lemke FILE.dat\n");
        return 1;
    }
    LinearComplementarityProblem *p = newLCP();
    /* Siconos 4.4 returns 1 on success here: judge by what was read. */
    linearComplementarity_newFromFilename(p, argv[1]);
    if (p->size < 1 || !p->M || !p->q) {
        fprintf(stderr, "siconos_lemke: %s: cannot read\n", argv[1]);
        return 1;
    }
    return siconos_solve_print(p);
}
