/* cli.c: "--name value" options with defaults, ranges and clear errors. */
#include "cli.h"

#include "number.h"
#include "table.h"

#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Length of an option's own name: its name up to the first '|'. */
static int name_length(const cli_option *o)
{
    return (int)strcspn(o->name, "|");
}

/* Is name[0..length) one of the option's names (its own or an alias)? */
static int has_name(const cli_option *o, const char *name, size_t length)
{
    for (const char *c = o->name; *c;) {
        size_t n = strcspn(c, "|");
        if (n == length && strncmp(c, name, length) == 0)
            return 1;
        c += n + (c[n] == '|');
    }
    return 0;
}

/* Find an option by name or alias (the part after "--", up to '=' if any). */
static cli_option *find_option(cli_spec *spec, const char *name, size_t length)
{
    for (int i = 0; i < spec->count; i++)
        if (has_name(&spec->options[i], name, length))
            return &spec->options[i];
    return NULL;
}

/* Text describing an option's range, for help and errors. */
static const char *range_text(cli_range range)
{
    switch (range) {
    case CLI_POSITIVE: return "> 0";
    case CLI_NONNEGATIVE: return ">= 0";
    case CLI_ANY: break;
    }
    return "";
}

/* Does the number satisfy the option's range? */
static int in_range(cli_range range, double x)
{
    switch (range) {
    case CLI_POSITIVE: return x > 0.0;
    case CLI_NONNEGATIVE: return x >= 0.0;
    case CLI_ANY: break;
    }
    return 1;
}

/* Is word one of the '|'-separated choices? */
static int is_choice(const char *choices, const char *word)
{
    size_t n = strlen(word);
    for (const char *c = choices; *c;) {
        const char *end = strchr(c, '|');
        size_t len = end ? (size_t)(end - c) : strlen(c);
        if (len == n && strncmp(c, word, n) == 0)
            return 1;
        if (!end)
            break;
        c = end + 1;
    }
    return 0;
}

/* The word a CLI_WORD option's text stands for: the text when it is one
 * of the choices, the current word when it is an older one (the spec's
 * aliases); NULL for anything else. */
static const char *current_word(const cli_spec *spec, const cli_option *o, const char *text)
{
    if (is_choice(o->choices, text))
        return text;
    size_t length = name_length(o);
    for (const cli_word_alias *a = spec->aliases; a && a->option; a++)
        if (strlen(a->option) == length && strncmp(a->option, o->name, length) == 0 &&
            strcmp(a->old, text) == 0 && is_choice(o->choices, a->word))
            return a->word;
    return NULL;
}

/* Report an error about an option; always returns CLI_EXIT_FAILURE. */
static cli_outcome option_error(const cli_spec *spec, const cli_option *o, const char *text,
                                const char *value)
{
    fprintf(stderr, "%s: option --%.*s: %s, got '%s' (try --help)\n", spec->program,
            name_length(o), o->name, text, value);
    return CLI_EXIT_FAILURE;
}

/* Parse one value into the option. */
static cli_outcome set_value(const cli_spec *spec, cli_option *o, const char *text)
{
    char what[80];
    if (o->type == CLI_TEXT) {
        *(const char **)o->value = text;
        return CLI_CONTINUE;
    }
    if (o->type == CLI_WORD) {
        const char *word = current_word(spec, o, text);
        if (!word) {
            snprintf(what, sizeof what, "expected one of %s", o->choices);
            return option_error(spec, o, what, text);
        }
        *(const char **)o->value = word;
        return CLI_CONTINUE;
    }
    if (o->type == CLI_INT) {
        long x = 0;
        number_status read = number_read_integer(text, strlen(text), &x);
        if (read == NUMBER_NOT_A_NUMBER)
            return option_error(spec, o, "expected an integer", text);
        if (read == NUMBER_TOO_LARGE || x > INT_MAX || x < INT_MIN) {
            snprintf(what, sizeof what, "too %s (the limits are %d and %d)",
                     x < 0 ? "small" : "large", INT_MIN, INT_MAX);
            return option_error(spec, o, what, text);
        }
        if (!in_range(o->range, (double)x)) {
            snprintf(what, sizeof what, "expected an integer %s", range_text(o->range));
            return option_error(spec, o, what, text);
        }
        *(int *)o->value = (int)x;
        return CLI_CONTINUE;
    }
    double x = 0.0;
    number_status status = number_read_double(text, strlen(text), &x);
    if (status == NUMBER_NOT_A_NUMBER || status == NUMBER_ZERO_DENOMINATOR)
        return option_error(spec, o, "expected a number", text);
    if (status == NUMBER_NO_MEMORY) {
        fprintf(stderr, "%s: option --%.*s: out of memory\n", spec->program, name_length(o),
                o->name);
        return CLI_EXIT_NO_MEMORY;
    }
    if (status != NUMBER_OK) /* NaN, Inf, beyond the doubles; underflow is fine */
        return option_error(spec, o, "expected a finite number", text);
    if (!in_range(o->range, x)) {
        snprintf(what, sizeof what, "expected a number %s", range_text(o->range));
        return option_error(spec, o, what, text);
    }
    *(double *)o->value = x;
    return CLI_CONTINUE;
}

