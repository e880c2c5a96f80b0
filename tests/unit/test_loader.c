/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_loader.c - the plugin loader (SPEC §8, src/plugin/loader.c) with the
 * deliberately broken test plugins of tests/plugins/, staged by the makefile
 * into tests/fixtures/{good,broken,dup}: each bad file is skipped with one
 * line on stderr that names the file, the reason and what to do, and the
 * good ones still load. Also the registry the loader fills. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/host.h"
#include "plugin/loader.h"
#include "plugin/registry.h"
#include "support.h"

static char api[16];   /* "1.0" */

static int group_setup(void **state)
{
    (void)state;
    speak_english();
    snprintf(api, sizeof api, "%d.%d", BT_EFFECT_API_MAJOR, BT_EFFECT_API_MINOR);
    return 0;
}

typedef struct fixture {
    registry *reg;
    char *err;
    char path[4096];
    strbuf expected;
} fixture;

static int setup(void **state)
{
    fixture *f = test_calloc(1, sizeof *f);
    f->reg = reg_new(host_table());
    sb_init(&f->expected);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    reg_free(f->reg);
    free(f->err);
    sb_release(&f->expected);
    test_free(f);
    return 0;
}

static const char *fixture_path(fixture *f, const char *relative)
{
    snprintf(f->path, sizeof f->path, "%s/tests/fixtures/%s", BT_BUILD_DIR, relative);
    return f->path;
}

/* Loads one file from the fixtures, keeping what went to stderr. */
static bool load(fixture *f, const char *relative, loader_origin origin)
{
    capture cap;
    capture_begin(&cap);
    bool ok = loader_load_file(f->reg, fixture_path(f, relative), origin);
    free(f->err);
    f->err = capture_end(&cap);
    return ok;
}

/* "bloodtrail: skipped the effect plugin PATH: REASON\n" */
static const char *skipped(fixture *f, const char *reason)
{
    sb_reset(&f->expected);
    sb_addf(&f->expected, "bloodtrail: skipped the effect plugin %s: %s\n", f->path, reason);
    return f->expected.buf;
}

static void assert_refused(fixture *f, const char *relative, const char *reason)
{
    assert_false(load(f, relative, LOADER_ASKED));
    assert_string_equal(f->err, skipped(f, reason));
    assert_int_equal(reg_count(f->reg), 0);
}

/* --- one bad file at a time --- */

static void test_a_good_plugin_loads_silently(void **state)
{
    fixture *f = *state;
    assert_true(load(f, "good/echo.so", LOADER_ASKED));
    assert_string_equal(f->err, "");
    assert_int_equal(reg_count(f->reg), 1);
    const reg_entry *entry = reg_lookup(f->reg, "test:echo");
    assert_non_null(entry);
    assert_string_equal(entry->path, fixture_path(f, "good/echo.so"));
    assert_non_null(entry->handle);
    assert_false(entry->builtin);
    assert_string_equal(entry->kind->text_domain, "bloodtrail-test-echo");
}

static void test_not_a_shared_object(void **state)
{
    fixture *f = *state;
    assert_false(load(f, "broken/garbage.so", LOADER_ASKED));
    assert_int_equal(reg_count(f->reg), 0);
    /* The middle is dlerror()'s own words. */
    const char *head = skipped(f, "it is not a shared object that can be loaded (");
    f->expected.buf[--f->expected.len] = '\0';   /* the line goes on */
    if (strncmp(f->err, head, strlen(head)) != 0)
        fail_msg("stderr should start with \"%s\":\n%s", head, f->err);
    static const char tail[] =
        "). Remove it from the plugin folder, or rebuild it as a shared library.\n";
    size_t len = strlen(f->err);
    assert_true(len > strlen(head) + strlen(tail));
    assert_string_equal(f->err + len - strlen(tail), tail);
    assert_ptr_equal(strchr(f->err, '\n'), f->err + len - 1);   /* one line */
}

static void test_no_entry_symbol(void **state)
{
    assert_refused(*state, "broken/nosym.so",
                   "it does not export the symbol \"bloodtrail_effect_kind\". Define the "
                   "effect with BT_EFFECT_DEFINE from <bloodtrail/effect.h>.");
}

static void test_another_major_api(void **state)
{
    char reason[512];
    snprintf(reason, sizeof reason,
             "it was built for plugin API 99.0, but this bloodtrail speaks API %s. Rebuild it "
             "against this version's <bloodtrail/effect.h>.",
             api);
    assert_refused(*state, "broken/major99.so", reason);
}

static void test_a_newer_minor_api(void **state)
{
    char reason[512];
    snprintf(reason, sizeof reason,
             "it needs plugin API %d.%d, newer than this bloodtrail's %s. Update bloodtrail, or "
             "build the plugin against the header of this version.",
             BT_EFFECT_API_MAJOR, BT_EFFECT_API_MINOR + 1, api);
    assert_refused(*state, "broken/minor-new.so", reason);
}

