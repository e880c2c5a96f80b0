/* SPDX-License-Identifier: GPL-3.0-or-later */
/* map.c - the hero's actions on the map. */
#include "config.h"

#include "console/map.h"

#include "combat/combat.h"
#include "console/frame_fight.h"
#include "game/items.h"
#include "game/monster.h"
#include "text/i18n.h"

const int map_dx[MAP_DIRECTIONS] = { 0, 0, 1, -1, 1, -1, 1, -1 };
const int map_dy[MAP_DIRECTIONS] = { -1, 1, 0, 0, -1, -1, 1, 1 };

void frames_spend_turn(game *g)
{
    world_end_turn(g);
    if (!g->over)
        combat_check(g);
    frame_fight_open(g);
    frame_redraw(g);
}

void map_after(game *g, world_result result, size_t mark, monster *target)
{
    if (result == WORLD_REJECTED) {
        strbuf why;
        sb_init(&why);
        msglog_take_since(&g->log, mark, &why);
        frame_write(g, why.buf);
        sb_release(&why);
        return;
    }
    msglog_keep_since(&g->log, mark);
    if (result == WORLD_FIGHT) {
        combat_begin(g, target);
        frame_fight_open(g);
        frame_redraw(g);
    } else {
        frames_spend_turn(g);
    }
}

bool map_lost_to_stun(game *g, size_t mark)
{
    bt_creature *body = g->hero.f.body;
    if (!g->hero.dazed)
        return false;
    g->hero.dazed = false;
    bt_name name = cr_name(body);
    ctx_say(&g->log.ctx, NULL, N_("{name} is stunned and loses the turn."),
            &TPL_NAME("name", &name), 1);
    map_after(g, WORLD_TURN, mark, NULL);
    return true;
}

/* --- steps --- */

bool map_is_known_danger(const game *g, int dx, int dy)
{
    int x = g->hero.f.x + dx, y = g->hero.f.y + dy;
    if (!level_contains(&g->level, x, y) || monster_at(g, x, y))
        return false;
    const cell *cl = level_cell(&g->level, x, y);
    return cl->trap && (cl->trap_known || cl->trap->visible);
}

void map_step_now(game *g, int dx, int dy)
{
    size_t mark = msglog_mark(&g->log);
    if (map_lost_to_stun(g, mark))
        return;
    monster *target = monster_at(g, g->hero.f.x + dx, g->hero.f.y + dy);
    map_after(g, world_step_hero(g, dx, dy), mark, target);
}

typedef struct step {
    int dx, dy;
} step;

static void step_anyway(game *g, const void *data)
{
    const step *s = data;
    map_step_now(g, s->dx, s->dy);
}

void map_step(game *g, int dx, int dy)
{
    if (!map_is_known_danger(g, dx, dy)) {
        map_step_now(g, dx, dy);
        return;
    }
    const cell *cl = level_cell(&g->level, g->hero.f.x + dx, g->hero.f.y + dy);
    step s = { dx, dy };
    frames_confirm_say(g,
                       cl->trap->visible
                           /* TRANSLATORS: the hero is about to walk into a fire. */
                           ? N_("That floor is on fire. Walk into it? (yes/no)")
                           /* TRANSLATORS: the hero is about to step on a trap found before. */
                           : N_("You know of a trap there. Step on it? (yes/no)"),
                       NULL, 0, step_anyway, &s, sizeof s);
}

/* --- the pack --- */

typedef struct item_use {
    item_action action;
    size_t index;
} item_use;

static void use_now(game *g, const void *data)
{
    const item_use *u = data;
    size_t mark = msglog_mark(&g->log);
    if (map_lost_to_stun(g, mark))
        return;
    if (frames_item_action(g, u->action, u->index, &g->log.ctx))
        map_after(g, WORLD_TURN, mark, NULL);
}

void map_item_command(game *g, item_action action, char **words, size_t count)
{
    if (count == 1) {
        if (!map_lost_to_stun(g, msglog_mark(&g->log)))
            frames_push_item_choice(g, action, &g->log.ctx, frames_spend_turn);
        return;
    }
    long index = frames_find_item_words(g, words + 1, count - 1);
    if (index < 0)
        return;
    item_use u = { action, (size_t)index };
    if (!frames_ask_if_useless(g, action, (size_t)index, use_now, &u, sizeof u))
        use_now(g, &u);
}

/* --- the stairs --- */

void map_ascend(game *g)
{
    size_t mark = msglog_mark(&g->log);
    if (!map_lost_to_stun(g, mark))
        map_after(g, world_ascend(g), mark, NULL);
}

static void descend_now(game *g, const void *data)
{
    (void)data;
    size_t mark = msglog_mark(&g->log);
    if (!map_lost_to_stun(g, mark))
        map_after(g, world_descend(g), mark, NULL);
}

void map_descend(game *g)
{
    const cell *here = level_cell(&g->level, g->hero.f.x, g->hero.f.y);
    bool deeper = here->terrain == TERRAIN_STAIRS && g->level.depth < g->dungeon.depth_count;
    /* Only a level left for good leaves its quest behind. */
    if (!deeper || !g->quest || dungeon_has_stairs_up(&g->dungeon)) {
        descend_now(g, NULL);
        return;
    }
    bt_name title = content_name("quest", g->quest->title);
    /* TRANSLATORS: {title} is the quest's title, a name with its forms. */
    frames_confirm_say(g, N_("The quest \"{title:bare}\" is not done; going down leaves it "
                             "behind for good. Go down? (yes/no)"),
                       &TPL_NAME("title", &title), 1, descend_now, NULL, 0);
}
