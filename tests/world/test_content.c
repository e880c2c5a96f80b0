/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_content.c - the data loader: the shipped content loads and holds
 * together; broken content is refused whole, with file and line. */
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
#include "util/xalloc.h"

static registry *kinds;

static int setup(void **state)
{
    (void)state;
    speak_english();
    kinds = load_builtins();
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    reg_free(kinds);
    return 0;
}

static void test_the_shipped_content_loads(void **state)
{
    (void)state;
    content c;
    strbuf error;
    sb_init(&error);
    bool ok = content_load(&c, BT_SOURCE_DIR "/data", kinds, &error);
    if (!ok)
        fail_msg("%s", error.buf);
    assert_int_equal(c.level_count, 3);
    assert_true(c.classes.count >= 3);
    const creature_def *skeleton = content_creature(&c, "bone_skeleton");
    assert_non_null(skeleton);
    assert_string_equal(skeleton->immune.ids[0], "bleed");
    const creature_def *warden = content_creature(&c, "warden");
    assert_string_equal(warden->at_half_life.id, "fury");
    assert_int_equal(warden->at_half_life.turns, 999);
    assert_true(warden->boss);
    const item_def *bandage = content_item(&c, "bandage");
    assert_string_equal(bandage->cures.ids[0], "bleed");
    assert_string_equal(bandage->effect.id, "regen");
    assert_int_equal(bandage->effect.turns, 3);
    assert_int_equal(bandage->effect.n, 2);
    content_release(&c);
    sb_release(&error);
}

/* Every effect plugin can be met in play: each built-in id is named by
 * some creature, skill, item or trap. */
static bool named(const content *c, const char *id)
{
    for (size_t i = 0; i < c->creatures.count; i++) {
        const creature_def *d = schema_at(&c->creatures, i);
        for (size_t j = 0; j < d->on_hit_count; j++)
            if (strcmp(d->on_hit[j].id, id) == 0)
                return true;
        if (d->at_half_life.id && strcmp(d->at_half_life.id, id) == 0)
            return true;
        if (d->attack.edged && strcmp(id, "bleed") == 0)
            return true;
        if (d->attack.stun_chance && strcmp(id, "stun") == 0)
            return true;
    }
    for (size_t i = 0; i < c->skills.count; i++) {
        const skill_def *s = schema_at(&c->skills, i);
        if ((s->effect.id && strcmp(s->effect.id, id) == 0) ||
            (s->self_effect.id && strcmp(s->self_effect.id, id) == 0))
            return true;
    }
    for (size_t i = 0; i < c->items.count; i++) {
        const item_def *it = schema_at(&c->items, i);
        if (it->effect.id && strcmp(it->effect.id, id) == 0)
            return true;
    }
    for (size_t l = 0; l < c->level_count; l++) {
        const def_table *places = &c->levels[l].places;
        for (size_t i = 0; i < places->count; i++) {
            const place_def *p = schema_at(places, i);
            if (p->trap.id && strcmp(p->trap.id, id) == 0)
                return true;
        }
    }
    return false;
}

static void test_every_effect_plugin_is_met_in_play(void **state)
{
    (void)state;
    content c;
    strbuf error;
    sb_init(&error);
    assert_true(content_load(&c, BT_SOURCE_DIR "/data", kinds, &error));
    for (size_t i = 0; i < reg_count(kinds); i++) {
        const char *id = reg_at(kinds, i)->kind->id;
        if (!named(&c, id))
            fail_msg("no content puts \"%s\" into play", id);
    }
    content_release(&c);
    sb_release(&error);
}

/* From the start '@', flood the walkable cells (doors open) and see whether
 * the stairs are reached. */
static bool stairs_reachable(const level_def *lv)
{
    int w = lv->width, h = lv->height, sx = 0, sy = 0;
    bool stairs = false;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            if (lv->rows[y][x] == '@') {
                sx = x;
                sy = y;
            }
    char *seen = xcalloc((size_t)w * (size_t)h, 1);
    int *stack = xmalloc(sizeof(int) * (size_t)w * (size_t)h * 2);
    size_t top = 0;
    stack[top++] = sy * w + sx;
    seen[sy * w + sx] = 1;
    while (top) {
        int at = stack[--top], x = at % w, y = at / w;
        if (lv->rows[y][x] == '>')
            stairs = true;
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                int nx = x + dx, ny = y + dy;
                if (nx < 0 || ny < 0 || nx >= w || ny >= h || seen[ny * w + nx])
                    continue;
                char ch = lv->rows[ny][nx];
                if (ch == '#' || ch == ' ')
                    continue;
                seen[ny * w + nx] = 1;
                stack[top++] = ny * w + nx;
            }
    }
    free(seen);
    free(stack);
    return stairs;
}

static void test_every_level_leads_down_but_the_last(void **state)
{
    (void)state;
    content c;
    strbuf error;
    sb_init(&error);
    assert_true(content_load(&c, BT_SOURCE_DIR "/data", kinds, &error));
    for (size_t i = 0; i + 1 < c.level_count; i++)
        if (!stairs_reachable(&c.levels[i]))
            fail_msg("level %zu: the stairs cannot be reached from the start", i + 1);
    content_release(&c);
    sb_release(&error);
}

