/* table_text.h: the text a test wrote to a tmpfile(), for the table tests
 * (test_table.c, test_table_check.c). */
#ifndef TABLE_TEXT_H
#define TABLE_TEXT_H

#include <stdio.h>

static char text[4096];

/* Read everything written to f into text and close f. */
static const char *contents(FILE *f)
{
    size_t n;
    fflush(f);
    rewind(f);
    n = fread(text, 1, sizeof text - 1, f);
    text[n] = '\0';
    fclose(f);
    return text;
}

#endif
