/* SPDX-License-Identifier: GPL-3.0-or-later */
/* describe.h - what things are, for "look" and the character sheet: a
 * creature (its state in words and numbers, its effects, its blow, skills,
 * immunities and resistances), an item, a skill, an effect, a sign of the
 * map. Each appends lines wrapped to the screen, in the player's language. */
#ifndef BT_CONSOLE_DESCRIBE_H
#define BT_CONSOLE_DESCRIBE_H

#include "game/game.h"
#include "util/strbuf.h"

/* Appends "The goblin is lightly wounded (10/15 life)." and the like, by
 * the share of life left. */
void describe_health(strbuf *out, const bt_creature *c);
/* A blow: "2-5 slash damage, edged" (the strength's share not counted). */
void describe_attack(strbuf *out, const attack_def *a);
/* Resistances as "fire 50%, ice -25%"; false (nothing appended) when none. */
bool describe_resistances(strbuf *out, const int resist[BT_DAMAGE_TYPE_COUNT]);

/* A monster as "look" tells it. */
void describe_monster(strbuf *out, const game *g, const monster *m);
/* Every effect on c: its label, name, turns left and what it does. */
void describe_effects(strbuf *out, const bt_creature *c);
/* An item; a skill (with its cost and cooldown, and the slot's wait). */
void describe_item(strbuf *out, const item_def *item);
/* A stat's name on the sheet ("Strength"), translated. */
const char *describe_stat_name(bt_stat stat);
/* A change of a stat, flat ("+2") or in percent ("+15%"), translated. */
void describe_amount(strbuf *out, int n, bool percent);
/* What a worn thing adds to each stat: "Strength +2, Speed +15%"; false
 * (nothing appended) when it adds nothing. */
bool describe_bonuses(strbuf *out, const item_def *item);
void describe_skill(strbuf *out, const skill_def *skill, const skill_slot *slot);
/* The same one step in (under a heading). */
void describe_skill_in(strbuf *out, const skill_def *skill, const skill_slot *slot);
/* An effect kind by its name, label and description. */
void describe_kind(strbuf *out, const bt_effect_kind *kind);

#endif
