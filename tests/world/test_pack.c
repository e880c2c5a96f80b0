/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_pack.c - the pack: letters stay with their items, potions stack,
 * a full pack takes nothing, a save's letters are checked. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "game/pack.h"

static item_def potion = { .kind = ITEM_POTION, .name = "healing potion" };
static item_def antidote = { .kind = ITEM_POTION, .name = "antidote" };
static item_def axe = { .kind = ITEM_WEAPON, .name = "axe" };

static char letter_of(const pack *p, const item_def *item)
{
    long i = pack_find_item(p, item);
    return i < 0 ? '-' : p->slots[i].letter;
}

static void test_letters_stay_with_their_items(void **state)
{
    (void)state;
    pack p = { 0 };
    pack_add(&p, &potion);
    pack_add(&p, &antidote);
    pack_add(&p, &axe);
    assert_int_equal(letter_of(&p, &antidote), 'b');
    /* The potion is used up: the others keep their letters, and the next
     * item takes the free one. */
    pack_take(&p, (size_t)pack_find(&p, 'a'));
    assert_int_equal(letter_of(&p, &antidote), 'b');
    assert_int_equal(letter_of(&p, &axe), 'c');
    assert_int_equal(pack_add(&p, &potion)->letter, 'a');
    assert_int_equal(p.slots[0].letter, 'a');       /* listed by letter */
}

static void test_potions_stack_and_weapons_do_not(void **state)
{
    (void)state;
    pack p = { 0 };
    pack_add(&p, &potion);
    pack_add(&p, &axe);
    pack_add(&p, &potion);
    pack_add(&p, &axe);
    assert_int_equal(p.count, 3);
    assert_int_equal(p.slots[0].count, 2);
    assert_int_equal(p.slots[2].letter, 'c');
    pack_take(&p, 0);
    assert_int_equal(p.slots[0].count, 1);
    assert_int_equal(p.count, 3);
}

static void test_a_full_pack_takes_nothing_new(void **state)
{
    (void)state;
    pack p = { 0 };
    pack_add(&p, &potion);
    for (int i = 1; i < PACK_SLOTS; i++)
        assert_non_null(pack_add(&p, &axe));
    assert_int_equal(p.slots[PACK_SLOTS - 1].letter, 'Z');
    assert_null(pack_add(&p, &axe));
    assert_non_null(pack_add(&p, &potion));        /* a stack still has room */
    assert_int_equal(p.count, PACK_SLOTS);
}

static void test_a_saved_letter_is_checked(void **state)
{
    (void)state;
    pack p = { 0 };
    assert_true(pack_put(&p, &potion, 3, 'd'));
    assert_false(pack_put(&p, &axe, 1, 'd'));       /* taken */
    assert_false(pack_put(&p, &axe, 1, '7'));       /* no letter */
    assert_false(pack_put(&p, &axe, 2, 'e'));       /* axes do not stack */
    assert_false(pack_put(&p, &potion, 1, 'e'));    /* the potion has its slot */
    assert_true(pack_put(&p, &axe, 1, 'B'));
    assert_true(pack_put(&p, &antidote, 1, 'a'));
    assert_int_equal(p.slots[0].letter, 'a');
    assert_int_equal(p.slots[2].letter, 'B');
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_letters_stay_with_their_items),
        cmocka_unit_test(test_potions_stack_and_weapons_do_not),
        cmocka_unit_test(test_a_full_pack_takes_nothing_new),
        cmocka_unit_test(test_a_saved_letter_is_checked),
    };
    return cmocka_run_group_tests_name("pack", tests, NULL, NULL);
}
