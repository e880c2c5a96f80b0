/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_dungeon.c - the deep dungeon's generator, as properties over many
 * seeds of each kind of level: every level connected from the arrival, its
 * stairs there and reachable, nothing placed in a wall, no monster awake in
 * view of the arrival on level 1; the same seed gives the same level; a vault
 * that cannot fit is left out; traps and gold come from their tables by
 * depth, and a mod adds a kind of trap; what three seeds make is the
 * fingerprint of GEN_VERSION. BT_DUNGEON_SEEDS sets how many seeds each kind
 * is tried with (10,000 by default). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../unit/support.h"
#include "content/content.h"
#include "content/mod.h"
#include "dungeon/dungeon.h"
#include "dungeon/gen.h"
#include "game/world.h"
#include "world/fov.h"
#include "world/level.h"
#include "util/xalloc.h"

static registry *kinds;
static content data;

static int setup(void **state)
{
    (void)state;
    speak_english();
    kinds = load_builtins();
    strbuf error;
    sb_init(&error);
    if (!content_load(&data, BT_SOURCE_DIR "/data", kinds, &error))
        fail_msg("%s", error.buf);
    sb_release(&error);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    content_release(&data);
    reg_free(kinds);
    return 0;
}

static long seeds(void)
{
    const char *n = getenv("BT_DUNGEON_SEEDS");
    return n ? atol(n) : 10000;
}

static bool passable(char c)
{
    return c != '#' && c != ' ';
}

/* A level of the seed's dungeon at depth, of the given kind. */
static level_def *make(uint64_t seed, int depth, int kind)
{
    dungeon d;
    dungeon_init(&d, &data, DUNGEON_DEEP, seed);
    const level_def *vaults[8];
    gen_request req = { .data = &data, .seed = seed, .depth = depth,
                        .last = DUNGEON_DEEP_LEVELS, .kind = kind, .vaults = vaults };
    req.vault_count = dungeon_vaults_at(&d, depth, vaults, 8);
    dungeon_release(&d);
    return gen_level(&req, NULL);
}

static void drop(level_def *def)
{
    content_level_release(def);
    free(def);
}

/* Every passable cell is reached from the arrival (eight ways, as the hero
 * steps); the map's edge is never passable. Fails with the seed. */
static void check_connected(const level_def *def, uint64_t seed, int ax, int ay)
{
    int w = def->width, h = def->height;
    unsigned char *seen = calloc((size_t)(w * h), 1);
    int *queue = malloc((size_t)(w * h) * sizeof *queue), head = 0, tail = 0;
    queue[tail++] = ay * w + ax;
    seen[ay * w + ax] = 1;
    while (head < tail) {
        int c = queue[head++], x = c % w, y = c / w;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                int nx = x + dx, ny = y + dy;
                if (nx < 0 || ny < 0 || nx >= w || ny >= h || seen[ny * w + nx] ||
                    !passable(def->rows[ny][nx]))
                    continue;
                seen[ny * w + nx] = 1;
                queue[tail++] = ny * w + nx;
            }
    }
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            bool edge = x == 0 || y == 0 || x == w - 1 || y == h - 1;
            if (edge && passable(def->rows[y][x]))
                fail_msg("seed %llu depth %d: (%d, %d) on the edge is '%c'",
                         (unsigned long long)seed, def->depth, x, y, def->rows[y][x]);
            if (passable(def->rows[y][x]) && !seen[y * w + x])
                fail_msg("seed %llu depth %d: (%d, %d) '%c' cannot be reached",
                         (unsigned long long)seed, def->depth, x, y, def->rows[y][x]);
        }
    free(seen);
    free(queue);
}

/* A door stands in a wall: wall on both sides along it, and a way through
 * across it, as a Brogue or DCSS player expects, never a row of doors or a
 * door beside an opening where a corridor ran along a room's wall. */
static void check_doors(const level_def *def, uint64_t seed)
{
    for (int y = 1; y < def->height - 1; y++)
        for (int x = 1; x < def->width - 1; x++) {
            if (def->rows[y][x] != '+')
                continue;
            char w = def->rows[y][x - 1], e = def->rows[y][x + 1];
            char n = def->rows[y - 1][x], s = def->rows[y + 1][x];
            bool across_x = w == '#' && e == '#' && passable(n) && passable(s);
            bool across_y = n == '#' && s == '#' && passable(w) && passable(e);
            if (!across_x && !across_y)
                fail_msg("seed %llu depth %d: the door at (%d, %d) is not in a wall:\n%.*s\n%.*s\n"
                         "%.*s", (unsigned long long)seed, def->depth, x, y, 7,
                         def->rows[y - 1] + (x > 3 ? x - 3 : 0), 7,
                         def->rows[y] + (x > 3 ? x - 3 : 0), 7,
                         def->rows[y + 1] + (x > 3 ? x - 3 : 0));
        }
}

