/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_template.c - messages with named placeholders (src/text/template.c)
 * and names in the form a sentence needs (src/text/name.c), in English (the
 * msgids: the name patterns of the host catalog are not translated here). */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <locale.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"
#include "text/i18n.h"
#include "text/name.h"
#include "text/template.h"

static int group_setup(void **state)
{
    (void)state;
    speak_english();
    /* Capitals of Cyrillic letters need a UTF-8 character type. */
    assert_non_null(setlocale(LC_ALL, "C.UTF-8"));
    return 0;
}

static strbuf out;

static int setup(void **state)
{
    (void)state;
    sb_init(&out);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    sb_release(&out);
    return 0;
}

static const char *render(const char *tmpl, const tpl_arg *args, size_t nargs)
{
    sb_reset(&out);
    tpl_render(&out, tmpl, args, nargs);
    return out.buf;
}

/* Renders tmpl with {name} = forms (proper or common) and {n} = 3. */
static const char *with_name(const char *tmpl, const char *forms, bool proper)
{
    bt_name name = { forms, proper };
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_INT("n", 3) };
    return render(tmpl, args, 2);
}

/* --- placeholders --- */

static void test_placeholders_are_filled(void **state)
{
    (void)state;
    tpl_arg args[] = { TPL_STR("file", "/x/a.so"), TPL_INT("n", 3), TPL_INT("neg", -12) };
    assert_string_equal(render("{file}: {n} of {n} ({neg})", args, 3), "/x/a.so: 3 of 3 (-12)");
    assert_string_equal(render("no placeholders", args, 3), "no placeholders");
    assert_string_equal(render("", args, 3), "");
    assert_string_equal(render("{n}", args, 3), "3");
    assert_string_equal(with_name("{name} loses blood ({n}).", "Iva", true),
                        "Iva loses blood (3).");
}

static void test_rendering_appends(void **state)
{
    (void)state;
    sb_adds(&out, "> ");
    tpl_render(&out, "{n}!", &TPL_INT("n", 7), 1);
    assert_string_equal(out.buf, "> 7!");
}

static void test_double_braces_are_literal(void **state)
{
    (void)state;
    tpl_arg args[] = { TPL_INT("n", 3) };
    assert_string_equal(render("{{n}} is {n}", args, 1), "{n} is 3");
    assert_string_equal(render("{{{n}}}", args, 1), "{3}");
    assert_string_equal(render("a }} b {{ c", args, 1), "a } b { c");
}

static void test_unknown_and_malformed_placeholders_stay_as_they_are(void **state)
{
    (void)state;
    tpl_arg args[] = { TPL_INT("n", 3) };
    assert_string_equal(render("{who} hits {n}.", args, 1), "{who} hits 3.");
    assert_string_equal(render("{n", args, 1), "{n");
    assert_string_equal(render("{ n} {n }", args, 1), "{ n} {n }");
    assert_string_equal(render("{n:} {:n} {}", args, 1), "{n:} {:n} {}");
    assert_string_equal(render("a } b", args, 1), "a } b");
    assert_string_equal(render("{N}", args, 1), "{N}");   /* keys are case-sensitive */
    assert_string_equal(render("{n}", NULL, 0), "{n}");
}

/* --- names --- */

static void test_english_proper_names(void **state)
{
    (void)state;
    assert_string_equal(with_name("{name} bleeds.", "Iva", true), "Iva bleeds.");
    assert_string_equal(with_name("{name:gen} wounds close.", "Iva", true), "Iva's wounds close.");
    /* English has no accusative: the nominative stands in. */
    assert_string_equal(with_name("A shield guards {name:acc}.", "Iva", true),
                        "A shield guards Iva.");
    assert_string_equal(with_name("[{name:bare}]", "Iva", true), "[Iva]");
}

static void test_english_common_nouns(void **state)
{
    (void)state;
    assert_string_equal(with_name("{name} bleeds.", "wolf", false), "The wolf bleeds.");
    assert_string_equal(with_name("Poison enters {name:gen} blood.", "wolf", false),
                        "Poison enters the wolf's blood.");
    assert_string_equal(with_name("Cold bites into {name:acc}.", "wolf", false),
                        "Cold bites into the wolf.");
    assert_string_equal(with_name("You see: {name:bare}.", "wolf leader", false),
                        "You see: wolf leader.");
}

