/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fov.h - field of view: which cells the hero sees, by recursive shadow
 * casting over the eight octants; seen cells are remembered. */
#ifndef BT_FOV_H
#define BT_FOV_H

#include "world/level.h"

/* Clears the visible flags and marks every cell seen from (x, y) within
 * radius as visible and remembered. Its cost is that of the cells in view:
 * it darkens only the cells it lit the last time (level.lit). */
void fov_compute(level *lv, int x, int y, int radius);
/* Whether a straight line (Bresenham's) from (x0, y0) to (x1, y1) passes
 * no cell that blocks sight, nor one where stops (may be NULL) says true
 * (a creature in the way): what flies along it, a shot, gets through.
 * The ends themselves are not looked at. */
bool fov_line_clear(const level *lv, int x0, int y0, int x1, int y1,
                    bool (*stops)(void *user, int x, int y), void *user);

#endif
