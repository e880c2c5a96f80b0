/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game.c - a game's state: set up and freed. */
#include "config.h"

#include "game/game.h"

#include <stdlib.h>
#include <string.h>

#include "engine/host.h"
#include "game/hero.h"
#include "game/world.h"
#include "text/i18n.h"
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
    g->blind = known_kind(kinds, "blind");
    g->seed = seed;
    rng_seed(&g->rng, seed);
    host_session_init(&g->session, kinds);
    g->session.random = random_for_plugins;
    g->session.random_state = &g->rng;
    g->session.world = (host_world){ position_for_plugins, decorate_for_plugins, g };
    msglog_init(&g->log);
    g->log.ctx.session = &g->session;
    ctx_init_quiet(&g->quiet);
    lore_init(&g->lore, data, seed);
    g->quiet.session = &g->session;
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

void game_speak(const game *g)
{
    if (g->language && strcmp(g->language, i18n_language()) != 0)
        i18n_init(g->language, g->locale_dir);
    if (game_started(g))
        tpl_set_hero(&g->hero.named);
}

void game_release(game *g)
{
    if (g->fight)
        g->free_fight(g->fight);
    g->fight = NULL;
    world_release_level(g);
    if (g->hero.name)
        hero_release(&g->hero);
    free(g->monsters);
    free(g->away);
    dungeon_release(&g->dungeon);
    msglog_release(&g->log);
    free(g->stats.kinds);
    lore_release(&g->lore);
}
