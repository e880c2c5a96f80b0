/* SPDX-License-Identifier: GPL-3.0-or-later */
/* utf8.h - the little UTF-8 the game needs: one character at a time, the
 * width of a text on a terminal, padding to a width. */
#ifndef BT_UTF8_H
#define BT_UTF8_H

#include <stddef.h>
#include <wchar.h>

#include "util/strbuf.h"

/* Decodes one character; returns its length in bytes, 0 at the end or on an
 * invalid sequence. */
size_t utf8_decode(const char *s, wint_t *out);
/* Encodes c into out (4 bytes at most); returns the length. */
size_t utf8_encode(wint_t c, char *out);
/* The length of the terminal escape sequence (a colour) at s, or 0. */
size_t utf8_escape_length(const char *s);
/* Columns the text takes on a terminal (invalid bytes count one each;
 * colours none). */
size_t utf8_width(const char *s);
/* The same for the first len bytes of s at most (a word of a line). */
size_t utf8_width_n(const char *s, size_t len);
/* Columns the character at s (not its end, nor a colour) takes, as
 * utf8_width counts them; *len receives its length in bytes (1 for an
 * invalid byte). */
size_t utf8_char_width(const char *s, size_t *len);
/* Appends s and spaces up to width columns. */
void utf8_add_padded(strbuf *out, const char *s, size_t width);
/* Upper-cases the character at out->buf[at] when its capital has the same
 * length (true for Latin and Cyrillic). */
void utf8_capitalize_at(strbuf *out, size_t at);
/* Appends s in lower case, character by character (invalid bytes as they
 * are): for comparing what a player typed ("КОЖЕНА" and "кожена"). */
void utf8_fold(strbuf *out, const char *s);

#endif
