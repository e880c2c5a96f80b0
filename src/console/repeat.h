/* SPDX-License-Identifier: GPL-3.0-or-later */
/* repeat.h - actions that repeat until something happens: a count ("5 e",
 * "20 wait"), rest, run DIRECTION, travel to a remembered place. Each turn
 * is a world turn as one command would be; each stops at once when a
 * monster comes into view, the hero is hurt, an effect on the hero begins,
 * ends or grows, a fight begins, or the level changes. The map shows once,
 * at the end, with everything said on the way. */
#ifndef BT_CONSOLE_REPEAT_H
#define BT_CONSOLE_REPEAT_H

#include <stddef.h>

#include "game/game.h"

/* The most turns one repeated action takes. */
#define REPEAT_MAX_TURNS 500

/* "N COMMAND": words[0] is the count, words[1] a direction or wait, or
 * says what was wrong. */
void repeat_count(game *g, char **words, size_t count);
/* rest: until life and mana are full. */
void repeat_rest(game *g);
/* run DIRECTION: straight on until something is worth a look (a door, an
 * opening to the side, something lying here, the stairs). */
void repeat_run(game *g, char **words, size_t count);
/* travel [> | PLACE]: to the stairs or an area of the level seen before. */
void repeat_travel(game *g, char **words, size_t count);
/* follow: along the blood trail the hero stands on or next to, to where it
 * leads (world_trail_next); at its end it says so. */
void repeat_follow(game *g);

#endif
