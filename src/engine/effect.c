/* SPDX-License-Identifier: GPL-3.0-or-later */
/* effect.c - the effect rules: apply by stack rule, tick, labels. */
#include "config.h"

#include "engine/effect.h"

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "plugin/guard.h"
#include "text/i18n.h"

static int within(int value, int min, int max)
{
    return value < min ? min : value > max ? max : value;
}

bt_effect fx_make(const bt_effect_kind *kind, int turns, int n)
{
    bt_effect fx = { .kind = kind, .turns = turns, .power = n, .stacks = 1 };
    if (kind->param == BT_PARAM_STACKS) {
        fx.power = 1;
        fx.stacks = n;
    }
    fx_bound(&fx);
    return fx;
}

void fx_bound(bt_effect *fx)
{
    fx->turns = within(fx->turns, 1, BT_EFFECT_MAX_TURNS);
    fx->power = within(fx->power, 0, BT_EFFECT_MAX_POWER);
    fx->stacks = within(fx->stacks, 1, fx->kind->max_stacks);
    for (int i = 0; i < BT_EFFECT_STATE_SLOTS; i++)
        fx->state[i] = within(fx->state[i], -BT_EFFECT_STATE_LIMIT, BT_EFFECT_STATE_LIMIT);
}

/* A turn callback, named for a crash report. */
static inline void call_turn(bt_moment_fn turn, bt_effect *fx, bt_creature *c, bt_context *ctx)
{
    guard_call before = guard_enter_in(fx->kind, "turn", c, ctx ? ctx->session : NULL);
    turn(fx, c, ctx);
    guard_leave(before);
}

/* Whether fx is outside fx_bound's bounds (max_stacks is its kind's, kept
 * beside it): asked after every callback, so only an effect a plugin did
 * push out pays for fx_bound. */
static bool out_of_bounds(const bt_effect *fx, int max_stacks)
{
    if (fx->turns < 1 || fx->turns > BT_EFFECT_MAX_TURNS)
        return true;
    if (fx->power < 0 || fx->power > BT_EFFECT_MAX_POWER)
        return true;
    if (fx->stacks < 1 || fx->stacks > max_stacks)
        return true;
    for (int i = 0; i < BT_EFFECT_STATE_SLOTS; i++)
        if (fx->state[i] < -BT_EFFECT_STATE_LIMIT || fx->state[i] > BT_EFFECT_STATE_LIMIT)
            return true;
    return false;
}

/* Puts what a callback wrote back within bounds, if it is not. */
static void keep_in_bounds(cr_effect *slot)
{
    if (out_of_bounds(&slot->fx, slot->max_stacks))
        fx_bound(&slot->fx);
}

void fx_say(bt_context *ctx, const bt_effect_kind *kind, const char *msgid, const bt_creature *c,
            int n)
{
    if (!msgid || !ctx_speaks(ctx))
        return;
    bt_name name = cr_name(c);
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_INT("n", n) };
    ctx_say(ctx, kind->text_domain, msgid, args, 2);
}

/* The index of the effect with this serial, or -1. */
static long find_serial(const bt_creature *c, unsigned serial)
{
    for (size_t i = 0; i < c->effect_count; i++)
        if (c->effects[i].serial == serial && c->effects[i].fx.kind != &cr_gone)
            return (long)i;
    return -1;
}

/* The list changed while a callback ran on the effect at index i, which it
 * was handed in `handed` (busy kept i in place). A list that grew moved to a
 * new array: what the callback wrote in the old one is copied over. Returns
 * the effect's slot, or NULL if the callback removed it. */
static cr_effect *after_change(bt_creature *c, size_t i, cr_effect *handed)
{
    cr_effect *slot = &c->effects[i];
    if (slot->fx.kind == &cr_gone)
        return NULL;
    if (slot != handed)
        slot->fx = handed->fx;
    return slot;
}

/* A plugin callback to run: a moment, a hook in a blow, or one of API 1.1's
 * moved, died and react; name is what a crash report calls it. */
typedef struct callback {
    const char *name;
    bt_moment_fn moment;
    bt_blow_fn hook;
    bt_moved_fn moved;
    bt_died_fn died;
    bt_react_fn react;
    bt_blow *blow;
    int from_x, from_y, to_x, to_y;
    bt_creature *killer;
    bool accepted;
} callback;