static void test_incomplete_descriptors(void **state)
{
    fixture *f = *state;
    /* Each names the field and the rule it breaks (tests/unit/test_check.c
     * has one case for every rule). */
    static const struct {
        const char *file, *reason;
    } cases[] = {
        { "broken/nolabel.so",
          "its descriptor has no \"label\", which every plugin must have. Fill it in as "
          "<bloodtrail/effect.h> describes and rebuild the plugin." },
        { "broken/nostacks.so",
          "its field \"max_stacks\" is 0, and it must be from 1 to 1000 (1 for a kind that "
          "does not stack). Set it and rebuild the plugin." },
        { "broken/badtext.so",
          "its field \"on_text\" (\"{name breaks.\") is not a well-formed template: a brace "
          "is missing or a placeholder is empty (write \"{{\" for a brace). Fix it and "
          "rebuild the plugin." },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        assert_refused(f, cases[i].file, cases[i].reason);
}

static void test_an_id_loaded_already(void **state)
{
    fixture *f = *state;
    assert_true(load(f, "good/echo.so", LOADER_ASKED));
    char first[sizeof f->path];
    memcpy(first, f->path, sizeof first);
    assert_false(load(f, "dup/echo.so", LOADER_ASKED));
    strbuf reason;
    sb_init(&reason);
    sb_addf(&reason,
            "the effect \"test:echo\" is already loaded from %s, which comes first in the "
            "search order. Remove one of the two, or give this one another id.",
            first);
    assert_string_equal(f->err, skipped(f, reason.buf));
    sb_release(&reason);
    assert_int_equal(reg_count(f->reg), 1);
    assert_string_equal(reg_lookup(f->reg, "test:echo")->path, first);
}

static void test_a_builtin_id_from_elsewhere(void **state)
{
    fixture *f = *state;
    static const char reason[] =
        "its id \"poison\" has no namespace, and such ids belong to bloodtrail's built-in "
        "effects. Give it a namespaced id such as \"mymod:poison\".";
    assert_refused(f, "broken/claim-poison.so", reason);
    /* The user's own folder is no better than a folder named on the command line. */
    assert_false(load(f, "broken/claim-poison.so", LOADER_USER));
    assert_string_equal(f->err, skipped(f, reason));
    /* Only bloodtrail's own folder may define "poison". */
    assert_true(load(f, "broken/claim-poison.so", LOADER_BUILTIN));
    assert_string_equal(f->err, "");
    assert_true(reg_lookup(f->reg, "poison")->builtin);
}

static void test_init_refuses(void **state)
{
    assert_refused(*state, "broken/initfail.so",
                   "its init function refused to start. See the plugin's documentation for what "
                   "it needs.");
}
/* A descriptor shorter than its version says (8 bytes, claiming 1.1): the
 * host reads nothing past it (ASan would see it in make check-all). */
static void test_a_descriptor_too_short_for_its_version(void **state)
{
    char reason[512];
    snprintf(reason, sizeof reason,
             "its descriptor is only 8 bytes long, too short for plugin API %d.1: it was built "
             "against an older header. Rebuild it against this version's "
             "<bloodtrail/effect.h>.",
             BT_EFFECT_API_MAJOR);
    assert_refused(*state, "broken/short.so", reason);
}

/* A function exported under the descriptor's name: refused as a function,
 * not read as a descriptor "built against an older header". */
static void test_a_function_as_the_descriptor(void **state)
{
    assert_refused(*state, "broken/function.so",
                   "its symbol \"bloodtrail_effect_kind\" is a function, not the bt_effect_kind "
                   "structure the game reads. Define the effect with BT_EFFECT_DEFINE from "
                   "<bloodtrail/effect.h> (a structure, not a function that returns one) and "
                   "rebuild the plugin.");
}

/* --- whole folders --- */

static void test_a_folder_of_broken_plugins(void **state)
{
    fixture *f = *state;
    capture cap;
    capture_begin(&cap);
    size_t added = loader_load_dir(f->reg, fixture_path(f, "broken"), LOADER_ASKED);
    f->err = capture_end(&cap);
    /* Only the good one among them. */
    assert_int_equal(added, 1);
    assert_int_equal(reg_count(f->reg), 1);
    assert_non_null(reg_find(f->reg, "test:echo"));
    /* One line for each of the other eleven, in name order, naming its file. */
    static const char *const files[] = { "badtext.so",  "claim-poison.so", "function.so",
                                         "garbage.so",  "initfail.so",     "major99.so",
                                         "minor-new.so", "nolabel.so",     "nostacks.so",
                                         "nosym.so",    "short.so" };
    const char *line = f->err;
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        sb_reset(&f->expected);
        sb_addf(&f->expected, "bloodtrail: skipped the effect plugin %s/tests/fixtures/broken/%s: ",
                BT_BUILD_DIR, files[i]);
        const char *head = f->expected.buf;
        if (strncmp(line, head, strlen(head)) != 0)
            fail_msg("line %zu of stderr should start with \"%s\":\n%s", i + 1, head, f->err);
        line = strchr(line, '\n');
        assert_non_null(line);
        line++;
    }
    assert_string_equal(line, "");
}

