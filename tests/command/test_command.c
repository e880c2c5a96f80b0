/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_command.c - turns played through the command interface, with no
 * console: every answer (spent, refused, asked, choose), the stun rule, a
 * rejected command that changes nothing, the repeated actions, a fight. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../unit/support.h"
#include "command/command.h"
#include "game/monster.h"
#include "game/world.h"
#include "util/xalloc.h"

/* A game of Iva the barbarian (seed 42) on the first level, begun by the
 * rules alone, and the answer of the last command. */
typedef struct fixture {
    registry *kinds;
    content data;
    game g;
    cmd_result r;
} fixture;

static int setup(void **state)
{
    speak_english();
    fixture *f = xcalloc(1, sizeof *f);
    f->kinds = load_builtins();
    strbuf error;
    sb_init(&error);
    assert_true(content_load(&f->data, BT_SOURCE_DIR "/data", f->kinds, &error));
    sb_release(&error);
    game_init(&f->g, &f->data, f->kinds, 42);
    cmd_begin(&f->g, content_class(&f->data, "barbarian"), "Iva", true);
    msglog_clear(&f->g.log);
    cmd_result_init(&f->r);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    cmd_result_release(&f->r);
    game_release(&f->g);
    content_release(&f->data);
    reg_free(f->kinds);
    free(f);
    return 0;
}

static cmd_status play(fixture *f, command c)
{
    return cmd_do(&f->g, &c, &f->r);
}

static command step(int dx, int dy)
{
    command c = cmd_make(CMD_STEP);
    c.dx = dx;
    c.dy = dy;
    return c;
}

/* Takes every monster off the level, for a test that wants nobody near. */
static void clear_monsters(game *g)
{
    for (size_t i = 0; i < g->monster_count; i++) {
        monster_unplace(g, g->monsters[i]);
        monster_free(g->monsters[i]);
    }
    g->monster_count = 0;
}

/* What a command may change, to compare before and after a refusal. */
typedef struct snapshot {
    int x, y, life, mana, gold;
    long turns;
    size_t said, pack, items_here;
    bool dazed;
} snapshot;

/* Everything the hero carries, counted one by one. */
static size_t carried(const game *g)
{
    size_t n = 0;
    for (size_t i = 0; i < g->hero.pack.count; i++)
        n += (size_t)g->hero.pack.slots[i].count;
    return n;
}

static snapshot take(const game *g)
{
    return (snapshot){ g->hero.f.x, g->hero.f.y, g->hero.f.body->life, g->hero.f.mana,
                       g->hero.gold, g->stats.turns, g->log.added, carried(g),
                       (size_t)(level_item_at(&g->level, g->hero.f.x, g->hero.f.y) + 1),
                       g->hero.dazed };
}

static void assert_unchanged(const snapshot *a, const game *g)
{
    snapshot b = take(g);
    assert_int_equal(a->x, b.x);
    assert_int_equal(a->y, b.y);
    assert_int_equal(a->life, b.life);
    assert_int_equal(a->mana, b.mana);
    assert_int_equal(a->gold, b.gold);
    assert_int_equal(a->turns, b.turns);
    assert_int_equal(a->said, b.said);
    assert_int_equal(a->pack, b.pack);
    assert_int_equal(a->items_here, b.items_here);
    assert_int_equal(a->dazed, b.dazed);
}

static void test_a_wall_is_refused_and_changes_nothing(void **state)
{
    fixture *f = *state;
    snapshot before = take(&f->g);
    assert_int_equal(play(f, step(0, -1)), CMD_REFUSED);
    assert_string_equal(f->r.text.buf, "A wall is in the way.");
    assert_int_equal(f->r.turns, 0);
    assert_unchanged(&before, &f->g);
}

static void test_a_step_spends_a_world_turn(void **state)
{
    fixture *f = *state;
    long turns = f->g.stats.turns;
    assert_int_equal(play(f, step(1, 0)), CMD_SPENT);
    assert_int_equal(f->r.turns, 1);
    assert_int_equal(f->g.hero.f.x, 2);
    assert_int_equal(f->g.stats.turns, turns + 1);
    assert_int_equal(play(f, cmd_make(CMD_WAIT)), CMD_SPENT);
    assert_int_equal(f->g.stats.turns, turns + 2);
}

