/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_effect.c - the effect rules of SPEC §1: applying by stack rule (with
 * the built-in plugins), ticking (with test kinds defined here), labels. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <limits.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/context.h"
#include "engine/creature.h"
#include "engine/effect.h"
#include "plugin/host.h"
#include "plugin/registry.h"
#include "support.h"

static registry *kinds;

/* --- test kinds: each logs its turns; some act on their owner --- */

static strbuf turn_log;          /* "t:a t:b " */
static const char *remove_target;

static void log_turn(bt_effect *fx)
{
    sb_adds(&turn_log, fx->kind->id);
    sb_addc(&turn_log, ' ');
}

static void plain_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    (void)owner;
    (void)ctx;
    log_turn(fx);
}

static void spawner_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    log_turn(fx);
    assert_true(host_table()->apply_effect(ctx, owner, "t:c", 1, 0));
}

static void killer_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    log_turn(fx);
    host_table()->hurt(ctx, owner, host_table()->life(owner));
}

static void remover_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    (void)ctx;
    log_turn(fx);
    host_table()->remove_effect(owner, remove_target);
}

/* Lands four more effects on its owner (the list grows), then changes its
 * own power, as the ABI allows a callback to. */
static void grower_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    log_turn(fx);
    static const char *const ids[] = { "t:a", "t:b", "t:c", "t:remover" };
    for (size_t i = 0; i < 4; i++)
        host_table()->apply_effect(ctx, owner, ids[i], 5, 0);
    fx->power = 42;
}

/* Writes one thing out of bounds each: the tick's quick checks must see it. */
static void far_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    (void)owner;
    (void)ctx;
    fx->turns = 1000000000;
}

static void wild_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    (void)owner;
    (void)ctx;
    fx->state[3] = -5000000;
}

/* Says a line of its own, to show where it comes among the rule's lines. */
static void saying_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    log_turn(fx);
    host_table()->say(ctx, fx->kind, "{name} twitches.", owner, 0);
}

#define TEST_KIND(ID, TURN)                                                                   \
    {                                                                                         \
        .api_major = BT_EFFECT_API_MAJOR, .api_minor = BT_EFFECT_API_MINOR, .id = (ID),       \
        .stack_rule = BT_STACK_REFRESH, .max_stacks = 1, .param = BT_PARAM_POWER,             \
        .name = (ID), .label = (ID), .turn = (TURN),                                          \
    }

static const bt_effect_kind test_kinds[] = {
    TEST_KIND("t:a", plain_turn),       TEST_KIND("t:b", plain_turn),
    TEST_KIND("t:c", plain_turn),       TEST_KIND("t:spawner", spawner_turn),
    TEST_KIND("t:killer", killer_turn), TEST_KIND("t:remover", remover_turn),
    TEST_KIND("t:grower", grower_turn), TEST_KIND("t:far", far_turn),
    TEST_KIND("t:wild", wild_turn),
    /* An each_turn rule with a turn callback after it. */
    { .api_major = BT_EFFECT_API_MAJOR, .api_minor = BT_EFFECT_API_MINOR, .id = "t:thorns",
      .stack_rule = BT_STACK_STACK, .max_stacks = 3, .param = BT_PARAM_POWER, .name = "thorns",
      .label = "thr", .turn = saying_turn, .each_turn = BT_TURN_BLEED,
      .each_turn_text = "Thorns prick {name:acc} ({n})." },
};

static int group_setup(void **state)
{
    (void)state;
    speak_english();
    kinds = load_builtins();
    for (size_t i = 0; i < sizeof test_kinds / sizeof *test_kinds; i++)
        assert_true(reg_add(kinds, &test_kinds[i], "(test)", NULL, false));
    sb_init(&turn_log);
    return 0;
}

static int group_teardown(void **state)
{
    (void)state;
    host_set_registry(NULL);
    reg_free(kinds);
    sb_release(&turn_log);
    return 0;
}

/* Every test gets Iva (20 life, strength 5, defense 4, agility 10), a
 * context that keeps what is said, and an empty turn log. */
