/* web/programs.c: every chapter program and the lcp command in one
 * WebAssembly module.  Each program's source is compiled unchanged with its
 * main renamed (-Dmain=web_main_NAME, see web/web.mk); this main takes the
 * program's name as its first argument and hands it the rest, so
 * callMain(["lcp", "solve", "-"]) runs "lcp solve -" with argv[0] = "lcp". */
#include <stdio.h>
#include <string.h>

#define PROGRAM(name, symbol) int symbol(int argc, char **argv);
#include "programs.h"
#undef PROGRAM

typedef struct {
    const char *name;
    int (*main)(int argc, char **argv);
} web_program;

static const web_program programs[] = {
#define PROGRAM(name, symbol) {name, symbol},
#include "programs.h"
#undef PROGRAM
};

/* Run the program named by argv[1] with argv[1..] as its argv. */
int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: PROGRAM [options]\n");
        return 1;
    }
    for (size_t i = 0; i < sizeof programs / sizeof programs[0]; i++)
        if (strcmp(argv[1], programs[i].name) == 0)
            return programs[i].main(argc - 1, argv + 1);
    fprintf(stderr, "%s: no such program\n", argv[1]);
    return 1;
}
