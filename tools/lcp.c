/* lcp: solve or check any linear complementarity problem a student writes
 * down (DESIGN.md, "The lcp command"):
 *
 *     find z >= 0 with w = M z + q >= 0 and z^T w = 0.
 *
 *   lcp solve FILE|- [--method M] [--exact] [--trace] [--max-pivots N] [--tol X] [--omega X]
 *   lcp check FILE|- Z1 ... Zn [--tol X]
 *
 * FILE is read by lcp_io (the simple format or Siconos' .dat format).
 * Options are "--name value" as everywhere (src/cli.h); the flags --exact and
 * --trace and the positional arguments are split off before cli_parse sees
 * the rest.
 */
#include "cli.h"
#include "lcp.h"
#include "lcp_classes.h"
#include "lcp_enumerate.h"
#include "lcp_exact.h"
#include "lcp_farkas.h"
#include "lcp_io.h"
#include "lcp_solve.h"
#include "number.h"
#include "table.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#if defined(__GLIBC__)
#include <malloc.h> /* mallopt */
#endif
#include <stdlib.h>
#include <string.h>

enum {
    EXIT_USAGE = 1,
    EXIT_NOT_A_SOLUTION = 3,
    EXIT_OUT_OF_MEMORY = 3, /* lcp_exit_code(LCP_OUT_OF_MEMORY): nothing proven */
    NO_MEMORY = -2,         /* lost_digits_matter and rounding_culprit: out of memory */
    MAX_ARGS = 4096,
    UNIQUENESS_MAX_N = 12 /* the P-matrix test checks 2^n principal minors */
};

/* ---------------------------------------------------------------- help */

static const char *const main_help =
    "usage: lcp solve FILE|- [options]           solve the LCP in FILE\n"
    "       lcp check FILE|- Z1 ... Zn [--tol X]  check a candidate z\n"
    "Find z >= 0 with w = M z + q >= 0 and z'w = 0 (0 <= z _|_ M z + q >= 0).\n"
    "\n"
    "FILE holds n, then the n*n entries of M row by row, then the n entries of q,\n"
    "separated by blanks or newlines; '#' starts a comment to the end of the line.\n"
    "Numbers are integers, decimals, exponents or fractions: 3 -0.25 1e-3 9/2.\n"
    "Siconos' LCP .dat files (dense storage) are read too.  '-' reads standard input.\n"
    "\n"
    "exit status: 0 solved (check: z is a solution), 1 bad input or usage,\n"
    "2 no solution (proven), 3 not solved and nothing proven (check: z is not a solution).\n"
    "\n"
    "lcp solve --help and lcp check --help list the options.\n";

static const char *const solve_help =
    "usage: lcp solve FILE|- [options]\n"
    "Solve the LCP in FILE: print a status line, then the table 'i z w' when solved.\n"
    "\n"
    "options:\n"
    "  --method M      auto|scalar|lemke|revised|exact|enumerate|pgs|sor|newton\n"
    "                  [default auto]\n"
    "  --exact         solve in exact rational arithmetic on the numbers as written\n"
    "                  and print z and w as fractions (with auto, lemke or exact:\n"
    "                  exact Lemke; with enumerate: enumeration)\n"
    "  --trace         print every tableau of Lemke's method, pivot by pivot\n"
    "                  (decimals; fractions with --exact), and a line 'end: ...'\n"
    "                  saying how the method ended\n"
    "  --tie-rule R    Lemke's ratio test when rows tie: lexicographic (never cycles)\n"
    "                  or first (the first tied row, the plain textbook rule; it can\n"
    "                  cycle, and a repeated basis stops it) [default lexicographic]\n"
    "  --max-pivots N  pivot limit of Lemke's method; sweeps of pgs and sor, steps\n"
    "                  of newton (> 0) [default %d]\n"
    "  --tol X         relative tolerance of the floating-point check of the answer\n"
    "                  (> 0) [default %g]\n"
    "  --omega X       relaxation of sor, in (0, 2) [default %g]\n"
    "  --help          print this help and exit\n"
    "An option that does nothing with the method chosen is an error: --omega needs\n"
    "sor, --tie-rule auto, lemke or exact, --tol a floating-point method (the exact\n"
    "ones check exactly), and enumerate takes no --max-pivots.\n"
    "\n"
    "methods: auto: Lemke's method in floating point (for n = 1 too); when its\n"
    "answer fails the check or it ends on a ray, the revised method, then exact\n"
    "Lemke on the same numbers (n <= 60).  lemke: Lemke's method in floating\n"
    "point only, its tableau updated pivot by pivot.  revised: Lemke's method with\n"
    "the basis refactorised from M and q at every pivot (a sparse LU), Harris'\n"
    "ratio test and a second run on a slightly moved q: for degenerate LCPs such\n"
    "as those of piles of boxes, of any size.  exact: Lemke's\n"
    "method in rational arithmetic.  After an exact ray: no solution if M is\n"
    "positive semidefinite (copositive-plus: the ray is a proof); otherwise, if no\n"
    "z >= 0 has Mz + q >= 0, no solution with a Farkas certificate; otherwise an\n"
    "enumeration of the complementary bases decides for n <= 12.  enumerate: every\n"
    "complementary basis, exactly (n <= 20).  pgs, sor: projected Gauss-Seidel and\n"
    "over-relaxation (need M_ii > 0).  newton: semismooth Newton on the\n"
    "Fischer-Burmeister function.  scalar: n = 1 only, in closed form (chapter 2):\n"
    "z = 0 if q >= 0, z = -q/M if q < 0 < M, no solution if q < 0 and M <= 0.\n"
    "Every answer is checked against M and q before it is called a solution.\n"
    "Numbers the file holds that are not doubles (0.1, or 1e-400, read as 0):\n"
    "a proof made on the doubles is none about the file.  So a 'no solution' of\n"
    "any method, and auto's failures, are settled again by exact Lemke on the\n"
    "numbers as written (n <= 60; a 'note:' line names the number), and a z that\n"
    "a number read as 0 or subnormal moves beyond the tolerance is not called a\n"
    "solution (auto: solved exactly; other methods: status 3, try --exact).\n"
    "\n"
    "output: 'status: solved (METHOD, N pivots)', 'status: no solution (proven:\n"
    "WHY)' or 'status: not solved: WHY'.  When solved, the table 'i z w' (z with\n"
    "enough digits to read back as the same double, so 'lcp check FILE' with the\n"
    "printed z repeats this check), and for n <= 12 'z is the only solution (M is\n"
    "a P-matrix)' or 'z is a solution; it may not be the only one (M is singular)'.\n"
    "When no z >= 0 has Mz + q >= 0, the Farkas certificate: 'certificate: y = ...',\n"
    "with M'y <= 0 and q'y < 0, so y'(Mz + q) < 0 for every z >= 0.\n"
    "\n"
    "exit status: 0 solved, 1 bad input or usage, 2 no solution (proven: a ray for\n"
    "a PSD matrix, a Farkas certificate, or an exhaustive search), 3 not solved and\n"
    "nothing proven (pivot limit, cycling, numerical failure, a ray that proves\n"
    "nothing).\n";

