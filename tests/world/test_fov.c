/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test_fov.c - field of view: what the hero sees and remembers. */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "util/xalloc.h"
#include "world/compass.h"
#include "world/fov.h"

/* A level straight from rows of map characters (terrain only). */
static level *make_level(const char *const *rows, int height)
{
    level *lv = xcalloc(1, sizeof *lv);
    lv->width = (int)strlen(rows[0]);
    lv->height = height;
    lv->cells = xcalloc((size_t)lv->width * (size_t)height, sizeof *lv->cells);
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < lv->width; x++) {
            char ch = rows[y][x];
            level_cell(lv, x, y)->terrain = ch == '#'   ? TERRAIN_WALL
                                            : ch == '+' ? TERRAIN_DOOR
                                            : ch == ' ' ? TERRAIN_ROCK
                                                        : TERRAIN_FLOOR;
        }
    }
    return lv;
}

static void free_level(level *lv)
{
    level_release(lv);
    free(lv);
}

static bool visible(const level *lv, int x, int y)
{
    return level_cell(lv, x, y)->visible;
}

static void test_room_is_seen_whole_with_its_walls(void **state)
{
    (void)state;
    static const char *const rows[] = { "#######", "#.....#", "#.....#", "#.....#", "#######" };
    level *lv = make_level(rows, 5);
    fov_compute(lv, 3, 2, 8);
    for (int y = 0; y < 5; y++)
        for (int x = 0; x < 7; x++)
            assert_true(visible(lv, x, y));
    free_level(lv);
}

static void test_walls_hide_what_is_behind_them(void **state)
{
    (void)state;
    static const char *const rows[] = { "###########", "#...#.....#", "#...#.....#", "#...#.....#",
                                        "###########" };
    level *lv = make_level(rows, 5);
    fov_compute(lv, 1, 2, 8);
    assert_true(visible(lv, 4, 2));    /* the wall itself */
    assert_false(visible(lv, 6, 2));   /* the room behind it */
    assert_false(visible(lv, 9, 1));
    free_level(lv);
}

static void test_a_closed_door_blocks_and_an_open_one_does_not(void **state)
{
    (void)state;
    static const char *const rows[] = { "#########", "#...+...#", "#########" };
    level *lv = make_level(rows, 3);
    fov_compute(lv, 1, 1, 8);
    assert_true(visible(lv, 4, 1));
    assert_false(visible(lv, 6, 1));
    level_cell(lv, 4, 1)->terrain = TERRAIN_OPEN_DOOR;
    fov_compute(lv, 1, 1, 8);
    assert_true(visible(lv, 6, 1));
    assert_true(visible(lv, 7, 1));
    free_level(lv);
}

static void test_seen_cells_are_remembered(void **state)
{
    (void)state;
    static const char *const rows[] = { "#########", "#...#...#", "#...+...#", "#########" };
    level *lv = make_level(rows, 4);
    fov_compute(lv, 1, 1, 8);
    assert_true(level_cell(lv, 3, 2)->seen);
    assert_false(level_cell(lv, 6, 2)->seen);
    level_cell(lv, 4, 2)->terrain = TERRAIN_OPEN_DOOR;
    fov_compute(lv, 7, 1, 8);
    assert_false(visible(lv, 1, 1));           /* out of sight now... */
    assert_true(level_cell(lv, 1, 1)->seen);   /* ...but remembered */
    free_level(lv);
}

static void test_sight_ends_at_the_radius(void **state)
{
    (void)state;
    static const char *const rows[] = { "#" "...................." "#" };
    level *lv = make_level(rows, 1);
    fov_compute(lv, 1, 0, 5);
    assert_true(visible(lv, 6, 0));
    assert_false(visible(lv, 9, 0));
    free_level(lv);
}

static void test_a_pillar_casts_a_shadow(void **state)
{
    (void)state;
    static const char *const rows[] = { "#########", "#.......#", "#...#...#", "#.......#",
                                        "#########" };
    level *lv = make_level(rows, 5);
    fov_compute(lv, 1, 2, 8);
    assert_true(visible(lv, 4, 2));
    assert_false(visible(lv, 6, 2));   /* straight behind the pillar */
    assert_true(visible(lv, 6, 1));    /* beside the shadow */
    free_level(lv);
}

