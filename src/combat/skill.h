/* SPDX-License-Identifier: GPL-3.0-or-later */
/* skill.h - skills in a fight: whether one can be used now, using it, and
 * which one a monster chooses. */
#ifndef BT_COMBAT_SKILL_H
#define BT_COMBAT_SKILL_H

#include <stdbool.h>

#include "combat/fight.h"

/* Off cooldown and, for the hero, paid for: monsters have no mana and only
 * wait for the cooldown. */
bool skill_is_ready(const fighter *user, const skill_slot *slot);
/* Whether the skill asks for one enemy as its target. */
bool skill_targets_one(const skill_def *skill);

/* user uses the skill: pays its mana, starts its cooldown, says its line,
 * puts its effect on itself, heals, and strikes (or affects) target, or
 * every living enemy of user. target is ignored unless the skill targets
 * one enemy. The caller checked skill_is_ready. */
void skill_use(fight *ft, fighter *user, skill_slot *slot, fighter *target);

/* A monster's choice: the first skill that is ready and would do something
 * now (no second dodge while dodging, no shout at the already weak); NULL:
 * a plain blow. */
skill_slot *skill_choose(fight *ft, fighter *user);

#endif