static const char *const check_help =
    "usage: lcp check FILE|- Z1 ... Zn [--tol X]\n"
    "Check a candidate z for the LCP in FILE: recompute w = M z + q, print the table\n"
    "'i z w', one line 'violated: CONDITION at i = I (...)' for each broken condition\n"
    "(z >= 0, w = Mz + q >= 0, z_i w_i = 0), then 'z is a solution' or\n"
    "'z is not a solution'.\n"
    "\n"
    "Z1 ... Zn are numbers written as in FILE (3 -0.25 1e-3 9/2).  When every Zi is an\n"
    "integer or a fraction, the check is exact, in rational arithmetic on the numbers\n"
    "as written (1/3 is one third), and says '(exact)'.  When some Zi has a decimal\n"
    "point or an exponent, the check is in floating point, to the relative\n"
    "tolerance --tol: the check 'lcp solve' makes, so the z column it prints (with\n"
    "enough digits to read back as the same double) passes here too.  Row i's\n"
    "tolerance is tol max(|q_i|, |M_ij z_j|) plus the rounding 16 n eps (|q_i| +\n"
    "max_j |M_ij| sum_j |z_j|) plus the terms of the z_j within their noise\n"
    "16 n eps max_k |q_k| / |M_kj|: every scale from M and q, none from z.  A z_j\n"
    "above |q|_inf / (16 n eps min_k |M_kj|) breaks 'z within the data's scale'.\n"
    "Any n the file holds.  A z that passes, but that a number of the file read\n"
    "as 0 or subnormal (1e-400) moves beyond the tolerance, is not called a\n"
    "solution (status 3): write z as integers or fractions (any size) for the\n"
    "exact check.\n"
    "\n"
    "options:\n"
    "  --tol X         relative tolerance of the floating-point check (> 0) [default %g]\n"
    "  --help          print this help and exit\n"
    "\n"
    "exit status: 0 z is a solution, 3 z is not a solution, 1 bad input or usage.\n";

/* ---------------------------------------------------------------- arguments */

typedef struct {
    int help, exact, trace;
    int count;                /* positional arguments */
    char *positional[MAX_ARGS];
    int option_count;         /* argv for cli_parse, options[0] = "lcp" */
    char *options[MAX_ARGS + 1];
} arguments;

/* Does the option "--name" or "--name=value" take its value from the next
 * argument? */
static int takes_next(const cli_spec *spec, const char *arg)
{
    if (strchr(arg, '='))
        return 0;
    for (int i = 0; i < spec->count; i++)
        if (strcmp(arg + 2, spec->options[i].name) == 0)
            return 1;
    return 0;
}

/* Split argv[first..] into --help, the flags (when allowed), the options
 * for cli_parse and the positional arguments.  0, or 1 after a message. */
static int split_arguments(int argc, char **argv, int first, const cli_spec *spec,
                           int flags_allowed, arguments *a)
{
    *a = (arguments){.option_count = 1};
    a->options[0] = argv[0];
    if (argc - first > MAX_ARGS) {
        fprintf(stderr, "lcp: too many arguments (at most %d)\n", MAX_ARGS);
        return 1;
    }
    for (int i = first; i < argc; i++) {
        char *arg = argv[i];
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0)
            a->help = 1;
        else if (flags_allowed && strcmp(arg, "--exact") == 0)
            a->exact = 1;
        else if (flags_allowed && strcmp(arg, "--trace") == 0)
            a->trace = 1;
        else if (strncmp(arg, "--", 2) == 0) {
            a->options[a->option_count++] = arg;
            if (takes_next(spec, arg) && i + 1 < argc)
                a->options[a->option_count++] = argv[++i];
        } else
            a->positional[a->count++] = arg;
    }
    return 0;
}

/* Parse the options given; 0 to go on, 1 after an error message. */
static int parse_options(cli_spec *spec, arguments *a)
{
    return cli_parse(spec, a->option_count, a->options) == CLI_CONTINUE ? 0 : 1;
}

/* ---------------------------------------------------------------- output */

/* What the iteration count of a method counts. */
static const char *iteration_unit(lcp_method method, int count)
{
    switch (method) {
    case LCP_METHOD_LEMKE:
    case LCP_METHOD_REVISED:
    case LCP_METHOD_LEMKE_EXACT: return count == 1 ? "pivot" : "pivots";
    case LCP_METHOD_ENUMERATE: return count == 1 ? "basis tried" : "bases tried";
    case LCP_METHOD_PGS:
    case LCP_METHOD_SOR: return count == 1 ? "sweep" : "sweeps";
    case LCP_METHOD_NEWTON: return count == 1 ? "Newton step" : "Newton steps";
    case LCP_METHOD_BLOCK_GS: return count == 1 ? "sweep" : "sweeps";
    case LCP_METHOD_ACTIVE_SET:
    case LCP_METHOD_SCALAR:
    case LCP_METHOD_AUTO: break;
    }
    return NULL;
}

/* The message without a leading "no solution: ", for "(proven: ...)". */
static const char *proof_text(const char *message)
{
    const char *prefix = "no solution: ";
    size_t length = strlen(prefix);
    return strncmp(message, prefix, length) == 0 ? message + length : message;
}

/* The first line of lcp solve's output. */
static void print_status(const lcp_result *r)
{
    if (r->status == LCP_SOLVED) {
        const char *unit = iteration_unit(r->method, r->iterations);
        printf("status: solved (%s", lcp_method_name(r->method));
        if (unit)
            printf(", %d %s", r->iterations, unit);
        printf(")\n");
    } else if (r->status == LCP_NO_SOLUTION) {
        printf("status: no solution (proven: %s)\n", proof_text(r->message));
    } else {
        /* The iterative methods' limit messages name no option: --max-pivots
         * is the one that raises their limit too. */
        int hint = r->status == LCP_ITERATION_LIMIT && !strstr(r->message, "raise") &&
                   !strstr(r->message, "cycling");
        printf("status: not solved: %s%s\n", r->message, hint ? " (raise --max-pivots)" : "");
    }
    if (r->status == LCP_RAY_UNPROVEN && r->method == LCP_METHOD_LEMKE)
        printf("note: --exact settles a ray for n <= 12, for PSD M, and when no z >= 0 has "
               "Mz + q >= 0\n");
}

