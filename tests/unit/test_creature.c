/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_creature.c - SPEC §1-2: stats computed from base + bonus + effect
 * modifiers and clamped at 0, accuracy, hurt and heavy wounds, heal. */
#include "config.h"

#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>

#include <cmocka.h>

#include "engine/context.h"
#include "engine/creature.h"
#include "engine/effect.h"
#include "plugin/host.h"
#include "plugin/registry.h"
#include "support.h"

static registry *kinds;

static int group_setup(void **state)
{
    (void)state;
    speak_english();
    kinds = load_builtins();
    return 0;
}

static int group_teardown(void **state)
{
    (void)state;
    host_set_registry(NULL);
    reg_free(kinds);
    return 0;
}

/* Iva: 20 life, strength 5, defense 4, agility 10. */
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

static void apply(fixture *f, const char *id, int turns, int n)
{
    const bt_effect_kind *kind = reg_find(kinds, id);
    assert_non_null(kind);
    bt_effect fx = fx_make(kind, turns, n);
    assert_true(fx_apply(&f->ctx, f->iva, &fx));
}

static int str(const fixture *f)
{
    return cr_stat(f->iva, BT_STAT_STRENGTH);
}

static int def(const fixture *f)
{
    return cr_stat(f->iva, BT_STAT_DEFENSE);
}

static int agi(const fixture *f)
{
    return cr_stat(f->iva, BT_STAT_AGILITY);
}

/* --- modifiers --- */

static void test_base_stats(void **state)
{
    fixture *f = *state;
    assert_int_equal(str(f), 5);
    assert_int_equal(def(f), 4);
    assert_int_equal(agi(f), 10);
    assert_int_equal(cr_stat(f->iva, BT_STAT_SPEED), 100);
    assert_int_equal(cr_stat(f->iva, BT_STAT_ACCURACY), 0);
}

static void test_rage_adds_power_to_strength_and_takes_two_defense(void **state)
{
    fixture *f = *state;
    apply(f, "rage", 3, 3);
    assert_int_equal(str(f), 8);
    assert_int_equal(def(f), 2);
    assert_int_equal(agi(f), 10);
}

static void test_shield_adds_power_to_defense(void **state)
{
    fixture *f = *state;
    apply(f, "shield", 3, 4);
    assert_int_equal(def(f), 8);
    apply(f, "rage", 3, 1);
    assert_int_equal(def(f), 6);
    assert_int_equal(str(f), 6);
}

static void test_chill_takes_two_agility_per_layer(void **state)
{
    fixture *f = *state;
    int expected[] = { 8, 6, 4, 4 };   /* the fourth layer is over the cap */
    for (int i = 0; i < 4; i++) {
        apply(f, "chill", 3, 1);
        assert_int_equal(agi(f), expected[i]);
    }
}

static void test_stats_are_clamped_at_zero(void **state)
{
    fixture *f = *state;
    apply(f, "weak", 3, 50);
    assert_int_equal(str(f), 0);
    bt_creature *frail = cr_new("frail", true, 10, 1, 1, 2);
    const bt_effect_kind *rage = reg_find(kinds, "rage"), *chill = reg_find(kinds, "chill");
    bt_effect fx = fx_make(rage, 3, 1);
    assert_true(fx_apply(&f->ctx, frail, &fx));
    assert_int_equal(cr_stat(frail, BT_STAT_DEFENSE), 0);    /* 1 - 2 */
    fx = fx_make(chill, 3, 1);
    assert_true(fx_apply(&f->ctx, frail, &fx));
    assert_int_equal(cr_stat(frail, BT_STAT_AGILITY), 0);    /* 2 - 2 */
    assert_true(fx_apply(&f->ctx, frail, &fx));
    assert_int_equal(cr_stat(frail, BT_STAT_AGILITY), 0);    /* 2 - 4 */
    /* Accuracy reads the clamped agility: 75 + 2 x 0. */
    assert_int_equal(cr_accuracy(frail), 75);
    cr_free(frail);
}

