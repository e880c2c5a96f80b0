/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hearing.h - what a blinded hero hears in a world turn: monsters out of
 * its sight that move or wake near it, told by the direction they are in
 * ("You hear something move to the east.", the compass of world/compass.h
 * as the speech mode names it). One line for each sound and direction. */
#ifndef BT_HEARING_H
#define BT_HEARING_H

#include <stdbool.h>

#include "game/game.h"
#include "world/compass.h"

typedef struct hearing {
    bool listening;              /* the hero is blind: its ears tell the log */
    unsigned moved;              /* bit by compass_dir: something moved there */
    unsigned stirred;            /* something woke there */
} hearing;

/* Begins a turn's listening: only a blinded hero's ears are told. */
void hearing_start(hearing *h, const game *g);
/* After m acted: it stood at (x, y) and slept (asleep) before. A monster
 * the hero cannot see within MONSTER_HEARING cells is heard. */
void hearing_note(hearing *h, const game *g, const monster *m, int x, int y, bool asleep);
/* Says what was heard, in the game's log, the compass's order. */
void hearing_tell(const hearing *h, game *g);

#endif
