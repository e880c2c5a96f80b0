/* input.h - lines typed by a person at a terminal: editing, history and Tab
 * completion of the current frame's words, through the line editor module
 * (src/lineedit), loaded on first use. Without it, plain lines are read. */
#ifndef BT_INPUT_H
#define BT_INPUT_H

#include <signal.h>
#include <stdio.h>

#include "console/words.h"

/* Where the line editor module is (set once at start; may be NULL). */
void input_set_module_dir(const char *dir);

/* Reads a line after prompt, completing words from words (may be NULL).
 * Returns it (the caller frees it), or NULL at the end of input or when
 * *stop becomes non-zero (a signal). */
char *input_read(FILE *in, FILE *out, const char *prompt, const word_def *words,
                 volatile sig_atomic_t *stop);

#endif
