/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fighter.h - what the hero and monsters share: body, blow, skills. */
#ifndef BT_FIGHTER_H
#define BT_FIGHTER_H

#include "game/game.h"

/* Gives f a body (taking it) and the skills named in ids. */
void fighter_init(fighter *f, bt_creature *body, const content *data, const id_list *skills);
/* Gives f the reactions named in ids (the hero's class). */
void fighter_add_reactions(fighter *f, const content *data, const id_list *reactions);
void fighter_release(fighter *f);
/* Counts every skill's and reaction's cooldown down by one turn. */
void fighter_tick_cooldowns(fighter *f);
/* The fighter's name as a template argument value. */
static inline bt_name fighter_name(const fighter *f)
{
    return cr_name(f->body);
}

#endif
