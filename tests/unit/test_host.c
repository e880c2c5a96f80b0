/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_host.c - the host side of API 1.1 (src/plugin/host.c and the
 * engine's bounds): every service checks its arguments and says once what a
 * plugin did wrong; what callbacks write back is kept within what a save
 * holds; say_to, position, decorate and ask_reaction with its asker; the
 * plugin cache's records read back as they were written. */
#include "config.h"

#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "combat/blow.h"
#include "engine/creature.h"
#include "engine/effect.h"
#include "plugin/cache.h"
#include "plugin/host.h"
#include "plugin/registry.h"
#include "support.h"
#include "util/xalloc.h"

static registry *kinds;
static const bt_host *host;

/* --- test kinds --- */

static void nonsense_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    (void)owner;
    (void)ctx;
    fx->turns = 1999999;
    fx->stacks = -7;
    fx->power = -5;
    fx->state[0] = INT_MAX;
    fx->state[1] = INT_MIN;
    fx->state[2] = 17;
}

static int huge_modifier(const bt_effect *fx, bt_stat stat)
{
    (void)fx;
    return stat == BT_STAT_STRENGTH ? INT_MAX : stat == BT_STAT_DEFENSE ? INT_MIN : 0;
}

static int reacted;            /* 1: yes, 2: no */
static bool asked;

static void asking_before(bt_effect *fx, bt_creature *owner, bt_blow *hit, bt_context *ctx)
{
    (void)owner;
    asked = host->ask_reaction(ctx, hit, fx->kind, "Prick {other}?");
    /* A second question in the same hook is refused. */
    assert_false(host->ask_reaction(ctx, hit, fx->kind, "Prick {other} again?"));
}

static void asking_react(bt_effect *fx, bt_creature *owner, bt_blow *hit, bool accepted,
                         bt_context *ctx)
{
    (void)fx;
    (void)owner;
    (void)ctx;
    reacted = accepted ? 1 : 2;
    hit->amount = accepted ? 0 : hit->amount;
}

/* A kind whose hooks count the blows they took part in. */
static int late_before, late_after;

static void late_before_blow(bt_effect *fx, bt_creature *owner, bt_blow *hit, bt_context *ctx)
{
    (void)fx;
    (void)owner;
    (void)hit;
    (void)ctx;
    late_before++;
}

static void late_after_blow(bt_effect *fx, bt_creature *owner, bt_blow *hit, bt_context *ctx)
{
    (void)fx;
    (void)owner;
    (void)hit;
    (void)ctx;
    late_after++;
}

/* Writes nonsense into another effect of its owner, as find_effect lets a
 * plugin, then lands that kind again: the stack rule must not overflow. */
static void meddler_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    (void)fx;
    bt_effect *other = host->find_effect(owner, "t:late");
    other->turns = INT_MAX;
    other->power = -9;
    other->stacks = INT_MAX;
    other->state[1] = INT_MIN;
    host->apply_effect(ctx, owner, "t:late", 2, 1);
}

#define KIND(ID, ...)                                                                        \
    {                                                                                         \
        .api_major = BT_EFFECT_API_MAJOR, .api_minor = BT_EFFECT_API_MINOR, .id = (ID),       \
        .stack_rule = BT_STACK_STACK, .max_stacks = 3, .param = BT_PARAM_POWER,               \
        .name = (ID), .label = "t", __VA_ARGS__                                               \
    }

static const bt_effect_kind test_kinds[] = {
    KIND("t:nonsense", .turn = nonsense_turn),
    KIND("t:huge", .modifier = huge_modifier),
    KIND("t:asking", .before_blow = asking_before, .react = asking_react),
    KIND("t:marking", .decoration = ":", .each_turn = BT_TURN_HEAL,
         .each_turn_text = "{name} mends (+{n})."),
    KIND("t:late", .before_blow = late_before_blow, .after_blow = late_after_blow),
    KIND("t:meddler", .turn = meddler_turn),
};

