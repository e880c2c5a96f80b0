/* blow.h - one blow through the damage procedure (SPEC 5, seed 001).
 *
 * A blow first rolls to hit and for a critical, then builds a damage record
 * (bt_blow: source, victim, action, damage type, amount) and passes it
 * through an ordered table of steps: before-steps that may change the
 * record, evade it or cancel it; the step that applies it; after-steps
 * (on-hit effects and the effects' own after-hooks). A cancelled record
 * skips every remaining step and its amount is lost as plain life (cr_hurt).
 */
#ifndef BT_COMBAT_BLOW_H
#define BT_COMBAT_BLOW_H

#include <stdbool.h>
#include <stddef.h>

#include <bloodtrail/effect.h>

#include "content/content.h"
#include "engine/context.h"
#include "game/rng.h"
#include "plugin/registry.h"

/* An edged blow wounds on a critical, and otherwise in this many percent. */
#define BLOW_WOUND_CHANCE 35

typedef struct blow {
    bt_blow rec;                  /* the damage record: steps and effects change it */
    const attack_def *attack;     /* what strikes: a weapon, claws, a skill's blow */
    const effect_ref *effect;     /* a skill's effect on the victim, or NULL */
    const effect_ref *on_hit;     /* the striker's own on-hit effects, or NULL */
    size_t on_hit_count;
    bt_context *ctx;              /* where the blow is told; borrowed */
    rng *rng;                     /* borrowed */
    const registry *kinds;        /* borrowed: effects are applied by id */
    bool applied;                 /* the damage was dealt */
    /* Effects with a serial from these on arrived during the blow and take
     * no part in it (set by blow_run). */
    unsigned source_limit, victim_limit;
} blow;

/* A blow of attack by source on victim, told in ctx; action is "attack" or
 * a skill id (not copied). The victim's resistances are read from its
 * fighter (victim->owner) when it has one. */
void blow_init(blow *b, bt_context *ctx, rng *r, const registry *kinds, bt_creature *source,
               bt_creature *victim, const attack_def *attack, const char *action);

/* Percent chance to hit: accuracy + bonus - 2 x the victim's agility,
 * within 5..95, so nothing is certain either way. */
int blow_hit_chance(const bt_creature *source, const bt_creature *victim, int bonus);
/* Percent chance of a critical (double damage): 5 + agility / 4. */
int blow_crit_chance(const bt_creature *source);
/* The rolled damage before the procedure: the attack's range plus a third
 * of the striker's strength, doubled on a critical. */
int blow_roll_damage(blow *b);

/* The whole blow: to-hit roll (a miss is said), critical, damage roll, then
 * the procedure. Returns whether the blow was dealt. */
bool blow_strike(blow *b, int accuracy_bonus);
/* The same in parts, for a skill whose line goes after the roll: the
 * to-hit roll alone (nothing said), the miss said, and the blow that hit
 * (critical, damage roll, procedure; returns whether it was dealt). */
bool blow_rolls_hit(blow *b, int accuracy_bonus);
void blow_say_miss(blow *b);
bool blow_land(blow *b);
/* The damage procedure alone, on a record whose amount (and critical) are
 * set: what blow_strike does after its rolls. */
void blow_run(blow *b);


/* The message naming a blow of amount against max_life by its share:
 * under 10% scratches, under 25% hits, under 45% cuts, else crushes. */
const char *blow_message(int amount, int max_life);

#endif
