/* SPDX-License-Identifier: GPL-3.0-or-later */
/* words.h - the words a player types. Each command has English words, which
 * always work, and the words of the player's language, which a translator
 * gives as one message ("north|n") in the context "command". */
#ifndef BT_WORDS_H
#define BT_WORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "util/strbuf.h"

typedef struct word_def {
    int id;
    const char *english;      /* "north|n|8": every English spelling */
    const char *local;        /* msgid in context "command": the translated spellings */
    const char *usage;        /* msgid: "north, n, 8" style help, NULL: not listed */
} word_def;

/* The id of the command word is a spelling of, or -1. defs ends with id -1. */
int words_match(const word_def *defs, const char *word);
/* The hero's gender a word answers (the question of a new game, --gender):
 * WORDS_FEMALE or WORDS_MALE, in the player's language first, or -1. */
enum { WORDS_FEMALE, WORDS_MALE };
int words_gender(const char *word);
/* Appends one line per listed command: its spellings and what it does. */
void words_help(const word_def *defs, strbuf *out);
/* Calls fn with every spelling (English and translated) of every command,
 * for tab completion. */
void words_each(const word_def *defs, void (*fn)(const char *word, void *user), void *user);

/* Whether a typed line is text: valid UTF-8 without control characters
 * (blanks aside: tab, and a line's end). */
bool words_are_text(const char *line);
/* Appends the words joined by single spaces: a name of several words
 * ("healing potion", "кожена броня") as one text. */
void words_join(strbuf *out, char *const *words, size_t count);

/* Splits line in place into words, storing at most max; returns how many
 * words the line has (more than max when it has too many). */
size_t words_split(char *line, char **words, size_t max);

#endif
