/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_adjective.c - adjectives composed with nouns (src/text/adjective.c)
 * in the grammar of the game's own catalogs (po/*.po, staged in locale/):
 * German strong, weak and mixed declension, the Bulgarian article on the
 * adjective, Spanish agreement after the noun, English "a"/"an". The noun
 * and adjective entries are written here as a translator writes them. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"
#include "text/adjective.h"
#include "text/i18n.h"
#include "text/name.h"
#include "text/tally.h"
#include "text/template.h"

static strbuf out;

static void speak(const char *lang)
{
    i18n_init(lang, build_path("locale"));
}

static int setup(void **state)
{
    (void)state;
    sb_init(&out);
    speak("en");
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    sb_release(&out);
    speak("en");
    return 0;
}

/* adjective + noun in form. */
static const char *phrase(const char *adjective, const char *noun, const char *form)
{
    bt_name name = { noun, false, 0, NULL, adjective };
    sb_reset(&out);
    name_render(&out, &name, form);
    return out.buf;
}

static const char *sentence(const char *tmpl, const char *adjective, const char *noun)
{
    bt_name name = { noun, false, 0, NULL, adjective };
    sb_reset(&out);
    tpl_render(&out, tmpl, &TPL_NAME("item", &name), 1);
    return out.buf;
}

#define DE_TRANK "Trank|g:m|pl:Tränke|pl.dat:den Tränken|count.dat:Tränken"
#define DE_ROLLE "Schriftrolle|g:f|pl:Schriftrollen"
#define DE_ELIXIER "Elixier|g:n|pl:Elixiere|pl.dat:den Elixieren|count.dat:Elixieren"

static void test_german_weak_after_the_definite_article(void **state)
{
    (void)state;
    speak("de");
    assert_string_equal(phrase("trüb", DE_TRANK, "nom"), "der trübe Trank");
    assert_string_equal(phrase("trüb", DE_TRANK, "acc"), "den trüben Trank");
    assert_string_equal(phrase("trüb", DE_TRANK, "dat"), "dem trüben Trank");
    assert_string_equal(phrase("vergilbt", DE_ROLLE, "acc"), "die vergilbte Schriftrolle");
    assert_string_equal(phrase("vergilbt", DE_ROLLE, "dat"), "der vergilbten Schriftrolle");
    assert_string_equal(phrase("trüb", DE_ELIXIER, "nom"), "das trübe Elixier");
    assert_string_equal(phrase("trüb", DE_TRANK, "pl.nom"), "die trüben Tränke");
    assert_string_equal(phrase("trüb", DE_TRANK, "pl.dat"), "den trüben Tränken");
}

static void test_german_mixed_after_the_indefinite_article(void **state)
{
    (void)state;
    speak("de");
    assert_string_equal(phrase("trüb", DE_TRANK, "a"), "ein trüber Trank");
    assert_string_equal(phrase("trüb", DE_TRANK, "a.acc"), "einen trüben Trank");
    assert_string_equal(phrase("trüb", DE_TRANK, "a.dat"), "einem trüben Trank");
    assert_string_equal(phrase("vergilbt", DE_ROLLE, "a.acc"), "eine vergilbte Schriftrolle");
    assert_string_equal(phrase("vergilbt", DE_ROLLE, "a.dat"), "einer vergilbten Schriftrolle");
    assert_string_equal(phrase("trüb", DE_ELIXIER, "a.acc"), "ein trübes Elixier");
}

static void test_german_strong_without_an_article(void **state)
{
    (void)state;
    speak("de");
    assert_string_equal(phrase("trüb", DE_TRANK, "bare"), "trüber Trank");
    assert_string_equal(phrase("trüb", DE_TRANK, "bare.dat"), "trübem Trank");
    assert_string_equal(phrase("vergilbt", DE_ROLLE, "bare.dat"), "vergilbter Schriftrolle");
    assert_string_equal(phrase("trüb", DE_ELIXIER, "bare"), "trübes Elixier");
    assert_string_equal(phrase("trüb", DE_TRANK, "pl"), "trübe Tränke");
    assert_string_equal(phrase("trüb", DE_TRANK, "count"), "trübe Tränke");
    assert_string_equal(phrase("trüb", DE_TRANK, "count.dat"), "trüben Tränken");
}