/* The arrival once, the stairs down once but on the last level; every place
 * on a cell a creature can stand on, every trap of a kind of traps.ini; on
 * level 1 nothing awake in view. */
static void check_level(const level_def *def, uint64_t seed)
{
    int arrivals = 0, stairs = 0, ax = 0, ay = 0;
    char arrival = def->depth > 1 ? '<' : '@';
    for (int y = 0; y < def->height; y++)
        for (int x = 0; x < def->width; x++) {
            char c = def->rows[y][x];
            if (c == arrival) {
                arrivals++;
                ax = x;
                ay = y;
            }
            stairs += c == '>';
            if (c == '@' && arrival != '@')
                fail_msg("seed %llu depth %d: a start \"@\" below level 1",
                         (unsigned long long)seed, def->depth);
        }
    assert_int_equal(arrivals, 1);
    assert_int_equal(stairs, def->depth < DUNGEON_DEEP_LEVELS ? 1 : 0);
    assert_true(def->width <= GEN_MAX_WIDTH && def->height <= GEN_MAX_HEIGHT);
    check_connected(def, seed, ax, ay);
    check_doors(def, seed);

    level lv;
    level_init(&lv, def, &data);
    const place_def *places[256];
    content_places(def, places);
    if (def->depth == 1)
        fov_compute(&lv, ax, ay, WORLD_SIGHT_RADIUS);
    for (int y = 0; y < def->height; y++)
        for (int x = 0; x < def->width; x++) {
            const place_def *p = places[(unsigned char)def->rows[y][x]];
            if (!p)
                continue;
            if (!level_is_walkable(&lv, x, y))
                fail_msg("seed %llu depth %d: a place in a wall at (%d, %d)",
                         (unsigned long long)seed, def->depth, x, y);
            /* Every trap of the deep dungeon, a vault's too, is of a kind of
               traps.ini: it has a name for the legend and "look". */
            if (p->trap.id && (!p->trap_kind || strcmp(p->trap.id, p->trap_kind->effect.id) != 0))
                fail_msg("seed %llu depth %d: a trap of no kind at (%d, %d)",
                         (unsigned long long)seed, def->depth, x, y);
            if (def->depth == 1 && p->creature && !p->asleep && level_cell(&lv, x, y)->visible)
                fail_msg("seed %llu: %s awake in view of the arrival", (unsigned long long)seed,
                         p->creature);
        }
    level_release(&lv);
}

static void check_kind(int kind)
{
    long n = seeds();
    for (long s = 0; s < n; s++) {
        uint64_t seed = (uint64_t)s * 2654435761u + (uint64_t)kind;
        level_def *def = make(seed, 1 + (int)(s % DUNGEON_DEEP_LEVELS), kind);
        check_level(def, seed);
        drop(def);
    }
}

static void test_rooms_connected(void **state)
{
    (void)state;
    check_kind(GEN_ROOMS);
}

static void test_caves_connected(void **state)
{
    (void)state;
    check_kind(GEN_CAVES);
}

static void test_mixed_connected(void **state)
{
    (void)state;
    check_kind(GEN_MIXED);
}

static bool same_level(const level_def *a, const level_def *b)
{
    if (a->width != b->width || a->height != b->height ||
        a->places.count != b->places.count)
        return false;
    for (int y = 0; y < a->height; y++)
        if (strcmp(a->rows[y], b->rows[y]) != 0)
            return false;
    return true;
}

/* The same seed, the same level, whatever was made before it; another seed,
 * another level. */
static void test_same_seed_same_dungeon(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        dungeon one, two;
        dungeon_init(&one, &data, DUNGEON_DEEP, seed);
        dungeon_init(&two, &data, DUNGEON_DEEP, seed);
        /* One dungeon is made from the bottom up, the other from the top. */
        for (int d = DUNGEON_DEEP_LEVELS; d >= 1; d--)
            dungeon_level(&one, d);
        for (int d = 1; d <= DUNGEON_DEEP_LEVELS; d++)
            assert_true(same_level(dungeon_level(&one, d), dungeon_level(&two, d)));
        dungeon other;
        dungeon_init(&other, &data, DUNGEON_DEEP, seed + 1000);
        assert_false(same_level(dungeon_level(&one, 1), dungeon_level(&other, 1)));
        dungeon_release(&other);
        dungeon_release(&one);
        dungeon_release(&two);
    }
}

