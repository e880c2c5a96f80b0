/* effect.c - the effect rules: apply by stack rule, tick, labels. */
#include "config.h"

#include "engine/effect.h"

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
}

/* Runs a callback on a copy of the effect at index i and writes the copy
 * back, within the host's bounds, if the effect is still there. A callback
 * may apply or remove effects through the host, which moves the list in
 * memory: a pointer into it would not survive, the copy does. Returns the
 * effect's index afterwards, or -1 if the callback removed it. */
static long run_callback(bt_context *ctx, bt_creature *c, size_t i, const callback *cb)
{
    unsigned serial = c->effects[i].serial, changes = c->changes;
    bt_effect copy = c->effects[i].fx;
    guard_call before = guard_enter(copy.kind, cb->name, c);
    call(&copy, c, ctx, cb);
    guard_leave(before);
    long at = c->changes == changes ? (long)i : find_serial(c, serial);
    if (at >= 0) {
        fx_bound(&copy);
        c->effects[at].fx = copy;
    }
    return at;
}

static long run_on_copy(bt_context *ctx, bt_creature *c, size_t i, bt_moment_fn fn,
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

/* Runs cb for every effect of c present now that has the callback (fn
 * non-NULL for it), in order; effects that arrive meanwhile wait. */
static void run_for_each(bt_context *ctx, bt_creature *c, callback *cb,
                         bool (*pick)(const bt_effect_kind *kind, callback *cb))
{
    unsigned limit = c->next_serial;
    size_t i = 0;
    while (i < c->effect_count && c->effects[i].serial < limit) {
        unsigned serial = c->effects[i].serial;
        if (!pick(c->effects[i].fx.kind, cb)) {
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
    long i = cr_effect_index(owner, kind->id);
    if (i < 0 || !owner->effects[i].fx.kind->react)
        return false;
    callback cb = { .name = "react", .react = owner->effects[i].fx.kind->react, .blow = blow,
                    .accepted = accepted };
    run_callback(ctx, owner, (size_t)i, &cb);
    return true;
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
    if (fx->kind->expire) {
        guard_call before = guard_enter(fx->kind, "expire", c);
        fx->kind->expire(fx, c, ctx);
        guard_leave(before);
    } else {
        fx_say(ctx, fx->kind, fx->kind->off_text, c, fx->stacks);
    }
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
                              existing->kind->stacked ? existing->kind->stacked : say_more,
                              "stacked");
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
        run_on_copy(ctx, target, target->effect_count - 1, kind->apply ? kind->apply : say_on,
                    "apply");
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
            long at = run_on_copy(ctx, c, i, c->effects[i].turn, "turn");
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

const char *fx_kind_description(const bt_effect_kind *kind)
{
    if (!kind->description)
        return NULL;
    return i18n_ptext(kind->text_domain, "effect description", kind->description);
}

const char *fx_kind_label(const bt_effect_kind *kind)
{
    return i18n_ptext_fit(kind->text_domain, "effect label", kind->label, FX_LABEL_COLUMNS);
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
