/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lineedit.h - the line editor for a person at a terminal: the line is
 * edited in place (UTF-8 aware), earlier lines come back with the arrows,
 * and Tab completes the first word from the words the caller offers.
 *
 * It is part of the program: nothing is loaded for it (GNU readline, which
 * it replaces, cost a third of the start-up on a terminal), and it speaks
 * plain ANSI, which every terminal of today understands.
 *
 * Keys: Left/Right (Ctrl-B/F), Alt-B/F a word; Home/End (Ctrl-A/E);
 * Backspace, Delete (Ctrl-D on a line with text); Ctrl-K, Ctrl-U, Ctrl-W
 * cut to the end, to the start, a word back, and Ctrl-Y puts it back;
 * Up/Down (Ctrl-P/N) walk the history; Tab completes (twice: lists);
 * Ctrl-L redraws; Enter ends the line; Ctrl-D on an empty line ends input.
 * A control key bound to a line (lineedit_bind) sends that line instead.
 *
 * A stop signal (SIGHUP, SIGINT, SIGTERM) ends the line at once, even one
 * that comes just before the editor waits: the wait lets them through only
 * while it waits (ppoll).
 */
#ifndef BT_LINEEDIT_H
#define BT_LINEEDIT_H

#include <signal.h>
#include <stdbool.h>

/* Calls fn once per word that completes the current command. */
typedef void (*lineedit_words_fn)(void (*fn)(const char *word, void *fn_user), void *fn_user,
                                  void *user);

/* Whether lineedit_read can edit on these descriptors: both are terminals,
 * and TERM is not "dumb". */
bool lineedit_usable(int in, int out);

/* Reads a line from the terminal in after prompt (written to out), with
 * editing, history and Tab completion of the words words() gives (NULL:
 * none). Returns the line without its end (the caller frees it), or NULL at
 * the end of input or once *stop is non-zero: a signal that interrupts the
 * wait ends it. The terminal's modes are as before when it returns. */
char *lineedit_read(int in, int out, const char *prompt, lineedit_words_fn words, void *user,
                    volatile sig_atomic_t *stop);

/* Makes the control key key (1..31: Ctrl-P is 16) type line and send it as
 * if Enter was pressed, whatever the editor does with the key otherwise;
 * line is borrowed until the program ends (NULL: the key is the editor's). */
void lineedit_bind(int key, const char *line);

/* Forgets the history and the bindings (at exit, and for tests). */
void lineedit_forget(void);

#endif
