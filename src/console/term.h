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

/* Decides once whether out gets colours. */
void term_init(FILE *out);
bool term_colors(void);
/* Appends text in colour (or plain when colours are off). */
void term_paint(strbuf *out, term_color color, const char *text);
/* The colour of a life bar at value out of max: green, yellow, red. */
term_color term_life_color(int value, int max);

#endif