typedef struct fixture {
    bt_creature *iva;
    said said;
    bt_context ctx;
} fixture;

static int setup(void **state)
{
    fixture *f = test_calloc(1, sizeof *f);
    f->iva = cr_new("Iva", true, 20, 5, 4, 10);
    said_init(&f->said);
    said_context(&f->ctx, &f->said);
    sb_reset(&turn_log);
    remove_target = NULL;
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    cr_free(f->iva);
    said_release(&f->said);
    test_free(f);
    return 0;
}

/* Applies kind id as "apply NAME id turns n" does. */
static bool apply(fixture *f, bt_creature *c, const char *id, int turns, int n)
{
    const bt_effect_kind *kind = reg_find(kinds, id);
    assert_non_null(kind);
    bt_effect fx = fx_make(kind, turns, n);
    return fx_apply(&f->ctx, c, &fx);
}

static void assert_effect(bt_creature *c, const char *id, int turns, int power, int stacks)
{
    bt_effect *fx = cr_find_effect(c, id);
    assert_non_null(fx);
    assert_int_equal(fx->turns, turns);
    assert_int_equal(fx->power, power);
    assert_int_equal(fx->stacks, stacks);
}

static const char *labels(const bt_creature *c)
{
    static strbuf out;
    static bool ready;
    if (!ready) {
        sb_init(&out);
        ready = true;
    }
    sb_reset(&out);
    fx_labels(&out, c);
    return out.buf;
}

/* --- applying --- */

static void test_apply_new_effect_says_on_text(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "poison", 3, 2));
    assert_string_equal(f->said.text.buf, "Poison enters Iva's blood.\n");
    assert_int_equal(f->iva->effect_count, 1);
    assert_effect(f->iva, "poison", 3, 2, 1);
}

static void test_apply_on_common_noun_uses_its_forms(void **state)
{
    fixture *f = *state;
    bt_creature *wolf = cr_new("wolf", false, 15, 4, 2, 6);
    assert_true(apply(f, wolf, "poison", 3, 2));
    assert_true(apply(f, wolf, "bleed", 3, 1));
    assert_string_equal(f->said.text.buf, "Poison enters the wolf's blood.\n"
                                          "The wolf bleeds.\n");
    cr_free(wolf);
}

static void test_refresh_keeps_longer_turns_and_higher_power_silently(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "poison", 3, 2));
    said_reset(&f->said);
    assert_true(apply(f, f->iva, "poison", 5, 1));
    assert_effect(f->iva, "poison", 5, 2, 1);
    assert_true(apply(f, f->iva, "poison", 2, 4));
    assert_effect(f->iva, "poison", 5, 4, 1);
    assert_int_equal(f->said.lines, 0);
    assert_int_equal(f->iva->effect_count, 1);
    assert_string_equal(labels(f->iva), "psn:5");
}

static void test_stack_adds_wounds_says_more_then_refreshes(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "bleed", 3, 2));      /* two wounds, three turns */
    assert_effect(f->iva, "bleed", 3, 1, 2);
    assert_true(apply(f, f->iva, "bleed", 5, 1));
    assert_effect(f->iva, "bleed", 5, 1, 3);
    assert_true(apply(f, f->iva, "bleed", 2, 1));      /* turns stay 5 */
    assert_effect(f->iva, "bleed", 5, 1, 4);
    assert_string_equal(f->said.text.buf, "Iva bleeds.\n"
                                          "Iva bleeds harder (wounds: 3).\n"
                                          "Iva bleeds harder (wounds: 4).\n");
    assert_int_equal(f->iva->effect_count, 1);
}

static void test_bleed_stacks_stop_at_five(void **state)
{
    fixture *f = *state;
    const bt_effect_kind *bleed = reg_find(kinds, "bleed");
    assert_int_equal(fx_make(bleed, 3, 9).stacks, 5);
    assert_true(apply(f, f->iva, "bleed", 3, 4));
    assert_true(apply(f, f->iva, "bleed", 3, 2));
    assert_effect(f->iva, "bleed", 3, 1, 5);
    assert_true(apply(f, f->iva, "bleed", 4, 3));
    assert_effect(f->iva, "bleed", 4, 1, 5);
    assert_string_equal(f->said.text.buf, "Iva bleeds.\n"
                                          "Iva bleeds harder (wounds: 5).\n"
                                          "Iva bleeds harder (wounds: 5).\n");
    assert_string_equal(labels(f->iva), "bldx5:4");
}

