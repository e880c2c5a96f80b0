/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_grammar.c - names that carry their grammar (src/text/name.c), the
 * language's patterns (src/text/grammar.c), selections and counted lists
 * (src/text/template.c, src/text/tally.c): in English (the msgids) and in
 * the German and Spanish of the fixtures tests/unit/grammar.{de,es}.po. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"
#include "text/grammar.h"
#include "text/i18n.h"
#include "text/name.h"
#include "text/tally.h"
#include "text/template.h"

static strbuf out;

static void speak(const char *lang)
{
    i18n_init(lang, build_path("tests/fixtures/grammar"));
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
    tpl_set_hero(NULL);
    return 0;
}

/* The name (a common noun) in form. */
static const char *form_of(const char *entry, const char *form)
{
    bt_name name = { entry, false, 0, NULL };
    sb_reset(&out);
    name_render(&out, &name, form);
    return out.buf;
}

static const char *render(const char *tmpl, const tpl_arg *args, size_t nargs)
{
    sb_reset(&out);
    tpl_render(&out, tmpl, args, nargs);
    return out.buf;
}

static const char *one_name(const char *tmpl, const char *entry, bool proper)
{
    bt_name name = { entry, proper, 0, NULL };
    return render(tmpl, &TPL_NAME("name", &name), 1);
}

/* --- forms --- */

static void test_english_forms_come_from_the_patterns_and_the_entry(void **state)
{
    (void)state;
    assert_string_equal(form_of("wolf|pl:wolves", "nom"), "the wolf");
    assert_string_equal(form_of("wolf|pl:wolves", "acc"), "the wolf");
    assert_string_equal(form_of("wolf|pl:wolves", "a"), "a wolf");
    assert_string_equal(form_of("wolf|pl:wolves", "a.acc"), "a wolf");
    assert_string_equal(form_of("wolf|pl:wolves", "pl"), "wolves");
    assert_string_equal(form_of("wolf|pl:wolves", "pl.nom"), "the wolves");
    assert_string_equal(form_of("wolf|pl:wolves", "count"), "wolves");
    assert_string_equal(form_of("wolf|pl:wolves", "bare"), "wolf");
    assert_string_equal(form_of("wolf|pl:wolves", "gen"), "the wolf's");
    assert_string_equal(form_of("goblin", "pl"), "goblins");
    assert_string_equal(form_of("axe|a:an axe", "a"), "an axe");
    assert_string_equal(one_name("{name:gen} blood", "Iva", true), "Iva's blood");
    assert_string_equal(one_name("{name:a} waits", "Iva", true), "Iva waits");
}

static void test_a_gender_tag_is_enough_for_a_regular_noun(void **state)
{
    (void)state;
    speak("de");
    const char *spider = "Höhlenspinne|g:f|pl:Höhlenspinnen";
    assert_string_equal(form_of(spider, "nom"), "die Höhlenspinne");
    assert_string_equal(form_of(spider, "dat"), "der Höhlenspinne");
    assert_string_equal(form_of(spider, "a.acc"), "eine Höhlenspinne");
    assert_string_equal(form_of(spider, "pl.nom"), "die Höhlenspinnen");
    assert_string_equal(form_of(spider, "bare"), "Höhlenspinne");
    assert_string_equal(form_of("Wolf|g:m|pl:Wölfe", "a.acc"), "einen Wolf");
    assert_string_equal(form_of("Wolf|g:m|pl:Wölfe", "gen"), "des Wolfs");
    assert_string_equal(form_of("Skelett|g:n", "a.acc"), "ein Skelett");
    assert_string_equal(form_of("Skelett|g:n", "dat"), "dem Skelett");
    assert_string_equal(one_name("{name:gen} Blut", "Iva", true), "Ivas Blut");
}

