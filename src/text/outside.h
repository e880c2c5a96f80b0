/* SPDX-License-Identifier: GPL-3.0-or-later */
/* outside.h - text from outside the program, made harmless for a terminal.
 *
 * Names typed, ids and lines of saves, data files, plugin texts and
 * translations all reach the screen through here. What a terminal would act
 * on instead of showing is replaced by a visible substitute:
 *   - C0 controls and DEL become their pictures (ESC is "␛", TAB "␉");
 *   - C1 controls (U+0080..U+009F, U+009B is a CSI), bidirectional overrides,
 *     isolates and marks (U+202A..U+202E, U+2066..U+2069, U+200E, U+200F,
 *     U+061C) and the line and paragraph separators become "�" (U+FFFD);
 *   - a byte that is not part of valid UTF-8 (overlong forms, surrogates and
 *     code points above U+10FFFF included) becomes "�", one per byte.
 * Clean text comes out unchanged, so cleaning twice is cleaning once.
 */
#ifndef BT_OUTSIDE_H
#define BT_OUTSIDE_H

#include <stdbool.h>
#include <stddef.h>

#include "util/strbuf.h"

/* How many columns of a bad value a message quotes; the rest is "…". */
#define OUTSIDE_QUOTE_COLUMNS 40

/* What a text may hold besides printable characters. */
typedef enum outside_mode {
    OUTSIDE_LINE,        /* one line: a newline is replaced too */
    OUTSIDE_LINES        /* a message of several lines: newlines stay */
} outside_mode;

/* The length of the harmful character or byte at s (1 to 4), or 0 when the
 * character there is safe to show (or s is at its end). */
size_t outside_harm_at(const char *s, outside_mode mode);

/* The byte offset of the first harmful character in s, or -1 when none. */
long outside_find(const char *s, outside_mode mode);
/* The same for the len bytes at s, which may hold NULs (the plural forms of
 * a translation): a NUL is not harmful there. */
long outside_find_n(const char *s, size_t len, outside_mode mode);

/* The substitute for the harmful character of len bytes at s (as
 * outside_harm_at measures it) into out, which holds 3 bytes; its length.
 * Safe in a signal handler: no allocation, no locale. */
size_t outside_substitute(const char *s, size_t len, char out[3]);

/* Appends s with every harmful character replaced. */
void outside_add(strbuf *out, const char *s, outside_mode mode);

/* Appends at most max_columns columns of s, cleaned, then "…" when s was
 * longer. Every character counts at least one column (combining marks
 * too), so 1 MB of marks is quoted as a few bytes. */
void outside_add_quoted(strbuf *out, const char *s, size_t max_columns);

/* s itself when it is clean, else a cleaned copy that lives until the
 * program ends (the same copy for the same s while s does not change).
 * For texts kept by pointer, as translations are. */
const char *outside_clean(const char *s, outside_mode mode);

/* The code point at s as "U+001B", for messages that name a character. */
void outside_add_code_point(strbuf *out, const char *s);

#endif