/* A copy of data/ in a temporary folder, one file replaced. */
static char *data_with(const char *file, const char *text)
{
    char *dir = xstrdup("/tmp/bt-content-XXXXXX");
    assert_non_null(mkdtemp(dir));
    char command[1024];
    snprintf(command, sizeof command, "cp -r '%s/data/.' '%s' && chmod -R u+w '%s'",
             BT_SOURCE_DIR, dir, dir);
    assert_int_equal(system(command), 0);
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    return dir;
}

static void remove_dir(char *dir)
{
    char command[1024];
    snprintf(command, sizeof command, "rm -rf '%s'", dir);
    assert_int_equal(system(command), 0);
    free(dir);
}

static void expect_error(const char *file, const char *text, const char *message)
{
    char *dir = data_with(file, text);
    content c;
    strbuf error;
    sb_init(&error);
    assert_false(content_load(&c, dir, kinds, &error));
    assert_string_equal(error.buf, message);
    /* Nothing half-loaded is used. */
    assert_int_equal(c.creatures.count, 0);
    assert_int_equal(c.level_count, 0);
    assert_null(c.levels);
    sb_release(&error);
    remove_dir(dir);
}

static void test_a_section_given_twice_is_refused(void **state)
{
    (void)state;
    expect_error("quests.ini",
                 "[a]\ntitle = A\ngoal = a\nkill = wolf\n\n[b]\ntitle = B\ngoal = b\nkill = wolf\n"
                 "[a]\ntitle = C\n",
                 "quests.ini:10: [a] is defined twice.");
}

static void test_a_key_given_twice_is_refused(void **state)
{
    (void)state;
    expect_error("quests.ini", "[a]\ntitle = A\ntitle = B\n",
                 "quests.ini:3: \"title\" is given twice in [a].");
}

static void test_a_map_needs_one_start(void **state)
{
    (void)state;
    expect_error("levels/3.map", "#####\n#@.@#\n#####\n",
                 "levels/3.ini:1: the map must show the hero's start \"@\" exactly once.");
}

static void test_a_missing_map_is_named(void **state)
{
    (void)state;
    expect_error("levels/2.ini", "[level]\nmap = nowhere.map\n",
                 "levels/nowhere.map: cannot read the file: No such file or directory.");
}

static void test_a_bad_effect_line_is_explained(void **state)
{
    (void)state;
    expect_error("items.ini", "[p]\nname = p\nkind = potion\neffect = regen three 2\n",
                 "items.ini:4: \"effect\" must be \"EFFECT TURNS POWER\" with an optional chance "
                 "such as \"35%\", not \"regen three 2\".");
}

static void test_an_overlong_line_is_refused(void **state)
{
    (void)state;
    char text[400] = "[p]\nname = ";
    memset(text + strlen(text), 'x', 250);
    strcat(text, "\nkind = potion\n");
    expect_error("items.ini", text, "items.ini:2: the line is longer than 198 characters.");
}

/* A map of width x height: floor inside walls, the start at (1, 1). The
 * caller frees it. */
static char *square_map(int width, int height)
{
    char *map = xmalloc((size_t)(width + 1) * (size_t)height + 1), *p = map;
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++)
            *p++ = x == 0 || y == 0 || x == width - 1 || y == height - 1 ? '#'
                   : x == 1 && y == 1                                   ? '@'
                                                                        : '.';
        *p++ = '\n';
    }
    *p = '\0';
    return map;
}

static void test_a_map_of_1000_by_1000_cells_loads(void **state)
{
    (void)state;
    char *map = square_map(1000, 1000);
    char *dir = data_with("levels/3.map", map);
    free(map);
    content c;
    strbuf error;
    sb_init(&error);
    assert_true(content_load(&c, dir, kinds, &error));
    assert_int_equal(c.levels[2].width, 1000);
    assert_int_equal(c.levels[2].height, 1000);
    content_release(&c);
    sb_release(&error);
    remove_dir(dir);
}

static void test_a_larger_map_is_refused(void **state)
{
    (void)state;
    char *map = square_map(1001, 3);
    expect_error("levels/3.map", map, "levels/3.map:1: maps are at most 1000 by 1000 cells.");
    free(map);
    map = square_map(3, 1001);
    expect_error("levels/3.map", map, "levels/3.map:1001: maps are at most 1000 by 1000 cells.");
    free(map);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_shipped_content_loads),
        cmocka_unit_test(test_every_effect_plugin_is_met_in_play),
        cmocka_unit_test(test_every_level_leads_down_but_the_last),
        cmocka_unit_test(test_a_section_given_twice_is_refused),
        cmocka_unit_test(test_a_key_given_twice_is_refused),
        cmocka_unit_test(test_a_map_needs_one_start),
        cmocka_unit_test(test_a_missing_map_is_named),
        cmocka_unit_test(test_a_bad_effect_line_is_explained),
        cmocka_unit_test(test_an_overlong_line_is_refused),
        cmocka_unit_test(test_a_map_of_1000_by_1000_cells_loads),
        cmocka_unit_test(test_a_larger_map_is_refused),
    };
    return cmocka_run_group_tests_name("content", tests, setup, teardown);
}
