/* SPDX-License-Identifier: GPL-3.0-or-later */
/* corrode.c - corrosion: acid eats the armour; each layer takes 1 defense,
 * up to five layers, until it wears off. */
#include <bloodtrail/effect.h>

static int corrode_modifier(const bt_effect *fx, bt_stat stat)
{
    return stat == BT_STAT_DEFENSE ? -fx->stacks : 0;
}

BT_EFFECT_DEFINE = {
    .api_major = BT_EFFECT_API_MAJOR,
    .api_minor = BT_EFFECT_API_MINOR,
    .id = "corrode",
    .stack_rule = BT_STACK_STACK,
    .max_stacks = 5,
    .param = BT_PARAM_STACKS,
    .name = NC_("effect name", "corrosion"),
    .label = NC_("effect label", "acid"),
    .on_text = N_("Acid eats into {name:gen} armour."),
    /* TRANSLATORS: {n} is the number of layers of acid. */
    .more_text = N_("The acid eats deeper into {name:gen} armour (layers: {n})."),
    .off_text = N_("The acid on {name:acc} is spent."),
    .modifier = corrode_modifier,
    .version = BT_PLUGIN_VERSION,
    .author = BT_PLUGIN_AUTHOR,
    .license = BT_PLUGIN_LICENSE,
    .description = NC_("effect description",
                       "Acid on the armour: each layer takes 1 defense, up to five layers."),
};
