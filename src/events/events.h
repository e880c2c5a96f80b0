/* SPDX-License-Identifier: GPL-3.0-or-later */
/* events.h - the event stream: a front end for programs (a bot, a test, a
 * web page, a tiles window). It reads commands on one line each and writes
 * what happens as JSON lines, every message with its catalog id, its
 * arguments and its text in the chosen language (doc/events.md). The rules
 * are the same as at the console: it gives them commands (src/command). */
#ifndef BT_EVENTS_H
#define BT_EVENTS_H

#include <stdint.h>
#include <stdio.h>

#include "content/content.h"
#include "plugin/registry.h"

/* How the game starts; strings are borrowed. */
typedef struct events_options {
    const char *name;            /* NULL: the language's default name */
    int gender;                  /* GAME_FEMALE, GAME_MALE, or GAME_GENDER_ASK: the
                                    default name's */
    const char *class_id;        /* NULL: the first class */
    uint64_t seed;
    int dungeon;                 /* a dungeon_kind (0: classic) */
} events_options;

/* Plays a whole game: commands from in, events to out, until the game ends
 * or the input does ("quit" too). Returns 0, or 2 when the options name no
 * class the content has. */
int events_run(const content *data, const registry *kinds, const events_options *opt, FILE *in,
               FILE *out);

#endif
