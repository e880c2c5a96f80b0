/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_i18n.c - the language of the session and checked lookups
 * (src/text/i18n.c), with the catalogs of the test plugin "test:echo"
 * (tests/plugins/echo.*.po, staged into tests/fixtures/good/locale). The
 * host's own catalog is bound to a folder that does not exist, so the
 * host's texts are the English msgids whatever po/ holds today. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"
#include "text/i18n.h"

#define ECHO "bloodtrail-test-echo"
#define ON "{name} hears an echo."
#define OFF "{name} no longer hears the echo."
#define ONE "{name} hears {n} echo."
#define MANY "{name} hears {n} echoes."
#define DESC "An echo for the tests."
#define THORNS "bloodtrail-test-thorns"

static const char *const variables[] = { "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG" };

static void clear_environment(void)
{
    for (size_t i = 0; i < sizeof variables / sizeof *variables; i++)
        unsetenv(variables[i]);
}

static void choose(const char *lang)
{
    i18n_init(lang, build_path("tests/fixtures/no-host-catalog"));
    i18n_bind(ECHO, build_path("tests/fixtures/good/locale"));
}

static int setup(void **state)
{
    (void)state;
    clear_environment();
    return 0;
}

/* --- which language --- */

static void test_the_language_code(void **state)
{
    (void)state;
    choose("bg");
    assert_string_equal(i18n_language(), "bg");
    choose("bg_BG.UTF-8");
    assert_string_equal(i18n_language(), "bg_BG");
    choose("de_AT@euro");
    assert_string_equal(i18n_language(), "de_AT");
    choose("C");
    assert_string_equal(i18n_language(), "en");
    choose("POSIX");
    assert_string_equal(i18n_language(), "en");
    choose("");
    assert_string_equal(i18n_language(), "en");
    choose(NULL);
    assert_string_equal(i18n_language(), "en");
}

/* Sets the four variables (NULL: unset) and chooses without --lang. Each
 * time anew: i18n_init itself exports LANGUAGE for gettext. */
static void from_env(const char *language, const char *lc_all, const char *lc_messages,
                     const char *lang)
{
    const char *values[] = { language, lc_all, lc_messages, lang };
    for (size_t i = 0; i < sizeof variables / sizeof *variables; i++) {
        if (values[i])
            setenv(variables[i], values[i], 1);
        else
            unsetenv(variables[i]);
    }
    choose(NULL);
}

static void test_the_order_of_the_environment(void **state)
{
    (void)state;
    from_env(NULL, NULL, NULL, "bg_BG.UTF-8");
    assert_string_equal(i18n_language(), "bg_BG");
    from_env(NULL, NULL, "de_DE.UTF-8", "bg_BG.UTF-8");
    assert_string_equal(i18n_language(), "de_DE");
    from_env(NULL, "es_ES.UTF-8", "de_DE.UTF-8", "bg_BG.UTF-8");
    assert_string_equal(i18n_language(), "es_ES");
    from_env("bg", "es_ES.UTF-8", "de_DE.UTF-8", "bg_BG.UTF-8");
    assert_string_equal(i18n_language(), "bg");
    /* --lang beats them all. */
    choose("de");
    assert_string_equal(i18n_language(), "de");
    /* An empty variable does not count. */
    from_env("", "", "de_DE.UTF-8", "bg_BG.UTF-8");
    assert_string_equal(i18n_language(), "de_DE");
    /* LC_ALL=C means English even when LANG says otherwise. */
    from_env(NULL, "C", NULL, "bg_BG.UTF-8");
    assert_string_equal(i18n_language(), "en");
    from_env(NULL, NULL, NULL, NULL);
    assert_string_equal(i18n_language(), "en");
}

/* --- a plugin's own catalogs --- */

static void test_bulgarian_from_the_plugin_catalog(void **state)
{
    (void)state;
    choose("bg");
    assert_string_equal(i18n_text(ECHO, ON), "{name} чува ехо.");
    assert_string_equal(i18n_text(ECHO, OFF), "Ехото в ушите на {name} заглъхва.");
    assert_string_equal(i18n_ntext(ECHO, ONE, MANY, 1), "{name} чува {n} ехо.");
    assert_string_equal(i18n_ntext(ECHO, ONE, MANY, 3), "{name} чува {n} ехота.");
    assert_string_equal(i18n_ptext(ECHO, "effect name", "echo"), "ехо");
    assert_string_equal(i18n_ptext(ECHO, "effect label", "ech"), "ехо");
    /* The host's domain is another one: not found there. */
    assert_string_equal(i18n_text(NULL, ON), ON);
}

/* A variant of a language with no catalog of its own uses the language's. */
static void test_a_locale_name_finds_the_language_catalog(void **state)
{
    (void)state;
    from_env(NULL, NULL, NULL, "bg_BG.UTF-8");
    assert_string_equal(i18n_text(ECHO, ON), "{name} чува ехо.");
    from_env(NULL, "de_DE.UTF-8", NULL, "bg_BG.UTF-8");
    assert_string_equal(i18n_text(ECHO, ON), "{name} hört ein Echo.");
    from_env(NULL, NULL, "bg_BG.UTF-8", "de_DE.UTF-8");
    assert_string_equal(i18n_text(ECHO, ON), "{name} чува ехо.");
}

