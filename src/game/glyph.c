/* SPDX-License-Identifier: GPL-3.0-or-later */
/* glyph.c - what the hero sees on a cell of the map. */
#include "config.h"

#include "game/glyph.h"

#include "game/monster.h"

static glyph item_glyph(const floor_item *it)
{
    if (!it->item)
        return (glyph){ "$", GLYPH_GOLD };
    switch (it->item->kind) {
    case ITEM_WEAPON:
        return (glyph){ ")", GLYPH_ITEM };
    case ITEM_ARMOUR:
        return (glyph){ "[", GLYPH_ITEM };
    case ITEM_SCROLL:
        return (glyph){ "?", GLYPH_ITEM };
    case ITEM_RING:
        return (glyph){ "=", GLYPH_JEWEL };
    case ITEM_AMULET:
        return (glyph){ "\"", GLYPH_JEWEL };
    default:
        return (glyph){ "!", GLYPH_ITEM };
    }
}

static glyph terrain_glyph(const level *lv, const cell *cl)
{
    const bt_effect_kind *mark = level_mark(lv, cl);
    switch (cl->terrain) {
    case TERRAIN_WALL:
        return (glyph){ "#", GLYPH_WALL };
    case TERRAIN_DOOR:
        return (glyph){ "+", GLYPH_DOOR };
    case TERRAIN_OPEN_DOOR:
        return (glyph){ "'", GLYPH_DOOR };
    case TERRAIN_STAIRS:
        return (glyph){ ">", GLYPH_STAIRS };
    case TERRAIN_STAIRS_UP:
        return (glyph){ "<", GLYPH_STAIRS };
    case TERRAIN_FLOOR:
        if (cl->decor == ',')
            return (glyph){ ",", GLYPH_BLOOD };
        return mark ? (glyph){ mark->decoration, GLYPH_MARK } : (glyph){ ".", GLYPH_FLOOR };
    default:
        return (glyph){ " ", GLYPH_NONE };
    }
}

/* The first thing on the cell the hero remembers, or -1. */
static long remembered_item(const level *lv, int x, int y)
{
    for (long i = level_item_at(lv, x, y); i >= 0; i = level_next_item(lv, (size_t)i))
        if (lv->items[i].seen)
            return i;
    return -1;
}

glyph glyph_at(const game *g, int x, int y)
{
    const level *lv = &g->level;
    if (!level_contains(lv, x, y))
        return (glyph){ " ", GLYPH_NONE };
    const cell *cl = level_cell(lv, x, y);
    if (!cl->seen)
        return (glyph){ " ", GLYPH_NONE };
    if (cl->visible) {
        if (g->hero.f.x == x && g->hero.f.y == y)
            return (glyph){ "@", GLYPH_HERO };
        const monster *m = monster_at(g, x, y);
        if (m)
            return (glyph){ m->def->glyph, m->asleep ? GLYPH_MONSTER_ASLEEP : GLYPH_MONSTER };
    }
    long i = cl->visible ? level_item_at(lv, x, y) : remembered_item(lv, x, y);
    if (i >= 0)
        return item_glyph(&lv->items[i]);
    /* The way on is worth more than a corpse lying on it. */
    if (cl->corpse && cl->terrain != TERRAIN_STAIRS && cl->terrain != TERRAIN_STAIRS_UP)
        return (glyph){ "%", GLYPH_CORPSE };
    if (cell_trap(lv, cl) && cl->trap_known)
        return (glyph){ place_trap_sign(cell_trap(lv, cl)), cell_trap(lv, cl)->visible ? GLYPH_FIRE : GLYPH_TRAP };
    if (cell_shrine(lv, cl))
        return (glyph){ cell_shrine(lv, cl)->h.id, GLYPH_SHRINE };
    return terrain_glyph(lv, cl);
}
