/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_words.c - the words a player types (src/console/words.c): which
 * command a word is, whatever the case of its letters, the player's
 * language before English. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <locale.h>

#include <cmocka.h>

#include "console/words.h"
#include "support.h"

enum { NORTH, SOUTH, MAP, MALE_LIKE };

/* In an English session a command's translated spellings are its msgid: the
 * local list below stands for a catalog's. */
static const word_def defs[] = {
    { NORTH, "north|n|8", NULL, NULL },
    { SOUTH, "south|s|2", "юг|ю", NULL },
    { MAP, "map", "карта|Север", NULL },
    { MALE_LIKE, "m", NULL, NULL },
    { -1, NULL, NULL, NULL },
};

static int group_setup(void **state)
{
    (void)state;
    speak_english();
    assert_non_null(setlocale(LC_ALL, "C.UTF-8"));
    return 0;
}

static void test_any_spelling_of_a_list_is_the_command(void **state)
{
    (void)state;
    assert_int_equal(words_match(defs, "north"), NORTH);
    assert_int_equal(words_match(defs, "n"), NORTH);
    assert_int_equal(words_match(defs, "8"), NORTH);
    assert_int_equal(words_match(defs, "2"), SOUTH);
    assert_int_equal(words_match(defs, "map"), MAP);
}

static void test_the_case_of_letters_does_not_count(void **state)
{
    (void)state;
    assert_int_equal(words_match(defs, "NORTH"), NORTH);
    assert_int_equal(words_match(defs, "South"), SOUTH);
    assert_int_equal(words_match(defs, "ЮГ"), SOUTH);
    assert_int_equal(words_match(defs, "КАРТА"), MAP);
    assert_int_equal(words_match(defs, "север"), MAP);    /* the list's own capital too */
    assert_int_equal(words_gender("W"), WORDS_FEMALE);
    assert_int_equal(words_gender("Man"), WORDS_MALE);
}

static void test_only_a_whole_spelling_is_the_command(void **state)
{
    (void)state;
    assert_int_equal(words_match(defs, "nor"), -1);
    assert_int_equal(words_match(defs, "northh"), -1);
    assert_int_equal(words_match(defs, "ка"), -1);
    assert_int_equal(words_match(defs, "n|8"), -1);
    assert_int_equal(words_match(defs, "карта|север"), -1);
    assert_int_equal(words_gender("ma"), -1);
}

static void test_the_players_language_comes_before_english(void **state)
{
    (void)state;
    /* "m" is an English spelling of MALE_LIKE, and a local one of nothing;
     * "ю" is a local spelling of SOUTH that no English list has. */
    static const word_def local_first[] = {
        { MALE_LIKE, "m", NULL, NULL },
        { NORTH, "north", "m", NULL },
        { -1, NULL, NULL, NULL },
    };
    assert_int_equal(words_match(local_first, "m"), NORTH);
    assert_int_equal(words_match(local_first, "M"), NORTH);
    assert_int_equal(words_match(defs, "m"), MALE_LIKE);
    assert_int_equal(words_match(defs, "ю"), SOUTH);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_any_spelling_of_a_list_is_the_command),
        cmocka_unit_test(test_the_case_of_letters_does_not_count),
        cmocka_unit_test(test_only_a_whole_spelling_is_the_command),
        cmocka_unit_test(test_the_players_language_comes_before_english),
    };
    return cmocka_run_group_tests_name("words", tests, group_setup, NULL);
}
