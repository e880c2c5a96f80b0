/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_save.c - the writer and the reader of saves agree by construction
 * (src/save): random games reached by playing random commands are written,
 * read back into a new game and written again, and the two files are the
 * same byte for byte; content with xp 9999 takes the hero to the last level
 * and still saves; an effect a plugin wrote out of bounds saves within them;
 * a fight that cannot exist (every enemy dead, an enemy asleep or out of
 * sight) is refused with the reason. */
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

#include "../unit/support.h"
#include "../world/played.h"
#include "combat/combat.h"
#include "console/frame_fight.h"
#include "engine/creature.h"
#include "engine/effect.h"
#include "game/hero.h"
#include "game/monster.h"
#include "game/world.h"
#include "save/save.h"
#include "dungeon/gen.h"
#include "save/save_read.h"
#include "util/xalloc.h"

static char dir[64];

static int setup(void **state)
{
    strcpy(dir, "/tmp/bt-save-XXXXXX");
    assert_non_null(mkdtemp(dir));
    played *p = xcalloc(1, sizeof *p);
    played_open(p, fopen("/dev/null", "w"));
    *state = p;
    return 0;
}

static int teardown(void **state)
{
    played_close(*state);
    free(*state);
    char command[128];
    snprintf(command, sizeof command, "rm -rf '%s'", dir);
    assert_int_equal(system(command), 0);
    return 0;
}

/* --- saves as text --- */

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    strbuf text;
    sb_init(&text);
    char buf[4096];
    for (size_t n; (n = fread(buf, 1, sizeof buf, f)) > 0;)
        sb_add(&text, buf, n);
    fclose(f);
    return sb_detach(&text);
}

static void write_all(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, strlen(text), f), strlen(text));
    fclose(f);
}

static const char *path_of(const char *name)
{
    static char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return path;
}

/* Writes g as name; returns the text written (the caller frees it). */
static char *store(const game *g, const char *name)
{
    save_slot slot;
    strbuf error;
    sb_init(&error);
    assert_int_equal(slot_open(&slot, path_of(name), NULL, false, &error), SLOT_OPEN);
    if (!save_write(g, &slot, &error))
        fail_msg("save_write: %s", error.buf);
    slot_close(&slot);
    sb_release(&error);
    return read_all(path_of(name));
}

/* Reads name into g (set up here); false with the reason in error. */
static bool load(game *g, const played *p, const char *name, strbuf *error)
{
    game_init(g, &p->data, p->kinds, 0);
    save_slot slot;
    assert_int_equal(slot_open(&slot, path_of(name), NULL, false, error), SLOT_OPEN);
    bool ok = save_read(g, &slot, error);
    slot_close(&slot);
    return ok;
}

/* The property: what was written reads back into a game that writes the
 * same file again. */
static void assert_reads_back(const played *p)
{
    char *first = store(&p->g, "first.sav");
    game g;
    strbuf error;
    sb_init(&error);
    if (!load(&g, p, "first.sav", &error))
        fail_msg("a save written is refused: %s\n%s", error.buf, first);
    assert_int_equal(g.hero.level, p->g.hero.level);
    assert_int_equal(g.hero.xp, p->g.hero.xp);
    assert_int_equal(g.hero.f.x, p->g.hero.f.x);
    assert_int_equal(g.hero.f.y, p->g.hero.f.y);
    assert_int_equal(g.monster_count, p->g.monster_count);
    assert_int_equal(g.fight != NULL, p->g.fight != NULL);
    char *second = store(&g, "second.sav");
    assert_string_equal(second, first);
    game_release(&g);
    sb_release(&error);
    free(first);
    free(second);
}

/* Plays the lines through the console, as a script would. */
static void play(played *p, const char *lines)
{
    FILE *in = fmemopen((void *)lines, strlen(lines), "r");
    assert_non_null(in);
    p->c.in = in;
    console_play(&p->c);
    p->c.in = p->in;
    fclose(in);
}

/* --- the property: random games read back equal --- */

static const char *const commands[] = {
    "n", "s", "e", "w", "ne", "nw", "se", "sw", "e", "e", "s", "s", "wait", "pickup", "i",
    "use 1", "use 2", "equip 1", "equip 2", "drop 3", "down", "look",
    "1", "1", "1", "2", "2 1", "2 2", "3", "3 1", "4", "yes", "no", "1 1",
};
#define COMMANDS (sizeof commands / sizeof *commands)

