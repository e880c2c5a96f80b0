/* SPDX-License-Identifier: GPL-3.0-or-later */
/* creature.h - creatures: life, stats computed from base + equipment + effects,
 * immunities, the heavy wound and the effect list. */
#ifndef BT_CREATURE_H
#define BT_CREATURE_H

#include <stdbool.h>
#include <stddef.h>

#include <bloodtrail/effect.h>

#include "engine/context.h"
#include "text/name.h"

/* An effect in a creature's list. The serial orders effects by arrival, so a
 * tick knows which were present when it began. */
typedef struct cr_effect {
    bt_effect fx;          /* first: plugins are handed &slot->fx */
    unsigned serial;
    /* fx.kind->max_stacks (at most 1000), for the tick's bounds check. */
    short max_stacks;
    /* fx.kind->each_turn, for the same reason as turn; BT_TURN_NOTHING in a
     * gap. (Small, so that an effect takes 56 bytes: a tick of a crowd
     * reads less memory.) */
    unsigned char each_turn;
    /* fx.kind->turn, set by cr_add_effect: fx_tick reads it here, in the
     * line it reads anyway, instead of through the kind (a dependent load
     * more for every effect without a turn: 0.5 instructions a tick in
     * bench/arena, and no faster). */
    bt_moment_fn turn;
} cr_effect;

/* An entry of a creature's kind index: where the effect of a kind is. */
typedef struct cr_kind_slot {
    const bt_effect_kind *kind;     /* NULL: empty */
    size_t at;                      /* index in effects */
} cr_kind_slot;

struct bt_creature {
    /* What a tick touches comes first, in one cache line. */
    int life;
    int max_life;
    cr_effect *effects;              /* owned; in order of arrival */
    size_t effect_count;
    size_t effect_capacity;
    unsigned next_serial;
    unsigned changes;                /* bumped whenever the list changes, and at death */
    /* While the engine is inside the list (a tick, a plugin's callback) it
     * must not move under the callback's feet: an effect removed then only
     * leaves a gap (kind cr_gone), a list that grows leaves its old array
     * behind (retired) until the engine is out again and cr_settle tidies
     * up, in one pass whatever was removed. */
    unsigned busy;
    size_t gaps;
    void *retired;                   /* owned: arrays the list grew out of */
    /* Past CR_INDEX_MIN effects, where each kind is: open addressing on the
     * kind's address, 2^index_bits entries; NULL below. */
    cr_kind_slot *index;
    unsigned index_bits;
    char *name;                      /* owned; name forms, see text/name.h */
    bool proper_name;
    bool stun_proof;                 /* stunned on its previous turn */
    bool death_untold;               /* died; its effects' died hooks wait for the
                                        death to be told (cr_tell_death) */
    bt_creature *killer;             /* borrowed: who dealt the last blow, or NULL */
    const bt_effect_kind *death_kind;   /* the effect whose each_turn or callback
                                           dealt the last damage (a bleeding), or NULL */
    int base[BT_STAT_COUNT];
    int bonus[BT_STAT_COUNT];        /* equipment and the like; set by the game */
    int bonus_percent[BT_STAT_COUNT];   /* the same in percent (a ring of +10%) */
    char **immunities;               /* owned effect ids */
    size_t immunity_count;
    int mark;                        /* > 0: told apart from others of its kind by
                                        this number in sentences ("the spider 2") */
    void *owner;                     /* the game's object for this creature */
};

/* The kind of a gap in an effect list (see busy): no id, no callbacks. */
extern const bt_effect_kind cr_gone;

/* A list this long gets a kind index: below it a look along the list is
 * quicker than hashing. */
#define CR_INDEX_MIN 16

/* A creature at full life; the caller owns it (cr_free). */
bt_creature *cr_new(const char *name, bool proper_name, int max_life, int strength, int defense,
                    int agility);
void cr_free(bt_creature *c);

static inline bool cr_is_alive(const bt_creature *c)
{
    return c->life > 0;
}

/* Under a quarter of max life: hp * 4 < max, without division. */
static inline bool cr_is_heavily_wounded(const bt_creature *c)
{
    return c->life * 4 < c->max_life;
}

static inline bt_name cr_name(const bt_creature *c)
{
    return (bt_name){ c->name, c->proper_name, c->mark, NULL };
}

/* A stat's raw sum is kept within +-CR_STAT_LIMIT. */
#define CR_STAT_LIMIT 1000000000

/* (base + bonus + every effect's modifier) x (1 + (bonus_percent + every
 * effect's percent) / 100), rounded once, clamped at 0; never stored. */
