/* SPDX-License-Identifier: GPL-3.0-or-later */
/* creature.c - creatures, their stats, life and effect list. */
#include "config.h"

#include "engine/creature.h"

#include <stdint.h>
#include <string.h>

#include "engine/effect.h"
#include "engine/host.h"
#include "plugin/guard.h"
#include "text/i18n.h"
#include "util/xalloc.h"

bt_creature *cr_new(const char *name, bool proper_name, int max_life, int strength, int defense,
                    int agility)
{
    bt_creature *c = xcalloc(1, sizeof *c);
    c->name = xstrdup(name);
    c->proper_name = proper_name;
    c->max_life = max_life;
    c->life = max_life;
    c->base[BT_STAT_STRENGTH] = strength;
    c->base[BT_STAT_DEFENSE] = defense;
    c->base[BT_STAT_AGILITY] = agility;
    c->base[BT_STAT_SPEED] = 100;
    c->next_serial = 1;
    return c;
}

/* A tick of a crowd reads every effect: keep them small (see cr_effect). */
_Static_assert(sizeof(void *) != 8 || sizeof(cr_effect) == 56, "an effect takes 56 bytes");

const bt_effect_kind cr_gone = { .id = "", .name = "", .label = "" };

static void free_retired(bt_creature *c);

void cr_free(bt_creature *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->immunity_count; i++)
        free(c->immunities[i]);
    free(c->immunities);
    free_retired(c);
    free(c->index);
    free(c->effects);
    free(c->name);
    free(c);
}

static long clamp_stat(long value)
{
    return value < -CR_STAT_LIMIT ? -CR_STAT_LIMIT : value > CR_STAT_LIMIT ? CR_STAT_LIMIT : value;
}

long cr_apply_percent(long flat, long percent)
{
    if (percent < CR_PERCENT_MIN)
        percent = CR_PERCENT_MIN;
    if (percent > CR_PERCENT_MAX)
        percent = CR_PERCENT_MAX;
    /* Both kept within their bounds (10^9 and 10^6): the product fits a
     * long. */
    long scaled = clamp_stat(flat) * (100 + percent);
    return scaled >= 0 ? (scaled + 50) / 100 : -((-scaled + 50) / 100);
}

static int raw_stat(const bt_creature *c, bt_stat stat)
{
    /* In a long, and at the end within an int: thousands of effects each
     * at the bound stay exact (a long holds 2^63). The flat sum and the
     * percents are added up first, and the percent applied once: two rings
     * of +10% on 5 give 6, not 7. */
    long value = (long)c->base[stat] + c->bonus[stat];
    long percent = c->bonus_percent[stat];
    for (size_t i = 0; i < c->effect_count; i++) {
        const bt_effect *fx = &c->effects[i].fx;
        /* Each within its bound (fx_modifier): a plugin that answers
         * INT_MAX cannot overflow the sum. */
        value += fx_modifier(fx, stat);
        percent += fx_percent(fx, stat);
    }
    if (percent)
        value = cr_apply_percent(value, percent);
    return value < -CR_STAT_LIMIT ? -CR_STAT_LIMIT : value > CR_STAT_LIMIT ? CR_STAT_LIMIT
                                                                           : (int)value;
}

int cr_stat(const bt_creature *c, bt_stat stat)
{
    int value = raw_stat(c, stat);
    return value < 0 ? 0 : value;
}

int cr_accuracy(const bt_creature *c)
{
    /* The accuracy bonus may be negative (a curse), so it is not clamped. */
    return 75 + 2 * cr_stat(c, BT_STAT_AGILITY) + raw_stat(c, BT_STAT_ACCURACY) -
           (cr_is_heavily_wounded(c) ? 15 : 0);
}

/* Tells whoever listens to ctx's session that c lost life. */
static void tell_wound(bt_context *ctx, bt_creature *c)
{
    host_session *s = ctx ? ctx->session : NULL;
    if (s && s->wounded)
        s->wounded(s->wounded_user, c);
}

/* cr_hurt_by, with the effect a death without a killer is put down to. */
static void damage(bt_context *ctx, bt_creature *c, int amount, bt_creature *killer,
                   const bt_effect_kind *kind)
{
    int before = c->life;
    if (amount > 0 && before > amount) {
        /* Alive after it: said only on the crossing into a heavy wound. */
        c->life = before - amount;
        tell_wound(ctx, c);
        if (!cr_is_heavily_wounded(c) || before * 4 < c->max_life)
            return;
        bt_name name = cr_name(c);
        /* TRANSLATORS: said once when a creature's life falls under a quarter. */
        ctx_say(ctx, NULL, N_("{name}: heavy wound!"), &TPL_NAME("name", &name), 1);
        return;
    }
    if (amount <= 0 || before <= 0)
        return;
    c->life = 0;
    /* A death is a change a tick must notice (fx_tick looks for deaths only
     * when something changed); within a tick, this is the only way a
     * creature dies. */
    c->changes++;
    if (ctx)
        ctx->deaths++;          /* the lab looks for untold deaths only then */
    c->death_untold = true;
    c->killer = killer;
    c->death_kind = killer ? NULL : kind;
    tell_wound(ctx, c);
}