static int setup(void **state)
{
    (void)state;
    speak_english();
    kinds = reg_new();
    for (size_t i = 0; i < sizeof test_kinds / sizeof *test_kinds; i++)
        assert_true(reg_add(kinds, &test_kinds[i], "(test)", NULL, false));
    host_set_registry(kinds);
    host = host_table();
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    host_set_registry(NULL);
    host_set_world(NULL);
    host_set_reaction_asker(NULL, NULL);
    reg_free(kinds);
    return 0;
}

/* --- arguments --- */

static void test_every_service_survives_null_and_extremes(void **state)
{
    (void)state;
    said s;
    said_init(&s);
    bt_context ctx;
    said_context(&ctx, &s);
    bt_creature *c = cr_new("Iva", true, 20, 5, 4, 10);
    cr_set_life(c, 10);
    capture cap;
    capture_begin(&cap);
    host->say(NULL, NULL, "{name} speaks.", c, 0);
    host->say(&ctx, NULL, NULL, c, 0);
    host->say(&ctx, NULL, "{name} is not there.", NULL, 0);
    host->say(&ctx, NULL, "{nmae} speaks.", c, 0);
    host->say(&ctx, NULL, "{name speaks.", c, 0);
    host->say_plural(&ctx, NULL, "{n} word.", NULL, c, 2);
    host->say_to(&ctx, NULL, "{name} and {other}.", c, NULL, 0);
    assert_int_equal(host->heal(c, INT_MAX), 10);
    assert_int_equal(c->life, 20);
    assert_int_equal(host->heal(NULL, 5), 0);
    host->hurt(&ctx, NULL, 5);
    host->hurt(NULL, c, 5);
    assert_int_equal(host->life(NULL), 0);
    assert_false(host->is_alive(NULL));
    assert_int_equal(host->stat(c, (bt_stat)99), 0);
    assert_int_equal(host->stat(c, (bt_stat)-1), 0);
    assert_null(host->find_effect(c, NULL));
    assert_false(host->apply_effect(&ctx, c, "t:nonsense", 0, 1));
    assert_false(host->apply_effect(&ctx, c, "t:nonsense", 5, INT_MAX));
    assert_false(host->apply_effect(&ctx, c, NULL, 5, 1));
    host->remove_effect(NULL, "t:nonsense");
    int x = 0;
    assert_false(host->position(c, &x, NULL));
    assert_false(host->decorate(c, 0, 0, NULL));
    assert_false(host->ask_reaction(&ctx, NULL, &test_kinds[2], "?"));
    assert_int_equal(host->random(INT_MIN), 0);
    host->say(&ctx, NULL, "A text without a name.", NULL, 0);
    host->say(&ctx, NULL, "{nmae} speaks.", c, 0);          /* said once already */
    char *err = capture_end(&cap);
    /* Only the text that could be said was said. */
    assert_string_equal(s.text.buf, "A text without a name.\n");
    /* One line for each mistake, each naming the service and what was wrong. */
    static const char *const expected[] = {
        "called say() with ctx NULL",
        "called say() with msgid NULL",
        "called say() with the text \"{name} is not there.\", whose placeholder {name} it "
        "cannot fill there",
        "called say() with the text \"{nmae} speaks.\", whose placeholder {nmae}",
        "called say() with the text \"{name speaks.\", which is not a well-formed template",
        "called say_plural() with msgid_plural NULL",
        "called say_to() with the text \"{name} and {other}.\", whose placeholder {other}",
        "called heal() with c NULL",
        "called hurt() with c NULL",
        "called hurt() with ctx NULL",
        "called life() with c NULL",
        "called is_alive() with c NULL",
        "called stat() with stat = 99, outside 0 to 4",
        "called stat() with stat = -1, outside 0 to 4",
        "called find_effect() with id NULL",
        "called apply_effect() with turns = 0, outside 1 to 100000",
        "called apply_effect() with n = 2147483647, outside 0 to 100000",
        "called apply_effect() with id NULL",
        "called remove_effect() with c NULL",
        "called position() with y NULL",
        "called decorate() with kind NULL",
        "called ask_reaction() with blow NULL",
    };
    const char *line = err;
    for (size_t i = 0; i < sizeof expected / sizeof *expected; i++) {
        assert_non_null(line);
        if (!strstr(line, expected[i]) || strstr(line, "\n") < strstr(line, expected[i]))
            fail_msg("line %zu of stderr should hold \"%s\", not: %.200s", i + 1, expected[i], line);
        line = strchr(line, '\n') + 1;
    }
    assert_string_equal(line, "");
    free(err);
    cr_free(c);
    said_release(&s);
}

