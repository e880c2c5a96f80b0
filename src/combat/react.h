/* SPDX-License-Identifier: GPL-3.0-or-later */
/* react.h - the hero's reactions to blows (a blow that asks): when one
 * applies, the blow stops in the middle of its damage procedure and waits in
 * the fight for the player's answer; the answer pays for the reaction, does
 * it, and lets the blow go on (or strike another enemy instead).
 *
 * A reaction is a class's (reactions.ini: turn, brace, riposte) or an effect
 * plugin's (its before-hook asks through the host); either waits in a
 * react_pending that the fight owns until the answer.
 */
#ifndef BT_COMBAT_REACT_H
#define BT_COMBAT_REACT_H

#include <stdbool.h>
#include <stddef.h>

#include "combat/blow.h"
#include "combat/fight.h"

typedef struct react_pending {
    blow b;                          /* the waiting blow */
    reaction_slot *slot;             /* the class reaction asked about, or NULL */
    const bt_effect_kind *kind;      /* or the plugin's kind that asked */
    char *question;                  /* owned: the plugin's question (its msgid) */
} react_pending;

/* The blow_ask_fn of a fight's blows (user is the fight): asks about the
 * first of the hero's reactions that applies to the blow now. */
bool react_offer(void *user, blow *b, blow_moment moment);

/* While a blow of ft runs, the plugins' questions come to it (NULL: to
 * nobody). */
void react_listen(fight *ft);

/* Whether slot's reaction applies to blow b at this moment and the hero can
 * pay for it now. */
bool react_applies(const fight *ft, const reaction_slot *slot, const blow *b,
                   blow_moment moment);

/* The enemies a turned blow may strike: living, next to the hero, not the
 * one striking. Writes at most max into out; returns how many there are. */
size_t react_turn_targets(const fight *ft, const blow *b, fighter **out, size_t max);

/* Whether target is one of those (the answer names it). */
bool react_may_turn_onto(const fight *ft, const blow *b, const fighter *target);

/* Does the answer to the waiting reaction: yes pays for it, says it and does
 * it (onto target, for a turn), no leaves the blow as it was; then the blow
 * goes on. Returns the blow's state (BLOW_WAITING: another question). */
blow_state react_answer(fight *ft, bool yes, fighter *target);

/* Puts back the question a save left: the waiting blow b (built for ft,
 * at its place) and the hero's reaction asked about, by id. False when the
 * hero has no such reaction. */
bool react_restore(fight *ft, const blow *b, const char *reaction_id);

/* The same for a plugin's question: the kind that asked and its text, as
 * the player read it. */
bool react_restore_plugin(fight *ft, const blow *b, const bt_effect_kind *kind,
                          const char *question);

/* The question of the reaction ft waits for (ft->pending), in the player's
 * language; whether its answer names an enemy (a blow turned onto another,
 * react_turn_targets) is react_is_turn. */
void react_question(const fight *ft, strbuf *out);
bool react_is_turn(const react_pending *p);

/* Frees a pending reaction (NULL is fine). */
void react_free(react_pending *p);

#endif