static void test_the_entry_overrides_the_pattern(void **state)
{
    (void)state;
    speak("de");
    const char *shaman = "Schamane|g:m|acc:den Schamanen|dat:dem Schamanen|pl:Schamanen";
    assert_string_equal(form_of(shaman, "acc"), "den Schamanen");
    assert_string_equal(form_of(shaman, "nom"), "der Schamane");
    assert_string_equal(form_of(shaman, "pl.dat"), "den Schamanen");
}

/* "count.dat" (after "mit zwei") from the entry's "pl.dat" without the
 * pattern's article: the dative plural is written once. */
static void test_a_counted_case_comes_from_the_plural_of_that_case(void **state)
{
    (void)state;
    speak("de");
    assert_string_equal(form_of("Wolf|g:m|pl:Wölfe|pl.dat:den Wölfen", "count.dat"), "Wölfen");
    assert_string_equal(form_of("Axt|g:f|pl:Äxte|pl.dat:den Äxten", "count.dat"), "Äxten");
    /* Written out, the entry's own wins. */
    assert_string_equal(form_of("Wolf|g:m|pl:Wölfe|pl.dat:den Wölfen|count.dat:Wolfen", "count.dat"),
                        "Wolfen");
    /* A plural not in the pattern's shape ("den {pl}") gives nothing to take
     * apart: the plural as a list shows it, as before. */
    assert_string_equal(form_of("Wolf|g:m|pl:Wölfe|pl.dat:Wölfen", "count.dat"), "Wölfe");
    assert_string_equal(form_of("Wolf|g:m|pl:Wölfe", "count.dat"), "Wölfe");
}

static void test_a_missing_form_falls_back_step_by_step(void **state)
{
    (void)state;
    speak("de");
    /* No gender: the default pattern, which lacks the dative: nominative. */
    assert_string_equal(form_of("Goblin", "dat"), "der Goblin");
    /* An indefinite dative nobody gives: the definite, then no article. */
    assert_string_equal(form_of("Goblin", "a.dat"), "ein Goblin");
    /* No plural given: the plural forms stand on the singular. */
    assert_string_equal(form_of("Goblin", "count"), "Goblin");
    /* A case the language never wrote: the nominative. */
    assert_string_equal(form_of("Wolf|g:m", "voc"), "der Wolf");
    /* A form that is no form at all: the nominative. */
    assert_string_equal(form_of("Wolf|g:m", "a.b.c.d"), "der Wolf");
}

static void test_a_creature_told_apart_carries_its_mark(void **state)
{
    (void)state;
    bt_name spider = { "cave spider", false, 2, NULL };
    assert_string_equal(render("{name} bites {other:acc}.",
                               (tpl_arg[]){ TPL_NAME("name", &spider),
                                            TPL_NAME("other", &spider) }, 2),
                        "The cave spider 2 bites the cave spider 2.");
    speak("de");
    bt_name spinne = { "Spinne|g:f", false, 3, NULL };
    assert_string_equal(render("mit {name:dat}", &TPL_NAME("name", &spinne), 1),
                        "mit der Spinne Nr. 3");
    /* The mark goes with the name where a pattern builds the form, after a
     * form the entry writes out whole. */
    bt_name schamane = { "Schamane|g:m|acc:den Schamanen", false, 2, NULL };
    assert_string_equal(render("für {name:acc}", &TPL_NAME("name", &schamane), 1),
                        "für den Schamanen Nr. 2");
    speak("en");
    bt_name wolf = { "wolf|pl:wolves", false, 7, NULL };
    assert_string_equal(render("{name:gen} blow", &TPL_NAME("name", &wolf), 1),
                        "The wolf 7's blow");
    assert_string_equal(render("{name:bare}", &TPL_NAME("name", &wolf), 1), "Wolf 7");
}

/* --- selections --- */

