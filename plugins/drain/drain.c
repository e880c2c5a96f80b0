/* SPDX-License-Identifier: GPL-3.0-or-later */
/* drain.c - drain: life drawn out every turn by power x stacks (the host's rule) and
 * strength -10% a layer, up to three layers: a wraith's touch. */
#include <bloodtrail/effect.h>

static int drain_percent(const bt_effect *fx, bt_stat stat)
{
    return stat == BT_STAT_STRENGTH ? -10 * fx->stacks : 0;
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "drain",
    .stack_rule = BT_STACK_STACK,
    .max_stacks = 3,
    .param = BT_PARAM_STACKS,
    .name = NC_("effect name", "drain"),
    .label = NC_("effect label", "drain"),
    .on_text = N_("A cold touch drains {name:acc}."),
    /* TRANSLATORS: {n} is the number of layers. */
    .more_text = N_("The cold sinks deeper into {name:acc} (layers: {n})."),
    .off_text = N_("{name:gen} warmth comes back."),
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Life drawn out: 1 life a layer every turn, and a tenth of the "
                       "strength a layer, up to three layers."),
    .each_turn = BT_TURN_HURT,
    .each_turn_text = N_("{name} is drained ({n})."),
    .percent = drain_percent,
};
