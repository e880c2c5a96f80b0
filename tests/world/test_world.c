/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_world.c - the world turn on the map: what ticks when, quiet deaths
 * out of sight, the hero's slow healing, the blood trail, traps, stairs. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "../unit/support.h"
#include "played.h"
#include "engine/effect.h"
#include "game/game.h"
#include "game/fxref.h"
#include "game/monster.h"
#include "game/pack.h"
#include "game/world.h"
#include "util/xalloc.h"

typedef played fixture;

static void apply(game *g, bt_context *ctx, bt_creature *c, const char *id, int turns, int n)
{
    bt_effect fx = fx_make(reg_find(g->kinds, id), turns, n);
    fx_apply(ctx, c, &fx);
}


/* Joins the log lines with "|" for one comparison. */
static const char *log_text(game *g)
{
    static char text[4096];
    text[0] = '\0';
    for (size_t i = 0; i < g->log.count; i++) {
        if (i)
            strcat(text, "|");
        strncat(text, g->log.lines[i], sizeof text - strlen(text) - 2);
    }
    return text;
}

static void test_the_hero_starts_on_the_first_level(void **state)
{
    fixture *f = *state;
    assert_int_equal(f->g.level.depth, 1);
    assert_int_equal(f->g.hero.f.x, 1);
    assert_int_equal(f->g.hero.f.y, 1);
    assert_true(level_cell(&f->g.level, 1, 1)->visible);
    assert_string_equal(f->g.quest->h.id, "bloody_trail");
}

static void test_hero_effects_tick_before_the_monsters(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    monster *goblin = played_find_monster(g, "goblin");
    /* Put the goblin in view, next to the hero's room door, awake. */
    level_cell(&g->level, 9, 2)->terrain = TERRAIN_OPEN_DOOR;
    g->hero.f.x = 7;
    g->hero.f.y = 2;
    monster_place(g, goblin, 10, 2);
    goblin->asleep = false;
    world_update_view(g);
    msglog_clear(&g->log);
    apply(g, &g->quiet, g->hero.f.body, "poison", 3, 1);
    apply(g, &g->quiet, goblin->f.body, "poison", 3, 1);
    world_end_turn(g);
    assert_string_equal(log_text(g), "The poison burns Iva (1).|The poison burns the goblin (1).");
}

static void test_a_monster_out_of_sight_bleeds_quietly_and_dies_unseen(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    monster *leader = played_find_monster(g, "wolf_leader");
    assert_false(leader->in_view);
    cr_remove_effect(played_find_monster(g, "wolf")->f.body, "bleed");   /* only one bleeds */
    cr_set_life(leader->f.body, 2);
    apply(g, &g->quiet, leader->f.body, "bleed", 3, 1);
    long blood = world_blood(g);
    long kills = g->stats.kills;
    size_t items = g->level.item_count, potions = 0;
    long slot = pack_find_item(&g->hero.pack, content_item(g->data, "healing_potion"));
    if (slot >= 0)
        potions = (size_t)g->hero.pack.slots[slot].count;
    world_end_turn(g);
    world_end_turn(g);
    assert_null(played_find_monster(g, "wolf_leader"));       /* dead and gone */
    assert_int_equal(world_blood(g), blood + 2);       /* the blood still counts */
    assert_int_equal(g->stats.kills, kills);           /* not the hero's kill */
    assert_int_equal(g->level.item_count, items);      /* and no loot */
    /* Nobody saw it die, but the quest that wanted it dead is done, and it
     * pays as it promised. */
    assert_string_equal(log_text(g), "Quest done: \"The Bloody Trail\".|"
                                     "The wolf leader is dead. The trail ends here.|"
                                     "Reward: 20 experience points.|"
                                     "Iva reaches level 2: stronger, quicker, tougher.|"
                                     "Reward: you receive a healing potion.");
    assert_null(g->quest);
    assert_int_equal(g->stats.quests, 1);
    assert_int_equal(g->stats.xp, 20);
    slot = pack_find_item(&g->hero.pack, content_item(g->data, "healing_potion"));
    assert_true(slot >= 0);
    assert_int_equal(g->hero.pack.slots[slot].count, potions + 1);
}

/* A goblin awake and wandering at (x, y), the rest of the level's monsters
 * gone; the hero blinded (or not). */
