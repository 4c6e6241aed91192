/* test_atomic_file: an output file is never seen half written
 * (src/atomic_file.h): the bytes appear at the path only when all are
 * written; a dropped or failed file leaves the path as it was and no
 * temporary file behind. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include "atomic_file.h"
#include "test.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The bytes of path (at most size - 1) as a string; "" when unreadable. */
static const char *contents(const char *path, char *buf, size_t size)
{
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(buf, 1, size - 1, f) : 0;
    buf[n] = '\0';
    if (f)
        fclose(f);
    return buf;
}

/* How many entries dir holds besides . and .. */
static int entries(const char *dir)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    if (d)
        closedir(d);
    return n;
}

int main(void)
{
    char dir[] = "/tmp/test_atomic_file.XXXXXX", path[64], buf[64];
    if (!mkdtemp(dir)) {
        CHECK(0, "a temporary folder");
        return test_done();
    }
    snprintf(path, sizeof path, "%s/out.txt", dir);
    atomic_file f;

    CHECK(atomic_file_open(&f, path, -1) == 0 && fputs("old\n", f.out) >= 0 &&
              atomic_file_close(&f, 1) == 0,
          "kept: written and renamed");
    CHECK(strcmp(contents(path, buf, sizeof buf), "old\n") == 0 && entries(dir) == 1,
          "kept: the path holds the bytes, no temporary file left");

    CHECK(atomic_file_open(&f, path, 7) == 0 && fputs("half", f.out) >= 0 && fflush(f.out) == 0,
          "a second writer, tag 7");
    CHECK(strcmp(contents(path, buf, sizeof buf), "old\n") == 0 && entries(dir) == 2,
          "while it writes, the path holds the old bytes beside its temporary file");
    CHECK(atomic_file_close(&f, 0) == 0, "dropped");
    CHECK(strcmp(contents(path, buf, sizeof buf), "old\n") == 0 && entries(dir) == 1,
          "dropped: the old bytes stay, the temporary file is gone");
    CHECK(atomic_file_close(&f, 1) == 0, "a second close does nothing");

    char missing[96];
    snprintf(missing, sizeof missing, "%s/no/such/folder", dir);
    errno = 0;
    CHECK(atomic_file_open(&f, missing, -1) == -1 && errno == ENOENT && !f.out && !f.tmp,
          "a folder that is not there: -1, errno ENOENT");

    FILE *full = fopen("/dev/full", "w");
    if (full) { /* a write that fails: the error comes back, the path stays */
        fclose(full);
        CHECK(atomic_file_open(&f, path, -1) == 0, "open for a failing write");
        fclose(f.out);
        f.out = fopen("/dev/full", "w");
        setvbuf(f.out, NULL, _IONBF, 0);
        fputs("lost\n", f.out);
        int error = atomic_file_close(&f, 1);
        CHECK(error == ENOSPC || error == EIO, "a failed write: its error (%s)", strerror(error));
        CHECK(strcmp(contents(path, buf, sizeof buf), "old\n") == 0 && entries(dir) == 1,
              "a failed write: the old bytes stay, the temporary file is gone");
    }
    remove(path);
    rmdir(dir);
    return test_done();
}
