/* cli.h: the command-line conventions every chapter program shares.
 *
 * Options are "--name value" (or "--name=value"), named as in the notes.
 * "--help" prints every option with its default.  An unknown option, a
 * missing or unparsable value, NaN, Inf or a value out of range is reported
 * on stderr with the option's name, and the program exits with status 1.
 */
#ifndef CLI_H
#define CLI_H

typedef enum {
    CLI_REAL, /* double */
    CLI_INT,  /* int */
    CLI_WORD, /* const char *, one of a list of choices */
    CLI_TEXT  /* const char *, any text (a file name); choices names it in --help */
} cli_type;

typedef enum {
    CLI_ANY = 0,     /* any finite value */
    CLI_POSITIVE,    /* > 0 */
    CLI_NONNEGATIVE  /* >= 0 */
} cli_range;

typedef struct {
    const char *name;    /* without the leading "--"; older names kept as aliases
                            follow after '|': "h|dt" is --h, also accepted as --dt */
    cli_type type;
    void *value;         /* double *, int * or const char **; holds the default */
    cli_range range;
    const char *choices; /* CLI_WORD: the allowed words, separated by '|';
                            CLI_TEXT: what the value is, e.g. "FILE" */
    const char *help;    /* one line */
    int given;           /* set by cli_parse when the option appears */
} cli_option;

/* An older word of a CLI_WORD option, still read (a student's scripts
 * use it) and taken as the option's current word; --help lists only the
 * current words. */
typedef struct {
    const char *option, *old, *word;
} cli_word_alias;

typedef struct {
    const char *program;
    const char *summary; /* one line: what the program does */
    const char *details; /* printed after the options; may be NULL */
    cli_option *options;
    int count;
    const cli_word_alias *aliases; /* ending in {NULL}; or NULL */
} cli_spec;

typedef enum {
    CLI_CONTINUE,     /* options parsed: run the program */
    CLI_EXIT_SUCCESS, /* --help was printed */
    CLI_EXIT_FAILURE, /* an error was reported */
    CLI_EXIT_NO_MEMORY /* memory ran out (reported): exit status 3 */
} cli_outcome;

/* Exit statuses, the same in every program and in the lcp command. */
enum {
    CLI_STATUS_OK = 0,          /* a right answer */
    CLI_STATUS_USAGE = 1,       /* bad input: an option, a value, a file */
    CLI_STATUS_NO_SOLUTION = 2, /* proven: a step's LCP has no solution */
    CLI_STATUS_FAILED = 3       /* not solved and nothing proven: overflow, a
                                   state that grows without bound, a solver that
                                   gave up, a --check table that differs */
};

/* The cap on a run's length, the same in every program: at most this many
 * time steps (or integrator steps, summed over a sweep's runs). */
#define CLI_MAX_STEPS 10000000L

/* The number of steps of size h from 0 to t, the same rule everywhere: t/h
 * rounded to the nearest integer when it is within 1e-9 (relative) of one
 * (0.3 / 1e-5 is 29999.999999999996: 30000 steps), otherwise rounded up, so
 * that the run reaches t.  Returns -1 when that is more than CLI_MAX_STEPS. */
long cli_steps_to(double t, double h);

/* cli_steps_to for the options named t_name and h_name; on -1 prints
 * "PROGRAM: option --T: T / --H H is more than CLI_MAX_STEPS steps ..." and
 * returns -1. */
long cli_steps_option(const cli_spec *spec, const char *t_name, double t, const char *h_name,
                      double h);

/* The length of a run from the options "steps", "t" and "h": --steps as
 * given (0: the initial state's row only), or --t by cli_steps_option, or
 * fallback (the program's default; -1 for "until ...") when neither is
 * given.  --steps and --t together, or --steps above CLI_MAX_STEPS: a
 * message naming the option, and -2 (exit status 1). */
long cli_run_steps(const cli_spec *spec, int steps, double t, double h, long fallback);

/* Print row l of a run of `steps` steps with --every `every`?  Every
 * every-th step, the first row (l = 0) and always the last (l = steps). */
int cli_print_step(long l, long steps, long every);

/* Parse argv into the options' values. */
cli_outcome cli_parse(cli_spec *spec, int argc, char **argv);

