/* SPDX-License-Identifier: GPL-3.0-or-later */
/* switch.c - the yardsticks of bench/arena (see switch.h). */
#include "config.h"

#include "switch.h"

#include <string.h>

static const char *const ids[SW_KIND_COUNT] = {
    "bleed", "poison", "burn", "regen", "rage", "shield", "chill", "dodge", "weak", "fury",
};

/* What each kind says when it runs out; a speaking context would look
 * them up in the host's catalog (the arena's context is quiet). */
static const char *const off_texts[SW_KIND_COUNT] = {
    "{name:gen} wounds stop bleeding.", "{name} is no longer poisoned.",
    "{name} is no longer burning.",     "{name} stops regenerating.",
    "{name} calms down.",               "{name}'s shield fades.",
    "{name} warms up.",                 "{name} is no longer nimble.",
    "{name} regains strength.",         "{name}'s fury subsides.",
};

sw_kind sw_kind_of(const char *id)
{
    for (int k = 0; k < SW_KIND_COUNT; k++)
        if (strcmp(ids[k], id) == 0)
            return (sw_kind)k;
    return SW_KIND_COUNT;
}

/* The speaking path, out of line as the host's is: a quiet context only
 * tests the sink. (Inline, GCC sets up the arguments of every line before
 * the loop, on every call: some 40 instructions a creature that a fair
 * compiled-in engine does not pay.) */
__attribute__((noinline, cold)) static void say_line(bt_context *ctx, const char *msgid,
                                                     const sw_creature *c, int n)
{
    bt_name name = { c->name, false };
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_INT("n", n) };
    ctx_say(ctx, NULL, msgid, args, 2);
}

static inline void say(bt_context *ctx, const char *msgid, const sw_creature *c, int n)
{
    if (ctx_speaks(ctx))
        say_line(ctx, msgid, c, n);
}

/* cr_hurt's rule: life stops at 0; the crossing into a heavy wound is said. */
static void hurt(bt_context *ctx, sw_creature *c, int amount)
{
    if (amount <= 0)
        return;
    bool was_heavy = c->life * 4 < c->max_life;
    c->life = c->life > amount ? c->life - amount : 0;
    if (c->life > 0 && !was_heavy && c->life * 4 < c->max_life)
        say(ctx, "{name}: heavy wound!", c, 0);
}

static int heal(sw_creature *c, int amount)
{
    int before = c->life;
    if (amount > 0 && c->life > 0)
        c->life = c->life + amount > c->max_life ? c->max_life : c->life + amount;
    return c->life - before;
}

static void act(bt_context *ctx, sw_creature *c, const sw_effect *fx)
{
    switch (fx->kind) {
    case SW_BLEED: {
        int damage = fx->stacks * fx->power;
        say(ctx, "{name} loses blood ({n}).", c, damage);
        hurt(ctx, c, damage);
        ctx_add_blood(ctx, damage);
        break;
    }
    case SW_POISON:
        say(ctx, "The poison burns {name:acc} ({n}).", c, fx->power);
        hurt(ctx, c, fx->power);
        break;
    case SW_BURN:
        say(ctx, "The flames bite {name:acc} ({n}).", c, fx->power);
        hurt(ctx, c, fx->power);
        break;
    case SW_REGEN: {
        int healed = heal(c, fx->power);
        if (healed > 0)
            say(ctx, "{name} recovers (+{n}).", c, healed);
        break;
    }
    default:
        break;             /* the modifiers only count down */
    }
}

void sw_tick(bt_context *ctx, sw_creature *c)
{
    size_t gone = 0;
    for (size_t i = 0; i < c->count && c->life > 0; i++) {
        sw_effect *fx = &c->effects[i];
        act(ctx, c, fx);
        if (--fx->turns <= 0) {
            say(ctx, off_texts[fx->kind], c, fx->stacks);
            gone++;
        }
    }
    if (!gone)
        return;
    /* What ran out goes, in one pass. */
    size_t kept = 0;
    for (size_t i = 0; i < c->count; i++)
        if (c->effects[i].turns > 0)
            c->effects[kept++] = c->effects[i];
    c->count = kept;
}

/* The floor: the arithmetic of the four kinds that act, inline; a dead
 * creature stops; an effect at 0 turns goes (keeping the order). */
void floor_run(floor_creature *crowd, size_t count, int turns, long *blood)
{
    long spilled = 0;
    for (int turn = 0; turn < turns; turn++) {
        for (size_t i = 0; i < count; i++) {
            floor_creature *c = &crowd[i];
            for (int e = 0; e < c->count && c->life > 0; e++) {
                sw_effect *fx = &c->effects[e];
                int amount = fx->power;
                switch (fx->kind) {
                case SW_BLEED:
                    amount *= fx->stacks;
                    spilled += amount;
                    /* fall through */
                case SW_POISON:
                case SW_BURN:
                    c->life = c->life > amount ? c->life - amount : 0;
                    break;
                case SW_REGEN:
                    c->life = c->life + amount > c->max_life ? c->max_life : c->life + amount;
                    break;
                default:
                    break;
                }
                if (--fx->turns == 0) {
                    memmove(fx, fx + 1, (size_t)(c->count - e - 1) * sizeof *fx);
                    c->count--;
                    e--;
                }
            }
        }
    }
    *blood += spilled;
}
