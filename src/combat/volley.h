/* SPDX-License-Identifier: GPL-3.0-or-later */
/* volley.h - shots from afar: the monsters that took aim on the map
 * (monster.aiming, set by monster_act) loose their shots at the hero, each a
 * blow of its own (doc/playing.md, "Monsters"). */
#ifndef BT_COMBAT_VOLLEY_H
#define BT_COMBAT_VOLLEY_H

#include "engine/context.h"
#include "game/game.h"

/* Every monster aiming at the hero shoots, in the level's order, told in
 * ctx: its line, then the blow (a miss, the damage, a wound). No reaction
 * is asked about a shot. Every aim is spent. Returns the monster whose shot
 * killed the hero, or NULL (the hero lives, or no one shot). */
monster *volley_loose(game *g, bt_context *ctx);

#endif
