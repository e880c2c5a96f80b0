/* SPDX-License-Identifier: GPL-3.0-or-later */
/* path.h - the first step of a shortest way between two cells, for monsters
 * that go somewhere they cannot see (a den, the smell of blood). */
#ifndef BT_WORLD_PATH_H
#define BT_WORLD_PATH_H

#include <stdbool.h>

#include "world/level.h"

/* Whether a creature may step onto (x, y) on its way (the goal need not be
 * enterable: it may be where the hero stands). */
typedef bool (*path_open_fn)(void *user, int x, int y);

/* The first step (*dx, *dy) of a shortest way in eight directions from
 * (fx, fy) to (tx, ty) through cells open says may be entered, searching no
 * farther than radius cells from the start in any direction. False when
 * there is none that near (or start and goal are one cell). The search
 * costs at most (2 radius + 1)^2 cells, whatever the level's size. */
bool path_step(const level *lv, int fx, int fy, int tx, int ty, int radius, path_open_fn open,
               void *user, int *dx, int *dy);

#endif
