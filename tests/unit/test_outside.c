/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_outside.c - text from outside made harmless for a terminal
 * (src/text/outside.c), and the templates that show it (TPL_STR, TPL_VALUE,
 * names). */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support.h"
#include "text/name.h"
#include "text/outside.h"
#include "text/template.h"
#include "util/xalloc.h"

static strbuf out;

static int group_setup(void **state)
{
    (void)state;
    speak_english();
    assert_non_null(setlocale(LC_ALL, "C.UTF-8"));
    return 0;
}

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

static const char *line(const char *s)
{
    sb_reset(&out);
    outside_add(&out, s, OUTSIDE_LINE);
    return out.buf;
}

static const char *quoted(const char *s)
{
    sb_reset(&out);
    outside_add_quoted(&out, s, OUTSIDE_QUOTE_COLUMNS);
    return out.buf;
}

/* --- what passes unchanged --- */

static void test_text_of_the_four_languages_passes(void **state)
{
    (void)state;
    static const char *const texts[] = {
        "Iva the ranger (3)", "Ива чува ехо.", "Größe: Wolfsanführer", "¡El lobo señor!",
        "e\xCC\x81" "e\xCC\x81",          /* e + combining acute, twice */
        "{name} {{braces}} 100%",
    };
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        assert_string_equal(line(texts[i]), texts[i]);
        assert_int_equal(outside_find(texts[i], OUTSIDE_LINE), -1);
        assert_ptr_equal(outside_clean(texts[i], OUTSIDE_LINE), texts[i]);
    }
}

static void test_a_newline_passes_only_in_a_message_of_lines(void **state)
{
    (void)state;
    assert_string_equal(line("a\nb"), "a\xE2\x90\x8A" "b");     /* ␊ */
    sb_reset(&out);
    outside_add(&out, "a\nb", OUTSIDE_LINES);
    assert_string_equal(out.buf, "a\nb");
}

/* --- what is replaced --- */

static void test_escape_sequences_become_pictures(void **state)
{
    (void)state;
    /* Clear screen, a window title (OSC ... BEL), blink. */
    assert_string_equal(line("a\x1b[2Jb"), "a\xE2\x90\x9B[2Jb");            /* ␛ */
    assert_string_equal(line("\x1b]0;owned\x07"), "\xE2\x90\x9B]0;owned\xE2\x90\x87");
    assert_string_equal(line("\x1b[5mblink"), "\xE2\x90\x9B[5mblink");
    assert_string_equal(line("tab\there"), "tab\xE2\x90\x89here");            /* ␉ */
    assert_string_equal(line("del\x7f"), "del\xE2\x90\xA1");                  /* ␡ */
    assert_string_equal(line("\r"), "\xE2\x90\x8D");                          /* ␍ */
}

static void test_c1_controls_and_bidi_overrides_become_replacements(void **state)
{
    (void)state;
    /* U+009B is a CSI to many terminals; U+202E turns the text around it. */
    assert_string_equal(line("a\xC2\x9B" "2Jb"), "a\xEF\xBF\xBD" "2Jb");
    assert_string_equal(line("\xE2\x80\xAE" "evil"), "\xEF\xBF\xBD" "evil");
    assert_string_equal(line("\xE2\x81\xA6x\xE2\x81\xA9"), "\xEF\xBF\xBDx\xEF\xBF\xBD");
    assert_string_equal(line("\xE2\x80\xA8"), "\xEF\xBF\xBD");            /* U+2028 */
    assert_string_equal(line("\xE2\x80\x8F"), "\xEF\xBF\xBD");            /* RLM */
}