/* --- bounds --- */

static void test_what_a_callback_writes_back_is_bounded(void **state)
{
    (void)state;
    bt_context quiet;
    ctx_init_quiet(&quiet);
    bt_creature *c = cr_new("Iva", true, 20, 5, 4, 10);
    bt_effect fx = fx_make(reg_find(kinds, "t:nonsense"), 3, 2);
    assert_true(fx_apply(&quiet, c, &fx));
    fx_tick(&quiet, c);
    const bt_effect *after = cr_find_effect(c, "t:nonsense");
    assert_non_null(after);
    /* Written back within the bounds, then the tick took its turn. */
    assert_int_equal(after->turns, BT_EFFECT_MAX_TURNS - 1);
    assert_int_equal(after->stacks, 1);
    assert_int_equal(after->power, 0);
    assert_int_equal(after->state[0], BT_EFFECT_STATE_LIMIT);
    assert_int_equal(after->state[1], -BT_EFFECT_STATE_LIMIT);
    assert_int_equal(after->state[2], 17);
    assert_int_equal(after->state[3], 0);
    /* fx_make bounds what it is given too. */
    bt_effect made = fx_make(reg_find(kinds, "t:nonsense"), 0, -3);
    assert_int_equal(made.turns, 1);
    assert_int_equal(made.power, 0);
    cr_free(c);
}

static void test_what_another_plugin_wrote_is_bounded_before_it_stacks(void **state)
{
    (void)state;
    bt_context quiet;
    ctx_init_quiet(&quiet);
    bt_creature *c = cr_new("Iva", true, 20, 5, 4, 10);
    bt_effect late = fx_make(reg_find(kinds, "t:late"), 3, 1);
    bt_effect meddler = fx_make(reg_find(kinds, "t:meddler"), 3, 1);
    assert_true(fx_apply(&quiet, c, &late));
    assert_true(fx_apply(&quiet, c, &meddler));
    fx_tick(&quiet, c);
    const bt_effect *after = cr_find_effect(c, "t:late");
    assert_non_null(after);
    /* Bounded first (turns at most 100000, power at least 0, 3 stacks),
     * then the new one stacked on it: still 3 stacks, power 1. */
    assert_int_equal(after->stacks, 3);
    assert_int_equal(after->turns, BT_EFFECT_MAX_TURNS);
    assert_int_equal(after->power, 1);
    assert_int_equal(after->state[1], -BT_EFFECT_STATE_LIMIT);
    cr_free(c);
}

static void test_a_modifier_cannot_overflow_a_stat(void **state)
{
    (void)state;
    bt_context quiet;
    ctx_init_quiet(&quiet);
    bt_creature *c = cr_new("Iva", true, 20, 5, 4, 10);
    bt_effect fx = fx_make(reg_find(kinds, "t:huge"), 3, 1);
    fx_apply(&quiet, c, &fx);
    assert_int_equal(cr_stat(c, BT_STAT_STRENGTH), 5 + BT_EFFECT_MAX_MODIFIER);
    assert_int_equal(cr_stat(c, BT_STAT_DEFENSE), 0);
    assert_int_equal(cr_stat(c, BT_STAT_AGILITY), 10);
    cr_free(c);
}

/* --- say_to, position, decorate --- */

static bool world_position(void *user, const bt_creature *c, int *x, int *y)
{
    (void)user;
    *x = c->max_life;
    *y = 7;
    return true;
}

static const bt_effect_kind *decorated;

static bool world_decorate(void *user, bt_creature *owner, int x, int y,
                           const bt_effect_kind *kind)
{
    (void)user;
    (void)owner;
    decorated = kind;
    return x == 1 && y == 2;
}

