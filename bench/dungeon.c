/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dungeon.c - what the deep dungeon costs: making a level of the largest
 * size the generator makes (one of each kind), saving a game that has
 * visited all ten levels, and a world turn with the map drawn on a level of
 * the deep dungeon against one of the classic dungeon; and the rules of a
 * world turn alone (no screen) on every level of each dungeon.
 *
 *   bench/dungeon --data DIR --plugin-dir DIR --work DIR [--only WHAT [--depth N]] [--runs N]
 *
 * Each measured step runs in dungeon_measured(), which callgrind can count
 * alone: valgrind --tool=callgrind --toggle-collect=dungeon_measured
 * bench/dungeon ... --only save --runs 1. One line per cost, the median of
 * the runs:
 *   DUNGEON <what> median_ms=<ms> min_ms=<ms> max_ms=<ms> units=<a step's> bytes=<save size>
 * what: rooms, caves, mixed (a 120x44 level), save (ten levels),
 * turn_deep, turn_classic (level 1, with the map screen; per turn, TURNS
 * turns a step), rules_deep_N and rules_classic_N (the rules alone on level
 * N of the dungeon, arrived at from above as a player does; per turn),
 * watchdog (what the plugin watchdog adds to a command in that game of ten
 * levels when plugins from outside bloodtrail's folder are loaded: the
 * snapshot, the timer armed and stopped).
 * Timed by the CPU time of the thread: on a machine shared with other work
 * the time others take is not counted. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "console/console.h"
#include "console/screen.h"
#include "content/content.h"
#include "dungeon/dungeon.h"
#include "dungeon/gen.h"
#include "engine/host.h"
#include "game/game.h"
#include "game/world.h"
#include "plugin/loader.h"
#include "plugin/watchdog.h"
#include "save/save.h"
#include "save/slot.h"
#include "text/i18n.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

#include "runs.h"

#define TURNS 20

typedef enum what {
    W_ROOMS, W_CAVES, W_MIXED, W_SAVE, W_TURN_DEEP, W_TURN_CLASSIC, W_RULES_DEEP, W_RULES_CLASSIC,
    W_WATCHDOG, W_COUNT
} what;
static const char *const names[W_COUNT] = { "rooms", "caves", "mixed", "save", "turn_deep",
                                            "turn_classic", "rules_deep", "rules_classic",
                                            "watchdog" };

typedef struct env {
    content data;
    registry *kinds;
    const char *work;
    FILE *null_in, *null_out;
} env;

typedef struct step {
    what what;
    int depth;                  /* rules_*: the level of the dungeon, 1 the first */
    env *env;
    game g;
    console c;
    bool playing;
    level_def *made;
    char *save_path;
    long bytes;
} step;

static void fail(const char *problem, const char *subject)
{
    fprintf(stderr, "bench/dungeon: %s%s%s\n", problem, subject ? ": " : "", subject ? subject : "");
    exit(1);
}


/* Everything callgrind counts, and nothing else. */
__attribute__((noinline)) void dungeon_measured(step *s);

void dungeon_measured(step *s)
{
    switch (s->what) {
    case W_ROOMS:
    case W_CAVES:
    case W_MIXED: {
        gen_request req = { .data = &s->env->data, .seed = 42, .depth = 5, .last = 10,
                            .kind = (int)(s->what - W_ROOMS), .width = GEN_MAX_WIDTH,
                            .height = GEN_MAX_HEIGHT };
        s->made = gen_level(&req, NULL);
        break;
    }
    case W_SAVE: {
        save_slot slot;
        strbuf error;
        sb_init(&error);
        if (slot_open(&slot, s->save_path, NULL, false, &error) != SLOT_OPEN ||
            !save_write(&s->g, &slot, &error))
            fail("the save cannot be written", error.buf);
        slot_close(&slot);
        sb_release(&error);
        break;
    }
    case W_TURN_DEEP:
    case W_TURN_CLASSIC: {
        strbuf screen;
        sb_init(&screen);
        for (int turn = 0; turn < TURNS; turn++) {
            world_end_turn(&s->g);
            sb_reset(&screen);
            screen_map(&s->g, &screen);
        }
        sb_release(&screen);
        break;
    }
    case W_RULES_DEEP:
    case W_RULES_CLASSIC:
        for (int turn = 0; turn < TURNS; turn++)
            world_end_turn(&s->g);
        break;
    case W_WATCHDOG: {
        /* As console.c's watched_dispatch does around a command. */
        strbuf text;
        sb_init(&text);
        save_render(&s->g, &text);
        watchdog_save snap = { .text = text.buf, .len = text.len, .path = "unused",
                               .shown = "unused", .tmp_path = "unused", .folder = "." };
        watchdog_arm(&snap, NULL);
        watchdog_disarm();
        sb_release(&text);
        break;
    }
    default:
        break;
    }
}