static monster *wanderer_at(fixture *f, int x, int y, bool blind)
{
    game *g = &f->g;
    played_clear_monsters(f);
    monster *goblin = monster_new(g, content_creature(g->data, "goblin"), x, y, NULL);
    world_add_monster(g, goblin);
    goblin->asleep = false;
    goblin->wander = true;
    if (blind)
        apply(g, &g->quiet, g->hero.f.body, "blind", 30, 1);
    world_update_view(g);
    msglog_clear(&g->log);
    return goblin;
}

/* Turns pass until m has moved (at most 40); returns how many. */
static int until_moved(game *g, const monster *m)
{
    int turns = 0;
    for (int x = m->f.x, y = m->f.y; m->f.x == x && m->f.y == y && turns < 40; turns++)
        world_end_turn(g);
    return turns;
}

static void test_a_blinded_hero_hears_what_moves_out_of_its_sight(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    monster *goblin = wanderer_at(f, 7, 1, true);
    assert_false(level_cell(&g->level, 7, 1)->visible);
    assert_true(until_moved(g, goblin) < 40);
    /* Six or seven cells east, a row at most off: east, as speech says it. */
    assert_non_null(strstr(log_text(g), "You hear something move to the east."));
}

static void test_a_seeing_hero_hears_nothing_told(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    /* Behind the closed door of the hero's room, five cells away. */
    g->hero.f.x = 7;
    g->hero.f.y = 2;
    monster *goblin = wanderer_at(f, 12, 2, false);
    assert_false(level_cell(&g->level, 12, 2)->visible);
    assert_true(until_moved(g, goblin) < 40);
    assert_null(strstr(log_text(g), "You hear"));
}

static void test_a_blinded_hero_hears_a_sleeper_stir(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    monster *goblin = wanderer_at(f, 7, 1, true);
    goblin->asleep = true;
    goblin->wander = false;
    int turns = 0;
    for (; goblin->asleep && turns < 200; turns++) {
        g->noise = NOISE_FIGHT;
        world_end_turn(g);
    }
    assert_false(goblin->asleep);
    assert_non_null(strstr(log_text(g), "You hear something stir to the east."));
}

static void test_the_hero_heals_every_third_turn_unless_bleeding_or_poisoned(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    bt_creature *body = g->hero.f.body;
    cr_set_life(body, 30);
    int before = body->life;
    for (int i = 0; i < 6; i++)
        world_end_turn(g);
    assert_int_equal(body->life, before + 2);
    apply(g, &g->quiet, body, "bleed", 7, 1);
    before = body->life;
    for (int i = 0; i < 6; i++)
        world_end_turn(g);
    assert_int_equal(body->life, before - 6);          /* six turns of one wound, no healing */
}

static void test_a_bleeding_creature_leaves_blood_where_it_was(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    hero *h = &g->hero;
    assert_int_equal(world_step_hero(g, 1, 0), WORLD_TURN);     /* clean: no blood */
    assert_int_equal(level_cell(&g->level, 1, 1)->decor, 0);
    apply(g, &g->quiet, h->f.body, "bleed", 5, 1);
    assert_int_equal(world_step_hero(g, 1, 0), WORLD_TURN);
    assert_int_equal(level_cell(&g->level, 2, 1)->decor, ',');   /* the cell it left */
    assert_int_equal(level_cell(&g->level, 3, 1)->decor, 0);     /* not where it stands */
}

static void test_blood_falls_on_clean_floor_only(void **state)
{
    fixture *f = *state;
    level *lv = &f->g.level;
    level_cell(lv, 2, 2)->corpse = true;
    level_add_item(lv, 3, 2, content_item(&f->data, "bandage"), 0);
    assert_false(level_add_blood(lv, 2, 2));   /* the corpse stays visible */
    assert_false(level_add_blood(lv, 3, 2));   /* so does the item */
    assert_false(level_add_blood(lv, 0, 0));   /* a wall */
    assert_false(level_add_blood(lv, 9, 2));   /* a door */
    assert_true(level_add_blood(lv, 4, 2));
    assert_false(level_add_blood(lv, 4, 2));   /* once */
}

static void test_a_trap_puts_its_effect_on_the_hero(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    g->hero.f.x = 4;
    g->hero.f.y = 8;      /* north of the needle at (4, 9) */
    assert_int_equal(world_step_hero(g, 0, 1), WORLD_TURN);
    assert_non_null(cr_find_effect(g->hero.f.body, "poison"));
    assert_true(level_cell(&g->level, 4, 9)->trap_known);
    assert_string_equal(log_text(g), "A rusty needle pricks Iva.|Poison enters Iva's blood.");
}

