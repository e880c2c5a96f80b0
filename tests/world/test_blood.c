/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_blood.c - blood the game reads: drops that fade and stains that stay,
 * a trail leading to fresher blood, the hero following the Bloody Trail
 * through a door and over a gap, a wounded monster running home and
 * bleeding all the way, a wolf that smells a bleeding hero out of sight,
 * and the way round a wall. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../unit/support.h"
#include "played.h"
#include "engine/effect.h"
#include "game/monster.h"
#include "game/world.h"
#include "util/xalloc.h"
#include "world/blood.h"
#include "world/path.h"

typedef played fixture;


static void bleed(game *g, bt_creature *c)
{
    bt_effect fx = fx_make(reg_find(g->kinds, "bleed"), 20, 1);
    fx_apply(&g->quiet, c, &fx);
}

static void test_a_drop_fades_and_a_stain_stays(void **state)
{
    fixture *f = *state;
    level *lv = &f->g.level;
    assert_true(blood_spill(lv, 2, 2, 10));
    assert_int_equal(blood_at(lv, 2, 2), 11);
    /* The Bloody Trail of the level file, below the gallery door. */
    assert_int_equal(blood_at(lv, 18, 6), 0);
    blood_fade(lv, 10 + BLOOD_FADE_TURNS - 1);
    assert_int_equal(blood_at(lv, 2, 2), 11);
    blood_fade(lv, 10 + BLOOD_FADE_TURNS);
    assert_int_equal(blood_at(lv, 2, 2), -1);
    assert_int_equal(level_cell(lv, 2, 2)->decor, 0);
    blood_fade(lv, 100000);
    assert_int_equal(blood_at(lv, 18, 6), 0);
}

static void test_a_drop_spilled_again_is_fresh_again(void **state)
{
    fixture *f = *state;
    level *lv = &f->g.level;
    blood_spill(lv, 3, 2, 10);
    blood_spill(lv, 3, 2, 100);
    /* The first drop's time passes; the second keeps the cell red. */
    blood_fade(lv, 10 + BLOOD_FADE_TURNS);
    assert_int_equal(blood_at(lv, 3, 2), 101);
    blood_fade(lv, 100 + BLOOD_FADE_TURNS);
    assert_int_equal(blood_at(lv, 3, 2), -1);
}

static void test_a_trail_leads_to_fresher_blood(void **state)
{
    fixture *f = *state;
    level *lv = &f->g.level;
    /* Something bled from (2, 2) east to (5, 2), and from (2, 2) south-east
     * an older way. */
    for (int x = 2; x <= 5; x++)
        blood_spill(lv, x, 2, 20 + x);
    blood_spill(lv, 3, 3, 5);
    int dx, dy;
    assert_true(blood_lead(lv, 2, 2, 0, 0, NULL, NULL, &dx, &dy));
    assert_int_equal(dx, 1);
    assert_int_equal(dy, 0);
    /* At the freshest drop the trail ends. */
    assert_false(blood_lead(lv, 5, 2, 1, 0, NULL, NULL, &dx, &dy));
}

static void test_the_hero_follows_the_bloody_trail_to_the_lair(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    /* In the gallery door, facing south, where the level file's trail
     * begins: through a gap (row 18) and a second door, down to the lair. */
    level_cell(&g->level, 18, 5)->terrain = TERRAIN_OPEN_DOOR;
    g->hero.f.x = 18;
    g->hero.f.y = 5;
    g->hero.facing_dx = 0;
    g->hero.facing_dy = 1;
    trail_walk walk;
    trail_walk_init(&walk, g);
    int dx, dy, steps = 0;
    while (steps < 60 && world_trail_next(g, &walk, &dx, &dy)) {
        world_result r = world_step_hero(g, dx, dy);
        assert_true(r == WORLD_TURN || r == WORLD_FIGHT);
        if (r == WORLD_FIGHT)
            break;
        steps++;
    }
    trail_walk_release(&walk);
    assert_true(steps > 15);
    /* In the wolves' lair (rows 22-24, columns 22-27), or at its sleepers. */
    assert_true(g->hero.f.y >= 21);
    assert_true(g->hero.f.x >= 21 && g->hero.f.x <= 27);
}

