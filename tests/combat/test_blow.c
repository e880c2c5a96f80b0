/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_blow.c - the damage procedure: every kind of step (armour,
 * resistance, the effects' hooks, applying, wounds, stuns, on-hit effects,
 * a skill's effect, after-hooks), a cancelled blow, the damage words and
 * the to-hit and critical chances. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "../unit/support.h"
#include "combat/blow.h"
#include "engine/effect.h"
#include "game/fighter.h"
#include "plugin/host.h"
#include "util/xalloc.h"

typedef struct fixture {
    registry *kinds;
    said said;
    bt_context ctx;
    rng rng;
    fighter *wolf, *iva;
} fixture;

static fighter *make_fighter(const char *name, bool proper, int life, int defense)
{
    fighter *f = xcalloc(1, sizeof *f);
    /* Strength 0: the record's amount is exactly what a test sets. */
    f->body = cr_new(name, proper, life, 0, defense, 5);
    f->body->owner = f;
    f->is_hero = proper;
    return f;
}

static void free_fighter(fighter *f)
{
    fighter_release(f);
    free(f);
}

static int setup(void **state)
{
    fixture *f = xcalloc(1, sizeof *f);
    speak_english();
    f->kinds = load_builtins();
    said_init(&f->said);
    said_context(&f->ctx, &f->said);
    rng_seed(&f->rng, 7);
    f->wolf = make_fighter("wolf", false, 15, 0);
    f->iva = make_fighter("Iva", true, 40, 0);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    free_fighter(f->wolf);
    free_fighter(f->iva);
    said_release(&f->said);
    reg_free(f->kinds);
    host_set_random(NULL, NULL);
    free(f);
    return 0;
}

static void apply(fixture *f, bt_creature *c, const char *id, int turns, int n)
{
    bt_effect fx = fx_make(reg_find(f->kinds, id), turns, n);
    fx_apply(&f->ctx, c, &fx);
}

static const attack_def claws = { 2, 4, BT_DAMAGE_SLASH, false, 0 };
static const attack_def fangs = { 2, 4, BT_DAMAGE_SLASH, true, 0 };
static const attack_def club = { 2, 4, BT_DAMAGE_BLUNT, false, 100 };
static const attack_def flame = { 2, 4, BT_DAMAGE_FIRE, false, 0 };

/* Runs the procedure on a record of amount: source strikes victim. */
static blow run(fixture *f, fighter *source, fighter *victim, const attack_def *attack,
                int amount, bool critical)
{
    blow b;
    blow_init(&b, &f->ctx, &f->rng, f->kinds, source->body, victim->body, attack, "attack");
    b.rec.amount = amount;
    b.rec.critical = critical;
    blow_run(&b);
    return b;
}

/* --- before-steps --- */

static void test_armour_takes_half_the_defense(void **state)
{
    fixture *f = *state;
    f->iva->body->base[BT_STAT_DEFENSE] = 6;
    blow b = run(f, f->wolf, f->iva, &claws, 10, false);
    assert_int_equal(b.rec.amount, 7);
    assert_int_equal(f->iva->body->life, 33);
    assert_string_equal(f->said.text.buf, "The wolf hits Iva (7).\n");
}

static void test_armour_leaves_a_landed_blow_at_least_one(void **state)
{
    fixture *f = *state;
    f->iva->body->base[BT_STAT_DEFENSE] = 20;
    blow b = run(f, f->wolf, f->iva, &claws, 3, false);
    assert_int_equal(b.rec.amount, 1);
    assert_int_equal(f->iva->body->life, 39);
}

static void test_one_resistance_per_damage_type(void **state)
{
    fixture *f = *state;
    f->iva->resist[BT_DAMAGE_FIRE] = 50;
    f->iva->resist[BT_DAMAGE_ICE] = -50;
    assert_int_equal(run(f, f->wolf, f->iva, &flame, 10, false).rec.amount, 5);
    attack_def frost = flame;
    frost.damage_type = BT_DAMAGE_ICE;
    assert_int_equal(run(f, f->wolf, f->iva, &frost, 10, false).rec.amount, 15);
    assert_int_equal(run(f, f->wolf, f->iva, &claws, 10, false).rec.amount, 10);
    assert_int_equal(f->iva->body->life, 40 - 5 - 15 - 10);
}

static void test_full_resistance_does_no_harm_and_brings_nothing(void **state)
{
    fixture *f = *state;
    f->iva->resist[BT_DAMAGE_SLASH] = 100;
    blow b = run(f, f->wolf, f->iva, &fangs, 10, true);
    assert_true(b.applied);
    assert_int_equal(f->iva->body->life, 40);
    /* A critical edged blow would wound, but one that did no harm does not. */
    assert_false(cr_has_effect(f->iva->body, "bleed"));
    assert_string_equal(f->said.text.buf, "The blow does Iva no harm.\n");
}

static void test_fury_adds_one_to_its_owners_blows(void **state)
{
    fixture *f = *state;
    apply(f, f->wolf->body, "fury", 999, 3);
    said_reset(&f->said);
    assert_int_equal(run(f, f->wolf, f->iva, &claws, 10, false).rec.amount, 11);
    /* Only blows its owner deals, not the ones it takes. */
    assert_int_equal(run(f, f->iva, f->wolf, &claws, 10, false).rec.amount, 10);
}

static int always_zero(void *state, int bound)
{
    (void)state;
    (void)bound;
    return 0;
}

static void test_dodge_evades_and_nothing_else_happens(void **state)
{
    fixture *f = *state;
    apply(f, f->iva->body, "dodge", 3, 3);
    said_reset(&f->said);
    host_set_random(always_zero, NULL);
    blow b = run(f, f->wolf, f->iva, &fangs, 10, true);
    assert_true(b.rec.evaded);
    assert_false(b.applied);
    assert_int_equal(f->iva->body->life, 40);
    assert_false(cr_has_effect(f->iva->body, "bleed"));
    assert_string_equal(f->said.text.buf, "Iva dodges the blow.\n");
}

/* --- a cancelled record --- */

static void cancel_before(bt_effect *fx, bt_creature *owner, bt_blow *b, bt_context *ctx)
{
    (void)fx;
    (void)ctx;
    if (b->victim == owner)
        b->cancelled = true;
}

static int after_calls, after_amount;

static void count_after(bt_effect *fx, bt_creature *owner, bt_blow *b, bt_context *ctx)
{
    (void)fx;
    (void)ctx;
    if (b->victim == owner) {
        after_calls++;
        after_amount = b->amount;
    }
}

/* Test kinds, as a third-party plugin would write them. */
static const bt_effect_kind numb_kind = {
    .api_major = BT_EFFECT_API_MAJOR, .api_minor = BT_EFFECT_API_MINOR, .id = "t:numb",
    .stack_rule = BT_STACK_REFRESH, .max_stacks = 1, .name = "numb", .label = "numb",
    .before_blow = cancel_before, .after_blow = count_after,
};
static const bt_effect_kind watch_kind = {
    .api_major = BT_EFFECT_API_MAJOR, .api_minor = BT_EFFECT_API_MINOR, .id = "t:watch",
    .stack_rule = BT_STACK_REFRESH, .max_stacks = 1, .name = "watch", .label = "watch",
    .after_blow = count_after,
};

/* Lands five more effects on its owner (the list grows and moves), then
 * changes its own power, as the ABI allows a hook to. */
static void crowd_before(bt_effect *fx, bt_creature *owner, bt_blow *b, bt_context *ctx)
{
    static const char *const ids[] = { "poison", "burn", "regen", "shield", "rage" };
    if (b->victim != owner)
        return;
    for (size_t i = 0; i < 5; i++)
        host_table()->apply_effect(ctx, owner, ids[i], 3, 1);
    fx->power = 42;
    b->amount += 1;
}

static const bt_effect_kind crowd_kind = {
    .api_major = BT_EFFECT_API_MAJOR, .api_minor = BT_EFFECT_API_MINOR, .id = "t:crowd",
    .stack_rule = BT_STACK_REFRESH, .max_stacks = 1, .name = "crowd", .label = "crowd",
    .before_blow = crowd_before, .after_blow = count_after,
};

static void test_a_hook_may_change_the_effect_list(void **state)
{
    fixture *f = *state;
    bt_effect crowd = fx_make(&crowd_kind, 3, 1);
    cr_add_effect(f->iva->body, &crowd);
    after_calls = 0;
    blow b = run(f, f->wolf, f->iva, &claws, 10, false);
    /* The hook's change to itself survived the move; the five effects that
     * arrived during the blow wait for the next one. */
    assert_int_equal(cr_find_effect(f->iva->body, "t:crowd")->power, 42);
    assert_int_equal(f->iva->body->effect_count, 6);
    assert_int_equal(b.rec.amount, 11);
    assert_int_equal(after_calls, 1);
}

static void test_a_cancelled_blow_is_plain_life_loss(void **state)
{
    fixture *f = *state;
    f->iva->body->base[BT_STAT_DEFENSE] = 6;
    f->iva->resist[BT_DAMAGE_SLASH] = 50;
    bt_effect numb = fx_make(&numb_kind, 3, 0);
    cr_add_effect(f->iva->body, &numb);
    after_calls = 0;
    blow b = run(f, f->wolf, f->iva, &fangs, 10, true);
    /* No armour, no resistance, no wound, no after-hooks: the rest is skipped. */
    assert_true(b.rec.cancelled);
    assert_false(b.applied);
    assert_int_equal(f->iva->body->life, 30);
    assert_false(cr_has_effect(f->iva->body, "bleed"));
    assert_int_equal(after_calls, 0);
    assert_string_equal(f->said.text.buf, "Iva loses life (10).\n");
}

static void test_after_hooks_see_what_was_dealt(void **state)
{
    fixture *f = *state;
    f->iva->body->base[BT_STAT_DEFENSE] = 4;
    bt_effect watch = fx_make(&watch_kind, 3, 0);
    cr_add_effect(f->iva->body, &watch);
    after_calls = 0;
    run(f, f->wolf, f->iva, &claws, 9, false);
    assert_int_equal(after_calls, 1);
    assert_int_equal(after_amount, 7);
}

/* --- applied --- */

static void test_damage_words_by_share_of_max_life(void **state)
{
    (void)state;
    const char *scratch = "{attacker} scratches {victim:acc} ({n}).";
    const char *hit = "{attacker} hits {victim:acc} ({n}).";
    const char *cut = "{attacker} cuts {victim:acc} ({n}).";
    const char *crush = "{attacker} crushes {victim:acc} ({n}).";
    assert_string_equal(blow_message(9, 100), scratch);
    assert_string_equal(blow_message(10, 100), hit);
    assert_string_equal(blow_message(24, 100), hit);
    assert_string_equal(blow_message(25, 100), cut);
    assert_string_equal(blow_message(44, 100), cut);
    assert_string_equal(blow_message(45, 100), crush);
    /* Seed 000: 2 of 67 is a scratch; the Warden's first blow is felt. */
    assert_string_equal(blow_message(2, 67), scratch);
    assert_string_equal(blow_message(7, 15), crush);
}

static void test_the_heavy_wound_is_said_once_per_crossing(void **state)
{
    fixture *f = *state;
    cr_set_life(f->iva->body, 14);
    run(f, f->wolf, f->iva, &claws, 5, false);
    run(f, f->wolf, f->iva, &claws, 3, false);
    assert_string_equal(f->said.text.buf,
                        "The wolf hits Iva (5).\nIva: heavy wound!\nThe wolf scratches Iva (3).\n");
    assert_int_equal(cr_accuracy(f->iva->body), 75 + 10 - 15);
}

/* --- after-steps --- */

static void test_an_edged_critical_wounds_a_blunt_one_does_not(void **state)
{
    fixture *f = *state;
    attack_def mace = club;
    mace.stun_chance = 0;
    run(f, f->wolf, f->iva, &mace, 4, true);
    assert_false(cr_has_effect(f->iva->body, "bleed"));
    run(f, f->wolf, f->iva, &fangs, 4, true);
    bt_effect *bleed = cr_find_effect(f->iva->body, "bleed");
    assert_non_null(bleed);
    assert_int_equal(bleed->stacks, 1);
    assert_int_equal(bleed->turns, 3);
}

static void test_edged_blows_wound_in_about_a_third_of_hits(void **state)
{
    fixture *f = *state;
    f->iva->body->max_life = f->iva->body->life = 9999;
    int wounds = 0;
    for (int i = 0; i < 1000; i++) {
        run(f, f->wolf, f->iva, &fangs, 1, false);
        wounds += cr_remove_effect(f->iva->body, "bleed");
    }
    assert_in_range(wounds, 300, 400);
}

static void test_rend_brings_two_wounds_that_stack(void **state)
{
    fixture *f = *state;
    effect_ref rend = { "bleed", 3, 2, 100, 0 };
    blow b;
    blow_init(&b, &f->ctx, &f->rng, f->kinds, f->wolf->body, f->iva->body, &claws, "rend");
    b.rec.amount = 3;
    b.effect = &rend;
    blow_run(&b);
    assert_int_equal(cr_find_effect(f->iva->body, "bleed")->stacks, 2);
    run(f, f->wolf, f->iva, &fangs, 3, true);
    assert_int_equal(cr_find_effect(f->iva->body, "bleed")->stacks, 3);
    assert_string_equal(f->said.text.buf,
                        "The wolf scratches Iva (3).\nIva bleeds.\n"
                        "The wolf scratches Iva (3).\nIva bleeds harder (wounds: 3).\n");
}

static void test_the_skeleton_cannot_bleed(void **state)
{
    fixture *f = *state;
    cr_add_immunity(f->wolf->body, "bleed");
    run(f, f->iva, f->wolf, &fangs, 3, true);
    assert_false(cr_has_effect(f->wolf->body, "bleed"));
    assert_string_equal(f->said.text.buf, "Iva hits the wolf (3).\n");
}

static void test_a_blunt_blow_stuns_but_not_the_stun_proof(void **state)
{
    fixture *f = *state;
    run(f, f->wolf, f->iva, &club, 3, false);
    assert_true(cr_has_effect(f->iva->body, "stun"));
    cr_remove_effect(f->iva->body, "stun");
    f->iva->body->stun_proof = true;
    said_reset(&f->said);
    run(f, f->wolf, f->iva, &club, 3, false);
    assert_false(cr_has_effect(f->iva->body, "stun"));
    assert_string_equal(f->said.text.buf,
                        "The wolf scratches Iva (3).\nIva reels but keeps balance.\n");
}

static void test_on_hit_effects_take_by_their_chance(void **state)
{
    fixture *f = *state;
    effect_ref venom[] = { { "poison", 3, 2, 100, 0 }, { "burn", 2, 2, 1, 0 } };
    int burns = 0;
    for (int i = 0; i < 50; i++) {
        blow b;
        blow_init(&b, &f->ctx, &f->rng, f->kinds, f->wolf->body, f->iva->body, &claws, "attack");
        b.on_hit = venom;
        b.on_hit_count = 2;
        b.rec.amount = 1;
        blow_run(&b);
        cr_set_life(f->iva->body, 40);
        assert_true(cr_has_effect(f->iva->body, "poison"));
        burns += cr_remove_effect(f->iva->body, "burn");
    }
    assert_in_range(burns, 0, 5);
}

/* --- a blow that stops to ask (a reaction) --- */

static int source_before_calls, victim_before_calls, victim_after_calls, source_after_calls;
static bool asking_hook_suspends;

static void count_both_before(bt_effect *fx, bt_creature *owner, bt_blow *b, bt_context *ctx)
{
    (void)fx;
    (void)ctx;
    if (b->source == owner)
        source_before_calls++;
    else
        victim_before_calls++;
}

static void count_both_after(bt_effect *fx, bt_creature *owner, bt_blow *b, bt_context *ctx)
{
    (void)fx;
    (void)ctx;
    if (b->source == owner)
        source_after_calls++;
    else
        victim_after_calls++;
}

/* As a plugin that asks the player through the host: the blow waits. */
static void ask_before(bt_effect *fx, bt_creature *owner, bt_blow *b, bt_context *ctx)
{
    count_both_before(fx, owner, b, ctx);
    if (asking_hook_suspends && b->victim == owner)
        blow_suspend(blow_of_record(b));
}

static const bt_effect_kind tally_kind = {
    .api_major = BT_EFFECT_API_MAJOR, .api_minor = BT_EFFECT_API_MINOR, .id = "t:tally",
    .stack_rule = BT_STACK_REFRESH, .max_stacks = 1, .name = "tally", .label = "tally",
    .before_blow = count_both_before, .after_blow = count_both_after,
};
static const bt_effect_kind ask_kind = {
    .api_major = BT_EFFECT_API_MAJOR, .api_minor = BT_EFFECT_API_MINOR, .id = "t:ask",
    .stack_rule = BT_STACK_REFRESH, .max_stacks = 1, .name = "ask", .label = "ask",
    .before_blow = ask_before,
};

/* The asker of a test: it suspends the blow at one moment, once. */
typedef struct asker {
    blow_moment at;
    int asked;
} asker;

static bool ask_once(void *user, blow *b, blow_moment moment)
{
    asker *a = user;
    if (moment != a->at || a->asked)
        return false;
    a->asked++;
    blow_suspend(b);
    return true;
}

static void add_kind(bt_creature *c, const bt_effect_kind *kind)
{
    bt_effect fx = fx_make(kind, 3, 1);
    cr_add_effect(c, &fx);
}

static void reset_counts(void)
{
    source_before_calls = victim_before_calls = victim_after_calls = source_after_calls = 0;
    asking_hook_suspends = false;
}

/* Starts a blow of amount by the wolf on Iva that the asker stops at. */
static blow_state start(fixture *f, blow *b, asker *a, int amount)
{
    blow_init(b, &f->ctx, &f->rng, f->kinds, f->wolf->body, f->iva->body, &claws, "attack");
    b->rec.amount = amount;
    b->ask = ask_once;
    b->ask_user = a;
    return blow_run(b);
}

static void test_a_suspended_blow_resumes_from_the_next_step(void **state)
{
    fixture *f = *state;
    reset_counts();
    add_kind(f->wolf->body, &tally_kind);
    add_kind(f->iva->body, &tally_kind);
    f->iva->body->base[BT_STAT_DEFENSE] = 4;
    asker a = { BLOW_BEFORE_ARMOUR, 0 };
    blow b;
    assert_int_equal(start(f, &b, &a, 10), BLOW_WAITING);
    /* Stopped before armour: nothing is dealt or said yet. */
    assert_int_equal(f->iva->body->life, 40);
    assert_false(b.applied);
    assert_string_equal(f->said.text.buf, "");
    assert_int_equal(source_before_calls, 1);
    assert_int_equal(victim_before_calls, 1);
    /* The answer halves the blow (a brace); armour then takes its part. */
    b.rec.amount /= 2;
    assert_int_equal(blow_resume(&b), BLOW_DONE);
    assert_int_equal(f->iva->body->life, 40 - (5 - 2));
    assert_string_equal(f->said.text.buf, "The wolf scratches Iva (3).\n");
    /* The steps before the question did not run again; the rest ran once. */
    assert_int_equal(source_before_calls, 1);
    assert_int_equal(victim_before_calls, 1);
    assert_int_equal(source_after_calls, 1);
    assert_int_equal(victim_after_calls, 1);
    assert_int_equal(a.asked, 1);
}

static void test_a_turned_blow_is_a_new_blow_on_the_other_victim(void **state)
{
    fixture *f = *state;
    reset_counts();
    fighter *goblin = make_fighter("goblin", false, 20, 2);
    add_kind(f->wolf->body, &tally_kind);
    add_kind(f->iva->body, &tally_kind);
    add_kind(goblin->body, &tally_kind);
    asker a = { BLOW_BEFORE_ARMOUR, 0 };
    blow b;
    start(f, &b, &a, 8);
    assert_int_equal(blow_turn(&b, goblin->body), BLOW_DONE);
    /* Iva is untouched; the goblin takes the blow through its own armour. */
    assert_int_equal(f->iva->body->life, 40);
    assert_int_equal(goblin->body->life, 20 - (8 - 1));
    assert_ptr_equal(b.rec.victim, goblin->body);
    assert_ptr_equal(b.turned_from, f->iva->body);
    assert_string_equal(f->said.text.buf, "The wolf cuts the goblin (7).\n");
    /* The wolf's before-steps ran once, on the first blow; the goblin's and
     * every after-step ran on the new one; Iva's after-steps never did. */
    assert_int_equal(source_before_calls, 1);
    assert_int_equal(victim_before_calls, 2);
    assert_int_equal(source_after_calls, 1);
    assert_int_equal(victim_after_calls, 1);
    free_fighter(goblin);
}

static void test_a_blow_never_runs_twice(void **state)
{
    fixture *f = *state;
    reset_counts();
    add_kind(f->wolf->body, &tally_kind);
    asker a = { BLOW_AFTER_APPLIED, 0 };
    blow b;
    assert_int_equal(start(f, &b, &a, 6), BLOW_WAITING);
    /* Stopped after it landed (where a riposte is asked). */
    assert_true(b.applied);
    assert_int_equal(f->iva->body->life, 34);
    assert_int_equal(source_after_calls, 0);
    assert_int_equal(blow_resume(&b), BLOW_DONE);
    assert_int_equal(source_after_calls, 1);
    /* A finished blow stays finished, however it is poked. */
    assert_int_equal(blow_resume(&b), BLOW_DONE);
    assert_int_equal(blow_run(&b), BLOW_DONE);
    fighter *goblin = make_fighter("goblin", false, 20, 0);
    assert_int_equal(blow_turn(&b, goblin->body), BLOW_DONE);
    assert_int_equal(goblin->body->life, 20);
    assert_int_equal(f->iva->body->life, 34);
    assert_int_equal(source_before_calls, 1);
    assert_int_equal(source_after_calls, 1);
    assert_int_equal(a.asked, 1);
    assert_string_equal(f->said.text.buf, "The wolf hits Iva (6).\n");
    free_fighter(goblin);
}

static void test_a_hook_that_asks_resumes_with_the_next_hook(void **state)
{
    fixture *f = *state;
    reset_counts();
    asking_hook_suspends = true;
    add_kind(f->iva->body, &ask_kind);
    add_kind(f->iva->body, &tally_kind);
    asker a = { BLOW_AFTER_APPLIED, 1 };     /* asks nothing itself */
    blow b;
    assert_int_equal(start(f, &b, &a, 5), BLOW_WAITING);
    /* The asking hook ran; the tally after it waits with the rest. */
    assert_int_equal(victim_before_calls, 1);
    assert_int_equal(blow_resume(&b), BLOW_DONE);
    assert_int_equal(victim_before_calls, 2);
    assert_int_equal(f->iva->body->life, 35);
}

/* A kind whose before-hook cancels the blow into plain life loss. */
static const bt_effect_kind numb_before_kind = {
    .api_major = BT_EFFECT_API_MAJOR, .api_minor = BT_EFFECT_API_MINOR, .id = "t:numb2",
    .stack_rule = BT_STACK_REFRESH, .max_stacks = 1, .name = "numb", .label = "numb",
    .before_blow = cancel_before,
};

static void test_a_cancel_inside_a_resumed_blow(void **state)
{
    fixture *f = *state;
    reset_counts();
    asking_hook_suspends = true;
    f->iva->body->base[BT_STAT_DEFENSE] = 6;
    add_kind(f->iva->body, &ask_kind);
    add_kind(f->iva->body, &numb_before_kind);
    add_kind(f->iva->body, &tally_kind);
    asker a = { BLOW_AFTER_APPLIED, 1 };
    blow b;
    assert_int_equal(start(f, &b, &a, 9), BLOW_WAITING);
    assert_int_equal(f->iva->body->life, 40);
    /* Resumed, the next hook cancels: plain life loss, no armour, and the
     * hooks after it and every later step are skipped. */
    assert_int_equal(blow_resume(&b), BLOW_DONE);
    assert_true(b.rec.cancelled);
    assert_false(b.applied);
    assert_int_equal(f->iva->body->life, 31);
    assert_int_equal(victim_before_calls, 1);
    assert_string_equal(f->said.text.buf, "Iva loses life (9).\n");
}

static void test_an_answer_that_cancels_ends_the_blow_on_resuming(void **state)
{
    fixture *f = *state;
    reset_counts();
    add_kind(f->iva->body, &tally_kind);
    asker a = { BLOW_BEFORE_ARMOUR, 0 };
    blow b;
    start(f, &b, &a, 4);
    b.rec.cancelled = true;
    assert_int_equal(blow_resume(&b), BLOW_DONE);
    assert_int_equal(f->iva->body->life, 36);
    assert_int_equal(victim_after_calls, 0);
    assert_string_equal(f->said.text.buf, "Iva loses life (4).\n");
}

static void test_a_sure_blow_never_misses(void **state)
{
    fixture *f = *state;
    f->wolf->body->base[BT_STAT_AGILITY] = 99;    /* 5% to hit otherwise */
    f->wolf->body->max_life = 99999;
    f->ctx.sink = NULL;
    for (int i = 0; i < 100; i++) {
        cr_set_life(f->wolf->body, 99999);
        blow b;
        blow_init(&b, &f->ctx, &f->rng, f->kinds, f->iva->body, f->wolf->body, &claws, "attack");
        b.sure = true;
        blow_strike(&b, 0);
        assert_true(b.applied);
    }
}

/* --- to hit and criticals --- */

static void test_hit_chance_is_accuracy_against_agility(void **state)
{
    fixture *f = *state;
    bt_creature *iva = f->iva->body, *wolf = f->wolf->body;
    iva->base[BT_STAT_AGILITY] = 6;
    wolf->base[BT_STAT_AGILITY] = 6;
    assert_int_equal(blow_hit_chance(iva, wolf, 0), 75 + 12 - 12);
    assert_int_equal(blow_hit_chance(iva, wolf, 10), 85);
    wolf->base[BT_STAT_AGILITY] = 60;
    assert_int_equal(blow_hit_chance(iva, wolf, 0), 5);
    wolf->base[BT_STAT_AGILITY] = 0;
    iva->base[BT_STAT_AGILITY] = 30;
    assert_int_equal(blow_hit_chance(iva, wolf, 0), 95);
    /* A heavy wound costs 15: 75 + 12 - 15. */
    iva->base[BT_STAT_AGILITY] = 6;
    cr_set_life(iva, 9);
    assert_int_equal(blow_hit_chance(iva, wolf, 0), 72);
    assert_int_equal(blow_crit_chance(iva), 6);
}

static void test_strikes_land_as_often_as_the_chance_says(void **state)
{
    fixture *f = *state;
    bt_creature *iva = f->iva->body, *wolf = f->wolf->body;
    wolf->max_life = 99999;
    iva->base[BT_STAT_AGILITY] = 0;
    wolf->base[BT_STAT_AGILITY] = 7;            /* 75 - 14: 61% */
    f->ctx.sink = NULL;                         /* quiet: 2000 lines are not the point */
    int landed = 0;
    for (int i = 0; i < 2000; i++) {
        cr_set_life(wolf, 99999);
        blow b;
        blow_init(&b, &f->ctx, &f->rng, f->kinds, iva, wolf, &claws, "attack");
        blow_strike(&b, 0);
        landed += b.applied;
    }
    assert_in_range(landed, 1140, 1300);
}

static void test_a_critical_doubles_the_roll(void **state)
{
    fixture *f = *state;
    f->iva->body->base[BT_STAT_STRENGTH] = 9;   /* + 3 */
    attack_def fixed = { 4, 4, BT_DAMAGE_SLASH, false, 0 };
    blow b;
    blow_init(&b, &f->ctx, &f->rng, f->kinds, f->iva->body, f->wolf->body, &fixed, "attack");
    assert_int_equal(blow_roll_damage(&b), 7);
    b.rec.critical = true;
    assert_int_equal(blow_roll_damage(&b), 14);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_armour_takes_half_the_defense, setup, teardown),
        cmocka_unit_test_setup_teardown(test_armour_leaves_a_landed_blow_at_least_one, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_one_resistance_per_damage_type, setup, teardown),
        cmocka_unit_test_setup_teardown(test_full_resistance_does_no_harm_and_brings_nothing,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_fury_adds_one_to_its_owners_blows, setup, teardown),
        cmocka_unit_test_setup_teardown(test_dodge_evades_and_nothing_else_happens, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_cancelled_blow_is_plain_life_loss, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_after_hooks_see_what_was_dealt, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_hook_may_change_the_effect_list, setup, teardown),
        cmocka_unit_test_setup_teardown(test_damage_words_by_share_of_max_life, setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_heavy_wound_is_said_once_per_crossing, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_an_edged_critical_wounds_a_blunt_one_does_not, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_edged_blows_wound_in_about_a_third_of_hits, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_rend_brings_two_wounds_that_stack, setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_skeleton_cannot_bleed, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_blunt_blow_stuns_but_not_the_stun_proof, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_on_hit_effects_take_by_their_chance, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_suspended_blow_resumes_from_the_next_step, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_turned_blow_is_a_new_blow_on_the_other_victim,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_blow_never_runs_twice, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_hook_that_asks_resumes_with_the_next_hook, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_cancel_inside_a_resumed_blow, setup, teardown),
        cmocka_unit_test_setup_teardown(test_an_answer_that_cancels_ends_the_blow_on_resuming,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_sure_blow_never_misses, setup, teardown),
        cmocka_unit_test_setup_teardown(test_hit_chance_is_accuracy_against_agility, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_strikes_land_as_often_as_the_chance_says, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_critical_doubles_the_roll, setup, teardown),
    };
    return cmocka_run_group_tests_name("blow", tests, NULL, NULL);
}