static void test_broken_plugins_do_not_stop_the_builtins(void **state)
{
    fixture *f = *state;
    capture cap;
    capture_begin(&cap);
    loader_load_dir(f->reg, fixture_path(f, "broken"), LOADER_ASKED);
    loader_load_dir(f->reg, build_path("plugins/.libs"), LOADER_BUILTIN);
    f->err = capture_end(&cap);
    /* echo and the nineteen built-in kinds. */
    assert_int_equal(reg_count(f->reg), 20);
    const reg_entry *poison = reg_lookup(f->reg, "poison");
    assert_non_null(poison);
    assert_true(poison->builtin);
    assert_string_equal(poison->path, build_path("plugins/.libs/poison.so"));
}

static void test_a_missing_folder(void **state)
{
    fixture *f = *state;
    capture cap;
    capture_begin(&cap);
    assert_int_equal(loader_load_dir(f->reg, fixture_path(f, "nosuch"), LOADER_USER), 0);
    f->err = capture_end(&cap);
    /* The user's folder may well not exist: no word about it. */
    assert_string_equal(f->err, "");
    free(f->err);
    capture_begin(&cap);
    assert_int_equal(loader_load_dir(f->reg, f->path, LOADER_ASKED), 0);
    f->err = capture_end(&cap);
    sb_reset(&f->expected);
    sb_addf(&f->expected,
            "bloodtrail: cannot read the plugin folder %s: No such file or directory. Check "
            "the folders given with --plugin-dir and BLOODTRAIL_PLUGIN_PATH.\n",
            f->path);
    assert_string_equal(f->err, f->expected.buf);
}

/* --- the registry --- */

static void test_registry(void **state)
{
    fixture *f = *state;
    enum { N = 100 };
    static char ids[N][16];
    static bt_effect_kind kinds[N];
    for (int i = 0; i < N; i++) {
        snprintf(ids[i], sizeof ids[i], "t:k%d", i);
        kinds[i] = (bt_effect_kind){ .id = ids[i], .max_stacks = 1, .name = "k", .label = "k" };
        assert_true(reg_add(f->reg, &kinds[i], ids[i], NULL, i % 2 == 0));
    }
    assert_int_equal(reg_count(f->reg), N);
    for (int i = 0; i < N; i++) {
        /* The registry's own copy, in load order, with its own texts. */
        const bt_effect_kind *kind = reg_find(f->reg, ids[i]);
        assert_non_null(kind);
        assert_ptr_not_equal(kind, &kinds[i]);
        assert_ptr_equal(reg_at(f->reg, (size_t)i)->kind, kind);
        assert_string_equal(kind->id, ids[i]);
        assert_ptr_not_equal(kind->id, ids[i]);
        assert_string_equal(reg_lookup(f->reg, ids[i])->path, ids[i]);
        assert_int_equal(reg_lookup(f->reg, ids[i])->builtin, i % 2 == 0);
    }
    assert_null(reg_at(f->reg, N));
    assert_null(reg_find(f->reg, "t:k100"));
    assert_null(reg_find(f->reg, "t:k"));
    assert_null(reg_find(f->reg, ""));
    /* The first kind with an id stays. */
    bt_effect_kind again = kinds[7];
    again.name = "other";
    assert_false(reg_add(f->reg, &again, "other", NULL, false));
    assert_string_equal(reg_find(f->reg, "t:k7")->name, "k");
    assert_int_equal(reg_count(f->reg), N);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_a_good_plugin_loads_silently, setup, teardown),
        cmocka_unit_test_setup_teardown(test_not_a_shared_object, setup, teardown),
        cmocka_unit_test_setup_teardown(test_no_entry_symbol, setup, teardown),
        cmocka_unit_test_setup_teardown(test_another_major_api, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_newer_minor_api, setup, teardown),
        cmocka_unit_test_setup_teardown(test_incomplete_descriptors, setup, teardown),
        cmocka_unit_test_setup_teardown(test_an_id_loaded_already, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_builtin_id_from_elsewhere, setup, teardown),
        cmocka_unit_test_setup_teardown(test_init_refuses, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_descriptor_too_short_for_its_version, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_function_as_the_descriptor, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_folder_of_broken_plugins, setup, teardown),
        cmocka_unit_test_setup_teardown(test_broken_plugins_do_not_stop_the_builtins, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_missing_folder, setup, teardown),
        cmocka_unit_test_setup_teardown(test_registry, setup, teardown),
    };
    return cmocka_run_group_tests_name("loader", tests, group_setup, NULL);
}
