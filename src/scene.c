/* scene.c: reading a scene file (scene.h). */
#include "scene.h"
#include "contact_detect.h"
#include "lcp_io.h"
#include "quat.h"
#include "textfile.h"

#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_WORDS 40
#define MAX_LINE 1024

typedef struct {
    const char *name;
    int line;
    char *err;
    size_t err_size;
    scene_file *f;
    int nwords;
    char *word[MAX_WORDS];
} parser;

/* "NAME:LINE: message"; returns 1. */
static int fail(parser *p, const char *format, ...)
{
    char msg[400];
    va_list args;
    va_start(args, format);
    vsnprintf(msg, sizeof msg, format, args);
    va_end(args);
    snprintf(p->err, p->err_size, "%s:%d: %s", p->name, p->line, msg);
    return 1;
}

/* Word i as a number (the lcp file's grammar: 3, -0.25, 1e-3, 9/2). */
static int number(parser *p, int i, const char *what, double *value)
{
    char why[300];
    if (i >= p->nwords)
        return fail(p, "%s: expected a number, the line ends", what);
    if (lcp_parse_number(p->word[i], value, why, sizeof why) != 0)
        return fail(p, "%s: %s", what, why);
    return 0;
}

/* n numbers from word i on. */
static int numbers(parser *p, int i, int n, const char *what, double *v)
{
    for (int k = 0; k < n; k++)
        if (number(p, i + k, what, v + k))
            return 1;
    return 0;
}

/* Exactly n words on the line. */
static int words(parser *p, int n, const char *usage)
{
    if (p->nwords != n)
        return fail(p, "expected '%s' (%d words), got %d words", usage, n, p->nwords);
    return 0;
}

/* Word i as the name of a declared box. */
static int body(parser *p, int i, int *k)
{
    *k = bodies_find_body(&p->f->scene, p->word[i]);
    if (*k < 0)
        return fail(p, "no box named '%s' (declare it with 'box %s ...' above this line)",
                    p->word[i], p->word[i]);
    return 0;
}

static int item_gravity(parser *p)
{
    return words(p, 4, "gravity GX GY GZ") || numbers(p, 1, 3, "gravity", p->f->scene.gravity);
}

static int item_step(parser *p)
{
    if (words(p, 2, "step H") || number(p, 1, "step", &p->f->scene.h))
        return 1;
    return p->f->scene.h > 0.0 ? 0 : fail(p, "step: the time step must be > 0, got %s",
                                          p->word[1]);
}

/* An integer word in lo..hi. */
static int integer(parser *p, int i, const char *what, int lo, int hi, int *value)
{
    double v;
    if (number(p, i, what, &v))
        return 1;
    if (v != floor(v) || v < lo || v > hi)
        return fail(p, "%s: expected an integer in %d..%d, got %s", what, lo, hi, p->word[i]);
    *value = (int)v;
    return 0;
}

static int item_steps(parser *p)
{
    return words(p, 2, "steps N") || integer(p, 1, "steps", 0, (int)SCENE_MAX_STEPS, &p->f->steps);
}

static int item_nd(parser *p)
{
    return words(p, 2, "nd ND") || integer(p, 1, "nd", 3, RIGID_CONTACT_MAX_ND, &p->f->scene.nd);
}

/* A friction coefficient >= 0 from word i. */
static int friction(parser *p, int i, double *mu)
{
    if (number(p, i, "mu", mu))
        return 1;
    return *mu >= 0.0 ? 0 : fail(p, "mu: a friction coefficient is >= 0, got %s", p->word[i]);
}

