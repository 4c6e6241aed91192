/* web/include/gmp.h: GMP for the WebAssembly build, as GMP's own mini-gmp
 * and mini-mpq (from Debian's gmp source package, the same arithmetic on
 * the same integers and rationals, only slower), plus the variadic
 * initialisers that mini-gmp leaves out (web/gmp_compat.c). */
#ifndef WEB_GMP_H
#define WEB_GMP_H
#include <stddef.h>
#include "mini-gmp.h"
#include "mini-mpq.h"

void mpz_inits(mpz_ptr x, ...);
void mpz_clears(mpz_ptr x, ...);
void mpq_inits(mpq_ptr x, ...);
void mpq_clears(mpq_ptr x, ...);

#endif
