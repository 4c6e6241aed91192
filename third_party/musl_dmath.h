/* third_party/musl_dmath.h: included first (-include) in every file of musl's
 * libm compiled into the dm_ library (src/dmath.h), natively and for the page.
 *
 * musl's sources (the files of src/math, src/internal/libm.h) are compiled
 * against the compiler's own C headers (glibc's natively, emscripten's musl
 * in the page), so this header
 *   - includes those headers first, so that their declarations keep the C
 *     library's names (glibc's math.h declares sin and __sin, whose names
 *     musl's own functions take);
 *   - then renames every function and table musl defines or calls among
 *     them: sin becomes dm_sin, the kernel __sin dm___sin, the table
 *     __exp_data dm___exp_data ... (libm.h's declarations are renamed with
 *     them), so that nothing clashes with the C library and a call can only
 *     reach a dm_ function (tests/cli/dmath.cli checks the archive);
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
#error "musl's libm would take its excess-precision path: the dm_ functions need FLT_EVAL_METHOD 0"
#endif
#undef __FP_FAST_FMA

#define hidden __attribute__((__visibility__("hidden")))

#define sqrt __builtin_sqrt
#define fabs __builtin_fabs

/* The public functions (src/dmath.h) and the two exact helpers musl's
 * argument reduction calls. */
#define sin dm_sin
#define cos dm_cos
#define tan dm_tan
#define asin dm_asin
#define acos dm_acos
#define atan dm_atan
#define atan2 dm_atan2
#define sinh dm_sinh
#define cosh dm_cosh
#define tanh dm_tanh
#define exp dm_exp
#define expm1 dm_expm1
#define log dm_log
#define log1p dm_log1p
#define log10 dm_log10
#define log2 dm_log2
#define pow dm_pow
#define hypot dm_hypot
#define cbrt dm_cbrt
#define erf dm_erf
#define erfc dm_erfc
#define scalbn dm_scalbn
#define floor dm_floor

/* musl's internal kernels, tables and error handlers (src/internal/libm.h
 * declares them; glibc's math.h declares other functions by some of these
 * names, such as double __sin(double)). */
#define __sin dm___sin
#define __cos dm___cos
#define __tan dm___tan
#define __sinl dm___sinl
#define __cosl dm___cosl
#define __tanl dm___tanl
#define __lgamma_r dm___lgamma_r
#define __lgammaf_r dm___lgammaf_r
#define __rem_pio2 dm___rem_pio2
#define __rem_pio2_large dm___rem_pio2_large
#define __expo2 dm___expo2
#define __exp_data dm___exp_data
#define __log_data dm___log_data
#define __log2_data dm___log2_data
#define __pow_log_data dm___pow_log_data
#define __math_oflow dm___math_oflow
#define __math_uflow dm___math_uflow
#define __math_xflow dm___math_xflow
#define __math_divzero dm___math_divzero
#define __math_invalid dm___math_invalid

#include "dmath.h"
double dm_scalbn(double x, int n);
double dm_floor(double x);

#endif
