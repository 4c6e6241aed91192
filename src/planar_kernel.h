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
#endif

/* 1.5 * 2^52: for |x| < 2^51, x + PLANAR_ROUND_SHIFT rounds x to the nearest
 * integer n (ties to even), and the sum's low bits are n's; the sum less
 * PLANAR_ROUND_SHIFT is n exactly. */
#define PLANAR_ROUND_SHIFT 0x1.8p52

#endif
