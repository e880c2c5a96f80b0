/* SPDX-License-Identifier: GPL-3.0-or-later */
/* shield.c - shield: defense + power while it lasts. */
#include <bloodtrail/effect.h>

static int shield_modifier(const bt_effect *fx, bt_stat stat)
{
    return stat == BT_STAT_DEFENSE ? fx->power : 0;
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "shield",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "shield"),
    .label = NC_("effect label", "shld"),
    .on_text = N_("A shield guards {name:acc}."),
    .off_text = N_("{name:gen} shield fades."),
    .modifier = shield_modifier,
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "A guard against blows: defense rises by its power."),
};
