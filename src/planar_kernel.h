/* planar_kernel.h: what the planar LuGre steps' hand-written kernels share
 * (src/planar_lugre.c, src/planar_reduced.c); internal to those files. */
#ifndef PLANAR_KERNEL_H
#define PLANAR_KERNEL_H

/* A kernel must be inlined where it is used: in a loop, a call stops the
 * vectoriser; in a step, the compiler schedules an inlined kernel with the
 * rest.  GCC and clang are told so. */
#if defined(__GNUC__)
#define PLANAR_KERNEL static inline __attribute__((always_inline))
#else
#define PLANAR_KERNEL static inline
/* The distributed step's passes (src/planar_step.c) are compiled twice
 * where the compiler targets x86-64:
 * for the base instruction set (SSE2, two lanes to an instruction) and for
 * AVX2 (four); the model's field simd says which one runs (planar_simd_best
 * at init: AVX2 where the processor has it).  Every lane does the same
 * operations in the same order in both copies (no FMA: AVX2 alone does not
 * enable it, and the build says -ffp-contract=off), so both give the same
 * numbers, bit for bit; the tests run both and compare. */
#if defined(__x86_64__) && defined(__GNUC__)
#define PLANAR_HAVE_AVX2 1
#else
#define PLANAR_HAVE_AVX2 0
#endif

#endif

/* 1.5 * 2^52: for |x| < 2^51, x + PLANAR_ROUND_SHIFT rounds x to the nearest
 * integer n (ties to even), and the sum's low bits are n's; the sum less
 * PLANAR_ROUND_SHIFT is n exactly. */
#define PLANAR_ROUND_SHIFT 0x1.8p52

/* The distributed step's passes (src/planar_step.c) are compiled twice
 * where the compiler targets x86-64:
 * for the base instruction set (SSE2, two lanes to an instruction) and for
 * AVX2 (four); the model's field simd says which one runs (planar_simd_best
 * at init: AVX2 where the processor has it).  Every lane does the same
 * operations in the same order in both copies (no FMA: AVX2 alone does not
 * enable it, and the build says -ffp-contract=off), so both give the same
 * numbers, bit for bit; the tests run both and compare. */
#if defined(__x86_64__) && defined(__GNUC__)
#define PLANAR_HAVE_AVX2 1
#else
#define PLANAR_HAVE_AVX2 0
#endif

#endif
