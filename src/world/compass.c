/* SPDX-License-Identifier: GPL-3.0-or-later */
/* compass.c - the eight directions between cells. */
#include "config.h"

#include "world/compass.h"

#include <stdlib.h>

const int compass_dx[COMPASS_COUNT] = { 0, 1, 1, 1, 0, -1, -1, -1 };
const int compass_dy[COMPASS_COUNT] = { -1, -1, 0, 1, 1, 1, 0, -1 };

compass_dir compass_of(int dx, int dy)
{
    int ax = abs(dx), ay = abs(dy);
    /* An axis wins while the other part is under half of it: the sectors
     * are about equal, and a neighbour (1, 1) stays a diagonal. */
    int sx = 2 * ax < ay ? 0 : 1, sy = 2 * ay < ax ? 0 : 1;
    int x = sx * ((dx > 0) - (dx < 0)), y = sy * ((dy > 0) - (dy < 0));
    for (int d = 0; d < COMPASS_COUNT; d++)
        if (compass_dx[d] == x && compass_dy[d] == y)
            return (compass_dir)d;
    return COMPASS_N;
}