void cr_hurt_by(bt_context *ctx, bt_creature *c, int amount, bt_creature *killer)
{
    /* Damage without a blow comes from the effect whose callback runs now. */
    damage(ctx, c, amount, killer, guard_current.kind);
}

void cr_hurt_by_effect(bt_context *ctx, bt_creature *c, int amount, const bt_effect_kind *kind)
{
    damage(ctx, c, amount, NULL, kind);
}

void cr_tell_death(bt_context *ctx, bt_creature *c)
{
    if (!c->death_untold)
        return;
    c->death_untold = false;
    bt_creature *killer = c->killer;
    c->killer = NULL;
    fx_died(ctx, c, killer);
}

void cr_set_life(bt_creature *c, int life)
{
    c->life = life < 0 ? 0 : life > c->max_life ? c->max_life : life;
}

/* --- the kind index ---------------------------------------------------- */

static size_t kind_hash(const bt_effect_kind *kind, unsigned bits)
{
    /* The finalizer of MurmurHash3: descriptors lie at even strides (an
     * array of them, a page each), which a plain multiplication clusters. */
    uint64_t x = (uint64_t)(uintptr_t)kind;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdu;
    x ^= x >> 33;
    return (size_t)(x & (((uint64_t)1 << bits) - 1));
}

static void index_put(bt_creature *c, const bt_effect_kind *kind, size_t at)
{
    size_t mask = ((size_t)1 << c->index_bits) - 1;
    size_t h = kind_hash(kind, c->index_bits);
    while (c->index[h].kind) {
        if (c->index[h].kind == kind)
            return;                 /* the first of a kind counts, as along the list */
        h = (h + 1) & mask;
    }
    c->index[h] = (cr_kind_slot){ kind, at };
}

/* Builds the index afresh for the list as it is (gaps left out), with room
 * for twice the effects it may hold before it grows again. */
static void index_rebuild(bt_creature *c)
{
    free(c->index);
    c->index = NULL;
    if (c->effect_count < CR_INDEX_MIN)
        return;
    unsigned bits = 5;
    while (((size_t)1 << bits) < 2 * c->effect_capacity)
        bits++;
    c->index_bits = bits;
    c->index = xcalloc((size_t)1 << bits, sizeof *c->index);
    for (size_t i = 0; i < c->effect_count; i++)
        if (c->effects[i].fx.kind != &cr_gone)
            index_put(c, c->effects[i].fx.kind, i);
}

/* Deletes kind's entry, shifting back the entries that probed past it. */
static void index_delete(bt_creature *c, const bt_effect_kind *kind)
{
    size_t mask = ((size_t)1 << c->index_bits) - 1;
    size_t h = kind_hash(kind, c->index_bits);
    while (c->index[h].kind != kind) {
        if (!c->index[h].kind)
            return;
        h = (h + 1) & mask;
    }
    for (size_t next = (h + 1) & mask; c->index[next].kind; next = (next + 1) & mask) {
        size_t home = kind_hash(c->index[next].kind, c->index_bits);
        /* The entry at next may fill the hole at h if its home is not in (h, next]. */
        if (((next - home) & mask) >= ((next - h) & mask)) {
            c->index[h] = c->index[next];
            h = next;
        }
    }
    c->index[h].kind = NULL;
}

long cr_kind_index(const bt_creature *c, const bt_effect_kind *kind)
{
    if (c->index) {
        size_t mask = ((size_t)1 << c->index_bits) - 1;
        for (size_t h = kind_hash(kind, c->index_bits); c->index[h].kind; h = (h + 1) & mask)
            if (c->index[h].kind == kind)
                return (long)c->index[h].at;
        return -1;
    }
    for (size_t i = 0; i < c->effect_count; i++)
        if (c->effects[i].fx.kind == kind)
            return (long)i;
    return -1;
}

bt_effect *cr_find_kind(bt_creature *c, const bt_effect_kind *kind)
{
    long i = kind ? cr_kind_index(c, kind) : -1;
    return i < 0 ? NULL : &c->effects[i].fx;
}

/* --- by id ------------------------------------------------------------- */

long cr_effect_index(const bt_creature *c, const char *id)
{
    /* A gap's id is "", which no kind has. */
    for (size_t i = 0; i < c->effect_count; i++)
        if (strcmp(c->effects[i].fx.kind->id, id) == 0)
            return (long)i;
    return -1;
}

bt_effect *cr_find_effect(bt_creature *c, const char *id)
{
    long i = cr_effect_index(c, id);
    return i < 0 ? NULL : &c->effects[i].fx;
}

