/* SPDX-License-Identifier: GPL-3.0-or-later */
/* combat.h - where fights begin and end: the map calls in here. The fight
 * going on is the game's (g->fight) while the hero has a choice to make in
 * it; the console shows it and brings the hero's choices. */
#ifndef BT_COMBAT_H
#define BT_COMBAT_H

#include "combat/fight.h"
#include "game/game.h"

/* After a world turn on the map: the monsters that took aim shoot (a shot
 * may kill the hero), then a fight opens if an awake monster the hero sees
 * stands next to it. */
void combat_check(game *g);
/* Opens a fight with every awake monster next to the hero; target (may be
 * NULL) is the monster the hero attacked to start it (and is woken). Plays
 * until the hero is to choose, as combat_proceed. */
void combat_begin(game *g, monster *target);
/* After the hero's action in g->fight: plays on until the hero is to choose
 * again (FIGHT_ON) or answer a reaction's question (FIGHT_ASK), or the
 * fight is over. A fight over is finished and ends
 * (g->fight becomes NULL), unless it ended the game: then it stays, its
 * last screen to be shown. */
fight_outcome combat_proceed(game *g);
/* The player's answer to the reaction asked in g->fight (yes or no, and the
 * enemy a turned blow strikes); then on as combat_proceed. */
fight_outcome combat_answer(game *g, bool yes, fighter *target);

#endif