static unsigned long next_random(unsigned long *state)
{
    *state = *state * 6364136223846793005ul + 1442695040888963407ul;
    return *state >> 33;
}

static bool start_a_fight(played *p);

/* Plays rounds of random commands; after each round the game, wherever it
 * stands, is written and read back. Now and then a round begins with a
 * goblin next to the hero (a fight at the hero's choice is saved in the
 * middle) or on the next level, as the stairs would take it: random steps
 * rarely find either. Returns how many round trips were made, and how many
 * of them in a fight. */
static int random_rounds(played *p, unsigned long seed, int rounds, int *in_fight)
{
    unsigned long state = seed;
    int trips = 0;
    for (int r = 0; r < rounds && !p->g.over && !p->c.quit; r++) {
        unsigned long dice = next_random(&state) % 12;
        if (!p->g.fight && dice == 0) {
            if (start_a_fight(p))
                frame_fight_open(&p->g);
        } else if (!p->g.fight && dice == 1 && (size_t)p->g.level.depth < p->g.data->level_count) {
            int depth = p->g.level.depth + 1;
            world_enter_level(&p->g, depth);
            if (p->g.stats.deepest < depth)
                p->g.stats.deepest = depth;
        }
        strbuf lines;
        sb_init(&lines);
        for (int i = 0, n = 1 + (int)(next_random(&state) % 5); i < n; i++) {
            sb_adds(&lines, commands[next_random(&state) % COMMANDS]);
            sb_addc(&lines, '\n');
        }
        play(p, lines.buf);
        sb_release(&lines);
        if (p->g.over || p->c.quit)
            break;
        assert_reads_back(p);
        trips++;
        *in_fight += p->g.fight != NULL;
    }
    return trips;
}

static void test_random_games_read_back_equal(void **state)
{
    played *p = *state;
    int in_fight = 0;
    int trips = random_rounds(p, 7, 60, &in_fight);
    assert_true(trips >= 10);
}

static void test_more_random_games_read_back_equal(void **state)
{
    (void)state;
    int trips = 0, in_fight = 0;
    for (unsigned long seed = 1; seed <= 8; seed++) {
        played p;
        played_open(&p, fopen("/dev/null", "w"));
        p.g.seed = seed;
        rng_seed(&p.g.rng, seed);
        trips += random_rounds(&p, seed * 7919, 60, &in_fight);
        played_close(&p);
    }
    assert_true(trips >= 100);
    assert_true(in_fight >= 10);
}

/* --- a thief's purse --- */

static void test_a_thiefs_purse_reads_back(void **state)
{
    played *p = *state;
    monster *m = monster_new(&p->g, content_creature(&p->data, "bandit"), 3, 2, NULL);
    m->purse = 14;
    world_add_monster(&p->g, m);
    char *text = store(&p->g, "purse.sav");
    assert_non_null(strstr(text, "\nmonster.purse 14\n"));
    game g;
    strbuf error;
    sb_init(&error);
    if (!load(&g, p, "purse.sav", &error))
        fail_msg("refused: %s", error.buf);
    monster *back = monster_at(&g, 3, 2);
    assert_non_null(back);
    assert_int_equal(back->purse, 14);
    game_release(&g);
    sb_release(&error);
    free(text);
}

/* --- xp 9999 --- */

static void test_xp_9999_takes_the_hero_to_the_last_level_and_saves(void **state)
{
    played *p = *state;
    for (int i = 0; i < 300; i++)
        hero_gain_xp(&p->g.hero, 9999, &p->g.log);
    assert_int_equal(p->g.hero.level, HERO_MAX_LEVEL);
    assert_true(p->g.hero.xp <= HERO_MAX_XP);
    assert_true(p->g.hero.f.body->max_life <= HERO_MAX_LIFE);
    msglog_clear(&p->g.log);
    assert_reads_back(p);
}

/* A plugin may write anything to another effect through find_effect; the
 * engine bounds only the effect a callback is handed. The save is written
 * within the reader's bounds all the same, and reads back. */
