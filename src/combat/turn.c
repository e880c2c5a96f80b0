/* SPDX-License-Identifier: GPL-3.0-or-later */
/* turn.c - turn order by energy, and the start of a turn. */
#include "config.h"

#include "combat/turn.h"

#include "engine/effect.h"
#include "game/fighter.h"
#include "text/i18n.h"

static int speed_of(const fighter *f)
{
    int speed = cr_stat(f->body, BT_STAT_SPEED);
    return speed < TURN_MIN_SPEED ? TURN_MIN_SPEED : speed;
}

/* The living fighter holding the most energy, at least TURN_COST; or NULL. */
static fighter *most_energy(fighter *const *all, size_t count)
{
    fighter *best = NULL;
    for (size_t i = 0; i < count; i++) {
        fighter *f = all[i];
        if (cr_is_alive(f->body) && f->energy >= TURN_COST && (!best || f->energy > best->energy))
            best = f;
    }
    return best;
}

static bool anyone_alive(fighter *const *all, size_t count)
{
    for (size_t i = 0; i < count; i++)
        if (cr_is_alive(all[i]->body))
            return true;
    return false;
}

fighter *turn_next(fighter *const *all, size_t count)
{
    if (!anyone_alive(all, count))
        return NULL;
    fighter *f;
    while (!(f = most_energy(all, count))) {
        for (size_t i = 0; i < count; i++)
            if (cr_is_alive(all[i]->body))
                all[i]->energy += speed_of(all[i]);
    }
    return f;
}

bool turn_begin(bt_context *ctx, fighter *f, void (*settle)(void *user), void *user)
{
    f->energy -= TURN_COST;
    bool stunned = cr_has_effect(f->body, "stun");
    fx_tick(ctx, f->body);
    fighter_tick_cooldowns(f);
    if (settle)
        settle(user);
    if (!cr_is_alive(f->body))
        return false;
    /* After a stun the next turn is sure: otherwise three clubs lock a hero. */
    f->body->stun_proof = stunned;
    if (stunned) {
        bt_name name = fighter_name(f);
        /* TRANSLATORS: a stunned creature skips its turn in a fight. */
        ctx_say(ctx, NULL, N_("{name} is stunned and loses the turn."), &TPL_NAME("name", &name),
                1);
        return false;
    }
    return true;
}
