/* siconos_plain: siconos_lemke with a plain reader in place of Siconos'
 * own: the .dat file (n 0 n n n n, M column by column, q) read with
 * fscanf into a dense NumericsMatrix, solved with lcp_lexicolemke from
 * z = w = 0, "i z_i" printed for i = 1..n with round-trip digits.  Exit 0
 * when Siconos reports success (info = 0), 3 otherwise, 1 when the file
 * cannot be read.  Used by bench/whole.c (make bench). */
#include "numerics/NumericsMatrix.h"
#include "siconos_solve.h"

/* Read the header, M (column by column, as the file and Siconos store it)
 * and q; 0 on success. */
static int read_dat(FILE *f, int *n, double **M, double **q)
{
    int storage, rows, columns, rows2, columns2;
    if (fscanf(f, "%d %d %d %d %d %d", n, &storage, &rows, &columns, &rows2, &columns2) != 6 ||
        *n < 1 || storage != 0 || rows != *n || columns != *n)
        return -1;
    size_t nn = (size_t)*n * (size_t)*n;
    *M = malloc(nn * sizeof **M);
    *q = malloc((size_t)*n * sizeof **q);
    if (!*M || !*q)
        return -1;
    for (size_t k = 0; k < nn; k++)
        if (fscanf(f, "%lf", &(*M)[k]) != 1)
            return -1;
    for (int i = 0; i < *n; i++)
        if (fscanf(f, "%lf", &(*q)[i]) != 1)
            return -1;
    return 0;
}

/* Read, solve, print. */
int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: siconos_plain FILE.dat\n");
        return 1;
    }
    FILE *f = fopen(argv[1], "r");
    int n = 0;
    double *M = NULL, *q = NULL;
    if (!f || read_dat(f, &n, &M, &q) != 0) {
        fprintf(stderr, "siconos_plain: %s: cannot read\n", argv[1]);
        return 1;
    }
    fclose(f);
    LinearComplementarityProblem *p = newLCP();
    p->size = n;
    p->M = NM_create_from_data(NM_DENSE, n, n, M);
    p->q = q;
    return siconos_solve_print(p); /* frees M's data and q with p */
}
