/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fighter.c - what the hero and monsters share. */
#include "config.h"

#include "game/fighter.h"

#include <string.h>

#include "util/xalloc.h"

void fighter_init(fighter *f, bt_creature *body, const content *data, const id_list *skills)
{
    f->body = body;
    body->owner = f;
    f->skill_count = skills ? skills->count : 0;
    f->skills = xcalloc(f->skill_count ? f->skill_count : 1, sizeof *f->skills);
    for (size_t i = 0; i < f->skill_count; i++)
        f->skills[i].skill = content_skill(data, skills->ids[i]);
}

void fighter_add_reactions(fighter *f, const content *data, const id_list *reactions)
{
    free(f->reactions);
    f->reaction_count = reactions ? reactions->count : 0;
    f->reactions = xcalloc(f->reaction_count ? f->reaction_count : 1, sizeof *f->reactions);
    for (size_t i = 0; i < f->reaction_count; i++)
        f->reactions[i].reaction = content_reaction(data, reactions->ids[i]);
}

void fighter_release(fighter *f)
{
    cr_free(f->body);
    free(f->skills);
    free(f->reactions);
    f->body = NULL;
    f->skills = NULL;
    f->reactions = NULL;
    f->reaction_count = 0;
}

void fighter_tick_cooldowns(fighter *f)
{
    for (size_t i = 0; i < f->skill_count; i++)
        if (f->skills[i].cooldown > 0)
            f->skills[i].cooldown--;
    for (size_t i = 0; i < f->reaction_count; i++)
        if (f->reactions[i].cooldown > 0)
            f->reactions[i].cooldown--;
}