static void test_an_effect_written_out_of_bounds_saves_within_them(void **state)
{
    played *p = *state;
    bt_creature *body = p->g.hero.f.body;
    bt_effect fx = fx_make(reg_find(p->kinds, "rage"), 5, 2);
    assert_true(fx_apply(&p->g.quiet, body, &fx));
    bt_effect *rage = cr_find_effect(body, "rage");
    assert_non_null(rage);
    rage->turns = INT_MAX;
    rage->power = -1;
    rage->stacks = 0;
    rage->state[2] = INT_MIN;
    msglog_clear(&p->g.log);
    char *text = store(&p->g, "wild.sav");
    if (!strstr(text, "\nhero.effect rage 100000 0 1 0 0 -1000000 0\n"))
        fail_msg("the effect is not saved within bounds:\n%s", text);
    free(text);
    assert_reads_back(p);
}

/* --- fights that cannot exist --- */

/* Starts a fight with a goblin next to the hero; false when there is no room,
 * or the fight is over before the hero chooses. */
static bool start_a_fight(played *p)
{
    game *g = &p->g;
    const creature_def *def = content_creature(g->data, "goblin");
    assert_non_null(def);
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
            int x = g->hero.f.x + dx, y = g->hero.f.y + dy;
            if ((dx || dy) && level_is_walkable(&g->level, x, y) && !monster_at(g, x, y)) {
                monster *m = monster_new(g, def, x, y, NULL);
                world_add_monster(g, m);
                m->in_view = true;
                combat_begin(g, m);
                return g->fight != NULL;
            }
        }
    }
    return false;
}

/* Rewrites the last "monster goblin ..." line (the goblin of the fight):
 * field i (0 is x) set to value. */
static void set_goblin_field(char *text, int index, int value)
{
    char *line = NULL;
    for (char *at = text; (at = strstr(at, "\nmonster goblin ")); at++)
        line = at;
    assert_non_null(line);
    char *end = strchr(line + 1, '\n');
    char fields[12][16];
    int n = 0;
    for (char *p = line + strlen("\nmonster goblin "); p < end && n < 12; n++) {
        size_t len = strcspn(p, " \n");
        snprintf(fields[n], sizeof fields[n], "%.*s", (int)len, p);
        p += len + 1;
    }
    snprintf(fields[index], sizeof fields[index], "%d", value);
    strbuf out;
    sb_init(&out);
    sb_add(&out, text, (size_t)(line - text));
    sb_adds(&out, "\nmonster goblin");
    for (int i = 0; i < n; i++)
        sb_addf(&out, " %s", fields[i]);
    sb_adds(&out, end);
    strcpy(text, out.buf);
    sb_release(&out);
}

/* Sets the checksum right again, as whoever edits a save on purpose would. */
static void resign(char *text)
{
    char *last = strstr(text, "\nchecksum ");
    assert_non_null(last);
    last++;
    snprintf(last, 32, "checksum %08x\n", save_checksum(text, (size_t)(last - text)));
}

static void assert_refused(const played *p, char *text, const char *reason)
{
    resign(text);
    write_all(path_of("edited.sav"), text);
    game g;
    strbuf error;
    sb_init(&error);
    assert_false(load(&g, p, "edited.sav", &error));
    if (!strstr(error.buf, reason))
        fail_msg("refused as \"%s\", not for \"%s\"", error.buf, reason);
    /* Nothing is lost: the refused file is left as it was. */
    char *after = read_all(path_of("edited.sav"));
    assert_string_equal(after, text);
    free(after);
    game_release(&g);
    sb_release(&error);
}

static void test_a_fight_whose_enemies_are_all_dead_is_refused(void **state)
{
    played *p = *state;
    assert_true(start_a_fight(p));
    char *text = store(&p->g, "fight.sav");
    text = xrealloc(text, strlen(text) + 64);
    set_goblin_field(text, 2, 0);                          /* life 0 */
    /* "fight.enemy INDEX TOLD [JOINED]": its death told. */
    char *told = strstr(text, "\nfight.enemy ");
    assert_non_null(told);
    told = strchr(told + strlen("\nfight.enemy "), ' ');
    assert_non_null(told);
    told[1] = '1';
    assert_refused(p, text, "its fight has no living enemy, so it could never end.");
    free(text);
}

static void test_a_fight_with_a_sleeping_enemy_is_refused(void **state)
{
    played *p = *state;
    assert_true(start_a_fight(p));
    char *text = store(&p->g, "fight.sav");
    text = xrealloc(text, strlen(text) + 64);
    set_goblin_field(text, 4, 1);                          /* asleep */
    assert_refused(p, text, "an enemy of its fight is asleep.");
    free(text);
}