static void test_chill_stacks_stop_at_three(void **state)
{
    fixture *f = *state;
    for (int i = 0; i < 4; i++)
        assert_true(apply(f, f->iva, "chill", 2, 1));
    assert_effect(f->iva, "chill", 2, 1, 3);
    assert_string_equal(f->said.text.buf, "Cold bites into Iva.\n"
                                          "Iva grows colder (layers: 2).\n"
                                          "Iva grows colder (layers: 3).\n"
                                          "Iva grows colder (layers: 3).\n");
}

static void test_ignore_rule_changes_nothing(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "stun", 1, 0));
    assert_string_equal(f->said.text.buf, "Iva loses balance.\n");
    said_reset(&f->said);
    assert_false(apply(f, f->iva, "stun", 3, 5));
    assert_effect(f->iva, "stun", 1, 0, 1);
    assert_int_equal(f->said.lines, 0);
    assert_int_equal(f->iva->effect_count, 1);
}

static void test_dead_target_gets_nothing(void **state)
{
    fixture *f = *state;
    cr_set_life(f->iva, 0);
    assert_false(apply(f, f->iva, "poison", 3, 2));
    assert_false(apply(f, f->iva, "bleed", 3, 1));
    assert_int_equal(f->iva->effect_count, 0);
    assert_int_equal(f->said.lines, 0);
}

static void test_immune_target_gets_nothing(void **state)
{
    fixture *f = *state;
    bt_creature *skeleton = cr_new("bone skeleton", false, 12, 3, 3, 3);
    cr_add_immunity(skeleton, "bleed");
    assert_false(apply(f, skeleton, "bleed", 3, 2));
    assert_int_equal(skeleton->effect_count, 0);
    assert_int_equal(f->said.lines, 0);
    /* Immune to bleeding only. */
    assert_true(apply(f, skeleton, "poison", 2, 1));
    assert_string_equal(f->said.text.buf, "Poison enters the bone skeleton's blood.\n");
    cr_free(skeleton);
}

static void test_stun_proof_target_is_not_stunned(void **state)
{
    fixture *f = *state;
    f->iva->stun_proof = true;
    assert_false(apply(f, f->iva, "stun", 1, 0));
    assert_int_equal(f->iva->effect_count, 0);
    assert_int_equal(f->said.lines, 0);
    /* Stun-proof is about stuns only. */
    assert_true(apply(f, f->iva, "rage", 2, 3));
    f->iva->stun_proof = false;
    assert_true(apply(f, f->iva, "stun", 1, 0));
    assert_string_equal(f->said.text.buf, "Iva flies into a rage!\n"
                                          "Iva loses balance.\n");
}

static void test_host_apply_effect_by_id(void **state)
{
    fixture *f = *state;
    const bt_host *host = host_table();
    assert_false(host->apply_effect(&f->ctx, f->iva, "nosuch", 3, 1));
    assert_false(host->apply_effect(&f->ctx, f->iva, "mymod:nosuch", 3, 1));
    assert_int_equal(f->iva->effect_count, 0);
    assert_true(host->apply_effect(&f->ctx, f->iva, "bleed", 3, 2));
    assert_effect(f->iva, "bleed", 3, 1, 2);
    assert_string_equal(f->said.text.buf, "Iva bleeds.\n");
}

/* --- labels --- */

