/* SPDX-License-Identifier: GPL-3.0-or-later */
/* haste.c - haste: speed +50% while it lasts (a percent modifier, plugin
 * API 1.2), so its owner acts about three times for every two. */
#include <bloodtrail/effect.h>

static int haste_percent(const bt_effect *fx, bt_stat stat)
{
    (void)fx;
    return stat == BT_STAT_SPEED ? 50 : 0;
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "haste",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "haste"),
    .label = NC_("effect label", "haste"),
    .on_text = N_("{name} speeds up."),
    .off_text = N_("{name} slows down to a normal pace."),
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Quick as the wind: speed rises by half while it lasts."),
    .percent = haste_percent,
};
