/* SPDX-License-Identifier: MIT-0 */
/* frostbite.c - mymod:frostbite, an effect plugin written outside bloodtrail.
 *
 * Layers of frost that stack up to three. Each layer takes 1 agility (so
 * 2 accuracy) and 10 speed. A creature frozen through (all three layers)
 * loses the effect's power in life every turn until the frost thaws, and
 * wherever it walks it leaves frost on the floor.
 *
 *   apply Iva mymod:frostbite 3 2     three turns, 2 life a turn once frozen
 *
 * Built against the installed header alone:
 *   cc $(pkg-config --cflags bloodtrail-effect) -shared -fPIC \
 *      -o frostbite.so frostbite.c
 *
 * It builds against the header of API 1.0 too, without what 1.1 added (its
 * description and the frost on the floor): a bloodtrail of either version
 * loads it.
 */
#include <bloodtrail/effect.h>

/* The id is namespaced: ids without a "namespace:" belong to bloodtrail.
 * (The example's test builds a copy with a built-in id to see it refused.) */
#ifndef FROSTBITE_ID
#define FROSTBITE_ID "mymod:frostbite"
#endif

/* The version --list-effects shows: the Makefile's VERSION, which also
 * names the tarball of "make dist", so the two never differ. */
#ifndef FROSTBITE_VERSION
#define FROSTBITE_VERSION "1.2"
#endif

static const bt_host *host;

static bool frostbite_init(const bt_host *h)
{
    host = h;
    return true;
}

static bool frozen_through(const bt_effect *fx)
{
    return fx->stacks >= fx->kind->max_stacks;
}

/* Replaces the default "more" message: the count needs a plural, and the
 * last layer says that the creature is frozen through. */
static void frostbite_stacked(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    host->say_plural(ctx, fx->kind,
                     /* TRANSLATORS: {n} is the number of layers now (2 or more). */
                     NP_("Frost thickens on {name} ({n} layer).",
                         "Frost thickens on {name} ({n} layers)."),
                     owner, fx->stacks);
    if (frozen_through(fx))
        host->say(ctx, fx->kind, N_("{name} is frozen through!"), owner, fx->stacks);
}

static void frostbite_turn(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    if (!frozen_through(fx) || fx->power <= 0)
        return;
    /* TRANSLATORS: {n} is the life lost. */
    host->say(ctx, fx->kind, N_("The frost bites {name} ({n})."), owner, fx->power);
    host->hurt(ctx, owner, fx->power);
}

#if BT_EFFECT_API_MINOR >= 1
/* API 1.1: a creature frozen through leaves frost on the cell it leaves. */
static void frostbite_moved(bt_effect *fx, bt_creature *owner, int from_x, int from_y,
                            int to_x, int to_y, bt_context *ctx)
{
    (void)to_x;
    (void)to_y;
    (void)ctx;
    if (frozen_through(fx))
        host->decorate(owner, from_x, from_y, fx->kind);
}
#endif

/* Every layer counts: a modifier of a stacking kind multiplies by stacks. */
static int frostbite_modifier(const bt_effect *fx, bt_stat stat)
{
    switch (stat) {
    case BT_STAT_AGILITY:
        return -1 * fx->stacks;
    case BT_STAT_SPEED:
        return -10 * fx->stacks;
    default:
        return 0;
    }
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = FROSTBITE_ID,
    .stack_rule = BT_STACK_STACK,
    .max_stacks = 3,
    .param = BT_PARAM_POWER,
    .text_domain = "mymod-frostbite",
    .locale_dir = NULL,     /* "locale" beside frostbite.so */
    .name = NC_("effect name", "frostbite"),
    .label = NC_("effect label", "frost"),
    .on_text = N_("Frost creeps over {name}."),
    .off_text = N_("The frost on {name} thaws."),
    .init = frostbite_init,
    .stacked = frostbite_stacked,
    .turn = frostbite_turn,
    .modifier = frostbite_modifier,
#if BT_EFFECT_API_MINOR >= 1
    .version = FROSTBITE_VERSION,
    .author = "A. Modder <mymod@example.invalid>",
    .license = "MIT-0",
    .description = NC_("effect description",
                       "Layers of frost, up to three, each slowing every move; frozen "
                       "through, the creature loses life every turn and leaves frost "
                       "wherever it walks."),
    .decoration = ":",
    .moved = frostbite_moved,
#endif
#if BT_EFFECT_API_MINOR >= 2
    /* What a player reads of the ":" in the map legend and in "look :". */
    .decoration_text = NC_("decoration", "frost on the floor"),
#endif
};
