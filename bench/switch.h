/* SPDX-License-Identifier: GPL-3.0-or-later */
/* switch.h - the yardsticks of bench/arena: the effect rules with the kinds
 * compiled in, dispatched by a switch (no plugins, no host table), and the
 * least a hand-written loop must do to give the same life and blood.
 *
 * Both hold the arena's effects as plain numbers: the kind as an enum in
 * the order of the arena's mix, turns, power and stacks. */
#ifndef BT_BENCH_SWITCH_H
#define BT_BENCH_SWITCH_H

#include <stddef.h>

#include "engine/context.h"

typedef enum sw_kind {
    SW_BLEED, SW_POISON, SW_BURN, SW_REGEN, SW_RAGE, SW_SHIELD, SW_CHILL, SW_DODGE, SW_WEAK,
    SW_FURY, SW_KIND_COUNT
} sw_kind;

/* The kind with this id, or SW_KIND_COUNT. */
sw_kind sw_kind_of(const char *id);

typedef struct sw_effect {
    sw_kind kind;
    int turns, power, stacks;
} sw_effect;

/* A creature of the switch engine; the arena owns effects. */
typedef struct sw_creature {
    const char *name;
    int life, max_life;
    sw_effect *effects;
    size_t count;
} sw_creature;

/* One effect turn by the game's effect rules, as fx_tick does it: each
 * effect acts (bleed, poison, burn hurt; regen heals), loses a turn and at
 * 0 is removed and says its end; stops when the creature dies. */
void sw_tick(bt_context *ctx, sw_creature *c);

/* The floor: a creature as a hand-written loop keeps it. */
typedef struct floor_creature {
    int life, max_life;
    int count;
    sw_effect effects[SW_KIND_COUNT];
} floor_creature;

/* Ticks count creatures turns times, giving the same life and blood as the
 * rules (blood is added to *blood); nothing is said, nothing expires early. */
void floor_run(floor_creature *crowd, size_t count, int turns, long *blood);

#endif
