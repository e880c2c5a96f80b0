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

void fighter_release(fighter *f)
{
    cr_free(f->body);
    free(f->skills);
    f->body = NULL;
    f->skills = NULL;
}

void fighter_tick_cooldowns(fighter *f)
{
    for (size_t i = 0; i < f->skill_count; i++)
        if (f->skills[i].cooldown > 0)
            f->skills[i].cooldown--;
}
