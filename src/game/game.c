/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game.c - a game's state: set up and freed. */
#include "config.h"

#include "game/game.h"

#include <stdlib.h>
#include <string.h>

#include "combat/fight.h"
#include "game/hero.h"
#include "game/world.h"
#include "plugin/host.h"
#include "util/xalloc.h"

static int random_for_plugins(void *state, int bound)
{
    return rng_below(state, bound);
}

/* Where a creature of the game stands: its fighter's cell. */
static bool position_for_plugins(void *user, const bt_creature *c, int *x, int *y)
{
    (void)user;
    const fighter *f = c->owner;
    if (!f)
        return false;
    *x = f->x;
    *y = f->y;
    return true;
}

/* A plugin's mark on the level being played, which is every creature's. */
static bool decorate_for_plugins(void *user, bt_creature *owner, int x, int y,
                                 const bt_effect_kind *kind)
{
    game *g = user;
    (void)owner;
    if (!g->level.cells)
        return false;
    return level_add_mark(&g->level, x, y, kind);
}

/* The registry's kind of id, without opening its plugin: the world only
 * compares it with the kinds effects carry, which are the same copy once the
 * plugin is open. */
static const bt_effect_kind *known_kind(const registry *kinds, const char *id)
{
    const reg_entry *entry = reg_lookup(kinds, id);
    return entry && !entry->failed && !entry->disabled ? entry->kind : NULL;
}

void game_init(game *g, const content *data, const registry *kinds, uint64_t seed)
{
    memset(g, 0, sizeof *g);
    g->data = data;
    g->kinds = kinds;
    g->bleed = known_kind(kinds, "bleed");
    g->poison = known_kind(kinds, "poison");
    g->stun = known_kind(kinds, "stun");
    g->seed = seed;
    rng_seed(&g->rng, seed);
    host_set_random(random_for_plugins, &g->rng);
    host_world world = { position_for_plugins, decorate_for_plugins, g };
    host_set_world(&world);
    msglog_init(&g->log);
    ctx_init_quiet(&g->quiet);
    game_set_dungeon(g, DUNGEON_CLASSIC);
}

void game_set_dungeon(game *g, dungeon_kind kind)
{
    world_release_level(g);
    free(g->away);
    dungeon_release(&g->dungeon);
    dungeon_init(&g->dungeon, g->data, kind, g->seed);
    g->away = xcalloc((size_t)g->dungeon.depth_count, sizeof *g->away);
}

void game_release(game *g)
{
    fight_free(g->fight);
    g->fight = NULL;
    world_release_level(g);
    if (g->hero.name)
        hero_release(&g->hero);
    free(g->monsters);
    free(g->away);
    dungeon_release(&g->dungeon);
    msglog_release(&g->log);
    free(g->stats.kinds);
    host_set_random(NULL, NULL);
    host_set_world(NULL);
}
