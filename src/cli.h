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

typedef struct {
    const char *program;
    const char *summary; /* one line: what the program does */
    const char *details; /* printed after the options; may be NULL */
    cli_option *options;
    int count;
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

#endif