static void test_two_creatures_and_the_map(void **state)
{
    (void)state;
    said s;
    said_init(&s);
    bt_context ctx;
    said_context(&ctx, &s);
    bt_creature *iva = cr_new("Iva", true, 20, 5, 4, 10);
    bt_creature *wolf = cr_new("wolf", false, 30, 5, 4, 10);
    host->say_to(&ctx, NULL, "{name:gen} thorns prick {other:acc} ({n}).", iva, wolf, 3);
    assert_string_equal(s.text.buf, "Iva's thorns prick the wolf (3).\n");
    int x = -1, y = -1;
    assert_false(host->position(iva, &x, &y));        /* no map lent yet */
    assert_int_equal(x, -1);
    host_world world = { world_position, world_decorate, NULL };
    host_set_world(&world);
    assert_true(host->position(wolf, &x, &y));
    assert_int_equal(x, 30);
    assert_int_equal(y, 7);
    /* A plugin hands its own descriptor; the host lends the map its copy. */
    assert_true(host->decorate(iva, 1, 2, &test_kinds[3]));
    assert_ptr_equal(decorated, reg_find(kinds, "t:marking"));
    assert_false(host->decorate(iva, 5, 5, &test_kinds[3]));
    cr_free(iva);
    cr_free(wolf);
    said_release(&s);
}

/* --- reactions --- */

static host_answer answer;
static char question[128];

static host_answer ask(void *user, const host_question *q)
{
    (void)user;
    snprintf(question, sizeof question, "%s", q->text);
    return answer;
}

/* One before-step of a blow, as the damage procedure runs it. */
static void before_step(bt_context *ctx, bt_creature *owner, bt_blow *hit)
{
    long i = cr_effect_index(owner, "t:asking");
    assert_true(i >= 0);
    fx_run_blow_hook(ctx, owner, (size_t)i, owner->effects[i].fx.kind->before_blow, hit);
    host_settle_reaction(ctx);
}

static void test_a_reaction_asked_and_answered(void **state)
{
    (void)state;
    said s;
    said_init(&s);
    bt_context ctx;
    said_context(&ctx, &s);
    bt_creature *iva = cr_new("Iva", true, 20, 5, 4, 10);
    bt_creature *wolf = cr_new("wolf", false, 30, 5, 4, 10);
    bt_effect fx = fx_make(reg_find(kinds, "t:asking"), 5, 1);
    fx_apply(&ctx, iva, &fx);
    bt_blow hit = { .source = wolf, .victim = iva, .action = "attack", .amount = 6 };
    /* Nobody to ask: the hook hears false, and nothing waits. */
    reacted = 0;
    before_step(&ctx, iva, &hit);
    assert_false(asked);
    assert_int_equal(reacted, 0);
    host_set_reaction_asker(ask, NULL);
    answer = HOST_ASK_NOBODY;
    before_step(&ctx, iva, &hit);
    assert_false(asked);
    /* Answered at once: react runs after the hook, with the answer. */
    answer = HOST_ASK_YES;
    before_step(&ctx, iva, &hit);
    assert_true(asked);
    assert_string_equal(question, "Prick the wolf?");
    assert_int_equal(reacted, 1);
    assert_int_equal(hit.amount, 0);
    /* Later: the asker keeps the question; host_react gives the answer. */
    reacted = 0;
    hit.amount = 6;
    answer = HOST_ASK_LATER;
    before_step(&ctx, iva, &hit);
    assert_true(asked);
    assert_int_equal(reacted, 0);
    assert_true(host_react(&ctx, iva, reg_find(kinds, "t:asking"), &hit, false));
    assert_int_equal(reacted, 2);
    assert_int_equal(hit.amount, 6);
    /* A quiet context asks nobody. */
    bt_context quiet;
    ctx_init_quiet(&quiet);
    answer = HOST_ASK_YES;
    before_step(&quiet, iva, &hit);
    assert_false(asked);
    /* Outside before_blow it is refused, and said. */
    capture cap;
    capture_begin(&cap);
    assert_false(host->ask_reaction(&ctx, &hit, reg_find(kinds, "t:asking"), "Now?"));
    char *err = capture_end(&cap);
    assert_non_null(strstr(err, "called ask_reaction() in its - callback; a reaction can be "
                                "asked only from before_blow."));
    free(err);
    cr_free(iva);
    cr_free(wolf);
    said_release(&s);
}

