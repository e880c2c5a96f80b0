/* SPDX-License-Identifier: GPL-3.0-or-later */
/* stun.c - stun: the creature loses its next turn. A second stun is ignored,
 * and after a stun the next turn is sure (the engine makes the creature
 * stun-proof), so three clubs cannot lock a hero forever. The combat turn
 * says that the turn is lost; the effect itself ends silently. */
#include <bloodtrail/effect.h>

static const bt_host *host;

static bool stun_init(const bt_host *h)
{
    host = h;
    return true;
}

/* A stun is one turn, whatever its giver asked for: longer, it would lock a
 * creature for good. */
static void stun_apply(bt_effect *fx, bt_creature *owner, bt_context *ctx)
{
    fx->turns = 1;
    host->say(ctx, fx->kind, fx->kind->on_text, owner, 0);
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "stun",
    .stack_rule = BT_STACK_IGNORE,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "stun"),
    .label = NC_("effect label", "stun"),
    .on_text = N_("{name} loses balance."),
    .init = stun_init,
    .apply = stun_apply,
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "A blow that dazes: the next turn is lost. After a stun the next turn "
                       "is sure."),
};