static void test_a_selection_chooses_by_gender_with_a_default(void **state)
{
    (void)state;
    const char *tmpl = "{name} está {name?f:aturdida|aturdido}.";
    speak("es");
    assert_string_equal(one_name(tmpl, "araña|g:f", false), "La araña está aturdida.");
    assert_string_equal(one_name(tmpl, "lobo|g:m", false), "El lobo está aturdido.");
    assert_string_equal(one_name(tmpl, "Iva", true), "Iva está aturdido.");
    assert_string_equal(one_name(tmpl, "Iva|g:f", true), "Iva está aturdida.");
    /* Several tags for one branch, the first branch that fits. */
    const char *bg = "{name?f:зашеметена|n:зашеметено|f,n:никога|зашеметен}";
    assert_string_equal(one_name(bg, "котка|g:f", false), "зашеметена");
    assert_string_equal(one_name(bg, "дяволче|g:n", false), "зашеметено");
    assert_string_equal(one_name(bg, "вълк|g:m", false), "зашеметен");
}

static void test_selections_choose_by_number_and_nest(void **state)
{
    (void)state;
    const char *tmpl = "{n?1:one wound|2:two wounds|{n} wounds}";
    assert_string_equal(render(tmpl, &TPL_INT("n", 1), 1), "one wound");
    assert_string_equal(render(tmpl, &TPL_INT("n", 2), 1), "two wounds");
    assert_string_equal(render(tmpl, &TPL_INT("n", 12), 1), "12 wounds");
    bt_name cat = { "котка|g:f", false, 0, NULL };
    tpl_arg args[] = { TPL_INT("n", 2), TPL_NAME("name", &cat) };
    assert_string_equal(render("{n?2:{name?m:два|две}|{n}} {name:bare}", args, 2), "две котка");
    /* Braces and bars as text inside a branch. */
    assert_string_equal(render("{n?2:a||b {{c}}|d}", &TPL_INT("n", 2), 1), "a|b {c}");
}

static void test_the_hero_is_in_every_message(void **state)
{
    (void)state;
    bt_name iva = { "Iva|g:f", true, 0, NULL };
    tpl_set_hero(&iva);
    assert_string_equal(render("Estás {hero?f:aturdida|aturdido}.", NULL, 0), "Estás aturdida.");
    /* A translation may name the hero where the original does not. */
    assert_true(tpl_matches("You are stunned.", "Estás {hero?f:aturdida|aturdido}."));
    assert_false(tpl_matches("You are stunned.", "Estás {villain?f:aturdida|aturdido}."));
    speak("es");
    assert_string_equal(render(_("You are stunned."), NULL, 0), "Estás aturdida.");
    tpl_set_hero(NULL);
    assert_string_equal(render("{hero}", NULL, 0), "{hero}");
}

static void test_a_selection_without_a_default_or_on_an_unknown_tag_is_refused(void **state)
{
    (void)state;
    assert_null(tpl_problem_in("{name?f:dormida|dormido}", "m f"));
    assert_non_null(tpl_problem_in("{name?f:dormida}", "m f"));
    assert_non_null(tpl_problem_in("{name?f:dormida|dormido|m:x}", "m f"));
    assert_non_null(tpl_problem_in("{name?n:dormido|dormido}", "m f"));
    assert_null(tpl_problem_in("{name?n:dormido|dormido}", "m f n"));
    assert_null(tpl_problem_in("{n?1:one|pl:many|sg:x|other}", "m f"));
    assert_non_null(tpl_problem_in("{name?f:dormida|dormido", "m f"));
    assert_non_null(tpl_problem_in("{name?,f:x|y}", "m f"));
    /* The game refuses such translations and says the original. */
    capture cap;
    speak("de");
    capture_begin(&cap);
    const char *stunned = _("{name} is stunned.");
    speak("es");
    const char *asleep = _("{name} is asleep.");
    const char *good = _("{name} is stunned.");
    char *err = capture_end(&cap);
    assert_string_equal(stunned, "{name} is stunned.");
    assert_string_equal(asleep, "{name} is asleep.");
    assert_string_equal(good, "{name} está {name?f:aturdida|aturdido}.");
    /* The problem in the language of the catalog that has it. */
    assert_non_null(strstr(err, "\"{name} is stunned.\" in the catalog \"bloodtrail\" cannot be "
                                "used: eine Auswahl ohne Standardzweig"));
    assert_non_null(strstr(err, "\"{name} is asleep.\" in the catalog \"bloodtrail\" cannot be "
                                "used: a selection chooses by a tag that is no gender"));
    free(err);
}

