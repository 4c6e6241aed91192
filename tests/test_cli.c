/* test_cli.c: unit tests of the command-line parser in src/cli.c.
 *
 * Every parse runs with stdout and stderr sent to a temporary file, so the
 * messages can be checked for the option's name.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "test.h"

#include <string.h>
#include <unistd.h>

/* The options of a small program, reset before every parse. */
static double mass, gravity;
static int steps;
static const char *method;
static cli_option options[4];
static cli_spec spec;

static void reset(void)
{
    mass = 1.0;
    gravity = 9.81;
    steps = 10;
    method = "euler";
    options[0] = (cli_option){"m", CLI_REAL, &mass, CLI_POSITIVE, NULL, "mass", 0};
    options[1] = (cli_option){"g", CLI_REAL, &gravity, CLI_ANY, NULL, "gravity", 0};
    options[2] = (cli_option){"steps", CLI_INT, &steps, CLI_NONNEGATIVE, NULL, "steps", 0};
    options[3] = (cli_option){"method", CLI_WORD,  (void *)&method, CLI_ANY,
                              "euler|symplectic|rk4", "integrator", 0};
    spec = (cli_spec){"prog", "a test program", "details line", options, 4, NULL};
}

static char output[4096]; /* what the last parse or refusal printed */
static FILE *capture_file;
static int saved_out, saved_err;

/* Send stdout and stderr to a temporary file. */
static void capture_begin(void)
{
    capture_file = tmpfile();
    fflush(stdout);
    fflush(stderr);
    saved_out = dup(1);
    saved_err = dup(2);
    dup2(fileno(capture_file), 1);
    dup2(fileno(capture_file), 2);
}

/* Restore stdout and stderr; what was printed goes to output. */
static void capture_end(void)
{
    fflush(stdout);
    fflush(stderr);
    dup2(saved_out, 1);
    dup2(saved_err, 2);
    close(saved_out);
    close(saved_err);
    rewind(capture_file);
    size_t n = fread(output, 1, sizeof output - 1, capture_file);
    while (n > 0 && output[n - 1] == '\n') /* one-line messages print well in TAP */
        n--;
    output[n] = '\0';
    fclose(capture_file);
}

/* Parse a NULL-terminated argument list after "prog", capturing output. */
static cli_outcome parse(const char *arg, ...)
{
    char *argv[16] = {"prog"};
    int argc = 1;
    va_list ap;
    va_start(ap, arg);
    for (const char *a = arg; a && argc < 15; a = va_arg(ap, const char *))
        argv[argc++] = (char *)a;
    va_end(ap);
    argv[argc] = NULL;

    capture_begin();
    cli_outcome result = cli_parse(&spec, argc, argv);
    capture_end();
    return result;
}

/* Did the last parse print this text? */
static int printed(const char *s)
{
    return strstr(output, s) != NULL;
}

