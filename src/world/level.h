/* level.h - one level of the dungeon as it is being played: terrain, the
 * decor layer (blood), what the hero has seen, what lies on the floor. */
#ifndef BT_LEVEL_H
#define BT_LEVEL_H

#include <stdbool.h>
#include <stddef.h>

#include "content/content.h"

typedef enum terrain {
    TERRAIN_ROCK,
    TERRAIN_WALL,
    TERRAIN_FLOOR,
    TERRAIN_DOOR,        /* closed */
    TERRAIN_OPEN_DOOR,
    TERRAIN_STAIRS
} terrain;

typedef struct cell {
    unsigned char terrain;
    char decor;          /* ',' blood, or 0: a layer above the floor */
    long blood_fresh;    /* blood: the turn it was spilled + 1; 0: a stain that
                            never fades (see world/blood.h) */
    bool seen;           /* remembered */
    bool visible;        /* in view this turn */
    bool corpse;
    const place_def *trap;   /* a trap or fire on this cell, or NULL */
    const place_def *shrine; /* a shrine that sells items for gold, or NULL */
    bool trap_known;
} cell;

/* Something on the floor: an item or a heap of gold. */
typedef struct floor_item {
    int x, y;
    const item_def *item;    /* NULL for gold */
    int gold;
} floor_item;

/* A drop of blood that will fade: where, and the turn it was spilled. */
typedef struct blood_drop {
    int x, y;
    long turn;
} blood_drop;

typedef struct level {
    const level_def *def;
    int depth;
    int width, height;
    cell *cells;             /* owned, width * height */
    floor_item *items;       /* owned */
    size_t item_count;
    size_t item_capacity;
    int start_x, start_y;
    blood_drop *drops;       /* owned: the fresh drops, oldest first from drop_first */
    size_t drop_first, drop_count, drop_capacity;
} level;

/* Builds the level from its definition: terrain, blood, traps and items
 * (creatures are placed by the game). The caller releases it. */
void level_init(level *lv, const level_def *def, const content *c);
void level_release(level *lv);

static inline bool level_contains(const level *lv, int x, int y)
{
    return x >= 0 && y >= 0 && x < lv->width && y < lv->height;
}

cell *level_cell(const level *lv, int x, int y);
/* Floor, open doors and stairs can be walked on (closed doors open first). */
bool level_is_walkable(const level *lv, int x, int y);
/* Walls, rock and closed doors stop sight. */
bool level_blocks_sight(const level *lv, int x, int y);
/* A drop of blood on clean walkable floor only: corpses and items stay
 * visible. Returns whether a drop was left. */
bool level_add_blood(level *lv, int x, int y);
/* The name of the area (x, y) lies in (translated), or NULL. */
const char *level_area_name(const level *lv, int x, int y);

void level_add_item(level *lv, int x, int y, const item_def *item, int gold);
/* The index of the first thing on the floor at (x, y), or -1. */
long level_item_at(const level *lv, int x, int y);
void level_remove_item(level *lv, size_t index);

#endif
