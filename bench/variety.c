/* SPDX-License-Identifier: GPL-3.0-or-later */
/* variety.c - how different the deep dungeons of different seeds are, as
 * tables in Markdown ("make variety"):
 *
 *   - level 1 of seed s against level 1 of seed s + 1: the share of cells of
 *     the same kind (rock, wall, floor, door, stairs) at the same place, over
 *     the larger of the two sizes, and the share of one's floor that is floor
 *     in the other (the classic dungeon: 100% both);
 *   - the kinds of level each depth gets (rooms, caves, mixed);
 *   - how many kinds of creature and of item a whole dungeon holds (drawn
 *     and in its vaults), against those the content has;
 *   - on which levels each vault lands.
 *
 *   bench/variety --data DIR --plugin-dir DIR [--seeds N]
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "content/content.h"
#include "dungeon/dungeon.h"
#include "dungeon/gen.h"
#include "engine/host.h"
#include "plugin/loader.h"
#include "text/i18n.h"
#include "util/xalloc.h"

static void fail(const char *problem, const char *subject)
{
    fprintf(stderr, "bench/variety: %s%s%s\n", problem, subject ? ": " : "", subject ? subject : "");
    exit(1);
}

/* The kind of a map character: rock, wall, door, stairs or floor (places,
 * blood and the arrival are floor). */
static int cell_kind(const level_def *def, int x, int y)
{
    if (x >= def->width || y >= def->height)
        return 0;
    switch (def->rows[y][x]) {
    case ' ':
        return 0;
    case '#':
        return 1;
    case '+':
    case '\'':
        return 3;
    case '>':
    case '<':
        return 4;
    default:
        return 2;
    }
}

/* Of the floor of a, the share that is floor in b at the same place. */
static double floor_shared(const level_def *a, const level_def *b)
{
    long floor = 0, shared = 0;
    for (int y = 0; y < a->height; y++)
        for (int x = 0; x < a->width; x++)
            if (cell_kind(a, x, y) == 2) {
                floor++;
                shared += cell_kind(b, x, y) == 2;
            }
    return floor ? 100.0 * (double)shared / (double)floor : 0;
}

static double overlap(const level_def *a, const level_def *b)
{
    int w = a->width > b->width ? a->width : b->width;
    int h = a->height > b->height ? a->height : b->height;
    long same = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            same += cell_kind(a, x, y) == cell_kind(b, x, y);
    return 100.0 * (double)same / (double)(w * h);
}

/* Marks the creature and item kinds a level places in the sets. */
static void count_kinds(const content *c, const level_def *def, bool *creatures, bool *items)
{
    for (size_t i = 0; i < def->places.count; i++) {
        const place_def *p = schema_at(&def->places, i);
        for (size_t k = 0; p->creature && k < c->creatures.count; k++)
            if (strcmp(((const creature_def *)schema_at(&c->creatures, k))->h.id, p->creature) == 0)
                creatures[k] = true;
        for (size_t k = 0; p->item && k < c->items.count; k++)
            if (strcmp(((const item_def *)schema_at(&c->items, k))->h.id, p->item) == 0)
                items[k] = true;
    }
}

/* Which vault a level holds: by one of its areas (a vault's areas are
 * copied with their ids). */
static bool holds_vault(const level_def *def, const level_def *vault)
{
    if (!vault->areas.count)
        return false;
    const area_def *first = schema_at(&vault->areas, 0);
    return schema_find(&def->areas, first->h.id) != NULL;
}

typedef struct stats {
    double sum, min, max;
    long n;
} stats;

static void add(stats *s, double v)
{
    if (!s->n || v < s->min)
        s->min = v;
    if (!s->n || v > s->max)
        s->max = v;
    s->sum += v;
    s->n++;
}