static void test_german_irregular_adjectives_spell_out_what_differs(void **state)
{
    (void)state;
    speak("de");
    assert_string_equal(phrase("dunkel|stem:dunkl", DE_TRANK, "a"), "ein dunkler Trank");
    assert_string_equal(phrase("dunkel|stem:dunkl", DE_TRANK, "pl.acc"), "die dunklen Tränke");
    assert_string_equal(phrase("lila|e:lila|en:lila|er:lila|es:lila|em:lila", DE_ELIXIER, "a"),
                        "ein lila Elixier");
}

static void test_german_sentences_and_counted_lists(void **state)
{
    (void)state;
    speak("de");
    assert_string_equal(sentence("{item:a} liegt hier.", "trüb", DE_TRANK),
                        "Ein trüber Trank liegt hier.");
    assert_string_equal(sentence("Du trinkst {item:acc}.", "trüb", DE_TRANK),
                        "Du trinkst den trüben Trank.");
    tally list;
    tally_init(&list);
    bt_name murky = { DE_TRANK, false, 0, NULL, "trüb" };
    bt_name oily = { DE_TRANK, false, 0, NULL, "ölig" };
    tally_add(&list, &murky);
    tally_add(&list, &oily);
    tally_add(&list, &murky);
    sb_reset(&out);
    tpl_render(&out, "Du siehst {list:a.acc}.", &TPL_LIST("list", &list), 1);
    assert_string_equal(out.buf, "Du siehst zwei trübe Tränke und einen öligen Trank.");
    tally_release(&list);
}

#define BG_OTVARA "отвара|g:f|acc:отварата|def:отварата|pl:отвари|pl.acc:отварите"
#define BG_ELIKSIR "еликсир|g:m|acc:еликсира|def:еликсирът|pl:еликсири|count:еликсира"
#define BG_MASLO "масло|g:n|acc:маслото|def:маслото|pl:масла"

static void test_bulgarian_article_on_the_adjective(void **state)
{
    (void)state;
    speak("bg");
    assert_string_equal(phrase("мътен|stem:мътн", BG_OTVARA, "nom"), "мътна отвара");
    assert_string_equal(phrase("мътен|stem:мътн", BG_OTVARA, "acc"), "мътната отвара");
    assert_string_equal(phrase("мътен|stem:мътн", BG_OTVARA, "pl"), "мътни отвари");
    assert_string_equal(phrase("мътен|stem:мътн", BG_OTVARA, "pl.acc"), "мътните отвари");
    assert_string_equal(phrase("мътен|stem:мътн", BG_ELIKSIR, "nom"), "мътен еликсир");
    assert_string_equal(phrase("мътен|stem:мътн", BG_ELIKSIR, "acc"), "мътния еликсир");
    assert_string_equal(phrase("мътен|stem:мътн", BG_ELIKSIR, "def"), "мътният еликсир");
    assert_string_equal(phrase("мътен|stem:мътн", BG_ELIKSIR, "count"), "мътни еликсира");
    assert_string_equal(phrase("мътен|stem:мътн", BG_MASLO, "nom"), "мътно масло");
    assert_string_equal(phrase("мътен|stem:мътн", BG_MASLO, "acc"), "мътното масло");
    /* A regular adjective is its base alone. */
    assert_string_equal(phrase("стар", BG_OTVARA, "acc"), "старата отвара");
    assert_string_equal(phrase("стар", BG_ELIKSIR, "def"), "старият еликсир");
    assert_string_equal(sentence("{item:def} се разлива.", "стар", BG_ELIKSIR),
                        "Старият еликсир се разлива.");
}

