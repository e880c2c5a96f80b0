/* combat.h - fights: the combat screen, turn order by speed, blows through
 * the damage procedure, skills, fleeing (SPEC 3, 5). */
#ifndef BT_COMBAT_H
#define BT_COMBAT_H

#include "game/game.h"

/* Opens a fight if an awake monster the hero sees stands next to it. */
void combat_check(game *g);
/* Opens a fight with every awake monster next to the hero; target (may be
 * NULL) is the monster the hero attacked to start it (and is woken). */
void combat_begin(game *g, monster *target);

#endif
