/* SPDX-License-Identifier: GPL-3.0-or-later */
/* level.h - one level of the dungeon as it is being played: terrain, the
 * decor layer (blood), what the hero has seen, what lies on the floor, and
 * who stands where. Every question about one cell is answered from the cell
 * itself, in constant time, however full the level is. */
#ifndef BT_LEVEL_H
#define BT_LEVEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <bloodtrail/effect.h>

#include "content/content.h"

typedef enum terrain {
    TERRAIN_ROCK,        /* 0: a cleared cell is rock (level_init) */
    TERRAIN_WALL,
    TERRAIN_FLOOR,
    TERRAIN_DOOR,        /* closed */
    TERRAIN_OPEN_DOOR,
    TERRAIN_STAIRS,      /* down */
    TERRAIN_STAIRS_UP
} terrain;

typedef struct cell {
    /* The living monster standing here, kept by the game (game/monster.h):
     * 1 + its index in the game's monsters, or 0. A dead one may linger
     * until it is buried, and is not standing. */
    uint32_t occupant;
    /* 1 + the index in items of the last thing lying here, or 0; from it
     * each thing's next leads round the cell's things in order. */
    uint32_t items;
    /* ',' blood (how fresh: level.blood_fresh), or 0: a layer above the floor */
    char decor;
    unsigned char mark;      /* an effect's decoration: level->mark_kinds[mark - 1]; 0: none */
    /* The place of the level file or the generator on this cell that is
     * still there for the game to see, a trap or a fire, a shrine: 1 + its
     * index in the level's def->places (cell_place), or 0. A place is
     * named by one byte, so a level has at most 255 of them. */
    unsigned char place;
    unsigned char terrain : 4;   /* a terrain */
    bool seen : 1;           /* remembered */
    bool visible : 1;        /* in view this turn */
    bool corpse : 1;
    bool trap_known : 1;
} cell;

/* A start pays for a level's cells by the page (calloc'd, then written
 * where there is more than rock): the small fields are bytes and bits,
 * the monster and the place indices rather than pointers, and how fresh
 * the blood is lies apart (no level has blood to age before its first
 * fight). */
_Static_assert(sizeof(cell) == 12, "a cell takes 12 bytes");
_Static_assert(TERRAIN_STAIRS_UP < 16, "a terrain fits in a cell's four bits");

/* Something on the floor: an item or a heap of gold. */
typedef struct floor_item {
    int x, y;
    const item_def *item;    /* NULL for gold */
    int gold;
    bool seen;               /* the hero saw it there: the map remembers it */
    uint32_t next;           /* the index of the next thing on the same cell
                                (the last one leads back to the first) */
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
    floor_item *items;       /* owned; in the order they were put down */
    size_t item_count;
    size_t item_capacity;
    uint32_t *lit;           /* owned: the cells the field of view lit last */
    size_t lit_count;
    size_t lit_capacity;
    /* No cell outside this box (corners included, all on the level) is
     * lit: the view's reach around where it was seen from. Whether a
     * monster far off is in view is so answered without reading its cell. */
    int view_x1, view_y1, view_x2, view_y2;
    int start_x, start_y;    /* where the hero arrives from above ("@" or "<") */
    int down_x, down_y;      /* the stairs down (">"), where the hero arrives from
                                below; -1 when there are none */
    /* Owned, width * height, or NULL until the first drop is spilled: for
     * each cell with blood (decor), the world turn it was spilled + 1, or 0
     * for a stain that never fades (see world/blood.h). */
    uint32_t *blood_fresh;
    blood_drop *drops;       /* owned: the fresh drops, oldest first from drop_first */
    size_t drop_first, drop_count, drop_capacity;
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

static inline cell *level_cell(const level *lv, int x, int y)
{
    return &lv->cells[(size_t)y * (size_t)lv->width + (size_t)x];
}

/* The place still on a cell of lv (a trap, a fire, a shrine), or NULL. */
static inline const place_def *cell_place(const level *lv, const cell *cl)
{
    return cl->place ? schema_at(&lv->def->places, cl->place - 1u) : NULL;
}

/* The trap or fire on a cell of lv, or NULL. */
static inline const place_def *cell_trap(const level *lv, const cell *cl)
{
    const place_def *p = cell_place(lv, cl);
    return p && p->trap.id ? p : NULL;
}

/* The shrine on a cell of lv, which sells items for gold, or NULL. */
static inline const place_def *cell_shrine(const level *lv, const cell *cl)
{
    const place_def *p = cell_place(lv, cl);
    return p && p->sells.count ? p : NULL;
}
/* Whether the hero sees (x, y) now (the last field of view lit it); false
 * off the level. */
static inline bool level_in_view(const level *lv, int x, int y)
{
    return x >= lv->view_x1 && x <= lv->view_x2 && y >= lv->view_y1 && y <= lv->view_y2 &&
           level_cell(lv, x, y)->visible;
}

/* Floor, open doors and stairs (up and down) can be walked on (closed doors open first). */
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

/* Puts a thing down on (x, y), after those already there. */
void level_add_item(level *lv, int x, int y, const item_def *item, int gold);
/* The index of the first thing on the floor at (x, y), or -1. */
long level_item_at(const level *lv, int x, int y);
/* The index of the thing after index on the same cell, or -1. */
long level_next_item(const level *lv, size_t index);
/* Offers take() every thing on (x, y), in order (it must not put anything
 * down); those it takes (returns true for) are removed, in one pass over the
 * floor. Returns how many were taken. */
size_t level_take_items(level *lv, int x, int y, bool (*take)(const floor_item *it, void *user),
                        void *user);
/* Nothing on the floor any more. */
void level_clear_items(level *lv);

#endif
