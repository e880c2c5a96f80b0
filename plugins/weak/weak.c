/* SPDX-License-Identifier: GPL-3.0-or-later */
/* weak.c - weakness, from an enemy's shout: strength - power while it lasts. */
#include <bloodtrail/effect.h>

static int weak_modifier(const bt_effect *fx, bt_stat stat)
{
    return stat == BT_STAT_STRENGTH ? -fx->power : 0;
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "weak",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "weakness"),
    .label = NC_("effect label", "weak"),
    .on_text = N_("{name} feels weak."),
    .off_text = N_("{name} regains strength."),
    .modifier = weak_modifier,
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Weakened by an enemy's shout: strength falls by its power."),
};
