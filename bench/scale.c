/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scale.c - how the game's costs grow with what it holds: each cost at
 * sizes 10, 100, 1,000 and 10,000, so that bench/bench.sh can print each
 * step's growth factor (linear is x10 a step).
 *
 *   world   one world turn and the map screen drawn after it, with N
 *           wandering goblins on a 400x400 level
 *   turn    one world turn alone (the rules, no screen), the same level
 *   fight   one round of a fight with N enemies (10, 50 and 100): the hero's blow
 *           given as a command, then every enemy's turn
 *   load    reading a save of that level with N goblins
 *   effects N effects (of N kinds) applied to one creature, ticked three
 *           times: all expire in the third tick
 *   items   N potions put down on one cell, the hero stepping on it ("You
 *           see ... here") and picking up what fits in the pack
 *   watchdog  what the plugin watchdog adds to a command when plugins from
 *           outside bloodtrail's folder are loaded: the snapshot of the game
 *           with N goblins on the 400x400 level, the timer armed and stopped
 *
 *   bench/scale --data DIR --plugin-dir DIR --work DIR [--only WHAT --size N] [--runs N]
 *
 * DIR of --data is the shipped content; the levels are made in --work.
 * Each measured step runs in scale_measured(), which callgrind can count
 * alone: valgrind --tool=callgrind --toggle-collect=scale_measured
 * bench/scale ... --only world --size 1000 --runs 1. One line per cost and
 * size, the median of the runs (world: per turn), timed by the CPU time of
 * the thread (on a machine shared with other work the time others take is
 * not counted):
 *   SCALE <what> <size> median_ms=<ms> min_ms=<ms> max_ms=<ms> per=<a unit> units=<a step's>
 * (units: how many units scale_measured does in a step, WORLD_TURNS turns). 
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "combat/combat.h"
#include "command/command.h"
#include "console/console.h"
#include "console/screen.h"
#include "content/content.h"
#include "engine/effect.h"
#include "engine/host.h"
#include "game/game.h"
#include "game/monster.h"
#include "game/pack.h"
#include "game/world.h"
#include "plugin/loader.h"
#include "plugin/watchdog.h"
#include "save/save.h"
#include "save/slot.h"
#include "text/i18n.h"
#include "util/strbuf.h"
#include "util/xalloc.h"

#include "runs.h"

#define MAP_SIZE 400
#define WORLD_TURNS 20
#define FIGHT_ROUNDS 10

static const size_t sizes[] = { 10, 100, 1000, 10000 };
#define SIZE_COUNT (sizeof sizes / sizeof *sizes)
static const size_t fight_sizes[] = { 10, 50, 100 };
#define FIGHT_SIZE_COUNT (sizeof fight_sizes / sizeof *fight_sizes)

typedef struct scale_env {
    const char *data_dir;
    const char *work_dir;
    registry *kinds;
    FILE *null_in, *null_out;
} scale_env;

static void fail(const char *what, const char *subject)
{
    fprintf(stderr, "bench/scale: %s%s%s\n", what, subject ? ": " : "", subject ? subject : "");
    exit(1);
}


/* --- the content: the shipped files and one generated level ------------ */

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f || fputs(text, f) == EOF || fclose(f) != 0)
        fail("cannot write", path);
}

/* A data folder in work/N: the shipped content files (linked) and a
 * MAP_SIZE square level with the hero in the middle and n wandering goblins
 * on floor cells drawn from a fixed stream. Returns the folder (free it). */