static void call(bt_effect *fx, bt_creature *c, bt_context *ctx, const callback *cb)
{
    guard_call before = guard_enter_in(fx->kind, cb->name, c, ctx ? ctx->session : NULL);
    if (cb->moment)
        cb->moment(fx, c, ctx);
    else if (cb->hook)
        cb->hook(fx, c, cb->blow, ctx);
    else if (cb->moved)
        cb->moved(fx, c, cb->from_x, cb->from_y, cb->to_x, cb->to_y, ctx);
    else if (cb->died)
        cb->died(fx, c, cb->killer, ctx);
    else
        cb->react(fx, c, cb->blow, cb->accepted, ctx);
    guard_leave(before);
}

/* Runs a callback on the effect at index i, in place, and puts what it
 * wrote back within the host's bounds. A callback may apply or remove
 * effects through the host; busy keeps the instance it was handed where it
 * is until it returns (see bt_creature). Returns the effect's index
 * afterwards, or -1 if the callback removed it. */
static long run_callback(bt_context *ctx, bt_creature *c, size_t i, const callback *cb)
{
    cr_effect *handed = &c->effects[i];
    unsigned changes = c->changes;
    c->busy++;
    call(&handed->fx, c, ctx, cb);
    c->busy--;
    if (c->changes == changes) {
        keep_in_bounds(handed);
        return (long)i;
    }
    cr_effect *slot = after_change(c, i, handed);
    unsigned serial = slot ? slot->serial : 0;
    if (slot)
        keep_in_bounds(slot);
    if (c->busy)
        return slot ? (long)i : -1;
    cr_settle(c);               /* gaps close: the effect may move down */
    return slot ? find_serial(c, serial) : -1;
}

static long run_moment(bt_context *ctx, bt_creature *c, size_t i, bt_moment_fn fn,
                       const char *name)
{
    return run_callback(ctx, c, i, &(callback){ .name = name, .moment = fn });
}

/* The index of the effect to visit after the one with this serial, which
 * is now at index at, or gone (-1): the list is kept in order of serial. */
static size_t next_after(const bt_creature *c, long at, unsigned serial)
{
    if (at >= 0)
        return (size_t)at + 1;
    size_t next = 0;
    while (next < c->effect_count && c->effects[next].serial < serial)
        next++;
    return next;
}

size_t fx_run_blow_hook(bt_context *ctx, bt_creature *owner, size_t i, bt_blow_fn hook,
                        bt_blow *blow)
{
    unsigned serial = owner->effects[i].serial;
    const char *name = hook == owner->effects[i].fx.kind->before_blow ? "before_blow"
                                                                      : "after_blow";
    long at = run_callback(ctx, owner, i,
                           &(callback){ .name = name, .hook = hook, .blow = blow });
    return next_after(owner, at, serial);
}

/* Runs cb for every effect of c present now whose kind has the callback
 * (pick sets it in cb), in order; effects that arrive meanwhile wait. */
static void run_for_each(bt_context *ctx, bt_creature *c, callback *cb,
                         bool (*pick)(const bt_effect_kind *kind, callback *cb))
{
    unsigned limit = c->next_serial;
    size_t i = 0;
    while (i < c->effect_count && c->effects[i].serial < limit) {
        unsigned serial = c->effects[i].serial;
        const bt_effect_kind *kind = c->effects[i].fx.kind;
        if (kind == &cr_gone || !pick(kind, cb)) {
            i++;
            continue;
        }
        i = next_after(c, run_callback(ctx, c, i, cb), serial);
    }
}

static bool pick_moved(const bt_effect_kind *kind, callback *cb)
{
    return (cb->moved = kind->moved) != NULL;
}

static bool pick_died(const bt_effect_kind *kind, callback *cb)
{
    return (cb->died = kind->died) != NULL;
}

void fx_moved(bt_context *ctx, bt_creature *c, int from_x, int from_y, int to_x, int to_y)
{
    if (!c->effect_count)   /* most steps: a monster wandering with nothing on it */
        return;
    callback cb = { .name = "moved", .from_x = from_x, .from_y = from_y, .to_x = to_x,
                    .to_y = to_y };
    run_for_each(ctx, c, &cb, pick_moved);
}

void fx_died(bt_context *ctx, bt_creature *c, bt_creature *killer)
{
    callback cb = { .name = "died", .killer = killer };
    run_for_each(ctx, c, &cb, pick_died);
}