static void test_a_fight_with_an_enemy_far_away_is_refused(void **state)
{
    played *p = *state;
    assert_true(start_a_fight(p));
    const game *g = &p->g;
    /* A free floor cell farther than the hero sees. */
    int fx = -1, fy = -1;
    for (int y = 0; y < g->level.height && fx < 0; y++)
        for (int x = 0; x < g->level.width && fx < 0; x++)
            if (abs(x - g->hero.f.x) > WORLD_SIGHT_RADIUS + 1 &&
                level_is_walkable(&g->level, x, y) && !monster_at(g, x, y))
                fx = x, fy = y;
    assert_true(fx >= 0);
    char *text = store(g, "fight.sav");
    text = xrealloc(text, strlen(text) + 64);
    set_goblin_field(text, 0, fx);
    set_goblin_field(text, 1, fy);
    char reason[96];
    snprintf(reason, sizeof reason, "an enemy of its fight is %d cells away from the hero",
             abs(fx - g->hero.f.x) > abs(fy - g->hero.f.y) ? abs(fx - g->hero.f.x)
                                                           : abs(fy - g->hero.f.y));
    assert_refused(p, text, reason);
    free(text);
}

/* Replaces the first line starting with key by key and value. */
static char *replace_line(char *text, const char *key, const char *value)
{
    char *line = strstr(text, key);
    assert_non_null(line);
    char *end = strchr(line, '\n');
    strbuf out;
    sb_init(&out);
    sb_add(&out, text, (size_t)(line - text));
    sb_addf(&out, "%s %s", key, value);
    sb_adds(&out, end);
    free(text);
    return sb_detach(&out);
}

static void test_an_id_with_escapes_is_refused_and_named_harmless(void **state)
{
    played *p = *state;
    char *text = store(&p->g, "ids.sav");
    text = replace_line(text, "hero.class", "\x1b]0;title\x07");
    text = xrealloc(text, strlen(text) + 64);
    assert_refused(p, text, "names \"\xE2\x90\x9B]0;title\xE2\x90\x87\" at line");
    free(text);
}

static void test_log_lines_with_escapes_load_harmless(void **state)
{
    played *p = *state;
    assert_true(start_a_fight(p));
    char *text = store(&p->g, "log.sav");
    text = replace_line(text, "fight.log", "The goblin \x1b[2J\xc2\x9b" "5m bites.");
    text = xrealloc(text, strlen(text) + 64);
    resign(text);
    write_all(path_of("log.sav"), text);
    game g;
    strbuf error;
    sb_init(&error);
    if (!load(&g, p, "log.sav", &error))
        fail_msg("refused: %s", error.buf);
    assert_non_null(g.fight);
    assert_string_equal(g.fight->log.lines[0],
                        "The goblin \xE2\x90\x9B[2J\xEF\xBF\xBD" "5m bites.");
    game_release(&g);
    sb_release(&error);
    free(text);
}

static void test_a_fight_as_it_is_reads_back(void **state)
{
    played *p = *state;
    assert_true(start_a_fight(p));
    assert_reads_back(p);
}

/* --- the deep dungeon: levels left stay as they were, in the save too --- */

static void test_deep_levels_stay_and_read_back(void **state)
{
    played *p = *state;
    game *g = &p->g;
    game_set_dungeon(g, DUNGEON_DEEP);
    world_enter_level(g, 1);
    assert_int_equal(g->dungeon.depth_count, 10);
    int bx = g->hero.f.x, by = g->hero.f.y;
    assert_true(level_add_blood(&g->level, bx, by));
    size_t monsters = g->monster_count;
    assert_true(monsters > 0);
    int mx = g->monsters[0]->f.x, my = g->monsters[0]->f.y;
    assert_true(g->level.down_x >= 0);
    g->hero.f.x = g->level.down_x;
    g->hero.f.y = g->level.down_y;
    assert_int_equal(world_descend(g), WORLD_TURN);
    assert_int_equal(g->level.depth, 2);
    assert_int_equal(level_cell(&g->level, g->hero.f.x, g->hero.f.y)->terrain,
                     TERRAIN_STAIRS_UP);
    assert_non_null(g->away[0].level.cells);
    assert_reads_back(p);
    assert_int_equal(world_ascend(g), WORLD_TURN);
    assert_int_equal(g->level.depth, 1);
    /* Back on the stairs down, the level as it was left. */
    assert_int_equal(g->hero.f.x, g->level.down_x);
    assert_int_equal(g->hero.f.y, g->level.down_y);
    assert_int_equal(level_cell(&g->level, bx, by)->decor, ',');
    assert_int_equal(g->monster_count, monsters);
    assert_int_equal(g->monsters[0]->f.x, mx);
    assert_int_equal(g->monsters[0]->f.y, my);
    assert_non_null(g->away[1].level.cells);
    assert_reads_back(p);
    /* A save of several levels brings each back. */
    game copy;
    strbuf error;
    sb_init(&error);
    free(store(g, "deep.sav"));
    if (!load(&copy, p, "deep.sav", &error))
        fail_msg("%s", error.buf);
    assert_int_equal(copy.dungeon.kind, DUNGEON_DEEP);
    assert_non_null(copy.away[1].level.cells);
    assert_int_equal(copy.away[1].monster_count, g->away[1].monster_count);
    assert_int_equal(level_cell(&copy.level, bx, by)->decor, ',');
    game_release(&copy);
    sb_release(&error);
}