/* A game of Iva the barbarian, seed 42, in the dungeon of the kind. */
static void play(step *s, dungeon_kind kind)
{
    console_options opt = { .name = "Iva", .gender = GAME_FEMALE, .class_id = "barbarian",
                            .seed = 42, .dungeon = (int)kind };
    game_init(&s->g, &s->env->data, s->env->kinds, opt.seed);
    game_set_dungeon(&s->g, kind);
    console_open(&s->c, &s->g, &opt, s->env->null_in, s->env->null_out);
    msglog_clear(&s->g.log);
    s->playing = true;
}

/* Down the stairs until the hero is on level depth (the bottom at most). */
static void go_down_to(step *s, int depth)
{
    game *g = &s->g;
    while (g->level.depth < depth && g->level.depth < g->dungeon.depth_count) {
        g->hero.f.x = g->level.down_x;
        g->hero.f.y = g->level.down_y;
        if (g->level.down_x < 0 || world_descend(g) != WORLD_TURN)
            fail("the stairs down are missing", NULL);
    }
}

static void step_open(step *s, env *e, what w, int depth)
{
    memset(s, 0, sizeof *s);
    s->what = w;
    s->depth = depth;
    s->env = e;
    if (w == W_WATCHDOG) {
        play(s, DUNGEON_DEEP);
        go_down_to(s, s->g.dungeon.depth_count);    /* ten levels in the game */
        /* The command before took the first snapshot on this level, which
         * wrote the levels left behind once (save/save.h): a command costs
         * what every later one does. */
        strbuf text;
        sb_init(&text);
        save_render(&s->g, &text);
        sb_release(&text);
    } else if (w == W_SAVE) {
        play(s, DUNGEON_DEEP);
        go_down_to(s, s->g.dungeon.depth_count);    /* ten levels in the game */
        strbuf path;
        sb_init(&path);
        sb_addf(&path, "%s/ten-levels.sav", e->work);
        unlink(path.buf);
        s->save_path = sb_detach(&path);
    } else if (w == W_TURN_DEEP || w == W_TURN_CLASSIC) {
        play(s, w == W_TURN_DEEP ? DUNGEON_DEEP : DUNGEON_CLASSIC);
    } else if (w == W_RULES_DEEP || w == W_RULES_CLASSIC) {
        play(s, w == W_RULES_DEEP ? DUNGEON_DEEP : DUNGEON_CLASSIC);
        go_down_to(s, s->depth);
        if (s->g.level.depth != s->depth)
            fail("the dungeon is not that deep", NULL);
        msglog_clear(&s->g.log);
    }
}

static void step_close(step *s)
{
    if (s->made) {
        content_level_release(s->made);
        free(s->made);
    }
    if (s->save_path) {
        struct stat st;
        s->bytes = stat(s->save_path, &st) == 0 ? (long)st.st_size : -1;
        unlink(s->save_path);
        free(s->save_path);
    }
    if (s->playing) {
        console_close(&s->c);
        game_release(&s->g);
    }
}


/* How many levels the deep (or classic) dungeon has. */
static int depth_count(const content *data, bool deep)
{
    dungeon d;
    dungeon_init(&d, data, deep ? DUNGEON_DEEP : DUNGEON_CLASSIC, 42);
    int n = d.depth_count;
    dungeon_release(&d);
    return n;
}

static bool per_level(what w)
{
    return w == W_RULES_DEEP || w == W_RULES_CLASSIC;
}

