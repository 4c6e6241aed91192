/* subnormal.c: refusing option values that would lose their digits. */
#include "subnormal.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* Not 0 and below the smallest double with all its bits. */
int is_subnormal(double x)
{
    return x != 0.0 && fabs(x) < DBL_MIN;
}

/* Each real option in turn; the name before any '|' alias. */
int refuse_subnormal_options(const cli_spec *spec)
{
    for (int k = 0; k < spec->count; k++) {
        const cli_option *o = &spec->options[k];
        if (o->type != CLI_REAL || !is_subnormal(*(const double *)o->value))
            continue;
        int len = (int)strcspn(o->name, "|");
        fprintf(stderr, "%s: option --%.*s: %.6g is subnormal (below %.3g, the smallest double "
                        "with all 53 bits): it keeps only a few digits, and what is computed "
                        "from it would be wrong; give %sa value of magnitude at least %.3g\n",
                spec->program, len, o->name, *(const double *)o->value, DBL_MIN,
                o->range == CLI_POSITIVE ? "" : "0 or ", DBL_MIN);
        return 1;
    }
    return 0;
}