/* Was the option with this name given on the command line? */
int cli_given(const cli_spec *spec, const char *name);

/* Refuse options that do nothing in the chosen mode: if any of the
 * space-separated option names in names (without "--") was given, print
 * "PROGRAM: --NAME does nothing CONTEXT" (e.g. context "with --show murty")
 * on stderr and return 1; otherwise return 0.  A program calls this after
 * cli_parse for each mode, so that no option is silently ignored. */
int cli_refuse(const cli_spec *spec, const char *names, const char *context);

/* Print the help text to stdout. */
void cli_print_help(const cli_spec *spec);

/* Print the options as JSON to stdout (--help-json): program, summary,
 * details, and per option its name, type (real, int, word, text), range,
 * choices, default and help line. */
void cli_print_json(const cli_spec *spec);

/* Exit status for an outcome other than CLI_CONTINUE: 0 after --help, 1
 * after an error, 3 out of memory. */
int cli_exit_code(cli_outcome outcome);

/* The length of a run of the time-stepping programs of chapters 1-6
 * (time-stepping, pendulum, particle-wall, slack-friction, sliding-block,
 * friction-cone, rigid-body, box-contact): --steps N or --t T given as
 * text, the rows a run prints, and the data a run refuses because they
 * lose their digits. */

/* cli_run_steps for a program whose default is "until ..." (-1): --steps and
 * --t are options of type CLI_TEXT with no default (NULL when not given),
 * so that --help shows none; steps_text must be an integer >= 0, t_text a
 * number >= 0.  Returns the steps, fallback, or -2 after a message. */
long cli_run_steps_text(const cli_spec *spec, const char *steps_text, const char *t_text,
                        double h, long fallback);

/* Print the row of step l of `steps` with --every `every`?  The first row
 * (step `first`: 0 for a table of states, 1 for a table of each step's
 * LCP), every every-th step and the last. */
int cli_print_row(long l, long first, long steps, long every);

/* A scale for rounding noise (table_num_scaled): a sum of magnitudes that
 * overflowed is the largest double, not infinity (which would hide every
 * value as noise). */
double cli_scale(double scale);

/* Digits lost at the bottom of the range of a double: a quantity the step
 * forms from the data (h itself, an impulse m g h, a velocity change g h, a
 * step's travel h v) that is not 0 but below DBL_MIN (2.2e-308) is
 * subnormal: it keeps fewer than a double's 53 bits (h = 1e-320 keeps 11),
 * and every force divided back out of it (f = p / h) is wrong in the
 * fourth digit.  Returns 1 after the message "PROGRAM: option --OPTION:
 * WHAT = VALUE is subnormal ...; give a larger --OPTION", 0 when value is 0
 * or normal. */
int cli_refuse_subnormal(const char *program, const char *option, const char *what,
                         double value);

/* Digits lost at the top: a step's travel (> 0) that is below half the
 * last digit of the position x it is added to, so that x + travel == x
 * and the body cannot move there.  Returns 1 after a message naming the
 * option that gave x, 0 otherwise (travel 0: nothing to lose). */
int cli_refuse_lost_travel(const char *program, const char *option, double x, double travel);

/* A lower bound on the steps a run "until at rest" takes: a speed |v|
 * relative to the support that the friction and the forces can take off
 * at most `decel` per unit time (and at most `impulse_speed` in total
 * through impulses not from a constant force, e.g. an impact), with a run
 * that stops when the speed is rounding noise of `scale` (TABLE_NOISE),
 * over steps of h: (|v| - impulse_speed - TABLE_NOISE scale) / (decel h),
 * 0 when that is negative, HUGE_VAL when decel h is 0. */
double cli_steps_to_rest(double speed, double impulse_speed, double decel, double scale,
                         double h);

/* Refuse a run until at rest whose bound cli_steps_to_rest is above the
 * cap CLI_MAX_STEPS: 1 after the message "PROGRAM: CAUSE: it needs at
 * least N steps of --h H to come to rest, more than 10000000, the cap on a
 * run's length; ADVICE", 0 when it may stop in time. */
int cli_refuse_endless(const char *program, const char *cause, double steps, double h,
                       const char *advice);

#endif