static void test_bonus_counts_and_stats_are_read_every_time(void **state)
{
    fixture *f = *state;
    f->iva->bonus[BT_STAT_STRENGTH] = 2;     /* a sword */
    assert_int_equal(str(f), 7);
    apply(f, "weak", 2, 3);
    assert_int_equal(str(f), 4);
    f->iva->bonus[BT_STAT_STRENGTH] = 0;
    assert_int_equal(str(f), 2);
}

static void test_stat_returns_by_itself_after_expiry(void **state)
{
    fixture *f = *state;
    apply(f, "rage", 1, 3);
    apply(f, "chill", 2, 1);
    assert_int_equal(str(f), 8);
    assert_int_equal(agi(f), 8);
    said_reset(&f->said);
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(f->said.text.buf, "Iva calms down.\n");
    assert_int_equal(str(f), 5);
    assert_int_equal(def(f), 4);
    assert_int_equal(agi(f), 8);
    fx_tick(&f->ctx, f->iva);
    assert_string_equal(f->said.text.buf, "Iva calms down.\n"
                                          "Iva warms up again.\n");
    assert_int_equal(agi(f), 10);
}

static void test_stat_returns_after_removal(void **state)
{
    fixture *f = *state;
    apply(f, "shield", 5, 3);
    assert_int_equal(def(f), 7);
    assert_true(cr_remove_effect(f->iva, "shield"));
    assert_int_equal(def(f), 4);
    assert_false(cr_remove_effect(f->iva, "shield"));
}

/* --- percent modifiers (API 1.2) --- */

static int percent_of_power(const bt_effect *fx, bt_stat stat)
{
    return stat == BT_STAT_STRENGTH || stat == BT_STAT_SPEED ? fx->power : 0;
}

static int flat_of_power(const bt_effect *fx, bt_stat stat)
{
    return stat == BT_STAT_STRENGTH ? fx->power : 0;
}

/* Kinds made here: "test:might" adds its power in percent, "test:flat" as
 * a flat modifier. */
static const bt_effect_kind might_kind = {
    .api_major = BT_EFFECT_API_MAJOR, .api_minor = 2, .id = "test:might",
    .stack_rule = BT_STACK_REFRESH, .max_stacks = 1, .name = "might", .label = "mgt",
    .percent = percent_of_power,
};
static const bt_effect_kind flat_kind = {
    .api_major = BT_EFFECT_API_MAJOR, .api_minor = 2, .id = "test:flat",
    .stack_rule = BT_STACK_REFRESH, .max_stacks = 1, .name = "flat", .label = "flt",
    .modifier = flat_of_power,
};

static void put_on(fixture *f, const bt_effect_kind *kind, int power)
{
    bt_effect fx = fx_make(kind, 10, power);
    assert_true(fx_apply(&f->ctx, f->iva, &fx));
}

static void test_a_percent_is_rounded_once_to_the_nearest(void **state)
{
    (void)state;
    assert_int_equal(cr_apply_percent(7, 15), 8);      /* 8.05 */
    assert_int_equal(cr_apply_percent(5, 10), 6);      /* 5.5: halves away from zero */
    assert_int_equal(cr_apply_percent(-5, 10), -6);
    assert_int_equal(cr_apply_percent(9, -50), 5);     /* 4.5 */
    assert_int_equal(cr_apply_percent(100, 0), 100);
}

static void test_percents_add_up_before_the_one_rounding(void **state)
{
    fixture *f = *state;
    /* Strength 5, a ring of +10% and an effect of +10%: 5 x 1.2 = 6. Each
     * rounded on its own would give 5.5 -> 6, then 6.6 -> 7. */
    f->iva->bonus_percent[BT_STAT_STRENGTH] = 10;
    put_on(f, &might_kind, 10);
    assert_int_equal(str(f), 6);
}

static void test_the_percent_applies_to_base_and_every_flat_modifier(void **state)
{
    fixture *f = *state;
    /* (5 + 2 + 3) x 1.5 = 15: equipment and effects, flat, then percent. */
    f->iva->bonus[BT_STAT_STRENGTH] = 2;
    put_on(f, &flat_kind, 3);
    put_on(f, &might_kind, 50);
    assert_int_equal(str(f), 15);
    cr_remove_effect(f->iva, "test:might");
    assert_int_equal(str(f), 10);
}

