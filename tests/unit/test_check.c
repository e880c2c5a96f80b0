/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_check.c - every rule of a plugin's descriptor (src/plugin/check.c)
 * and the message that names it: which field, which rule, what to do. A
 * plugin's author reads these messages; each must say exactly what is
 * wrong. */
#include "config.h"

#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "plugin/check.h"
#include "support.h"

static int group_setup(void **state)
{
    (void)state;
    speak_english();
    return 0;
}

/* A descriptor that passes every check; each test breaks one thing. */
static bt_effect_kind good(void)
{
    return (bt_effect_kind){ .api_major = BT_EFFECT_API_MAJOR,
                             .api_minor = BT_EFFECT_API_MINOR,
                             .id = "mymod:frost",
                             .stack_rule = BT_STACK_STACK,
                             .max_stacks = 3,
                             .param = BT_PARAM_POWER,
                             .text_domain = "mymod-frost",
                             .name = "frost",
                             .label = "frost",
                             .on_text = "Frost creeps over {name:acc}.",
                             .more_text = "Frost thickens on {name} ({n}).",
                             .version = "1.2.0",
                             .author = "Iva <iva@example.invalid>",
                             .license = "MIT",
                             .description = "Layers of frost.",
                             .decoration = "*" };
}

/* The message for kind's first problem, as stderr would show it. */
static void assert_refusal(const bt_effect_kind *kind, const char *reason)
{
    refusal why = { 0 };
    assert_false(check_descriptor(kind, &why));
    strbuf text;
    sb_init(&text);
    refusal_render(&text, &why, "x.so");
    char want[1024];
    snprintf(want, sizeof want, "skipped the effect plugin x.so: %s", reason);
    assert_string_equal(text.buf, want);
    sb_release(&text);
    refusal_release(&why);
}

static void test_a_good_descriptor_passes(void **state)
{
    (void)state;
    bt_effect_kind kind = good();
    refusal why = { 0 };
    assert_true(check_descriptor(&kind, &why));
    assert_int_equal(why.code, REFUSAL_NONE);
    /* A 1.0 descriptor has none of 1.1's fields, which are not looked at. */
    kind.api_minor = 0;
    kind.decoration = "#";
    assert_true(check_descriptor(&kind, &why));
}

static void test_each_rule_of_the_id(void **state)
{
    (void)state;
    bt_effect_kind kind = good();
    kind.id = NULL;
    assert_refusal(&kind, "its descriptor has no \"id\", which every plugin must have. Fill it "
                          "in as <bloodtrail/effect.h> describes and rebuild the plugin.");
    kind.id = "mymod:Frost";
    assert_refusal(&kind, "its id \"mymod:Frost\" has the character \"F\", but an id has only "
                          "lowercase letters a-z, digits, \"_\" and \"-\", and one \":\" after "
                          "its namespace. Change the id and rebuild the plugin.");
    kind.id = "mymod:fröst";
    assert_refusal(&kind, "its id \"mymod:fröst\" has the character \"ö\", but an id has only "
                          "lowercase letters a-z, digits, \"_\" and \"-\", and one \":\" after "
                          "its namespace. Change the id and rebuild the plugin.");
    kind.id = "acme:x:y";
    assert_refusal(&kind, "its id \"acme:x:y\" has more than one \":\", but an id has one "
                          "namespace at most, as in \"mymod:frostbite\". Change the id and "
                          "rebuild the plugin.");
    kind.id = "mymod:";
    assert_refusal(&kind, "its id \"mymod:\" has nothing before or after its \":\"; write it "
                          "as \"namespace:name\". Change the id and rebuild the plugin.");
    kind.id = ":frost";
    assert_refusal(&kind, "its id \":frost\" has nothing before or after its \":\"; write it "
                          "as \"namespace:name\". Change the id and rebuild the plugin.");
    char id[80];
    memset(id, 'a', 72);
    memcpy(id, "mymod:", 6);
    id[72] = '\0';
    kind.id = id;
    char reason[512];
    snprintf(reason, sizeof reason, "its id \"%s\" is 72 characters long, and an id has at "
             "most 63. Give it a shorter id and rebuild the plugin.", id);
    assert_refusal(&kind, reason);
}

static void test_the_numbers_and_choices(void **state)
{
    (void)state;
    bt_effect_kind kind = good();
    kind.stack_rule = (bt_stack_rule)7;
    assert_refusal(&kind, "its field \"stack_rule\" is 7, which is none of the values "
                          "<bloodtrail/effect.h> names for it. Set it and rebuild the plugin.");
    kind = good();
    kind.param = (bt_param)-1;
    assert_refusal(&kind, "its field \"param\" is -1, which is none of the values "
                          "<bloodtrail/effect.h> names for it. Set it and rebuild the plugin.");
    kind = good();
    kind.max_stacks = 1001;
    assert_refusal(&kind, "its field \"max_stacks\" is 1001, and it must be from 1 to 1000 (1 "
                          "for a kind that does not stack). Set it and rebuild the plugin.");
    kind = good();
    kind.text_domain = "../../etc/evil";
    assert_refusal(&kind, "its text domain \"../../etc/evil\" cannot name a catalog: use "
                          "letters, digits, \"-\", \"_\" and \".\" (not first), at most 64. "
                          "Change it and rebuild the plugin.");
}

