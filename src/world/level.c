/* SPDX-License-Identifier: GPL-3.0-or-later */
/* level.c - one level of the dungeon as it is being played. */
#include "config.h"

#include "world/level.h"

#include <limits.h>
#include <string.h>

#include "util/xalloc.h"

static terrain terrain_of(char ch)
{
    switch (ch) {
    case '#':
        return TERRAIN_WALL;
    case '+':
        return TERRAIN_DOOR;
    case '\'':
        return TERRAIN_OPEN_DOOR;
    case '>':
        return TERRAIN_STAIRS;
    case '<':
        return TERRAIN_STAIRS_UP;
    case ' ':
        return TERRAIN_ROCK;
    default:
        return TERRAIN_FLOOR;    /* '.', ',', '@' and places */
    }
}

/* Each map character's place as a cell keeps it, 1 + its index in
 * def->places, or 0: the first of that character, as content_places finds
 * them. A place is named by one byte that is not NUL, so the index fits. */
static void place_indices(const level_def *def, unsigned char index[256])
{
    memset(index, 0, 256);
    for (size_t i = 0; i < def->places.count && i < UCHAR_MAX; i++) {
        const place_def *place = schema_at(&def->places, i);
        unsigned char ch = (unsigned char)place->h.id[0];
        if (place->h.id[0] && !place->h.id[1] && !index[ch])
            index[ch] = (unsigned char)(i + 1);
    }
}

/* What place number index (1 + its index in def->places) puts on (x, y). */
static void place_things(level *lv, int x, int y, unsigned char index, const content *c)
{
    const place_def *place = schema_at(&lv->def->places, index - 1u);
    cell *cl = level_cell(lv, x, y);
    if (place->item)
        level_add_item(lv, x, y, content_item(c, place->item), 0);
    if (place->gold)
        level_add_item(lv, x, y, NULL, place->gold);
    if (place->sells.count || place->trap.id)
        cl->place = index;
    if (place->trap.id)
        cl->trap_known = place->visible;
}

void level_init(level *lv, const level_def *def, const content *c)
{
    memset(lv, 0, sizeof *lv);
    lv->def = def;
    lv->depth = def->depth;
    lv->width = def->width;
    lv->height = def->height;
    lv->cells = xcalloc((size_t)lv->width * (size_t)lv->height, sizeof *lv->cells);
    lv->down_x = lv->down_y = -1;
    unsigned char places[256];
    place_indices(def, places);
    /* The size in locals: a store to a cell's terrain (a char) could
     * alias lv's. */
    int width = lv->width, height = lv->height;
    for (int y = 0; y < height; y++) {
        const char *row = def->rows[y];
        cell *cl = level_cell(lv, 0, y);
        for (int x = 0; x < width; x++, cl++) {
            unsigned char ch = (unsigned char)row[x];
            /* Rock, most of a level, is a cell as xcalloc cleared it
             * (TERRAIN_ROCK is 0; no place is named by a terrain's
             * character). */
            if (ch == ' ')
                continue;
            /* Written whole: a store to the terrain's bits alone reads
             * the cell first, and a page fresh from the system that is
             * read before it is written is mapped twice (two faults). */
            *cl = (cell){ .terrain = terrain_of((char)ch) };
            /* Walls and plain floor, most of the rest, are only terrain. */
            if (ch == '#' || ch == '.')
                continue;
            if (ch == ',')
                cl->decor = ',';
            if (ch == '>' && lv->down_x < 0) {
                lv->down_x = x;
                lv->down_y = y;
            }
            if (ch == '@' || ch == '<') {
                lv->start_x = x;
                lv->start_y = y;
            }
            if (places[ch])
                place_things(lv, x, y, places[ch], c);
        }
    }
}

void level_release(level *lv)
{
    free(lv->drops);
    free(lv->blood_fresh);
    free(lv->cells);
    free(lv->items);
    free(lv->mark_kinds);
    free(lv->lit);
    memset(lv, 0, sizeof *lv);
}

bool level_is_walkable(const level *lv, int x, int y)
{
    if (!level_contains(lv, x, y))
        return false;
    terrain t = level_cell(lv, x, y)->terrain;
    return t == TERRAIN_FLOOR || t == TERRAIN_OPEN_DOOR || t == TERRAIN_STAIRS ||
           t == TERRAIN_STAIRS_UP;
}

bool level_blocks_sight(const level *lv, int x, int y)
{
    if (!level_contains(lv, x, y))
        return true;
    terrain t = level_cell(lv, x, y)->terrain;
    return t == TERRAIN_WALL || t == TERRAIN_ROCK || t == TERRAIN_DOOR;
}

