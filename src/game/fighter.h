/* fighter.h - what the hero and monsters share: body, blow, skills. */
#ifndef BT_FIGHTER_H
#define BT_FIGHTER_H

#include "game/game.h"

/* Gives f a body (taking it) and the skills named in ids. */
void fighter_init(fighter *f, bt_creature *body, const content *data, const id_list *skills);
void fighter_release(fighter *f);
/* Counts every skill's cooldown down by one turn. */
void fighter_tick_cooldowns(fighter *f);
/* The fighter's name as a template argument value. */
static inline bt_name fighter_name(const fighter *f)
{
    return cr_name(f->body);
}

#endif