/* Valid values: "--m 2", "--m=2", every type, defaults kept when absent. */
static void test_valid(void)
{
    reset();
    CHECK_INT(parse(NULL), CLI_CONTINUE, "no arguments: continue");
    CHECK(mass == 1.0 && gravity == 9.81 && steps == 10 && strcmp(method, "euler") == 0,
          "no arguments: defaults kept");
    CHECK(!cli_given(&spec, "m") && !cli_given(&spec, "steps") && !cli_given(&spec, "method"),
          "no arguments: nothing given");
    CHECK(output[0] == '\0', "no arguments: nothing printed");

    reset();
    CHECK_INT(parse("--m", "2", NULL), CLI_CONTINUE, "'--m 2': continue");
    CHECK_NEAR(mass, 2.0, 0.0, "'--m 2': mass = 2");
    CHECK(cli_given(&spec, "m") && options[0].given == 1, "'--m 2': m given");
    CHECK(!cli_given(&spec, "g") && gravity == 9.81, "'--m 2': g not given, default kept");

    reset();
    CHECK_INT(parse("--m=2.5", NULL), CLI_CONTINUE, "'--m=2.5': continue");
    CHECK_NEAR(mass, 2.5, 0.0, "'--m=2.5': mass = 2.5");
    CHECK(cli_given(&spec, "m"), "'--m=2.5': m given");

    reset();
    CHECK_INT(parse("--steps", "0", "--method", "rk4", "--g", "-1.5e1", NULL), CLI_CONTINUE,
              "int, word and a negative real: continue");
    CHECK_INT(steps, 0, "'--steps 0' is allowed for a nonnegative int");
    CHECK(strcmp(method, "rk4") == 0, "'--method rk4' (got '%s')", method);
    CHECK_NEAR(gravity, -15.0, 0.0, "'--g -1.5e1': a value may start with '-'");
    CHECK(cli_given(&spec, "steps") && cli_given(&spec, "method") && cli_given(&spec, "g") &&
              !cli_given(&spec, "m"),
          "given flags: steps, method, g; not m");
    CHECK(!cli_given(&spec, "nosuch"), "cli_given of an unknown name is 0");

    reset();
    CHECK_INT(parse("--steps=2147483647", "--m", "2", "--m", "3", NULL), CLI_CONTINUE,
              "INT_MAX and a repeated option");
    CHECK_INT(steps, 2147483647, "'--steps=2147483647' = INT_MAX");
    CHECK_NEAR(mass, 3.0, 0.0, "the last of '--m 2 --m 3' wins");
}

/* Rejected values of --m: the outcome, the message naming --m, m unchanged. */
static void test_bad_real(void)
{
    /* number.h's grammar, the one every reader shares: no hexadecimal, no
     * blanks, no exponent beyond +-10000 */
    const char *bad[] = {"abc", "1e400", "nan", "inf", "-inf", "0",       "-1",
                         "2x",  "",      "0x10", " 3", "1/0", "1e-99999"};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        reset();
        cli_outcome r = parse("--m", bad[k], NULL);
        CHECK_INT(r, CLI_EXIT_FAILURE, "'--m %s' is rejected", bad[k]);
        CHECK(printed("--m") && printed("prog"), "'--m %s': message names prog and --m: %s",
              bad[k], output);
        CHECK(mass == 1.0 && !cli_given(&spec, "m"), "'--m %s': m unchanged, not given", bad[k]);
    }
    reset();
    parse("--m", "0", NULL);
    CHECK(printed("> 0"), "'--m 0': message states the range '> 0'");
    reset();
    parse("--m", "1e400", NULL);
    CHECK(printed("finite"), "'--m 1e400': message asks for a finite number");
    reset();
    CHECK_INT(parse("--m", "9/2", NULL), CLI_CONTINUE, "'--m 9/2' is a number");
    CHECK_NEAR(mass, 4.5, 0.0, "'--m 9/2' = 4.5");

    /* A good value followed by a bad one keeps the good one. */
    reset();
    CHECK_INT(parse("--m", "2", "--m=abc", NULL), CLI_EXIT_FAILURE, "'--m 2 --m=abc' fails");
    CHECK(mass == 2.0 && printed("'abc'"), "'--m 2 --m=abc': m stays 2, message quotes 'abc'");
}

