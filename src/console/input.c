/* SPDX-License-Identifier: GPL-3.0-or-later */
/* input.c - lines typed by a person at a terminal, through the line editor
 * (src/lineedit); plain lines where it cannot edit. */
#include "config.h"

#include "console/input.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lineedit/lineedit.h"

static void each_word(void (*fn)(const char *word, void *fn_user), void *fn_user, void *user)
{
    if (user)
        words_each(user, fn, fn_user);
}

/* Without the editor: the prompt and a plain line. */
static char *read_plain(FILE *in, FILE *out, const char *prompt, volatile sig_atomic_t *stop)
{
    fputs(prompt, out);
    fflush(out);
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    do {
        errno = 0;
        n = getline(&line, &cap, in);
    } while (n < 0 && errno == EINTR && !*stop);
    if (n < 0 || *stop) {
        free(line);
        return NULL;
    }
    if (n && line[n - 1] == '\n')
        line[n - 1] = '\0';
    return line;
}

void input_bind(int key, const char *line)
{
    lineedit_bind(key, line);
}

char *input_read(FILE *in, FILE *out, const char *prompt, const word_def *words,
                 volatile sig_atomic_t *stop)
{
    if (!lineedit_usable(fileno(in), fileno(out)))
        return read_plain(in, out, prompt, stop);
    fflush(out);              /* what the game printed comes before the prompt */
    return lineedit_read(fileno(in), fileno(out), prompt, each_word, (void *)words, stop);
}