static void test_invalid_utf8_becomes_one_replacement_per_byte(void **state)
{
    (void)state;
    assert_string_equal(line("caf\xC3"), "caf\xEF\xBF\xBD");                   /* cut short */
    assert_string_equal(line("\xC0\xAF"), "\xEF\xBF\xBD\xEF\xBF\xBD");        /* overlong "/" */
    assert_string_equal(line("\xED\xA0\x80"),                                  /* a surrogate */
                        "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
    assert_string_equal(line("\xF4\x90\x80\x80"),                              /* > U+10FFFF */
                        "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
    assert_string_equal(line("\xFF"), "\xEF\xBF\xBD");
}

static void test_cleaning_twice_is_cleaning_once(void **state)
{
    (void)state;
    const char *raw = "\x1b[2J\xC2\x9B\xE2\x80\xAE\xC3";
    char *once = xstrdup(line(raw));
    assert_string_equal(line(once), once);
    assert_int_equal(outside_find(once, OUTSIDE_LINE), -1);
    free(once);
}

static void test_a_cleaned_copy_is_kept_and_given_again(void **state)
{
    (void)state;
    const char *first = outside_clean("x\x1b[2J", OUTSIDE_LINES);
    assert_string_equal(first, "x\xE2\x90\x9B[2J");
    char *same = xstrdup("x\x1b[2J");
    assert_ptr_equal(outside_clean(same, OUTSIDE_LINES), first);
    free(same);
}

static void test_the_first_harmful_character_is_found(void **state)
{
    (void)state;
    assert_int_equal(outside_find("abc\x1b", OUTSIDE_LINE), 3);
    assert_int_equal(outside_find("ё\xC2\x9B", OUTSIDE_LINE), 2);
    assert_int_equal(outside_harm_at("\xE2\x80\xAE", OUTSIDE_LINE), 3);
    assert_int_equal(outside_harm_at("ё", OUTSIDE_LINE), 0);
}

/* --- quoting a bad value --- */

static void test_a_long_value_is_quoted_by_its_first_columns(void **state)
{
    (void)state;
    size_t n = 1 << 20;
    char *big = xmalloc(n + 1);
    memset(big, 'a', n);
    big[n] = '\0';
    const char *q = quoted(big);
    assert_int_equal(strlen(q), OUTSIDE_QUOTE_COLUMNS + 3);
    assert_string_equal(q + OUTSIDE_QUOTE_COLUMNS, "\xE2\x80\xA6");       /* … */
    free(big);
}

static void test_combining_marks_count_when_quoting(void **state)
{
    (void)state;
    /* 1 MB of combining acute accents: 0 columns on a terminal, but each
     * counts one here, so the quote stays small. */
    size_t marks = 1 << 19;
    char *big = xmalloc(2 * marks + 2);
    big[0] = 'e';
    for (size_t i = 0; i < marks; i++)
        memcpy(big + 1 + 2 * i, "\xCC\x81", 2);
    big[1 + 2 * marks] = '\0';
    const char *q = quoted(big);
    assert_true(strlen(q) <= 1 + 2 * OUTSIDE_QUOTE_COLUMNS + 3);
    free(big);
}

static void test_a_quote_keeps_characters_whole(void **state)
{
    (void)state;
    strbuf cyr;
    sb_init(&cyr);
    for (int i = 0; i < 50; i++)
        sb_adds(&cyr, "ж");
    const char *q = quoted(cyr.buf);
    /* 40 letters of two bytes, then the ellipsis: no lone byte. */
    assert_int_equal(strlen(q), 2 * OUTSIDE_QUOTE_COLUMNS + 3);
    assert_int_equal(outside_find(q, OUTSIDE_LINE), -1);
    assert_string_equal(quoted("short"), "short");
    assert_string_equal(quoted("a\x1b[2J"), "a\xE2\x90\x9B[2J");
    sb_release(&cyr);
}

/* --- through the templates --- */

static void test_a_template_shows_its_strings_harmless(void **state)
{
    (void)state;
    sb_reset(&out);
    tpl_render(&out, "unknown id \"{id}\".", &TPL_STR("id", "\x1b]0;title\x07"), 1);
    assert_string_equal(out.buf, "unknown id \"\xE2\x90\x9B]0;title\xE2\x90\x87\".");
}

static void test_a_template_quotes_a_value_short(void **state)
{
    (void)state;
    char value[200];
    memset(value, 'x', sizeof value - 1);
    value[sizeof value - 1] = '\0';
    sb_reset(&out);
    tpl_render(&out, "bad \"{value}\"", &TPL_VALUE("value", value), 1);
    assert_int_equal(strlen(out.buf), strlen("bad \"\"") + OUTSIDE_QUOTE_COLUMNS + 3);
}

static void test_a_name_from_a_data_file_is_shown_harmless(void **state)
{
    (void)state;
    bt_name name = { "wolf\x1b[2J|nom:the wolf\x1b[5m", false };
    sb_reset(&out);
    tpl_render(&out, "{name} howls. ({victim:bare})",
               (tpl_arg[]){ TPL_NAME("name", &name), TPL_NAME("victim", &name) }, 2);
    assert_string_equal(out.buf, "The wolf\xE2\x90\x9B[5m howls. (wolf\xE2\x90\x9B[2J)");
}

/* --- names: limited in bytes and in columns, combining marks counted --- */

static void test_a_name_is_limited_in_bytes_and_columns(void **state)
{
    (void)state;
    assert_true(name_is_valid("Iva"));
    assert_true(name_is_valid("Ива Петрова"));
    assert_true(name_is_valid("Zoe\xCC\x88"));                      /* e + combining diaeresis */
    assert_true(name_is_valid("abcdefghijklmnopqrst"));              /* 20 columns */
    assert_false(name_is_valid("abcdefghijklmnopqrstu"));            /* 21 */
    assert_false(name_is_valid(""));
    /* One letter and 25 combining marks: one column on a terminal, but 26
     * characters and 51 bytes here. */
    strbuf marks;
    sb_init(&marks);
    sb_adds(&marks, "e");
    for (int i = 0; i < 25; i++)
        sb_adds(&marks, "\xCC\x81");
    assert_false(name_is_valid(marks.buf));
    sb_release(&marks);
    assert_false(name_is_valid("\xCC\x81\xCC\x81"));                 /* marks alone: no column */
    assert_false(name_is_valid("Iva\x1b[2J"));
    assert_false(name_is_valid("Iva\xE2\x80\xAE"));                  /* a bidi override */
    assert_false(name_is_valid("Iva\xC2\x9B"));                       /* a CSI */
    assert_false(name_is_valid("Iva\xC3"));                            /* not UTF-8 */
    assert_false(name_is_valid("Iva|nom:x"));
    /* A wide character counts its two columns: three are six. */
    assert_true(name_is_valid("\xE4\xBA\x8C\xE4\xBA\x8C\xE4\xBA\x8C"));
}

/* Every single byte, at every place of a text that crosses the 8-byte
 * blocks outside_find_n looks at whole, among NUL bytes (between strings,
 * as in a catalog) and printable ASCII: it is found where it is harmful,
 * and passed over where it is not, as a byte looked at alone would be. */
static void test_every_byte_is_judged_as_alone_inside_a_block(void **state)
{
    (void)state;
    for (int mode = OUTSIDE_LINE; mode <= OUTSIDE_LINES; mode++)
        for (int byte = 0; byte < 0x80; byte++)
            for (size_t at = 0; at < 24; at++) {
                char text[24];
                for (size_t i = 0; i < sizeof text; i++)
                    text[i] = i % 5 == 4 ? '\0' : (char)('a' + i);
                text[at] = (char)byte;
                bool harmful = byte != 0 && (byte < 0x20 || byte == 0x7F) &&
                               !(byte == '\n' && mode == OUTSIDE_LINES);
                long found = outside_find_n(text, sizeof text, (outside_mode)mode);
                if (found != (harmful ? (long)at : -1))
                    fail_msg("byte 0x%02X at %zu (mode %d): found at %ld", byte, at, mode, found);
            }
    /* A byte from 0x80 up is no ASCII: a lone one is harmful wherever it is. */
    for (size_t at = 0; at < 24; at++) {
        char text[24];
        memset(text, 'x', sizeof text);
        text[at] = (char)0x80;
        assert_int_equal(outside_find_n(text, sizeof text, OUTSIDE_LINE), (long)at);
    }
}

/* Names mix letters of two bytes with ASCII ("вълк|g:m|acc:вълка"): the
 * test of eight bytes fails there and the bytes are read one by one. A
 * harmful character is found wherever it stands among them. */
static void test_a_harmful_character_is_found_among_letters_of_two_bytes(void **state)
{
    (void)state;
    static const char *const texts[] = {
        "вълк|g:m|acc:вълка|pl:вълци", "Größe: Wolfsanführer der Höhle", "¡El lobo señor!",
        "гигантски плъх|g:m|nom:гигантският плъх|count:гигантски плъха",
    };
    static const char *const harms[] = { "\x1b", "\x7f", "\xC2\x85", "\xD8\x9C",
                                         "\xE2\x80\xAE", "\x80" };
    for (size_t t = 0; t < sizeof texts / sizeof *texts; t++) {
        const char *text = texts[t];
        size_t len = strlen(text);
        assert_int_equal(outside_find_n(text, len, OUTSIDE_LINE), -1);
        for (size_t at = 0; at <= len; at++) {
            if (at < len && ((unsigned char)text[at] & 0xC0) == 0x80)
                continue;                 /* inside a letter */
            for (size_t h = 0; h < sizeof harms / sizeof *harms; h++) {
                char mixed[128];
                int n = snprintf(mixed, sizeof mixed, "%.*s%s%s", (int)at, text, harms[h],
                                 text + at);
                assert_true(n > 0 && (size_t)n < sizeof mixed);
                long found = outside_find_n(mixed, (size_t)n, OUTSIDE_LINE);
                if (found != (long)at)
                    fail_msg("harm %zu at %zu of \"%s\": found at %ld", h, at, text, found);
            }
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_text_of_the_four_languages_passes, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_newline_passes_only_in_a_message_of_lines, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_escape_sequences_become_pictures, setup, teardown),
        cmocka_unit_test_setup_teardown(test_c1_controls_and_bidi_overrides_become_replacements,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_invalid_utf8_becomes_one_replacement_per_byte, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_cleaning_twice_is_cleaning_once, setup, teardown),
        cmocka_unit_test(test_a_cleaned_copy_is_kept_and_given_again),
        cmocka_unit_test(test_the_first_harmful_character_is_found),
        cmocka_unit_test(test_every_byte_is_judged_as_alone_inside_a_block),
        cmocka_unit_test(test_a_harmful_character_is_found_among_letters_of_two_bytes),
        cmocka_unit_test_setup_teardown(test_a_long_value_is_quoted_by_its_first_columns, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_combining_marks_count_when_quoting, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_quote_keeps_characters_whole, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_template_shows_its_strings_harmless, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_template_quotes_a_value_short, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_name_from_a_data_file_is_shown_harmless, setup,
                                        teardown),
        cmocka_unit_test(test_a_name_is_limited_in_bytes_and_columns),
    };
    return cmocka_run_group_tests_name("outside", tests, group_setup, NULL);
}