int main(int argc, char **argv)
{
    static const struct option options[] = {
        { "data", required_argument, NULL, 'd' },
        { "plugin-dir", required_argument, NULL, 'p' },
        { "seeds", required_argument, NULL, 's' },
        { NULL, 0, NULL, 0 },
    };
    const char *data_dir = NULL, *plugin_dir = NULL;
    long seeds = 1000;
    int opt;
    while ((opt = getopt_long(argc, argv, "", options, NULL)) != -1) {
        if (opt == 'd')
            data_dir = optarg;
        else if (opt == 'p')
            plugin_dir = optarg;
        else if (opt == 's')
            seeds = atol(optarg);
        else
            fail("usage: bench/variety --data DIR --plugin-dir DIR [--seeds N]", NULL);
    }
    if (!data_dir || !plugin_dir || seeds < 2)
        fail("usage: bench/variety --data DIR --plugin-dir DIR [--seeds N]", NULL);
    i18n_init("en", BT_BUILD_DIR "/locale");
    registry *kinds = reg_new(host_table());
    loader_load_dir(kinds, plugin_dir, LOADER_BUILTIN);
    host_set_registry(kinds);
    content c;
    strbuf error;
    sb_init(&error);
    if (!content_load(&c, data_dir, kinds, &error))
        fail("the content does not load", error.buf);
    sb_release(&error);

    stats same = { 0 }, floor = { 0 }, creature_kinds = { 0 }, item_kinds = { 0 };
    long level_kinds[DUNGEON_DEEP_LEVELS][GEN_KIND_COUNT] = { { 0 } };
    long *vault_at = xcalloc(c.vault_count * DUNGEON_DEEP_LEVELS, sizeof *vault_at);
    bool *creatures = xcalloc(c.creatures.count + 1, 1), *items = xcalloc(c.items.count + 1, 1);
    dungeon prev;
    dungeon_init(&prev, &c, DUNGEON_DEEP, 0);
    for (long s = 1; s <= seeds; s++) {
        dungeon d;
        dungeon_init(&d, &c, DUNGEON_DEEP, (uint64_t)s);
        add(&same, overlap(dungeon_level(&prev, 1), dungeon_level(&d, 1)));
        add(&floor, floor_shared(dungeon_level(&prev, 1), dungeon_level(&d, 1)));
        memset(creatures, 0, c.creatures.count);
        memset(items, 0, c.items.count);
        for (int depth = 1; depth <= DUNGEON_DEEP_LEVELS; depth++) {
            const level_def *def = dungeon_level(&d, depth);
            /* The kind again from the same request: the level is the same. */
            const level_def *vaults[8];
            gen_request req = { .data = &c, .seed = (uint64_t)s, .depth = depth,
                                .last = DUNGEON_DEEP_LEVELS, .kind = -1, .vaults = vaults };
            req.vault_count = dungeon_vaults_at(&d, depth, vaults, 8);
            gen_kind kind;
            level_def *again = gen_level(&req, &kind);
            content_level_release(again);
            free(again);
            level_kinds[depth - 1][kind]++;
            count_kinds(&c, def, creatures, items);
            for (size_t v = 0; v < c.vault_count; v++)
                if (holds_vault(def, &c.vaults[v]))
                    vault_at[v * DUNGEON_DEEP_LEVELS + (size_t)depth - 1]++;
        }
        long nc = 0, ni = 0;
        for (size_t k = 0; k < c.creatures.count; k++)
            nc += creatures[k];
        for (size_t k = 0; k < c.items.count; k++)
            ni += items[k];
        add(&creature_kinds, (double)nc);
        add(&item_kinds, (double)ni);
        dungeon_release(&prev);
        prev = d;
    }
    dungeon_release(&prev);

    printf("Over %ld seeds of the deep dungeon (`make variety`):\n\n", seeds);
    printf("| measure | mean | min | max |\n|---|---|---|---|\n");
    printf("| level 1 of two seeds: cells of the same kind at the same place | %.1f%% | %.1f%% | "
           "%.1f%% |\n",
           same.sum / (double)same.n, same.min, same.max);
    printf("| level 1 of two seeds: floor of one that is floor in the other | %.1f%% | %.1f%% | "
           "%.1f%% |\n",
           floor.sum / (double)floor.n, floor.min, floor.max);
    printf("| creature kinds in a dungeon (of %zu) | %.1f | %.0f | %.0f |\n", c.creatures.count,
           creature_kinds.sum / (double)creature_kinds.n, creature_kinds.min, creature_kinds.max);
    printf("| item kinds in a dungeon (of %zu) | %.1f | %.0f | %.0f |\n\n", c.items.count,
           item_kinds.sum / (double)item_kinds.n, item_kinds.min, item_kinds.max);
    printf("| level | rooms | caves | mixed |\n|---|---|---|---|\n");
    for (int d = 0; d < DUNGEON_DEEP_LEVELS; d++)
        printf("| %d | %ld | %ld | %ld |\n", d + 1, level_kinds[d][GEN_ROOMS],
               level_kinds[d][GEN_CAVES], level_kinds[d][GEN_MIXED]);
    printf("\nDungeons whose level N holds the vault:\n\n| vault |");
    for (int d = 1; d <= DUNGEON_DEEP_LEVELS; d++)
        printf(" %d |", d);
    printf(" none |\n|---|");
    for (int d = 0; d <= DUNGEON_DEEP_LEVELS; d++)
        printf("---|");
    printf("\n");
    for (size_t v = 0; v < c.vault_count; v++) {
        const vault_info *info = schema_at(&c.vaults[v].info, 0);
        long in_any = 0;
        printf("| %s%s |", c.vaults[v].path, info->always ? " (always)" : "");
        for (int d = 0; d < DUNGEON_DEEP_LEVELS; d++) {
            long n = vault_at[v * DUNGEON_DEEP_LEVELS + (size_t)d];
            in_any += n;
            printf(" %ld |", n);
        }
        /* A vault every dungeon has, left out where it did not fit. */
        if (info->always)
            printf(" %ld |\n", seeds - in_any);
        else
            printf(" - |\n");
    }
    printf("\n");
    free(vault_at);
    free(creatures);
    free(items);
    content_release(&c);
    host_set_registry(NULL);
    reg_free(kinds);
    return 0;
}
