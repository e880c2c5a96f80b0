/* SPDX-License-Identifier: GPL-3.0-or-later */
/* map.h - the hero's actions on the map, as the map frame's commands and
 * the repeated ones (a count, rest, run, travel) take them: each is done,
 * or refused with what was wrong and nothing spent, or first asked about
 * when a player may regret it. */
#ifndef BT_CONSOLE_MAP_H
#define BT_CONSOLE_MAP_H

#include <stdbool.h>
#include <stddef.h>

#include "console/frames.h"
#include "game/world.h"

/* The eight directions, in the order of the map's commands. */
#define MAP_DIRECTIONS 8
extern const int map_dx[MAP_DIRECTIONS], map_dy[MAP_DIRECTIONS];

/* After the hero's action (what was said since mark is its): refused, it
 * says why at once and leaves the screen's messages as they were; else the
 * world turn passes, or the fight with target (the monster walked into)
 * begins. */
void map_after(game *g, world_result result, size_t mark, monster *target);
/* A stunned hero loses the action it chose (the turn passes); true then. */
bool map_lost_to_stun(game *g, size_t mark);

/* Whether the cell next to the hero in (dx, dy) holds a trap the hero
 * knows of or a fire, with no monster standing on it. */
bool map_is_known_danger(const game *g, int dx, int dy);
/* One step in (dx, dy): onto a known trap or into a fire only after "yes". */
void map_step(game *g, int dx, int dy);
/* The step itself, asked or not. */
void map_step_now(game *g, int dx, int dy);
/* use, equip or drop: with a name or letter in words[1..], or the question
 * of which; a potion that would do nothing is asked about first. */
void map_item_command(game *g, item_action action, char **words, size_t count);
/* Down the stairs; with the level's quest undone, only after "yes". */
void map_descend(game *g);
/* "up": the stairs up, where the dungeon has them. */
void map_ascend(game *g);

#endif
