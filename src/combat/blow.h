/* SPDX-License-Identifier: GPL-3.0-or-later */
/* blow.h - one blow through the damage procedure (doc/hacking.md).
 *
 * A blow first rolls to hit and for a critical, then builds a damage record
 * (bt_blow: source, victim, action, damage type, amount) and passes it
 * through an ordered table of steps: before-steps that may change the
 * record, evade it or cancel it; the step that applies it; after-steps
 * (on-hit effects and the effects' own after-hooks). A cancelled record
 * skips every remaining step and its amount is lost as plain life (cr_hurt).
 *
 * A step may also suspend the procedure to ask the player something (a
 * reaction): the blow then waits, and whoever holds
 * it either resumes it, from the step after the one that asked, or turns it
 * onto another victim, which ends it and strikes a new blow with the same
 * source, type and amount through the new victim's own before-steps and
 * every after-step. Each step of a blow runs at most once. A before-hook (or
 * the answer to a plugin's question) may turn the blow too, by setting the
 * record's redirect (API 1.1).
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

typedef enum blow_state {
    BLOW_READY,        /* built; no step has run */
    BLOW_RUNNING,      /* inside its steps */
    BLOW_WAITING,      /* a step suspended it; blow_resume or blow_turn goes on */
    BLOW_DONE          /* every step ran, or it ended early (missed, evaded,
                          cancelled, no harm, turned onto another victim) */
} blow_state;

/* The moments at which the player may be asked to react. */
typedef enum blow_moment {
    BLOW_BEFORE_ARMOUR,   /* the blow is coming: it can still be turned or braced */
    BLOW_AFTER_APPLIED    /* the blow landed: it can be answered (a riposte) */
} blow_moment;

typedef struct blow blow;

/* Offers the reactions of moment to whoever can be asked. Returns whether it
 * suspended the blow (blow_suspend); then the procedure stops there. */
typedef bool (*blow_ask_fn)(void *user, blow *b, blow_moment moment);

struct blow {
    bt_blow rec;                  /* first: the damage record steps and effects change */
    const attack_def *attack;     /* what strikes: a weapon, claws, a skill's blow */
    const effect_ref *effect;     /* a skill's effect on the victim, or NULL */
    const effect_ref *on_hit;     /* the striker's own on-hit effects, or NULL */
    size_t on_hit_count;
    bt_context *ctx;              /* where the blow is told; borrowed */
    rng *rng;                     /* borrowed */
    const registry *kinds;        /* borrowed: effects are applied by id */
    blow_ask_fn ask;              /* NULL: nobody is asked */
    void *ask_user;
    bool sure;                    /* it cannot miss (the victim sleeps) */
    int crit_bonus;               /* percent added to the critical chance */
    bool applied;                 /* the damage was dealt */
    /* Effects with a serial from these on arrived during the blow and take
     * no part in it (set when its procedure begins). */
    unsigned source_limit, victim_limit;
    blow_state state;
    size_t next;                  /* the step to run next */
    /* Inside a step of effect hooks: the serial of the next effect to visit
     * (0: the step has not begun). */
    unsigned hook_next;
    bool in_hooks;                /* the step that suspended was a hook step */
    bt_creature *turned_from;     /* the first victim of a blow turned onto rec.victim */
};

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

/* The whole blow: to-hit roll (a miss is said; a sure blow never misses),
 * critical (its chance raised by crit_bonus), damage roll, then the
 * procedure. Returns the blow's state: BLOW_DONE, or BLOW_WAITING. */
blow_state blow_strike(blow *b, int accuracy_bonus);
/* The same in parts, for a skill whose line goes after the roll: the
 * to-hit roll alone (nothing said; a sure blow always hits), the miss said,
 * and the blow that hit (critical, damage roll, procedure). */
bool blow_rolls_hit(blow *b, int accuracy_bonus);
void blow_say_miss(blow *b);
blow_state blow_land(blow *b);
/* The damage procedure alone, from its first step, on a record whose amount
 * (and critical) are set: what blow_strike does after its rolls. */
blow_state blow_run(blow *b);

/* The blow a record belongs to (a plugin's hook holds only the record). */
static inline blow *blow_of_record(bt_blow *rec)
{
    return (blow *)rec;
}

/* Called by a step (or by what it asks): the procedure stops after it. */
void blow_suspend(blow *b);
/* Goes on with a waiting blow from the step after the one that asked; what
 * the answer changed in the record counts first (a cancel, an evasion).
 * A blow that is not waiting stays as it is. */
blow_state blow_resume(blow *b);
/* Ends a waiting blow and strikes victim with a new one in its place (b
 * becomes the new blow; turned_from names the first victim). Its steps are
 * the new victim's before-steps and every after-step. A blow that is not
 * waiting stays as it is. */
blow_state blow_turn(blow *b, bt_creature *victim);

/* The message naming a blow of amount against max_life by its share:
 * under 10% scratches, under 25% hits, under 45% cuts, else crushes. */
const char *blow_message(int amount, int max_life);

/* Where a waiting blow stands, in numbers a save can keep: the step to run
 * next; inside a step of effect hooks, the place in the owner's list of the
 * next effect to visit; and the places in the source's and the victim's
 * lists of the first effects that arrived during the blow. */
typedef struct blow_place {
    int next;
    int hook_next;
    bool in_hooks;
    int source_limit, victim_limit;
} blow_place;

void blow_place_get(const blow *b, blow_place *place);
/* Puts a waiting blow back at place (its record set already); false when
 * place cannot be one of its procedure (then b is unchanged). */
bool blow_place_set(blow *b, const blow_place *place);

#endif
