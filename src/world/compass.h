/* SPDX-License-Identifier: GPL-3.0-or-later */
/* compass.h - the eight directions from one cell to another, as the speech
 * mode (doc/speech.md) and the hero's ears (game/hearing.h) name them. */
#ifndef BT_COMPASS_H
#define BT_COMPASS_H

typedef enum compass_dir {
    COMPASS_N, COMPASS_NE, COMPASS_E, COMPASS_SE, COMPASS_S, COMPASS_SW, COMPASS_W, COMPASS_NW,
    COMPASS_COUNT
} compass_dir;

/* One step in each direction; y grows southwards, as on the map. */
extern const int compass_dx[COMPASS_COUNT];
extern const int compass_dy[COMPASS_COUNT];

/* The direction nearest to the offset (dx, dy): an axis while the other
 * part is less than half of it ((5, 2) is east), else a diagonal ((5, 3) is
 * south-east); so a neighbour's is its own. (0, 0) is north. */
compass_dir compass_of(int dx, int dy);

#endif