bool cr_has_effect(const bt_creature *c, const char *id)
{
    return cr_effect_index(c, id) >= 0;
}

/* --- adding and removing ----------------------------------------------- */

/* An array a busy list grew out of. */
typedef struct retired_array {
    struct retired_array *next;
    cr_effect *effects;
} retired_array;

static void free_retired(bt_creature *c)
{
    for (retired_array *r = c->retired; r;) {
        retired_array *next = r->next;
        free(r->effects);
        free(r);
        r = next;
    }
    c->retired = NULL;
}

/* Room for one more effect. A busy list is copied into a new array and the
 * old one kept: a callback may still be writing to its instance there. */
static void make_room(bt_creature *c)
{
    if (c->effect_count < c->effect_capacity)
        return;
    if (!c->busy) {
        c->effects = xgrow(c->effects, &c->effect_capacity, c->effect_count + 1,
                           sizeof *c->effects);
        return;
    }
    size_t capacity = c->effect_capacity;
    cr_effect *grown = xgrow(NULL, &capacity, c->effect_count + 1, sizeof *grown);
    memcpy(grown, c->effects, c->effect_count * sizeof *grown);
    retired_array *old = xmalloc(sizeof *old);
    *old = (retired_array){ c->retired, c->effects };
    c->retired = old;
    c->effects = grown;
    c->effect_capacity = capacity;
}

bt_effect *cr_add_effect(bt_creature *c, const bt_effect *fx)
{
    make_room(c);
    size_t at = c->effect_count++;
    cr_effect *slot = &c->effects[at];
    slot->fx = *fx;
    slot->serial = c->next_serial++;
    slot->turn = fx->kind->turn;
    slot->each_turn = (unsigned char)fx->kind->each_turn;
    slot->max_stacks = (short)fx->kind->max_stacks;
    c->changes++;
    if (c->index && 2 * c->effect_count <= ((size_t)1 << c->index_bits))
        index_put(c, fx->kind, at);
    else if (c->effect_count >= CR_INDEX_MIN)
        index_rebuild(c);
    return &slot->fx;
}

void cr_remove_at(bt_creature *c, size_t i)
{
    c->changes++;
    if (c->busy) {
        if (c->index)
            index_delete(c, c->effects[i].fx.kind);
        c->effects[i].fx.kind = &cr_gone;
        c->effects[i].turn = NULL;
        c->effects[i].each_turn = BT_TURN_NOTHING;
        c->gaps++;
        return;
    }
    memmove(&c->effects[i], &c->effects[i + 1], (c->effect_count - i - 1) * sizeof *c->effects);
    c->effect_count--;
    if (c->index)
        index_rebuild(c);
}

void cr_settle_list(bt_creature *c)
{
    free_retired(c);
    if (!c->gaps)
        return;
    size_t kept = 0;
    for (size_t i = 0; i < c->effect_count; i++)
        if (c->effects[i].fx.kind != &cr_gone)
            c->effects[kept++] = c->effects[i];
    c->effect_count = kept;
    c->gaps = 0;
    if (c->index || kept >= CR_INDEX_MIN)
        index_rebuild(c);
}

bool cr_remove_kind(bt_creature *c, const bt_effect_kind *kind)
{
    long i = kind ? cr_kind_index(c, kind) : -1;
    if (i < 0)
        return false;
    cr_remove_at(c, (size_t)i);
    return true;
}

bool cr_remove_effect(bt_creature *c, const char *id)
{
    long i = cr_effect_index(c, id);
    if (i < 0)
        return false;
    cr_remove_at(c, (size_t)i);
    return true;
}

void cr_clear_effects(bt_creature *c)
{
    if (c->busy) {
        for (size_t i = 0; i < c->effect_count; i++)
            if (c->effects[i].fx.kind != &cr_gone)
                cr_remove_at(c, i);
        return;
    }
    c->effect_count = 0;
    c->gaps = 0;
    c->changes++;
    free(c->index);
    c->index = NULL;
}

void cr_refresh_callbacks(bt_creature *c)
{
    for (size_t i = 0; i < c->effect_count; i++) {
        c->effects[i].turn = c->effects[i].fx.kind->turn;
        c->effects[i].each_turn = (unsigned char)c->effects[i].fx.kind->each_turn;
        c->effects[i].max_stacks = (short)c->effects[i].fx.kind->max_stacks;
    }
}

void cr_add_immunity(bt_creature *c, const char *id)
{
    if (cr_is_immune(c, id))
        return;
    c->immunities = xrealloc(c->immunities, (c->immunity_count + 1) * sizeof *c->immunities);
    c->immunities[c->immunity_count++] = xstrdup(id);
}

bool cr_is_immune(const bt_creature *c, const char *id)
{
    for (size_t i = 0; i < c->immunity_count; i++)
        if (strcmp(c->immunities[i], id) == 0)
            return true;
    return false;
}
