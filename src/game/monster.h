/* SPDX-License-Identifier: GPL-3.0-or-later */
/* monster.h - monsters on the map: made from their definitions, and their
 * steps (asleep, wandering, hunting the hero). */
#ifndef BT_MONSTER_H
#define BT_MONSTER_H

#include "game/game.h"

/* A monster of def at (x, y); place may give it sleep, wandering and an
 * effect it starts with. The game owns it (monster_free). */
monster *monster_new(game *g, const creature_def *def, int x, int y, const place_def *place);
/* As monster_new, with def's name as the game's language says it already
 * (NULL: translated here): a level makes many creatures of a kind. */
monster *monster_new_named(game *g, const creature_def *def, const char *name, int x, int y,
                           const place_def *place);
void monster_free(monster *m);

/* The living monster standing at (x, y), or NULL; from the cell's
 * occupant, whatever the number of monsters. */
monster *monster_at(const game *g, int x, int y);
/* Puts m at (x, y) and keeps the cells' occupants (every change of a
 * monster's place goes through here); monster_unplace takes it off its
 * cell, before it is freed. */
void monster_place(game *g, monster *m, int x, int y);
void monster_unplace(game *g, monster *m);
/* m, one of the game's monsters, is now at index in g->monsters: its cell
 * is told (world_bury_dead closes the gaps of the buried). */
void monster_renumber(game *g, monster *m, uint32_t index);
/* Whether (x, y) can be entered: walkable, no monster, not the hero. */
bool monster_can_enter(const game *g, int x, int y);
/* Moves a creature one cell; a bleeding one leaves blood where it was. */
void monster_move_fighter(game *g, fighter *f, int x, int y);
/* How far a sleeping monster may hear the hero. */
#define MONSTER_HEARING 7

/* Percent chance that m, asleep, wakes this turn: what the hero did (a
 * step, a fight) heard over the distance, through walls at half, the more
 * the clumsier the hero, and more when it bleeds. */
int monster_wake_chance(const game *g, const monster *m);
/* Whether m could take a step away from the hero now. */
bool monster_can_get_away(const game *g, const monster *m);
/* Whether m, a monster that shoots, has the hero within its range (not
 * next to it: there it strikes) along a line no wall or other monster
 * stands in. */
bool monster_can_shoot(const game *g, const monster *m);
/* One step on the map: wake, run home, wander, hunt by sight or smell,
 * or (one that shoots) take aim at the hero from afar. */
void monster_act(game *g, monster *m);

#endif
