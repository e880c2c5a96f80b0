/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fight.h - one fight: who takes part, the combat log, whose turn it is,
 * deaths, the Warden's second phase, fleeing, and the end.
 *
 * The fight owns its log and context: effects tick and blows are told
 * there, and the blood spilled there goes to the game's statistics after
 * every action (fight_settle) and when the fight ends.
 */
#ifndef BT_COMBAT_FIGHT_H
#define BT_COMBAT_FIGHT_H

#include <stdbool.h>
#include <stddef.h>

#include "game/game.h"

/* A sneak attack (on a monster asleep) never misses, and its chance of a
 * critical is this many percent higher. */
#define FIGHT_SNEAK_CRITICAL 50

typedef enum fight_outcome {
    FIGHT_ON,          /* the hero is to choose an action */
    FIGHT_ASK,         /* a blow waits for the player's answer (ft->pending) */
    FIGHT_WON,         /* every enemy is dead (the Warden's death also ends the game) */
    FIGHT_FLED,        /* the hero got away */
    FIGHT_LOST         /* the hero is dead */
} fight_outcome;

typedef struct react_pending react_pending;
typedef struct blow blow;

typedef struct fight {
    game *g;                     /* borrowed */
    fighter **all;               /* owned array: the hero first, then the enemies */
    bool *told_dead;             /* owned, parallel to all: the death was handled */
    bool *joined;                /* owned, parallel to all: joined since the hero's last turn */
    /* Owned, parallel to all: what fight_settle has still to look at for
     * each (FIGHT_DUE_*): set when it joins and whenever it loses life. */
    unsigned char *due;
    size_t *wounded;             /* owned: the slots whose due is not 0, in any order */
    size_t wounded_count;
    size_t living;               /* enemies alive: counted as they come and as they die */
    size_t count;
    size_t capacity;             /* of all, told_dead, joined, due and wounded */
    msglog log;                  /* the combat log */
    bt_context ctx;              /* says into log; counts the fight's blood */
    bool new_round;              /* the hero's turn began: the next line starts a new log */
    monster *opening;            /* the monster the hero struck to open the fight, until struck */
    bool sneaking;               /* opening was asleep: the first blow is a sneak attack */
    bool fled;
    react_pending *pending;      /* owned: a blow waiting for the player's answer, or NULL */
    fighter *acting;             /* whose turn is being played (its blows kill) */
} fight;

/* Opens a fight with every awake monster next to the hero, and opening
 * (which it wakes; may be NULL) first. Takes the map's last messages into
 * the combat log. NULL (and nothing changed) when there is no enemy. */
fight *fight_new(game *g, monster *opening);
/* A fight as a save left it, at the hero's choice: members (the hero first)
 * and which deaths were told; the caller fills the log. The arrays are
 * copied. */
fight *fight_restore(game *g, fighter *const *members, const bool *told_dead, size_t count,
                     monster *opening);
/* The world around the fight turns with each of the hero's turns: monsters
 * outside it act on the map; one that is awake and came next to the hero
 * joins (several in order of speed, so the fastest acts first). */
void fight_world_turn(fight *ft);
/* m joins the fight: it is said, and it acts once its energy says so. */
void fight_join(fight *ft, monster *m);

/* Gives each enemy that shares its kind with another its number in the list
 * of enemies as its mark ("the spider 2"); call it when the list changes. */
void fight_mark_alike(fight *ft);
/* Frees the fight; the monsters stay the game's. */
void fight_free(fight *ft);

/* Plays turns until the hero is to choose (FIGHT_ON) or answer (FIGHT_ASK),
 * or the fight is over. */
fight_outcome fight_run(fight *ft);
/* After the hero's action: handles deaths, then plays on as fight_run. */
fight_outcome fight_continue(fight *ft);
/* What the fight stands at now, without playing. */
fight_outcome fight_outcome_now(const fight *ft);

/* The hero's or a monster's plain blow with its weapon or claws. */
void fight_attack(fight *ft, fighter *source, fighter *victim);
/* Strikes b, made for this fight; unless may_ask is false the player may be
 * asked to react to it, and then it waits in ft->pending. */
void fight_strike(fight *ft, blow *b, int accuracy_bonus, bool may_ask);
/* The same for a blow whose hit roll came first (a skill's line goes
 * between): critical, damage roll, procedure. */
void fight_land(fight *ft, blow *b, bool may_ask);
/* The damage procedure of b alone, its amount already rolled (a riposte's
 * answer, tests): as fight_strike after the rolls. */
void fight_deal(fight *ft, blow *b, bool may_ask);
/* The player's answer to the reaction asked (FIGHT_ASK): yes or no, and the
 * enemy a turned blow strikes; then the fight plays on as fight_continue. */
fight_outcome fight_answer(fight *ft, bool yes, fighter *target);
/* The hero tries to get away: speed against the fastest enemy's. Returns
 * whether it succeeded (then the hero stepped away). */
bool fight_flee(fight *ft);
/* Percent chance that fleeing succeeds: 50 + the hero's speed - the fastest
 * living enemy's, within 10..90. */
int fight_flee_chance(const fight *ft);

/* After anything that hurts: the blood spilled to the statistics, deaths,
 * and the half-life triggers. */
void fight_settle(fight *ft);

/* Ends the fight: the last blood goes to the statistics (mana and cooldowns
 * stay as they are: they pass with time on the map), nobody stays stun-proof, the dead are buried and the last round
 * of the log goes to the map's messages (unless the game is over). */
void fight_finish(fight *ft);

/* The enemies, numbered from 0 as the screen shows them from 1. */
size_t fight_enemy_count(const fight *ft);
fighter *fight_enemy(const fight *ft, size_t i);
/* The living enemies; the only one when just one lives, else NULL. */
size_t fight_living_enemies(const fight *ft);
fighter *fight_only_enemy(const fight *ft);
fighter *fight_hero(const fight *ft);
/* The fighter whose body c is, if it takes part in this fight; else NULL. */
fighter *fight_member(const fight *ft, const bt_creature *c);

/* Says a text already in the player's language (content: a skill's line,
 * the Warden's roar), its placeholders filled from args. */
void fight_say_text(fight *ft, const char *text, const tpl_arg *args, size_t nargs);
/* Puts the effect content names on target (its chance rolled, when it has
 * one); returns whether anything changed. */
bool fight_apply_effect(fight *ft, bt_creature *target, const effect_ref *ref);

#endif
