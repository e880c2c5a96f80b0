/* SPDX-License-Identifier: GPL-3.0-or-later */
/* map.h - the autoplayer's memory of a level: what it has seen of the map,
 * in its own coordinates (the game shows a window that scrolls; the bot
 * finds where each window lies by matching its walls with what it
 * remembers), and ways through it. */
#ifndef BOT_MAP_H
#define BOT_MAP_H

#include <stdbool.h>
#include <stdio.h>

#include "view.h"

#define MAP_SIZE 256

typedef struct bot_map {
    char cell[MAP_SIZE][MAP_SIZE];    /* terrain as last seen; 0 unknown, 'R' rock */
    char thing[MAP_SIZE][MAP_SIZE];   /* a monster's glyph seen there now, or 0 */
    unsigned short tries[MAP_SIZE][MAP_SIZE];   /* how often the hero tried to walk there */
    int tries_forgotten;              /* times the tries were wiped when the way was lost */
    int ox, oy;                       /* where the window's top left lies */
    /* The cells any window covered so far (the monsters are there): the
     * rest of the memory is never looked through for them. */
    int lo_x, lo_y, hi_x, hi_y;
    bool placed;
    int hero_x, hero_y;
    int depth;
    /* Where monsters were last seen (they may sleep there still). */
    struct { char glyph; int x, y; } seen[32];
    int seen_count;
    int boss_x, boss_y;               /* where the map file puts the Warden ("X"), or -1 */
    bool hint;                        /* the hero should now stand at (hint_x, hint_y) */
    int hint_x, hint_y;
} bot_map;

void map_reset(bot_map *m, int depth);
/* Learns the whole level from its map file (a player who knows the
 * dungeon): laid under the first window so that the hero stands on the
 * file's "@". False when the file cannot be read. */
bool map_know(bot_map *m, const char *path, const view *v);
/* Lays the map window of v onto the memory; the hero's place follows. */
void map_update(bot_map *m, const view *v);

/* Whether the hero could walk onto (x, y) on its way (avoiding traps when
 * avoid_traps; a door opens on the way). */
bool map_walkable(const bot_map *m, int x, int y, bool avoid_traps);

/* The first step towards the nearest cell that goal accepts, on known ground;
 * false when none can be reached. */
typedef bool (*map_goal_fn)(const bot_map *m, int x, int y, void *user);
bool map_step_to(const bot_map *m, map_goal_fn goal, void *user, int *dx, int *dy, int *dist);

/* The place a monster was last seen that the hero has not been back to,
 * nearest first; false when there is none. */
bool map_last_seen(const bot_map *m, int *x, int *y);

/* Whether (x, y) is a cell of known ground next to an unknown one. */
bool map_frontier(const bot_map *m, int x, int y);

/* Prints the memory (rock as ":"), for --trace. */
void map_dump(const bot_map *m, FILE *out);

#endif