/* Rejected values of --steps (nonnegative int). */
static void test_bad_int(void)
{
    const char *bad[] = {"-1", "2.5", "abc", "1e3", "2147483648", "99999999999999999999"};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        reset();
        CHECK_INT(parse("--steps", bad[k], NULL), CLI_EXIT_FAILURE, "'--steps %s' is rejected",
                  bad[k]);
        CHECK(printed("--steps") && steps == 10 && !cli_given(&spec, "steps"),
              "'--steps %s': message names --steps, steps unchanged: %s", bad[k], output);
    }
    reset();
    parse("--steps", "-1", NULL);
    CHECK(printed(">= 0"), "'--steps -1': message states the range '>= 0'");
    reset();
    parse("--steps", "2.5", NULL);
    CHECK(printed("integer"), "'--steps 2.5': message asks for an integer");

    /* Integers that do not fit an int (INT_MAX = 2^31 - 1 = 2147483647) say so. */
    const char *large[] = {"2147483648", "99999999999999999999"};
    for (size_t k = 0; k < 2; k++) {
        reset();
        parse("--steps", large[k], NULL);
        CHECK(printed("too large") && printed("2147483647") && !printed("expected an integer"),
              "'--steps %s': message says too large: %s", large[k], output);
    }
    reset();
    options[2].range = CLI_ANY;
    CHECK_INT(parse("--steps", "-2147483649", NULL), CLI_EXIT_FAILURE,
              "'--steps -2147483649' (INT_MIN - 1) is rejected");
    CHECK(printed("too small"), "'--steps -2147483649': message says too small: %s", output);
    reset();
    options[2].range = CLI_ANY;
    CHECK_INT(parse("--steps", "-2147483648", NULL), CLI_CONTINUE, "INT_MIN is accepted");
    CHECK_INT(steps, -2147483647 - 1, "'--steps -2147483648' = INT_MIN");
}

/* Words must be one of the choices, exactly. */
static void test_bad_word(void)
{
    const char *bad[] = {"rk", "rk45", "Euler", "", "euler|rk4"};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        reset();
        CHECK_INT(parse("--method", bad[k], NULL), CLI_EXIT_FAILURE,
                  "'--method %s' is rejected", bad[k]);
        CHECK(printed("--method") && printed("euler|symplectic|rk4") &&
                  strcmp(method, "euler") == 0,
              "'--method %s': message lists the choices, method unchanged", bad[k]);
    }
}

/* Unknown options, missing values and stray arguments. */
static void test_bad_arguments(void)
{
    reset();
    CHECK_INT(parse("--mass", "2", NULL), CLI_EXIT_FAILURE, "unknown '--mass': failure");
    CHECK(printed("unknown option '--mass'"), "message names '--mass': %s", output);
    CHECK(mass == 1.0, "unknown option: m unchanged");

    reset();
    CHECK_INT(parse("--mass=2", NULL), CLI_EXIT_FAILURE, "unknown '--mass=2': failure");
    CHECK(printed("'--mass'"), "message names '--mass' without '=2': %s", output);

    reset();
    CHECK_INT(parse("--m", NULL), CLI_EXIT_FAILURE, "'--m' without a value: failure");
    CHECK(printed("--m") && printed("needs a value"), "missing value message: %s", output);
    CHECK(mass == 1.0 && !cli_given(&spec, "m"), "missing value: m unchanged, not given");

    reset();
    CHECK_INT(parse("--m", "2", "3", NULL), CLI_EXIT_FAILURE, "stray '3': failure");
    CHECK(printed("unexpected argument '3'"), "stray argument message: %s", output);

    reset();
    CHECK_INT(parse("-m", "2", NULL), CLI_EXIT_FAILURE, "single-dash '-m': failure");
    CHECK(mass == 1.0, "single-dash '-m': m unchanged");

    reset();
    CHECK_INT(parse("--help=1", NULL), CLI_EXIT_FAILURE, "'--help=1': failure");
    CHECK(printed("--help takes no value") && printed("'1'") && !printed("unknown option") &&
              !printed("usage:"),
          "'--help=1': says --help takes no value: %s", output);
}

/* cli_refuse with a capture of what it prints. */
static int refuse(const char *names, const char *context)
{
    capture_begin();
    int r = cli_refuse(&spec, names, context);
    capture_end();
    return r;
}

