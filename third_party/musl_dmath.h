/* third_party/musl_dmath.h: included first (-include) in every file of musl's
 * libm compiled into the dmath_ library (src/dmath.h), natively and for the page.
 *
 * musl's sources (the files of src/math, src/internal/libm.h) are compiled
 * against the compiler's own C headers (glibc's natively, emscripten's musl
 * in the page), so this header
 *   - includes those headers first, so that their declarations keep the C
 *     library's names (glibc's math.h declares sin and __sin, whose names
 *     musl's own functions take);
 *   - then renames every function and table musl defines or calls among
 *     them: sin becomes dmath_sin, the kernel __sin dmath___sin, the table
 *     __exp_data dmath___exp_data ... (libm.h's declarations are renamed with
 *     them), so that nothing clashes with the C library and a call can only
 *     reach a dmath_ function (tests/cli/dmath.cli checks the archive);
 *   - makes the same C path certain on every target: FLT_EVAL_METHOD 0 (no
 *     excess precision, as SSE2 and WebAssembly have it), and the non-FMA
 *     branches of log, log2 and pow (__FP_FAST_FMA, which gcc defines under
 *     -march=haswell and the like, undefined);
 *   - defines musl's internal "hidden" (its src/include/features.h, which
 *     cannot be used beside glibc's headers);
 *   - maps sqrt and fabs to the compiler's builtins, one instruction on
 *     x86-64 and in WebAssembly, both exact by IEEE 754 (musl's build
 *     gets the same from its x86_64 sqrt.c and fabs.c).
 */
#ifndef MUSL_DMATH_H
#define MUSL_DMATH_H

#include <endian.h>
#include <float.h>
#include <math.h>
#include <stdint.h>

#if FLT_EVAL_METHOD != 0
#error "musl's libm would take its excess-precision path: the dmath_ functions need FLT_EVAL_METHOD 0"
#endif
#undef __FP_FAST_FMA

#define hidden __attribute__((__visibility__("hidden")))

#define sqrt __builtin_sqrt
#define fabs __builtin_fabs

/* The public functions (src/dmath.h) and the two exact helpers musl's
 * argument reduction calls. */
#define sin dmath_sin
#define cos dmath_cos
#define tan dmath_tan
#define asin dmath_asin
#define acos dmath_acos
#define atan dmath_atan
#define atan2 dmath_atan2
#define sinh dmath_sinh
#define cosh dmath_cosh
#define tanh dmath_tanh
#define exp dmath_exp
#define expm1 dmath_expm1
#define log dmath_log
#define log1p dmath_log1p
#define log10 dmath_log10
#define log2 dmath_log2
#define pow dmath_pow
#define hypot dmath_hypot
#define cbrt dmath_cbrt
#define erf dmath_erf
#define erfc dmath_erfc
#define scalbn dmath_scalbn
#define floor dmath_floor

/* musl's internal kernels, tables and error handlers (src/internal/libm.h
 * declares them; glibc's math.h declares other functions by some of these
 * names, such as double __sin(double)). */
#define __sin dmath___sin
#define __cos dmath___cos
#define __tan dmath___tan
#define __sinl dmath___sinl
#define __cosl dmath___cosl
#define __tanl dmath___tanl
#define __lgamma_r dmath___lgamma_r
#define __lgammaf_r dmath___lgammaf_r
#define __rem_pio2 dmath___rem_pio2
#define __rem_pio2_large dmath___rem_pio2_large
#define __expo2 dmath___expo2
#define __exp_data dmath___exp_data
#define __log_data dmath___log_data
#define __log2_data dmath___log2_data
#define __pow_log_data dmath___pow_log_data
#define __math_oflow dmath___math_oflow
#define __math_uflow dmath___math_uflow
#define __math_xflow dmath___math_xflow
#define __math_divzero dmath___math_divzero
#define __math_invalid dmath___math_invalid

#include "dmath.h"
double dmath_scalbn(double x, int n);
double dmath_floor(double x);

#endif