static void test_a_wall_spends_no_turn_and_a_door_opens(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    assert_int_equal(world_step_hero(g, 0, -1), WORLD_REJECTED);
    assert_int_equal(g->hero.f.y, 1);
    g->hero.f.x = 8;
    g->hero.f.y = 2;
    assert_int_equal(world_step_hero(g, 1, 0), WORLD_TURN);
    assert_int_equal(g->hero.f.x, 8);                  /* opening does not move */
    assert_int_equal(level_cell(&g->level, 9, 2)->terrain, TERRAIN_OPEN_DOOR);
    assert_string_equal(log_text(g), "A wall is in the way.|The door creaks open.");
}

static void test_the_stairs_lead_to_the_next_level(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    assert_int_equal(world_descend(g), WORLD_REJECTED);
    g->hero.f.x = 16;
    g->hero.f.y = 24;     /* the stairs of level 1 */
    assert_int_equal(world_descend(g), WORLD_TURN);
    assert_int_equal(g->level.depth, 2);
    assert_int_equal(g->stats.deepest, 2);
    assert_string_equal(g->quest->h.id, "shaman");
    assert_int_equal(g->hero.f.x, g->level.start_x);
    assert_non_null(played_find_monster(g, "goblin_shaman"));
    assert_null(played_find_monster(g, "wolf_leader"));
}

static void test_gold_is_picked_up_in_passing(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    level_add_item(&g->level, 2, 1, NULL, 7);
    assert_int_equal(world_step_hero(g, 1, 0), WORLD_TURN);
    assert_int_equal(g->hero.gold, 7);
    assert_int_equal(g->stats.gold, 7);
    assert_string_equal(log_text(g), "You pick up 7 gold coins.");
}

static void test_a_door_opened_shows_the_death_behind_it(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    monster *goblin = played_find_monster(g, "goblin");
    g->hero.f.x = 8;
    g->hero.f.y = 2;
    monster_place(g, goblin, 10, 2);
    cr_set_life(goblin->f.body, 1);
    apply(g, &g->quiet, goblin->f.body, "bleed", 3, 1);
    world_update_view(g);
    assert_false(goblin->in_view);                      /* behind the closed door */
    long kills = g->stats.kills;
    assert_int_equal(world_step_hero(g, 1, 0), WORLD_TURN);   /* the door opens */
    world_end_turn(g);
    /* It died in the hero's sight: the view after the action counts. */
    assert_int_equal(g->stats.kills, kills + 1);
    assert_true(level_cell(&g->level, 10, 2)->corpse);
}

static void test_a_sure_effect_draws_no_number(void **state)
{
    fixture *f = *state;
    rng before = f->g.rng;
    effect_ref sure = { "poison", 3, 2, 100, 0 }, maybe = { "poison", 3, 2, 50, 0 };
    assert_true(fxref_takes(&sure, &f->g.rng));
    assert_memory_equal(&before, &f->g.rng, sizeof before);
    fxref_takes(&maybe, &f->g.rng);
    assert_memory_not_equal(&before, &f->g.rng, sizeof before);
    effect_ref never = { "poison", 3, 2, 1, 0 };
    int taken = 0;
    for (int i = 0; i < 1000; i++)
        taken += fxref_takes(&never, &f->g.rng);
    assert_in_range(taken, 1, 40);                      /* 1% of 1000, give or take */
}

/* The cell answers who stands on it: the monster moves, dies, is buried. */
static void test_each_cell_knows_the_monster_standing_on_it(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    monster *goblin = played_find_monster(g, "goblin");
    int x = goblin->f.x, y = goblin->f.y;
    assert_ptr_equal(monster_at(g, x, y), goblin);
    assert_false(monster_can_enter(g, x, y));
    monster_move_fighter(g, &goblin->f, x + 1, y);
    assert_null(monster_at(g, x, y));
    assert_ptr_equal(monster_at(g, x + 1, y), goblin);
    assert_true(monster_can_enter(g, x, y));
    /* Dead, it stands nowhere, and another may step where it lies. */
    cr_set_life(goblin->f.body, 0);
    assert_null(monster_at(g, x + 1, y));
    monster *wolf = played_find_monster(g, "wolf");
    monster_place(g, wolf, x + 1, y);
    assert_ptr_equal(monster_at(g, x + 1, y), wolf);
    assert_true(goblin->index + 1 < g->monster_count);   /* some come after it */
    world_bury_dead(g);
    assert_null(played_find_monster(g, "goblin"));
    assert_ptr_equal(monster_at(g, x + 1, y), wolf);   /* burying the dead leaves it */
    /* Those after it in the game's list moved up: each cell still names
     * its own (a cell keeps its occupant's index). */
    for (size_t i = 0; i < g->monster_count; i++) {
        monster *m = g->monsters[i];
        assert_int_equal(m->index, i);
        assert_ptr_equal(monster_at(g, m->f.x, m->f.y), m);
    }
    assert_null(monster_at(g, -1, y));
    assert_null(monster_at(g, x, g->level.height));
}