static void test_forms_of_the_name_come_first(void **state)
{
    (void)state;
    static const char forms[] = "Wolfsanführer|nom:der Wolfsanführer|acc:den Wolfsanführer";
    assert_int_equal(name_bare_length(forms), strlen("Wolfsanführer"));
    assert_string_equal(with_name("Gift brennt {name:acc}.", forms, false),
                        "Gift brennt den Wolfsanführer.");
    assert_string_equal(with_name("{name} blutet.", forms, false), "Der Wolfsanführer blutet.");
    assert_string_equal(with_name("Da: {name:bare}", forms, false), "Da: Wolfsanführer");
    /* A form the name lacks: the language's pattern (English "the ...'s")... */
    assert_string_equal(with_name("{name:gen}", forms, false), "The Wolfsanführer's");
    /* ... and where the pattern lacks it too, the nominative. */
    assert_string_equal(with_name("mit {name:dat}", forms, false), "mit der Wolfsanführer");
    /* The proper-name pattern's nominative is the bare name. */
    assert_string_equal(with_name("x {name:dat}", "Iva|gen:Ivas", true), "x Iva");
    assert_string_equal(with_name("x {name:gen}", "Iva|gen:Ivas", true), "x Ivas");
}

static void test_name_render_directly(void **state)
{
    (void)state;
    bt_name wolf = { "wolf", false };
    name_render(&out, &wolf, NULL);
    sb_addc(&out, '/');
    name_render(&out, &wolf, "gen");
    sb_addc(&out, '/');
    name_render(&out, &wolf, "bare");
    /* name_render itself does not capitalise: only a template's start does. */
    assert_string_equal(out.buf, "the wolf/the wolf's/wolf");
}

static void test_a_name_at_the_start_gets_a_capital(void **state)
{
    (void)state;
    assert_string_equal(with_name("{name} growls.", "вълк|nom:вълкът", false), "Вълкът growls.");
    assert_string_equal(with_name("{name} ръмжи.", "ива", true), "Ива ръмжи.");
    assert_string_equal(with_name("{name} friert.", "ärger", true), "Ärger friert.");
    assert_string_equal(with_name("{name:acc} видя.", "ёж|acc:ежа", false), "Ежа видя.");
    assert_string_equal(with_name("{name}", "ёлка", true), "Ёлка");
    /* Punctuation before it still opens the sentence. */
    assert_string_equal(with_name("¡{name} llega!", "ива", true), "¡Ива llega!");
    assert_string_equal(with_name("„{name}“ пее.", "ива", true), "„Ива“ пее.");
    assert_string_equal(with_name("- {name}", "ива", true), "- Ива");
    /* After a letter or a digit it is inside the sentence. */
    assert_string_equal(with_name("Ето {name}.", "вълк|nom:вълкът", false), "Ето вълкът.");
    assert_string_equal(with_name("{{x}} {name}", "ива", true), "{x} ива");
    assert_string_equal(with_name("{n}: {name}", "ива", true), "3: ива");
    assert_string_equal(with_name("{name} и {name}", "ива", true), "Ива и ива");
    /* A name that starts with no letter is left alone. */
    assert_string_equal(with_name("{name} waits.", "42nd guard", true), "42nd guard waits.");
    /* Strings are not names. */
    tpl_arg item = TPL_STR("item", "sword");
    assert_string_equal(render("{item} lies here.", &item, 1), "sword lies here.");
}

/* --- checks of translations --- */

/* A sentence that stays English (a plugin without the player's language)
 * puts names in their English forms, not in the session language's. */
static void test_an_untranslated_sentence_keeps_english_name_forms(void **state)
{
    (void)state;
    i18n_init("es", build_path("locale"));
    bt_name iva = { "Iva", true };
    bt_name wolf = { "lobo|nom:el lobo|acc:al lobo", false };
    tpl_arg args[] = { TPL_NAME("name", &iva), TPL_NAME("other", &wolf) };
    tpl_render(&out, "{name:acc} / {other:acc}", args, 2);
    assert_string_equal(out.buf, "A Iva / al lobo");   /* Spanish forms */
    sb_reset(&out);
    tpl_render_source(&out, "Frost creeps over {name:acc} and {other:acc}.", args, 2);
    assert_string_equal(out.buf, "Frost creeps over Iva and the lobo.");
    speak_english();
}

