/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speech.h - speech mode, for a screen reader or a braille display
 * (doc/speech.md): after each command only what is new, in words: every
 * message of the turn, then what changed, with places told from the hero
 * ("a goblin, asleep, 4 east and 3 south"); no map, no bars, nothing said
 * again. Its commands ask for the rest: around, exits, where, near, status,
 * map. */
#ifndef BT_SPEECH_H
#define BT_SPEECH_H

#include <stdbool.h>
#include <stddef.h>

#include "console/words.h"
#include "game/game.h"
#include "util/strbuf.h"

/* What speech mode has told, to tell only what changed. */
typedef struct speech_memory speech_memory;

speech_memory *speech_new(void);
void speech_free(speech_memory *m);
/* Forgets what was told: the next turn tells what is in view again. */
void speech_forget(speech_memory *m);

/* Appends where (dx, dy) lies from the hero, in words: "4 east and 3
 * south", "here". */
void speech_offset(strbuf *out, int dx, int dy);

/* The map frame's screen in speech mode: the turn's messages, then what
 * changed since the last one. */
void speech_map_show(game *g, speech_memory *m, strbuf *out);
/* The fight's screen in speech mode: the round's fresh messages, then the
 * enemies whose life changed (all of them the first time), the hero's life
 * when it changed, else the mana and effects when they changed, and the
 * menu the first time. */
void speech_fight_show(game *g, speech_memory *m, size_t fresh, strbuf *out);

/* A speech command on the map (around, exits, where, near, status, map,
 * speech on|off): true when words[0] was one, and it was answered. */
bool speech_command(game *g, char **words, size_t count);

/* The words of speech mode's commands, for help. */
const word_def *speech_command_words(void);

/* The hero's state in one line: "Life 17 of 30, mana 8 of 24; bleeding,
 * 4 stacks." */
void speech_status(const game *g, strbuf *out);

#endif
