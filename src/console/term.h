/* SPDX-License-Identifier: GPL-3.0-or-later */
/* term.h - colours on a terminal: bars, effect labels, damage. Only when the
 * output is a terminal and NO_COLOR is not set (no-color.org); a script or a
 * pipe gets plain text. */
#ifndef BT_TERM_H
#define BT_TERM_H

#include <stdbool.h>
#include <stdio.h>

#include "util/strbuf.h"

typedef enum term_color {
    TERM_RED,
    TERM_GREEN,
    TERM_YELLOW,
    TERM_BLUE,
    TERM_MAGENTA,
    TERM_CYAN,
    TERM_BOLD
} term_color;

/* The size of a console without a terminal (a script, a pipe), and the
 * least one that works. */
#define TERM_COLUMNS 80
#define TERM_ROWS 24
/* The largest screen laid out: a terminal may claim 65535x65535, and every
 * screen walks its cells. More than any real display shows. */
#define TERM_MAX_COLUMNS 1000
#define TERM_MAX_ROWS 500

/* Decides once whether out gets colours, and remembers it for its size. */
/* is_terminal: whether out is a terminal (the console asked isatty once). */
void term_init(FILE *out, bool is_terminal);
/* The terminal's size (TERM_COLUMNS by TERM_ROWS when out is no terminal,
 * and never less; never more than TERM_MAX_COLUMNS by TERM_MAX_ROWS), as it
 * was when first asked after term_init or
 * term_forget_size: one screen is laid out for one size. */
void term_size(int *columns, int *rows);
/* The size may have changed (a command was typed): the next term_size asks
 * the terminal again. */
void term_forget_size(void);
bool term_colors(void);
/* Turns colours on or off (off for text bound for a file); returns whether
 * they were on. */
bool term_set_colors(bool on);
/* Appends text in colour (or plain when colours are off). */
void term_paint(strbuf *out, term_color color, const char *text);
/* The colour of a life bar at value out of max: green, yellow, red. */
term_color term_life_color(int value, int max);

#endif
