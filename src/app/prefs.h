/* SPDX-License-Identifier: GPL-3.0-or-later */
/* prefs.h - the player's settings file, $XDG_CONFIG_HOME/bloodtrail/config
 * (doc/config.md): speech, key mode and its bindings, colours, what is
 * picked up on its own, when run and rest stop, plugins and mods turned off.
 *
 * A line that cannot be understood is named ("file:line: problem", in the
 * player's language) on stderr and skipped: a typo in a setting never keeps
 * a game from starting. */
#ifndef BT_PREFS_H
#define BT_PREFS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "util/strbuf.h"

typedef enum prefs_colors { PREFS_COLORS_AUTO, PREFS_COLORS_ON, PREFS_COLORS_OFF } prefs_colors;

/* What a key types in key mode: key is a byte (a letter, a sign, a control
 * key 1..31). */
typedef struct prefs_binding {
    int key;
    char *line;                  /* owned: the command line it sends */
} prefs_binding;

/* The item kinds picked up on their own (gold always is). */
enum { PREFS_PICK_POTION = 1, PREFS_PICK_WEAPON = 2, PREFS_PICK_ARMOUR = 4 };

typedef struct prefs {
    char *path;                  /* owned: the file (NULL: no config folder) */
    bool speech;                 /* speech mode (doc/speech.md) */
    bool keys;                   /* key mode at a terminal */
    prefs_colors colors;
    unsigned pickup;             /* PREFS_PICK_* */
    int stop_life;               /* run, rest and counts stop below this percent of life */
    prefs_binding *bindings;     /* owned */
    size_t binding_count;
    char **disabled_plugins;     /* owned ids */
    size_t disabled_plugin_count;
    char **disabled_mods;        /* owned ids */
    size_t disabled_mod_count;
} prefs;

/* The settings a player has before writing any. */
void prefs_init(prefs *p);
void prefs_release(prefs *p);

/* Reads config_dir/config into p (prefs_init first); a missing file or a
 * NULL folder leaves the defaults. Problems are written to err, one line
 * each; returns how many lines were skipped. */
size_t prefs_read(prefs *p, const char *config_dir, FILE *err);

/* The same from text (a file's contents) named shown in messages: for
 * tests and for prefs_read. */
size_t prefs_parse(prefs *p, const char *text, const char *shown, FILE *err);

/* Sets key = value under [section] in the file at path: the line is
 * replaced where it is, or added under its section (made when missing); the
 * rest of the file, comments too, stays as it was. False with the reason in
 * error. */
bool prefs_store(const char *path, const char *section, const char *key, const char *value,
                 strbuf *error);

/* The line bound to key, or NULL. */
const char *prefs_binding_of(const prefs *p, int key);

#endif
