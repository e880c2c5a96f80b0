/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dungeon.c - the dungeon of a game: classic or deep. */
#include "config.h"

#include "dungeon/dungeon.h"

#include <stdlib.h>
#include <string.h>

#include "dungeon/gen.h"
#include "util/rng.h"
#include "util/xalloc.h"

void dungeon_init(dungeon *d, const content *data, dungeon_kind kind, uint64_t seed)
{
    memset(d, 0, sizeof *d);
    d->data = data;
    d->kind = kind;
    d->seed = seed;
    d->depth_count = kind == DUNGEON_DEEP ? DUNGEON_DEEP_LEVELS : (int)data->level_count;
    if (kind == DUNGEON_DEEP)
        d->made = xcalloc((size_t)d->depth_count, sizeof *d->made);
}

void dungeon_release(dungeon *d)
{
    for (int i = 0; d->made && i < d->depth_count; i++) {
        if (d->made[i])
            content_level_release(d->made[i]);
        free(d->made[i]);
    }
    free(d->made);
    memset(d, 0, sizeof *d);
}

/* Each vault of "always = yes" goes on one level of its depth, drawn from a
 * stream of the seed's own: the same levels whatever the player does. A
 * level has one quest: a vault with a quest avoids a level that has one,
 * where its depth leaves a choice. */
size_t dungeon_vaults_at(const dungeon *d, int depth, const level_def **out, size_t max)
{
    rng r;
    rng_seed(&r, d->seed ^ 0x5641554C54530000u);
    bool quest_at[DUNGEON_DEEP_LEVELS + 1] = { false };
    size_t n = 0;
    for (size_t i = 0; i < d->data->vault_count; i++) {
        const vault_info *info = schema_at(&d->data->vaults[i].info, 0);
        if (!info->always)
            continue;
        int hi = info->draw.depth_max < d->depth_count ? info->draw.depth_max : d->depth_count;
        int lo = info->draw.depth_min < hi ? info->draw.depth_min : hi;
        int at = rng_range(&r, lo, hi);
        for (int tries = 0; info->quest && quest_at[at] && tries < 20; tries++)
            at = rng_range(&r, lo, hi);
        if (info->quest)
            quest_at[at] = true;
        if (at == depth && n < max)
            out[n++] = &d->data->vaults[i];
    }
    return n;
}

const level_def *dungeon_level(dungeon *d, int depth)
{
    if (d->kind == DUNGEON_CLASSIC)
        return &d->data->levels[depth - 1];
    if (!d->made[depth - 1]) {
        const level_def *vaults[8];
        gen_request req = { .data = d->data, .seed = d->seed, .depth = depth,
                            .last = d->depth_count, .kind = -1, .vaults = vaults };
        req.vault_count = dungeon_vaults_at(d, depth, vaults, 8);
        d->made[depth - 1] = gen_level(&req, NULL);
    }
    return d->made[depth - 1];
}

bool dungeon_has_stairs_up(const dungeon *d)
{
    return d->kind == DUNGEON_DEEP;
}

bool dungeon_kind_parse(const char *word, dungeon_kind *kind)
{
    if (strcmp(word, "classic") == 0)
        *kind = DUNGEON_CLASSIC;
    else if (strcmp(word, "deep") == 0)
        *kind = DUNGEON_DEEP;
    else
        return false;
    return true;
}

const char *dungeon_kind_word(dungeon_kind kind)
{
    return kind == DUNGEON_DEEP ? "deep" : "classic";
}
