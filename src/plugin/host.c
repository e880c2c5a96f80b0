/* host.c - the services bloodtrail hands to effect plugins. */
#include "config.h"

#include "plugin/host.h"

#include <stdlib.h>

#include "engine/creature.h"
#include "engine/effect.h"

static const registry *kinds;
static int (*random_fn)(void *state, int bound);
static void *random_state;

void host_set_registry(const registry *reg)
{
    kinds = reg;
}

void host_set_random(int (*random)(void *state, int bound), void *state)
{
    random_fn = random;
    random_state = state;
}

/* Out of line, so that host_say in a quiet context is a test and a return. */
__attribute__((noinline)) static void say_named(bt_context *ctx, const bt_effect_kind *kind,
                                                const char *msgid, const bt_creature *who, int n)
{
    bt_name name = cr_name(who);
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_INT("n", n) };
    ctx_say(ctx, kind ? kind->text_domain : NULL, msgid, args, 2);
}

static void host_say(bt_context *ctx, const bt_effect_kind *kind, const char *msgid,
                     const bt_creature *who, int n)
{
    if (ctx_speaks(ctx))
        say_named(ctx, kind, msgid, who, n);
}

static void host_say_plural(bt_context *ctx, const bt_effect_kind *kind, const char *msgid,
                            const char *msgid_plural, const bt_creature *who, int n)
{
    if (!ctx_speaks(ctx))
        return;
    bt_name name = cr_name(who);
    tpl_arg args[] = { TPL_NAME("name", &name), TPL_INT("n", n) };
    ctx_say_plural(ctx, kind ? kind->text_domain : NULL, msgid, msgid_plural,
                   (unsigned long)(n < 0 ? -n : n), args, 2);
}

static bool host_speaks(const bt_context *ctx)
{
    return ctx_speaks(ctx);
}

static void host_add_blood(bt_context *ctx, int amount)
{
    ctx_add_blood(ctx, amount);
}

static int host_life(const bt_creature *c)
{
    return c->life;
}

static int host_max_life(const bt_creature *c)
{
    return c->max_life;
}

static bool host_is_alive(const bt_creature *c)
{
    return cr_is_alive(c);
}

static bool host_apply_effect(bt_context *ctx, bt_creature *c, const char *id, int turns, int n)
{
    const bt_effect_kind *kind = kinds ? reg_find(kinds, id) : NULL;
    if (!kind)
        return false;
    bt_effect fx = fx_make(kind, turns, n);
    return fx_apply(ctx, c, &fx);
}

static void host_remove_effect(bt_creature *c, const char *id)
{
    cr_remove_effect(c, id);
}

static int host_random(int bound)
{
    if (bound <= 1)
        return 0;
    if (random_fn)
        return random_fn(random_state, bound);
    return rand() % bound;
}

static const bt_host table = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .say = host_say,
    .say_plural = host_say_plural,
    .speaks = host_speaks,
    .add_blood = host_add_blood,
    .life = host_life,
    .max_life = host_max_life,
    .is_alive = host_is_alive,
    .stat = cr_stat,
    .hurt = cr_hurt,
    .heal = cr_heal,
    .find_effect = cr_find_effect,
    .apply_effect = host_apply_effect,
    .remove_effect = host_remove_effect,
    .random = host_random,
};

const bt_host *host_table(void)
{
    return &table;
}