static bool took(const floor_item *it, void *user)
{
    strbuf *order = user;
    sb_addf(order, "%s ", it->item ? it->item->h.id : "$");
    return true;
}

/* Things on one cell are looked at and taken in the order they were put
 * down, however many there are, and the rest of the floor is untouched. */
static void test_a_cell_with_many_things_gives_them_in_order(void **state)
{
    fixture *f = *state;
    level *lv = &f->g.level;
    const item_def *potion = content_item(&f->data, "healing_potion");
    const item_def *bandage = content_item(&f->data, "bandage");
    size_t before = lv->item_count;
    for (int i = 0; i < 3000; i++) {
        level_add_item(lv, 3, 2, i % 2 ? bandage : potion, 0);
        level_add_item(lv, 4, 2, NULL, 1);
    }
    size_t here = 0;
    for (long i = level_item_at(lv, 3, 2); i >= 0; i = level_next_item(lv, (size_t)i)) {
        assert_ptr_equal(lv->items[i].item, here % 2 ? bandage : potion);
        here++;
    }
    assert_int_equal(here, 3000);
    strbuf order;
    sb_init(&order);
    assert_int_equal(level_take_items(lv, 3, 2, took, &order), 3000);
    assert_int_equal(strncmp(order.buf, "healing_potion bandage healing_potion ", 38), 0);
    assert_int_equal(level_item_at(lv, 3, 2), -1);
    assert_int_equal(lv->item_count, before + 3000);     /* the gold next door stays */
    size_t gold = 0;
    for (long i = level_item_at(lv, 4, 2); i >= 0; i = level_next_item(lv, (size_t)i))
        gold += (size_t)lv->items[i].gold;
    assert_int_equal(gold, 3000);
    sb_release(&order);
}

static void test_picking_up_a_heap_takes_the_gold_then_the_rest(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    const item_def *potion = content_item(&f->data, "healing_potion");
    for (int i = 0; i < 500; i++) {
        level_add_item(&g->level, 1, 1, potion, 0);
        level_add_item(&g->level, 1, 1, NULL, 2);
    }
    size_t carried = pack_total(&g->hero.pack);
    assert_int_equal(world_pick_up(g), WORLD_TURN);
    assert_int_equal(pack_total(&g->hero.pack), carried + 500);
    assert_int_equal(g->hero.gold, 1000);
    assert_int_equal(level_item_at(&g->level, 1, 1), -1);
    assert_string_equal(g->log.lines[g->log.count - 1], "You pick up 500 healing potions.");
    assert_int_equal(world_pick_up(g), WORLD_REJECTED);
}

#define TEST(name) cmocka_unit_test_setup_teardown(name, played_setup, played_teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        TEST(test_the_hero_starts_on_the_first_level),
        TEST(test_hero_effects_tick_before_the_monsters),
        TEST(test_a_monster_out_of_sight_bleeds_quietly_and_dies_unseen),
        TEST(test_a_blinded_hero_hears_what_moves_out_of_its_sight),
        TEST(test_a_seeing_hero_hears_nothing_told),
        TEST(test_a_blinded_hero_hears_a_sleeper_stir),
        TEST(test_the_hero_heals_every_third_turn_unless_bleeding_or_poisoned),
        TEST(test_a_bleeding_creature_leaves_blood_where_it_was),
        TEST(test_blood_falls_on_clean_floor_only),
        TEST(test_a_trap_puts_its_effect_on_the_hero),
        TEST(test_a_wall_spends_no_turn_and_a_door_opens),
        TEST(test_the_stairs_lead_to_the_next_level),
        TEST(test_gold_is_picked_up_in_passing),
        TEST(test_a_door_opened_shows_the_death_behind_it),
        TEST(test_a_sure_effect_draws_no_number),
        TEST(test_each_cell_knows_the_monster_standing_on_it),
        TEST(test_a_cell_with_many_things_gives_them_in_order),
        TEST(test_picking_up_a_heap_takes_the_gold_then_the_rest),
    };
    return cmocka_run_group_tests_name("world", tests, NULL, NULL);
}