static void test_labels(void **state)
{
    fixture *f = *state;
    assert_string_equal(labels(f->iva), "");
    assert_true(apply(f, f->iva, "poison", 2, 1));
    assert_string_equal(labels(f->iva), "psn:2");
    assert_true(apply(f, f->iva, "bleed", 2, 3));
    assert_string_equal(labels(f->iva), "psn:2 bldx3:2");
    assert_true(apply(f, f->iva, "chill", 4, 1));
    assert_string_equal(labels(f->iva), "psn:2 bldx3:2 chill:4");

    strbuf one;
    sb_init(&one);
    fx_label(&one, cr_find_effect(f->iva, "bleed"));
    assert_string_equal(one.buf, "bldx3:2");
    sb_release(&one);
    assert_string_equal(fx_kind_name(reg_find(kinds, "bleed")), "bleeding");
    assert_string_equal(fx_kind_label(reg_find(kinds, "regen")), "reg");
}

/* --- ticking --- */

static void test_three_turns_act_three_times_and_expire_in_the_third(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "t:a", 3, 0));
    fx_tick(&f->ctx, f->iva);
    assert_effect(f->iva, "t:a", 2, 0, 1);
    fx_tick(&f->ctx, f->iva);
    assert_effect(f->iva, "t:a", 1, 0, 1);
    fx_tick(&f->ctx, f->iva);
    assert_null(cr_find_effect(f->iva, "t:a"));
    assert_string_equal(turn_log.buf, "t:a t:a t:a ");
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(turn_log.buf, "t:a t:a t:a ");
}

/* Seed 000, "Ива" with poison 3 2 and regen 2 1, in English. */
static void test_poison_and_regen_tick_as_in_the_seed(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "poison", 3, 2));
    assert_true(apply(f, f->iva, "regen", 2, 1));
    assert_string_equal(f->said.text.buf, "Poison enters Iva's blood.\n"
                                          "Iva begins to recover.\n");
    said_reset(&f->said);

    fx_tick(&f->ctx, f->iva);
    assert_string_equal(f->said.text.buf, "The poison burns Iva (2).\n"
                                          "Iva recovers (+1).\n");
    assert_int_equal(f->iva->life, 19);
    assert_string_equal(labels(f->iva), "psn:2 reg:1");
    said_reset(&f->said);

    fx_tick(&f->ctx, f->iva);
    assert_string_equal(f->said.text.buf, "The poison burns Iva (2).\n"
                                          "Iva recovers (+1).\n"
                                          "Iva stops regenerating.\n");
    assert_int_equal(f->iva->life, 18);
    assert_string_equal(labels(f->iva), "psn:1");
    said_reset(&f->said);

    fx_tick(&f->ctx, f->iva);
    assert_string_equal(f->said.text.buf, "The poison burns Iva (2).\n"
                                          "Iva is no longer poisoned.\n");
    assert_int_equal(f->iva->life, 16);
    assert_int_equal(f->iva->effect_count, 0);
}

static void test_regen_at_full_life_says_only_its_end(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "regen", 1, 2));
    said_reset(&f->said);
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(f->said.text.buf, "Iva stops regenerating.\n");
    assert_int_equal(f->iva->life, 20);
}

static void test_bleed_tick_hurts_by_wounds_and_counts_blood(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "bleed", 2, 3));
    said_reset(&f->said);
    fx_tick(&f->ctx, f->iva);
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(f->said.text.buf, "Iva loses blood (3).\n"
                                          "Iva loses blood (3).\n"
                                          "Iva's wounds stop bleeding.\n");
    assert_int_equal(f->iva->life, 14);
    assert_int_equal(f->ctx.blood, 6);
}

static void test_a_turn_that_writes_out_of_bounds_is_bounded(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "t:a", 3, 0));
    assert_true(apply(f, f->iva, "t:far", 3, 0));
    assert_true(apply(f, f->iva, "t:wild", 3, 0));
    assert_true(apply(f, f->iva, "t:b", 3, 0));
    fx_tick(&f->ctx, f->iva);
    assert_effect(f->iva, "t:far", BT_EFFECT_MAX_TURNS - 1, 0, 1);
    assert_int_equal(cr_find_effect(f->iva, "t:wild")->state[3], -BT_EFFECT_STATE_LIMIT);
    assert_effect(f->iva, "t:wild", 2, 0, 1);
    assert_effect(f->iva, "t:b", 2, 0, 1);          /* the tick went on after them */
    assert_string_equal(turn_log.buf, "t:a t:b ");
}

