/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_prefs.c - the player's settings file: every setting read, each bad
 * line named with its file and line and skipped (the rest still read), and
 * one setting written back in place with the file's other lines kept. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "app/prefs.h"
#include "support.h"

/* Parses text; what was said on stderr goes to *said (static). */
static size_t parse(prefs *p, const char *text, const char **said)
{
    static char buf[4096];
    FILE *err = fmemopen(buf, sizeof buf, "w");
    prefs_init(p);
    size_t skipped = prefs_parse(p, text, "~/.config/bloodtrail/config", err);
    fclose(err);
    *said = buf;
    return skipped;
}

static void every_setting_is_read(void **state)
{
    (void)state;
    prefs p;
    const char *said;
    size_t skipped = parse(&p,
                           "# mine\n[play]\nspeech = yes\nkeys = on\ncolors = never\n"
                           "autopickup = gold potion\nstop-life = 30%\n\n[keys]\nh = west\n"
                           "^P = messages\n[plugins]\ndisable = bleed, poison\n"
                           "[mods]\ndisable = mymod\n",
                           &said);
    assert_int_equal(skipped, 0);
    assert_string_equal(said, "");
    assert_true(p.speech);
    assert_true(p.keys);
    assert_int_equal(p.colors, PREFS_COLORS_OFF);
    assert_int_equal(p.pickup, PREFS_PICK_POTION);
    assert_int_equal(p.stop_life, 30);
    assert_string_equal(prefs_binding_of(&p, 'h'), "west");
    assert_string_equal(prefs_binding_of(&p, 16), "messages");
    assert_null(prefs_binding_of(&p, 'j'));
    assert_int_equal(p.disabled_plugin_count, 2);
    assert_string_equal(p.disabled_plugins[1], "poison");
    assert_int_equal(p.disabled_mod_count, 1);
    prefs_release(&p);
}

static void bad_lines_are_named_and_skipped(void **state)
{
    (void)state;
    prefs p;
    const char *said;
    size_t skipped = parse(&p,
                           "speech = yes\n[play]\nspeech = maybe\nstop-life = 300\n"
                           "colour = red\nkeys = yes\n[sound]\nvolume = 3\n[keys]\nF1 = help\n"
                           "what is this\n",
                           &said);
    assert_int_equal(skipped, 7);
    assert_non_null(strstr(said, "bloodtrail: ~/.config/bloodtrail/config:1: a setting before "
                                 "any [section]"));
    assert_non_null(strstr(said, "config:3: \"speech\" is \"yes\" or \"no\", not \"maybe\""));
    assert_non_null(strstr(said, "config:4: \"stop-life\" is a percent of life from 0 to 100, "
                                 "not \"300\""));
    assert_non_null(strstr(said, "config:5: unknown setting \"colour\" in [play]"));
    assert_non_null(strstr(said, "config:7: unknown section [sound]"));
    assert_null(strstr(said, "config:8:"));           /* inside the unknown section */
    assert_non_null(strstr(said, "config:10: \"F1\" is not a key"));
    assert_non_null(strstr(said, "config:11: this line is neither"));
    assert_false(p.speech);                          /* the bad lines changed nothing */
    assert_true(p.keys);                             /* and the good one still counts */
    assert_int_equal(p.stop_life, 50);
    prefs_release(&p);
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "r");
    static char buf[1024];
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    buf[n] = '\0';
    if (f)
        fclose(f);
    return buf;
}

static void a_setting_is_written_in_place(void **state)
{
    (void)state;
    char dir[] = "/tmp/bt-prefs-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[64];
    snprintf(path, sizeof path, "%s/sub/config", dir);
    strbuf error;
    sb_init(&error);
    /* No file yet: the folder and the section are made. */
    assert_true(prefs_store(path, "play", "speech", "yes", &error));
    assert_string_equal(slurp(path), "[play]\nspeech = yes\n");
    FILE *f = fopen(path, "w");
    fputs("# my settings\n[play]\nkeys = yes\nspeech = no   \n\n[keys]\nh = west\n", f);
    fclose(f);
    assert_true(prefs_store(path, "play", "speech", "yes", &error));
    assert_string_equal(slurp(path),
                        "# my settings\n[play]\nkeys = yes\nspeech = yes\n\n[keys]\nh = west\n");
    assert_true(prefs_store(path, "keys", "j", "south", &error));
    assert_string_equal(slurp(path), "# my settings\n[play]\nkeys = yes\nspeech = yes\n\n"
                                     "[keys]\nh = west\nj = south\n");
    sb_release(&error);
    char cmd[96];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    assert_int_equal(system(cmd), 0);
}

int main(void)
{
    speak_english();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_setting_is_read),
        cmocka_unit_test(bad_lines_are_named_and_skipped),
        cmocka_unit_test(a_setting_is_written_in_place),
    };
    return cmocka_run_group_tests_name("prefs", tests, NULL, NULL);
}
