/* SPDX-License-Identifier: GPL-3.0-or-later */
/* wrap.h - a text wrapped at its spaces to a width, for whoever prints it:
 * the console's screens, the program's listings. */
#ifndef BT_WRAP_H
#define BT_WRAP_H

#include <stddef.h>

#include "util/strbuf.h"

/* Appends one finished line to out (with its end of line). */
typedef void (*wrap_line_fn)(strbuf *out, const char *line);

/* Appends text to out in lines of at most width columns (a word wider than
 * that stands alone on its line): the first line begins with first, the
 * others with indent. Each line goes through add (NULL: as it is, with a
 * newline). A newline in text (a translation's own) starts a new line.
 * Columns are counted as utf8_width counts them. */
void wrap_text(strbuf *out, const char *first, const char *text, const char *indent,
               size_t width, wrap_line_fn add);

#endif
