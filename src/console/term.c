/* term.c - colours on a terminal. */
#include "config.h"

#include "console/term.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static bool enabled;

void term_init(FILE *out)
{
    const char *no_color = getenv("NO_COLOR");
    const char *term = getenv("TERM");
    enabled = isatty(fileno(out)) && !(no_color && *no_color) &&
              !(term && strcmp(term, "dumb") == 0);
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