static char *make_data(const scale_env *env, size_t n)
{
    strbuf dir, path, target;
    sb_init(&dir);
    sb_init(&path);
    sb_init(&target);
    sb_addf(&dir, "%s/monsters-%zu", env->work_dir, n);
    sb_addf(&path, "%s/levels", dir.buf);
    if ((mkdir(dir.buf, 0777) && errno != EEXIST) || (mkdir(path.buf, 0777) && errno != EEXIST))
        fail("cannot make", path.buf);
    /* Every content file of the shipped folder but its levels, so that a
     * new one (reactions.ini) comes along. */
    DIR *shipped = opendir(env->data_dir);
    if (!shipped)
        fail("cannot read", env->data_dir);
    for (struct dirent *e; (e = readdir(shipped));) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len < 5 || strcmp(e->d_name + len - 4, ".ini") != 0)
            continue;
        sb_reset(&path);
        sb_reset(&target);
        sb_addf(&path, "%s/%s", dir.buf, e->d_name);
        sb_addf(&target, "%s/%s", env->data_dir, e->d_name);
        unlink(path.buf);
        if (symlink(target.buf, path.buf))
            fail("cannot link", path.buf);
    }
    closedir(shipped);
    sb_reset(&path);
    sb_addf(&path, "%s/levels/1.ini", dir.buf);
    write_file(path.buf, "[level]\nmap = 1.map\n\n[place g]\ncreature = goblin\nwander = yes\n");

    char *map = xmalloc((size_t)MAP_SIZE * (MAP_SIZE + 1) + 1);
    for (int y = 0; y < MAP_SIZE; y++) {
        for (int x = 0; x < MAP_SIZE; x++) {
            bool edge = x == 0 || y == 0 || x == MAP_SIZE - 1 || y == MAP_SIZE - 1;
            map[y * (MAP_SIZE + 1) + x] = edge ? '#' : '.';
        }
        map[y * (MAP_SIZE + 1) + MAP_SIZE] = '\n';
    }
    map[MAP_SIZE * (MAP_SIZE + 1)] = '\0';
    map[(MAP_SIZE / 2) * (MAP_SIZE + 1) + MAP_SIZE / 2] = '@';
    unsigned state = 2463534242u;
    for (size_t placed = 0; placed < n;) {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        size_t spot = state % ((size_t)MAP_SIZE * MAP_SIZE);
        char *at = &map[(spot / MAP_SIZE) * (MAP_SIZE + 1) + spot % MAP_SIZE];
        if (*at == '.') {
            *at = 'g';
            placed++;
        }
    }
    sb_reset(&path);
    sb_addf(&path, "%s/levels/1.map", dir.buf);
    write_file(path.buf, map);
    free(map);
    sb_release(&path);
    sb_release(&target);
    return sb_detach(&dir);
}

/* --- a game on a level ---------------------------------------------------- */

typedef struct scene {
    content data;
    game g;
    console c;
} scene;

/* Opens the slot of the save at path (its lock taken). */
static void open_slot(save_slot *slot, const char *path)
{
    strbuf error;
    sb_init(&error);
    if (slot_open(slot, path, NULL, false, &error) != SLOT_OPEN)
        fail("the save's slot does not open", error.buf);
    sb_release(&error);
}

/* A game on the level of data_dir; with a save path, one that would go on
 * from that save (the console keeps its slot, the hero is not made yet). */
static void scene_open(scene *s, const scale_env *env, const char *data_dir, const char *save)
{
    strbuf error;
    sb_init(&error);
    if (!content_load(&s->data, data_dir, env->kinds, &error))
        fail("the content does not load", error.buf);
    sb_release(&error);
    save_slot slot;
    slot_init(&slot);
    if (save)
        open_slot(&slot, save);
    console_options opt = { .name = "Iva", .gender = GAME_FEMALE, .class_id = "barbarian",
                            .seed = 42, .save = save ? &slot : NULL };
    game_init(&s->g, &s->data, env->kinds, opt.seed);
    console_open(&s->c, &s->g, &opt, env->null_in, env->null_out);
    msglog_clear(&s->g.log);
}

static void scene_close(scene *s)
{
    console_close(&s->c);
    game_release(&s->g);
    content_release(&s->data);
}

/* --- the measured steps ---------------------------------------------------- */