/* cli_refuse: an option given in a mode where it does nothing is refused by name. */
static void test_refuse(void)
{
    reset();
    parse(NULL);
    CHECK_INT(refuse("m g steps method", "here"), 0, "nothing given: nothing refused");
    CHECK(output[0] == '\0', "nothing given: nothing printed");

    reset();
    parse("--g", "3", NULL);
    CHECK_INT(refuse("m steps", "with --g"), 0, "--g given, m and steps refused: 0");
    CHECK_INT(refuse("steps g", "with --method rk4"), 1, "--g given and in the list: 1");
    CHECK(strcmp(output, "prog: --g does nothing with --method rk4") == 0,
          "message names prog, --g and the context: '%s'", output);

    reset();
    parse("--steps=0", "--method", "rk4", NULL);
    CHECK_INT(refuse("method steps", "in this mode"), 1, "two given: refused");
    CHECK(printed("--method does nothing") && !printed("--steps"),
          "the first given in the list is named, once: '%s'", output);

    reset();
    parse("--steps", "4", NULL);
    CHECK_INT(refuse("step stepsx ste", "here"), 0, "prefixes and extensions of a name: 0");
    CHECK_INT(refuse("  steps  ", "here"), 1, "extra spaces in the list: still found");
    CHECK_INT(refuse("", "here"), 0, "empty list: 0");
}

/* --help prints the options with their defaults; exit codes 0 and 1. */
static void test_help(void)
{
    reset();
    cli_outcome r = parse("--help", NULL);
    CHECK_INT(r, CLI_EXIT_SUCCESS, "'--help': exit success");
    CHECK_INT(cli_exit_code(r), 0, "'--help': exit code 0");
    CHECK(printed("usage: prog [options]") && printed("a test program"),
          "help: usage line and summary");
    CHECK(printed("--m X") && printed("(> 0) [default 1]"), "help: --m, its range and default");
    CHECK(printed("--steps N") && printed("(>= 0) [default 10]"), "help: --steps line");
    CHECK(printed("--method euler|symplectic|rk4") && printed("[default euler]"),
          "help: --method with its choices and default");
    CHECK(printed("[default 9.81]") && printed("--help") && printed("details line"),
          "help: g default, --help line, details");

    reset();
    CHECK_INT(parse("--m", "5", "-h", "--bogus", NULL), CLI_EXIT_SUCCESS,
              "'-h' stops parsing before a later error");
    CHECK(printed("usage:") && !printed("bogus"), "'-h': help printed, no error");

    CHECK_INT(cli_exit_code(CLI_EXIT_FAILURE), 1, "exit code after an error is 1");
    CHECK_INT(cli_exit_code(CLI_EXIT_SUCCESS), 0, "exit code after help is 0");
}

/* An older name kept as an alias: "h|dt" is --h, also --dt. */
static void test_alias(void)
{
    double h = 0.01;
    cli_option with_alias[1] = {{"h|dt|step", CLI_REAL, &h, CLI_POSITIVE, NULL, "time step", 0}};
    cli_spec saved = spec;
    spec = (cli_spec){"prog", "a test program", NULL, with_alias, 1, NULL};
    CHECK_INT(parse("--dt", "0.5", NULL), CLI_CONTINUE, "'--dt 0.5' is --h");
    CHECK_NEAR(h, 0.5, 0.0, "--dt sets h");
    CHECK(cli_given(&spec, "h") && cli_given(&spec, "dt"), "given under either name");
    with_alias[0].given = 0;
    CHECK_INT(parse("--step=0.25", NULL), CLI_CONTINUE, "'--step=0.25': a second alias");
    CHECK_NEAR(h, 0.25, 0.0, "--step sets h");
    with_alias[0].given = 0;
    CHECK_INT(parse("--dt", "-1", NULL), CLI_EXIT_FAILURE, "'--dt -1' out of range");
    CHECK(printed("option --h: expected a number > 0, got '-1'"),
          "the message names the option by its own name");
    CHECK_INT(parse("--d", "1", NULL), CLI_EXIT_FAILURE, "'--d': a prefix of an alias is unknown");
    CHECK_INT(parse("--h|dt", "1", NULL), CLI_EXIT_FAILURE, "'--h|dt' is not a name");
    CHECK_INT(parse("--help", NULL), CLI_EXIT_SUCCESS, "help with an alias");
    CHECK(printed("--h X") && printed("(also --dt) (also --step)") && !printed("h|dt"),
          "help shows the name and each alias");
    with_alias[0].given = 0;
    CHECK_INT(parse("--dt", "2", NULL), CLI_CONTINUE, "alias given");
    capture_begin();
    int refused = cli_refuse(&spec, "h", "here");
    capture_end();
    CHECK(refused && printed("prog: --h does nothing here"), "cli_refuse sees an alias's use");
    spec = saved;
}