static void test_a_stunned_hero_loses_the_action(void **state)
{
    fixture *f = *state;
    long turns = f->g.stats.turns;
    f->g.hero.dazed = true;
    assert_int_equal(play(f, step(1, 0)), CMD_SPENT);
    assert_int_equal(f->g.hero.f.x, 1);
    assert_false(f->g.hero.dazed);
    assert_int_equal(f->g.stats.turns, turns + 1);
    assert_string_equal(f->g.log.lines[0], "Iva is stunned and loses the turn.");
    /* The next action is the hero's again. */
    assert_int_equal(play(f, step(1, 0)), CMD_SPENT);
    assert_int_equal(f->g.hero.f.x, 2);
}

static void test_rest_is_refused_with_its_catalog_id(void **state)
{
    fixture *f = *state;
    snapshot before = take(&f->g);
    assert_int_equal(play(f, cmd_make(CMD_REST)), CMD_REFUSED);
    assert_string_equal(f->r.msgid, "Your life and mana are full: there is nothing to rest for.");
    assert_string_equal(f->r.text.buf, f->r.msgid);
    assert_unchanged(&before, &f->g);
}

static void test_rest_heals_over_many_turns(void **state)
{
    fixture *f = *state;
    bt_creature *body = f->g.hero.f.body;
    body->life = body->max_life - 3;
    long turns = f->g.stats.turns;
    assert_int_equal(play(f, cmd_make(CMD_REST)), CMD_SPENT);
    assert_true(f->r.turns > 1);
    assert_int_equal(f->g.stats.turns, turns + f->r.turns);
    assert_int_equal(body->life, body->max_life);
}

static void test_a_known_trap_is_asked_about_first(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    clear_monsters(g);                           /* nobody comes to look */
    g->hero.f.x = 4;
    g->hero.f.y = 8;
    level_cell(&g->level, 4, 9)->trap_known = true;
    world_update_view(g);
    snapshot before = take(g);
    assert_int_equal(play(f, step(0, 1)), CMD_ASKED);
    assert_string_equal(f->r.text.buf, "You know of a trap there. Step on it? (yes/no)");
    assert_unchanged(&before, g);
    command yes = step(0, 1);
    yes.confirmed = true;
    assert_int_equal(play(f, yes), CMD_SPENT);
    assert_int_equal(g->hero.f.y, 9);
}

static void test_an_item_is_chosen_asked_about_and_used(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    assert_int_equal(play(f, cmd_make(CMD_USE)), CMD_CHOOSE);
    command potion = cmd_make(CMD_USE);
    potion.index = 0;                            /* a healing potion; life is full */
    snapshot before = take(g);
    assert_int_equal(play(f, potion), CMD_ASKED);
    assert_unchanged(&before, g);
    command wear = potion;
    wear.kind = CMD_EQUIP;
    assert_int_equal(play(f, wear), CMD_REFUSED);
    assert_string_equal(f->r.msgid, "{item} is not something to wield or wear.");
    assert_unchanged(&before, g);
    potion.confirmed = true;
    assert_int_equal(play(f, potion), CMD_SPENT);
    assert_int_equal(carried(g), before.pack - 1);
    assert_int_equal(g->stats.turns, before.turns + 1);
}

static void test_travel_without_stairs_seen_is_refused(void **state)
{
    fixture *f = *state;
    snapshot before = take(&f->g);
    assert_int_equal(play(f, cmd_make(CMD_TRAVEL)), CMD_REFUSED);
    assert_string_equal(f->r.msgid, "You have not found the stairs down on this level yet; you "
                                    "may travel to {list:bare}.");
    assert_unchanged(&before, &f->g);
}

static void test_a_repeated_walk_stops_at_the_door(void **state)
{
    fixture *f = *state;
    command c = cmd_make(CMD_REPEAT);
    c.dx = 1;
    c.count = 20;
    assert_int_equal(play(f, c), CMD_SPENT);
    /* East along the first room's top row, to the wall before the door row. */
    assert_int_equal(f->g.hero.f.y, 1);
    assert_true(f->r.turns >= 1 && f->r.turns <= 20);
    assert_int_equal(f->g.hero.f.x, 1 + f->r.turns);
}