static void test_tpl_is_valid(void **state)
{
    (void)state;
    assert_true(tpl_is_valid(""));
    assert_true(tpl_is_valid("{name} bleeds ({n})."));
    assert_true(tpl_is_valid("{name:acc} {{literal}}"));
    assert_false(tpl_is_valid("{name"));
    assert_false(tpl_is_valid("name}"));
    assert_false(tpl_is_valid("{name:}"));
    assert_false(tpl_is_valid("{:acc}"));
    assert_false(tpl_is_valid("{}"));
    assert_false(tpl_is_valid("{two words}"));
    assert_false(tpl_is_valid("{aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa}"));
}

static void test_tpl_matches(void **state)
{
    (void)state;
    /* Accepted: the same keys in any order, any form, any number of times. */
    assert_true(tpl_matches("{name} bleeds.", "{name} кърви."));
    assert_true(tpl_matches("{name} loses blood ({n}).", "({n}) {name} губи кръв."));
    assert_true(tpl_matches("Poison enters {name:gen} blood.", "Отрова влиза в кръвта на {name}."));
    assert_true(tpl_matches("{name} bleeds.", "{name:nom} blutet, {name:acc} {{sic}}."));
    assert_true(tpl_matches("{n} and {n}", "{n}"));
    assert_true(tpl_matches("no keys", "keine {{Schlüssel}}"));
    /* Refused: a key missing, added or renamed, or a malformed translation. */
    assert_false(tpl_matches("{name} loses blood ({n}).", "{name} губи кръв."));
    assert_false(tpl_matches("{name} bleeds.", "{name} кърви ({n})."));
    assert_false(tpl_matches("{name} bleeds.", "{wrong} кърви."));
    assert_false(tpl_matches("{name} bleeds.", "{{name}} кърви."));
    assert_false(tpl_matches("{name} bleeds.", "{name кърви."));
    assert_false(tpl_matches("{name} bleeds.", "{name} кърви }"));
    assert_false(tpl_matches("{name", "{name"));
}

static void test_tpl_matches_plural(void **state)
{
    (void)state;
    const char *one = "{name} has one wound.", *many = "{name} has {n} wounds.";
    /* A form may leave out {n}, not the other keys. */
    assert_true(tpl_matches_plural(one, many, "{name} има {n} рани."));
    assert_true(tpl_matches_plural(one, many, "{name} има една рана."));
    assert_false(tpl_matches_plural(one, many, "Има {n} рани."));
    assert_false(tpl_matches_plural(one, many, "{name} има {n} рани ({x})."));
    assert_false(tpl_matches_plural(one, many, "{name} има {n рани."));
    /* Keys of either original count. */
    assert_true(tpl_matches_plural("{who} hears an echo.", "{name} hears {n} echoes.",
                                   "{who} {name} {n}"));
    assert_false(tpl_matches_plural("{who} hears an echo.", "{name} hears {n} echoes.",
                                    "{name} {n}"));
    assert_true(tpl_matches_plural("{n} echo", "{n} echoes", "{n} ехота"));
    assert_false(tpl_matches_plural("{n} echo", "{n echoes", "{n} ехота"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_placeholders_are_filled, setup, teardown),
        cmocka_unit_test_setup_teardown(test_rendering_appends, setup, teardown),
        cmocka_unit_test_setup_teardown(test_double_braces_are_literal, setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_unknown_and_malformed_placeholders_stay_as_they_are, setup, teardown),
        cmocka_unit_test_setup_teardown(test_english_proper_names, setup, teardown),
        cmocka_unit_test_setup_teardown(test_english_common_nouns, setup, teardown),
        cmocka_unit_test_setup_teardown(test_forms_of_the_name_come_first, setup, teardown),
        cmocka_unit_test_setup_teardown(test_name_render_directly, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_name_at_the_start_gets_a_capital, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_an_untranslated_sentence_keeps_english_name_forms,
                                        setup, teardown),
        cmocka_unit_test(test_tpl_is_valid),
        cmocka_unit_test(test_tpl_matches),
        cmocka_unit_test(test_tpl_matches_plural),
    };
    return cmocka_run_group_tests_name("template", tests, group_setup, NULL);
}
