/* SPDX-License-Identifier: GPL-3.0-or-later */
/* input.h - lines typed by a person at a terminal: editing, history and Tab
 * completion of the current frame's words, through GNU readline (the
 * player's inputrc, vi mode, Ctrl-R). Where it cannot edit (a dumb
 * terminal), plain lines. */
#ifndef BT_INPUT_H
#define BT_INPUT_H

#include <signal.h>
#include <stdbool.h>
#include <stdio.h>

#include "console/words.h"

/* At a terminal, the control key key (1..31) types line and sends it (line
 * is borrowed for as long as the program runs). The player's inputrc may
 * bind the key otherwise; the command is named "bloodtrail-line". */
void input_bind(int key, const char *line);
#define INPUT_CTRL(letter) ((letter) & 0x1f)

/* Reads a line after prompt, completing words from words (may be NULL);
 * with the line editor when in and out are both terminals (terminals: the
 * caller asked isatty once, not at every line) and TERM is not "dumb".
 * Returns it (the caller frees it), or NULL at the end of input or when
 * *stop becomes non-zero (a signal). */
char *input_read(FILE *in, FILE *out, bool terminals, const char *prompt, const word_def *words,
                 volatile sig_atomic_t *stop);

#endif