static void test_the_widest_branch_is_measured(void **state)
{
    (void)state;
    sb_reset(&out);
    tpl_widest(&out, "{name} {n?1:is|2:are indeed|are} here: {list:a}.");
    assert_string_equal(out.buf, "{name} are indeed here: {list:a}.");
}

/* --- counted lists --- */

static const char *list_of(const char *tmpl, const char *const *entries, size_t count)
{
    tally t;
    tally_init(&t);
    for (size_t i = 0; i < count; i++) {
        bt_name name = { entries[i], false, (int)i + 1, NULL };
        tally_add(&t, &name);
    }
    const char *text = render(tmpl, &TPL_LIST("list", &t), 1);
    tally_release(&t);
    return text;
}

static void test_a_list_is_counted_and_joined_the_languages_way(void **state)
{
    (void)state;
    const char *one[] = { "goblin" };
    const char *two[] = { "goblin", "wolf|pl:wolves", "wolf|pl:wolves" };
    const char *three[] = { "goblin", "wolf|pl:wolves", "cave spider", "cave spider" };
    assert_string_equal(list_of("You see {list:a.acc}.", one, 1), "You see a goblin.");
    assert_string_equal(list_of("You see {list:a.acc}.", two, 3),
                        "You see a goblin and two wolves.");
    assert_string_equal(list_of("{list:a} attack!", three, 4),
                        "A goblin, a wolf, and two cave spiders attack!");
    assert_string_equal(list_of("{list?pl:they|it}", one, 1), "it");
    assert_string_equal(list_of("{list?pl:they|it}", two, 3), "they");
    const char *many[12];
    for (size_t i = 0; i < 12; i++)
        many[i] = "wolf|pl:wolves";
    assert_string_equal(list_of("{list:a}", many, 12), "12 wolves");
    assert_string_equal(list_of("{list:a}", (const char *[]){ 0 }, 0), "");
}

static void test_a_german_list_declines_each_name(void **state)
{
    (void)state;
    speak("de");
    const char *mixed[] = { "Goblin|g:m", "Wolf|g:m|pl:Wölfe|count.dat:Wölfen", "Wolf|g:m|pl:Wölfe|count.dat:Wölfen",
                            "Höhlenspinne|g:f|pl:Höhlenspinnen" };
    assert_string_equal(list_of("Du siehst {list:a.acc}.", mixed, 4),
                        "Du siehst einen Goblin, zwei Wölfe und eine Höhlenspinne.");
    assert_string_equal(list_of("mit {list:a.dat}", mixed, 3), "mit einem Goblin und zwei Wölfen");
    /* The counted dative from the dative plural, written once. */
    const char *once[] = { "Goblin|g:m", "Wolf|g:m|pl:Wölfe|pl.dat:den Wölfen",
                           "Wolf|g:m|pl:Wölfe|pl.dat:den Wölfen" };
    assert_string_equal(list_of("mit {list:a.dat}", once, 3), "mit einem Goblin und zwei Wölfen");
}

/* A regular German weak noun is its gender, its declension and its stem:
 * the pattern of weak nouns builds every other form. */
static void test_a_weak_noun_needs_only_its_stem(void **state)
{
    (void)state;
    speak("de");
    const char *bear = "Bär|g:m|decl:weak|stem:Bären";
    assert_string_equal(form_of(bear, "nom"), "der Bär");
    assert_string_equal(form_of(bear, "acc"), "den Bären");
    assert_string_equal(form_of(bear, "a.dat"), "einem Bären");
    assert_string_equal(form_of(bear, "pl"), "Bären");
    assert_string_equal(form_of(bear, "bare"), "Bär");
    /* Told apart from another bear, in a form the pattern builds. */
    bt_name second = { bear, false, 2, NULL };
    sb_reset(&out);
    name_render(&out, &second, "acc");
    assert_string_equal(out.buf, "den Bären Nr. 2");
    assert_null(name_entry_problem(bear, "m f n"));
    assert_non_null(name_entry_problem("Bär|g:m|decl:schwach", "m f n"));
}