int cr_stat(const bt_creature *c, bt_stat stat);
/* The percents of the hero's sheet together kept within
 * CR_PERCENT_MIN..CR_PERCENT_MAX: -100% takes a stat to 0, never below. */
#define CR_PERCENT_MIN (-100)
#define CR_PERCENT_MAX 1000000
/* flat x (1 + percent / 100) rounded once to the nearest (halves away from
 * zero), percent first kept within the bounds above. */
long cr_apply_percent(long flat, long percent);
/* 75 + 2 x agility + accuracy bonuses - 15 while heavily wounded. */
int cr_accuracy(const bt_creature *c);

/* Heals up to max life; returns how much was healed. Inline: a plugin's
 * heal every turn is this and a test. */
static inline int cr_heal(bt_creature *c, int amount)
{
    int before = c->life;
    /* Up to the room left, so heal(INT_MAX) cannot overflow. */
    int room = c->max_life - before;
    int gained = amount < room ? amount : room;
    if (amount <= 0 || before <= 0)
        gained = 0;
    c->life = before + gained;
    return gained;
}

/* Damage outside a blow, by killer (NULL: no one): life stops at 0; a
 * living creature that has just crossed into a heavy wound says so, once
 * per crossing. When the life reaches 0 the creature's effects hear of it
 * (their died callbacks) with the killer; a death counts as a change
 * (changes). */
void cr_hurt_by(bt_context *ctx, bt_creature *c, int amount, bt_creature *killer);
/* Runs the died hooks of a creature whose death was just told ("{name}
 * dies."), with its killer: what its effects say about it comes after the
 * blow and the death, not before. Nothing when it has not died since. */
void cr_tell_death(bt_context *ctx, bt_creature *c);
/* cr_hurt_by without a killer, for damage an effect's each_turn rule does
 * in the host's own code: a death is put down to kind (a plugin's damage
 * is put down to the kind whose callback runs). */
void cr_hurt_by_effect(bt_context *ctx, bt_creature *c, int amount, const bt_effect_kind *kind);

/* cr_hurt_by without a killer, and cr_hurt_by_effect. Every loss of life
 * goes through them: the session hears of it (host_session.wounded). */
static inline void cr_hurt(bt_context *ctx, bt_creature *c, int amount)
{
    cr_hurt_by(ctx, c, amount, NULL);
}

static inline void cr_hurt_from(bt_context *ctx, bt_creature *c, int amount,
                                const bt_effect_kind *kind)
{
    cr_hurt_by_effect(ctx, c, amount, kind);
}

/* Sets life (the lab's "hp"), within 0 and max life, without a message. */
void cr_set_life(bt_creature *c, int life);

/* Effects by kind: one kind, one descriptor, compared by address (the
 * registry's). Constant time with a kind index, else a look along the list. */
long cr_kind_index(const bt_creature *c, const bt_effect_kind *kind);
bt_effect *cr_find_kind(bt_creature *c, const bt_effect_kind *kind);
static inline bool cr_has_kind(const bt_creature *c, const bt_effect_kind *kind)
{
    return kind && c->effect_count && cr_kind_index(c, kind) >= 0;
}
/* Removes the effect of kind without its expire moment; false if it was not there. */
bool cr_remove_kind(bt_creature *c, const bt_effect_kind *kind);

/* The same by id, for ids that come from outside (a plugin, the lab, a
 * content file): a look along the list, comparing ids. */
bt_effect *cr_find_effect(bt_creature *c, const char *id);
/* Where the effect with this id is in c->effects, or -1. */
long cr_effect_index(const bt_creature *c, const char *id);
bool cr_has_effect(const bt_creature *c, const char *id);
/* Removes an effect without its expire moment; false if it was not there. */
bool cr_remove_effect(bt_creature *c, const char *id);

/* Adds an effect at the end of the list; returns it. */
bt_effect *cr_add_effect(bt_creature *c, const bt_effect *fx);
void cr_clear_effects(bt_creature *c);
/* Reads each effect's callbacks from its kind again: after a plugin was
 * reloaded, the copies kept beside the effects point at code that is gone. */
void cr_refresh_callbacks(bt_creature *c);

/* For the engine (effect.c): removes the effect at index i, leaving a gap
 * while the list is busy. */
void cr_remove_at(bt_creature *c, size_t i);
/* Once nothing is inside the list any more (busy 0): closes the gaps in one
 * pass and frees the retired arrays. */
void cr_settle_list(bt_creature *c);
static inline void cr_settle(bt_creature *c)
{
    if (!c->busy && (c->gaps || c->retired))
        cr_settle_list(c);
}

void cr_add_immunity(bt_creature *c, const char *id);
bool cr_is_immune(const bt_creature *c, const char *id);

#endif