static void test_language_list_falls_through_to_the_next(void **state)
{
    (void)state;
    from_env("es:de", NULL, NULL, NULL);
    assert_string_equal(i18n_language(), "es");
    assert_string_equal(i18n_text(ECHO, ON), "{name} hört ein Echo.");
}

static void test_no_catalog_means_english(void **state)
{
    (void)state;
    choose("es");
    assert_string_equal(i18n_text(ECHO, ON), ON);
    assert_string_equal(i18n_ntext(ECHO, ONE, MANY, 1), ONE);
    assert_string_equal(i18n_ntext(ECHO, ONE, MANY, 2), MANY);
    assert_string_equal(i18n_ptext(ECHO, "effect label", "ech"), "ech");
    choose("xx");
    assert_string_equal(i18n_text(ECHO, ON), ON);
    choose("C");
    assert_string_equal(i18n_text(ECHO, ON), ON);
}

static void test_a_long_context_key(void **state)
{
    (void)state;
    choose("de");
    char msgid[600];
    memset(msgid, 'x', sizeof msgid - 1);
    msgid[sizeof msgid - 1] = '\0';
    assert_ptr_equal(i18n_ptext(ECHO, "effect label", msgid), msgid);
    assert_string_equal(i18n_ptext(ECHO, "effect label", "ech"), "hall");
}

/* The German catalog's translation of OFF uses {wrong}: it is refused, the
 * original is used, and a translator hears about it once on stderr. */
static void test_a_broken_translation_is_not_used(void **state)
{
    (void)state;
    choose("de");
    capture cap;
    capture_begin(&cap);
    const char *first = i18n_text(ECHO, OFF);
    const char *second = i18n_text(ECHO, OFF);
    const char *good = i18n_text(ECHO, ON);
    char *err = capture_end(&cap);
    assert_string_equal(first, OFF);
    assert_string_equal(second, OFF);
    assert_string_equal(good, "{name} hört ein Echo.");
    /* Named once, not at every use. */
    assert_string_equal(err, "bloodtrail: the translation of \"" OFF "\" in the catalog \"" ECHO
                             "\" has other placeholders than the original; the original is "
                             "used.\n");
    free(err);
    /* Another broken message of the same catalog is named too, each once. */
    capture_begin(&cap);
    const char *desc = i18n_ptext(ECHO, "effect description", DESC);
    i18n_ptext(ECHO, "effect description", DESC);
    i18n_text(ECHO, OFF);
    err = capture_end(&cap);
    assert_string_equal(desc, DESC);
    assert_string_equal(err, "bloodtrail: the translation of \"" DESC "\" in the catalog \"" ECHO
                             "\" has other placeholders than the original; the original is "
                             "used.\n");
    free(err);
    /* Plural forms of the same catalog are fine. */
    assert_string_equal(i18n_ntext(ECHO, ONE, MANY, 1), "{name} hört {n} Echo.");
    assert_string_equal(i18n_ntext(ECHO, ONE, MANY, 5), "{name} hört {n} Echos.");
}

/* A label's translation wider than its room on the status bar (the test
 * thorns' German "Dornenkleid") is refused like a broken one; one that fits
 * (Bulgarian) is used. */
static void test_a_translation_too_wide_for_its_place(void **state)
{
    (void)state;
    choose("de");
    i18n_bind(THORNS, build_path("tests/fixtures/play/locale"));
    capture cap;
    capture_begin(&cap);
    const char *wide = i18n_ptext_fit(THORNS, "effect label", "thorn", 8);
    i18n_ptext_fit(THORNS, "effect label", "thorn", 8);
    char *err = capture_end(&cap);
    assert_string_equal(wide, "thorn");
    assert_string_equal(err, "bloodtrail: the translation \"Dornenkleid\" of \"thorn\" in the "
                             "catalog \"" THORNS "\" is 11 columns wide, and there is room for 8; "
                             "the original is used.\n");
    free(err);
    assert_string_equal(i18n_ptext_fit(THORNS, "effect label", "thorn", 11), "Dornenkleid");
    choose("bg");
    i18n_bind(THORNS, build_path("tests/fixtures/play/locale"));
    assert_string_equal(i18n_ptext_fit(THORNS, "effect label", "thorn", 8), "тръни");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_the_language_code, setup),
        cmocka_unit_test_setup(test_the_order_of_the_environment, setup),
        cmocka_unit_test_setup(test_bulgarian_from_the_plugin_catalog, setup),
        cmocka_unit_test_setup(test_a_locale_name_finds_the_language_catalog, setup),
        cmocka_unit_test_setup(test_language_list_falls_through_to_the_next, setup),
        cmocka_unit_test_setup(test_no_catalog_means_english, setup),
        cmocka_unit_test_setup(test_a_long_context_key, setup),
        cmocka_unit_test_setup(test_a_broken_translation_is_not_used, setup),
        cmocka_unit_test_setup(test_a_translation_too_wide_for_its_place, setup),
    };
    return cmocka_run_group_tests_name("i18n", tests, NULL, NULL);
}
