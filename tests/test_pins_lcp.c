/* test_pins_lcp: pins of the exact P-matrix test, the number reader and the
 * friction directions that the other tests leave free (tests/mutants.txt,
 * "pins: lcp_exact, lcp_io, friction").  Each expected value is worked out
 * by hand in the comment beside it, or computed here by the C library
 * (strtod, cos, sin) independently of src/. */
#include "dmath.h"
#include "friction.h"
#include "lcp_classes.h"
#include "lcp_exact.h"
#include "lcp_io.h"
#include "test.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* M (n x n, row by row, integers) as a problem with q = 0; is it P? */
static int is_p(int n, const long *M)
{
    lcpq_problem p;
    lcpq_init(&p, n);
    for (int k = 0; k < n * n; k++)
        mpq_set_si(p.M[k], M[k], 1);
    int yes = lcpq_is_p_matrix(&p);
    lcpq_clear(&p);
    return yes;
}

/* Every principal minor, by hand:
 *   [[1, 1], [-1, 0]] has the minors a11 = 1, a22 = 0 and det 0 + 1 = 1:
 *   not P (a22 = 0 is not > 0), though a11 > 0 and its Schur complement
 *   0 - (-1)(1)/1 = 1 > 0.
 *   [[1, 1], [-2, -1]]: a11 = 1, a22 = -1 < 0, det -1 + 2 = 1 > 0: not P,
 *   though the Schur complement -1 - (-2)(1)/1 = 1 > 0.
 *   [[3, 3, 1], [-1, 1, 0], [-2, 3, 1]]: 1 x 1: 3, 1, 1; 2 x 2: {1,2}:
 *   3 + 3 = 6, {1,3}: 3 + 2 = 5, {2,3}: 1 - 0 = 1; det 3 (1) - 3 (-1) +
 *   1 (-3 + 2) = 5: P.
 *   [[1, -2, 0], [1, 3, -2], [-3, 1, 1]]: 1 x 1: 1, 3, 1; 2 x 2: 3 + 2 = 5,
 *   1 - 0 = 1, 3 + 2 = 5; det 1 (3 + 2) + 2 (1 - 6) + 0 = -5: not P.
 * (The last two are not symmetric: their Schur complement after a11 is
 * B - A[2:, 1] A[1, 2:] / a11 with the column times the row, in that
 * order; the row times the column gives the opposite answers.) */
static void test_p_matrix(void)
{
    const long a[4] = {1, 1, -1, 0}, b[4] = {1, 1, -2, -1};
    const long c[9] = {3, 3, 1, -1, 1, 0, -2, 3, 1}, d[9] = {1, -2, 0, 1, 3, -2, -3, 1, 1};
    CHECK_INT(is_p(2, a), 0, "[[1, 1], [-1, 0]]: not P (a22 = 0)");
    CHECK_INT(is_p(2, b), 0, "[[1, 1], [-2, -1]]: not P (a22 = -1), det 1 > 0");
    CHECK_INT(is_p(3, c), 1, "[[3, 3, 1], [-1, 1, 0], [-2, 3, 1]]: P (minors 3 1 1 6 5 1 5)");
    CHECK_INT(is_p(3, d), 0, "[[1, -2, 0], [1, 3, -2], [-3, 1, 1]]: not P (det -5)");
}

/* lcp_parse_number against strtod (correctly rounded by the C library):
 * decimals of 19 and 20 significant digits (a 20-digit mantissa may exceed
 * 2^64 = 1.8e19: 99999999999999999999 does), leading zeros, exponents. */
static void test_parse_number(void)
{
    const char *text[] = {"99999999999999999999", "18446744073709551617", "1234567890123456789",
                          "0.000123456789012345678", "-98765432109876543210e-5",
                          "12345678901234567890123", "3.25e-7", "0.1", "-7.0000000000000001"};
    int n = (int)(sizeof text / sizeof text[0]);
    for (int i = 0; i < n; i++) {
        double x = 0.0, want = strtod(text[i], NULL);
        char err[200];
        int status = lcp_parse_number(text[i], &x, err, sizeof err);
        CHECK(status == 0 && x == want, "%s reads as strtod's %.17g (got %.17g)", text[i], want,
              x);
    }
}

/* d_j = cos(2 pi j / nd) t + sin(2 pi j / nd) o for every nd = 3..16 (000
 * p. 5), with t and o an orthonormal pair about no axis, to 1e-15. */
static void test_pyramid(void)
{
    const double t[3] = {0.36, 0.48, 0.8}, o[3] = {0.8, -0.6, 0.0};
    double worst = 0.0;
    for (int nd = 3; nd <= 16; nd++) {
        friction_directions D;
        friction_directions_pyramid(&D, nd, t, o);
        for (int j = 0; j < nd; j++) {
            double a = 2 * 3.14159265358979323846 * j / nd;
            for (int k = 0; k < 3; k++)
                worst = fmax(worst, fabs(D.d[j][k] - (dmath_cos(a) * t[k] + dmath_sin(a) * o[k])));
        }
    }
    CHECK(worst < 1e-15, "pyramid: d_j = cos(j phi) t + sin(j phi) o, nd = 3..16 (%.2g)", worst);
}

/* Neighbours on the circle: with nd = 8, d_1 and d_8 (indices 0 and 7) are
 * neighbours (the circle closes), d_1 and d_3 are not. */
static void test_adjacent(void)
{
    friction_directions D;
    const double t[3] = {1, 0, 0}, o[3] = {0, 1, 0};
    friction_directions_pyramid(&D, 8, t, o);
    CHECK(friction_adjacent(&D, 0, 7) && friction_adjacent(&D, 7, 0) &&
              friction_adjacent(&D, 3, 4) && !friction_adjacent(&D, 0, 2) &&
              !friction_adjacent(&D, 0, 4),
          "nd = 8: 0-7, 7-0, 3-4 neighbours; 0-2, 0-4 not");
}

int main(void)
{
    test_p_matrix();
    test_parse_number();
    test_pyramid();
    test_adjacent();
    return test_done();
}