static uint32_t fnv_add(uint32_t h, const char *s)
{
    for (; s && *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return (h ^ 0xffu) * 16777619u;       /* the end of a string (and NULL) counts */
}

/* What a saved deep game takes from the generator: each level's map and its
 * places (creatures, items, gold, traps), as one number. */
static uint32_t fingerprint(const level_def *lv)
{
    char buf[160];
    uint32_t h = 2166136261u;
    for (int y = 0; y < lv->height; y++)
        h = fnv_add(h, lv->rows[y]);
    for (size_t i = 0; i < lv->places.count; i++) {
        const place_def *p = schema_at(&lv->places, i);
        snprintf(buf, sizeof buf, "%d %d %d %d %d %d %d %d %d", p->asleep, p->wander, p->gold,
                 p->trap.turns, p->trap.n, p->trap.chance, p->visible, p->fleeing, p->life);
        h = fnv_add(fnv_add(fnv_add(fnv_add(fnv_add(h, p->h.id), p->creature), p->item),
                            p->trap.id), p->trap_kind_id);
        h = fnv_add(fnv_add(h, p->den), buf);
    }
    return h;
}

/* The levels three seeds make, as a number: what the deep saves of
 * GEN_VERSION were made from. When this test fails, the generator (or a
 * table it draws from) now makes other levels: raise GEN_VERSION in
 * src/dungeon/gen.h (older deep saves are then refused by name, never
 * played on other levels) and put the new number here with it. */
static void test_the_generator_makes_what_its_version_says(void **state)
{
    (void)state;
    uint32_t h = 2166136261u;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        dungeon d;
        dungeon_init(&d, &data, DUNGEON_DEEP, seed);
        for (int depth = 1; depth <= DUNGEON_DEEP_LEVELS; depth++)
            h = (h ^ fingerprint(dungeon_level(&d, depth))) * 16777619u;
        dungeon_release(&d);
    }
    char got[64];
    snprintf(got, sizeof got, "version %d: %08x", GEN_VERSION, (unsigned)h);
    assert_string_equal(got, "version 2: f79a4bf1");
}

/* The wolves' lair and its quest on level 1 or 2, the Warden's hall and the
 * Warden on level 10, in every dungeon. */
static void test_lair_and_warden(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 200; seed++) {
        dungeon d;
        dungeon_init(&d, &data, DUNGEON_DEEP, seed);
        int trail_level = 0;
        for (int depth = 1; depth <= 2; depth++) {
            const level_info *info = schema_at(&dungeon_level(&d, depth)->info, 0);
            if (info->quest && strcmp(info->quest, "bloody_trail") == 0)
                trail_level = depth;
        }
        assert_true(trail_level > 0);
        const level_def *last = dungeon_level(&d, DUNGEON_DEEP_LEVELS);
        bool warden = false;
        for (size_t i = 0; i < last->places.count; i++) {
            const place_def *p = schema_at(&last->places, i);
            warden |= p->creature && strcmp(p->creature, "warden") == 0;
        }
        if (!warden)
            fail_msg("seed %llu: no Warden on the last level", (unsigned long long)seed);
        dungeon_release(&d);
    }
}

/* A vault wider than any level: left out, the level made all the same. */
static void test_vault_too_big_is_left_out(void **state)
{
    (void)state;
    level_def big;
    memset(&big, 0, sizeof big);
    content_level_init(&big);
    big.width = GEN_MAX_WIDTH + 10;
    big.height = 3;
    big.rows = content_map_rows(big.width, 3);
    for (int y = 0; y < 3; y++) {
        memset(big.rows[y], y == 1 ? '.' : '#', (size_t)big.width);
        big.rows[y][0] = y == 1 ? '+' : '#';
        big.rows[y][big.width] = '\0';
    }
    const level_def *vaults[] = { &big };
    for (uint64_t seed = 0; seed < 20; seed++) {
        gen_request req = { .data = &data, .seed = seed, .depth = 3, .last = 10, .kind = -1,
                            .vaults = vaults, .vault_count = 1 };
        level_def *def = gen_level(&req, NULL);
        check_level(def, seed);
        drop(def);
    }
    content_level_release(&big);
}

/* The index of def in its table. */
static size_t index_of(const def_table *t, const void *def)
{
    return (size_t)((const char *)def - (const char *)schema_at(t, 0)) / t->schema->def_size;
}

/* What the generator drew on a level: traps by kind, heaps of gold. */
typedef struct drawn {
    size_t traps, heaps;
} drawn;

/* Each trap of a level made without vaults is of a kind of the table that
 * its depth allows, with that kind's effect, text and visibility, out of
 * sight of the arrival; each heap of gold is of a kind the depth allows.
 * Counts, by kind index, the levels on which each kind was met. */