/* The size of the terms that make w_i = q_i + sum_j M_ij z_j: w_i is
 * rounding noise when it is below TABLE_NOISE of this (src/table.h). */
static double row_scale(const lcp_data *d, const double *z, int i)
{
    double scale = fabs(d->q[i]);
    for (int j = 0; j < d->n; j++)
        scale += fabs(d->M[i * d->n + j] * z[j]);
    return scale;
}

/* The table i z w in floating point.  z is printed with the fewest digits
 * that read back as the same double (table_format_exact), so that
 * "lcp check FILE Z1 ... Zn" with the printed z repeats lcp solve's own
 * check on the very same numbers; w (not read back) gets 10 digits, and 0
 * when it is rounding noise of its row's terms. */
static void print_table(const lcp_data *d, const double *z, const double *w)
{
    table t;
    char cell[40];
    table_begin(&t, stdout, "i z w");
    for (int i = 0; i < d->n; i++) {
        table_int(&t, i + 1);
        table_format_exact(cell, sizeof cell, z[i]);
        table_text(&t, cell);
        table_num_scaled(&t, w[i], row_scale(d, z, i));
        table_end_row(&t);
    }
    table_end(&t);
}

/* A rational as text, "p/q" or "p"; NULL when memory runs out (free it). */
static char *rational_text(const mpq_t x)
{
    size_t size = mpz_sizeinbase(mpq_numref(x), 10) + mpz_sizeinbase(mpq_denref(x), 10) + 3;
    char *buf = malloc(size);
    if (buf)
        rational_to_text(x, buf, size);
    return buf;
}

/* A rational as a table cell. */
static void text_cell(table *t, const mpq_t x)
{
    char *text = rational_text(x);
    table_text(t, text ? text : "?");
    free(text);
}

/* The table i z w in fractions. */
static void print_table_exact(int n, mpq_t *z, mpq_t *w)
{
    table t;
    table_begin(&t, stdout, "i z w");
    for (int i = 0; i < n; i++) {
        table_int(&t, i + 1);
        text_cell(&t, z[i]);
        text_cell(&t, w[i]);
        table_end_row(&t);
    }
    table_end(&t);
}

/* Print "(v_1, ..., v_n)" in fractions. */
static void print_vector(const mpq_t *v, int n)
{
    fputc('(', stdout);
    for (int i = 0; i < n; i++) {
        char *text = rational_text(v[i]);
        printf("%s%s", i ? ", " : "", text ? text : "?");
        free(text);
    }
    fputc(')', stdout);
}

/* [lcp-certificate] */
/* After "no solution": when the feasible set {z >= 0 : M z + q >= 0} is
 * empty, the Farkas certificate y (lcpq_farkas, verified there) and the
 * numbers a student needs to check it by hand. */
static void print_certificate(const lcpq_problem *p)
{
    int n = p->n;
    mpq_t *y = lcpq_vector_new(n), *z = lcpq_vector_new(n), *Mty = lcpq_vector_new(n), qty;
    mpq_init(qty);
    if (!y || !z || !Mty)
        fprintf(stderr, "lcp: out of memory for the certificate\n");
    else if (lcpq_farkas(p, y, z) == 1 && lcpq_certificate_holds(p, y, Mty, qty)) {
        printf("certificate: y = ");
        print_vector((const mpq_t *)y, n);
        printf(" >= 0\nM'y = ");
        print_vector((const mpq_t *)Mty, n);
        char *text = rational_text(qty);
        printf(" <= 0\nq'y = %s < 0\n", text ? text : "?");
        free(text);
        printf("so y'(Mz + q) = (M'y)'z + q'y < 0 for every z >= 0: some w_i < 0\n");
    }
    mpq_clear(qty);
    lcpq_vector_free(y, n);
    lcpq_vector_free(z, n);
    lcpq_vector_free(Mty, n);
}
/* [/lcp-certificate] */

/* After "solved", for n <= 12 (2^n principal minors): whether z is the
 * only solution, when the matrix class tells.  A P-matrix gives every q
 * exactly one solution; a singular M may give this q more than one. */
static void print_uniqueness(const lcpq_problem *p)
{
    if (p->n > UNIQUENESS_MAX_N)
        return;
    if (lcpq_is_p_matrix(p) == 1)
        printf("z is the only solution (M is a P-matrix)\n");
    else if (lcpq_is_singular(p) == 1)
        printf("z is a solution; it may not be the only one (M is singular)\n");
}

/* ---------------------------------------------------------------- trace */

/* What the trace saw of the current run of Lemke's method, to say how it
 * ended: the last tableau's pivot count, whether z0 is still basic, and
 * whether the variable due to enter next (the complement of the one that
 * left) has a positive entry in its column, i.e. a row that limits it. */
typedef struct {
    int running, n, pivots, z0_basic, next, next_can_enter;
    int max_pivots;
    double pivot_tol; /* floating Lemke's smallest pivot */
} trace_state;

/* Does column j of the tableau hold a pivot, a row that limits the
 * variable?  Entries print as fractions or integers (exact: any positive
 * value will do) or as decimals (floating point: above pivot_tol times
 * the column's largest magnitude, floating Lemke's ratio test); a
 * fraction's sign is that of its leading number. */
static int column_has_pivot(const trace_state *s, const lcp_tableau *t, int j)
{
    char cell[64];
    double largest = 0.0, best = 0.0;
    int decimal = 0;
    for (int i = 0; i < t->n; i++) {
        t->entry(t, i, j, cell, sizeof cell);
        double value = 0.0; /* a cell is a decimal or an exact fraction */
        number_read_double(cell, strlen(cell), &value);
        decimal |= strpbrk(cell, ".eE") != NULL;
        largest = fmax(largest, fabs(value));
        best = fmax(best, value);
    }
    return best > (decimal ? s->pivot_tol * fmax(1.0, largest) : 0.0);
}

/* Keep what print_trace_end needs from a tableau. */
static void remember(trace_state *s, const lcp_tableau *t)
{
    int n = t->n;
    s->running = 1;
    s->n = n;
    s->pivots = t->pivots;
    s->z0_basic = 0;
    for (int i = 0; i < n; i++)
        s->z0_basic |= t->basis[i] == 2 * n;
    s->next = t->pivots == 0 ? 2 * n : t->leaving < n ? t->leaving + n : t->leaving - n;
    s->next_can_enter = s->z0_basic && column_has_pivot(s, t, s->next);
}

/* The trace's last line for a run: how Lemke's method ended.  r, when
 * given, is the final result, for an ending the tableau cannot show. */
