/* creature.c - creatures, their stats, life and effect list. */
#include "config.h"

#include "engine/creature.h"

#include <string.h>

#include "engine/effect.h"
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

void cr_free(bt_creature *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->immunity_count; i++)
        free(c->immunities[i]);
    free(c->immunities);
    free(c->effects);
    free(c->name);
    free(c);
}

void cr_rename(bt_creature *c, const char *name, bool proper_name)
{
    free(c->name);
    c->name = xstrdup(name);
    c->proper_name = proper_name;
}

/* What one modifier adds, within the bound the header promises: a plugin
 * that answers INT_MAX cannot overflow the sum. */
static long modifier_of(const bt_effect *fx, bt_stat stat)
{
    guard_call before = guard_enter(fx->kind, "modifier", NULL);
    int m = fx->kind->modifier(fx, stat);
    guard_leave(before);
    return m < -BT_EFFECT_MAX_MODIFIER ? -BT_EFFECT_MAX_MODIFIER
           : m > BT_EFFECT_MAX_MODIFIER ? BT_EFFECT_MAX_MODIFIER
                                        : m;
}

static int raw_stat(const bt_creature *c, bt_stat stat)
{
    /* In a long, and at the end within an int: thousands of effects each
     * at the bound stay exact (a long holds 2^63). */
    long value = (long)c->base[stat] + c->bonus[stat];
    for (size_t i = 0; i < c->effect_count; i++) {
        const bt_effect *fx = &c->effects[i].fx;
        if (fx->kind->modifier)
            value += modifier_of(fx, stat);
    }
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

int cr_heal(bt_creature *c, int amount)
{
    int before = c->life;
    /* Compared as room left, so heal(INT_MAX) cannot overflow. */
    if (amount > 0 && cr_is_alive(c))
        c->life = amount > c->max_life - c->life ? c->max_life : c->life + amount;
    return c->life - before;
}

void cr_hurt(bt_context *ctx, bt_creature *c, int amount)
{
    cr_hurt_by(ctx, c, amount, NULL);
}

void cr_hurt_by(bt_context *ctx, bt_creature *c, int amount, bt_creature *killer)
{
    if (amount <= 0 || !cr_is_alive(c))
        return;
    bool was_heavy = cr_is_heavily_wounded(c);
    c->life = c->life > amount ? c->life - amount : 0;
    if (cr_is_alive(c) && !was_heavy && cr_is_heavily_wounded(c)) {
        bt_name name = cr_name(c);
        /* TRANSLATORS: said once when a creature's life falls under a quarter. */
        ctx_say(ctx, NULL, N_("{name}: heavy wound!"), &TPL_NAME("name", &name), 1);
    }
    if (!cr_is_alive(c))
        fx_died(ctx, c, killer);
}

void cr_set_life(bt_creature *c, int life)
{
    c->life = life < 0 ? 0 : life > c->max_life ? c->max_life : life;
}

long cr_effect_index(const bt_creature *c, const char *id)
{
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

bt_effect *cr_add_effect(bt_creature *c, const bt_effect *fx)
{
    c->effects = xgrow(c->effects, &c->effect_capacity, c->effect_count + 1, sizeof *c->effects);
    cr_effect *slot = &c->effects[c->effect_count++];
    slot->fx = *fx;
    slot->serial = c->next_serial++;
    slot->turn = fx->kind->turn;
    c->changes++;
    return &slot->fx;
}

bool cr_remove_effect(bt_creature *c, const char *id)
{
    long i = cr_effect_index(c, id);
    if (i < 0)
        return false;
    memmove(&c->effects[i], &c->effects[i + 1],
            (c->effect_count - (size_t)i - 1) * sizeof *c->effects);
    c->effect_count--;
    c->changes++;
    return true;
}

void cr_clear_effects(bt_creature *c)
{
    c->effect_count = 0;
    c->changes++;
}

void cr_refresh_callbacks(bt_creature *c)
{
    for (size_t i = 0; i < c->effect_count; i++)
        c->effects[i].turn = c->effects[i].fx.kind->turn;
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