/* A view darkens only what the last one lit, and that is all of it: after
 * looking from one corner of an open hall, then from the other, the first
 * corner is dark and the lit cells are exactly the visible ones. */
static void test_a_new_view_darkens_all_the_old_one_lit(void **state)
{
    (void)state;
    static char row[61];
    static const char *rows[60];
    memset(row, '.', 60);
    for (int y = 0; y < 60; y++)
        rows[y] = row;
    level *lv = make_level(rows, 60);
    fov_compute(lv, 10, 10, 8);
    assert_true(visible(lv, 14, 14));
    fov_compute(lv, 45, 45, 8);
    size_t lit = 0;
    for (int y = 0; y < 60; y++)
        for (int x = 0; x < 60; x++)
            lit += visible(lv, x, y);
    assert_int_equal(lit, lv->lit_count);
    for (int y = 2; y < 19; y++)
        for (int x = 2; x < 19; x++)
            assert_false(visible(lv, x, y));
    assert_true(visible(lv, 49, 49));
    assert_true(level_cell(lv, 14, 14)->seen);
    free_level(lv);
}

static bool on_cell(void *user, int x, int y)
{
    const int *at = user;
    return x == at[0] && y == at[1];
}

static void test_a_line_is_clear_unless_a_wall_or_a_creature_is_in_it(void **state)
{
    (void)state;
    static const char *const rows[] = { "#########", "#.......#", "#...#...#", "#.......#",
                                        "#########" };
    level *lv = make_level(rows, 5);
    assert_true(fov_line_clear(lv, 1, 1, 7, 1, NULL, NULL));
    assert_false(fov_line_clear(lv, 1, 2, 7, 2, NULL, NULL));    /* the pillar */
    assert_true(fov_line_clear(lv, 1, 2, 2, 2, NULL, NULL));     /* neighbours */
    assert_true(fov_line_clear(lv, 3, 3, 3, 3, NULL, NULL));
    int at[2] = { 4, 1 };
    assert_false(fov_line_clear(lv, 1, 1, 7, 1, on_cell, at));   /* someone in the way */
    assert_true(fov_line_clear(lv, 1, 1, 4, 1, on_cell, at));    /* the end is not looked at */
    free_level(lv);
}

static void test_the_compass_names_the_nearest_direction(void **state)
{
    (void)state;
    assert_int_equal(compass_of(5, 0), COMPASS_E);
    assert_int_equal(compass_of(5, 2), COMPASS_E);
    assert_int_equal(compass_of(5, 3), COMPASS_SE);
    assert_int_equal(compass_of(1, 1), COMPASS_SE);
    assert_int_equal(compass_of(-1, -1), COMPASS_NW);
    assert_int_equal(compass_of(0, -4), COMPASS_N);
    assert_int_equal(compass_of(2, 5), COMPASS_S);
    assert_int_equal(compass_of(-3, 7), COMPASS_S);
    assert_int_equal(compass_of(-4, 3), COMPASS_SW);
    assert_int_equal(compass_of(-6, -1), COMPASS_W);
    assert_int_equal(compass_of(3, -4), COMPASS_NE);
    for (int d = 0; d < COMPASS_COUNT; d++)
        assert_int_equal(compass_of(compass_dx[d], compass_dy[d]), d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_room_is_seen_whole_with_its_walls),
        cmocka_unit_test(test_walls_hide_what_is_behind_them),
        cmocka_unit_test(test_a_closed_door_blocks_and_an_open_one_does_not),
        cmocka_unit_test(test_seen_cells_are_remembered),
        cmocka_unit_test(test_sight_ends_at_the_radius),
        cmocka_unit_test(test_a_pillar_casts_a_shadow),
        cmocka_unit_test(test_a_new_view_darkens_all_the_old_one_lit),
        cmocka_unit_test(test_a_line_is_clear_unless_a_wall_or_a_creature_is_in_it),
        cmocka_unit_test(test_the_compass_names_the_nearest_direction),
    };
    return cmocka_run_group_tests_name("fov", tests, NULL, NULL);
}