bool fx_react(bt_context *ctx, bt_creature *owner, const bt_effect_kind *kind, bt_blow *blow,
              bool accepted)
{
    long i = cr_kind_index(owner, kind);
    if (i < 0 || !owner->effects[i].fx.kind->react)
        return false;
    callback cb = { .name = "react", .react = owner->effects[i].fx.kind->react, .blow = blow,
                    .accepted = accepted };
    run_callback(ctx, owner, (size_t)i, &cb);
    return true;
}

static void say_on(bt_context *ctx, bt_creature *c, const bt_effect *fx)
{
    fx_say(ctx, fx->kind, fx->kind->on_text, c, fx->stacks);
}

/* The expire moment of an effect already removed: it is handed a copy. */
static void run_expire(bt_context *ctx, bt_creature *c, bt_effect *gone)
{
    const bt_effect_kind *kind = gone->kind;
    if (!kind->expire) {
        fx_say(ctx, kind, kind->off_text, c, gone->stacks);
        return;
    }
    c->busy++;
    guard_call before = guard_enter_in(kind, "expire", c, ctx ? ctx->session : NULL);
    kind->expire(gone, c, ctx);
    guard_leave(before);
    c->busy--;
    cr_settle(c);
}

static bool is_stun(const bt_effect_kind *kind)
{
    return strcmp(kind->id, "stun") == 0;
}

/* Stacks and refreshes the effect at index i by the stack rule. */
static void add_to_existing(bt_context *ctx, bt_creature *target, size_t i,
                            const bt_effect *incoming)
{
    bt_effect *existing = &target->effects[i].fx;
    const bt_effect_kind *kind = existing->kind;
    /* A plugin may have written anything to it through find_effect: the
     * sum of stacks below must not overflow. */
    fx_bound(existing);
    if (kind->stack_rule == BT_STACK_STACK) {
        int stacks = existing->stacks + incoming->stacks;
        existing->stacks = stacks > kind->max_stacks ? kind->max_stacks : stacks;
        if (kind->stacked) {
            long at = run_moment(ctx, target, i, kind->stacked, "stacked");
            if (at < 0)
                return;
            existing = &target->effects[at].fx;
        } else {
            fx_say(ctx, kind, kind->more_text, target, existing->stacks);
        }
    }
    if (incoming->turns > existing->turns)
        existing->turns = incoming->turns;
    if (incoming->power > existing->power)
        existing->power = incoming->power;
}

bool fx_apply(bt_context *ctx, bt_creature *target, const bt_effect *incoming)
{
    const bt_effect_kind *kind = incoming->kind;
    if (!cr_is_alive(target) || cr_is_immune(target, kind->id))
        return false;
    /* After a stun the next turn is sure: three clubs cannot lock a hero. */
    if (target->stun_proof && is_stun(kind))
        return false;
    long i = cr_kind_index(target, kind);
    if (i < 0) {
        cr_add_effect(target, incoming);
        if (kind->apply)
            run_moment(ctx, target, target->effect_count - 1, kind->apply, "apply");
        else
            say_on(ctx, target, incoming);
        return true;
    }
    /* The rule is read from the effect already there, as the seed says. */
    if (target->effects[i].fx.kind->stack_rule == BT_STACK_IGNORE)
        return false;
    add_to_existing(ctx, target, (size_t)i, incoming);
    return true;
}

/* The effect at index i has run out: it leaves the list, then expires. */
static void expire_at(bt_context *ctx, bt_creature *c, size_t i)
{
    bt_effect gone = c->effects[i].fx;
    cr_remove_at(c, i);
    run_expire(ctx, c, &gone);
}

/* What a kind's each_turn rule says. */
static void say_each_turn(bt_context *ctx, const bt_creature *c, const bt_effect *fx, int n)
{
    fx_say(ctx, fx->kind, fx->kind->each_turn_text, c, n);
}

/* power x stacks, when another plugin wrote numbers to them through
 * find_effect (since they were last bounded) whose product overflows: as
 * much as there can be, or nothing when it is below 0. */
static int overflowing_amount(const bt_effect *fx)
{
    return (fx->power < 0) != (fx->stacks < 0) ? 0 : INT_MAX;
}

/* Carries out the each_turn rule of the effect in slot (not BT_TURN_NOTHING)
 * on c: the host's own code, so no guard and no bounds to check after it;
 * it moves nothing in the list, and c dies only through cr_hurt, which
 * counts the death as a change. The amount is power x stacks, which need
 * not be within bounds (see overflowing_amount); an amount below 1 does
 * nothing. */