/* Walk argv: "--help", "--name value", "--name=value". */
cli_outcome cli_parse(cli_spec *spec, int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            cli_print_help(spec);
            return CLI_EXIT_SUCCESS;
        }
        if (strcmp(arg, "--help-json") == 0) {
            cli_print_json(spec);
            return CLI_EXIT_SUCCESS;
        }
        if (strncmp(arg, "--help=", 7) == 0) {
            fprintf(stderr, "%s: --help takes no value, got '%s' (try --help)\n", spec->program,
                    arg + 7);
            return CLI_EXIT_FAILURE;
        }
        if (strncmp(arg, "--", 2) != 0) {
            fprintf(stderr, "%s: unexpected argument '%s' (try --help)\n", spec->program, arg);
            return CLI_EXIT_FAILURE;
        }
        const char *name = arg + 2, *eq = strchr(name, '=');
        size_t length = eq ? (size_t)(eq - name) : strlen(name);
        cli_option *o = find_option(spec, name, length);
        if (!o) {
            fprintf(stderr, "%s: unknown option '%.*s' (try --help)\n", spec->program,
                    (int)(length + 2), arg);
            return CLI_EXIT_FAILURE;
        }
        const char *value = eq ? eq + 1 : (i + 1 < argc ? argv[++i] : NULL);
        if (!value) {
            fprintf(stderr, "%s: option --%.*s needs a value (try --help)\n", spec->program,
                    name_length(o), o->name);
            return CLI_EXIT_FAILURE;
        }
        cli_outcome outcome = set_value(spec, o, value);
        if (outcome != CLI_CONTINUE)
            return outcome;
        o->given = 1;
    }
    return CLI_CONTINUE;
}

/* Refuse the first given option among names (space-separated); 1 if refused. */
int cli_refuse(const cli_spec *spec, const char *names, const char *context)
{
    for (const char *c = names; *c;) {
        size_t length = strcspn(c, " ");
        for (int i = 0; i < spec->count && length > 0; i++) {
            const cli_option *o = &spec->options[i];
            if (o->given && has_name(o, c, length)) {
                fprintf(stderr, "%s: --%.*s does nothing %s\n", spec->program, name_length(o),
                        o->name, context);
                return 1;
            }
        }
        c += length + (c[length] == ' ');
    }
    return 0;
}

/* Was the option given? */
int cli_given(const cli_spec *spec, const char *name)
{
    for (int i = 0; i < spec->count; i++)
        if (has_name(&spec->options[i], name, strlen(name)))
            return spec->options[i].given;
    return 0;
}

/* The default of an option as text. */
static void default_text(const cli_option *o, char *buf, size_t size)
{
    switch (o->type) {
    case CLI_REAL: snprintf(buf, size, "%g", *(const double *)o->value); break;
    case CLI_INT: snprintf(buf, size, "%d", *(const int *)o->value); break;
    case CLI_WORD:
    case CLI_TEXT: {
        const char *text = *(const char *const *)o->value;
        snprintf(buf, size, "%s", text ? text : "");
        break;
    }
    }
}

