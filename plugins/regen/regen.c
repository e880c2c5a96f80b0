/* SPDX-License-Identifier: GPL-3.0-or-later */
/* regen.c - regeneration: heals its power every turn, and says so only when
 * something was healed. */
#include <bloodtrail/effect.h>

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "regen",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "regeneration"),
    .label = NC_("effect label", "reg"),
    .on_text = N_("{name} begins to recover."),
    .off_text = N_("{name} stops regenerating."),
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Wounds that close by themselves: it heals its power in life every "
                       "turn."),
    .each_turn = BT_TURN_HEAL,
    .each_turn_text = N_("{name} recovers (+{n})."),
};
