/* SPDX-License-Identifier: GPL-3.0-or-later */
/* world.h - the world turn on the map: the hero acts, the hero's
 * effects tick, then every monster's (quietly out of sight), monsters move,
 * the hero slowly heals; and the level changes, traps, deaths and quests. */
#ifndef BT_WORLD_H
#define BT_WORLD_H

#include <stdbool.h>

#include "game/game.h"

/* How far the hero sees. */
#define WORLD_SIGHT_RADIUS 8

/* Adds a monster to the level (the game takes it). */
void world_add_monster(game *g, monster *m);

/* Builds level depth, its monsters and puts the hero on its start. */
void world_enter_level(game *g, int depth);
void world_release_level(game *g);

/* Recomputes what the hero sees; says "You see: ..." for monsters that came
 * into view. */
void world_update_view(game *g);

/* The outcome of a hero's command on the map. */
typedef enum world_result {
    WORLD_REJECTED,      /* nothing happened; no turn spent (a message says why) */
    WORLD_TURN,          /* a turn was spent */
    WORLD_FIGHT          /* the hero attacked: a fight begins */
} world_result;

/* Moves the hero one cell: opens a closed door (without moving), steps on,
 * or attacks a monster standing there. */
world_result world_step_hero(game *g, int dx, int dy);
/* Picks up what lies under the hero. */
world_result world_pick_up(game *g);
/* Takes the stairs down. */
world_result world_descend(game *g);
/* The shrine the hero stands at, or NULL. */
const place_def *world_shrine(const game *g);
/* Buys the item at index in the shrine's list (the hero stands at it). */
world_result world_buy(game *g, size_t index);

/* Everything after the hero's action: effect ticks, monsters, regeneration
 * (1 life and 1 mana every third turn), cooldowns, the turn count, the view. */
void world_end_turn(game *g);
/* The monsters' part of a world turn while the hero fights: those outside
 * the fight tick and act on the map (the fight's own take turns in it). */
void world_turn_outside(game *g);

/* A walk along a blood trail (the "follow" command): where the hero has
 * been on it, so it never turns back, and its last step. */
typedef struct trail_walk {
    int *cells;                  /* owned: x, y pairs */
    size_t count, capacity;
    int dx, dy;
} trail_walk;

void trail_walk_init(trail_walk *w, const game *g);
void trail_walk_release(trail_walk *w);
/* The hero's next step (*dx, *dy) along the trail it stands on or next to:
 * towards fresher blood, forwards over old stains, through a door the trail
 * goes on behind. False at the trail's end. The step is noted in w. */
bool world_trail_next(game *g, trail_walk *w, int *dx, int *dy);

/* A monster has died: seen by the hero, it leaves a corpse, experience and
 * loot and may finish the quest; unseen, it just disappears. */
void world_monster_died(game *g, monster *m, bool seen);
/* Counts a kill of def, by kind too (what a save brings back: n of them). */
void world_count_kills(game *g, const creature_def *def, long n);
/* Removes dead monsters from the level, but those of the fight going on. */
void world_bury_dead(game *g);

/* The blood spilled in the whole game so far. */
long world_blood(const game *g);

#endif