/* The watchdog's snapshot keeps the text of each level left behind; it is
 * still the save, byte for byte, after the hero went back up to a level,
 * changed it and left it again. */
static void assert_snapshot_is_the_save(const game *g)
{
    char *saved = store(g, "snapshot.sav");
    for (int twice = 0; twice < 2; twice++) {
        strbuf snapshot;
        sb_init(&snapshot);
        save_render(g, &snapshot);
        assert_string_equal(snapshot.buf, saved);
        sb_release(&snapshot);
    }
    free(saved);
}

static void go_down(game *g)
{
    g->hero.f.x = g->level.down_x;
    g->hero.f.y = g->level.down_y;
    assert_int_equal(world_descend(g), WORLD_TURN);
}

static void test_a_snapshot_keeps_the_levels_left_and_is_the_save(void **state)
{
    played *p = *state;
    game *g = &p->g;
    game_set_dungeon(g, DUNGEON_DEEP);
    world_enter_level(g, 1);
    go_down(g);
    go_down(g);
    assert_int_equal(g->level.depth, 3);
    assert_snapshot_is_the_save(g);
    assert_true(g->away[1].text && g->away[1].text->len > 0);
    assert_int_equal(world_ascend(g), WORLD_TURN);
    assert_int_equal(g->level.depth, 2);
    assert_null(g->away[1].text);
    /* Level 2 changes while the hero is on it, and is left again. */
    bool bled = false;
    for (int y = 0; y < g->level.height && !bled; y++)
        for (int x = 0; x < g->level.width && !bled; x++)
            bled = level_add_blood(&g->level, x, y);
    assert_true(bled);
    go_down(g);
    strbuf snapshot;
    sb_init(&snapshot);
    save_render(g, &snapshot);
    assert_non_null(strstr(snapshot.buf, "left 2\n"));
    sb_release(&snapshot);
    assert_snapshot_is_the_save(g);
}

/* A deep save names the generator that made its levels; one of another
 * version, or of before the record (version 1), is refused by name: its
 * levels would come back with this generator's places and traps. */
static void test_a_deep_save_of_another_generator_is_refused(void **state)
{
    played *p = *state;
    game *g = &p->g;
    game_set_dungeon(g, DUNGEON_DEEP);
    world_enter_level(g, 1);
    go_down(g);
    char *now = store(g, "deep.sav");
    char line[32], reason[160];
    snprintf(line, sizeof line, "\ndungeon deep\ngenerator %d\n", GEN_VERSION);
    assert_non_null(strstr(now, line));
    assert_reads_back(p);
    for (int version = 1; version <= GEN_VERSION + 1; version += GEN_VERSION) {
        snprintf(line, sizeof line, "%d", version);
        char *text = replace_line(xstrdup(now), "generator", line);
        snprintf(reason, sizeof reason,
                 "was made by %s dungeon generator (version %d); this bloodtrail makes "
                 "version %d and cannot go on with it",
                 version < GEN_VERSION ? "an older" : "a newer", version, GEN_VERSION);
        assert_refused(p, text, reason);
        free(text);
    }
    /* Without the record: a deep save of before it. */
    char *text = xstrdup(now);
    char *at = strstr(text, "\ngenerator ");
    memmove(at, strchr(at + 1, '\n'), strlen(strchr(at + 1, '\n')) + 1);
    snprintf(reason, sizeof reason,
             "was made by an older dungeon generator (version 1); this bloodtrail makes "
             "version %d and cannot go on with it: its levels would not be the ones you played.",
             GEN_VERSION);
    assert_refused(p, text, reason);
    free(text);
    free(now);
}