/* Usage, summary, one line per option with its default, details. */
void cli_print_help(const cli_spec *spec)
{
    printf("usage: %s [options]\n%s\n\noptions:\n", spec->program, spec->summary);
    for (int i = 0; i < spec->count; i++) {
        const cli_option *o = &spec->options[i];
        char left[512], def[64];
        const char *arg = o->type == CLI_WORD || o->type == CLI_TEXT ? o->choices
                          : o->type == CLI_INT                        ? "N"
                                                                      : "X";
        snprintf(left, sizeof left, "--%.*s %s", name_length(o), o->name, arg); /* all of it */
        default_text(o, def, sizeof def);
        printf("  %-22s %s", left, o->help);
        if (o->range != CLI_ANY)
            printf(" (%s)", range_text(o->range));
        if (def[0])
            printf(" [default %s]", def);
        for (const char *a = strchr(o->name, '|'); a; a = strchr(a + 1, '|'))
            printf(" (also --%.*s)", (int)strcspn(a + 1, "|"), a + 1);
        printf("\n");
    }
    printf("  %-22s %s\n", "--help", "print this help and exit");
    if (spec->details)
        printf("\n%s\n", spec->details);
}

/* s as a JSON string: quotes, backslashes and control characters escaped. */
static void json_string(const char *s)
{
    putchar('"');
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c == '\n')
            printf("\\n");
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

/* The option table as JSON, for the HTML report's forms: the same
 * description --help prints, so a form cannot disagree with the program. */
void cli_print_json(const cli_spec *spec)
{
    static const char *const types[] = {"real", "int", "word", "text"};
    static const char *const ranges[] = {"any", "positive", "nonnegative"};
    printf("{\"program\": ");
    json_string(spec->program);
    printf(", \"summary\": ");
    json_string(spec->summary);
    printf(", \"details\": ");
    json_string(spec->details);
    printf(", \"options\": [");
    for (int i = 0; i < spec->count; i++) {
        const cli_option *o = &spec->options[i];
        char name[64], def[64];
        snprintf(name, sizeof name, "%.*s", name_length(o), o->name);
        default_text(o, def, sizeof def);
        printf("%s\n  {\"name\": ", i ? "," : "");
        json_string(name);
        printf(", \"type\": \"%s\", \"range\": \"%s\", \"choices\": ", types[o->type],
               ranges[o->range]);
        json_string(o->choices);
        printf(", \"default\": ");
        json_string(def);
        printf(", \"help\": ");
        json_string(o->help);
        printf("}");
    }
    printf("\n]}\n");
}

/* 0 after --help, 1 after an error, 3 out of memory. */
int cli_exit_code(cli_outcome outcome)
{
    return outcome == CLI_EXIT_NO_MEMORY ? CLI_STATUS_FAILED
           : outcome == CLI_EXIT_FAILURE ? CLI_STATUS_USAGE
                                         : CLI_STATUS_OK;
}

/* Steps of h from 0 to t: t/h to the nearest integer within 1e-9, else up. */
long cli_steps_to(double t, double h)
{
    double n = t / h;
    if (!(n <= (double)CLI_MAX_STEPS + 0.5))
        return -1;
    double r = nearbyint(n);
    long steps = fabs(n - r) <= 1e-9 * fmax(1.0, r) ? (long)r : (long)ceil(n);
    return steps > CLI_MAX_STEPS ? -1 : steps;
}

/* cli_steps_to with a message naming the options when the run is too long. */
long cli_steps_option(const cli_spec *spec, const char *t_name, double t, const char *h_name,
                      double h)
{
    long steps = cli_steps_to(t, h);
    if (steps < 0)
        fprintf(stderr, "%s: option --%s: %g / --%s %g is more than %ld steps, the cap on a "
                        "run's length (try a larger --%s or a smaller --%s)\n",
                spec->program, t_name, t, h_name, h, CLI_MAX_STEPS, h_name, t_name);
    return steps;
}

/* --steps, --t or the program's default; -2 after a message. */
long cli_run_steps(const cli_spec *spec, int steps, double t, double h, long fallback)
{
    int by_steps = cli_given(spec, "steps"), by_time = cli_given(spec, "t");
    if (by_steps && by_time) {
        fprintf(stderr, "%s: --steps and --t both give the length of the run: give one "
                        "(try --help)\n", spec->program);
        return -2;
    }
    if (by_time) {
        long n = cli_steps_option(spec, "t", t, "h", h);
        return n < 0 ? -2 : n;
    }
    if (!by_steps)
        return fallback;
    if (steps > CLI_MAX_STEPS) {
        fprintf(stderr, "%s: option --steps: at most %ld steps (the cap on a run's length), "
                        "got '%d'\n", spec->program, CLI_MAX_STEPS, steps);
        return -2;
    }
    return steps;
}

