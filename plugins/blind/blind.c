/* SPDX-License-Identifier: GPL-3.0-or-later */
/* blind.c - blindness: accuracy -40 while it lasts; the blinded strike at
 * what they hear. */
#include <bloodtrail/effect.h>

static int blind_modifier(const bt_effect *fx, bt_stat stat)
{
    (void)fx;
    return stat == BT_STAT_ACCURACY ? -40 : 0;
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "blind",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "blindness"),
    .label = NC_("effect label", "blind"),
    .on_text = N_("{name} is blinded and strikes at sounds."),
    .off_text = N_("{name} can see again."),
    .modifier = blind_modifier,
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Eyes that see nothing: accuracy falls by 40 while it lasts."),
};