/* friction pyramid | friction phantom RHO (RHO >= 0, kg: contact_phantom.h). */
static int item_friction(parser *p)
{
    bodies_scene *s = &p->f->scene;
    if (p->nwords >= 2 && strcmp(p->word[1], "pyramid") == 0) {
        s->friction = BODIES_FRICTION_PYRAMID;
        return words(p, 2, "friction pyramid");
    }
    if (p->nwords < 2 || strcmp(p->word[1], "phantom") != 0)
        return fail(p, "expected 'friction pyramid' or 'friction phantom RHO'");
    if (words(p, 3, "friction phantom RHO") || number(p, 2, "rho", &s->rho))
        return 1;
    s->friction = BODIES_FRICTION_PHANTOM;
    return s->rho >= 0.0 ? 0 : fail(p, "rho: the phantom inertia is >= 0, got %s", p->word[2]);
}

static int item_ground(parser *p)
{
    if (words(p, 3, "ground mu MU") || strcmp(p->word[1], "mu") != 0)
        return p->nwords == 3 ? fail(p, "expected 'ground mu MU', got 'ground %s'", p->word[1])
                              : 1;
    p->f->scene.ground = 1;
    return friction(p, 2, &p->f->scene.ground_mu);
}

static int item_mu(parser *p)
{
    int a, b;
    double mu;
    if (words(p, 4, "mu NAME1 NAME2 MU") || body(p, 1, &a) || body(p, 2, &b) ||
        friction(p, 3, &mu))
        return 1;
    if (a == b)
        return fail(p, "mu: '%s' twice; give two different boxes", p->word[1]);
    if (bodies_set_mu(&p->f->scene, a, b, mu) != 0)
        return fail(p, "mu: out of memory");
    return 0;
}

static int item_force(parser *p)
{
    int k;
    return words(p, 5, "force NAME FX FY FZ") || body(p, 1, &k) ||
           numbers(p, 2, 3, "force", p->f->scene.body[k].force);
}

/* [scene-joint] */
static int item_joint(parser *p)
{
    int a, b = BODIES_GROUND;
    double at[3];
    /* The joined boxes pass through each other unless the line ends in
     * 'collide'; 'nocollide', the default, may be said too. */
    int collide = p->nwords == 9 && strcmp(p->word[8], "collide") == 0;
    int last = p->nwords == 9 && (collide || strcmp(p->word[8], "nocollide") == 0);
    if (p->nwords == 9 && !last)
        return fail(p, "joint: unknown word '%s' after the point (the words are 'collide' "
                       "and 'nocollide')", p->word[8]);
    if (!last && words(p, 8, "joint ball NAME1 NAME2|world at X Y Z [collide]"))
        return 1;
    if (strcmp(p->word[1], "ball") != 0)
        return fail(p, "joint: unknown joint '%s' (the one kind is 'ball')", p->word[1]);
    if (strcmp(p->word[4], "at") != 0)
        return fail(p, "joint: expected 'at X Y Z' after the bodies, got '%s'", p->word[4]);
    if (body(p, 2, &a) || (strcmp(p->word[3], "world") != 0 && body(p, 3, &b)) ||
        numbers(p, 5, 3, "joint ... at", at))
        return 1;
    if (a == b)
        return fail(p, "joint: '%s' joined to itself", p->word[2]);
    int k = bodies_add_joint(&p->f->scene, a, b, at);
    if (k < 0)
        return fail(p, "joint: out of memory");
    p->f->scene.joint[k].collide = collide;
    return 0;
}
/* [/scene-joint] */

/* The optional parts of a box line: quat, vel, omega, from word i on, each
 * at most once. */
static int box_options(parser *p, int i, bodies_box *b)
{
    double omega[3] = {0, 0, 0};
    int seen_quat = 0, seen_vel = 0, seen_omega = 0;
    while (i < p->nwords) {
        const char *key = p->word[i];
        int *seen = strcmp(key, "quat") == 0 ? &seen_quat : strcmp(key, "vel") == 0 ? &seen_vel
                    : strcmp(key, "omega") == 0 ? &seen_omega : NULL;
        if (seen && (*seen)++)
            return fail(p, "box: '%s' given twice on the line", key);
        if (strcmp(key, "quat") == 0) {
            if (numbers(p, i + 1, 4, "quat", b->s.e))
                return 1;
            if (quat_normalise(b->s.e) == 0.0)
                return fail(p, "quat: (0, 0, 0, 0) is no orientation");
            i += 5;
        } else if (strcmp(key, "vel") == 0 || strcmp(key, "omega") == 0) {
            if (numbers(p, i + 1, 3, key, key[0] == 'v' ? b->s.v : omega))
                return 1;
            i += 4;
        } else {
            return fail(p, "box: unknown part '%s' (after pos: quat, vel, omega)", key);
        }
    }
    quat_rotate_back(b->s.e, omega, b->s.w); /* body-frame w = R^T omega */
    return 0;
}

