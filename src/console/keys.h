/* SPDX-License-Identifier: GPL-3.0-or-later */
/* keys.h - key mode: one key an action at a terminal, as NetHack and DCSS
 * play (vi keys, arrows, the keypad; o explore, > down, , pick up, i, ?,
 * Ctrl-P), on the map and in a fight; every question still takes a line.
 * A key sends the command line it stands for, so key mode plays exactly the
 * game line mode does. Keys are bound in the settings file ([keys],
 * doc/config.md); ":" types a whole line. */
#ifndef BT_KEYS_H
#define BT_KEYS_H

#include <signal.h>
#include <stdbool.h>
#include <stdio.h>

#include "app/prefs.h"
#include "game/game.h"
#include "util/strbuf.h"

/* Keys beyond a byte: the arrows and the keypad's own sequences. */
enum {
    KEYS_UP = 0x100, KEYS_DOWN, KEYS_RIGHT, KEYS_LEFT, KEYS_HOME, KEYS_END, KEYS_PAGE_UP,
    KEYS_PAGE_DOWN, KEYS_CENTRE,
    KEYS_NONE = -1,              /* the end of input, or a stop signal */
    KEYS_UNKNOWN = -2            /* an escape sequence that means nothing here */
};

/* Writes prompt to out and reads one key from the terminal in, its echo and
 * line discipline off while it waits (restored before it returns). Stop
 * signals end the wait at once, as they do for a line. */
int keys_read(FILE *in, FILE *out, const char *prompt, volatile sig_atomic_t *stop);

/* The command line key stands for on the map (fight false) or in a fight:
 * the player's binding first, then the built-in keys; NULL: none. ":" is
 * not bound: it asks for a line (the caller's). */
const char *keys_line(const prefs *p, int key, bool in_fight);

/* Appends the built-in keys and the player's own, for "?" in key mode. */
void keys_help(const prefs *p, bool in_fight, strbuf *out);

/* "keys on|off" on the map: true when words[0] was "keys" (answered). */
bool keys_command(game *g, char **words, size_t count);

/* The key written as a player reads it: "h", "^P", "Up". */
void keys_name(int key, strbuf *out);

#endif
