/* SPDX-License-Identifier: GPL-3.0-or-later */
/* react.c - the hero's reactions to blows. */
#include "config.h"

#include "combat/react.h"

#include <stdlib.h>
#include <string.h>

#include "engine/effect.h"
#include "engine/host.h"
#include "game/fighter.h"
#include "util/xalloc.h"

/* The fighter of a creature taking part in ft, or NULL. */
static bool next_to(const fighter *a, const fighter *b)
{
    return abs(a->x - b->x) <= 1 && abs(a->y - b->y) <= 1;
}

size_t react_turn_targets(const fight *ft, const blow *b, fighter **out, size_t max)
{
    const fighter *player = fight_hero(ft);
    size_t n = 0;
    for (size_t i = 0; i < fight_enemy_count(ft); i++) {
        fighter *e = fight_enemy(ft, i);
        if (e->body == b->rec.source || !cr_is_alive(e->body) || !next_to(e, player))
            continue;
        if (n < max)
            out[n] = e;
        n++;
    }
    return n;
}

bool react_may_turn_onto(const fight *ft, const blow *b, const fighter *target)
{
    const fighter *player = fight_hero(ft);
    return target && target != player && fight_member(ft, target->body) &&
           target->body != b->rec.source && cr_is_alive(target->body) && next_to(target, player);
}

/* The moment of the procedure each kind of reaction belongs to. */
static blow_moment moment_of(const reaction_def *r)
{
    return r->does == REACTION_RIPOSTE ? BLOW_AFTER_APPLIED : BLOW_BEFORE_ARMOUR;
}

bool react_applies(const fight *ft, const reaction_slot *slot, const blow *b,
                   blow_moment moment)
{
    const reaction_def *r = slot->reaction;
    const fighter *player = fight_hero(ft);
    fighter *source = fight_member(ft, b->rec.source);
    if (moment_of(r) != moment || b->rec.victim != player->body || !source || source->is_hero ||
        slot->cooldown || player->mana < r->mana || b->rec.amount < r->min_damage)
        return false;
    switch (r->does) {
    case REACTION_TURN:
        return react_turn_targets(ft, b, NULL, 0) > 0;
    case REACTION_RIPOSTE:
        /* Only a blow that hurt can be answered, by a hero still standing. */
        return b->applied && b->rec.amount > 0 && cr_is_alive(player->body) &&
               cr_is_alive(source->body) && next_to(source, player);
    default:
        return true;
    }
}

bool react_offer(void *user, blow *b, blow_moment moment)
{
    fight *ft = user;
    /* One question at a time: a blow struck while another waits (a
     * riposte) asks nothing. */
    if (ft->pending && b != &ft->pending->b)
        return false;
    fighter *player = fight_hero(ft);
    for (size_t i = 0; i < player->reaction_count; i++) {
        reaction_slot *slot = &player->reactions[i];
        if (!react_applies(ft, slot, b, moment))
            continue;
        if (!ft->pending)
            ft->pending = xcalloc(1, sizeof *ft->pending);
        ft->pending->slot = slot;
        ft->pending->kind = NULL;
        blow_suspend(b);
        return true;
    }
    return false;
}

/* A plugin's question (host->ask_reaction, API 1.1) from a hook of the
 * hero's effect in a blow of this fight that may wait: the blow waits for
 * the answer as for a class reaction's. */
static host_answer ask_for_plugin(void *user, const host_question *q)
{
    fight *ft = user;
    blow *b = blow_of_record(q->blow);
    if (q->owner != fight_hero(ft)->body || b->ask != react_offer || b->ask_user != ft ||
        (ft->pending && b != &ft->pending->b) || b->state != BLOW_RUNNING)
        return HOST_ASK_NOBODY;
    if (!ft->pending)
        ft->pending = xcalloc(1, sizeof *ft->pending);
    react_pending *p = ft->pending;
    free(p->question);
    p->slot = NULL;
    p->kind = q->kind;
    p->question = xstrdup(q->text);
    blow_suspend(b);
    return HOST_ASK_LATER;
}

void react_listen(fight *ft, bool listening)
{
    host_session *s = &ft->g->session;
    s->asker = listening ? ask_for_plugin : NULL;
    s->asker_user = listening ? ft : NULL;
}

/* Says the reaction's line: the hero, who struck, and a turned blow's
 * new victim. */