static void test_names_labels_and_texts(void **state)
{
    (void)state;
    bt_effect_kind kind = good();
    kind.name = "{name}'s frost";
    assert_refusal(&kind, "its field \"name\" (\"{name}'s frost\") has a placeholder, and it can "
                          "have none. Write it as plain text and rebuild the plugin.");
    kind = good();
    kind.label = "frostbite";
    assert_refusal(&kind, "its label \"frostbite\" is 9 columns wide, and a label has at most "
                          "8 (it shares the status bar). Shorten it and rebuild the plugin.");
    kind = good();
    kind.label = "fr\x1b[2J";
    assert_refusal(&kind, "its field \"label\" is not text a player can be shown (it is empty, "
                          "not UTF-8, or has control characters). Fix it and rebuild the "
                          "plugin.");
    kind = good();
    kind.on_text = "{nmae} freezes.";
    assert_refusal(&kind, "its field \"on_text\" uses the placeholder {nmae}, but its texts can "
                          "use only {name} (with its forms) and {n}. Fix it and rebuild the "
                          "plugin.");
    kind = good();
    kind.more_text = "{name:xyz} freezes.";
    assert_refusal(&kind, "its field \"more_text\" asks for the form {name:xyz}, which is not "
                          "made of a name's form words: nom, acc, dat, gen, a, bare, pl and "
                          "count. Fix it and rebuild the plugin.");
    kind.more_text = "{name:a.acc} freezes, {name:gen.xy} too.";
    assert_refusal(&kind, "its field \"more_text\" asks for the form {name:gen.xy}, which is not "
                          "made of a name's form words: nom, acc, dat, gen, a, bare, pl and "
                          "count. Fix it and rebuild the plugin.");
    kind.more_text = "{name:a.acc} freezes{name?f:, poor thing|}.";
    refusal fine = { 0 };
    assert_true(check_descriptor(&kind, &fine));
    kind = good();
    kind.off_text = "{name thaws.";
    assert_refusal(&kind, "its field \"off_text\" (\"{name thaws.\") is not a well-formed "
                          "template: a brace is missing or a placeholder is empty (write \"{{\" "
                          "for a brace). Fix it and rebuild the plugin.");
}

static void test_the_fields_of_api_1_1(void **state)
{
    (void)state;
    bt_effect_kind kind = good();
    kind.version = "";
    assert_refusal(&kind, "its field \"version\" is not text a player can be shown (it is "
                          "empty, not UTF-8, or has control characters). Fix it and rebuild the "
                          "plugin.");
    kind = good();
    kind.license = "GPL-3.0-or-later WITH some-exception-that-goes-on-and-on-and-on-and-on";
    assert_refusal(&kind, "its field \"license\" is 70 bytes long, longer than "
                          "<bloodtrail/effect.h> allows for it. Shorten it and rebuild the "
                          "plugin.");
    kind = good();
    kind.description = "Frost on {name}.";
    assert_refusal(&kind, "its field \"description\" (\"Frost on {name}.\") has a placeholder, "
                          "and it can have none. Write it as plain text and rebuild the "
                          "plugin.");
    static const char *const bad[] = { "#", ",", "@", "%", "x", "7", " ", "**", "",
                                       "\xe6\x97\xa5" };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        kind = good();
        kind.decoration = bad[i];
        char reason[512];
        snprintf(reason, sizeof reason, "its decoration \"%s\" is not one glyph of one column "
                 "that the map does not use itself (not a letter, digit or space, and none of # "
                 ". + ' > , @ ~ $ ) [ ! %%). Choose another and rebuild the plugin.", bad[i]);
        assert_refusal(&kind, reason);
    }
    kind = good();
    kind.decoration = "\xe2\x9d\x84";   /* U+2744 SNOWFLAKE, one column */
    refusal why = { 0 };
    assert_true(check_descriptor(&kind, &why));
}

