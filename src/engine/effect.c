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
        if (c->effects[i].serial == serial)
            return (long)i;
    return -1;
}

/* A plugin callback to run: a moment, or a hook in a blow. */
typedef struct callback {
    bt_moment_fn moment;
    bt_blow_fn hook;
    bt_blow *blow;
} callback;

/* Runs a callback on a copy of the effect at index i and writes the copy
 * back if the effect is still there. A callback may apply or remove effects
 * through the host, which moves the list in memory: a pointer into it would
 * not survive, the copy does. Returns the effect's index afterwards, or -1
 * if the callback removed it. */
static long run_callback(bt_context *ctx, bt_creature *c, size_t i, const callback *cb)
{
    unsigned serial = c->effects[i].serial, changes = c->changes;
    bt_effect copy = c->effects[i].fx;
    if (cb->moment)
        cb->moment(&copy, c, ctx);
    else
        cb->hook(&copy, c, cb->blow, ctx);
    long at = c->changes == changes ? (long)i : find_serial(c, serial);
    if (at >= 0)
        c->effects[at].fx = copy;
    return at;
}

static long run_on_copy(bt_context *ctx, bt_creature *c, size_t i, bt_moment_fn fn)
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

static void say_on(bt_effect *fx, bt_creature *c, bt_context *ctx)
{
    fx_say(ctx, fx->kind, fx->kind->on_text, c, fx->stacks);
}

static void say_more(bt_effect *fx, bt_creature *c, bt_context *ctx)
{
    fx_say(ctx, fx->kind, fx->kind->more_text, c, fx->stacks);
}

static void run_expire(bt_context *ctx, bt_creature *c, bt_effect *fx)
{
    if (fx->kind->expire)
        fx->kind->expire(fx, c, ctx);
    else
        fx_say(ctx, fx->kind, fx->kind->off_text, c, fx->stacks);
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
    if (existing->kind->stack_rule == BT_STACK_STACK) {
        int stacks = existing->stacks + incoming->stacks;
        int max = existing->kind->max_stacks;
        existing->stacks = stacks > max ? max : stacks;
        long at = run_on_copy(ctx, target, i,
                              existing->kind->stacked ? existing->kind->stacked : say_more);
        if (at < 0)
            return;
        existing = &target->effects[at].fx;
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
    if (is_stun(kind) && target->stun_proof)
        return false;
    long i = cr_effect_index(target, kind->id);
    if (i < 0) {
        cr_add_effect(target, incoming);
        run_on_copy(ctx, target, target->effect_count - 1, kind->apply ? kind->apply : say_on);
        return true;
    }
    /* The rule is read from the effect already there, as the seed says. */
    if (target->effects[i].fx.kind->stack_rule == BT_STACK_IGNORE)
        return false;
    add_to_existing(ctx, target, (size_t)i, incoming);
    return true;
}

/* Index of the first effect with a serial above last, from a hint; the list
 * is ordered by serial. */
static size_t next_index(const bt_creature *c, size_t hint, unsigned last)
{
    if (hint < c->effect_count && c->effects[hint].serial > last &&
        (hint == 0 || c->effects[hint - 1].serial <= last))
        return hint;
    size_t i = 0;
    while (i < c->effect_count && c->effects[i].serial <= last)
        i++;
    return i;
}

void fx_tick(bt_context *ctx, bt_creature *c)
{
    /* Effects that arrive during the tick (serial >= limit) wait for the next. */
    unsigned limit = c->next_serial;
    unsigned last = 0;
    size_t i = 0;
    for (;;) {
        i = next_index(c, i, last);
        if (i >= c->effect_count || c->effects[i].serial >= limit || !cr_is_alive(c))
            return;
        last = c->effects[i].serial;
        if (c->effects[i].turn) {
            long at = run_on_copy(ctx, c, i, c->effects[i].turn);
            if (at < 0)
                continue;                 /* it removed itself */
            i = (size_t)at;
        }
        cr_effect *slot = &c->effects[i];
        if (--slot->fx.turns > 0) {
            i++;
            continue;
        }
        bt_effect gone = slot->fx;
        memmove(slot, slot + 1, (c->effect_count - i - 1) * sizeof *slot);
        c->effect_count--;
        c->changes++;
        run_expire(ctx, c, &gone);
    }
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