static void print_trace_end(trace_state *s, const lcp_result *r)
{
    char name[16];
    s->running = 0;
    if (!s->z0_basic && s->pivots == 0)
        printf("end: q >= 0, so z = 0 solves the LCP without a pivot\n");
    else if (!s->z0_basic)
        printf("end: z0 left the basis at pivot %d: Lemke's method found z\n", s->pivots);
    else if (!s->next_can_enter) {
        lcp_label_name(s->n, s->next, name, sizeof name);
        printf("end: ray: %s could not enter after pivot %d (its column has no positive "
               "entry)\n", name, s->pivots);
    } else if (s->pivots >= s->max_pivots)
        printf("end: pivot limit: %d pivots (--max-pivots %d)\n", s->pivots, s->max_pivots);
    else
        printf("end: stopped after pivot %d%s%s\n", s->pivots, r ? ": " : "",
               r ? r->message : "");
}

/* The trace hook: every tableau as it comes, and the end line of a run
 * when the next run (the exact method after floating point) begins. */
static void print_tableau(const lcp_tableau *tableau, void *user)
{
    trace_state *s = user;
    if (tableau->pivots == 0 && s->running) {
        print_trace_end(s, NULL);
        printf("\nagain in exact arithmetic (the floating-point run proved nothing):\n\n");
    }
    lcp_tableau_print(stdout, tableau);
    remember(s, tableau);
}

/* ---------------------------------------------------------------- exact data */

/* The exact problem from the numbers as written (the reader has checked
 * every one with number_read_rational already), or from the doubles' exact
 * values when the reader kept no text; 0, or -1 out of memory (p empty). */
static int exact_problem(const lcp_data *d, lcpq_problem *p)
{
    if (lcpq_init(p, d->n) != 0)
        return -1;
    if (!d->M_text || !d->q_text) {
        lcp_problem doubles = {.n = d->n, .M = d->M, .q = d->q};
        return lcpq_from_doubles(p, &doubles);
    }
    for (int k = 0; k < d->n * d->n; k++)
        number_read_rational(p->M[k], d->M_text[k]);
    for (int i = 0; i < d->n; i++)
        number_read_rational(p->q[i], d->q_text[i]);
    return 0;
}

/* What the matrix class and the feasible set add to a verdict: the
 * certificate after "no solution", whether z is unique after "solved". */
static void print_evidence(const lcpq_problem *p, lcp_status s)
{
    if (s == LCP_NO_SOLUTION)
        print_certificate(p);
    else if (s == LCP_SOLVED)
        print_uniqueness(p);
}

/* print_evidence for the problem in d, built exactly only when needed. */
static void print_evidence_of(const lcp_data *d, lcp_status s)
{
    if (s != LCP_NO_SOLUTION && (s != LCP_SOLVED || d->n > UNIQUENESS_MAX_N))
        return;
    lcpq_problem p;
    exact_problem(d, &p);
    print_evidence(&p, s);
    lcpq_clear(&p);
}

/* ---------------------------------------------------------------- rounding on reading */

/* A proof is about the numbers it was made for.  The floating-point
 * methods see the doubles the reader made of the file's numbers; where a
 * number is not a double (0.1, or 1e-400, which is read as 0), a "no
 * solution" proven for the doubles says nothing about the file, and a z
 * checked against the doubles may not solve the file when a number lost
 * all its digits (below the smallest double, 2.2e-308, only a few digits or
 * none are left).  These functions find such numbers from the texts the
 * reader kept (lcp_io.h), exactly (number_read_rational). */

enum { AUTO_EXACT_MAX_N = 60 }; /* n up to which auto goes exact (lcp_solve.c) */

/* Is text an integer of at most 15 digits, which a double holds exactly? */
static int small_integer_text(const char *text)
{
    const char *c = text + (*text == '+' || *text == '-');
    size_t digits = strspn(c, "0123456789");
    return digits > 0 && digits <= 15 && c[digits] == '\0';
}

/* Is text a zero as written ("0", "-0.00", "0e5", "0/7")? */
static int zero_text(const char *text)
{
    const char *c = text + (*text == '+' || *text == '-');
    c += strspn(c, "0.");
    return *c == '\0' || *c == 'e' || *c == 'E' || *c == '/';
}

/* Did the reader round the number written as text to get value?  x and y
 * are scratch; x is left holding the number as written. */
static int rounded_on_reading(const char *text, double value, mpq_t x, mpq_t y)
{
    if ((text[0] == '0' && text[1] == '\0') || small_integer_text(text) ||
        (value == 0.0 && zero_text(text)))
        return 0; /* "0" first: most entries of a large M */
    number_read_rational(x, text);
    mpq_set_d(y, value);
    return !mpq_equal(x, y);
}

/* Did the number lose all or most of its digits (read as 0 or as a
 * subnormal double)?  Elsewhere rounding changes a number by at most half a
 * unit in its 53rd bit, 1.1e-16 of it. */
static int lost_digits(double value)
{
    return fabs(value) < DBL_MIN;
}

/* Entry k of the data: M's entries row by row, then q's. */
static const char *entry_text(const lcp_data *d, long k)
{
    long nn = (long)d->n * d->n;
    return k < nn ? d->M_text[k] : d->q_text[k - nn];
}

/* The value the reader made of entry k. */
static double entry_value(const lcp_data *d, long k)
{
    long nn = (long)d->n * d->n;
    return k < nn ? d->M[k] : d->q[k - nn];
}

/* "M_12 = 1e-400 is not a double (read as 0)" for entry k. */
static void describe_rounding(const lcp_data *d, long k, char *buf, size_t size)
{
    long n = d->n, nn = n * n;
    char name[48], read[48];
    if (k < nn)
        snprintf(name, sizeof name, "M_%ld%s%ld", k / n + 1, n > 9 ? "," : "", k % n + 1);
    else
        snprintf(name, sizeof name, "q_%ld", k - nn + 1);
    const char *text = entry_text(d, k);
    snprintf(read, sizeof read, "%.25g", entry_value(d, k));
    snprintf(buf, size, "%s = %.40s%s is not a double (read as %s)", name, text,
             strlen(text) > 40 ? "..." : "", read);
}

/* The first number the reader rounded, preferring one that lost its
 * digits; -1 when every number is a double exactly (then a proof about
 * the doubles is one about the file). */
static long first_rounded(const lcp_data *d)
{
    long count = (long)d->n * d->n + d->n, found = -1;
    mpq_t x, y;
    mpq_inits(x, y, NULL);
    for (int pass = 0; pass < 2 && found < 0; pass++)
        for (long k = 0; k < count && found < 0; k++) {
            double value = entry_value(d, k);
            if ((pass == 0) == lost_digits(value) &&
                rounded_on_reading(entry_text(d, k), value, x, y))
                found = k;
        }
    mpq_clears(x, y, NULL);
    return found;
}

