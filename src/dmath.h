/* dmath.h: the transcendental functions every program calls, the same bits
 * on every machine and in the page.
 *
 * Why: a printed number must be the same bit for bit natively (gcc or
 * clang, any x86-64 CPU) and in the HTML report (the same C compiled to
 * WebAssembly by emscripten).  The C library's sin, exp, pow... are only
 * accurate to about half a unit in the last place (ULP), and which of the
 * two neighbours of the exact value they return is the library's choice:
 * glibc's and musl's (the page's) differ in the last bit, and glibc even
 * picks an FMA or a non-FMA variant of exp, log and pow by CPU at run
 * time.  Explicit Euler and CVODE's step-size control carry such a bit
 * into every later digit (chapter 9's tightest CVODE run took 6110 steps
 * natively with glibc, 6172 in the page; now 6172 both ways).
 *
 * What: the dmath_ functions are musl 1.2.3's C sources (Debian's source
 * package, compiled at build time, never copied here) with every symbol
 * renamed dmath_ (third_party/musl_dmath.h), compiled for the programs
 * ($(B)/lib/libdmath.a, third_party/third_party.mk) and for the page
 * (web/web.mk) with the same flags that matter: -ffp-contract=off (no
 * fused multiply-add where the code has two roundings), -fno-builtin, and
 * musl's non-FMA C path on both (__FP_FAST_FMA undefined, FLT_EVAL_METHOD
 * 0, no long double, none of musl's x86_64 assembly files).  The results
 * are then the same bits by construction; tests/test_dmath.c pins some of
 * them and checks the accuracy below, and tests/test_libm.sh that no
 * program calls the C library's versions.
 *
 * The exact operations stay the C library's: sqrt, fabs, floor, ceil,
 * fmin, fmax, fmod, remainder, nextafter, frexp, ldexp, copysign, lround
 * are correctly rounded or exact by IEEE 754 and C11 Annex F, so every
 * library returns the same bits.
 *
 * Each function, its musl 1.2.3 file (src/math/), the file's origin, and
 * the accuracy the source states (ULP: unit in the last place of the
 * result), and the largest error found against glibc's long double
 * functions over 3 million arguments per function (tests/test_dmath.c
 * checks 100000 of them against these bounds):
 *
 *   dmath_sin, dmath_cos, dmath_tan   sin.c, cos.c, tan.c with __sin.c, __cos.c,
 *       __tan.c, __rem_pio2.c, __rem_pio2_large.c: FreeBSD msun (Sun
 *       fdlibm, 1993); the argument reduced modulo pi/2 exactly at any
 *       size (Payne and Hanek 1983 for |x| >= 2^20 pi/2).  "nearly
 *       rounded", below 1 ULP (found: 0.77, 0.77, 0.84).
 *   dmath_asin, dmath_acos         asin.c, acos.c: FreeBSD msun (fdlibm, 1993).
 *       No bound stated; fdlibm's aim is below 1 ULP (found: 0.85, 0.88).
 *   dmath_atan, dmath_atan2        atan.c, atan2.c: FreeBSD msun (fdlibm, 1993).
 *       No bound stated (found: atan 0.84; atan2 1.44, where the result is
 *       in (pi/2, pi): pi - atan(|y/x|), rounded twice).
 *   dmath_exp                   exp.c, exp_data.c: ARM optimized-routines
 *       (Arm 2018, Szabolcs Nagy).  "less than 0.5 + 1.11/N + poly error"
 *       with N = 128, 0.25/N more without FMA: 0.511 ULP (pow.c's note;
 *       found 0.508).
 *   dmath_expm1                 expm1.c: FreeBSD msun (fdlibm, 1993).  Below
 *       1 ULP (found 0.80).
 *   dmath_log                   log.c, log_data.c: ARM optimized-routines
 *       (2018).  0.5 + 4.13/N + poly error, 0.002 more without FMA: about
 *       0.535 ULP ("around 0.507 ULP" near 1; found 0.518).
 *   dmath_log1p                 log1p.c: FreeBSD msun (fdlibm, 1993).  "always
 *       less than 1 ulp" (found 0.77).
 *   dmath_log10                 log10.c: FreeBSD msun (fdlibm, 1993).  No
 *       bound stated (found 0.61; glibc's: 1.6).
 *   dmath_log2                  log2.c, log2_data.c: ARM optimized-routines
 *       (2018).  "0.547 ULP (0.550 ULP without fma)" (found 0.549).
 *   dmath_pow                   pow.c, pow_data.c (with exp_data.c): ARM
 *       optimized-routines (2018).  "Worst-case error: 0.54 ULP", with
 *       FMA; by its formula 0.544 without (found 0.507).
 *   dmath_hypot                 hypot.c: musl's own, not fdlibm's:
 *       x^2 + y^2 to twice the precision (Dekker's split, 1971), then one
 *       sqrt.  No bound stated (found 1.0005).
 *   dmath_cbrt                  cbrt.c: FreeBSD msun (fdlibm, 1993, Bruce
 *       Evans's Newton step).  "error < 0.667 ulps" (found 0.666; glibc's:
 *       3.5).
 *   dmath_sinh, dmath_cosh, dmath_tanh  sinh.c, cosh.c, tanh.c with __expo2.c:
 *       musl's own, from expm1 and exp.  tanh: "up to 2ulp error in
 *       [0.1,0.2554]" (found 2.13 there); sinh, cosh: no bound stated
 *       (found 1.79, 1.0).
 *   dmath_erf, dmath_erfc          erf.c: FreeBSD msun (fdlibm, 1993).  erf:
 *       "less than one ulp" (found 0.92); erfc: no bound stated (found
 *       2.72).
 *
 * Special values are C11 Annex F's (sin(-0) = -0, exp(-inf) = 0,
 * pow(x, 0) = 1, hypot(inf, nan) = inf, ...); musl never sets errno.
 */
#ifndef DMATH_H
#define DMATH_H

/* pi rounded to a double (strict C11 <math.h> does not define it). */
#define DMATH_PI 3.14159265358979323846

double dmath_sin(double x);
double dmath_cos(double x);
double dmath_tan(double x);
double dmath_asin(double x);
double dmath_acos(double x);
double dmath_atan(double x);
double dmath_atan2(double y, double x);
double dmath_sinh(double x);
double dmath_cosh(double x);
double dmath_tanh(double x);
double dmath_exp(double x);
double dmath_expm1(double x);
double dmath_log(double x);
double dmath_log1p(double x);
double dmath_log10(double x);
double dmath_log2(double x);
double dmath_pow(double x, double y);
double dmath_hypot(double x, double y);
double dmath_cbrt(double x);
double dmath_erf(double x);
double dmath_erfc(double x);

#endif