static void test_many_sources_of_percent(void **state)
{
    fixture *f = *state;
    /* Speed 100: +15% worn, -30% worn elsewhere, +50% an effect: 135. */
    f->iva->bonus_percent[BT_STAT_SPEED] = 15 - 30;
    put_on(f, &might_kind, 50);
    assert_int_equal(cr_stat(f->iva, BT_STAT_SPEED), 135);
    assert_int_equal(def(f), 4);   /* a stat no source names is untouched */
}

static void test_percents_are_clamped(void **state)
{
    fixture *f = *state;
    /* -150% in all takes a stat to 0, not below. */
    f->iva->bonus_percent[BT_STAT_STRENGTH] = -150;
    assert_int_equal(str(f), 0);
    /* A wild plugin's answer is bounded: no overflow, the stat's limit. */
    f->iva->bonus_percent[BT_STAT_STRENGTH] = 0;
    f->iva->base[BT_STAT_STRENGTH] = 999999999;
    put_on(f, &might_kind, 2000000000);
    assert_int_equal(str(f), CR_STAT_LIMIT);
}

static void test_accuracy(void **state)
{
    fixture *f = *state;
    assert_int_equal(cr_accuracy(f->iva), 95);             /* 75 + 2 x 10 */
    f->iva->bonus[BT_STAT_ACCURACY] = 5;
    assert_int_equal(cr_accuracy(f->iva), 100);
    apply(f, "chill", 3, 1);
    assert_int_equal(cr_accuracy(f->iva), 96);             /* agility 8 */
    cr_set_life(f->iva, 5);                                /* 5 x 4 = 20: not heavy */
    assert_int_equal(cr_accuracy(f->iva), 96);
    cr_set_life(f->iva, 4);                                /* heavily wounded */
    assert_int_equal(cr_accuracy(f->iva), 81);
    f->iva->bonus[BT_STAT_ACCURACY] = -10;                 /* a curse is not clamped */
    assert_int_equal(cr_accuracy(f->iva), 66);
    apply(f, "dodge", 2, 2);                               /* agility + 2 */
    assert_int_equal(cr_accuracy(f->iva), 70);
}

/* --- hurt and heal --- */

static void test_hurt_never_goes_below_zero(void **state)
{
    fixture *f = *state;
    cr_hurt(&f->ctx, f->iva, 25);
    assert_int_equal(f->iva->life, 0);
    assert_false(cr_is_alive(f->iva));
    assert_int_equal(f->said.lines, 0);
    cr_hurt(&f->ctx, f->iva, 3);
    assert_int_equal(f->iva->life, 0);
    assert_int_equal(f->said.lines, 0);
}

static void test_hurt_by_nothing_changes_nothing(void **state)
{
    fixture *f = *state;
    cr_set_life(f->iva, 4);
    cr_hurt(&f->ctx, f->iva, 0);
    cr_hurt(&f->ctx, f->iva, -5);
    assert_int_equal(f->iva->life, 4);
    assert_int_equal(f->said.lines, 0);
}

/* However hard the hurt, life stops at 0: the quick path of cr_hurt must not
 * wrap around (1 - INT_MAX, times 4). */
static void test_the_hardest_hurt_kills_without_wrapping(void **state)
{
    fixture *f = *state;
    bt_creature *wisp = cr_new("wisp", false, 1, 1, 0, 1);
    unsigned changes = wisp->changes;
    cr_hurt(&f->ctx, wisp, INT_MAX);
    assert_int_equal(wisp->life, 0);
    assert_int_equal(wisp->changes, changes + 1);      /* the death counts as a change */
    cr_set_life(f->iva, 20);
    cr_hurt(&f->ctx, f->iva, INT_MAX - 5);
    assert_int_equal(f->iva->life, 0);
    assert_int_equal(f->said.lines, 0);
    cr_free(wisp);
}

