/* SPDX-License-Identifier: GPL-3.0-or-later */
/* burn.c - burning: the flames hurt by their power every turn. */
#include <bloodtrail/effect.h>

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "burn",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "burning"),
    .label = NC_("effect label", "burn"),
    .on_text = N_("{name} catches fire."),
    .off_text = N_("{name} stops burning."),
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Flames on the skin: they take their power in life every turn until "
                       "they die out."),
    .each_turn = BT_TURN_HURT,
    .each_turn_text = N_("The flames bite {name:acc} ({n})."),
};