static void test_effect_added_during_a_tick_waits_for_the_next(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "t:spawner", 2, 0));
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(turn_log.buf, "t:spawner ");
    assert_effect(f->iva, "t:c", 1, 0, 1);
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(turn_log.buf, "t:spawner t:spawner t:c ");
    assert_int_equal(f->iva->effect_count, 0);
}

static void test_tick_stops_when_the_creature_dies(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "t:a", 3, 0));
    assert_true(apply(f, f->iva, "t:killer", 3, 0));
    assert_true(apply(f, f->iva, "t:b", 3, 0));
    fx_tick(&f->ctx, f->iva);
    assert_int_equal(f->iva->life, 0);
    assert_string_equal(turn_log.buf, "t:a t:killer ");
    assert_effect(f->iva, "t:b", 3, 0, 1);
}

static void test_the_dead_tick_no_effects(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "t:a", 3, 0));
    assert_true(apply(f, f->iva, "poison", 2, 1));
    cr_hurt(&f->ctx, f->iva, 100);
    said_reset(&f->said);
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(turn_log.buf, "");
    assert_int_equal(f->said.lines, 0);
    assert_effect(f->iva, "t:a", 3, 0, 1);
    assert_effect(f->iva, "poison", 2, 1, 1);
}

static void test_poison_that_kills_stops_the_tick(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "poison", 3, 50));
    assert_true(apply(f, f->iva, "t:b", 3, 0));
    said_reset(&f->said);
    fx_tick(&f->ctx, f->iva);
    assert_int_equal(f->iva->life, 0);
    /* No heavy wound for the dead, and the later effect did not act. */
    assert_string_equal(f->said.text.buf, "The poison burns Iva (50).\n");
    assert_string_equal(turn_log.buf, "");
    assert_effect(f->iva, "t:b", 3, 0, 1);
}

static void test_the_rule_that_kills_is_the_cause_of_death(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "bleed", 3, 1));
    assert_true(apply(f, f->iva, "poison", 3, 50));
    fx_tick(&f->ctx, f->iva);
    assert_int_equal(f->iva->life, 0);
    assert_ptr_equal(f->iva->death_kind, reg_find(kinds, "poison"));
}

/* The amount is power x stacks; the rule's line comes before the life is
 * lost (so before the heavy wound), the callback's after the rule. */
static void test_a_rule_then_its_callback(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "t:thorns", 3, 2));
    assert_true(apply(f, f->iva, "t:thorns", 3, 1));         /* 2 stacks of power 2 */
    said_reset(&f->said);
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(f->said.text.buf, "Thorns prick Iva (4).\n"
                                          "Iva twitches.\n");
    assert_int_equal(f->iva->life, 16);
    assert_int_equal(f->ctx.blood, 4);
    said_reset(&f->said);
    cr_set_life(f->iva, 8);
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(f->said.text.buf, "Thorns prick Iva (4).\n"
                                          "Iva: heavy wound!\n"
                                          "Iva twitches.\n");
    assert_string_equal(turn_log.buf, "t:thorns t:thorns ");
}

static void test_a_rule_that_kills_runs_no_callback_after_it(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "t:thorns", 3, 3));
    assert_true(apply(f, f->iva, "t:b", 3, 0));
    cr_set_life(f->iva, 3);
    said_reset(&f->said);
    fx_tick(&f->ctx, f->iva);
    assert_int_equal(f->iva->life, 0);
    assert_string_equal(f->said.text.buf, "Thorns prick Iva (3).\n");
    assert_string_equal(turn_log.buf, "");
    assert_effect(f->iva, "t:thorns", 2, 3, 1);       /* its turn counted down */
    assert_effect(f->iva, "t:b", 3, 0, 1);
    assert_ptr_equal(f->iva->death_kind, reg_find(kinds, "t:thorns"));
}

/* Power and stacks a plugin wrote through find_effect, never bounded since:
 * the product may overflow, and then counts as all the life there is, or
 * as nothing when it is below 0. */
