/* SPDX-License-Identifier: GPL-3.0-or-later */
/* effect.c - the effect rules: apply by stack rule, tick, labels. */
#include "config.h"

#include "engine/effect.h"

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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
    guard_call before = guard_enter(fx->kind, "turn", c);
    turn(fx, c, ctx);
    guard_leave(before);
}

#if defined(__SSE2__) && BT_EFFECT_STATE_SLOTS == 4
/* The vector test below reads turns, power, stacks and state as one run of ints. */
_Static_assert(offsetof(bt_effect, power) == offsetof(bt_effect, turns) + sizeof(int) &&
                   offsetof(bt_effect, stacks) == offsetof(bt_effect, turns) + 2 * sizeof(int) &&
                   offsetof(bt_effect, state) == offsetof(bt_effect, turns) + 3 * sizeof(int),
               "bt_effect's numbers follow each other");

/* A value v is within lo..hi when, as unsigned, v - lo is at most hi - lo.
 * SSE2 compares signed, so both sides move by 2^31: v + SHIFT(lo) against
 * TOP(lo, hi), an addition and a compare for four values at once. */
#define SHIFT(lo) ((int)(0x80000000u - (unsigned)(lo)))
#define TOP(lo, hi) ((int)(((unsigned)(hi) - (unsigned)(lo)) ^ 0x80000000u))

#endif

/* Whether fx is outside fx_bound's bounds (max_stacks is its kind's, kept
 * beside it). Asked after every callback: seven compares in two vector steps
 * and one for the kind's stacks, so only an effect a plugin did push out
 * pays for fx_bound. */
static inline bool out_of_bounds(const bt_effect *fx, int max_stacks)
{
#if defined(__SSE2__) && BT_EFFECT_STATE_SLOTS == 4
    enum { L = BT_EFFECT_STATE_LIMIT };
    /* turns, power, stacks (here only that it is at least 1), state[0]; then
     * the other three state slots (state[0] again, let through: with four
     * equal lanes GCC would spend two more instructions on the compare). */
    __m128i head = _mm_loadu_si128((const __m128i *)(const void *)&fx->turns);
    __m128i state = _mm_loadu_si128((const __m128i *)(const void *)fx->state);
    head = _mm_add_epi32(head, _mm_setr_epi32(SHIFT(1), SHIFT(0), SHIFT(1), SHIFT(-L)));
    state = _mm_add_epi32(state, _mm_set1_epi32(SHIFT(-L)));
    __m128i out = _mm_or_si128(
        _mm_cmpgt_epi32(head, _mm_setr_epi32(TOP(1, BT_EFFECT_MAX_TURNS),
                                             TOP(0, BT_EFFECT_MAX_POWER), TOP(1, INT32_MAX),
                                             TOP(-L, L))),
        _mm_cmpgt_epi32(state, _mm_setr_epi32(INT32_MAX, TOP(-L, L), TOP(-L, L), TOP(-L, L))));
    return fx->stacks > max_stacks || _mm_movemask_epi8(out);
#else
    unsigned out = (unsigned)fx->turns - 1u >= BT_EFFECT_MAX_TURNS;
    out |= (unsigned)fx->power > BT_EFFECT_MAX_POWER;
    out |= fx->stacks < 1 || fx->stacks > max_stacks;
    for (int i = 0; i < BT_EFFECT_STATE_SLOTS; i++)
        out |= (unsigned)fx->state[i] + BT_EFFECT_STATE_LIMIT > 2u * BT_EFFECT_STATE_LIMIT;
    return out;
#endif
}

