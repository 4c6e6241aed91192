#!/usr/bin/env bash
# test_libm: no program and no test program calls the C library's
# transcendental functions, whose last bit differs between glibc and musl
# (the page) and, in glibc, between CPUs; they call the dmath_ functions
# (src/dmath.h), the same bits everywhere.  The Makefile copies this file
# to B/tests/test_libm, where tests/run unit runs it as a test program
# (TAP).  With nm, from the binaries themselves:
#
#   - every program in B/bin and every test program in B/tests, except
#     test_dmath (it compares dmath_ with glibc's functions on purpose):
#     none of the transcendental functions among its symbols, neither
#     taken from a shared library nor linked in (a static copy), and every
#     symbol it takes from libm.so one of the functions IEEE 754 makes
#     exact or correctly rounded (sqrt, fabs, floor, fmax, ...);
#   - libdmath.a: every symbol it defines is a dmath_ one, and it needs no
#     other (sqrt and fabs are the compiler's instructions there);
#   - libcvode.a and libcontact.a: none of the transcendental functions
#     among the symbols they need.
set -u
tests=$(cd "$(dirname "$0")" && pwd)
build=$(dirname "$tests")
n=0
failed=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); failed=1; echo "not ok $n - $1"; echo "#   $2"; }

# The transcendental functions, in double, float and long double, and
# glibc's internal names of some (__exp_finite ...).
TRANSCENDENTAL='^((sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|asinh|acosh|atanh|exp|exp2|exp10|expm1|log|log2|log10|log1p|pow|hypot|cbrt|erf|erfc|tgamma|lgamma|lgamma_r|sincos|j0|j1|jn|y0|y1|yn)[fl]?|__[a-z0-9]+_finite)$'
# What libm may give: exact or correctly rounded by IEEE 754 and C11 Annex F.
# Also lgamma's sign, signgam: a variable, not a function, which clang's
# sanitizer runtime imports for its lgamma interceptor (any call of lgamma
# itself is caught above).
EXACT='^((sqrt|fabs|floor|ceil|trunc|round|lround|llround|rint|lrint|llrint|nearbyint|fmin|fmax|fdim|fmod|remainder|remquo|nextafter|nexttoward|frexp|ldexp|scalbn|scalbln|ilogb|logb|modf|copysign|nan|fma|__finite|__isnan|__isinf|__fpclassify|__signbit)[fl]?|signgam|__signgam)$'

# A symbol's name without its version (sin@GLIBC_2.2.5, sin@@GLIBC_2.2.5).
names() { sed 's/@.*//' | sort -u; }

libm=$(ldd "$build/bin/lcp" 2>/dev/null | awk '$1 ~ /^libm\.so/ { print $3 }')
if [ -z "$libm" ] || [ ! -f "$libm" ]; then
    echo "1..1"
    echo "not ok 1 - libm.so found (ldd $build/bin/lcp)"
    exit 1
fi
nm -D --defined-only "$libm" | awk '{ print $NF }' | names >"$tests/.libm-defined"

for f in "$build"/bin/* "$build"/tests/*; do
    [ -f "$f" ] && [ -x "$f" ] || continue
    [ "$(head -c 4 "$f" | od -An -c | tr -d ' ')" = '177ELF' ] || continue
    name=${f#"$build"/}
    [ "$name" = tests/test_dmath ] && continue
    calls=$(nm -D --undefined-only "$f" | awk '{ print $NF }' | names)
    # linked in; a sanitizer's interceptor (__interceptor_sincos and its
    # alias sincos, in clang's static runtime) is not the C library's
    defined=$(nm --defined-only "$f" 2>/dev/null | awk '{ print $NF }' | names)
    static=$(printf '%s\n' "$defined" | grep -vFxf \
        <(printf '%s\n' "$defined" | sed -n 's/^__interceptor_//p'; echo __none__))
    bad=$(printf '%s\n%s\n' "$calls" "$static" | grep -E "$TRANSCENDENTAL" | sort -u | tr '\n' ' ')
    from_libm=$(printf '%s\n' "$calls" | grep -Fxf "$tests/.libm-defined" | grep -Ev "$EXACT" \
        | tr '\n' ' ')
    if [ -n "$bad" ]; then
        not_ok "$name calls no transcendental function of the C library" "it has: $bad"
    elif [ -n "$from_libm" ]; then
        not_ok "$name takes only exact functions from libm" "it takes: $from_libm"
    else
        ok "$name: no transcendental function of the C library, only exact ones from libm"
    fi
done
rm -f "$tests/.libm-defined"

lib=$build/lib
if [ -f "$lib/libdmath.a" ]; then
    defined=$(nm --defined-only -g "$lib/libdmath.a" | awk 'NF == 3 { print $3 }' | sort -u)
    foreign=$(printf '%s\n' "$defined" | grep -v '^dmath_' | tr '\n' ' ')
    needs=$(nm -u "$lib/libdmath.a" | awk 'NF == 2 { print $2 }' | grep -v '^dmath_' | sort -u \
        | tr '\n' ' ')
    count=$(printf '%s\n' "$defined" | grep -c '^dmath_')
    if [ -n "$foreign" ] || [ -n "$needs" ] || [ "$count" -lt 21 ]; then
        not_ok "libdmath.a defines only dmath_ symbols and needs no other" \
            "defines: $foreign; needs: $needs; $count dmath_ symbols"
    else
        ok "libdmath.a defines $count symbols, all dmath_, and needs no other"
    fi
else
    not_ok "libdmath.a is built" "no $lib/libdmath.a"
fi
for a in libcvode.a libcontact.a; do
    bad=$(nm -u "$lib/$a" 2>/dev/null | awk 'NF == 2 { print $2 }' | grep -E "$TRANSCENDENTAL" \
        | sort -u | tr '\n' ' ')
    if [ ! -f "$lib/$a" ]; then
        not_ok "$a is built" "no $lib/$a"
    elif [ -n "$bad" ]; then
        not_ok "$a calls no transcendental function of the C library" "it calls: $bad"
    else
        ok "$a calls no transcendental function of the C library"
    fi
done
echo "1..$n"
exit $failed
