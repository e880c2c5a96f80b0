/* SPDX-License-Identifier: GPL-3.0-or-later */
/* might.c - might: strength +25% while it lasts (a percent modifier, plugin
 * API 1.2), from a potion or a war cry. */
#include <bloodtrail/effect.h>

static int might_percent(const bt_effect *fx, bt_stat stat)
{
    (void)fx;
    return stat == BT_STAT_STRENGTH ? 25 : 0;
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "might",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "might"),
    .label = NC_("effect label", "might"),
    .on_text = N_("{name} feels strength swell in every muscle."),
    .off_text = N_("{name:gen} strength ebbs back to normal."),
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Swelling muscles: strength rises by a quarter while it lasts."),
    .percent = might_percent,
};
