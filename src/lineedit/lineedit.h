/* lineedit.h - the line editor module: GNU readline behind one function, in
 * a shared object of its own that bloodtrail loads only for a person at a
 * terminal, so scripts, the lab and the start-up never pay for it. */
#ifndef BT_LINEEDIT_H
#define BT_LINEEDIT_H

#include <signal.h>

#define LINEEDIT_ENTRY "bloodtrail_line_editor"
#define LINEEDIT_VERSION 2

/* Calls fn once per word that completes the current command. */
typedef void (*lineedit_words_fn)(void (*fn)(const char *word, void *fn_user), void *fn_user,
                                  void *user);

typedef struct lineedit {
    unsigned version;          /* LINEEDIT_VERSION */
    /* Reads a line after prompt, with editing, history and Tab completion of
     * the words words() gives; returns it (free it) or NULL at the end of
     * input or once *stop is non-zero. */
    char *(*read)(const char *prompt, lineedit_words_fn words, void *user,
                  volatile sig_atomic_t *stop);
    /* Makes the control key key (1..31: Ctrl-P is 16) type line and send it
     * as if Enter was pressed; line is borrowed until the program ends. */
    void (*bind)(int key, const char *line);
} lineedit;

#endif
