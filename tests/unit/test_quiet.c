/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_quiet.c - SPEC §1: a quiet context says nothing, looks nothing up in
 * the catalogs, and still counts the blood. Linked with
 * -Wl,--wrap=dcgettext (and friends) so the test counts every catalog lookup
 * the engine makes. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>

#include <cmocka.h>

#include "engine/context.h"
#include "engine/creature.h"
#include "engine/effect.h"
#include "plugin/host.h"
#include "plugin/registry.h"
#include "support.h"

/* --- counting lookups --- */

static unsigned long lookups;

char *__real_dcgettext(const char *domain, const char *msgid, int category);
char *__real_dcngettext(const char *domain, const char *msgid, const char *msgid_plural,
                        unsigned long n, int category);
char *__real_dgettext(const char *domain, const char *msgid);
char *__real_dngettext(const char *domain, const char *msgid, const char *msgid_plural,
                       unsigned long n);
char *__wrap_dcgettext(const char *domain, const char *msgid, int category);
char *__wrap_dcngettext(const char *domain, const char *msgid, const char *msgid_plural,
                        unsigned long n, int category);
char *__wrap_dgettext(const char *domain, const char *msgid);
char *__wrap_dngettext(const char *domain, const char *msgid, const char *msgid_plural,
                       unsigned long n);

char *__wrap_dcgettext(const char *domain, const char *msgid, int category)
{
    lookups++;
    return __real_dcgettext(domain, msgid, category);
}

char *__wrap_dcngettext(const char *domain, const char *msgid, const char *msgid_plural,
                        unsigned long n, int category)
{
    lookups++;
    return __real_dcngettext(domain, msgid, msgid_plural, n, category);
}

char *__wrap_dgettext(const char *domain, const char *msgid)
{
    lookups++;
    return __real_dgettext(domain, msgid);
}

char *__wrap_dngettext(const char *domain, const char *msgid, const char *msgid_plural,
                       unsigned long n)
{
    lookups++;
    return __real_dngettext(domain, msgid, msgid_plural, n);
}

/* --- the tests --- */

static registry *kinds;

static int group_setup(void **state)
{
    (void)state;
    speak_english();
    kinds = load_builtins();
    return 0;
}

static int group_teardown(void **state)
{
    (void)state;
    host_set_registry(NULL);
    reg_free(kinds);
    return 0;
}

static bool apply(bt_context *ctx, bt_creature *c, const char *id, int turns, int n)
{
    bt_effect fx = fx_make(reg_find(kinds, id), turns, n);
    return fx_apply(ctx, c, &fx);
}

/* Bleeding (3 wounds) and poison on a wolf of 13 life, three ticks: every
 * kind of line the engine says (on, more, turn, heavy wound, off). */
static void bleed_a_wolf(bt_context *ctx, bt_creature *wolf)
{
    assert_true(apply(ctx, wolf, "bleed", 3, 2));
    assert_true(apply(ctx, wolf, "bleed", 3, 1));
    assert_true(apply(ctx, wolf, "poison", 1, 1));
    for (int i = 0; i < 3; i++)
        fx_tick(ctx, wolf);
}

/* The same run in a speaking context: so the counting does work. */
static void test_a_speaking_context_looks_texts_up(void **state)
{
    (void)state;
    said heard;
    said_init(&heard);
    bt_context ctx;
    said_context(&ctx, &heard);
    bt_creature *wolf = cr_new("wolf", false, 13, 4, 2, 6);
    lookups = 0;
    bleed_a_wolf(&ctx, wolf);
    assert_true(lookups >= 9);
    assert_string_equal(heard.text.buf, "The wolf bleeds.\n"
                                       "The wolf bleeds harder (wounds: 3).\n"
                                       "Poison enters the wolf's blood.\n"
                                       "The wolf loses blood (3).\n"
                                       "The poison burns the wolf (1).\n"
                                       "The wolf is no longer poisoned.\n"
                                       "The wolf loses blood (3).\n"
                                       "The wolf loses blood (3).\n"
                                       "The wolf: heavy wound!\n"
                                       "The wolf's wounds stop bleeding.\n");
    assert_int_equal(wolf->life, 3);
    assert_int_equal(ctx.blood, 9);
    cr_free(wolf);
    said_release(&heard);
}

static void test_a_quiet_context_says_nothing_but_counts_blood(void **state)
{
    (void)state;
    bt_context ctx;
    ctx_init_quiet(&ctx);
    assert_false(ctx_speaks(&ctx));
    assert_false(host_table()->speaks(&ctx));
    bt_creature *wolf = cr_new("wolf", false, 13, 4, 2, 6);
    lookups = 0;
    bleed_a_wolf(&ctx, wolf);
    assert_int_equal(lookups, 0);
    /* The same life lost and blood counted as when someone listens. */
    assert_int_equal(wolf->life, 3);
    assert_int_equal(wolf->effect_count, 0);
    assert_int_equal(ctx.blood, 9);
    cr_free(wolf);
}

/* The lab's "quiet on" silences a speaking context by dropping its sink. */
static void test_a_silenced_context_calls_no_sink(void **state)
{
    (void)state;
    said heard;
    said_init(&heard);
    bt_context ctx;
    said_context(&ctx, &heard);
    bt_creature *iva = cr_new("Iva", true, 13, 4, 2, 6);
    assert_true(apply(&ctx, iva, "rage", 9, 1));
    assert_int_equal(heard.lines, 1);
    ctx.sink = NULL;
    lookups = 0;
    bleed_a_wolf(&ctx, iva);
    cr_hurt(&ctx, iva, 5);
    ctx_say(&ctx, NULL, "{name} says nothing.", NULL, 0);
    ctx_say_plural(&ctx, NULL, "one", "{n} many", 3, NULL, 0);
    ctx_say_line(&ctx, "nothing");
    host_table()->say(&ctx, NULL, "{name} says nothing.", iva, 0);
    host_table()->say_plural(&ctx, NULL, "one", "{n} many", iva, 2);
    assert_int_equal(lookups, 0);
    assert_int_equal(heard.lines, 1);
    assert_int_equal(ctx.blood, 9);
    assert_int_equal(iva->life, 0);
    cr_free(iva);
    said_release(&heard);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_speaking_context_looks_texts_up),
        cmocka_unit_test(test_a_quiet_context_says_nothing_but_counts_blood),
        cmocka_unit_test(test_a_silenced_context_calls_no_sink),
    };
    return cmocka_run_group_tests_name("quiet", tests, group_setup, group_teardown);
}