/* A kind's each_turn rule (API 1.1) and its text. */
static void test_the_rule_of_each_turn(void **state)
{
    (void)state;
    bt_effect_kind kind = good();
    kind.each_turn = BT_TURN_BLEED;
    kind.each_turn_text = "Frost bites {name:acc} ({n}).";
    refusal why = { 0 };
    assert_true(check_descriptor(&kind, &why));
    kind.each_turn = (bt_turn_rule)4;
    assert_refusal(&kind, "its field \"each_turn\" is 4, which is none of the values "
                          "<bloodtrail/effect.h> names for it. Set it and rebuild the plugin.");
    kind = good();
    kind.each_turn_text = "Frost bites {name:acc} ({n}).";
    assert_refusal(&kind, "it has an each_turn_text, but its each_turn is BT_TURN_NOTHING, so "
                          "the text would never be said. Give it a rule (BT_TURN_HURT, "
                          "BT_TURN_BLEED or BT_TURN_HEAL) or remove the text, and rebuild the "
                          "plugin.");
    kind.each_turn = BT_TURN_HURT;
    kind.each_turn_text = "Frost bites {victim} ({n}).";
    assert_refusal(&kind, "its field \"each_turn_text\" uses the placeholder {victim}, but its "
                          "texts can use only {name} (with its forms) and {n}. Fix it and "
                          "rebuild the plugin.");
    /* A 1.0 descriptor has no such fields: whatever lies there is not read. */
    kind.api_minor = 0;
    kind.each_turn = (bt_turn_rule)9;
    assert_true(check_descriptor(&kind, &why));
}

/* The descriptor's size, as the plugin's symbol says it, against what its
 * version has: a 1.0 descriptor ends before version, a 1.1 one at the end. */
static void test_a_descriptor_shorter_than_its_version(void **state)
{
    (void)state;
    bt_effect_kind kind = good();
    refusal why = { 0 };
    assert_true(check_size(&kind, sizeof kind, &why));
    assert_true(check_size(&kind, 0, &why));                  /* unknown: not judged */
    size_t old_1_1 = offsetof(bt_effect_kind, each_turn);     /* before each_turn came */
    assert_false(check_size(&kind, old_1_1, &why));
    assert_int_equal(why.code, REFUSAL_SHORT);
    refusal_release(&why);
    kind.api_minor = 0;
    assert_true(check_size(&kind, offsetof(bt_effect_kind, version), &why));
    assert_false(check_size(&kind, offsetof(bt_effect_kind, version) - 1, &why));
    refusal_release(&why);
    /* Another major version is check_descriptor's to refuse, by its version. */
    kind.api_major = 2;
    assert_true(check_size(&kind, 16, &why));
    /* Too short to hold even the version. */
    strbuf text;
    sb_init(&text);
    assert_false(check_size(&kind, 4, &why));
    refusal_render(&text, &why, "x.so");
    assert_string_equal(text.buf, "skipped the effect plugin x.so: its descriptor is only 4 bytes "
                                  "long, too short for plugin API ?: it was built against an "
                                  "older header. Rebuild it against this version's "
                                  "<bloodtrail/effect.h>.");
    sb_release(&text);
    refusal_release(&why);
}

/* Clean text is what may reach the terminal as it is: every control
 * character (C0, DEL, C1), the bidirectional overrides and isolates, and
 * bytes that are no UTF-8 make a text unclean, wherever they stand; all
 * else passes, printable ASCII (read without decoding) and the rest. */
static void test_clean_text_byte_by_byte(void **state)
{
    (void)state;
    for (int c = 1; c < 0x100; c++) {
        char text[] = { 'a', (char)c, 'b', '\0' };
        bool clean = c >= 0x20 && c < 0x7f;
        if (check_is_clean_text(text) != clean)
            fail_msg("byte 0x%02x: clean should be %d", c, clean);
    }
    assert_true(check_is_clean_text(""));
    assert_true(check_is_clean_text("fr\xc3\xb6st \xd0\xbc\xd1\x80\xd0\xb0\xd0\xb7 ~"));
    assert_true(check_is_clean_text("\xc2\xa0nbsp"));                /* U+00A0 */
    assert_false(check_is_clean_text("next\xc2\x85line"));           /* U+0085, C1 */
    assert_false(check_is_clean_text("\xc2\x9b" "2J"));               /* U+009B, CSI */
    assert_false(check_is_clean_text("abc\xe2\x80\xae" "def"));        /* U+202E */
    assert_false(check_is_clean_text("\xe2\x81\xa6x"));              /* U+2066 */
    assert_true(check_is_clean_text("\xe2\x81\xaa"));                /* U+206A */
    assert_false(check_is_clean_text("ok\xc3"));                      /* cut short */
    assert_false(check_is_clean_text("\xc3\xb6\x7f"));               /* DEL after a letter */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_good_descriptor_passes),
        cmocka_unit_test(test_each_rule_of_the_id),
        cmocka_unit_test(test_the_numbers_and_choices),
        cmocka_unit_test(test_names_labels_and_texts),
        cmocka_unit_test(test_the_fields_of_api_1_1),
        cmocka_unit_test(test_the_rule_of_each_turn),
        cmocka_unit_test(test_a_descriptor_shorter_than_its_version),
        cmocka_unit_test(test_clean_text_byte_by_byte),
    };
    return cmocka_run_group_tests_name("check", tests, group_setup, NULL);
}
