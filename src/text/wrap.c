/* SPDX-License-Identifier: GPL-3.0-or-later */
/* wrap.c - a text wrapped at its spaces to a width. */
#include "config.h"

#include "text/wrap.h"

#include <stdbool.h>
#include <string.h>

#include "util/utf8.h"

static void add_plain(strbuf *out, const char *line)
{
    sb_adds(out, line);
    sb_addc(out, '\n');
}

void wrap_text(strbuf *out, const char *first, const char *text, const char *indent,
               size_t width, wrap_line_fn add)
{
    if (!add)
        add = add_plain;
    /* Words are apart by spaces, which no character or colour holds: the
     * width of a line is the sum of its words' and spaces'. */
    strbuf line;
    sb_init(&line);
    sb_adds(&line, first);
    size_t fresh = line.len;          /* up to here the line holds no word */
    size_t used = utf8_width(first);
    const char *p = text + strspn(text, " ");
    while (*p) {
        if (*p == '\n') {
            /* A translation's own line break: the next line starts afresh
             * (its width was counted on the line before it). */
            add(out, line.buf);
            sb_reset(&line);
            sb_adds(&line, indent);
            fresh = line.len;
            used = utf8_width(indent);
            p++;
            p += strspn(p, " ");
            continue;
        }
        size_t word = strcspn(p, " \n"), word_width = utf8_width_n(p, word);
        bool spaced = line.len > fresh;
        if (spaced && used + 1 + word_width > width) {
            add(out, line.buf);
            sb_reset(&line);
            sb_adds(&line, indent);
            fresh = line.len;
            used = utf8_width(indent);
        } else if (spaced) {
            sb_addc(&line, ' ');
            used++;
        }
        sb_add(&line, p, word);
        used += word_width;
        p += word;
        p += strspn(p, " ");
    }
    add(out, line.buf);
    sb_release(&line);
}
