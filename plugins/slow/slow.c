/* SPDX-License-Identifier: GPL-3.0-or-later */
/* slow.c - slowness: speed -40% while it lasts (a percent modifier, plugin
 * API 1.2): a web, a curse, a numbing bite. */
#include <bloodtrail/effect.h>

static int slow_percent(const bt_effect *fx, bt_stat stat)
{
    (void)fx;
    return stat == BT_STAT_SPEED ? -40 : 0;
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "slow",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "slowness"),
    .label = NC_("effect label", "slow"),
    .on_text = N_("{name} moves as if through mud."),
    .off_text = N_("{name} moves freely again."),
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Heavy limbs: speed falls by two fifths while it lasts."),
    .percent = slow_percent,
};
