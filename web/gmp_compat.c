/* web/gmp_compat.c: GMP's variadic initialisers, which mini-gmp leaves out:
 * each takes a NULL-terminated list, as in GMP. */
#include <stdarg.h>
#include "gmp.h"

/* Initialise every mpz_t of the list. */
void mpz_inits(mpz_ptr x, ...)
{
    va_list ap;
    va_start(ap, x);
    for (; x; x = va_arg(ap, mpz_ptr))
        mpz_init(x);
    va_end(ap);
}

/* Free every mpz_t of the list. */
void mpz_clears(mpz_ptr x, ...)
{
    va_list ap;
    va_start(ap, x);
    for (; x; x = va_arg(ap, mpz_ptr))
        mpz_clear(x);
    va_end(ap);
}

/* Initialise every mpq_t of the list. */
void mpq_inits(mpq_ptr x, ...)
{
    va_list ap;
    va_start(ap, x);
    for (; x; x = va_arg(ap, mpq_ptr))
        mpq_init(x);
    va_end(ap);
}

/* Free every mpq_t of the list. */
void mpq_clears(mpq_ptr x, ...)
{
    va_list ap;
    va_start(ap, x);
    for (; x; x = va_arg(ap, mpq_ptr))
        mpq_clear(x);
    va_end(ap);
}