/* Room for twice as many lines of boxes (at least 8); 0 or -1. */
static int grow_lines(scene_file *f)
{
    int cap = f->cap_lines == 0 ? 8 : f->cap_lines <= INT_MAX / 2 ? 2 * f->cap_lines : -1;
    int *lines = cap > 0 ? realloc(f->body_line, (size_t)cap * sizeof *lines) : NULL;
    if (!lines)
        return -1;
    f->body_line = lines;
    f->cap_lines = cap;
    return 0;
}

/* [scene-box] */
static int item_box(parser *p)
{
    bodies_scene *s = &p->f->scene;
    double size[3], m, x[3];
    if (p->nwords < 12)
        return fail(p, "expected 'box NAME size A B C mass M pos X Y Z [quat ..] [vel ..] "
                       "[omega ..]', got %d words", p->nwords);
    const char *name = p->word[1];
    if (strcmp(name, "world") == 0)
        return fail(p, "box: 'world' names the fixed world (joints); give the box another name");
    if (bodies_find_body(s, name) >= 0)
        return fail(p, "box: '%s' is already a box (line %d)", name,
                    p->f->body_line[bodies_find_body(s, name)]);
    if (strlen(name) >= BODIES_NAME)
        return fail(p, "box: the name '%s' is longer than %d characters", name, BODIES_NAME - 1);
    if (strcmp(p->word[2], "size") || strcmp(p->word[6], "mass") || strcmp(p->word[8], "pos"))
        return fail(p, "expected 'box NAME size A B C mass M pos X Y Z', in this order");
    if (numbers(p, 3, 3, "size", size) || number(p, 7, "mass", &m) ||
        numbers(p, 9, 3, "pos", x))
        return 1;
    if (m <= 0.0)
        return fail(p, "mass: a box's mass is > 0, got %s", p->word[7]);
    if (size[0] <= 0.0 || size[1] <= 0.0 || size[2] <= 0.0)
        return fail(p, "size: edge lengths are > 0, got %s %s %s", p->word[3], p->word[4],
                    p->word[5]);
    if (s->nbodies >= p->f->cap_lines && grow_lines(p->f) != 0)
        return fail(p, "box: out of memory");
    int k = bodies_add_box(s, name, size, m, x);
    if (k < 0)
        return fail(p, "box: out of memory");
    p->f->body_line[k] = p->line;
    return box_options(p, 12, &s->body[k]);
}
/* [/scene-box] */

/* One line's words (comment stripped); 0, or 1 after a message when the
 * line has more than MAX_WORDS words (a line is read whole or refused:
 * the longest item, a box with quat, vel and omega, has 25). */
static int split(parser *p, char *line)
{
    char *hash = strchr(line, '#');
    if (hash)
        *hash = '\0';
    p->nwords = 0;
    for (char *w = strtok(line, " \t\r\n"); w; w = strtok(NULL, " \t\r\n")) {
        if (p->nwords == MAX_WORDS)
            return fail(p, "more than %d words on the line (a box line has at most 25: "
                           "box NAME size A B C mass M pos X Y Z quat .. vel .. omega ..)",
                        MAX_WORDS);
        p->word[p->nwords++] = w;
    }
    return 0;
}

typedef struct {
    const char *keyword;
    int (*item)(parser *p);
} item_kind;

