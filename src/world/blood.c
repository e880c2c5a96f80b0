/* SPDX-License-Identifier: GPL-3.0-or-later */
/* blood.c - drops of blood that age and fade, and where a trail leads. */
#include "config.h"

#include "world/blood.h"

#include <string.h>

#include "util/xalloc.h"

/* How fresh the blood at cell index i is (level.blood_fresh). */
static uint32_t fresh_at(const level *lv, size_t i)
{
    return lv->blood_fresh ? lv->blood_fresh[i] : 0;
}

/* Marks the blood at cell index i as spilled on turn, making the level's
 * table of fresh blood at the first drop. */
static void set_fresh(level *lv, size_t i, long turn)
{
    if (!lv->blood_fresh)
        lv->blood_fresh = xcalloc((size_t)lv->width * (size_t)lv->height,
                                  sizeof *lv->blood_fresh);
    lv->blood_fresh[i] = (uint32_t)turn + 1;
}

static size_t index_of(const level *lv, int x, int y)
{
    return (size_t)y * (size_t)lv->width + (size_t)x;
}

/* Appends a drop to the queue (spilled in turn order, so it stays sorted). */
static void enqueue(level *lv, int x, int y, long turn)
{
    if (lv->drop_first && lv->drop_first * 2 >= lv->drop_count) {
        memmove(lv->drops, lv->drops + lv->drop_first,
                (lv->drop_count - lv->drop_first) * sizeof *lv->drops);
        lv->drop_count -= lv->drop_first;
        lv->drop_first = 0;
    }
    lv->drops = xgrow(lv->drops, &lv->drop_capacity, lv->drop_count + 1, sizeof *lv->drops);
    lv->drops[lv->drop_count++] = (blood_drop){ x, y, turn };
}

bool blood_spill(level *lv, int x, int y, long turn)
{
    if (!level_contains(lv, x, y))
        return false;
    size_t i = index_of(lv, x, y);
    bool fresh = level_cell(lv, x, y)->decor && fresh_at(lv, i);
    if (!fresh && !level_add_blood(lv, x, y))
        return false;
    /* A drop on an older one freshens it; its old place in the queue no
     * longer matches and is passed over when it comes up. */
    set_fresh(lv, i, turn);
    enqueue(lv, x, y, turn);
    return true;
}

void blood_fade(level *lv, long turn)
{
    while (lv->drop_first < lv->drop_count) {
        const blood_drop *d = &lv->drops[lv->drop_first];
        if (turn - d->turn < BLOOD_FADE_TURNS)
            break;
        cell *cl = level_cell(lv, d->x, d->y);
        size_t i = index_of(lv, d->x, d->y);
        if (cl->decor && fresh_at(lv, i) == (uint32_t)d->turn + 1) {
            cl->decor = 0;
            lv->blood_fresh[i] = 0;
        }
        lv->drop_first++;
    }
}

long blood_at(const level *lv, int x, int y)
{
    if (!level_contains(lv, x, y))
        return -1;
    return level_cell(lv, x, y)->decor ? (long)fresh_at(lv, index_of(lv, x, y)) : -1;
}

bool blood_lead(const level *lv, int x, int y, int ldx, int ldy,
                bool (*skip)(void *user, int x, int y), void *user, int *dx, int *dy)
{
    long here = blood_at(lv, x, y);
    long best = -1;
    int best_turn = -100;
    for (int sy = -1; sy <= 1; sy++) {
        for (int sx = -1; sx <= 1; sx++) {
            int nx = x + sx, ny = y + sy, dot = sx * ldx + sy * ldy;
            /* The straighter on, the better: ahead, then half a turn, then aside. */
            int turn = 2 * dot - (sx * sx + sy * sy);
            long there = blood_at(lv, nx, ny);
            if ((!sx && !sy) || there < 0 || !level_is_walkable(lv, nx, ny) ||
                (skip && skip(user, nx, ny)))
                continue;
            /* On fresh blood the trail goes on only to fresher; elsewhere
             * it goes on forwards, never back where it came from. */
            if (here > 0 ? there <= here : dot < 0)
                continue;
            if (there > best || (there == best && turn > best_turn)) {
                best = there;
                best_turn = turn;
                *dx = sx;
                *dy = sy;
            }
        }
    }
    return best >= 0;
}

size_t blood_fresh_count(const level *lv)
{
    return lv->drop_count - lv->drop_first;
}

bool blood_fresh_drop(const level *lv, size_t i, int *x, int *y, long *turn)
{
    const blood_drop *d = &lv->drops[lv->drop_first + i];
    *x = d->x;
    *y = d->y;
    *turn = d->turn;
    return blood_at(lv, d->x, d->y) == d->turn + 1;
}

bool blood_restore(level *lv, int x, int y, long turn)
{
    if (blood_at(lv, x, y) < 0)
        return false;
    set_fresh(lv, index_of(lv, x, y), turn);
    enqueue(lv, x, y, turn);
    return true;
}