static void test_a_fight_is_played_by_commands(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    monster *goblin = NULL;
    for (size_t i = 0; i < g->monster_count && !goblin; i++)
        if (strcmp(g->monsters[i]->def->h.id, "goblin") == 0)
            goblin = g->monsters[i];
    assert_non_null(goblin);
    monster_place(g, goblin, 2, 1);
    world_update_view(g);
    assert_int_equal(play(f, step(1, 0)), CMD_SPENT);
    assert_non_null(g->fight);
    long kills = g->stats.kills;
    snapshot before = take(g);
    assert_int_equal(play(f, cmd_make(CMD_REST)), CMD_REFUSED);
    assert_string_equal(f->r.msgid, "You are in a fight: its commands are attack, skill, item and "
                                    "flee.");
    assert_unchanged(&before, g);
    command skill = cmd_make(CMD_SKILL);
    skill.index = 9;
    assert_int_equal(play(f, skill), CMD_REFUSED);
    for (int round = 0; g->fight && !g->over && round < 50; round++)
        assert_int_equal(play(f, cmd_make(CMD_ATTACK)), CMD_SPENT);
    assert_null(g->fight);
    assert_int_equal(g->stats.kills, kills + 1);     /* the goblin, buried since */
    assert_int_equal(play(f, cmd_make(CMD_ATTACK)), CMD_REFUSED);
    assert_string_equal(f->r.msgid, "There is no fight going on.");
}

/* With nobody in view, explore walks on, turn after turn, and stops at
 * something new (it never passes a thing it has not told of) or when all
 * it can reach is seen; then it is refused and changes nothing. */
static void test_explore_walks_until_all_is_seen(void **state)
{
    fixture *f = *state;
    clear_monsters(&f->g);
    int x = f->g.hero.f.x, y = f->g.hero.f.y;
    assert_int_equal(play(f, cmd_make(CMD_EXPLORE)), CMD_SPENT);
    assert_true(f->r.turns > 1);
    assert_true(f->g.hero.f.x != x || f->g.hero.f.y != y);
    int spent = 0;
    cmd_status status = CMD_SPENT;
    for (int i = 0; i < 200 && status == CMD_SPENT; i++) {
        status = play(f, cmd_make(CMD_EXPLORE));
        if (status == CMD_SPENT && f->r.turns == 0)
            break;
        spent += f->r.turns;
        if (level_item_at(&f->g.level, f->g.hero.f.x, f->g.hero.f.y) >= 0)
            play(f, cmd_make(CMD_PICKUP));
    }
    assert_int_equal(status, CMD_REFUSED);
    assert_true(spent > 20);
    snapshot before = take(&f->g);
    assert_int_equal(play(f, cmd_make(CMD_EXPLORE)), CMD_REFUSED);
    assert_unchanged(&before, &f->g);
}

/* A monster in view: explore is refused, as run and rest are. */
static void test_explore_is_refused_with_a_monster_in_view(void **state)
{
    fixture *f = *state;
    for (int i = 0; i < 30; i++) {
        bool seen = false;
        for (size_t m = 0; m < f->g.monster_count; m++)
            seen |= f->g.monsters[m]->in_view;
        if (seen)
            break;
        play(f, cmd_make(CMD_EXPLORE));
    }
    snapshot before = take(&f->g);
    assert_int_equal(play(f, cmd_make(CMD_EXPLORE)), CMD_REFUSED);
    assert_non_null(strstr(f->r.text.buf, "You cannot explore with"));
    assert_unchanged(&before, &f->g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
#define T(name) cmocka_unit_test_setup_teardown(name, setup, teardown)
        T(test_a_wall_is_refused_and_changes_nothing),
        T(test_a_step_spends_a_world_turn),
        T(test_a_stunned_hero_loses_the_action),
        T(test_rest_is_refused_with_its_catalog_id),
        T(test_rest_heals_over_many_turns),
        T(test_a_known_trap_is_asked_about_first),
        T(test_an_item_is_chosen_asked_about_and_used),
        T(test_travel_without_stairs_seen_is_refused),
        T(test_a_repeated_walk_stops_at_the_door),
        T(test_a_fight_is_played_by_commands),
        T(test_explore_walks_until_all_is_seen),
        T(test_explore_is_refused_with_a_monster_in_view),
#undef T
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