static void run_each_turn(bt_context *ctx, bt_creature *c, const cr_effect *slot)
{
    int amount;
    if (__builtin_mul_overflow(slot->fx.power, slot->fx.stacks, &amount))
        amount = overflowing_amount(&slot->fx);
    if (slot->each_turn == BT_TURN_HEAL) {
        int healed = cr_heal(c, amount);
        if (healed > 0 && ctx_speaks(ctx))
            say_each_turn(ctx, c, &slot->fx, healed);
        return;
    }
    if (amount <= 0)
        return;
    if (ctx_speaks(ctx))
        say_each_turn(ctx, c, &slot->fx, amount);
    cr_hurt_from(ctx, c, amount, slot->fx.kind);
    if (slot->each_turn == BT_TURN_BLEED)
        ctx_add_blood(ctx, amount);
}

/* One effect's turn, at index i of the busy list: its
 * each_turn rule, its turn callback while the owner lives, a turn off, and
 * at 0 it expires. A callback may change the list (see after_change); one
 * that removed its own effect ends the effect's turn. */
static void tick_one(bt_context *ctx, bt_creature *c, size_t i)
{
    cr_effect *slot = &c->effects[i];
    if (slot->each_turn)
        run_each_turn(ctx, c, slot);
    if (slot->turn && cr_is_alive(c)) {
        unsigned changes = c->changes;
        call_turn(slot->turn, &slot->fx, c, ctx);
        if (c->changes != changes && !(slot = after_change(c, i, slot)))
            return;
        keep_in_bounds(slot);
    }
    if (--slot->fx.turns <= 0)
        expire_at(ctx, c, i);
}

void fx_tick(bt_context *ctx, bt_creature *c)
{
    /* The list stays in place for the whole tick (busy): the effects present
     * when it began are the first n, whatever arrives waits at the end for
     * the next tick, and what runs out or is removed leaves a gap that
     * cr_settle closes once, at the end. A dead owner's effects stop. */
    size_t n = c->effect_count;
    if (!n || !cr_is_alive(c))
        return;
    c->busy++;
    for (size_t i = 0; i < n && cr_is_alive(c); i++)
        if (c->effects[i].fx.kind != &cr_gone)      /* removed by an effect before it */
            tick_one(ctx, c, i);
    c->busy--;
    cr_settle(c);
}

const char *fx_kind_name(const bt_effect_kind *kind)
{
    return i18n_ptext(kind->text_domain, "effect name", kind->name);
}

const char *fx_kind_description(const bt_effect_kind *kind)
{
    if (!kind->description)
        return NULL;
    return i18n_ptext(kind->text_domain, "effect description", kind->description);
}

const char *fx_kind_decoration_text(const bt_effect_kind *kind)
{
    if (!kind->decoration_text)
        return NULL;
    return i18n_ptext(kind->text_domain, "decoration", kind->decoration_text);
}

const char *fx_kind_label(const bt_effect_kind *kind)
{
    return i18n_ptext_fit(kind->text_domain, "effect label", kind->label, FX_LABEL_COLUMNS);
}

int fx_modifier(const bt_effect *fx, bt_stat stat)
{
    if (!fx->kind->modifier)
        return 0;
    guard_call before = guard_enter(fx->kind, "modifier", NULL);
    int m = fx->kind->modifier(fx, stat);
    guard_leave(before);
    return within(m, -BT_EFFECT_MAX_MODIFIER, BT_EFFECT_MAX_MODIFIER);
}

int fx_percent(const bt_effect *fx, bt_stat stat)
{
    if (!fx->kind->percent)
        return 0;
    guard_call before = guard_enter(fx->kind, "percent", NULL);
    int m = fx->kind->percent(fx, stat);
    guard_leave(before);
    return within(m, -BT_EFFECT_MAX_MODIFIER, BT_EFFECT_MAX_MODIFIER);
}

void fx_label(strbuf *out, const bt_effect *fx)
{
    sb_adds(out, fx_kind_label(fx->kind));
    if (fx->stacks > 1)
        sb_addf(out, "x%d", fx->stacks);
    sb_addf(out, ":%d", fx->turns);
}

void fx_labels(strbuf *out, const bt_creature *c)
{
    for (size_t i = 0; i < c->effect_count; i++) {
        if (i)
            sb_addc(out, ' ');
        fx_label(out, &c->effects[i].fx);
    }
}