static drawn check_drawn(const content *c, const level_def *def, uint64_t seed, int *met)
{
    drawn n = { 0, 0 };
    int ax = -1, ay = -1;
    for (int y = 0; y < def->height; y++)
        for (int x = 0; x < def->width; x++)
            if (def->rows[y][x] == '@' || def->rows[y][x] == '<') {
                ax = x;
                ay = y;
            }
    const place_def *places[256];
    content_places(def, places);
    for (int y = 0; y < def->height; y++)
        for (int x = 0; x < def->width; x++) {
            const place_def *p = places[(unsigned char)def->rows[y][x]];
            if (p && p->trap.id) {
                const trap_def *kind = p->trap_kind;
                if (!kind || schema_find(&c->traps, kind->h.id) != kind)
                    fail_msg("seed %llu depth %d: a trap at (%d, %d) of no kind of traps.ini",
                             (unsigned long long)seed, def->depth, x, y);
                if (!draw_allows(&kind->draw, def->depth))
                    fail_msg("seed %llu depth %d: %s out of its depth %d-%d",
                             (unsigned long long)seed, def->depth, kind->h.id,
                             kind->draw.depth_min, kind->draw.depth_max);
                assert_string_equal(p->trap.id, kind->effect.id);
                assert_int_equal(p->trap.n, kind->effect.n);
                assert_ptr_equal(p->trap_text, kind->text);
                assert_int_equal(p->visible, kind->visible);
                assert_true(abs(x - ax) > GEN_QUIET_RADIUS || abs(y - ay) > GEN_QUIET_RADIUS);
                met[index_of(&c->traps, kind)]++;
                n.traps++;
            }
            if (p && p->gold) {
                bool allowed = false;
                for (size_t i = 0; i < c->gold.count; i++) {
                    const gold_def *heap = schema_at(&c->gold, i);
                    allowed |= draw_allows(&heap->draw, def->depth) &&
                               p->gold >= heap->amount_min && p->gold <= heap->amount_max;
                }
                if (!allowed)
                    fail_msg("seed %llu depth %d: %d gold, of no heap of gold.ini for the depth",
                             (unsigned long long)seed, def->depth, p->gold);
                n.heaps++;
            }
        }
    return n;
}

/* Levels made from c without its vaults (their traps and gold are their
 * own): every trap and heap from the tables; every level has some; every
 * kind of trap is met. Returns, through met, on how many traps each kind
 * was met. */
static void check_tables(content *c, int *met)
{
    size_t vaults = c->vault_count;
    c->vault_count = 0;
    for (uint64_t seed = 0; seed < 2000; seed++) {
        int depth = 1 + (int)(seed % DUNGEON_DEEP_LEVELS);
        gen_request req = { .data = c, .seed = seed, .depth = depth,
                            .last = DUNGEON_DEEP_LEVELS, .kind = -1 };
        level_def *def = gen_level(&req, NULL);
        drawn n = check_drawn(c, def, seed, met);
        if (!n.traps || !n.heaps)
            fail_msg("seed %llu depth %d: %zu traps, %zu heaps of gold",
                     (unsigned long long)seed, depth, n.traps, n.heaps);
        drop(def);
    }
    c->vault_count = vaults;
}

static void test_traps_and_gold_from_tables(void **state)
{
    (void)state;
    int met[64] = { 0 };
    assert_true(data.traps.count > 0 && data.traps.count <= 64);
    check_tables(&data, met);
    for (size_t i = 0; i < data.traps.count; i++)
        if (!met[i])
            fail_msg("the trap %s was never drawn",
                     ((const trap_def *)schema_at(&data.traps, i))->h.id);
}

/* The ash mod adds a kind of trap (its traps.ini, depth 1-3) by data
 * alone: the generator draws it there, and only there. */
static void test_mod_adds_a_trap(void **state)
{
    (void)state;
    mod_set mods;
    const char *asked[] = { BT_SOURCE_DIR "/tests/modding/mods/ashmod" };
    mod_set_find(&mods, NULL, NULL, NULL, asked, 1, true);
    mod_set_check(&mods, kinds);
    content modded;
    strbuf error;
    sb_init(&error);
    if (!content_load_mods(&modded, BT_SOURCE_DIR "/data", &mods, kinds, true, NULL, &error))
        fail_msg("%s", error.buf);
    assert_int_equal(mods.mods[0].state, MOD_ON);
    const trap_def *pit = schema_find(&modded.traps, "ashmod:ash_pit");
    assert_non_null(pit);
    assert_int_equal(modded.traps.count, data.traps.count + 1);
    int met[64] = { 0 };
    check_tables(&modded, met);
    assert_true(met[index_of(&modded.traps, pit)] > 0);
    sb_release(&error);
    content_release(&modded);
    mod_set_release(&mods);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rooms_connected),
        cmocka_unit_test(test_caves_connected),
        cmocka_unit_test(test_mixed_connected),
        cmocka_unit_test(test_same_seed_same_dungeon),
        cmocka_unit_test(test_lair_and_warden),
        cmocka_unit_test(test_vault_too_big_is_left_out),
        cmocka_unit_test(test_traps_and_gold_from_tables),
        cmocka_unit_test(test_mod_adds_a_trap),
        cmocka_unit_test(test_the_generator_makes_what_its_version_says),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