bool level_add_blood(level *lv, int x, int y)
{
    if (!level_contains(lv, x, y))
        return false;
    cell *cl = level_cell(lv, x, y);
    if (cl->terrain != TERRAIN_FLOOR || cl->decor || cl->corpse || cl->items)
        return false;
    cl->decor = ',';
    cl->mark = 0;          /* the blood trail stays the game's own */
    return true;
}

/* The place of kind in the level's table of marking kinds (added when new),
 * or 0 when the table is full. */
static unsigned char mark_index(level *lv, const bt_effect_kind *kind)
{
    for (size_t i = 0; i < lv->mark_kind_count; i++)
        if (lv->mark_kinds[i] == kind)
            return (unsigned char)(i + 1);
    if (lv->mark_kind_count == LEVEL_MAX_MARK_KINDS)
        return 0;
    lv->mark_kinds = xrealloc(lv->mark_kinds, (lv->mark_kind_count + 1) * sizeof *lv->mark_kinds);
    lv->mark_kinds[lv->mark_kind_count++] = kind;
    return (unsigned char)lv->mark_kind_count;
}

bool level_add_mark(level *lv, int x, int y, const bt_effect_kind *kind)
{
    if (!level_contains(lv, x, y) || !kind->decoration)
        return false;
    cell *cl = level_cell(lv, x, y);
    if (cl->terrain != TERRAIN_FLOOR || cl->decor || cl->corpse || cl->items)
        return false;
    unsigned char index = mark_index(lv, kind);
    if (!index)
        return false;
    cl->mark = index;
    return true;
}

const bt_effect_kind *level_mark(const level *lv, const cell *cl)
{
    return cl->mark && cl->mark <= lv->mark_kind_count ? lv->mark_kinds[cl->mark - 1] : NULL;
}

const char *level_area_name(const level *lv, int x, int y)
{
    for (size_t i = 0; i < lv->def->areas.count; i++) {
        const area_def *a = schema_at(&lv->def->areas, i);
        if (x >= a->x1 && x <= a->x2 && y >= a->y1 && y <= a->y2)
            return content_text("area", a->name);
    }
    return NULL;
}

/* Links items[i] in as the last thing of its cell. */
static void link_item(level *lv, size_t i)
{
    floor_item *it = &lv->items[i];
    cell *cl = level_cell(lv, it->x, it->y);
    if (cl->items) {
        floor_item *last = &lv->items[cl->items - 1];
        it->next = last->next;
        last->next = (uint32_t)i;
    } else {
        it->next = (uint32_t)i;
    }
    cl->items = (uint32_t)i + 1;
}

void level_add_item(level *lv, int x, int y, const item_def *item, int gold)
{
    lv->items = xgrow(lv->items, &lv->item_capacity, lv->item_count + 1, sizeof *lv->items);
    lv->items[lv->item_count] = (floor_item){ .x = x, .y = y, .item = item, .gold = gold };
    link_item(lv, lv->item_count++);
}

long level_item_at(const level *lv, int x, int y)
{
    uint32_t last = level_cell(lv, x, y)->items;
    return last ? (long)lv->items[last - 1].next : -1;
}

long level_next_item(const level *lv, size_t index)
{
    const floor_item *it = &lv->items[index];
    if (level_cell(lv, it->x, it->y)->items == index + 1)
        return -1;
    return (long)it->next;
}

/* Keeps the items kept[] says, in order, and links every cell afresh. */
static void keep_items(level *lv, const bool *kept)
{
    size_t count = 0;
    for (size_t i = 0; i < lv->item_count; i++) {
        level_cell(lv, lv->items[i].x, lv->items[i].y)->items = 0;
        if (kept[i])
            lv->items[count++] = lv->items[i];
    }
    lv->item_count = count;
    for (size_t i = 0; i < count; i++)
        link_item(lv, i);
}

size_t level_take_items(level *lv, int x, int y, bool (*take)(const floor_item *it, void *user),
                        void *user)
{
    bool *kept = NULL;
    size_t taken = 0;
    for (long i = level_item_at(lv, x, y); i >= 0; i = level_next_item(lv, (size_t)i)) {
        if (!take(&lv->items[i], user))
            continue;
        if (!kept) {
            kept = xmalloc(lv->item_count * sizeof *kept);
            memset(kept, true, lv->item_count * sizeof *kept);
        }
        kept[i] = false;
        taken++;
    }
    if (kept)
        keep_items(lv, kept);
    free(kept);
    return taken;
}

void level_clear_items(level *lv)
{
    for (size_t i = 0; i < lv->item_count; i++)
        level_cell(lv, lv->items[i].x, lv->items[i].y)->items = 0;
    lv->item_count = 0;
}