static void test_heavy_wound_is_said_once_per_crossing(void **state)
{
    fixture *f = *state;
    cr_hurt(&f->ctx, f->iva, 15);                 /* 5: 5 x 4 = 20, not under 20 */
    assert_int_equal(f->iva->life, 5);
    assert_false(cr_is_heavily_wounded(f->iva));
    assert_int_equal(f->said.lines, 0);
    cr_hurt(&f->ctx, f->iva, 1);                  /* 4: heavy */
    assert_true(cr_is_heavily_wounded(f->iva));
    assert_string_equal(f->said.text.buf, "Iva: heavy wound!\n");
    cr_hurt(&f->ctx, f->iva, 1);                  /* still heavy: silent */
    cr_hurt(&f->ctx, f->iva, 1);
    assert_int_equal(f->iva->life, 2);
    assert_int_equal(f->said.lines, 1);
    assert_int_equal(cr_heal(f->iva, 10), 10);    /* 12: not heavy any more */
    assert_false(cr_is_heavily_wounded(f->iva));
    assert_int_equal(f->said.lines, 1);
    cr_hurt(&f->ctx, f->iva, 9);                  /* 3: a new crossing */
    assert_string_equal(f->said.text.buf, "Iva: heavy wound!\n"
                                          "Iva: heavy wound!\n");
}

static void test_heavy_wound_is_not_said_when_the_hurt_kills(void **state)
{
    fixture *f = *state;
    cr_hurt(&f->ctx, f->iva, 20);
    assert_int_equal(f->iva->life, 0);
    assert_int_equal(f->said.lines, 0);
    bt_creature *wolf = cr_new("wolf", false, 15, 4, 2, 6);
    cr_hurt(&f->ctx, wolf, 8);                    /* 7: not heavy */
    cr_hurt(&f->ctx, wolf, 7);                    /* 0: dead, never said */
    assert_int_equal(wolf->life, 0);
    assert_int_equal(f->said.lines, 0);
    cr_free(wolf);
}

static void test_heavy_wound_of_a_common_noun_starts_with_a_capital(void **state)
{
    fixture *f = *state;
    bt_creature *wolf = cr_new("wolf", false, 15, 4, 2, 6);
    cr_hurt(&f->ctx, wolf, 12);
    assert_string_equal(f->said.text.buf, "The wolf: heavy wound!\n");
    cr_free(wolf);
}

static void test_heavy_wound_from_a_bleeding_tick(void **state)
{
    fixture *f = *state;
    bt_creature *wolf = cr_new("wolf", false, 15, 4, 2, 6);
    const bt_effect_kind *bleed = reg_find(kinds, "bleed");
    bt_effect fx = fx_make(bleed, 3, 3);
    assert_true(fx_apply(&f->ctx, wolf, &fx));
    for (int i = 0; i < 3; i++)
        fx_tick(&f->ctx, wolf);
    /* 15 -> 12 -> 9 -> 6: not under a quarter (6 x 4 = 24). */
    assert_int_equal(wolf->life, 6);
    fx = fx_make(bleed, 1, 3);
    assert_true(fx_apply(&f->ctx, wolf, &fx));
    fx_tick(&f->ctx, wolf);
    assert_int_equal(wolf->life, 3);
    assert_string_equal(f->said.text.buf, "The wolf bleeds.\n"
                                          "The wolf loses blood (3).\n"
                                          "The wolf loses blood (3).\n"
                                          "The wolf loses blood (3).\n"
                                          "The wolf's wounds stop bleeding.\n"
                                          "The wolf bleeds.\n"
                                          "The wolf loses blood (3).\n"
                                          "The wolf: heavy wound!\n"
                                          "The wolf's wounds stop bleeding.\n");
    assert_int_equal(f->ctx.blood, 12);
    cr_free(wolf);
}

