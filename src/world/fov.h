/* fov.h - field of view: which cells the hero sees, by recursive shadow
 * casting over the eight octants; seen cells are remembered. */
#ifndef BT_FOV_H
#define BT_FOV_H

#include "world/level.h"

/* Clears the visible flags and marks every cell seen from (x, y) within
 * radius as visible and remembered. */
void fov_compute(level *lv, int x, int y, int radius);

#endif