static void measure(env *e, what w, int depth, int runs)
{
    double *ms = xcalloc((size_t)runs, sizeof *ms);
    long bytes = 0;
    int units = w == W_TURN_DEEP || w == W_TURN_CLASSIC || per_level(w) ? TURNS : 1;
    for (int r = 0; r < runs; r++) {
        step s;
        step_open(&s, e, w, depth);
        double start = runs_cpu_ms();
        dungeon_measured(&s);
        ms[r] = (runs_cpu_ms() - start) / units;
        step_close(&s);
        bytes = s.bytes;
    }
    double median = runs_median(ms, runs);
    char name[64];
    if (per_level(w))
        snprintf(name, sizeof name, "%s_%d", names[w], depth);
    else
        snprintf(name, sizeof name, "%s", names[w]);
    printf("DUNGEON %s median_ms=%.4f min_ms=%.4f max_ms=%.4f units=%d bytes=%ld\n", name, median,
           ms[0], ms[runs - 1], units, bytes);
    fflush(stdout);
    free(ms);
}

static void usage(void)
{
    fputs("usage: bench/dungeon --data DIR --plugin-dir DIR --work DIR "
          "[--only rooms|caves|mixed|save|turn_deep|turn_classic|rules_deep|rules_classic|"
          "watchdog [--depth N]] [--runs N]\n",
          stderr);
    exit(2);
}

int main(int argc, char **argv)
{
    static const struct option options[] = {
        { "data", required_argument, NULL, 'd' },
        { "plugin-dir", required_argument, NULL, 'p' },
        { "work", required_argument, NULL, 'w' },
        { "only", required_argument, NULL, 'o' },
        { "runs", required_argument, NULL, 'r' },
        { "depth", required_argument, NULL, 'l' },
        { NULL, 0, NULL, 0 },
    };
    env e = { 0 };
    const char *data_dir = NULL, *plugin_dir = NULL;
    int only = -1, runs = 5, depth = 0, opt;
    while ((opt = getopt_long(argc, argv, "", options, NULL)) != -1) {
        if (opt == 'd')
            data_dir = optarg;
        else if (opt == 'p')
            plugin_dir = optarg;
        else if (opt == 'w')
            e.work = optarg;
        else if (opt == 'o') {
            for (int w = 0; w < W_COUNT; w++)
                if (strcmp(optarg, names[w]) == 0)
                    only = w;
            if (only < 0)
                usage();
        } else if (opt == 'r')
            runs = atoi(optarg);
        else if (opt == 'l')
            depth = atoi(optarg);
        else
            usage();
    }
    if (!data_dir || !plugin_dir || !e.work || optind != argc || runs < 1 || depth < 0 ||
        (depth && (only < 0 || !per_level((what)only))))
        usage();
    if (mkdir(e.work, 0777) && errno != EEXIST)
        fail("cannot make", e.work);
    i18n_init("en", BT_BUILD_DIR "/locale");
    e.kinds = reg_new(host_table());
    loader_load_dir(e.kinds, plugin_dir, LOADER_BUILTIN);
    host_set_registry(e.kinds);
    strbuf error;
    sb_init(&error);
    if (!content_load(&e.data, data_dir, e.kinds, &error))
        fail("the content does not load", error.buf);
    sb_release(&error);
    e.null_in = fopen("/dev/null", "r");
    e.null_out = fopen("/dev/null", "w");
    if (!e.null_in || !e.null_out)
        fail("cannot open /dev/null", strerror(errno));
    watchdog_install(0);
    /* Its texts are translated at its first arming, as at a game's first
     * command: not in a command measured. */
    watchdog_arm(NULL, NULL);
    watchdog_disarm();
    for (int w = 0; w < W_COUNT; w++) {
        if (only >= 0 && w != only)
            continue;
        if (!per_level((what)w)) {
            measure(&e, (what)w, 0, runs);
            continue;
        }
        for (int n = 1; n <= depth_count(&e.data, w == W_RULES_DEEP); n++)
            if (!depth || n == depth)
                measure(&e, (what)w, n, runs);
    }
    fclose(e.null_in);
    fclose(e.null_out);
    content_release(&e.data);
    host_set_registry(NULL);
    reg_free(e.kinds);
    return 0;
}
