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
    const char *name;    /* without the leading "--" */
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
    CLI_EXIT_FAILURE  /* an error was reported */
} cli_outcome;

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

/* Exit status for an outcome other than CLI_CONTINUE. */
int cli_exit_code(cli_outcome outcome);

#endif
