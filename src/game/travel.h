/* SPDX-License-Identifier: GPL-3.0-or-later */
/* travel.h - the way to a place the hero remembers: over the cells it has
 * seen, through doors, around the traps it knows of and fires. A plan is a
 * field of distances to the target, so each step just goes downhill. */
#ifndef BT_TRAVEL_H
#define BT_TRAVEL_H

#include <stdbool.h>
#include <stddef.h>

#include "game/game.h"

typedef struct travel_plan {
    int *distance;               /* owned, width * height; -1: no known way */
    int width, height;
    int x, y;                    /* the target */
} travel_plan;

/* Plans the way to (x, y); false (plan left empty) when the hero knows of
 * none. travel_release frees a plan. */
bool travel_plan_to(travel_plan *p, const game *g, int x, int y);
void travel_release(travel_plan *p);
/* The next step from where the hero stands; false at the target, or when
 * the way is gone (the hero left it). */
bool travel_next_step(const travel_plan *p, const game *g, int *dx, int *dy);

/* The stairs down, if the hero has seen them. */
bool travel_find_stairs(const game *g, int *x, int *y);
/* A seen cell of the level's area index one can stand on, the nearest to
 * the middle of the area; false when the hero has seen none of it. */
bool travel_find_area(const game *g, size_t index, int *x, int *y);

#endif
