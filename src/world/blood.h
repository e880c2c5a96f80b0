/* SPDX-License-Identifier: GPL-3.0-or-later */
/* blood.h - the blood trail as the game reads it: a drop spilled
 * on the floor is fresh, ages and fades after BLOOD_FADE_TURNS; the stains
 * a level is drawn with never fade. A trail leads towards fresher blood:
 * the way the bleeding creature went. */
#ifndef BT_WORLD_BLOOD_H
#define BT_WORLD_BLOOD_H

#include <stdbool.h>

#include "world/level.h"

/* How many world turns a drop of blood stays on the floor. */
#define BLOOD_FADE_TURNS 150

/* Leaves a fresh drop at (x, y) on turn (clean walkable floor only, as
 * level_add_blood); a drop already there is made fresh again. Returns
 * whether the cell holds fresh blood now. */
bool blood_spill(level *lv, int x, int y, long turn);
/* Takes away every drop spilled BLOOD_FADE_TURNS or more before turn.
 * Costs one look at each drop that fades, nothing for the others. */
void blood_fade(level *lv, long turn);
/* Whether there is blood at (x, y), and how fresh: -1 none, 0 a stain that
 * never fades, else the turn it was spilled plus one. */
long blood_at(const level *lv, int x, int y);

/* Where a trail goes on from (x, y), one step (*dx, *dy): to a fresher drop
 * next to a fresh one; from a stain or no blood, to the freshest blood next
 * to it that does not lie behind the last step (ldx, ldy; 0 0: any way) and
 * that skip (may be NULL) does not rule out. False at the trail's end. */
bool blood_lead(const level *lv, int x, int y, int ldx, int ldy,
                bool (*skip)(void *user, int x, int y), void *user, int *dx, int *dy);

/* The drops of a level that fade, oldest first: what a save writes. A
 * drop since freshened again or faded is passed over (false). */
size_t blood_fresh_count(const level *lv);
bool blood_fresh_drop(const level *lv, size_t i, int *x, int *y, long *turn);
/* A save's drop back on the blood at (x, y) of its row, as spilled on turn;
 * false when there is no blood there. Drops come back oldest first. */
bool blood_restore(level *lv, int x, int y, long turn);

#endif