static void test_no_trail_no_step(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    trail_walk walk;
    trail_walk_init(&walk, g);
    int dx, dy;
    assert_false(world_trail_next(g, &walk, &dx, &dy));    /* the clean entrance hall */
    trail_walk_release(&walk);
}

static void test_a_fleeing_monster_runs_home_and_bleeds_all_the_way(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    monster *wolf = played_find_monster(g, "wolf");
    cr_remove_effect(wolf->f.body, "bleed");
    /* Its den is the lair's (the level file says so): far from where it
     * wanders now. */
    assert_true(abs(wolf->f.x - wolf->home_x) + abs(wolf->f.y - wolf->home_y) > 4);
    wolf->fleeing = true;
    size_t drops = blood_fresh_count(&g->level);
    for (int turn = 0; turn < 40 && wolf->fleeing; turn++) {
        g->stats.turns++;
        monster_act(g, wolf);
    }
    assert_false(wolf->fleeing);
    assert_int_equal(wolf->f.x, wolf->home_x);
    assert_int_equal(wolf->f.y, wolf->home_y);
    assert_true(blood_fresh_count(&g->level) > drops + 4);
}

static void test_a_wolf_smells_a_bleeding_hero_out_of_sight(void **state)
{
    fixture *f = *state;
    game *g = &f->g;
    monster *wolf = played_find_monster(g, "wolf");
    cr_remove_effect(wolf->f.body, "bleed");
    wolf->wander = false;
    wolf->hunting = false;
    /* Both in the old crossing, twelve cells apart: out of sight (eight),
     * within the wolf's nose (twelve). */
    monster_place(g, wolf, 24, 12);
    g->hero.f.x = 12;
    g->hero.f.y = 8;
    world_update_view(g);
    assert_false(wolf->in_view);
    monster_act(g, wolf);
    assert_false(wolf->hunting);                 /* nothing to smell */
    assert_int_equal(wolf->f.x, 24);
    bleed(g, g->hero.f.body);
    for (int turn = 0; turn < 3; turn++)
        monster_act(g, wolf);
    assert_true(wolf->hunting);
    assert_int_equal(wolf->f.x, 21);             /* three steps nearer */
}

static bool open_floor(void *user, int x, int y)
{
    return level_is_walkable(user, x, y);
}

static void test_the_way_round_a_wall(void **state)
{
    fixture *f = *state;
    const level *lv = &f->g.level;
    int dx, dy;
    /* From the entrance hall to the gallery behind its wall: through the door. */
    level_cell(lv, 9, 2)->terrain = TERRAIN_OPEN_DOOR;
    assert_true(path_step(lv, 8, 1, 10, 1, 10, open_floor, (void *)lv, &dx, &dy));
    assert_int_equal(dx, 1);
    assert_int_equal(dy, 1);
    /* Too far for the search: no way. */
    assert_false(path_step(lv, 1, 1, 24, 1, 5, open_floor, (void *)lv, &dx, &dy));
}

#define TEST(name) cmocka_unit_test_setup_teardown(name, played_setup, played_teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        TEST(test_a_drop_fades_and_a_stain_stays),
        TEST(test_a_drop_spilled_again_is_fresh_again),
        TEST(test_a_trail_leads_to_fresher_blood),
        TEST(test_the_hero_follows_the_bloody_trail_to_the_lair),
        TEST(test_no_trail_no_step),
        TEST(test_a_fleeing_monster_runs_home_and_bleeds_all_the_way),
        TEST(test_a_wolf_smells_a_bleeding_hero_out_of_sight),
        TEST(test_the_way_round_a_wall),
    };
    return cmocka_run_group_tests_name("blood", tests, NULL, NULL);
}
