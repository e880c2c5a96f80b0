/* level.c - one level of the dungeon as it is being played. */
#include "config.h"

#include "world/level.h"

#include <string.h>

#include "util/xalloc.h"

cell *level_cell(const level *lv, int x, int y)
{
    return &lv->cells[y * lv->width + x];
}

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
    case ' ':
        return TERRAIN_ROCK;
    default:
        return TERRAIN_FLOOR;    /* '.', ',', '@' and places */
    }
}

static void place_things(level *lv, int x, int y, const place_def *place, const content *c)
{
    cell *cl = level_cell(lv, x, y);
    if (place->item)
        level_add_item(lv, x, y, content_item(c, place->item), 0);
    if (place->gold)
        level_add_item(lv, x, y, NULL, place->gold);
    if (place->sells.count)
        cl->shrine = place;
    if (place->trap.id) {
        cl->trap = place;
        cl->trap_known = place->visible;
    }
}

void level_init(level *lv, const level_def *def, const content *c)
{
    memset(lv, 0, sizeof *lv);
    lv->def = def;
    lv->depth = def->depth;
    lv->width = def->width;
    lv->height = def->height;
    lv->cells = xcalloc((size_t)lv->width * (size_t)lv->height, sizeof *lv->cells);
    for (int y = 0; y < lv->height; y++) {
        for (int x = 0; x < lv->width; x++) {
            char ch = def->rows[y][x];
            cell *cl = level_cell(lv, x, y);
            cl->terrain = terrain_of(ch);
            if (ch == ',')
                cl->decor = ',';
            if (ch == '@') {
                lv->start_x = x;
                lv->start_y = y;
            }
            char id[2] = { ch, '\0' };
            const place_def *place = schema_find(&def->places, id);
            if (place)
                place_things(lv, x, y, place, c);
        }
    }
}

void level_release(level *lv)
{
    free(lv->drops);
    free(lv->cells);
    free(lv->items);
    memset(lv, 0, sizeof *lv);
}

bool level_is_walkable(const level *lv, int x, int y)
{
    if (!level_contains(lv, x, y))
        return false;
    terrain t = level_cell(lv, x, y)->terrain;
    return t == TERRAIN_FLOOR || t == TERRAIN_OPEN_DOOR || t == TERRAIN_STAIRS;
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
    if (cl->terrain != TERRAIN_FLOOR || cl->decor || cl->corpse || level_item_at(lv, x, y) >= 0)
        return false;
    cl->decor = ',';
    return true;
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

void level_add_item(level *lv, int x, int y, const item_def *item, int gold)
{
    lv->items = xgrow(lv->items, &lv->item_capacity, lv->item_count + 1, sizeof *lv->items);
    lv->items[lv->item_count++] = (floor_item){ x, y, item, gold };
}

long level_item_at(const level *lv, int x, int y)
{
    for (size_t i = 0; i < lv->item_count; i++)
        if (lv->items[i].x == x && lv->items[i].y == y)
            return (long)i;
    return -1;
}

void level_remove_item(level *lv, size_t index)
{
    memmove(&lv->items[index], &lv->items[index + 1],
            (lv->item_count - index - 1) * sizeof *lv->items);
    lv->item_count--;
}