/* --- an effect that a blow brings --- */

static void test_an_effect_a_blow_brings_waits_for_the_next_blow(void **state)
{
    (void)state;
    bt_context quiet;
    ctx_init_quiet(&quiet);
    rng r;
    rng_seed(&r, 1);
    bt_creature *iva = cr_new("Iva", true, 40, 6, 2, 5);
    bt_creature *wolf = cr_new("wolf", false, 40, 6, 2, 5);
    static const attack_def claws = { 3, 3, BT_DAMAGE_SLASH, false, 0 };
    effect_ref brought = { (char *)"t:late", 5, 1, 100, 0 };
    late_before = late_after = 0;
    blow b;
    blow_init(&b, &quiet, &r, kinds, wolf, iva, &claws, "attack");
    b.effect = &brought;
    b.rec.amount = 5;
    blow_run(&b);
    /* It landed on Iva during the blow, and took no part in it. */
    assert_true(cr_has_kind(iva, reg_find(kinds, "t:late")));
    assert_int_equal(late_before, 0);
    assert_int_equal(late_after, 0);
    /* The next blow is its: both hooks run. */
    blow_init(&b, &quiet, &r, kinds, wolf, iva, &claws, "attack");
    b.rec.amount = 5;
    blow_run(&b);
    assert_int_equal(late_before, 1);
    assert_int_equal(late_after, 1);
    cr_free(iva);
    cr_free(wolf);
}

/* --- the plugin cache --- */

static void test_cache_records_read_back(void **state)
{
    (void)state;
    char dir[] = "/tmp/bloodtrail-cache-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256], file[256];
    snprintf(path, sizeof path, "%s/sub/plugins", dir);
    snprintf(file, sizeof file, "%s/a plugin\nwith a newline.so", dir);
    FILE *f = fopen(file, "w");
    assert_non_null(f);
    fclose(f);
    info_key key = { 1, 2, 3, 4, 5 };
    plugin_info good;
    info_init(&good, file, &key);
    info_set_desc(&good, &test_kinds[3]);
    plugin_cache *cache = cache_read(path);
    assert_false(cache_changed(cache));
    cache_put(cache, &good);
    assert_true(cache_write(cache));
    cache_free(cache);
    cache = cache_read(path);
    const plugin_info *back = cache_find(cache, file, &key);
    assert_non_null(back);
    assert_int_equal(back->verdict.code, REFUSAL_NONE);
    assert_string_equal(back->desc.id, "t:marking");
    assert_string_equal(back->desc.decoration, ":");
    assert_int_equal(back->desc.max_stacks, 3);
    assert_int_equal(back->desc.each_turn, BT_TURN_HEAL);
    assert_string_equal(back->desc.each_turn_text, "{name} mends (+{n}).");
    /* Another key is another version of the file: not known. */
    info_key changed = key;
    changed.mtime_nsec++;
    assert_null(cache_find(cache, file, &changed));
    cache_free(cache);
    info_release(&good);
    /* A damaged cache is no cache at all. */
    f = fopen(path, "a");
    fputs("plugin nonsense\nwhat is this\n", f);
    fclose(f);
    cache = cache_read(path);
    assert_null(cache_find(cache, file, &key));
    assert_true(cache_changed(cache));
    cache_free(cache);
    unlink(file);
    unlink(path);
    snprintf(path, sizeof path, "%s/sub", dir);
    rmdir(path);
    rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_every_service_survives_null_and_extremes, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_what_another_plugin_wrote_is_bounded_before_it_stacks,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_what_a_callback_writes_back_is_bounded, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_modifier_cannot_overflow_a_stat, setup, teardown),
        cmocka_unit_test_setup_teardown(test_two_creatures_and_the_map, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_reaction_asked_and_answered, setup, teardown),
        cmocka_unit_test_setup_teardown(test_an_effect_a_blow_brings_waits_for_the_next_blow,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_cache_records_read_back, setup, teardown),
    };
    return cmocka_run_group_tests_name("host", tests, NULL, NULL);
}