static void test_a_rule_with_wild_numbers_cannot_overflow(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "regen", 3, 1));
    assert_true(apply(f, f->iva, "poison", 3, 1));
    bt_effect *regen = cr_find_effect(f->iva, "regen"), *poison = cr_find_effect(f->iva, "poison");
    regen->power = INT_MIN;
    regen->stacks = 3;
    poison->power = -70000;
    poison->stacks = 70000;
    said_reset(&f->said);
    fx_tick(&f->ctx, f->iva);
    assert_int_equal(f->said.lines, 0);
    assert_int_equal(f->iva->life, 20);
    poison->power = 70000;
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(f->said.text.buf, "The poison burns Iva (2147483647).\n");
    assert_int_equal(f->iva->life, 0);
}

/* After a callback changed the list the general loop runs the rules too. */
static void test_rules_after_a_change_of_the_list(void **state)
{
    fixture *f = *state;
    assert_true(apply(f, f->iva, "t:spawner", 3, 0));
    assert_true(apply(f, f->iva, "poison", 3, 2));
    assert_true(apply(f, f->iva, "bleed", 3, 2));
    said_reset(&f->said);
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(f->said.text.buf, "The poison burns Iva (2).\n"
                                          "Iva loses blood (2).\n");
    assert_int_equal(f->iva->life, 16);
    assert_int_equal(f->ctx.blood, 2);
    assert_effect(f->iva, "t:c", 1, 0, 1);
}

static void test_effect_removed_by_another_is_not_ticked(void **state)
{
    fixture *f = *state;
    remove_target = "t:b";
    assert_true(apply(f, f->iva, "t:remover", 3, 0));
    assert_true(apply(f, f->iva, "t:b", 3, 0));
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(turn_log.buf, "t:remover ");
    assert_null(cr_find_effect(f->iva, "t:b"));
    assert_effect(f->iva, "t:remover", 2, 0, 1);
    assert_int_equal(f->said.lines, 0);   /* removed without its expire moment */
}

static void test_removing_an_earlier_effect_skips_no_later_one(void **state)
{
    fixture *f = *state;
    remove_target = "t:a";
    assert_true(apply(f, f->iva, "t:a", 3, 0));
    assert_true(apply(f, f->iva, "t:remover", 3, 0));
    assert_true(apply(f, f->iva, "t:b", 3, 0));
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(turn_log.buf, "t:a t:remover t:b ");
    assert_null(cr_find_effect(f->iva, "t:a"));
    assert_effect(f->iva, "t:remover", 2, 0, 1);
    assert_effect(f->iva, "t:b", 2, 0, 1);
}

static void test_effect_that_removes_itself(void **state)
{
    fixture *f = *state;
    remove_target = "t:remover";
    assert_true(apply(f, f->iva, "t:remover", 3, 0));
    assert_true(apply(f, f->iva, "t:b", 3, 0));
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(turn_log.buf, "t:remover t:b ");
    assert_null(cr_find_effect(f->iva, "t:remover"));
    assert_effect(f->iva, "t:b", 2, 0, 1);
}

/* A callback may apply other effects and still change its own instance:
 * the instance it was handed must stay where it is while the list grows.
 *
 * The creature keeps its effects in one array that cr_add_effect reallocates;
 * the engine hands callbacks a copy and writes it back, so the instance a
 * callback was handed stays valid after it has applied other effects (this
 * once was a heap-use-after-free). The same holds for apply and stacked. */
static void test_a_callback_that_grows_the_list_keeps_its_instance(void **state)
{
    fixture *f = *state;
    remove_target = "nothing";
    assert_true(apply(f, f->iva, "t:grower", 3, 1));
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(turn_log.buf, "t:grower ");
    assert_int_equal(f->iva->effect_count, 5);
    assert_effect(f->iva, "t:grower", 2, 42, 1);
}


/* --- a crowded list: past CR_INDEX_MIN effects, kinds are found through
 * the creature's index, and what runs out goes in one pass --- */

#define CROWD 200

typedef struct crowd {
    bt_effect_kind kinds[CROWD];
    char ids[CROWD][16];
} crowd;