/* For a z checked against the doubles (lcp_check, backward error tol of
 * each row's terms): does it solve the file's numbers too?  Rounding moves
 * a normal number by at most 1.1e-16 of it, far inside tol; a number that
 * lost its digits moves w_i = q_i + sum_j M_ij z_j by |x - value| |z_j| (or
 * |x - value| for q_i), which can be all of w_i.  Those moves are summed
 * exactly per row and must stay within tol (|q_i| + sum_j |M_ij z_j|), the
 * row's own tolerance, so that z solves the file's numbers to within twice
 * the tolerance it solves the doubles.  Returns the first entry that
 * breaks it (in the first row that breaks), -1, or NO_MEMORY. */
static long lost_digits_matter(const lcp_data *d, const double *z, double tol)
{
    long n = d->n, nn = n * n, culprit = -1;
    mpq_t x, y, limit;
    mpq_inits(x, y, limit, NULL);
    mpq_t *move = NULL;
    long *first = NULL;
    for (long k = 0; k < nn + n; k++) {
        double value = entry_value(d, k);
        if (!lost_digits(value) || !rounded_on_reading(entry_text(d, k), value, x, y))
            continue;
        if (!move) {
            move = lcpq_vector_new((int)n);
            first = malloc((size_t)n * sizeof *first);
            if (!move || !first) {
                culprit = NO_MEMORY;
                break;
            }
            for (long i = 0; i < n; i++)
                first[i] = -1;
        }
        long i = k < nn ? k / n : k - nn;
        mpq_sub(x, x, y);
        mpq_abs(x, x);
        if (k < nn) {
            mpq_set_d(y, fabs(z[k % n]));
            mpq_mul(x, x, y);
        }
        if (mpq_sgn(x) != 0 && first[i] < 0)
            first[i] = k;
        mpq_add(move[i], move[i], x);
    }
    for (long i = 0; move && first && i < n && culprit == -1; i++) {
        if (first[i] < 0)
            continue;
        double scale = fabs(d->q[i]);
        for (long j = 0; j < n; j++)
            scale += fabs(d->M[i * n + j] * z[j]);
        mpq_set_d(limit, tol * scale);
        if (mpq_cmp(move[i], limit) > 0)
            culprit = first[i];
    }
    lcpq_vector_free(move, (int)n);
    free(first);
    mpq_clears(x, y, limit, NULL);
    return culprit;
}

/* ---------------------------------------------------------------- solve */

typedef struct {
    const char *method, *tie_rule;
    int max_pivots;
    double tol, omega;
    int exact, trace;
} solve_settings;

/* The method named on the command line; "exact" means exact Lemke. */
static lcp_method method_from_name(const char *name)
{
    static const lcp_method methods[] = {LCP_METHOD_AUTO,        LCP_METHOD_SCALAR,
                                         LCP_METHOD_LEMKE,       LCP_METHOD_LEMKE_EXACT,
                                         LCP_METHOD_ENUMERATE,   LCP_METHOD_PGS,
                                         LCP_METHOD_SOR,         LCP_METHOD_NEWTON,
                                         LCP_METHOD_REVISED};
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        if (strcmp(name, lcp_method_name(methods[i])) == 0)
            return methods[i];
    return LCP_METHOD_AUTO;
}

/* The trace's end line (when tracing), then the status line; returns the
 * exit status.  A bad-input verdict goes to stderr. */
static int solve_outcome(const char *file, trace_state *trace, const lcp_result *r)
{
    if (trace->running)
        print_trace_end(trace, r);
    if (r->status == LCP_BAD_INPUT) {
        fprintf(stderr, "lcp: %s: %s\n", file, r->message);
        return lcp_exit_code(r->status);
    }
    print_status(r);
    return lcp_exit_code(r->status);
}

/* Solve in rational arithmetic and print fractions. */
static int solve_exact(const char *file, const lcp_data *d, const lcp_options *o,
                       lcp_method method)
{
    lcpq_problem p;
    lcp_result r = {0};
    mpq_t *z = NULL, *w = NULL;
    if (exact_problem(d, &p) != 0 || !(z = lcpq_vector_new(d->n)) ||
        !(w = lcpq_vector_new(d->n))) {
        fprintf(stderr, "lcp: %s: out of memory\n", file);
        lcpq_vector_free(z, d->n);
        lcpq_clear(&p);
        return EXIT_OUT_OF_MEMORY;
    }
    lcp_status s = method == LCP_METHOD_ENUMERATE ? lcpq_enumerate(&p, z, &r)
                                                  : lcpq_solve(&p, o, z, &r);
    int status = solve_outcome(file, o->trace_user, &r);
    if (s == LCP_SOLVED) {
        lcpq_check(&p, z, w);
        print_table_exact(d->n, z, w);
    }
    print_evidence(&p, s);
    lcpq_vector_free(z, d->n);
    lcpq_vector_free(w, d->n);
    lcpq_clear(&p);
    return status;
}

/* The floating-point result rests on numbers the file does not hold (why
 * names one), and it is not solved again exactly (a z of a method other
 * than auto, or n > 60): a z that solves only the doubles, or a proof
 * about the doubles, is not printed as the file's.  Exit 3: nothing
 * proven. */
static int refuse_rounded(trace_state *trace, const lcp_result *r, const char *why)
{
    if (trace->running)
        print_trace_end(trace, r);
    if (r->status == LCP_SOLVED)
        printf("status: not solved: %s, and z, a solution for the numbers as read, breaks "
               "the numbers as written beyond the tolerance (try --exact)\n", why);
    else
        printf("status: not solved: %s, so '%s' holds for the numbers as read, not as "
               "written (try --exact)\n", why, proof_text(r->message));
    return EXIT_NOT_A_SOLUTION;
}

/* n <= 60, on a file whose numbers are not all doubles, after a
 * floating-point result that rests on them (auto's, or any "no
 * solution"): exact Lemke (and what
 * lcpq_solve adds after a ray) on the numbers as written, printed as
 * --exact prints it, then a note saying why. */
static int solve_again_exactly(const char *file, const lcp_data *d, const lcp_options *o,
                               const lcp_result *r, const char *why)
{
    trace_state *trace = o->trace_user;
    if (trace->running) {
        print_trace_end(trace, r);
        printf("\nagain in exact arithmetic on the numbers as written (%s):\n\n", why);
    }
    lcp_options exact = *o;
    exact.method = LCP_METHOD_LEMKE_EXACT;
    int status = solve_exact(file, d, &exact, LCP_METHOD_LEMKE_EXACT);
    printf("note: %s: solved again in exact arithmetic on the numbers as written\n", why);
    return status;
}

