/* level.h - one level of the dungeon as it is being played: terrain, the
 * decor layer (blood), what the hero has seen, what lies on the floor. */
#ifndef BT_LEVEL_H
#define BT_LEVEL_H

#include <stdbool.h>
#include <stddef.h>

#include <bloodtrail/effect.h>

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
    unsigned char mark;  /* an effect's decoration: level->mark_kinds[mark - 1]; 0: none */
    bool seen;           /* remembered */
    bool visible;        /* in view this turn */
    bool corpse;
    const place_def *trap;   /* a trap or fire on this cell, or NULL */
    bool trap_known;
} cell;

/* Something on the floor: an item or a heap of gold. */
typedef struct floor_item {
    int x, y;
    const item_def *item;    /* NULL for gold */
    int gold;
} floor_item;

typedef struct level {
    const level_def *def;
    int depth;
    int width, height;
    cell *cells;             /* owned, width * height */
    floor_item *items;       /* owned */
    size_t item_count;
    size_t item_capacity;
    int start_x, start_y;
    const bt_effect_kind **mark_kinds;   /* owned array: the kinds whose marks lie here */
    size_t mark_kind_count;
} level;

/* The most kinds whose marks one level holds. */
#define LEVEL_MAX_MARK_KINDS 255

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
/* An effect's decoration (kind->decoration) on the cell, on clean walkable
 * floor only, as blood: not on walls, blood, corpses or items. A later mark
 * replaces an earlier one; blood covers a mark. Returns whether it was
 * left. */
bool level_add_mark(level *lv, int x, int y, const bt_effect_kind *kind);
/* The kind whose mark is on the cell, or NULL. */
const bt_effect_kind *level_mark(const level *lv, const cell *cl);

/* The name of the area (x, y) lies in (translated), or NULL. */
const char *level_area_name(const level *lv, int x, int y);

void level_add_item(level *lv, int x, int y, const item_def *item, int gold);
/* The index of the first thing on the floor at (x, y), or -1. */
long level_item_at(const level *lv, int x, int y);
void level_remove_item(level *lv, size_t index);

#endif