/* A save of format 1 (a classic game, one level, no "dungeon" record) reads
 * as a classic game, and is written again as format 2 and nothing else. */
static void test_a_save_of_format_1_reads_as_classic(void **state)
{
    played *p = *state;
    char *now = store(&p->g, "now.sav");
    assert_non_null(strstr(now, "bloodtrail-save 2\n"));
    strbuf old;
    sb_init(&old);
    sb_adds(&old, "bloodtrail-save 1\n");
    const char *rest = strchr(now, '\n') + 1, *kind = strstr(rest, "dungeon classic\n");
    assert_non_null(kind);
    sb_add(&old, rest, (size_t)(kind - rest));
    const char *after = kind + strlen("dungeon classic\n");
    const char *sum = strstr(after, "checksum ");
    sb_add(&old, after, (size_t)(sum - after));
    sb_addf(&old, "checksum %08x\n", save_checksum(old.buf, old.len));
    write_all(path_of("old.sav"), old.buf);
    game g;
    strbuf error;
    sb_init(&error);
    if (!load(&g, p, "old.sav", &error))
        fail_msg("%s", error.buf);
    assert_int_equal(g.dungeon.kind, DUNGEON_CLASSIC);
    assert_int_equal(g.dungeon.depth_count, 3);
    char *again = store(&g, "again.sav");
    assert_string_equal(again, now);
    game_release(&g);
    sb_release(&error);
    sb_release(&old);
    free(again);
    free(now);
}

/* --- the lock --- */

/* A lock a killed game left is taken over and signed anew: what is left of
 * the old text past the new one is cut (a longer process number, or more
 * than the 63 bytes a lock is read by), and a shorter one is written over
 * whole; either way the lock holds this game's signature alone. */
static void test_a_lock_a_killed_game_left_is_signed_anew(void **state)
{
    (void)state;
    char lock[160], expect[64];
    snprintf(lock, sizeof lock, "%s.bloodtrail-lock", path_of("left"));
    snprintf(expect, sizeof expect, "bloodtrail save lock\n%ld\n", (long)getpid());
    const char *left[] = {
        "bloodtrail save lock\n1\n",
        "bloodtrail save lock\n12345678901234567890\n",
        "bloodtrail save lock\n12345\n"
        "and a long tail a killed game could not have written, but a hand could\n",
    };
    for (size_t i = 0; i < sizeof left / sizeof *left; i++) {
        write_all(lock, left[i]);
        save_slot slot;
        strbuf error;
        sb_init(&error);
        assert_int_equal(slot_open(&slot, path_of("left"), NULL, false, &error), SLOT_OPEN);
        char *text = read_all(lock);
        assert_string_equal(text, expect);
        free(text);
        slot_close(&slot);
        sb_release(&error);
        assert_int_equal(access(lock, F_OK), -1);         /* removed at the end */
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_random_games_read_back_equal, setup, teardown),
        cmocka_unit_test_setup_teardown(test_more_random_games_read_back_equal, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_thiefs_purse_reads_back, setup, teardown),
        cmocka_unit_test_setup_teardown(test_xp_9999_takes_the_hero_to_the_last_level_and_saves,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_fight_as_it_is_reads_back, setup, teardown),
        cmocka_unit_test_setup_teardown(test_an_effect_written_out_of_bounds_saves_within_them,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_an_id_with_escapes_is_refused_and_named_harmless,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_log_lines_with_escapes_load_harmless, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_fight_whose_enemies_are_all_dead_is_refused, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_fight_with_a_sleeping_enemy_is_refused, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_deep_levels_stay_and_read_back, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_snapshot_keeps_the_levels_left_and_is_the_save,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_save_of_format_1_reads_as_classic, setup, teardown),
        cmocka_unit_test_setup_teardown(test_a_deep_save_of_another_generator_is_refused, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_fight_with_an_enemy_far_away_is_refused, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_a_lock_a_killed_game_left_is_signed_anew, setup,
                                        teardown),
    };
    return cmocka_run_group_tests_name("save", tests, NULL, NULL);
}
