/* SPDX-License-Identifier: GPL-3.0-or-later */
/* skill.c - skills in a fight. */
#include "config.h"

#include "combat/skill.h"

#include "combat/blow.h"
#include "game/fighter.h"
#include "text/i18n.h"

bool skill_is_ready(const fighter *user, const skill_slot *slot)
{
    return slot->cooldown == 0 && (!user->is_hero || user->mana >= slot->skill->mana);
}

bool skill_targets_one(const skill_def *skill)
{
    return skill->target == TARGET_ENEMY;
}

static bool strikes(const skill_def *skill)
{
    return skill->attack.damage_max > 0;
}

static void say_use(fight *ft, fighter *user, const skill_def *skill, fighter *target)
{
    bt_name who = fighter_name(user), whom = fighter_name(target),
            name = content_name("skill", skill->name);
    tpl_arg args[] = { TPL_NAME("user", &who), TPL_NAME("target", &whom),
                       TPL_NAME("skill", &name) };
    if (skill->text)
        fight_say_text(ft, content_text("skill message", skill->text), args, 3);
    else
        /* TRANSLATORS: a skill without its own line; {skill} is its name, with
           its forms and gender. */
        ctx_say(&ft->ctx, NULL, N_("{user} uses {skill:bare}."), args, 3);
}

static void heal_user(fight *ft, fighter *user, int amount)
{
    int healed = cr_heal(user->body, amount);
    if (!healed)
        return;
    bt_name name = fighter_name(user);
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_INT("n", healed) };
    ctx_say(&ft->ctx, NULL, N_("{name} feels better (+{n})."), args, 2);
}

/* The skill's blow on target, its effect riding on the blow; or, for a
 * skill without a blow, the effect alone. One of several blows of a skill
 * asks the player nothing: the others cannot wait for the answer. */
static void affect(fight *ft, fighter *user, const skill_def *skill, fighter *target,
                   bool may_ask)
{
    if (!cr_is_alive(target->body))
        return;
    if (!strikes(skill)) {
        fight_apply_effect(ft, target->body, &skill->effect);
        return;
    }
    blow b;
    blow_init(&b, &ft->ctx, &ft->g->rng, ft->g->kinds, user->body, target->body,
              &skill->attack, skill->h.id);
    b.effect = &skill->effect;
    fight_strike(ft, &b, skill->accuracy, may_ask);
}

/* The sides: the hero's enemies are the monsters, theirs the hero. */
static void affect_all(fight *ft, fighter *user, const skill_def *skill)
{
    if (!user->is_hero) {
        affect(ft, user, skill, fight_hero(ft), true);
        return;
    }
    for (size_t i = 0; i < fight_enemy_count(ft); i++)
        affect(ft, user, skill, fight_enemy(ft, i), false);
}

/* A blow at one enemy: its line says it lands, so the roll comes first; a
 * miss is told as a plain use of the skill, then the miss. */
static void strike_one(fight *ft, fighter *user, const skill_def *skill, fighter *target)
{
    blow b;
    blow_init(&b, &ft->ctx, &ft->g->rng, ft->g->kinds, user->body, target->body,
              &skill->attack, skill->h.id);
    b.effect = &skill->effect;
    if (!blow_rolls_hit(&b, skill->accuracy)) {
        bt_name who = fighter_name(user), name = content_name("skill", skill->name);
        tpl_arg args[] = { TPL_NAME("user", &who), TPL_NAME("skill", &name) };
        ctx_say(&ft->ctx, NULL, N_("{user} uses {skill:bare}."), args, 2);
        blow_say_miss(&b);
        return;
    }
    say_use(ft, user, skill, target);
    fight_land(ft, &b, true);
}

void skill_use(fight *ft, fighter *user, skill_slot *slot, fighter *target)
{
    const skill_def *skill = slot->skill;
    if (user->is_hero)
        user->mana -= skill->mana;
    slot->cooldown = skill->cooldown;
    if (skill->target == TARGET_ENEMY && strikes(skill) && !skill->self_effect.id &&
        !skill->heal && cr_is_alive(target->body)) {
        strike_one(ft, user, skill, target);
        return;
    }
    say_use(ft, user, skill, skill_targets_one(skill) ? target : user);
    if (skill->self_effect.id)
        fight_apply_effect(ft, user->body, &skill->self_effect);
    if (skill->heal)
        heal_user(ft, user, skill->heal);
    if (skill->target == TARGET_ENEMY)
        affect(ft, user, skill, target, true);
    else if (skill->target == TARGET_ALL_ENEMIES)
        affect_all(ft, user, skill);
}

/* Whether some living enemy of user lacks the effect id. */
static bool enemy_lacks(const fight *ft, const fighter *user, const char *id)
{
    if (!user->is_hero)
        return !cr_has_effect(fight_hero(ft)->body, id);
    for (size_t i = 0; i < fight_enemy_count(ft); i++) {
        const bt_creature *body = fight_enemy(ft, i)->body;
        if (cr_is_alive(body) && !cr_has_effect(body, id))
            return true;
    }
    return false;
}

/* Whether using the skill now would do anything. */
static bool worth_it(const fight *ft, const fighter *user, const skill_def *skill)
{
    const bt_creature *body = user->body;
    if (strikes(skill))
        return true;
    if (skill->heal && body->life * 2 < body->max_life)
        return true;
    if (skill->self_effect.id && !cr_has_effect(body, skill->self_effect.id))
        return true;
    return skill->effect.id && skill->target != TARGET_SELF &&
           enemy_lacks(ft, user, skill->effect.id);
}

skill_slot *skill_choose(fight *ft, fighter *user)
{
    for (size_t i = 0; i < user->skill_count; i++) {
        skill_slot *slot = &user->skills[i];
        if (skill_is_ready(user, slot) && worth_it(ft, user, slot->skill))
            return slot;
    }
    return NULL;
}
