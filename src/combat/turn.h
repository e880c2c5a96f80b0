/* SPDX-License-Identifier: GPL-3.0-or-later */
/* turn.h - whose turn it is in a fight, and how a turn begins.
 *
 * Turn order is by speed: every combat tick each living fighter gains its
 * speed in energy, and whoever holds TURN_COST acts. The start of a turn is
 * the seed's BeginTurn: spend the energy, remember a stun *before* the
 * effects tick (the tick removes the one-turn stun), tick effects and
 * cooldowns, handle deaths; a stunned fighter says so and skips the turn,
 * and is stun-proof until its next one.
 */
#ifndef BT_COMBAT_TURN_H
#define BT_COMBAT_TURN_H

#include <stdbool.h>
#include <stddef.h>

#include "game/game.h"

#define TURN_COST 100
/* Even the slowest fighter gains this much a tick, so a fight never stalls
 * on a creature whose speed an effect took to 0. */
#define TURN_MIN_SPEED 10

/* The fighter whose turn it is: ticks energy until a living fighter holds
 * TURN_COST, and returns the one with the most (ties: the earlier in all).
 * NULL when nobody in all is alive. */
fighter *turn_next(fighter *const *all, size_t count);

/* Begins f's turn in ctx; settle (may be NULL) handles deaths after the
 * effects ticked. Returns whether f may act now: false when it died or is
 * stunned (then it has said so). */
bool turn_begin(bt_context *ctx, fighter *f, void (*settle)(void *user), void *user);

#endif