#define ES_POCION "poción|g:f|pl:pociones"
#define ES_PERGAMINO "pergamino|g:m|pl:pergaminos"

static void test_spanish_agreement_after_the_noun(void **state)
{
    (void)state;
    speak("es");
    assert_string_equal(phrase("turbio|stem:turbi", ES_POCION, "a"), "una poción turbia");
    assert_string_equal(phrase("turbio|stem:turbi", ES_POCION, "nom"), "la poción turbia");
    assert_string_equal(phrase("turbio|stem:turbi", ES_POCION, "pl.nom"),
                        "las pociones turbias");
    assert_string_equal(phrase("turbio|stem:turbi", ES_POCION, "count"), "pociones turbias");
    assert_string_equal(phrase("turbio|stem:turbi", ES_PERGAMINO, "pl.nom"),
                        "los pergaminos turbios");
    assert_string_equal(phrase("turbio|stem:turbi", ES_PERGAMINO, "gen"),
                        "del pergamino turbio");
    assert_string_equal(phrase("azul|f:azul|pl.m:azules|pl.f:azules", ES_POCION, "pl.nom"),
                        "las pociones azules");
    assert_string_equal(sentence("{item?f:Está rota|Está roto}: {item:a}.", "turbio|stem:turbi",
                                 ES_POCION), "Está rota: una poción turbia.");
}

static void test_english_article_before_the_adjective(void **state)
{
    (void)state;
    assert_string_equal(phrase("murky", "potion", "a"), "a murky potion");
    assert_string_equal(phrase("oily|a:an oily", "potion", "a.acc"), "an oily potion");
    assert_string_equal(phrase("murky", "potion", "nom"), "the murky potion");
    assert_string_equal(phrase("murky", "potion", "count"), "murky potions");
    assert_string_equal(phrase("murky", "potion", "pl.nom"), "the murky potions");
}

static void test_a_typed_phrase_matches_its_forms(void **state)
{
    (void)state;
    speak("de");
    bt_name name = { DE_TRANK, false, 0, NULL, "trüb" };
    assert_true(name_matches(&name, "trüben Trank"));
    assert_true(name_matches(&name, "Trüb"));
    assert_true(name_matches(&name, "trank"));
    assert_false(name_matches(&name, "ölig"));
    bt_name other = { DE_TRANK, false, 0, NULL, "ölig" };
    assert_false(name_same(&name, &other));
}

static void test_checks_of_entries_and_patterns(void **state)
{
    (void)state;
    const char *de = "e:{stem}e|en:{stem}en|er:{stem}er|es:{stem}es|em:{stem}em";
    assert_null(adj_entry_problem("dunkel|stem:dunkl", de));
    assert_non_null(adj_entry_problem("dunkel|akk:dunklen", de));
    assert_non_null(adj_entry_problem("|e:x", de));
    assert_null(adj_pattern_problem(de));
    assert_non_null(adj_pattern_problem("e:{stem}e|en:{noun}en"));
    assert_null(adj_phrase_problem("nom:der {adj:e} {noun:bare}", de));
    assert_non_null(adj_phrase_problem("nom:der {adj:ee} {noun:bare}", de));
    assert_non_null(adj_phrase_problem("nom:der {adj:e} {noun:Bare}", de));
    assert_non_null(adj_phrase_problem("nom:der {adj:e} {name}", de));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_german_weak_after_the_definite_article, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_german_mixed_after_the_indefinite_article, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_german_strong_without_an_article, setup, teardown),
        cmocka_unit_test_setup_teardown(test_german_irregular_adjectives_spell_out_what_differs,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_german_sentences_and_counted_lists, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_bulgarian_article_on_the_adjective, setup, teardown),
        cmocka_unit_test_setup_teardown(test_spanish_agreement_after_the_noun, setup, teardown),
        cmocka_unit_test_setup_teardown(test_english_article_before_the_adjective, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_typed_phrase_matches_its_forms, setup, teardown),
        cmocka_unit_test_setup_teardown(test_checks_of_entries_and_patterns, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
