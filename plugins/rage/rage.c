/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rage.c - rage: strength + power, defense - 2 while it lasts. */
#include <bloodtrail/effect.h>

static int rage_modifier(const bt_effect *fx, bt_stat stat)
{
    if (stat == BT_STAT_STRENGTH)
        return fx->power;
    if (stat == BT_STAT_DEFENSE)
        return -2;
    return 0;
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "rage",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "rage"),
    .label = NC_("effect label", "rage"),
    .on_text = N_("{name} flies into a rage!"),
    .off_text = N_("{name} calms down."),
    .modifier = rage_modifier,
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Blind rage: strength rises by its power, and defense falls by 2."),
};
