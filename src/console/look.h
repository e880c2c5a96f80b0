/* SPDX-License-Identifier: GPL-3.0-or-later */
/* look.h - "look THING" on the map and in a fight (a monster in view, an
 * item of the pack, a skill, an effect, a sign of the map) and the
 * character sheet (every stat and where it comes from, the blow, the
 * chances, resistances, skills, effects, the experience to the next level). */
#ifndef BT_CONSOLE_LOOK_H
#define BT_CONSOLE_LOOK_H

#include <stddef.h>

#include "game/game.h"

/* words[1..] name what to look at; says what it is, or what was wrong. */
void look_at(game *g, char **words, size_t count);
/* The character sheet. */
void look_sheet(game *g);

#endif
