/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_react.c - the hero's reactions in a fight (a blow that asks): a
 * blow that one applies to waits for the answer; no lets it go on as it
 * was and spends nothing; yes pays and does it: a riposte strikes back, a
 * mana shield halves the blow, a turned blow strikes another enemy; and a
 * reaction that cannot be paid for, is cooling down or has nobody to turn
 * the blow onto is never asked. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "../unit/support.h"
#include "combat/blow.h"
#include "combat/fight.h"
#include "combat/react.h"
#include "game/fighter.h"
#include "game/monster.h"
#include "game/world.h"
#include "util/xalloc.h"
#include "../world/played.h"

typedef struct fixture {
    played p;
    fight *ft;
} fixture;

static int setup(void **state)
{
    fixture *f = xcalloc(1, sizeof *f);
    played_open(&f->p, tmpfile());
    played_clear_monsters(&f->p);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    fight_free(f->ft);
    played_close(&f->p);
    free(f);
    return 0;
}

static monster *place(fixture *f, const char *id, int x, int y)
{
    monster *m = monster_new(&f->p.g, content_creature(&f->p.data, id), x, y, NULL);
    world_add_monster(&f->p.g, m);
    world_update_view(&f->p.g);
    msglog_clear(&f->p.g.log);
    return m;
}

/* The hero's reactions become the one named (the fixture's Iva is a
 * barbarian; the other classes' reactions are tried on her too). */
static void react_with(fixture *f, const char *id)
{
    char *ids[] = { (char *)id };
    id_list list = { ids, 1, 0 };
    fighter_add_reactions(&f->p.g.hero.f, &f->p.data, &list);
}

/* Opens the fight and clears its log: what a test reads is its own. */
static void open_fight(fixture *f)
{
    f->ft = fight_new(&f->p.g, NULL);
    assert_non_null(f->ft);
    msglog_clear(&f->ft->log);
}

/* m's blow of amount on the hero, through the fight's procedure. */
static void blow_at_hero(fixture *f, monster *m, int amount)
{
    blow b;
    blow_init(&b, &f->ft->ctx, &f->p.g.rng, f->p.g.kinds, m->f.body, f->p.g.hero.f.body,
              &m->f.attack, "attack");
    b.rec.amount = amount;
    fight_deal(f->ft, &b, true);
}

static const char *log_line(fixture *f, size_t i)
{
    return i < f->ft->log.count ? f->ft->log.lines[i] : "";
}

static void test_a_riposte_is_asked_once_the_blow_landed(void **state)
{
    fixture *f = *state;
    monster *wolf = place(f, "wolf", 2, 1);
    open_fight(f);
    fighter *iva = &f->p.g.hero.f;
    iva->mana = 4;
    blow_at_hero(f, wolf, 6);
    assert_int_equal(fight_outcome_now(f->ft), FIGHT_ASK);
    assert_non_null(f->ft->pending);
    assert_string_equal(f->ft->pending->slot->reaction->h.id, "riposte");
    /* The blow landed (armour took 3 of 6); its after-steps wait. */
    assert_int_equal(iva->body->life, 38 - 3);
    assert_int_equal(f->ft->log.count, 1);
    assert_string_equal(log_line(f, 0), "The wolf scratches Iva (3).");
    /* Yes: no mana (a riposte costs none), the cooldown, and Iva's blow on
     * the wolf at once. */
    int wolf_life = wolf->f.body->life;
    fight_answer(f->ft, true, NULL);
    assert_null(f->ft->pending);
    assert_int_equal(iva->mana, 4);
    /* Three turns, less the tick of Iva's own turn the fight played on to. */
    assert_int_equal(iva->reactions[0].cooldown, 3 - 1);
    assert_string_equal(log_line(f, 1), "Iva strikes back at the wolf!");
    assert_true(wolf->f.body->life < wolf_life || strstr(log_line(f, 2), "misses"));
}

static void test_no_lets_the_blow_go_on_and_spends_nothing(void **state)
{
    fixture *f = *state;
    monster *wolf = place(f, "wolf", 2, 1);
    open_fight(f);
    fighter *iva = &f->p.g.hero.f;
    blow_at_hero(f, wolf, 6);
    assert_int_equal(fight_outcome_now(f->ft), FIGHT_ASK);
    int mana = iva->mana, wolf_life = wolf->f.body->life;
    fight_answer(f->ft, false, NULL);
    assert_null(f->ft->pending);
    assert_int_equal(iva->mana, mana);
    assert_int_equal(iva->reactions[0].cooldown, 0);
    assert_int_equal(wolf->f.body->life, wolf_life);
    assert_int_equal(iva->body->life, 38 - 3);
}

