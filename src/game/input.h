/* input.h - lines typed at a terminal: editing, history, and tab completion
 * of the words the current frame understands (GNU readline). Scripts are read
 * as plain lines elsewhere; this is only for a person at a terminal. */
#ifndef BT_INPUT_H
#define BT_INPUT_H

#include <signal.h>

#include "game/words.h"

/* Reads a line after prompt, completing words from words (may be NULL).
 * Returns it (the caller frees it), or NULL at the end of input or when
 * *stop becomes non-zero (a signal). */
char *input_read(const char *prompt, const word_def *words, volatile sig_atomic_t *stop);

#endif
