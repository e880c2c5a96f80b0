/* effect.c - the effect rules: apply by stack rule, tick, labels. */
#include "config.h"

#include "engine/effect.h"

#include <string.h>

#include "text/i18n.h"

bt_effect fx_make(const bt_effect_kind *kind, int turns, int n)
{
    bt_effect fx = { .kind = kind, .turns = turns, .power = n, .stacks = 1 };
    if (kind->param == BT_PARAM_STACKS) {
        fx.power = 1;
        fx.stacks = n < 1 ? 1 : n > kind->max_stacks ? kind->max_stacks : n;
    }
    return fx;
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

/* A plugin callback to run: a moment, or a hook in a blow. */
typedef struct callback {
    bt_moment_fn moment;
    bt_blow_fn hook;
    bt_blow *blow;
} callback;

/* Runs a callback on the effect at index i, in place. A callback may apply
 * or remove effects through the host; busy keeps the instance it was handed
 * where it is until it returns (see bt_creature). Returns the effect's index
 * afterwards, or -1 if the callback removed it. */
static long run_callback(bt_context *ctx, bt_creature *c, size_t i, const callback *cb)
{
    cr_effect *handed = &c->effects[i];
    unsigned changes = c->changes;
    c->busy++;
    if (cb->moment)
        cb->moment(&handed->fx, c, ctx);
    else
        cb->hook(&handed->fx, c, cb->blow, ctx);
    c->busy--;
    if (c->changes == changes)
        return (long)i;
    cr_effect *slot = after_change(c, i, handed);
    unsigned serial = slot ? slot->serial : 0;
    if (c->busy)
        return slot ? (long)i : -1;
    cr_settle(c);               /* gaps close: the effect may move down */
    return slot ? find_serial(c, serial) : -1;
}

static long run_moment(bt_context *ctx, bt_creature *c, size_t i, bt_moment_fn fn)
{
    return run_callback(ctx, c, i, &(callback){ .moment = fn });
}

size_t fx_run_blow_hook(bt_context *ctx, bt_creature *owner, size_t i, bt_blow_fn hook,
                        bt_blow *blow)
{
    unsigned serial = owner->effects[i].serial;
    long at = run_callback(ctx, owner, i, &(callback){ .hook = hook, .blow = blow });
    if (at >= 0)
        return (size_t)at + 1;
    /* It is gone: go on with the first effect after it (the list is kept in
     * order of serial). */
    size_t next = 0;
    while (next < owner->effect_count && owner->effects[next].serial < serial)
        next++;
    return next;
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
    kind->expire(gone, c, ctx);
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
    if (kind->stack_rule == BT_STACK_STACK) {
        int stacks = existing->stacks + incoming->stacks;
        existing->stacks = stacks > kind->max_stacks ? kind->max_stacks : stacks;
        if (kind->stacked) {
            long at = run_moment(ctx, target, i, kind->stacked);
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
            run_moment(ctx, target, target->effect_count - 1, kind->apply);
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

/* The effect at index i has run out: it leaves the list, then expires.
 * Out of line, so the tick's loop keeps its registers to itself. */
__attribute__((noinline, cold)) static void expire_at(bt_context *ctx, bt_creature *c, size_t i)
{
    bt_effect gone = c->effects[i].fx;
    cr_remove_at(c, i);
    run_expire(ctx, c, &gone);
}

/* The general tick from index i on, once something happened that the
 * quick loop of fx_tick leaves alone: a callback changed the list (handed
 * is the instance it ran on), or the effect at i ran out (handed NULL).
 * Then settles the list. */
__attribute__((noinline)) static void tick_rest(bt_context *ctx, bt_creature *c, size_t i,
                                                size_t n, cr_effect *handed)
{
    if (handed && !after_change(c, i, handed))
        goto next;                        /* it removed itself */
    for (;;) {
        if (--c->effects[i].fx.turns <= 0)
            expire_at(ctx, c, i);
    next:
        do {
            if (++i >= n || !cr_is_alive(c))
                goto done;
        } while (c->effects[i].fx.kind == &cr_gone);   /* removed by an effect before it */
        cr_effect *slot = &c->effects[i];
        if (slot->turn) {
            unsigned changes = c->changes;
            slot->turn(&slot->fx, c, ctx);
            if (c->changes != changes && !after_change(c, i, slot))
                goto next;
        }
    }
done:
    c->busy--;
    cr_settle(c);
}

void fx_tick(bt_context *ctx, bt_creature *c)
{
    /* The list stays in place for the whole tick (busy): the effects present
     * when it began are the first n, whatever arrives waits at the end for
     * the next tick, and what runs out leaves a gap that cr_settle closes
     * once, at the end. This loop is the usual tick, where no callback
     * touches the list and nothing runs out, so there is nothing to settle;
     * at the first of either, tick_rest takes over. Only a callback changes
     * life, so only after one can the creature have died. */
    size_t n = c->effect_count;
    if (!n || !cr_is_alive(c))
        return;
    c->busy++;
    cr_effect *slot = c->effects, *end = slot + n;
    do {
        bt_moment_fn turn = slot->turn;
        if (turn) {
            unsigned changes = c->changes;
            turn(&slot->fx, c, ctx);
            if (__builtin_expect(c->changes != changes, 0)) {
                tick_rest(ctx, c, n - (size_t)(end - slot), n, slot);
                return;
            }
        }
        if (__builtin_expect(slot->fx.turns-- <= 1, 0)) {
            slot->fx.turns++;             /* tick_rest counts it down itself */
            tick_rest(ctx, c, n - (size_t)(end - slot), n, NULL);
            return;
        }
        if (turn && __builtin_expect(!cr_is_alive(c), 0))
            break;
    } while (++slot != end);
    c->busy--;
}

const char *fx_kind_name(const bt_effect_kind *kind)
{
    return i18n_ptext(kind->text_domain, "effect name", kind->name);
}

const char *fx_kind_label(const bt_effect_kind *kind)
{
    return i18n_ptext(kind->text_domain, "effect label", kind->label);
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
