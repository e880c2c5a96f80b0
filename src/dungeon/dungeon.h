/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dungeon.h - the dungeon a game is played in: "classic", the hand-made
 * levels of the content (data/levels), or "deep", ten levels the generator
 * makes from the game's seed, each when it is first needed. */
#ifndef BT_DUNGEON_H
#define BT_DUNGEON_H

#include <stdbool.h>
#include <stdint.h>

#include "content/content.h"

typedef enum dungeon_kind { DUNGEON_CLASSIC, DUNGEON_DEEP } dungeon_kind;

/* How many levels the deep dungeon has. */
#define DUNGEON_DEEP_LEVELS 10

typedef struct dungeon {
    const content *data;          /* borrowed */
    dungeon_kind kind;
    uint64_t seed;
    int depth_count;
    level_def **made;             /* deep: owned, by depth - 1; NULL until asked for */
} dungeon;

void dungeon_init(dungeon *d, const content *data, dungeon_kind kind, uint64_t seed);
void dungeon_release(dungeon *d);

/* The definition of a level (1 to depth_count); the same for the same seed
 * every time. It lives as long as the dungeon. */
const level_def *dungeon_level(dungeon *d, int depth);

/* Whether its levels have stairs up (the classic levels only go down). */
bool dungeon_has_stairs_up(const dungeon *d);

/* "classic" / "deep"; false for another word. */
bool dungeon_kind_parse(const char *word, dungeon_kind *kind);
const char *dungeon_kind_word(dungeon_kind kind);

/* The vaults that every deep dungeon of this seed has (always = yes) and
 * that go on level depth; returns how many were put in out (at most max). */
size_t dungeon_vaults_at(const dungeon *d, int depth, const level_def **out, size_t max);

#endif