/* CROWD kinds "c:000" ..., each logging its turns, the odd ones silent. */
static crowd *crowd_new(void)
{
    crowd *cw = test_calloc(1, sizeof *cw);
    for (int k = 0; k < CROWD; k++) {
        snprintf(cw->ids[k], sizeof cw->ids[k], "c:%03d", k);
        cw->kinds[k] = (bt_effect_kind)TEST_KIND(cw->ids[k], k % 2 ? NULL : plain_turn);
        cw->kinds[k].off_text = k % 2 ? NULL : "{name} is free of a crowd.";
    }
    return cw;
}

static void crowd_apply(fixture *f, crowd *cw, int k, int turns)
{
    bt_effect fx = fx_make(&cw->kinds[k], turns, k);
    assert_true(fx_apply(&f->ctx, f->iva, &fx));
}

static void test_a_crowd_of_effects_is_found_by_kind_and_by_id(void **state)
{
    fixture *f = *state;
    crowd *cw = crowd_new();
    for (int k = 0; k < CROWD; k++)
        crowd_apply(f, cw, k, 5);
    assert_non_null(f->iva->index);
    assert_int_equal(f->iva->effect_count, CROWD);
    for (int k = 0; k < CROWD; k++) {
        assert_ptr_equal(cr_find_kind(f->iva, &cw->kinds[k]), &f->iva->effects[k].fx);
        assert_ptr_equal(cr_find_effect(f->iva, cw->ids[k]), &f->iva->effects[k].fx);
        assert_int_equal(cr_find_kind(f->iva, &cw->kinds[k])->power, k);
    }
    /* A second dose refreshes the one there, found through the index. */
    bt_effect again = fx_make(&cw->kinds[123], 9, 500);
    assert_true(fx_apply(&f->ctx, f->iva, &again));
    assert_int_equal(f->iva->effect_count, CROWD);
    assert_int_equal(cr_find_kind(f->iva, &cw->kinds[123])->turns, 9);
    /* Removed ones are gone from the index, the others still found. */
    for (int k = 0; k < CROWD; k += 3)
        assert_true(cr_remove_kind(f->iva, &cw->kinds[k]));
    for (int k = 0; k < CROWD; k++)
        assert_int_equal(cr_has_kind(f->iva, &cw->kinds[k]), k % 3 != 0);
    assert_false(cr_remove_kind(f->iva, &cw->kinds[0]));
    cr_clear_effects(f->iva);
    test_free(cw);
}

static void test_a_crowd_that_runs_out_in_one_tick_goes_in_order(void **state)
{
    fixture *f = *state;
    crowd *cw = crowd_new();
    /* Every fourth lasts one turn; the rest two. */
    for (int k = 0; k < CROWD; k++)
        crowd_apply(f, cw, k, k % 4 ? 2 : 1);
    said_reset(&f->said);
    sb_reset(&turn_log);
    fx_tick(&f->ctx, f->iva);
    /* Each even one acted, and each that ran out said so right after its
     * turn: as many lines as even kinds of turns 1 (k % 4 == 0). */
    assert_int_equal(f->said.lines, CROWD / 4);
    assert_int_equal(f->iva->effect_count, CROWD - CROWD / 4);
    size_t i = 0;
    for (int k = 0; k < CROWD; k++) {
        if (k % 4 == 0) {
            assert_false(cr_has_kind(f->iva, &cw->kinds[k]));
            continue;
        }
        assert_ptr_equal(f->iva->effects[i].fx.kind, &cw->kinds[k]);   /* in order */
        assert_int_equal(f->iva->effects[i].fx.turns, 1);
        assert_ptr_equal(cr_find_kind(f->iva, &cw->kinds[k]), &f->iva->effects[i].fx);
        i++;
    }
    fx_tick(&f->ctx, f->iva);
    assert_int_equal(f->iva->effect_count, 0);
    assert_null(f->iva->index);
    test_free(cw);
}

