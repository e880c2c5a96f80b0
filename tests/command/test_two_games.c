/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_two_games.c - two games in one process, one in Bulgarian with seed
 * 42 and one in German with seed 7, played turn by turn in turn: each says
 * what it says when played alone. Each game's session keeps its random
 * stream, its map and its kinds: the dice plugins roll from the stream of
 * the game they are in (test:dice with API 1.2's random_in, test:dice10
 * with the 1.0 header's random), and each game makes its language current
 * when it plays. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../unit/support.h"
#include "command/command.h"
#include "engine/effect.h"
#include "engine/host.h"
#include "plugin/loader.h"
#include "util/xalloc.h"

#define TURNS 40

typedef struct one_game {
    game g;
    const char *language;
    uint64_t seed;
} one_game;

static registry *kinds;
static content data;

static int setup(void **state)
{
    (void)state;
    speak_english();
    kinds = load_builtins();
    assert_true(loader_load_file(kinds, build_path("tests/plugins/.libs/dice.so"), LOADER_ASKED));
    assert_true(
        loader_load_file(kinds, build_path("tests/plugins/.libs/dice10.so"), LOADER_ASKED));
    strbuf error;
    sb_init(&error);
    assert_true(content_load(&data, BT_SOURCE_DIR "/data", kinds, &error));
    sb_release(&error);
    /* No game's loose services: each game must bring its own. */
    host_set_registry(NULL);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    content_release(&data);
    reg_free(kinds);
    return 0;
}

/* Begins a game in its language, the hero rolling both dice every turn. */
static void begin(one_game *o)
{
    game *g = &o->g;
    game_init(g, &data, kinds, o->seed);
    g->language = o->language;
    g->locale_dir = build_path("locale");
    game_speak(g);
    cmd_begin(g, content_class(&data, "barbarian"), "Iva", true);
    const char *dice[] = { "test:dice", "test:dice10" };
    for (size_t i = 0; i < 2; i++) {
        bt_effect fx = fx_make(reg_find(kinds, dice[i]), TURNS + 5, 1);
        fx_apply(&g->log.ctx, g->hero.f.body, &fx);
    }
}

/* One turn of the game's walk: east along the first room, then waits. */
static void play_turn(one_game *o, int turn, cmd_result *r)
{
    command c = cmd_make(turn < 6 ? CMD_STEP : CMD_WAIT);
    c.dx = 1;
    cmd_do(&o->g, &c, r);
}

/* The game's whole history, one line after another. */
static char *history(const game *g)
{
    strbuf all;
    sb_init(&all);
    for (size_t i = 0; i < g->log.count; i++) {
        sb_adds(&all, g->log.lines[i]);
        sb_addc(&all, '\n');
    }
    return sb_detach(&all);
}

static void test_two_games_in_turn_say_what_each_says_alone(void **state)
{
    (void)state;
    one_game alone[2] = { { .language = "bg", .seed = 42 }, { .language = "de", .seed = 7 } };
    one_game together[2] = { { .language = "bg", .seed = 42 }, { .language = "de", .seed = 7 } };
    char *expected[2], *got[2];
    cmd_result r;
    cmd_result_init(&r);
    for (int k = 0; k < 2; k++) {
        begin(&alone[k]);
        for (int t = 0; t < TURNS; t++)
            play_turn(&alone[k], t, &r);
        expected[k] = history(&alone[k].g);
        game_release(&alone[k].g);
    }
    begin(&together[0]);
    begin(&together[1]);
    for (int t = 0; t < TURNS; t++)
        for (int k = 0; k < 2; k++)
            play_turn(&together[k], t, &r);
    for (int k = 0; k < 2; k++) {
        got[k] = history(&together[k].g);
        game_release(&together[k].g);
    }
    cmd_result_release(&r);
    /* Each rolled its dice, in its own language. */
    assert_non_null(strstr(expected[0], "пристъпва в мрака"));
    assert_non_null(strstr(expected[1], "Barbarin"));
    assert_non_null(strstr(expected[0], "Iva rolls"));
    for (int k = 0; k < 2; k++) {
        assert_string_equal(got[k], expected[k]);
        free(expected[k]);
        free(got[k]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_games_in_turn_say_what_each_says_alone),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