/* --- typed names --- */

static void test_a_typed_name_matches_any_form(void **state)
{
    (void)state;
    bt_name potion = { "healing potion|a:a healing potion", false, 0, NULL };
    assert_true(name_matches(&potion, "healing potion"));
    assert_true(name_matches(&potion, "HEAL"));
    assert_true(name_matches(&potion, "the healing potion"));
    assert_false(name_matches(&potion, "the"));
    assert_false(name_matches(&potion, "a"));
    assert_false(name_matches(&potion, ""));
    /* Any word of the name may start what is typed, not its middle. */
    assert_true(name_matches(&potion, "potion"));
    assert_true(name_matches(&potion, "pot"));
    assert_false(name_matches(&potion, "otion"));
    speak("de");
    bt_name trank = { "Heiltrank|g:m|pl:Heiltränke", false, 0, NULL };
    assert_true(name_matches(&trank, "heiltrank"));
    assert_true(name_matches(&trank, "den Heiltrank"));
    assert_true(name_matches(&trank, "Heiltränke"));
    /* Cyrillic case folds too. */
    assert_non_null(setlocale(LC_CTYPE, "C.UTF-8"));
    bt_name armour = { "кожена броня|g:f|acc:кожената броня", false, 0, NULL };
    assert_true(name_matches(&armour, "КОЖЕНА БРОНЯ"));
    assert_true(name_matches(&armour, "кожената броня"));
    bt_name knife = { "ловджийски нож|g:m|acc:ловджийския нож", false, 0, NULL };
    assert_true(name_matches(&knife, "нож"));
    assert_true(name_matches(&knife, "НОЖ"));
}

static void test_an_entry_with_a_broken_item_is_named(void **state)
{
    (void)state;
    assert_null(name_entry_problem("Spinne|g:f|pl:Spinnen|a.acc:eine Spinne", "m f n"));
    assert_non_null(name_entry_problem("|g:f", "m f n"));
    assert_non_null(name_entry_problem("Spinne|g:x", "m f n"));
    assert_non_null(name_entry_problem("araña|g:n", "m f"));
    assert_non_null(name_entry_problem("Spinne|Akk:die Spinne", "m f n"));
    assert_non_null(name_entry_problem("Spinne|acc", "m f n"));
    assert_non_null(name_entry_problem("Spinne|acc.acc:x", "m f n"));
    assert_non_null(name_entry_problem("scissors|num:many", "m f n"));
    assert_null(name_pattern_problem("nom:der {name}|a.acc:einen {name}"));
    assert_non_null(name_pattern_problem("nom:der {name}|der"));
}

int main(void)
{
    /* Capitals and case folding of Cyrillic need a UTF-8 character type. */
    setlocale(LC_ALL, "C.UTF-8");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_english_forms_come_from_the_patterns_and_the_entry,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_gender_tag_is_enough_for_a_regular_noun, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_the_entry_overrides_the_pattern, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_counted_case_comes_from_the_plural_of_that_case,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_missing_form_falls_back_step_by_step, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_creature_told_apart_carries_its_mark, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_selection_chooses_by_gender_with_a_default, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_selections_choose_by_number_and_nest, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_the_hero_is_in_every_message, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_a_selection_without_a_default_or_on_an_unknown_tag_is_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_the_widest_branch_is_measured, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_list_is_counted_and_joined_the_languages_way,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_german_list_declines_each_name, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_weak_noun_needs_only_its_stem, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_typed_name_matches_any_form, setup, teardown),
        cmocka_unit_test_setup_teardown(test_an_entry_with_a_broken_item_is_named, setup,
                                        teardown),
    };
    return cmocka_run_group_tests_name("grammar", tests, NULL, NULL);
}
