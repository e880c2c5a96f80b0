/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fear.c - fear: strength -30% and accuracy -10 while it lasts; the
 * frightened strike weakly and wildly. */
#include <bloodtrail/effect.h>

static int fear_percent(const bt_effect *fx, bt_stat stat)
{
    (void)fx;
    return stat == BT_STAT_STRENGTH ? -30 : 0;
}

static int fear_modifier(const bt_effect *fx, bt_stat stat)
{
    (void)fx;
    return stat == BT_STAT_ACCURACY ? -10 : 0;
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "fear",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "fear"),
    .label = NC_("effect label", "fear"),
    .on_text = N_("{name} is seized by fear."),
    .off_text = N_("{name} masters the fear."),
    .modifier = fear_modifier,
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Shaking hands: strength falls by almost a third, accuracy by 10."),
    .percent = fear_percent,
};