/* Which number of the file, rounded on reading, the floating-point result
 * s (z when solved) rests on, or -1 when the result holds for the file as
 * written: a proof, always (every number must be a double exactly); a
 * failure, when auto can go exact (n <= 60) and so may succeed on the
 * numbers as written; a solution, when a number that lost its digits moves
 * w beyond the tolerance (lost_digits_matter). */
static long rounding_culprit(const lcp_data *d, const lcp_options *o, lcp_status s,
                             const double *z)
{
    int auto_exact = o->method == LCP_METHOD_AUTO && d->n <= AUTO_EXACT_MAX_N;
    if (s == LCP_SOLVED)
        return lost_digits_matter(d, z, o->tol);
    if (s == LCP_NO_SOLUTION || (auto_exact && s != LCP_BAD_INPUT))
        return first_rounded(d);
    return -1;
}

/* Solve in floating point and print decimals.  When the result rests on
 * a number the reader rounded (rounding_culprit), auto, and any method
 * that claims "no solution", solves again in exact arithmetic on the
 * numbers as written (n <= 60), whose verdict is then the one printed; a
 * z of another method, or n > 60, is refused with the number named (exit
 * 3: nothing proven). */
static int solve_float(const char *file, const lcp_data *d, const lcp_options *o)
{
    double *z = calloc((size_t)d->n, sizeof *z), *w = calloc((size_t)d->n, sizeof *w);
    if (!z || !w) {
        fprintf(stderr, "lcp: out of memory\n");
        free(z);
        free(w);
        return EXIT_OUT_OF_MEMORY;
    }
    lcp_problem p = {.n = d->n, .M = d->M, .q = d->q};
    lcp_result r = {0};
    lcp_status s = lcp_solve(&p, o, z, w, &r);
    long culprit = rounding_culprit(d, o, s, z);
    int status;
    if (culprit == NO_MEMORY) {
        fprintf(stderr, "lcp: out of memory\n");
        status = EXIT_OUT_OF_MEMORY;
    } else if (culprit >= 0) {
        char why[256];
        describe_rounding(d, culprit, why, sizeof why);
        int go_exact = (o->method == LCP_METHOD_AUTO || s == LCP_NO_SOLUTION) &&
                       d->n <= AUTO_EXACT_MAX_N;
        status = go_exact ? solve_again_exactly(file, d, o, &r, why)
                     : refuse_rounded(o->trace_user, &r, why);
    } else {
        status = solve_outcome(file, o->trace_user, &r);
        if (s == LCP_SOLVED)
            print_table(d, z, w);
        print_evidence_of(d, s);
        if (s == LCP_BAD_INPUT && (culprit = first_rounded(d)) >= 0 &&
            lost_digits(entry_value(d, culprit))) {
            char why[256];
            describe_rounding(d, culprit, why, sizeof why);
            fprintf(stderr, "lcp: note: %s\n", why);
        }
    }
    free(z);
    free(w);
    return status;
}

/* Refuse the options that do nothing with this method (cli_refuse says
 * which, and why); 0 if none was given. */
static int refuse_idle_options(const cli_spec *spec, const solve_settings *s,
                               lcp_method method)
{
    char mode[64], context[160];
    int exact = s->exact || method == LCP_METHOD_LEMKE_EXACT || method == LCP_METHOD_ENUMERATE;
    int lemke = method == LCP_METHOD_AUTO || method == LCP_METHOD_LEMKE ||
                method == LCP_METHOD_LEMKE_EXACT;
    snprintf(mode, sizeof mode, "with --method %s%s", s->method, s->exact ? " --exact" : "");
    snprintf(context, sizeof context, "%s: it is the relaxation of --method sor (try --help)",
             mode);
    if (method != LCP_METHOD_SOR && cli_refuse(spec, "omega", context))
        return 1;
    snprintf(context, sizeof context, "%s: it is the ratio test of Lemke's method (try --help)",
             mode);
    if (!lemke && cli_refuse(spec, "tie-rule", context))
        return 1;
    snprintf(context, sizeof context, "%s, which tries every basis (try --help)", mode);
    if (method == LCP_METHOD_ENUMERATE && cli_refuse(spec, "max-pivots", context))
        return 1;
    snprintf(context, sizeof context, "%s: the closed form does not iterate (try --help)", mode);
    if (method == LCP_METHOD_SCALAR && cli_refuse(spec, "max-pivots", context))
        return 1;
    snprintf(context, sizeof context, "%s: the check is exact (try --help)", mode);
    return exact && cli_refuse(spec, "tol", context);
}

/* Is the combination of method and flags one that makes sense?  0 if so. */
static int check_combination(const cli_spec *spec, const solve_settings *s, lcp_method method)
{
    int floating = method == LCP_METHOD_PGS || method == LCP_METHOD_SOR ||
                   method == LCP_METHOD_NEWTON || method == LCP_METHOD_SCALAR;
    if (s->exact && floating) {
        fprintf(stderr, "lcp: --exact needs --method auto, lemke, exact or enumerate "
                        "(%s works in floating point) (try --help)\n", s->method);
        return 1;
    }
    if (s->trace && (floating || method == LCP_METHOD_ENUMERATE)) {
        fprintf(stderr, "lcp: --trace prints Lemke's tableaux: it needs --method auto, "
                        "lemke or exact, not %s (try --help)\n", s->method);
        return 1;
    }
    if (s->omega >= 2.0) {
        fprintf(stderr, "lcp: option --omega: expected a number in (0, 2), got '%g' "
                        "(try --help)\n", s->omega);
        return 1;
    }
    return refuse_idle_options(spec, s, method);
}

/* The solver's options from the command line's settings. */
static lcp_options solve_options(const solve_settings *s, lcp_method method,
                                 trace_state *trace)
{
    lcp_options o = lcp_default_options();
    o.method = method;
    o.tol = s->tol;
    o.omega = s->omega;
    o.max_iterations = s->max_pivots;
    o.tie_rule = strcmp(s->tie_rule, "first") == 0 ? LCP_TIE_FIRST : LCP_TIE_LEXICOGRAPHIC;
    o.trace = s->trace ? print_tableau : NULL;
    o.trace_user = trace;
    *trace = (trace_state){.max_pivots = s->max_pivots, .pivot_tol = o.pivot_tol};
    return o;
}