/* Rows of a run: every every-th step, the first and the last. */
int cli_print_step(long l, long steps, long every)
{
    return l == 0 || l == steps || (every > 0 && l % every == 0);
}

/* Say that option --name has a bad value; -2. */
static long bad_run_value(const cli_spec *spec, const char *name, const char *expected,
                      const char *text)
{
    fprintf(stderr, "%s: option --%s: expected %s, got '%s' (try --help)\n", spec->program,
            name, expected, text);
    return -2;
}

/* --steps N or --t T given as text, or the fallback; -2 after a message. */
long cli_run_steps_text(const cli_spec *spec, const char *steps_text, const char *t_text,
                        double h, long fallback)
{
    long steps = 0;
    double t = 0.0;
    if (steps_text) {
        if (number_read_integer(steps_text, strlen(steps_text), &steps) == NUMBER_NOT_A_NUMBER ||
            steps < 0)
            return bad_run_value(spec, "steps", "an integer >= 0", steps_text);
        if (steps > CLI_MAX_STEPS && !t_text) {
            fprintf(stderr, "%s: option --steps: at most %ld steps (the cap on a run's "
                            "length), got '%s'\n", spec->program, CLI_MAX_STEPS, steps_text);
            return -2;
        }
    }
    if (t_text) {
        if (number_read_double(t_text, strlen(t_text), &t) != NUMBER_OK || !isfinite(t) ||
            t < 0.0)
            return bad_run_value(spec, "t", "a finite number >= 0", t_text);
    }
    return cli_run_steps(spec, (int)steps, t, h, fallback);
}

/* The first row, every every-th and the last. */
int cli_print_row(long l, long first, long steps, long every)
{
    return l == first || cli_print_step(l, steps, every);
}

/* A finite scale: DBL_MAX for one that overflowed. */
double cli_scale(double scale)
{
    return fmin(fabs(scale), DBL_MAX);
}

/* The refusal of a subnormal quantity (cli.h). */
int cli_refuse_subnormal(const char *program, const char *option, const char *what,
                         double value)
{
    if (value == 0.0 || !(fabs(value) < DBL_MIN))
        return 0;
    fprintf(stderr, "%s: option --%s: %s = %.3g is subnormal (below %.3g, the smallest double "
                    "with all 53 bits): it keeps only a few digits and what is computed "
                    "from it would be wrong; give a larger --%s\n", program, option, what,
            value, DBL_MIN, option);
    return 1;
}

/* The refusal of a travel lost in the last digit of a position. */
int cli_refuse_lost_travel(const char *program, const char *option, double x, double travel)
{
    if (!(travel > 0.0) || !isfinite(x) || x + travel != x)
        return 0;
    fprintf(stderr, "%s: option --%s: at %.10g a step's travel, %.3g, is lost in rounding "
                    "(the position's last digit there is %.3g): the position cannot change "
                    "and the run would be rounding only; start nearer the origin\n",
            program, option, x, travel, nextafter(fabs(x), HUGE_VAL) - fabs(x));
    return 1;
}

/* (|v| - impulse_speed - noise) / (decel h), at least 0. */
double cli_steps_to_rest(double speed, double impulse_speed, double decel, double scale,
                         double h)
{
    double left = fabs(speed) - fabs(impulse_speed) - TABLE_NOISE * fabs(scale);
    if (!(left > 0.0))
        return 0.0;
    double rate = decel * h;
    return rate > 0.0 ? left / rate : HUGE_VAL;
}

/* The refusal of a run until at rest longer than the cap. */
int cli_refuse_endless(const char *program, const char *cause, double steps, double h,
                       const char *advice)
{
    if (!(steps > (double)CLI_MAX_STEPS))
        return 0;
    fprintf(stderr, "%s: %s: it needs at least %.3g steps of --h %g to come to rest, more than "
                    "%ld, the cap on a run's length; %s\n", program, cause, steps, h,
            CLI_MAX_STEPS, advice);
    return 1;
}