/* The one rule for steps from an end time, and --every's rows. */
static void test_steps(void)
{
    CHECK_INT(cli_steps_to(0.3, 1e-5), 30000, "0.3 / 1e-5 is 30000 steps (29999.999...)");
    CHECK_INT(cli_steps_to(5.0, 1e-5), 500000, "5 / 1e-5 is 500000 steps");
    CHECK_INT(cli_steps_to(1.0, 0.3), 4, "1 / 0.3: rounded up to reach t");
    CHECK_INT(cli_steps_to(0.0, 0.1), 0, "t = 0: no step");
    CHECK_INT(cli_steps_to(1e-3, 1.0), 1, "t < h: one step");
    CHECK_INT(cli_steps_to((double)CLI_MAX_STEPS, 1.0), CLI_MAX_STEPS, "the cap itself");
    CHECK_INT(cli_steps_to((double)CLI_MAX_STEPS + 1.0, 1.0), -1, "one more than the cap");
    CHECK_INT(cli_steps_to(1e300, 1e-300), -1, "t / h overflows: over the cap");
    CHECK_INT(cli_steps_to(1e9, 1e-5), -1, "far over the cap");
    reset();
    capture_begin();
    long n = cli_steps_option(&spec, "t", 1e3, "h", 1e-6);
    capture_end();
    CHECK_INT(n, -1, "cli_steps_option: over the cap");
    CHECK(printed("prog: option --t: 1000 / --h 1e-06 is more than 10000000 steps"),
          "cli_steps_option names both options and the cap");
    int rows = 0, last = 0;
    for (long l = 0; l <= 10; l++)
        if (cli_print_step(l, 10, 4)) {
            rows++;
            last = (int)l;
        }
    CHECK_INT(rows, 4, "--every 4 over 10 steps: rows 0, 4, 8, 10");
    CHECK_INT(last, 10, "the last step is always a row");
    CHECK(cli_print_step(0, 10, 100) && !cli_print_step(5, 10, 100), "the first row always");
}

/* A CLI_WORD option's older words: read as the current word (either
 * spelling), never listed in --help, and an alias of another option or one
 * whose word is not a choice reads nothing. */
static void test_word_alias(void)
{
    const cli_word_alias old[] = {{"method", "rk", "rk4"},
                                  {"method", "verlet", "leapfrog"},
                                  {"g", "rk", "rk4"},
                                  {NULL, NULL, NULL}};
    reset();
    spec.aliases = old;
    CHECK_INT(parse("--method", "rk", NULL), CLI_CONTINUE, "'--method rk' is read");
    CHECK(strcmp(method, "rk4") == 0, "as rk4 (got '%s')", method);
    reset();
    spec.aliases = old;
    CHECK_INT(parse("--method=rk", NULL), CLI_CONTINUE, "'--method=rk' is read");
    CHECK(strcmp(method, "rk4") == 0, "as rk4 (got '%s')", method);
    reset();
    spec.aliases = old;
    CHECK_INT(parse("--method", "verlet", NULL), CLI_EXIT_FAILURE,
              "an alias whose word is not a choice is refused");
    CHECK(printed("expected one of euler|symplectic|rk4, got 'verlet'"),
          "with the current choices named");
    reset();
    spec.aliases = old;
    CHECK_INT(parse("--help", NULL), CLI_EXIT_SUCCESS, "help with word aliases");
    CHECK(printed("euler|symplectic|rk4") && !printed("verlet") && !printed("rk|"),
          "help lists the current words only");
    reset();
}

int main(void)
{
    test_alias();
    test_word_alias();
    test_steps();
    test_valid();
    test_bad_real();
    test_bad_int();
    test_bad_word();
    test_bad_arguments();
    test_refuse();
    test_help();
    return test_done();
}
