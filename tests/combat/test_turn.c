/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_turn.c - turn order by speed and the start of a turn: the
 * energy, effect and cooldown ticks, the stunned turn and the stun-proof
 * turn after it. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "../unit/support.h"
#include "combat/turn.h"
#include "engine/effect.h"
#include "game/fighter.h"
#include "util/xalloc.h"

typedef struct fixture {
    registry *kinds;
    said said;
    bt_context ctx;
    fighter a, b, c;
    fighter *all[3];
    skill_slot slot;
    int settled;
} fixture;

static void make(fighter *f, const char *name, int speed)
{
    memset(f, 0, sizeof *f);
    f->body = cr_new(name, true, 20, 5, 2, 5);
    f->body->owner = f;
    f->body->base[BT_STAT_SPEED] = speed;
}

static int setup(void **state)
{
    fixture *f = xcalloc(1, sizeof *f);
    speak_english();
    f->kinds = load_builtins();
    said_init(&f->said);
    said_context(&f->ctx, &f->said);
    make(&f->a, "Ana", 100);
    make(&f->b, "Bo", 150);
    make(&f->c, "Cy", 50);
    f->all[0] = &f->a;
    f->all[1] = &f->b;
    f->all[2] = &f->c;
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    cr_free(f->a.body);
    cr_free(f->b.body);
    cr_free(f->c.body);
    said_release(&f->said);
    reg_free(f->kinds);
    free(f);
    return 0;
}

static void apply(fixture *f, bt_creature *c, const char *id, int turns, int n)
{
    bt_effect fx = fx_make(reg_find(f->kinds, id), turns, n);
    fx_apply(&f->ctx, c, &fx);
}

/* Takes n turns (spending the energy, as turn_begin would) and writes the
 * initials of who acted. */
static const char *order(fixture *f, size_t count, int n)
{
    static char seq[64];
    for (int i = 0; i < n; i++) {
        fighter *next = turn_next(f->all, count);
        next->energy -= TURN_COST;
        seq[i] = next->body->name[0];
    }
    seq[n] = '\0';
    return seq;
}

static void test_the_faster_acts_first_and_more_often(void **state)
{
    fixture *f = *state;
    /* Tick 1: A 100, B 150: B, then A. Tick 2: A 100, B 200: B, then A and
     * B tie at 100 and the earlier goes first. */
    assert_string_equal(order(f, 2, 6), "BABAB" "B");
    int acts[2] = { 0, 0 };
    for (int i = 0; i < 500; i++) {
        fighter *next = turn_next(f->all, 2);
        next->energy -= TURN_COST;
        acts[next == &f->b]++;
    }
    assert_int_equal(acts[0], 200);
    assert_int_equal(acts[1], 300);
}

static void test_speed_is_read_with_its_effects(void **state)
{
    fixture *f = *state;
    apply(f, f->c.body, "fury", 999, 3);           /* speed + 20 */
    f->c.body->base[BT_STAT_SPEED] = 80;
    /* Cy gains 100 a tick now, as much as Ana; on a tie the earlier goes
     * first, and Cy next without another tick. */
    fighter *pair[] = { &f->a, &f->c };
    assert_ptr_equal(turn_next(pair, 2), &f->a);
    assert_int_equal(f->c.energy, 100);
}

static void test_even_a_creature_without_speed_gets_its_turn(void **state)
{
    fixture *f = *state;
    f->c.body->base[BT_STAT_SPEED] = 0;
    fighter *only[] = { &f->c };
    assert_ptr_equal(turn_next(only, 1), &f->c);
    assert_int_equal(f->c.energy, 10 * TURN_MIN_SPEED);
}

static void test_the_dead_take_no_turns(void **state)
{
    fixture *f = *state;
    cr_set_life(f->b.body, 0);
    assert_string_equal(order(f, 3, 3), "AAC");
    cr_set_life(f->a.body, 0);
    cr_set_life(f->c.body, 0);
    assert_null(turn_next(f->all, 3));
}

static void count_settle(void *user)
{
    ((fixture *)user)->settled++;
}

static void test_a_turn_spends_energy_and_ticks_effects_and_cooldowns(void **state)
{
    fixture *f = *state;
    skill_def skill = { .cooldown = 3 };
    f->slot = (skill_slot){ &skill, 2 };
    f->a.skills = &f->slot;
    f->a.skill_count = 1;
    f->a.energy = 130;
    apply(f, f->a.body, "poison", 3, 2);
    said_reset(&f->said);
    assert_true(turn_begin(&f->ctx, &f->a, count_settle, f));
    assert_int_equal(f->a.energy, 30);
    assert_int_equal(f->a.body->life, 18);
    assert_int_equal(cr_find_effect(f->a.body, "poison")->turns, 2);
    assert_int_equal(f->slot.cooldown, 1);
    assert_int_equal(f->settled, 1);
    assert_string_equal(f->said.text.buf, "The poison burns Ana (2).\n");
    f->a.skills = NULL;
    f->a.skill_count = 0;
}

static void test_a_stunned_fighter_loses_the_turn_then_is_stun_proof(void **state)
{
    fixture *f = *state;
    apply(f, f->a.body, "stun", 1, 0);
    said_reset(&f->said);
    /* The stun is remembered before the tick takes it away. */
    assert_false(turn_begin(&f->ctx, &f->a, NULL, NULL));
    assert_false(cr_has_effect(f->a.body, "stun"));
    assert_true(f->a.body->stun_proof);
    assert_string_equal(f->said.text.buf, "Ana is stunned and loses the turn.\n");
    /* Until its next turn, a second stun does not take. */
    bt_effect stun = fx_make(reg_find(f->kinds, "stun"), 1, 0);
    assert_false(fx_apply(&f->ctx, f->a.body, &stun));
    /* That turn is sure; after it the fighter can be stunned again. */
    assert_true(turn_begin(&f->ctx, &f->a, NULL, NULL));
    assert_false(f->a.body->stun_proof);
    assert_true(fx_apply(&f->ctx, f->a.body, &stun));
}

static void test_a_fighter_that_dies_in_its_tick_does_not_act(void **state)
{
    fixture *f = *state;
    cr_set_life(f->a.body, 2);
    apply(f, f->a.body, "poison", 3, 2);
    apply(f, f->a.body, "stun", 1, 0);
    said_reset(&f->said);
    assert_false(turn_begin(&f->ctx, &f->a, count_settle, f));
    assert_int_equal(f->settled, 1);
    /* Dead, it says nothing of a lost turn. */
    assert_string_equal(f->said.text.buf, "The poison burns Ana (2).\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_the_faster_acts_first_and_more_often, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_speed_is_read_with_its_effects, setup, teardown),
        cmocka_unit_test_setup_teardown(test_even_a_creature_without_speed_gets_its_turn, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_the_dead_take_no_turns, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_turn_spends_energy_and_ticks_effects_and_cooldowns,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_stunned_fighter_loses_the_turn_then_is_stun_proof,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_fighter_that_dies_in_its_tick_does_not_act, setup,
                                        teardown),
    };
    return cmocka_run_group_tests_name("turn", tests, NULL, NULL);
}