/* Read the file and solve it as the settings say. */
static int run_solve(const char *file, const solve_settings *s, lcp_method method)
{
    lcp_data d;
    char err[512];
    int read = lcp_read_file(file, &d, err, sizeof err);
    if (read != 0) {
        fprintf(stderr, "lcp: %s\n", err);
        return read == LCP_IO_NO_MEMORY ? EXIT_OUT_OF_MEMORY : EXIT_USAGE;
    }
    trace_state trace;
    lcp_options o = solve_options(s, method, &trace);
    int exact = s->exact || method == LCP_METHOD_LEMKE_EXACT || method == LCP_METHOD_ENUMERATE;
    if (exact)
        o.method = method == LCP_METHOD_ENUMERATE ? method : LCP_METHOD_LEMKE_EXACT;
    int status = exact ? solve_exact(file, &d, &o, o.method) : solve_float(file, &d, &o);
    lcp_data_free(&d);
    return status;
}

/* lcp solve FILE [options]. */
static int command_solve(int argc, char **argv)
{
    lcp_options defaults = lcp_default_options();
    solve_settings s = {"auto", "lexicographic", defaults.max_iterations, defaults.tol,
                        defaults.omega, 0, 0};
    cli_option options[] = {
        {"method", CLI_WORD, &s.method, CLI_ANY,
         "auto|scalar|lemke|revised|exact|enumerate|pgs|sor|newton", "the solver", 0},
        {"max-pivots", CLI_INT, &s.max_pivots, CLI_POSITIVE, NULL, "pivot limit", 0},
        {"tol", CLI_REAL, &s.tol, CLI_POSITIVE, NULL, "tolerance of the check", 0},
        {"omega", CLI_REAL, &s.omega, CLI_POSITIVE, NULL, "relaxation of sor", 0},
        {"tie-rule", CLI_WORD, &s.tie_rule, CLI_ANY, "lexicographic|first",
         "Lemke's tie-break", 0},
    };
    cli_spec spec = {"lcp", "solve an LCP", NULL, options, 5, NULL};
    arguments a;
    if (split_arguments(argc, argv, 2, &spec, 1, &a) != 0)
        return EXIT_USAGE;
    if (a.help) {
        printf(solve_help, defaults.max_iterations, defaults.tol, defaults.omega);
        return 0;
    }
    if (parse_options(&spec, &a) != 0)
        return EXIT_USAGE;
    if (a.count != 1) {
        fprintf(stderr, a.count == 0 ? "lcp: solve: expected a FILE (or - for standard input) "
                                       "(try --help)\n"
                                     : "lcp: solve: expected one FILE, got %d arguments "
                                       "(try --help)\n",
                a.count);
        return EXIT_USAGE;
    }
    s.exact = a.exact;
    s.trace = a.trace;
    lcp_method method = method_from_name(s.method);
    if (check_combination(&spec, &s, method) != 0)
        return EXIT_USAGE;
    return run_solve(a.positional[0], &s, method);
}

/* ---------------------------------------------------------------- check */

/* Is the number written as an integer or a fraction (no point, no exponent)? */
static int written_exactly(const char *text)
{
    return strpbrk(text, ".eE") == NULL;
}

/* Is the text NaN or an infinity spelt out ("nan", "-inf", "Infinity"),
 * rather than a number too large for a double? */
static int not_finite_word(const char *text)
{
    number_status status = number_scan(text, strlen(text), NULL);
    return status == NUMBER_NAN || status == NUMBER_INF;
}

/* Is text an integer or a fraction that number_read_rational reads?  The
 * exact check needs no double of it (5 followed by 400 zeros is fine). */
static int exact_text(const char *text)
{
    mpq_t x;
    mpq_init(x);
    int ok = written_exactly(text) && number_read_rational(x, text) == NUMBER_OK;
    mpq_clear(x);
    return ok;
}

/* The candidate z from the command line, as doubles; 0, or 1 after a
 * message.  With exact set (every Zi an integer or a fraction: the check
 * is exact, on the texts), a Zi beyond the doubles is accepted. */
static int read_candidate(const lcp_data *d, char **texts, int count, int exact, double *z)
{
    char err[256];
    if (count != d->n) {
        fprintf(stderr, "lcp: check: the problem has n = %d unknown%s: give %d number%s "
                        "Z1 ... Zn after the file, got %d (try --help)\n",
                d->n, d->n == 1 ? "" : "s", d->n, d->n == 1 ? "" : "s", count);
        return 1;
    }
    for (int i = 0; i < count; i++)
        if (not_finite_word(texts[i])) {
            fprintf(stderr, "lcp: check: Z%d: '%s' is not a finite number: z_%d must be "
                            "finite (try --help)\n", i + 1, texts[i], i + 1);
            return 1;
        } else if (lcp_parse_number(texts[i], &z[i], err, sizeof err) != 0 &&
                   !(exact && exact_text(texts[i]))) {
            fprintf(stderr, "lcp: check: Z%d: %s (try --help)\n", i + 1, err);
            return 1;
        }
    return 0;
}

/* Print one exact violation line "violated: NAME at i = I (LABEL = VALUE)". */
static void exact_violation(lcp_condition c, int i, const char *label, const mpq_t value)
{
    char *text = rational_text(value);
    printf("violated: %s at i = %d (%s = %s)\n", lcp_condition_name(c), i + 1, label,
           text ? text : "?");
    free(text);
}

/* List what z and w break, exactly; returns the number of violations. */
static int exact_violations(int n, mpq_t *z, mpq_t *w)
{
    int count = 0;
    char label[48];
    mpq_t product;
    mpq_init(product);
    for (int i = 0; i < n; i++) {
        if (mpq_sgn(z[i]) < 0) {
            snprintf(label, sizeof label, "z_%d", i + 1);
            exact_violation(LCP_Z_NEGATIVE, i, label, z[i]);
            count++;
        }
        if (mpq_sgn(w[i]) < 0) {
            snprintf(label, sizeof label, "w_%d", i + 1);
            exact_violation(LCP_W_NEGATIVE, i, label, w[i]);
            count++;
        }
        mpq_mul(product, z[i], w[i]);
        if (mpq_sgn(product) != 0) {
            snprintf(label, sizeof label, "z_%d w_%d", i + 1, i + 1);
            exact_violation(LCP_NOT_COMPLEMENTARY, i, label, product);
            count++;
        }
    }
    mpq_clear(product);
    return count;
}