typedef enum what {
    WHAT_WORLD, WHAT_LOAD, WHAT_EFFECTS, WHAT_ITEMS, WHAT_TURN, WHAT_FIGHT, WHAT_WATCHDOG,
    WHAT_COUNT
} what;
static const char *const what_names[WHAT_COUNT] = { "world", "load", "effects", "items", "turn",
                                                    "fight", "watchdog" };
static const char *const what_units[WHAT_COUNT] = { "turn", "load", "creature", "cell", "turn",
                                                    "round", "command" };

/* How many units one measured step does. */
static int units_of(what w)
{
    return w == WHAT_WORLD || w == WHAT_TURN ? WORLD_TURNS : w == WHAT_FIGHT ? FIGHT_ROUNDS : 1;
}

/* What one measured step works on, made before it and undone after. */
typedef struct step {
    what what;
    size_t size;
    scene scene;
    char *save_path;
    bt_effect_kind *kinds;        /* effects: size kinds */
    bt_creature *creature;
    const item_def *item;
    long carried;                 /* items: potions in the pack before */
} step;

/* Everything callgrind counts, and nothing else. */
__attribute__((noinline)) void scale_measured(step *s);

void scale_measured(step *s)
{
    game *g = &s->scene.g;
    switch (s->what) {
    case WHAT_WORLD: {
        strbuf screen;
        sb_init(&screen);
        for (int turn = 0; turn < WORLD_TURNS; turn++) {
            world_end_turn(g);
            sb_reset(&screen);
            screen_map(g, &screen);
        }
        sb_release(&screen);
        break;
    }
    case WHAT_TURN:
        for (int turn = 0; turn < WORLD_TURNS; turn++)
            world_end_turn(g);
        break;
    case WHAT_FIGHT: {
        cmd_result r;
        cmd_result_init(&r);
        command strike = cmd_make(CMD_ATTACK), no = cmd_make(CMD_ANSWER);
        strike.target = 0;
        /* A reaction asked about (the barbarian's riposte) is declined: the
         * answer is the hero's choice of that round. */
        for (int round = 0; round < FIGHT_ROUNDS; round++) {
            bool asked = fight_outcome_now(g->fight) == FIGHT_ASK;
            if (cmd_do(g, asked ? &no : &strike, &r) != CMD_SPENT)
                fail("a round of the fight was refused", r.text.buf);
        }
        cmd_result_release(&r);
        break;
    }
    case WHAT_LOAD: {
        strbuf error;
        sb_init(&error);
        if (!save_read(g, &s->scene.c.save, &error))
            fail("the save does not load", error.buf);
        sb_release(&error);
        break;
    }
    case WHAT_EFFECTS: {
        bt_context quiet;
        ctx_init_quiet(&quiet);
        for (size_t k = 0; k < s->size; k++) {
            bt_effect fx = fx_make(&s->kinds[k], 3, 1);
            fx_apply(&quiet, s->creature, &fx);
        }
        for (int t = 0; t < 3; t++)
            fx_tick(&quiet, s->creature);
        break;
    }
    case WHAT_ITEMS: {
        int x = g->hero.f.x + 1, y = g->hero.f.y;
        for (size_t k = 0; k < s->size; k++)
            level_add_item(&g->level, x, y, s->item, 0);
        world_step_hero(g, 1, 0);
        world_pick_up(g);
        break;
    }
    case WHAT_WATCHDOG: {
        /* As console.c's watched_dispatch does around a command. */
        strbuf text;
        sb_init(&text);
        save_render(g, &text);
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

static void turn_counting_on(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    (void)fx;
    (void)owner;
    (void)ctx;
}

/* How many of item the hero carries. */
static long carried(const hero *h, const item_def *item)
{
    long count = 0;
    for (size_t i = 0; i < PACK_SLOTS; i++)
        if (h->pack.slots[i].item == item)
            count += h->pack.slots[i].count;
    return count;
}

/* Makes a creature that nothing in a few rounds can kill. */
static void make_tough(bt_creature *body)
{
    body->max_life = body->life = 9999;
}

/* A fight of the hero with every goblin of the level: the first is put
 * next to the hero and struck at, the others join; nobody dies in the
 * rounds measured. */
static void fight_open(game *g)
{
    make_tough(g->hero.f.body);
    for (size_t i = 0; i < g->monster_count; i++)
        make_tough(g->monsters[i]->f.body);
    monster *first = g->monsters[0];
    monster_place(g, first, g->hero.f.x + 1, g->hero.f.y);
    combat_begin(g, first);
    for (size_t i = 1; g->fight && i < g->monster_count; i++)
        if (!g->monsters[i]->fighting)
            fight_join(g->fight, g->monsters[i]);
    if (!g->fight || fight_enemy_count(g->fight) != g->monster_count)
        fail("the fight did not gather every goblin", NULL);
}

static void step_open(step *s, const scale_env *env, what w, size_t size)
{
    memset(s, 0, sizeof *s);
    s->what = w;
    s->size = size;
    char *dir = make_data(env, w == WHAT_WORLD || w == WHAT_LOAD || w == WHAT_TURN ||
                                       w == WHAT_FIGHT || w == WHAT_WATCHDOG
                                   ? size
                                   : 10);
    if (w == WHAT_LOAD) {
        /* The save of a game on that level, then a game that reads it. */
        strbuf path, error;
        sb_init(&path);
        sb_init(&error);
        sb_addf(&path, "%s/save-%zu", env->work_dir, size);
        unlink(path.buf);
        scene_open(&s->scene, env, dir, NULL);
        save_slot slot;
        open_slot(&slot, path.buf);
        if (!save_write(&s->scene.g, &slot, &error))
            fail("the save cannot be written", error.buf);
        slot_close(&slot);
        scene_close(&s->scene);
        s->save_path = sb_detach(&path);
        sb_release(&error);
        scene_open(&s->scene, env, dir, s->save_path);
    } else {
        scene_open(&s->scene, env, dir, NULL);
    }
    free(dir);
    if (w == WHAT_EFFECTS) {
        s->kinds = xcalloc(size, sizeof *s->kinds);
        for (size_t k = 0; k < size; k++) {
            char id[32];
            snprintf(id, sizeof id, "scale:%05zu", k);
            s->kinds[k] = (bt_effect_kind){ .api_major = BT_EFFECT_API_MAJOR,
                                            .api_minor = BT_EFFECT_API_MINOR,
                                            .id = xstrdup(id), .max_stacks = 1,
                                            .name = "scale", .label = "scl",
                                            .turn = turn_counting_on };
        }
        s->creature = cr_new("Iva", true, 100, 5, 5, 5);
    }
    if (w == WHAT_FIGHT)
        fight_open(&s->scene.g);
    if (w == WHAT_ITEMS) {
        s->item = content_item(&s->scene.data, "healing_potion");
        s->carried = carried(&s->scene.g.hero, s->item);
    }
}

static void step_close(step *s)
{
    if (s->what == WHAT_EFFECTS && s->creature->effect_count)
        fail("the effects did not all expire", NULL);
    if (s->what == WHAT_ITEMS) {
        /* What fits in the pack is taken, the rest lies there still. */
        const game *g = &s->scene.g;
        long left = 0;
        for (long i = level_item_at(&g->level, g->hero.f.x, g->hero.f.y); i >= 0;
             i = level_next_item(&g->level, (size_t)i))
            left++;
        long taken = carried(&g->hero, s->item) - s->carried;
        if (taken <= 0 || taken + left != (long)s->size)
            fail("the hero did not pick up what fits, or the floor lost things", NULL);
    }
    scene_close(&s->scene);
    if (s->save_path)
        unlink(s->save_path);
    free(s->save_path);
    for (size_t k = 0; s->kinds && k < s->size; k++)
        free((char *)s->kinds[k].id);
    free(s->kinds);
    cr_free(s->creature);
}

/* --- driving ------------------------------------------------------------- */


static void measure(const scale_env *env, what w, size_t size, int runs)
{
    double *ms = xcalloc((size_t)runs, sizeof *ms);
    for (int r = 0; r < runs; r++) {
        step s;
        step_open(&s, env, w, size);
        double start = runs_cpu_ms();
        scale_measured(&s);
        ms[r] = (runs_cpu_ms() - start) / units_of(w);
        step_close(&s);
    }
    double median = runs_median(ms, runs);
    printf("SCALE %s %zu median_ms=%.4f min_ms=%.4f max_ms=%.4f per=%s units=%d\n",
           what_names[w], size, median, ms[0], ms[runs - 1], what_units[w], units_of(w));
    fflush(stdout);
    free(ms);
}

static void usage(void)
{
    fputs("usage: bench/scale --data DIR --plugin-dir DIR --work DIR "
          "[--only world|load|effects|items|turn|fight|watchdog [--size N]] [--runs N]\n",
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
        { "size", required_argument, NULL, 's' },
        { "runs", required_argument, NULL, 'r' },
        { NULL, 0, NULL, 0 },
    };
    scale_env env = { 0 };
    const char *plugin_dir = NULL;
    int only = -1, runs = 5, opt;
    long size = 0;
    while ((opt = getopt_long(argc, argv, "", options, NULL)) != -1) {
        if (opt == 'd')
            env.data_dir = optarg;
        else if (opt == 'p')
            plugin_dir = optarg;
        else if (opt == 'w')
            env.work_dir = optarg;
        else if (opt == 'o') {
            for (int w = 0; w < WHAT_COUNT; w++)
                if (strcmp(optarg, what_names[w]) == 0)
                    only = w;
            if (only < 0)
                usage();
        } else if (opt == 's')
            size = atol(optarg);
        else if (opt == 'r')
            runs = atoi(optarg);
        else
            usage();
    }
    if (!env.data_dir || !plugin_dir || !env.work_dir || optind != argc || runs < 1 ||
        size < 0 || (size && only < 0))
        usage();
    if (mkdir(env.work_dir, 0777) && errno != EEXIST)
        fail("cannot make", env.work_dir);
    char *data_dir = realpath(env.data_dir, NULL);   /* the links point at it */
    if (!data_dir)
        fail("no content folder", env.data_dir);
    env.data_dir = data_dir;
    i18n_init("en", BT_BUILD_DIR "/locale");       /* the game's own catalogs, built */
    env.kinds = reg_new(host_table());
    loader_load_dir(env.kinds, plugin_dir, LOADER_BUILTIN);
    host_set_registry(env.kinds);
    watchdog_install(0);
    /* Its texts are translated at its first arming, as at a game's first
     * command: not in a command measured. */
    watchdog_arm(NULL, NULL);
    watchdog_disarm();
    env.null_in = fopen("/dev/null", "r");
    env.null_out = fopen("/dev/null", "w");
    if (!env.null_in || !env.null_out)
        fail("cannot open /dev/null", strerror(errno));
    for (int w = 0; w < WHAT_COUNT; w++) {
        if (only >= 0 && w != only)
            continue;
        const size_t *list = w == WHAT_FIGHT ? fight_sizes : sizes;
        size_t count = w == WHAT_FIGHT ? FIGHT_SIZE_COUNT : SIZE_COUNT;
        for (size_t i = 0; i < count; i++)
            if (!size || (size_t)size == list[i])
                measure(&env, (what)w, list[i], runs);
        if (size && only == w) {
            bool listed = false;
            for (size_t i = 0; i < count; i++)
                listed |= (size_t)size == list[i];
            if (!listed)
                measure(&env, (what)w, (size_t)size, runs);
        }
    }
    fclose(env.null_in);
    fclose(env.null_out);
    host_set_registry(NULL);
    reg_free(env.kinds);
    free(data_dir);
    return 0;
}