static void test_heal_is_capped_at_max_life_and_returns_the_amount(void **state)
{
    fixture *f = *state;
    cr_set_life(f->iva, 5);
    assert_int_equal(cr_heal(f->iva, 3), 3);
    assert_int_equal(f->iva->life, 8);
    assert_int_equal(cr_heal(f->iva, 100), 12);
    assert_int_equal(f->iva->life, 20);
    assert_int_equal(cr_heal(f->iva, 5), 0);
    assert_int_equal(f->iva->life, 20);
    cr_set_life(f->iva, 10);
    assert_int_equal(cr_heal(f->iva, -4), 0);
    assert_int_equal(f->iva->life, 10);
    /* The dead are not healed back to life. */
    cr_set_life(f->iva, 0);
    assert_int_equal(cr_heal(f->iva, 5), 0);
    assert_int_equal(f->iva->life, 0);
    assert_int_equal(f->said.lines, 0);
}

static void test_host_services(void **state)
{
    fixture *f = *state;
    const bt_host *host = host_table();
    assert_int_equal(host->api_major, BT_EFFECT_API_MAJOR);
    assert_int_equal(host->api_minor, BT_EFFECT_API_MINOR);
    assert_int_equal(host->life(f->iva), 20);
    assert_int_equal(host->max_life(f->iva), 20);
    assert_true(host->is_alive(f->iva));
    assert_true(host->speaks(&f->ctx));
    host->hurt(&f->ctx, f->iva, 17);
    assert_int_equal(host->life(f->iva), 3);
    assert_int_equal(host->heal(f->iva, 30), 17);
    assert_int_equal(host->stat(f->iva, BT_STAT_AGILITY), 10);
    host->add_blood(&f->ctx, 4);
    assert_int_equal(f->ctx.blood, 4);
    host->say(&f->ctx, NULL, "{name} counts to {n}.", f->iva, 3);
    host->say_plural(&f->ctx, NULL, "{name} has {n} wound.", "{name} has {n} wounds.", f->iva, 1);
    host->say_plural(&f->ctx, NULL, "{name} has {n} wound.", "{name} has {n} wounds.", f->iva, 2);
    assert_string_equal(f->said.text.buf, "Iva: heavy wound!\n"
                                          "Iva counts to 3.\n"
                                          "Iva has 1 wound.\n"
                                          "Iva has 2 wounds.\n");
    for (int i = 0; i < 100; i++) {
        int r = host->random(6);
        assert_in_range(r, 0, 5);
    }
    assert_int_equal(host->random(1), 0);
    assert_int_equal(host->random(0), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_base_stats, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_percent_is_rounded_once_to_the_nearest, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_percents_add_up_before_the_one_rounding, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_the_percent_applies_to_base_and_every_flat_modifier,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_many_sources_of_percent, setup, teardown),
        cmocka_unit_test_setup_teardown(test_percents_are_clamped, setup, teardown),
        cmocka_unit_test_setup_teardown(test_rage_adds_power_to_strength_and_takes_two_defense,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_shield_adds_power_to_defense, setup, teardown),
        cmocka_unit_test_setup_teardown(test_chill_takes_two_agility_per_layer, setup, teardown),
        cmocka_unit_test_setup_teardown(test_stats_are_clamped_at_zero, setup, teardown),
        cmocka_unit_test_setup_teardown(test_bonus_counts_and_stats_are_read_every_time, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_stat_returns_by_itself_after_expiry, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_stat_returns_after_removal, setup, teardown),
        cmocka_unit_test_setup_teardown(test_accuracy, setup, teardown),
        cmocka_unit_test_setup_teardown(test_hurt_never_goes_below_zero, setup, teardown),
        cmocka_unit_test_setup_teardown(test_hurt_by_nothing_changes_nothing, setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_hardest_hurt_kills_without_wrapping, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_heavy_wound_is_said_once_per_crossing, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_heavy_wound_is_not_said_when_the_hurt_kills, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_heavy_wound_of_a_common_noun_starts_with_a_capital,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_heavy_wound_from_a_bleeding_tick, setup, teardown),
        cmocka_unit_test_setup_teardown(test_heal_is_capped_at_max_life_and_returns_the_amount,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_host_services, setup, teardown),
    };
    return cmocka_run_group_tests_name("creature", tests, group_setup, group_teardown);
}
