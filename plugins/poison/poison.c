/* SPDX-License-Identifier: GPL-3.0-or-later */
/* poison.c - poison: hurts by its power every turn; a second dose refreshes. */
#include <bloodtrail/effect.h>

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "poison",
    .stack_rule = BT_STACK_REFRESH,
    .max_stacks = 1,
    .param = BT_PARAM_POWER,
    .name = NC_("effect name", "poison"),
    .label = NC_("effect label", "psn"),
    .on_text = N_("Poison enters {name:gen} blood."),
    .off_text = N_("{name} is no longer poisoned."),
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Poison in the blood: it takes its power in life every turn. A second "
                       "dose refreshes it; an antidote cures it."),
    .each_turn = BT_TURN_HURT,
    .each_turn_text = N_("The poison burns {name:acc} ({n})."),
};