static const item_kind kinds[] = {
    {"gravity", item_gravity}, {"step", item_step}, {"steps", item_steps}, {"nd", item_nd},
    {"ground", item_ground},   {"box", item_box},   {"mu", item_mu},       {"joint", item_joint},
    {"force", item_force},     {"friction", item_friction},
};

static int item(parser *p)
{
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (strcmp(p->word[0], kinds[k].keyword) == 0)
            return kinds[k].item(p);
    return fail(p, "unknown keyword '%s' (gravity, step, steps, nd, ground, box, mu, joint, "
                   "force, friction)", p->word[0]);
}

/* Bodies that start inside each other or the ground: the deepest corner. */
static int check_overlap(parser *p)
{
    bodies_scene *s = &p->f->scene;
    double largest = 0.0;
    for (int k = 0; k < s->nbodies; k++)
        for (int i = 0; i < 3; i++)
            largest = fmax(largest, s->body[k].size[i]);
    int i = 0, j = 0;
    double deep = contact_detect_deepest(s, &i, &j);
    if (deep <= SCENE_OVERLAP_TOL * largest)
        return 0;
    int later = j == BODIES_GROUND || p->f->body_line[i] > p->f->body_line[j] ? i : j;
    p->line = p->f->body_line[later];
    return fail(p, "box '%s' starts %.6g inside %s%s (more than %g x the largest edge)",
                s->body[later].name, deep, j == BODIES_GROUND ? "" : "box ",
                j == BODIES_GROUND ? "the ground" : s->body[later == i ? j : i].name,
                SCENE_OVERLAP_TOL);
}

int scene_read_text(const char *text, const char *name, scene_file *f, char *err,
                    size_t err_size)
{
    parser p = {.name = name, .line = 0, .err = err, .err_size = err_size, .f = f};
    memset(f, 0, sizeof *f);
    bodies_scene_init(&f->scene);
    f->steps = 100;
    if (strncmp(text, "\xEF\xBB\xBF", 3) == 0)
        text += 3; /* a UTF-8 byte order mark (textfile.h) */
    for (const char *at = text; *at;) {
        const char *end = strchr(at, '\n');
        size_t length = end ? (size_t)(end - at) : strlen(at);
        char line[MAX_LINE];
        p.line++;
        if (length >= sizeof line)
            return fail(&p, "line longer than %d characters", MAX_LINE - 1);
        memcpy(line, at, length);
        line[length] = '\0';
        if (split(&p, line) || (p.nwords > 0 && item(&p)))
            return 1;
        at = end ? end + 1 : at + length;
    }
    if (f->scene.nbodies == 0) {
        snprintf(err, err_size, "%s: no box (declare one with 'box NAME size ...')", name);
        return 1;
    }
    return check_overlap(&p);
}

void scene_free(scene_file *f)
{
    bodies_scene_free(&f->scene);
    free(f->body_line);
    memset(f, 0, sizeof *f);
}

int scene_read(const char *path, scene_file *f, char *err, size_t err_size)
{
    size_t size = 0;
    char *text = textfile_read(path, &size, err, err_size);
    if (!text)
        return 1;
    int status = textfile_has_nul(text, size)
                     ? (snprintf(err, err_size, "%s: a NUL byte in the file", path), 1)
                     : scene_read_text(text, path, f, err, err_size);
    free(text);
    return status;
}

/* [scene-jitter] */
/* splitmix64 (Steele, Lea and Flood 2014): a 64-bit counter, mixed.  The
 * same numbers on every machine, unlike rand(). */
static unsigned long long next_random(unsigned long long *state)
{
    unsigned long long z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void scene_jitter(bodies_scene *s, double size, unsigned long long seed)
{
    unsigned long long state = seed;
    for (int k = 0; k < s->nbodies; k++)
        for (int q = 0; q < 3; q++) {
            double u = (double)(next_random(&state) >> 11) * 0x1p-53; /* [0, 1) */
            s->body[k].s.x[q] += size * (2.0 * u - 1.0);
        }
}
/* [/scene-jitter] */
