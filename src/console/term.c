/* SPDX-License-Identifier: GPL-3.0-or-later */
/* term.c - colours on a terminal. */
#include "config.h"

#include "console/term.h"

#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static bool enabled;
static int out_fd = -1;      /* the terminal whose size counts, or -1 */
static int known_columns, known_rows;   /* 0: ask the terminal */

void term_init(FILE *out, bool is_terminal)
{
    out_fd = is_terminal ? fileno(out) : -1;
    term_forget_size();
    const char *no_color = getenv("NO_COLOR");
    const char *term = getenv("TERM");
    enabled = out_fd >= 0 && !(no_color && *no_color) && !(term && strcmp(term, "dumb") == 0);
}

/* A screen asks for the size at every line it lays out: the terminal is
 * asked once, until term_forget_size. */
void term_size(int *columns, int *rows)
{
    if (!known_columns) {
        struct winsize ws;
        known_columns = TERM_COLUMNS;
        known_rows = TERM_ROWS;
        if (out_fd >= 0 && ioctl(out_fd, TIOCGWINSZ, &ws) == 0) {
            if (ws.ws_col > TERM_COLUMNS)
                known_columns = ws.ws_col < TERM_MAX_COLUMNS ? ws.ws_col : TERM_MAX_COLUMNS;
            if (ws.ws_row > TERM_ROWS)
                known_rows = ws.ws_row < TERM_MAX_ROWS ? ws.ws_row : TERM_MAX_ROWS;
        }
    }
    *columns = known_columns;
    *rows = known_rows;
}

void term_forget_size(void)
{
    known_columns = known_rows = 0;
}

bool term_set_colors(bool on)
{
    bool was = enabled;
    enabled = on;
    return was;
}

bool term_colors(void)
{
    return enabled;
}

void term_paint(strbuf *out, term_color color, const char *text)
{
    static const char *const codes[] = { "31", "32", "33", "34", "35", "36", "1" };
    if (!enabled) {
        sb_adds(out, text);
        return;
    }
    sb_addf(out, "\033[%sm%s\033[0m", codes[color], text);
}

term_color term_life_color(int value, int max)
{
    if (value * 2 > max)
        return TERM_GREEN;
    return value * 4 >= max ? TERM_YELLOW : TERM_RED;
}