static void test_a_mana_shield_takes_most_of_the_blow_before_armour(void **state)
{
    fixture *f = *state;
    react_with(f, "mana_shield");
    monster *wolf = place(f, "wolf", 2, 1);
    open_fight(f);
    fighter *iva = &f->p.g.hero.f;
    iva->mana = 4;
    blow_at_hero(f, wolf, 10);
    assert_int_equal(fight_outcome_now(f->ft), FIGHT_ASK);
    /* Asked before armour: nothing is dealt yet. */
    assert_int_equal(iva->body->life, 38);
    assert_int_equal(f->ft->log.count, 0);
    fight_answer(f->ft, true, NULL);
    assert_int_equal(iva->mana, 3);
    /* 40% of 10 gets through, then armour (defense 7) takes 3: 1. */
    assert_int_equal(iva->body->life, 38 - 1);
    assert_string_equal(log_line(f, 0), "Iva catches most of the blow on a shield of mana.");
    assert_string_equal(log_line(f, 1), "The wolf scratches Iva (1).");
}

static void test_a_small_blow_asks_for_no_mana_shield(void **state)
{
    fixture *f = *state;
    react_with(f, "mana_shield");
    monster *wolf = place(f, "wolf", 2, 1);
    open_fight(f);
    blow_at_hero(f, wolf, 4);
    assert_int_equal(fight_outcome_now(f->ft), FIGHT_ON);
    assert_int_equal(f->p.g.hero.f.body->life, 38 - 1);
}

static void test_a_turned_blow_strikes_the_enemy_chosen(void **state)
{
    fixture *f = *state;
    react_with(f, "turn_blow");
    monster *wolf = place(f, "wolf", 2, 1);
    monster *goblin = place(f, "goblin", 1, 2);
    open_fight(f);
    fighter *iva = &f->p.g.hero.f;
    iva->mana = 4;
    blow_at_hero(f, wolf, 9);
    assert_int_equal(fight_outcome_now(f->ft), FIGHT_ASK);
    fighter *targets[4];
    assert_int_equal(react_turn_targets(f->ft, &f->ft->pending->b, targets, 4), 1);
    assert_ptr_equal(targets[0], &goblin->f);
    /* The wolf itself is no answer. */
    assert_false(react_may_turn_onto(f->ft, &f->ft->pending->b, &wolf->f));
    fight_answer(f->ft, true, &goblin->f);
    assert_int_equal(iva->body->life, 38);
    /* 9 less the goblin's armour (defense 2): 8 of its 14. */
    assert_int_equal(goblin->f.body->life, 14 - 8);
    assert_int_equal(iva->mana, 2);
    assert_string_equal(log_line(f, 0),
                        "Iva slips aside and turns the wolf's blow onto the goblin!");
    assert_string_equal(log_line(f, 1), "The wolf crushes the goblin (8).");
}

static void test_a_turn_is_never_asked_without_another_enemy(void **state)
{
    fixture *f = *state;
    react_with(f, "turn_blow");
    monster *wolf = place(f, "wolf", 2, 1);
    open_fight(f);
    blow_at_hero(f, wolf, 9);
    assert_int_equal(fight_outcome_now(f->ft), FIGHT_ON);
}

static void test_no_question_without_mana_or_while_cooling_down(void **state)
{
    fixture *f = *state;
    react_with(f, "mana_shield");
    monster *wolf = place(f, "wolf", 2, 1);
    open_fight(f);
    fighter *iva = &f->p.g.hero.f;
    iva->mana = 0;
    blow_at_hero(f, wolf, 6);
    assert_int_equal(fight_outcome_now(f->ft), FIGHT_ON);
    iva->mana = 4;
    iva->reactions[0].cooldown = 1;
    blow_at_hero(f, wolf, 6);
    assert_int_equal(fight_outcome_now(f->ft), FIGHT_ON);
    iva->reactions[0].cooldown = 0;
    blow_at_hero(f, wolf, 6);
    assert_int_equal(fight_outcome_now(f->ft), FIGHT_ASK);
}

static void test_a_fight_waits_for_the_answer(void **state)
{
    fixture *f = *state;
    monster *wolf = place(f, "wolf", 2, 1);
    open_fight(f);
    blow_at_hero(f, wolf, 6);
    long turns = f->p.g.stats.turns;
    int energy = wolf->f.energy;
    /* Playing on does nothing while the question is open. */
    assert_int_equal(fight_run(f->ft), FIGHT_ASK);
    assert_int_equal(f->p.g.stats.turns, turns);
    assert_int_equal(wolf->f.energy, energy);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_a_riposte_is_asked_once_the_blow_landed, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_no_lets_the_blow_go_on_and_spends_nothing, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_mana_shield_takes_most_of_the_blow_before_armour,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_small_blow_asks_for_no_mana_shield, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_turned_blow_strikes_the_enemy_chosen, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_turn_is_never_asked_without_another_enemy, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_no_question_without_mana_or_while_cooling_down,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_fight_waits_for_the_answer, setup, teardown),
    };
    return cmocka_run_group_tests_name("react", tests, NULL, NULL);
}