static void say_reaction(fight *ft, const reaction_def *r, const blow *b, const fighter *target)
{
    if (!r->text)
        return;
    bt_name user = fighter_name(fight_hero(ft)), attacker = cr_name(b->rec.source);
    bt_name whom = target ? fighter_name(target) : attacker;
    tpl_arg args[] = { TPL_NAME("user", &user), TPL_NAME("attacker", &attacker),
                       TPL_NAME("target", &whom) };
    fight_say_text(ft, content_text("reaction message", r->text), args, 3);
}

/* Pays for the class reaction asked about and does it. */
static blow_state do_reaction(fight *ft, react_pending *p, fighter *target)
{
    const reaction_def *r = p->slot->reaction;
    fighter *player = fight_hero(ft);
    blow *b = &p->b;
    player->mana -= r->mana;
    p->slot->cooldown = r->cooldown;
    say_reaction(ft, r, b, r->does == REACTION_TURN ? target : NULL);
    switch (r->does) {
    case REACTION_TURN:
        react_listen(ft, true);
        return blow_turn(b, target->body);
    case REACTION_BRACE: {
        int amount = b->rec.amount * r->share / 100;
        b->rec.amount = amount < 1 ? 1 : amount;
        break;
    }
    case REACTION_RIPOSTE: {
        fighter *source = fight_member(ft, b->rec.source);
        if (source)
            fight_attack(ft, player, source);
        break;
    }
    }
    react_listen(ft, true);      /* the riposte's own blow listened, and stopped */
    return blow_resume(b);
}

blow_state react_answer(fight *ft, bool yes, fighter *target)
{
    react_pending *p = ft->pending;
    if (!p)
        return BLOW_DONE;
    blow_state state;
    bool turn = p->slot && p->slot->reaction->does == REACTION_TURN;
    react_listen(ft, true);
    if (yes && p->slot && (!turn || react_may_turn_onto(ft, &p->b, target))) {
        state = do_reaction(ft, p, target);
    } else {
        /* A plugin hears its answer, and may change the blow (turn it,
         * cancel it) before it goes on. */
        if (p->kind)
            host_react(&ft->ctx, fight_hero(ft)->body, p->kind, &p->b.rec, yes);
        state = blow_resume(&p->b);
    }
    react_listen(ft, false);
    if (state == BLOW_DONE) {
        ft->pending = NULL;
        react_free(p);
    }
    return state;
}

/* Makes b, read back from a save, the blow that waits for the answer in ft
 * again; the caller says what it waits for. */
static react_pending *wait_again(fight *ft, const blow *b)
{
    react_free(ft->pending);
    ft->pending = xcalloc(1, sizeof *ft->pending);
    ft->pending->b = *b;
    ft->pending->b.ask = react_offer;
    ft->pending->b.ask_user = ft;
    return ft->pending;
}

bool react_restore_plugin(fight *ft, const blow *b, const bt_effect_kind *kind,
                          const char *question)
{
    react_pending *p = wait_again(ft, b);
    p->kind = kind;
    p->question = xstrdup(question);
    return true;
}

bool react_restore(fight *ft, const blow *b, const char *reaction_id)
{
    fighter *player = fight_hero(ft);
    for (size_t i = 0; i < player->reaction_count; i++) {
        reaction_slot *slot = &player->reactions[i];
        if (strcmp(slot->reaction->h.id, reaction_id) != 0)
            continue;
        wait_again(ft, b)->slot = slot;
        return true;
    }
    return false;
}

void react_free(react_pending *p)
{
    if (!p)
        return;
    free(p->question);
    free(p);
}

void react_question(const fight *ft, strbuf *out)
{
    const react_pending *p = ft->pending;
    if (!p->slot) {
        sb_adds(out, p->question ? p->question : "");
        return;
    }
    const reaction_def *r = p->slot->reaction;
    bt_name attacker = cr_name(p->b.rec.source);
    tpl_arg args[] = { TPL_NAME("attacker", &attacker), TPL_INT("n", p->b.rec.amount),
                       TPL_INT("mana", r->mana) };
    tpl_render(out, content_text("reaction question", r->question), args, 3);
}

bool react_is_turn(const react_pending *p)
{
    return p->slot && p->slot->reaction->does == REACTION_TURN;
}