static void test_a_callback_in_a_crowd_removes_and_adds_safely(void **state)
{
    fixture *f = *state;
    crowd *cw = crowd_new();
    /* The remover (first) takes c:150 away, the spawner and the grower
     * (last) add effects, in the same tick: the removed one is not ticked,
     * the added ones wait for the next tick. */
    remove_target = "c:150";
    assert_true(apply(f, f->iva, "t:remover", 3, 0));
    for (int k = 0; k < CROWD; k++)
        crowd_apply(f, cw, k, 3);
    assert_true(apply(f, f->iva, "t:spawner", 3, 0));
    assert_true(apply(f, f->iva, "t:grower", 3, 0));
    sb_reset(&turn_log);
    fx_tick(&f->ctx, f->iva);
    assert_null(strstr(turn_log.buf, "c:150"));
    assert_null(strstr(turn_log.buf, "t:c"));
    assert_int_equal(strncmp(turn_log.buf, "t:remover c:000 c:002 ", 22), 0);
    assert_non_null(strstr(turn_log.buf, "c:198 t:spawner t:grower "));
    assert_false(cr_has_effect(f->iva, "c:150"));
    assert_effect(f->iva, "t:grower", 2, 42, 1);
    assert_effect(f->iva, "t:c", 5, 0, 1);      /* the spawner's, refreshed by the grower */
    for (int k = 0; k < CROWD; k++)
        if (k != 150)
            assert_int_equal(cr_find_kind(f->iva, &cw->kinds[k])->turns, 2);
    cr_clear_effects(f->iva);
    test_free(cw);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_apply_new_effect_says_on_text, setup, teardown),
        cmocka_unit_test_setup_teardown(test_apply_on_common_noun_uses_its_forms, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_refresh_keeps_longer_turns_and_higher_power_silently,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_stack_adds_wounds_says_more_then_refreshes, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_bleed_stacks_stop_at_five, setup, teardown),
        cmocka_unit_test_setup_teardown(test_chill_stacks_stop_at_three, setup, teardown),
        cmocka_unit_test_setup_teardown(test_ignore_rule_changes_nothing, setup, teardown),
        cmocka_unit_test_setup_teardown(test_dead_target_gets_nothing, setup, teardown),
        cmocka_unit_test_setup_teardown(test_immune_target_gets_nothing, setup, teardown),
        cmocka_unit_test_setup_teardown(test_stun_proof_target_is_not_stunned, setup, teardown),
        cmocka_unit_test_setup_teardown(test_host_apply_effect_by_id, setup, teardown),
        cmocka_unit_test_setup_teardown(test_labels, setup, teardown),
        cmocka_unit_test_setup_teardown(test_three_turns_act_three_times_and_expire_in_the_third,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_poison_and_regen_tick_as_in_the_seed, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_regen_at_full_life_says_only_its_end, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_bleed_tick_hurts_by_wounds_and_counts_blood, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_turn_that_writes_out_of_bounds_is_bounded, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_effect_added_during_a_tick_waits_for_the_next,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_tick_stops_when_the_creature_dies, setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_dead_tick_no_effects, setup, teardown),
        cmocka_unit_test_setup_teardown(test_poison_that_kills_stops_the_tick, setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_rule_that_kills_is_the_cause_of_death, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_rule_then_its_callback, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_rule_that_kills_runs_no_callback_after_it, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_rule_with_wild_numbers_cannot_overflow, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_rules_after_a_change_of_the_list, setup, teardown),
        cmocka_unit_test_setup_teardown(test_effect_removed_by_another_is_not_ticked, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_removing_an_earlier_effect_skips_no_later_one,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_effect_that_removes_itself, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_crowd_of_effects_is_found_by_kind_and_by_id,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_crowd_that_runs_out_in_one_tick_goes_in_order,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_callback_in_a_crowd_removes_and_adds_safely,
                                        setup, teardown),
        /* Last: the known bug above (cmocka 1.1.5 reports a skip as "not ok"). */
        cmocka_unit_test_setup_teardown(test_a_callback_that_grows_the_list_keeps_its_instance,
                                        setup, teardown),
    };
    return cmocka_run_group_tests_name("effect", tests, group_setup, group_teardown);
}