/* The exact check: rational arithmetic on the numbers as written. */
static int check_exact(const lcp_data *d, char **texts)
{
    lcpq_problem p;
    mpq_t *z = NULL, *w = NULL;
    if (exact_problem(d, &p) != 0 || !(z = lcpq_vector_new(d->n)) ||
        !(w = lcpq_vector_new(d->n))) {
        fprintf(stderr, "lcp: out of memory\n");
        lcpq_vector_free(z, d->n);
        lcpq_clear(&p);
        return EXIT_OUT_OF_MEMORY;
    }
    for (int i = 0; i < d->n; i++)
        number_read_rational(z[i], texts[i]);
    int ok = lcpq_check(&p, z, w);
    print_table_exact(d->n, z, w);
    int count = exact_violations(d->n, z, w);
    ok = ok && count == 0;
    printf("z is %sa solution (exact)\n", ok ? "" : "not ");
    lcpq_vector_free(z, d->n);
    lcpq_vector_free(w, d->n);
    lcpq_clear(&p);
    return ok ? 0 : EXIT_NOT_A_SOLUTION;
}

/* The name of the number a violation reports. */
static void violation_label(const lcp_violation *v, const double *z, char *buf, size_t size)
{
    int i = v->index + 1;
    switch (v->condition) {
    case LCP_Z_NEGATIVE:
    case LCP_Z_TOO_LARGE: snprintf(buf, size, "z_%d", i); return;
    case LCP_W_NEGATIVE: snprintf(buf, size, "w_%d", i); return;
    case LCP_NOT_COMPLEMENTARY: snprintf(buf, size, "z_%d w_%d", i, i); return;
    case LCP_NOT_FINITE: break;
    }
    snprintf(buf, size, "%c_%d", v->value == z[v->index] ? 'z' : 'w', i);
}

/* The floating-point check, to the relative tolerance tol, of the
 * numbers as read; a z it passes is not called a solution when a number
 * of the file that lost its digits on reading moves w beyond the
 * tolerance (lost_digits_matter). */
static int check_float(const lcp_data *d, const double *z, double tol)
{
    int n = d->n, capacity = 4 * n;
    double *w = calloc((size_t)n, sizeof *w);
    lcp_violation *v = calloc((size_t)capacity, sizeof *v);
    if (!w || !v) {
        fprintf(stderr, "lcp: out of memory\n");
        free(w);
        free(v);
        return EXIT_OUT_OF_MEMORY;
    }
    lcp_problem p = {.n = n, .M = d->M, .q = d->q};
    int count = lcp_check(&p, z, tol, w, v, capacity);
    print_table(d, z, w);
    for (int k = 0; k < count && k < capacity; k++) {
        char label[48], value[40];
        violation_label(&v[k], z, label, sizeof label);
        table_format(value, sizeof value, v[k].value, 10);
        printf("violated: %s at i = %d (%s = %s)\n", lcp_condition_name(v[k].condition),
               v[k].index + 1, label, value);
    }
    long culprit = count == 0 ? lost_digits_matter(d, z, tol) : -1;
    if (culprit == NO_MEMORY) {
        fprintf(stderr, "lcp: out of memory\n");
        free(w);
        free(v);
        return EXIT_OUT_OF_MEMORY;
    }
    if (culprit >= 0) {
        char why[256];
        describe_rounding(d, culprit, why, sizeof why);
        printf("z solves the numbers as read, but %s, which moves w beyond the tolerance: "
               "z is not shown to be a solution of the numbers as written (write z as "
               "integers or fractions for the exact check)\n", why);
        count = 1;
    } else
        printf("z is %sa solution (to tolerance %g)\n", count == 0 ? "" : "not ", tol);
    free(w);
    free(v);
    return count == 0 ? 0 : EXIT_NOT_A_SOLUTION;
}

/* Read the problem and the candidate, then check it exactly when every Zi
 * was written exactly, otherwise in floating point. */
static int run_check(char **positional, int count, double tol)
{
    lcp_data d;
    char err[512];
    int read = lcp_read_file(positional[0], &d, err, sizeof err);
    if (read != 0) {
        fprintf(stderr, "lcp: %s\n", err);
        return read == LCP_IO_NO_MEMORY ? EXIT_OUT_OF_MEMORY : EXIT_USAGE;
    }
    double *z = calloc((size_t)d.n, sizeof *z);
    int status = EXIT_USAGE;
    if (!z) {
        fprintf(stderr, "lcp: out of memory\n");
        status = EXIT_OUT_OF_MEMORY;
    } else {
        int exact = 1;
        for (int i = 1; i < count; i++)
            exact = exact && written_exactly(positional[i]);
        if (read_candidate(&d, positional + 1, count - 1, exact, z) == 0)
            status = exact ? check_exact(&d, positional + 1) : check_float(&d, z, tol);
    }
    free(z);
    lcp_data_free(&d);
    return status;
}

/* lcp check FILE Z1 ... Zn [--tol X]. */
static int command_check(int argc, char **argv)
{
    double tol = lcp_default_options().tol;
    cli_option options[] = {
        {"tol", CLI_REAL, &tol, CLI_POSITIVE, NULL, "tolerance of the check", 0},
    };
    cli_spec spec = {"lcp", "check a candidate z", NULL, options, 1, NULL};
    arguments a;
    if (split_arguments(argc, argv, 2, &spec, 0, &a) != 0)
        return EXIT_USAGE;
    if (a.help) {
        printf(check_help, tol);
        return 0;
    }
    if (parse_options(&spec, &a) != 0)
        return EXIT_USAGE;
    if (a.count < 1) {
        fprintf(stderr, "lcp: check: expected FILE Z1 ... Zn (try --help)\n");
        return EXIT_USAGE;
    }
    return run_check(a.positional, a.count, tol);
}

/* ---------------------------------------------------------------- main */

/* glibc returns a large block to the kernel when it is freed and takes
 * fresh pages, each zeroed on its first touch, for the next: the reader's
 * buffers, then Lemke's tableau.  A short-lived process does better to
 * keep its heap: the freed pages serve the next allocation as they are. */
static void keep_freed_memory(void)
{
#if defined(__GLIBC__) && defined(M_MMAP_THRESHOLD)
    mallopt(M_MMAP_THRESHOLD, 1 << 30);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
}

/* lcp solve | check | help. */
int main(int argc, char **argv)
{
    keep_freed_memory();
    if (argc < 2) {
        fprintf(stderr, "lcp: expected a command, solve or check (try --help)\n");
        return EXIT_USAGE;
    }
    const char *command = argv[1];
    if (strcmp(command, "--help") == 0 || strcmp(command, "-h") == 0 ||
        strcmp(command, "help") == 0) {
        fputs(main_help, stdout);
        return 0;
    }
    if (strcmp(command, "solve") == 0)
        return command_solve(argc, argv);
    if (strcmp(command, "check") == 0)
        return command_check(argc, argv);
    fprintf(stderr, "lcp: unknown command '%s': expected solve or check (try --help)\n",
            command);
    return EXIT_USAGE;
}
