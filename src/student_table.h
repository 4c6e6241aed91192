/* student_table.h: the tables a student writes for --check, read.
 *
 * The text is cut into lines; '#' starts a comment that runs to the end of
 * its line; a line's cells are its blank-separated words; a blank line
 * ends a table, and a table's first line with cells is its header.
 */
#ifndef STUDENT_TABLE_H
#define STUDENT_TABLE_H

/* One line of the student's file, split into cells. */
typedef struct {
    int line;
    int count;
    char **cell; /* into the text */
} student_row;

/* One table of the student's file: the header and the rows under it. */
typedef struct {
    student_row header;
    student_row *rows;
    int row_count, row_capacity;
    int last_line; /* the table's last line, for "too few rows" */
} student_table;

/* Every table of a file, and its text, which the cells point into. */
typedef struct {
    student_table *tables;
    int count, capacity;
    char *text;
} student_tables;

/* Split text (malloc'd; the tables own it from now on, and cut it in
 * place) into tables: 0, or -1 when memory runs out (s then holds what
 * was read so far, to be freed). */
int student_tables_parse(student_tables *s, char *text);

/* Free the tables and their text; s is empty after. */
void student_tables_free(student_tables *s);

#endif