/* Puts what a callback wrote back within bounds, if it is not. */
static inline void keep_in_bounds(cr_effect *slot)
{
    if (__builtin_expect(out_of_bounds(&slot->fx, slot->max_stacks), 0))
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

/* Where the effect with this serial is in a busy list: gaps keep their
 * serials and places, and the list is in order of serial. */
static size_t busy_index(const bt_creature *c, unsigned serial)
{
    size_t low = 0, high = c->effect_count;
    while (low < high) {
        size_t mid = low + (high - low) / 2;
        if (c->effects[mid].serial < serial)
            low = mid + 1;
        else
            high = mid;
    }
    return low;
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
    guard_call before = guard_enter(fx->kind, cb->name, c);
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
    guard_call before = guard_enter(kind, "expire", c);
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

/* The effect at index i has run out: it leaves the list, then expires.
 * Out of line, so the tick's loop keeps its registers to itself. */
__attribute__((noinline, cold)) static void expire_at(bt_context *ctx, bt_creature *c, size_t i)
{
    bt_effect gone = c->effects[i].fx;
    cr_remove_at(c, i);
    run_expire(ctx, c, &gone);
}

/* Counts a turn off; whether that was the last (turns was at most 1). GCC
 * spends five instructions on "--turns <= 0" where a subtraction in memory
 * and a branch on its flags do (and the flags compare as if without
 * overflow, so even a turns a plugin left at INT_MIN runs out). */
static inline bool count_down(int *turns)
{
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 11 && \
    (defined(__x86_64__) || defined(__i386__))
    __asm__ goto("subl $1, %0\n\tjle %l[last]" : "+m"(*turns) : : "cc" : last);
    return false;
last:
    return true;
#else
    if (*turns <= 1)
        return true;
    --*turns;
    return false;
#endif
}

/* What a kind's each_turn rule says, out of line: a quiet context only
 * tests its sink. */
__attribute__((noinline, cold)) static void say_each_turn(bt_context *ctx, const bt_creature *c,
                                                          const bt_effect *fx, int n)
{
    fx_say(ctx, fx->kind, fx->kind->each_turn_text, c, n);
}

/* power x stacks, when another plugin wrote numbers to them through
 * find_effect (since they were last bounded) whose product overflows: as
 * much as there can be, or nothing when it is below 0. */
__attribute__((noinline, cold)) static int overflowing_amount(const bt_effect *fx)
{
    return (fx->power < 0) != (fx->stacks < 0) ? 0 : INT_MAX;
}

/* Carries out the each_turn rule of the effect in slot (not BT_TURN_NOTHING)
 * on c: the host's own code, so no guard and no bounds to check after it;
 * it moves nothing in the list, and c dies only through cr_hurt, which
 * counts the death as a change. The amount is power x stacks, which need
 * not be within bounds (see overflowing_amount); an amount below 1 does
 * nothing. */
static inline void run_each_turn(bt_context *ctx, bt_creature *c, const cr_effect *slot)
{
    int amount;
    if (__builtin_expect(__builtin_mul_overflow(slot->fx.power, slot->fx.stacks, &amount), 0))
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

/* The general tick from index i on, once something happened that the
 * quick loop of fx_tick leaves alone: a callback changed the list or left
 * its effect out of bounds, or a kind's each_turn killed the owner (handed
 * is the instance it ran on), or the effect at i runs out (handed NULL).
 * Then settles the list. */
__attribute__((noinline)) static void tick_rest(bt_context *ctx, bt_creature *c, size_t i,
                                                size_t n, cr_effect *handed)
{
    if (handed && !after_change(c, i, handed))
        goto next;                        /* it removed itself */
    keep_in_bounds(&c->effects[i]);
    for (;;) {
        if (--c->effects[i].fx.turns <= 0)
            expire_at(ctx, c, i);
    next:
        do {
            if (++i >= n || !cr_is_alive(c))
                goto done;
        } while (c->effects[i].fx.kind == &cr_gone);   /* removed by an effect before it */
        cr_effect *slot = &c->effects[i];
        if (slot->each_turn) {
            run_each_turn(ctx, c, slot);
            if (!cr_is_alive(c))
                continue;                 /* counts down, then stops */
        }
        if (slot->turn) {
            unsigned changes = c->changes;
            call_turn(slot->turn, &slot->fx, c, ctx);
            if (c->changes != changes && !(slot = after_change(c, i, slot)))
                goto next;
            keep_in_bounds(slot);
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
     * touches the list, nothing runs out and nothing is out of bounds, so
     * there is nothing to settle; at the first of any, tick_rest takes over.
     * A creature dies in a tick only through cr_hurt, which counts the death
     * as a change: so the loop need not look at life itself. */
    size_t n = c->effect_count;
    if (!n || !cr_is_alive(c))
        return;
    c->busy++;
    /* The guard names the callback once, and the kind with one store before
     * each call. Between two calls it still names the last plugin: only
     * this loop's own counting runs there. (A turn has no owner to ask a
     * reaction for: the owner stays as it was.) */
    const bt_effect_kind *outer_kind = guard_current.kind;
    const char *outer_callback = guard_current.callback;
    guard_current.callback = "turn";
    unsigned changes = c->changes;
    cr_effect *slot = c->effects, *end = slot + n, *handed = NULL;
    do {
        if (slot->each_turn) {
            run_each_turn(ctx, c, slot);
            if (__builtin_expect(c->changes != changes, 0)) {
                handed = slot;            /* it died: tick_rest counts down and stops */
                break;
            }
        }
        bt_moment_fn turn = slot->turn;
        if (turn) {
            guard_current.kind = slot->fx.kind;
            turn(&slot->fx, c, ctx);
            if (__builtin_expect(c->changes != changes ||
                                     out_of_bounds(&slot->fx, slot->max_stacks),
                                 0)) {
                handed = slot;
                break;
            }
        }
        if (__builtin_expect(count_down(&slot->fx.turns), 0)) {
            slot->fx.turns = 1;           /* tick_rest counts it down itself */
            break;
        }
    } while (++slot != end);
    guard_current.kind = outer_kind;
    guard_current.callback = outer_callback;
    if (slot == end) {
        c->busy--;
        return;
    }
    /* Found by serial, as the list may have moved to a new array: the loop
     * keeps no count of its own across the calls. */
    tick_rest(ctx, c, busy_index(c, slot->serial), busy_index(c, end[-1].serial) + 1, handed);
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

int fx_modifier(const bt_effect *fx, bt_stat stat)
{
    return fx->kind->modifier ? fx->kind->modifier(fx, stat) : 0;
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
